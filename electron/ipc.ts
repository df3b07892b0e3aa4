// The IPC table: every channel the preload may invoke, the shape its arguments must have, and the
// storage call it makes. The router checks the sender and the payload before touching disk and answers
// everything else with `{ ok: false, error }` — it never throws. Plain module: main.ts wires it to
// ipcMain; tests drive it directly.
import type { StoreResult } from '../common/api-types.ts';
import { menuStateProblem, type MenuState } from '../common/menu.ts';
import type { Storage } from './storage.ts';
import { concernValueProblem, itemIdProblem, itemValueProblem, type Collection } from '../common/values.ts';
import { type RecordFiles, recordFileNameProblem, recordTextProblem } from './record-files.ts';

/** What the window does for the renderer beyond storage: the native menu, and closing once saved. */
export interface DesktopHooks {
  setMenuState(state: MenuState): void;
  readyToClose(): void;
}

const NO_DESKTOP: DesktopHooks = { setMenuState() {}, readyToClose() {} };

/** Where the app's own renderer may live: dev-server origins and the packaged page (`app://stikk/index.html`). */
export interface AllowedSenders {
  origins: readonly string[];
  /** Exact pages (app: or file: URLs): scheme, host and path must match; query and hash are ignored. */
  files: readonly string[];
}

function parseUrl(text: unknown): URL | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** `/C:/x` and `/c:/x` are the same Windows path; percent-escapes are compared decoded. */
function normalPath(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    // keep the raw text: a malformed escape can only fail to match
  }
  return p.replace(/^\/([A-Za-z]):/, (_, d: string) => `/${d.toLowerCase()}:`);
}

/** Is `url` the app's own renderer page? Query and fragment are ignored (routing lives in the hash). */
export function isAllowedSender(url: string | null | undefined, allowed: AllowedSenders): boolean {
  const u = parseUrl(url);
  if (!u || u.username || u.password) return false;
  if (u.protocol === 'file:' || u.protocol === 'app:') {
    return allowed.files.some((f) => {
      const a = parseUrl(f);
      return a?.protocol === u.protocol && a.host === u.host && normalPath(a.pathname) === normalPath(u.pathname);
    });
  }
  if (u.protocol === 'http:' || u.protocol === 'https:') {
    return allowed.origins.some((o) => parseUrl(o)?.origin === u.origin);
  }
  return false;
}

interface Channel {
  /** The preload function's name, for error messages. */
  call: string;
  arity: number;
  problem(args: readonly unknown[]): string | null;
  run(
    storage: Storage,
    args: readonly unknown[],
    desktop: DesktopHooks,
    files: RecordFiles | null,
  ): Promise<StoreResult<unknown>>;
}

const done = async (): Promise<StoreResult<true>> => ({ ok: true, value: true });
const NO_DIALOGS: StoreResult<never> = { ok: false, error: 'Record files cannot be opened or saved here.' };

const none = () => null;
/** A single value the renderer stores (the window state is main's own). */
const concernChannels = (c: 'settings' | 'stats' | 'lessons' | 'coach'): Record<string, Channel> => ({
  [`${c}:load`]: { call: `${c}.load`, arity: 0, problem: none, run: (s) => s.load(c) },
  [`${c}:save`]: {
    call: `${c}.save`,
    arity: 1,
    problem: ([v]) => concernValueProblem(c, v),
    run: (s, [v]) => s.save(c, v),
  },
  [`${c}:set-aside`]: { call: `${c}.setAside`, arity: 0, problem: none, run: (s) => s.setAside(c) },
});

/** A collection of values by id: saved games, score pads. */
const collectionChannels = (c: Collection): Record<string, Channel> => {
  const id = ([i]: readonly unknown[]) => itemIdProblem(c, i);
  return {
    [`${c}:list`]: { call: `${c}.list`, arity: 0, problem: none, run: (s) => s.list(c) },
    [`${c}:load`]: { call: `${c}.load`, arity: 1, problem: id, run: (s, [i]) => s.loadItem(c, i as string) },
    [`${c}:save`]: {
      call: `${c}.save`,
      arity: 2,
      problem: ([i, v]) => itemIdProblem(c, i) ?? itemValueProblem(c, v),
      run: (s, [i, v]) => s.saveItem(c, i as string, v),
    },
    [`${c}:delete`]: { call: `${c}.delete`, arity: 1, problem: id, run: (s, [i]) => s.deleteItem(c, i as string) },
    [`${c}:set-aside`]: {
      call: `${c}.setAside`,
      arity: 1,
      problem: id,
      run: (s, [i]) => s.setAsideItem(c, i as string),
    },
  };
};

const TABLE: Readonly<Record<string, Channel>> = {
  ...concernChannels('settings'),
  ...collectionChannels('games'),
  ...concernChannels('stats'),
  ...concernChannels('lessons'),
  ...concernChannels('coach'),
  ...collectionChannels('pads'),
  'menu:state': {
    call: 'desktop.setMenuState',
    arity: 1,
    problem: ([state]) => menuStateProblem(state),
    run: (_s, [state], desktop) => (desktop.setMenuState(state as MenuState), done()),
  },
  'window:ready-to-close': {
    call: 'desktop.readyToClose',
    arity: 0,
    problem: none,
    run: (_s, _a, desktop) => (desktop.readyToClose(), done()),
  },
  // Only a native dialog names the file; the renderer sends a plain name and the text.
  'records:open': {
    call: 'records.open',
    arity: 0,
    problem: none,
    run: async (_s, _a, _d, f) => (f ? f.open() : NO_DIALOGS),
  },
  'records:save': {
    call: 'records.save',
    arity: 2,
    problem: ([name, text]) => recordFileNameProblem(name) ?? recordTextProblem(text),
    run: async (_s, [name, text], _d, f) => (f ? f.save(name as string, text as string) : NO_DIALOGS),
  },
};

export const CHANNELS: readonly string[] = Object.keys(TABLE);

export const WRONG_SENDER = "Refused: the request did not come from Stikk's own window.";

export interface IpcRouter {
  channels: readonly string[];
  handle(
    channel: string,
    senderUrl: string | null | undefined,
    args: readonly unknown[],
  ): Promise<StoreResult<unknown>>;
}

export function createIpcRouter(
  storage: Storage,
  allowed: AllowedSenders,
  desktop: DesktopHooks = NO_DESKTOP,
  files: RecordFiles | null = null,
): IpcRouter {
  async function handle(
    channel: string,
    senderUrl: string | null | undefined,
    args: readonly unknown[],
  ): Promise<StoreResult<unknown>> {
    const entry = Object.hasOwn(TABLE, channel) ? TABLE[channel] : undefined;
    if (!entry) return { ok: false, error: `There is no channel "${String(channel).slice(0, 80)}".` };
    if (!isAllowedSender(senderUrl, allowed)) return { ok: false, error: WRONG_SENDER };
    if (!Array.isArray(args) || args.length !== entry.arity) {
      const n = Array.isArray(args) ? args.length : 0;
      return {
        ok: false,
        error: `${entry.call} takes ${entry.arity} argument${entry.arity === 1 ? '' : 's'}, not ${n}.`,
      };
    }
    // The checks are cheap and bounded (values.ts weighs shape, size, depth and holes before any
    // stringify); a check that throws anyway is a refusal, never a rejected promise.
    let problem: string | null;
    try {
      problem = entry.problem(args);
    } catch (err) {
      problem = `${entry.call} was refused: its arguments could not be checked (${String((err as Error)?.message ?? err).slice(0, 120)}).`;
    }
    if (problem) return { ok: false, error: problem };
    try {
      return await entry.run(storage, args, desktop, files);
    } catch (err) {
      return { ok: false, error: `${entry.call} failed unexpectedly: ${String((err as Error)?.message ?? err)}.` };
    }
  }
  return { channels: CHANNELS, handle };
}
