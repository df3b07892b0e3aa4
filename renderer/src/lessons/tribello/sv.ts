// Tribello-lektioner på svenska (rules.md TRB-14). Bordets ord: giv, given, kvot, stick, trumf, färg,
// följa färg, köphögen, lyfta, omgång.
export const text: Readonly<Record<string, string>> = {
  'TRB-L1.title': 'Kvoten följer platsen',
  'TRB-L1.intro':
    'Ingen bjuder i Tribello. Varje plats har en kvot, ett antal stick som du mäts mot, och i omgång 1–3 beror den bara på var du sitter i förhållande till given.',
  'TRB-L1.done':
    'Kvoten hör till stolen, inte till spelaren: given 6, vänster 4, höger 3. När given går vidare flyttar kvoterna med.',
  'TRB-L1.seats.goal':
    'Tre spelare, var och en för sig (TRB-1.1). Liv sitter till vänster om dig, Rune till höger, och allt går medsols: du, Liv, Rune. Vem som ger först lottas; i dag är det du. Kvoterna följer stolarna: given 6 stick, den till vänster om given 4, den till höger 3 (TRB-4.1).',
  'TRB-L1.yours.goal': 'Giv {deal}: du är given. Vad är din kvot?',
  'TRB-L1.yours.explain':
    'Given byter först och spelar ut till första sticket, så given väntas ta flest: 6 stick (TRB-4).',
  'TRB-L1.yours.all':
    '13 är alla stick i en giv. De tre kvoterna delar på de 13: given 6, vänster 4, höger 3 (TRB-4.1).',
  'TRB-L1.others.goal': 'Liv sitter till vänster om dig, alltså till vänster om given. Vad är hennes kvot?',
  'TRB-L1.others.explain':
    'Spelaren till vänster om given har 4, den till höger 3. Med givens 6 blir det 13, ett för varje stick (TRB-4.1).',
  'TRB-L1.others.right': '3 är kvoten till höger om given, och det är Runes stol. Liv, till vänster, har 4 (TRB-4).',
  'TRB-L1.next.goal':
    'Efter varje giv går rollen som given en plats åt vänster (TRB-3.3). Giv {deal} börjar. Vem ger nu?',
  'TRB-L1.next.explain': 'Liv sitter till vänster om dig, så Liv ger, och Rune efter henne.',
  'TRB-L1.next.right': 'Given går åt vänster, inte åt höger (TRB-3.3): Liv ger nästa gång och Rune efter henne.',
  'TRB-L1.moved.goal': 'Giv {deal}: Liv ger. Vad är din kvot nu?',
  'TRB-L1.moved.explain':
    'Nu sitter du till höger om given, och den stolen har 3. Liv har givens 6 och Rune vänsterstolens 4 (TRB-4.1).',
  'TRB-L1.moved.chair':
    'Kvoten hör till givens stol, och den har flyttat sig. Nu ger Liv, så 6 är hennes; du sitter till höger om henne med 3 (TRB-4.1).',
  'TRB-L1.moved.left':
    'Titta var du sitter nu: Rune är till vänster om Liv, du till höger om henne. Högerstolen har 3 (TRB-4).',

  'TRB-L2.title': 'Omgång 1: det visade kortet avgör trumfen',
  'TRB-L2.intro': 'I omgång 1 väljer ingen trumf; ett kort från mitten av leken gör det. Du ger i giv 1.',
  'TRB-L2.done':
    'Det visade kortets färg är trumf, valören betyder ingenting, och själva kortet hamnar hos given – det vet alla.',
  'TRB-L2.cut.goal':
    'Du har blandat de 52 korten. Liv, till vänster om dig, lyfter av: hon tar upp en del av leken och visar det understa kortet i det hon lyfte, [[8H]] (TRB-5.2). När leken läggs ihop igen ligger kortet underst, så det delas ut sist – till given (TRB-5.3).',
  'TRB-L2.which.goal': 'Hjärter är trumf i denna giv. Vilket av de här korten är trumf?',
  'TRB-L2.which.explain': 'Alla hjärter är trumf, även [[2H]]. Bara det visade kortets färg räknas (TRB-6.1).',
  'TRB-L2.which.eight':
    'Bara färgen räknas; åttan betyder ingenting. Det visade kortet var en hjärter, så alla hjärter är trumf och de andra åttorna är vanliga kort (TRB-6.1).',
  'TRB-L2.which.2H': 'hjärter 2',
  'TRB-L2.which.8D': 'ruter 8',
  'TRB-L2.which.8S': 'spader 8',
  'TRB-L2.bottom.goal':
    'Sedan läggs leken ihop igen: resten av leken hamnar ovanpå Livs del, så [[8H]] är nu understa kortet (COM-4.3). Du delar ut ett kort i taget, till Liv, Rune, köphögen och dig själv, och det sista kortet är ditt.',
  'TRB-L2.who.goal': 'Vem har [[8H]] nu?',
  'TRB-L2.who.explain':
    'Det har du. Det visade kortet ligger underst, så det delas ut sist, och det sista kortet går till given (TRB-5.3).',
  'TRB-L2.who.cutter':
    'Liv lyfte bara av och visade det. När leken lades ihop hamnade [[8H]] underst, och det sista kortet går till given: dig (TRB-5.3).',
  'TRB-L2.public.goal':
    'Alla såg [[8H]] och vet att du har det: ett kort som alla har sett är känt av alla (COM-7.2). Lägger du bort det när du byter ser ingen det: bortlagda kort är hemliga (TRB-7.3).',

  'TRB-L3.title': 'Att byta som given',
  'TRB-L3.intro':
    'Alla får byta kort med köphögen, den fjärde handen mitt på bordet. Given byter först och får byta alla tretton. Hjärter är trumf.',
  'TRB-L3.done': 'Lägg bort först, ta sedan från toppen, blint. Ju mer given tar, desto mindre blir kvar åt de andra.',
  'TRB-L3.pickup.goal':
    'Köphögen ligger med baksidan upp (TRB-5.4). Ingen får titta i den och ingen väljer ur den: du lägger bort kort först och tar lika många från toppen (TRB-7.3).',
  'TRB-L3.discard.goal': 'Lägg bort dina fem små klöver och ruter: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.explain':
    'De fem tar knappast något stick. Fem okända kort från toppen kan knappast bli sämre, och varje hjärter bland dem är trumf (COM-6.1).',
  'TRB-L3.discard.otherwise':
    'Behåll ess, kungar och hjärter: det är dina stick. Byt dina små klöver och ruter: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.keep':
    'Du får behålla allt. Men som given behöver du 6 stick, och dina små klöver och ruter tar inga. Byt dem.',
  'TRB-L3.discard.peek':
    'Köphögen ligger med baksidan upp, och du tar alltid från toppen. Du ser de nya korten först när de är på handen (TRB-7.3).',
  'TRB-L3.drawn.goal':
    'Från toppen kom [[QH]] [[KS]] [[AC]] [[9D]] [[3H]]: två trumfar till och två höga kort. Nu har du sju trumfar.',
  'TRB-L3.livMax.goal': 'Du tog {took} av de 13 korten. Hur många kunde Liv byta som mest?',
  'TRB-L3.livMax.explain':
    'Bara det som finns kvar i köphögen. Efter given får de andra i tur och ordning byta upp till 13, men aldrig fler än det som ligger kvar (TRB-7.2).',
  'TRB-L3.livMax.all':
    'Tretton kort går bara att byta när högen är full. Efter dig är korten som ligger kvar allt någon kan ta (TRB-7.2).',
  'TRB-L3.livMax.quota':
    'Liv har kvot 4, men kvoten har inget med bytet att göra. Gränsen är det som ligger kvar i köphögen (TRB-7.2).',
  'TRB-L3.rest.goal':
    'Liv bytte {liv} och Rune {rune}. Alla ser hur många, ingen ser vilka (COM-6.3). Resten av köphögen ligger kvar med baksidan upp (TRB-D8); till nästa giv blandas alla kort på nytt (COM-6.5).',

  'TRB-L4.title': 'Given spelar ut; följ färg; trumfa när du är renons',
  'TRB-L4.intro':
    'Giv 3: Rune ger och du lyfter av. [[5S]] visades, så spader är trumf, och [[5S]] gick till Rune. Nu till sticken.',
  'TRB-L4.done': 'Följ färg när du kan; när du inte kan, kan en trumf ta sticket. Det är kärnan i omgång 1 och 2.',
  'TRB-L4.keep.goal': 'Ingen byter i den här lektionen. Rune gav, så Rune spelar ut till första sticket (TRB-8.1).',
  'TRB-L4.follow.goal': 'Rune spelade ut [[KD]]. Följ färg: lägg en ruter.',
  'TRB-L4.follow.explain':
    'Du har ruter, så du måste lägga en (TRB-8.2). Ingen av dina slår kungen, så ge den minsta, [[4D]].',
  'TRB-L4.follow.alt':
    'Tillåtet: alla ruter följer färg. Men den slår inte kungen heller, så [[4D]] var det billigaste kortet att ge.',
  'TRB-L4.livWins.goal':
    'Liv lade [[AD]]. Det finns ingen trumf i sticket, så högsta rutern vinner, och ess är högst (TRB-9.1). Liv tar sticket och spelar ut till nästa (TRB-8.3).',
  'TRB-L4.ruff.goal': 'Liv spelar ut [[KC]] och Rune följer med [[3C]]. Du har ingen klöver: trumfa med en spader.',
  'TRB-L4.ruff.explain':
    'Utan klöver får du lägga vilket kort du vill. En trumf slår alla klöver, så din minsta spader, [[3S]], tar sticket (TRB-9.1).',
  'TRB-L4.ruff.alt':
    'Den vinner också: alla spader slår klöver. Men [[3S]] gör samma jobb och sparar de stora trumfarna till senare.',
  'TRB-L4.ruff.discard':
    'Tillåtet: du behöver aldrig trumfa (COM-5.4). Men då behåller Liv sticket med [[KC]]. Du har ingen klöver, så vilken spader som helst, även [[3S]], hade tagit det.',
  'TRB-L4.won.goal':
    'En spader slår kungen, även en liten som [[3S]]: när det finns trumf i sticket vinner högsta trumfen (TRB-9.1). Du spelar ut till nästa.',

  'TRB-L5.title': 'Poäng i omgång 1–3',
  'TRB-L5.intro':
    'Efter varje giv jämför du dina stick med din kvot. I omgång 1 till 3 är kvoten ett minimum du vill komma över.',
  'TRB-L5.done': 'Stick minus kvot för varje spelare, och de tre poängen blir alltid 0 tillsammans.',
  'TRB-L5.how.goal':
    'En poäng för varje stick över kvoten, minus en för varje stick under; precis kvoten ger 0 (TRB-10.1). Korten har inget värde, bara sticken räknas. Giv 1 är slut.',
  'TRB-L5.you.goal': 'Du gav, så din kvot var {quota}. Du tog {tricks} stick. Hur många poäng får du?',
  'TRB-L5.you.explain': 'Poäng = stick minus kvot. Varje stick över kvoten är en poäng (TRB-10.1).',
  'TRB-L5.you.tricks': 'Sticken ensamma är inte poängen. Dra ifrån kvoten först (TRB-10.1).',
  'TRB-L5.liv.goal': 'Liv: kvot {quota}, {tricks} stick. Hur många poäng får hon?',
  'TRB-L5.liv.explain': 'Poäng = stick minus kvot. Varje stick under kvoten kostar en poäng (TRB-10.1).',
  'TRB-L5.liv.tricks':
    'Poäng = stick minus kvot, inte sticken själva. Liv tog färre stick än sin kvot, så hon hamnar under noll (TRB-10.1).',
  'TRB-L5.rune.goal': 'Rune: kvot {quota}, {tricks} stick. Hur många poäng får han?',
  'TRB-L5.rune.explain': 'Precis kvoten ger ingenting: stick minus kvot blir noll (TRB-10.1).',
  'TRB-L5.rune.tricks':
    'Poäng = stick minus kvot. Rune tog precis sin kvot, så han varken vinner eller förlorar (TRB-10.1).',
  'TRB-L5.sum.goal': 'Lägg ihop de tre poängen. Vad blir det?',
  'TRB-L5.sum.explain':
    'Alltid 0. Kvoterna är 13 tillsammans och sticken också, så varje poäng en spelare vinner förlorar en annan (TRB-10.3).',
  'TRB-L5.sum.tricks':
    '13 är antalet stick. Lägg ihop poängen, stick minus kvot för var och en, så tar de ut varandra (TRB-10.3).',

  'TRB-L6.title': 'Omgång 2: given väljer trumf',
  'TRB-L6.intro':
    'I omgång 2 tittar given på sin hand och säger vilken färg som är trumf, innan någon byter. Det finns inget val ”ingen trumf”: en färg måste väljas (TRB-D3). Giv 4: du ger.',
  'TRB-L6.done': 'Välj din längsta och starkaste färg först; byt sedan, blint, för att bygga på den.',
  'TRB-L6.name.goal': 'Välj trumf innan någon byter. Du har sex spader med ess, kung och dam: välj spader.',
  'TRB-L6.name.explain':
    'Sex spader med E K D tar spaderstick och slår de andras sidofärger. Trumf väljs innan någon byter, och du kan inte välja ”ingen trumf” (TRB-6.2, TRB-D3).',
  'TRB-L6.name.weak':
    'Tillåtet, men den färgen är kort och svag på din hand. Välj färgen du har flest av, med de högsta korten: spader.',
  'TRB-L6.swap.goal': 'Byt nu. Ett förslag: lägg bort [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.swap.explain':
    'Små kort utanför trumf tar sällan stick. Du vet inte vad du får förrän korten är på handen, så lägg bara bort det som säkert är oanvändbart (COM-6.1).',
  'TRB-L6.swap.alt':
    'Bra: fyra kort bort, och samma fyra kommer från toppen vilka fyra du än lägger bort. En ensam [[JC]] tar sällan stick den heller.',
  'TRB-L6.swap.otherwise':
    'Behåll dina spader och essen: det är dina stick. Lägg bort dina små klöver och de ensamma små korten, till exempel [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.drawn.goal':
    'Du tog [[JD]] [[TH]] [[8S]] [[8C]], osedda tills de var dina (TRB-D9). En spader till: sju trumfar.',
  'TRB-L6.others.goal': 'Liv bytte {liv} och Rune {rune}. Nu spelar du, som given, ut till första sticket.',

  'TRB-L7.title': 'När köphögen tar slut',
  'TRB-L7.intro': 'Giv 5: Liv ger. Hon väljer trumf och byter först, sedan Rune, och du sist. Din kvot är 3.',
  'TRB-L7.done': 'Sist i bytet får du det de andra lämnar, och ibland är det ingenting.',
  'TRB-L7.order.goal':
    'Bytet går given, vänster, höger (TRB-7.1). Liv ger, Rune sitter till vänster om henne och du till höger, så du byter sist.',
  'TRB-L7.limit.goal': 'Liv bytte {liv} kort och Rune {rune}. Hur många får du byta?',
  'TRB-L7.limit.explain':
    'Liv och Rune tog alla 13 tillsammans: köphögen är tom. Ingen tar fler än det som finns kvar, så du kan inte byta (TRB-7.2).',
  'TRB-L7.limit.all':
    'Bara en full hög ger 13. Du får ta högst det som finns kvar, och Liv och Rune har tagit allt (TRB-7.2).',
  'TRB-L7.limit.quota':
    'Kvoten säger hur många stick du vill ha, inte hur många kort du får byta. Gränsen är det som ligger kvar i köphögen (TRB-7.2).',
  'TRB-L7.keep.goal': 'Köphögen är tom. Behåll handen: byt ingenting.',
  'TRB-L7.keep.explain':
    'Utan kort kvar finns inget att ta, så du spelar handen du fick (TRB-7.2). Att byta noll kort är alltid tillåtet (COM-6.2).',

  'TRB-L8.title': 'Omgång 3: ingen trumf',
  'TRB-L8.intro': 'Omgång 3 har ingen trumf alls. Giv 9: Rune ger och spelar ut.',
  'TRB-L8.done': 'Utan trumf kan bara den utspelade färgen vinna. Ett ess i en annan färg är värdelöst i det sticket.',
  'TRB-L8.keep.goal':
    'Ingen byter i den här lektionen, och det finns ingen trumf i den här omgången (TRB-6.3). Rune gav, så han spelar ut.',
  'TRB-L8.void.goal':
    'Rune spelade ut [[4D]]. Du har ingen ruter, så du får lägga vilket kort du vill. Saka [[AS]] och se vad som händer med det.',
  'TRB-L8.void.explain':
    'Utan ruter får du lägga vilket kort som helst (COM-5.3). Esset läggs här för att visa att ett kort i en annan färg inte kan vinna, inte ens ett ess.',
  'TRB-L8.void.alt':
    'Tillåtet: utan ruter går alla kort, och i ett riktigt spel är ett litet kort klokare. Lektionen föreslog [[AS]] bara för att visa att det inte kan vinna här.',
  'TRB-L8.who.goal': 'Rune spelade ut [[4D]] och Liv lade [[9D]]. Vem tar sticket?',
  'TRB-L8.who.explain':
    'Liv: högsta rutern vinner. Färgerna har ingen rangordning sinsemellan, så utan trumf vinner aldrig ett kort i en annan färg (TRB-9.2).',
  'TRB-L8.who.ace':
    'Ingen trumf i omgång 3: bara ruter kan vinna ett ruterstick. Ditt kort är inte en ruter, så det kan inte vinna (TRB-9.2).',
  'TRB-L8.who.low':
    'Både Rune och Liv lade ruter, och [[9D]] är högre än [[4D]]. Högsta kortet i utspelad färg vinner (TRB-9.2).',

  'TRB-L9.title': 'Omgång 4: undvik stick',
  'TRB-L9.intro': 'Omgång 4 vänder på spelet: nu gör stick ont. Kvoten blir ett tak du vill stanna under.',
  'TRB-L9.done': 'I omgång 4 är kvoterna omvända, och det är poängen också: kvot minus stick.',
  'TRB-L9.avoid.goal':
    'Giv {deal} hör till omgång {round}: ingen trumf, och varje stick under kvoten ger en poäng (TRB-6.4).',
  'TRB-L9.quota.goal': 'Du ger i giv {deal}. Vad är din kvot, ditt tak, nu?',
  'TRB-L9.quota.explain':
    'I omgång 4 är kvoterna omvända: given 3, vänster 4, höger 6 (TRB-4). Given byter och spelar ut först, så given får det lägsta taket.',
  'TRB-L9.quota.reversed':
    'Det var omgång 1–3. I omgång 4 är kvoterna omvända: given har 3 och spelaren till höger 6 (TRB-4).',
  'TRB-L9.you.goal': 'Din kvot är {quota} och du tog {tricks} stick. Hur många poäng får du?',
  'TRB-L9.you.explain': 'Poäng = kvot minus stick. Varje stick under kvoten är en poäng (TRB-10.2).',
  'TRB-L9.you.oldWay':
    'Det är räknesättet från omgång 1–3. I omgång 4 är det kvot minus stick: varje stick under kvoten ger en poäng (TRB-10.2).',
  'TRB-L9.liv.goal': 'Liv: kvot {quota}, {tricks} stick. Hur många poäng får hon?',
  'TRB-L9.liv.explain': 'Poäng = kvot minus stick. Varje stick över taket kostar en poäng (TRB-10.2).',
  'TRB-L9.liv.oldWay': 'I omgång 4 vänds tecknet: kvot minus stick, så stick över kvoten kostar poäng (TRB-10.2).',
  'TRB-L9.rune.goal': 'Rune: kvot {quota}, {tricks} stick. Hur många poäng får han?',
  'TRB-L9.rune.explain':
    'Kvot minus stick: att stanna under taket ger poäng. Och de tre poängsummorna blir tillsammans 0 igen (TRB-10.3).',
  'TRB-L9.rune.oldWay': 'Att stanna under taket är bra i omgång 4: poäng = kvot minus stick (TRB-10.2).',

  'TRB-L10.title': 'Omgång 4: bli av med vinnarkorten, ducka sedan',
  'TRB-L10.intro':
    'Giv 12, den sista. Rune ger; du sitter till vänster om honom med kvot 4, och varje stick över den kostar dig. Din hand är full av ess.',
  'TRB-L10.done': 'I omgång 4 byter du för att bli av med höga kort, och i spelet lägger du dig under när du kan.',
  'TRB-L10.ceiling.goal': 'Ingen trumf, och nu är stick dåliga (TRB-6.4). Rune, som ger, byter först; du är nästa.',
  'TRB-L10.max.goal': 'Rune bytte {rune}. Hur många kort får du byta?',
  'TRB-L10.max.explain':
    'Allt som finns kvar i köphögen. Använd det: i omgång 4 är bytet din bästa chans att bli av med höga kort (TRB-7.2).',
  'TRB-L10.max.all': 'Tretton kräver full hög. Rune har redan tagit några, så det finns färre kvar åt dig (TRB-7.2).',
  'TRB-L10.max.quota': 'Kvoten begränsar stick, inte kort. Du får ta så många som ligger kvar i köphögen (TRB-7.2).',
  'TRB-L10.dump.goal': 'Lägg bort dina sex höga kort: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]].',
  'TRB-L10.dump.explain': 'Ess och kungar tar stick du inte vill ha. Nästan allt i köphögen är lägre, så byt alla.',
  'TRB-L10.dump.low':
    'I omgång 4 är de höga korten faran. Låga kort hjälper dig att ducka; det är ess och kungar som tar sticken du inte vill ha. Lägg bort dem.',
  'TRB-L10.dump.keep':
    'Du får behålla allt, men med tre ess och tre andra höga kort tar du långt fler än 4 stick. Byt de höga korten.',
  'TRB-L10.dump.otherwise':
    'Sikta på de höga korten: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]]. Vart och ett av dem kan ta ett stick du inte vill ha.',
  'TRB-L10.drawn.goal': 'Du tog [[6S]] [[5H]] [[4D]] [[4C]] [[2S]] [[2H]]. Nu är inget på handen högre än [[8C]].',
  'TRB-L10.duck.goal': 'Rune spelar ut [[JH]]. Ducka: lägg en hjärter som är lägre än knekten.',
  'TRB-L10.duck.explain':
    'Du måste följa färg med hjärter (TRB-8.2), och alla dina ligger under knekten. Lägg den högsta, [[5H]]: det är den hjärter som lättast tar ett stick senare.',
  'TRB-L10.duck.alt':
    'Det duckar också. Men [[5H]] är din farligaste hjärter, och under knekten var det ofarligt att bli av med den.',
  'TRB-L10.runeWins.goal':
    'Liv lägger [[8H]], och Runes [[JH]] vinner: ett stick han inte ville ha. Högsta kortet i utspelad färg tar det (TRB-9.2).',

  'TRB-L11.title': 'Slutställningen',
  'TRB-L11.intro': 'Efter tolv givar är partiet slut. Det finns ingen poänggräns: den med högst summa vinner.',
  'TRB-L11.done':
    'Tolv givar, och högsta summan vinner. Summorna blir alltid 0 tillsammans, och blir det lika i toppen delas segern.',
  'TRB-L11.over.goal': 'Giv {deals} är spelad och partiet slutar här (TRB-11.1). Dags att titta på summorna.',
  'TRB-L11.rune.goal': 'Du har {you} poäng och Liv {liv}. Vad är Runes summa?',
  'TRB-L11.rune.explain':
    'Poängen i varje giv blir 0 tillsammans, och då blir summorna det också: Rune har minus det du och Liv har tillsammans (TRB-10.3).',
  'TRB-L11.rune.positive':
    'Tribello är ett nollsummespel: summorna blir alltid 0 tillsammans. När du och Liv ligger före måste Rune ligga efter (TRB-10.3).',
  'TRB-L11.winner.goal':
    'Vid delad ledning delas segern (TRB-11.3). Summor: du {you}, Liv {liv}, Rune {rune}. Vem vinner?',
  'TRB-L11.winner.explain': 'Du och Liv har båda den högsta summan, och vid delad ledning delas segern (TRB-11.3).',
  'TRB-L11.winner.alone': 'Den andra har lika många poäng. Vid lika högsta summa delas segern (TRB-11.3).',
  'TRB-L11.winner.setting':
    'Bara om inställningen för extra givar är på. Annars blir delad ledning en delad seger (TRB-11.3).',
  'TRB-L11.winner.you': 'Du vinner',
  'TRB-L11.winner.liv': 'Liv vinner',
  'TRB-L11.winner.shared': 'Du och Liv delar segern',
  'TRB-L11.winner.tiebreak': 'Ingen än: en extra giv',
  'TRB-L11.tiebreak.goal':
    'Har du slagit på extra givar i inställningarna spelas i stället fler givar: regler som i omgång 3, ingen trumf, och given går vidare som vanligt, tills en spelare ensam har högst summa (TRB-D4).',

  'TRB-L12.title': 'Tolv givar, fyra omgångar',
  'TRB-L12.intro':
    'Ett parti Tribello har alltid samma form: fyra omgångar med tre givar var, och varje omgång har sin egen trumfregel.',
  'TRB-L12.done':
    'Fyra omgångar med tre givar, alla ger en gång per omgång, och trumfen kommer från det visade kortet, från given eller inte alls.',
  'TRB-L12.round.goal': 'Vilken omgång hör giv {deal} till?',
  'TRB-L12.round.explain':
    'Tre givar per omgång: 1–3 är omgång 1, 4–6 omgång 2, 7–9 omgång 3 och 10–12 omgång 4 (TRB-3.1).',
  'TRB-L12.round.count': 'Räkna i treor: varje omgång har tre givar, så att alla ger en gång per omgång (TRB-3.1).',
  'TRB-L12.trump.goal': 'Hur bestäms trumfen i giv {deal}?',
  'TRB-L12.trump.explain':
    'Det finns ingen trumf i omgång 3 (TRB-6.3). Omgång 1 tar den från det visade kortet, i omgång 2 väljer given den, och omgång 4 har ingen heller, men där vill du undvika stick (TRB-6.4).',
  'TRB-L12.trump.wrongRound':
    'Det är regeln i en annan omgång. Omgång 1: det visade kortet; omgång 2: given väljer; omgång 3: ingen trumf; omgång 4: ingen trumf, och undvik stick.',
  'TRB-L12.trump.revealed': 'Det visade kortets färg',
  'TRB-L12.trump.named': 'Given väljer den',
  'TRB-L12.trump.noTrump': 'Ingen trumf',
  'TRB-L12.trump.avoid': 'Ingen trumf, och undvik stick',
  'TRB-L12.dealer.goal': 'Du gav i giv 1. Vem ger i giv {deal}?',
  'TRB-L12.dealer.explain':
    'Rollen som given går ett steg åt vänster varje gång, så var tredje giv kommer tillbaka till dig. Varje omgång börjar med samma given (TRB-3.3).',
  'TRB-L12.dealer.count':
    'Räkna runt bordet: du, Liv, Rune, du … Denna giv inleder omgång 3, och varje omgång börjar med samma given (TRB-3.3).',
  'TRB-L12.end.goal': 'Efter hur många givar är partiet slut?',
  'TRB-L12.end.explain':
    'Fyra omgångar med tre givar. Det finns ingen poänggräns: partiet slutar efter giv 12, den sista i omgång 4 (TRB-11.1).',
  'TRB-L12.end.target':
    'Inga extra givar spelas för att nå en gräns: partiet slutar efter giv 12, oavsett poäng. Bara inställningen för extra givar kan lägga till en (TRB-11.1).',
};
