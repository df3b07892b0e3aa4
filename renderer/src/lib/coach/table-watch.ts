// What the table tells the coach as the game moves: a card the rules refused is tallied
// against the skill of its rule id; a hand the rules core has just scored is kept with its figures, and its play
// check starts (the coach learns the deal from it, whatever screen follows). Lessons
// leave both to their tutor (a lesson mistake is judged there).
import type { BaseState, Refusal } from '../../../../machines/core/contract.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import type { GameId } from '../../../../machines/games.ts';
import { coach } from './coach.svelte.ts';

interface Moment {
  readonly game: BaseState;
  readonly refusal: Refusal | null;
}

const scored = (g: BaseState): number => (g as { results?: readonly unknown[] }).results?.length ?? 0;

export function coachWatch(
  game: GameId,
  before: Moment,
  now: Moment,
  table: { view: unknown; record: GameRecord; undos: number },
): void {
  const r = now.refusal;
  if (r && r !== before.refusal) void coach.slip(game, { kind: 'refused', rule: r.rule });
  const done = scored(now.game);
  if (done > scored(before.game)) {
    void coach.hand(game, table.view, table.record, done - 1, table.undos);
    coach.dealScored(game, table.record, done - 1);
  }
}
