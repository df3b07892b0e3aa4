// A score pad's shape (the collection `pads`): the hook the score pad tightens. The store
// already checks that the value is a plain JSON object within MAX_BYTES.pad and that `title`, when present,
// is a string; this adds what only the pad knows. It runs on every save (a wrong shape is refused) and every
// load and listing (a stored pad it refuses is set aside, never overwritten, and its last good copy used).
// Plain TypeScript, no imports from node or the DOM: main and the renderer both run it.

/** A plain sentence describing what is wrong with a stored score pad, or null when it is fine. */
export function padShapeProblem(value: Readonly<Record<string, unknown>>): string | null {
  void value;
  return null;
}
