// When a drill position comes back: Leitner boxes, the simple form of spaced repetition
// (docs/tutor.md). A new position is due at once in box 1; solved, it moves up a box and waits longer; missed,
// it drops to box 1 and returns later the same day.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The wait after a solve that lands in box 2, 3, 4, 5 (days). */
export const BOX_WAIT_DAYS = [1, 3, 7, 16] as const;
export const TOP_BOX = BOX_WAIT_DAYS.length + 1;
/** A missed position is due again after this long. */
export const RETRY_MS = HOUR / 6;

export interface Schedule {
  /** 1 … TOP_BOX. */
  readonly box: number;
  /** Due from this time (ms since 1970). */
  readonly due: number;
}

export const newSchedule = (now: number): Schedule => ({ box: 1, due: now });

export function reviewed(s: Schedule, solved: boolean, now: number): Schedule {
  if (!solved) return { box: 1, due: now + RETRY_MS };
  const box = Math.min(TOP_BOX, s.box + 1);
  return { box, due: now + BOX_WAIT_DAYS[box - 2] * DAY };
}

export const isDue = (s: Schedule, now: number): boolean => s.due <= now;
