// A reason: the decisive idea behind a suggested action, in a category a card player
// uses (categories.ts), with the words' key and parameters. Params are named `card`, `cards`, `player` (a
// seat number; the renderer names the player), `suit`, `count`, `pct`, `points`. `detail` is the optional
// second sentence with the search's figures ("Wins this trick 92 % of the time").
import type { ReasonCategory } from './categories.ts';

export type ReasonParams = Readonly<Record<string, string | number>>;

export interface ReasonDetail {
  readonly key: string;
  readonly params: ReasonParams;
}

export interface Reason {
  readonly category: ReasonCategory;
  /** The words: `reason.<category>` or a variant `reason.<category>.<variant>`. */
  readonly key: string;
  readonly params: ReasonParams;
  readonly detail?: ReasonDetail;
}

/** A reason with its words' key `reason.<category>[.<variant>]`. */
export function reason(
  category: ReasonCategory,
  params: ReasonParams = {},
  variant?: string,
  detail?: ReasonDetail,
): Reason {
  const key = variant ? `reason.${category}.${variant}` : `reason.${category}`;
  return detail ? { category, key, params, detail } : { category, key, params };
}
