// The rule-based player's habits on fixed deals: nil only on a safe hand, ducking as a nil bidder,
// covering a partner's nil, avoiding bags once the contract is made.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import { type Action, rules } from '../rules/index.ts';
import { bid, dealt, play, run } from '../rules/scenario.ts';
import type { State } from '../rules/state.ts';
import { ruleBasedPolicy } from './rule-based.ts';

const choice = (s: State): Action =>
  ruleBasedPolicy.choose(
    rules.observe(s, rules.currentPlayer(s) as number),
    rules.legalActions(s),
    rngFrom(seedState(1)),
  );
const L8 = [
  '♠ 5 3 2 · ♥ Q 7 3 · ♦ K 5 2 · ♣ 9 6 4 2',
  '♠ Q 10 8 · ♥ 10 6 5 4 · ♦ Q 10 9 7 · ♣ A 8',
  '♠ A K J 6 · ♥ A 8 · ♦ A J 8 6 · ♣ K J 7',
  '♠ 9 7 4 · ♥ K J 9 2 · ♦ 4 3 · ♣ Q 10 5 3',
];
const L1 = [
  '♠ K 9 4 · ♥ A Q 8 5 · ♦ A 7 · ♣ K J 6 2',
  '♠ 10 6 5 3 · ♥ J 9 6 · ♦ J 10 9 3 · ♣ 10 7',
  '♠ 8 2 · ♥ K 7 4 2 · ♦ 8 6 2 · ♣ 9 8 5 3',
  '♠ A Q J 7 · ♥ 10 3 · ♦ K Q 5 4 · ♣ A Q 4',
];

describe('the rule-based player', () => {
  it('bids nil on the safe SPD-L8 hand, and a number on a strong one', () => {
    expect(choice(run(dealt({}, L8, 2), [bid(3, 3)]))).toEqual(bid(0, 'nil'));
    const strong = choice(run(dealt({}, L1, 2), [bid(3, 3)]));
    expect(strong.type === 'bid' && typeof strong.bid === 'number' && strong.bid >= 3).toBe(true);
  });
  it('face down and far behind: Blind Nil from the score alone; otherwise it looks first', () => {
    expect(choice(run(dealt({}, L1, 2, { totals: [0, 300] }), [bid(3, 3)]))).toEqual(bid(0, 'blind-nil'));
    expect(choice(run(dealt({}, L1, 2, { totals: [200, 300] }), [bid(3, 3)]))).toEqual({ type: 'look', seat: 0 });
  });
  it("as a nil bidder it ducks with the highest card that stays under, then sheds the king under the partner's ace", () => {
    let s = run(dealt({}, L8, 2), [bid(3, 3), bid(0, 'nil'), bid(1, 4), bid(2, 5), play(3, '9H')]);
    expect(choice(s)).toEqual(play(0, '7H'));
    s = run(s, [play(0, '7H'), play(1, '5H'), play(2, 'AH')]);
    expect(choice(s)).toEqual(play(2, 'AD')); // covering the partner's nil: lead high
    s = run(s, [play(2, 'AD'), play(3, '4D')]);
    expect(choice(s)).toEqual(play(0, 'KD'));
  });
  it('once the contract is made it plays under the winning card to avoid a bag', () => {
    let s = run(dealt({}, L1, 2), [bid(3, 3), bid(0, 1), bid(1, 3), bid(2, 1)]);
    s = run(s, [
      play(3, 'KD'),
      play(0, 'AD'),
      play(1, '3D'),
      play(2, '2D'),
      play(0, 'AH'),
      play(1, '6H'),
      play(2, '2H'),
      play(3, '3H'),
    ]);
    expect(choice(s)).toEqual(play(0, '2C')); // lead the lowest card
    s = run(s, [play(0, '2C'), play(1, '7C')]);
    expect(choice(s)).toEqual(play(2, '5C')); // ♣9 or ♣8 would win the trick
  });
});
