// Spades in the arena (scripts/arena.ts, issue 11): game situations to play one deal from, the two legs of a
// duplicate pair (the same cards with the partnerships swapped), and what a deal says about each level: hand
// points, contracts made, nils and blind nils made, bags taken, contracts set. Pure: no clock, no I/O.
import { rngFrom, seedState } from '../core/rng.ts';
import type { Policy } from '../core/bots.ts';
import type { Rng } from '../core/rng.ts';
import { type Action, type Options, type State, type View, isNilBid, partnerOf, rules } from './rules/index.ts';
import { casualPolicy } from './bots/levels/casual.ts';
import type { OpenCardsPolicy } from '../core/duplicate.ts';
import {
  BID_RISK,
  type BidRisk,
  chooseBidBySampling,
  STRONG_BUDGET,
  samplingPolicy,
  strongPolicy,
} from './bots/levels/strong.ts';
import {
  EXPERT_BUDGET,
  type ExpertBudget,
  choosePlayBySearch,
  expertPolicy,
  searchPolicy,
} from './bots/levels/expert.ts';
import { realDeal } from './search/audit.ts';
import {
  NIL_HAND_SET,
  NIL_WEIGHTS,
  READING,
  READING_REFINED,
  READING_REFINED_NIL,
  READING_REFINED_SIDE,
  READING_REFINED_EB,
  READING_REFINED_EBO,
  type Reading,
  type Sampling,
  samplerFor,
} from './search/inference.ts';
import { CHOICE_FITTED } from './search/choice-fitted.ts';
import { CHOICE_REFINED } from './search/choice-refined.ts';
import type { Sampler } from '../core/search/sampler.ts';
import { put } from './rules/state.ts';

export type Counter = { num: number; den: number };
export type Counters = Record<string, Counter>;

/**
 * A situation before one deal: default rules (Blind Nil allowed when 100 behind), scores from the start of a
 * game to near the target, bag counters from 0 to 9 (so Blind Nil and the bag penalty come up), any dealer.
 */
export function situation(seed: number, overrides: Partial<Options> = {}): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ ...overrides });
  const sides = rules.sides(options).length;
  let s = rules.setup(options, r.int(rules.seatCount(options)), seed);
  const late = r.next() < 0.6;
  const totals = Array.from({ length: sides }, () => (late ? r.between(-15, 45) * 10 : 0));
  const bags = Array.from({ length: sides }, () => (late ? r.int(10) : 0));
  s = put(s, { totals, bagCounters: bags });
  return s;
}

/** Leg seatings: true where level A sits. Partnerships: A on side 0, then on side 1; cutthroat: A in each seat. */
export function legs(s: State): boolean[][] {
  const sides = rules.sides(s.options);
  const n = rules.seatCount(s.options);
  return sides.map((side) => Array.from({ length: n }, (_, seat) => side.includes(seat)));
}

const add = (c: Counters, key: string, num: number, den = 1) => {
  const x = c[key] ?? (c[key] = { num: 0, den: 0 });
  x.num += num;
  x.den += den;
};

/** Points per hand for the A seats and the B seats (each the mean over their sides), and counters per level. */
export function outcome(after: State, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] } {
  const result = after.results[after.results.length - 1];
  const stats: [Counters, Counters] = [{}, {}];
  const pts: [number[], number[]] = [[], []];
  result.sides.forEach((side) => {
    const lvl = isA[side.seats[0]] ? 0 : 1;
    pts[lvl].push(side.points);
    const c = stats[lvl];
    if (side.contract > 0) {
      add(c, 'contracts made', side.counted >= side.contract ? 1 : 0);
      add(c, 'sets', side.counted < side.contract ? 1 : 0);
    }
    add(c, 'bags per hand', side.bags);
    // Where the points come from: hands with a nil bid at the table, and the rest.
    add(c, result.bids.some(isNilBid) ? 'points per hand with a nil' : 'points per hand without a nil', side.points);
    // Whose nil: the side's own (made by its nil and its cover) or the other side's (the side attacks it).
    const others = result.bids.flatMap((b, seat) => (side.seats.includes(seat) || !isNilBid(b) ? [] : [seat]));
    if (side.seats.some((seat) => isNilBid(result.bids[seat]))) add(c, 'points per hand with its own nil', side.points);
    if (others.length > 0) add(c, "points per hand with the other side's nil", side.points);
    for (const seat of others) add(c, "the other side's nils set", result.tricks[seat] > 0 ? 1 : 0);
    for (const seat of side.seats) {
      const b = result.bids[seat];
      add(c, 'nil bids per seat', isNilBid(b) ? 1 : 0);
      if (b === 'nil') add(c, 'nils made', result.tricks[seat] === 0 ? 1 : 0);
      if (b === 'blind-nil') add(c, 'blind nils made', result.tricks[seat] === 0 ? 1 : 0);
    }
  });
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { a: mean(pts[0]), b: mean(pts[1]), stats };
}

/** The kind of a deal the arena splits the pairs by: whether a nil or blind nil was bid at the table. */
export function kind(after: State): string {
  return after.results[after.results.length - 1].bids.some(isNilBid) ? 'with a nil' : 'without a nil';
}

export { rules };
export { probe } from './arena-probe.ts';
import { PASS_SAMPLES, passChoice } from './search/exchange.ts';
import { policies as levels, ruleBasedPolicy } from './bots/index.ts';

/** An arena-only player that sees the real hands, so needs the state: never in the app's list of levels. */
function seeing(id: string, play: (s: State, view: View, acts: Action[], rng: Rng) => Action): OpenCardsPolicy {
  return {
    id,
    choose: () => {
      throw new Error(`the ${id} player needs the state (arena only)`);
    },
    chooseOpen: (state, seat, legal, rng) =>
      play(state as State, rules.observe(state as State, seat), legal as Action[], rng),
  };
}

/** Expert's bid risk before session 32 (its plain nil bar at 85 %; expert.ts EXPERT_RISK): the older Experts keep it. */
const RISK_S31: BidRisk = { ...EXPERT_BUDGET.risk, nilSure: 0.85 };
/** Expert before session 30 (verifySamples 64 everywhere, the plays read by session 10's model, inference.ts
 *  READING): the named Expert variants below were measured as changes to it and keep it as their base. */
const EXPERT_S29: ExpertBudget = {
  ...EXPERT_BUDGET,
  risk: RISK_S31,
  verifySamples: 64,
  verifySamplesNil: undefined,
  reading: READING,
  bidReading: undefined,
};

/**
 * The Expert search allowed to see every card: its "sampler" deals the real hands. Arena-only, to measure
 * how much Expert loses by not knowing the cards.
 */
const openCards = seeing('open', (s, view, acts, rng) => {
  const dealer = realDeal(s.hands);
  const kind = acts[0].type;
  // The exchange as Expert chooses it (search/exchange.ts), on the real hands.
  if (kind === 'pass') return passChoice(view, acts, PASS_SAMPLES, rng.int(0x7fffffff) + 1, dealer);
  if (kind === 'bid' || kind === 'look')
    return chooseBidBySampling(view, acts, rng, EXPERT_BUDGET.bidSamples, EXPERT_BUDGET.risk, dealer);
  return choosePlayBySearch(view, acts, rng, EXPERT_BUDGET, dealer);
});

/**
 * A diagnostic, arena-only: Expert whose card play deals the real hands in a share `p` of its sampled deals and
 * uniformly (voids only) in the rest — information of a known worth: the true holder's share is p + (1 − p) × 0.36,
 * at p = 0.15 the chain's 0.46 (inference.ts chainOf). Does this search turn that much information into points?
 */
const glimpse = (id: string, p: number): OpenCardsPolicy =>
  seeing(id, (s, view, acts, rng) => {
    if (acts[0].type !== 'play') return expertUniform.choose(view, acts, rng);
    const real = realDeal(s.hands);
    const uniform = samplerFor(view, 'uniform');
    const dealer: Sampler = { deal: (r, out) => (r.next() < p ? real : uniform).deal(r, out) };
    return choosePlayBySearch(view, acts, rng, EXPERT_BUDGET, dealer);
  });

function bidder(risk: BidRisk): Policy<View, Action> {
  return { id: 'bidder', choose: (v, legal, rng) => chooseBidBySampling(v, legal, rng, 48, risk) };
}

/** Is the seat a nil bidder or its partner (the nil side), or does an opponent's nil stand against it (attack)? */
function nilRole(v: View): 'side' | 'attack' | null {
  const p = partnerOf(v.options, v.seat);
  if (isNilBid(v.bids[v.seat]) || (p !== null && isNilBid(v.bids[p]))) return 'side';
  return v.bids.some((b, seat) => seat !== v.seat && seat !== p && isNilBid(b)) ? 'attack' : null;
}

/** Strong's bids and play, Expert's card play where the seat's nil role is `role`: that part of the play alone. */
function expertWhenNil(role: 'side' | 'attack'): Policy<View, Action> {
  return {
    id: `nil-${role}-expert`,
    choose: (v, legal, rng) =>
      (legal[0].type === 'play' && nilRole(v) === role ? expertPolicy : strongPolicy).choose(v, legal, rng),
  };
}

function mixed(id: string, bidder: Policy<View, Action>, player: Policy<View, Action>): Policy<View, Action> {
  return {
    id,
    choose: (v, legal, rng) =>
      (legal[0].type === 'play' ? player : legal[0].type === 'pass' ? casualPolicy : bidder).choose(v, legal, rng),
  };
}

/** Expert whose card play (tree, check and exact end) deals by `sampling`, as before session 20 every sampler level did,
 *  and whose bids deal by the bid filter, as before session 21. */
const expertDealtBy = (id: string, sampling: Sampling, more: Partial<ExpertBudget> = {}): Policy<View, Action> =>
  searchPolicy(id, { ...EXPERT_BUDGET, sampling, checkSampling: sampling, bidSampling: undefined, ...more });
const expertChain = expertDealtBy('expert-chain', 'chain');
const expertUniform = expertDealtBy('expert-uniform', 'uniform');
/** Expert with no inference at all: the bids' evaluation and the card play both deal the hidden cards uniformly (voids
 *  only), the Expert the issue describes. Session 19, Expert − this, 500 duplicate pairs each (seeds 711–718): +1.7,
 *  +3.1, +6.5, −0.8, −0.2, +1.0, +0.8, +5.1: +2.2 [+0.5, +3.9] over 4,000; contracts made 84.3 % against 83.7 %, bags
 *  1.81 a hand against 1.89. Dealing uniformly in the card play only (expert-uniform), about +0.9 over 2,000
 *  (inference.ts asDealt); the two figures overlap. */
const expertUniformAll = expertDealtBy('expert-uniform-all', 'uniform', { bidSampling: 'uniform' });

/** The chains' read until session 27 (inference.ts READING): the nil read set by hand. */
export const READING_S26: Reading = { choice: CHOICE_FITTED, nil: NIL_HAND_SET };

/** The app's levels plus, for measuring only, today's rule-based player before the mends. */
export const policies: Record<string, Policy<View, Action>> = {
  ...levels,
  'rule-based': ruleBasedPolicy,
  // Diagnostics: Strong's card play with Casual's bids, and Strong's bids with Casual's card play.
  'strong-play': mixed('strong-play', casualPolicy, strongPolicy),
  // Expert's card play with Strong's bids: against Strong the bids are then the same, so only the play differs.
  'expert-play': mixed('expert-play', strongPolicy, expertPolicy),
  open: openCards as unknown as Policy<View, Action>,
  // Inference in the card play, and in the
  // bids too; dealing by voids only ('uniform'): pit them with --a expert-inference --b expert-uniform.
  'expert-inference': expertDealtBy('expert-inference', 'inference'),
  'expert-bid-inference': expertDealtBy('expert-bid-inference', 'inference', { bidSampling: 'inference' }),
  'expert-uniform': expertUniform,
  'strong-inference': samplingPolicy('strong-inference', { ...STRONG_BUDGET, sampling: 'inference' }),
  'strong-uniform': samplingPolicy('strong-uniform', { ...STRONG_BUDGET, sampling: 'uniform' }),
  // The plays read through a model of the players (search/policy-evidence.ts; figures at inference.ts policySampler).
  'expert-policy': expertDealtBy('expert-policy', 'policy'),
  'strong-policy': samplingPolicy('strong-policy', { ...STRONG_BUDGET, sampling: 'policy' }),
  // The plays read through the player model learned from the levels' choices (search/choice-model.ts).
  'expert-choice': expertDealtBy('expert-choice', 'choice'),
  'expert-choice4k': expertDealtBy('expert-choice4k', 'choice', { pool: 4096 }),
  'expert-choice-sharp': expertDealtBy('expert-choice-sharp', 'choice', { poolEss: 0.05 }),
  'strong-choice': samplingPolicy('strong-choice', { ...STRONG_BUDGET, sampling: 'choice', pool: 256 }),
  // Tempered to an effective tenth of the pool: the best calibrated (scripts/reliability-study.ts); figures at
  // inference.ts choiceSampler.
  'expert-choice-ess10': expertDealtBy('expert-choice-ess10', 'choice', { poolEss: 0.1 }),
  'strong-choice-ess10': samplingPolicy('strong-choice-ess10', {
    ...STRONG_BUDGET,
    sampling: 'choice',
    pool: 256,
    poolEss: 0.1,
  }),
  // A pool of 1,024 (an effective 512 deals, more than the 64–256 a decision draws); figures at choiceSampler.
  'strong-choice1k': samplingPolicy('strong-choice1k', { ...STRONG_BUDGET, sampling: 'choice', pool: 1024 }),
  // The same read drawn by a Markov chain (inference.ts chainOf, with its figures): draws from the read itself, not
  // a pool's few heavy deals.
  'expert-chain': expertChain,
  'expert-uniform-all': expertUniformAll,
  'strong-chain': samplingPolicy('strong-chain', { ...STRONG_BUDGET, sampling: 'chain' }),
  // Session 19: Strong's search (paired sampling, the exact end from 4) over the chain's deals, with Expert's bids
  // (its 96 deals and its 85 % nil bar) — an Expert built on Strong's search and the chain rather than the tree.
  // − Strong +1.4 [−2.3, 5.0] (1,000 pairs, seed 701), − Expert −1.2 [−5.8, 3.4] (500, seed 702); it bid 55 nils
  // where Strong bid 122. Not an Expert. Strong's own bids with the chain, session 19 (1,000 pairs each): strong-chain
  // − Strong +5.9 [2.7, 9.2] (seed 605; with seeds 601–603 about +4.8 over 4,000), strong-chain-nonil − Strong +4.3
  // [2.7, 5.9] (seed 623; with seed 622 about +2.7 over 2,000).
  'expert-s': samplingPolicy('expert-s', {
    ...STRONG_BUDGET,
    sampling: 'chain',
    bidSamples: EXPERT_BUDGET.bidSamples,
    risk: EXPERT_BUDGET.risk,
  }),
  // The chain except where a nil stands (there the bid filter, inference.ts samplerFor 'chain-nonil'), and the chain
  // thinned to 3 as until session 18 (figures at inference.ts chainOf, strong.ts Budget, expert.ts EXPERT_BUDGET).
  // Strong before session 20: the follower's defaults only, not the lead's (strong.ts STRONG_BUDGET).
  'strong-follow-only': samplingPolicy('strong-follow-only', { ...STRONG_BUDGET, defaults: 'follow' }),
  // Expert before session 20: its check and exact end deal as its tree does, by the bid filter.
  'expert-s19': searchPolicy('expert-s19', {
    ...EXPERT_S29,
    checkSampling: undefined,
    bidSampling: undefined,
    defaults: 'no-book',
  }),
  // Session 20: Expert's check and end by one chain (checkchain: +4.3 [−0.4, 9.1] − Expert before, 500 pairs, seed
  // 951), by 16 chains except where a nil stands (ccs, now Expert's), overruling at 2 SE (cc2), and by the 16 chains
  // in every hand (ccs-all: it attacks with the ♥K in nil-attack-third at bot seed 1; not measured at the table).
  'expert-checkchain': searchPolicy('expert-checkchain', { ...EXPERT_S29, checkSampling: 'chain' }),
  'expert-cc2': searchPolicy('expert-cc2', { ...EXPERT_S29, checkSampling: 'chain-nonil', overrule: 2 }),
  'expert-ccs': searchPolicy('expert-ccs', { ...EXPERT_S29, checkSampling: 'chains-nonil' }),
  // Session 22, with the book's duck and low lead against a nil (determinized.ts nilDuck) it passes the scenario suite
  // as Expert does (nil-attack-third: the ♥7 at bot seeds 1–6), but − Expert (without the book's plays) −2.0
  // [−6.2, +2.2] and +0.6 [−3.5, +4.6] (500 pairs each, seeds 1001, 1002): −0.7 [−3.6, +2.2] over 1,000; points per
  // hand where a nil stands −6.0 and +5.7, blind nils made 224 of 295 against 230; CPU p95 178–179 ms against 155–159.
  // No gain for the time: Expert keeps the bid filter where a nil stands.
  'expert-ccs-all': searchPolicy('expert-ccs-all', { ...EXPERT_S29, checkSampling: 'chains', defaults: true }),
  // Session 23, the same without the book's plays, as Expert plays (expert-chains-all) − Expert: +3.9 [−0.1, +7.8] and
  // +3.6 [−0.7, +7.9] (500 pairs each, seeds 1011, 1012) → +3.7 [+0.8, +6.7] over 1,000, all of it where a nil stands
  // (the other hands are played card for card alike): its own blind nils made 261 of 325 against 248, the other
  // side's nils set 87 of 386 against 74; CPU p95 161–172 ms against 144–152. But it fails nil-attack-second, -third,
  // -third-2 and nil-lead-attack at 3 bot seeds (it takes the trick over the nil where the suite wants the duck). With
  // the book's duck under an opponent's nil (determinized.ts nilDuck; defaults 'no-book-lead', expert-chains-duck) it
  // passes the suite as Expert does, but − Expert +2.1 [−2.1, +6.2], −1.8 [−7.5, +4.0], −2.4 [−9.0, +4.1] (500, 250,
  // 250; seeds 1031–1033) → −0.0 [−3.0, +3.0] over 1,000; the other side's nils set 68 of 373 against 77. Neither
  // taken: the one breaks four positions of the suite, the other gains nothing for 20 ms more (the calibration alone is
  // no reason). What the two say: against these players the duck costs Expert's attack on a nil about as much as the
  // chains' read gains it — the positions' answers want a study at the table (scenario-study) before the next try.
  'expert-chains-all': searchPolicy('expert-chains-all', {
    ...EXPERT_S29,
    checkSampling: 'chains',
    defaults: 'no-book',
  }),
  'expert-chains-duck': searchPolicy('expert-chains-duck', {
    ...EXPERT_S29,
    checkSampling: 'chains',
    defaults: 'no-book-lead',
  }),
  // Session 24: the chains in every hand but where an opponent's nil can still be set (there the bid filter, as
  // Expert deals now): its own nils and its partner's read by the chains (inference.ts 'chains-own-nil'). Passes the
  // suite as Expert does; − Expert +1.0 [−2.6, +4.6] and −0.1 [−3.7, +3.6] (500 duplicate pairs each, seeds 1041,
  // 1042) → +0.5 [−2.1, +3.0] over 1,000: its own nils made 276 of 346 against 275, points per hand with them 73.8
  // against 73.1 — none of expert-chains-all's gain is in the side's own nils. Not taken.
  'expert-own-nil': searchPolicy('expert-own-nil', {
    ...EXPERT_S29,
    checkSampling: 'chains-own-nil',
    defaults: 'no-book',
  }),
  // The bid filter only while such a nil has yet to play to the trick (on lead too), where the duck is the attack
  // (inference.ts 'chains-nil-played'): passes the suite as Expert does; − Expert +1.3 [−1.9, +4.4] and −1.0 [−4.5,
  // +2.6] (500 each, seeds 1051, 1052) → +0.1 [−2.2, +2.5] over 1,000; the other side's nils set 63 of 340 against
  // 64; CPU p95 143–147 ms against 135–138. Not taken. With expert-own-nil it points to where expert-chains-all's +3.7
  // lies: in the decisions before an opponent's live nil plays to the trick — the suite's nil-attack positions.
  'expert-nil-played': searchPolicy('expert-nil-played', {
    ...EXPERT_S29,
    checkSampling: 'chains-nil-played',
    defaults: 'no-book',
  }),
  // Session 25: there the chains' read of the bids alone, the plays unread (inference.ts 'chains-nil-bids'): passes
  // the suite as Expert does; − Expert before (expert-s24) −0.5 [−4.3, +3.2] and +2.0 [−2.4, +6.3] (500 duplicate pairs
  // each, seeds 1071, 1072) → +0.7 [−2.2, +3.6] over 1,000; calibration at trick 6 +8.6 over uniform. Not taken.
  'expert-nil-bids': searchPolicy('expert-nil-bids', { ...EXPERT_S29, checkSampling: 'chains-nil-bids' }),
  // There the plays read at half their weight ('chains-nil-half'): Expert since session 25 (figures at expert.ts
  // EXPERT_BUDGET).
  'expert-nil-half': searchPolicy('expert-nil-half', { ...EXPERT_S29, checkSampling: 'chains-nil-half' }),
  // Session 28: Expert reading the plays by the refined player model where no nil is live (inference.ts
  // READING_REFINED, choice-refined.ts), its check racing 128 deals a card before dropping one (64): calibration of the
  // check +9.9 over uniform against +9.2; over bot seeds 1–12 of the suite 4 misses against 8; − Expert −1.3 [−4.5,
  // +2.0] over 480 duplicate pairs; session 29, −0.9 [−2.6, +0.7] over 2,280, the loss in the hands where a nil stands
  // (figures at inference.ts chainOf). Not taken.
  'expert-refined': searchPolicy('expert-refined', { ...EXPERT_S29, verifySamples: 128, reading: READING_REFINED }),
  // Session 30, the check's calibration at trick 6 on Expert's own games (calibration-study.ts 480 expert, 1,920
  // positions; Expert +9.48, expert-refined +10.15; figures at inference.ts chainOf) and the suite at bot seeds 1–3:
  // only the partner of an opponent's live nil (yet to play) read at half weight, the other seats in full
  // ('chains-nil-partner-half'): +10.38, but the ♥8 in nil-attack-second-2 (seeds 2, 3) and the ♥K in nil-attack-third
  // (seed 1); only the opponents at half ('chains-nil-opp-half'), the ♦K in nil-attack-third-2 (seed 3). Session 10's
  // model for the live nil bidders' own plays only, the others' by the refined (READING_REFINED_NIL): +10.22, the ♥8 in
  // nil-attack-second-2 (seeds 2, 3) and the ♣Q in nil-keep-discard (seed 2); for the live nils' sides
  // (READING_REFINED_SIDE): passes, +10.08. Expert as it is with the partner's half weight alone: +9.72.
  'expert-refined-partner-half': searchPolicy('expert-refined-partner-half', {
    ...EXPERT_S29,
    verifySamples: 128,
    reading: READING_REFINED,
    checkSampling: 'chains-nil-partner-half',
  }),
  'expert-refined-opp-half': searchPolicy('expert-refined-opp-half', {
    ...EXPERT_S29,
    verifySamples: 128,
    reading: READING_REFINED,
    checkSampling: 'chains-nil-opp-half',
  }),
  'expert-refined-nil': searchPolicy('expert-refined-nil', {
    ...EXPERT_S29,
    verifySamples: 128,
    reading: READING_REFINED_NIL,
  }),
  'expert-refined-side': searchPolicy('expert-refined-side', {
    ...EXPERT_S29,
    verifySamples: 128,
    reading: READING_REFINED_SIDE,
  }),
  'expert-partner-half': searchPolicy('expert-partner-half', {
    ...EXPERT_S29,
    checkSampling: 'chains-nil-partner-half',
  }),
  // Session 31: Expert reading the number bids by a bid model fitted to Expert's own bids (inference.ts BIDS_EXPERT),
  // its own bids weighed over deals so read too: its check reads Expert's games +10.54 over uniform, but it plays the ♥8
  // in nil-attack-second-2 (bot seed 2) and the ♥K in nil-attack-third (seeds 2, 3); by BIDS_STRONG where an opponent's
  // live nil has yet to play (expert-ebo) +10.42, passes the suite; − Expert +0.4 [−6.8, +7.6] over its first 240 pairs
  // (seeds 1181, 1182; the bids differ, so the pairs part from the first bid: stopped for expert-ebp).
  'expert-eb': searchPolicy('expert-eb', {
    ...EXPERT_BUDGET,
    risk: RISK_S31,
    reading: READING_REFINED_EB,
    bidReading: undefined,
  }),
  'expert-ebo': searchPolicy('expert-ebo', {
    ...EXPERT_BUDGET,
    risk: RISK_S31,
    reading: READING_REFINED_EBO,
    bidReading: undefined,
  }),
  // The same in the card play only, its bids chosen as Expert's (the pairs differ only where the play does): measured as
  // Expert since session 31 (figures at expert.ts EXPERT_BUDGET); expert-s30 is Expert before.
  'expert-ebp': searchPolicy('expert-ebp', {
    ...EXPERT_BUDGET,
    risk: RISK_S31,
    reading: READING_REFINED_EBO,
    bidReading: READING_REFINED,
  }),
  'expert-s30': searchPolicy('expert-s30', {
    ...EXPERT_BUDGET,
    risk: RISK_S31,
    reading: READING_REFINED,
    bidReading: undefined,
  }),
  // Expert before session 32 (its plain nil bar at 85 %; expert.ts EXPERT_RISK now 70 %, measured as expert-n70).
  'expert-n85': searchPolicy('expert-n85', { ...EXPERT_BUDGET, risk: RISK_S31 }),
  // expert-refined racing 64 deals a card first in a hand where a nil was bid (there the refined model is read only
  // once the nil is set, and no position of the suite needs the 128; it passes the suite at seeds 1–3): measured as
  // Expert since session 30 (figures at expert.ts EXPERT_BUDGET); expert-s29 is Expert before.
  'expert-refined-v64nil': searchPolicy('expert-refined-v64nil', {
    ...EXPERT_BUDGET,
    risk: RISK_S31,
    verifySamples: 128,
    verifySamplesNil: 64,
    reading: READING_REFINED,
  }),
  'expert-s29': searchPolicy('expert-s29', EXPERT_S29),
  // The refined model wherever the plays are read, a live nil or not: the check's calibration +10.4, but the ♥8 in
  // nil-attack-second-2 at 11 bot seeds of 12.
  'expert-refined-all': searchPolicy('expert-refined-all', {
    ...EXPERT_S29,
    reading: { choice: CHOICE_REFINED, nil: NIL_WEIGHTS },
  }),
  // Session 27: Expert before the chains read a nil bid by the fitted model (inference.ts NIL_WEIGHTS; figures at
  // expert.ts EXPERT_BUDGET).
  'expert-s26': searchPolicy('expert-s26', { ...EXPERT_S29, reading: READING_S26 }),
  // Session 26: a card the check puts above the tree's one trick before the exact end, weighed by the solver (expert.ts
  // ExpertBudget arbiter; figures at EXPERT_BUDGET). expert-arb6 was measured as Expert; expert-s25 is Expert before.
  'expert-arb6': searchPolicy('expert-arb6', { ...EXPERT_S29, arbiter: 6 }),
  'expert-s25': searchPolicy('expert-s25', { ...EXPERT_S29, arbiter: undefined }),
  // Expert before session 25: the bid filter wherever a nil stands ('chains-nonil').
  'expert-s24': searchPolicy('expert-s24', { ...EXPERT_S29, checkSampling: 'chains-nonil' }),
  // Expert before session 24: none of the book's plays (now the low singleton lead, defaults 'no-duck'; figures at
  // expert.ts EXPERT_BUDGET). The levels above measured against it (as 'expert') keep its defaults, 'no-book'.
  'expert-s23': searchPolicy('expert-s23', { ...EXPERT_S29, checkSampling: 'chains-nonil', defaults: 'no-book' }),
  // Expert before session 21: its check's read takes the bids by the hand alone, not by what each seat knew when it bid
  // (inference.ts fittedBidLikelihood).
  'expert-s20': searchPolicy('expert-s20', {
    ...EXPERT_S29,
    checkSampling: 'chains-nonil-hand',
    bidSampling: undefined,
    defaults: 'no-book',
  }),
  // Expert before session 21's bids: weighed over deals dealt by the levels' bid filter, not by the chains' read of the
  // bids made (expert.ts EXPERT_BUDGET bidSampling, figures there).
  // Strong before session 22: not the book's plays among the card player's defaults (determinized.ts singletonLead,
  // nilDuck); expert-s19, expert-s20 and expert-filter-bids leave them out too, as they measured. Expert with them
  // (expert-book; measured against Expert, which leaves them out: figures at expert.ts EXPERT_BUDGET).
  'strong-no-book': samplingPolicy('strong-no-book', { ...STRONG_BUDGET, defaults: 'no-book' }),
  'expert-book': searchPolicy('expert-book', { ...EXPERT_S29, defaults: true }),
  'expert-filter-bids': searchPolicy('expert-filter-bids', {
    ...EXPERT_S29,
    bidSampling: undefined,
    defaults: 'no-book',
  }),
  'expert-chain-nonil-filter': expertDealtBy('expert-chain-nonil-filter', 'chain-nonil'),
  'strong-chain-nonil': samplingPolicy('strong-chain-nonil', { ...STRONG_BUDGET, sampling: 'chain-nonil' }),
  'strong-chain3': samplingPolicy('strong-chain3', { ...STRONG_BUDGET, sampling: 'chain3' }),
  // The read tempered (likelihood^0.6): as sure as it is right in the middle bins (reliability-study.ts 'chain τ 0.6').
  'strong-chain6': samplingPolicy('strong-chain6', { ...STRONG_BUDGET, sampling: 'chain6' }),
  // The chain except where a nil stands at the table (there, dealing uniformly): expert-chain's own blind nils were
  // made less often (238 of 307 against 252, seeds 151–152). Against expert-uniform those hands cancel.
  // Expert dealing the real hands in 15 % of its deals (glimpse above), against expert-uniform: +12.0 [6.2, 17.8] and
  // +14.2 [8.7, 19.6] (400 pairs each, seeds 171, 172) — most of open cards' +16, with the per-card calibration of
  // the chain (0.46), which gains nothing. The search does turn information into points; what the chain's read lacks
  // is not that share but deals right as a whole (the true deal among them, or near it).
  'expert-glimpse15': glimpse('expert-glimpse15', 0.15) as unknown as Policy<View, Action>,
  'expert-chain-nonil': {
    id: 'expert-chain-nonil',
    choose: (v, legal, rng) => (v.bids.some(isNilBid) ? expertUniform : expertChain).choose(v, legal, rng),
  },
  // The bids read through the fitted bid model (inference.ts fittedBidLikelihood) instead of the levels' hard filter:
  // Strong −1.5 [−4.0, 1.1] (1,000 pairs, seed 121), Expert −2.4 [−5.0, 0.3] (500, seed 122).
  'strong-bid-choice': samplingPolicy('strong-bid-choice', {
    ...STRONG_BUDGET,
    sampling: 'legacy',
    bidSampling: 'choice',
  }),
  'expert-bid-choice': searchPolicy('expert-bid-choice', { ...EXPERT_S29, bidSampling: 'choice' }),
  // The card play's playouts attack a live nil and cover their own, as the bids' do (strong.ts says why not the levels).
  // Strong as session 13 left it: playouts that do not attack a nil, no exact end (strong.ts STRONG_BUDGET says what
  // changed): strong − strong-v13 +3.7 [0.9, 6.4] (1,000 pairs, seed 307; solving the last 3, +0.7 [−1.7, 3.1],
  // seed 303). The follower's nil attack alone
  // (strong-follow − strong-v13, as then) −0.4 [−2.9, 2.2] (1,000, seed 301); for Expert −4.6 [−9.3, 0.1] (300, seed 302).
  // The levels' bid filter read on the hands as dealt, not on the cards still held (inference.ts asDealt, figures there).
  'expert-dealt': expertDealtBy('expert-dealt', 'legacy-dealt'),
  'strong-dealt': samplingPolicy('strong-dealt', { ...STRONG_BUDGET, sampling: 'legacy-dealt' }),
  'strong-v13': samplingPolicy('strong-v13', { ...STRONG_BUDGET, sampling: 'legacy', attack: false, end: 0 }),
  'strong-follow': samplingPolicy('strong-follow', { ...STRONG_BUDGET, sampling: 'legacy', end: 0 }),
  // Session 23, Expert with it (tree and check): −2.9 [−6.3, +0.5] (500 pairs, seed 1021), all of it in hands
  // where a nil stands (the rest played card for card alike): its own blind nils made 130 of 163 against 140, the other
  // side's nils set 29 of 189 against 38. Expert keeps its playouts without.
  'expert-follow': searchPolicy('expert-follow', { ...EXPERT_S29, attack: 'follow' }),
  // Expert whose playouts (tree and check) end with their last 2 or 3 tricks solved exactly: expert-tail3 − expert +2.7
  // [−3.3, 8.6] (300 pairs, seed 310), CPU p95 210 ms against 46 (three arenas on two cores). Not taken: not sure, and dear.
  'expert-tail2': searchPolicy('expert-tail2', { ...EXPERT_S29, tail: 2 }),
  'expert-tail3': searchPolicy('expert-tail3', { ...EXPERT_S29, tail: 3 }),
  'strong-attack': samplingPolicy('strong-attack', {
    playSamples: 64,
    bidSamples: 48,
    defaults: 'follow',
    attack: true,
  }),
  'expert-attack': searchPolicy('expert-attack', { ...EXPERT_S29, attack: true }),
  // The levels before session 8: the blind-nil exchange by Casual's rule, not by sampling (search/exchange.ts).
  'strong-v4': samplingPolicy('strong-v4', { playSamples: 64, bidSamples: 48, defaults: 'follow' }),
  'expert-v4': searchPolicy('expert-v4', { ...EXPERT_S29, passSamples: 0 }),
  // Three times the tree search's iterations: +0.6 [−2.8, 4.0] over 300 pairs, the same Expert.
  'expert-it6k': searchPolicy('expert-it6k', { ...EXPERT_S29, iterations: 6000 }),
  // The levels before the paired choice.
  'strong-v1': samplingPolicy('strong-v1', { playSamples: 64, bidSamples: 48, paired: false }),
  'strong-v2': samplingPolicy('strong-v2', { playSamples: 64, bidSamples: 48, defaults: false }),
  // Strong with the lead's default (draw trumps, paired.ts leadDefault) and Expert without it, to measure it.
  'strong-lead': samplingPolicy('strong-lead', { playSamples: 64, bidSamples: 48 }),
  'expert-v3': searchPolicy('expert-v3', { ...EXPERT_S29, defaults: 'follow' }),
  'expert-v1': searchPolicy('expert-v1', { ...EXPERT_S29, verifySamples: 0 }),
  // Where Expert's edge over Strong comes from: no exact solver at the end, more deals for the bids,
  // the check's race up to 4,096 deals, the check overruling never or at 3 SE, and Strong's own card choice at 4×
  // its deals with Expert's bids. Against Strong, 500 duplicate pairs, seed 21 (points per hand, 95 % CI): expert
  // +0.1 [−5.2, 5.3]; nosolve +0.3 [−4.9, 5.4]; bid256 +0.5 [−4.8, 5.7]; check4k −6.2 [−11.4, −0.9]; keep −2.0
  // [−7.3, 3.3]; keep3 −2.0 [−7.1, 3.0]; v1 (no check) +3.5 [−2.7, 9.7]; strong-256 +0.9 [−3.8, 5.5].
  // Session 17, Expert against Expert (500 pairs each): v1 (no check) − expert −4.3 [−9.0, 0.5] (seed 441) — the check
  // pays; the check always deciding (overrule 0, a worktree level) − expert −2.8 [−6.6, 0.9] (seed 521) — so does the tree.
  // The exact end from 5 tricks left, the solver's card played (expert-solve5) or checked at 4–5 left (-solve5c);
  // figures at expert.ts EXPERT_BUDGET. expert-solve5 is the level (since session 13), expert-solve3 the older end.
  'expert-solve3': searchPolicy('expert-solve3', { ...EXPERT_S29, solveTricks: 3, solveSure: 3 }),
  'expert-solve5': searchPolicy('expert-solve5', { ...EXPERT_S29, solveTricks: 5, solveSure: 5 }),
  'expert-solve5c': searchPolicy('expert-solve5c', { ...EXPERT_S29, solveTricks: 5 }),
  // The exact end over 80 sampled deals, not 40: +2.8 [0.4, 5.3] and −0.4 [−2.5, 1.7] (300 pairs each, seeds 251, 252).
  'expert-solve5x80': searchPolicy('expert-solve5x80', { ...EXPERT_S29, solveSamples: 80 }),
  // Session 19: the exact end over 160 sampled deals, not 40 (set-keep-spades: the ♠A at bot seeds 2 and 3 with 40, at
  // none of ten with 160): − Expert −1.3 [−3.3, 0.7] (500 pairs, seed 731), CPU p95 42 ms against 34. Not taken.
  'expert-solve160': searchPolicy('expert-solve160', { ...EXPERT_S29, solveSamples: 160 }),
  // Expert before session 19: its exact end over 40 deals however few tricks are left (the level takes 160 once 4 or
  // fewer are left, expert.ts lateSolveSamples; measured then as expert-late160 against it).
  'expert-late40': searchPolicy('expert-late40', { ...EXPERT_S29, lateSolveSamples: 40 }),
  'expert-solve6': searchPolicy('expert-solve6', { ...EXPERT_S29, solveTricks: 6, solveSure: 6 }),
  'expert-solve7': searchPolicy('expert-solve7', { ...EXPERT_S29, solveTricks: 7, solveSure: 7 }),
  'expert-solve6s20': searchPolicy('expert-solve6s20', {
    ...EXPERT_S29,
    solveTricks: 6,
    solveSamples: 20,
    solveSure: 6,
  }),
  'expert-solve5n': searchPolicy('expert-solve5n', {
    ...EXPERT_S29,
    solveTricks: 5,
    solveNodes: 1_000_000,
    solveSure: 5,
  }),
  'expert-solve6n': searchPolicy('expert-solve6n', {
    ...EXPERT_S29,
    solveTricks: 6,
    solveNodes: 500_000,
    solveSure: 6,
  }),
  'expert-solve5s20': searchPolicy('expert-solve5s20', {
    ...EXPERT_S29,
    solveTricks: 5,
    solveSamples: 20,
    solveSure: 5,
  }),
  'expert-nosolve': searchPolicy('expert-nosolve', { ...EXPERT_S29, solveTricks: 0 }),
  'expert-bid256': searchPolicy('expert-bid256', { ...EXPERT_S29, bidSamples: 256 }),
  'expert-check4k': searchPolicy('expert-check4k', { ...EXPERT_S29, verifyMax: 4096 }),
  'expert-keep': searchPolicy('expert-keep', { ...EXPERT_S29, overrule: Infinity }),
  'expert-keep3': searchPolicy('expert-keep3', { ...EXPERT_S29, overrule: 3 }),
  'strong-256': samplingPolicy('strong-256', { playSamples: 256, bidSamples: 96, risk: EXPERT_BUDGET.risk }),
  'expert-v2': searchPolicy('expert-v2', { ...EXPERT_S29, defaults: false }),
  // The bid evaluation before its opponents attacked a nil, with the nil thresholds of then (Strong 0, Expert 85 %).
  'strong-noattack': samplingPolicy('strong-noattack', {
    playSamples: 64,
    bidSamples: 48,
    risk: { ...BID_RISK, nilSure: 0, attack: false },
  }),
  'expert-noattack': searchPolicy('expert-noattack', {
    ...EXPERT_S29,
    risk: { ...EXPERT_BUDGET.risk, nilSure: 0.85, attack: false },
  }),
  // Expert's nil bar before issue 24's nil-table measure (80 %; now 85 %).
  'expert-nil80': searchPolicy('expert-nil80', { ...EXPERT_S29, risk: { ...EXPERT_BUDGET.risk, nilSure: 0.8 } }),
  // Expert bidding nil as Strong does (no sureness threshold), to measure Expert's nil threshold.
  'expert-nil0': searchPolicy('expert-nil0', { ...EXPERT_S29, risk: BID_RISK }),
  // Expert's nil play and cover (or its attack on the opponents' nil) against Strong's: the same bids, the rest Strong's.
  'nil-side-expert': expertWhenNil('side'),
  'nil-attack-expert': expertWhenNil('attack'),
  'strong-bid': mixed('strong-bid', strongPolicy, casualPolicy),
  'bid-free': mixed('bid-free', bidder({ nilSure: 0, nilMargin: -1e9, numberSure: 0 }), casualPolicy),
  'bid-num': mixed('bid-num', bidder({ nilSure: 0, nilMargin: -1e9, numberSure: 0.6 }), casualPolicy),
  'bid-nil': mixed('bid-nil', bidder({ nilSure: 0.75, nilMargin: 10, numberSure: 0 }), casualPolicy),
};
