// Statistics: one line per finished game, read from the rules core's own results after
// replaying the game's record — the score lines, the deal results and the winners the engine decided.
// Nothing here re-derives a rule; every figure is a count or a sum of what the engine reported, from seat
// 0's side (you). Lines add up, so any set of games is summed the same way.
import type { GameId } from '../../../../machines/games.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import type { View as SpadesView } from '../../../../machines/spades/rules/index.ts';
import type { View as SproyteView } from '../../../../machines/sproyte/rules/index.ts';
import type { View as TribelloView } from '../../../../machines/tribello/rules/index.ts';
import { RULES } from '../games/rules.ts';

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

interface Read {
  readonly form: string;
  readonly won: boolean;
  readonly points: number;
  readonly deals: number;
  readonly counts: Record<string, number>;
}

const add = (c: Record<string, number>, key: string, n = 1) => void (c[key] = (c[key] ?? 0) + n);

/** One Spades hand from your side, as the rules core scored it (its score lines): your points that hand. */
export function spadesHand(v: SpadesView, r: SpadesView['results'][number], counts: Record<string, number>): number {
  const side = r.sides[v.mySide];
  const keys = side.lines.map((l) => l.key);
  if (side.contract > 0) add(counts, 'contracts');
  if (keys.includes('contractMade') || keys.includes('moonMade')) add(counts, 'made');
  if (keys.includes('contractSet') || keys.includes('moonSet')) add(counts, 'sets');
  add(counts, 'bags', side.bags);
  const bid = r.bids[v.seat];
  const mine = (key: string) =>
    side.lines.some((l) => l.key === key && (l.params.seat === v.seat || key.startsWith('doubleNil')));
  if (bid === 'nil') add(counts, 'nilTried');
  if (bid === 'nil' && (mine('nilMade') || mine('doubleNilMade'))) add(counts, 'nilMade');
  if (bid === 'blind-nil') add(counts, 'blindTried');
  if (bid === 'blind-nil' && (mine('blindNilMade') || mine('doubleNilMade'))) add(counts, 'blindMade');
  return side.points;
}

/** One Sprøyte deal from your seat (SPR-9.2: a trump or grand deal scores the tricks above four). */
export function sproyteHand(v: SproyteView, r: SproyteView['results'][number], counts: Record<string, number>): number {
  const p = r.points[v.seat];
  if (r.contract === 'nullo') {
    add(counts, 'nulloDeals');
    add(counts, 'nulloPoints', p);
  } else add(counts, 'overFour', Math.max(0, p));
  if (v.options.form === 'talon') add(counts, 'talonDeals');
  if (r.talonTaker === v.seat) add(counts, 'talonTaken');
  return p;
}

/** One Tribello deal from your seat: its score line's quota and tricks. */
export function tribelloHand(
  v: TribelloView,
  r: TribelloView['results'][number],
  counts: Record<string, number>,
): number {
  const line = r.lines.find((l) => l.seat === v.seat);
  if (line && line.tricks === line.quota) add(counts, 'quotaHits');
  add(counts, `round${r.round}Points`, r.points[v.seat]);
  add(counts, `round${r.round}Deals`);
  return r.points[v.seat];
}

function spades(v: SpadesView): Read {
  const counts: Record<string, number> = {};
  const points = v.results.reduce((n, r) => n + spadesHand(v, r, counts), 0);
  return { form: v.options.players, won: v.winners.includes(v.mySide), points, deals: v.results.length, counts };
}

function sproyte(v: SproyteView): Read {
  const counts: Record<string, number> = {};
  const points = v.results.reduce((n, r) => n + sproyteHand(v, r, counts), 0);
  return { form: v.options.form, won: v.winners.includes(v.seat), points, deals: v.results.length, counts };
}

function tribello(v: TribelloView): Read {
  const counts: Record<string, number> = {};
  const points = v.results.reduce((n, r) => n + tribelloHand(v, r, counts), 0);
  return { form: 'standard', won: v.winners.includes(v.seat), points, deals: v.results.length, counts };
}

/** The line of one finished game, from its record alone (so it can always be recomputed). */
export function gameLine(id: string, record: Archived): GameLine {
  const rules = RULES[record.game];
  const view = rules.observe(replayState(rules, record), 0);
  const read = record.game === 'spades' ? spades(view) : record.game === 'sproyte' ? sproyte(view) : tribello(view);
  return {
    id,
    game: record.game,
    at: record.finishedAt ?? '',
    practice: isPracticeGame(record),
    ...read,
  };
}
