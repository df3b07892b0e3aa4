import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor, type SnapshotFrom } from 'xstate';
import { playOut } from '../testing/play-out.ts';
import { replayRecord } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { KARI, OLA, YOU, exchange, play } from './rules/fixtures.ts';
import { rules, type Action, type Options } from './rules/index.ts';
import { parseCards } from './rules/notation.ts';
import { sproyteMachine, type SeatKind, type SproyteInput } from './sproyte.machine.ts';

type Snap = SnapshotFrom<typeof sproyteMachine>;
type Actor = ReturnType<typeof createActor<typeof sproyteMachine>>;
const names = ['You', 'Ola', 'Kari'];

/** Drive an actor to game over: continue after each scored deal, let `human` decide for human seats. */
const runToEnd = (actor: Actor, human?: (s: Snap) => Action): Promise<Snap> =>
  playOut(actor, human && ((a) => a.send({ type: 'player.act', action: human(a.getSnapshot()) })));

function start(input: Partial<SproyteInput> & { seats: SeatKind[] }, clock?: SimulatedClock): Actor {
  const options = { input: { seed: 7, players: names, ...input } };
  return createActor(sproyteMachine, clock ? { ...options, clock } : options).start();
}

describe('complete games through the machine', () => {
  it.each(['standard', 'variation', 'talon'] as const)('%s with three computer seats', async (form) => {
    const actor = start({
      seats: ['computer', 'computer', 'computer'],
      options: { form, target: 4 } as Partial<Options>,
    });
    const end = await runToEnd(actor);
    const { game, record } = end.context;
    expect(rules.isTerminal(game)).toBe(true);
    expect(game.winners.length).toBeGreaterThan(0);
    expect(replayRecord(rules, record)).toEqual(rules.report(game));
  });

  it('with a human seat driven by the test, including a refused action', async () => {
    const rng = rngFrom(seedState(3));
    const refusals: string[] = [];
    const actor = start({
      seed: 11,
      firstDealer: 0,
      seats: ['human', 'computer', 'computer'],
      options: { form: 'variation', target: 3 },
      policies: [null, 'random', 'basic'],
    });
    const end = await runToEnd(actor, (s) => {
      const game = s.context.game;
      expect(rules.currentPlayer(game)).toBe(YOU);
      if (refusals.length < 2 && game.phase === 'exchange') {
        // One card too many: refused with the limit and its parts; the machine stays put.
        const lim = rules.observe(game, YOU).exchangeLimit;
        if (lim && lim.limit < 12) {
          actor.send({
            type: 'player.act',
            action: { type: 'exchange', seat: YOU, discards: game.hands[YOU].slice(0, lim.limit + 1) },
          });
          const after = actor.getSnapshot();
          expect(after.hasTag('humanTurn')).toBe(true);
          expect(after.context.refusal?.rule).toBe('SPR-6.2');
          refusals.push('SPR-6.2');
        }
      }
      if (game.phase === 'play' && game.trick.length > 0 && refusals.length < 3) {
        actor.send({ type: 'player.act', action: { type: 'play', seat: OLA, card: game.hands[OLA][0] } });
        expect(actor.getSnapshot().context.refusal?.rule).toBe('COM-7.3');
        refusals.push('COM-7.3');
      }
      return rules.sampleAction(game, rng);
    });
    expect(refusals).toContain('SPR-6.2');
    expect(refusals).toContain('COM-7.3');
    expect(end.context.refusal).toBeNull();
    expect(rules.isTerminal(end.context.game)).toBe(true);
    expect(replayRecord(rules, end.context.record)).toEqual(rules.report(end.context.game));
  });

  it('resumes a saved game from its record and plays it to the end', async () => {
    const first = start({ seed: 5, seats: ['computer', 'computer', 'computer'], options: { target: 12 } });
    await waitFor(first, (s) => s.matches('dealScored'));
    first.send({ type: 'ui.continue' });
    await waitFor(first, (s) => s.context.game.history.length >= 5);
    const saved = JSON.parse(JSON.stringify(first.getSnapshot().context.record));
    expect(saved.deals).toHaveLength(2);
    first.stop();
    const resumed = start({ seed: 5, seats: ['computer', 'computer', 'computer'], resume: saved });
    expect(resumed.getSnapshot().context.game.results).toHaveLength(1);
    expect(rules.report(resumed.getSnapshot().context.game)).toEqual(replayRecord(rules, saved));
    const end = await runToEnd(resumed);
    expect(end.context.record.deals.length).toBeGreaterThan(2);
    expect(end.context.record.deals.slice(0, 2).map((d: { deck?: unknown }) => d.deck)).toEqual(
      saved.deals.map((d: { deck?: unknown }) => d.deck),
    );
    expect(replayRecord(rules, end.context.record)).toEqual(rules.report(end.context.game));
  });
});

describe('lessons: fixed deals and scripted computer actions', () => {
  const l1 = {
    kind: 'hands' as const,
    hands: [
      '♠ A K 7 · ♥ 8 5 · ♦ Q J 9 4 · ♣ 10 6 3',
      '♠ 10 8 3 · ♥ A J · ♦ A 6 5 3 · ♣ A Q 7',
      '♠ Q J 9 4 · ♥ K Q 10 9 7 4 · ♦ 8 7',
    ].map(parseCards),
    stock: parseCards('♣4 ♠6 ♠5 ♦10 ♥3 ♣J ♥6 ♣K ♣5 ♦K ♣9 ♣8'),
  };
  it('SPR-L1: Kari leads ♥K, you must follow with a heart, Ola wins with ♥A', async () => {
    const actor = start({
      seats: ['human', 'computer', 'computer'],
      firstDealer: OLA,
      fixedDeals: [l1],
      // Ola's scripted exchange is illegal (she does not hold ♥K): her policy exchanges instead and the
      // script carries on with her plays.
      script: [
        [],
        [exchange(OLA, '♥K'), play(OLA, '♥A'), play(OLA, '♦A')],
        [exchange(KARI, ''), play(KARI, '♥K'), play(KARI, '♦8')],
      ],
    });
    let s = await waitFor(actor, (x) => x.hasTag('humanTurn'));
    expect(s.context.game.phase).toBe('exchange');
    actor.send({ type: 'player.act', action: exchange(YOU, '') });
    s = await waitFor(actor, (x) => x.hasTag('humanTurn'));
    expect(s.context.game.trick).toEqual([{ seat: KARI, card: 'KH' }]);
    actor.send({ type: 'player.act', action: play(YOU, '♣3') });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ rule: 'SPR-7.3', key: 'mustFollowSuit' });
    actor.send({ type: 'player.act', action: play(YOU, '♥8') });
    s = await waitFor(actor, (x) => x.hasTag('humanTurn'));
    expect(s.context.refusal).toBeNull();
    expect(s.context.game.history[0]).toMatchObject({ winner: OLA, reason: { rule: 'SPR-8.1' } });
    expect(s.context.game.exchanged[OLA]).toBeGreaterThan(0);
    expect(s.context.game.trick.map((p) => p.card)).toEqual(['AD', '8D']);
    expect(s.context.record.deals[0]).toMatchObject({ dealer: OLA, hands: l1.hands, stock: l1.stock });
  });
});

describe('pauses', () => {
  it('a computer waits botMs; a finished trick stays for trickMs or until ui.continue; the deal waits for ui.continue', async () => {
    const clock = new SimulatedClock();
    const actor = start({ seats: ['computer', 'computer', 'computer'], speed: { botMs: 400, trickMs: 1000 } }, clock);
    expect(actor.getSnapshot().hasTag('botThinking')).toBe(true);
    clock.increment(399);
    expect(actor.getSnapshot().context.game.exchanged).toEqual([null, null, null]);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.game.exchanged.some((n) => n !== null));
    // Run the bots until the first trick is complete.
    for (let i = 0; i < 10 && !actor.getSnapshot().matches('trickShown'); i++) {
      clock.increment(400);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().matches('trickShown')).toBe(true);
    expect(actor.getSnapshot().context.game.lastTrick).not.toBeNull();
    clock.increment(999);
    expect(actor.getSnapshot().matches('trickShown')).toBe(true);
    actor.send({ type: 'ui.continue' });
    expect(actor.getSnapshot().matches('trickShown')).toBe(false);
    actor.send({ type: 'speed.set', speed: { botMs: 0, trickMs: 0 } });
    clock.increment(400);
    const scored = await waitFor(actor, (s) => s.matches('dealScored'));
    expect(scored.context.game.results).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().matches('dealScored')).toBe(true);
    actor.send({ type: 'ui.continue' });
    expect(actor.getSnapshot().context.game.dealNumber).toBe(2);
  });
});
