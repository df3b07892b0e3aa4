// Speed figures for `npm run bench` (target: ≥ 20,000 random complete hands per second through the
// rules core on one core). Prints nothing.
import { createActor } from 'xstate';
import { instantBotTurnOf } from '../actors/bot-turn.ts';
import { policies } from './bots/levels/index.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type State, rules } from './rules/index.ts';
import { spadesMachine } from './spades.machine.ts';
import { guidedPlayoutsPerSecond, randomPlayoutsPerSecond } from './search/bench.ts';
import { cpuMs } from '../core/search/bench.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** Random complete hands (startDeal + sampleAction + applyAction), default options, for about `ms` ms. */
function handsPerSecond(ms: number): number {
  const rng = rngFrom(seedState(1));
  let s: State = rules.setup(rules.defaultOptions, 0, 1);
  let hands = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms) {
    for (let i = 0; i < 100; i++) {
      // Random bids rarely end a game; start a fresh one now and then so the score sheet stays short.
      if (rules.isTerminal(s) || s.results.length >= 20) s = rules.setup(rules.defaultOptions, hands % 4, hands);
      s = rules.startDeal(s, { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) s = rules.applyAction(s, rules.sampleAction(s, rng));
      hands++;
    }
  }
  return hands / ((cpuMs() - t0) / 1000);
}

/** Whole games to 500 through the statechart with four instant rule-based computer players. */
function gamesPerSecond(ms: number): number {
  const machine = spadesMachine.provide({ actors: { botTurn: instantBotTurnOf(policies) } });
  let games = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms) {
    const seats = ['computer', 'computer', 'computer', 'computer'] as const;
    const actor = createActor(machine, {
      input: { seed: games, players: ['A', 'B', 'C', 'D'], seats, speed: { botMs: 0, trickMs: 0 } },
    }).start();
    while (actor.getSnapshot().status !== 'done') {
      if (!actor.getSnapshot().matches('dealScored'))
        throw new Error('the machine waits for something other than ui.continue');
      actor.send({ type: 'ui.continue' });
    }
    games++;
  }
  return games / ((cpuMs() - t0) / 1000);
}

export function benchSpades(): Figure[] {
  handsPerSecond(300); // warm-up
  return [
    {
      name: 'random complete hands through the rules core [≥ 20,000/s]',
      value: handsPerSecond(2000),
      unit: 'hands/CPU-s',
    },
    {
      name: 'complete games through the machine, instant computer players',
      value: gamesPerSecond(3000),
      unit: 'games/CPU-s',
    },
    {
      name: 'search layer: random complete hands, a fresh shuffle each [≥ 500,000/CPU-s]',
      value: randomPlayoutsPerSecond(2000),
      unit: 'hands/CPU-s',
    },
    {
      name: 'search layer: random complete hands from one dealt position',
      value: randomPlayoutsPerSecond(2000, false),
      unit: 'hands/CPU-s',
    },
    {
      name: 'search layer: rule-guided complete hands from one dealt position',
      value: guidedPlayoutsPerSecond(2000),
      unit: 'hands/CPU-s',
    },
  ];
}
