// The search client: one request at a time in order; a cancelled request never reaches the worker
// or, when it is the one being searched, terminates it; failures reject that request only.
import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../machines/core/rng.ts';
import { engines } from '../../../../machines/games.ts';
import { AbortedSearch, SearchClient } from './client.ts';
import { fakeSpawner } from './fake-worker.ts';
import { answer, type SearchRequest } from './requests.ts';

const rules = engines.spades;
const start = rules.startDeal(rules.setup(rules.defaultOptions, 0, 7), { kind: 'shuffle' });
const seat = rules.currentPlayer(start)!;
/** A Spades bid by `policy`; distinct rngStates make each request's answer its own. */
const bot = (n: number, policy = 'casual'): SearchRequest => ({
  kind: 'bot',
  game: 'spades',
  policy,
  view: rules.observe(start, seat),
  legal: rules.legalActions(start),
  rngState: seedState(n),
});
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('SearchClient', () => {
  it('sends one request at a time, in the order asked, and resolves each with its own answer', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const order: number[] = [];
    const asked = [1, 2, 3].map((n) => client.request(bot(n, 'random')).then((v) => (order.push(n), v)));
    expect(workers).toHaveLength(1);
    expect(workers[0].posted.map((p) => p.req.rngState)).toEqual([seedState(1)]);
    workers[0].answer(workers[0].posted[0].id);
    await settle();
    expect(workers[0].posted).toHaveLength(2);
    workers[0].answer(workers[0].posted[1].id);
    await settle();
    workers[0].answer(workers[0].posted[2].id);
    const got = await Promise.all(asked);
    expect(order).toEqual([1, 2, 3]);
    expect(got).toEqual([1, 2, 3].map((n) => answer(bot(n, 'random'))));
  });

  it('drops a cancelled queued request without sending it', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const cut = new AbortController();
    const first = client.request(bot(1));
    const second = client.request(bot(2), cut.signal);
    const third = client.request(bot(3));
    cut.abort();
    await expect(second).rejects.toBeInstanceOf(AbortedSearch);
    workers[0].answer(workers[0].posted[0].id);
    await first;
    await settle();
    expect(workers[0].posted.map((p) => p.req.rngState)).toEqual([seedState(1), seedState(3)]);
    workers[0].answer(workers[0].posted[1].id);
    expect(await third).toEqual(answer(bot(3)));
    expect(workers[0].terminated).toBe(false);
  });

  it('terminates the worker when the request being searched is cancelled, and goes on in a new one', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const cut = new AbortController();
    const first = client.request(bot(1), cut.signal);
    const second = client.request(bot(2));
    cut.abort();
    await expect(first).rejects.toBeInstanceOf(AbortedSearch);
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1].posted.map((p) => p.req.rngState)).toEqual([seedState(2)]);
    workers[1].answer(workers[1].posted[0].id);
    expect(await second).toEqual(answer(bot(2)));
  });

  it('rejects a request cancelled before it was made without starting a worker', async () => {
    const { spawn, workers } = fakeSpawner();
    await expect(new SearchClient(spawn).request(bot(1), AbortSignal.abort())).rejects.toBeInstanceOf(AbortedSearch);
    expect(workers).toHaveLength(0);
  });

  it('rejects a request the worker could not answer, and answers the next', async () => {
    const { spawn, workers } = fakeSpawner(true);
    const client = new SearchClient(spawn);
    const bad = client.request({ ...bot(1), game: 'nope' } as unknown as SearchRequest);
    const good = client.request(bot(2));
    await expect(bad).rejects.toThrow('unknown game');
    expect(await good).toEqual(answer(bot(2)));
    expect(workers).toHaveLength(1);
  });

  it('rejects the running request when the worker fails, and starts a fresh worker for the queue', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const first = client.request(bot(1));
    const second = client.request(bot(2));
    workers[0].fail('script error');
    await expect(first).rejects.toThrow('script error');
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].posted).toHaveLength(1);
    workers[1].answer(workers[1].posted[0].id);
    expect(await second).toEqual(answer(bot(2)));
  });

  it('rejects a request that cannot be copied to the worker, and goes on', async () => {
    const { spawn } = fakeSpawner(true);
    const client = new SearchClient(spawn);
    const bad = client.request({ ...bot(1), view: { f: () => 1 } });
    await expect(bad).rejects.toThrow();
    expect(await client.request(bot(2))).toEqual(answer(bot(2)));
  });

  it('ignores a reply to another request', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    let done = false;
    const first = client.request(bot(1)).then((v) => ((done = true), v));
    workers[0].reply({ id: 999, ok: true, value: 'stale' });
    await settle();
    expect(done).toBe(false);
    workers[0].answer(workers[0].posted[0].id);
    expect(await first).toEqual(answer(bot(1)));
  });

  it('dispose rejects every pending request and terminates the worker', async () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    const all = [client.request(bot(1)), client.request(bot(2))];
    client.dispose();
    for (const p of all) await expect(p).rejects.toBeInstanceOf(AbortedSearch);
    expect(workers[0].terminated).toBe(true);
  });

  it('warm starts the worker once, before any request', () => {
    const { spawn, workers } = fakeSpawner();
    const client = new SearchClient(spawn);
    client.warm();
    client.warm();
    void client.request(bot(1));
    expect(workers).toHaveLength(1);
    expect(workers[0].posted).toHaveLength(1);
  });

  it('answers inline where there is no Worker (Node)', async () => {
    expect(await new SearchClient(null).request(bot(4, 'strong'))).toEqual(answer(bot(4, 'strong')));
  });
});
