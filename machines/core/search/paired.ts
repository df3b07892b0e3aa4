// Choosing a card from paired samples (issues 21 and 24). Every candidate card is played out on the same sampled
// deals with the same random playout stream (common random numbers), so the difference between two candidates
// carries far less noise than either value; its standard error says whether a gap is real or sampling noise.
// The choice is the best mean, except among cards that are the same play for the trick in progress (the same
// seat or side wins it in nearly every sample, and the cards are of one suit — or, for a seat shedding cards, both
// discards): when such a card's gap to the best is within noise, the card player's rule decides — win or follow
// with the cheapest card and keep the higher ones; when shedding (a nil, nullo), throw the highest. A race spends
// more samples on the close cards that are not the same play.

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
}

/** Standard errors within which two alike cards count as equally good. */
export const NOISE_Z = 2;
/** Two cards are the same play for the trick when its winner differs in at most this share of the samples. */
export const ALIKE_SHARE = 0.1;

export function pairedSamples(cards: number, samples: number): PairedSamples {
  return { cards, samples, value: new Float64Array(cards * samples), winner: new Int8Array(cards * samples), count: new Int32Array(cards).fill(samples) };
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

const cheaper = (o: CardOrder, a: number, b: number): boolean => ((o.codes[a] & 31) < (o.codes[b] & 31)) !== o.shed;

/** `chosen`, or the cheapest card alike to it whose gap to it is within `z` standard errors (the evaluation cannot
 *  tell them apart: the card player's default decides — the lower card, the higher when shedding). */
export function cheapestAlike(p: PairedSamples, o: CardOrder, chosen: number, z = NOISE_Z): number {
  let pick = chosen;
  for (let c = 0; c < p.cards; c++) {
    if (c === chosen || !cheaper(o, c, pick) || !alike(p, o, chosen, c)) continue;
    const g = gap(p, chosen, c);
    if (g.mean <= z * g.se) pick = c;
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

/** The paired evaluation's choice: the best mean, or the cheapest alike card within noise of it. */
export function settle(p: PairedSamples, o: CardOrder, z = NOISE_Z): number {
  return cheapestAlike(p, o, argmax(means(p)), z);
}

/** Standard errors by which the paired evaluation must prefer another card to overrule a tree search's card: the
 *  search's root values among a dozen cards carry several times the paired evaluation's noise. */
export const OVERRULE_Z = 1;

/**
 * A search's card checked by the paired evaluation: it stands unless another card is better by more than
 * `overrule` standard errors (then the paired evaluation's own choice), or a cheaper alike card is within noise.
 */
export function verify(p: PairedSamples, o: CardOrder, chosen: number, overrule = OVERRULE_Z): number {
  const m = means(p);
  const top = argmax(m);
  const g = gap(p, top, chosen);
  if (top !== chosen && g.mean > overrule * g.se) return settle(p, o);
  return cheapestAlike(p, o, chosen);
}
