import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { INSTANT, playOut } from '../testing/play-out.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { replayRecord, replayState } from '../core/replay.ts';
import { type Action, parseHand, rules } from './rules/index.ts';
import { type SpadesInput, spadesMachine } from './spades.machine.ts';

const computers: SpadesInput = {
  seed: 11,
  players: ['Ada', 'Bo', 'Cy', 'Di'],
  seats: ['computer', 'computer', 'computer', 'computer'],
  speed: INSTANT,
};

describe('spades.machine', () => {
  it('plays a complete game with four computer seats; the record replays to the same result', async () => {
    const actor = createActor(spadesMachine, { input: computers }).start();
    const visited = new Set<string>();
    const end = await playOut(actor, undefined, visited);
    const { game, record } = end.context;
    expect(rules.isTerminal(game)).toBe(true);
    expect(game.winners).toHaveLength(1);
    expect(Math.max(...game.totals)).toBeGreaterThanOrEqual(500);
    expect(record.deals).toHaveLength(game.results.length);
    expect(replayRecord(rules, record)).toEqual(rules.report(game));
    for (const state of ['bidding', 'playing', 'dealScored', 'gameOver']) expect(visited).toContain(state);
  });

  it('every format plays to game over with computer seats (cutthroat for three and four, six players, jokers)', async () => {
    for (const [players, n] of [
      ['cutthroat3', 3],
      ['cutthroat4', 4],
      ['partners6', 6],
    ] as const) {
      const seats = new Array(n).fill('computer');
      const input = {
        ...computers,
        players: seats.map((_, i) => `P${i}`),
        seats,
        options: { players, target: 250, jokers: '2C2H' as const },
      };
      const end = await playOut(createActor(spadesMachine, { input }).start());
      expect(rules.isTerminal(end.context.game)).toBe(true);
      expect(replayRecord(rules, end.context.record)).toEqual(rules.report(end.context.game));
    }
  });

  it('one human seat driven by the test, with a blind nil, a look, the two-card pass and refusals', async () => {
    const input: SpadesInput = {
      ...computers,
      seed: 12,
      seats: ['human', 'computer', 'computer', 'computer'],
      firstDealer: 3,
      options: { blindNilBehind: null, target: 300 },
    };
    const actor = createActor(spadesMachine, { input }).start();
    const rng = rngFrom(seedState(5));
    let hand = 0;
    let refused = false;
    let passed = false;
    const end = await playOut(actor, (a) => {
      const { game } = a.getSnapshot().context;
      expect(rules.currentPlayer(game)).toBe(0);
      const view = rules.observe(game, 0);
      if (game.phase === 'bidding') {
        hand++;
        expect(view.hand).toBeNull(); // eligible every hand: cards face down until looked at
        if (!refused) {
          a.send({ type: 'player.act', action: { type: 'play', seat: 0, card: game.hands[0][0] } });
          expect(a.getSnapshot().context.refusal).toMatchObject({ rule: 'SPD-5.1', key: 'biddingFirst' });
          expect(a.getSnapshot().hasTag('humanTurn')).toBe(true);
          refused = true;
        }
        if (hand === 1) {
          a.send({ type: 'player.act', action: { type: 'bid', seat: 0, bid: 'blind-nil' } });
        } else {
          a.send({ type: 'player.look' });
          expect(rules.observe(a.getSnapshot().context.game, 0).hand).toHaveLength(13);
          a.send({ type: 'player.act', action: { type: 'bid', seat: 0, bid: 'blind-nil' } });
          expect(a.getSnapshot().context.refusal).toMatchObject({ rule: 'SPD-5.6', key: 'blindNilAfterLook' });
          a.send({ type: 'player.act', action: { type: 'bid', seat: 0, bid: 3 } });
        }
      } else if (game.phase === 'passing') {
        // The bidder passes from 13 cards; a partner returns from 15.
        expect(view.hand).toHaveLength(game.bids[0] === 'blind-nil' ? 13 : 15);
        a.send({ type: 'player.act', action: { type: 'pass', seat: 0, cards: [view.hand![0]] } });
        expect(a.getSnapshot().context.refusal).toMatchObject({ rule: 'SPD-5.6', key: 'passTwoCards' });
        a.send({ type: 'player.act', action: rules.sampleAction(game, rng) });
        passed = true;
      } else a.send({ type: 'player.act', action: rules.sampleAction(game, rng) });
      expect(a.getSnapshot().context.refusal).toBeNull();
    });
    expect(passed).toBe(true);
    const { game, record } = end.context;
    expect(game.results[0].bids[0]).toBe('blind-nil');
    expect(record.deals[0].actions.filter((x) => 'pass' in x)).toHaveLength(2);
    expect(record.deals[0].actions.some((x) => 'look' in x)).toBe(false);
    expect(replayRecord(rules, record)).toEqual(rules.report(game));
  });

  it('a human may look at the cards while a computer is still bidding; a human may not act for a computer', async () => {
    const input: SpadesInput = {
      ...computers,
      seats: ['human', 'computer', 'computer', 'computer'],
      firstDealer: 2,
      options: { blindNilBehind: null },
      speed: { botMs: 60_000, trickMs: 0 },
    };
    const actor = createActor(spadesMachine, { input }).start();
    await waitFor(actor, (s) => s.hasTag('botThinking'));
    expect(rules.observe(actor.getSnapshot().context.game, 0).hand).toBeNull();
    actor.send({ type: 'player.look' });
    expect(rules.observe(actor.getSnapshot().context.game, 0).hand).toHaveLength(13);
    expect(actor.getSnapshot().hasTag('botThinking')).toBe(true);
    const { game } = actor.getSnapshot().context;
    actor.send({ type: 'player.act', action: { type: 'bid', seat: 3, bid: 3 } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ rule: 'COM-7.3', key: 'computerSeat' });
    expect(actor.getSnapshot().context.game).toBe(game);
    actor.send({ type: 'player.look' });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ rule: 'SPD-5.6', key: 'alreadyLooked' });
    actor.stop();
  });

  it('a look survives saving: the resumed game keeps the cards face up', async () => {
    const input: SpadesInput = {
      ...computers,
      seats: ['human', 'computer', 'computer', 'computer'],
      firstDealer: 2,
      options: { blindNilBehind: null },
      speed: { botMs: 60_000, trickMs: 0 },
    };
    const actor = createActor(spadesMachine, { input }).start();
    await waitFor(actor, (s) => s.hasTag('botThinking'));
    actor.send({ type: 'player.look' });
    const saved = JSON.parse(JSON.stringify(actor.getSnapshot().context.record));
    actor.stop();
    expect(replayRecord(rules, saved).deals[0]).toMatchObject({ finished: false }); // the extra key replays as before
    const fresh = createActor(spadesMachine, {
      input: { ...input, resume: { ...saved, deals: [{ ...saved.deals[0], looked: undefined }] } },
    }).start();
    expect(rules.observe(fresh.getSnapshot().context.game, 0).hand).toBeNull(); // without the key the cards lie face down
    fresh.stop();
    const resumed = createActor(spadesMachine, { input: { ...input, resume: saved } }).start();
    const game = resumed.getSnapshot().context.game;
    expect(rules.observe(game, 0).hand).toHaveLength(13);
    expect(game.looked[0]).toBe(true); // so blind nil is no longer offered (SPD-5.6(c))
    resumed.stop();
  });

  it('the trick stays shown until ui.continue (or the delay) and the hand score waits for ui.continue', async () => {
    const actor = createActor(spadesMachine, { input: { ...computers, speed: { botMs: 0, trickMs: 60_000 } } }).start();
    const shown = await waitFor(actor, (s) => s.matches('trickShown'));
    expect(shown.context.game.lastTrick?.reason.rule).toMatch(/^SPD-7\.[123]$/);
    expect(shown.context.game.tricks).toHaveLength(1);
    actor.send({ type: 'ui.continue' });
    await waitFor(actor, (s) => s.matches('trickShown') && s.context.game.tricks.length === 2);
    actor.send({ type: 'speed.set', speed: INSTANT });
    actor.send({ type: 'ui.continue' });
    const scored = await waitFor(actor, (s) => s.matches('dealScored'));
    expect(scored.context.game.results).toHaveLength(1);
    expect(scored.context.game.lastTrick).not.toBeNull();
    actor.send({ type: 'ui.continue' });
    await waitFor(actor, (s) => s.context.record.deals.length === 2);
    actor.stop();
  });

  it('a card played during the trick pause ends the pause and is played at once; an illegal one is refused there', async () => {
    const input: SpadesInput = {
      ...computers,
      seats: ['human', 'computer', 'computer', 'computer'],
      firstDealer: 2,
      options: { blindNilBehind: null },
      speed: { botMs: 0, trickMs: 60_000 },
    };
    const actor = createActor(spadesMachine, { input }).start();
    const rng = rngFrom(seedState(3));
    // Play at random until you win a trick and lead the next one.
    let won = actor.getSnapshot();
    for (let step = 0; step < 2000; step++) {
      const s = await waitFor(actor, (x) => x.hasTag('humanTurn') || x.hasTag('paused') || x.matches('dealScored'));
      if (s.hasTag('paused') && s.context.game.lastTrick?.winner === 0 && rules.currentPlayer(s.context.game) === 0) {
        won = s;
        break;
      }
      // A hand without such a trick: go on to the next one.
      if (s.hasTag('paused') || s.matches('dealScored')) actor.send({ type: 'ui.continue' });
      else actor.send({ type: 'player.act', action: rules.sampleAction(s.context.game, rng) });
    }
    expect(won.hasTag('paused')).toBe(true);
    const game = won.context.game;
    const legal = rules.legalActions(game);
    // A card you do not hold is refused with its reason, and the trick stays shown.
    actor.send({ type: 'player.act', action: { type: 'play', seat: 0, card: game.hands[1][0] } });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(actor.getSnapshot().context.refusal?.rule).toBe('COM-5.1');
    actor.send({ type: 'player.act', action: legal[0] });
    const after = actor.getSnapshot();
    expect(after.hasTag('paused')).toBe(false);
    expect(after.context.refusal).toBeNull();
    expect(after.context.game.trick.map((p) => p.card)).toEqual([(legal[0] as { card: string }).card]);
    expect(after.context.record.deals.at(-1)?.actions.at(-1)).toEqual(rules.actionToRecord(legal[0]));
    actor.stop();
  });

  it('resumes a game saved after hand 3 and continues with the right dealer and totals', async () => {
    const first = createActor(spadesMachine, { input: { ...computers, seed: 21 } }).start();
    for (;;) {
      const snap = await waitFor(first, (s) => s.matches('dealScored'));
      if (snap.context.game.results.length === 3) break;
      first.send({ type: 'ui.continue' });
    }
    const saved = JSON.parse(JSON.stringify(first.getSnapshot().context.record));
    first.stop();
    const before = replayState(rules, saved);
    const actor = createActor(spadesMachine, { input: { ...computers, seed: 21, resume: saved } }).start();
    const next = await waitFor(actor, (s) => s.context.record.deals.length === 4);
    expect(next.context.game).toMatchObject({
      dealer: rules.dealer(before),
      totals: before.totals,
      bagCounters: before.bagCounters,
    });
    expect(next.context.record.deals.slice(0, 3)).toEqual(saved.deals);
    expect(next.context.record.deals[3].deck).not.toEqual(saved.deals[0].deck);
    const end = await playOut(actor);
    expect(end.context.game.results.slice(0, 3)).toEqual(before.results);
    expect(replayRecord(rules, end.context.record)).toEqual(rules.report(end.context.game));
  });

  it('a fixed deal and scripted computer actions (SPD-L10): blind nil, then ♠K ♥A across and ♦2 ♣4 back', async () => {
    const hands = [
      '♠ K 4 · ♥ A 6 2 · ♦ J 7 3 · ♣ 10 8 5 3 2',
      '♠ A Q 10 9 5 3 2 · ♥ 9 · ♦ 9 8 · ♣ J 7 6',
      '♠ 8 7 6 · ♥ K Q J 10 4 · ♦ K 6 2 · ♣ A 4',
      '♠ J · ♥ 8 7 5 3 · ♦ A Q 10 5 4 · ♣ K Q 9',
    ].map(parseHand);
    const script: Action[][] = [
      [],
      [{ type: 'bid', seat: 1, bid: 4 }],
      [
        { type: 'bid', seat: 2, bid: 5 },
        { type: 'pass', seat: 2, cards: ['2D', '4C'] },
      ],
      [{ type: 'bid', seat: 3, bid: 3 }],
    ];
    const input: SpadesInput = {
      ...computers,
      seats: ['human', 'computer', 'computer', 'computer'],
      firstDealer: 2,
      options: { blindNilBehind: null },
      fixedDeals: [{ kind: 'hands', hands }],
      script,
    };
    const actor = createActor(spadesMachine, { input }).start();
    let snap = await waitFor(actor, (s) => s.hasTag('humanTurn'));
    expect(snap.context.game.bids).toEqual([null, null, null, 3]);
    expect(rules.observe(snap.context.game, 0).hand).toBeNull();
    actor.send({ type: 'player.act', action: { type: 'bid', seat: 0, bid: 'blind-nil' } });
    snap = await waitFor(actor, (s) => s.hasTag('humanTurn'));
    expect(snap.value).toMatchObject({ passing: 'human' });
    actor.send({ type: 'player.act', action: { type: 'pass', seat: 0, cards: ['KS', 'AH', '6H'] } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ key: 'passTwoCards', params: { count: 3 } });
    actor.send({ type: 'player.act', action: { type: 'pass', seat: 0, cards: ['KS', 'AH'] } });
    snap = await waitFor(actor, (s) => s.context.game.phase === 'playing');
    expect([...snap.context.game.hands[0]].sort()).toEqual(
      parseHand('♠ 4 · ♥ 6 2 · ♦ J 7 3 2 · ♣ 10 8 5 4 3 2').sort(),
    );
    expect(snap.context.record.deals[0]).toMatchObject({ hands, dealer: 2 });
    actor.stop();
  });
});
