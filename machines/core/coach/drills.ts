// Drills from your own games: a costly play becomes a position — the decision as the seat saw
// it (its View, the cards it could play or how many it could exchange, the rules' refusals of the rest), the
// choice made and the judgement of the position (core/search/judge.ts), never the game's record — kept in Leitner boxes.
// A drill set is five positions mixed across the weak skills, the weakest given most.
import type { Refusal } from '../contract.ts';
import type { Reason } from '../reasons/reason.ts';
import { type Schedule, isDue, newSchedule, reviewed } from './leitner.ts';

/** The judgement of a drill's position: every right choice, the better one and why (choice keys, core/search/judge.ts). */
export interface DrillJudgement {
  readonly right: readonly string[];
  readonly better: string;
  readonly reason: Reason;
}

/** A hand card the rules refuse at the position, with the refusal (the rule id and its words' key). */
export type RefusedCards = readonly { readonly cards: readonly string[]; readonly refusal: Omit<Refusal, 'message'> }[];

/** A decision as the seat saw it: all a drill shows and all it needs to judge an answer. */
export interface DecisionPosition {
  readonly seat: number;
  /** The seat's View at the decision (nothing hidden). */
  readonly view: unknown;
  /** The cards the seat could play (none in an exchange). */
  readonly cards: readonly string[];
  /** An exchange: at most this many cards. */
  readonly exchange?: { readonly limit: number };
  readonly refused?: RefusedCards;
  /** The players' names as the table showed them. */
  readonly names?: readonly string[];
}

export interface DrillPosition extends Schedule, DecisionPosition {
  /** Stable: the same mistake seen twice is one position. */
  readonly id: string;
  readonly skill: string;
  /** The choice made at the time (a card; an exchange's discards, sorted, joined by a space; '' kept the hand). */
  readonly played: string;
  /** The judgement the play check made (absent on a built-in example until it is first judged). */
  readonly judgement?: DrillJudgement;
  /** From the player's own games, or one of the built-in examples (no mistakes yet). */
  readonly source: 'own' | 'example';
  readonly added: number;
}

export const SET_SIZE = 5;
/** Positions kept per game: past this the ones longest solved (highest box, then oldest) go first. */
export const KEEP = 20;

/** Slots per weak skill in a set of five, weakest first: the weakest gets most, the rest share. */
const SLOTS = [3, 1, 1] as const;

export function added(
  list: readonly DrillPosition[],
  p: Omit<DrillPosition, 'box' | 'due' | 'added'>,
  now: number,
): DrillPosition[] {
  if (list.some((x) => x.id === p.id)) return [...list];
  const next = [...list, { ...p, ...newSchedule(now), added: now }];
  if (next.length <= KEEP) return next;
  const drop = [...next].sort((a, b) => b.box - a.box || a.added - b.added)[0];
  return next.filter((x) => x !== drop);
}

/** The position answered: its next box; `judgement` kept with it when it had none (an example judged now). */
export function answered(
  list: readonly DrillPosition[],
  id: string,
  solved: boolean,
  now: number,
  judgement?: DrillJudgement,
): DrillPosition[] {
  return list.map((p) =>
    p.id === id ? { ...p, ...reviewed(p, solved, now), ...(p.judgement || !judgement ? {} : { judgement }) } : p,
  );
}

export const dueCount = (list: readonly DrillPosition[], now: number): number =>
  list.filter((p) => isDue(p, now)).length;

const byUrgency = (a: DrillPosition, b: DrillPosition): number =>
  a.box - b.box || a.due - b.due || a.id.localeCompare(b.id);

/**
 * Up to `size` due positions: the weak skills' first (slots 3, 1, 1 from the weakest; a slot a skill cannot
 * fill goes to the next), then any other due ones; interleaved so that one skill does not come in a block.
 * `only`: positions of one skill (the summary's "Practise this").
 */
export function pickDrills(
  list: readonly DrillPosition[],
  weak: readonly string[],
  now: number,
  size = SET_SIZE,
  only?: string,
): DrillPosition[] {
  const due = list.filter((p) => isDue(p, now) && (only === undefined || p.skill === only)).sort(byUrgency);
  const of = (skill: string) => due.filter((p) => p.skill === skill);
  const groups: DrillPosition[][] = [];
  let spare = 0;
  const ranked = weak.slice(0, SLOTS.length);
  ranked.forEach((skill, i) => {
    const want =
      SLOTS[i] + spare + (i === ranked.length - 1 ? SLOTS.slice(ranked.length).reduce((a, b) => a + b, 0) : 0);
    const got = of(skill).slice(0, want);
    spare = want - got.length;
    groups.push(got);
  });
  const chosen = new Set(groups.flat());
  const rest = due.filter((p) => !chosen.has(p));
  // The weakest skill takes up what the others could not fill before other skills do.
  if (ranked.length > 0) {
    const more = rest.filter((p) => p.skill === ranked[0]).slice(0, Math.max(0, size - chosen.size));
    groups[0].push(...more);
    more.forEach((p) => chosen.add(p));
  }
  groups.push(due.filter((p) => !chosen.has(p)));
  return interleaved(groups).slice(0, size);
}

/** Round-robin over the groups, largest first, so that the set mixes skills. */
function interleaved(groups: readonly DrillPosition[][]): DrillPosition[] {
  const out: DrillPosition[] = [];
  const qs = groups.slice(0, -1).map((g) => [...g]);
  const tail = groups[groups.length - 1] ?? [];
  while (qs.some((q) => q.length > 0)) for (const q of qs) if (q.length > 0) out.push(q.shift() as DrillPosition);
  return [...out, ...tail];
}
