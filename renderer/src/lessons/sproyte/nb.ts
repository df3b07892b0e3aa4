// Sprøyte-leksjoner på bokmål (rules.md SPR-13). Bordets ord fra frøteksten: stikk, trumf, forhånd, giver,
// byttebunken, talong, følge farge, kaste, trumfe, spille ut.
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Følg farge – og hvem som tar stikket',
  'SPR-L1.intro':
    'Hvert stikk begynner med ett kort, og de andre må svare i samme farge hvis de kan. Spillet går med klokka (COM-2.1): Kari til høyre for deg, så du, så Ola til venstre for deg. Kløver er trumf i denne første given.',
  'SPR-L1.done': 'Nå kan du følge farge, og du vet hvem som tar stikket. Det er halve stikkspillet.',
  'SPR-L1.keep.goal':
    'Ingen bytter kort i denne leksjonen. Kari er i forhånd – til venstre for giveren – så hun spiller ut.',
  'SPR-L1.follow.goal': 'Kari spilte ut hjerter. Følg farge: legg en hjerter.',
  'SPR-L1.follow.explain':
    'Du har hjerter, så du må legge en (SPR-7.3). [[5H]] er det minste: Karis konge slår begge hjerterne dine uansett.',
  'SPR-L1.follow.alt':
    'Lov – alle hjerter følger farge. Men [[8H]] kan ikke vinne her, så [[5H]] var det billigste kortet å gi fra seg.',
  'SPR-L1.olaWins.goal':
    'Ola la [[AH]]: ingen trumfet, så høyeste hjerter tar stikket (SPR-8.1). Ola tar stikket og spiller ut til det neste.',
  'SPR-L1.diamond.goal': 'Ola spiller ut [[AD]]. Følg farge igjen: legg en ruter.',
  'SPR-L1.diamond.explain':
    'Du har ruter, så en av dem må ut. Ingen av ruterne dine slår Olas ess, så gi den minste, [[4D]], og behold dame og knekt til senere.',
  'SPR-L1.diamond.alt':
    'Lov – det er ruter. Men ingen av ruterne dine slår esset, så [[4D]] hadde spart de større ruterne dine.',
  'SPR-L1.end.goal':
    'Esset vinner igjen: Ola har to stikk. Den som tar et stikk, spiller alltid ut til det neste (SPR-7.4).',

  'SPR-L2.title': 'Trumf når du ikke kan følge farge',
  'SPR-L2.intro':
    'Spar er trumf i giv 2. Du har ingen ruter i det hele tatt – og det er en styrke: når du ikke kan følge farge, kan en trumf ta stikket.',
  'SPR-L2.done': 'En renons og en liten trumf gir stikk. Se etter dem når du legger planer for hånden.',
  'SPR-L2.keep.goal': 'Ingen bytter i denne leksjonen. Kari er i forhånd og spiller ut.',
  'SPR-L2.ruff.goal': 'Kari spilte ut [[AD]], og du har ingen ruter. Ta dette stikket.',
  'SPR-L2.ruff.explain':
    'Du kan ikke følge farge, så du kan legge hvilket kort du vil (SPR-7.3). En trumf slår alle ruter, også esset (SPR-8.1). Ola spiller etter deg; har Ola ruter, må Ola følge farge, og da holder den minste sparen din, [[5S]].',
  'SPR-L2.ruff.alt':
    'Det slår også esset: alle spar slår ruterne. Men har Ola ruter, må Ola følge farge, og da holder [[5S]] – behold de større trumfene til senere.',
  'SPR-L2.ruff.discard':
    'Lov, men det kortet kan ikke vinne: det er verken ruter eller trumf, så stikket går til Karis ess, med mindre Ola trumfer. Når du er renons, kan du trumfe (SPR-7.3). Legg en spar.',
  'SPR-L2.won.goal':
    'En spar slår [[AD]], selv en liten som [[5S]]: når det ligger trumf i stikket, vinner høyeste trumf (SPR-8.1).',

  'SPR-L3.title': 'Høyeste trumf vinner – ikke kast bort en liten trumf',
  'SPR-L3.intro':
    'Hjerter er trumf i giv 3, og du er giver, så Ola spiller ut. Noen ganger kan du ikke vinne et stikk. Da gjelder det å tape det billig.',
  'SPR-L3.done':
    'Når stikket er tapt uansett, gi fra deg det minst nyttige kortet og behold trumfene til stikk de kan vinne.',
  'SPR-L3.keep.goal': 'Ingen bytter i denne leksjonen. Ola er i forhånd og spiller ut.',
  'SPR-L3.discard.goal': 'Ola spilte ut [[AS]], og Kari trumfet med [[JH]]. Du har ingen spar. Kast et lite kort.',
  'SPR-L3.discard.explain':
    'Karis [[JH]] er høyeste trumf så langt, og hjerterne dine er mindre: du kan ikke vinne. Du trenger verken å trumfe eller å stikke over (COM-5.4), så kast det minst nyttige kortet, [[3C]] (SPR-8.1).',
  'SPR-L3.discard.alt':
    'Greit – et lite kort går, og stikket var tapt uansett. [[3C]] var bare det minst nyttige kortet ditt.',
  'SPR-L3.discard.wasted':
    'Lov, men hjerterkortet ditt blir kastet bort: [[JH]] er høyere, og høyeste trumf vinner (SPR-8.1). Behold trumfene til stikk de kan vinne.',
  'SPR-L3.discard.big':
    'Lov, men det kortet taper for Karis trumf uansett. Behold de høye kortene til senere, og gi et lite kort.',
  'SPR-L3.won.goal':
    'Kari tar stikket med høyeste trumf (SPR-8.1). [[TH]] har du fortsatt på hånden, klar for et bedre øyeblikk.',

  'SPR-L4.title': 'Trumfen går på rundgang',
  'SPR-L4.intro':
    'I vanlig sprøyte har hver giv en trumffarge. Hvilken farge det er, avhenger bare av nummeret på given.',
  'SPR-L4.done': 'Kløver, spar, hjerter, ruter og rundt igjen – tell bare givene.',
  'SPR-L4.strip.goal':
    'Trumfen går på rundgang i fast rekkefølge: [[AC]] kløver, [[AS]] spar, [[AH]] hjerter, [[AD]] ruter. Giv 1 er kløver, og så følger trumfen nummeret på given (SPR-5.1).',
  'SPR-L4.deal4.goal': 'Poengarket viser giv {deal}. Hva er trumf?',
  'SPR-L4.deal4.explain': 'Ruter. Giv {deal} er fjerde steg på rundgangen: kløver, spar, hjerter, ruter (SPR-5.1).',
  'SPR-L4.deal4.previous': 'Hjerter var trumf i giv 3. Trumfen går én farge videre for hver giv.',
  'SPR-L4.notDealer':
    'Trumfen følger bare nummeret på given (SPR-3.3) – ikke hvor giveren sitter, og ikke hvem som vant forrige giv. Tell langs rundgangen: kløver, spar, hjerter, ruter.',
  'SPR-L4.deal5.goal': 'Nå giv {deal}. Hva er trumf?',
  'SPR-L4.deal5.explain': 'Etter ruter begynner rundgangen på nytt, så giv {deal} er kløver, som giv 1.',
  'SPR-L4.deal5.again': 'Ruter var giv 4. Etter ruter begynner rundgangen igjen med kløver.',

  'SPR-L5.title': 'Kortbytte som forhånd',
  'SPR-L5.intro':
    'Før spillet kan alle bytte kort med byttebunken på 12. Kari gir, så du er i forhånd: du bytter først.',
  'SPR-L5.done': 'Kast de svake kortene, behold trumf og ess. Nå vet du hvordan byttet går for seg.',
  'SPR-L5.order.goal':
    'Spar er trumf, og alle vet det før de bytter (SPR-5.4). Dere bytter i rekkefølgen forhånd, mellomhånd, giver (SPR-1.3): du kan bytte opptil 6, Ola opptil 4 pluss det du lar ligge, og Kari som giver kan ta det som er igjen (SPR-6.2, SPR-D6). Å ikke bytte noe er også lov (COM-6.2).',
  'SPR-L5.swap.goal': 'Velg de seks svake kortene – de små ruterne, de små kløverne og [[3H]] – og bytt dem.',
  'SPR-L5.swap.explain':
    'Først legger du kortene bort med bildesiden ned, så tar du like mange fra toppen av bunken (COM-6.1). Du beholder trumfene og essene og bytter alt som neppe tar stikk (SPR-6.1).',
  'SPR-L5.swap.trumps':
    'Lov, men du kastet en trumf. Spar er trumf i denne given, så selv [[4S]] kan ta et stikk. Bytt heller de svake sidekortene.',
  'SPR-L5.swap.few':
    'Lov, men du bytter for få. De små ruterne og kløverne tar knapt stikk; i forhånd kan du bytte opptil seks kort.',
  'SPR-L5.swap.other':
    'Lov, men det er ikke de seks svakeste kortene. Behold sparene, [[AH]] og [[JC]]; bytt [[3H]], de små ruterne og de små kløverne.',
  'SPR-L5.newHand.goal':
    'Du la bort seks kort og tok de seks øverste fra bunken. Se på den nye hånden: lange, sterke spar og fire ess.',
  'SPR-L5.counts.goal':
    'Ola byttet 4, og Kari tok de siste 2. Alle ser hvor mange kort hver spiller byttet, aldri hvilke (SPR-6.3). Datamaskinspillerne vet også bare det deres egen plass kan se (COM-7.3). Du er i forhånd, så du spiller ut til første stikk.',

  'SPR-L6.title': 'Ubrukte bytter går videre',
  'SPR-L6.intro':
    'Hjerter er trumf i giv 3. Ola gir, så Kari er i forhånd og du er mellomhånd. Se hva som skjer når Kari ikke bruker alle byttene sine.',
  'SPR-L6.done':
    'Det en spiller lar være ubrukt, går videre til neste. Som mellomhånd eller giver: følg med på hva spillerne før deg tar.',
  'SPR-L6.kari.goal': 'Kari er i forhånd og bytter først. Hun kan bytte 6 – se hvor mange hun tar.',
  'SPR-L6.swap.goal':
    'Kari byttet bare 2, så de 4 ubrukte går videre til deg: 4 egne + 4 = 8. Bytt de åtte svakeste kortene dine.',
  'SPR-L6.swap.explain':
    'Den ubrukte delen av byttet til forhånd går videre til mellomhånd (SPR-6.2). Hånden din er svak, så bruk alle åtte: behold trumfene [[QH]] og [[6H]], [[TD]] og [[9C]], og bytt resten.',
  'SPR-L6.swap.four':
    'Lov, men du bruker bare halvparten av det du kan ta. Kari lot 4 bytter stå ubrukt, og nå er de dine: 4 + 4 = 8 (SPR-6.2). Med en så svak hånd bør du ta dem.',
  'SPR-L6.swap.trumps':
    'Lov, men du kastet en trumf. Hjerter er trumf, så behold [[QH]] og [[6H]] og bytt et sidekort i stedet.',
  'SPR-L6.swap.other':
    'Lov, men det er ikke de åtte svakeste kortene. Behold [[QH]], [[6H]], [[TD]] og [[9C]]; bytt alle sparene, [[7D]], [[4D]], [[5C]] og [[3C]].',
  'SPR-L6.dealer.goal': 'Du fikk åtte fine kort. Ola er giver og kan ta det som er igjen: de siste 2 (SPR-6.2).',

  'SPR-L7.title': 'Poeng i trumf og grand',
  'SPR-L7.intro':
    'En giv har 12 stikk på tre spillere: fire hver i snitt. Derfor er det bare stikkene over fire som gir poeng. Selve kortene er ingenting verdt (COM-1.4).',
  'SPR-L7.done': 'Stikk over fire er poeng. Fire eller færre gir ingenting – men koster heller ingenting.',
  'SPR-L7.baseline.goal':
    'En giv er ferdig. Stikk: du 6, Ola 4, Kari 2. Fire stikk er utgangspunktet (SPR-9.1): hvert stikk over fire er ett poeng (SPR-9.2).',
  'SPR-L7.you.goal': 'Du tok {tricks} stikk. Hvor mange poeng får du?',
  'SPR-L7.you.explain': '{tricks} stikk er {points} over fire, altså {points} poeng (SPR-9.2).',
  'SPR-L7.allTricks': 'Der telte du alle stikkene. Bare stikkene over fire teller (SPR-9.2).',
  'SPR-L7.overFour': 'Tell fra fire: hvert stikk over fire er ett poeng, og fire eller færre gir ingenting (SPR-9.2).',
  'SPR-L7.ola.goal': 'Ola tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L7.ola.explain': 'Akkurat fire er utgangspunktet, uten noe over: {points} poeng.',
  'SPR-L7.kari.goal': 'Kari tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L7.kari.explain':
    'Færre enn fire gir ingenting, og med vanlige regler går poengene aldri under null (SPR-9.4): {points} poeng.',
  'SPR-L7.kari.negative':
    'Med vanlige regler blir poengene aldri negative i sprøyte (SPR-9.4): for få stikk gir ingenting, men koster heller ingenting.',
  'SPR-L7.grand.goal': 'En ny giv, denne gangen grand (ingen trumf). Du tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L7.grand.explain': 'Grand telles akkurat som trumf, stikkene over fire: {points} poeng (SPR-9.2).',

  'SPR-L8.title': 'Variasjonssprøyte: les det viste kortet',
  'SPR-L8.intro':
    'I variasjonssprøyte avgjør ett kort hva dere spiller: nullo, trumf eller grand. Forhånd tar av kortstokken og viser kortet før utdelingen.',
  'SPR-L8.done':
    'To til fem nullo, seks til ti trumf i kortets farge, knekt til ess grand. Og kortet havner nederst i byttebunken.',
  'SPR-L8.cut.goal':
    'Alle 52 kortene er med (SPR-2.2). Forhånd tar av: løfter en del av stokken og viser det nederste kortet til alle (SPR-4.2, COM-4). Verdien avgjør spilleformen, før noen bytter.',
  'SPR-L8.bands':
    'Se på verdien: to til fem er nullo, seks til ti er trumf i kortets egen farge, knekt til ess er grand (SPR-5.3).',
  'SPR-L8.d7.goal': 'Forhånd viser [[7D]]. Hva spiller dere?',
  'SPR-L8.d7.explain':
    'En sjuer ligger mellom seks og ti, så det blir trumf, og trumfen er kortets egen farge, ruter (SPR-5.3, SPR-D3).',
  'SPR-L8.d7.mistake':
    'Det blir trumf, men i variasjonssprøyte er trumfen det viste kortets egen farge – her ruter – ikke kløver fra rundgangen (SPR-D3).',
  'SPR-L8.d7.grand': 'Grand',
  'SPR-L8.d7.nullo': 'Nullo',
  'SPR-L8.d7.trumpC': 'Trumf: kløver',
  'SPR-L8.d7.trumpD': 'Trumf: ruter',
  'SPR-L8.s4.goal': 'Forhånd viser [[4S]]. Hva spiller dere?',
  'SPR-L8.s4.explain': 'To til fem betyr nullo. Det er ingen trumf, og alle prøver å ta færrest mulig stikk (SPR-5.3).',
  'SPR-L8.s4.mistake':
    'Bare seks til ti gir trumf. En firer betyr nullo: ingen trumf i det hele tatt, og du vil ha få stikk (SPR-5.3).',
  'SPR-L8.s4.grand': 'Grand',
  'SPR-L8.s4.nullo': 'Nullo',
  'SPR-L8.s4.trumpS': 'Trumf: spar',
  'SPR-L8.hq.goal': 'Forhånd viser [[QH]]. Hva spiller dere?',
  'SPR-L8.hq.explain':
    'Knekt til ess betyr grand – ingen trumf, og høyeste kort i fargen som ble spilt ut, vinner (SPR-5.3).',
  'SPR-L8.hq.mistake':
    'En dame er over ti, så det blir grand: ingen trumf. Trumf kommer bare fra seks til ti (SPR-5.3).',
  'SPR-L8.hq.grand': 'Grand',
  'SPR-L8.hq.nullo': 'Nullo',
  'SPR-L8.hq.trumpH': 'Trumf: hjerter',
  'SPR-L8.c10.goal': 'Forhånd viser [[TC]]. Hva spiller dere?',
  'SPR-L8.c10.explain': 'Tieren er øverst i trumfområdet, så kløver er trumf (SPR-5.3).',
  'SPR-L8.c10.mistake':
    'Grand begynner på knekt. Seks til ti betyr trumf i kortets farge, så [[TC]] gir trumf i kløver (SPR-5.3).',
  'SPR-L8.c10.grand': 'Grand',
  'SPR-L8.c10.nullo': 'Nullo',
  'SPR-L8.c10.trumpC': 'Trumf: kløver',
  'SPR-L8.where.goal':
    'Forhånd tok av {cut} kort og viste det nederste. Så legges stokken sammen igjen som vanlig, og giveren deler ut uten å stokke (COM-4.4). Hvor havner det viste kortet?',
  'SPR-L8.where.explain':
    'Når stokken legges sammen igjen, havner det nederst i stokken (COM-4.3), og dermed som siste kort i byttebunken på 16. Alle vet at det ligger der; bare giveren kan få det, og bare ved å ta alle kortene som er igjen (SPR-D5).',
  'SPR-L8.where.inHand':
    'Utdelingen begynner fra toppen, og når stokken er lagt sammen, ligger det viste kortet aller nederst. Det blir liggende i byttebunken, som siste kort (SPR-D5).',
  'SPR-L8.where.other':
    'Den nederste bunken legges oppå den løftede, så det viste kortet blir nederste kort i stokken (COM-4.3): siste kort i byttebunken.',
  'SPR-L8.where.bottom': 'Nederst i byttebunken',
  'SPR-L8.where.hand': 'På hånden til en spiller',
  'SPR-L8.where.top': 'Øverst i byttebunken',

  'SPR-L9.title': 'Variasjonssprøyte: bytte som giver',
  'SPR-L9.intro':
    'Forhånd viste [[QH]]: grand, ingen trumf. Du gir, så du bytter sist, med det de andre lar ligge igjen i byttebunken på 16.',
  'SPR-L9.done': 'Giveren tar det som er igjen. Og når det siste kortet er med, vet du allerede hva det er.',
  'SPR-L9.grand.goal':
    'Her brukes hele stokken, toerne også (SPR-2.2): 12 kort hver og 16 i byttebunken (SPR-4.3). Den viste [[QH]] ligger nederst (SPR-D5).',
  'SPR-L9.others.goal': 'Ola er i forhånd og kan bytte 8; Kari som mellomhånd 5, pluss det Ola lar være. Følg med.',
  'SPR-L9.swap.goal':
    'Ola byttet 8 og Kari 3 av sine 5. Fem kort er igjen, og du kan ta alle: bytt de fem små kortene dine.',
  'SPR-L9.swap.explain':
    'Giveren kan ta alt som er igjen: 3 egne + de 2 Kari ikke brukte (SPR-6.2). Det siste av dem er den viste [[QH]] – et godt kort i grand.',
  'SPR-L9.swap.four':
    'Lov, men da lar du et kort du kjenner bli liggende: det femte kortet er den viste [[QH]], et sterkt kort i grand. Kort som ikke tas, er ute av spillet (SPR-6.4).',
  'SPR-L9.swap.other':
    'Lov, men i grand tar ess og konger stikk. Bytt de små kortene: [[4S]], [[3S]], [[2H]], [[2D]] og [[6C]].',
  'SPR-L9.gotQueen.goal':
    'Du fikk [[AD]], [[AC]], [[QS]], [[KC]] – og [[QH]] som alle så da det ble tatt av. Hadde du latt det ligge, ville det blitt liggende med bildesiden ned, ute av spillet (SPR-6.4).',

  'SPR-L10.title': 'Nullo: legg deg under og kvitt deg med høye kort',
  'SPR-L10.intro':
    'Forhånd viste [[3S]]: nullo. Det er ingen trumf, og hvert stikk du slipper å ta, kan bli et poeng. Kari spiller ut.',
  'SPR-L10.done':
    'I nullo legger du deg under kortene på bordet og kvitter deg med høye kort hver gang du ikke kan følge farge.',
  'SPR-L10.nullo.goal':
    'Nullo: ingen trumf, og du vil ta færrest mulig stikk (SPR-5.3). Ingen bytter i denne leksjonen.',
  'SPR-L10.duck.goal': 'Kari spilte ut [[8C]]. Legg en kløver som taper for den.',
  'SPR-L10.duck.explain':
    'Bare høyeste kløver kan vinne (SPR-8.2), og [[5C]] er under Karis åtter, så den kan ikke ta stikket. Det er den høyeste kløveren du trygt kan gi fra deg.',
  'SPR-L10.duck.alt':
    'Også trygt – det er under [[8C]]. Men [[5C]] var den høyeste kløveren som fortsatt taper: behold de minste til stikk der det er vanskeligere å legge seg under.',
  'SPR-L10.duck.win':
    'Lov, men kongen din slår [[8C]], og bare esset kan slå den. I nullo vil du tape stikk: legg deg under kortet som vinner.',
  'SPR-L10.olaWins.goal': 'Olas [[JC]] er høyeste kløver, så Ola tar stikket (SPR-8.2) og spiller ut neste.',
  'SPR-L10.throw.goal': 'Ola spilte ut ruter, og du har ingen. Kast det farligste kortet ditt.',
  'SPR-L10.throw.explain':
    'Du kan ikke følge farge, så du kan kaste hva som helst – og et kort i en annen farge kan aldri vinne (SPR-8.2). Esset er høyest også i nullo (SPR-2.3): [[AH]] ville vunnet ethvert hjerterstikk, så nå er tiden inne for å bli kvitt det.',
  'SPR-L10.throw.alt':
    'Godt tenkt: et høyt kort er borte. Men [[AH]] er det farligste kortet – et ess kan aldri tape et hjerterstikk.',
  'SPR-L10.throw.low':
    'Lov, men små kort er akkurat det du trenger senere for å legge deg under. Når du er renons, er det tid for å bli kvitt [[AH]].',
  'SPR-L10.throw.other': 'Lov, men det kortet hjelper deg mindre. Kast kortet som lettest tar et stikk senere: [[AH]].',
  'SPR-L10.kariWins.goal':
    'Karis [[9D]] er høyeste ruter og vinner (SPR-8.2); et kort du kaster, selv [[AH]], kan aldri vinne et ruterstikk. Etter given er hvert stikk under fire et poeng (SPR-9.3).',

  'SPR-L11.title': 'Poeng i nullo',
  'SPR-L11.intro': 'En nullogiv er ferdig. Stikk: du 1, Ola 0, Kari 11. I nullo går regnestykket motsatt vei.',
  'SPR-L11.done': 'I nullo er hvert stikk under fire et poeng, og ingen stikk i det hele tatt er verdt fire.',
  'SPR-L11.reverse.goal': 'Fire er fortsatt utgangspunktet, men nå er hvert stikk under fire et poeng (SPR-9.3).',
  'SPR-L11.underFour': 'I nullo er hvert stikk under fire verdt et poeng; ingen stikk er verdt fire (SPR-9.3).',
  'SPR-L11.you.goal': 'Du tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L11.you.explain': '{tricks} stikk er tre under fire, altså {points} poeng.',
  'SPR-L11.ola.goal': 'Ola tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L11.ola.explain': 'Ingen stikk i det hele tatt er verdt {points} poeng, det meste noen kan få i nullo.',
  'SPR-L11.kari.goal': 'Kari tok {tricks} stikk. Hvor mange poeng?',
  'SPR-L11.kari.explain':
    'Stikk over fire er ingenting verdt i nullo, og poengene blir aldri negative (SPR-9.4): {points} poeng.',
  'SPR-L11.kari.over':
    'Det er slik man teller i trumf. I nullo gir bare stikkene under fire poeng, så Karis mange stikk gir henne ingenting (SPR-9.3).',

  'SPR-L12.title': 'Med talong: bytt hele hånden eller behold den',
  'SPR-L12.intro':
    'Med talong deles alle 52 kortene i fire bunker på 13: tre hender og en skjult talong. Kløver er trumf i giv 1.',
  'SPR-L12.done': 'En svak hånd er grunn nok til å satse på talongen. Den som tar den, avslutter tilbudet.',
  'SPR-L12.talon.goal':
    'Talongen tilbys forhånd først (SPR-6.5). Kari gir, så du er i forhånd. Trumfen går på rundgang som i vanlig sprøyte (SPR-5.2).',
  'SPR-L12.take.goal':
    'Hånden din har ingen ess, ingen konge og bare små kløver: den når neppe fem stikk. Ta talongen.',
  'SPR-L12.take.explain':
    'Å ta talongen betyr å legge hele hånden bort usett og ta opp de 13 kortene i talongen (SPR-6.5). Med en så svak hånd er nesten alt bedre.',
  'SPR-L12.take.keep':
    'Lov, men hånden din når neppe fem stikk: ingen ess, ingen konge, små trumfer. Her er talongen verdt å satse på.',
  'SPR-L12.stops.goal':
    'Den gamle hånden ligger med bildesiden ned, ute av spillet. Du har tatt talongen, så tilbudet stopper: Ola og Kari beholder hendene sine (SPR-6.5). Du er i forhånd, så du spiller ut (SPR-7.1).',

  'SPR-L13.title': 'Til 10 poeng – og når det står likt',
  'SPR-L13.intro': 'Dere spiller til 10 poeng. Men å nå 10 er ikke helt det samme som å vinne.',
  'SPR-L13.done':
    'Når noen har 10, vinner den med høyest sum; står det likt på toppen, spilles det flere giv til én spiller leder alene.',
  'SPR-L13.target.goal':
    'Poengene skrives ned etter hver giv, og først da ser dere om noen har vunnet (SPR-10.2). En giv spilles alltid ferdig (SPR-D9).',
  'SPR-L13.first.goal':
    'Deler to spillere høyeste sum, spiller dere en giv til (SPR-10.3, SPR-D10). Før given: du {you}, Ola {ola}, Kari {kari}. Stikk i denne trumfgiven: du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Hvem vinner?',
  'SPR-L13.first.explain':
    'Du {youAfter}, Ola {olaAfter}, Kari {kariAfter}. To spillere deler høyeste sum, så dere spiller en giv til (SPR-10.3, SPR-D10).',
  'SPR-L13.first.youFirst':
    'Begge nådde 10 i samme giv; med lik sum fortsetter spillet. Ingen kommer «først» inne i en giv: given telles under ett (SPR-10.3).',
  'SPR-L13.first.olaMore':
    'Ola tok flere stikk i denne given, men det er summene som teller: du {youAfter}, Ola {olaAfter}. Likt på toppen betyr en giv til (SPR-10.3).',
  'SPR-L13.highest':
    'Legg hver spillers poeng til summen. Når noen har 10, vinner den som alene har høyest sum; står det likt på toppen, blir det en giv til (SPR-10.3).',
  'SPR-L13.first.again': 'Ingen ennå – en giv til',
  'SPR-L13.first.ola': 'Ola',
  'SPR-L13.first.you': 'Du',
  'SPR-L13.second.goal':
    'Summene nå: du {you}, Ola {ola}, Kari {kari}. I ekstragiven tar du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Hvem vinner?',
  'SPR-L13.second.explain':
    'Ola har {olaAfter}, du blir stående på {youAfter}. Nøyaktig én spiller har høyest sum, så Ola vinner (SPR-10.3).',
  'SPR-L13.second.youFirst':
    'Du nådde 10 tidligere, men det spiller ingen rolle: etter denne given har Ola {olaAfter} og du {youAfter}. Høyeste sum vinner (SPR-10.3).',
  'SPR-L13.second.again': 'Ingen ennå – en giv til',
  'SPR-L13.second.ola': 'Ola',
  'SPR-L13.second.you': 'Du',

  'SPR-L14.title': 'Behold hånden: talongen blir liggende',
  'SPR-L14.intro':
    'Igjen med talong, og det er giv 2, så spar er trumf (SPR-5.2). Ola gir, så Kari spørres først, så du, så Ola. Denne gangen er hånden din sterk.',
  'SPR-L14.done': 'En god hånd beholder du. Når alle tre sier nei, får ingen se talongen.',
  'SPR-L14.kari.goal': 'Kari er i forhånd og får tilbud om talongen først (SPR-6.5). Hun beholder hånden.',
  'SPR-L14.keep.goal': 'Fem spar med ess, konge, dame og knekt, og fire ess: denne hånden tar mange stikk. Behold den.',
  'SPR-L14.keep.explain':
    'Talongen er usett, så et bytte er et sjansespill (SPR-6.5). Med en så sterk hånd har du mye mer å tape enn å vinne på det.',
  'SPR-L14.keep.take':
    'Lov, men da kaster du fire topptrumfer og tre ess i andre farger for 13 kort ingen har sett. Behold en så god hånd.',
  'SPR-L14.closed.goal':
    'Ola beholder også. Alle tre sa nei, så talongen blir liggende skjult hele given (SPR-D8). Kari er i forhånd og spiller ut til det første av 13 stikk (SPR-7.1, SPR-7.5).',

  'SPR-L15.title': 'Bordet, kortene og utdelingen',
  'SPR-L15.intro': 'Før den første given: hvem som sitter hvor, hvilke kort som er med, og hvordan de deles ut.',
  'SPR-L15.done': 'Nå kjenner du bordet, kortstokken og utdelingen. Neste: følg farge og ta stikk.',
  'SPR-L15.table.goal':
    'Tre spillere, hver for seg (SPR-1.1). Ola sitter til venstre for deg og spiller etter deg; Kari sitter til høyre og spiller før deg – alt går med klokka (COM-2.1). Spilleren til venstre for giveren er forhånd, den neste er mellomhånd (SPR-1.2).',
  'SPR-L15.pack.goal':
    'Vanlig sprøyte bruker en vanlig kortstokk på 52 kort (COM-1.1) uten de fire toerne. Hvor mange kort blir det?',
  'SPR-L15.pack.explain':
    '52 minus de fire toerne er 48. I hver farge er ess høyest og treeren lavest (SPR-2.1, COM-1.2).',
  'SPR-L15.pack.twos': 'Det er hele stokken. I vanlig sprøyte tar dere ut de fire toerne (SPR-2.1).',
  'SPR-L15.deal.goal':
    'Den første giveren trekkes tilfeldig (SPR-3.1). Før hver giv samler giveren alle kortene, stokker (SPR-4.1, COM-6.5) og deler ut ett kort om gangen: forhånd, mellomhånd, giver (SPR-4.3). Så ser alle på sin egen hånd (SPR-4.5).',
  'SPR-L15.stock.goal': 'Hver spiller får {hand} kort. Hvor mange blir igjen til byttebunken?',
  'SPR-L15.stock.explain': '48 − 36 = 12. De ligger med bildesiden ned som byttebunke (SPR-4.3).',
  'SPR-L15.stock.none': 'Ikke alle kortene deles ut: tre hender tar 36 av de 48, og resten er byttebunken (SPR-4.3).',
  'SPR-L15.variation.goal':
    'Variasjonssprøyte beholder alle 52 kortene, og alle får fortsatt {hand}. Hvor mange ligger i byttebunken?',
  'SPR-L15.variation.explain':
    '52 − 36 = 16, fire flere byttekort (SPR-2.2, SPR-4.3). Hvilken form dere spiller, velges før partiet og gjelder helt til slutt (SPR-2.4).',
  'SPR-L15.variation.talon':
    'Tretten er talongen i sprøyte med talong, der det deles i fire bunker på 13. I variasjonssprøyte har hver hånd fortsatt 12, så byttebunken får 16 (SPR-4.3).',
  'SPR-L15.tricks.goal': 'Hvert stikk tar ett kort fra hver spiller. Hvor mange stikk har en vanlig giv?',
  'SPR-L15.tricks.explain':
    '12 kort hver gir 12 stikk, og alle spilles (SPR-7.5). Det er fire hver i snitt – husk det tallet.',
  'SPR-L15.tricks.four':
    'Fire er det hver spiller tar i snitt. Given har like mange stikk som hver spiller har kort (SPR-7.5).',
  'SPR-L15.next.goal':
    'Etter hver giv går given én plass til venstre (SPR-3.2). Ola ga i denne given. Hvem gir neste gang?',
  'SPR-L15.next.explain': 'Kari sitter til venstre for Ola, så Kari – forhånd i denne given – gir neste gang.',
  'SPR-L15.next.right': 'Du sitter til høyre for Ola. Given går til venstre, til Kari (SPR-3.2).',
  'SPR-L15.next.same': 'Given flytter seg hver gang: én plass til venstre, til Kari (SPR-3.2).',

  'SPR-L16.title': 'Spill ut: hvilket som helst kort, og vinneren spiller ut igjen',
  'SPR-L16.intro':
    'Kari gir, så du er i forhånd: du spiller ut til første stikk, uansett hvem som byttet hva (SPR-7.1). Kløver er trumf.',
  'SPR-L16.done': 'Spill ut toppkortene dine og behold utspillet. Den som vinner, spiller ut – hver gang.',
  'SPR-L16.keep.goal': 'Ingen bytter i denne leksjonen. Du er i forhånd, så det første kortet er ditt.',
  'SPR-L16.lead.goal':
    'Du kan spille ut hvilket kort du vil (SPR-7.2). Spill ut [[AS]]: ingen spar er høyere, så bare en som er renons i spar, kan slå det – med trumf.',
  'SPR-L16.lead.explain':
    'Ola og Kari hadde begge spar, så de måtte følge farge, ett kort hver, med klokka (COM-5.1) – og ingen spar slår esset. Stikket er ditt.',
  'SPR-L16.lead.low':
    'Lov – du kan spille ut hvilket kort du vil (SPR-7.2). Men det kortet kan tape stikket; den høyeste sparen din kan bare slås av en trumf, så med den beholder du trolig utspillet.',
  'SPR-L16.lead.king':
    'Lov (SPR-7.2), og [[KS]] kunne også ha vunnet: det eneste høyere sparkortet er ditt eget ess. Her øver du på å spille ut ovenfra, så spill ut [[AS]] først; kongen kommer etterpå.',
  'SPR-L16.lead.queen':
    'Lov (SPR-7.2), og [[QS]] kunne også ha vunnet: de to høyere sparkortene, esset og kongen, er begge dine. Her øver du på å spille ut ovenfra, så spill ut [[AS]] først; kongen og damen kommer etterpå.',
  'SPR-L16.again.goal':
    'Du vant, så du spiller ut igjen (SPR-7.4). Esset er ute: spill ut den neste toppsparen, [[KS]].',
  'SPR-L16.again.explain':
    'Når esset er spilt, er kongen din høyeste spar som er igjen. Den som tar et stikk, spiller ut til det neste (SPR-7.4).',
  'SPR-L16.again.alt':
    'Det vinner også: Ola og Kari hadde ingen høyere spar. Men [[KS]] var kortet alle visste var høyest.',
  'SPR-L16.end.goal':
    'To stikk til deg, og utspillet er fortsatt ditt (SPR-7.4). Slik spilles alle 12 stikkene, det ene etter det andre (COM-5.6).',

  'SPR-L17.title': 'Ess lavest i nullo (en innstilling)',
  'SPR-L17.intro':
    'Vanligvis er ess høyest i alle spilleformer (SPR-2.3). Noen lar esset være lavest i nullo; ved dette bordet er den innstillingen på. Forhånd viste [[4D]]: nullo.',
  'SPR-L17.done':
    'Med «ess lavest i nullo» er esset det tryggeste kortet i nullo. I trumf og grand er det fortsatt høyest.',
  'SPR-L17.setting.goal':
    'Innstillingen er på: i nullo er esset lavere enn toeren (SPR-8.3). Ingen bytter i denne leksjonen.',
  'SPR-L17.duck.goal': 'Kari spilte ut [[3C]]. Legg en kløver som taper for den.',
  'SPR-L17.duck.explain':
    'Med ess lavest er [[AC]] den minste kløveren som finnes – lavere enn toeren – så den taper for Karis treer (SPR-8.3).',
  'SPR-L17.duck.high':
    'Lov, men den kløveren er høyere enn [[3C]] og kan ta stikket. Med ess lavest er det [[AC]] som taper (SPR-8.3).',
  'SPR-L17.kariWins.goal': 'Olas [[2C]] slår esset ditt her, og Karis [[3C]] er høyest: Kari tar stikket (SPR-8.3).',

  'SPR-L18.title': 'Poengarket og sluttplasseringen',
  'SPR-L18.intro':
    'Poengene legges sammen etter hver giv, og spillet kan bare slutte når en giv er ferdig. Tre raske spørsmål om poengarket.',
  'SPR-L18.done': 'Nå kan du føre poengene og lese sluttplasseringen.',
  'SPR-L18.total.goal': 'Du hadde {you} poeng. I denne trumfgiven tar du {youTricks} stikk. Hva er den nye summen din?',
  'SPR-L18.total.explain':
    '{youTricks} stikk gir {points}, og {you} + {points} = {total}. Summene føres fortløpende (SPR-9.4).',
  'SPR-L18.total.tricks': 'Der la du til stikkene. Bare poengene føres: {youTricks} stikk gir {points} (SPR-9.2).',
  'SPR-L18.total.running':
    'Det er bare poengene for denne given. De legges til det du hadde fra før: en løpende sum (SPR-9.4).',
  'SPR-L18.over.goal': 'Etter given: du {you}, Ola {ola}, Kari {kari}. Er spillet over?',
  'SPR-L18.over.explain': 'Ingen har nådd 10 (SPR-10.1), så dere spiller neste giv.',
  'SPR-L18.over.over': 'Ja, noen har vunnet',
  'SPR-L18.over.playOn': 'Nei, spill videre',
  'SPR-L18.place.goal':
    'Lik sum under vinneren gir delt plass (SPR-10.4). Et spill er slutt: Ola {ola}, du {you}, Kari {kari}. Ola vinner. Hvilken plass får du?',
  'SPR-L18.place.explain': 'Andreplass, delt med Kari. Lik sum under vinneren gir delt plass (SPR-10.4).',
  'SPR-L18.place.third': 'Du og Kari har samme sum, så dere deler plassen: begge på andreplass (SPR-10.4).',
};
