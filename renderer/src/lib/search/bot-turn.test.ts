// Computers' turns through the search worker: the same seed plays the same game as the
// machine's own bot actor; a level that passes its deadline, or a worker that fails, plays as Casual on the
// main thread (counted); leaving the thinking state cancels the request and terminates the worker.
import { type AnyStateMachine, createActor, toPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type BotTurnInput, chooseBotAction } from '../../../../machines/actors/bot-turn.ts';
import { seedState } from '../../../../machines/core/rng.ts';
import { type GameId, GAME_IDS, engines } from '../../../../machines/games.ts';
import { spadesMachine } from '../../../../machines/spades/spades.machine.ts';
import { sproyteMachine } from '../../../../machines/sproyte/sproyte.machine.ts';
import { tribelloMachine } from '../../../../machines/tribello/tribello.machine.ts';
import { policies as spadesPolicies } from '../../../../machines/spades/bots/levels/index.ts';
import { SearchClient } from './client.ts';
import { fakeSpawner } from './fake-worker.ts';
import { botStats, workerBotTurn } from './bot-turn.ts';
import { policyFor } from './requests.ts';

const machines: Record<GameId, AnyStateMachine> = {
  spades: spadesMachine,
  sproyte: sproyteMachine,
  tribello: tribelloMachine,
};
const LADDER = ['expert', 'strong', 'casual', 'beginner', 'expert', 'strong'];

function computersOnly(game: GameId, seed: number) {
  const n = engines[game].seatCount(engines[game].defaultOptions);
  return {
    seed,
    players: Array.from({ length: n }, (_, i) => `P${i}`),
    seats: Array.from({ length: n }, () => 'computer' as const),
    policies: LADDER.slice(0, n),
    speed: { botMs: 0, trickMs: 0 },
  };
}

/** The record of the first deal, played to its end (the deal summary waits for `ui.continue`). */
async function firstDeal(machine: AnyStateMachine, game: GameId, seed: number) {
  const actor = createActor(machine, { input: computersOnly(game, seed) }).start();
  const s = await waitFor(actor, (x) => x.matches('dealScored') || x.status === 'done', { timeout: 60_000 });
  actor.stop();
  return s.context.record.deals[0];
}

describe('the same seed plays the same game through the worker', () => {
  it.each(GAME_IDS)(
    '%s: a whole deal with every level at the table',
    async (game) => {
      const { spawn, workers } = fakeSpawner(true);
      const client = new SearchClient(spawn);
      const before = { ...botStats };
      const viaWorker = await firstDeal(
        machines[game].provide({
          actors: {
            botTurn: workerBotTurn(game, client, { casual: 60_000, expert: 60_000, strong: 60_000, beginner: 60_000 }),
          },
        }),
        game,
        5,
      );
      const inMachine = await firstDeal(machines[game], game, 5);
      expect(viaWorker).toEqual(inMachine);
      expect(viaWorker.actions.length).toBeGreaterThan(10);
      // Every decision crossed to the worker, none fell back.
      expect(workers[0].posted.length).toBe(botStats.answered - before.answered);
      expect(workers[0].posted.length).toBeGreaterThan(10);
      expect(botStats.fallbacks).toBe(before.fallbacks);
      expect(new Set(workers[0].posted.map((p) => (p.req as { policy: string }).policy))).toEqual(
        new Set(LADDER.slice(0, engines[game].seatCount(engines[game].defaultOptions))),
      );
    },
    120_000,
  );
});

/** The first bid of a Spades deal, asked of `policy`. */
function spadesTurn(policy: string): BotTurnInput {
  const rules = engines.spades;
  const s = rules.startDeal(rules.setup(rules.defaultOptions, 0, 21), { kind: 'shuffle' });
  return {
    view: rules.observe(s, rules.currentPlayer(s)!),
    legal: rules.legalActions(s),
    level: policy,
    rngState: seedState(3),
  };
}

describe('the time budget and cancelling', () => {
  it('plays as Casual on the main thread when the level passes its deadline, and terminates the worker', async () => {
    const { spawn, workers } = fakeSpawner(false); // a worker that never answers
    const before = botStats.fallbacks;
    const input = spadesTurn('expert');
    const out = await toPromise(
      createActor(workerBotTurn('spades', new SearchClient(spawn), { expert: 30, casual: 30 }), { input }).start(),
    );
    expect(out).toEqual(chooseBotAction(policyFor('spades', 'casual'), input));
    expect(botStats.fallbacks).toBe(before + 1);
    expect(workers[0].terminated).toBe(true);
  });

  it('answers from the worker when it is within the deadline (the level is its own, not Casual)', async () => {
    const { spawn } = fakeSpawner(true);
    const before = { ...botStats };
    const input = spadesTurn('random');
    const out = await toPromise(createActor(workerBotTurn('spades', new SearchClient(spawn)), { input }).start());
    expect(out).toEqual(chooseBotAction(spadesPolicies.random, input));
    expect(botStats.answered).toBe(before.answered + 1);
    expect(botStats.fallbacks).toBe(before.fallbacks);
  });

  it('plays as Casual when the worker fails', async () => {
    const { spawn, workers } = fakeSpawner(false);
    const before = botStats.fallbacks;
    const input = spadesTurn('strong');
    const done = toPromise(createActor(workerBotTurn('spades', new SearchClient(spawn)), { input }).start());
    workers[0].fail('could not load');
    expect(await done).toEqual(chooseBotAction(policyFor('spades', 'casual'), input));
    expect(botStats.fallbacks).toBe(before + 1);
  });

  it('cancels the request and terminates the worker when the turn is left, without falling back', async () => {
    const { spawn, workers } = fakeSpawner(false);
    const before = { ...botStats };
    const actor = createActor(workerBotTurn('spades', new SearchClient(spawn)), {
      input: spadesTurn('expert'),
    }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(workers[0].posted).toHaveLength(1);
    actor.stop();
    await new Promise((r) => setTimeout(r, 0));
    expect(workers[0].terminated).toBe(true);
    expect(botStats.cancelled).toBe(before.cancelled + 1);
    expect(botStats.fallbacks).toBe(before.fallbacks);
  });
});
