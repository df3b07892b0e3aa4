// The Tribello chart is true: over random games its state agrees at every step with the rules
// core's round, phase and exchanger; every state of the chart is reached; a saved game resumes in the same state.
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { ChartTally, runChart, statesOf } from '../testing/chart-check.ts';
import { recordStart } from '../actors/session.ts';
import type { GameRecord, RecordAction } from '../core/record.ts';
import { rngFrom, seedState, type Rng } from '../core/rng.ts';
import {
  type Action,
  type Options,
  type State,
  defaultOptions,
  exchangerRole,
  isTrickJustComplete,
  rules,
  upcomingDeal,
} from './rules/index.ts';
import { type TribelloContext, tribelloMachine } from './tribello.machine.ts';

const ROUND_OF: Readonly<Record<string, (round: number) => boolean>> = {
  round1: (r) => r === 1,
  round2: (r) => r === 2,
  round3: (r) => r === 3,
  round4: (r) => r === 4,
  tieBreak: (r) => r > 4,
};

/** What the core must say while the chart is in the state at `path`. */
function agrees(path: readonly string[], { game: g }: TribelloContext): boolean | undefined {
  const last = path[path.length - 1];
  if (path.length === 1) {
    if (last in ROUND_OF) return ROUND_OF[last](upcomingDeal(g).round);
    if (last === 'cutShown')
      return g.round === 1 && g.revealed !== null && g.phase === 'exchange' && g.exchanged.every((n) => n === null);
    if (last === 'trickShown') return isTrickJustComplete(g);
    if (last === 'dealScored')
      return (g.phase === 'awaitingDeal' || g.phase === 'gameOver') && g.results.length === g.deal;
    if (last === 'gameOver') return rules.isTerminal(g);
    return undefined;
  }
  switch (last) {
    case 'dealing':
      return (g.phase === 'trump' || g.phase === 'exchange') && g.exchanged.every((n) => n === null);
    case 'naming':
      return g.phase === 'trump' && g.round === 2;
    case 'exchanging':
      return g.phase === 'exchange';
    case 'dealer':
    case 'left':
    case 'right':
      return exchangerRole(g) === last;
    case 'playing':
      return g.phase === 'play';
    default:
      return undefined;
  }
}

/** A random legal action, now and then after an action the core refuses (which must not move the chart). */
function human(snap: AnyMachineSnapshot, actor: AnyActorRef, rng: Rng): void {
  const game = (snap.context as TribelloContext).game;
  const seat = rules.currentPlayer(game) as number;
  if (rng.next() < 0.05) {
    const other = (seat + 1) % 3;
    actor.send({
      type: 'player.act',
      action: { type: 'play', seat: other, card: game.hands[other][0] } satisfies Action,
    });
    if (
      JSON.stringify(actor.getSnapshot().value) !== JSON.stringify(snap.value) ||
      !actor.getSnapshot().context.refusal
    )
      throw new Error('a refused action moved the chart');
  }
  actor.send({ type: 'player.act', action: rules.sampleAction(game, rng) });
}

const players = ['Ada', 'Bo', 'Cy'];
const input = (seed: number, seats: readonly string[], options: Partial<Options> = {}) => ({
  seed,
  players,
  seats,
  options,
  speed: { botMs: 0, trickMs: 60_000 },
});
const run = (seed: number, seats: readonly string[], extra: Record<string, unknown> = {}) =>
  runChart({
    machine: tribelloMachine,
    input: { ...input(seed, seats), ...extra },
    agrees,
    shown: ['cutShown', 'trickShown', 'dealScored'],
    human,
    seed,
    restoreChance: 0.02,
    summary: 'dealScored',
    reveal: 'cutShown',
  });

/** A record of twelve random deals that end with equal highest totals (found by playing the core alone). */
function tiedRecord(): GameRecord {
  const options: Options = { ...defaultOptions, tie: 'tiebreak' };
  for (let seed = 1; seed < 1000; seed++) {
    const rng = rngFrom(seedState(seed));
    let g: State = rules.setup(options, seed % 3, seed);
    const deals: { dealer: number; actions: RecordAction[] }[] = [];
    while (!rules.isTerminal(g) && !(g.deal === 12 && rules.awaitingDeal(g))) {
      if (rules.awaitingDeal(g)) {
        g = rules.startDeal(g, { kind: 'shuffle' });
        deals.push({ dealer: rules.dealer(g), ...rules.dealCards(g), actions: [] });
      } else {
        const a = rules.sampleAction(g, rng);
        g = rules.applyAction(g, a);
        deals[deals.length - 1].actions.push(rules.actionToRecord(a));
      }
    }
    if (!rules.isTerminal(g)) return { ...recordStart('tribello', options, players, seed % 3), deals } as GameRecord;
  }
  throw new Error('no tied game found');
}

describe('the Tribello chart', () => {
  const tally = new ChartTally();
  const keep = (r: Awaited<ReturnType<typeof run>>) => {
    expect(tally.add(r).problems).toEqual([]);
    return r;
  };

  it.each([
    [1, ['human', 'computer', 'computer']],
    [2, ['computer', 'human', 'human']],
    [3, ['human', 'human', 'human']],
  ] as const)('agrees with the core at every step of a random game (seed %i, seats %j)', async (seed, seats) => {
    const r = keep(await run(seed, seats, seed === 2 ? { options: { direction: 'counterclockwise' } } : {}));
    expect(r.end.context.game.results).toHaveLength(12);
  });

  it('plays tie-break deals after a tie at deal 12 (TRB-S2), resumed from the saved record', async () => {
    const record = tiedRecord();
    for (const seats of [
      ['human', 'computer', 'human'],
      ['computer', 'human', 'computer'],
    ]) {
      const r = keep(await run(9, seats, { resume: record }));
      expect(r.end.context.game.results.length).toBeGreaterThan(12);
      expect(r.visited).toContain('tribello.tieBreak.playing');
    }
  });

  it('reaches every state of the chart, and saved games restored into the state they were saved in (deal summaries and cut cards too)', () => {
    expect(statesOf(tribelloMachine).size).toBeGreaterThan(100);
    expect(tally.missing(tribelloMachine)).toEqual([]);
    expect(tally.restores).toBeGreaterThan(5);
    expect(tally.summaryRestores).toBeGreaterThan(20);
    expect(tally.revealRestores).toBe(9); // three games, three round-1 deals each
  });
});
