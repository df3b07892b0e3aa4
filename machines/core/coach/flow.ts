// The coach's flow (house-style §10): a finished deal observed from its decisions and the play check's judgements
// (each costly choice counted against one skill and kept as a drill position), a drill answer judged against its
// position's judgement and scheduled. The app's state runs it when a deal is scored, whatever screen is open; the
// simulated learners run it unchanged. Pure: the caller passes the time.
import type { Hint } from '../search/hint-kit.ts';
import type { DealCheck } from '../search/check-kit.ts';
import { choiceKey } from '../search/judge.ts';
import type { Reason } from '../reasons/reason.ts';
import { SEEN, type GameCoach } from './data.ts';
import { type CoachGame, type DealMistake, type FoundMistake, dealObservation, decisionsOf } from './decisions.ts';
import {
  type DecisionPosition,
  type DrillJudgement,
  type DrillPosition,
  type RefusedCards,
  added,
  answered,
} from './drills.ts';
import { observe } from './model.ts';
import { weakSkills } from './weak.ts';

/** The play check's costly plays and exchanges as the coach counts them, in the order they were made. */
export function foundOf(check: DealCheck): FoundMistake[] {
  const plays = check.plays.map((p) => ({
    action: p.action,
    category: p.reason.category,
    played: p.card,
    better: p.better,
    judgement: { right: p.right, better: p.better, reason: p.reason },
  }));
  const exchanges = check.exchanges.map((x) => {
    const better = choiceKey({ discards: x.better });
    return {
      action: x.action,
      category: 'exchange',
      played: choiceKey({ discards: x.played }),
      better,
      judgement: { right: x.right, better, reason: x.reason },
    };
  });
  return [...exchanges, ...plays].sort((a, b) => a.action - b.action);
}

/** A verdict of the judge (a hint's shape) as a drill keeps it. */
export const judgementOf = <A>(h: Hint<A>): DrillJudgement => ({
  right: h.right.map(choiceKey),
  better: choiceKey(h.action),
  reason: h.reason,
});

type Choice = {
  readonly seat: number;
  readonly type?: string;
  readonly card?: string;
  readonly discards?: readonly string[];
};

/** The decision `index` of `actions` (the seat's) as the seat saw it; null when it was no real choice. */
export function decisionAt<S, A extends Choice, V>(
  game: CoachGame<S, A, V>,
  start: S,
  actions: readonly A[],
  index: number,
  names?: readonly string[],
): DecisionPosition | null {
  const { rules } = game;
  let s = start;
  for (const a of actions.slice(0, index)) s = rules.applyAction(s, a);
  const seat = actions[index].seat;
  const legal = rules.legalActions(s);
  if (legal.length < 2) return null;
  const view = rules.observe(s, seat);
  const cards = legal.flatMap((a) => (a.type === 'play' && a.card ? [a.card] : []));
  const swaps = legal.filter((a) => a.type === 'exchange');
  const limit = Math.max(0, ...swaps.map((a) => a.discards?.length ?? 0));
  const hand = (view as { hand?: readonly string[] | null }).hand ?? [];
  const refused: { cards: string[]; refusal: RefusedCards[number]['refusal'] }[] = [];
  if (cards.length > 0 && rules.explainIllegal)
    for (const card of hand.filter((c) => !cards.includes(c))) {
      const r = rules.explainIllegal(s, { type: 'play', seat, card } as unknown as A);
      if (!r) continue;
      const { message: _message, ...refusal } = r;
      const same = refused.find((x) => JSON.stringify(x.refusal) === JSON.stringify(refusal));
      if (same) same.cards.push(card);
      else refused.push({ cards: [card], refusal });
    }
  return {
    seat,
    view: game.drillView ? game.drillView(view) : view,
    cards,
    ...(swaps.length > 0 ? { exchange: { limit } } : {}),
    ...(refused.length > 0 ? { refused } : {}),
    ...(names ? { names } : {}),
  };
}

export interface DealInput<S, A> {
  /** The deal's key (update.ts dealKey): a deal already observed changes nothing. */
  readonly key: string;
  readonly start: S;
  readonly actions: readonly A[];
  readonly seat: number;
  readonly names?: readonly string[];
  /** The play check's findings (foundOf), for this seat. */
  readonly found: readonly FoundMistake[];
}

export interface DealUpdate {
  readonly coach: GameCoach;
  /** The skill to suggest practising now, or null (at most one per deal). */
  readonly offer: string | null;
  /** The costly choices counted, each against its skill. */
  readonly mistakes: readonly DealMistake[];
}

/** One finished deal into the coach: chances and the check's mistakes into the model, each mistake a drill. */
export function observeDeal<S, A extends Choice, V>(
  g: GameCoach,
  game: CoachGame<S, A, V>,
  input: DealInput<S, A>,
  now: number,
): DealUpdate {
  if (g.seen.includes(input.key)) return { coach: g, offer: null, mistakes: [] };
  const decisions = decisionsOf(game, input.start, input.actions, input.seat);
  const { observation, mistakes } = dealObservation(game.skills, decisions, input.found);
  const model = observe(g.model, observation, now);
  let drills = [...g.drills];
  for (const m of mistakes) {
    const at = decisionAt(game, input.start, input.actions, m.action, input.names);
    if (!at) continue;
    const { judgement } = m;
    drills = added(
      drills,
      {
        ...at,
        id: `${input.key}:${m.action}`,
        skill: m.skill,
        played: m.played,
        ...(judgement ? { judgement } : {}),
        source: 'own',
      },
      now,
    );
  }
  const weak = weakSkills(model);
  const offer = mistakes.find((m) => weak.includes(m.skill))?.skill ?? null;
  return { coach: { ...g, model, drills, seen: [...g.seen, input.key].slice(-SEEN) }, offer, mistakes };
}

/** A drill answered: right when among the judgement's right choices; the better choice and why, as the check said. */
export interface DrillVerdict {
  readonly right: boolean;
  /** Choice keys: the answer and the better choice. */
  readonly choice: string;
  readonly better: string;
  readonly reason: Reason;
}

export const drillVerdict = (j: DrillJudgement, choice: string): DrillVerdict => ({
  right: j.right.includes(choice),
  choice,
  better: j.better,
  reason: j.reason,
});

/**
 * The answer `choice` (a choice key) to drill position `p`, judged by the position's judgement (`judgement`: the
 * judge's, for a built-in example that has none yet) and scheduled: a missed position comes back sooner.
 */
export function answerDrill(
  g: GameCoach,
  p: Omit<DrillPosition, 'box' | 'due' | 'added'> & Partial<DrillPosition>,
  choice: string,
  now: number,
  judgement: DrillJudgement | undefined = p.judgement,
): { readonly coach: GameCoach; readonly verdict: DrillVerdict } | null {
  if (!judgement) return null;
  const verdict = drillVerdict(judgement, choice);
  // An example's legal actions stay in memory: an exchange's run to thousands.
  const { legal: _legal, box: _box, due: _due, added: _added, ...kept } = p as typeof p & { legal?: unknown };
  const list = g.drills.some((x) => x.id === p.id) ? g.drills : added(g.drills, { ...kept, judgement }, now);
  return { coach: { ...g, drills: answered(list, p.id, verdict.right, now, judgement) }, verdict };
}
