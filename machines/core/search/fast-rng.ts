// A small, fast, seeded generator for search loops (xorshift32). Policies seed it from their own Rng, so a
// decision stays reproducible from the bot's RNG state (house-style §1.3).
export class FastRng {
  /**
   * The generator's state, in a typed array: a 32-bit number in a plain field would be boxed on every step (it
   * does not fit a small integer), several times slower. A search loop may step it inline.
   */
  readonly state = new Int32Array(1);
  constructor(seed: number) {
    this.state[0] = seed >>> 0 || 0x9e3779b9;
  }
  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    let x = this.state[0];
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state[0] = x;
    return x >>> 0;
  }
  /** A uniform integer in [0, n) (n ≤ 2^20; the bias is below 1e-6). */
  below(n: number): number {
    return ((this.u32() >>> 12) * n) >>> 20;
  }
  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }
}
