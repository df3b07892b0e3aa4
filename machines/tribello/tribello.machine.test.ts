import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { INSTANT, playOut } from '../testing/play-out.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { replayRecord, replayState } from '../core/replay.ts';
import type { BotTurnInput, BotTurnOutput } from '../actors/bot-turn.ts';
import { type Action, rules } from './rules/index.ts';
import { cards, hand } from './rules/test-support.ts';
import { type TribelloInput, tribelloMachine } from './tribello.machine.ts';

const computers: TribelloInput = {
  seed: 11,
  players: ['Ada', 'Bo', 'Cy'],
  seats: ['computer', 'computer', 'computer'],
  speed: INSTANT,
};

describe('tribello.machine', () => {
  it('plays a complete twelve-deal game with computer seats only; the record replays to the same result', async () => {
    const actor = createActor(tribelloMachine, { input: computers }).start();
    const visited = new Set<string>();
    const end = await playOut(actor, undefined, visited);
    const { game, record } = end.context;
    expect(rules.isTerminal(game)).toBe(true);
    expect(game.results).toHaveLength(12);
    expect(game.totals.reduce((a, b) => a + b, 0)).toBe(0);
    expect(record.deals).toHaveLength(12);
    expect(replayRecord(rules, record)).toEqual(rules.report(game));
    // transient states (dealing, and the pauses at speed 0) are passed through without a snapshot
    for (const state of ['naming', 'exchanging', 'playing', 'dealScored', 'gameOver']) expect(visited).toContain(state);
  });

  it('with one human seat driven by the test: illegal actions are refused with a rule id, legal ones accepted', async () => {
    const actor = createActor(tribelloMachine, {
      input: { ...computers, seed: 12, seats: ['human', 'computer', 'computer'], firstDealer: 0 },
    }).start();
    const rng = rngFrom(seedState(5));
    let refusals = 0;
    const end = await playOut(actor, (a) => {
      const { game } = a.getSnapshot().context;
      expect(rules.currentPlayer(game)).toBe(0);
      if (refusals < 3) {
        // one wrong-seat action per phase kind, then only legal ones
        const wrong: Action =
          game.phase === 'play'
            ? { type: 'play', seat: 0, card: game.hands[1][0] }
            : { type: 'exchange', seat: 0, discards: [game.hands[2][0]] };
        a.send({ type: 'player.act', action: game.phase === 'trump' ? { type: 'trump', seat: 0, suit: null } : wrong });
        const refusal = a.getSnapshot().context.refusal;
        expect(refusal?.rule).toMatch(/^(COM|TRB)-\d/);
        expect(a.getSnapshot().hasTag('humanTurn')).toBe(true);
        refusals++;
      }
      a.send({ type: 'player.act', action: rules.sampleAction(game, rng) });
      expect(a.getSnapshot().context.refusal).toBeNull();
    });
    expect(refusals).toBe(3);
    expect(end.context.game.results).toHaveLength(12);
    expect(replayRecord(rules, end.context.record)).toEqual(rules.report(end.context.game));
  });

  it('a human may not act for a computer seat', async () => {
    const actor = createActor(tribelloMachine, {
      input: {
        ...computers,
        seats: ['human', 'computer', 'computer'],
        firstDealer: 1,
        speed: { botMs: 60_000, trickMs: 0 },
      },
    }).start();
    await waitFor(actor, (s) => s.hasTag('botThinking'));
    const { game } = actor.getSnapshot().context;
    actor.send({ type: 'player.act', action: { type: 'exchange', seat: 1, discards: [] } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ rule: 'COM-7.3', key: 'computerSeat' });
    expect(actor.getSnapshot().context.game).toBe(game);
    actor.stop();
  });

  it('the trick stays shown until ui.continue (or the delay) and the deal score waits for ui.continue', async () => {
    const actor = createActor(tribelloMachine, {
      input: { ...computers, speed: { botMs: 0, trickMs: 60_000 } },
    }).start();
    await waitFor(actor, (s) => s.matches('cutShown'));
    actor.send({ type: 'ui.continue' });
    const shown = await waitFor(actor, (s) => s.matches('trickShown'));
    expect(shown.context.game.lastTrick?.number).toBe(1);
    actor.send({ type: 'ui.continue' });
    await waitFor(actor, (s) => s.matches('trickShown') && s.context.game.lastTrick?.number === 2);
    actor.send({ type: 'speed.set', speed: INSTANT });
    actor.send({ type: 'ui.continue' });
    const scored = await waitFor(actor, (s) => s.matches('dealScored'));
    expect(scored.context.game.results).toHaveLength(1);
    actor.send({ type: 'ui.continue' });
    await waitFor(actor, (s) => s.context.game.deal === 2);
    actor.stop();
  });

  it('resumes a game saved after deal 7 and continues with the right round, dealer and totals', async () => {
    const first = createActor(tribelloMachine, { input: { ...computers, seed: 21 } }).start();
    for (;;) {
      const snap = await waitFor(first, (s) => s.matches('dealScored'));
      if (snap.context.game.deal === 7) break;
      first.send({ type: 'ui.continue' });
    }
    const saved = JSON.parse(JSON.stringify(first.getSnapshot().context.record));
    first.stop();
    const before = replayState(rules, saved);
    const actor = createActor(tribelloMachine, { input: { ...computers, seed: 22, resume: saved } }).start();
    const next = await waitFor(actor, (s) => s.context.game.deal === 8);
    expect(next.context.game).toMatchObject({ round: 3, dealer: rules.dealer(before), totals: before.totals });
    expect(next.context.record.deals.slice(0, 7)).toEqual(saved.deals);
    const end = await playOut(actor);
    expect(end.context.game.results).toHaveLength(12);
    expect(end.context.game.results.slice(0, 7)).toEqual(before.results);
  });

  it('fixed deals and scripted computer actions (TRB-L4): Rune leads ♦K, Liv wins with ♦A', async () => {
    const you = hand('♠ A J 9 3 · ♥ A Q J 7 5 4 · ♦ J 8 4');
    const liv = hand('♠ K 8 · ♦ A 10 5 3 2 · ♣ K J 10 7 5 2');
    const rune = hand('♠ Q 10 7 6 5 · ♥ 10 8 3 · ♦ K 9 · ♣ A Q 3');
    const pickup = cards('♠4 ♣9 ♦7 ♥9 ♥2 ♠2 ♥6 ♣6 ♣4 ♦Q ♦6 ♣8 ♥K');
    const actor = createActor(tribelloMachine, {
      input: {
        ...computers,
        seats: ['human', 'computer', 'computer'],
        firstDealer: 2,
        fixedDeals: [{ kind: 'hands', hands: [you, liv, rune], stock: pickup, revealed: '5S' }],
        script: [
          undefined,
          [
            { type: 'exchange', seat: 1, discards: [] },
            { type: 'play', seat: 1, card: 'AD' },
          ],
          [
            { type: 'exchange', seat: 2, discards: [] },
            { type: 'play', seat: 2, card: 'KD' },
          ],
        ],
      },
    }).start();
    await waitFor(actor, (s) => s.hasTag('humanTurn'));
    actor.send({ type: 'player.act', action: { type: 'exchange', seat: 0, discards: [] } });
    await waitFor(actor, (s) => s.hasTag('humanTurn'));
    expect(actor.getSnapshot().context.game.trick).toEqual([{ seat: 2, card: 'KD' }]);
    actor.send({ type: 'player.act', action: { type: 'play', seat: 0, card: '3S' } });
    expect(actor.getSnapshot().context.refusal).toMatchObject({ rule: 'TRB-8.2', key: 'mustFollowSuit' });
    actor.send({ type: 'player.act', action: { type: 'play', seat: 0, card: '4D' } });
    await waitFor(actor, (s) => s.context.game.lastTrick !== null);
    expect(actor.getSnapshot().context.game.lastTrick).toMatchObject({ winner: 1, card: 'AD' });
    actor.stop();
  });

  it('tests can swap the computer-turn actor with machine.provide', async () => {
    const calls: number[] = [];
    const firstLegal = fromPromise<BotTurnOutput, BotTurnInput>(async ({ input }) => {
      calls.push(input.legal.length);
      return { action: input.legal[0], rngState: input.rngState };
    });
    const actor = createActor(tribelloMachine.provide({ actors: { botTurn: firstLegal } }), {
      input: computers,
    }).start();
    const end = await playOut(actor);
    expect(end.context.game.results).toHaveLength(12);
    expect(calls.length).toBeGreaterThan(12 * 42);
  });
});
