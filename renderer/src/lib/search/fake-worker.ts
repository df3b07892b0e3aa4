// Tests only: a stand-in for the search Web Worker under Node. It keeps what it was sent and answers when told
// (or at once, in a later task, when `auto`), through structuredClone as postMessage does, so a View that
// cannot cross to a real worker fails here too.
import { answer, type SearchRequest } from './requests.ts';

type Message = { readonly id: number; readonly req: SearchRequest };

export class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  readonly posted: Message[] = [];
  terminated = false;

  constructor(readonly auto = false) {}

  postMessage(m: Message): void {
    const sent = structuredClone(m);
    this.posted.push(sent);
    if (this.auto) setTimeout(() => this.answer(sent.id), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Answer request `id` as the real worker would (by `answer`), unless terminated. */
  answer(id: number): void {
    const m = this.posted.find((p) => p.id === id);
    if (!m || this.terminated) return;
    let reply;
    try {
      reply = { id, ok: true, value: answer(m.req) };
    } catch (err) {
      reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    this.onmessage?.({ data: structuredClone(reply) } as MessageEvent);
  }

  /** Send a raw reply (a wrong id, an error). */
  reply(data: unknown): void {
    if (!this.terminated) this.onmessage?.({ data } as MessageEvent);
  }

  /** The worker's script failed (as when it cannot load). */
  fail(message: string): void {
    if (!this.terminated) this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

/** A spawn function for SearchClient that keeps every worker it made. */
export function fakeSpawner(auto = false): { spawn: () => Worker; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  return {
    workers,
    spawn: () => {
      const w = new FakeWorker(auto);
      workers.push(w);
      return w as unknown as Worker;
    },
  };
}
