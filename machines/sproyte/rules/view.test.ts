import { describe, expect, it } from 'vitest';
import { checkViewHides } from '../../testing/testkit.ts';
import { apply, awaiting, opts, talon } from './fixtures.ts';
import { rules } from './index.ts';
import type { State } from './state.ts';
import { sortHand } from './view.ts';

function exchangeAll(s: State, ks: number[]): State {
  for (const k of ks)
    s = rules.applyAction(s, {
      type: 'exchange',
      seat: s.turn as number,
      discards: s.hands[s.turn as number].slice(0, k),
    });
  return s;
}

describe('SPR-T11 discards are never visible to another seat (COM-6.3, COM-7.1)', () => {
  it("no seat sees another seat's discards nor the undrawn stock; each sees its own discards", () => {
    for (let seed = 0; seed < 20; seed++) {
      let s = rules.startDeal(rules.setup(opts({ form: 'variation' }), seed % 3, seed), { kind: 'shuffle' });
      const before = s.hands.map((h) => h.slice());
      s = exchangeAll(s, [5, 7, 2]);
      for (let seat = 0; seat < 3; seat++) {
        const mine = rules.observe(s, seat).ownDiscards;
        expect(mine).toEqual(s.discards[seat]);
        expect(mine.every((c) => before[seat].includes(c))).toBe(true);
      }
      expect(s.discards.map((d) => d.length).sort()).toEqual([2, 5, 7]);
      for (let step = 0; step <= 36; step++) {
        for (let seat = 0; seat < 3; seat++) {
          const others = s.discards.filter((_, i) => i !== seat).flat();
          const hidden = [
            ...others,
            ...s.stock.filter((c) => c !== s.revealed),
            ...s.hands.filter((_, i) => i !== seat).flat(),
          ];
          checkViewHides(rules.observe(s, seat), hidden, seat);
        }
        if (s.phase !== 'play') break;
        s = rules.applyAction(s, rules.legalActions(s)[0]);
      }
    }
  });
});

describe('SPR-T24 public information', () => {
  it('everybody sees the numbers exchanged, the revealed card, the contract and trump', () => {
    let s = rules.startDeal(awaiting(opts({ form: 'variation' }), 1, 0), { kind: 'shuffle' });
    s = exchangeAll(s, [3, 0]);
    for (let seat = 0; seat < 3; seat++) {
      const v = rules.observe(s, seat);
      expect(v.exchanged).toEqual([null, 3, 0]);
      expect(v.revealed).toBe(s.revealed);
      expect([v.contract, v.trump]).toEqual([s.contract, s.trump]);
      expect(v.exchangeLimit).toMatchObject({ seat: 0, role: 'dealer', stockLeft: 13 });
      expect(v.stockCount).toBe(13);
      expect(v.hand).toEqual(s.hands[seat]);
      expect(v.handCounts).toEqual([12, 12, 12]);
    }
  });
  it('the talon is never shown unless taken, and then only to its taker', () => {
    const s0 = rules.startDeal(awaiting(opts({ form: 'talon' }), 1, 2), { kind: 'shuffle' });
    const talonCards = s0.stock.slice();
    for (let seat = 0; seat < 3; seat++) checkViewHides(rules.observe(s0, seat), talonCards, seat);
    const declined = apply(s0, talon(0, false), talon(1, false), talon(2, false));
    for (let seat = 0; seat < 3; seat++) checkViewHides(rules.observe(declined, seat), talonCards, seat);
    const taken = apply(s0, talon(0, false), talon(1, true));
    expect(rules.observe(taken, 1).hand).toEqual(talonCards);
    expect(rules.observe(taken, 1).talonAnswers).toEqual([false, true, null]);
    for (const seat of [0, 2]) {
      checkViewHides(rules.observe(taken, seat), [...talonCards, ...s0.hands[1]], seat);
      expect(rules.observe(taken, seat).talonTaker).toBe(1);
    }
    // The taker laid its old hand aside: it knows those cards (its own discards), nobody else does.
    expect(rules.observe(taken, 1).ownDiscards).toEqual(s0.hands[1]);
    checkViewHides(rules.observe(taken, 1).hand, s0.hands[1], 1);
    for (const seat of [0, 2]) expect(rules.observe(taken, seat).ownDiscards).toEqual([]);
  });
  it('a view that showed a hidden card would be caught', () => {
    const s = rules.startDeal(awaiting(opts(), 1, 2), { kind: 'shuffle' });
    expect(() => checkViewHides(rules.observe(s, 0), s.hands[0], 0)).toThrow(/hidden card/);
  });
});

describe('sortHand', () => {
  it('orders ♠ ♥ ♣ ♦ high to low, the ace last with SPR-S7', () => {
    expect(sortHand(['2D', 'AS', 'TH', 'KS', '3C'])).toEqual(['AS', 'KS', 'TH', '3C', '2D']);
    expect(sortHand(['2S', 'AS', 'KS'], true)).toEqual(['KS', '2S', 'AS']);
  });
});
