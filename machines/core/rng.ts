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

/** mulberry32 as a class: methods on the prototype keep `rngFrom` cheap on hot paths (bench, bots). */
class Mulberry32 implements Rng {
  private s: number;
  constructor(state: RngState) {
    this.s = state >>> 0;
  }
  get state(): RngState {
    return this.s;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  between(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
}

export function rngFrom(state: RngState): Rng {
  return new Mulberry32(state);
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
