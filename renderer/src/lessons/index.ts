// The lessons and their words, per game. Lessons are data in machines/<game>/tutorials; their
// words live here in four languages, keyed by `<lesson>.…` message keys.
import type { Locale } from '../lib/settings.ts';
import { lessons as sproyte } from '../../../machines/sproyte/tutorials/index.ts';
import { text as sproyteEn } from './sproyte/en.ts';
import { text as sproyteNb } from './sproyte/nb.ts';
import { text as sproyteSv } from './sproyte/sv.ts';
import { text as sproyteDa } from './sproyte/da.ts';
import { lessons as spades } from '../../../machines/spades/tutorials/index.ts';
import { text as spadesEn } from './spades/en.ts';
import { text as spadesNb } from './spades/nb.ts';
import { text as spadesSv } from './spades/sv.ts';
import { text as spadesDa } from './spades/da.ts';
import { lessons as tribello } from '../../../machines/tribello/tutorials/index.ts';
import { text as tribelloEn } from './tribello/en.ts';
import { text as tribelloNb } from './tribello/nb.ts';
import { text as tribelloSv } from './tribello/sv.ts';
import { text as tribelloDa } from './tribello/da.ts';

export const LESSONS = { sproyte, spades, tribello } as const;

type Text = Readonly<Record<string, string>>;
const merge = (...parts: Text[]): Text => Object.assign({}, ...parts);

export const LESSON_TEXT: Readonly<Record<Locale, Text>> = {
  en: merge(sproyteEn, spadesEn, tribelloEn),
  nb: merge(sproyteNb, spadesNb, tribelloNb),
  sv: merge(sproyteSv, spadesSv, tribelloSv),
  da: merge(sproyteDa, spadesDa, tribelloDa),
};
