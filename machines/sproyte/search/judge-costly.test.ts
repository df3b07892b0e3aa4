// Named scenario: winning a trick with the ace when a small card wins it too. Clubs are trump; after the exchange
// Ola leads ♦4 and Kari plays ♦6; you, last to play, hold ♦A ♦9 ♦7. The ♦7 takes the trick; the ♦A takes it
// as well but spends a sure trick of its own later. The judge, at the app's own budget and the position's seed,
// lists ♦A; ♦7 and ♦9 are right, ♦7 better because it wins as cheaply as possible. The same deal is the saved game
// the browser test plays (tests/e2e/data/sproyte-ace.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_GAME } from '../../core/coach/data.ts';
import { answerDrill, foundOf, observeDeal } from '../../core/coach/flow.ts';
import { choiceKey, judgePosition } from '../../core/search/judge.ts';
import type { GameRecord } from '../../core/record.ts';
import { replayState } from '../../core/replay.ts';
import { policies } from '../bots/levels/index.ts';
import { game as coachGame } from '../coach/game.ts';
import { apply, dealt, exchange, opts, play } from '../rules/fixtures.ts';
import { type Action, type State, rules } from '../rules/index.ts';
import { finishDealByHint } from '../../testing/deal-by-hint.ts';
import { checkDeal } from './check.ts';
import { CLEAR_COST } from './clear-cost.ts';
import { JUDGE_SAMPLES, judge } from './judge.ts';

// The hands in the order dealt: the position's seed reads the View as it is, its hand order too.
const start = dealt(
  opts(),
  1,
  0,
  [
    '♠J ♠Q ♦5 ♣8 ♠10 ♥A ♥7 ♥4 ♣A ♦7 ♦A ♥K',
    '♣6 ♣5 ♠5 ♣4 ♣K ♥8 ♥6 ♠9 ♠6 ♥9 ♦3 ♦Q',
    '♦10 ♠8 ♠7 ♣9 ♥10 ♦J ♠3 ♠4 ♣J ♥J ♠A ♣3',
  ],
  '♦K ♦4 ♥3 ♣Q ♦8 ♣7 ♥Q ♦6 ♥5 ♠K ♦9 ♣10',
);
// The exchanges (yours is the hint's) and the first two cards of trick 1.
const before: Action[] = [
  exchange(1, '♠5 ♥8 ♥6 ♠9 ♠6 ♦3'),
  exchange(2, '♦10 ♥10 ♦J ♥J'),
  exchange(0, '♦5 ♥4'),
  play(1, '♦4'),
  play(2, '♦6'),
];
const position = apply(start, ...before);
const ace = play(0, '♦A');

describe('Sprøyte: the ace on a trick a small card wins', () => {
  it('the judge lists ♦A: ♦7 and ♦9 are right, ♦7 better because it wins the trick cheaply', () => {
    const verdict = judgePosition(judge, rules.observe(position, 0), rules.legalActions(position));
    expect(verdict.right.map(choiceKey).sort()).toEqual(['7D', '9D']);
    expect(choiceKey(verdict.action)).toBe('7D');
    expect(verdict.reason).toMatchObject({ key: 'reason.win-cheaply' });
    const value = (card: string) => verdict.alternatives.find((a) => choiceKey(a.action) === card)?.value ?? NaN;
    expect(value('7D') - value('AD')).toBeGreaterThanOrEqual(CLEAR_COST);
  });

  it('the saved game of the browser test is this position', () => {
    const saved = JSON.parse(
      readFileSync(new URL('../../../tests/e2e/data/sproyte-ace.json', import.meta.url), 'utf8'),
    ) as GameRecord & { readonly seed: number };
    const s = replayState(rules, saved, saved.seed) as State;
    expect(rules.observe(s, 0)).toEqual(rules.observe(position, 0));
    expect(rules.legalActions(s)).toEqual(rules.legalActions(position));
  });

  it('the rest played by the hint: the check lists only the ace, the coach counts it once, its drill agrees', () => {
    const actions = [...before, ace];
    finishDealByHint(rules, judge, policies.casual, rules.applyAction(position, ace), 0, actions);
    const check = checkDeal({ start, actions }, 0, JUDGE_SAMPLES);
    expect(check.exchanges).toEqual([]);
    expect(check.plays.map((p) => [p.trick, p.card, p.better, p.reason.key])).toEqual([
      [1, 'AD', '7D', 'reason.win-cheaply'],
    ]);
    const found = foundOf(check);
    const up = observeDeal(EMPTY_GAME, coachGame, { key: 'ace', start, actions, seat: 0, found }, 1);
    expect(up.mistakes.map((m) => [m.action, m.skill])).toEqual([[before.length, 'win-cheaply']]);
    const [drill] = up.coach.drills;
    expect(up.coach.drills).toHaveLength(1);
    for (const card of ['7D', '9D']) expect(answerDrill(up.coach, drill, card, 2)?.verdict.right).toBe(true);
    expect(answerDrill(up.coach, drill, 'AD', 2)?.verdict).toEqual({
      right: false,
      choice: 'AD',
      better: '7D',
      reason: check.plays[0].reason,
    });
  });
});
