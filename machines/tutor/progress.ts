// Lesson progress: per lesson done, best stars, attempts, the step to come back to (with the
// alternatives the learner chose before it), and the lesson version it was made with. Plain data kept through the app's persistence layer; anything stored
// that does not read as progress is reported, never trusted.

export interface LessonProgress {
  readonly done: boolean;
  /** Best stars of a finished run, 0 before the first (1 to 3). */
  readonly stars: number;
  readonly attempts: number;
  /** The step index to resume at (0 = from the start). */
  readonly step: number;
  readonly version: number;
  /** Act steps before `step` answered with an accepted alternative: step index → alternative index. */
  readonly chosen?: Readonly<Record<string, number>>;
}

export interface Progress {
  readonly lessons: Readonly<Record<string, LessonProgress>>;
  /** Games whose "take the first lesson?" offer the player declined (not asked again). */
  readonly declined: readonly string[];
}

export const NO_PROGRESS: Progress = { lessons: {}, declined: [] };

export const NOT_STARTED: LessonProgress = { done: false, stars: 0, attempts: 0, step: 0, version: 0 };

/**
 * Stars for a finished run, the same rule in every lesson:
 * ★★★ no mistake and no refused card or bid, ★★ one, ★ more than one or after "Show me". `mistakes` counts
 * the wrong tries of every kind (a refused card, a legal card the step does not teach, a wrong answer).
 */
export function starsFor(mistakes: number, shown: number): number {
  if (shown > 0) return 1;
  if (mistakes === 0) return 3;
  return mistakes === 1 ? 2 : 1;
}

/** What a run counts against the stars: its mistakes and its refused tries. */
export interface RunCount {
  readonly mistakes: number;
  readonly refused?: number;
  readonly shown: number;
  readonly skipped: number;
}
export const runStars = (run: RunCount): number => starsFor(run.mistakes + (run.refused ?? 0), run.shown);

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6;

function lessonProgress(v: unknown): LessonProgress | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const p = v as Record<string, unknown>;
  if (
    typeof p.done !== 'boolean' ||
    !isCount(p.stars) ||
    p.stars > 3 ||
    !isCount(p.attempts) ||
    !isCount(p.step) ||
    !isCount(p.version)
  )
    return null;
  const chosen = chosenOf(p.chosen);
  return {
    done: p.done,
    stars: p.stars,
    attempts: p.attempts,
    step: p.step,
    version: p.version,
    ...(chosen ? { chosen } : {}),
  };
}

/** The chosen alternatives, when they read as such (anything else is dropped: the lesson replays its own actions). */
function chosenOf(v: unknown): Record<string, number> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const entries = Object.entries(v);
  return entries.length > 0 && entries.every(([k, n]) => /^\d{1,3}$/.test(k) && isCount(n))
    ? Object.fromEntries(entries)
    : undefined;
}

/** Stored progress, or null when it is not progress at all (the caller sets it aside and says so). */
export function parseProgress(raw: unknown): Progress | null {
  if (raw === null || raw === undefined) return NO_PROGRESS;
  if (typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { lessons, declined } = raw as { lessons?: unknown; declined?: unknown };
  if (!Array.isArray(declined) || !declined.every((g) => typeof g === 'string' && /^[a-z]{1,20}$/.test(g))) return null;
  if (!lessons || typeof lessons !== 'object' || Array.isArray(lessons)) return null;
  const out: Record<string, LessonProgress> = {};
  for (const [id, v] of Object.entries(lessons)) {
    if (!/^[A-Z]{3}-L\d{1,3}$/.test(id)) return null;
    const p = lessonProgress(v);
    if (!p) return null;
    out[id] = p;
  }
  return { lessons: out, declined: [...declined] };
}

/** The progress of one lesson as the app should use it: an older lesson version starts again. */
export function progressOf(progress: Progress, id: string, version: number): LessonProgress {
  const p = progress.lessons[id];
  if (!p) return NOT_STARTED;
  return p.version === version ? p : { ...NOT_STARTED, done: p.done, stars: p.stars, attempts: p.attempts, version };
}

/** Left at a step (mid-lesson): remember where, and the alternatives chosen in the steps before it. */
export function leftAt(
  p: LessonProgress,
  step: number,
  version: number,
  chosen: Readonly<Record<number, number>> = {},
): LessonProgress {
  const { chosen: _before, ...rest } = p;
  const kept = Object.entries(chosen).filter(([k]) => Number(k) < step);
  return { ...rest, step, version, ...(kept.length ? { chosen: Object.fromEntries(kept) } : {}) };
}

/** A finished run: done unless a step was skipped; best stars kept; next time starts from the beginning. */
export function finished(p: LessonProgress, run: RunCount, version: number): LessonProgress {
  if (run.skipped > 0) return { done: p.done, stars: p.stars, attempts: p.attempts + 1, step: 0, version };
  return { done: true, stars: Math.max(p.stars, runStars(run)), attempts: p.attempts + 1, step: 0, version };
}
