// Speed figures for `npm run bench` (issue target: ≥ 20,000 random complete deals per second through the
// rules core on one core). Prints nothing.
import { plainPlayoutsPerSecond } from '../core/search/bench.ts';
import { createActor } from 'xstate';
import { instantBotTurnOf } from '../actors/bot-turn.ts';
import { policies } from './bots/levels/index.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type State, rules } from './rules/index.ts';
import { tribelloMachine } from './tribello.machine.ts';

/** CPU milliseconds of this process when available (the figure is "on one core", whatever else runs). */
const proc = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process;
function clock(): number {
  if (!proc) return performance.now();
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** Random complete deals (startDeal + sampleAction + applyAction) for about `ms` milliseconds. */
function dealsPerSecond(ms: number): number {
  const rng = rngFrom(seedState(1));
  let s: State = rules.setup(rules.defaultOptions, 0, 1);
  let deals = 0;
  const t0 = clock();
  while (clock() - t0 < ms) {
    for (let i = 0; i < 100; i++) {
      if (rules.isTerminal(s)) s = rules.setup(rules.defaultOptions, deals % 3, deals);
      s = rules.startDeal(s, { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) s = rules.applyAction(s, rules.sampleAction(s, rng));
      deals++;
    }
  }
  return deals / ((clock() - t0) / 1000);
}

/** Whole games through the statechart with three instant computer players. */
function gamesPerSecond(ms: number): number {
  const machine = tribelloMachine.provide({ actors: { botTurn: instantBotTurnOf(policies) } });
  let games = 0;
  const t0 = clock();
  while (clock() - t0 < ms) {
    const actor = createActor(machine, {
      input: {
        seed: games,
        players: ['A', 'B', 'C'],
        seats: ['computer', 'computer', 'computer'],
        speed: { botMs: 0, trickMs: 0 },
      },
    }).start();
    while (actor.getSnapshot().status !== 'done') {
      if (!actor.getSnapshot().matches('dealScored'))
        throw new Error('the machine waits for something other than ui.continue');
      actor.send({ type: 'ui.continue' });
    }
    games++;
  }
  return games / ((clock() - t0) / 1000);
}

export function benchTribello(): Figure[] {
  dealsPerSecond(300); // warm-up
  return [
    {
      name: 'search layer: random complete deals from one dealt position (13 cards, trump)',
      value: plainPlayoutsPerSecond(13, 0, 1500),
      unit: 'deals/CPU-s',
    },
    {
      name: 'random complete deals through the rules core [≥ 20,000/s]',
      value: dealsPerSecond(2000),
      unit: 'deals per CPU second',
    },
    {
      name: 'complete games through the machine, instant computer players',
      value: gamesPerSecond(3000),
      unit: 'games per CPU second',
    },
  ];
}
