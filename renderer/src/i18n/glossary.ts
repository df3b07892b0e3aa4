// The card-table words, decided once per language. Each game's terms come from that game's seed
// where the seed has one (/work/shared/seeds: sproyte.nb, tribello.nb, spader.sv, spar.da); where a language
// has no seed for a game, the word is the one its players use at the table, and the note says so.
// glossary.test.ts reads this file: every `wrong` variant must be absent from every dictionary, lesson, rule
// book and the native menu of that language (scoped to the game when `game` is set). New words (reasons,
// coach, score pad) use these terms.
//
// Text of a game: a lesson or rule-book file under that game's folder, or a dictionary key naming the game
// (sproyte/spr, spades/spd, tribello/trb). Everything else is shared and must suit every game.

import { da, en, nb, sv, w, type GlossaryLang, type Term, type Wrong } from './glossary-data.ts';

export type { GameId, GlossaryLang, Term, Wrong } from './glossary-data.ts';

/** Everything the glossary decides, per language. */
export const GLOSSARY: Readonly<Record<GlossaryLang, readonly Term[]>> = { nb, sv, da, en };

/** Said of the whole app: Spades is American (Spader and Spar seeds) and Tribello comes from Illinois. */
export const TAGLINE_WRONG: readonly Wrong[] = [
  w(/nordisk|nordic/i, 'three trick-taking games (two of the three are American)'),
];

/**
 * Words that may stand in Norwegian, Swedish and Danish prose although English: game and variant names the
 * seeds use, and the Spades terms the Danish and Swedish seeds keep in English.
 */
export const ENGLISH_ALLOWED: readonly string[] = [
  'Spades',
  'Stikk',
  'Tribello',
  'nil',
  'Nil',
  'bags',
  'cutthroat',
  'Cutthroat',
  'Whist',
  'whist',
  'Hearts',
  'Oh',
  'Hell',
  'Boston',
  'Illinois',
  'Mattis',
];
