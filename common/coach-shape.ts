// The learner model's shape (the concern `coach`): the hook the coach tightens. The store
// already checks that the value is a plain JSON object within MAX_BYTES.coach; this adds the coach's envelope
// (the renderer reads the rest with machines/core/coach/data.ts parseCoachData, and sets aside what it cannot).
// It runs on every save (a wrong shape is refused) and every load (a stored value it refuses is set aside by the
// store, never overwritten, and the last good copy is used). Plain TypeScript, no imports from node or the DOM.

/** The coach data version this app writes (machines/core/coach/data.ts COACH_VERSION). */
const VERSION = 2;
/** The older version it still reads: the renderer migrates it (data.ts migratedCoachData). */
const OLDER = 1;

/** A plain sentence describing what is wrong with a stored learner model, or null when it is fine. */
export function coachShapeProblem(value: Readonly<Record<string, unknown>>): string | null {
  if (value.version !== VERSION && value.version !== OLDER)
    return `learner model version ${String(value.version)}, this app reads version ${VERSION}`;
  if (typeof value.off !== 'boolean') return 'learner model without its on/off switch';
  const games = value.games;
  if (typeof games !== 'object' || games === null || Array.isArray(games)) return 'learner model without its games';
  return null;
}
