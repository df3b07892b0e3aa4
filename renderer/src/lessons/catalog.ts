// Finding lessons: per game in order, by id, and the next one a learner should take.
import type { GameId } from '../../../machines/games.ts';
import type { Lesson } from '../../../machines/tutor/lesson.ts';
import { progressOf, type Progress } from '../../../machines/tutor/progress.ts';
import { LESSONS } from './index.ts';

export type AnyLesson = Lesson<{ readonly seat: number }>;

const byGame = LESSONS as unknown as Readonly<Partial<Record<GameId, readonly AnyLesson[]>>>;

export const lessonsOf = (game: GameId): readonly AnyLesson[] => byGame[game] ?? [];

export const lessonById = (id: string): AnyLesson | null =>
  Object.values(byGame).flatMap((ls) => ls ?? []).find((l) => l.id === id) ?? null;

export const doneCount = (game: GameId, progress: Progress): number =>
  lessonsOf(game).filter((l) => progressOf(progress, l.id, l.version).done).length;

/** The first lesson not yet done (null when every one is). */
export const nextLesson = (game: GameId, progress: Progress): AnyLesson | null =>
  lessonsOf(game).find((l) => !progressOf(progress, l.id, l.version).done) ?? null;

/** The lesson after this one in its game, if any. */
export function lessonAfter(lesson: AnyLesson): AnyLesson | null {
  const list = lessonsOf(lesson.game as GameId);
  return list[list.findIndex((l) => l.id === lesson.id) + 1] ?? null;
}
