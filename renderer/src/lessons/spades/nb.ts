// Spades-leksjoner på bokmål (rules.md SPD-13 og våre egne SPD-L13…L18). Bordets ord: stikk, melding,
// makker, trumf, spar, overstikk, giver. Ola sitter i vest (til venstre), Kari i nord (makkeren din),
// Liv i øst (til høyre).
export const text: Readonly<Record<string, string>> = {
  'SPD-L1.title': 'Makkeren din – og følg farge',
  'SPD-L1.intro':
    'Spades spilles av to par. Makkeren din sitter rett overfor deg, og dere teller stikkene sammen. Først: hvem er hvem, og regelen i hvert stikk – følg farge.',
  'SPD-L1.done': 'Du vet hvem makkeren din er, og du kan følge farge. Hvert stikk i Spades begynner slik.',
  'SPD-L1.seats.goal':
    'Kari, rett overfor deg (nord), er makkeren din (SPD-1.1). Ola til venstre (vest) og Liv til høyre (øst) er det andre paret. Makkere forteller hverandre ingenting utover meldingene og kortene de spiller (SPD-1.4), og datamaskinspillerne ser bare sine egne kort (COM-7.3).',
  'SPD-L1.bids.goal':
    'Kari ga, så Liv, til venstre for henne, melder først og spiller ut (SPD-4.1, SPD-6.1). Denne gangen melder leksjonen for deg: 4. Leksjon {lesson:SPD-L5} viser hvordan du teller stikkene dine.',
  'SPD-L1.follow.goal': 'Liv spilte ut [[KD]]. Følg farge med ruteren som tar stikket.',
  'SPD-L1.follow.explain': 'Du har ruter, så du må legge en (SPD-6.4). [[AD]] er den høyeste ruteren: den slår kongen.',
  'SPD-L1.follow.praise': 'Riktig – esset tar stikket.',
  'SPD-L1.follow.low':
    'Det er ruter, så det er lov. Men [[7D]] taper for Livs konge, mens [[AD]] tar stikket. Ta det mens du kan.',
  'SPD-L1.won.goal':
    'Ingen la spar, så den høyeste ruteren vinner (SPD-7.2): din. Stikket teller for deg og Kari sammen, og du spiller ut til neste (SPD-6.6).',

  'SPD-L2.title': 'Spar er alltid trumf',
  'SPD-L2.intro':
    'I Spades er spar alltid trumf. Når du ikke kan følge farge, slår en spar – selv en liten – alle kort i de andre fargene.',
  'SPD-L2.done': 'Du trumfet med en spar, og nå er spar brutt. Fra nå av kan spar spilles ut.',
  'SPD-L2.trump.goal':
    'Spar er trumf i hver giv; ingen velger trumf (SPD-2.2). [[AS]] er det høyeste kortet i kortstokken.',
  'SPD-L2.first.goal':
    'Leksjonen tar meldingene og første stikk for deg: Liv spiller ut [[AC]], alle følger med kløver, og esset vinner.',
  'SPD-L2.ruff.goal': 'Liv spiller ut [[AH]], og du har ikke hjerter. Ta stikket: legg en liten spar.',
  'SPD-L2.ruff.explain':
    'Uten hjerter kan du legge hvilket kort du vil (SPD-6.4). En spar slår alle hjerter, også esset (SPD-7.1). [[4S]] slår esset, og de høye sparene dine kan vente til senere.',
  'SPD-L2.ruff.praise': 'Trumfet! Den lille sparen din slår esset.',
  'SPD-L2.ruff.three': 'Det går like bra: en spar slår alle hjerter. Det er nettopp dette de små sparene er til.',
  'SPD-L2.ruff.high':
    'Den slår også esset, men det gjør en liten spar like godt. Behold de høye sparene: de tar stikk senere.',
  'SPD-L2.ruff.discard':
    'Lov – uten hjerter kan du kaste hva du vil. Men et kort som ikke er spar, kan aldri slå Livs ess. En spar hadde slått det: spar er trumf.',
  'SPD-L2.ruff.other': 'Det kortet kan ikke vinne: bare en spar slår [[AH]]. Legg en liten spar.',
  'SPD-L2.broken.goal':
    'Nå er spar brutt: en spar ble lagt i et stikk der en annen farge ble spilt ut (SPD-6.3). Den høyeste sparen i et stikk vinner alltid (SPD-7.1).',

  'SPD-L3.title': 'Når du kan spille ut spar',
  'SPD-L3.intro':
    'Du kan ikke spille ut spar før spar er brutt – med mindre du bare har spar igjen. I denne given har du åtte spar og alle essene.',
  'SPD-L3.done': 'Spar kan spilles ut når spar er brutt, eller når du ikke har noe annet.',
  'SPD-L3.bids.goal':
    'Liv ga, så du melder først og spiller ut. Leksjonen melder for deg: 13, fordi hånden er så sterk at hvert kort du har, bør ta et stikk. Kari melder nil: hun vil ikke ta ett eneste stikk (leksjon {lesson:SPD-L8}).',
  'SPD-L3.lead.goal':
    'Spill ut til første stikk. Spar er ikke brutt ennå, så spill ut en annen farge. Begynn med [[AH]]: leksjonen spiller så de andre essene og kongene dine for deg.',
  'SPD-L3.lead.explain':
    'Spar er ikke brutt, og du har andre farger, så du kan ikke spille ut spar (SPD-6.2). De andre essene dine er gode utspill uansett.',
  'SPD-L3.lead.other': 'Alt unntatt spar kan spilles ut nå. I denne leksjonen begynner du med [[AH]].',
  'SPD-L3.cash.goal':
    'Nå spilles de andre høye kortene dine for deg: [[KH]], [[AD]], [[KD]] og [[AC]]. Alle følger farge, og den som tar stikket, spiller ut igjen (SPD-6.6).',
  'SPD-L3.spade.goal': 'Du har bare spar igjen, og spar er fortsatt ikke brutt. Spill ut en likevel: [[AS]].',
  'SPD-L3.spade.explain':
    'Den som bare har spar, kan spille ut spar før spar er brutt (SPD-6.2). Du har ikke noe annet kort å spille.',
  'SPD-L3.spade.alt': 'Også bra – hver spar du har, er høyere enn deres. Esset er bare det sikreste.',
  'SPD-L3.still.goal':
    'Å spille ut spar fra en hånd med bare spar bryter ikke spar (SPD-D9): det gjør bare en spar lagt på en annen farge (SPD-6.3). Her spiller det ingen rolle – du har bare spar.',

  'SPD-L4.title': 'Ingen spar i første stikk',
  'SPD-L4.intro':
    'I det første stikket i en giv kan ingen legge spar, heller ikke den som ikke kan følge farge – med mindre hånden bare har spar.',
  'SPD-L4.done': 'I første stikk kaster du en annen farge. Fra andre stikk av kan du trumfe.',
  'SPD-L4.bids.goal': 'Kari ga, så Liv spiller ut. Leksjonen melder for deg. Meldingene: Liv 3, du 3, Ola 2, Kari 3.',
  'SPD-L4.discard.goal': 'Liv spiller ut [[AC]], og du har ikke kløver. Kast en liten hjerter eller ruter: [[3H]].',
  'SPD-L4.discard.explain':
    'I første stikk kan du ikke legge spar så lenge du har andre kort (SPD-6.5). Livs ess vinner uansett, så gi fra deg det minste kortet.',
  'SPD-L4.discard.alt': 'Også fint: en hvilken som helst liten hjerter eller ruter duger her.',
  'SPD-L4.discard.high':
    'Lov, men Livs ess vinner uansett, og du kastet et kort som kunne tatt stikk senere. Gi fra deg et lite.',
  'SPD-L4.ruff.goal': 'Stikk 2: Liv spiller ut [[KC]], og du har fortsatt ikke kløver. Nå kan du trumfe: legg [[5S]].',
  'SPD-L4.ruff.explain':
    'Regelen for første stikk gjelder ikke lenger (SPD-6.5), så den som mangler kløver, kan trumfe. Den minste sparen din slår kongen.',
  'SPD-L4.ruff.alt': 'Den slår også kongen, men [[5S]] hadde klart jobben, og den større sparen din kunne ventet.',
  'SPD-L4.ruff.discard':
    'Lov, men kortet ditt kan ikke slå Livs konge. Fra andre stikk av kan du trumfe, og en spar hadde slått den.',
  'SPD-L4.ruff.other': 'Det kortet vinner ikke: bare en spar slår [[KC]]. Legg den lille sparen din.',
  'SPD-L4.won.goal':
    'Sparen din vinner, og spar er brutt (SPD-6.3). Noen bord tillater å trumfe i første stikk også; det er en innstilling (SPD-S3).',

  'SPD-L5.title': 'Meldinger og lagets kontrakt',
  'SPD-L5.intro':
    'Før spillet melder alle hvor mange stikk de regner med å ta. Du og makkeren legger sammen meldingene: det er kontrakten laget deres må klare.',
  'SPD-L5.done': 'Du melder ved å telle stikkene du regner med å ta, og lagets kontrakt er summen av de to meldingene.',
  'SPD-L5.once.goal':
    'Du ga, så meldingene begynner hos Ola og går én runde rundt bordet. Alle må melde; ingen kan passe, og en melding kan ikke endres (SPD-5.1).',
  'SPD-L5.count.goal':
    'Ola meldte 3, Kari 2 og Liv 3. Tell stikkene dine: [[AS]] og [[KS]] er sikre, for du har de to høyeste sparene, og [[AH]] tar et stikk med mindre noen trumfer det. Du har ikke kløver, så de små sparene kan trumfe kløver, og [[KD]] og [[QD]] kan gi ett til.',
  'SPD-L5.bid.goal': 'Meld de stikkene du regner med: 4.',
  'SPD-L5.bid.explain':
    'Tre toppstikk og trolig ett til fra å trumfe kløver eller fra ruterne: 4 er en ærlig melding. En melding er et tall fra 1 til 13 (SPD-5.2).',
  'SPD-L5.bid.low':
    'Lov, men forsiktig: du tar trolig et fjerde stikk. Hvert stikk over kontrakten er et overstikk, og ti overstikk koster 100 poeng.',
  'SPD-L5.bid.high':
    'Lov, men dristig: tre stikk er nesten sikre, det fjerde er sannsynlig, det femte er håp. Går dere bet, koster det 10 poeng per meldt stikk.',
  'SPD-L5.bid.nil':
    'Nil er et løfte om å ikke ta ett eneste stikk. Med to ess og sparkongen tar du helt sikkert noen, og bet i nil koster 100 poeng.',
  'SPD-L5.bid.other':
    'Det er langt fra det denne hånden kan ta. Tell igjen: tre toppstikk, og trolig ett til fra å trumfe kløver.',
  'SPD-L5.contract.goal':
    'Laget ditt: Kari 2 + du 4 = 6 stikk (SPD-5.3). Deres: 3 + 3 = 6. Alle meldingene til sammen trenger ikke bli 13 (SPD-5.4), og alle meldinger står synlige hele given (SPD-5.7).',

  'SPD-L6.title': 'Klare kontrakten eller gå bet',
  'SPD-L6.intro':
    'Etter given får hvert lag poeng for kontrakten: 10 per meldt stikk hvis laget tok minst så mange, minus 10 per meldt stikk hvis ikke.',
  'SPD-L6.done':
    'Klarer dere kontrakten: 10 per meldt stikk og 1 per ekstra stikk. Går dere bet: minus 10 per meldt stikk, uansett hvor mange som mangler.',
  'SPD-L6.made.goal':
    'Du meldte {bid1} og Kari {bid2}; du tok {took1} stikk og Kari {took2}. Hvor mange poeng får laget ditt?',
  'SPD-L6.made.explain':
    'Kontrakten er {contract}, og dere tok {counted}: dere klarte den. 10 × {contract}, pluss 1 for hvert stikk over: {points} (SPD-8.1).',
  'SPD-L6.made.noBags':
    'Dere klarte kontrakten, det stemmer. Men hvert stikk over kontrakten gir 1 poeng til (SPD-8.1).',
  'SPD-L6.made.allTricks': 'Bare de meldte stikkene er verdt 10. Stikkene over kontrakten gir 1 poeng hver (SPD-8.1).',
  'SPD-L6.made.other':
    'Legg sammen meldingene til kontrakten og sjekk at dere tok minst så mange. Så 10 per meldt stikk og 1 per ekstra stikk.',
  'SPD-L6.bags.goal': 'Hvor mange overstikk – stikk over kontrakten – tok laget ditt?',
  'SPD-L6.bags.explain':
    '{counted} stikk på en kontrakt på {contract}: {extra} over. Hvert av dem er et overstikk, og overstikkene telles gjennom hele spillet (SPD-8.5).',
  'SPD-L6.bags.none':
    'Tar dere akkurat kontrakten, blir det ingen overstikk, men dere tok flere: hvert stikk over kontrakten er et overstikk.',
  'SPD-L6.bags.other': 'Overstikk er stikkene over kontrakten: stikk tatt minus kontrakten.',
  'SPD-L6.set.goal': 'Ola meldte {bid1} og Liv {bid2}; de tok {took1} og {took2}. Hvor mange poeng får de?',
  'SPD-L6.set.explain':
    'Kontrakten deres er {contract}, og de tok bare {counted}: de gikk bet. Å gå bet koster 10 × hele kontrakten: {points} (SPD-8.2).',
  'SPD-L6.set.oneShort':
    'Å gå bet koster 10 × hele kontrakten, ikke bare stikket som mangler. Hvor mange som mangler, spiller ingen rolle (SPD-8.2).',
  'SPD-L6.set.taken':
    'Et lag som går bet, får ingenting for stikkene sine: det mister 10 for hvert meldt stikk (SPD-8.2).',
  'SPD-L6.set.other': 'De tok færre stikk enn kontrakten, så de mister 10 poeng for hvert stikk de meldte.',

  'SPD-L7.title': 'Overstikk hoper seg opp',
  'SPD-L7.intro':
    'Et stikk over kontrakten gir et poeng nå, men det legges også til lagets telling av overstikk. Ti overstikk koster 100 poeng.',
  'SPD-L7.done':
    'Ti overstikk koster 100, og de som er til overs, blir stående i tellingen. Derfor melder gode spillere det de faktisk tar.',
  'SPD-L7.digit.goal':
    'Laget ditt har {total} poeng og {bags} overstikk. Når overstikkene tas med videre, viser siste siffer i poengsummen dem (SPD-8.5); appen fører tellingen ved siden av poengene (SPD-8.6).',
  'SPD-L7.total.goal':
    'Du meldte {bid1} og Kari {bid2}; dere tok {took1} og {took2}. Hva er poengsummen etter denne given?',
  'SPD-L7.total.explain':
    'Dere klarte kontrakten på {contract} med {extra} over: 10 × {contract} + {extra}. Tellingen går fra {bags} forbi ti, som koster 100, og {counter} blir stående: {after} poeng (SPD-8.5).',
  'SPD-L7.total.noPenalty':
    'Du glemte overstikkene: {bags} + {extra} blir ti eller mer, så trekk fra 100 poeng (SPD-8.5).',
  'SPD-L7.total.reset':
    'Straffen stemmer, men hvert overstikk gir fortsatt sitt poeng, og det som går over ti, blir stående i tellingen (SPD-D4).',
  'SPD-L7.total.other':
    'Regn først kontrakten og de ekstra stikkene. Legg så overstikkene til tellingen: ved ti trekkes 100 fra.',
  'SPD-L7.counter.goal': 'Og hvor mange overstikk står igjen i tellingen?',
  'SPD-L7.counter.explain':
    '{bags} overstikk og {extra} nye går forbi ti: ti betales med 100 poeng, og {counter} tas med til de neste givene (SPD-D4).',
  'SPD-L7.counter.reset':
    'Noen bord begynner på null igjen etter en straff, men her tas overstikkene over ti med videre (SPD-D4).',
  'SPD-L7.counter.noPenalty': 'Ti overstikk betales med 100 poeng, og så går de ut av tellingen (SPD-8.5).',
  'SPD-L7.counter.other': 'Legg de nye overstikkene til tellingen; hver hele tier betales og forsvinner.',

  'SPD-L8.title': 'Å spille nil',
  'SPD-L8.intro':
    'Nil er en melding om å ikke ta ett eneste stikk: 100 poeng hvis du klarer det, minus 100 hvis du tar så mye som ett. Makkeren hjelper ved å ta stikkene.',
  'SPD-L8.done':
    'Du holdt deg under kortene som lå, og kvittet deg med den farlige kongen under makkerens ess. Slik spilles en nil.',
  'SPD-L8.nil.goal': 'Liv meldte 3. Hånden din er full av små kort: meld nil.',
  'SPD-L8.nil.explain':
    'Nil er en egen melding: et løfte om ingen stikk (SPD-5.2). Den gir 100 hvis du ikke tar noe, og koster 100 hvis du tar så mye som ett (SPD-8.3). Karis melding teller for seg.',
  'SPD-L8.nil.other': 'Et tall er lov, men i denne leksjonen spilles det nil. Med disse små kortene: meld nil.',
  'SPD-L8.duck.goal': 'Liv spiller ut [[9H]]. Hold deg under: legg [[3H]].',
  'SPD-L8.duck.explain':
    'Den som har meldt nil, legger under det høyeste kortet så langt. [[3H]] kan ikke vinne: nieren er allerede høyere, og Kari tar trolig stikket.',
  'SPD-L8.duck.seven': 'Også trygt: [[7H]] er også under nieren.',
  'SPD-L8.duck.queen':
    'Lov, men [[QH]] slår nieren. Legger Ola og Kari lavt, tar du stikket, og du går bet i nilen. Legg under nieren.',
  'SPD-L8.shed.goal':
    'Kari spiller ut [[AD]]: under esset kan kongen din ikke vinne dette stikket. Kvitt deg med den farlige kongen nå: [[KD]].',
  'SPD-L8.shed.explain':
    'Kongen kan vinne et senere ruterstikk. Under esset kan den ikke vinne, uansett hvem som tar stikket, så kvitt deg med den nå.',
  'SPD-L8.shed.small':
    'Lov, og trygt for nå. Men Karis ess leder stikket: dette er din trygge sjanse til å bli kvitt kongen. Senere kan den ta et stikk du ikke vil ha.',
  'SPD-L8.safe.goal':
    'Kari tok begge stikkene, og du har fortsatt ingen. Hold det slik hele given, så gir nilen 100 (SPD-8.3).',

  'SPD-L9.title': 'Poeng for nil',
  'SPD-L9.intro': 'En nil regnes for seg, og stikkene til den som meldte nil, hjelper aldri makkerens kontrakt.',
  'SPD-L9.done': 'Bet i nil koster 100; stikkene hjelper ikke makkeren og teller som overstikk.',
  'SPD-L9.points.goal':
    'Du meldte nil og tok {took1, plural, one {# stikk} other {# stikk}}; Kari meldte {bid2} og tok {took2}. Hvor mange poeng får laget ditt?',
  'SPD-L9.points.explain':
    'Karis kontrakt er {contract}, og bare hennes {counted} stikk teller: bet, −10 × {contract}. Nilen din gikk bet: −100. Stikket ditt er et overstikk: +1. Til sammen {points} (SPD-8.3, SPD-8.4).',
  'SPD-L9.points.helps':
    'Stikket ditt hjelper ikke Kari: stikkene til den som meldte nil, teller aldri for makkerens kontrakt (SPD-D3). Hun går bet i {bid2}.',
  'SPD-L9.points.noBag': 'Nesten: stikket du tok, er likevel et overstikk og gir 1 poeng (SPD-8.4).',
  'SPD-L9.points.other':
    'Regn tre ting: Karis kontrakt med hennes egne stikk, nilen din, og stikkene dine som overstikk.',
  'SPD-L9.bags.goal': 'Hvor mange overstikk får laget ditt i denne given?',
  'SPD-L9.bags.explain':
    'Kari har ingen stikk over kontrakten, men hvert stikk til den som meldte nil, er et overstikk: {extra} (SPD-8.4).',
  'SPD-L9.bags.none': 'Kari har ingen ekstra stikk, men stikket ditt er et overstikk likevel (SPD-8.4).',
  'SPD-L9.bags.other': 'Tell stikkene over kontrakten og stikkene den som meldte nil, tok.',
  'SPD-L9.variant.goal':
    'Noen bord lar stikkene fra en nil som gikk bet, telle for makkeren (SPD-S12). Med den husregelen, hva får laget ditt?',
  'SPD-L9.variant.explain':
    'Nå legges stikket ditt til Karis: {counted} stikk, så hun klarer sine {contract}. Minus 100 for nilen som gikk bet: {points}.',
  'SPD-L9.variant.same':
    'Med denne husregelen teller stikket ditt for Karis kontrakt i stedet for å bli et overstikk, så hun klarer kontrakten.',
  'SPD-L9.variant.other': 'Legg stikket ditt til Karis, regn kontrakten hennes, så nilen som gikk bet.',

  'SPD-L10.title': 'Blind nil og kortbyttet',
  'SPD-L10.intro':
    'Et lag som ligger langt under, kan melde blind nil: nil meldt før du ser på kortene. Den gir 200 – eller koster 200. Etterpå bytter du to kort med makkeren.',
  'SPD-L10.done':
    'Du meldte blind nil uten å se kortene og byttet to kort med makkeren. Bruk den når laget må ta igjen.',
  'SPD-L10.behind.goal':
    'Stillingen: dere {us}, motspillerne {them}. Laget ditt ligger minst 100 under, så du kan melde blind nil (SPD-5.6). Kortene ligger med baksiden opp til du ser på dem.',
  'SPD-L10.blind.goal': 'Liv meldte 3. Uten å se på kortene: meld blind nil.',
  'SPD-L10.blind.explain':
    'Blind nil må meldes før du ser kortene. Den gir 200 hvis du ikke tar noe stikk, og koster 200 hvis du tar så mye som ett (SPD-8.3).',
  'SPD-L10.blind.nil':
    'Lov, men vanlig nil betyr at du ser først, og den gir bare 100. Denne leksjonen handler om blind nil: meld den uten å se.',
  'SPD-L10.blind.look':
    'Ser du på kortene, er de synlige for godt, og da er blind nil borte (SPD-5.6). Meld blind nil først; du ser kortene når alle har meldt.',
  'SPD-L10.blind.other': 'Et tall er lov, men denne leksjonen handler om blind nil. Meld den før du ser på kortene.',
  'SPD-L10.pass.goal':
    'Alle har meldt, og nå ser du kortene dine. Gi to kort til Kari, de farligste: [[KS]] og [[AH]].',
  'SPD-L10.pass.explain':
    'Den som meldte blind nil, gir to kort skjult til makkeren, som så gir to tilbake (SPD-5.6). Gi bort de kortene som lettest tar et stikk.',
  'SPD-L10.pass.other': 'De to er lov, men gi bort kortene som lettest tar et stikk: [[KS]] og [[AH]].',
  'SPD-L10.back.goal':
    'Kari gir deg [[2D]] og [[4C]]: to små kort, trygge for en nil. Hun kan gi tilbake hvilke to som helst, også kort du nettopp ga henne (SPD-D17).',
  'SPD-L10.ninety.goal': 'En annen dag: dere {us}, motspillerne {them}. Kan du melde blind nil?',
  'SPD-L10.ninety.explain':
    'Nei: laget ditt ligger {behind} under, og blind nil krever minst 100 ved starten av given (SPD-5.6). Ved bordet er knappen grå, og grunnen står ved den.',
  'SPD-L10.ninety.short':
    'Ikke denne gangen: laget ditt ligger bare {behind} under. Blind nil krever minst 100 ved starten av given (SPD-5.6).',
  'SPD-L10.ninety.yes': 'Ja',
  'SPD-L10.ninety.no': 'Nei',

  'SPD-L11.title': 'Å vinne spillet',
  'SPD-L11.intro': 'Det spilles til 500. Det som teller, er poengsummen etter given, ikke hvem som kom dit først.',
  'SPD-L11.done':
    'Etter hver giv vinner den høyeste summen på eller over målet. Like summer: spill flere giv til ett lag leder.',
  'SPD-L11.total.goal':
    'Dere har {usTotal}. Du meldte {usBid1} og Kari {usBid2}; dere tok {usTook1} og {usTook2}. Hva er den nye summen?',
  'SPD-L11.total.explain':
    'Dere klarte kontrakten på {usContract} med {usExtra} over: {usPoints} poeng, {usAfter} i alt.',
  'SPD-L11.total.bags': 'Ikke glem overstikkene: hvert stikk over kontrakten gir 1 poeng.',
  'SPD-L11.total.other': 'Legg 10 per meldt stikk og 1 per ekstra stikk til {usTotal}.',
  'SPD-L11.winner.goal':
    'Motspillerne har {themTotal}: Ola og Liv meldte {themBid1} og {themBid2} og tok {themTook1} og {themTook2}, som gir {themAfter}. Dere har {usAfter}. Hvem vinner?',
  'SPD-L11.winner.explain':
    'Begge lag passerte 500 i samme giv, så den høyeste summen vinner (SPD-9.1, SPD-9.2): {usAfter} slår {themAfter}.',
  'SPD-L11.winner.first':
    'Rekkefølgen i meldingene betyr ingenting: ingen når 500 før given er regnet, og da vinner den høyeste summen (SPD-9.2).',
  'SPD-L11.winner.other': 'Begge lag er over 500 etter given: sammenlign summene.',
  'SPD-L11.winner.us': 'Vi',
  'SPD-L11.winner.them': 'De',
  'SPD-L11.winner.more': 'Ingen ennå: en giv til',
  'SPD-L11.tie.goal':
    'Er de høyeste summene like, spilles det giv etter giv til ett lag alene leder (SPD-9.3). En annen slutt: dere tar bare {usTook1} og {usTook2}, så begge lag ender på {usAfter}. Hvem vinner?',
  'SPD-L11.tie.explain':
    'Like summer på topp: ingen vinner ennå. Det spilles giv etter giv til ett lag alene leder (SPD-9.3).',
  'SPD-L11.tie.level': 'Begge lag har {usAfter}. Ingen er høyere, så det spilles en giv til (SPD-9.3).',
  'SPD-L11.tie.other': 'Sammenlign summene: er de like?',
  'SPD-L11.tie.us': 'Vi',
  'SPD-L11.tie.them': 'De',
  'SPD-L11.tie.more': 'Ingen ennå: en giv til',

  'SPD-L12.title': 'Jokere',
  'SPD-L12.intro':
    'Med jokere som husregel blir to jokere med blant sparene som de høyeste trumfene. [[2C]] og [[2H]] tas ut, så det er fortsatt 52 kort.',
  'SPD-L12.done':
    'Jokerne er spar på alle måter: du følger spar med dem, de trumfer, og den store jokeren slår den lille, som slår esset.',
  'SPD-L12.deck.goal':
    'Den store jokeren, så den lille jokeren, så [[AS]]: jokerne er de to høyeste sparene (SPD-10.3). Du har [[LJ]].',
  'SPD-L12.two.goal':
    'Leksjonen tar meldingene og to stikk for deg. I stikk 2 har Ola ikke ruter og trumfer med [[5S]]: spar er brutt.',
  'SPD-L12.joker.goal': 'Ola spiller ut [[7S]]. Din eneste spar er den lille jokeren: legg den.',
  'SPD-L12.joker.explain':
    'Den lille jokeren teller som spar, så du må følge farge med den (SPD-6.4, SPD-10.3) – og den slår Livs [[AS]].',
  'SPD-L12.wins.goal': 'Den lille jokeren slår sparesset og tar stikket (SPD-7.1). Bare den store jokeren er høyere.',

  'SPD-L13.title': 'Bare én nil per lag',
  'SPD-L13.intro':
    'To makkere kan ikke begge melde nil: én av dere må melde stikk. Noen bord spiller «dobbel nil»; det regner du på til slutt.',
  'SPD-L13.done': 'Når makkeren har meldt nil, melder du et tall. Med dobbel nil som husregel teller hver nil for seg.',
  'SPD-L13.kari.goal': 'Ola ga, så Kari melder først: nil. Liv melder 1. Nå må meldingen din være et tall (SPD-5.5).',
  'SPD-L13.bid.goal': 'Meld et tall: de høye kortene dine er verdt 5.',
  'SPD-L13.bid.explain':
    '[[AS]], [[KS]], [[AH]], [[KH]] og [[AD]] gir fem gode stikk, og Kari prøver å ikke ta et eneste stikk: kontrakten er din alene.',
  'SPD-L13.bid.four': 'Forsiktig, men greit. De fem høye kortene dine bør alle vinne, så 5 er den ærlige tellingen.',
  'SPD-L13.bid.six': 'Dristig, men mulig: [[KC]] og [[QC]] kan gi et sjette stikk. Fem er den tryggere tellingen.',
  'SPD-L13.bid.other': 'Tell de høye kortene: [[AS]], [[KS]], [[AH]], [[KH]] og [[AD]] gir fem stikk.',
  'SPD-L13.double.goal':
    'Husregel: dobbel nil (SPD-S8). Du og Kari melder begge nil, og ingen av dere tar stikk. Hvor mange poeng?',
  'SPD-L13.double.explain': 'Hver nil regnes for seg (SPD-10.5): 100 + 100 = {points}.',
  'SPD-L13.double.once': 'Det er to nil, og hver av dem regnes for seg (SPD-10.5).',
  'SPD-L13.double.other': 'Regn hver nil for seg: 100 for hver som ikke tar stikk.',
  'SPD-L13.onlyNil.goal':
    'Igjen melder dere begge nil, men Kari tar {took2, plural, one {# stikk} other {# stikk}}. Hvor mange poeng?',
  'SPD-L13.onlyNil.explain':
    'Din nil: +100. Karis: −100. Laget har ingen kontrakt, så hvert stikk det tar, er et overstikk: +1 (SPD-8.7). Til sammen {points}.',
  'SPD-L13.onlyNil.noBag': 'De to nilene går opp i opp, men stikket er likevel et overstikk og gir 1 poeng (SPD-8.7).',
  'SPD-L13.onlyNil.other': 'Regn hver nil, og tell så lagets stikk som overstikk.',

  'SPD-L14.title': 'Utdelingen og hvem som begynner',
  'SPD-L14.intro':
    'Noen fakta om hver giv: hvem som gir, hvem som melder først, hvem som spiller ut, og hvor mange kort hver får.',
  'SPD-L14.done': 'Alt går med klokka, mot venstre: utdelingen, meldingene, spillet og neste giver.',
  'SPD-L14.deal.goal':
    'Den første giveren trekkes tilfeldig (SPD-3.1). Giveren deler ut alle 52 kortene ett og ett, med klokka, og begynner til venstre (SPD-4.1, COM-2.1). I hver farge er esset høyest og toeren lavest (SPD-2.1).',
  'SPD-L14.first.goal':
    'Den som sitter til venstre for giveren, melder først og spiller ut til første stikk (SPD-5.1, SPD-6.1). Ola (vest) gir. Hvem er det?',
  'SPD-L14.first.explain': 'Til venstre for Ola sitter Kari: hun melder først og spiller ut til første stikk.',
  'SPD-L14.first.right':
    'Du sitter til høyre for Ola. Spillet går med klokka, så neste plass er til venstre for giveren (COM-2.2).',
  'SPD-L14.first.other': 'Se etter plassen til venstre for giveren.',
  'SPD-L14.next.goal':
    'Etter hver giv går giverplassen én plass til venstre, med klokka (SPD-3.2, COM-2.3). Kari (nord) ga i denne given. Hvem gir neste?',
  'SPD-L14.next.explain': 'Til venstre for Kari sitter Liv, så Liv gir neste gang.',
  'SPD-L14.next.right': 'Det er til høyre for Kari. Giverplassen går til venstre, med klokka (SPD-3.2).',
  'SPD-L14.next.same': 'Giverplassen flytter seg etter hver giv (SPD-3.2): én plass til venstre.',
  'SPD-L14.next.other': 'Neste giver er den som sitter til venstre for giveren.',
  'SPD-L14.cards.goal': 'Hvor mange kort får hver spiller?',
  'SPD-L14.cards.explain': 'Fire spillere deler alle 52 kortene: 13 hver, og det spilles 13 stikk (SPD-4.2).',
  'SPD-L14.cards.other': 'Alle 52 kortene deles ut til fire spillere.',

  'SPD-L15.title': 'Seks spillere',
  'SPD-L15.intro': 'Spades kan spilles av seks, i tre par, med to kortstokker stokket sammen.',
  'SPD-L15.done':
    'Seks spillere: to kortstokker, 17 kort hver, makkere rett overfor – og av to like kort vinner det som ble spilt først.',
  'SPD-L15.decks.goal':
    'To kortstokker uten de to [[2C]]: 102 kort. Makkere sitter rett overfor hverandre, tre plasser fra hverandre (SPD-10.8).',
  'SPD-L15.partner.goal': 'Seks rundt bordet: du, Ola, Kari, Liv, Rune og Siri, med klokka. Hvem er makkeren din?',
  'SPD-L15.partner.explain': 'Makkeren sitter rett overfor, tre plasser unna: Liv (SPD-10.8).',
  'SPD-L15.partner.two':
    'Med fire spillere sitter makkeren to plasser unna. Med seks er plassen rett overfor tre unna.',
  'SPD-L15.partner.other': 'Makkeren sitter rett overfor deg.',
  'SPD-L15.cards.goal': 'Hvor mange kort får hver av de seks?',
  'SPD-L15.cards.explain':
    '102 kort til seks spillere: 17 hver, så det spilles 17 stikk, og meldingene går opp til 17 (SPD-10.8).',
  'SPD-L15.cards.jokers':
    '18 hver blir det med fire jokere, og da beholdes begge kløvertoerne: 108 kort. Uten jokere gir de 102 kortene 17 hver.',
  'SPD-L15.cards.other': 'Del 102 kort på seks spillere.',
  'SPD-L15.twin.goal':
    'Av to like kort vinner det som ble spilt først (SPD-7.3). Du spiller ut [[KH]]. Ola legger [[AS]], Kari [[3H]], Liv [[AH]], Rune det andre [[AS]] og Siri [[5H]]. Hvem vinner?',
  'SPD-L15.twin.explain': 'De to sparessene er like, så det som ble spilt først, vinner (SPD-7.3): Olas.',
  'SPD-L15.twin.later': 'Runes ess er det samme kortet, men spilt senere. Av to like kort vinner det første (SPD-7.3).',
  'SPD-L15.twin.heart': '[[AH]] er den høyeste hjerteren, men en spar slår alle hjerter (SPD-7.1).',
  'SPD-L15.twin.other': 'Den høyeste sparen vinner; av to like, se hvem som spilte først.',
  'SPD-L15.last.goal':
    'Noen bord sier at det siste av to like kort vinner (SPD-S15). Med den husregelen, hvem vinner det samme stikket?',
  'SPD-L15.last.explain': 'Med «sist spilt vinner» tar Runes ess, det siste, stikket.',
  'SPD-L15.last.first': 'Det er den vanlige regelen. Med denne husregelen vinner det siste av to like kort.',
  'SPD-L15.last.other': 'Se på de to sparessene: hvilket ble spilt sist?',

  'SPD-L16.title': 'Hver for seg',
  'SPD-L16.intro': 'Spades går også uten makkere, for tre eller fire spillere: alle melder og får poeng for seg selv.',
  'SPD-L16.done': 'Hver for seg er din egen melding kontrakten din, og ingen deler stikkene eller kortene dine.',
  'SPD-L16.alone.goal':
    'Når alle spiller for seg, er hver spiller sitt eget lag: kontrakten er din egen melding, og nil, overstikk og mål virker som vanlig (SPD-10.7).',
  'SPD-L16.cards.goal': 'Tre spillere, 52 kort. Hvor mange kort får hver?',
  'SPD-L16.cards.explain':
    '17 hver. Det 52. kortet legges bort med baksiden opp, og ingen ser det (SPD-D14). Noen bord tar heller ut [[2C]] (SPD-S18).',
  'SPD-L16.cards.eighteen':
    '18 hver blir det med to jokere lagt til: 54 kort. Med 52 kort får hver 17, og ett kort legges bort.',
  'SPD-L16.cards.other': 'Tre spillere deler 52 kort så jevnt de kan; ett kort blir til overs.',
  'SPD-L16.score.goal': 'Hver for seg: du melder {bid} og tar {took}. Hvor mange poeng?',
  'SPD-L16.score.explain':
    'Meldingen din er kontrakten: 10 × {bid}, pluss 1 for hvert stikk over: {points} (SPD-10.7).',
  'SPD-L16.score.bags':
    'De ekstra stikkene teller fortsatt: 1 poeng hver, og de går inn i din egen telling av overstikk.',
  'SPD-L16.score.other': 'Regn det som et lags kontrakt, med meldingen din som kontrakt.',
  'SPD-L16.blind.goal': 'Tre spillere hver for seg: du melder blind nil. Hvor mange kort gir du bort?',
  'SPD-L16.blind.explain':
    'Ingen. Blind nil gir fortsatt 200, men uten makker er det ingen å bytte kort med (SPD-10.7).',
  'SPD-L16.blind.two':
    'Byttet av to kort skjer med makkeren. Når alle spiller for seg, har du ingen, så ingen kort gis bort.',

  'SPD-L17.title': 'Husregler for poengene',
  'SPD-L17.intro':
    'Mange bord endrer noen av poengene. Her er tre av husreglene for poeng som appen tilbyr: nil verdt 50, ingen overstikk og måne.',
  'SPD-L17.done': 'Bli enige om husreglene før dere begynner: de endrer hvordan dere melder.',
  'SPD-L17.fifty.goal':
    'Husregel: nil er verdt 50 (SPD-S4). Du melder nil og tar ingen stikk; Kari melder {bid2} og tar {took2}. Hvor mange poeng?',
  'SPD-L17.fifty.explain':
    'Du klarte nil: +50 med denne husregelen, pluss Karis kontrakt, 10 × {bid2}. Til sammen {points} (SPD-10.1).',
  'SPD-L17.fifty.hundred': 'Det er vanlig nil. Med denne husregelen er en nil verdt 50.',
  'SPD-L17.fifty.other': 'Legg nilens 50 til Karis kontrakt.',
  'SPD-L17.blind.goal':
    'Regelen om 50 endrer bare vanlig nil: blind nil er fortsatt verdt 200 (SPD-D8). Du melder blind nil og tar ingen stikk; Kari melder {bid2} og tar {took2}. Hvor mange poeng?',
  'SPD-L17.blind.explain':
    'Regelen om 50 endrer bare vanlig nil: blind nil er fortsatt verdt 200 (SPD-D8). Med Karis kontrakt: {points}.',
  'SPD-L17.blind.halved': 'Husregelen halverer bare vanlig nil. Blind nil beholder sine 200 (SPD-D8).',
  'SPD-L17.blind.other': 'Blind nil er verdt 200; legg til Karis kontrakt.',
  'SPD-L17.noBags.goal':
    'Husregel: ingen overstikk (SPD-S10): ekstra stikk gir fortsatt 1 poeng hver, men ingenting telles opp, og det er ingen straff (SPD-10.9, SPD-D16). Laget ditt har {total} poeng og melder {bid1} + {bid2}; dere tar {took1} + {took2}. Hva er summen nå?',
  'SPD-L17.noBags.explain':
    'Ekstra stikk gir fortsatt 1 poeng hver, men ingenting telles opp, og det er ingen straff (SPD-D16): {after}.',
  'SPD-L17.noBags.penalty': 'Uten overstikk er det ingen telling og ingen straff på 100 (SPD-10.9).',
  'SPD-L17.noBags.other': 'Regn kontrakten og 1 poeng per ekstra stikk, ikke noe mer.',
  'SPD-L17.moon.goal':
    'Husregel: måne (SPD-S9). Et lag som melder alle 13 stikk, får {value} om det tar alle, og −{value} om det mister ett, i stedet for de vanlige 10 per stikk (SPD-10.4, SPD-D11). Du melder {bid1} og Kari {bid2}: alle 13 stikk. Dere tar alle. Hvor mange poeng?',
  'SPD-L17.moon.explain':
    'En kontrakt på alle 13 stikk er en måne: {points} hvis dere tar hvert stikk, i stedet for de vanlige 10 per stikk (SPD-10.4).',
  'SPD-L17.moon.plain': 'Det er vanlige poeng. Klarer dere en måne, er den verdt 200 med denne husregelen (SPD-10.4).',
  'SPD-L17.moon.other': 'Melder dere alle 13 og klarer det, er det en måne.',
  'SPD-L17.moonSet.goal': 'Samme måne, men dere tar bare {took1} + {took2}. Hvor mange poeng?',
  'SPD-L17.moonSet.explain':
    'En måne som mangler ett eneste stikk, koster like mye som den ville gitt: {points} (SPD-D11).',
  'SPD-L17.moonSet.plain': 'Det er vanlig bet. En måne som går bet, koster 200 med denne husregelen (SPD-D11).',
  'SPD-L17.moonSet.other': 'Månen krever hvert stikk; mangler ett, koster det månens verdi.',

  'SPD-L18.title': 'Kortere spill og lagmelding',
  'SPD-L18.intro': 'Tre husregler til: et lavere mål, en tapsgrense og én melding for hele laget.',
  'SPD-L18.done': 'Mål, tapsgrense og lagmelding er innstillinger: bli enige om dem før dere begynner.',
  'SPD-L18.target.goal':
    'Husregel: spill til 200 (SPD-S2). Dere har {usTotal}, motspillerne {themTotal}. Dere tar akkurat kontrakten på {usContract}; de melder {themContract} og tar {themCounted}. Hvem vinner?',
  'SPD-L18.target.explain':
    'Dere ender på {usAfter}, motspillerne på {themAfter}: dere når målet på 200 og ligger høyest (SPD-10.2, SPD-9.2).',
  'SPD-L18.target.notYet': 'I dette spillet er målet 200, ikke 500, og det har dere nådd (SPD-10.2).',
  'SPD-L18.target.higher': 'De ledet før given, men gikk bet: de har {themAfter}, dere {usAfter}.',
  'SPD-L18.target.us': 'Vi',
  'SPD-L18.target.them': 'De',
  'SPD-L18.target.more': 'Ingen ennå: en giv til',
  'SPD-L18.losing.goal':
    'Husregel: et lag på −200 taper (SPD-S13). Dere har {usTotal}, motspillerne {themTotal}. De melder {themContract} og tar {themCounted}; dere tar kontrakten på {usContract}. Hvem vinner?',
  'SPD-L18.losing.explain':
    'De faller til {themAfter}. På −200 eller lavere taper et lag med en gang, så dere vinner (SPD-9.4).',
  'SPD-L18.losing.notOver': 'Ingen har nådd 500, men med denne husregelen taper et lag på −200 med en gang (SPD-9.4).',
  'SPD-L18.losing.other': 'Regn ut den nye summen deres først.',
  'SPD-L18.losing.us': 'Vi',
  'SPD-L18.losing.them': 'De',
  'SPD-L18.losing.more': 'Ingen ennå: en giv til',
  'SPD-L18.team.goal':
    'Med lagmelding er tallet til den første makkeren bare et forslag; meldingen til den andre er lagets kontrakt (SPD-10.6). Husregel: lagmelding (SPD-S16). Kari melder først og foreslår {hint}; så melder du {contract}. Hva er lagets kontrakt?',
  'SPD-L18.team.explain':
    'Tallet til den første makkeren er bare et forslag; meldingen til den andre er lagets kontrakt (SPD-10.6): {contract}.',
  'SPD-L18.team.added':
    'Med lagmelding legges tallene ikke sammen: Karis forslag hjelper deg å velge, og din melding er kontrakten (SPD-10.6).',
  'SPD-L18.team.hint': 'Karis tall er bare et forslag. Den andre makkeren bestemmer kontrakten (SPD-10.6).',
  'SPD-L18.team.other': 'Hvem melder sist for laget ditt? Den meldingen er kontrakten.',
};
