// The rule book says what rules.md says: each text once read otherwise is pinned here by its
// meaning, in all four languages — the words that carry the rule must be there, the wrong reading must not.
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionaries.ts';
import type { RuleBook } from './types.ts';
import { book as spadesEn } from './spades/en.ts';
import { book as spadesNb } from './spades/nb.ts';
import { book as spadesSv } from './spades/sv.ts';
import { book as spadesDa } from './spades/da.ts';
import { book as sproyteEn } from './sproyte/en.ts';
import { book as sproyteNb } from './sproyte/nb.ts';
import { book as sproyteSv } from './sproyte/sv.ts';
import { book as sproyteDa } from './sproyte/da.ts';
import { book as commonEn } from './common/en.ts';
import { book as commonNb } from './common/nb.ts';
import { book as commonSv } from './common/sv.ts';
import { book as commonDa } from './common/da.ts';

type Lang = 'en' | 'nb' | 'sv' | 'da';
const BOOKS: Record<Lang, { spades: RuleBook; sproyte: RuleBook; common: RuleBook }> = {
  en: { spades: spadesEn, sproyte: sproyteEn, common: commonEn },
  nb: { spades: spadesNb, sproyte: sproyteNb, common: commonNb },
  sv: { spades: spadesSv, sproyte: sproyteSv, common: commonSv },
  da: { spades: spadesDa, sproyte: sproyteDa, common: commonDa },
};

function rule(book: RuleBook, id: string): string {
  const r = book.sections.flatMap((s) => s.rules).find((x) => x.id === id);
  if (!r) throw new Error(`${book.id}: no rule ${id}`);
  return r.text;
}

/** Per language: what the text must say, and the reading it must not allow. */
interface Meaning {
  readonly must: RegExp;
  readonly mustNot?: RegExp;
}

const RECEIVED: Record<Lang, Meaning> = {
  // SPD-5.6 (d) / SPD-D17: the two cards passed back may include ones just received; no preference.
  en: { must: /passes any two back, even the ones just received/, mustNot: /preferably/i },
  nb: { must: /to hvilke som helst tilbake, også kort du nettopp ga/, mustNot: /gjerne de samme/ },
  sv: { must: /två valfria kort tillbaka, även sådana du nyss gav/, mustNot: /gärna samma/ },
  da: { must: /to vilkårlige kort tilbage, også kort, du lige har givet/, mustNot: /gerne de samme/ },
};

const LOW_CARD: Record<Lang, Meaning> = {
  // COM-5.4: no duty to beat or to trump; a low card is allowed, within the suit you must follow.
  en: { must: /You may always play low, as long as you follow suit when you can/, mustNot: /discard/i },
  nb: { must: /Du kan alltid legge lavt, så lenge du følger når du kan/, mustNot: /\bkast/i },
  sv: { must: /Du får alltid lägga lågt, så länge du följer färg när du kan/, mustNot: /\bsaka/i },
  da: { must: /Du kan altid lægge lavt, så længe du bekender kulør, når du kan/, mustNot: /kaste\b[^.]*\baf\b/i },
};

const HIGHEST_WINS: Record<Lang, Meaning> = {
  // SPR-10.3 / SPR-D10 (and SPR-L13): once someone reaches the target the highest total wins; a tie plays on.
  en: { must: /highest total wins; a tie[^.]* plays on/, mustNot: /first to (10|the target)/i },
  nb: {
    must: /vinner (den med )?høyest sum; (står (flere|det) )?likt øverst,? spilles (det )?videre/,
    mustNot: /først(emann)? til (10|målet)/i,
  },
  sv: {
    must: /vinner (den med )?högst summa; står (flera|det) lika( i toppen)? spelar ni vidare/,
    mustNot: /först till (10|målet)/i,
  },
  da: {
    must: /vinder (den med den )?højeste sum; står (flere|det) lige( øverst)?, (spiller I|spilles der) videre/,
    mustNot: /(først|første) til (10|målet)/i,
  },
};

const SPADES_WINNER: Record<Lang, Meaning> = {
  // SPD-9.2 / SPD-9.3: after a hand in which a side reaches 500, the higher total wins; a tie plays on.
  en: { must: /Once a side reaches 500, the higher total wins; a tie plays on/, mustNot: /first side to 500/i },
  nb: {
    must: /Når et lag har nådd 500, vinner laget med høyest sum; står lagene likt, spilles det videre/,
    mustNot: /først når 500/,
  },
  sv: {
    must: /När ett lag har nått 500 vinner det lag som har flest poäng; står det lika spelar ni vidare/,
    mustNot: /först når 500/,
  },
  da: {
    must: /Når et par har nået 500, vinder det par, der har flest point; står det lige, spiller I videre/,
    mustNot: /først når 500/,
  },
};

const SIGNED: Record<Lang, { below: RegExp; nulloAbove: RegExp }> = {
  // SPR-S8 / SPR-D11: tricks − 4 in trump and grand, 4 − tricks in nullo — in nullo the tricks ABOVE four cost.
  en: { below: /trump and grand[^.;]* trick below four/, nulloAbove: /nullo[^.;]* trick above four/ },
  nb: { below: /trumf og grand[^.;]* stikk under fire/, nulloAbove: /nullo[^.;]* stikk over fire/ },
  sv: { below: /trumf och grand[^.;]* stick under fyra/, nulloAbove: /nullo[^.;]* stick över fyra/ },
  da: { below: /trumf og grand[^.;]* stik under fire/, nulloAbove: /nullo[^.;]* stik over fire/ },
};

const check = (text: string, m: Meaning) => {
  expect(text).toMatch(m.must);
  if (m.mustNot) expect(text).not.toMatch(m.mustNot);
};

describe.each(['en', 'nb', 'sv', 'da'] as const)('%s rule book says what the rule says', (lang) => {
  const b = BOOKS[lang];
  const d = dictionaries[lang];

  it('SPD-5.6: the partner may pass back the cards just received', () =>
    check(rule(b.spades, 'SPD-5.6'), RECEIVED[lang]));

  it('COM-5.4: a low card is always allowed — not a discard, which would break following suit', () =>
    check(rule(b.common, 'COM-5.4'), LOW_CARD[lang]));

  it('Sprøyte: the highest total wins once someone reaches the target, a tie plays on (intro and help)', () => {
    check(b.sproyte.intro, HIGHEST_WINS[lang]);
    check(d['help.sproyte'], HIGHEST_WINS[lang]);
    expect(rule(b.sproyte, 'SPR-10.3')).not.toMatch(HIGHEST_WINS[lang].mustNot!);
  });

  it('Spades: the intro says the higher total wins, as SPD-9.2', () => check(b.spades.intro, SPADES_WINNER[lang]));

  it('SPR-S8: signed scoring costs the tricks below four in trump and grand, but above four in nullo', () => {
    for (const text of [rule(b.sproyte, 'SPR-S8'), rule(b.sproyte, 'SPR-D11'), d['opt.sproyte.signedScoring.true']]) {
      expect(text).toMatch(SIGNED[lang].below);
      expect(text).toMatch(SIGNED[lang].nulloAbove);
    }
    expect(d['opt.sproyte.signedScoring']).not.toMatch(/below four|under fire|under fyra/);
  });
});
