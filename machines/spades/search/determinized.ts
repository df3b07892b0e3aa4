// Determinized sampling (PIMC): deal the unseen cards many times consistently with the seat's knowledge,
// play each candidate out on every deal with the guided policy, keep the candidate with the best mean
// utility (the real score, scored by Scorer). Seeded: the same view, candidates and seed give the same values.
import type { Card } from '../../core/cards.ts';
import { codeOf } from './cards.ts';
import { quickTricks } from './evidence.ts';
import { samplerFor } from './sampling.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { type Attack, type PlayoutInfo, playOut, playoutInfo } from './playout.ts';
import { rootOfView, simRulesOf } from './position.ts';
import { type Bid, type View, isNilBid, partnerOf, spadesSuit } from './rules-bridge.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { Scorer } from './score.ts';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { Transpositions, moveBuffers, playSolved, solveParanoid } from '../../core/search/solve.ts';
import {
  type CardOrder,
  type PairedSamples,
  type Race,
  leadDefault,
  means,
  pairedSamples,
  playerDefault,
  raceOn,
} from '../../core/search/paired.ts';
import { knowledgeOf } from './knowledge.ts';
import { bitCount } from '../../core/search/knowledge.ts';
import { beats, sideNeed, winningPlay } from '../bots/tactics.ts';

export interface Table {
  readonly sim: TrickSim;
  readonly scorer: Scorer;
  readonly info: PlayoutInfo;
  readonly mySide: number;
  /** Deal a fresh sample into the sim at the view's position. */
  deal(rng: FastRng): void;
  /** Put the sim back at the root of the current sample. */
  restore(): void;
}

/** A search table for the seat of `v` in the play (or, with `bids`, a hypothetical hand from the first lead); with
 *  `attack`, the playouts' opponents of a live nil attack it and its side defends it (nil-attack.ts). */
export function tableOf(
  v: View,
  noise: number,
  bids: readonly (Bid | null)[] = v.bids,
  dealer?: Sampler,
  attack: Attack = false,
): Table {
  const sim = new TrickSim(simRulesOf(v.options));
  const scorer = new Scorer({
    options: v.options,
    dealer: v.dealer,
    bids,
    totals: v.totals,
    bagCounters: v.bagCounters,
  });
  const info = playoutInfo(v, bids, scorer, noise, attack);
  const root = v.phase === 'playing' ? rootOfView(v) : null;
  const n = sim.n;
  const first = v.phase === 'playing' ? 0 : sim.next[v.dealer];
  const trick = root ? root.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) })) : [];
  const won = root ? root.tricksWon : new Array<number>(n).fill(0);
  const sampler = dealer ?? samplerFor(v, 'bid-filter');
  const saved = new Int32Array(n * 4);
  const restore = () => {
    sim.hands.set(saved);
    sim.reset(root ? root.tricksDone : 0, trick, won, root ? root.turn : first, root ? root.broken : false);
  };
  return {
    sim,
    scorer,
    info,
    mySide: scorer.sideOf(v.seat),
    deal(rng) {
      sampler.deal(rng, saved);
      restore();
    },
    restore,
  };
}

/** Per candidate card: mean utility and, over the sampled deals, how often the seat won the trick in progress,
 *  took no trick at all, and how often its partner took none; and the paired samples (core/search/paired.ts). */
export interface CardStats {
  readonly values: number[];
  readonly winsTrick: number[];
  readonly noTrick: number[];
  readonly partnerNoTrick: number[];
  /** Per sample and card: the margin and the side that won the trick in progress. */
  readonly paired: PairedSamples;
  /** With a race: the candidates as the paired choice reads them (cardOrder), the order the race ran with. */
  readonly order?: CardOrder;
}

/** Mean utility of each candidate card over `samples` deals (one guided playout per deal and card). */
export function evaluateCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
): number[] {
  return cardStats(v, cards, samples, seed, noise, dealer).values;
}

/**
 * Every candidate played out once per sampled deal. With `common` (the default) each candidate's playout on a
 * deal draws the same random stream (common random numbers): the candidates' differences then come from the
 * cards, not from the playouts' random slips. With a `race` (core/search/paired.ts) `samples` is the most, and
 * candidates clearly worse than the best stop early. With `attack` the playouts' opponents of a live nil attack it
 * and its side covers it (nil-attack.ts), as in the bid evaluation, or only as followers ('follow'); with `end`, a
 * position with that many tricks left or fewer is played out exactly instead (EXACT_END).
 */
export function cardStats(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
  common = true,
  race?: Race,
  attack: Attack = false,
  end = 0,
): CardStats {
  const t = tableOf(v, noise, v.bids, dealer, attack);
  // The last `end` tricks are played out exactly, not by the guided policy (EXACT_END).
  const exact = v.handSize - v.tricks.length <= end ? exactOut(t) : null;
  const rng = new FastRng(seed);
  const play = common ? new FastRng(1) : rng;
  const codes = cards.map(codeOf);
  const k = codes.length;
  const zero = () => new Array<number>(k).fill(0);
  const wins = zero();
  const clean = zero();
  const partnerClean = zero();
  const paired = pairedSamples(k, samples);
  paired.count.fill(0);
  const active = new Uint8Array(k).fill(1);
  const order = race ? cardOrder(v, cards) : null;
  const trickNo = v.tricks.length;
  const partner = t.info.partner[v.seat];
  let n = 0;
  for (; n < samples; n++) {
    if (race && order && n >= race.first && (n - race.first) % race.step === 0 && !raceOn(paired, order, active, race))
      break;
    t.deal(rng);
    exact?.clear();
    const stream = rng.u32() || 1;
    for (let c = 0; c < k; c++) {
      if (!active[c]) continue;
      t.restore();
      play.state[0] = stream;
      t.sim.play(codes[c]);
      if (exact) exact.out();
      else playOut(t.sim, t.info, common ? play : rng);
      t.scorer.score(t.sim.won);
      paired.value[n * k + c] = t.scorer.margin(t.mySide);
      paired.winner[n * k + c] = t.info.sideOf[t.sim.winners[trickNo]];
      paired.count[c]++;
      if (t.sim.winners[trickNo] === v.seat) wins[c]++;
      if (t.sim.won[v.seat] === 0) clean[c]++;
      if (partner >= 0 && t.sim.won[partner] === 0) partnerClean[c]++;
    }
  }
  const per = (xs: number[]) => xs.map((x, c) => x / Math.max(1, paired.count[c]));
  return {
    values: means(paired),
    winsTrick: per(wins),
    noTrick: per(clean),
    partnerNoTrick: per(partnerClean),
    paired,
    ...(order ? { order } : {}),
  };
}

/**
 * Tricks left at or below which Strong plays the deal out exactly (perfect play with the sampled deal's cards open,
 * core/search/solve.ts playSolved) instead of by the guided playouts: a handful of cards is cheap to solve, and there
 * the playouts' rules of thumb mislead — nil-attack-stay-low (3 left), where they rated taking with the ♠A 8–12
 * points above playing under, the solver 16 below; set-ruff-now (4 left), where they counted on a set coming later
 * and threw the ♥10, 39 points worse at the table than ruffing. Expert solves its last 5 (expert.ts), the hint too
 * (TEACHER_END).
 */
export const EXACT_END = 4;

/**
 * The hint and the play check solve more of the end than Strong can in its time: the last 5 tricks, as Expert
 * plays them (expert.ts). At 4 left the playouts had the hint discard where ruffing set the opponents (hint-table,
 * reason.discard-loser.keep-trumps: ♥10 110 against ♠J 108 by the playouts, 64 against 104 solved, and +36 for the
 * ♠J at the table). Each sampled deal is then exact, so TEACHER_END_SAMPLES of them are enough: the hint's 2,000 at 5
 * tricks left took up to 3.6 s, 500 take under a second.
 */
export const TEACHER_END = 5;
export const TEACHER_END_SAMPLES = 500;

/** The hint's and the play check's evaluation of the seat's cards (one for both): the playouts attack a live nil as
 *  followers, as Strong's do ('follow', playout.ts); the last TEACHER_END tricks are solved. */
export function teacherStats(v: View, cards: readonly Card[], samples: number, seed: number): CardStats {
  const exact = v.handSize - v.tricks.length <= TEACHER_END;
  return cardStats(
    v,
    cards,
    exact ? Math.min(samples, TEACHER_END_SAMPLES) : samples,
    seed,
    10,
    undefined,
    true,
    undefined,
    'follow',
    TEACHER_END,
  );
}

/** The table's exact solver: the searching side maximises its margin by the real hand score, every other side
 *  minimises it (paranoid in cutthroat); one table of transpositions, cleared by the caller for each deal. */
function solverOf(t: Table) {
  const mine = t.info.sideOf.map((side) => (side === t.mySide ? 1 : 0));
  const leaf = (won: Int8Array) => {
    t.scorer.score(won);
    return t.scorer.margin(t.mySide);
  };
  return { mine, leaf, bufs: moveBuffers(t.sim), tt: new Transpositions() };
}

/** The table's sampled deal played out from its position as the solver plays it (one call per candidate). */
export function exactOut(t: Table): { clear(): void; out(): void } {
  const { mine, leaf, bufs, tt } = solverOf(t);
  return { clear: () => tt.clear(), out: () => void playSolved(t.sim, mine, leaf, bufs, tt) };
}

/**
 * The candidates in the order the paired choice reads them: the trick's led suit, the trump, a live nil sheds.
 * The book's plays, with them − without (arena strong − strong-no-book,
 * expert-book − expert), duplicate pairs, points per hand: Strong +0.3 [−1.7, +2.3] over 2,000 (seeds 1004, 1005; blind
 * nils made 80 % against 77 %, contracts 85 % against 87 %, bags 1.83 a hand against 1.89); Expert −2.95 [−6.25,
 * +0.34] over 500 (seed 1003): Expert leaves them out (expert.ts EXPERT_BUDGET defaults).
 */
export function cardOrder(v: View, cards: readonly Card[]): CardOrder {
  const live = (s: number | null) => s !== null && s >= 0 && isNilBid(v.bids[s]) && v.tricksWon[s] === 0;
  const codes = cards.map(codeOf);
  const partner = partnerOf(v.options, v.seat);
  const trick = v.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) }));
  const order = { codes, led: trick.length > 0 ? trick[0].code >> 5 : -1, trump: 3, shed: live(v.seat) };
  // Around a live nil the followers' defaults do not hold (covering a partner's or attacking an opponent's nil is
  // not second hand low); the book's duck under an opponent's nil does (nilDuck).
  if (v.bids.some((_, s) => live(s))) {
    const duck = live(v.seat) || live(partner) ? undefined : nilDuck(v, cards, codes, partner, live);
    return duck ? { ...order, prefer: duck, book: true } : order;
  }
  if (trick.length > 0) {
    const prefer = playerDefault(trick, v.handCounts.length, codes, 3, (s) => s === v.seat || s === partner);
    return prefer ? { ...order, prefer } : order;
  }
  const lead = spadesLead(v, codes);
  return lead ? { ...order, prefer: lead.prefer, leads: true, book: lead.book } : order;
}

/**
 * The book's play against an opponent's nil: on lead, a low card, so that the nil may have to win it (the lowest
 * first; nil-lead-attack); following suit with the nil still to play, stay under the card that wins the trick so
 * far, so that the nil must go under it too — the highest such card first, the low ones kept to attack again
 * (nil-attack-second-2, nil-attack-third); with the nil's card on top, stay under it (nil-attack-duck). None when
 * the seat cannot stay under or is void in the led suit.
 */
function nilDuck(
  v: View,
  cards: readonly Card[],
  codes: readonly number[],
  partner: number | null,
  live: (s: number | null) => boolean,
): number[] | undefined {
  const win = winningPlay(v.trick);
  if (win === null) return codes.map((c) => c & 31);
  const opponentNil = (s: number) => s !== v.seat && s !== partner && live(s);
  const led = spadesSuit(v.trick[0].card);
  // The nil still to play, or its card on top: let it take the trick (nil-attack-duck).
  const target = opponentNil(win.seat) || v.bids.some((_, s) => opponentNil(s) && !v.trick.some((t) => t.seat === s));
  if (!target || !cards.every((c) => spadesSuit(c) === led)) return undefined;
  const under = (c: Card) => !beats(c, win.card, led);
  if (!cards.some(under)) return undefined;
  return cards.map((c, i) => (under(c) ? 32 - (codes[i] & 31) : 100));
}

/** Leading while the side still needs tricks for its contract: draw trumps (SPD-8.4; paired.ts leadDefault), or
 *  else lead a low singleton side card (singletonLead). */
function spadesLead(v: View, codes: readonly number[]): { prefer: number[]; book: boolean } | undefined {
  if (sideNeed(v, v.mySide) <= 0) return undefined;
  const k = knowledgeOf(v);
  if (!k.own) return undefined;
  const draw = leadDefault(codes, 3, k.own, k.unseen);
  if (draw) return { prefer: draw, book: false };
  const single = singletonLead(codes, k.own, k.unseen);
  return single ? { prefer: single, book: true } : undefined;
}

/** The highest rank of a low singleton: the ten (an honour alone is kept to win a trick with). */
const LOW_SINGLETON = 10;

/**
 * The lead the book gives a seat with spades to ruff with (at least two): a low singleton in a side suit — the
 * seat's high cards stay back, and once void it can trump that suit (scenario lead-low-singleton; the hint's
 * reason lead-low.short). The lowest such card first; none without one.
 */
function singletonLead(
  codes: readonly number[],
  own: readonly number[],
  unseen: readonly number[],
): number[] | undefined {
  if (bitCount(own[3]) < 2) return undefined;
  const prefer = codes.map(() => 100);
  let any = false;
  for (let s = 0; s < 3; s++) {
    const rank = 31 - Math.clz32(own[s]);
    if (bitCount(own[s]) !== 1 || unseen[s] === 0 || rank > LOW_SINGLETON) continue;
    const i = codes.indexOf((s << 5) | rank);
    if (i < 0) continue;
    prefer[i] = rank;
    any = true;
  }
  return any ? prefer : undefined;
}

/** A candidate bid's mean utility over sampled deals and how often it was made (nil: no trick taken). */
export interface BidValue {
  readonly value: number;
  readonly made: number;
}

/** The bid a seat with these sampled cards is guessed to make: its quick tricks, at least 1. */
const guessBid = (hands: Int32Array, seat: number, max: number): number =>
  Math.min(max, Math.max(1, Math.round(quickTricks(hands, seat << 2))));

/**
 * Each candidate bid of the seat of `v` (the bidding phase) played out over `samples` deals from the first
 * lead; seats yet to bid get the bid their sampled cards suggest. 'look' stands for looking and then bidding
 * what the sampled cards suggest (the choice a face-down seat weighs against Blind Nil). With `attack` (the
 * default) the playouts' opponents attack a nil as Strong players do (nil-attack.ts); without, as before (studies).
 */
export function evaluateBids(
  v: View,
  candidates: readonly (Bid | 'look')[],
  samples: number,
  seed: number,
  noise = 10,
  dealer?: Sampler,
  attack = true,
): BidValue[] {
  const sim = new TrickSim(simRulesOf(v.options));
  const n = sim.n;
  const sampler = dealer ?? samplerFor(v, 'bid-filter');
  const rng = new FastRng(seed);
  const saved = new Int32Array(n * 4);
  const zeros = new Array<number>(n).fill(0);
  const first = sim.next[v.dealer];
  const sum = new Array<number>(candidates.length).fill(0);
  const made = new Array<number>(candidates.length).fill(0);
  const me = v.seat;
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    const bids: (Bid | null)[] = v.bids.slice();
    for (let s = 0; s < n; s++) if (s !== me && bids[s] === null) bids[s] = guessBid(saved, s, v.handSize);
    candidates.forEach((cand, c) => {
      bids[me] = cand === 'look' ? guessBid(saved, me, v.handSize) : cand;
      const scorer = new Scorer({
        options: v.options,
        dealer: v.dealer,
        bids,
        totals: v.totals,
        bagCounters: v.bagCounters,
      });
      // Opponents attack a nil and its partner covers it, as Strong players do (nil-attack.ts).
      const info = playoutInfo(v, bids, scorer, noise, attack);
      sim.hands.set(saved);
      if (bids[me] === 'blind-nil' && info.partner[me] >= 0) blindNilExchange(sim.hands, me, info.partner[me]);
      sim.reset(0, [], zeros, first);
      playOut(sim, info, rng);
      scorer.score(sim.won);
      const side = scorer.sideOf(me);
      sum[c] += scorer.margin(side);
      const nilBid = bids[me] === 'nil' || bids[me] === 'blind-nil';
      let counted = 0;
      for (const s of scorer.sides[side]) if (!(bids[s] === 'nil' || bids[s] === 'blind-nil')) counted += sim.won[s];
      if (nilBid ? sim.won[me] === 0 : counted >= scorer.contracts[side]) made[c]++;
    });
  }
  return sum.map((x, c) => ({ value: x / samples, made: made[c] / samples }));
}

/** Remove and return the seat's highest card (spades above side suits; `lowest` for the lowest side card first). */
function takeCard(hands: Int32Array, seat: number, lowest: boolean): number {
  const b = seat << 2;
  let best = -1;
  let score = lowest ? 99 : -1;
  for (let s = 0; s < 4; s++) {
    const m = hands[b + s];
    if (m === 0) continue;
    const r = (lowest ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m)) + (s === 3 ? 20 : 0);
    if (lowest ? r < score : r > score) {
      score = r;
      best = (s << 5) | (lowest ? 31 - Math.clz32(m & -m) : 31 - Math.clz32(m));
    }
  }
  hands[b + (best >> 5)] &= ~(1 << (best & 31));
  return best;
}

/** SPD-5.6(d) as the evaluation assumes it: the blind-nil bidder passes its two highest cards, the partner returns its two lowest. */
export function blindNilExchange(hands: Int32Array, bidder: number, partner: number): void {
  const give = [takeCard(hands, bidder, false), takeCard(hands, bidder, false)];
  const back = [takeCard(hands, partner, true), takeCard(hands, partner, true)];
  for (const c of give) hands[(partner << 2) + (c >> 5)] |= 1 << (c & 31);
  for (const c of back) hands[(bidder << 2) + (c >> 5)] |= 1 << (c & 31);
}

/**
 * Mean exact value of each candidate card over `samples` deals, each solved with all cards open (the last tricks);
 * null once the solver has searched more than `maxNodes` positions (checked after each card's solve, so a decision's
 * work is bounded by the count, not the clock: the same view and seed give the same answer).
 */
export function solveCards(v: View, cards: readonly Card[], samples: number, seed: number, dealer?: Sampler): number[];
export function solveCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  dealer: Sampler | undefined,
  maxNodes: number,
): number[] | null;
export function solveCards(
  v: View,
  cards: readonly Card[],
  samples: number,
  seed: number,
  dealer?: Sampler,
  maxNodes = Infinity,
): number[] | null {
  const t = tableOf(v, 0, v.bids, dealer);
  const rng = new FastRng(seed);
  const codes = cards.map(codeOf);
  const sum = new Array<number>(cards.length).fill(0);
  const { mine, leaf, bufs, tt } = solverOf(t);
  // Cards with no card still in play between them take the same tricks: one is solved for both (read on the first
  // deal; the same on every deal, since only where the unseen cards lie changes, not which are left).
  let stand: number[] = [];
  for (let i = 0; i < samples; i++) {
    t.deal(rng);
    if (i === 0) stand = codes.map((c) => codes.indexOf(t.sim.standIn(c)));
    tt.clear();
    for (let c = 0; c < codes.length; c++) {
      if (stand[c] >= 0 && stand[c] !== c) continue;
      t.restore();
      t.sim.play(codes[c]);
      sum[c] += solveParanoid(t.sim, mine, leaf, bufs, -Infinity, Infinity, tt);
      if (tt.nodes > maxNodes) return null;
    }
  }
  return sum.map((x, c) => (stand[c] >= 0 && stand[c] !== c ? sum[stand[c]] : x) / samples);
}
