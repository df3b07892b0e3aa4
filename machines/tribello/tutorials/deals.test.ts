// The lessons' tables say what rules.md TRB-14 says: deal number, dealer and quotas, the hands the engine
// deals from TRB-L2's deck and cut, the hands after the scripted exchanges, and the trick winners.
import { describe, expect, it } from 'vitest';
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { cards, hand, LIV, RUNE, stateAt, YOU } from './start.ts';
import { lessons } from './index.ts';

const byId = (id: string): Lesson<Action> => lessons.find((l) => l.id === id) as Lesson<Action>;
const at = (id: string, n: number) => {
  const l = byId(id);
  if (!l.table) throw new Error(`${id} has no table`);
  return stateAt(l.table, l.timeline, n);
};
const sorted = (cs: readonly string[]) => cs.slice().sort();

describe('rules.md TRB-14 facts, as the rules core plays them', () => {
  it.each([
    ['TRB-L2', 1, 1, YOU, [6, 4, 3]],
    ['TRB-L4', 3, 1, RUNE, [4, 3, 6]],
    ['TRB-L6', 4, 2, YOU, [6, 4, 3]],
    ['TRB-L7', 5, 2, LIV, [3, 6, 4]],
    ['TRB-L8', 9, 3, RUNE, [4, 3, 6]],
    ['TRB-L10', 12, 4, RUNE, [4, 6, 3]],
  ] as const)('%s: deal %i, round %i, dealer %i, quotas %j', (id, deal, round, dealer, quotas) => {
    const s = at(id, 0);
    expect([s.deal, s.round, s.dealer, s.quotas]).toEqual([deal, round, dealer, quotas]);
  });

  it("TRB-L2/L3: the deck and Liv's cut deal exactly the printed hands and pickup; ♥8 is trump and yours", () => {
    const s = at('TRB-L2', 0);
    expect(s.hands.map(sorted)).toEqual(
      [
        '♠ A Q · ♥ A K 10 8 4 · ♦ K 6 2 · ♣ 9 5 3',
        '♠ 3 2 · ♥ J 7 · ♦ J 10 8 5 4 3 · ♣ 10 8 6',
        '♠ J 9 6 5 4 · ♥ 5 2 · ♦ A 7 · ♣ K Q 4 2',
      ].map((h) => sorted(hand(h))),
    );
    expect(s.pickup).toEqual(cards('♥Q ♠K ♣A ♦9 ♥3 ♠7 ♠10 ♥6 ♥9 ♣J ♣7 ♠8 ♦Q'));
    expect([s.revealed, s.trump, s.hands[YOU].at(-1)]).toEqual(['8H', 'H', '8H']);
  });

  it('TRB-L3: after your exchange you hold ♠ A K Q · ♥ A K Q 10 8 4 3 · ♦ K 9 · ♣ A and 8 cards are left', () => {
    const s = at('TRB-L3', 1);
    expect(sorted(s.hands[YOU])).toEqual(sorted(hand('♠ A K Q · ♥ A K Q 10 8 4 3 · ♦ K 9 · ♣ A')));
    expect(s.pickup).toHaveLength(8);
  });

  it('TRB-L4: Liv wins trick 1 with ♦A, you win trick 2 with the ♠3', () => {
    const s = at('TRB-L4', 9);
    expect(s.played.map((t) => [t.winner, t.card])).toEqual([
      [LIV, 'AD'],
      [YOU, '3S'],
    ]);
    expect(s.hands[RUNE]).toContain('5S');
  });

  it('TRB-L6: the four discards bring ♦J ♥10 ♠8 ♣8', () => {
    const before = at('TRB-L6', 1).hands[YOU];
    expect(sorted(at('TRB-L6', 2).hands[YOU].filter((c) => !before.includes(c)))).toEqual(
      sorted(cards('♦J ♥10 ♠8 ♣8')),
    );
  });

  it('TRB-L7: Liv 9 and Rune 4 empty the pickup before your turn', () => {
    const s = at('TRB-L7', 3);
    expect([s.exchanged[LIV], s.exchanged[RUNE], s.pickup.length, s.turn]).toEqual([9, 4, 0, YOU]);
  });

  it("TRB-L8: no trump, and Liv's ♦9 beats Rune's ♦4 and your ♠A", () => {
    const s = at('TRB-L8', 6);
    expect([s.trump, s.lastTrick?.winner, s.lastTrick?.card]).toEqual([null, LIV, '9D']);
  });

  it('TRB-L10: Rune keeps ♥J, you end with ♠ 6 4 2 · ♥ 5 3 2 · ♦ 7 4 2 · ♣ 8 5 4 3, Liv keeps ♥8, Rune wins trick 1', () => {
    expect(at('TRB-L10', 1).hands[RUNE]).toEqual(expect.arrayContaining(cards('♥J ♦5 ♣6 ♠9')));
    expect(sorted(at('TRB-L10', 2).hands[YOU])).toEqual(sorted(hand('♠ 6 4 2 · ♥ 5 3 2 · ♦ 7 4 2 · ♣ 8 5 4 3')));
    const s = at('TRB-L10', 6);
    expect([s.lastTrick?.winner, s.lastTrick?.card]).toEqual([RUNE, 'JH']);
  });

  it.each([
    ['TRB-L1', 'yours', 6],
    ['TRB-L1', 'others', 4],
    ['TRB-L1', 'next', LIV],
    ['TRB-L1', 'moved', 3],
    ['TRB-L5', 'you', 1],
    ['TRB-L5', 'liv', -1],
    ['TRB-L5', 'rune', 0],
    ['TRB-L5', 'sum', 0],
    ['TRB-L9', 'quota', 3],
    ['TRB-L9', 'you', 1],
    ['TRB-L9', 'liv', -2],
    ['TRB-L9', 'rune', 1],
    ['TRB-L11', 'rune', -6],
    ['TRB-L11', 'winner', 'shared'],
  ] as const)("%s %s: the computed answer is rules.md's %s", (id, step, expected) => {
    const q = byId(id).steps.find((s) => s.id === step);
    expect(q?.kind === 'quiz' && q.answer()).toBe(expected);
  });

  it('TRB-L11: the twelve scored deals end You +3, Liv +3, Rune −6', () => {
    expect(byId('TRB-L11').steps.find((s) => s.id === 'winner')?.params).toEqual({ you: 3, liv: 3, rune: -6 });
  });
});
