// The pauses of a session (house-style §4): a shown result that waits for `speed.trickMs` or `ui.continue`,
// and the two pauses a saved game can be left in and must open on again after a reload:
// a deal's summary, and the reveal of what a deal just dealt turned up for everybody to see. The mark comes
// with the saved game (`SessionInput.reopen`) and is kept only when the rebuilt game is at that point (the
// core decides); each game's `route` opens the pause once, then asks the core as always. Names no game.
import type { BaseState, GameRules } from '../core/contract.ts';
import type { GameRecord } from '../core/record.ts';

/** The pause a saved game was left in. */
export type Reopen = 'summary' | 'reveal';

/**
 * Whether a game rebuilt from `record` is at the pause `kind`: its last deal is scored and the next not dealt
 * (summary), or its last deal is dealt, nothing is played yet and the game says the deal shows a card (reveal).
 */
export function isAtPause<S extends BaseState>(
  rules: Pick<GameRules<unknown, S, never, unknown>, 'awaitingDeal' | 'isTerminal'>,
  reveals: ((game: S) => boolean) | undefined,
  kind: Reopen,
  game: S,
  record: GameRecord | undefined,
): boolean {
  const last = record?.deals[record.deals.length - 1];
  if (!last || rules.isTerminal(game)) return false;
  if (kind === 'summary') return rules.awaitingDeal(game);
  return !rules.awaitingDeal(game) && last.actions.length === 0 && reveals?.(game) === true;
}

/**
 * A shown result (a trick, a revealed card): `speed.trickMs` or `ui.continue`, whichever comes first; none at 0.
 * A human action that is legal now ends the pause and is then played (a card that looks playable plays on the
 * first click); any other action is refused with its reason.
 */
export const pause = <T extends string>(target: T) =>
  ({
    tags: 'paused',
    always: [{ guard: 'tricksInstant', target }],
    after: { trickDelay: target },
    on: {
      'ui.continue': target,
      'player.act': [{ guard: 'isAcceptable', target, actions: 'actAgain' }, { actions: 'storeRefusal' }],
    },
  }) as const;

/** The pause that shows what a deal just dealt turned up (`SessionSpec.reveals`); tagged so a save can mark it. */
export const revealPause = <T extends string>(target: T) => ({ ...pause(target), tags: ['paused', 'reveal'] }) as const;

/**
 * The first way out of a game's `route`: a resumed game left in the pause `kind` opens on it again (`target`,
 * the state that shows it), once; after that `route` asks the core as always.
 */
const reopenAt = <K extends Reopen, T extends string>(kind: K, target: T) =>
  ({ guard: { type: 'reopensIn', params: kind }, target, actions: 'reopened' }) as const;

/** A resumed game left on its deal summary opens on it again (`summary`: the state that shows a scored deal). */
export const reopenSummary = <T extends string>(summary: T) => reopenAt('summary', summary);

/** A resumed game left in its reveal pause opens on it again (`reveal`: the state that shows the card). */
export const reopenReveal = <T extends string>(reveal: T) => reopenAt('reveal', reveal);
