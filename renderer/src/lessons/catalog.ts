// Finding lessons: per game in course order, by id, and the next one a learner should take.
import { GAME_IDS, type GameId, gameOf, isGameId } from '../../../machines/games.ts';
import type { Lesson } from '../../../machines/tutor/lesson.ts';
import { progressOf, type Progress } from '../../../machines/tutor/progress.ts';

export type AnyLesson = Lesson<{ readonly seat: number }>;

/** A game's lessons (its bundle's); none for an id that names no game. */
const byGame = (game: GameId): readonly AnyLesson[] => (isGameId(game) ? gameOf(game).lessons : []);

/**
 * The course order: basics first — the table, the cards and
 * the deal → leading and following → trumps → the game's exchanges, contracts or bids → scoring → variants —
 * whatever the lessons' rule-book ids. Ids never change (progress and the coach keep them); a lesson not
 * listed here comes at the end in its rule-book order.
 */
export const COURSE: Readonly<Record<GameId, readonly string[]>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, gameOf(id).course]),
) as Record<GameId, readonly string[]>;

const rank = (game: GameId, id: string): number => {
  const at = COURSE[game]?.indexOf(id) ?? -1;
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
};
const ordered = new Map<GameId, readonly AnyLesson[]>();

/** A game's lessons in course order. */
export function lessonsOf(game: GameId): readonly AnyLesson[] {
  let list = ordered.get(game);
  if (!list) {
    const own = byGame(game);
    list = own
      .map((l, i) => ({ l, i }))
      .sort((a, b) => rank(game, a.l.id) - rank(game, b.l.id) || a.i - b.i)
      .map(({ l }) => l);
    ordered.set(game, list);
  }
  return list;
}

/** A lesson's number in its game's course (1 = first), as the lesson list shows it. */
export const courseNumber = (id: string): number => {
  const lesson = lessonById(id);
  return lesson ? lessonsOf(lesson.game as GameId).indexOf(lesson) + 1 : 0;
};

export const lessonById = (id: string): AnyLesson | null => GAME_IDS.flatMap(byGame).find((l) => l.id === id) ?? null;

export const doneCount = (game: GameId, progress: Progress): number =>
  lessonsOf(game).filter((l) => progressOf(progress, l.id, l.version).done).length;

/** Stars earned in a game's lessons (best run of each) and the most there are. */
export const starsOf = (game: GameId, progress: Progress): { readonly stars: number; readonly max: number } => ({
  stars: lessonsOf(game).reduce((n, l) => n + progressOf(progress, l.id, l.version).stars, 0),
  max: 3 * lessonsOf(game).length,
});

/** The first lesson not yet done in course order (null when every one is). */
export const nextLesson = (game: GameId, progress: Progress): AnyLesson | null =>
  lessonsOf(game).find((l) => !progressOf(progress, l.id, l.version).done) ?? null;

/** The lesson after this one in its game, if any. */
export function lessonAfter(lesson: AnyLesson): AnyLesson | null {
  const list = lessonsOf(lesson.game as GameId);
  return list[list.findIndex((l) => l.id === lesson.id) + 1] ?? null;
}
