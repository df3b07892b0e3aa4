// The lessons and their words, per game. Lessons are data in machines/<game>/tutorials; their
// words live here in four languages, keyed by `<lesson>.…` message keys.
import { GAME_IDS, type GameId, gameOf } from '../../../machines/games.ts';
import type { Lesson } from '../../../machines/tutor/lesson.ts';
import type { Locale } from '../i18n/locale.ts';

/** Each game's lessons (its bundle's), by id. */
export const LESSONS = Object.fromEntries(GAME_IDS.map((id) => [id, gameOf(id).lessons])) as Readonly<
  Record<GameId, readonly Lesson[]>
>;

type Text = Readonly<Record<string, string>>;

/** The words' files, ./<game>/<locale>.ts, each exporting `text`. */
const files = import.meta.glob<{ text: Text }>('./*/*.ts', { eager: true });
const textOf = (locale: Locale): Text =>
  Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.ts`))
      .map(([, m]) => m.text),
  );

export const LESSON_TEXT: Readonly<Record<Locale, Text>> = {
  en: textOf('en'),
  nb: textOf('nb'),
  sv: textOf('sv'),
  da: textOf('da'),
};
