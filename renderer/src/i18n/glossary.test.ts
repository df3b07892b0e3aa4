// The language check: every text of the app — dictionaries, lessons, rule books, the native menu —
// uses the glossary's words, keeps the English message's placeholders and card pictures, and leaves no
// English word in Norwegian, Swedish or Danish prose. Failures name the file, the key and the wrong words.
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';
import { placeholders } from './format.ts';
import { ENGLISH_ALLOWED, GLOSSARY, TAGLINE_WRONG, type GameId, type GlossaryLang } from './glossary.ts';
import { gameOfKey } from './per-game.ts';
import { MENU_WORDS } from '../../../common/menu-words.ts';
import type { RuleBook } from '../rulebook/types.ts';

interface Text {
  readonly file: string;
  readonly key: string;
  readonly value: string;
  readonly game?: GameId;
}

const GAMES: readonly GameId[] = ['sproyte', 'spades', 'tribello'];

const lessonFiles = import.meta.glob<{ text: Readonly<Record<string, string>> }>('../lessons/*/*.ts', { eager: true });
const bookFiles = import.meta.glob<{ book: RuleBook }>('../rulebook/*/*.ts', { eager: true });

function bookTexts(book: RuleBook): [string, string][] {
  const out: [string, string][] = [
    ['title', book.title],
    ['intro', book.intro],
  ];
  for (const s of book.sections) {
    out.push([`${s.id}.title`, s.title]);
    if (s.intro) out.push([`${s.id}.intro`, s.intro]);
    (s.examples ?? []).forEach((e, i) => out.push([`${s.id}.example${i + 1}`, e]));
    for (const r of s.rules) out.push([`${r.id}.title`, r.title], [`${r.id}.text`, r.text]);
  }
  book.glossary.forEach((g, i) => out.push([`glossary.${i + 1}.term`, g.term], [`glossary.${i + 1}.text`, g.text]));
  return out;
}

/** Every text of one language, with its file, key and game. */
export function textsOf(lang: GlossaryLang): Text[] {
  const out: Text[] = [];
  for (const [key, value] of Object.entries(dictionaries[lang]))
    out.push({ file: `renderer/src/i18n/${lang}.ts`, key, value, game: gameOfKey(key) });
  for (const [path, mod] of Object.entries(lessonFiles)) {
    const m = /\/lessons\/(\w+)\/(\w+)\.ts$/.exec(path);
    if (!m || m[2] !== lang) continue;
    for (const [key, value] of Object.entries(mod.text))
      out.push({ file: `renderer/src/lessons/${m[1]}/${lang}.ts`, key, value, game: m[1] as GameId });
  }
  for (const [path, mod] of Object.entries(bookFiles)) {
    const m = /\/rulebook\/(\w+)\/(\w+)\.ts$/.exec(path);
    if (!m || m[2] !== lang || !mod.book) continue;
    const game = (GAMES as readonly string[]).includes(m[1]) ? (m[1] as GameId) : undefined;
    for (const [key, value] of bookTexts(mod.book))
      out.push({ file: `renderer/src/rulebook/${m[1]}/${lang}.ts`, key, value, game });
  }
  for (const [key, value] of Object.entries(MENU_WORDS[lang]))
    out.push({ file: 'common/menu-words.ts', key: `${lang}.${key}`, value });
  return out;
}

const cards = (s: string) => [...s.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1]).sort();

describe.each(['nb', 'sv', 'da', 'en'] as const)('%s words', (lang) => {
  const texts = textsOf(lang);

  it('reads every kind of text (dictionary, lessons of three games, four rule books, menu)', () => {
    const files = new Set(texts.map((t) => t.file));
    expect(files.size).toBe(1 + 3 + 4 + 1);
  });

  it('has none of the glossary’s wrong variants', () => {
    const found: string[] = [];
    for (const term of GLOSSARY[lang])
      for (const wrong of term.wrong ?? [])
        for (const t of texts) {
          if ((term.game && t.game !== term.game) || (t.game && wrong.seedIn?.includes(t.game))) continue;
          const m = wrong.re.exec(t.value);
          if (m) found.push(`${t.file} · ${t.key}: «${m[0].trim()}» → ${wrong.say} (${term.concept})`);
        }
    expect(found).toEqual([]);
  });

  it('keeps the English placeholders and card pictures in every message', () => {
    if (lang === 'en') return;
    const en = new Map(
      textsOf('en').map((t) => [`${t.file.replace(/\/en\.ts$/, '')}|${t.key.replace(/^en\./, '')}`, t.value]),
    );
    const wrong: string[] = [];
    for (const t of texts) {
      const other = en.get(
        `${t.file.replace(new RegExp(`/${lang}\\.ts$`), '')}|${t.key.replace(new RegExp(`^${lang}\\.`), '')}`,
      );
      if (other === undefined) continue;
      if (placeholders(other).join() !== placeholders(t.value).join())
        wrong.push(
          `${t.file} · ${t.key}: {${placeholders(t.value).join()}} but English has {${placeholders(other).join()}}`,
        );
      if (!t.key.startsWith('glossary.') && cards(other).join() !== cards(t.value).join())
        wrong.push(`${t.file} · ${t.key}: cards ${cards(t.value).join()} but English has ${cards(other).join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says three trick-taking games, not Nordic ones', () => {
    const tagline = dictionaries[lang]['app.tagline'];
    expect(TAGLINE_WRONG.filter((w) => w.re.test(tagline)).map((w) => `${lang} app.tagline → ${w.say}`)).toEqual([]);
  });
});

// English words that are no Norwegian, Swedish or Danish word (so "hand", "over", "is", "hint" are not here).
const ENGLISH = new Set(
  'the and with your you this that these those trick tricks trump trumps bids bidding dealer deal dealt lead leads follow suit suits score scores points player players card cards game games play plays played won lost win wins round rounds undo settings please click next new save rule rules only when which what will would should cannot been were are from into about because without every each other others contract contracts partner partners'.split(
    ' ',
  ),
);
const ALLOWED = new Set(ENGLISH_ALLOWED);

/** The words of a message outside placeholders, card pictures and rule ids. */
function prose(s: string): string[] {
  let t = s;
  for (let prev = ''; prev !== t;) {
    prev = t;
    t = t.replace(/\{[^{}]*\}/g, ' ');
  }
  t = t.replace(/\[\[[^\]]*\]\]/g, ' ').replace(/\b[A-Z]{3}-[A-Z]?\d+(\.\d+)?\b/g, ' ');
  return t.split(/[^\p{L}]+/u).filter(Boolean);
}

describe.each(['nb', 'sv', 'da'] as const)('%s prose', (lang) => {
  it('has no English word left (names in the allow-list aside)', () => {
    const found: string[] = [];
    for (const t of textsOf(lang)) {
      const english = prose(t.value).filter((word) => ENGLISH.has(word.toLowerCase()) && !ALLOWED.has(word));
      if (english.length) found.push(`${t.file} · ${t.key}: ${english.join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});

/** Does any wrong variant of the language (for this game, or shared) match the text? */
function caught(lang: GlossaryLang, text: string, game?: GameId): boolean {
  return GLOSSARY[lang].some(
    (term) =>
      (!term.game || term.game === game) &&
      (term.wrong ?? []).some((w) => !(game && w.seedIn?.includes(game)) && w.re.test(text)),
  );
}

describe('the glossary knows the review’s wrong words', () => {
  const wrong: [GlossaryLang, string, GameId?][] = [
    ['da', 'Spil dette giv igen'],
    ['da', 'Klør er trumf i dette første giv.', 'sproyte'],
    ['da', 'Gennemgå givet'],
    ['da', 'afhænger kun af givets nummer'],
    ['da', 'Tolv givninger, fire runder', 'tribello'],
    ['da', 'Liv letter af og viser'],
    ['da', 'trumf fra kortet i løftet'],
    ['da', 'Talonen er uset, så et byt er et sats'],
    ['da', 'Arv ubrugte byt'],
    ['da', 'Dyk: læg en hjerter', 'tribello'],
    ['da', 'Bekend kulør: læg en ruder.', 'spades'],
    ['da', 'Kontrakter vundet'],
    ['da', '{partner} bød nil'],
    ['da', 'Den første giver trækkes der lod om'],
    ['da', 'Runde 4 · ingen trumf, vendte kvoter', 'tribello'],
    ['da', 'Spar, giv 3', 'spades'],
    ['da', 'Gennemgå given', 'spades'],
    ['da', 'Point per giv', 'spades'],
    ['da', 'Giv', 'spades'],
    ['da', 'Ingen give endnu.', 'spades'],
    ['sv', 'Duka: lägg ett hjärter'],
    ['sv', 'Förhand, mellanhand och giv byter'],
    ['sv', 'Rollen som giv går åt vänster'],
    ['sv', 'annars lottas den första given'],
    ['sv', 'Bjud tillsammans med din partner', 'spades'],
    ['sv', 'de små rutern, de små klövern'],
    ['sv', 'Spara de höga spadrarna'],
    ['sv', 'inga stick är värt fyra'],
    ['sv', 'Varje stick i Spader börjar så här.'],
    ['sv', 'I vanlig Sprøyte tas tvåorna bort.'],
    ['da', 'I almindelig Sprøyte tages toerne ud.'],
    ['sv', 'Inget stick har spelats i den här given.'],
    ['nb', 'Hvem sin tur er det?'],
    ['nb', 'Forhånd kutter og viser et kort', 'sproyte'],
    ['nb', 'kuttkortet bestemmer spillet'],
    ['nb', 'Neste sort i rundgangen', 'sproyte'],
    ['nb', 'så du må følge farge', 'tribello'],
    ['nb', 'Kontrakter vunnet'],
    ['nb', 'snudde kvoter', 'tribello'],
  ];
  it.each(wrong)('%s: «%s» is caught', (lang, text, game) => expect(caught(lang, text, game)).toBe(true));

  const right: [GlossaryLang, string, GameId?][] = [
    ['da', 'Spil denne giv igen'],
    ['da', 'Kortene som de blev givet.'],
    ['da', 'Gennemgå et spil giv for giv'],
    ['da', 'Klør 2 tages ud før givningen'],
    ['da', 'Følg kulør: læg en ruder.', 'spades'],
    ['da', 'Bekend kulør: læg en ruder.', 'sproyte'],
    ['da', 'Runde 4 · ingen trumf, omvendte kvoter', 'tribello'],
    ['da', 'Spar, hånd 3', 'spades'],
    ['da', 'Blind nil: giv to kort', 'spades'],
    ['da', 'Giv {n, plural, one {# kort} other {# kort}}', 'spades'],
    ['da', 'Spilleren til venstre for giveren spiller ud.', 'spades'],
    ['da', 'Sprøyte, giv 3', 'sproyte'],
    ['sv', 'Ducka: lägg en hjärter'],
    ['sv', 'Spelaren till vänster om given spelar ut.'],
    ['sv', 'Inget stick har spelats i denna giv.'],
    ['sv', 'Spader är alltid trumf. Sprøyte spelas av tre.'],
    ['da', 'Spar opstod i USA, og i Spar er spar altid trumf.'],
    ['nb', 'Forhånd tar av og viser et kort'],
    ['nb', 'spilleren til venstre for giver kutter kortstokken', 'tribello'],
    ['nb', 'så du må følge sort', 'tribello'],
    ['nb', 'Hvis tur er det?'],
  ];
  it.each(right)('%s: «%s» passes', (lang, text, game) => expect(caught(lang, text, game)).toBe(false));
});
