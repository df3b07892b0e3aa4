// Remembering the window: what is stored in window.json, and where to put the window next time so it
// is never lost off-screen (a monitor unplugged, a resolution changed). Pure: main passes the work areas.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}
export interface Placement {
  width: number;
  height: number;
  /** Absent: let the system centre the window. */
  x?: number;
  y?: number;
  maximized: boolean;
}

export interface Size {
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 };
/**
 * The smallest page the table is laid out and tested for (design.md "Window sizes"; the layout tests start at
 * 1024×640). It is the size of the window's content: the frame (title bar, menu bar, borders) comes on top.
 */
export const MIN_SIZE = { width: 1024, height: 640 };

/** The window's minimum size that keeps its content at least MIN_SIZE, given one window size and its content size. */
export function minimumWindowSize(window: Size, content: Size): Size {
  return {
    width: MIN_SIZE.width + Math.max(0, window.width - content.width),
    height: MIN_SIZE.height + Math.max(0, window.height - content.height),
  };
}
/** How much of the window's title bar must lie on a screen for the saved position to be reused. */
const GRAB = { width: 120, height: 32 };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e6;

/** The stored value, if it has the expected shape (anything else counts as nothing stored). */
export function parseWindowState(value: unknown): WindowState | null {
  const v = value as { bounds?: Record<string, unknown>; maximized?: unknown } | null;
  const b = v?.bounds;
  if (!b || ![b.x, b.y, b.width, b.height].every(isInt) || typeof v.maximized !== 'boolean') return null;
  if ((b.width as number) <= 0 || (b.height as number) <= 0) return null;
  return {
    bounds: { x: b.x as number, y: b.y as number, width: b.width as number, height: b.height as number },
    maximized: v.maximized,
  };
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Where to open the window, given the saved state and the displays' work areas (primary first). */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): Placement {
  const largest = workAreas.reduce(
    (m, a) => ({ width: Math.max(m.width, a.width), height: Math.max(m.height, a.height) }),
    { width: 0, height: 0 },
  );
  const fit = (size: number, min: number, max: number) => Math.max(min, max > 0 ? Math.min(size, max) : size);
  const want = saved?.bounds ?? { ...DEFAULT_SIZE, x: 0, y: 0 };
  const width = fit(want.width, MIN_SIZE.width, largest.width);
  const height = fit(want.height, MIN_SIZE.height, largest.height);
  const maximized = saved?.maximized ?? false;
  if (!saved) return { width, height, maximized };
  const titleBar = { x: saved.bounds.x, y: saved.bounds.y, width, height: GRAB.height };
  const reachable = workAreas.some((area) => {
    const o = overlap(titleBar, area);
    return o.width >= Math.min(GRAB.width, width) && o.height >= GRAB.height;
  });
  return reachable ? { width, height, x: saved.bounds.x, y: saved.bounds.y, maximized } : { width, height, maximized };
}
