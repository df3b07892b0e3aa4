// Statistics: one line per finished game, read from the rules core's own results after
// replaying the game's record — the score lines, the deal results and the winners the engine decided.
// Nothing here re-derives a rule; every figure is a count or a sum of what the engine reported, from seat
// 0's side (you). Lines add up, so any set of games is summed the same way.
import { type GameId, gameOf } from '../../../../machines/games.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';

export type Counts = Readonly<Record<string, number>>;

export interface GameLine {
  /** The finished game's record in the archive. */
  readonly id: string;
  readonly game: GameId;
  /** Sprøyte's form, Spades' table format (partners4 …), Tribello's "standard". */
  readonly form: string;
  readonly at: string;
  readonly won: boolean;
  readonly deals: number;
  /** Your side's points over the game. */
  readonly points: number;
  /** You took moves back or played a deal again. */
  readonly practice: boolean;
  /** Game-specific counts (keys in FIGURES), additive over games. */
  readonly counts: Counts;
}

/** The archived record's extras the line reads (saved-game.ts). */
export type Archived = GameRecord<GameId> & {
  readonly finishedAt?: string;
  readonly undos?: number;
  readonly again?: number;
};

/** A practice game: you took moves back or played a deal again (the archived record's marks). */
export const isPracticeGame = (r: { readonly undos?: unknown; readonly again?: unknown }): boolean =>
  (typeof r.undos === 'number' && r.undos > 0) || (typeof r.again === 'number' && r.again > 0);

/** The line of one finished game, from its record alone (so it can always be recomputed). */
export function gameLine(id: string, record: Archived): GameLine {
  const { rules, statistics } = gameOf(record.game);
  const view = rules.observe(replayState(rules, record), 0);
  const counts: Record<string, number> = {};
  const deals = statistics.deals(view);
  let points = 0;
  for (let d = 0; d < deals; d++) points += statistics.hand(view, d, counts) ?? 0;
  return {
    id,
    game: record.game,
    form: statistics.form(view),
    at: record.finishedAt ?? '',
    won: statistics.won(view),
    deals,
    points,
    practice: isPracticeGame(record),
    counts,
  };
}
