// The Sprøyte chart is true: over random games of every form its state agrees at every step with
// the rules core's form, contract, phase and exchanger; every state of the chart is reached; a saved game
// resumes in the same state.
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { ChartTally, runChart, statesOf } from '../testing/chart-check.ts';
import type { Rng } from '../core/rng.ts';
import { type Action, type Options, exchangerRole, isTrickJustComplete, playsOnForTie, rules } from './rules/index.ts';
import { type SproyteContext, sproyteMachine } from './sproyte.machine.ts';

/** What the core must say while the chart is in the state at `path`. */
function agrees(path: readonly string[], { game: g, options }: SproyteContext): boolean | undefined {
  const [top] = path;
  const last = path[path.length - 1];
  if (top === 'standard' || top === 'variation' || top === 'talon') {
    if (path.length === 1) return options.form === top && !rules.isTerminal(g);
    switch (last) {
      case 'dealing':
        return (
          (g.phase === 'exchange' || g.phase === 'talon') &&
          g.exchanged.every((n) => n === null) &&
          g.talonAnswers.every((a) => a === null) &&
          (g.revealed !== null) === (top === 'variation')
        );
      case 'nullo':
      case 'trump':
      case 'grand':
        return g.contract === last && g.revealed !== null;
      case 'exchange':
        return g.phase === 'exchange';
      case 'talonOffer':
        return g.phase === 'talon';
      case 'forehand':
      case 'middle':
      case 'dealer':
        return exchangerRole(g) === last;
      case 'playing':
        return g.phase === 'play';
      default:
        return undefined;
    }
  }
  const scored = (g.phase === 'awaitingDeal' || g.phase === 'gameOver') && g.results.length === g.dealNumber;
  switch (path.join('.')) {
    case 'trickShown':
      return isTrickJustComplete(g);
    case 'dealScored':
      return scored;
    case 'dealScored.goOn':
      return scored && Math.max(...g.totals) < options.target;
    case 'dealScored.tie':
      return scored && playsOnForTie(g.totals, options);
    case 'dealScored.won':
    case 'gameOver':
      return rules.isTerminal(g);
    default:
      return undefined;
  }
}

/** A random legal action, now and then after an action the core refuses (which must not move the chart). */
function human(snap: AnyMachineSnapshot, actor: AnyActorRef, rng: Rng): void {
  const game = (snap.context as SproyteContext).game;
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

const run = (seed: number, seats: readonly string[], options: Partial<Options>) =>
  runChart({
    machine: sproyteMachine,
    input: { seed, players: ['Ada', 'Bo', 'Cy'], seats, options, speed: { botMs: 0, trickMs: 60_000 } },
    agrees,
    shown: ['trickShown', 'dealScored'],
    human,
    seed,
    restoreChance: 0.03,
    summary: 'dealScored',
  });

const H = 'human';
const C = 'computer';

describe('the Sprøyte chart', () => {
  const tally = new ChartTally();

  it.each([
    [1, [H, C, C], { form: 'standard', target: 6 }],
    [2, [C, H, H], { form: 'standard', target: 6, standardLimits: 'open', direction: 'counterclockwise' }],
    [3, [H, C, C], { form: 'variation', target: 8 }],
    [4, [C, H, H], { form: 'variation', target: 8, bands: 'icelandic', variationTrump: 'rotation', nulloAceLow: true }],
    [5, [H, H, C], { form: 'variation', target: 6, signedScoring: true }],
    [6, [H, C, C], { form: 'talon', target: 5 }],
    [7, [C, H, H], { form: 'talon', target: 5, rotation: 'HSDC' }],
    [8, [H, H, H], { form: 'standard', target: 2 }],
    [9, [H, H, H], { form: 'variation', target: 2 }],
    [10, [H, H, H], { form: 'talon', target: 2 }],
    [11, [H, H, H], { form: 'variation', target: 1, tie: 'shared' }],
  ] as const)(
    'agrees with the core at every step of a random game (seed %i, seats %j, options %j)',
    async (seed, seats, options) => {
      const r = tally.add(await run(seed, seats, options));
      expect(r.problems).toEqual([]);
      expect(rules.isTerminal(r.end.context.game)).toBe(true);
    },
  );

  it('reaches every state of the chart (more random games where the listed ones left a state out), and saved games restored into the state they were saved in (deal summaries too)', async () => {
    const missing = () => tally.missing(sproyteMachine);
    const forms = ['standard', 'variation', 'talon'] as const;
    const kinds = [
      [H, C, C],
      [C, H, C],
      [C, C, H],
      [H, H, H],
    ] as const;
    for (let seed = 100; seed < 160 && missing().length > 0; seed++) {
      expect(
        tally.add(await run(seed, kinds[seed % 4], { form: forms[seed % 3], target: 2 + (seed % 5) })).problems,
      ).toEqual([]);
    }
    expect(statesOf(sproyteMachine).size).toBeGreaterThan(100);
    expect(missing()).toEqual([]);
    expect(tally.restores).toBeGreaterThan(5);
    expect(tally.summaryRestores).toBeGreaterThan(10);
  });
});
