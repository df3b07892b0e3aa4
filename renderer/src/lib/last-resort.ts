// The window's last line of defence: an error nothing else caught, or a promise rejection nobody handled, is
// logged and told to the player through the app's notices (`app.unexpected`: something went wrong, your games are
// kept). Nothing is reset, reloaded or stored here, so whatever the player had stays as it was.

/**
 * The browser's report that a ResizeObserver callback changed the layout again within one frame carries no error
 * and loses nothing (the observer runs again next frame): not something to tell the player.
 */
const isBenign = (ev: { error?: unknown; message?: unknown }): boolean =>
  ev.error == null && typeof ev.message === 'string' && ev.message.startsWith('ResizeObserver loop');

/** The part of `window` used here (a plain EventTarget in tests). */
export type WindowEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Listen on `win`; `tell` shows the notice (the app shows one notice once), `log` keeps the error. Returns the undo. */
export function installLastResort(
  win: WindowEvents,
  tell: () => void,
  log: (what: string, error: unknown) => void = (what, error) => console.error(what, error),
): () => void {
  const onError = (e: Event) => {
    const ev = e as Event & { error?: unknown; message?: unknown };
    if (isBenign(ev)) return;
    log('Stikk: an uncaught error', ev.error ?? ev.message);
    tell();
  };
  const onRejection = (e: Event) => {
    log('Stikk: an unhandled rejection', (e as Event & { reason?: unknown }).reason);
    e.preventDefault(); // logged above: not again as the browser's own "Uncaught (in promise)"
    tell();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
