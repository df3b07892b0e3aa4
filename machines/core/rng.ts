// COM-3.2: a seeded, serialisable pseudo-random generator (mulberry32). Its whole state is one uint32,
// kept in the game state, so the same seed and the same actions always give the same game.
export type RngState = number;

export interface Rng {
  /** The current state; store it to continue the sequence later. */
  readonly state: RngState;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform integer in [lo, hi] inclusive. */
  between(lo: number, hi: number): number;
}

export function seedState(seed: number): RngState {
  // Mix the seed so that nearby seeds give unrelated sequences.
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function rngFrom(state: RngState): Rng {
  let s = state >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    get state() {
      return s;
    },
    next,
    int: (n) => Math.floor(next() * n),
    between: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

/** Fisher–Yates shuffle into a new array (COM-3.2). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}
