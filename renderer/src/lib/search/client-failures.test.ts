// The search worker's client never gets stuck. A worker that cannot start, warm() failing,
// a worker that hangs or dies without an error event, a malformed reply: the request is rejected (a hint or
// the play check says it failed, a computer's turn falls back), a fresh worker is started for the next one,
// and the player is told once when the computers fall back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { seedState } from '../../../../machines/core/rng.ts';
import { engines } from '../../../../machines/games.ts';
import { FAILURES_TO_REST, REST_MS, SearchClient } from './client.ts';
import { FakeWorker, fakeSpawner } from './fake-worker.ts';
import { onFallback, workerBotTurn } from './bot-turn.ts';
import { answer, type SearchRequest } from './requests.ts';

const rules = engines.spades;
const start = rules.startDeal(rules.setup(rules.defaultOptions, 0, 7), { kind: 'shuffle' });
const seat = rules.currentPlayer(start)!;
const bot = (n: number): SearchRequest => ({
  kind: 'bot',
  game: 'spades',
  policy: 'random',
  view: rules.observe(start, seat),
  legal: rules.legalActions(start),
  rngState: seedState(n),
});
const hint = (): SearchRequest => ({
  kind: 'hint',
  game: 'spades',
  view: rules.observe(start, seat),
  legal: rules.legalActions(start),
  samples: 10,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A spawner whose first `failing` starts throw, as `new Worker` does when the script cannot be made. */
function flakySpawner(failing: number) {
  const inner = fakeSpawner(true);
  let calls = 0;
  return {
    ...inner,
    spawn: () =>
      ++calls <= failing
        ? (() => {
            throw new Error('cannot start');
          })()
        : inner.spawn(),
  };
}

describe('the search client never gets stuck', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('a worker that fails to start once: that request fails, the next starts a fresh worker and is answered', async () => {
    const { spawn, workers } = flakySpawner(1);
    const client = new SearchClient(spawn);
    await expect(client.request(bot(1))).rejects.toThrow('cannot start');
    expect(await client.request(bot(2))).toEqual(answer(bot(2)));
    expect(workers).toHaveLength(1);
  });

  it('warm() never throws when the worker cannot start, and the first request tries again', async () => {
    const { spawn } = flakySpawner(1);
    const client = new SearchClient(spawn);
    expect(() => client.warm()).not.toThrow();
    expect(await client.request(bot(3))).toEqual(answer(bot(3)));
  });

  it('a worker that hangs: the hint is rejected at its deadline, the worker stopped, and the next answered by a new one', async () => {
    vi.useFakeTimers();
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn, { deadlines: { bot: 1000, hint: 500, check: 2000 } });
    const asked = client.request(hint());
    const seen = asked.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(499);
    expect(workers[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await seen).toBe('the search took too long');
    expect(workers[0].terminated).toBe(true);
    const next = client.request(bot(4));
    workers[1].answer(workers[1].posted[0].id);
    expect(await next).toEqual(answer(bot(4)));
  });

  it('a worker that dies without an error event is a hang: the play check gets its deadline too', async () => {
    vi.useFakeTimers();
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn, { deadlines: { bot: 1000, hint: 500, check: 2000 } });
    const check = client.request({
      kind: 'check',
      game: 'spades',
      record: { format: 'stikk-record/1', game: 'spades', firstDealer: 0, deals: [] } as never,
      deal: 0,
      seat: 0,
      samples: 1,
    });
    const seen = check.catch((e: Error) => e.message);
    workers[0].terminated = true; // silent: it will never answer
    await vi.advanceTimersByTimeAsync(2000);
    expect(await seen).toBe('the search took too long');
  });

  it.each([null, 'text', { id: 'x', ok: true, value: 1 }, { ok: true }, { id: 1, ok: 'yes' }, { id: 1, ok: false }])(
    'a malformed reply %j fails the request and restarts the worker',
    async (data) => {
      const { spawn, workers } = fakeSpawner();
      const client = new SearchClient(spawn);
      const first = client.request(bot(5));
      const second = client.request(bot(6));
      workers[0].reply(data);
      await expect(first).rejects.toThrow('not an answer');
      expect(workers[0].terminated).toBe(true);
      workers[1].answer(workers[1].posted[0].id);
      expect(await second).toEqual(answer(bot(6)));
    },
  );

  it('a worker failing again and again rests: requests are refused at once, then it is tried again', async () => {
    let now = 0;
    const { spawn, workers } = flakySpawner(FAILURES_TO_REST);
    const client = new SearchClient(spawn, { now: () => now });
    for (let i = 0; i < FAILURES_TO_REST; i++) await expect(client.request(bot(i))).rejects.toThrow('cannot start');
    await expect(client.request(bot(7))).rejects.toThrow('resting');
    expect(workers).toHaveLength(0);
    now += REST_MS;
    expect(await client.request(bot(8))).toEqual(answer(bot(8)));
    expect(client.failures).toBe(0);
  });

  it('a computer falls back to simpler play at once when its worker cannot start, and the player is told once', async () => {
    const told: string[] = [];
    onFallback(() => told.push('told'));
    const client = new SearchClient(() => {
      throw new Error('cannot start');
    });
    const input = {
      view: rules.observe(start, seat),
      legal: rules.legalActions(start),
      policy: { id: 'expert' },
      rngState: seedState(1),
    };
    const logic = workerBotTurn('spades', client);
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      const out = await new Promise((resolve, reject) => {
        const a = createActor(logic as ReturnType<typeof fromPromise>, { input: input as never });
        a.subscribe({ complete: () => resolve(a.getSnapshot().output), error: reject });
        a.start();
      });
      expect(out).toMatchObject({ action: expect.anything() });
      expect(Date.now() - t0).toBeLessThan(400);
    }
    expect(told).toEqual(['told']);
  });

  it('fails a reply to a worker already replaced, never the new request', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const first = client.request(bot(9));
    workers[0].fail('boom');
    await expect(first).rejects.toThrow('boom');
    const second = client.request(bot(10));
    await settle();
    (workers[0] as FakeWorker).terminated = false;
    workers[0].reply(null);
    workers[1].answer(workers[1].posted[0].id);
    expect(await second).toEqual(answer(bot(10)));
  });
});
