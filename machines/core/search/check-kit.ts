// The play check shared by the games: after a deal, each of a seat's plays and exchanges is judged by the one
// judgement of its position (core/search/judge.ts: the seat's own View at that moment, never the hidden cards, the seed
// from the position, the game's fixed budget), and the choices outside the right set are listed with the better
// choice and its reason — the same the hint would have suggested there, so a hint followed is never listed.
import type { Card } from '../cards.ts';
import type { Reason } from '../reasons/reason.ts';
import { type JudgeGame, choiceKey, judged, judgePosition } from './judge.ts';

/** One costly play (the same type for every game, docs/architecture.md "One judge"). */
export interface CostlyPlay {
  /** Trick number from 1. */
  readonly trick: number;
  /** Index of the play in its deal's actions (records.md): with the deal index, the position to review or drill. */
  readonly action: number;
  readonly seat: number;
  readonly card: Card;
  readonly better: Card;
  /** Points per deal the play cost against the better one (the seat's score less the others' mean). */
  readonly cost: number;
  /** Why the better card was better, from the seat's own View at that moment (never the hidden cards). */
  readonly reason: Reason;
  /** The choices within noise of the best there (core/search/judge.ts choiceKey): any of them was right. */
  readonly right: readonly string[];
}

/** One costly exchange: the discards made and the better ones (none: keep the hand). */
export interface CostlyExchange {
  readonly action: number;
  readonly seat: number;
  readonly played: readonly Card[];
  readonly better: readonly Card[];
  readonly cost: number;
  readonly reason: Reason;
  readonly right: readonly string[];
}

/** What the check found in one deal for one seat. */
export interface DealCheck {
  readonly plays: readonly CostlyPlay[];
  readonly exchanges: readonly CostlyExchange[];
}

type Choice = {
  readonly type: string;
  readonly seat: number;
  readonly card?: Card;
  readonly discards?: readonly Card[];
};

export interface CheckGame<S, A extends Choice, V> {
  readonly rules: { legalActions(s: S): readonly A[]; observe(s: S, seat: number): V; applyAction(s: S, a: A): S };
  readonly judge: JudgeGame<V, A>;
  readonly trickNumber: (s: S) => number;
  /** The game's positions the evaluation cannot weigh (a form played with two decks): nothing is listed. */
  readonly searchable?: (s: S) => boolean;
}

/**
 * Check `seat`'s plays and exchanges in one deal given as its starting state (just dealt) and its actions.
 * `samples` stands in for the game's budget in tests only: the app always judges at the game's own.
 */
export function checkDealWith<S, A extends Choice, V>(
  game: CheckGame<S, A, V>,
  deal: { readonly start: S; readonly actions: readonly A[] },
  seat: number,
  samples = game.judge.samples,
): DealCheck {
  const { rules, trickNumber } = game;
  const judge = { ...game.judge, samples };
  const plays: CostlyPlay[] = [];
  const exchanges: CostlyExchange[] = [];
  let s = deal.start;
  if (game.searchable && !game.searchable(s)) return { plays, exchanges };
  for (const [at, a] of deal.actions.entries()) {
    if (a.seat === seat && (a.type === 'play' || a.type === 'exchange')) {
      const legal = rules.legalActions(s);
      const j = legal.length > 1 ? judged(judgePosition(judge, rules.observe(s, seat), legal), a) : null;
      if (j && !j.right) {
        const best = j.verdict.action;
        const { reason } = j.verdict;
        const right = j.verdict.right.map(choiceKey);
        if (a.type === 'play' && a.card !== undefined && best.card !== undefined)
          plays.push({
            trick: trickNumber(s),
            action: at,
            seat,
            card: a.card,
            better: best.card,
            cost: j.cost,
            reason,
            right,
          });
        else if (a.type === 'exchange')
          exchanges.push({
            action: at,
            seat,
            played: a.discards ?? [],
            better: best.discards ?? [],
            cost: j.cost,
            reason,
            right,
          });
      }
    }
    s = rules.applyAction(s, a);
  }
  return { plays, exchanges };
}

type Deal<S, A> = { readonly start: S; readonly actions: readonly A[] };

/** A game's play check: the whole deal (`checkDeal`) and its costly plays alone (`checkPlays`, exchanges left out). */
export function checkersOf<S, A extends Choice, V>(game: CheckGame<S, A, V>) {
  const checkDeal = (deal: Deal<S, A>, seat: number, samples?: number): DealCheck =>
    checkDealWith(game, deal, seat, samples);
  const checkPlays = (deal: Deal<S, A>, seat: number, samples?: number): CostlyPlay[] => [
    ...checkDeal(deal, seat, samples).plays,
  ];
  return { checkDeal, checkPlays };
}
