// One judgement per decision (house-style §10): a position — the seat's View and its legal actions — is judged
// once, by the game's evaluation with a seed taken from the position itself and the game's fixed sample budget,
// so the hint at the table, the play check, the review, the drill and the coach's counts all get the same answer.
// The verdict names the choices within noise of the best (all right), the better choice with its reason, and for
// a choice made, what it cost. Game-free: each game passes its evaluation (machines/<game>/search/judge.ts).
import type { Hint, HintBudget } from './hint-kit.ts';

export interface JudgeGame<V, A> {
  /** The game's evaluation: the suggested action, its reason, each candidate's value and the right set. */
  readonly hint: (view: V, legal: readonly A[], budget: HintBudget, seed: number) => Hint<A>;
  /** Sampled deals per candidate: one budget for every use of the judgement. */
  readonly samples: number;
}

/** A choice as a key: a card, an exchange's discards (sorted, space-separated), else the action's fields. */
export function choiceKey(a: unknown): string {
  const o = a as { readonly card?: string; readonly discards?: readonly string[]; readonly pass?: readonly string[] };
  if (typeof o.card === 'string') return o.card;
  if (Array.isArray(o.discards)) return [...(o.discards as string[])].sort().join(' ');
  const rest = Object.entries(o as Record<string, unknown>).filter(([k]) => k !== 'seat');
  return JSON.stringify(rest.sort(([a], [b]) => a.localeCompare(b)));
}

/** FNV-1a over the text: a 32-bit seed, never 0. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0 || 1;
}

/** The seed of a position: the View as stored or sent (JSON) and the legal choices in a fixed order. */
export function positionSeed(view: unknown, legal: readonly unknown[]): number {
  return hash(`${JSON.stringify(view)}|${legal.map(choiceKey).sort().join(',')}`);
}

/** The position's verdict (the hint shows it): the same View and legal actions always give the same one. */
export function judgePosition<V, A>(game: JudgeGame<V, A>, view: V, legal: readonly A[]): Hint<A> {
  return game.hint(view, legal, { samples: game.samples }, positionSeed(view, legal));
}

/** A choice made, judged: right when within noise of the best; its cost against the best; null when not judged. */
export interface Judgement<A> {
  readonly verdict: Hint<A>;
  readonly made: A;
  readonly right: boolean;
  /** Points per deal below the best choice's value (0 when right or when the evaluation has no value for it). */
  readonly cost: number;
}

/** Is `made` one of the verdict's right choices? */
export const isRight = <A>(verdict: Hint<A>, made: A): boolean =>
  verdict.right.some((a) => choiceKey(a) === choiceKey(made));

/** What `made` cost against the verdict's best value (null: the evaluation did not weigh it). */
export function costOf<A>(verdict: Hint<A>, made: A): number | null {
  const mine = verdict.alternatives.find((x) => choiceKey(x.action) === choiceKey(made));
  if (!mine) return null;
  const best = Math.max(...verdict.alternatives.map((x) => x.value));
  return Math.max(0, best - mine.value);
}

/** Judge a choice against a verdict already made for its position. */
export function judged<A>(verdict: Hint<A>, made: A): Judgement<A> | null {
  if (verdict.right.length === 0) return null;
  const right = isRight(verdict, made);
  const cost = costOf(verdict, made);
  if (cost === null && !right) return null;
  return { verdict, made, right, cost: right ? 0 : Math.round((cost ?? 0) * 100) / 100 };
}

/** Judge the choice `made` at a position (null where the evaluation does not weigh it). */
export function judgeDecision<V, A>(game: JudgeGame<V, A>, view: V, legal: readonly A[], made: A): Judgement<A> | null {
  return judged(judgePosition(game, view, legal), made);
}
