// The search Web Worker: computers think and hints are searched here, so the table never freezes.
// One request at a time; the client terminates the worker to cancel one in flight.
import { answer, type SearchRequest } from './requests.ts';

self.onmessage = (e: MessageEvent<{ readonly id: number; readonly req: SearchRequest }>) => {
  const { id, req } = e.data;
  try {
    self.postMessage({ id, ok: true, value: answer(req) });
  } catch (err) {
    self.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
