// Pure security policy for main.ts: the Content-Security-Policy, the one kind of link that may leave
// the app (rules pages, opened in the system browser), and which navigations stay inside the app.

/** Hosts whose https pages (the games' rules) may be opened in the system browser. */
export const RULES_LINK_HOSTS: readonly string[] = ['www.pagat.com', 'pagat.com'];

/** Only `https://www.pagat.com/…` (no credentials, default port) leaves the app, and only externally. */
export function isAllowedExternalUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (
    u.protocol === 'https:' && !u.username && !u.password && u.port === '' && RULES_LINK_HOSTS.includes(u.hostname)
  );
}

/**
 * The policy for every page: nothing from other origins, no network at all (`connect-src 'none'`),
 * inline styles allowed because Svelte transitions write them. In development the Vite dev server's
 * own origin and its hot-reload websocket are allowed as well.
 */
export function contentSecurityPolicy(devServerUrl?: string): string {
  let connect = "'none'";
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    const ws = `${dev.protocol === 'https:' ? 'wss' : 'ws'}://${dev.host}`;
    connect = `'self' ${ws}`;
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "media-src 'none'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
