// The Electron side of remembering the window (window-state.ts is the pure part): where to place it from
// window.json, and saving its normal bounds a moment after it stops moving, and when it closes.
import { screen, type BrowserWindow } from 'electron';
import type { Storage } from './storage.ts';
import { parseWindowState, placeWindow, type Placement, type WindowState } from './window-state.ts';

/** The stored place, kept within today's displays; an unreadable window.json is set aside, never overwritten. */
export async function storedPlacement(store: Storage): Promise<Placement> {
  const stored = await store.load('window');
  const saved = stored.ok ? parseWindowState(stored.value) : null;
  if (stored.ok && stored.value !== null && !saved) await store.setAside('window');
  const primary = screen.getPrimaryDisplay();
  const areas = [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea);
  return placeWindow(saved, areas);
}

/** Save the window's normal bounds a moment after it stops moving, and when it closes. */
export function rememberWindowState(win: BrowserWindow, store: Storage): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const persist = () => {
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    const state: WindowState = {
      bounds: { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) },
      maximized: win.isMaximized(),
    };
    void store.save('window', state);
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(persist, 750);
  };
  win.on('resize', soon);
  win.on('move', soon);
  win.on('maximize', soon);
  win.on('unmaximize', soon);
  win.on('close', () => {
    clearTimeout(timer);
    persist();
  });
}
