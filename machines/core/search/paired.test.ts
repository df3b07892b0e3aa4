// The paired choice (paired.ts): the best mean wins unless a cheaper card of its kind is within noise of it.
import { describe, expect, it } from 'vitest';
import {
  type CardOrder,
  alike,
  gap,
  leadDefault,
  pairedSamples,
  playerDefault,
  settle,
  verify,
  withDefaults,
} from './paired.ts';

const H = 2; // hearts
const S = 3; // spades (trump)
const code = (suit: number, rank: number) => (suit << 5) | rank;

/** Samples from per-card value functions of the sample index, and the trick's winner per card. */
function samples(values: ((i: number) => number)[], winners: ((i: number) => number)[], n = 200) {
  const p = pairedSamples(values.length, n);
  for (let i = 0; i < n; i++)
    values.forEach((f, c) => {
      p.value[i * values.length + c] = f(i);
      p.winner[i * values.length + c] = winners[c](i);
    });
  return p;
}

const noise = (i: number) => ((i * 7919) % 41) - 20; // a spread common to every card of a sample

describe('paired choice', () => {
  it('gap: the mean of paired differences and its standard error', () => {
    const p = samples([(i) => noise(i) + 5, (i) => noise(i)], [() => 0, () => 0]);
    expect(gap(p, 0, 1)).toEqual({ mean: 5, se: 0 });
  });

  it('takes the cheapest card of a suit within noise, and keeps a clearly better dearer one', () => {
    const order: CardOrder = { codes: [code(S, 14), code(S, 9)], led: H, trump: S, shed: false };
    const wins = [() => 0, () => 0];
    const equal = samples([(i) => noise(i) + (i % 2 ? 1 : -1), (i) => noise(i)], wins);
    expect(settle(equal, order)).toBe(1); // ♠A and ♠9 both win; equal within noise: the ♠9
    const better = samples([(i) => noise(i) + 8, (i) => noise(i)], wins);
    expect(settle(better, order)).toBe(0);
  });

  it('never prefers a cheaper card of another suit, and a shedding seat throws the highest discard', () => {
    const order: CardOrder = { codes: [code(0, 12), code(H, 14)], led: 1, trump: S, shed: false };
    const p = samples([(i) => noise(i) + (i % 3 === 0 ? 2 : -1), (i) => noise(i)], [() => 1, () => 1]);
    expect(settle(p, order)).toBe(0);
    expect(settle(p, { ...order, shed: true })).toBe(1); // both discards: the ♥A goes
  });

  it('alike: one kind and the same winner of the trick in nearly every sample', () => {
    const order: CardOrder = { codes: [code(H, 13), code(H, 3)], led: H, trump: S, shed: false };
    expect(alike(samples([noise, noise], [() => 0, () => 0]), order, 0, 1)).toBe(true);
    expect(alike(samples([noise, noise], [() => 0, (i) => (i % 2 ? 0 : 1)]), order, 0, 1)).toBe(false);
  });

  it("verify: a search's card stands unless another is clearly better", () => {
    const order: CardOrder = { codes: [code(0, 5), code(1, 5)], led: -1, trump: S, shed: false };
    const clear = samples([(i) => noise(i) + 10, (i) => noise(i) + (i % 2 ? 3 : -3)], [() => 0, () => 1]);
    expect(verify(clear, order, 1)).toBe(0);
    const close = samples([(i) => noise(i) + (i % 2 ? 20 : -19), (i) => noise(i)], [() => 0, () => 1]);
    expect(verify(close, order, 1)).toBe(1);
    expect(verify(clear, order, 1, Infinity)).toBe(1);
  });

  it("playerDefault: second hand low, last to play the cheapest winner against an opponent's card, else none", () => {
    const D = 1;
    const mine = (s: number) => s === 0 || s === 2;
    // Second hand after a ♦4 lead, holding ♦K 8 2: the ♦2 first.
    const second = playerDefault(
      [{ seat: 3, code: code(D, 4) }],
      4,
      [code(D, 13), code(D, 8), code(D, 2)],
      S,
      mine,
    ) as number[];
    expect(second.indexOf(Math.min(...second))).toBe(2);
    // Void second hand (a ruff or a discard): no rule.
    expect(playerDefault([{ seat: 3, code: code(D, 4) }], 4, [code(S, 2), code(0, 3)], S, mine)).toBeUndefined();
    // Last after an opponent's ♦J: the ♠4 ruff before the ♠10 and before any discard.
    const trick = [
      { seat: 1, code: code(D, 11) },
      { seat: 2, code: code(D, 5) },
    ];
    const last = playerDefault(trick, 3, [code(S, 10), code(S, 4), code(H, 5)], S, (s) => s === 0) as number[];
    expect(last.indexOf(Math.min(...last))).toBe(1);
    expect(last[2]).toBeGreaterThan(last[0]);
    // Last with the partner's card winning, or leading: no rule.
    expect(
      playerDefault(
        [
          { seat: 3, code: code(D, 4) },
          { seat: 0, code: code(D, 14) },
          { seat: 1, code: code(D, 5) },
        ],
        4,
        [code(D, 13), code(D, 2)],
        S,
        (s) => s === 2 || s === 0,
      ),
    ).toBeUndefined();
    expect(playerDefault([], 4, [code(D, 13), code(D, 2)], S, mine)).toBeUndefined();
  });

  it('settle and verify: the default card stands unless another is clearly (3 SE) better', () => {
    const order: CardOrder = { codes: [code(H, 8), code(H, 2)], led: H, trump: S, shed: false, prefer: [8, 2] };
    const wins = [(i: number) => i % 3, () => 1]; // not the same play: the ♥8 wins a third of the tricks
    const close = samples([(i) => noise(i) + (i % 2 ? 3 : -2), (i) => noise(i)], wins); // ♥8 0.5 ahead, within noise
    expect(settle(close, { ...order, prefer: undefined })).toBe(0);
    expect(settle(close, order)).toBe(1);
    expect(verify(close, order, 0, Infinity)).toBe(1);
    const clear = samples([(i) => noise(i) + 6, (i) => noise(i)], wins);
    expect(settle(clear, order)).toBe(0);
    expect(verify(clear, order, 0, Infinity)).toBe(0);
  });

  it('verify with a cost: the search card stands unless another is better by the cost and beyond the noise', () => {
    const order: CardOrder = { codes: [code(H, 8), code(S, 2)], led: H, trump: S, shed: false };
    const wins = [() => 1, () => 0];
    const small = samples([(i) => noise(i) + 0.1 + (i % 2) * 0.02, (i) => noise(i)], wins); // ♥8 0.11 better, many SE
    expect(verify(small, order, 1, 2)).toBe(0);
    expect(verify(small, order, 1, 2, 0.2)).toBe(1);
    const big = samples([(i) => noise(i) + 0.3 + (i % 2) * 0.02, (i) => noise(i)], wins);
    expect(verify(big, order, 1, 2, 0.2)).toBe(0);
  });

  it('leadDefault: draw trumps with the master and half the trumps out; without a trump, cash a sure winner', () => {
    const D = 1;
    const C = 0;
    const m = (...ranks: number[]) => ranks.reduce((x, r) => x | (1 << r), 0);
    const first = (p: number[] | undefined) => (p ? p.indexOf(Math.min(...p)) : -1);
    // ♠A K Q J 10 against seven spades out (draw-trumps.txt): the ♠A first.
    const hand = [code(S, 14), code(S, 13), code(S, 12), code(S, 11), code(S, 10), code(D, 2), code(H, 3), code(C, 8)];
    const own = [m(8), m(2), m(3), m(14, 13, 12, 11, 10)];
    const out = [m(2, 3, 4), m(3, 4, 5), m(4, 5, 6), m(9, 8, 7, 6, 5, 4, 3)];
    expect(first(leadDefault(hand, S, own, out))).toBe(0);
    // Not the master (the ♠A is out), too few trumps (two of seven), or no trump left out: no rule.
    const kingHigh = [code(S, 13), code(S, 12), code(S, 11), code(S, 10), code(S, 9), code(D, 2)];
    expect(
      leadDefault(
        kingHigh,
        S,
        [0, m(2), 0, m(13, 12, 11, 10, 9)],
        [m(2, 3), m(3, 4), m(4, 5), m(14, 8, 7, 6, 5, 4, 3)],
      ),
    ).toBeUndefined();
    expect(leadDefault(hand, S, [m(8), m(2), m(3), m(14, 13)], out)).toBeUndefined();
    expect(leadDefault(hand, S, own, [...out.slice(0, 3), 0])).toBeUndefined();
    // Spades not yet broken: the ♠A may not be led (not a candidate), so no rule.
    expect(leadDefault(hand.slice(5), S, own, out)).toBeUndefined();
    // No trump (cash-winner-lead.txt): ♣A K Q J and ♥Q (the ♥A and ♥K out) — the clubs' top card; a shorter master
    // suit after a longer one.
    const nt = [code(C, 14), code(C, 13), code(C, 12), code(C, 11), code(H, 12), code(D, 9), code(D, 5)];
    const ownNt = [m(14, 13, 12, 11), m(9, 5), m(12), 0];
    expect(first(leadDefault(nt, -1, ownNt, [m(10, 9), m(14, 13, 2), m(14, 13, 2), m(10)]))).toBe(0);
    const two = leadDefault(nt, -1, ownNt, [m(10, 9), m(8, 2), m(14, 13, 2), m(10)]) as number[];
    expect(first(two)).toBe(0);
    expect(two[5]).toBeLessThan(100); // the ♦9 is a master too, after the clubs
    // Nobody's master: a higher card of every suit is still out.
    const low = [code(C, 13), code(D, 9), code(H, 12)];
    expect(leadDefault(low, -1, [m(13), m(9), m(12), 0], [m(14), m(10), m(14), m(10)])).toBeUndefined();
  });

  it("withDefaults: 'no-duck' drops only a book play that is not a lead; 'all' keeps every default", () => {
    const o: CardOrder = {
      codes: [code(S, 14), code(H, 2)],
      led: -1,
      trump: S,
      shed: false,
      prefer: [0, 100],
      leads: true,
    };
    const duck: CardOrder = { ...o, led: H, leads: false, book: true };
    for (const kept of [o, { ...o, book: true }, { ...o, led: H, leads: false }]) {
      expect(withDefaults(kept, 'no-duck').prefer).toEqual([0, 100]);
      expect(withDefaults(kept, 'all').prefer).toEqual([0, 100]);
    }
    expect(withDefaults(duck, 'no-duck').prefer).toBeUndefined();
    expect(withDefaults(duck, 'all').prefer).toEqual([0, 100]);
  });
});
