// What a Sprøyte seat knows (COM-7.3) and the deals its sampler draws: the real deal always fits the knowledge,
// and no sampled deal puts the seat's own discards in another hand (COM-6.3) or, once the dealer has drawn the
// whole stock in variasjonssprøyte, the revealed card anywhere but in the dealer's hand (SPR-6.4).
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { samplerOf } from '../../core/search/sampler.ts';
import { keptTally, tallyKept } from '../../testing/search/kept-testkit.ts';
import { type State, rules } from '../rules/index.ts';
import { aceLowIn, cardOf, knowledgeOf, masksOf } from './table.ts';

const cardsOf = (masks: ArrayLike<number>, from = 0): string[] => {
  const out: string[] = [];
  for (let s = 0; s < 4; s++)
    for (let m = masks[from + s]; m !== 0; m &= m - 1) out.push(cardOf((s << 5) | (31 - Math.clz32(m & -m))));
  return out.sort();
};

/** A deal in play after exchanges drawn at random, the dealer taking the whole stock now and then. */
function midPlay(seed: number, r: Rng): State {
  const form = (['standard', 'variation', 'talon'] as const)[seed % 3];
  let s = rules.startDeal(rules.setup(rules.parseOptions({ form }), seed % 3, seed), { kind: 'shuffle' });
  while (s.phase === 'exchange' || s.phase === 'talon') {
    const legal = rules.legalActions(s);
    const all = s.phase === 'exchange' && s.turn === s.dealer && r.next() < 0.5;
    s = rules.applyAction(s, all ? legal[legal.length - 1] : rules.sampleAction(s, r));
  }
  for (let i = r.int(30); i > 0 && s.phase === 'play'; i--) s = rules.applyAction(s, rules.sampleAction(s, r));
  return s;
}

describe('Sprøyte knowledge and sampler', () => {
  it('the real deal fits; sampled deals keep own discards out of other hands and the revealed card with the dealer', () => {
    let discardsSeen = 0;
    let revealedHeld = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const r = rngFrom(seedState(seed));
      const s = midPlay(seed, r);
      if (s.phase !== 'play') continue;
      for (let seat = 0; seat < 3; seat++) {
        const v = rules.observe(s, seat);
        const k = knowledgeOf(v);
        const aceLow = aceLowIn(v);
        const unseen = new Set(cardsOf(k.unseen));
        for (let o = 0; o < 3; o++) {
          if (o === seat) continue;
          for (const c of s.hands[o]) expect(unseen.has(c)).toBe(true);
          for (const c of cardsOf(k.known[o])) expect(s.hands[o]).toContain(c);
        }
        for (const c of v.ownDiscards) expect(unseen.has(c)).toBe(false);
        discardsSeen += v.ownDiscards.length;
        const dealerHolds =
          v.revealed !== null && v.stockCount === 0 && seat !== s.dealer && s.hands[s.dealer].includes(v.revealed);
        if (dealerHolds) revealedHeld++;
        const sampler = samplerOf(k);
        const hands = new Int32Array(12);
        const rng = new FastRng(seed * 7 + seat);
        for (let i = 0; i < 20; i++) {
          sampler.deal(rng, hands);
          expect(cardsOf(hands, seat * 4)).toEqual(cardsOf(masksOf(s.hands[seat], aceLow)));
          for (let o = 0; o < 3; o++) {
            if (o === seat) continue;
            const held = cardsOf(hands, o * 4);
            expect(held.length).toBe(s.hands[o].length);
            for (const c of v.ownDiscards) expect(held).not.toContain(c);
          }
          if (dealerHolds) expect(cardsOf(hands, s.dealer * 4)).toContain(v.revealed);
        }
      }
    }
    expect(discardsSeen).toBeGreaterThan(500);
    expect(revealedHeld).toBeGreaterThan(5);
  });
});

describe('the exchange evidence (Expert)', () => {
  it('leaves the cards players keep out of play less often than an even deal does, and only there', () => {
    const counts = keptTally();
    for (let seed = 1; seed <= 60; seed++) {
      const s = midPlay(seed * 3 + (seed % 2), rngFrom(seedState(seed))); // the standard and variation forms
      if (s.phase !== 'play') continue;
      const v = rules.observe(s, (s.dealer + 1) % 3);
      const k = knowledgeOf(v, true);
      if (!k.keptFromAside) continue;
      expect(k.keptFromAside.weight).toBeLessThan(1);
      tallyKept(counts, knowledgeOf(v), k, seed);
    }
    expect(counts.hands[0]).toBe(counts.hands[1]);
    expect(counts.evidence).toBeLessThan(counts.even * 0.8);
  });
});
