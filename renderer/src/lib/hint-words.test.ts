// Hints and the play check in words: every reason key the search can answer with has words in
// all four languages, and a hint or a costly play reads as a player would say it.
import { describe, expect, it } from 'vitest';
import { PLAIN_HINT_WORDS, type Hint } from '../../../machines/core/search/hint-kit.ts';
import { HINT_WORDS } from '../../../machines/spades/search/hint.ts';
import { dictionaries, INTL_LOCALE } from '../i18n/dictionaries.ts';
import type { MessageKey } from '../i18n/en.ts';
import { format, placeholders } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { checkSaid, hintCards, hintSaid, suggests } from './hint-words.ts';

const LANGS = ['en', 'nb', 'sv', 'da'] as const;
const tr = (lang: Locale) => (key: MessageKey, params?: Record<string, string | number>) =>
  format(INTL_LOCALE[lang], dictionaries[lang][key], params);
const hint = (
  action: unknown,
  reasonKey: string,
  params: Record<string, string | number> = {},
  close = false,
): Hint<unknown> => ({
  action,
  reasonKey,
  params,
  alternatives: [
    { action, value: 1 },
    { action: null, value: 0 },
  ],
  close,
});

describe('the reason keys of the search', () => {
  const machineWords: Record<string, string> = { ...PLAIN_HINT_WORDS, ...HINT_WORDS };
  it.each(LANGS)('%s has words for every key HINT_WORDS and PLAIN_HINT_WORDS list, with their {params}', (lang) => {
    const d = dictionaries[lang] as Record<string, string>;
    const wrong = Object.entries(machineWords)
      .filter(([k, english]) => !(k in d) || placeholders(d[k]).join() !== placeholders(english).join())
      .map(([k]) => k);
    expect(wrong).toEqual([]);
    expect(Object.keys(machineWords).length).toBeGreaterThanOrEqual(18);
  });
  it('the two tables agree where they share a key', () => {
    for (const k of Object.keys(HINT_WORDS).filter((k) => k in PLAIN_HINT_WORDS))
      expect(placeholders(HINT_WORDS[k])).toEqual(placeholders(PLAIN_HINT_WORDS[k]));
  });
});

describe('a hint in words', () => {
  it('a card: the card, then why, from your own view; the screen reader hears the card by name', () => {
    const said = hintSaid(tr('en'), hint({ type: 'play', seat: 0, card: 'KS' }, 'hint.winsTrick', { pct: 78 }));
    expect(said.short).toBe('♠K: wins this trick 78% of the time.');
    expect(said.full).toBe('King of spades: wins this trick 78% of the time.');
    expect(tr('en')('hint.said', { text: said.full })).toBe('Hint: King of spades: wins this trick 78% of the time.');
    expect(hintSaid(tr('nb'), hint({ type: 'play', seat: 0, card: 'QH' }, 'hint.ducksTrick', { pct: 64 })).full).toBe(
      'Hjerter dame: legger seg under og slipper stikket i 64\u00a0% av tilfellene.',
    );
  });
  it('after "{card}: " a card\'s reason is one clause (no colon of its own), in every language', () => {
    const cardKeys = [
      'hint.onlyChoice',
      'hint.winsTrick',
      'hint.losesTrick',
      'hint.ducksTrick',
      'hint.keepsNil',
      'hint.coversNil',
      'hint.bestScore',
      'hint.close',
      'hint.ruleOfThumb',
    ] as const;
    for (const lang of LANGS)
      for (const key of cardKeys)
        expect(`${lang} ${key}: ${tr(lang)(key, { pct: 78, points: 3 })}`).not.toMatch(/:.*:/);
  });
  it('a percentage stays with its number: "78%" in English, "78 %" with a no-break space in nb, sv and da', () => {
    for (const lang of LANGS)
      for (const [key, text] of Object.entries(dictionaries[lang]).filter(([, v]) => v.includes('{pct}')))
        expect(`${key}: ${text}`).toContain(lang === 'en' ? '{pct}%' : '{pct}\u00a0%');
  });
  it('a bid names itself; a close call says so', () => {
    const said = hintSaid(tr('en'), hint({ type: 'bid', seat: 0, bid: 4 }, 'hint.bidMakes', { bid: 4, pct: 71 }, true));
    expect(said.short).toBe('Bid 4: you make your contract 71% of the time. The next best choice is almost as good.');
    expect(hintSaid(tr('sv'), hint({ type: 'bid', seat: 0, bid: 'nil' }, 'hint.nilMakes', { pct: 80 })).short).toBe(
      'Nolla: du tar inget stick i 80\u00a0% av fallen.',
    );
  });
  it('a trump suit is named in words, and an exchange counts its cards', () => {
    expect(hintSaid(tr('da'), hint({ type: 'trump', seat: 0, suit: 'H' }, 'hint.nameTrump', { suit: 'H' })).short).toBe(
      'Meld hjerter som trumf: det giver bedst resultat i gennemsnit.',
    );
    expect(
      hintSaid(tr('en'), hint({ type: 'exchange', seat: 0, discards: ['2C'] }, 'hint.exchangeCards', { count: 1 }))
        .short,
    ).toMatch(/^Exchange 1 card:/);
  });
  it('no "0 points more": a near tie is a close call; the Casual fallback says it did not search', () => {
    expect(
      hintSaid(tr('en'), hint({ type: 'play', seat: 0, card: '2C' }, 'hint.bestScore', { points: 0 }, true)).short,
    ).toBe('♣2: the next best choice is almost as good.');
    expect(
      hintSaid(tr('sv'), hint({ type: 'play', seat: 0, card: '2C' }, 'hint.bestScore', { points: 0.4 })).short,
    ).toBe('♣2: ger ungefär 0,4 poäng mer än det näst bästa valet.');
    const casual: Hint<unknown> = {
      action: { type: 'play', seat: 0, card: '2C' },
      reasonKey: 'hint.bestScore',
      params: { points: 0 },
      alternatives: [],
      close: false,
    };
    expect(hintSaid(tr('en'), casual).short).toMatch(/With six players, hints do not look ahead\./);
  });
  it('points at the card to play, the cards to exchange or pass, and the suggested bid', () => {
    expect(hintCards(hint({ type: 'play', seat: 0, card: 'AS' }, 'hint.onlyChoice'))).toEqual(['AS']);
    expect(
      hintCards(hint({ type: 'exchange', seat: 0, discards: ['2C', '3D'] }, 'hint.exchangeCards', { count: 2 })),
    ).toEqual(['2C', '3D']);
    expect(hintCards(hint({ type: 'pass', seat: 0, cards: ['4H', 'AS'] }, 'hint.passCards'))).toEqual(['4H', 'AS']);
    expect(hintCards(hint({ type: 'bid', seat: 0, bid: 3 }, 'hint.bidMakes', { bid: 3, pct: 60 }))).toEqual([]);
    const bid = hint({ type: 'bid', seat: 0, bid: 3 }, 'hint.bidMakes', { bid: 3, pct: 60 });
    expect([
      suggests(bid, { type: 'bid', bid: 3 }),
      suggests(bid, { type: 'bid', bid: 4 }),
      suggests(null, { type: 'bid' }),
    ]).toEqual([true, false, false]);
  });
});

describe('the play check in words', () => {
  it('Spades: whole points per hand, cards by symbol on screen and by name for the screen reader', () => {
    const said = checkSaid(tr('en'), 'spades', { trick: 5, card: 'KH', better: '3H', cost: 12 });
    expect(said.short).toBe('Trick 5: you played ♥K — ♥3 was better (about 12 points).');
    expect(said.full).toBe('Trick 5: you played king of hearts — three of hearts was better (about 12 points).');
  });
  it("Sprøyte and Tribello: a fraction of a point, as an average, in the language's own number format", () => {
    expect(checkSaid(tr('en'), 'sproyte', { trick: 7, card: 'QC', better: '3C', cost: 0.68 }).short).toBe(
      'Trick 7: you played ♣Q — ♣3 was better (0.7 points on average).',
    );
    expect(checkSaid(tr('nb'), 'tribello', { trick: 4, card: '8D', better: 'KD', cost: 1.33 }).short).toBe(
      'Stikk 4: du spilte ♦8 – ♦K var bedre (i snitt 1,3 poeng).',
    );
    expect(checkSaid(tr('en'), 'tribello', { trick: 2, card: '8D', better: 'KD', cost: 1.04 }).short).toMatch(
      /\(1 point on average\)/,
    );
    expect(checkSaid(tr('da'), 'sproyte', { trick: 7, card: 'QC', better: '3C', cost: 0.68 }).short).toBe(
      'Stik 7: du spillede ♣D – ♣3 var bedre (i gennemsnit 0,7 point).',
    );
    expect(checkSaid(tr('sv'), 'spades', { trick: 3, card: 'KH', better: '3H', cost: 11.6 }).short).toBe(
      'Stick 3: du spelade ♥K – ♥3 var bättre (ungefär 12 poäng).',
    );
  });
});
