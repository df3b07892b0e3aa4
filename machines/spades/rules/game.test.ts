// Whole hands through the engine: scoring at the end of a hand, the end of the game, three-player cutthroat.
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../testing/testkit.ts';
import { rules } from './index.ts';
import { bid, dealt, run } from './scenario.ts';
import type { Options } from './options.ts';
import type { State } from './state.ts';

/** South holds every spade: with dealer East, South leads and wins all thirteen tricks. */
const SWEEP = [
  '♠ A K Q J 10 9 8 7 6 5 4 3 2',
  '♦ A K Q J 10 9 8 7 6 5 4 3 2',
  '♥ A K Q J 10 9 8 7 6 5 4 3 2',
  '♣ A K Q J 10 9 8 7 6 5 4 3 2',
];

function playOut(s: State): State {
  let t = s;
  while (t.phase === 'playing') t = rules.applyAction(t, rules.legalActions(t)[0]);
  return t;
}

const sweep = (
  o: Partial<Options>,
  bids: [number, number, number, number],
  before?: { totals?: number[]; bags?: number[] },
) => playOut(run(dealt(o, SWEEP, 3, before), [bid(0, bids[0]), bid(1, bids[1]), bid(2, bids[2]), bid(3, bids[3])]));

describe('a whole hand scored by the engine', () => {
  it('South takes all 13: Us 7 + 6 made with 0 bags; Them 1 + 1 set', () => {
    const s = sweep({}, [7, 1, 6, 1]);
    expect(s.tricksWon).toEqual([13, 0, 0, 0]);
    expect(s.phase).toBe('awaitingDeal');
    expect(s.dealer).toBe(0);
    expect(rules.report(s).deals[0]).toEqual({
      dealer: 3,
      bids: [7, 1, 6, 1],
      tricks: [13, 0, 0, 0],
      points: [130, -20],
      bags: [0, 0],
      totals: [130, -20],
    });
    expect(s.results[0].sides[0].lines).toEqual([
      { rule: 'SPD-8.1', key: 'contractMade', points: 130, params: { contract: 13 } },
    ]);
  });
  it('SPD-T22: moon made → +200; "win" ends the game at once whatever the totals', () => {
    expect(sweep({ moon: 200 }, [7, 1, 6, 1]).totals).toEqual([200, -20]);
    const won = sweep({ moon: 'win' }, [7, 1, 6, 1], { totals: [-400, 450] });
    expect(won).toMatchObject({ phase: 'gameOver', winners: [0], totals: [-270, 430] });
    expect(rules.report(won)).toMatchObject({ finished: true, winners: [0] });
  });
  it('SPD-T17: 505 / 480 → Us; both over → the higher total; equal → another hand', () => {
    expect(sweep({}, [4, 1, 3, 1], { totals: [430, 480] })).toMatchObject({ phase: 'gameOver', winners: [0] });
    expect(sweep({}, [4, 1, 3, 1], { totals: [460, 560] })).toMatchObject({
      phase: 'gameOver',
      totals: [536, 540],
      winners: [1],
    });
    const tie = sweep({ bags: 'off' }, [6, 1, 6, 1], { totals: [390, 530] }); // +121 → 511; −20 → 510
    expect(tie.totals).toEqual([511, 510]);
    const equal = sweep({ bags: 'off' }, [6, 1, 6, 1], { totals: [389, 530] });
    expect(equal).toMatchObject({ phase: 'awaitingDeal', totals: [510, 510], winners: [] });
  });
  it('SPD-T18: the bag penalty comes before the end check', () => {
    const s = sweep({}, [1, 1, 1, 1], { totals: [480, 0], bags: [9, 0] }); // contract 2 taken 13: +31 → 511, 20 bags: −200
    expect(s.results[0].sides[0]).toMatchObject({ points: 20 + 11 - 200, bagsAfter: 0 });
    expect(s).toMatchObject({ phase: 'awaitingDeal', totals: [311, -20] });
  });
  it('SPD-T24: a side at −200 or below loses when the losing score is on', () => {
    expect(sweep({ losingScore: -200 }, [7, 1, 6, 1], { totals: [0, -180] })).toMatchObject({
      phase: 'gameOver',
      winners: [0],
    });
    expect(sweep({}, [7, 1, 6, 1], { totals: [0, -180] })).toMatchObject({ phase: 'awaitingDeal' });
  });
});

describe('SPD-T20 three-player cutthroat', () => {
  it('17 tricks, per-player scores and bags, blind nil without an exchange, eligibility against the leader', () => {
    const o = rules.parseOptions({ players: 'cutthroat3' });
    const p = randomPlayout(rules, o, 4, 3);
    for (const r of p.final.results) {
      expect(r.tricks.reduce((a, b) => a + b, 0)).toBe(17);
      expect(r.sides.map((x) => x.seats)).toEqual([[0], [1], [2]]);
    }
    const s = rules.startDeal({ ...rules.setup(o, 0, 1), totals: [100, 250, 160] }, { kind: 'shuffle' });
    expect(s.eligible).toEqual([true, false, false]);
    const t = run(s, [bid(1, 5), bid(2, 4), bid(0, 'blind-nil')]);
    expect(t.phase).toBe('playing');
    expect(t.hands.map((h) => h.length)).toEqual([17, 17, 17]);
    expect(
      rules.legalActions(run(s, [bid(1, 5), bid(2, 4)])).map((a) => (a.type === 'bid' ? a.bid : a.type)),
    ).toContain(17);
  });
});
