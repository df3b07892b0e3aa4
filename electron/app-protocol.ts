// The packaged renderer is served from `app://stikk/…` instead of `file://`: a page on
// its own origin, with only the files under the built renderer folder reachable. Pure: main.ts registers
// the scheme and answers requests with `answerAppRequest`; tests call it directly. A link (symlink) is followed
// only to a regular file whose real path is inside the folder's real path: nothing outside it is ever served.
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'stikk';
export const APP_INDEX = `${APP_SCHEME}://${APP_HOST}/index.html`;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file under `root` that an `app://stikk/…` URL names, or null: another scheme or host, credentials,
 * a port, an escaped slash, backslash or NUL, or a path that leaves `root` (after decoding).
 */
export function resolveAppPath(url: string, root: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.hostname !== APP_HOST || u.port || u.username || u.password) return null;
  if (/%(2f|5c|00)/i.test(u.pathname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0')) return null;
  if (path === '/' || path === '') path = '/index.html';
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  const rel = relative(base, file);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return null;
  return file;
}

export interface AppResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

/** Whether `path` lies inside `folder` (both real paths), not the folder itself. */
const inside = (folder: string, path: string): boolean => {
  const rel = relative(folder, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

/** The real path of a regular file inside the real `root`, or null (a link out, a folder, a device, nothing). */
export async function servablePath(file: string, root: string): Promise<string | null> {
  try {
    const [real, base] = await Promise.all([realpath(file), realpath(root)]);
    if (!inside(base, real)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** The answer to one request: the file with its type and the page's CSP, or 404 for anything else. */
export async function answerAppRequest(url: string, root: string, csp: string): Promise<AppResponse> {
  const notFound: AppResponse = {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'Not found',
  };
  const file = resolveAppPath(url, root);
  if (!file) return notFound;
  const type = TYPES[extname(file).toLowerCase()];
  if (!type) return notFound;
  const real = await servablePath(file, root);
  if (!real) return notFound;
  try {
    const body = await readFile(real);
    return {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' },
      body,
    };
  } catch {
    return notFound;
  }
}
