// When a computer bids Blind Nil: from the score sheet only, when the normal bid leaves
// little chance, not in two hands running, never without a partner. Figures: npm run blind-nil-study.
import { describe, expect, it } from 'vitest';
import { type DealResult, type View, rules } from '../rules/index.ts';
import { dealt } from '../rules/scenario.ts';
import { wantsBlindNil } from './blind-nil.ts';

const L1 = [
  '♠ K 9 4 · ♥ A Q 8 5 · ♦ A 7 · ♣ K J 6 2',
  '♠ 10 6 5 3 · ♥ J 9 6 · ♦ J 10 9 3 · ♣ 10 7',
  '♠ 8 2 · ♥ K 7 4 2 · ♦ 8 6 2 · ♣ 9 8 5 3',
  '♠ A Q J 7 · ♥ 10 3 · ♦ K Q 5 4 · ♣ A Q 4',
];
const L2 = [
  '♠ A K Q J · ♥ A K Q · ♦ A K Q · ♣ A K Q',
  '♠ 10 6 5 3 · ♥ J 9 6 · ♦ J 10 9 3 · ♣ 10 7',
  '♠ 8 2 · ♥ 10 7 4 2 · ♦ 8 6 2 · ♣ 9 8 5 3',
  '♠ 9 7 4 · ♥ 8 5 3 · ♦ 7 5 4 · ♣ J 6 4 2',
];

/** Seat 0's view at the start of a hand with Us (0, 2) at `us` and Them (1, 3) at `them`. */
function view(us: number, them: number, target = 500, hands = L1, extra: Partial<View> = {}): View {
  return { ...rules.observe(dealt({ target }, hands, 3, { totals: [us, them] }), 0), ...extra };
}
const bids = (b: DealResult['bids']) => ({ bids: b }) as DealResult;

describe("a computer's Blind Nil", () => {
  it.each([
    [200, 300, false, 'behind 100, the leader 200 from the target: the normal bid still has a fair chance'],
    [150, 300, false, 'behind 150, 200 to go'],
    [100, 300, true, 'behind 200'],
    [-150, 150, true, 'behind 300, early in the game'],
    [200, 350, true, 'behind 150, 150 to go'],
    [230, 350, false, 'behind 120, 150 to go'],
    [320, 420, true, 'behind 100, 80 to go'],
    [330, 420, false, 'behind 90: not even allowed'],
  ] as [number, number, boolean, string][])('Us %i, Them %i → %s (%s)', (us, them, expected) => {
    expect(wantsBlindNil(view(us, them))).toBe(expected);
  });

  it('decides from the score alone: the same score, other cards, the same decision (COM-7.3)', () => {
    for (const [us, them] of [
      [0, 300],
      [100, 300],
      [300, 410],
    ])
      expect(wantsBlindNil(view(us, them, 500, L2))).toBe(wantsBlindNil(view(us, them, 500, L1)));
    expect(view(0, 300).hand).toBeNull(); // the seat has not looked
  });

  it("not in the two hands after its own side's Blind Nil; the opponents' does not count", () => {
    const desperate = view(0, 300);
    expect(wantsBlindNil(desperate)).toBe(true);
    expect(wantsBlindNil({ ...desperate, results: [bids([3, 4, 'blind-nil', 3])] })).toBe(false);
    expect(wantsBlindNil({ ...desperate, results: [bids(['blind-nil', 4, 3, 3]), bids([3, 4, 4, 3])] })).toBe(false);
    expect(
      wantsBlindNil({ ...desperate, results: [bids(['blind-nil', 4, 3, 3]), bids([3, 4, 4, 3]), bids([3, 4, 4, 3])] }),
    ).toBe(true);
    expect(wantsBlindNil({ ...desperate, results: [bids([3, 'blind-nil', 4, 3])] })).toBe(true);
  });

  it('never without a partner (cutthroat)', () => {
    const s = dealt({ players: 'cutthroat4' }, L1, 3, { totals: [0, 300, 0, 0] });
    expect(wantsBlindNil(rules.observe(s, 0))).toBe(false);
  });
});
