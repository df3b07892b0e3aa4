// The screens of the app and where the window was, kept for a reload: the navigation seam of
// AppState (app.svelte.ts), which holds the current screen and asks this file to remember and recall it.
import { GAME_IDS, type GameId } from '../../../machines/games.ts';
import type { GameRecord } from '../../../machines/core/record.ts';
import { parseFinishedTable, type FinishedTable, type TableStart } from './saved-game.ts';

export type Screen =
  | { readonly name: 'home' }
  | { readonly name: 'settings' }
  | { readonly name: 'setup'; readonly game: GameId }
  /** `retry`: opened by the play check's "Try it again", just before a play of a finished deal. */
  | { readonly name: 'table'; readonly start: TableStart; readonly retry?: boolean }
  | { readonly name: 'lessons'; readonly game: GameId }
  | { readonly name: 'lesson'; readonly id: string }
  | { readonly name: 'records' }
  | { readonly name: 'stats' }
  /** A score pad for a game with real cards: `id` null = a new one. */
  | { readonly name: 'pad'; readonly id: string | null; readonly game?: GameId }
  /** The coach: your progress per skill in a game, and a drill set (`skill`: only that one). */
  | { readonly name: 'progress'; readonly game: GameId }
  | { readonly name: 'drill'; readonly game: GameId; readonly skill?: string }
  /** A record under review: one of your finished games (`own`: seat 0 is you) or an imported file. */
  | { readonly name: 'review'; readonly record: GameRecord<GameId>; readonly own: boolean; readonly title: string };

/** The games with a save slot each (`current-<game>`); `current` is the single slot of older versions. */
export const GAMES: readonly GameId[] = GAME_IDS;
export const slot = (game: GameId): string => `current-${game}`;
export const LEGACY_SLOT = 'current';

/**
 * Where the window is, kept for a reload (the session's storage: a new start begins at home). A table is its
 * game's save slot, or a finished game in the archive (`over`: its game-over screen).
 */
type Remembered =
  | Exclude<Screen, { name: 'table' | 'review' }>
  | { readonly name: 'table'; readonly game: GameId; readonly over?: FinishedTable };
const SCREEN_KEY = 'stikk:screen';

export function rememberScreen(screen: Screen, over?: FinishedTable): void {
  const r: Remembered =
    screen.name === 'table'
      ? { name: 'table', game: screen.start.game, over }
      : screen.name === 'review'
        ? { name: 'records' }
        : screen;
  try {
    globalThis.sessionStorage?.setItem(SCREEN_KEY, JSON.stringify(r));
  } catch {
    // No session storage (private mode, tests): a reload starts at home.
  }
}

export function recalledScreen(): Remembered | null {
  try {
    const r = JSON.parse(globalThis.sessionStorage?.getItem(SCREEN_KEY) ?? 'null') as Record<string, unknown> | null;
    const game = GAMES.find((g) => g === r?.game);
    switch (r?.name) {
      case 'settings':
        return { name: 'settings' };
      case 'records':
      case 'stats':
        return { name: r.name };
      case 'setup':
        return game ? { name: 'setup', game } : null;
      case 'lessons':
      case 'progress':
        return game ? { name: r.name, game } : null;
      case 'table': {
        const over = r.over === undefined ? undefined : parseFinishedTable(r.over);
        return game && over !== null ? { name: 'table', game, over } : null;
      }
      case 'pad':
        return { name: 'pad', id: typeof r.id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(r.id) ? r.id : null, game };
      case 'lesson':
        return typeof r.id === 'string' && /^[A-Z]{3}-L\d{1,3}$/.test(r.id) ? { name: 'lesson', id: r.id } : null;
      default:
        return null;
    }
  } catch {
    return null;
  }
}
