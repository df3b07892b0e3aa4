// Sprøyte decisions by sampling (issue 11): cards by determinized playouts (or exactly for the last tricks),
// exchanges and the talon by playing each candidate out over sampled deals — the other hands dealt from the
// unseen cards, the cards drawn from what is left. Seeded from the caller: reproducible.
import type { Card } from '../../core/cards.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { playOutGuided } from '../../core/search/guided.ts';
import { plainCardStats, plainSolveCards, type PlainStats } from '../../core/search/plain.ts';
import { samplerOf } from '../../core/search/sampler.ts';
import type { View } from '../rules/index.ts';
import { aceLowIn, codeOf, knowledgeOf, masksOf, simOf, tableOf, utilityOf } from './table.ts';

export function cardValues(v: View, cards: readonly Card[], samples: number, seed: number): PlainStats {
  const aceLow = aceLowIn(v);
  return plainCardStats(tableOf(v), cards.map((c) => codeOf(c, aceLow)), samples, seed);
}

export function solvedCardValues(v: View, cards: readonly Card[], samples: number, seed: number): number[] {
  const aceLow = aceLowIn(v);
  return plainSolveCards(tableOf(v), cards.map((c) => codeOf(c, aceLow)), samples, seed);
}

/**
 * Each candidate new hand, given as discards (null = take the talon instead), played out from the first lead
 * over `samples` deals. Returns the mean utility per candidate.
 */
export function handValues(v: View, candidates: readonly (readonly Card[] | null)[], samples: number, seed: number): number[] {
  const aceLow = aceLowIn(v);
  const k = knowledgeOf(v);
  const sampler = samplerOf(k);
  const sim = simOf(v);
  const rng = new FastRng(seed);
  const saved = new Int32Array(12);
  const utility = utilityOf(v, v.seat);
  const avoid = Int8Array.from([0, 1, 2].map(() => (v.contract === 'nullo' ? 1 : 0)));
  const sum = new Array<number>(candidates.length).fill(0);
  const me = v.seat;
  const first = v.forehand;
  const rest: number[] = [];
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    // The cards in no other hand: the stock (or the talon) and the earlier players' discards.
    rest.length = 0;
    for (let s = 0; s < 4; s++) {
      let m = k.unseen[s];
      for (let seat = 0; seat < 3; seat++) if (seat !== me) m &= ~saved[seat * 4 + s];
      for (; m !== 0; m &= m - 1) rest.push((s << 5) | (31 - Math.clz32(m & -m)));
    }
    for (let i2 = rest.length - 1; i2 > 0; i2--) {
      const j = rng.below(i2 + 1);
      const t = rest[i2];
      rest[i2] = rest[j];
      rest[j] = t;
    }
    candidates.forEach((discards, c) => {
      sim.hands.set(saved);
      const b = me * 4;
      if (discards === null) {
        for (let s = 0; s < 4; s++) sim.hands[b + s] = 0;
        for (let j = 0; j < Math.min(rest.length, v.hand.length); j++) sim.hands[b + (rest[j] >> 5)] |= 1 << (rest[j] & 31);
      } else {
        const d = masksOf(discards, aceLow);
        for (let s = 0; s < 4; s++) sim.hands[b + s] &= ~d[s];
        for (let j = 0; j < discards.length; j++) sim.hands[b + (rest[j] >> 5)] |= 1 << (rest[j] & 31);
      }
      sim.reset(0, [], [0, 0, 0], first);
      playOutGuided(sim, avoid, 10, rng);
      sum[c] += utility(sim.won);
    });
  }
  return sum.map((x) => x / samples);
}
