// The table's side of the search worker (issue 11): one request at a time, in order; an aborted request is
// dropped from the queue, or, when it is the one being searched, the worker is terminated (a search cannot be
// interrupted otherwise) and a fresh one started for the next. Where no Worker exists (unit tests under Node)
// requests are answered inline.
import { answer, type SearchAnswer, type SearchRequest } from './requests.ts';

interface Job {
  readonly id: number;
  readonly req: SearchRequest;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: unknown) => void;
}

export class AbortedSearch extends Error {
  constructor() {
    super('search cancelled');
    this.name = 'AbortError';
  }
}

export class SearchClient {
  #worker: Worker | null = null;
  #queue: Job[] = [];
  #busy: Job | null = null;
  #next = 1;
  readonly #spawn: (() => Worker) | null;

  constructor(spawn: (() => Worker) | null = defaultSpawn()) {
    this.#spawn = spawn;
  }

  request<R extends SearchRequest>(req: R, signal?: AbortSignal): Promise<SearchAnswer<R>> {
    if (signal?.aborted) return Promise.reject(new AbortedSearch());
    if (!this.#spawn) {
      try {
        return Promise.resolve(answer(req));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.#next++, req, resolve: resolve as (v: unknown) => void, reject };
      signal?.addEventListener('abort', () => this.#abort(job), { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  /**
   * Start the worker now, so that loading its code does not count against the first request's time budget
   * (a game calls this when it starts; no-op inline or when it already runs).
   */
  warm(): void {
    if (this.#spawn && !this.#worker) this.#worker = this.#start();
  }

  /** Stop the worker (leaving the table); pending requests are rejected. */
  dispose(): void {
    for (const j of this.#queue) j.reject(new AbortedSearch());
    this.#queue = [];
    if (this.#busy) this.#busy.reject(new AbortedSearch());
    this.#busy = null;
    this.#worker?.terminate();
    this.#worker = null;
  }

  #abort(job: Job): void {
    const i = this.#queue.indexOf(job);
    if (i >= 0) {
      this.#queue.splice(i, 1);
      job.reject(new AbortedSearch());
      return;
    }
    if (this.#busy === job) {
      this.#worker?.terminate();
      this.#worker = null;
      this.#busy = null;
      job.reject(new AbortedSearch());
      this.#pump();
    }
  }

  #pump(): void {
    if (this.#busy || this.#queue.length === 0 || !this.#spawn) return;
    const job = this.#queue.shift()!;
    this.#busy = job;
    this.#worker ??= this.#start();
    try {
      this.#worker.postMessage({ id: job.id, req: job.req });
    } catch (e) {
      // A request that cannot be copied to the worker (DataCloneError) fails alone; the queue goes on.
      this.#busy = null;
      job.reject(e);
      this.#pump();
    }
  }

  #start(): Worker {
    const w = this.#spawn!();
    w.onmessage = (e: MessageEvent<{ id: number; ok: boolean; value?: unknown; error?: string }>) => this.#done(e.data);
    w.onerror = (e) => {
      e.preventDefault?.();
      this.#worker?.terminate();
      this.#worker = null;
      this.#done({ id: this.#busy?.id ?? -1, ok: false, error: e.message || 'search worker failed' });
    };
    return w;
  }

  #done(msg: { id: number; ok: boolean; value?: unknown; error?: string }): void {
    const job = this.#busy;
    if (!job || job.id !== msg.id) return;
    this.#busy = null;
    if (msg.ok) job.resolve(msg.value);
    else job.reject(new Error(msg.error));
    this.#pump();
  }
}

function defaultSpawn(): (() => Worker) | null {
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
}

/** The computers' worker (their turns) and the player's (hints, the play check): one never waits for the other. */
export const botSearch = new SearchClient();
export const helpSearch = new SearchClient();
