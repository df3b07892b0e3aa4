// The blind-nil exchange chosen by sampling (SPD-5.6(d), SPD-D17; nils a partner can trust): each
// candidate pair of cards is played out over sampled deals from the first lead, the opponents attacking the nil and
// its side covering it (nil-attack.ts), and scored by the hand's real score. The blind-nil bidder passes first; in
// its playouts the partner then returns its two lowest cards (side suits before spades). The partner's candidates
// are returned to the bidder as they are. Sees only the View (COM-7.3): the sampler deals what the seat cannot see.
// Measured: +6.5
// [3.6, 9.4] and +6.2 [3.3, 9.1] points per hand; blind nils made 78 % (717/915) against 68.6 % (627/915).
import { type Card, rankValue } from '../../core/cards.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { codeOf } from './cards.ts';
import { tableOf } from './search-table.ts';
import { playOut } from './playout.ts';
import { SPADES } from './position.ts';
import { argmax } from '../../core/search/levels-kit.ts';
import { type Action, type View, isSpade, partnerOf } from './rules-bridge.ts';

/** Moves the card `code` from seat `from` to seat `to` in four-masks-per-seat `hands`. */
function move(hands: Int32Array, code: number, from: number, to: number): void {
  const bit = 1 << (code & 31);
  hands[(from << 2) | (code >> 5)] &= ~bit;
  hands[(to << 2) | (code >> 5)] |= bit;
}

/** The seat's lowest card, side suits before spades (the partner's return in the bidder's playouts), or −1. */
export function lowestCard(hands: Int32Array, seat: number): number {
  let best = -1;
  let score = 99;
  for (let s = 0; s < 4; s++) {
    const m = hands[(seat << 2) | s];
    if (m === 0) continue;
    const r = 31 - Math.clz32(m & -m);
    const x = r + (s === SPADES ? 20 : 0);
    if (x < score) {
      score = x;
      best = (s << 5) | r;
    }
  }
  return best;
}

/** Mean score margin of the seat's side for each candidate pair it may pass, over `samples` sampled deals. */
export function evaluatePasses(
  v: View,
  candidates: readonly (readonly Card[])[],
  samples: number,
  seed: number,
  dealer?: Sampler,
): number[] {
  const me = v.seat;
  const partner = partnerOf(v.options, me) ?? -1;
  const bidder = v.bids[me] === 'blind-nil';
  const t = tableOf(v, 10, v.bids, dealer, true);
  const rng = new FastRng(seed);
  const play = new FastRng(1);
  const codes = candidates.map((c) => c.map(codeOf));
  const sum = new Array<number>(candidates.length).fill(0);
  for (let i = 0; i < samples; i++) {
    t.deal(rng);
    const stream = rng.u32() || 1;
    for (let c = 0; c < codes.length; c++) {
      t.restore();
      const h = t.sim.hands;
      for (const code of codes[c]) move(h, code, me, partner);
      if (bidder)
        for (let k = 0; k < codes[c].length; k++) {
          const back = lowestCard(h, partner);
          if (back >= 0) move(h, back, partner, me);
        }
      play.state[0] = stream;
      playOut(t.sim, t.info, play);
      t.scorer.score(t.sim.won);
      sum[c] += t.scorer.margin(t.mySide);
    }
  }
  return sum.map((x) => x / samples);
}

/** Sampled deals per exchange decision: with fewer the choice among the close pairs is noise (♠A ♠K vs ♠A ♦Q from
 *  ♠A K 4 ♦Q 6 2: 156 vs 97 points over 2,000 deals, yet at 48 a coin flip). */
export const PASS_SAMPLES = 400;

/** Cards considered: the bidder's six likeliest to take a trick, the partner's six lowest (spades above the side
 *  suits); the pairs among them (15) are played out. */
const PASS_POOL = 6;
const passWeight = (c: Card): number => rankValue(c) + (isSpade(c) ? 13 : 0);

/** The exchange by sampling: of the pairs among the likeliest cards, the one whose playouts score best for the side. */
export function passChoice(
  view: View,
  legal: readonly Action[],
  samples: number,
  seed: number,
  dealer?: Sampler,
): Action {
  const passes = legal.flatMap((a) => (a.type === 'pass' ? [a] : []));
  if (passes.length <= 1) return legal[0];
  const bidder = view.bids[view.seat] === 'blind-nil';
  const ranked = [...(view.hand ?? [])]
    .sort((a, b) => (bidder ? passWeight(b) - passWeight(a) : passWeight(a) - passWeight(b)))
    .slice(0, PASS_POOL);
  const cands = passes.filter((a) => a.cards.every((c) => ranked.includes(c)));
  const pool = cands.length > 0 ? cands : passes;
  return pool[
    argmax(
      evaluatePasses(
        view,
        pool.map((a) => a.cards),
        samples,
        seed,
        dealer,
      ),
    )
  ];
}
