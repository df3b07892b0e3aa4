// A player model learned from the levels' own choices: each card a seat could play falls in a
// kind that players think in — on the lead a master, a singleton, the lowest of a long or a short suit; following
// suit the cheapest winner, the highest card, the lowest loser; off suit the cheapest ruff, the lowest card of the
// shortest side suit — each either the cheapest of the cards in the seat's hand that are the same play or not (the
// levels seldom play a dearer one: a seat that wins with the ♥K seldom holds the ♥Q) — and a seat chooses among the
// kinds open to it in proportion to each kind's strength (a Luce choice model), the strengths fitted per situation
// (lead, seat in the trick, partner winning, a live nil at the table, the side short of its bid or not, the first
// four tricks) to Strong's and Expert's self-play by lab/choice-fit.ts. A sampled deal is likelier when, holding
// its cards, the seats' plays so far were likely choices. Unlike the playouts' policy (policy-evidence.ts) the model
// is calibrated: it says how often the levels really play each kind, so a seat that did not cash a master is not
// read as holding none.
// The refined model reads a master as a card no
// other seat's card beats (the king led from ace–king is the cheaper of two masters), tells the lowest card led under
// the seat's own master, a winner before the last seat that no later card can beat, and a thrown singleton, and splits
// each situation by whether the next seat's side is still short of its bid.
// Built from the View only (COM-7.3); the sampled hands are the sampler's, never the real ones.
import { bitCount } from '../../core/search/knowledge.ts';
import type { TrickSim } from '../../core/search/trick-sim.ts';
import fitted from './choice-fitted.json';
import refined from './choice-refined.json';
import { replayOf } from './replay.ts';
import { type Bid, type View, partnerOf } from './rules-bridge.ts';

/** Kinds of card per situation: eight, each either the lowest of its run in the seat's hand or not (RUN). */
export const KINDS = 16;
/** Added to a card's kind when the seat holds the next lower card still in play: the card is not the cheapest of
 *  cards that are the same play, which the levels seldom choose (paired.ts settle keeps the cheapest). */
export const RUN = 8;
/** Situations: lead, or following / off suit in the second, a middle or the last seat; × partner winning; × a live
 *  nil (none, the seat's, its partner's, an opponent's); × the side still short of its bid; × the first four tricks. */
export const SITUATIONS = 7 * 2 * 4 * 2 * 2;
/** Added to the situation in the first four tricks. */
const EARLY = 7 * 2 * 4 * 2;
/** The refined model's situations: the same, × the next seat's side still short of its bid. */
export const REFINED_SITUATIONS = SITUATIONS * 2;
/** The refined model's kinds: twelve, each either the lowest of its run or not (REFINED_RUN). */
export const REFINED_KINDS = 24;
export const REFINED_RUN = 12;

/** Fitted strengths, SITUATIONS × KINDS, or REFINED_SITUATIONS × KINDS for the refined model (choice-fit.ts prints them). */
export type ChoiceModel = readonly number[];
/** The plain model's strengths fitted to the levels' self-play (choice-fitted.json, a row per situation). */
export const CHOICE_FITTED: ChoiceModel = fitted.strengths.flat();
/** The refined model's strengths fitted to Strong's self-play (choice-refined.json, a row per situation). */
export const CHOICE_REFINED: ChoiceModel = refined.strengths.flat();

/** Is the model the refined one (a table of REFINED_SITUATIONS × REFINED_KINDS)? */
export const isRefined = (model: ChoiceModel): boolean => model.length === REFINED_SITUATIONS * REFINED_KINDS;

const isNil = (b: Bid | null | undefined): boolean => b === 'nil' || b === 'blind-nil';
const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
const highBit = (m: number): number => 31 - Math.clz32(m);

/** Seat facts the model reads: partner, whether a seat bid nil, its side's number bids together. */
export interface Table {
  readonly partner: Int8Array;
  readonly nil: Uint8Array;
  readonly contract: Int8Array;
}

export function tableFacts(v: View): Table {
  const n = v.handCounts.length;
  const partner = Int8Array.from({ length: n }, (_, s) => partnerOf(v.options, s) ?? -1);
  const number = (s: number) => (s >= 0 && typeof v.bids[s] === 'number' ? (v.bids[s] as number) : 0);
  return {
    partner,
    nil: Uint8Array.from({ length: n }, (_, s) => (isNil(v.bids[s]) ? 1 : 0)),
    contract: Int8Array.from({ length: n }, (_, s) => number(s) + number(partner[s])),
  };
}

/** Does the seat's side still need tricks for its number bids (SPD-8.4: a nil bidder's tricks do not count)? */
function short(sim: TrickSim, t: Table, seat: number): number {
  const p = t.partner[seat];
  let won = t.nil[seat] ? 0 : sim.won[seat];
  if (p >= 0 && !t.nil[p]) won += sim.won[p];
  return won < t.contract[seat] ? 1 : 0;
}

const held = new Int32Array(4);

/** Into `held`: per suit the cards still held by anyone, and the trick's best card (it parts winners from losers). */
function stillHeld(sim: TrickSim): void {
  for (let s = 0; s < 4; s++) {
    held[s] = 0;
    for (let x = 0; x < sim.n; x++) held[s] |= sim.hands[(x << 2) | s];
  }
  if (sim.pos > 0) held[sim.best >> 5] |= 1 << (sim.best & 31);
}

/** True when the seat at `b` holds the next lower card of the suit still held by anyone (`held`). */
function run(sim: TrickSim, b: number, code: number): boolean {
  const s = code >> 5;
  const below = held[s] & ((1 << (code & 31)) - 1);
  return below !== 0 && (sim.hands[b | s] & (1 << highBit(below))) !== 0;
}

/**
 * The situation of the seat to act in `sim` and the kind of each of its legal cards: writes codes into `codes`,
 * kinds into `kinds`, returns how many. The situation is stored in `out[0]`. With `refined`, as the refined model
 * reads them (REFINED_SITUATIONS, REFINED_KINDS).
 */
export function classify(
  sim: TrickSim,
  t: Table,
  codes: Int32Array,
  kinds: Int8Array,
  out: Int32Array,
  refined = false,
): number {
  const k = sim.legalMoves(codes);
  const seat = sim.turn;
  const b = seat << 2;
  const pos = sim.pos;
  const n = sim.n;
  const p = t.partner[seat];
  const live = (s: number) => s >= 0 && t.nil[s] === 1 && sim.won[s] === 0;
  let nilRole = 0;
  if (live(seat)) nilRole = 1;
  else if (live(p)) nilRole = 2;
  else for (let s = 0; s < n; s++) if (s !== seat && s !== p && live(s)) nilRole = 3;
  const trump = sim.trump;
  const runKind = refined ? REFINED_RUN : RUN;
  nilRole |= short(sim, t, seat) << 2;
  // The refined model: whether the next seat's side is still short of its bid (a set in reach changes the plays).
  const opponentsShort = refined && short(sim, t, (seat + 1) % n) ? SITUATIONS : 0;
  if (pos === 0) {
    out[0] = nilRole + (sim.trickNo < 4 ? EARLY : 0) + opponentsShort;
    // The cards still held, per suit, by anyone: a lead is a master when none of its suit above it is.
    stillHeld(sim);
    for (let i = 0; i < k; i++) {
      const c = codes[i];
      const s = c >> 5;
      const r = c & 31;
      const mine = sim.hands[b | s];
      // The refined model: a master is a card no other seat's card of its suit beats (the king led from ace–king is
      // the cheaper of two masters, not a king led into the ace), and the lowest card led from a suit the seat's
      // master heads is a kind of its own (8).
      const above = refined ? held[s] & ~mine : held[s];
      const master = above >> (r + 1) === 0;
      const len = bitCount(mine);
      if (s === trump) kinds[i] = master ? 5 : r === lowBit(mine) ? 6 : 7;
      else
        kinds[i] = master
          ? 0
          : len === 1
            ? 1
            : r !== lowBit(mine)
              ? 4
              : refined && above >> highBit(mine) === 0
                ? 8
                : len >= 4
                  ? 2
                  : 3;
      if (run(sim, b, c)) kinds[i] += runKind;
    }
    return k;
  }
  const place = pos === n - 1 ? 3 : pos === 1 ? 1 : 2;
  const partnerWins = sim.bestSeat === p ? 1 : 0;
  const led = sim.led;
  const following = sim.hands[b | led] !== 0;
  out[0] =
    ((((following ? place : place + 3) * 2 + partnerWins) << 3) | nilRole) +
    (sim.trickNo < 4 ? EARLY : 0) +
    opponentsShort;
  stillHeld(sim);
  if (following) {
    const mine = sim.hands[b | led];
    let win = 0;
    for (let i = 0; i < k; i++) if (sim.beatsBest(codes[i])) win |= 1 << (codes[i] & 31);
    const lose = mine & ~win;
    for (let i = 0; i < k; i++) {
      const r = codes[i] & 31;
      if (win & (1 << r)) {
        kinds[i] = r === lowBit(win) ? 0 : r === highBit(win) ? 1 : 2;
        // The refined model: before the last seat, a winner no card still held by another seat beats (6, or 7 when
        // not the cheapest winner) — the seat that holds the ace plays it more readily than the one with the king.
        if (refined && pos < n - 1 && (held[led] & ~mine) >> (r + 1) === 0) kinds[i] = kinds[i] === 0 ? 6 : 7;
      } else kinds[i] = r === lowBit(lose) ? 3 : r === highBit(lose) ? 4 : 5;
      if (run(sim, b, codes[i])) kinds[i] += runKind;
    }
    return k;
  }
  // Off suit: the shortest side suit held (the lower suit on a tie).
  let shortest = -1;
  for (let s = 0; s < 4; s++) {
    const m = sim.hands[b | s];
    if (s === trump || m === 0) continue;
    if (shortest < 0 || bitCount(m) < bitCount(sim.hands[b | shortest])) shortest = s;
  }
  let ruffs = 0;
  for (let i = 0; i < k; i++) if (codes[i] >> 5 === trump && sim.beatsBest(codes[i])) ruffs |= 1 << (codes[i] & 31);
  for (let i = 0; i < k; i++) {
    const c = codes[i];
    const s = c >> 5;
    const r = c & 31;
    const mine = sim.hands[b | s];
    if (s === trump) kinds[i] = ruffs & (1 << r) ? (r === lowBit(ruffs) ? 0 : 1) : 2;
    // The refined model: a singleton thrown (7) apart from the lowest of a longer shortest suit (3).
    else if (r === lowBit(mine)) kinds[i] = s === shortest ? (refined && mine === 1 << r ? 7 : 3) : 4;
    else kinds[i] = r === highBit(mine) ? 5 : 6;
    if (run(sim, b, c)) kinds[i] += runKind;
  }
  return k;
}

/** The probability the model gives the card `code` among the seat's legal cards (classified by `classify`). */
export function choiceProbability(
  model: ChoiceModel,
  situation: number,
  code: number,
  codes: Int32Array,
  kinds: Int8Array,
  k: number,
): number {
  const base = situation * (isRefined(model) ? REFINED_KINDS : KINDS);
  let open = 0;
  let total = 0;
  let mine = -1;
  let same = 0;
  for (let i = 0; i < k; i++) if (codes[i] === code) mine = kinds[i];
  if (mine < 0) return 0;
  for (let i = 0; i < k; i++) {
    const kind = kinds[i];
    if (kind === mine) same++;
    if ((open & (1 << kind)) === 0) {
      open |= 1 << kind;
      total += model[base + kind];
    }
  }
  return total > 0 ? model[base + mine] / total / same : 1 / k;
}

/** How one seat's plays are read: by which player model, at which power (1 in full, 0.5 at half their weight). */
export interface SeatRead {
  readonly model: ChoiceModel;
  readonly power: number;
}

/** The likelihood of a sampled deal under the other seats' plays so far, or undefined before the first card; each
 *  seat's plays read by `model`, or by its own model and power in `seats` (indexed by seat) where given. */
export function choiceLikelihood(
  v: View,
  model: ChoiceModel,
  seats?: readonly SeatRead[],
  slip = 0,
): ((hands: Int32Array) => number) | undefined {
  const replay = replayOf(v, false);
  if (!replay) return undefined;
  const t = tableFacts(v);
  const codes = new Int32Array(64);
  const kinds = new Int8Array(64);
  const out = new Int32Array(1);
  const reads = v.handCounts.map((_, s) => seats?.[s] ?? { model, power: 1 });
  const refined = reads.map((r) => isRefined(r.model));
  let w = 1;
  const visit = (sim: TrickSim, code: number) => {
    const seat = sim.turn;
    const { model: m, power } = reads[seat];
    const k = classify(sim, t, codes, kinds, out, refined[seat]);
    const q = choiceProbability(m, out[0], code, codes, kinds, k);
    // A seat that slips now and then: the model's card with probability 1 − slip, any legal card else.
    const p = slip > 0 ? (1 - slip) * q + slip / k : q;
    w *= power === 1 ? p : p ** power;
  };
  return (hands) => {
    w = 1;
    replay.run(hands, visit);
    return w;
  };
}
