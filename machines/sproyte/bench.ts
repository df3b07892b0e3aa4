// Speed figures for `npm run bench`: random complete deals per second through the rules core
// (target ≥ 20,000 on one core) and complete games per second through the machine with instant computer
// players. Prints nothing.
import { cpuMs, plainPlayoutsPerSecond } from '../core/search/bench.ts';
import { createActor } from 'xstate';
import { instantBotTurnOf } from '../actors/bot-turn.ts';
import { policies } from './bots/levels/index.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { rules, type Options } from './rules/index.ts';
import { sproyteMachine } from './sproyte.machine.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

function randomDealsPerSecond(options: Options, ms: number): number {
  const rng = rngFrom(seedState(2024));
  let deals = 0;
  const t0 = cpuMs();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 200; i++) {
      // A fresh game per deal: a deal's cost must not grow with a long game's score sheet.
      let s = rules.startDeal(rules.setup(options, deals % 3, deals), { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) s = rules.applyAction(s, rules.sampleAction(s, rng));
      deals++;
    }
    elapsed = cpuMs() - t0;
  }
  return deals / (elapsed / 1000);
}

function machineGamesPerSecond(ms: number): number {
  const machine = sproyteMachine.provide({ actors: { botTurn: instantBotTurnOf(policies) } });
  let games = 0;
  const t0 = cpuMs();
  let elapsed = 0;
  while (elapsed < ms) {
    const actor = createActor(machine, {
      input: { seed: games, players: ['A', 'B', 'C'], seats: ['computer', 'computer', 'computer'] },
    }).start();
    for (let guard = 0; actor.getSnapshot().status !== 'done'; guard++) {
      if (!actor.getSnapshot().matches('dealScored') || guard > 10_000)
        throw new Error('the machine did not run synchronously');
      actor.send({ type: 'ui.continue' });
    }
    games++;
    elapsed = cpuMs() - t0;
  }
  return games / (elapsed / 1000);
}

export function benchSproyte(): Figure[] {
  const forms: Options['form'][] = ['standard', 'variation', 'talon'];
  randomDealsPerSecond(rules.defaultOptions, 200); // warm-up: let the JIT compile the hot paths first
  return [
    {
      name: 'search layer: random complete deals from one dealt position (12 cards, trump)',
      value: plainPlayoutsPerSecond(12, 0, 1500),
      unit: 'deals/CPU-s',
    },
    ...forms.map((form) => ({
      name: `random complete deals through the rules core, ${form} form [≥ 20,000]`,
      value: randomDealsPerSecond(rules.parseOptions({ form }), 700),
      unit: 'deals/CPU-s',
    })),
    {
      name: 'complete games through the machine, instant rule-based players',
      value: machineGamesPerSecond(1500),
      unit: 'games/CPU-s',
    },
  ];
}
