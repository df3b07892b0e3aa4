// The exchange's soft evidence for Tribello's sampler: built from the View only (COM-7.3:
// another hidden deal behind the same View gives the same knowledge), it changes nothing but the weight of the
// kept cards out of play (counts, voids, own and known cards as they were), says nothing while nobody else has
// exchanged, and makes the sampler leave the cards players keep out of play clearly less often.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { keptTally, tallyKept } from '../../testing/search/kept-testkit.ts';
import { situation } from '../arena.ts';
import { type State, rules } from '../rules/index.ts';
import { act } from '../rules/test-support.ts';
import { EPSILON } from './evidence.ts';
import { knowledgeOf } from './table.ts';

/** A deal of the arena's situations (every round) with `steps` random actions (trump, exchanges, cards) taken. */
function after(seed: number, steps: number, r: Rng): State {
  let s = rules.startDeal(situation(seed), { kind: 'shuffle' });
  for (let i = 0; i < steps && s.phase !== 'awaitingDeal' && s.phase !== 'gameOver'; i++)
    s = rules.applyAction(s, rules.sampleAction(s, r));
  return s;
}

/** The same deal with the cards `seat` cannot see dealt again at random: the other hands, the pickup, the others' discards. */
function otherHiddenDeal(s: State, seat: number, r: Rng): State {
  const dealerKeepsRevealed = s.revealed !== null && s.dealer !== seat && s.exchanged[s.dealer] === 0;
  const fixed = (c: Card) => dealerKeepsRevealed && c === s.revealed; // known to be the dealer's (TRB-5.3)
  const others = [0, 1, 2].filter((o) => o !== seat);
  const piles = [...others.map((o) => s.hands[o]), s.pickup, ...others.map((o) => s.discards[o])];
  const pool = piles.flat().filter((c) => !fixed(c));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const redeal = (pile: readonly Card[]) => pile.map((c) => (fixed(c) ? c : (pool.pop() as Card)));
  const [h1, h2, pickup, d1, d2] = piles.map(redeal);
  const hands = s.hands.slice();
  const discards = s.discards.slice();
  [hands[others[0]], hands[others[1]], discards[others[0]], discards[others[1]]] = [h1, h2, d1, d2];
  return { ...s, hands, pickup, discards };
}

describe('the exchange evidence (Expert)', () => {
  it('comes from the View only: another hidden deal behind the same View gives the same knowledge', () => {
    let withEvidence = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, steps, seat) => {
          const r = rngFrom(seedState(seed));
          const s = after(seed, steps, r);
          if (s.phase !== 'exchange' && s.phase !== 'play') return;
          const t = otherHiddenDeal(s, seat, r);
          const v = rules.observe(s, seat);
          expect(rules.observe(t, seat)).toEqual(v);
          expect(knowledgeOf(rules.observe(t, seat), true)).toEqual(knowledgeOf(v, true));
          if (knowledgeOf(v, true).keptFromAside) withEvidence++;
        },
      ),
      { numRuns: 300 },
    );
    expect(withEvidence).toBeGreaterThan(50);
  });

  it('changes only the weight of kept cards out of play, and says nothing while nobody else has exchanged', () => {
    let seen = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const r = rngFrom(seedState(seed));
      const s = after(seed, r.int(20), r);
      if (s.phase !== 'exchange' && s.phase !== 'play') continue;
      for (let seat = 0; seat < 3; seat++) {
        const v = rules.observe(s, seat);
        const { keptFromAside, ...rest } = knowledgeOf(v, true);
        expect(rest).toEqual(knowledgeOf(v));
        const othersThrew = v.exchanged.some((x, o) => o !== seat && (x ?? 0) > 0);
        expect(keptFromAside !== undefined).toBe(othersThrew);
        if (!keptFromAside) continue;
        seen++;
        expect(keptFromAside.weight).toBeGreaterThanOrEqual(EPSILON);
        expect(keptFromAside.weight).toBeLessThan(1);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('is undefined before the others exchange, even when the seat itself has thrown cards', () => {
    let s = rules.startDeal(situation(13), { kind: 'shuffle' });
    while (s.phase === 'trump') s = rules.applyAction(s, rules.legalActions(s)[0]);
    expect(s.phase).toBe('exchange');
    const dealer = s.turn as number;
    s = act(s, { type: 'exchange', seat: dealer, discards: s.hands[dealer].slice(0, 4) });
    expect(knowledgeOf(rules.observe(s, dealer), true).keptFromAside).toBeUndefined();
    for (let o = 0; o < 3; o++)
      if (o !== dealer) expect(knowledgeOf(rules.observe(s, o), true).keptFromAside?.weight).toBeLessThan(1);
    while (s.phase === 'exchange') s = act(s, { type: 'exchange', seat: s.turn as number, discards: [] });
    expect(knowledgeOf(rules.observe(s, dealer), true).keptFromAside).toBeUndefined();
  });

  it('leaves the cards players keep out of play clearly less often than an even deal does', () => {
    const counts = keptTally();
    for (let seed = 1; seed <= 60; seed++) {
      const r = rngFrom(seedState(seed));
      let s = rules.startDeal(situation(seed), { kind: 'shuffle' });
      while (s.phase !== 'play') s = rules.applyAction(s, rules.sampleAction(s, r));
      const v = rules.observe(s, s.dealer); // the dealer exchanged first: the others' discards lie out of play
      const k = knowledgeOf(v, true);
      if (!k.keptFromAside) continue;
      tallyKept(counts, knowledgeOf(v), k, seed);
    }
    expect(counts.hands[0]).toBe(counts.hands[1]);
    expect(counts.even).toBeGreaterThan(5000);
    expect(counts.evidence).toBeLessThan(counts.even * 0.5); // measured about 0.1
  });
});
