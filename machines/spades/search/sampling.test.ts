// How the levels deal the hidden cards (sampling.ts, chains.ts): from the View alone, within what it allows, and
// the chains' read of the bids and plays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../core/reasons/scenario.ts';
import { scenarioState } from '../../core/reasons/scenario-build.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { type Sampler, samplerOf } from '../../core/search/sampler.ts';
import { decisionPoint, otherHidden } from '../bots/decision-points.test-helpers.ts';
import { liveNils } from '../bots/tactics.ts';
import { type State, type View, rules } from '../rules/index.ts';
import { BIDS_EXPERT, BIDS_STRONG } from './bid-read.ts';
import { cardOf, codesOf } from './cards.ts';
import { REFINED_READING, type Reading } from './chains.ts';
import { CHOICE_FITTED, CHOICE_REFINED, choiceLikelihood } from './choice-model.ts';
import { knowledgeOf } from './knowledge.ts';
import { type Sampling, samplerFor } from './sampling.ts';

const dealsOf = (
  s: State,
  seat: number,
  count: number,
  seed: number,
  sampling: Sampling | Sampler = 'chains',
): number[][] => {
  const sampler = typeof sampling === 'string' ? samplerFor(rules.observe(s, seat), sampling) : sampling;
  const rng = new FastRng(seed);
  const hands = new Int32Array(s.hands.length * 4);
  return Array.from({ length: count }, () => {
    sampler.deal(rng, hands);
    return Array.from(hands);
  });
};

/** Voids only: every hidden card equally likely wherever the view allows it. */
const uniform = (s: State, seat: number) => samplerOf(knowledgeOf(rules.observe(s, seat)));

describe('Spades sampling', () => {
  it('never cheats: other hidden cards behind the same view give the same evidence and the same deals (COM-7.3)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 4; seed++)
      for (const steps of [3, 14, 27, 40]) {
        const s = decisionPoint(seed, {}, steps);
        if (s.phase !== 'playing' && s.phase !== 'bidding') continue;
        const seat = rules.currentPlayer(s) as number;
        const t = otherHidden(s, seat, rngFrom(seedState(seed)));
        expect(t.hands).not.toEqual(s.hands);
        for (const sampling of ['bid-filter', 'chains', 'chains-nil-to-play'] as const)
          expect(dealsOf(t, seat, 8, seed, sampling)).toEqual(dealsOf(s, seat, 8, seed, sampling));
        compared++;
      }
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it("deals only what the view allows: counts, shown voids, the seat's own cards", () => {
    for (let seed = 1; seed <= 16; seed++) {
      const s = decisionPoint(seed, { players: seed % 4 === 0 ? 'cutthroat3' : 'partners4' }, 12 + ((seed * 7) % 30));
      if (s.phase !== 'playing') continue;
      const seat = s.turn as number;
      const v = rules.observe(s, seat);
      const k = knowledgeOf(v);
      for (const deal of [...dealsOf(s, seat, 10, seed), ...dealsOf(s, seat, 10, seed, 'chains')])
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

  it("reads the number bids by nilToPlayBids where an opponent's live nil has yet to play, by bids otherwise ('chains-nil-to-play')", () => {
    const byBids: Reading = { ...REFINED_READING, bids: BIDS_EXPERT };
    const split: Reading = { ...byBids, nilToPlayBids: BIDS_STRONG };
    const deals = (v: View, reading: Reading, seed: number) => {
      const sampler = samplerFor(v, 'chains-nil-to-play', reading);
      const rng = new FastRng(seed);
      const hands = new Int32Array(16);
      return Array.from({ length: 16 }, () => (sampler.deal(rng, hands), [...hands]).join());
    };
    const seen = { toPlay: 0, none: 0 };
    for (let seed = 1; seed <= 400 && (seen.toPlay < 2 || seen.none < 2); seed++) {
      const s = decisionPoint(seed, {}, 8 + (seed % 5) * 4);
      if (s.phase !== 'playing') continue;
      const v = rules.observe(s, s.turn as number);
      const opponents = v.sides.flatMap((side, i) => (i === v.mySide ? [] : side));
      if (v.bids.every((b) => typeof b === 'number')) {
        // No nil: the split read is Expert's bids throughout, and Expert's bids deal otherwise than Strong's.
        expect(deals(v, split, seed)).toEqual(deals(v, byBids, seed));
        expect(deals(v, split, seed)).not.toEqual(deals(v, REFINED_READING, seed));
        seen.none++;
      } else if (liveNils(v, opponents).some((n) => !v.trick.some((p) => p.seat === n))) {
        // An opponent's live nil still to play: Strong's bids, as REFINED_READING reads them.
        expect(deals(v, split, seed)).toEqual(deals(v, REFINED_READING, seed));
        seen.toPlay++;
      }
    }
    expect(Math.min(seen.toPlay, seen.none)).toBeGreaterThanOrEqual(2);
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
      for (const d of dealsOf(s, v.seat, 20, seed, uniform(s, v.seat))) {
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

  it("'chains-nil-to-play' reads the plays at half weight while an opponent's live nil has yet to play, so it deals the layout where the duck sets the nil more often than the whole read", () => {
    const at = (name: string): State =>
      scenarioState(
        rules,
        parseScenario(readFileSync(new URL(`../scenarios/${name}.txt`, import.meta.url), 'utf8'), name),
      ) as State;
    const seatOf = (s: State) => rules.currentPlayer(s) as number;
    const same = (s: State, a: Sampling, b: Sampling) =>
      JSON.stringify(dealsOf(s, seatOf(s), 40, 7, a)) === JSON.stringify(dealsOf(s, seatOf(s), 40, 7, b));
    const attack = at('nil-attack-third');
    // The nil bidder (seat 1, last to play) holds hearts above the ♥8 and none below it: the duck makes it win.
    const forced = (sampling: Sampling) =>
      dealsOf(attack, seatOf(attack), 400, 7, sampling).filter((h) => {
        const hearts = h[1 * 4 + 2];
        return (hearts & ~0x1ff) !== 0 && (hearts & 0xff) === 0;
      }).length;
    expect(forced('chains-nil-to-play')).toBeGreaterThan(forced('chains'));
    // Once the nil's card is down, or where the nil is the partner's, the whole read.
    expect(same(at('nil-attack-duck'), 'chains-nil-to-play', 'chains')).toBe(true);
    expect(same(at('nil-cover-second'), 'chains-nil-to-play', 'chains')).toBe(true);
  });
});
