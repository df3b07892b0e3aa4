// The blind-nil exchange by sampling (search/exchange.ts): it sees only the View (other hidden
// cards, the same figures), a bidder's playouts value sending its highest cards above sending its lowest, and the
// levels using it (Strong, Expert, the hint) pass a legal pair for the bidder and for the partner.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { rankValue } from '../../core/cards.ts';
import { otherHidden } from '../bots/decision-points.test-helpers.ts';
import { policies } from '../bots/levels/index.ts';
import { type State, isSpade, rules } from '../rules/index.ts';
import { put } from '../rules/state.ts';
import { evaluatePasses } from './exchange.ts';

/** A deal where seat 0's side trails by 250 and seat 0 bids Blind Nil: the state at its pass. */
function passing(seed: number): State {
  const r = rngFrom(seedState(seed));
  let s = rules.setup(rules.parseOptions({}), 3, seed);
  s = rules.startDeal(put(s, { totals: [0, 250] }), { kind: 'shuffle' });
  while (s.phase === 'bidding') {
    const legal = rules.legalActions(s);
    const a =
      legal.find((x) => x.type === 'bid' && x.bid === (x.seat === 0 ? 'blind-nil' : 3)) ??
      legal.find((x) => x.type === 'look') ??
      legal[r.int(legal.length)];
    s = rules.applyAction(s, a);
  }
  return s;
}
const weight = (c: string) => rankValue(c as never) + (isSpade(c as never) ? 13 : 0);

describe('Spades blind-nil exchange by sampling', () => {
  it('never cheats: other hidden cards behind the same view give the same figures (COM-7.3)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const s = passing(seed);
      expect(s.phase).toBe('passing');
      const pairs = [[...s.hands[0]].slice(0, 2), [...s.hands[0]].slice(5, 7)];
      const t = otherHidden(s, 0, rngFrom(seedState(seed)));
      expect(t.hands).not.toEqual(s.hands);
      expect(evaluatePasses(rules.observe(t, 0), pairs, 16, seed)).toEqual(
        evaluatePasses(rules.observe(s, 0), pairs, 16, seed),
      );
    }
  });

  it("values a bidder's two highest cards sent above its two lowest", () => {
    let better = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const s = passing(seed);
      const hand = [...s.hands[0]].sort((a, b) => weight(a) - weight(b));
      const [low, high] = evaluatePasses(rules.observe(s, 0), [hand.slice(0, 2), hand.slice(-2)], 64, seed);
      if (high > low) better++;
    }
    expect(better).toBeGreaterThanOrEqual(7);
  });

  it('passes a legal pair, the bidder first and then the partner', () => {
    for (let seed = 1; seed <= 3; seed++) {
      let s = passing(seed);
      const r = rngFrom(seedState(seed));
      for (const seat of [0, 2]) {
        expect(rules.currentPlayer(s)).toBe(seat);
        const a = policies.strong.choose(rules.observe(s, seat), rules.legalActions(s), r);
        expect(a.type).toBe('pass');
        s = rules.applyAction(s, a);
      }
      expect(s.phase).toBe('playing');
    }
  });
});
