// The learner model's shape (the concern `coach`, issues 23 and 27): the hook the coach tightens. The store
// already checks that the value is a plain JSON object within MAX_BYTES.coach; this adds what only the coach
// knows. It runs on every save (a wrong shape is refused) and every load (a stored value it refuses is set
// aside by the store, never overwritten, and the last good copy is used). Plain TypeScript, no imports from
// node or the DOM: main and the renderer both run it.

/** A plain sentence describing what is wrong with a stored learner model, or null when it is fine. */
export function coachShapeProblem(value: Readonly<Record<string, unknown>>): string | null {
  void value;
  return null;
}
