// The glossary's patterns bite where the app's words once went wrong: each pattern made for a sentence that
// slipped carries that sentence (`was`) and must flag it; the patterns leave the right forms alone; and a word
// shared by every game, read as a player of one game reads it (its game's own form), keeps that game's words
// (Tribello: «følge sort»; Spar: «følge kulør», «bud»).
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';
import { GLOSSARY, type GameId, type GlossaryLang, type Wrong } from './glossary.ts';
import { gameKey, gameOfKey } from './per-game.ts';

const LANGS: readonly GlossaryLang[] = ['nb', 'sv', 'da', 'en'];
const GAMES: readonly GameId[] = ['sproyte', 'spades', 'tribello'];

/** The wrong variants that apply to a text of this game (undefined: a shared text). */
function wrongsFor(lang: GlossaryLang, game?: GameId): Wrong[] {
  return GLOSSARY[lang]
    .filter((term) => !term.game || term.game === game)
    .flatMap((term) => term.wrong ?? [])
    .filter((w) => !(game && w.seedIn?.includes(game)));
}

const flags = (lang: GlossaryLang, text: string, game?: GameId) => wrongsFor(lang, game).some((w) => w.re.test(text));

describe('every pattern made for a sentence that slipped flags that sentence', () => {
  const cases = LANGS.flatMap((lang) =>
    GLOSSARY[lang].flatMap((term) =>
      (term.wrong ?? []).filter((w) => w.was).map((w) => [lang, term.concept, w.was!, w] as const),
    ),
  );

  it('has the old sentences of each class that slipped (inflection, placeholder, plural, gender, per game)', () => {
    const was = (lang: GlossaryLang) => cases.filter(([l]) => l === lang).map(([, , was]) => was);
    expect(was('sv')).toEqual(expect.arrayContaining(['Kontrakt {contract} taget: 10 × {contract}']));
    expect(was('nb')).toEqual(expect.arrayContaining(['Et dyrt valg i dette givet gjaldt «{skill}».']));
    expect(was('da')).toEqual(
      expect.arrayContaining([
        'Giv spillet',
        'Meldingen fra {name}',
        '0 er ikke et bud: byd nil for at love nul stik.',
      ]),
    );
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)('%s · %s: «%s»', (_lang, _concept, _was, w) => {
    expect(w.re.test(w.was!)).toBe(true);
  });
});

describe('the patterns leave the right forms alone', () => {
  const right: [GlossaryLang, string, GameId?][] = [
    ['nb', 'Ingenting å vise ennå: spill en giv eller to.'],
    ['nb', 'En giv der du fikk et tips, teller med, men ikke for din beste giv.'],
    ['nb', 'Et dyrt valg i denne given gjaldt «{skill}».'],
    ['nb', 'Poengene dine i hver av de siste givene.'],
    ['nb', 'Den lille sparen din slår esset.', 'spades'],
    ['nb', 'Du trumfet med en liten spar, og nå er spar brutt.', 'spades'],
    ['nb', 'Runde 1 · trumf fra det viste kortet', 'tribello'],
    ['nb', 'Spilleren til venstre for giver kutter kortstokken.', 'tribello'],
    ['nb', 'Kari spilte ut hjerter. Følg farge: legg en hjerter.'],
    ['nb', 'Det er ruter, så det er lov. Alle hjerter er trumf.'],
    ['nb', 'Gi fra deg den høyeste, [[5H]]: det er hjerteren som lettest tar et stikk senere.'],
    ['nb', 'Behold trumfene til senere; en spar slår alle hjerter.'],
    ['nb', 'Poengarket viser giv 4.'],
    ['sv', 'Spelaren till vänster om given spelar ut.'],
    ['sv', 'Följ färg: lägg en hjärter. Ett parti spader, ett hjärterstick.'],
    ['sv', 'Tillåtet: du behöver aldrig trumfa (COM-5.4).'],
    ['sv', 'Står två eller tre lika i toppen spelar ni fler givar.'],
    ['da', 'Står to eller tre lige øverst, spiller I flere give.'],
    ['sv', 'Förhand, mellanhand och given byter plats.'],
    ['sv', 'Utdelningen'],
    ['sv', 'Lyckat bud på {contract}: 10 × {contract}', 'spades'],
    ['sv', 'I en extra giv tar du {youTricks}.'],
    ['sv', 'I spader sitter lagkamraterna mittemot varandra.'],
    ['sv', 'Spader är inte bruten än, men den högsta spadern vinner.', 'spades'],
    ['sv', 'Nytt poängblock'],
    ['da', 'Blind nil meldes, før man ser sine kort.', 'spades'],
    ['da', 'Du melder nil og byder ikke et tal.', 'spades'],
    ['da', 'Der er ingen trumfmelding.', 'spades'],
    ['da', '{name} byder først', 'spades'],
    ['da', 'Blandingstal {n}: med samme tal og regler får en anden spiller de samme give.'],
    ['da', 'Øvespil: {n, plural, one {en giv spillet igen} other {# give spillet igen}}.'],
    ['da', 'I ekstragiven tager du {youTricks}.'],
    ['da', 'Spar er brudt, og sparen vinder.', 'spades'],
    ['da', 'Kan du ikke, må du trumfe med spar eller kaste af.'],
    ['da', 'Er du renonce, må du trumfe eller kaste af.'],
    ['da', 'Når du er renonce, kan du trumfe (SPR-7.3). Læg en spar.'],
    ['da', 'Du kan spille spar ud, når spar er brudt, eller når du ikke har andet.', 'spades'],
    ['da', 'Bekend kulør: læg en hjerter. [[5H]] er din mindste.'],
    ['da', 'Du finder altid lektionerne under »Lær«.'],
    ['en', 'Nobody has to trump or beat a trick.'],
    ['en', 'at most {quota}, took {tricks}: {n} over, a point off each', 'tribello'],
  ];
  it.each(right)('%s: «%s» passes', (lang, text, game) => expect(flags(lang, text, game)).toBe(false));
});

/** A shared key's text as a player of `game` reads it: a refusal's game form, else the key's game form. */
function asReadIn(lang: GlossaryLang, key: string, game: GameId): string {
  const dict = dictionaries[lang] as Record<string, string>;
  const refusal = key.startsWith('refusal.') ? `refusal.${game}.${key.slice('refusal.'.length)}` : '';
  return refusal in dict ? dict[refusal] : dict[gameKey(game, key as never)];
}

/** Shared keys a game never shows, each with why (the check reads the others in each game's words). */
const TRIBELLO_ROUNDS = { 'round.revealed.long': 'a Tribello round (only Tribello has rounds)' };
const NOT_SHOWN_IN: Readonly<Partial<Record<GameId, Readonly<Record<string, string>>>>> = {
  sproyte: TRIBELLO_ROUNDS,
  spades: TRIBELLO_ROUNDS,
};
/** Spar's deal word (hånd) in the shared words is per-game.test.ts's check, with its own list of keys. */
const CHECKED_ELSEWHERE = new Set(['deal in Spar']);

describe("a shared word, as a game's player reads it, keeps that game's words", () => {
  it.each(LANGS.flatMap((lang) => GAMES.map((game) => [lang, game] as const)))('%s in %s', (lang, game) => {
    const own = GLOSSARY[lang]
      .filter((term) => term.game === game && !CHECKED_ELSEWHERE.has(term.concept))
      .flatMap((term) => term.wrong ?? []);
    const found: string[] = [];
    for (const key of Object.keys(dictionaries[lang])) {
      if (gameOfKey(key) || /\.(sproyte|spades|tribello)$/.test(key) || key in (NOT_SHOWN_IN[game] ?? {})) continue;
      const text = asReadIn(lang, key, game);
      for (const w of own.filter((x) => !x.seedIn?.includes(game))) {
        const m = w.re.exec(text);
        if (m) found.push(`${key}: «${m[0]}» → ${w.say}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would have caught the coach skill that said «følge farge» inside Tribello', () => {
    const tribello = GLOSSARY.nb.filter((t) => t.game === 'tribello').flatMap((t) => t.wrong ?? []);
    expect(tribello.some((w) => w.re.test('Å følge farge'))).toBe(true);
    expect(asReadIn('nb', 'coach.skill.follow-suit', 'tribello')).toBe('Å følge sort');
    expect(asReadIn('da', 'coach.skill.follow-suit', 'spades')).toBe('At følge kulør');
  });
});

/**
 * A bare Swedish label is told apart by its English: «Given» is the dealer ("Dealer"), «Giv» a deal ("Deal",
 * "Hand"). The text alone cannot say which; the English beside it can ("The deal" said «Given», the dealer chip
 * "Deals" said «Giv»).
 */
function bareLabelWrong(sv: string, en: string): string | null {
  if (sv === 'Given' && !/^(the )?dealer$/i.test(en)) return 'Utdelningen (a bare «Given» is the dealer)';
  if (sv === 'Giv' && !/^(a |the )?(deal|hand)$/i.test(en)) return 'Ger (a bare «Giv» is a deal)';
  return null;
}

describe('a bare Swedish «Given» is the dealer and a bare «Giv» a deal', () => {
  it('flags the old labels and passes the right ones', () => {
    expect(bareLabelWrong('Given', 'The deal')).not.toBeNull();
    expect(bareLabelWrong('Giv', 'Deals')).not.toBeNull();
    expect(bareLabelWrong('Given', 'Dealer')).toBeNull();
    expect(bareLabelWrong('Giv', 'Deal')).toBeNull();
    expect(bareLabelWrong('Ger', 'Deals')).toBeNull();
  });

  it('every bare label of the Swedish dictionary matches its English', () => {
    const sv = dictionaries.sv as Record<string, string>;
    const en = dictionaries.en as Record<string, string>;
    const found = Object.keys(sv).flatMap((k) => {
      const say = bareLabelWrong(sv[k], en[k]);
      return say ? [`${k}: «${sv[k]}» (${en[k]}) → ${say}`] : [];
    });
    expect(found).toEqual([]);
  });
});
