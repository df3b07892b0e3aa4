// The paired choice (paired.ts): the best mean wins unless a cheaper card of its kind is within noise of it.
import { describe, expect, it } from 'vitest';
import { type CardOrder, alike, gap, pairedSamples, playerDefault, settle, verify } from './paired.ts';

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
    const second = playerDefault([{ seat: 3, code: code(D, 4) }], 4, [code(D, 13), code(D, 8), code(D, 2)], S, mine) as number[];
    expect(second.indexOf(Math.min(...second))).toBe(2);
    // Void second hand (a ruff or a discard): no rule.
    expect(playerDefault([{ seat: 3, code: code(D, 4) }], 4, [code(S, 2), code(0, 3)], S, mine)).toBeUndefined();
    // Last after an opponent's ♦J: the ♠4 ruff before the ♠10 and before any discard.
    const trick = [{ seat: 1, code: code(D, 11) }, { seat: 2, code: code(D, 5) }];
    const last = playerDefault(trick, 3, [code(S, 10), code(S, 4), code(H, 5)], S, (s) => s === 0) as number[];
    expect(last.indexOf(Math.min(...last))).toBe(1);
    expect(last[2]).toBeGreaterThan(last[0]);
    // Last with the partner's card winning, or leading: no rule.
    expect(playerDefault([{ seat: 3, code: code(D, 4) }, { seat: 0, code: code(D, 14) }, { seat: 1, code: code(D, 5) }], 4, [code(D, 13), code(D, 2)], S, (s) => s === 2 || s === 0)).toBeUndefined();
    expect(playerDefault([], 4, [code(D, 13), code(D, 2)], S, mine)).toBeUndefined();
  });

  it("settle and verify: the default card stands unless another is clearly (3 SE) better", () => {
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
});
