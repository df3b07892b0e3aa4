// Tribello for the coach: what each of a seat's decisions is about, from its View only — the
// exchange, round 4's reversed quotas, play once the quota is decided (reached or out of reach: every trick over
// it still scores and every trick under it still costs, TRB-10.1), then the plain trick situations
// (core/coach/trick-situation.ts).
import type { CoachGame } from '../../core/coach/decisions.ts';
import { trickSituation } from '../../core/coach/trick-situation.ts';
import type { ReasonCategory } from '../../core/reasons/categories.ts';
import { type Action, type State, type View, rules } from '../rules/index.ts';
import { skills } from './skills.ts';

/**
 * Rounds 1–3: the seat's quota is decided — reached, or out of reach (it needs more tricks than it has cards
 * left). From here a player who takes the quota for a pass-or-fail target sees nothing left to play for, though
 * each trick still moves the score by a point (TRB-10.1: tricks − quota).
 */
export function quotaDecided(v: View): boolean {
  const won = v.tricks[v.seat] ?? 0;
  const quota = v.quotas[v.seat] ?? 0;
  return won >= quota || quota - won > v.hand.length;
}

export function situation(v: View, legal: readonly Action[]): ReasonCategory | null {
  if (v.phase === 'exchange') return 'exchange';
  if (v.phase === 'trump') return 'name-trump';
  if (v.phase !== 'play') return null;
  if (v.roundKind === 'avoid') return 'reversed-round';
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const facts = { seat: v.seat, hand: v.hand, legal: cards, trick: v.trick, policy: { trump: v.trump }, partner: null };
  // Quota decided: every trick over it still scores and every trick under it still costs (TRB-10.1), so each
  // card from here on is about the quota — taking this trick, or keeping the winners for the next ones rather
  // than throwing them away as if the deal were done.
  if (quotaDecided(v)) return 'quota-needed';
  return trickSituation(facts);
}

/** A drill keeps the deal in progress: the earlier deals' results are the score sheet's, not the decision's. */
const drillView = (v: View): View => ({ ...v, results: [] });

export const game: CoachGame<State, Action, View> = { rules, skills, situation, drillView };
