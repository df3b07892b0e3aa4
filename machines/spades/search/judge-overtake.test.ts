// Named scenario: overtaking partner's winning ruff throws away a sure trick. You hold the six top spades and bid
// 6, Kari 2 (side 8); Ola leads ♦A at trick 2, Kari ruffs with ♠2, Liv follows, and you, last to play and void in
// diamonds, can keep Kari's trick with any heart. Overtaking with ♠A spends a spade that wins a trick of its own
// later, so the contract then needs one more trick from elsewhere. The judge, at the app's own budget and the
// position's seed, lists ♠A; the hearts are right; the better card is ♥2, because Kari is winning the trick. The
// same deal is the saved game the browser test plays (tests/e2e/data/spades-overtake.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_GAME } from '../../core/coach/data.ts';
import { answerDrill, foundOf, observeDeal } from '../../core/coach/flow.ts';
import { choiceKey, judgePosition } from '../../core/search/judge.ts';
import type { GameRecord } from '../../core/record.ts';
import { replayState } from '../../core/replay.ts';
import { policies } from '../bots/levels/index.ts';
import { game as coachGame } from '../coach/game.ts';
import { bid, dealt, play, run } from '../rules/scenario.ts';
import { finishDealByHint } from '../../testing/deal-by-hint.ts';
import { checkDeal } from './check.ts';
import { CLEAR_COST } from './clear-cost.ts';
import { JUDGE_SAMPLES, judge } from './judge.ts';
import { type Action, type State, rules } from './rules-bridge.ts';

const hands = [
  '♠ A K Q J 10 9 · ♥ 7 6 5 4 3 2 · ♣ 5',
  '♠ 7 6 · ♥ A K 8 · ♦ A K 9 8 · ♣ A K 4 3',
  '♠ 8 5 4 3 2 · ♥ Q J 10 9 · ♣ Q J 10 9',
  '♦ Q J 10 7 6 5 4 3 2 · ♣ 8 7 6 2',
];
const before: Action[] = [
  bid(1, 4),
  bid(2, 2),
  bid(3, 1),
  bid(0, 6),
  ...[play(1, 'AC'), play(2, '9C'), play(3, '2C'), play(0, '5C')],
  ...[play(1, 'AD'), play(2, '2S'), play(3, '2D')],
];
const start = dealt({}, hands, 0);
const position = run(start, before);
const overtake: Action = play(0, 'AS');
const HEARTS = ['7H', '6H', '5H', '4H', '3H', '2H'];

describe('Spades: overtaking partner’s winning ruff with ♠A', () => {
  it('the judge lists ♠A: every heart is right, ♥2 is better because Kari is winning the trick', () => {
    const verdict = judgePosition(judge, rules.observe(position, 0), rules.legalActions(position));
    expect(verdict.right.map(choiceKey).sort()).toEqual([...HEARTS].sort());
    expect(choiceKey(verdict.action)).toBe('2H');
    expect(verdict.reason).toMatchObject({ key: 'reason.partner-winning', params: { card: '2S', player: 2 } });
    const value = (card: string) => verdict.alternatives.find((a) => choiceKey(a.action) === card)?.value ?? NaN;
    expect(value('2H') - value('AS')).toBeGreaterThanOrEqual(CLEAR_COST);
  });

  it('the saved game of the browser test is this position', () => {
    const saved = JSON.parse(
      readFileSync(new URL('../../../tests/e2e/data/spades-overtake.json', import.meta.url), 'utf8'),
    ) as GameRecord & { readonly seed: number };
    const s = replayState(rules, saved, saved.seed) as State;
    expect(rules.observe(s, 0)).toEqual(rules.observe(position, 0));
    expect(rules.legalActions(s)).toEqual(rules.legalActions(position));
  });

  it('the rest played by the hint: the check lists only the overtake, the coach counts it once, its drill agrees', () => {
    const actions = [...before, overtake];
    finishDealByHint(rules, judge, policies.casual, rules.applyAction(position, overtake), 0, actions);
    const check = checkDeal({ start, actions }, 0, JUDGE_SAMPLES);
    expect(check.plays.map((p) => [p.trick, p.card, p.better, p.reason.key])).toEqual([
      [2, 'AS', '2H', 'reason.partner-winning'],
    ]);
    const found = foundOf(check);
    const up = observeDeal(EMPTY_GAME, coachGame, { key: 'overtake', start, actions, seat: 0, found }, 1);
    expect(up.mistakes.map((m) => [m.action, m.skill])).toEqual([[before.length, 'win-cheaply']]);
    const [drill] = up.coach.drills;
    expect(up.coach.drills).toHaveLength(1);
    for (const card of HEARTS) expect(answerDrill(up.coach, drill, card, 2)?.verdict.right).toBe(true);
    expect(answerDrill(up.coach, drill, 'AS', 2)?.verdict).toEqual({
      right: false,
      choice: 'AS',
      better: '2H',
      reason: check.plays[0].reason,
    });
  });
});
