// The glossary's terms per language and the shape of a term (glossary.ts explains the rules they follow and
// exports them as GLOSSARY): text data, one entry per concept with the word, the note on where it comes from
// and the wrong variants a test looks for.

export type GlossaryLang = 'nb' | 'sv' | 'da' | 'en';
export type GameId = 'sproyte' | 'spades' | 'tribello';

export interface Wrong {
  /** The wrong variant as a pattern (case-sensitive unless flagged). */
  readonly re: RegExp;
  /** What to write instead. */
  readonly say: string;
  /** A sentence the app once said that this pattern must flag (glossary-was.test.ts proves it bites). */
  readonly was?: string;
  /** Games whose seed uses this word itself: the pattern does not apply to their texts. */
  readonly seedIn?: readonly GameId[];
}

export interface Term {
  /** The concept, in English: 'deal', 'dealer', 'follow suit' … */
  readonly concept: string;
  /** The word (or words) to use. */
  readonly word: string;
  /** Only in this game's texts; absent = every text of the language. */
  readonly game?: GameId;
  /** Why this word: the seed it comes from, or why there is none. */
  readonly note: string;
  readonly wrong?: readonly Wrong[];
}

export const w = (re: RegExp, say: string, was?: string, seedIn?: readonly GameId[]): Wrong => ({
  re,
  say,
  was,
  seedIn,
});

export const nb: readonly Term[] = [
  {
    concept: 'team-bid suggestion',
    word: 'forslag (et forslag, forslaget)',
    game: 'spades',
    note: 'The first partner’s number in a team bid; «hint» is English and «tips» is the hint button.',
    wrong: [w(/(?<![\p{L}{])([Hh]int|hintet)(?![\p{L}}])/u, 'forslag', 'et tall som bare er et hint')],
  },
  {
    concept: 'deal',
    word: 'giv, masculine (en giv, given, denne given, flere giv, givene)',
    note: 'Tribello seed: «i en giv», «Etter hver giv», «i den given». Sprøyte seed says «spill» for a deal; giv is the same table word and cannot be confused with the game.',
    wrong: [
      w(
        /(?<!\p{L})([Ee]t|[Dd]ette|[Hh]vert|[Dd]itt|[Mm]itt|[Ss]itt|[Nn]ytt|[Aa]nnet)\s+(\p{L}+\s+)?\p{L}*giv(?!\p{L})(?! for giv)/u,
        'en / denne / hver / din giv (masculine, also eksempelgiv)',
        'Et giv der du fikk et tips eller angret et trekk, teller med, men ikke for ditt beste giv.',
      ),
      w(/(?<!\p{L})\p{L}*givet(?!\p{L})/u, 'given (masculine)', 'Et dyrt valg i dette givet gjaldt «{skill}».'),
      w(/\bhvert av (de|dine) (\p{L}+ )?giv/u, 'hver av de siste givene', 'Poengene dine i hvert av de siste givene.'),
      w(/\bhver hele giv\b/, 'hver hel giv', 'målet sjekkes etter hver hele giv'),
    ],
  },
  {
    concept: 'dealer',
    word: 'giver (giveren)',
    note: 'Sprøyte seed «Giveren deler ut»; Tribello seed «Giver skal ha seks stikk».',
  },
  {
    concept: 'forehand / middle hand',
    word: 'forhånd, mellomhånd',
    note: 'Sprøyte seed «som kalles forhånd»; mellomhånd is the usual word for the next seat.',
    wrong: [w(/\bmiddelhånd/i, 'mellomhånd')],
  },
  {
    concept: 'follow suit',
    word: 'følge farge',
    game: 'sproyte',
    note: 'Sprøyte seed: «de andre må følge farge».',
    wrong: [
      w(/\bfølge sort\b/i, 'følge farge'),
      w(/\b[Ss]ort(en|er|ene)?\b(?! (konge|dame|knekt|ess|kort))/, "farge (the Sprøyte seed's word for a suit)"),
    ],
  },
  {
    concept: 'follow suit',
    word: 'følge farge',
    game: 'spades',
    note: 'No Norwegian Spades seed; farge as in Sprøyte, the common word.',
    wrong: [w(/\bfølge sort\b/i, 'følge farge'), w(/\b[Ss]ort(en|er|ene)\b/, 'farge')],
  },
  {
    concept: 'follow suit',
    word: 'følge sort',
    game: 'tribello',
    note: 'Tribello seed: «Du må følge sort hvis du kan».',
    wrong: [w(/\bfølge farge\b/i, 'følge sort')],
  },
  { concept: 'trump / lead / discard / trick', word: 'trumf, spille ut, kaste, stikk', note: 'Both Norwegian seeds.' },
  {
    concept: 'duck',
    word: 'dukke (la stikket gå)',
    note: 'The bridge word; «la stikket gå» says the same in plain words.',
  },
  {
    concept: 'cut',
    word: 'ta av (tar av, tok av)',
    note: 'Sprøyte seed «tar av kortstokken». The Tribello seed says «kutter» once, so a Tribello text may say it; ta av is the word across both three-player games, the common Norwegian one.',
    wrong: [w(/\b[Kk]utt(e|er|et|a)?\b/, 'ta av / tar av', 'Forhånd kutter og viser et kort', ['tribello'])],
  },
  {
    concept: 'revealed card',
    word: 'det viste kortet',
    note: 'Sprøyte seed «viser kortet», Tribello seed «vises fram».',
    wrong: [
      w(/[Kk]uttkort/, 'det viste kortet'),
      w(
        /\b(fra|[Aa]vtaket) (avtaket|avgjør|viser|bestemmer)\b/,
        'det viste kortet (the card decides, not the cut)',
        'Runde 1 · trumf fra avtaket',
      ),
    ],
  },
  {
    concept: 'contract made / failed',
    word: 'klare kontrakten / gå bet',
    note: 'No Norwegian Spades seed; klare and bet are the bridge words.',
    wrong: [
      w(/\b(kontrakt\w*|nil\w*)( er)? (vunnet|tapt)\b/i, 'klart / bet'),
      w(/\b(vunnet|tapt|tapte)( \w+)? (kontrakt|nil)/i, 'klart / bet'),
      w(
        /\b(vinner|vinne) kontrakten\b|\bkontrakt å vinne\b|\bden som ble tapt\b/,
        'klarer kontrakten / gikk bet',
        'enten makkeren vinner kontrakten eller ikke',
      ),
      w(/\b(tapes|når den blir klart)\b/, 'går bet / når den klares', '0 når den ene tapes, −200 når begge tapes'),
    ],
  },
  {
    concept: 'bid',
    word: 'melde, melding (nil: melde nil)',
    game: 'spades',
    note: 'The Norwegian whist and bridge word.',
  },
  {
    concept: 'quota / reversed quotas',
    word: 'kvote; omvendte kvoter',
    game: 'tribello',
    note: 'Tribello seed: «Kvoten er det antallet stikk», «spilleren til høyre har det omvendt».',
    wrong: [
      w(/\bsnudde kvoter/i, 'omvendte kvoter'),
      w(
        /\bkvotene (er |blir )?snudd\b/,
        'kvotene er omvendt',
        'I runde 4 er kvotene snudd: giver 3, venstre 4, høyre 6',
      ),
    ],
  },
  {
    concept: 'bags / nil / blind nil / breaking spades',
    word: 'overstikk; nil; blind nil; spar er brutt (bryte spar)',
    game: 'spades',
    note: "No Norwegian Spades seed; the Danish seed's overstik, nil, blind nil and «bryde spar» read the same in Norwegian. «sparen» is one spade card, so a broken suit is «spar er brutt».",
    wrong: [
      w(/\b[Ss]paren (er|var)( \p{L}+){0,2} brutt\b/u, 'spar er brutt', 'Sparen er ikke brutt ennå'),
      w(
        /\b(er|var|blir) sparen( \p{L}+)? brutt\b/u,
        'er spar brutt',
        'Nå er sparen brutt: en spar ble lagt i et stikk',
      ),
      w(/\b(bryter|brøt|bryte)( ikke)? sparen\b/, 'bryter spar', 'Du trumfet med en liten spar og brøt sparen.'),
      w(
        /\b[Ss]paren (må|skal|kan)( ikke)? være brutt\b/,
        'spar må være brutt',
        'sparen må være brutt før du kan spille ut spar',
      ),
      w(/\b[Ss]paren brytes\b/, 'spar brytes', 'Når sparen brytes'),
    ],
  },
  {
    concept: 'a bid, in a text every game shares',
    word: 'melding',
    note: 'The table, the panel and the lessons say «melding»; «bud» is the auction word and stands nowhere else.',
    wrong: [
      w(
        /(?<!\p{L})bud(et|ene)?(?!\p{L})/u,
        'melding',
        'Stjerner: ★★★ uten feil og uten avvist kort eller bud, ★★ med én, ★ med flere eller etter «Vis meg».',
      ),
    ],
  },
  {
    concept: 'bid (Spades)',
    word: 'melde (meld nil)',
    game: 'spades',
    note: 'The Norwegian whist word; «by» is the auction word.',
  },
  { concept: 'whose turn', word: 'Hvis tur', note: 'Written bokmål.', wrong: [w(/\bHvem sin\b/i, 'Hvis')] },
  {
    concept: 'no duty to trump (COM-5.4)',
    word: 'Du trenger verken å trumfe eller å stikke over',
    note: '«Ingen må trumfe» reads as a ban: «må» with «ingen» is "nobody may".',
    wrong: [
      w(/\b[Ii]ngen må (trumfe|stikke)/, 'Du trenger verken å trumfe …', 'Ingen må trumfe eller stikke over (COM-5.4)'),
      w(/\bmå aldri (trumfe|stikke)/, 'er aldri nødt til å trumfe', 'Lov: du må aldri trumfe (COM-5.4).'),
    ],
  },
  {
    concept: 'no-trump is no choice',
    word: 'Du kan ikke velge «ingen trumf»',
    note: 'A double negative without quotation marks reads as a contradiction.',
    wrong: [w(/\b[Ii]ngen trumf er ikke et valg/, 'Du kan ikke velge «ingen trumf»', 'Ingen trumf er ikke et valg.')],
  },
  {
    concept: 'tied at the top',
    word: 'delt ledelse',
    note: '«Likt øverst» is no Norwegian phrase.',
    wrong: [
      w(/\bLikt øverst\b/, 'Delt ledelse', 'Likt øverst når spillet slutter'),
      w(/\b(blir|gjør) likt øverst\b/, 'delt ledelse (as a noun)', 'Med SPR-S9 blir likt øverst i stedet delt seier.'),
    ],
  },
  {
    concept: 'second hand low',
    word: 'annenhånd lavt',
    note: 'The Norwegian rule of thumb: «annenhånd lavt, tredjehånd høyt».',
    wrong: [w(/\b[Ll]avt som annenhånd\b/, 'Annenhånd lavt', 'Lavt som annenhånd: behold {cards} til senere')],
  },
  {
    concept: 'of its suit',
    word: 'i fargen',
    note: '«av samme slag» reads as "of the same kind", not the suit.',
    wrong: [w(/\bav samme slag\b/, 'i fargen', 'Ingen høyere kort av samme slag er igjen')],
  },
  {
    concept: "a player's card",
    word: '{player} leder stikket med {card}',
    note: '«{card} fra {player}» reads as a card handed over by the player.',
    wrong: [
      w(/\{card\} fra \{player\}/, '{player} … med {card}', '{card} fra {player} vinner stikket: ikke gå over'),
      // The card leads the trick now; a later card may still beat it (claims.ts: partnerWinning, nilBidderWinning).
      w(
        /vinner stikket( med \{card\})?:/,
        'leder stikket',
        '{player} vinner stikket med {card}: ikke gå over, behold {cards}.',
      ),
    ],
  },
  {
    concept: 'stay under once the contract is made',
    word: 'legg deg under, så du ikke tar overstikk',
    note: 'Staying under does not stop a partner still to play from taking the trick, which is a bag for the side.',
    wrong: [
      w(
        /så blir det ikke (noe )?overstikk/,
        'så du ikke tar overstikk',
        'Kontrakten er i havn: legg deg under, så blir det ikke overstikk.',
      ),
    ],
  },
  {
    concept: 'failed',
    word: 'gikk bet / mislyktes',
    note: '«feilet» for a contract or the moon is an anglicism.',
    wrong: [
      w(/\b[Mm]ånen feilet\b/, 'Månen gikk bet', 'Månen feilet: ikke alle stikk'),
      w(/\bBet i kontrakten\b/, 'Kontrakten gikk bet', 'Bet i kontrakten på {contract}, bare {tricks} stikk'),
    ],
  },
  {
    concept: 'a card of a suit',
    word: 'en hjerter, en ruter, en spar, en kløver; den høyeste hjerteren (common gender, as a card)',
    note: 'A single card named by its suit is common gender at the Norwegian table («legg en ruter», «en liten spar»), as the lessons already say for the other suits; «et hjerter» and «hjerteret» broke that.',
    wrong: [
      w(
        /(?<!\p{L})([Ee]t|[Hh]vert) (\p{L}+ )?(hjerter|ruter|kløver|spar)(?!\p{L})/u,
        'en hjerter / hver hjerter',
        'Kari spilte ut hjerter. Følg farge: legg et hjerter.',
      ),
      w(
        /(?<!\p{L})(hjerter|ruter|kløver)et(?!\p{L})/u,
        'hjerteren (common gender)',
        'Men [[5H]] er det farligste hjerteret ditt.',
      ),
    ],
  },
  {
    concept: 'keep (a card) for later',
    word: 'behold (behold trumfene til senere)',
    note: '«spar» is the suit; the verb «spar trumfene», «sparer de høye sparene» reads as the suit at a card table.',
    wrong: [
      w(
        /(?<!\p{L})([Ss]par|[Ss]parer) (trumfene|de|den|dem)(?!\p{L})/u,
        'behold / kan vente',
        'Du kunne trumfet, men her lønner det seg ikke: spar trumfene til senere og kast et kort som likevel ville tapt.',
      ),
    ],
  },
  {
    concept: 'score sheet',
    word: 'poengark (poengarket)',
    note: 'Tribello seed: «Fyll ut poengarket»; the table button and the menu say «Poengark».',
    wrong: [w(/[Pp]oengtavl/, 'poengarket', 'Poengtavla viser giv {deal}. Hva er trumf?')],
  },
  {
    concept: 'report (a bug)',
    word: 'rapportere en feil',
    note: '«melde» is the bidding word at the table; «melde feil» reads as "bid wrongly".',
    wrong: [w(/\bmelde (en )?feil\b/, 'rapportere en feil', 'lage leksjoner og melde feil (COM-S4)')],
  },
  {
    concept: 'game names',
    word: 'sprøyte (lower case inside a sentence, as the seed), Tribello, Spades',
    note: 'Sprøyte seed: «vanlig sprøyte», «variasjonssprøyte»; Tribello seed «Tribello». «spar» is the suit, never the game.',
    wrong: [
      w(/(?<!\p{L})tribello(?!\p{L})/u, 'Tribello (a name)', 'Lær og spill sprøyte, spar og tribello.'),
      w(/\bsprøyte, spar\b/, 'Spades (the game; spar is the suit)', 'Lær og spill sprøyte, spar og tribello.'),
    ],
  },
];

export const sv: readonly Term[] = [
  {
    concept: 'team-bid suggestion',
    word: 'förslag (ett förslag, förslaget)',
    game: 'spades',
    note: 'The table says «Förslag {bid}», «Ditt förslag»; the rule book says the same.',
    wrong: [w(/(?<!\p{L})[Aa]ntydan(?!\p{L})/u, 'förslag', 'ett tal som bara är en antydan')],
  },
  {
    concept: 'dealer',
    word: 'given (den som ger)',
    note: 'Spader seed: «Spelaren till vänster om given», «En spelare utses till given». Always with the article or as «den som ger», never a bare «giv» for a person; the dealer chip says «Ger».',
    wrong: [
      w(/\b[Rr]ollen som giv\b/, 'rollen som given'),
      w(/\boch giv byter\b/, 'och given byter'),
      w(/\bgiv \d, vänster/, 'given 6, vänster 4'),
      w(/\blottas den första given\b/, 'lottas vem som ger först'),
      w(/\bsamma giv\b(?= och| som)/, 'samma giv → samma given (the dealer)'),
    ],
  },
  {
    concept: 'deal',
    word: 'giv, never in the definite: en giv, varje giv, denna giv, giv 3, givar, givnumret',
    note: 'Spader seed: «för varje giv», «Efter varje giv», «flera givar». The seed also says «given» for the dealer; so that the two never meet, the definite «given» is the dealer only, and a deal is «denna giv», «en giv», «giv 3».',
    wrong: [
      w(/\b[Dd]en här given\b/, 'denna giv'),
      w(/\b(i|inför|hela|[Ff]öre) given\b/, 'i denna giv / i en giv / före utdelningen'),
      w(/\bgivens nummer\b/, 'givnumret'),
      w(/^Given(:| räknas)/, 'Utdelning: / Poängen räknas'),
      w(/\b[Dd]en första given\b/, 'vem som ger först'),
      w(
        /\b(byts|skiftar|roterar|växlar) med given\b/,
        'byts för varje giv (SPR-D12: the deal number, not the dealer)',
        'Vanlig · trumfen byts med given',
      ),
      w(
        /\bgiven räknas\b|^Given har\b/,
        'en giv räknas / En giv har',
        'Ingen kommer ”först” inne i en giv: given räknas som en helhet',
      ),
      w(/\b(korten|leken) och given\b/, 'utdelningen', 'Bordet, korten och given'),
      w(
        /\b(resten|slutet|början) av given\b|^Givens poäng\b/,
        'resten av denna giv / Poängen för en giv',
        'och de är ur spel resten av given.',
      ),
      w(
        /(?<!\p{L})(extra|trumf|nollo|grand|exempel)given(?!\p{L})/u,
        'en extra giv / denna trumfgiv (a deal is never in the definite)',
        'I extragiven tar du {youTricks}',
      ),
    ],
  },
  {
    concept: 'forehand / middle hand',
    word: 'förhand, mellanhand',
    note: 'No Swedish Sprøyte seed; the Swedish whist words.',
  },
  { concept: 'follow suit', word: 'följa färg', note: 'Spader seed: «Följ färg».' },
  {
    concept: 'trump / lead / discard / trick',
    word: 'trumf, spela ut, saka, stick',
    note: 'Spader seed: trumf, spela ut, stick; «saka» is the Swedish word for throwing a card of another suit.',
  },
  {
    concept: 'duck',
    word: 'ducka',
    note: 'The Swedish bridge word; «duka» means to set the table.',
    wrong: [w(/\b[Dd]uka(r|de|t)?\b/, 'ducka / duckar')],
  },
  {
    concept: 'cut',
    word: 'lyfta av',
    note: 'No Swedish seed for Sprøyte or Tribello; «lyfta av» is the Swedish word.',
  },
  {
    concept: 'revealed card',
    word: 'det visade kortet',
    note: 'As the Norwegian seeds («viser kortet»); one term in both games.',
    wrong: [
      w(/\blyfta (kortet|kortets|trumfkortet)\b/, 'det visade kortet'),
      w(
        /\b(från|[Ll]yftet) (lyftet|avgör)\b/,
        'det visade kortet (the card decides, not the cut)',
        'Omgång 1 · trumf från lyftet',
      ),
    ],
  },
  {
    concept: 'contract made / failed',
    word: 'lyckat bud / missat bud (klara budet / missa budet)',
    note: 'Spader seed: «Lyckat bud», «Missat bud», «klarar laget sitt bud».',
    wrong: [
      w(/\b(kontrakt\w*|bud\w*|noll\w*)( är| var)? (taget|förlorat|vunnet)\b/i, 'lyckat / missat'),
      w(/\bkontraktet (är|var|blir) klarat\b/, 'hon klarar sitt bud', 'så kontraktet är klarat'),
      w(
        /\b[Kk]ontrakt\w*( \{\w+\})? (taget|tagna|förlorat|förlorade|vunna)\b/,
        'Lyckat bud / Missat bud (also with a placeholder or in the plural)',
        'Kontrakt {contract} taget: 10 × {contract}',
      ),
      w(/\b(taget|förlorat|vunnet) (kontrakt|bud|noll)\w*/i, 'lyckat / missat'),
      w(
        /\b([Nn]ollan|[Mm]ånen) klarad\b|\b[Kk]larad (måne|nolla)\b/,
        'lyckad nolla / lyckad måne (the seed: «Lyckat nollbud»)',
        'Nollan klarad: +50 med den här husregeln',
      ),
    ],
  },
  {
    concept: 'bid / nil / blind nil',
    word: 'bjuda, bud; nolla (nollbud); blind nolla',
    game: 'spades',
    note: 'Spader seed: «Nollbud (nil)», «Blind nolla».',
  },
  {
    concept: 'bags / breaking spades',
    word: 'påsar (överstick); spader bryts, spader är bruten',
    game: 'spades',
    note: 'Spader seed: «påsar (\u201cbags\u201d)», «Spader bryts när någon …», «färgen har brutits». «spadern» is one spade card.',
    wrong: [
      w(/\b[Ss]padern (är|var)( \p{L}+){0,2} bruten\b/u, 'spader är bruten', 'Spadern är inte bruten än'),
      w(
        /(?<!\p{L})(är|var|blir) spadern( \p{L}+)? bruten\b/u,
        'är spader bruten',
        'Nu är spadern bruten: en spader lades i ett stick',
      ),
      w(/\b[Ss]padern bryts\b/, 'Spader bryts (the Spader seed)', 'Spadern bryts första gången någon lägger en spader'),
      w(/\b(bryter|bröt|bryta)( inte)? spadern\b/, 'bryter spader', 'Varje spelad spader bryter spadern'),
      w(
        /\b[Ss]padern (måste|ska|skall|får|kan)( inte)? vara bruten\b/,
        'spader måste vara bruten',
        'spadern måste vara bruten innan du får spela ut spader',
      ),
    ],
  },
  {
    concept: 'partner',
    word: 'lagkamrat',
    game: 'spades',
    note: 'Spader seed: «lagkamraterna», «din lagkamrat».',
    wrong: [w(/\b[Dd]in partner\b/, 'din lagkamrat')],
  },
  {
    concept: 'partners (every text)',
    word: 'lagkamraterna',
    note: 'Spader seed: «de två lagkamraterna sitter mitt emot varandra».',
    wrong: [
      w(/\b[Pp]artner(n|na|ns)\b/, 'lagkamraten / lagkamraterna', 'I Spader sitter partnerna mitt emot varandra.'),
    ],
  },
  {
    concept: 'clockwise',
    word: 'medsols',
    note: 'Spader seed: «roterar medsols»; one word in every text.',
    wrong: [w(/\bmedurs\b/, 'medsols', 'Runt bordet, medurs')],
  },
  {
    concept: 'score pad',
    word: 'poängblock (ett poängblock, nytt poängblock)',
    note: '«block» is neuter.',
    wrong: [w(/\b[Nn]y poängblock\b/, 'Nytt poängblock', 'Ny poängblock')],
  },
  {
    concept: 'trumps in the plural',
    word: 'trumfar, trumfarna',
    note: 'One plural in every text (reason.discard-loser.keep-trumps: «trumfarna»).',
    wrong: [
      w(/\btrumferna\b/, 'trumfarna', 'de två högsta trumferna'),
      w(/\bde (\p{L}+ )?trumfen\b/u, 'de … trumfarna', 'spara de större trumfen till senare'),
    ],
  },
  {
    concept: 'quota / reversed quotas',
    word: 'kvot; omvända kvoter',
    game: 'tribello',
    note: "No Swedish Tribello seed; the Norwegian seed's kvote.",
  },
  {
    concept: 'suits in the plural',
    word: 'ruter, klöver, hjärter, spader (unchanged: «dina små ruter», «tre spader»)',
    note: 'Spader seed: «13 spader», «Höga spader är värdefulla». One form; no rutrarna, klövren or spadrarna.',
    wrong: [
      w(/\b(rutrarna|klövren|klövrarna|spadrarna|hjärtrarna)\b/i, 'ruter, klöver, spader, hjärter (unchanged plural)'),
      w(/\bde små (rutern|klövern|spadern|hjärtern)\b/, 'dina små ruter / klöver'),
      w(/\bBehåll spadern\b/, 'Behåll dina spader'),
    ],
  },
  {
    concept: 'game names',
    word: 'spader, sprøyte (lower case inside a sentence, as the seeds write them), Tribello',
    note: 'Spader seed: «kortspelet spader», «ett parti spader»; Sprøyte seed: «vanlig sprøyte».',
    wrong: [
      w(/(?<=\b(i|om|av|till|för|med|spelar|parti|kortspelet) )Spader\b/, 'spader (the game, inside a sentence)'),
      w(/(?<=[a-zåäö,] )Sprøyte\b/, 'sprøyte (inside a sentence)'),
    ],
  },
  {
    concept: 'tied at the top',
    word: 'delad ledning (står det lika i toppen …)',
    note: '«Lika i toppen» as a name for the tie is no Swedish phrase; as a verb phrase («står det lika i toppen») it is.',
    wrong: [
      w(
        /(?<!(?:[Ss]tår|[Ss]tod|[Bb]lir|[Bb]lev)(?: \p{L}+){0,3} )(?<!\p{L})[Ll]ika (summa )?i toppen(?!\p{L})/u,
        'Delad ledning',
        'Lika summa i toppen: partiet fortsätter tills en leder ensam.',
      ),
      w(/(?<!\p{L})[Ll]ika poäng i topp(en)?(?!\p{L})/u, 'Delad ledning', 'Lika poäng i topp: ingen vinner än.'),
    ],
  },
  {
    concept: 'trick-taking game',
    word: 'stickspel',
    note: '«sticktagningsspel» is a calque of "trick-taking game"; Swedish says «stickspel».',
    wrong: [w(/\bsticktagningsspel\w*/, 'stickspel', 'Lär dig och spela tre sticktagningsspel mot datorn.')],
  },
  {
    concept: 'no trick at all',
    word: 'inget stick alls',
    note: '«inga stick är värt» mixes plural and singular.',
    wrong: [w(/\binga stick är värt\b/, 'inget stick alls är värt')],
  },
  {
    concept: 'second hand low',
    word: 'lågt i andra hand',
    note: 'The Swedish bridge rule of thumb: «lågt i andra hand, högt i tredje hand».',
    wrong: [w(/\b[Ll]ågt som andrahand\b/, 'Lågt i andra hand', 'Lågt som andrahand: spara {cards} till senare')],
  },
  {
    concept: 'get out (keep low cards to escape tricks)',
    word: 'för att slippa stick senare',
    note: '«spela dig ut» is not Swedish for an exit and sounds like «spela ut» (to lead).',
    wrong: [
      w(
        /\bspela (dig|sig) ut med\b/,
        'för att slippa stick senare',
        'spela det nu och spara {cards} att spela dig ut med',
      ),
    ],
  },
  {
    concept: "a player's card",
    word: '{player} vinner sticket just nu med {card}',
    note: '«{card} från {player}» reads as a card handed over by the player.',
    wrong: [
      w(/\{card\} från \{player\}/, '{player} … med {card}', '{card} från {player} vinner sticket: gå inte över'),
      // The card is winning now; a later card may still beat it (claims.ts: partnerWinning, nilBidderWinning).
      w(
        /vinner sticket(?! just nu)( med \{card\})?:/,
        'vinner sticket just nu',
        '{player} vinner sticket med {card}: gå inte över, behåll {cards}.',
      ),
    ],
  },
  {
    concept: 'stay under once the contract is made',
    word: 'lägg dig under och ta inga påsar',
    note: 'Staying under does not stop a partner still to play from taking the trick, which is a bag for the side.',
    wrong: [
      w(/så blir det inga påsar/, 'och ta inga påsar', 'Budet är i hamn: lägg dig under, så blir det inga påsar.'),
    ],
  },
  {
    concept: 'your last (one) decision',
    word: 'i ditt senaste val / i dina # senaste val',
    note: 'A plural possessive before a count that may be one reads «dina senaste 1 val»: the plural rule chooses the words.',
    wrong: [
      w(
        /\bdina senaste \{\w+, plural, one\b/,
        '{n, plural, one {i ditt senaste …} other {i dina # senaste …}}',
        'i dina senaste {chances, plural, one {# val} other {# val}}',
      ),
    ],
  },
  {
    concept: 'no-trump is no choice',
    word: 'Du kan inte välja ”ingen trumf”',
    note: '«Ingen trumf är inget val» reads as "No trump is no choice".',
    wrong: [w(/\b[Ii]ngen trumf är inget val\b/, 'Du kan inte välja ”ingen trumf”', 'Ingen trumf är inget val.')],
  },
  {
    concept: 'one card of a suit',
    word: 'en hjärter, en ruter, en spader, en klöver; din hjärter, den högsta hjärtern',
    note: 'One gender for the four suits, as «en spader» and «högsta spadern» everywhere; «ett hjärter» is the bridge bid one heart.',
    wrong: [
      w(
        /(?<!\p{L})([Ee]tt|[Dd]itt|[Mm]itt|[Ss]itt)( (litet|högt|lågt|högre|lägre|farligaste|högsta|lägsta|enda))? (hjärter|ruter|spader|klöver)(?!\p{L})/u,
        'en / din hjärter (common gender)',
        'Kari spelade ut hjärter. Följ färg: lägg ett hjärter.',
      ),
      w(
        /(?<!\p{L})(hjärtret|rutret|spadret|klövret)(?!\p{L})/u,
        'hjärtern',
        'det är hjärtret som lättast tar ett stick',
      ),
      w(
        /\b(hjärter|ruter|spader|klöver), så du måste (lägga|spela) ett(?!\p{L})/u,
        'du måste lägga en (one card of the suit)',
        'Du har hjärter, så du måste lägga ett (SPR-7.3).',
      ),
    ],
  },
  {
    concept: 'no duty to trump',
    word: 'du behöver aldrig trumfa; ingen behöver trumfa',
    note: '«måste aldrig» reads as a ban ("must never") although COM-5.4 says nobody has to trump.',
    wrong: [
      w(
        /\b[Mm]åste aldrig (trumfa|gå över|ta sticket)\b/,
        'behöver aldrig trumfa (COM-5.4: no duty, no ban)',
        'Tillåtet: du måste aldrig trumfa (COM-5.4).',
      ),
    ],
  },
];

export const da: readonly Term[] = [
  {
    concept: 'team-bid suggestion',
    word: 'forslag (et forslag, forslaget)',
    game: 'spades',
    note: 'The table says «Forslag {bid}», «Dit forslag»; the rule book says the same.',
    wrong: [w(/(?<!\p{L})[Vv]ink(et)?(?!\p{L})/u, 'forslag', 'Den første makker giver et vink')],
  },
  {
    concept: 'nil or contract failed (Spar)',
    word: 'gå ned (gik ned)',
    game: 'spades',
    note: 'Spar seed: «må mindst ét par gå ned»; «går galt» and «den tabte» are not the table words.',
    wrong: [w(/\bgår galt\b|\bfor den tabte\b/, 'går ned / den, der gik ned', '0, hvis den ene går galt')],
  },
  {
    concept: 'deal',
    word: 'giv, common gender (en giv, given, give, givene)',
    note: 'Sprøyte and Tribello and the interface: the Danish word for one deal is «en giv». «givning» is only the act of dealing («før givningen»).',
    wrong: [
      w(
        /(?<![\p{L}])([Ee]t|[Éé]t|[Hh]vert|[Ee]thvert|[Dd]ette|[Nn]yt|[Aa]ndet|[Hh]elt|[Dd]it|[Mm]it|[Ss]it|[Vv]ort)\s+(\p{L}+\s+)?\p{L}*giv(?![\p{L}])(?! for giv)/u,
        'en / hver / denne / din giv (common gender, also nullogiv, trumfgiv)',
        'Før dit første giv: hvem der sidder hvor',
      ),
      w(/\b[Gg]ivets\b/, 'givens'),
      w(/\b([Ee]fter|[Ff]ør|[Gg]ennemgå|hele|i|af)\s+givet\b/, 'given'),
      w(/(^|[.:!?]\s+)Givet (har|er|tælles)\b/, 'Given'),
      w(/\b[Gg]ivninger(ne)?\b/, 'give / givene'),
      w(/\b[Gg]ivning \{?\w/, 'giv {n}'),
      w(
        /(?<!\p{L})(ekstra|trumf|nullo|grand|eksempel)givet(?!\p{L})/u,
        'ekstragiven (common gender, also in compounds)',
        'I ekstragivet tager du {youTricks}',
      ),
      w(
        /(?<!\p{L})(flere|mange|tolv|otte|de samme|(dine|de) (\{\w+\} )?seneste)\s+giv(?!\p{L})/u,
        'flere / samme / seneste give (plural)',
        'Blandingstal {n}: med samme tal og regler får en anden spiller de samme giv.',
      ),
      w(
        /other \{#\s+giv\b/,
        'other {# give}',
        'Øvespil: {n, plural, one {en giv spillet igen} other {# giv spillet igen}}.',
      ),
      w(/^Giv (spillet|med)\b/, 'Spillede give / Give med hjælp', 'Giv spillet'),
      w(
        /\bhvert af (\p{L}+ ){1,2}giv/u,
        'hver af dine seneste give',
        'Dine point i hvert af dine seneste giv, ældste først.',
      ),
      w(/\bspil det med kortene\b/, 'spil den (en giv)', 'Eller spil det med kortene fra:'),
    ],
  },
  {
    concept: 'deal in Spar',
    word: 'hånd (en hånd, hånden, hænder)',
    game: 'spades',
    note: "Spar seed: «Sådan forløber en hånd», «en hånd tager få minutter». Spar's lessons, rule book and score sheet say hånd; Sprøyte and Tribello say giv. A word shared by all games that names a deal (home, table, review, score pad, statistics) has a Spades form that says hånd (per-game.ts), so a Spar player reads «Spar, hånd 3». The verb «giv» (give: «giv to kort») is not a deal.",
    wrong: [
      w(
        /\b(pr\.|per|hver|denne|næste|samme|en|af|i|ingen|Ingen|seneste|[Bb]edste) giv\b/,
        'pr. / hver / denne / næste hånd (the Spar seed)',
      ),
      w(/(?<!\p{L})[Gg]iv (\{(?!\w+, plural)|nr\.|\d|for giv)/u, 'hånd {n}'),
      w(/(?<!\p{L})[Gg]iv(en|ene)(?!\p{L})/u, 'hånden / hænderne'),
      w(/(?<!\p{L})(flere|ingen|Ingen|tolv|samme|seneste|to|tre) give(?!\p{L})/u, 'hænder'),
      w(/^[Gg]iv$/, 'Hånd'),
    ],
  },
  { concept: 'dealer', word: 'giver (giveren)', note: 'Spar seed: «Spilleren til venstre for giveren».' },
  {
    concept: 'forehand / middle hand',
    word: 'forhånd, mellemhånd',
    note: 'No Danish Sprøyte seed; the Danish whist words.',
  },
  {
    concept: 'follow suit',
    word: 'følge kulør',
    game: 'spades',
    note: 'Spar seed: «Følg kulør, hvis du kan». Spar has its own refusal (refusal.spades.mustFollowSuit); the shared refusal says bekende, the word of the two other games.',
    wrong: [w(/\b[Bb]ekend\w*/, 'følge kulør (the Spar seed)')],
  },
  {
    concept: 'follow suit',
    word: 'bekende kulør',
    game: 'sproyte',
    note: 'No Danish Sprøyte seed; «bekende» is the Danish whist word.',
    wrong: [w(/\b[Ff]ølg\w* kulør/, 'bekende kulør')],
  },
  {
    concept: 'follow suit',
    word: 'bekende kulør',
    game: 'tribello',
    note: 'No Danish Tribello seed; as in Sprøyte.',
    wrong: [w(/\b[Ff]ølg\w* kulør/, 'bekende kulør')],
  },
  {
    concept: 'trump / lead / discard / trick',
    word: 'trumf, spille ud, kaste af, stik',
    note: 'Spar seed: «trumfe med spar eller kaste af», «spiller ud», «stik».',
    wrong: [w(/(?<!\p{L})Smid \[\[/u, 'Kast [[…]] af', 'Smid [[AS]] og se, hvad der sker med det.')],
  },
  {
    concept: 'duck',
    word: 'dukke (lade stikket gå)',
    note: 'The Danish bridge word; «dykke» means to dive.',
    wrong: [w(/\b[Dd]yk(ke|ker|kede)?\b/, 'dukke / dukker / duk')],
  },
  {
    concept: 'cut',
    word: 'tage af (tager af, tog af)',
    note: "No Danish seed for Sprøyte or Tribello; «tage af» is the Danish word, as the Norwegian seed's «ta av».",
    wrong: [w(/\b[Ll]et(te|ter|tede)? af\b/, 'tage af / tager af / tog af')],
  },
  {
    concept: 'revealed card',
    word: 'det vendte kort',
    note: 'As the Norwegian seeds («viser kortet»).',
    wrong: [
      w(/\bkortet i løftet\b/, 'det vendte kort'),
      w(/\b[Dd]et viste kort/, 'det vendte kort'),
      w(/(?<!\p{L})[Dd]en viste \[\[/u, 'den vendte [[…]]', 'Den viste [[QH]] ligger nederst (SPR-D5).'),
      w(/\bafløftet\b/, 'da der blev taget af'),
      w(/\b[Ll]øftet (vises|bestemmer)\b/, 'det vendte kort'),
    ],
  },
  {
    concept: 'exchange',
    word: 'bytte (et bytte, byttemuligheder)',
    note: 'Sprøyte has no Danish seed; «byt» is the verb only.',
    wrong: [
      w(/\b(et|ubrugte|\d+|fire|tre|to|otte|fem)\s+byt\b/i, 'bytte / byttemuligheder'),
      w(/\bet sats\b/, 'en satsning'),
      w(
        /(?<!\p{L})(?:[Ll]æg|lægger|lægges|lagde|lagt)(?: (?:kortene|kort|hele hånden))? fra(?!\p{L})(?! (?:sig|dig|mig|jer|toppen|bunken|købebunken|byttebunken|\d))/u,
        'lægge (kort) væk / lægge fra sig (a discard; «lægge fra» alone is no Danish)',
        'Du lægger fra først og trækker så lige så mange fra byttebunken (COM-6.1).',
      ),
    ],
  },
  {
    concept: 'contract made / failed',
    word: 'holde buddet / gå ned (bud holdt, bud ikke holdt)',
    note: 'Spar seed: «Bud holdt», «Holder I buddet», «må mindst ét par gå ned».',
    wrong: [
      w(/\b(kontrakt\w*|bud\w*|nil\w*)( er| var)? (vundet|tabt)\b/i, 'holdt / gik ned'),
      w(/\b(vundet|tabt|tabte) (kontrakt|bud|nil)\w*/i, 'holdt / gik ned'),
      w(
        /\b(holdt?|holder) kontrakten\b|\bkontrakten holder\b/,
        'holde buddet (the Spar seed: «Holder I buddet», «Bud holdt»)',
        'Byd {bid}: kontrakten holder i {pct} % af tilfældene.',
      ),
    ],
  },
  {
    concept: 'bid / nil',
    word: 'byde, bud; melde nil, melde blind nil',
    note: 'Spar seed: «Man skal byde mindst 1, medmindre man melder nil», «Blind nil meldes».',
    wrong: [
      w(
        /\b(byd|byde|byder|bydes|bød|budt)\s+(blind\s+)?nil\b/i,
        'melde (blind) nil',
        '0 er ikke et bud: byd nil for at love nul stik.',
      ),
      w(/\b[Bb]lind nil bydes\b/, 'Blind nil meldes (the Spar seed)', 'Blind nil bydes, før man ser sine kort'),
      w(/\bbyder( først)?: (blind )?nil\b/i, 'byder først og melder nil', 'Ola gav, så Kari byder først: nil.'),
      w(
        /\bog den anden (blind )?nil\b/,
        'og melder den anden nil',
        'Byder den ene modstander 1 og den anden nil, skal de have 1',
      ),
      w(
        /\bmå byde det\b/,
        'kan melde det (blind nil)',
        'Kun et par, der er mindst {threshold} point bagud, må byde det',
      ),
      w(
        /\b[Mm]eld(er|te):\s*\{bid\}/,
        'Bud fra {name}: {bid} (a number is bid, only nil is «meldt»)',
        '{name} melder: {bid}.',
      ),
    ],
  },
  {
    concept: 'a side in Spar',
    word: 'impersonal for the contract in texts shared by every form: «Buddet er i hus», «Der mangler … til buddet»',
    note: 'Cutthroat (SPD-10.7) has no partners: each player is a side alone, so a reason, hint or refusal that every form shows cannot say «I» or «jeres» of the contract (the nb text says «Kontrakten er i havn»).',
    wrong: [
      w(
        /(?<!\p{L})I (har nået jeres bud|holder buddet|mangler \{count\} stik)/u,
        'Buddet er i hus / Buddet holder / Der mangler {count} stik',
        'I har nået jeres bud: læg dig under, så I slipper for overstik.',
      ),
    ],
  },
  {
    concept: 'bid in the Spar score pad',
    word: 'bud, byde, bød (Spar seed: «Alle byder på antal stik», «Bud holdt»)',
    game: 'spades',
    note: 'The table screens say «Dit bud», «Bød {bid}»; the score pad says the same. «melde» is only for nil.',
    wrong: [
      w(/\b[Mm]elding(en|er|erne)?\b/, 'bud / buddet', 'Meldingen fra {name}'),
      w(/\b[Mm]eld(er|te)\s+(først|\{bid\}|én gang)/, 'byder først / bød {bid}', '{name} melder først'),
      w(/\bikke meldt\b/, 'ikke budt', 'Alle melder én gang: {who} har ikke meldt endnu.'),
    ],
  },
  {
    concept: 'bids in the score pad (shared)',
    word: 'bud og stik',
    note: "The pad counts bids in Spar only, in the Spar seed's word.",
    wrong: [w(/\bmeldinger og stik\b/, 'bud og stik', 'Skriv meldinger og stik ind')],
  },
  {
    concept: 'bags / breaking spades',
    word: 'overstik (bags); spar er brudt, bryde spar',
    game: 'spades',
    note: 'Spar seed: «Overstik (\u201cbags\u201d)», «før kuløren er \u201cbrudt\u201d», «Om at bryde spar». «sparen» is one spade card.',
    wrong: [
      w(/\b[Ss]paren (er|var)( \p{L}+){0,2} brudt\b/u, 'spar er brudt', 'Sparen er ikke brudt endnu'),
      w(/\b(er|var|bliver) sparen( \p{L}+)? brudt\b/u, 'er spar brudt', 'Nu er sparen brudt: der blev lagt en spar'),
      w(/\b[Ss]parrene\b/, 'sparene (long a: en spar, sparene)', 'blandt sparrene som de højeste trumfer'),
      w(/\b(bryder|brød|bryde)( ikke)? sparen\b/, 'bryder spar', 'Enhver spillet spar bryder sparen'),
      w(
        /\b[Ss]paren (skal|må|kan)( ikke)? være brudt\b/,
        'spar skal være brudt',
        'sparen skal være brudt, før du må spille spar ud',
      ),
      w(/\b[Ss]paren brydes\b/, 'spar brydes', 'Når sparen brydes'),
      w(
        /(?<!\p{L})(?:[Hh]usregel: ingen overstik|[Uu]den overstik er der|50, ingen overstik)(?!\p{L})/u,
        'ingen straf for overstik (the setting; overtricks still score a point each)',
        'Husregel: ingen overstik (SPD-S10): ekstra stik giver stadig 1 point hver',
      ),
    ],
  },
  {
    concept: 'partner',
    word: 'makker (makkeren, makkerens)',
    game: 'spades',
    note: 'Spar seed: «makkerpar», «din makker», «Makkerens bud tæller særskilt».',
    wrong: [w(/\b(dække|dæk|hjælpe) makkers\b/i, 'makkerens (din makkers is right)', 'At dække makkers nil')],
  },
  {
    concept: 'quota / reversed quotas',
    word: 'kvote; omvendte kvoter',
    game: 'tribello',
    note: "No Danish Tribello seed; the Norwegian seed's kvote, «har det omvendt».",
    wrong: [w(/(?<!om)\bvendte kvoter/, 'omvendte kvoter')],
  },
  {
    concept: 'nobody bids in Tribello',
    word: 'Ingen byder i Tribello (the quota follows the seat); «melde trumf» is the round-2 dealer',
    game: 'tribello',
    note: 'Bids are «byde» (Spar seed); in Tribello the only «melde» is the dealer naming trump in round 2.',
    wrong: [w(/(?<!\p{L})[Ii]ngen melder(?! trumf)(?!\p{L})/u, 'Ingen byder', 'Ingen melder i Tribello.')],
  },
  {
    concept: 'may / must',
    word: 'må as "may" or as "have to" where only one reading fits; kan for a choice, skal for a duty where both readings fit',
    note: 'Danish «må» carries both senses, and the Spar seed uses both: "may" in «Kan du ikke, må du trumfe med spar», "have to" in «må mindst ét par gå ned». It is right where the other reading makes no sense: «har du ikke andet, så må du tage stikket» (have to), «må ikke» (always a ban). It misleads where swapping the sense changes the rule: a choice read as a duty («må bytte alle tretten», «Begge makkere må melde nil»), a permission read as a duty («før du må spille spar ud»), «hvad du må vide». There say «kan» (a choice or permission) or «skal» / «er nødt til» (a duty).',
    wrong: [
      w(/\bfør (du|man) må spille\b/, 'før du kan spille', 'før du må spille spar ud'),
      w(/\bmå bytte alle tretten\b/, 'kan bytte alle tretten'),
      w(/\b[Bb]egge makkere må melde\b/, 'begge makkere kan melde', 'Til: begge makkere må melde nil'),
      w(
        /(?<!\p{L})([Dd]u|[Hh]vor mange du|forhånd|spiller) må (efter tur )?(bytte|tage alt)(?!\p{L})/u,
        'kan bytte / kan tage alt (a choice, not a duty)',
        'Hvor mange du må bytte',
      ),
      w(/\b[Dd]u må spille ethvert kort\b/, 'Du kan spille ethvert kort ud', 'Du må spille ethvert kort ud.'),
      w(
        /\bspiller må tage i stedet\b/,
        'spiller kan tage i stedet',
        'som én spiller må tage i stedet for sin egen hånd',
      ),
      w(/(?<!\p{L})[Aa]lle må(,| forbedre| bytte| melde)/u, 'alle kan', 'Alle må forbedre hånden fra købebunken'),
      w(
        /(?<!\p{L})må (alle|du|man) (bytte|melde|tage alt)(?!\p{L})/u,
        'kan alle bytte / kan du bytte (a choice after an inverted «må», not a duty)',
        'Før spillet må alle bytte kort med byttebunken på 12.',
      ),
      w(/\bderefter må der spilles\b/, 'derefter kan der spilles', 'derefter må der spilles spar ud'),
      w(/\b[Ff]ra nu af må der spilles\b/, 'Fra nu af kan der spilles', 'Fra nu af må der spilles spar ud.'),
      w(
        /\b[Ss]par må spilles ud, når\b/,
        'Du kan spille spar ud, når … (a permission, not a duty)',
        'Spar må spilles ud, når spar er brudt, eller når du ikke har andet.',
      ),
      w(
        /(?<!\p{L})må (du|man) trumfe(?!\p{L})(?![^.:;]*\beller\b)/u,
        'kan du trumfe (trumping is never a duty, COM-5.4; «må du trumfe … eller kaste af» is a choice)',
        'Når du er renonce, må du trumfe (SPR-7.3). Læg en spar.',
      ),
      w(
        /(?<!\p{L})([Hh]un|[Hh]an|[Dd]u|giver og|i forhånd og|mangler \p{L}+,|hver spiller|stik) må (bytte|tage|trumfe)(?!\p{L})/u,
        'kan bytte / kan tage / kan trumfe (a choice or permission, not a duty)',
        'Kari er i forhånd og bytter først. Hun må bytte 6 – se, hvor mange hun tager.',
      ),
      w(
        /\b[Ii]ngen skal (trumfe|stikke)/,
        'Du behøver hverken at trumfe …',
        'Ingen skal trumfe eller stikke over (COM-5.4)',
      ),
      w(/\bskal aldrig (trumfe|stikke)/, 'behøver aldrig at trumfe', 'Tilladt: du skal aldrig trumfe (COM-5.4).'),
      w(/\bethvert kort må ryge\b/, 'ethvert kort kan ryge', 'Du kan ikke bekende, så ethvert kort må ryge'),
      w(
        /(?<!\p{L})[Uu]den \p{L}+ må du (lægge|kaste)(?!\p{L})/u,
        'Uden hjerter kan du lægge …',
        'Uden hjerter må du lægge hvilket kort du vil (SPD-6.4).',
      ),
      w(/\bbagud, må melde\b/, 'bagud, kan melde', 'Et par, der er langt bagud, må melde blind nil'),
      w(
        /(?<!\p{L})[Dd]u må spille et hvilket som helst(?!\p{L})/u,
        'Du kan spille et hvilket som helst kort ud',
        'Du må spille et hvilket som helst kort ud (SPR-7.2).',
      ),
      w(/\bsom giver må du tage\b/, 'som giver kan du tage', '(som giver må du tage op til alle {left} i købebunken)'),
    ],
  },
  {
    concept: 'a card of a suit',
    word: 'en hjerter, en ruder, en spar, en klør (common gender, as a card)',
    note: 'A single card named by its suit is common gender in Danish card talk: «læg en ruder», «din mindste».',
    wrong: [
      w(/(?<!\p{L})[Ee]t (\p{L}+ )?hjerter(?!\p{L})/u, 'en hjerter', 'Bekend kulør: læg et hjerter.'),
      w(
        /(?<!\p{L})[Dd]it (\p{L}+ )?(hjerter|ruder|klør|spar)(?!\p{L})/u,
        'din hjerter / din lille ruder',
        'Tilladt, men dit hjerter bliver spildt: [[JH]] er højere.',
      ),
    ],
  },
  {
    concept: 'second hand low',
    word: 'lavt i anden hånd',
    note: 'The Danish bridge rule of thumb: «lavt i anden hånd, højt i tredje hånd».',
    wrong: [w(/\b[Ll]avt som andenhånd\b/, 'Lavt i anden hånd', 'Lavt som andenhånd: gem {cards} til senere')],
  },
  {
    concept: "a player's card",
    word: '{player} fører stikket med {card}',
    note: '«{card} fra {player}» reads as a card handed over by the player; «vinder stikket» of a card that only leads the trick now reads as a promise, for a later card may still beat it.',
    wrong: [
      w(/\{card\} fra \{player\}/, '{player} … med {card}', '{card} fra {player} vinder stikket: gå ikke over'),
      w(
        /\{player\} (har meldt nil og )?vinder stikket\b/,
        '{player} fører stikket',
        '{player} vinder stikket med {card}: gå ikke over, behold {cards}.',
      ),
    ],
  },
  {
    concept: 'your last (one) decision',
    word: 'i dit seneste valg / i dine # seneste valg',
    note: 'A plural possessive before a count that may be one reads «dine seneste 1 valg».',
    wrong: [
      w(
        /\bdine seneste \{\w+, plural, one\b/,
        '{n, plural, one {i dit seneste …} other {i dine # seneste …}}',
        'i dine seneste {chances, plural, one {# valg} other {# valg}}',
      ),
    ],
  },
  {
    concept: 'a deal, said after the Sprøyte seed',
    word: 'efter hver giv',
    note: 'The Sprøyte seed\'s «etter hvert spill» means a deal; in Danish «efter hvert spil» reads "after every game".',
    wrong: [w(/\befter hvert spil\b/, 'efter hver giv', 'Kildeteksten skriver pointene op efter hvert spil')],
  },
  {
    concept: 'no-trump is no choice',
    word: 'Du kan ikke vælge »ingen trumf«',
    note: 'A double negative without quotation marks reads as a contradiction.',
    wrong: [w(/\b[Ii]ngen trumf er ikke et valg/, 'Du kan ikke vælge »ingen trumf«', 'Ingen trumf er ikke et valg.')],
  },
  {
    concept: 'what a player may know',
    word: 'hvad du får at vide',
    note: '«Hvad du må vide» reads as "what you must know"; the rule is about what a seat is allowed to know.',
    wrong: [w(/\b[Hh]vad (du|hver spiller) må vide\b/, 'hvad du får at vide', 'og hvad hver spiller må vide')],
  },
  {
    concept: 'may',
    word: 'med sikkerhed tager (a card bound to win)',
    note: 'Danish «der må tage et stik» reads as "that may take a trick", the opposite of a sure winner.',
    wrong: [
      w(
        /\bkort, der må tage et stik/,
        'kort, der med sikkerhed tager et stik',
        'Nil: din hånd har intet kort, der må tage et stik.',
      ),
    ],
  },
  {
    concept: 'tied at the top',
    word: 'delt føring (står det lige øverst …)',
    note: '«Lige øverst» as a name for the tie is no Danish phrase; as a verb phrase («står det lige øverst») it is.',
    wrong: [
      w(
        /(?<!(?:[Ss]tår|[Ss]tod|[Bb]liver|[Bb]lev)(?: \p{L}+){0,3} )(?<!\p{L})[Ll]ige (mange point )?(øverst|i toppen)(?!\p{L})/u,
        'Delt føring',
        'Lige mange point i toppen: spillet fortsætter, til én fører alene.',
      ),
    ],
  },
  {
    concept: 'who deals first',
    word: 'Der trækkes lod om, hvem der giver først',
    note: 'Word order a Dane writes.',
    wrong: [
      w(/\bDen første giver trækkes der lod om\b/, 'Der trækkes lod om, hvem der giver først'),
      w(/\blod om den første giver\b/, 'lod om, hvem der giver først', 'ellers trækkes der lod om den første giver'),
    ],
  },
  {
    concept: 'quotation marks',
    word: '»…« (the Danish norm)',
    note: 'One style of quotation mark in every Danish text.',
    wrong: [w(/[“”]/, '»…«', 'Du finder altid lektionerne under “Lær”.')],
  },
  {
    concept: 'game names',
    word: 'Spar (capital, as the Spar seed writes it), sprøyte (lower case inside a sentence, as the Sprøyte seed), Tribello',
    note: 'Spar seed: «i Spar», «Spar opstod»; Sprøyte seed: «vanlig sprøyte».',
    wrong: [
      w(/(?<=[a-zæøå,] )Sprøyte\b/, 'sprøyte (inside a sentence)'),
      w(/(?<!\p{L})tribello(?!\p{L})/u, 'Tribello (a name)', 'Lær og spil sprøyte, spar og tribello.'),
      w(
        /\bsprøyte, spar\b/,
        'Spar (the game, with a capital; spar is the suit)',
        'Lær og spil sprøyte, spar og tribello.',
      ),
    ],
  },
  {
    concept: 'the player who bid nil',
    word: 'nil-spilleren (nil-spillere)',
    game: 'spades',
    note: 'Spar seed: «Som makker til en nil-spiller», «stik, nil-spilleren ellers ville blive tvunget til at vinde». The lessons say the same.',
    wrong: [
      w(
        /(?<!\p{L})[Nn]il-melder\p{L}*/u,
        'nil-spilleren (the Spar seed)',
        '{tricks} taget af nil-melderen: overstik, et point hver',
      ),
    ],
  },
  {
    concept: 'the score sheet',
    word: 'pointlisten',
    note: 'The table and the menu call the score sheet «Pointliste»; a lesson that names it says the same.',
    wrong: [
      w(/(?<!\p{L})[Pp]ointtavle(n|r|rne)?(?!\p{L})/u, 'pointlisten', 'Pointtavlen viser giv {deal}. Hvad er trumf?'),
    ],
  },
  {
    concept: 'a card laid to a trick',
    word: 'lægge et kort (læg din mindste); give is for passing cards to a player',
    note: '«giv dit mindste kort» and «kortet at give» read as handing a card to someone; a card laid to a trick is «lagt».',
    wrong: [
      w(
        /(?<!\p{L})så giv (dit|din|den) (mindste|højeste)(?!\p{L})/u,
        'så læg / kast dit mindste kort af',
        'Livs es vinder alligevel, så giv dit mindste kort.',
      ),
      w(/(?<!\p{L})kort at give(?!\p{L})/u, 'kort at lægge', 'så [[5H]] var det billigste kort at give.'),
      w(
        /(?<!\p{L})du trygt kan give væk(?!\p{L})/u,
        'du trygt kan komme af med',
        'Det er den højeste klør, du trygt kan give væk.',
      ),
    ],
  },
  {
    concept: 'each for themselves',
    word: 'alle spiller for sig selv',
    note: '«hvor hver spiller for sig selv» reads as «each player» lacking its verb.',
    wrong: [
      w(
        /(?<!\p{L})(hvor|og) hver spiller for sig selv(?!\p{L})/u,
        'alle spiller for sig selv',
        'Sprøyte er et norsk stikspil for tre, hvor hver spiller for sig selv.',
      ),
    ],
  },
  {
    concept: 'a confirm question',
    word: 'Vil du glemme …?',
    note: 'A bare infinitive as a question («Glemme alle tallene?») is English in Danish clothes.',
    wrong: [w(/^Glemme\b/, 'Vil du glemme …?', 'Glemme alle tallene? Dine færdige spil bliver i listen.')],
  },
  {
    concept: 'snooping',
    word: 'intet kiggeri (neuter, as every noun in -eri)',
    note: 'Nouns in -eri are neuter: et kiggeri.',
    wrong: [w(/(?<!\p{L})[Ii]ngen kiggeri(?!\p{L})/u, 'Intet kiggeri', 'Ingen kiggeri')],
  },
  {
    concept: 'the winner of a tie-free end',
    word: 'vinder den med den højeste sum; står det lige øverst',
    note: '«vinder højeste sum» drops the player; «ved lige point øverst» is no Danish phrase.',
    wrong: [
      w(
        /(?<!\p{L})vinder højeste sum(?!\p{L})/u,
        'vinder den med den højeste sum',
        'Når nogen når målet, vinder højeste sum; står det lige, spilles der videre.',
      ),
      w(
        /(?<!\p{L})[Vv]ed lige (point|højeste sum)(?!\p{L})/u,
        'står det lige øverst',
        'Ved lige point øverst deles sejren (TRB-11.3).',
      ),
    ],
  },
];

export const en: readonly Term[] = [
  { concept: 'deal / dealer', word: 'deal; dealer (Spades: hand)', note: 'The usual English card-table words.' },
  { concept: 'cut / revealed card', word: 'cut; the revealed card', note: 'English has one word for the cut.' },
  { concept: 'contract made / failed', word: 'make / fail the contract (set)', note: 'The usual Spades words.' },
  {
    concept: 'no duty (COM-5.4)',
    word: 'Nobody has to …',
    note: '"Nobody must" reads as a ban.',
    wrong: [w(/\bNobody must\b/, 'Nobody has to', 'Nobody must trump or beat a trick (COM-5.4)')],
  },
  {
    concept: 'no-trump is no choice',
    word: 'You cannot choose “no trump”',
    note: '"No trump is not a choice" reads as a contradiction.',
    wrong: [w(/\b[Nn]o trump is not a choice\b/, 'You cannot choose “no trump”', 'No trump is not a choice.')],
  },
  {
    concept: 'Tribello round 4',
    word: 'at most {quota}',
    game: 'tribello',
    note: 'Taking exactly the quota scores 0 in round 4 (TRB-10.2): the quota is a ceiling, not a line to stay under.',
    wrong: [
      w(/\bstay under \{quota\}/, 'at most {quota}', 'stay under {quota}, took {tricks}: {n} over, a point off each'),
    ],
  },
];
