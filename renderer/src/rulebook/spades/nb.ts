// Regelboka for Spades på norsk bokmål, skrevet for spillere ut fra rules.md §3 og de svenske og
// danske frøtekstene. Der rules.md har en avgjørelse (SPD-D…), står regelen appen spiller.
// Navnet: norske spillere kaller spillet «Spades» (slik appen også gjør); «spar» er bare sorten.
// Bordets ord: stikk, trumf, giver, forhånd, melding/melde, kontrakt, gå bet, nil, overstikk (bags), makker.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'spades',
  title: 'Spades',
  intro:
    'Spades spilles av fire, to mot to: du og den som sitter overfor deg, mot de to andre. Før hver giv melder alle hvor mange stikk de skal ta, og makkernes meldinger legges sammen til én kontrakt. Spar er alltid trumf. Klarer dere kontrakten, får dere poeng; går dere bet, mister dere poeng; tar dere for mange, hoper overstikkene seg opp og koster til slutt dyrt. Når et lag har nådd 500, vinner laget med høyest sum; står lagene likt, spilles det videre.',
  sections: [
    {
      id: 'SPD-1',
      title: 'Spillere og plasser',
      intro: 'Fire spillere i to lag. Makkeren din sitter rett overfor deg.',
      rules: [
        {
          id: 'SPD-1.1',
          title: 'To lag à to',
          text: 'Makkerne sitter overfor hverandre, så hver annen plass rundt bordet hører til samme lag: du og den som sitter overfor deg, mot spillerne til venstre og høyre for deg.',
        },
        {
          id: 'SPD-1.2',
          title: 'Med klokka',
          text: 'Utdeling, meldinger og spill går med klokka: fra deg til spilleren til venstre, så makkeren din, så spilleren til høyre. (COM-S1 kan snu hele bordet andre veien.)',
        },
        {
          id: 'SPD-1.3',
          title: 'Andre former',
          text: 'Dere kan også spille hver for seg (**cutthroat**) med fire eller tre spillere, eller seks spillere i tre lag à to: se SPD-10.7 og SPD-10.8.',
        },
        {
          id: 'SPD-1.4',
          title: 'Ingen bordprat',
          text: 'Makkere får ikke fortelle hverandre noe annet enn det meldingene og de spilte kortene sier. Datamaskinspillerne holder seg til det samme: de bestemmer seg bare ut fra det deres egen plass kan se.',
        },
      ],
    },
    {
      id: 'SPD-2',
      title: 'Kortstokken og rangen',
      rules: [
        {
          id: 'SPD-2.1',
          title: 'En vanlig kortstokk',
          text: 'En vanlig kortstokk med 52 kort, uten jokere. I hver farge er ess høyest og toeren lavest: ess, konge, dame, knekt, 10, 9 og så videre ned til 2.',
        },
        {
          id: 'SPD-2.2',
          title: 'Spar er alltid trumf',
          text: 'Det meldes ingen trumf: spar er trumf i hver eneste giv, og det er derfor spillet heter som det gjør. [[AS]] er altså det høyeste kortet i stokken, så [[KS]], [[QS]] og videre ned til [[2S]].',
        },
        {
          id: 'SPD-2.3',
          title: 'Jokere og dobbel stokk',
          text: 'Jokere er bare med i jokervarianten (SPD-10.3); seks spillere bruker to kortstokker (SPD-10.8).',
        },
      ],
    },
    {
      id: 'SPD-3',
      title: 'Giver',
      rules: [
        {
          id: 'SPD-3.1',
          title: 'Første giver',
          text: 'Appen trekker første giver ved lodd.',
        },
        {
          id: 'SPD-3.2',
          title: 'Neste giver',
          text: 'Etter hver giv er det spilleren til venstre som gir.',
        },
      ],
    },
    {
      id: 'SPD-4',
      title: 'Utdelingen',
      rules: [
        {
          id: 'SPD-4.1',
          title: 'Ett kort om gangen',
          text: 'Giver deler ut ett og ett kort med klokka, og begynner med spilleren til venstre, til hele stokken er delt ut. Ingen kort snus, og med fire eller seks spillere blir ingenting til overs (med tre, se SPD-10.7).',
        },
        {
          id: 'SPD-4.2',
          title: 'Hvor mange kort',
          text: 'Med fire spillere får hver **13** kort. Tre spillere hver for seg og seks spillere får **17**; tre eller seks spillere med jokere får **18**. En giv har like mange stikk som hver spiller har kort.',
        },
      ],
    },
    {
      id: 'SPD-5',
      title: 'Meldingene',
      intro:
        'Meldingen er kjernen i Spades: målet er ikke å ta flest mulig stikk, men å ta akkurat så mange som dere har meldt.',
      rules: [
        {
          id: 'SPD-5.1',
          title: 'Én runde, alle melder',
          text: 'Forhånd, spilleren til venstre for giver, melder først, og så går det én gang rundt bordet. Alle må melde: man kan ikke passe, en melding kan ikke trekkes tilbake, og den trenger ikke være høyere enn de forrige.',
        },
        {
          id: 'SPD-5.2',
          title: 'Hva du kan melde',
          text: 'Et antall stikk fra 1 til 13 (med tre eller seks spillere opptil 17, og 18 når de spiller med jokere); **nil**, et løfte om ikke å ta ett eneste stikk; eller **blind nil**, nil meldt før du har sett kortene (SPD-5.6). Null alene er ingen melding: vil du verken ha bonusen eller risikoen ved nil, melder du minst 1.',
        },
        {
          id: 'SPD-5.3',
          title: 'Lagets kontrakt',
          text: 'Makkerne spiller på én felles kontrakt, så meldingene legges sammen; nil teller ingenting. Du melder 4 og makkeren 3: laget deres må ta 7 stikk. Den ene motspilleren melder 1 og den andre nil: de må ta 1, og den som meldte nil, skal ikke ta noen.',
        },
        {
          id: 'SPD-5.4',
          title: 'Meldingene trenger ikke bli 13',
          text: 'Summen kan bli under 13, og da tar noen flere stikk enn de meldte; eller over 13, og da må minst ett lag gå bet. Begge deler er helt vanlig.',
        },
        {
          id: 'SPD-5.5',
          title: 'Én nil per lag',
          text: 'Når du eller makkeren har meldt nil eller blind nil, må den andre melde et tall, minst 1. Dobbel nil (SPD-10.5) opphever dette.',
        },
        {
          id: 'SPD-5.6',
          title: 'Blind nil',
          text: 'Blind nil er meldingen for et lag som må hente inn: nil meldt før du har sett kortene, og verdt ±200 (SPD-8.3).\n\n- Du kan bare melde det når blind nil er med (SPD-S5) og laget ditt ligger minst **100** poeng under når given begynner (SPD-S6, SPD-S7); med flere enn to lag regnes det mot laget som leder.\n- Kortene ligger med baksiden opp til du trykker «Se på kortene mine». Det kan ikke gjøres om, og har du sett på dem, kan du ikke melde blind nil i denne given. Datamaskinspillerne bestemmer seg bare ut fra stillingen.\n- Når alle har meldt, ser du på kortene, gir makkeren to kort med baksiden opp, og makkeren gir deg to hvilke som helst tilbake, også kort du nettopp ga. Spiller dere hver for seg, er det ingen makker og ikke noe bytte.',
        },
        {
          id: 'SPD-5.7',
          title: 'Meldingene står synlige',
          text: 'Alle meldinger er åpne og står synlige hele given, så du ser hele tiden hva hvert lag trenger.',
        },
      ],
    },
    {
      id: 'SPD-6',
      title: 'Spillet',
      rules: [
        {
          id: 'SPD-6.1',
          title: 'Første utspill',
          text: 'Forhånd, spilleren til venstre for giver, spiller ut til første stikk.',
        },
        {
          id: 'SPD-6.2',
          title: 'Ikke spar ut før spar er brutt',
          text: 'Regelen hindrer at en spiller med mange spar spiller dem ut med en gang og trekker trumfen ut av alle andre. Derfor kan du ikke spille ut spar før spar er brutt (SPD-6.3), med mindre du bare har spar på hånden.',
        },
        {
          id: 'SPD-6.3',
          title: 'Når spar brytes',
          text: 'Spar er brutt første gang noen legger en spar i et stikk der det er spilt ut en annen farge, fordi de ikke kan følge: det spilles ut hjerter, du har ingen, og når du legger [[3S]], er spar brutt. Å spille ut spar fra en hånd med bare spar bryter ikke spar. Når spar først er brutt, er det slik resten av given.',
        },
        {
          id: 'SPD-6.4',
          title: 'Følg farge',
          text: 'Har du kort i fargen som er spilt ut, må du legge ett av dem; hvilket som helst, du trenger ikke stikke over. Har du ingen, legger du hva du vil: en spar for å trumfe, eller et annet kort du vil kaste (men se SPD-6.5).',
        },
        {
          id: 'SPD-6.5',
          title: 'Ingen spar i første stikk',
          text: 'I første stikk i given kan du ikke legge spar når du ikke kan følge farge, med mindre du bare har spar. Det spilles ut [[7H]], og du har ingen hjerter: kast en ruter eller en kløver, ikke [[2S]]. Regelen er hentet fra de svenske reglene; SPD-S3 slår den av.',
        },
        {
          id: 'SPD-6.6',
          title: 'Den som tar stikket, spiller ut',
          text: 'Den som vinner et stikk, spiller ut til det neste. Alle stikkene spilles ferdig, 13 med fire spillere; ingen kan kreve resten.',
        },
      ],
    },
    {
      id: 'SPD-7',
      title: 'Hvem tar stikket',
      rules: [
        {
          id: 'SPD-7.1',
          title: 'Høyeste spar',
          text: 'Ligger det spar i stikket, tar den høyeste sparen det. Det spilles ut [[AH]], og noen trumfer med [[2S]]: spar to tar stikket.',
        },
        {
          id: 'SPD-7.2',
          title: 'Ellers høyeste kort i utspilt farge',
          text: 'Er det ingen spar i stikket, tar det høyeste kortet i fargen som ble spilt ut; et kort i en annen farge vinner aldri. [[9D]] ut, så [[AC]] [[TD]] [[4D]]: [[TD]] tar stikket.',
        },
        {
          id: 'SPD-7.3',
          title: 'To like kort',
          text: 'Med seks spillere finnes det to av hvert kort. Er de to høyeste kortene i stikket like, vinner det som ble spilt først (SPD-S15 kan gi det til det siste).',
        },
      ],
    },
    {
      id: 'SPD-8',
      title: 'Poeng',
      intro: 'Hvert lag får poeng etter hver giv. Bare stikkene teller; kortene har ingen poengverdi.',
      rules: [
        {
          id: 'SPD-8.1',
          title: 'Kontrakten klares',
          text: 'Tar dere minst kontrakten, får dere **10** poeng for hvert meldt stikk og **1** for hvert stikk over. Meldt 7, tatt 9: 70 + 2 = 72.',
        },
        {
          id: 'SPD-8.2',
          title: 'Kontrakten går bet',
          text: 'Tar dere færre stikk enn kontrakten, går dere bet og mister **10** for hvert meldt stikk; stikkene dere fikk, gir ingenting. Det koster like mye å mangle ett som fem: meldt 7 og tatt 6, eller tatt 2, blir −70 uansett.',
        },
        {
          id: 'SPD-8.3',
          title: 'Nil og blind nil',
          text: 'Holder nilen, altså uten ett eneste stikk, gir den **+100**; tar den som meldte nil, så mye som ett stikk, koster det **100**. Blind nil er verdt **±200**. Nil telles for seg, enten makkeren klarer kontrakten eller ikke (med SPD-S4 er vanlig nil verdt 50).',
        },
        {
          id: 'SPD-8.4',
          title: 'Stikkene til den som meldte nil',
          text: 'Makkeren meldte for sine egne stikk, så stikk som nilmelderen tar, teller aldri med i kontrakten. Hvert av dem blir i stedet et **overstikk**: ett poeng, og ett til i tellingen (SPD-8.5). Med SPD-S12 teller de for makkeren.',
        },
        {
          id: 'SPD-8.5',
          title: 'Overstikk (bags)',
          text: 'Overstikkene hindrer dere i å melde lavt for å gå sikkert. Hvert overstikk (et stikk over kontrakten, eller et stikk tatt av den som meldte nil) gir 1 poeng nå, men føres også i lagets telling; hver gang tellingen når **10**, mister laget **100**, og tellingen går ned med 10. Det som er over ti, tas med videre: 12 overstikk koster 100 og etterlater 2.',
        },
        {
          id: 'SPD-8.6',
          title: 'Poengene for given',
          text: 'Lagets poeng for given er alt dette lagt sammen, og summen kan gå under null. Overstikkene telles for seg og vises ved siden av poengene.',
        },
        {
          id: 'SPD-8.7',
          title: 'Et lag med bare nil',
          text: 'Med dobbel nil (SPD-10.5) kan begge makkerne melde nil. Da har laget ingen kontrakt å klare eller gå bet på, og hvert stikk det tar, er et overstikk.',
        },
      ],
      examples: [
        '**1.** Meldt 4 + 3 = 7, tatt 5 + 4 = 9: 70 for kontrakten og 2 overstikk, **+72**. Overstikk 0 → 2.',
        '**2.** Meldt 2 + 3 = 5, tatt 1 + 3 = 4: bet, **−50**. Ingen overstikk.',
        '**3.** Nil + 5; nilmelderen tar ingen, makkeren 6: 100 for nil, 50 for kontrakten og 1 overstikk, **+151**. Overstikk 0 → 1.',
        '**4.** Nil + 4; nilmelderen tar 1, makkeren 3: −100 for nil og −40 for kontrakten (nilens stikk hjelper ikke), +1 for det stikket som overstikk, **−139**. Overstikk 0 → 1.',
        '**5.** Som eksempel 4, men med SPD-S12 (stikkene fra en nil som gikk bet, teller for makkeren): 1 + 3 holder til 4, så −100 + 40 = **−60**. Ingen overstikk.',
        '**6.** Nil + 4; nilmelderen tar 2, makkeren 5: −100 for nil, 40 for kontrakten, 1 stikk over og 2 overstikk fra nilen, **−57**. Overstikk 0 → 3.',
        '**7.** Blind nil + 6; den som meldte blind nil, tar ingen, makkeren 6: 200 + 60 = **+260**.',
        '**8.** Meldt 3 + 2 = 5, tatt 8, med 8 overstikk fra før: 50 + 3 = 53, men tellingen når 11, så −100: **−47** (238 blir 191). Overstikk 8 → 1.',
        '**9.** Meldt 3 + 3 = 6, tatt 10, med 6 overstikk fra før: 60 + 4 = 64, tellingen når 10, −100: **−36**. Overstikk 6 → 0.',
        '**10.** Med SPD-S11 (tellingen starter på null): meldt 5, tatt 9, med 8 overstikk fra før: 50 + 4 = 54, −100: **−46**, og tellingen går til 0 i stedet for 2.',
        '**11.** Nil verdt 50 (SPD-S4): nil + 4, tatt 0 + 4: 50 + 40 = **+90**.',
        '**12.** Dobbel nil (SPD-S8), tatt 0 + 1: +100 for nilen som holdt, −100 for den som gikk bet, 1 overstikk: **+1**. Overstikk 0 → 1.',
        '**13.** Måne på (SPD-S9): meldt 7 + 6 = 13 og alle 13 stikkene tatt: **+200** i stedet for 130.',
        '**14.** Måne på: meldt 7 + 6 = 13 og 12 stikk tatt: **−200**.',
      ],
    },
    {
      id: 'SPD-9',
      title: 'Slutten på spillet',
      rules: [
        {
          id: 'SPD-9.1',
          title: 'Målet',
          text: 'Det spilles til **500** poeng. SPD-S2 gir et kortere spill: 300, 250, 200 eller et tall dere velger selv.',
        },
        {
          id: 'SPD-9.2',
          title: 'Hvem vinner',
          text: 'Etter hver giv, med straffen for overstikk regnet med: har et lag nådd målet, vinner laget med høyest sum, også om begge lag gikk over målet i samme giv.',
        },
        {
          id: 'SPD-9.3',
          title: 'Helt likt',
          text: 'Står de høyeste summene helt likt, spilles det én giv til, og flere om nødvendig, til ett lag leder alene.',
        },
        {
          id: 'SPD-9.4',
          title: 'Tapsgrense',
          text: 'En husregel som bare gjelder om dere velger den (SPD-S13): et lag som står på −200 eller lavere etter en giv, avslutter spillet, og høyeste sum vinner. Når et annet lag når målet i samme giv, avgjør SPD-9.2 først.',
        },
      ],
    },
    {
      id: 'SPD-10',
      title: 'Varianter',
      intro: 'Hver variant er en innstilling; reglene over er spillet med alle innstillinger på standard.',
      rules: [
        {
          id: 'SPD-10.1',
          title: 'Nil verdt 50',
          text: 'Noen regner vanlig nil til 50 i stedet for 100 (SPD-S4). Blind nil er fortsatt verdt 200.',
        },
        {
          id: 'SPD-10.2',
          title: 'Kortere spill',
          text: 'Spill til et lavere mål, for eksempel 200, når dere har dårlig tid (SPD-S2).',
        },
        {
          id: 'SPD-10.3',
          title: 'Spades med jokere',
          text: 'To jokere blir de to høyeste trumfene: [[BJ]] den store jokeren slår [[LJ]] den lille, som slår [[AS]]. De er spar i ett og alt: spilles det ut spar og jokeren er den eneste sparen din, må du følge med den, og SPD-6.2, SPD-6.3 og SPD-6.5 gjelder også for dem. For å holde stokken på 52 kort tas [[2C]] og [[2H]] ut (eller [[2H]] og [[2D]]); tre spillere beholder alle 54 kortene (18 hver), og seks spillere bruker fire jokere og 108 kort (18 hver).',
        },
        {
          id: 'SPD-10.4',
          title: 'Måne (Boston)',
          text: 'Et lag kan melde alle stikkene i given. Tar det alle, får det **+200**; mister det ett, blir det **−200**, i stedet for vanlige kontraktpoeng (SPD-S9). Om dere vil, kan en måne som klares, i stedet vinne hele spillet. Nil på samme lag telles som vanlig.',
        },
        {
          id: 'SPD-10.5',
          title: 'Dobbel nil',
          text: 'Begge makkerne kan melde nil (SPD-S8). Hver nil telles for seg: holder begge, gir det +200; holder den ene og den andre ikke, 0; holder ingen av dem, −200. Eller alt eller ingenting for paret: ±200.',
        },
        {
          id: 'SPD-10.6',
          title: 'Lagmelding',
          text: 'Makkerne melder én kontrakt sammen i stedet for to (SPD-S16). Den første av dem melder nil eller blind nil, som er bindende, eller et tall som bare er et forslag; den andre bestemmer så lagets kontrakt. Poengene regnes som før.',
        },
        {
          id: 'SPD-10.7',
          title: 'Hver for seg (cutthroat)',
          text: 'Alle spiller for seg selv: kontrakten er din egen melding, og nil, blind nil (uten bytte), overstikk og mål telles per spiller. Med fire spillere deles det ut som vanlig. Med tre får hver 17 kort, og det 52. kortet legges bort med baksiden opp, usett (eller [[2C]] tas ut først); meldingene går opp til 17, og blind nil regnes mot den som leder.',
        },
        {
          id: 'SPD-10.8',
          title: 'Seks spillere',
          text: 'Tre lag à to med to kortstokker blandet sammen og begge [[2C]] tatt ut: 102 kort, 17 hver, meldinger opp til 17. Makkerne sitter overfor hverandre, tre plasser fra hverandre. Av to like kort vinner det som ble spilt først (SPD-7.3), og måne er en kontrakt på 17.',
        },
        {
          id: 'SPD-10.9',
          title: 'Uten overstikk',
          text: 'De danske reglene nevner dem som spiller helt uten overstikk-systemet (SPD-S10): hvert stikk over gir fortsatt ett poeng, men ingenting telles opp, og det blir ingen straff.',
        },
      ],
    },
    {
      id: 'SPD-D',
      title: 'Slik avgjør appen',
      intro:
        'Der de svenske og danske reglene tier eller sier forskjellig, må appen velge. Her er hvert valg og hvorfor; de fleste kan endres i innstillingene.',
      rules: [
        {
          id: 'SPD-D1',
          title: 'Med klokka',
          text: 'Appen gir, melder og spiller med klokka. De svenske reglene sier det («medsols»), de danske bare at spilleren til venstre for giver begynner, og de internasjonale reglene er enige.',
        },
        {
          id: 'SPD-D2',
          title: 'Ingen spar i første stikk',
          text: 'På som standard, unntatt for den som bare har spar. De svenske reglene har dette forbudet, de danske nevner det ikke; siden én kilde har det, er det standard, og SPD-S3 slår det av.',
        },
        {
          id: 'SPD-D3',
          title: 'Stikkene fra en nil som gikk bet',
          text: 'De teller ikke med i makkerens kontrakt; hvert av dem er et overstikk verdt 1 poeng. Begge kildene regner makkerens melding for seg, og de vanlige engelskspråklige reglene gjør nilens stikk til overstikk (SPD-S12 endrer det).',
        },
        {
          id: 'SPD-D4',
          title: 'Overstikk over ti tas med',
          text: 'Ved ti overstikk mister laget 100 og tellingen går ned med 10, så 12 overstikk etterlater 2. De svenske reglene sier at overstikkene vises som siste siffer i poengsummen, og det går bare opp om resten tas med; SPD-S11 nullstiller tellingen, slik de danske reglene sier.',
        },
        {
          id: 'SPD-D5',
          title: 'Begge over målet, og helt likt',
          text: 'Høyeste sum vinner, også når begge lag går over målet i samme giv; står det helt likt, spilles flere giv til ett lag leder. Kildene sier bare «først til 500»; dette er det de vanlige publiserte reglene gjør.',
        },
        {
          id: 'SPD-D6',
          title: 'Bare én nil per lag',
          text: 'Den ene makkeren må melde et tall. De svenske reglene har dobbel nil som variant, så den er ikke med i grunnspillet, og de fleste regler er enige; SPD-S8 tillater det.',
        },
        {
          id: 'SPD-D7',
          title: 'Når blind nil er lov',
          text: 'Bare for et lag som ligger minst 100 poeng under når given begynner (med flere enn to lag: under laget som leder). Begge kildene nevner denne betingelsen som vanlig praksis; SPD-S6 og SPD-S7 endrer den.',
        },
        {
          id: 'SPD-D8',
          title: 'Blind nil når nil er verdt 50',
          text: 'At nil er verdt 50, gjelder bare vanlig nil; blind nil er fortsatt ±200. De svenske reglene gjør blind nil dobbelt så verdifull og nevner 50 bare for vanlig nil.',
        },
        {
          id: 'SPD-D9',
          title: 'Spar ut fra en hånd med bare spar',
          text: 'Det bryter ikke spar: bare en spar lagt på en annen farge gjør det. Slik beskriver begge kildene brytingen, en spar lagt fordi man ikke kan følge; SPD-S17 gir den løsere regelen.',
        },
        {
          id: 'SPD-D10',
          title: 'Hvilke toere som går ut med jokere',
          text: '[[2C]] og [[2H]] tas ut. De danske reglene sier «to lave kort» uten å si hvilke, og disse to er det vanlige valget; SPD-S14 gir [[2H]] og [[2D]] i stedet.',
        },
        {
          id: 'SPD-D11',
          title: 'Poeng for måne',
          text: 'Et lag melder måne ved å ha en kontrakt på alle stikkene, og får ±200: alt eller ingenting, som en nil. De svenske reglene lover «en stor bonus» uten tall; 200 i stedet for 130 er en publisert verdi (SPD-S9).',
        },
        {
          id: 'SPD-D12',
          title: 'Poeng for dobbel nil',
          text: 'Hver nil telles for seg: +200 når begge holder, 0 når den ene går bet, −200 når begge går bet. De svenske reglene lover en enda større bonus uten tall; SPD-S8 gir ±200 for paret i stedet.',
        },
        {
          id: 'SPD-D13',
          title: 'Slik melder laget sammen',
          text: 'Den første makkeren gir et forslag, den andre bestemmer kontrakten. De svenske reglene sier at makkerne blir enige om én melding, men bordprat er ikke lov (SPD-1.4), så forslaget er måten de blir enige på.',
        },
        {
          id: 'SPD-D14',
          title: 'Kortet til overs med tre spillere',
          text: 'Det siste kortet som deles ut, legges bort med baksiden opp, og ingen ser det. De svenske reglene sier at ett kort blir til overs, men ikke hva som skjer med det; SPD-S18 tar ut [[2C]] i stedet. Blind nil har ikke noe bytte.',
        },
        {
          id: 'SPD-D15',
          title: 'Seks spillere',
          text: '102 kort (begge [[2C]] ut), 17 hver, makkerne overfor hverandre, og av to like kort vinner det som ble spilt først. De svenske reglene gir tre lag og to kortstokker; at første kort vinner, er svensk skikk i andre spill med to stokker.',
        },
        {
          id: 'SPD-D16',
          title: 'Når overstikk er slått av',
          text: 'Er overstikk-systemet slått av, gir hvert stikk over kontrakten fortsatt 1 poeng, men uten telling og uten straff. De danske reglene nevner at dere kan spille uten systemet, men ikke hva stikkene over kontrakten da gir.',
        },
        {
          id: 'SPD-D17',
          title: 'Byttet etter blind nil',
          text: 'Den som meldte blind nil, gir først; makkeren tar de to kortene inn på hånden og gir to hvilke som helst tilbake, også de samme. Det er rekkefølgen de publiserte reglene gir.',
        },
      ],
    },
    {
      id: 'SPD-S',
      title: 'Innstillinger',
      intro: 'Velges før spillet begynner. Standardvalget står først.',
      rules: [
        {
          id: 'SPD-S1',
          title: 'Form',
          text: 'Hvem som spiller med hvem. Standard **4 spillere i 2 makkerpar**; ellers 4 spillere hver for seg, 3 spillere hver for seg med 17 kort, og 6 spillere i 3 makkerpar (SPD-10.7, SPD-10.8).',
        },
        {
          id: 'SPD-S2',
          title: 'Mål',
          text: 'Poengsummen som avslutter spillet. Standard **500**; ellers 300, 250, 200 eller et tall fra 100 til 1000.',
        },
        {
          id: 'SPD-S3',
          title: 'Ingen spar i første stikk',
          text: 'Standard **på**: i første stikk kan du ikke legge spar når du ikke kan følge farge, med mindre du bare har spar (SPD-6.5). Av: første stikk er som alle andre.',
        },
        {
          id: 'SPD-S4',
          title: 'Nil',
          text: 'Standard **tillatt, verdt 100**; ellers verdt 50, eller ikke tillatt, og da melder alle minst 1. Blind nil har sin egen innstilling.',
        },
        {
          id: 'SPD-S5',
          title: 'Blind nil',
          text: 'Standard **tillatt, verdt 200**; eller ikke tillatt.',
        },
        {
          id: 'SPD-S6',
          title: 'Blind nil bare når laget ligger under',
          text: 'Standard **på**: bare et lag som ligger minst grensen under (SPD-S7), kan melde blind nil. Av: alle kan, uansett stilling.',
        },
        {
          id: 'SPD-S7',
          title: 'Grensen for blind nil',
          text: 'Hvor langt under et lag må ligge når given begynner. Standard **100** poeng, eller et tall fra 0 til 500.',
        },
        {
          id: 'SPD-S8',
          title: 'Dobbel nil',
          text: 'Standard **av**. På: begge makkerne kan melde nil, med hver nil telt for seg, eller alt eller ingenting for paret (±200).',
        },
        {
          id: 'SPD-S9',
          title: 'Måne',
          text: 'Standard **av**. På: en kontrakt på alle stikkene gir ±200 (eller en verdi fra 100 til 500), eller en måne som klares, vinner spillet med en gang.',
        },
        {
          id: 'SPD-S10',
          title: 'Overstikk',
          text: 'Standard **på**. Av: hvert stikk over gir fortsatt 1 poeng, men det blir ingen telling og ingen straff.',
        },
        {
          id: 'SPD-S11',
          title: 'Tellingen av overstikk',
          text: 'Standard: overstikk over grensen **tas med videre**; eller tellingen starter på null igjen ved hver straff. Grensen (**10**) og straffen (**100**) kan også endres.',
        },
        {
          id: 'SPD-S12',
          title: 'Stikkene fra en nil som gikk bet',
          text: 'Standard **av**: de blir overstikk. På: de teller med i makkerens kontrakt og er ikke overstikk.',
        },
        {
          id: 'SPD-S13',
          title: 'Tapsgrense',
          text: 'Standard **av**. På: et lag på −200 eller lavere etter en giv avslutter spillet (eller en grense dere velger selv). Står ikke i de svenske eller danske reglene.',
        },
        {
          id: 'SPD-S14',
          title: 'Jokere',
          text: 'Standard **av**. På: to jokere, med [[2C]] og [[2H]] tatt ut, eller [[2H]] og [[2D]] (SPD-10.3).',
        },
        {
          id: 'SPD-S15',
          title: 'Like kort',
          text: 'Bare med seks spillere. Standard: av to like kort vinner det som ble **spilt først**; eller det som ble spilt sist.',
        },
        {
          id: 'SPD-S16',
          title: 'Lagmelding',
          text: 'Standard **av**. På: den første makkeren gir et forslag, og den andre bestemmer lagets kontrakt (SPD-10.6).',
        },
        {
          id: 'SPD-S17',
          title: 'Enhver spar bryter spar',
          text: 'Standard **av**: bare en spar lagt på en annen farge bryter spar. På: enhver spar som spilles, også en som spilles ut fra en hånd med bare spar, bryter spar.',
        },
        {
          id: 'SPD-S18',
          title: 'Kortet til overs med tre spillere',
          text: 'Standard: **det siste kortet legges bort** usett; eller [[2C]] tas ut før utdelingen. Gjelder ikke med jokere, for da deles alle 54 kortene ut.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stikk',
      text: 'Ett kort fra hver spiller etter tur; høyeste spar, ellers høyeste kort i utspilt farge, tar det.',
      rules: ['SPD-7.1', 'SPD-7.2'],
    },
    { term: 'trumf', text: 'En farge som slår alle de andre. I Spades er det alltid spar.', rules: ['SPD-2.2'] },
    {
      term: 'giver',
      text: 'Den som deler ut. Etter hver giv er det spilleren til venstre som gir.',
      rules: ['SPD-3.2', 'SPD-4.1'],
    },
    {
      term: 'forhånd',
      text: 'Spilleren til venstre for giver: melder først og spiller ut til første stikk.',
      rules: ['SPD-5.1', 'SPD-6.1'],
    },
    { term: 'følge farge', text: 'Å legge et kort i fargen som er spilt ut. Du må hvis du kan.', rules: ['SPD-6.4'] },
    {
      term: 'melding',
      text: 'Antall stikk du lover å ta, meldt én gang før spillet begynner.',
      rules: ['SPD-5.1', 'SPD-5.2'],
    },
    { term: 'kontrakt', text: 'Makkernes meldinger lagt sammen: stikkene laget må ta.', rules: ['SPD-5.3', 'SPD-8.1'] },
    {
      term: 'gå bet',
      text: 'Å ta færre stikk enn kontrakten: laget mister 10 poeng for hvert meldt stikk.',
      rules: ['SPD-8.2'],
    },
    {
      term: 'nil',
      text: 'En melding om ikke å ta ett eneste stikk, telt for seg: +100 eller −100.',
      rules: ['SPD-5.2', 'SPD-8.3'],
    },
    {
      term: 'blind nil',
      text: 'Nil meldt før du har sett kortene: ±200. Vanligvis bare for den som ligger minst 100 under; med makker byttes så to kort hver vei.',
      rules: ['SPD-5.6', 'SPD-8.3'],
    },
    {
      term: 'overstikk (bags)',
      text: 'Stikk over kontrakten og stikk tatt av den som meldte nil: ett poeng hver, men ti av dem koster 100.',
      rules: ['SPD-8.5'],
    },
    {
      term: 'brutt spar',
      text: 'Spar er brutt når noen har lagt spar i et stikk der en annen farge ble spilt ut; fra da av kan spar spilles ut.',
      rules: ['SPD-6.2', 'SPD-6.3'],
    },
    {
      term: 'makker',
      text: 'Spilleren overfor deg; meldingene deres blir én kontrakt, og dere får poeng sammen.',
      rules: ['SPD-1.1'],
    },
    {
      term: 'måne (Boston)',
      text: 'En kontrakt på alle stikkene i given, verdt ±200 når innstillingen er på.',
      rules: ['SPD-10.4'],
    },
  ],
};
