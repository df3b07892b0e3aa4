// The card play of the plain-trick games' search levels, shared: Strong values each legal card by
// determinized sampling with guided playouts (plain.ts), Expert runs information-set search (ismcts.ts) and may
// solve the last tricks exactly. A game passes its table (knowledge from the View only, COM-7.3), its card codes
// and every seat's utility; its hand decisions (exchange, talon, trump) stay its own. Seeded from the bot's Rng,
// so a decision replays exactly.
import type { Policy } from '../bots.ts';
import type { Card } from '../cards.ts';
import type { Rng } from '../rng.ts';
import { plainIsmcts } from './ismcts.ts';
import { type PlainStats, type PlainTable, plainCardStats } from './plain.ts';
import { type CardOrder, NOISE_Z, type PairedSamples, type Race, settle, verify } from './paired.ts';
import { plainSolveCards } from './solve.ts';

export interface Budget {
  readonly playSamples: number;
  readonly handSamples: number;
  /** Solve exactly when this many tricks or fewer are left (0: never). */
  readonly solveTricks: number;
  readonly solveSamples: number;
  /** Information-set search iterations per card (0: determinized sampling instead). */
  readonly iterations?: number;
  /** Weigh the sampled deals by the game's soft evidence (e.g. what players keep and throw in an exchange). */
  readonly evidence?: boolean;
  /** The paired check overrules the tree search's card where another card is at least this much better (points per
   *  deal) and beyond the noise (NOISE_Z standard errors): a card the game's play check would list as costly (its
   *  CLEAR_COST). Without it only a cheaper card that is the same play stands in for the tree's. */
  readonly overruleCost?: number;
}

/** Strong's race (paired.ts): the close cards get up to 4× the level's sampled deals. */
export const PLAY_RACE = 4;
/** The paired check of a tree search's card: first the level's sampled deals, the close cards up to 1,024. */
export const VERIFY_RACE: Race = { first: 64, step: 64, max: 1024, drop: 3 };

/** What the shared card play needs from a game, for the seat to play. */
export interface PlainGame<V> {
  /** The table for the seat to play; with `evidence`, its sampler weighs the game's soft evidence. */
  tableOf(v: V, evidence?: boolean): PlainTable;
  codesOf(v: V, cards: readonly Card[]): number[];
  cardOf(code: number): Card;
  /** Every seat's utility once the deal is over (each plays for itself). */
  utilities(v: V): (won: Int8Array, out: Float64Array) => void;
  /** Cards the seat to play holds. */
  cardsLeft(v: V): number;
}

export const argmax = (xs: readonly number[]): number => xs.reduce((b, x, i) => (x > xs[b] ? i : b), 0);
export const seedOf = (rng: Rng): number => rng.int(0x7fffffff) + 1;
export const sameSet = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

/** Every seat's utility written into `out`, from each seat's own utility function. */
export function everySeat(
  n: number,
  utilityOf: (seat: number) => (won: Int8Array) => number,
): (won: Int8Array, out: Float64Array) => void {
  const fns = Array.from({ length: n }, (_, s) => utilityOf(s));
  return (won, out) => {
    for (let s = 0; s < n; s++) out[s] = fns[s](won);
  };
}

/** Rewards near [−1, 1] for the search's exploration term: a plain-trick deal is worth a few points. */
const ISMCTS_SCALE = 0.5;

export function cardValuesWith<V>(
  g: PlainGame<V>,
  v: V,
  cards: readonly Card[],
  samples: number,
  seed: number,
  evidence = false,
): PlainStats {
  return plainCardStats(g.tableOf(v, evidence), g.codesOf(v, cards), samples, seed);
}

/** Information-set search over the seat's possible deals: the most visited card. */
export function searchedCardWith<V>(g: PlainGame<V>, v: V, iterations: number, seed: number, evidence = false): Card {
  const r = plainIsmcts(g.tableOf(v, evidence), g.utilities(v), iterations, seed, ISMCTS_SCALE);
  return g.cardOf(r.codes[argmax(r.visits)]);
}

type PlayAction = { readonly type: string; readonly card?: Card };

/** The level's card among `legal` (the play phase). */
export function choosePlayWith<V, A extends PlayAction>(
  g: PlainGame<V>,
  v: V,
  legal: readonly A[],
  rng: Rng,
  b: Budget,
): A {
  const cards = legal.flatMap((a) => (a.type === 'play' && a.card !== undefined ? [a.card] : []));
  if (cards.length === 1) return legal[0];
  const left = g.cardsLeft(v);
  const seed = seedOf(rng);
  const codes = g.codesOf(v, cards);
  if (left > b.solveTricks && b.iterations) {
    const searched = searchedCardWith(g, v, b.iterations, seed, b.evidence);
    // The search's root is noisy among many cards: its card stands unless the paired evaluation finds another
    // clearly better, or the same play cheaper (paired.ts: trump in with the cheapest trump).
    const t = g.tableOf(v, b.evidence);
    const st = plainCardStats(t, codes, VERIFY_RACE.max, seed + 1, 10, {
      ...VERIFY_RACE,
      first: Math.min(b.playSamples, VERIFY_RACE.first),
    });
    const overrule = b.overruleCost === undefined ? Infinity : NOISE_Z;
    const chosen = verify(
      st.paired as PairedSamples,
      st.order as CardOrder,
      cards.indexOf(searched),
      overrule,
      b.overruleCost ?? 0,
    );
    const card = cards[chosen];
    return legal.find((a) => a.type === 'play' && a.card === card) ?? legal[0];
  }
  const t = g.tableOf(v, b.evidence);
  if (left <= b.solveTricks) return legal[argmax(plainSolveCards(t, codes, b.solveSamples, seed))];
  const race: Race = { first: b.playSamples, step: 32, max: b.playSamples * PLAY_RACE, drop: 3 };
  const st = plainCardStats(t, codes, race.max, seed, 10, race);
  return legal[settle(st.paired as PairedSamples, st.order as CardOrder)];
}

/** A search level: the game's own hand decisions (exchange, talon, trump) outside the play, the shared card play in it. */
export function searchPolicy<V extends { readonly phase: string }, A extends PlayAction>(
  id: string,
  g: PlainGame<V>,
  b: Budget,
  handDecision: (v: V, legal: readonly A[], rng: Rng) => A,
): Policy<V, A> {
  return {
    id,
    choose: (v, legal, rng) => (v.phase === 'play' ? choosePlayWith(g, v, legal, rng, b) : handDecision(v, legal, rng)),
  };
}
