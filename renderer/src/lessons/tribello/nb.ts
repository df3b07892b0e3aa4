// Tribello-leksjoner på bokmål (rules.md TRB-14). Frøtekstens ord: giv, giver, kvote, stikk, trumf, sort,
// følge sort, opptrekksbunken, kastebunke, ta av, det viste kortet.
export const text: Readonly<Record<string, string>> = {
  'TRB-L1.title': 'Kvoten følger plassen',
  'TRB-L1.intro':
    'Ingen melder stikk i Tribello. Hver plass har en kvote, et antall stikk du blir målt mot, og i runde 1–3 avhenger den bare av hvor du sitter i forhold til giver.',
  'TRB-L1.done':
    'Kvoten hører til stolen, ikke til spilleren: i runde 1–3 har giver 6, venstre 4 og høyre 3. Når given går videre, følger kvotene med.',
  'TRB-L1.seats.goal':
    'Tre spillere, hver for seg (TRB-1.1). Liv sitter til venstre for deg, Rune til høyre, og alt går med klokka: du, Liv, Rune. Det trekkes lodd om hvem som gir først; i dag er det deg. Kvotene følger stolene: giver 6 stikk, den til venstre for giver 4, den til høyre 3 (TRB-4.1).',
  'TRB-L1.yours.goal': 'Giv {deal}: du er giver. Hva er kvoten din?',
  'TRB-L1.yours.explain':
    'Giver bytter først og spiller ut til første stikk, så det er giver som ventes å ta flest: 6 stikk (TRB-4).',
  'TRB-L1.yours.all': '13 er alle stikkene i given. De tre kvotene deler de 13: giver 6, venstre 4, høyre 3 (TRB-4.1).',
  'TRB-L1.others.goal': 'Liv sitter til venstre for deg, altså til venstre for giver. Hva er kvoten hennes?',
  'TRB-L1.others.explain':
    'Spilleren til venstre for giver har 4, den til høyre 3. Med givers 6 blir det 13, én for hvert stikk (TRB-4.1).',
  'TRB-L1.others.right': '3 er kvoten til høyre for giver, og det er Runes stol. Liv, til venstre, har 4 (TRB-4).',
  'TRB-L1.next.goal': 'Etter hver giv går given én plass til venstre (TRB-3.3). Giv {deal} begynner. Hvem gir nå?',
  'TRB-L1.next.explain': 'Liv sitter til venstre for deg, så Liv gir, og Rune etter henne.',
  'TRB-L1.next.right': 'Given går til venstre, ikke til høyre (TRB-3.3): Liv gir neste gang, og Rune etter henne.',
  'TRB-L1.moved.goal': 'Giv {deal}: Liv gir. Hva er kvoten din nå?',
  'TRB-L1.moved.explain':
    'Nå sitter du til høyre for giver, og den stolen har 3. Liv har givers 6 og Rune venstrestolens 4 (TRB-4.1).',
  'TRB-L1.moved.chair':
    'Kvoten hører til giverstolen, og den har flyttet seg. Nå gir Liv, så 6 er hennes; du sitter til høyre for henne med 3 (TRB-4.1).',
  'TRB-L1.moved.left':
    'Se hvor du sitter nå: Rune er til venstre for Liv, du til høyre for henne. Høyrestolen har 3 (TRB-4).',

  'TRB-L2.title': 'Runde 1: det viste kortet avgjør trumfen',
  'TRB-L2.intro': 'I runde 1 er det ingen som velger trumf; et kort fra midt i stokken gjør det. Du gir første giv.',
  'TRB-L2.done':
    'Sorten på det viste kortet er trumf, valøren betyr ingenting, og alle vet at selve kortet havner hos giver.',
  'TRB-L2.cut.goal':
    'Du har stokket de 52 kortene. Liv, til venstre for deg, tar av: hun løfter en del av stokken og viser det nederste kortet i den øverste halvdelen, [[8H]] (TRB-5.2). Når stokken legges sammen igjen, ligger kortet nederst, så det deles ut sist – til giver (TRB-5.3).',
  'TRB-L2.which.goal': 'Hjerter er trumf i denne given. Hvilket av disse kortene er trumf?',
  'TRB-L2.which.explain': 'Alle hjerter er trumf, også [[2H]]. Bare sorten på det viste kortet teller (TRB-6.1).',
  'TRB-L2.which.eight':
    'Bare sorten teller; at det er en åtter, betyr ingenting. Det viste kortet var en hjerter, så alle hjerter er trumf, og de andre åtterne er vanlige kort (TRB-6.1).',
  'TRB-L2.which.2H': 'hjerter 2',
  'TRB-L2.which.8D': 'ruter 8',
  'TRB-L2.which.8S': 'spar 8',
  'TRB-L2.bottom.goal':
    'Så legges stokken sammen igjen: resten av stokken havner oppå Livs del, så [[8H]] er nå nederste kort (COM-4.3). Du deler ut ett og ett kort, til Liv, Rune, opptrekksbunken og deg selv, og det siste kortet er ditt.',
  'TRB-L2.who.goal': 'Hvem har [[8H]] nå?',
  'TRB-L2.who.explain':
    'Det har du. Det viste kortet ligger nederst, så det deles ut sist, og det siste kortet går til giver (TRB-5.3).',
  'TRB-L2.who.cutter':
    'Liv tok bare av og viste det. Da stokken ble lagt sammen, havnet [[8H]] nederst, og det siste kortet går til giver: deg (TRB-5.3).',
  'TRB-L2.public.goal':
    'Alle så [[8H]] og vet at du har det: et kort alle har sett, er offentlig (COM-7.2). Legger du det i kastebunken når du bytter, ser ingen det: kastede kort er hemmelige (TRB-7.3).',

  'TRB-L3.title': 'Å bytte som giver',
  'TRB-L3.intro':
    'Alle kan bytte kort med opptrekksbunken, den fjerde hånden midt på bordet. Giver bytter først og kan bytte alle tretten. Hjerter er trumf.',
  'TRB-L3.done': 'Kast først, trekk så fra toppen, i blinde. Jo mer giver tar, jo mindre blir det igjen til de andre.',
  'TRB-L3.pickup.goal':
    'Opptrekksbunken ligger med baksiden opp (TRB-5.4). Ingen får se i den, og ingen velger fra den: du legger kort i kastebunken først og trekker like mange fra toppen (TRB-7.3).',
  'TRB-L3.discard.goal': 'Kast de fem små kløverne og ruterne dine: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.explain':
    'De fem tar neppe noe stikk. Fem ukjente kort fra toppen kan knapt bli dårligere, og hver hjerter blant dem er trumf (COM-6.1).',
  'TRB-L3.discard.otherwise':
    'Behold ess, konger og hjerter: det er stikkene dine. Bytt de små kløverne og ruterne: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.keep':
    'Du kan godt beholde alt. Men som giver trenger du 6 stikk, og de små kløverne og ruterne tar ingen. Bytt dem.',
  'TRB-L3.discard.peek':
    'Opptrekksbunken ligger med baksiden opp, og du trekker alltid fra toppen. Du ser de nye kortene først når de er på hånden (TRB-7.3).',
  'TRB-L3.drawn.goal':
    'Fra toppen kom [[QH]] [[KS]] [[AC]] [[9D]] [[3H]]: to trumfer til og to høye kort. Nå har du sju trumfer.',
  'TRB-L3.livMax.goal': 'Du tok {took} av de 13 kortene. Hvor mange kunne Liv høyst bytte?',
  'TRB-L3.livMax.explain':
    'Bare det som er igjen i opptrekksbunken. Etter giver kan hver spiller bytte opptil 13, men aldri flere enn det som ligger igjen (TRB-7.2).',
  'TRB-L3.livMax.all':
    'Tretten går bare med full bunke. Etter deg er kortene som ligger igjen, alt noen kan trekke (TRB-7.2).',
  'TRB-L3.livMax.quota':
    'Liv har kvote 4, men kvoten har ingenting med byttet å gjøre. Grensen er det som ligger igjen i opptrekksbunken (TRB-7.2).',
  'TRB-L3.rest.goal':
    'Liv byttet {liv} og Rune {rune}. Alle ser hvor mange, ingen ser hvilke (COM-6.3). Resten av opptrekksbunken blir liggende med baksiden opp (TRB-D8); til neste giv stokkes alle kortene på nytt (COM-6.5).',

  'TRB-L4.title': 'Giver spiller ut; følg sort; trumf når du er renons',
  'TRB-L4.intro':
    'Giv 3: Rune gir, og du tar av. [[5S]] ble vist, så spar er trumf, og [[5S]] gikk til Rune. Nå til stikkene.',
  'TRB-L4.done': 'Følg sort når du kan; når du ikke kan, kan en trumf ta stikket. Det er kjernen i runde 1 og 2.',
  'TRB-L4.keep.goal': 'Ingen bytter i denne leksjonen. Rune ga, så Rune spiller ut til første stikk (TRB-8.1).',
  'TRB-L4.follow.goal': 'Rune spilte ut [[KD]]. Følg sort: legg en ruter.',
  'TRB-L4.follow.explain':
    'Du har ruter, så du må legge en (TRB-8.2). Ingen av dine slår kongen, så gi den minste, [[4D]].',
  'TRB-L4.follow.alt':
    'Lov: alle ruter følger sort. Men den slår heller ikke kongen, så [[4D]] var det billigste kortet å gi fra seg.',
  'TRB-L4.livWins.goal':
    'Liv la [[AD]]. Det er ingen trumf i stikket, så høyeste ruter vinner, og ess er høyest (TRB-9.1). Liv tar stikket og spiller ut til neste (TRB-8.3).',
  'TRB-L4.ruff.goal': 'Liv spiller ut [[KC]], og Rune følger med [[3C]]. Du har ingen kløver: ta stikket med en spar.',
  'TRB-L4.ruff.explain':
    'Uten kløver kan du legge hva du vil. En trumf slår alle kløver, så den minste sparen din, [[3S]], tar stikket (TRB-9.1).',
  'TRB-L4.ruff.alt':
    'Den tar også stikket: alle spar slår kløverne. Men [[3S]] gjør samme jobben, og de store trumfene kan vente til senere.',
  'TRB-L4.ruff.discard':
    'Lov: du er aldri nødt til å trumfe (COM-5.4). Men da beholder Liv stikket med [[KC]]. Du har ingen kløver, så hvilken som helst spar, også [[3S]], ville tatt det.',
  'TRB-L4.won.goal':
    'En spar slår kongen, selv en liten som [[3S]]: når det ligger trumf i stikket, vinner høyeste trumf (TRB-9.1). Du spiller ut neste.',

  'TRB-L5.title': 'Poeng i runde 1–3',
  'TRB-L5.intro':
    'Etter hver giv sammenligner du stikkene dine med kvoten. I runde 1 til 3 er kvoten et minimum du vil over.',
  'TRB-L5.done': 'Stikk minus kvote for hver spiller, og de tre poengsummene blir alltid 0 til sammen.',
  'TRB-L5.how.goal':
    'Ett poeng for hvert stikk over kvoten, minus ett for hvert stikk under; treffer du kvoten nøyaktig, får du 0 (TRB-10.1). Kortene har ingen verdi, bare stikkene teller. Giv 1 er ferdig.',
  'TRB-L5.you.goal': 'Du ga, så kvoten din var {quota}. Du tok {tricks} stikk. Hvor mange poeng får du?',
  'TRB-L5.you.explain': 'Poeng = stikk minus kvote. Hvert stikk over kvoten er et poeng (TRB-10.1).',
  'TRB-L5.you.tricks': 'Stikkene alene er ikke poengene. Trekk fra kvoten først (TRB-10.1).',
  'TRB-L5.liv.goal': 'Liv: kvote {quota}, {tricks} stikk. Hvor mange poeng får hun?',
  'TRB-L5.liv.explain': 'Poeng = stikk minus kvote. Hvert stikk under kvoten koster et poeng (TRB-10.1).',
  'TRB-L5.liv.tricks':
    'Poeng = stikk minus kvote, ikke stikkene selv. Liv tok færre stikk enn kvoten sin, så hun havner under null (TRB-10.1).',
  'TRB-L5.rune.goal': 'Rune: kvote {quota}, {tricks} stikk. Hvor mange poeng får han?',
  'TRB-L5.rune.explain': 'Nøyaktig kvoten gir ingenting: stikk minus kvote blir null (TRB-10.1).',
  'TRB-L5.rune.tricks':
    'Poeng = stikk minus kvote. Rune tok nøyaktig kvoten sin, så han verken vinner eller taper (TRB-10.1).',
  'TRB-L5.sum.goal': 'Legg sammen de tre poengsummene. Hva blir det?',
  'TRB-L5.sum.explain':
    'Alltid 0. Kvotene er 13 til sammen, og det er stikkene også, så hvert poeng én spiller vinner, taper en annen (TRB-10.3).',
  'TRB-L5.sum.tricks':
    '13 er antall stikk. Legg sammen poengene, stikk minus kvote for hver, så går de opp i null (TRB-10.3).',

  'TRB-L6.title': 'Runde 2: giver melder trumf',
  'TRB-L6.intro':
    'I runde 2 ser giver på hånden sin og sier hvilken sort som er trumf, før noen bytter. Det finnes ikke noe «ingen trumf»-valg: en sort må meldes (TRB-D3). Giv 4: du gir.',
  'TRB-L6.done': 'Meld den lengste og sterkeste sorten først; bytt så, i blinde, for å bygge på den.',
  'TRB-L6.name.goal': 'Meld trumf før noen bytter. Du har seks spar med ess, konge og dame: meld spar.',
  'TRB-L6.name.explain':
    'Seks spar med ess, konge og dame tar stikk i spar, og når du blir renons i en sort, kan de trumfe den. Trumf meldes før noen bytter, og du kan ikke velge «ingen trumf» (TRB-6.2, TRB-D3).',
  'TRB-L6.name.weak':
    'Lov, men den sorten er kort og svak på hånden din. Meld sorten du har flest av, med de høyeste kortene: spar.',
  'TRB-L6.swap.goal': 'Bytt nå. Et forslag: kast [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.swap.explain':
    'Små kort utenom trumf tar sjelden stikk. Du vet ikke hva du får før kortene er på hånden, så kast bare det som helt sikkert er unyttig (COM-6.1).',
  'TRB-L6.swap.alt':
    'Fint: fire kort ut, og de samme fire kommer fra toppen uansett hvilke du kaster. En enslig [[JC]] tar sjelden stikk den heller.',
  'TRB-L6.swap.otherwise':
    'Behold sparene og essene: det er stikkene dine. Kast de små kløverne og de enslige små kortene, for eksempel [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.drawn.goal':
    'Du trakk [[JD]] [[TH]] [[8S]] [[8C]], usett til de var dine (TRB-D9). Én spar til: sju trumfer.',
  'TRB-L6.others.goal': 'Liv byttet {liv} og Rune {rune}. Nå spiller du, giver, ut til første stikk.',

  'TRB-L7.title': 'Når opptrekksbunken er tom',
  'TRB-L7.intro': 'Giv 5: Liv gir. Hun melder trumf og bytter først, så Rune, og du sist. Kvoten din er 3.',
  'TRB-L7.done': 'Sist i byttet får du det de andre lar ligge, og noen ganger er det ingenting.',
  'TRB-L7.order.goal':
    'Byttet går giver, venstre, høyre (TRB-7.1). Liv gir, Rune sitter til venstre for henne og du til høyre, så du bytter sist.',
  'TRB-L7.limit.goal': 'Liv byttet {liv} kort og Rune {rune}. Hvor mange kan du bytte?',
  'TRB-L7.limit.explain':
    'Liv og Rune tok alle 13 mellom seg: opptrekksbunken er tom. Ingen trekker flere enn det som ligger igjen, så du kan ikke bytte (TRB-7.2).',
  'TRB-L7.limit.all':
    'Bare en full bunke gir 13. Du kan høyst ta det som er igjen, og Liv og Rune har tatt alt (TRB-7.2).',
  'TRB-L7.limit.quota':
    'Kvoten sier hvor mange stikk du vil ha, ikke hvor mange kort du kan bytte. Grensen er det som ligger igjen i opptrekksbunken (TRB-7.2).',
  'TRB-L7.keep.goal': 'Opptrekksbunken er tom. Behold hånden: bytt ingenting.',
  'TRB-L7.keep.explain':
    'Når det ikke er kort igjen, er det ingenting å trekke, så du spiller hånden du fikk (TRB-7.2). Å bytte null kort er alltid lov (COM-6.2).',

  'TRB-L8.title': 'Runde 3: ingen trumf',
  'TRB-L8.intro': 'Runde 3 har ingen trumf i det hele tatt. Giv 9: Rune gir og spiller ut.',
  'TRB-L8.done': 'Uten trumf kan bare den utspilte sorten vinne. Et ess i en annen sort er verdiløst i det stikket.',
  'TRB-L8.keep.goal':
    'Ingen bytter i denne leksjonen, og det er ingen trumf i denne runden (TRB-6.3). Rune ga, så han spiller ut.',
  'TRB-L8.void.goal':
    'Rune spilte ut [[4D]]. Du har ingen ruter, så du kan legge hva du vil. Legg [[AS]] og se hva som skjer med det.',
  'TRB-L8.void.explain':
    'Uten ruter kan du legge hvilket kort som helst (COM-5.3). Esset legges her for å vise at et kort i en annen sort ikke kan vinne, ikke engang et ess.',
  'TRB-L8.void.alt':
    'Lov: uten ruter går alle kort, og i et ekte spill er et lite kort klokere. Leksjonen foreslo [[AS]] bare for å vise at det ikke kan vinne her.',
  'TRB-L8.who.goal': 'Rune spilte ut [[4D]], og Liv la [[9D]]. Hvem tar stikket?',
  'TRB-L8.who.explain':
    'Liv: høyeste ruter vinner. Sortene har ingen rangering seg imellom, så uten trumf vinner aldri et kort i en annen sort (TRB-9.2).',
  'TRB-L8.who.ace':
    'Ingen trumf i runde 3: bare ruter kan vinne et ruterstikk. Kortet ditt er ikke en ruter, så det kan ikke vinne (TRB-9.2).',
  'TRB-L8.who.low':
    'Både Rune og Liv la ruter, og [[9D]] er høyere enn [[4D]]. Høyeste kort i utspilt sort vinner (TRB-9.2).',

  'TRB-L9.title': 'Runde 4: unngå stikk',
  'TRB-L9.intro': 'Runde 4 snur spillet: nå gjør stikk vondt. Kvoten blir et tak du vil holde deg under.',
  'TRB-L9.done': 'I runde 4 er kvotene omvendt, og det samme gjelder poengene: kvote minus stikk.',
  'TRB-L9.avoid.goal':
    'Giv {deal} er i runde {round}: ingen trumf, og hvert stikk under kvoten gir et poeng (TRB-6.4).',
  'TRB-L9.quota.goal': 'Du gir i giv {deal}. Hva er kvoten din, taket ditt, nå?',
  'TRB-L9.quota.explain':
    'I runde 4 er kvotene omvendt: giver 3, venstre 4, høyre 6 (TRB-4). Giver bytter og spiller ut først, så giver får det laveste taket.',
  'TRB-L9.quota.reversed':
    'Det var runde 1–3. I runde 4 er kvotene omvendt: giver har 3 og spilleren til høyre 6 (TRB-4).',
  'TRB-L9.you.goal': 'Kvoten din er {quota}, og du tok {tricks} stikk. Hvor mange poeng får du?',
  'TRB-L9.you.explain': 'Poeng = kvote minus stikk. Hvert stikk under kvoten gir et poeng (TRB-10.2).',
  'TRB-L9.you.oldWay':
    'Det er regnemåten fra runde 1–3. I runde 4 er det kvote minus stikk: hvert stikk under kvoten gir et poeng (TRB-10.2).',
  'TRB-L9.liv.goal': 'Liv: kvote {quota}, {tricks} stikk. Hvor mange poeng får hun?',
  'TRB-L9.liv.explain': 'Poeng = kvote minus stikk. Hvert stikk over taket koster et poeng (TRB-10.2).',
  'TRB-L9.liv.oldWay': 'I runde 4 snus fortegnet: kvote minus stikk, så stikk over kvoten koster poeng (TRB-10.2).',
  'TRB-L9.rune.goal': 'Rune: kvote {quota}, {tricks} stikk. Hvor mange poeng får han?',
  'TRB-L9.rune.explain':
    'Kvote minus stikk: å holde seg under taket gir poeng. Og de tre poengsummene går opp i null igjen (TRB-10.3).',
  'TRB-L9.rune.oldWay': 'Å holde seg under taket er bra i runde 4: poeng = kvote minus stikk (TRB-10.2).',

  'TRB-L10.title': 'Runde 4: kvitt deg med vinnerne, og dukk',
  'TRB-L10.intro':
    'Giv 12, den siste. Rune gir; du sitter til venstre for ham med kvote 4, og hvert stikk over den koster deg. Hånden din er full av ess.',
  'TRB-L10.done': 'I runde 4 bytter du for å bli kvitt høye kort, og i spillet dukker du under stikket når du kan.',
  'TRB-L10.ceiling.goal': 'Ingen trumf, og nå er stikk vondt (TRB-6.4). Rune, som gir, bytter først; du er neste.',
  'TRB-L10.max.goal': 'Rune byttet {rune}. Hvor mange kort kan du bytte?',
  'TRB-L10.max.explain':
    'Alt som er igjen i opptrekksbunken. Bruk det: i runde 4 er byttet den beste sjansen til å bli kvitt høye kort (TRB-7.2).',
  'TRB-L10.max.all': 'Tretten krever full bunke. Rune har allerede tatt noen, så det er færre igjen til deg (TRB-7.2).',
  'TRB-L10.max.quota':
    'Kvoten begrenser stikk, ikke kort. Du kan ta så mange som ligger igjen i opptrekksbunken (TRB-7.2).',
  'TRB-L10.dump.goal': 'Kast de seks høye kortene dine: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]].',
  'TRB-L10.dump.explain':
    'Ess og konger tar stikk du ikke vil ha. Nesten alle kortene du ikke ser, er lavere, så bytt alle.',
  'TRB-L10.dump.low':
    'I runde 4 er de høye kortene faren. Lave kort hjelper deg å dukke; det er ess og konger som tar stikkene du ikke vil ha. Kast dem.',
  'TRB-L10.dump.keep':
    'Du kan godt beholde alt, men med tre ess og tre andre høye kort tar du langt flere enn 4 stikk. Bytt de høye kortene.',
  'TRB-L10.dump.otherwise':
    'Sikt på de høye kortene: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]]. Hvert av dem kan ta et stikk du ikke vil ha.',
  'TRB-L10.drawn.goal':
    'Du trakk [[6S]] [[5H]] [[4D]] [[4C]] [[2S]] [[2H]]. Nå er ingenting på hånden høyere enn [[8C]].',
  'TRB-L10.duck.goal': 'Rune spiller ut [[JH]]. Dukk: legg en hjerter som er lavere enn knekten.',
  'TRB-L10.duck.explain':
    'Du må følge sort med hjerter (TRB-8.2), og alle dine er under knekten. Gi fra deg den høyeste, [[5H]]: det er hjerteren som lettest tar et stikk senere.',
  'TRB-L10.duck.alt':
    'Det dukker også. Men [[5H]] er den farligste hjerteren din, og under knekten var det trygt å bli kvitt den.',
  'TRB-L10.runeWins.goal':
    'Liv legger [[8H]], og Runes [[JH]] vinner: et stikk han ikke ville ha. Høyeste kort i utspilt sort tar det (TRB-9.2).',

  'TRB-L11.title': 'Sluttstillingen',
  'TRB-L11.intro': 'Etter tolv giv er spillet over. Det er ingen poenggrense: den med flest poeng vinner.',
  'TRB-L11.done':
    'Tolv giv, og høyeste sum vinner. Summene går alltid opp i null, og like mange poeng på topp gir delt seier.',
  'TRB-L11.over.goal': 'Giv {deals} er spilt, og spillet slutter her (TRB-11.1). Se på summene.',
  'TRB-L11.rune.goal': 'Du har {you} poeng og Liv {liv}. Hva er Runes sum?',
  'TRB-L11.rune.explain':
    'Poengene i hver giv går opp i null, og da gjør summene det også: Rune har minus det du og Liv har til sammen (TRB-10.3).',
  'TRB-L11.rune.positive':
    'Tribello er et nullsumspill: summene blir alltid 0 til sammen. Når du og Liv ligger foran, må Rune ligge bak (TRB-10.3).',
  'TRB-L11.winner.goal':
    'Like mange poeng på topp gir delt seier (TRB-11.3). Summer: du {you}, Liv {liv}, Rune {rune}. Hvem vinner?',
  'TRB-L11.winner.explain':
    'Du og Liv har begge den høyeste summen, og like mange poeng på topp gir delt seier (TRB-11.3).',
  'TRB-L11.winner.alone': 'Den andre har like mange poeng. Lik høyeste sum gir delt seier (TRB-11.3).',
  'TRB-L11.winner.setting':
    'Bare når ekstra giv er slått på. Ellers deler de seieren når det står likt på topp (TRB-11.3).',
  'TRB-L11.winner.you': 'Du vinner',
  'TRB-L11.winner.liv': 'Liv vinner',
  'TRB-L11.winner.shared': 'Du og Liv deler seieren',
  'TRB-L11.winner.tiebreak': 'Ingen ennå: en ekstra giv',
  'TRB-L11.tiebreak.goal':
    'Har du slått på ekstra giv i innstillingene, spilles det i stedet ekstra giv med reglene fra runde 3, uten trumf, og given går videre som vanlig, til én spiller alene har flest poeng (TRB-D4).',

  'TRB-L12.title': 'Tolv giv, fire runder',
  'TRB-L12.intro':
    'Et spill Tribello har alltid samme form: fire runder med tre giv hver, og hver runde har sin egen trumfregel.',
  'TRB-L12.done':
    'Fire runder med tre giv, alle gir én gang per runde, og trumfen kommer fra det viste kortet, fra giver eller ikke i det hele tatt.',
  'TRB-L12.round.goal': 'Hvilken runde hører giv {deal} til?',
  'TRB-L12.round.explain': 'Tre giv per runde: 1–3 er runde 1, 4–6 runde 2, 7–9 runde 3 og 10–12 runde 4 (TRB-3.1).',
  'TRB-L12.round.count': 'Tell i tretall: hver runde har tre giv, så alle gir én gang per runde (TRB-3.1).',
  'TRB-L12.trump.goal': 'Hvordan blir trumfen bestemt i giv {deal}?',
  'TRB-L12.trump.explain':
    'Det er ingen trumf i runde 3 (TRB-6.3). Runde 1 tar den fra det viste kortet, i runde 2 melder giver den, og runde 4 har heller ingen, men der vil du unngå stikk (TRB-6.4).',
  'TRB-L12.trump.wrongRound':
    'Det er regelen for en annen runde. Runde 1: det viste kortet; runde 2: giver melder; runde 3: ingen trumf; runde 4: ingen trumf, og unngå stikk.',
  'TRB-L12.trump.revealed': 'Sorten på det viste kortet',
  'TRB-L12.trump.named': 'Giver melder den',
  'TRB-L12.trump.noTrump': 'Ingen trumf',
  'TRB-L12.trump.avoid': 'Ingen trumf, og unngå stikk',
  'TRB-L12.dealer.goal': 'Du ga i giv 1. Hvem gir i giv {deal}?',
  'TRB-L12.dealer.explain':
    'Given går til venstre hver gang, så hver tredje giv kommer tilbake til deg. Hver runde begynner med samme giver (TRB-3.3).',
  'TRB-L12.dealer.count':
    'Tell rundt bordet: du, Liv, Rune, du … Den given åpner runde 3, og hver runde begynner med samme giver (TRB-3.3).',
  'TRB-L12.end.goal': 'Etter hvor mange giv er spillet over?',
  'TRB-L12.end.explain':
    'Fire runder med tre giv. Det er ingen poenggrense: spillet slutter etter siste giv i runde 4 (TRB-11.1).',
  'TRB-L12.end.target':
    'Det spilles ikke ekstra giv for å nå en grense: spillet slutter etter giv 12, uansett poeng. Bare innstillingen for ekstra giv kan forlenge spillet (TRB-11.1).',
};
