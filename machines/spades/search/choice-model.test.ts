// The learned player model: the kinds of card are the ones a player names (the cheapest winner, the
// lowest loser, the cheapest ruff …), the fitted strengths say what the levels do (second hand plays low, the last
// seat wins cheaply), and a live nil is a situation of its own. That the model reads the plays the right way (the
// true deal likelier than most sampled ones, the true holder dealt more often) is tested in inference.test.ts.
import { describe, expect, it } from 'vitest';
import { TrickSim } from '../../core/search/trick-sim.ts';
import { decisionPoint } from '../bots/decision-points.test-helpers.ts';
import { rules } from '../rules/index.ts';
import { codeOf } from './cards.ts';
import {
  CHOICE_FITTED,
  CHOICE_REFINED,
  KINDS,
  REFINED_KINDS,
  REFINED_RUN,
  REFINED_SITUATIONS,
  RUN,
  SITUATIONS,
  type Table,
  choiceProbability,
  classify,
  isRefined,
  tableFacts,
} from './choice-model.ts';
import { simRulesOf } from './position.ts';

const options = rules.parseOptions({});
const noNils = {
  partner: Int8Array.from([2, 3, 0, 1]),
  nil: new Uint8Array(4),
  contract: Int8Array.from([8, 5, 8, 5]),
};

/** A sim with the given hands (card lists per seat), the trick so far led by `leader`, seat to act next. */
function position(hands: string[][], leader: number, trick: string[]) {
  const sim = new TrickSim(simRulesOf(options));
  hands.forEach((h, seat) => {
    for (const c of h) sim.hands[(seat << 2) | (codeOf(c) >> 5)] |= 1 << (codeOf(c) & 31);
  });
  trick.forEach((c, i) => {
    const seat = (leader + i) % 4;
    sim.hands[(seat << 2) | (codeOf(c) >> 5)] |= 1 << (codeOf(c) & 31);
  });
  sim.reset(1, [], [0, 0, 0, 0], leader, false); // the second trick: no first-trick ban on spades
  for (const c of trick) sim.play(codeOf(c));
  return sim;
}

const kindsOf = (sim: TrickSim, t: Table = noNils, refined = false) => {
  const codes = new Int32Array(16);
  const kinds = new Int8Array(16);
  const out = new Int32Array(1);
  const k = classify(sim, t, codes, kinds, out, refined);
  const kind = (c: string) => kinds[Array.from(codes.subarray(0, k)).indexOf(codeOf(c))];
  return { codes, kinds, k, situation: out[0], kind };
};

describe('Spades player model (choice-model.ts)', () => {
  it('names the kinds a player thinks in: following, cheapest winner · highest · lowest loser; off suit, cheapest ruff and the shortest suit', () => {
    // Seat 1 follows ♥ to ♥J led by seat 0: ♥Q is the cheapest winner, ♥A the highest, ♥2 the lowest loser. ♥A, ♥K
    // and ♥5 have the next lower card still in play in the seat's own hand (the same play as a cheaper card): RUN.
    const follow = position([['2C'], ['2H', '5H', 'QH', 'KH', 'AH'], ['3C'], ['4C']], 0, ['JH']);
    const f = kindsOf(follow);
    expect([f.kind('QH'), f.kind('AH'), f.kind('KH'), f.kind('2H'), f.kind('5H')]).toEqual([
      0,
      1 + RUN,
      2 + RUN,
      3,
      4 + RUN,
    ]);
    // Seat 3 has no ♦ to ♦K: ♠3 the cheapest ruff, ♠9 another, ♣4 the lowest of the shortest side suit (♣4 ♣Q); ♣4
    // is not the same play as ♣Q (♣3 and ♣2 are still out), ♠9 is as ♠3 (no spade between them is in play).
    const off = position([['2C'], ['3C'], ['5D'], ['3S', '9S', '4C', 'QC', '2H', '6H', '8H']], 2, ['KD']);
    const o = kindsOf(off);
    expect([o.kind('3S'), o.kind('9S'), o.kind('4C'), o.kind('2H'), o.kind('QC'), o.kind('8H'), o.kind('6H')]).toEqual([
      0,
      1 + RUN,
      3,
      4,
      5 + RUN,
      5 + RUN,
      6 + RUN,
    ]);
    for (const x of [f, o]) for (let i = 0; i < x.k; i++) expect(x.kinds[i]).toBeLessThan(KINDS);
  });

  it('says what the levels do: second hand plays its lowest loser rather than win, the last seat wins with its cheapest card', () => {
    const second = kindsOf(position([['2C'], ['2H', 'KH', 'AH'], ['3C'], ['4C']], 0, ['JH']));
    const p = (x: ReturnType<typeof kindsOf>, c: string) =>
      choiceProbability(CHOICE_FITTED, x.situation, codeOf(c), x.codes, x.kinds, x.k);
    expect(p(second, '2H')).toBeGreaterThan(p(second, 'KH'));
    expect(p(second, '2H')).toBeGreaterThan(p(second, 'AH'));
    const last = kindsOf(position([['QH'], ['3C'], ['4C'], ['2H', 'KH', 'AH']], 0, ['JH', '3C', '4C']));
    expect(p(last, 'KH')).toBeGreaterThan(p(last, 'AH'));
    expect(p(last, 'KH')).toBeGreaterThan(p(last, '2H'));
    // With ♥Q ♥K over ♥J the last seat wins with the ♥Q: the ♥K is the same play, dearer.
    const pair = kindsOf(position([['2C'], ['3C'], ['4C'], ['QH', 'KH', '2H']], 0, ['JH', '2C', '3C']));
    expect(p(pair, 'QH')).toBeGreaterThan(5 * p(pair, 'KH'));
    const total = ['2H', 'KH', 'AH'].reduce((t, c) => t + p(last, c), 0);
    expect(total).toBeCloseTo(1, 9);
  });

  it('reads a live nil: a nil bidder is told apart from its partner and its opponents', () => {
    const sim = position([['2C'], ['2H', 'KH'], ['3C'], ['4C']], 0, ['JH']);
    const t = tableFacts({ ...rules.observe(decisionPoint(1, {}, 0), 0), bids: [3, 'nil', 4, 2] });
    const mine = kindsOf(sim, t).situation;
    const plain = kindsOf(sim).situation;
    expect(mine).not.toBe(plain);
  });

  it('refined: a master is a card no other seat beats, a winner no later card beats and a thrown singleton are kinds of their own', () => {
    expect(isRefined(CHOICE_REFINED)).toBe(true);
    expect(isRefined(CHOICE_FITTED)).toBe(false);
    expect(CHOICE_REFINED.length).toBe(REFINED_SITUATIONS * REFINED_KINDS);
    expect(CHOICE_FITTED.length).toBe(SITUATIONS * KINDS);
    // Seat 0 leads holding ♥A ♥K ♥4 and ♦Q ♦7 ♦3 (♦A, ♦K with the others). The plain model calls only the ♥A a
    // master and the ♥K "another card"; refined, the ♥K is the cheaper of two masters and the ♥A the dearer, and the
    // ♥4 is led low under the seat's own master (8) while the ♦3 is the lowest of a short suit (3).
    const lead = position(
      [
        ['AH', 'KH', '4H', 'QD', '7D', '3D'],
        ['AD', '2C'],
        ['KD', '3C'],
        ['5H', '4C'],
      ],
      0,
      [],
    );
    const old = kindsOf(lead);
    const ref = kindsOf(lead, noNils, true);
    expect([old.kind('AH'), old.kind('KH'), old.kind('4H'), old.kind('3D')]).toEqual([0 + RUN, 4, 3, 3]);
    expect([ref.kind('AH'), ref.kind('KH'), ref.kind('4H'), ref.kind('3D')]).toEqual([0 + REFINED_RUN, 0, 8, 3]);
    // Seat 1 second to the ♥J with ♥A ♥Q ♥2 (the ♥K still out): the ♥Q is the cheapest winner, the ♥A a winner no
    // later card beats (7: not the cheapest); in the last seat there is no such kind.
    const second = kindsOf(position([['2C'], ['AH', 'QH', '2H'], ['KH', '3C'], ['4C']], 0, ['JH']), noNils, true);
    expect([second.kind('QH'), second.kind('AH'), second.kind('2H')]).toEqual([0, 7, 3]);
    const alone = kindsOf(position([['2C'], ['AH', '2H'], ['KH', '3C'], ['4C']], 0, ['JH']), noNils, true);
    expect(alone.kind('AH')).toBe(6);
    // Off suit with a singleton ♣4 and ♥2 ♥6: the singleton thrown is kind 7, not 3.
    const off = kindsOf(position([['2C'], ['3C'], ['5D'], ['4C', '2H', '6H']], 2, ['KD']), noNils, true);
    expect([off.kind('4C'), off.kind('2H')]).toEqual([7, 4]);
    // The next seat's side short of its bid doubles the situations: seats 1 and 3 bid 5 together and have no trick.
    const plain = kindsOf(lead, { ...noNils, contract: Int8Array.from([8, 0, 8, 0]) }, true).situation;
    expect(ref.situation).toBe(plain + SITUATIONS);
    for (const x of [ref, second, alone, off])
      for (let i = 0; i < x.k; i++) expect(x.kinds[i]).toBeLessThan(REFINED_KINDS);
  });

  it('refined, says what Strong does: the ace in second seat is played more readily than a king the ace can still beat', () => {
    const p = (x: ReturnType<typeof kindsOf>, c: string) =>
      choiceProbability(CHOICE_REFINED, x.situation, codeOf(c), x.codes, x.kinds, x.k);
    const withAce = kindsOf(position([['2C'], ['AH', '2H'], ['QH', '3C'], ['4C']], 0, ['JH']), noNils, true);
    const withKing = kindsOf(position([['2C'], ['KH', '2H'], ['AH', '3C'], ['4C']], 0, ['JH']), noNils, true);
    expect(p(withAce, 'AH')).toBeGreaterThan(p(withKing, 'KH'));
  });
});
