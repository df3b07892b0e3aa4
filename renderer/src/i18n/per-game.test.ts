// Spades' own word for a deal in the words shared by all games (per-game.ts): a Danish Spar player reads the
// Spar seed's «hånd» there, not «giv» («Spar, hånd 3»); and code that says such a word asks for its game's form.
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';
import { GLOSSARY } from './glossary.ts';
import { DEAL_KEYS, gameKey, gameOfKey } from './per-game.ts';

/** Shared words that name a deal but are not shown in a Spades game, each with where it is shown instead. */
const NOT_IN_SPADES: Readonly<Record<string, string>> = {
  'event.dealStartsRound': "Tribello's deal start (a round)",
  'event.dealStartsRound.you': "Tribello's deal start (a round)",
  'summary.dealTitle': "the Sprøyte deal summary (summary.spadesTitle is Spades')",
  'summary.tribelloTitle': 'the Tribello deal summary',
  'summary.tiePlayOn': 'the Sprøyte deal summary',
  'summary.zeroSum': 'the Tribello deal summary',
  'sheet.dealN': "the Sprøyte and Tribello score sheets (sheet.handN is Spades')",
  'sheet.sproyteNote': 'the Sprøyte score sheet',
  'sheet.tribelloTieShared': 'the Tribello score sheet',
  'sheet.tribelloTieBreak': 'the Tribello score sheet',
  'sheet.sproyteNoteShared': 'the Sprøyte score sheet',
  'stats.overFour': 'the Sprøyte statistics',
  'stats.roundPoints': 'the Tribello statistics',
  'pad.dealN': "the Sprøyte and Tribello score pads (pad.handN is Spades')",
  'pad.deal': "the Sprøyte and Tribello score pads (pad.hand is Spades')",
  'pad.fileDeal': 'a pad file that cannot be opened: its game is not known',
  'refusal.noDeal': "Sprøyte's refusal (refusal.spades.noDeal is Spades')",
  'refusal.noDealInProgress': "Tribello's refusal",
};

describe("a word shared by all games says the game's own word for a deal (Spar: hånd)", () => {
  const spar = GLOSSARY.da.filter((term) => term.game === 'spades').flatMap((term) => term.wrong ?? []);
  const dict = dictionaries.da as Record<string, string>;

  it('every shared Danish word a Spar player reads says hånd, not giv (through its Spades form)', () => {
    const found: string[] = [];
    for (const key of Object.keys(dict)) {
      if (gameOfKey(key) || key in NOT_IN_SPADES) continue;
      // A refusal's Spades form is refusal.spades.<key> (session.svelte.ts); any other word's is <key>.spades.
      const refusal = key.startsWith('refusal.') ? `refusal.spades.${key.slice('refusal.'.length)}` : '';
      const seen = refusal in dict ? dict[refusal] : dict[gameKey('spades', key as never)];
      for (const wrong of spar) {
        const m = wrong.re.exec(seen);
        if (m) found.push(`da · ${key}: «${m[0].trim()}» → ${wrong.say}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('lists only keys that exist and that name a deal in Danish', () => {
    for (const key of Object.keys(NOT_IN_SPADES)) {
      expect(key in dict, key).toBe(true);
      expect(
        spar.some((w) => w.re.test(dict[key])),
        key,
      ).toBe(true);
    }
  });

  it('gives every deal key a Spades form, and Sprøyte and Tribello the shared word', () => {
    for (const key of DEAL_KEYS) {
      expect(gameKey('spades', key)).toBe(`${key}.spades`);
      expect(gameKey('sproyte', key)).toBe(key);
      expect(gameKey('tribello', key)).toBe(key);
    }
    const said = (key: 'home.continueWhat' | 'home.continueWhat.spades') =>
      dictionaries.da[key].replace('{game}', 'Spar').replace('{deal}', '3');
    expect(said('home.continueWhat')).toBe('Spar, giv 3');
    expect(spar.some((w) => w.re.test(said('home.continueWhat')))).toBe(true);
    expect(said(gameKey('spades', 'home.continueWhat') as 'home.continueWhat.spades')).toBe('Spar, hånd 3');
    expect(spar.some((w) => w.re.test(said('home.continueWhat.spades')))).toBe(false);
  });

  it('in English, a deal key says deal in Sprøyte and Tribello and hand in Spades (the coach: «Deal by deal», «Hand by hand»)', () => {
    // The noun, not the verb («Hand {n}: you deal.») nor a placeholder («{deal}»).
    const dealNoun = /(^|\b(a|an|the|this|each|every|per|one|last|your|by|example)\s)deals?\b/i;
    const found: string[] = [];
    for (const key of DEAL_KEYS) {
      const shared = dictionaries.en[key];
      const spades = dictionaries.en[gameKey('spades', key)].replace(/\{\w+\}/g, '');
      if (/\bhands?\b/i.test(shared)) found.push(`en · ${key}: «${shared}» says hand`);
      if (dealNoun.test(spades)) found.push(`en · ${key}.spades: «${spades}» says deal`);
    }
    expect(found).toEqual([]);
    expect(dictionaries.en[gameKey('tribello', 'coach.handsTitle')]).toBe('Deal by deal');
    expect(dictionaries.en[gameKey('spades', 'coach.handsTitle')]).toBe('Hand by hand');
  });

  it("code that says a deal key asks for its game's form: tg(game, key), never t(key)", async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const src = join(import.meta.dirname, '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) =>
        statSync(join(dir, n)).isDirectory()
          ? walk(join(dir, n))
          : /\.(ts|svelte)$/.test(n) && !/\.test\.ts$/.test(n)
            ? [join(dir, n)]
            : [],
      );
    const keys = new Set<string>(DEAL_KEYS);
    const found: string[] = [];
    for (const file of walk(src)) {
      if (/i18n\/(nb|sv|da|en|per-game)\.ts$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      // The first argument of every t( … ) call, up to its first top-level comma or closing parenthesis.
      for (const m of text.matchAll(/(?<![\w.])(?:i18n\.)?t\(/g)) {
        let depth = 0;
        let end = m.index + m[0].length;
        for (; end < text.length; end++) {
          const c = text[end];
          if (c === '(' || c === '[' || c === '{') depth++;
          else if (c === ')' || c === ']' || c === '}') {
            if (depth-- === 0) break;
          } else if (c === ',' && depth === 0) break;
        }
        const arg = text.slice(m.index + m[0].length, end);
        for (const q of arg.matchAll(/'([\w.-]+)'/g))
          if (keys.has(q[1])) found.push(`${relative(src, file)}: t('${q[1]}') → tg(game, '${q[1]}')`);
      }
    }
    expect(found).toEqual([]);
  });
});
