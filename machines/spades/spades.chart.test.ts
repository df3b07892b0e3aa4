// The Spades chart is true: over random games of every format its state agrees at every step with
// the rules core's phase, part of bidding and broken spades; every state of the chart is reached; a saved game
// (its looks included) resumes in the same state.
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { ChartTally, runChart, statesOf } from '../testing/chart-check.ts';
import type { Rng } from '../core/rng.ts';
import { type Action, type Options, bidStep, isTrickJustComplete, rules } from './rules/index.ts';
import { type SpadesContext, spadesMachine } from './spades.machine.ts';

/** What the core must say while the chart is in the state at `path`. */
function agrees(path: readonly string[], { game: g, record }: SpadesContext): boolean | undefined {
  const last = path[path.length - 1];
  switch (path.join('.')) {
    case 'dealing':
      return g.phase === 'bidding' && g.bids.every((b) => b === null);
    case 'bidding':
      return g.phase === 'bidding';
    case 'bidding.faceDown':
    case 'bidding.bid':
    case 'bidding.hint':
    case 'bidding.contract':
      return bidStep(g) === last;
    case 'passing':
      return g.phase === 'passing';
    case 'playing':
      return g.phase === 'playing';
    case 'playing.unbroken':
      return g.phase === 'playing' && !g.broken;
    case 'playing.broken':
      return g.phase === 'playing' && g.broken;
    case 'trickShown':
      return isTrickJustComplete(g);
    case 'dealScored':
      return (g.phase === 'awaitingDeal' || g.phase === 'gameOver') && g.results.length === record.deals.length;
    case 'gameOver':
      return rules.isTerminal(g);
    default:
      return undefined;
  }
}

/** A random legal action; sometimes a look first while the cards lie face down, or a refused action. */
function human(snap: AnyMachineSnapshot, actor: AnyActorRef, rng: Rng): void {
  let game = (snap.context as SpadesContext).game;
  const seat = rules.currentPlayer(game) as number;
  if (bidStep(game) === 'faceDown' && rng.next() < 0.4) {
    actor.send({ type: 'player.look' });
    game = actor.getSnapshot().context.game;
    if (!game.looked[seat] || actor.getSnapshot().matches({ bidding: 'faceDown' }))
      throw new Error('a look left the cards face down');
  } else if (rng.next() < 0.05) {
    const other = (seat + 1) % game.hands.length;
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
  actor.send({ type: 'player.act', action: modest(game, rng) });
}

/** A random legal action; a bid of at most four tricks, so that random games end soon (at the target or at −250, SPD-S13). */
function modest(game: SpadesContext['game'], rng: Rng): Action {
  if (game.phase !== 'bidding') return rules.sampleAction(game, rng);
  const bids = rules.legalActions(game).filter((a) => a.type === 'bid' && (typeof a.bid !== 'number' || a.bid <= 4));
  return bids[rng.int(bids.length)];
}

const run = (seed: number, seats: readonly string[], options: Partial<Options>) =>
  runChart({
    machine: spadesMachine,
    input: {
      seed,
      players: seats.map((_, i) => `P${i}`),
      seats,
      options: { blindNilBehind: null, losingScore: -250, ...options },
      speed: { botMs: 0, trickMs: 60_000 },
    },
    agrees,
    shown: ['trickShown', 'dealScored'],
    human,
    seed,
    restoreChance: 0.03,
    summary: 'dealScored',
  });

const H = 'human';
const C = 'computer';

describe('the Spades chart', () => {
  const tally = new ChartTally();
  const keep = (r: Awaited<ReturnType<typeof run>>) => {
    expect(tally.add(r).problems).toEqual([]);
    expect(rules.isTerminal(r.end.context.game)).toBe(true);
  };

  it.each([
    [1, [H, C, C, C], { target: 250 }],
    [2, [C, H, H, C], { target: 250, teamBid: true }],
    [3, [H, C, H, C], { target: 200, players: 'cutthroat4' }],
    [4, [C, H, C], { target: 200, players: 'cutthroat3' }],
    [5, [H, C, C, H, C, C], { target: 200, players: 'partners6', jokers: '2C2H' }],
    [6, [H, H, H, H], { target: 200, teamBid: true, doubleNil: 'separate', direction: 'counterclockwise' }],
  ] as const)(
    'agrees with the core at every step of a random game (seed %i, seats %j, options %j)',
    async (seed, seats, options) => {
      keep(await run(seed, seats, options));
    },
  );

  it('reaches every state of the chart (more random games where the listed ones left a state out), and saved games restored into the state they were saved in (deal summaries too)', async () => {
    const missing = () => tally.missing(spadesMachine);
    const kinds = [
      [H, C, C, C],
      [C, H, C, H],
      [C, C, H, C],
      [H, H, H, H],
    ] as const;
    for (let seed = 100; seed < 140 && missing().length > 0; seed++)
      keep(await run(seed, kinds[seed % 4], { target: 200, teamBid: seed % 2 === 0 }));
    expect(statesOf(spadesMachine).size).toBeGreaterThan(40);
    expect(missing()).toEqual([]);
    expect(tally.restores).toBeGreaterThan(5);
    expect(tally.summaryRestores).toBeGreaterThan(20);
  });
});
