// Choosing a card from paired samples. Every candidate card is played out on the same sampled
// deals with the same random playout stream (common random numbers), so the difference between two candidates
// carries far less noise than either value; its standard error says whether a gap is real or sampling noise.
// The choice is the best mean, except among cards that are the same play for the trick in progress (the same
// seat or side wins it in nearly every sample, and the cards are of one suit — or, for a seat shedding cards, both
// discards): when such a card's gap to the best is within noise, the card player's rule decides — win or follow
// with the cheapest card and keep the higher ones; when shedding (a nil, nullo), throw the highest. A race spends
// more samples on the close cards that are not the same play.
import { bitCount } from './knowledge.ts';

/**
 * Per sample and candidate (`i · cards + c`): the value, and who won the trick in progress (a seat or a side).
 * A candidate dropped from a race has its first `count[c]` samples only.
 */
export interface PairedSamples {
  readonly cards: number;
  readonly samples: number;
  readonly value: Float64Array;
  readonly winner: Int8Array;
  readonly count: Int32Array;
}

/** The candidates as cards (suit·32 + rank), the trick's led suit (−1 when leading), the trump (−1: none), shedding or not. */
export interface CardOrder {
  readonly codes: readonly number[];
  readonly led: number;
  readonly trump: number;
  /** The seat wants to get rid of high cards (a live nil, nullo): among alike cards the highest is the cheapest. */
  readonly shed: boolean;
  /** The card player's default among cards the evaluation cannot tell apart, though they are not the same play
   *  (playerDefault): per candidate, lower comes first; none where the position has no such rule. */
  readonly prefer?: readonly number[];
  /** `prefer` is a lead's default (leadDefault), not a follower's (playerDefault). */
  readonly leads?: boolean;
  /** `prefer` is one of the book's plays a game adds beyond these defaults (a level may leave some out: Defaults). */
  readonly book?: boolean;
}

/** Standard errors within which two alike cards count as equally good. */
export const NOISE_Z = 2;
/** Two cards are the same play for the trick when its winner differs in at most this share of the samples. */
export const ALIKE_SHARE = 0.1;

export function pairedSamples(cards: number, samples: number): PairedSamples {
  return {
    cards,
    samples,
    value: new Float64Array(cards * samples),
    winner: new Int8Array(cards * samples),
    count: new Int32Array(cards).fill(samples),
  };
}

/** Mean value per candidate (over its own samples). */
export function means(p: PairedSamples): number[] {
  const out = new Array<number>(p.cards).fill(0);
  for (let c = 0; c < p.cards; c++) {
    for (let i = 0; i < p.count[c]; i++) out[c] += p.value[i * p.cards + c];
    out[c] /= Math.max(1, p.count[c]);
  }
  return out;
}

/** How much better `a` is than `b`: the mean of the paired differences (on the samples both have) and its standard error. */
export function gap(p: PairedSamples, a: number, b: number): { mean: number; se: number } {
  const n = Math.min(p.count[a], p.count[b]);
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const d = p.value[i * p.cards + a] - p.value[i * p.cards + b];
    sum += d;
    sq += d * d;
  }
  const mean = sum / Math.max(1, n);
  const variance = n > 1 ? Math.max(0, (sq - n * mean * mean) / (n - 1)) : 0;
  return { mean, se: Math.sqrt(variance / Math.max(1, n)) };
}

/** Cards of one kind: of one suit, or for a seat shedding cards, both discards (neither the led suit nor a trump). */
export function sameKind(o: CardOrder, a: number, b: number): boolean {
  const sa = o.codes[a] >> 5;
  const sb = o.codes[b] >> 5;
  return sa === sb || (o.shed && o.led >= 0 && sa !== o.led && sb !== o.led && sa !== o.trump && sb !== o.trump);
}

/** Are candidates `a` and `b` the same play for the trick in progress: of one kind, the same winner (nearly) always? */
export function alike(p: PairedSamples, o: CardOrder, a: number, b: number): boolean {
  if (!sameKind(o, a, b)) return false;
  const n = Math.min(p.count[a], p.count[b]);
  let differ = 0;
  for (let i = 0; i < n; i++) if (p.winner[i * p.cards + a] !== p.winner[i * p.cards + b]) differ++;
  return differ <= ALIKE_SHARE * n;
}

/** Is candidate `c`'s gap to `best` within `z` standard errors (the samples cannot tell them apart)? */
const withinNoise = (p: PairedSamples, best: number, c: number, z: number): boolean => {
  const g = gap(p, best, c);
  return g.mean <= z * g.se;
};

const cheaper = (o: CardOrder, a: number, b: number): boolean => (o.codes[a] & 31) < (o.codes[b] & 31) !== o.shed;

/** `chosen`, or the cheapest card alike to it whose gap to it is within `z` standard errors (the evaluation cannot
 *  tell them apart: the card player's default decides — the lower card, the higher when shedding). */
export function cheapestAlike(p: PairedSamples, o: CardOrder, chosen: number, z = NOISE_Z): number {
  let pick = chosen;
  for (let c = 0; c < p.cards; c++) {
    if (c === chosen || !cheaper(o, c, pick) || !alike(p, o, chosen, c)) continue;
    if (withinNoise(p, chosen, c, z)) pick = c;
  }
  return pick;
}

const argmax = (xs: readonly number[]): number => xs.reduce((b, x, i) => (x > xs[b] ? i : b), 0);

/** A race: every candidate gets `first` samples; then, every `step` samples, a candidate `drop` standard errors
 *  below the best stops, until one is left or every other is alike to the best, or `max` samples. */
export interface Race {
  readonly first: number;
  readonly step: number;
  readonly max: number;
  readonly drop: number;
}

/** The candidates still racing after `n` samples (1 = still sampled); false when the race is decided. */
export function raceOn(p: PairedSamples, o: CardOrder, active: Uint8Array, r: Race): boolean {
  const m = means(p);
  let top = -1;
  for (let c = 0; c < p.cards; c++) if (active[c] && (top < 0 || m[c] > m[top])) top = c;
  let open = false;
  for (let c = 0; c < p.cards; c++) {
    if (!active[c] || c === top) continue;
    const g = gap(p, top, c);
    if (g.mean > r.drop * g.se) active[c] = 0;
    else if (!alike(p, o, top, c)) open = true;
  }
  return open;
}

/** Standard errors by which another card must beat the card player's default to displace it: the race's drop,
 *  "clearly worse" (a 2.4 SE lead of the ♦8 over the ♦2 at 256 samples was noise: 0.1 apart at 2,000). */
export const DEFAULT_Z = 3;

/**
 * The paired evaluation's choice: the best mean, or the cheapest alike card within noise of it — or, when a card
 * the card player's default puts first (second hand low; last to play, win as cheaply as possible) is not clearly
 * worse than it, that card: the samples cannot tell them apart (♦2 and ♦8 second hand within 0.1 of each
 * other at 2,000 samples; the ♣4 ruff 0.07 ± 0.02 better than a discard, beyond Strong's 256 samples).
 */
export function settle(p: PairedSamples, o: CardOrder, z = NOISE_Z): number {
  const best = argmax(means(p));
  const pick = preferred(p, o, best, best);
  return pick !== best ? pick : cheapestAlike(p, o, best, z);
}

/** The card the player's default puts before `chosen` and that is not clearly worse than `best`, or `chosen`. */
function preferred(p: PairedSamples, o: CardOrder, chosen: number, best: number): number {
  const prefer = o.prefer;
  let pick = chosen;
  if (prefer)
    for (let c = 0; c < p.cards; c++) if (prefer[c] < prefer[pick] && withinNoise(p, best, c, DEFAULT_Z)) pick = c;
  return pick;
}

/** Which of the card player's defaults a level keeps: all, or all but the book's plays that are not leads ('no-duck':
 *  CardOrder.book without leads, such as a duck under an opponent's nil; the book's leads kept). */
export type Defaults = 'all' | 'no-duck';

/** The order with the card player's defaults the level keeps. */
export const withDefaults = (o: CardOrder, defaults: Defaults): CardOrder =>
  defaults === 'no-duck' && o.book && !o.leads ? { ...o, prefer: undefined } : o;

/** A card to the trick in progress: who played it and its code (suit·32 + rank). */
export interface TrickPlay {
  readonly seat: number;
  readonly code: number;
}

const beats = (code: number, best: number, trump: number): boolean =>
  code >> 5 === best >> 5 ? code > best : code >> 5 === trump;

/**
 * The card player's default for the seat to play (CardOrder.prefer), or none: second hand (following suit), the
 * lowest card; last to play against an opponent's card, the cheapest card that takes the trick (a trump counted
 * above the other suits). A seat shedding cards (a nil, nullo) has none here: its cheapest alike card rules.
 */
export function playerDefault(
  trick: readonly TrickPlay[],
  seats: number,
  codes: readonly number[],
  trump: number,
  friend: (seat: number) => boolean,
): number[] | undefined {
  if (trick.length === 0) return undefined;
  const led = trick[0].code >> 5;
  const worth = (c: number) => (c & 31) + (c >> 5 === trump && led !== trump ? 20 : 0);
  if (trick.length === seats - 1) {
    let best = trick[0];
    for (const t of trick) if (beats(t.code, best.code, trump)) best = t;
    if (friend(best.seat) || !codes.some((c) => beats(c, best.code, trump))) return undefined;
    return codes.map((c) => (beats(c, best.code, trump) ? worth(c) : 100));
  }
  if (trick.length === 1 && codes.every((c) => c >> 5 === led)) return codes.map(worth);
  return undefined;
}

const top = (mask: number): number => 31 - Math.clz32(mask);

/**
 * The card player's default for a lead (CardOrder.prefer), or none. With a trump: draw trumps — holding the master
 * trump and at least half as many trumps as are still out, lead the top trump: the opponents' trumps come out
 * before they can ruff the seat's winners. Without a trump: cash a sure winner — the top card of a suit where
 * nobody can hold a higher one, the longest such suit first. The seat's own cards and those nobody has shown as
 * four rank masks. The caller asks that the seat wants tricks now (not a nil, a nullo or a round that avoids
 * tricks; in a partnership game the side's bid not yet made). Scenarios draw-trumps and cash-winner-lead.
 */
export function leadDefault(
  codes: readonly number[],
  trump: number,
  own: readonly number[],
  unseen: readonly number[],
): number[] | undefined {
  const prefer = codes.map(() => 100);
  if (trump >= 0) {
    const mine = own[trump];
    const out = unseen[trump];
    if (mine === 0 || out === 0 || top(mine) < top(out) || 2 * bitCount(mine) < bitCount(out)) return undefined;
    const i = codes.indexOf((trump << 5) | top(mine));
    if (i < 0) return undefined;
    prefer[i] = 0;
    return prefer;
  }
  let any = false;
  for (let s = 0; s < 4; s++) {
    if (own[s] === 0 || (unseen[s] !== 0 && top(own[s]) < top(unseen[s]))) continue;
    const i = codes.indexOf((s << 5) | top(own[s]));
    if (i < 0) continue;
    prefer[i] = 13 - bitCount(own[s]);
    any = true;
  }
  return any ? prefer : undefined;
}

/** Standard errors by which the paired evaluation must prefer another card to overrule a tree search's card: the
 *  search's root values among a dozen cards carry several times the paired evaluation's noise. */
export const OVERRULE_Z = 1;

/**
 * A search's card checked by the paired evaluation: it stands unless another card is better by more than
 * `overrule` standard errors and by at least `cost` (then the paired evaluation's own choice), or a cheaper alike
 * card is within noise, or the card player's default (settle) is not clearly worse than the best.
 */
export function verify(p: PairedSamples, o: CardOrder, chosen: number, overrule = OVERRULE_Z, cost = 0): number {
  const m = means(p);
  const top = argmax(m);
  const g = gap(p, top, chosen);
  if (top !== chosen && g.mean > overrule * g.se && g.mean >= cost) return settle(p, o);
  const pick = preferred(p, o, chosen, top);
  return pick !== chosen ? pick : cheapestAlike(p, o, chosen);
}
