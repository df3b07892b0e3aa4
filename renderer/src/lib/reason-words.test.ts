// Reasons in words: every reason key has words in all four languages with the same {params}, and a
// reason reads with the players' names and the cards as the table shows them (and by name for a screen reader).
import { describe, expect, it } from 'vitest';
import { reason } from '../../../machines/core/reasons/reason.ts';
import { UNNAMED_CATEGORIES } from '../../../machines/core/reasons/categories.ts';
import { REASON_CATEGORIES } from '../../../machines/games.ts';
import { dictionaries, INTL_LOCALE } from '../i18n/dictionaries.ts';
import type { MessageKey } from '../i18n/en.ts';
import { format, placeholders } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { checkSaid, hintSaid, reasonSaid } from './hint-words.ts';

const LANGS = ['en', 'nb', 'sv', 'da'] as const;
const tr = (lang: Locale) => (key: MessageKey, params?: Record<string, string | number>) =>
  format(INTL_LOCALE[lang], dictionaries[lang][key], params);
const names = ['You', 'Ola', 'Kari', 'Per'];

describe('reason words', () => {
  it.each(LANGS)('%s has every reason key of the English list, with the same {params}', (lang) => {
    const en = dictionaries.en as Record<string, string>;
    const d = dictionaries[lang] as Record<string, string>;
    const keys = Object.keys(en).filter((k) => k.startsWith('reason.'));
    expect(keys.length).toBeGreaterThanOrEqual(40);
    expect(keys.filter((k) => !(k in d) || placeholders(d[k]).join() !== placeholders(en[k]).join())).toEqual([]);
  });
  it('every category a hint can name has words; the unnamed ones (no test position) have none', () => {
    const keys = Object.keys(dictionaries.en).filter((k) => k.startsWith('reason.'));
    const worded = (c: string) => keys.some((k) => k === `reason.${c}` || k.startsWith(`reason.${c}.`));
    expect(REASON_CATEGORIES.filter((c) => !UNNAMED_CATEGORIES.includes(c) && !worded(c))).toEqual([]);
    expect(UNNAMED_CATEGORIES.filter(worded)).toEqual([]);
  });
  it('partner winning names the partner and the cards kept: "Kari\'s ♣K is winning the trick: don\'t overtake, keep ♣A ♣Q."', () => {
    const r = reason('partner-winning', { card: 'KC', player: 2, cards: 'AC QC' }, undefined, {
      key: 'reason.detail.loses',
      params: { pct: 97 },
    });
    expect(reasonSaid(tr('en'), r, names).short).toBe(
      "Kari's ♣K is winning the trick: don't overtake, keep ♣A ♣Q. It loses this trick 97% of the time.",
    );
    expect(reasonSaid(tr('nb'), r, names).full).toContain('Kari');
    const hint = {
      action: { type: 'play', seat: 0, card: 'TC' },
      reason: r,
      reasonKey: 'hint.bestScore',
      params: {},
      alternatives: [],
      close: false,
    };
    expect(hintSaid(tr('en'), { ...hint, alternatives: [{ action: null, value: 1 }] }, names).short).toMatch(
      /^Play ♣10\. Kari's ♣K is winning/,
    );
  });
  it("a bid reason says what is known: the partner's bid once made, a typical one before", () => {
    const nil = reason('bid-nil', { player: 2, bid: 5 }, 'partner', {
      key: 'reason.detail.holds',
      params: { pct: 96 },
    });
    expect(reasonSaid(tr('en'), nil, names).short).toBe(
      "Nil: your hand has no card that must win a trick; Kari bid 5 and takes your side's tricks. It holds 96% of the time.",
    );
    const first = reason('bid-hand', { count: 4 }, 'typical', {
      key: 'reason.detail.contractTypical',
      params: { pct: 94 },
    });
    expect(reasonSaid(tr('en'), first, names).short).toBe(
      "Bid 4: your hand's tricks, counting on a typical bid from your partner. With such a bid from your partner, your side makes its contract 94% of the time.",
    );
    for (const lang of LANGS)
      for (const r of [nil, first]) expect(reasonSaid(tr(lang), r, names).short).not.toMatch(/[{}]|reason\./);
    expect(reasonSaid(tr('nb'), nil, names).short).toContain('Kari har meldt 5');
    expect(reasonSaid(tr('sv'), nil, names).short).toMatch(/^Nolla: .*Kari har bjudit 5/);
    expect(reasonSaid(tr('da'), first, names).short).toContain('makker');
  });
  it('a set says how many tricks set an opposing contract, whoever takes them: this one, or so many of the tricks left (SPD-8.2)', () => {
    const one = reason('set-contract', { count: 1, card: 'KD' });
    const four = reason('set-contract', { count: 4, card: 'AS' });
    expect(reasonSaid(tr('en'), one, names).short).toBe(
      'Take the trick: an opposing contract fails if its bidders lose this one.',
    );
    expect(reasonSaid(tr('en'), four, names).short).toBe(
      'Take the trick: an opposing contract fails if its bidders lose 4 of the tricks left.',
    );
    expect(reasonSaid(tr('nb'), one, names).short).toBe(
      'Ta stikket: en kontrakt hos motspillerne går bet om de som meldte den, mister dette.',
    );
    expect(reasonSaid(tr('nb'), four, names).short).toBe(
      'Ta stikket: en kontrakt hos motspillerne går bet om de som meldte den, mister 4 av stikkene som er igjen.',
    );
    expect(reasonSaid(tr('sv'), four, names).short).toBe(
      'Ta sticket: ett motståndarbud går inte hem om de som bjöd det förlorar 4 av sticken som är kvar.',
    );
    expect(reasonSaid(tr('da'), four, names).short).toBe(
      'Tag stikket: en kontrakt hos modstanderne går ned, hvis de, der har budt den, mister 4 af de stik, der er tilbage.',
    );
  });
  it('a discard says why it does not win — never "need not win" while the side needs tricks', () => {
    const none = reason('discard-loser', { card: '5H' });
    const keep = reason('discard-loser', { card: '5H' }, 'keep-trumps');
    expect(reasonSaid(tr('en'), none, names).short).toBe(
      'You cannot follow suit and cannot win this trick: throw away a card that would lose anyway.',
    );
    expect(reasonSaid(tr('en'), keep, names).short).toBe(
      'You cannot follow suit. You could trump, but here it does not pay: keep your trumps for later and throw away a card that would lose anyway.',
    );
    expect(reasonSaid(tr('nb'), keep, names).short).toBe(
      'Du kan ikke følge. Du kunne trumfet, men her lønner det seg ikke: behold trumfene til senere og kast et kort som likevel ville tapt.',
    );
    expect(reasonSaid(tr('sv'), none, names).short).toBe(
      'Du är renons i färgen och kan inte ta sticket: saka ett kort som ändå skulle förlora.',
    );
    expect(reasonSaid(tr('da'), keep, names).short).toBe(
      'Du er renonce i kuløren. Du kunne trumfe, men her betaler det sig ikke: gem trumferne til senere, og kast et kort af, der alligevel ville tabe.',
    );
    const trump = reason('discard-loser', { card: '7S' }, 'trump');
    expect(reasonSaid(tr('en'), trump, names).short).toBe(
      'You cannot follow suit. This trump will probably lose the trick, but of your cards it costs least here.',
    );
    expect(reasonSaid(tr('nb'), trump, names).short).toBe(
      'Du kan ikke følge. Denne trumfen taper trolig stikket, men av kortene dine koster den minst her.',
    );
    for (const lang of LANGS)
      for (const r of [none, keep, trump])
        expect(reasonSaid(tr(lang), r, names).short).not.toMatch(/need not|trenger ikke|behöver inte|behøver ikke/);
  });
  it('a costly play says why the better card was better', () => {
    const play = {
      trick: 3,
      action: 14,
      seat: 0,
      card: 'AC',
      better: 'TC',
      cost: 12,
      reason: reason('partner-winning', { card: 'KC', player: 2, cards: 'AC QC' }),
    };
    expect(checkSaid(tr('en'), 'spades', play, names).short).toBe(
      "Trick 3: you played ♣A — ♣10 was better (about 12 points). Why ♣10: Kari's ♣K is winning the trick: don't overtake, keep ♣A ♣Q.",
    );
    expect(checkSaid(tr('en'), 'spades', play, names).full).toMatch(
      /^Trick 3: you played ace of clubs — ten of clubs was better \(about 12 points\)\. Why ten of clubs: Kari's king of clubs/,
    );
  });
});
