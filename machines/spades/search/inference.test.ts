// Inference sees only the View (COM-7.3): the same view with other hidden cards behind it gives the
// same evidence and the same sampled deals; the sampled deals still respect every hard fact (counts, voids, the
// seat's own cards); and the evidence points the right way (a nil bidder is dealt the top spades less often).
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { decisionPoint, otherHidden } from '../bots/decision-points.test-helpers.ts';
import { type State, rules } from '../rules/index.ts';
import { cardOf, codesOf, masksOf } from './cards.ts';
import {
  BIDS_EXPERT,
  BIDS_STRONG,
  NIL_HAND_SET,
  NIL_WEIGHTS,
  READING_REFINED,
  type Reading,
  type Sampling,
  asDealt,
  bidLikelihood,
  bidModelAt,
  playEvidence,
  samplerFor,
} from './inference.ts';
import { policies } from '../bots/index.ts';
import { EXPERT_BUDGET, searchPolicy } from '../bots/levels/expert.ts';
import { liveNils } from '../bots/tactics.ts';
import { BID_CONTEXT, bidContext, bidsFit } from './evidence.ts';
import type { Sampler } from '../../core/search/sampler.ts';
import { policyLikelihood } from './policy-evidence.ts';
import { choiceLikelihood } from './choice-model.ts';
import { CHOICE_FITTED } from './choice-fitted.ts';
import { CHOICE_REFINED } from './choice-refined.ts';
import type { View } from '../rules/index.ts';
import { calibration } from './audit.ts';
import { knowledgeOf } from './knowledge.ts';
import { readFileSync } from 'node:fs';
import { parseScenario } from '../../core/reasons/scenario.ts';
import { scenarioState } from '../../core/reasons/scenario-build.ts';

const dealsOf = (
  s: State,
  seat: number,
  count: number,
  seed: number,
  sampling: Sampling | Sampler = 'inference',
): number[][] => {
  const sampler = typeof sampling === 'string' ? samplerFor(rules.observe(s, seat), sampling) : sampling;
  const rng = new FastRng(seed);
  const hands = new Int32Array(s.hands.length * 4);
  return Array.from({ length: count }, () => {
    sampler.deal(rng, hands);
    return Array.from(hands);
  });
};

describe('Spades inference', () => {
  it('never cheats: other hidden cards behind the same view give the same evidence and the same deals (COM-7.3)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 10; seed++)
      for (const steps of [3, 14, 27, 40]) {
        const s = decisionPoint(seed, {}, steps);
        if (s.phase !== 'playing' && s.phase !== 'bidding') continue;
        const seat = rules.currentPlayer(s) as number;
        const t = otherHidden(s, seat, rngFrom(seedState(seed)));
        expect(t.hands).not.toEqual(s.hands);
        expect(playEvidence(rules.observe(t, seat))).toEqual(playEvidence(rules.observe(s, seat)));
        for (const sampling of ['inference', 'policy', 'choice', 'chain', 'chains'] as const)
          expect(dealsOf(t, seat, 8, seed, sampling)).toEqual(dealsOf(s, seat, 8, seed, sampling));
        compared++;
      }
    expect(compared).toBeGreaterThan(25);
  });

  it("deals only what the view allows: counts, shown voids, the seat's own cards; no evidence about the seat itself", () => {
    for (let seed = 1; seed <= 16; seed++) {
      const s = decisionPoint(seed, { players: seed % 4 === 0 ? 'cutthroat3' : 'partners4' }, 12 + ((seed * 7) % 30));
      if (s.phase !== 'playing') continue;
      const seat = s.turn as number;
      const v = rules.observe(s, seat);
      const k = knowledgeOf(v);
      expect(playEvidence(v).every((u) => u.seat !== seat && u.weight > 0 && u.weight < 1)).toBe(true);
      for (const deal of [
        ...dealsOf(s, seat, 10, seed),
        ...dealsOf(s, seat, 10, seed, 'policy'),
        ...dealsOf(s, seat, 10, seed, 'choice'),
        ...dealsOf(s, seat, 10, seed, 'chain'),
        ...dealsOf(s, seat, 10, seed, 'chains'),
      ])
        s.hands.forEach((h, i) => {
          const dealt = codesOf(Int32Array.from(deal.slice(i * 4, i * 4 + 4))).map(cardOf);
          expect(dealt.length).toBe(h.length);
          if (i === seat) expect([...dealt].sort()).toEqual([...h].sort());
          else
            for (const c of dealt)
              expect(k.voids[i] & (1 << 'CDHS'.indexOf(c === 'BJ' || c === 'LJ' ? 'S' : c[1]))).toBe(0);
        });
    }
  });

  it("reads the bids: a nil bidder's hand with the top spades or a side ace is far less likely, a number bid fits its tricks", () => {
    const hand = (cards: number[][]) => {
      const h = new Int32Array(16);
      for (const [suit, rank] of cards) h[4 + suit] |= 1 << rank;
      return h;
    };
    const nil = bidLikelihood([null, 'nil', null, null], 0);
    const low = hand([
      [3, 2],
      [3, 3],
      [0, 2],
      [0, 5],
      [1, 4],
      [2, 6],
    ]);
    expect(
      nil(
        hand([
          [3, 14],
          [3, 3],
          [0, 2],
          [0, 5],
          [1, 4],
          [2, 6],
        ]),
      ),
    ).toBeLessThan(0.05 * nil(low));
    expect(
      nil(
        hand([
          [3, 2],
          [3, 3],
          [0, 14],
          [0, 5],
          [1, 4],
          [2, 6],
        ]),
      ),
    ).toBeLessThan(0.5 * nil(low));
    const four = bidLikelihood([null, 4, null, null], 0);
    const strong = hand([
      [3, 14],
      [3, 13],
      [3, 5],
      [0, 14],
      [0, 4],
      [0, 6],
      [1, 13],
      [1, 7],
      [2, 6],
      [2, 8],
    ]);
    expect(four(strong)).toBeGreaterThan(4 * four(low));
    // The seat's own bid says nothing to itself.
    expect(bidLikelihood(['nil', null, null, null], 0)(hand([[3, 14]]))).toBe(1);
  });

  /** How likely seat 1 bid nil on `h` (its four suit masks) by the read `w` (inference.ts bidLikelihood's nil read). */
  const nilRead = (w: readonly number[], h: Int32Array) =>
    bidLikelihood([null, 'nil'], 0, 1, undefined, w)(Int32Array.from([0, 0, 0, 0, ...h]));

  it("reads a nil by the fitted model (NIL_WEIGHTS): low side cards and short suits make a nil likelier; the hand-set read of session 26 is the same features' products", () => {
    const hand = (cards: number[][]) => {
      const h = new Int32Array(4);
      for (const [suit, rank] of cards) h[suit] |= 1 << rank;
      return h;
    };
    // The ♣9 or the ♣3 beside the same cards: the low one is likelier.
    const base = [
      [3, 2],
      [3, 5],
      [0, 4],
      [1, 3],
      [1, 7],
      [2, 5],
      [2, 8],
    ];
    expect(nilRead(NIL_WEIGHTS, hand([...base, [0, 3]]))).toBeGreaterThan(
      1.5 * nilRead(NIL_WEIGHTS, hand([...base, [0, 9]])),
    );
    // The ♠Q costs a nil more than a side queen; the ♠K more than a side king.
    expect(nilRead(NIL_WEIGHTS, hand([...base, [3, 12]]))).toBeLessThan(nilRead(NIL_WEIGHTS, hand([...base, [0, 12]])));
    expect(nilRead(NIL_WEIGHTS, hand([...base, [3, 13]]))).toBeLessThan(
      0.1 * nilRead(NIL_WEIGHTS, hand([...base, [0, 13]])),
    );
    // Session 26's read: a top spade ×0.02, the king ×0.06, the queen ×0.45, a spade beyond two ×0.6, a side ace ×0.4,
    // a side king ×0.75.
    const old = hand([
      [3, 14],
      [3, 13],
      [3, 12],
      [3, 4],
      [0, 14],
      [1, 13],
      [2, 13],
      [2, 3],
    ]);
    expect(nilRead(NIL_HAND_SET, old)).toBeCloseTo(0.02 * 0.06 * 0.45 * 0.6 ** 2 * 0.4 * 0.75 ** 2, 12);
  });

  it("reads Strong's nils better by the fitted model than by session 26's hand-set read: a nil bidder's hand ranks higher among the bidders'", () => {
    const scores = { fitted: 0, hand: 0, pairs: 0 };
    const rows: { h: Int32Array; nil: boolean }[] = [];
    for (let seed = 1; seed <= 240; seed++) {
      const r = rngFrom(seedState(seed));
      let s = rules.startDeal(rules.setup(rules.parseOptions({}), seed % 4, seed + 7000), { kind: 'shuffle' });
      while (s.phase === 'bidding')
        s = rules.applyAction(
          s,
          policies.strong.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
        );
      s.bids.forEach((b, seat) => {
        if (b === 'nil' || typeof b === 'number')
          rows.push({ h: Int32Array.from(masksOf(s.hands[seat])), nil: b === 'nil' });
      });
    }
    const nils = rows.filter((x) => x.nil);
    const others = rows.filter((x) => !x.nil);
    expect(nils.length).toBeGreaterThan(10);
    // How often a nil bidder's hand is read as likelier to bid nil than another bidder's (ties count half).
    for (const n of nils)
      for (const o of others) {
        for (const [k, w] of [
          ['fitted', NIL_WEIGHTS],
          ['hand', NIL_HAND_SET],
        ] as const) {
          const [a, b] = [nilRead(w, n.h), nilRead(w, o.h)];
          scores[k] += a > b ? 1 : a === b ? 0.5 : 0;
        }
        scores.pairs++;
      }
    expect(scores.fitted / scores.pairs).toBeGreaterThan(0.9);
    expect(scores.fitted).toBeGreaterThan(scores.hand);
  });

  it('reads a bid on the hand as dealt (asDealt): the cards a seat holds plus those it has played, so the true deal fits the bids all hand long', () => {
    let positions = 0;
    let fitDealt = 0;
    let fitHeld = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = decisionPoint(seed, {}, 16 + (seed % 6) * 6);
      if (s.phase !== 'playing' || s.tricks.length < 2) continue;
      const seat = s.turn as number;
      const v = rules.observe(s, seat);
      const truth = new Int32Array(16);
      s.hands.forEach((h, i) => truth.set(Array.from(masksOf(h)), i * 4));
      // The true holdings read as dealt are the 13 cards each seat was dealt.
      const dealt = asDealt(v, (h) => Array.from(h))(truth);
      for (let i = 0; i < 4; i++) expect(codesOf(Int32Array.from(dealt.slice(i * 4, i * 4 + 4))).length).toBe(13);
      const fit = bidsFit(v.bids, seat);
      if (asDealt(v, fit)(truth)) fitDealt++;
      if (fit(truth)) fitHeld++;
      positions++;
    }
    expect(positions).toBeGreaterThanOrEqual(30);
    // The bid filter read as dealt ('legacy-dealt') keeps the true deal in nearly every position; read on the cards
    // still held (the levels' 'legacy', which measured better at the table: inference.ts asDealt) it rules it out in many.
    expect(fitDealt).toBeGreaterThanOrEqual(0.9 * positions);
    expect(fitHeld).toBeLessThan(fitDealt - 0.1 * positions);
  });

  it("knows what each seat knew when it bid: only the bids before its own, in the order from the dealer's left (SPD-5)", () => {
    const f = new Float64Array(BID_CONTEXT);
    // Dealer 3: seat 0 bids first, then 1, 2, 3. Partners 0–2, 1–3.
    const bids = [2, 'nil', 4, 3] as const;
    bidContext(bids, 3, 0, 2, f);
    expect([...f]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    bidContext(bids, 3, 2, 0, f);
    expect([...f]).toEqual([2, 0, 0, 0, 1, 0, 2]);
    bidContext(bids, 3, 3, 1, f);
    expect([...f]).toEqual([0, 1, 6, 0, 0, 1, 6]);
    // Dealer 1: seat 2 bids first, so its partner's 2 (seat 0, third) came after it.
    bidContext(bids, 1, 2, 0, f);
    expect([...f]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    bidContext(bids, 1, 1, 3, f);
    expect([...f]).toEqual([3, 0, 6, 0, 0, 1, 9]);
  });

  /** The squared errors of two bid models on a level's number bids of deals 1‥`deals` (seats 1–3, as seat 0 sees them). */
  const expertN85 = searchPolicy('expert-n85', { ...EXPERT_BUDGET, risk: { ...EXPERT_BUDGET.risk, nilSure: 0.85 } });
  const bidErrors = (
    level: 'strong' | 'expert-n85',
    deals: number,
    models: (v: View) => readonly [(h: Int32Array, b: number) => number, (h: Int32Array, b: number) => number],
  ) => {
    const err = { first: 0, second: 0, bids: 0 };
    for (let seed = 1; seed <= deals; seed++) {
      const r = rngFrom(seedState(seed));
      let s = rules.startDeal(rules.setup(rules.parseOptions({}), seed % 4, seed), { kind: 'shuffle' });
      while (s.phase === 'bidding')
        s = rules.applyAction(
          s,
          (level === 'strong' ? policies.strong : expertN85).choose(
            rules.observe(s, rules.currentPlayer(s) as number),
            rules.legalActions(s),
            r,
          ),
        );
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, 0);
      const truth = new Int32Array(16);
      s.hands.forEach((h, i) => truth.set(Array.from(masksOf(h)), i * 4));
      const [first, second] = models(v);
      for (let seat = 1; seat < 4; seat++) {
        const bid = v.bids[seat];
        if (typeof bid !== 'number') continue;
        err.first += (first(truth, seat << 2) - bid) ** 2;
        err.second += (second(truth, seat << 2) - bid) ** 2;
        err.bids++;
      }
    }
    return err;
  };

  it("reads a number bid with what the seat knew when it bid (bidModelAt: the bids before it, its place): Strong's bids fit it far better than the hand alone", () => {
    const err = bidErrors('strong', 24, (v) => [bidModelAt(v), bidModelAt(v, false)]);
    expect(err.bids).toBeGreaterThan(50);
    // The fit (scripts/bid-fit.ts, 5,352 bids): spreads of 0.77 and 1.14, squared errors about 0.45 to 1.
    expect(err.first).toBeLessThan(0.75 * err.second);
  });

  // BIDS_EXPERT was fitted to the bids of session 31's Expert (nil bar 85 %). Since session 32 (70 %) Expert's number
  // bids fit both models alike (mean squared error 0.458 and 0.459 over 400 deals): a refit is due.
  it("reads a number bid by the model of the level that bid (BIDS_EXPERT, session 31): that Expert's bids fit Expert's model better than Strong's", () => {
    const err = bidErrors('expert-n85', 60, (v) => [
      bidModelAt(v, true, BIDS_EXPERT),
      bidModelAt(v, true, BIDS_STRONG),
    ]);
    expect(err.bids).toBeGreaterThan(120);
    // The fits (scripts/bid-fit.ts 3000 expert, 10,964 bids): spreads of 0.63 and 0.67 on Expert's bids.
    expect(err.first).toBeLessThan(err.second);
  });

  it("reads the number bids by nilToPlayBids where an opponent's live nil has yet to play, by bids otherwise ('chains-nil-half')", () => {
    const byBids: Reading = { ...READING_REFINED, bids: BIDS_EXPERT };
    const split: Reading = { ...byBids, nilToPlayBids: BIDS_STRONG };
    const deals = (v: View, reading: Reading, seed: number) => {
      const sampler = samplerFor(v, 'chains-nil-half', 64, 0.5, reading);
      const rng = new FastRng(seed);
      const hands = new Int32Array(16);
      return Array.from({ length: 16 }, () => (sampler.deal(rng, hands), [...hands]).join());
    };
    const seen = { toPlay: 0, none: 0 };
    for (let seed = 1; seed <= 400 && (seen.toPlay < 3 || seen.none < 3); seed++) {
      const s = decisionPoint(seed, {}, 8 + (seed % 5) * 4);
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, s.turn as number);
      const opponents = v.sides.flatMap((side, i) => (i === v.mySide ? [] : side));
      if (v.bids.every((b) => typeof b === 'number')) {
        // No nil: the split read is Expert's bids throughout, and Expert's bids deal otherwise than Strong's.
        expect(deals(v, split, seed)).toEqual(deals(v, byBids, seed));
        expect(deals(v, split, seed)).not.toEqual(deals(v, READING_REFINED, seed));
        seen.none++;
      } else if (liveNils(v, opponents).some((n) => !v.trick.some((p) => p.seat === n))) {
        // An opponent's live nil still to play: Strong's bids, as READING_REFINED reads them.
        expect(deals(v, split, seed)).toEqual(deals(v, READING_REFINED, seed));
        seen.toPlay++;
      }
    }
    expect(Math.min(seen.toPlay, seen.none)).toBeGreaterThanOrEqual(3);
  });

  const models = [
    ['policy', (v: View) => policyLikelihood(v)],
    ['choice', (v: View) => choiceLikelihood(v, CHOICE_FITTED)],
  ] as const;
  it.each(models)(
    'reads the plays through the player model (%s): the true deal is likelier than most sampled ones, the true holder dealt more often',
    (sampling, likelihood) => {
      let positions = 0;
      let above = 0;
      let read = 0;
      let uniform = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const s = decisionPoint(seed, {}, 30 + (seed % 4) * 5);
        if (s.phase !== 'playing') continue;
        const seat = s.turn as number;
        const v = rules.observe(s, seat);
        const like = likelihood(v);
        if (!like) continue;
        const truth = new Int32Array(16);
        s.hands.forEach((h, i) => truth.set(Array.from(masksOf(h)), i * 4));
        const others = dealsOf(s, seat, 40, seed, 'uniform').map((d) => like(Int32Array.from(d)));
        if (others.filter((w) => w < like(truth)).length > others.length / 2) above++;
        read += calibration(v, s.hands, sampling, 200, seed);
        uniform += calibration(v, s.hands, 'uniform', 200, seed);
        positions++;
      }
      expect(positions).toBeGreaterThanOrEqual(10);
      expect(above).toBeGreaterThanOrEqual(0.7 * positions);
      expect(read / positions).toBeGreaterThan(uniform / positions + 0.02);
    },
  );

  it("reads Strong's plays better by the refined player model than by session 10's: the plays of whole deals likelier", () => {
    let refined = 0;
    let old = 0;
    let plays = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const r = rngFrom(seedState(seed + 9000));
      let s = rules.startDeal(rules.setup(rules.parseOptions({}), seed % 4, seed + 9000), { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !(s.phase === 'playing' && s.tricks.length === 13))
        s = rules.applyAction(
          s,
          policies.strong.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
        );
      if (s.tricks.length < 13) continue;
      // Every seat's plays, read on the true deal (no seat's own: seat −1).
      const v = { ...rules.observe(s, 0), seat: -1 };
      const truth = new Int32Array(16);
      refined += Math.log(choiceLikelihood(v, CHOICE_REFINED)?.(truth) ?? 1);
      old += Math.log(choiceLikelihood(v, CHOICE_FITTED)?.(truth) ?? 1);
      plays += 52;
    }
    expect(plays).toBeGreaterThan(500);
    // The fits (choice-fit.ts, 300 deals left out): about 0.53 against 0.47 a play with a choice, 0.12 in the
    // logarithm; over every play here (a forced one is certain under both) about 0.06.
    expect((refined - old) / plays).toBeGreaterThan(0.025);
  });

  it("reads each seat by its own model and weight (SeatRead): the plain read is every seat in full, and a seat left unread leaves the others' product; a slip keeps every play possible", () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = decisionPoint(seed, {}, 30 + (seed % 4) * 5);
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, s.turn as number);
      const plain = choiceLikelihood(v, CHOICE_REFINED);
      if (!plain) continue;
      const seats = [0, 1, 2, 3];
      const full = choiceLikelihood(
        v,
        CHOICE_FITTED,
        seats.map(() => ({ model: CHOICE_REFINED, power: 1 })),
      )!;
      const other = (v.seat + 1) % 4;
      const without = choiceLikelihood(
        v,
        CHOICE_REFINED,
        seats.map((x) => ({ model: CHOICE_REFINED, power: x === other ? 0 : 1 })),
      )!;
      const alone = choiceLikelihood(
        v,
        CHOICE_REFINED,
        seats.map((x) => ({ model: CHOICE_REFINED, power: x === other ? 1 : 0 })),
      )!;
      const slipped = choiceLikelihood(v, CHOICE_REFINED, undefined, 0.1)!;
      const plays = v.tricks.length * 4 + v.trick.length;
      for (const d of dealsOf(s, v.seat, 20, seed, 'uniform')) {
        const h = Int32Array.from(d);
        const p = plain(h);
        expect(p).toBeGreaterThan(0);
        // Equal to the last few digits (the likelihoods are products of many plays, far below 1).
        expect(Math.abs(full(h) - p)).toBeLessThanOrEqual(1e-9 * p);
        expect(Math.abs(without(h) * alone(h) - p)).toBeLessThanOrEqual(1e-9 * p);
        expect(without(h)).toBeGreaterThan(p);
        expect(slipped(h)).toBeGreaterThanOrEqual(0.9 ** plays * p * (1 - 1e-9));
        expect(slipped(h)).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(200);
  });

  it("draws the read by a chain (chainOf, sampling 'chain'): as sure of the true holders as the untempered pool, surer than the tempered one, with more different deals", () => {
    let positions = 0;
    const sum = { chain: 0, sharp: 0, pool: 0, uniform: 0, chainDeals: 0, sharpDeals: 0 };
    for (let seed = 1; seed <= 12; seed++) {
      const s = decisionPoint(seed, {}, 30 + (seed % 4) * 5);
      if (s.phase !== 'playing') continue;
      const seat = s.turn as number;
      const v = rules.observe(s, seat);
      if (!choiceLikelihood(v, CHOICE_FITTED)) continue;
      const sharp = () => samplerFor(v, 'choice', 1024, 0);
      const distinct = (sampling: Sampling | Sampler) =>
        new Set(dealsOf(s, seat, 200, seed, sampling).map((d) => d.join())).size;
      sum.chainDeals += distinct('chain');
      sum.sharpDeals += distinct(sharp());
      sum.chain += calibration(v, s.hands, 'chain', 200, seed);
      sum.sharp += calibration(v, s.hands, sharp(), 200, seed);
      sum.pool += calibration(v, s.hands, 'choice', 200, seed);
      sum.uniform += calibration(v, s.hands, 'uniform', 200, seed);
      positions++;
    }
    expect(positions).toBeGreaterThanOrEqual(10);
    // Late in a hand the read is sure and few deals fit it, so the chain repeats deals too; but fewer than the pool.
    expect(sum.chainDeals).toBeGreaterThan(1.1 * sum.sharpDeals);
    expect(sum.chain).toBeGreaterThan(sum.sharp - 0.02 * positions);
    expect(sum.chain).toBeGreaterThan(sum.pool + 0.03 * positions);
    expect(sum.chain).toBeGreaterThan(sum.uniform + 0.1 * positions);
  });

  it("'chains-own-nil' deals by the bid filter only where an opponent's nil can still be set, by the chains elsewhere (a partner's nil too); 'chains-nil-played' only while that nil is still to play to the trick", () => {
    const at = (name: string): State =>
      scenarioState(
        rules,
        parseScenario(readFileSync(new URL(`../scenarios/${name}.txt`, import.meta.url), 'utf8'), name),
      ) as State;
    const same = (s: State, a: Sampling, b: Sampling) => {
      const seat = rules.currentPlayer(s) as number;
      return JSON.stringify(dealsOf(s, seat, 40, 7, a)) === JSON.stringify(dealsOf(s, seat, 40, 7, b));
    };
    // An opponent bid nil and has taken no trick: the filter, as Expert's check dealt where any nil stood until session 25.
    const attack = at('nil-attack-third');
    expect(same(attack, 'chains-own-nil', 'legacy')).toBe(true);
    expect(same(attack, 'chains-own-nil', 'chains')).toBe(false);
    // The partner's nil: the chains' read ('chains-nonil' still deals by the filter there).
    const cover = at('nil-cover-second');
    expect(same(cover, 'chains-own-nil', 'chains')).toBe(true);
    expect(same(cover, 'chains-nonil', 'legacy')).toBe(true);
    expect(same(cover, 'chains-own-nil', 'legacy')).toBe(false);
    // 'chains-nil-played': the filter while that nil has yet to play to the trick, the chains once its card is down.
    expect(same(attack, 'chains-nil-played', 'legacy')).toBe(true);
    const down = at('nil-attack-duck');
    expect(same(down, 'chains-own-nil', 'legacy')).toBe(true);
    expect(same(down, 'chains-nil-played', 'chains')).toBe(true);
  });

  it("'chains-nil-bids' ('chains-nil-half') deals by the chains' read of the bids alone (the plays at half weight) while an opponent's live nil has yet to play to the trick, by the whole read elsewhere", () => {
    const at = (name: string): State =>
      scenarioState(
        rules,
        parseScenario(readFileSync(new URL(`../scenarios/${name}.txt`, import.meta.url), 'utf8'), name),
      ) as State;
    const seatOf = (s: State) => rules.currentPlayer(s) as number;
    const same = (s: State, a: Sampling, b: Sampling) =>
      JSON.stringify(dealsOf(s, seatOf(s), 40, 7, a)) === JSON.stringify(dealsOf(s, seatOf(s), 40, 7, b));
    const attack = at('nil-attack-third');
    expect(same(attack, 'chains-nil-bids', 'chains-bids')).toBe(true);
    expect(same(attack, 'chains-nil-bids', 'chains')).toBe(false);
    expect(same(at('nil-attack-duck'), 'chains-nil-bids', 'chains')).toBe(true);
    expect(same(at('nil-cover-second'), 'chains-nil-bids', 'chains')).toBe(true);
    // The position's point: the nil bidder (seat 1, last to play) holds hearts above the ♥8 and none below it, so the
    // duck makes it win. The plays' read deals that layout far less often than the bids alone, or than voids only.
    const forced = (sampling: Sampling) =>
      dealsOf(attack, seatOf(attack), 400, 7, sampling).filter((h) => {
        const hearts = h[1 * 4 + 2];
        return (hearts & ~0x1ff) !== 0 && (hearts & 0xff) === 0;
      }).length;
    const bidsOnly = forced('chains-bids');
    expect(bidsOnly).toBeGreaterThan(2 * forced('chains'));
    // Expert's check there since session 25: the plays at half their weight, more open to the duck than the whole read
    // (session 26, the nil read set by hand: 35 of 400 deals against 22; since the nil read is fitted, session 27, 18
    // against 13 — the fitted read deals a nil bidder low cards beside its high ones).
    expect(same(attack, 'chains-nil-half', 'chains-half')).toBe(true);
    expect(same(at('nil-attack-duck'), 'chains-nil-half', 'chains')).toBe(true);
    expect(forced('chains-half')).toBeGreaterThan(forced('chains'));
    expect(forced('uniform')).toBeGreaterThan(forced('chains'));
    expect(bidsOnly).toBeGreaterThan(40);
  });
});
