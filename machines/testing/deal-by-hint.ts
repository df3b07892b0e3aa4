// Test driver for the judge's named scenarios: the rest of a deal played with the seat following every hint (the
// judge's verdict) and the other seats by a level, from a position on; the actions appended to `actions`.
import type { Policy } from '../core/bots.ts';
import { type JudgeGame, judgePosition } from '../core/search/judge.ts';
import { rngFrom, seedState } from '../core/rng.ts';

/** What the driver asks of a game's rules. */
interface DealRules<S, A, V> {
  awaitingDeal(s: S): boolean;
  isTerminal(s: S): boolean;
  currentPlayer(s: S): unknown;
  legalActions(s: S): readonly A[];
  observe(s: S, seat: number): V;
  applyAction(s: S, a: A): S;
}

export function finishDealByHint<S, A, V>(
  rules: DealRules<S, A, V>,
  judge: JudgeGame<V, A>,
  others: Policy<V, A>,
  from: S,
  seat: number,
  actions: A[],
): S {
  const rng = rngFrom(seedState(7));
  let s = from;
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const who = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s);
    const view = rules.observe(s, who);
    const a = who === seat ? judgePosition(judge, view, legal).action : others.choose(view, legal, rng);
    actions.push(a);
    s = rules.applyAction(s, a);
  }
  return s;
}
