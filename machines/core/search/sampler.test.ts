// The sampler's soft evidence: cards a seat probably lacks are dealt to it less often, by about their
// weight; a likelihood test keeps deals in proportion and never stalls; hard facts (counts, voids) still hold.
import { describe, expect, it } from 'vitest';
import { FastRng } from './fast-rng.ts';
import { type Knowledge, bitCount } from './knowledge.ts';
import { chainSampler, pooledSampler, samplerOf } from './sampler.ts';

// Seat 0 holds clubs 2–5 (own); twelve unseen cards (diamonds and hearts 2–7) lie with seats 1–3, four each; seat 3 has no hearts.
const low6 = 0b11111100;
const base: Knowledge = {
  seat: 0,
  n: 4,
  own: [0b111100, 0, 0, 0],
  unseen: [0, low6, low6, 0],
  known: [0, 1, 2, 3].map(() => [0, 0, 0, 0]),
  voids: [0, 0, 0, 1 << 2],
  counts: [0, 4, 4, 4],
  aside: 0,
};
const D7 = { suit: 1, bit: 1 << 7 };

function shareOf(k: Knowledge, seat: number, plausible?: (h: Int32Array) => boolean | number, deals = 3000): number {
  const s = samplerOf(k, plausible);
  const rng = new FastRng(7);
  const hands = new Int32Array(16);
  let hits = 0;
  for (let d = 0; d < deals; d++) {
    s.deal(rng, hands);
    for (let x = 1; x < 4; x++) expect(hands.subarray(x * 4, x * 4 + 4).reduce((t, m) => t + bitCount(m), 0)).toBe(4);
    expect(hands[3 * 4 + 2]).toBe(0); // seat 3's void
    if (hands[seat * 4 + D7.suit] & D7.bit) hits++;
  }
  return hits / deals;
}

describe('sampler evidence', () => {
  it('deals a card a seat probably lacks to it less often, by about the weight', () => {
    const even = shareOf(base, 1);
    const weighed = shareOf({ ...base, unlikely: [{ seat: 1, masks: [0, D7.bit, 0, 0], weight: 0.25 }] }, 1);
    expect(even).toBeCloseTo(1 / 6, 1); // seat 3 holds four of the six diamonds: two are left for seats 1 and 2
    expect(weighed).toBeLessThan(even * 0.5);
    expect(weighed).toBeGreaterThan(0.01);
  });
  it('keeps deals by a likelihood and falls back to the likeliest when none is kept', () => {
    const lacks = (h: Int32Array) => ((h[4 + D7.suit] & D7.bit) !== 0 ? 0.05 : 1);
    expect(shareOf(base, 1, lacks)).toBeLessThan(0.1);
    // Nothing is ever likely enough to keep: the likeliest deal of the tries is dealt, still a legal one.
    expect(shareOf(base, 1, (h) => ((h[4 + D7.suit] & D7.bit) !== 0 ? 1e-9 : 2e-9), 500)).toBeLessThan(0.05);
  });
  it("never weighs the evidence about the seat's own cards", () => {
    const mine = shareOf({ ...base, unlikely: [{ seat: 0, masks: [0, D7.bit, 0, 0], weight: 0.01 }] }, 1);
    expect(mine).toBeCloseTo(1 / 6, 1);
  });

  it('resamples a pool in proportion to the likelihood: deals from the pool only, an unlikely deal rarely, none stalls', () => {
    const held = (h: Int32Array) => (h[4 + D7.suit] & D7.bit) !== 0; // seat 1 holds the ♦7
    const pooled = pooledSampler(samplerOf(base), (h) => (held(h) ? 1 : 0.1), 200, 16);
    const rng = new FastRng(3);
    const hands = new Int32Array(16);
    const seen = new Set<string>();
    let hits = 0;
    for (let d = 0; d < 4000; d++) {
      pooled.deal(rng, hands);
      seen.add(hands.join());
      if (held(hands)) hits++;
    }
    expect(seen.size).toBeLessThanOrEqual(200);
    // Dealt evenly seat 1 holds the ♦7 in 1/6 of deals (seat 3, void in hearts, holds four of the six diamonds;
    // seats 1 and 2 share the rest): weighed 1 to 0.1, in (1/6) / (1/6 + 0.1 · 5/6) = 2/3 of them.
    expect(hits / 4000).toBeGreaterThan(0.55);
    expect(hits / 4000).toBeLessThan(0.78);
    // A likelihood that is zero everywhere draws the pool evenly.
    const flat = pooledSampler(samplerOf(base), () => 0, 50, 16);
    for (let d = 0; d < 100; d++) flat.deal(rng, hands);
    expect(hands.reduce((t, m) => t + bitCount(m), 0)).toBe(16);
  });

  it('draws by a chain of swaps in proportion to the likelihood: fresh deals, facts kept, the same share as the pool', () => {
    const held = (h: Int32Array) => (h[4 + D7.suit] & D7.bit) !== 0;
    const hands = new Int32Array(16);
    let hits = 0;
    let all = 0;
    const seen = new Set<string>();
    for (let chain = 0; chain < 20; chain++) {
      const s = chainSampler(base, samplerOf(base), (h) => (held(h) ? 1 : 0.1), 200);
      const rng = new FastRng(11 + chain);
      for (let d = 0; d < 200; d++) {
        s.deal(rng, hands);
        expect(hands.subarray(0, 4)).toEqual(new Int32Array([0b111100, 0, 0, 0])); // the seat's own hand
        for (let x = 1; x < 4; x++)
          expect(hands.subarray(x * 4, x * 4 + 4).reduce((t, m) => t + bitCount(m), 0)).toBe(4);
        expect(hands[3 * 4 + 2]).toBe(0); // seat 3's void in hearts
        expect((hands[4 + 1] | hands[8 + 1] | hands[12 + 1]) & 0xff).toBe(low6); // every diamond dealt once…
        expect((hands[4 + 2] | hands[8 + 2]) & 0xff).toBe(low6); // …and every heart
        seen.add(hands.join());
        if (held(hands)) hits++;
        all++;
      }
    }
    // The pool's target above, 2/3, and hundreds of different deals.
    expect(hits / all).toBeGreaterThan(0.58);
    expect(hits / all).toBeLessThan(0.75);
    expect(seen.size).toBeGreaterThan(300);
    // With no evidence it deals evenly: seat 1 holds the ♦7 in 1/6 of deals.
    const even = chainSampler(base, samplerOf(base), () => 1, 4000);
    const rng = new FastRng(5);
    let evenHits = 0;
    for (let d = 0; d < 4000; d++) {
      even.deal(rng, hands);
      if (held(hands)) evenHits++;
    }
    expect(evenHits / 4000).toBeCloseTo(1 / 6, 1);
  });

  it('interleaves independent chains: where the read has two far-apart likely layouts, one chain keeps to one of them, several chains find both', () => {
    // Seat 1 holds the ♦7 and the ♦6 (one layout) or seat 2 holds both (the other); anything between is unlikely,
    // so a chain's swaps hardly ever cross from one layout to the other.
    const both = (h: Int32Array, seat: number) => (h[seat * 4 + 1] & 0b11000000) === 0b11000000;
    const read = (h: Int32Array) => (both(h, 1) || both(h, 2) ? 1 : 1e-4);
    const hands = new Int32Array(16);
    /** Runs of 64 deals whose share of the first layout is between 0.2 and 0.8. */
    const mixed = (chains: number) => {
      let runs = 0;
      for (let run = 0; run < 20; run++) {
        const s = chainSampler(base, samplerOf(base), read, 64, 12, 100, chains);
        const rng = new FastRng(31 + run);
        let first = 0;
        for (let d = 0; d < 64; d++) {
          s.deal(rng, hands);
          expect(hands[3 * 4 + 2]).toBe(0); // seat 3's void in hearts, in every chain
          if (both(hands, 1)) first++;
        }
        if (first >= 0.2 * 64 && first <= 0.8 * 64) runs++;
      }
      return runs;
    };
    expect(mixed(1)).toBeLessThanOrEqual(2);
    expect(mixed(16)).toBeGreaterThanOrEqual(16);
  });

  it('keeps known cards where they are, and deals as the start sampler does when cards lie aside', () => {
    const known = {
      ...base,
      known: [
        [0, 0, 0, 0],
        [0, 1 << 7, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    };
    const s = chainSampler(known, samplerOf(known), (h) => (h[8 + 1] & (1 << 6) ? 1 : 0.01), 300);
    const rng = new FastRng(9);
    const hands = new Int32Array(16);
    for (let d = 0; d < 300; d++) {
      s.deal(rng, hands);
      expect(hands[4 + 1] & (1 << 7)).not.toBe(0); // seat 1 keeps the ♦7 it is known to hold
    }
    const aside = { ...base, counts: [0, 4, 4, 3], aside: 1 };
    const start = samplerOf(aside);
    expect(chainSampler(aside, start, () => 1, 10)).toBe(start);
  });
});
