// The table's score sheet says how each game ends, as rules.md has it, in all four languages: not "first to
// the target" (no game ends that way), but Sprøyte SPR-10.3 and Spades SPD-9.2/9.3 (once someone reaches the
// target the highest total wins; a tie plays on, or shares in Sprøyte with SPR-S9), Tribello TRB-11 (twelve
// deals, the highest total; TRB-S2 for a tie), and the Spades options that end a game otherwise (SPD-S9 moon
// wins, SPD-S13 losing score).
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.svelte.ts';
import type { GameAdapter } from '../lib/games/types.ts';
import { sproyte } from './sproyte/adapter.ts';
import { spades } from './spades/adapter.ts';
import { tribelloAdapter } from './tribello/adapter.ts';

const tribello = tribelloAdapter(true);

type Lang = 'en' | 'nb' | 'sv' | 'da';

function sheet(adapter: GameAdapter, options: Record<string, unknown>) {
  const rules = adapter.rules;
  const o = rules.parseOptions(options);
  const view = rules.observe(rules.setup(o, 0, 7), 0);
  const names = Array.from({ length: rules.seatCount(o) }, (_, i) => `P${i}`);
  const s = adapter.scoreSheet(view, names);
  return { caption: s.caption, notes: s.notes.join(' '), all: [s.caption, ...s.notes].join(' ') };
}

const WORDS: Record<
  Lang,
  {
    highest: RegExp;
    firstTo: RegExp;
    leadsAlone: RegExp;
    shared: RegExp;
    moreHands: RegExp;
    tieBreak: RegExp;
    bags: RegExp;
    moon: RegExp;
    losing: RegExp;
  }
> = {
  en: {
    highest: /the highest total wins/,
    firstTo: /first to/i,
    leadsAlone: /leads alone/,
    shared: /share the win/,
    moreHands: /equal totals at the top: more hands are played until one leads alone/,
    tieBreak: /tie-break deals/,
    bags: /bags/,
    moon: /moon/,
    losing: /−?200 or below/,
  },
  nb: {
    highest: /vinner den med høyest sum|den med høyest sum vinner/,
    firstTo: /først til/i,
    leadsAlone: /leder alene/,
    shared: /deler de seieren/,
    moreHands: /står det likt øverst, spilles det flere giv til én leder alene/,
    tieBreak: /ekstra giv/,
    bags: /overstikk/,
    moon: /månen/,
    losing: /200 eller mindre/,
  },
  sv: {
    highest: /vinner den med högst summa|den med högst summa vinner/,
    firstTo: /först till/i,
    leadsAlone: /leder ensam/,
    shared: /delar de på segern/,
    moreHands: /står det lika i toppen spelas fler givar tills en leder ensam/,
    tieBreak: /extra givar/,
    bags: /påsar/,
    moon: /månen/,
    losing: /200 eller mindre/,
  },
  da: {
    highest: /vinder den med den højeste sum|den med den højeste sum vinder/,
    firstTo: /først til|første til/i,
    leadsAlone: /fører alene/,
    shared: /deler de sejren/,
    moreHands: /står det lige øverst, spilles der flere hænder, til én fører alene/,
    tieBreak: /ekstra give/,
    bags: /overstik/,
    moon: /månen/,
    losing: /200 eller mindre/,
  },
};

afterAll(() => i18n.setLocale('en'));

describe.each(['en', 'nb', 'sv', 'da'] as const)('%s score sheet says how the game ends', (lang) => {
  const w = WORDS[lang];
  const at = <T>(f: () => T): T => {
    i18n.setLocale(lang);
    return f();
  };

  it('Sprøyte (SPR-10.3): the highest total wins once someone reaches the target; a tie plays on, or shares (SPR-S9)', () => {
    const on = at(() => sheet(sproyte, {}));
    expect(on.caption).toMatch(w.highest);
    expect(on.all).not.toMatch(w.firstTo);
    expect(on.notes).toMatch(w.leadsAlone);
    expect(on.notes).not.toMatch(w.shared);
    const shared = at(() => sheet(sproyte, { tie: 'shared' }));
    expect(shared.notes).toMatch(w.shared);
    expect(shared.notes).not.toMatch(w.leadsAlone);
  });

  it('Spades (SPD-9.2, SPD-9.3): the highest total once a side reaches the target, a tie plays another hand', () => {
    const s = at(() => sheet(spades, {}));
    expect(s.caption).toMatch(w.highest);
    expect(s.caption).toMatch(w.bags);
    expect(s.all).not.toMatch(w.firstTo);
    expect(s.notes).toMatch(w.moreHands);
    expect(s.notes).not.toMatch(w.moon);
    expect(s.notes).not.toMatch(w.losing);
  });

  it('Spades options: no bags (SPD-S10), a moon that wins (SPD-S9), a losing score (SPD-S13) are said', () => {
    const s = at(() => sheet(spades, { bags: 'off', moon: 'win', losingScore: -200 }));
    expect(s.caption).toMatch(w.highest);
    expect(s.caption).not.toMatch(w.bags);
    expect(s.notes).toMatch(w.moon);
    expect(s.notes).toMatch(w.losing);
  });

  it('Tribello (TRB-11): twelve deals and the highest total, with the tie rule in force (TRB-S2)', () => {
    const shared = at(() => sheet(tribello, {}));
    expect(shared.caption).toMatch(w.highest);
    expect(shared.all).not.toMatch(w.firstTo);
    expect(shared.notes).toMatch(w.shared);
    const breaks = at(() => sheet(tribello, { tie: 'tiebreak' }));
    expect(breaks.notes).toMatch(w.tieBreak);
    expect(breaks.notes).not.toMatch(w.shared);
  });
});
