// The last line of defence: an uncaught error or an unhandled rejection in the window is logged and told once per
// event through the app's notices, and the app's state (its notices, its screen) is otherwise left alone.
import { describe, expect, it } from 'vitest';
import { installLastResort } from './last-resort.ts';

const event = (type: string, extra: Record<string, unknown>) =>
  Object.assign(new Event(type, { cancelable: true }), extra);

describe('the window’s last line of defence', () => {
  it('logs an uncaught error and an unhandled rejection, and tells the player each time', () => {
    const win = new EventTarget();
    const logged: unknown[] = [];
    let told = 0;
    const undo = installLastResort(
      win,
      () => told++,
      (what, e) => logged.push([what, e]),
    );
    const boom = new RangeError('Maximum call stack size exceeded');
    win.dispatchEvent(event('error', { error: boom, message: boom.message }));
    const rejection = event('unhandledrejection', { reason: boom });
    win.dispatchEvent(rejection);
    expect(told).toBe(2);
    expect(logged).toEqual([
      ['Stikk: an uncaught error', boom],
      ['Stikk: an unhandled rejection', boom],
    ]);
    expect(rejection.defaultPrevented).toBe(true);
    undo();
    win.dispatchEvent(event('error', { error: boom }));
    expect(told).toBe(2);
  });

  it("leaves the browser's ResizeObserver loop report alone: no error, nothing lost, nothing to tell", () => {
    const win = new EventTarget();
    let told = 0;
    installLastResort(
      win,
      () => told++,
      () => {},
    );
    win.dispatchEvent(
      event('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    expect(told).toBe(0);
    const real = new Error('ResizeObserver loop in our own code');
    win.dispatchEvent(event('error', { error: real, message: real.message }));
    expect(told).toBe(1);
  });
});
