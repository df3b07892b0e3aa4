// What the table needs from each game: its rules and machine, and the translation of the game's View
// into the table's shapes and words. One adapter per game (renderer/src/games/<game>/adapter.ts), registered
// with its phase panel in renderer/src/games/index.ts.
import type { AnyStateMachine } from 'xstate';
import type { GameId } from '../../../../machines/games.ts';
import type { RecordAction } from '../../../../machines/core/record.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { DealSummaryModel, ScoreSheetModel, TableModel } from './table-model.ts';
import type { AnyRules } from './rules.ts';
import type { Said } from './said.ts';

export type { Said } from './said.ts';

export interface Ranked {
  readonly place: number;
  readonly name: string;
  readonly total: string;
  readonly winner: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface GameAdapter<V = any> {
  readonly id: GameId;
  readonly rules: AnyRules;
  readonly machine: AnyStateMachine;
  /** "Sprøyte · Variasjonssprøyte", "Spades · 6 players". */
  title(view: V): string;
  model(view: V, names: readonly string[]): TableModel;
  /** True while you pick cards in your hand (an exchange, a blind-nil pass) instead of playing one. */
  selecting(view: V): boolean;
  /** The engine action that plays `card` for `seat`. */
  play(seat: number, card: string): unknown;
  /** The engine action that exchanges `cards` away for `seat` (games with an exchange with a stock or pickup). */
  exchange?(seat: number, cards: readonly string[]): unknown;
  /** A recorded action in words; null to use the generic wording. */
  describe?(a: RecordAction, view: V, names: readonly string[]): Said | null;
  /** Said when a deal starts (dealer, trump, revealed card, quotas). */
  dealStart(view: V, names: readonly string[]): Said;
  scoreSheet(view: V, names: readonly string[]): ScoreSheetModel;
  /** The deal just scored, line by line with reasons; null before the first. */
  dealSummary(view: V, names: readonly string[]): DealSummaryModel | null;
  ranking(view: V, names: readonly string[]): readonly Ranked[];
  /** The game's own keyboard shortcuts, for help: the keys and what they do. */
  readonly keys?: readonly (readonly [string, MessageKey])[];
}
