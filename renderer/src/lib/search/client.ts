// The table's side of the search worker: one request at a time, in order; an aborted request is
// dropped from the queue, or, when it is the one being searched, the worker is terminated (a search cannot be
// interrupted otherwise) and a fresh one started for the next. Where no Worker exists (unit tests under Node)
// requests are answered inline.
// It never gets stuck: a worker that cannot be started, fails, replies with something that
// is not an answer, or is silent past the request's deadline is stopped, that request rejected, and a fresh
// worker started for the next. After several failures in a row the worker rests a while and requests are
// refused at once, so a computer's turn falls back without waiting out its deadline each time.
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

/**
 * Longest wait for one request once it is sent, ms. A hint took at most 250 ms and a deal's play check a few
 * seconds on this 2-core machine under load; a computer's turn has its own, shorter deadline (bot-turn.ts).
 */
export const SEARCH_DEADLINE_MS: Readonly<Record<SearchRequest['kind'], number>> = {
  bot: 10_000,
  hint: 8_000,
  check: 30_000,
};
/** Failures in a row after which the worker rests, and for how long (ms). */
export const FAILURES_TO_REST = 3;
export const REST_MS = 15_000;

export interface ClientOptions {
  deadlines?: Readonly<Record<SearchRequest['kind'], number>>;
  now?: () => number;
}

type Reply = { id: number; ok: boolean; value?: unknown; error?: string };

const isReply = (d: unknown): d is Reply =>
  typeof d === 'object' &&
  d !== null &&
  typeof (d as Reply).id === 'number' &&
  typeof (d as Reply).ok === 'boolean' &&
  ((d as Reply).ok ? 'value' in d : typeof (d as Reply).error === 'string');

export class SearchClient {
  #worker: Worker | null = null;
  #queue: Job[] = [];
  #busy: Job | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #next = 1;
  #failures = 0;
  #restUntil = 0;
  readonly #spawn: (() => Worker) | null;
  readonly #deadlines: Readonly<Record<SearchRequest['kind'], number>>;
  readonly #now: () => number;

  constructor(spawn: (() => Worker) | null = defaultSpawn(), options: ClientOptions = {}) {
    this.#spawn = spawn;
    this.#deadlines = options.deadlines ?? SEARCH_DEADLINE_MS;
    this.#now = options.now ?? (() => Date.now());
  }

  /** Failures in a row (a good answer resets it); tests read it. */
  get failures(): number {
    return this.#failures;
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
    if (this.#resting()) return Promise.reject(new Error('the search worker is resting after failures'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.#next++, req, resolve: resolve as (v: unknown) => void, reject };
      signal?.addEventListener('abort', () => this.#abort(job), { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  /**
   * Start the worker now, so that loading its code does not count against the first request's time budget
   * (a game calls this when it starts; no-op inline or when it already runs). Never throws: a worker that
   * cannot start now is tried again by the first request.
   */
  warm(): void {
    if (!this.#spawn || this.#worker || this.#resting()) return;
    try {
      this.#worker = this.#start();
    } catch {
      this.#failed();
    }
  }

  /** Stop the worker (leaving the table); pending requests are rejected. */
  dispose(): void {
    for (const j of this.#queue) j.reject(new AbortedSearch());
    this.#queue = [];
    if (this.#busy) this.#busy.reject(new AbortedSearch());
    this.#busy = null;
    this.#stop();
  }

  #resting(): boolean {
    return this.#failures >= FAILURES_TO_REST && this.#now() < this.#restUntil;
  }

  #failed(): void {
    if (++this.#failures >= FAILURES_TO_REST) this.#restUntil = this.#now() + REST_MS;
  }

  #stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const w = this.#worker;
    this.#worker = null;
    try {
      w?.terminate();
    } catch {
      // already gone
    }
  }

  #abort(job: Job): void {
    const i = this.#queue.indexOf(job);
    if (i >= 0) {
      this.#queue.splice(i, 1);
      job.reject(new AbortedSearch());
      return;
    }
    if (this.#busy === job) this.#finish(new AbortedSearch(), false);
  }

  /** The running request ends with `error`: the worker is stopped (it may be busy or broken), the queue goes on. */
  #finish(error: Error, failure: boolean): void {
    const job = this.#busy;
    this.#busy = null;
    this.#stop();
    if (failure) this.#failed();
    job?.reject(error);
    if (this.#resting()) {
      for (const j of this.#queue.splice(0)) j.reject(new Error('the search worker is resting after failures'));
    }
    this.#pump();
  }

  #pump(): void {
    if (this.#busy || this.#queue.length === 0 || !this.#spawn) return;
    const job = this.#queue.shift()!;
    this.#busy = job;
    try {
      this.#worker ??= this.#start();
    } catch (e) {
      // The worker could not be started: this request fails, the next one tries again.
      this.#finish(e instanceof Error ? e : new Error(String(e)), true);
      return;
    }
    try {
      this.#worker.postMessage({ id: job.id, req: job.req });
    } catch (e) {
      // A request that cannot be copied to the worker (DataCloneError) fails alone; the queue goes on.
      this.#busy = null;
      job.reject(e);
      this.#pump();
      return;
    }
    const deadline = this.#deadlines[job.req.kind] ?? SEARCH_DEADLINE_MS.bot;
    this.#timer = setTimeout(() => {
      if (this.#busy === job) this.#finish(new Error('the search took too long'), true);
    }, deadline);
  }

  #start(): Worker {
    const w = this.#spawn!();
    w.onmessage = (e: MessageEvent<unknown>) => {
      if (w !== this.#worker) return;
      if (!isReply(e.data)) this.#finish(new Error('the search worker sent something that is not an answer'), true);
      else this.#done(e.data);
    };
    w.onmessageerror = () => {
      if (w === this.#worker) this.#finish(new Error('the search worker sent something that could not be read'), true);
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      if (w !== this.#worker) return;
      // Failing with nothing to search (as when it was warmed): gone, and a fresh one is started when needed.
      if (this.#busy) this.#finish(new Error(e.message || 'search worker failed'), true);
      else {
        this.#stop();
        this.#failed();
      }
    };
    return w;
  }

  #done(msg: Reply): void {
    const job = this.#busy;
    if (!job || job.id !== msg.id) return;
    this.#busy = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#failures = 0;
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
