// Tribello for the coach (issue 23): what each of a seat's decisions is about, from its View only — the
// exchange, round 4's reversed quotas, play once the quota is reached (every trick over it still scores,
// TRB-10.1), then the plain trick situations (core/coach/trick-situation.ts).
import type { CoachGame } from '../../core/coach/decisions.ts';
import { trickSituation } from '../../core/coach/trick-situation.ts';
import type { ReasonCategory } from '../../core/reasons/categories.ts';
import { type Action, type State, type View, rules } from '../rules/index.ts';
import { skills } from './skills.ts';

export function situation(v: View, legal: readonly Action[]): ReasonCategory | null {
  if (v.phase === 'exchange') return 'exchange';
  if (v.phase === 'trump') return 'name-trump';
  if (v.phase !== 'play') return null;
  if (v.roundKind === 'avoid') return 'reversed-round';
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const facts = { seat: v.seat, hand: v.hand, legal: cards, trick: v.trick, policy: { trump: v.trump }, partner: null };
  // Quota reached: every trick over it still scores (TRB-10.1), so each card from here on is about the quota —
  // taking this trick, or keeping the winners for the next ones rather than throwing them away as if done.
  if (v.tricks[v.seat] >= v.quotas[v.seat]) return 'quota-needed';
  return trickSituation(facts);
}

export const game: CoachGame<State, Action, View> = { rules, skills, situation };
