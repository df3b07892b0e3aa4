// Sprøyte for the coach: what each of a seat's decisions is about, from its View only — the exchange
// and the talon, nullo play, taking tricks past four in a trump or grand deal, then the plain trick situations
// (core/coach/trick-situation.ts).
import type { CoachGame } from '../../core/coach/decisions.ts';
import { trickSituation } from '../../core/coach/trick-situation.ts';
import type { ReasonCategory } from '../../core/reasons/categories.ts';
import { type Action, type State, type View, rules } from '../rules/index.ts';
import { trickPolicy } from '../rules/play.ts';
import { skills } from './skills.ts';

/** From four tricks on, each further trick scores (SPR-9.2). */
const BASELINE = 4;

export function situation(v: View, legal: readonly Action[]): ReasonCategory | null {
  if (v.phase === 'exchange') return 'exchange';
  if (v.phase === 'talon') return 'talon';
  if (v.phase !== 'play') return null;
  if (v.contract === 'nullo') return 'under-four';
  if (v.tricks[v.seat] >= BASELINE) return 'over-four';
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  return trickSituation({
    seat: v.seat,
    hand: v.hand,
    legal: cards,
    trick: v.trick,
    policy: trickPolicy(v),
    partner: null,
  });
}

/** A drill keeps the deal in progress: the earlier deals' results are the score sheet's, not the decision's. */
const drillView = (v: View): View => ({ ...v, results: [] });

export const game: CoachGame<State, Action, View> = { rules, skills, situation, drillView };
