// Test support for a game's exchange evidence: how often the sampler leaves the kept
// kind of card out of play, dealing evenly and with the evidence. Tests only.
import { FastRng } from '../../core/search/fast-rng.ts';
import { type Knowledge, bitCount } from '../../core/search/knowledge.ts';
import { samplerOf } from '../../core/search/sampler.ts';

/** Tallies over many positions: kept-kind cards left out of play, evenly and with evidence; cards dealt to hands by each. */
export interface KeptTally {
  even: number;
  evidence: number;
  readonly hands: [number, number];
}

export const keptTally = (): KeptTally => ({ even: 0, evidence: 0, hands: [0, 0] });

/** Deal `draws` times from the even knowledge and from `k` (with keptFromAside), adding to `t`. */
export function tallyKept(t: KeptTally, even: Knowledge, k: Knowledge, seed: number, draws = 200): void {
  const kept = k.keptFromAside?.masks ?? [0, 0, 0, 0];
  [even, k].forEach((know, i) => {
    const sampler = samplerOf(know);
    const hands = new Int32Array(know.n * 4);
    const rng = new FastRng(seed);
    for (let n = 0; n < draws; n++) {
      sampler.deal(rng, hands);
      let out = 0;
      for (let suit = 0; suit < 4; suit++) {
        let inHands = 0;
        for (let seat = 0; seat < know.n; seat++) if (seat !== know.seat) inHands |= hands[seat * 4 + suit];
        out += bitCount(k.unseen[suit] & ~inHands & kept[suit]);
        t.hands[i] += bitCount(inHands);
      }
      if (i === 0) t.even += out;
      else t.evidence += out;
    }
  });
}
