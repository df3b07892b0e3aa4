// Spader-lektioner på svenska (rules.md SPD-13 och våra egna SPD-L13…L18). Bordets ord (fröetexten):
// stick, bud, bjuda, lagkamrat, trumf, påsar, nolla, given (den som ger). Ola sitter i väst (till vänster),
// Kari i norr (din lagkamrat), Liv i öst (till höger).
export const text: Readonly<Record<string, string>> = {
  'SPD-L1.title': 'Lagkamrater och att följa färg',
  'SPD-L1.intro':
    'Spader spelas av två lag om två. Din lagkamrat sitter mitt emot dig, och ni räknar era stick tillsammans. Först: vem är vem, och regeln i varje stick – följ färg.',
  'SPD-L1.done': 'Du vet vem din lagkamrat är, och du kan följa färg. Varje stick i spader börjar så här.',
  'SPD-L1.seats.goal':
    'Kari, mitt emot dig (norr), är din lagkamrat (SPD-1.1). Ola till vänster (väst) och Liv till höger (öst) är det andra laget. Lagkamrater säger ingenting till varandra utöver buden och korten de spelar (SPD-1.4), och datorspelarna ser bara sina egna kort (COM-7.3).',
  'SPD-L1.bids.goal':
    'Kari gav, så Liv, till vänster om henne, bjuder först och spelar ut (SPD-4.1, SPD-6.1). Den här gången bjuder vi åt dig: 4. Lektion {lesson:SPD-L5} visar hur du räknar dina stick.',
  'SPD-L1.follow.goal': 'Liv spelade ut [[KD]]. Följ färg med den ruter som tar sticket.',
  'SPD-L1.follow.explain':
    'Du har ruter, så du måste lägga en (SPD-6.4). [[AD]] är den högsta rutern: den slår kungen.',
  'SPD-L1.follow.praise': 'Rätt – esset tar sticket.',
  'SPD-L1.follow.low':
    'Det är ruter, så det är tillåtet. Men [[7D]] förlorar mot Livs kung, medan [[AD]] tar sticket. Ta det medan du kan.',
  'SPD-L1.won.goal':
    'Ingen lade spader, så den högsta rutern vinner (SPD-7.2): din. Sticket räknas för dig och Kari tillsammans, och du spelar ut till nästa (SPD-6.6).',

  'SPD-L2.title': 'Spader är alltid trumf',
  'SPD-L2.intro':
    'I spader är spaderfärgen alltid trumf. När du inte kan följa färg slår en spader – även en liten – alla kort i de andra färgerna.',
  'SPD-L2.done': 'Du trumfade med en spader, och nu är spader bruten. Från och med nu får spader spelas ut.',
  'SPD-L2.trump.goal':
    'Spader är trumf i varje giv; ingen väljer trumf (SPD-2.2). [[AS]] är det högsta kortet i leken.',
  'SPD-L2.first.goal':
    'Lektionen bjuder och spelar första sticket åt dig: Liv spelar ut [[AC]], alla följer med klöver, och esset vinner.',
  'SPD-L2.ruff.goal': 'Liv spelar ut [[AH]], och du saknar hjärter. Ta sticket: lägg en liten spader.',
  'SPD-L2.ruff.explain':
    'Utan hjärter får du lägga vilket kort du vill (SPD-6.4). En spader slår alla hjärter, även esset (SPD-7.1). [[4S]] slår esset och sparar dina höga spader till senare.',
  'SPD-L2.ruff.praise': 'Trumfat! Din lilla spader slår esset.',
  'SPD-L2.ruff.three': 'Det går lika bra: en spader slår alla hjärter. Det är just till det här som små spader är bra.',
  'SPD-L2.ruff.high':
    'Den slår också esset, men det gör en liten spader lika bra. Spara dina höga spader: de tar stick senare.',
  'SPD-L2.ruff.discard':
    'Tillåtet – utan hjärter får du kasta vad du vill. Men ett kort som inte är spader kan aldrig slå Livs ess. En spader hade slagit det: spader är trumf.',
  'SPD-L2.ruff.other': 'Det kortet kan inte vinna: bara en spader slår [[AH]]. Lägg en liten spader.',
  'SPD-L2.broken.goal':
    'Nu är spader bruten: en spader lades i ett stick där en annan färg spelades ut (SPD-6.3). Den högsta spadern i ett stick vinner alltid (SPD-7.1).',

  'SPD-L3.title': 'När du får spela ut spader',
  'SPD-L3.intro':
    'Du får inte spela ut spader förrän spader är bruten – om du inte har enbart spader kvar. I denna giv har du åtta spader och alla essen.',
  'SPD-L3.done': 'Spader får spelas ut när spader är bruten, eller när du inte har något annat.',
  'SPD-L3.bids.goal':
    'Liv gav, så du bjuder först och spelar ut. Vi bjuder åt dig: 13, eftersom handen är så stark att varje kort du har bör ta ett stick. Kari bjuder nolla: hon tänker inte ta ett enda stick (lektion {lesson:SPD-L8}).',
  'SPD-L3.lead.goal':
    'Spela ut till första sticket. Spader är inte bruten än, så spela ut en annan färg. Börja med [[AH]]: lektionen spelar sedan dina andra ess och kungar åt dig.',
  'SPD-L3.lead.explain':
    'Spader är inte bruten och du har andra färger, så du får inte spela ut spader (SPD-6.2). Dina andra ess är bra utspel ändå.',
  'SPD-L3.lead.other': 'Allt utom spader får spelas ut nu. I den här lektionen börjar du med [[AH]].',
  'SPD-L3.cash.goal':
    'Spela nu dina andra höga kort: [[KH]], [[AD]], [[KD]] och [[AC]] spelas åt dig. Alla följer färg, och vinnaren spelar ut igen (SPD-6.6).',
  'SPD-L3.spade.goal': 'Du har bara spader kvar, och spader är fortfarande inte bruten. Spela ut en ändå: [[AS]].',
  'SPD-L3.spade.explain':
    'Den som har enbart spader får spela ut spader innan spader är bruten (SPD-6.2). Du har inget annat kort att spela.',
  'SPD-L3.spade.alt': 'Också bra – var och en av dina spader är högre än deras. Esset är bara det säkraste.',
  'SPD-L3.still.goal':
    'Att spela ut spader från en hand med enbart spader bryter inte spader (SPD-D9): det gör bara en spader lagd på en annan färg (SPD-6.3). Här spelar det ingen roll – du har bara spader.',

  'SPD-L4.title': 'Ingen spader i första sticket',
  'SPD-L4.intro':
    'I det första sticket i en giv får ingen lägga spader, inte ens den som saknar färgen – om hen inte har enbart spader på handen.',
  'SPD-L4.done': 'I första sticket kastar du en annan färg. Från andra sticket får du trumfa.',
  'SPD-L4.bids.goal': 'Kari gav, så Liv spelar ut. Buden görs åt dig: Liv 3, du 3, Ola 2, Kari 3.',
  'SPD-L4.discard.goal': 'Liv spelar ut [[AC]], och du saknar klöver. Kasta en liten hjärter eller ruter: [[3H]].',
  'SPD-L4.discard.explain':
    'I första sticket får du inte lägga spader så länge du har andra kort (SPD-6.5). Livs ess vinner ändå, så ge bort ditt minsta kort.',
  'SPD-L4.discard.alt': 'Också bra: vilken liten hjärter eller ruter som helst duger här.',
  'SPD-L4.discard.high':
    'Tillåtet, men Livs ess vinner ändå, och du kastade ett kort som kunde ta stick senare. Ge bort ett litet.',
  'SPD-L4.ruff.goal': 'Stick 2: Liv spelar ut [[KC]], och du saknar fortfarande klöver. Nu får du trumfa: lägg [[5S]].',
  'SPD-L4.ruff.explain':
    'Regeln för första sticket gäller inte längre (SPD-6.5), så den som saknar klöver får trumfa. Din minsta spader slår kungen.',
  'SPD-L4.ruff.alt': 'Den slår också kungen, men [[5S]] hade räckt och sparat din större spader.',
  'SPD-L4.ruff.discard':
    'Tillåtet, men ditt kort kan inte slå Livs kung. Från andra sticket får du trumfa, och en spader hade slagit den.',
  'SPD-L4.ruff.other': 'Det kortet vinner inte: bara en spader slår [[KC]]. Lägg din lilla spader.',
  'SPD-L4.won.goal':
    'Din spader vinner, och spader är bruten (SPD-6.3). En del bord tillåter trumf även i första sticket; det är en inställning (SPD-S3).',

  'SPD-L5.title': 'Budgivning och lagets kontrakt',
  'SPD-L5.intro':
    'Före spelet bjuder alla det antal stick de tror sig ta. Du och din lagkamrat lägger ihop era bud: det är kontraktet ert lag måste klara.',
  'SPD-L5.done': 'Du bjuder genom att räkna de stick din hand bör ta, och lagets kontrakt är summan av era två bud.',
  'SPD-L5.once.goal':
    'Du gav, så budgivningen börjar hos Ola och går ett varv runt bordet. Alla måste bjuda; det går inte att passa, och ett bud kan inte ändras (SPD-5.1).',
  'SPD-L5.count.goal':
    'Ola bjöd 3, Kari 2 och Liv 3. Räkna dina stick: [[AS]] och [[KS]] är säkra, för du har de två högsta spaderna, och [[AH]] tar nästan alltid ett. Du saknar klöver, så dina små spader kan trumfa klöver, och [[KD]] och [[QD]] kan ge ett till.',
  'SPD-L5.bid.goal': 'Bjud de stick du räknar med: 4.',
  'SPD-L5.bid.explain':
    'Tre stick från de höga korten och troligen ett till från att trumfa klöver eller från dina ruter: 4 är ett ärligt bud. Ett bud är ett tal från 1 till 13 (SPD-5.2).',
  'SPD-L5.bid.low':
    'Tillåtet, men försiktigt: du tar troligen ett fjärde stick. Varje stick över kontraktet är en påse, och tio påsar kostar 100 poäng.',
  'SPD-L5.bid.high':
    'Tillåtet, men djärvt: tre stick är nästan säkra, ett fjärde troligt, ett femte en förhoppning. Ett missat bud kostar 10 poäng per bjudet stick.',
  'SPD-L5.bid.nil':
    'Nolla är ett löfte att inte ta ett enda stick. Med två ess och spaderkungen tar du säkert några, och en misslyckad nolla kostar 100 poäng.',
  'SPD-L5.bid.other':
    'Det är långt från vad den här handen kan ta. Räkna igen: tre stick från de höga korten, och troligen ett till från att trumfa klöver.',
  'SPD-L5.contract.goal':
    'Ert lag: Kari 2 + du 4 = 6 stick (SPD-5.3). Deras: 3 + 3 = 6. Alla bud tillsammans behöver inte bli 13 (SPD-5.4), och alla bud syns så länge denna giv pågår (SPD-5.7).',

  'SPD-L6.title': 'Lyckat och missat bud',
  'SPD-L6.intro':
    'Efter varje giv får varje lag poäng för sitt kontrakt: 10 per bjudet stick om laget tog minst så många, minus 10 per bjudet stick om inte.',
  'SPD-L6.done':
    'Lyckat bud: 10 per bjudet stick och 1 per extra stick. Missat bud: minus 10 per bjudet stick, hur många som än saknas.',
  'SPD-L6.made.goal':
    'Du bjöd {bid1} och Kari {bid2}; du tog {took1} stick och Kari {took2}. Hur många poäng får ert lag?',
  'SPD-L6.made.explain':
    'Kontraktet är {contract}, och ni tog {counted}: lyckat bud. 10 × {contract}, plus 1 för varje stick över: {points} (SPD-8.1).',
  'SPD-L6.made.noBags': 'Ni har klarat budet, det stämmer. Men varje stick över kontraktet ger 1 poäng till (SPD-8.1).',
  'SPD-L6.made.allTricks': 'Bara de bjudna sticken är värda 10. Sticken över kontraktet ger 1 poäng vardera (SPD-8.1).',
  'SPD-L6.made.other':
    'Lägg ihop buden till kontraktet och kontrollera att ni tog minst så många. Sedan 10 per bjudet stick och 1 per extra stick.',
  'SPD-L6.bags.goal': 'Hur många påsar – stick över kontraktet – tog ert lag?',
  'SPD-L6.bags.explain':
    '{counted} stick på ett kontrakt på {contract}: {extra} över. Varje sådant är en påse, och påsarna räknas genom hela partiet (SPD-8.5).',
  'SPD-L6.bags.none':
    'Tar ni exakt kontraktet blir det inga påsar, men ni tog fler: varje stick över kontraktet är en påse.',
  'SPD-L6.bags.other': 'Påsar är sticken över kontraktet: tagna stick minus kontraktet.',
  'SPD-L6.set.goal': 'Ola bjöd {bid1} och Liv {bid2}; de tog {took1} och {took2}. Hur många poäng får de?',
  'SPD-L6.set.explain':
    'Deras kontrakt är {contract}, och de tog bara {counted}: missat bud. Ett missat bud kostar 10 × hela kontraktet: {points} (SPD-8.2).',
  'SPD-L6.set.oneShort':
    'Ett missat bud kostar 10 × hela kontraktet, inte bara sticket som saknas. Hur många som saknas spelar ingen roll (SPD-8.2).',
  'SPD-L6.set.taken':
    'Ett lag som missar sitt bud får inget för sina stick: det förlorar 10 för varje bjudet stick (SPD-8.2).',
  'SPD-L6.set.other': 'De tog färre stick än kontraktet, så de förlorar 10 poäng för varje stick de bjöd.',

  'SPD-L7.title': 'Påsarna samlas',
  'SPD-L7.intro':
    'Ett stick över kontraktet ger en poäng nu, men läggs också till lagets räknare för påsar. Tio påsar kostar 100 poäng.',
  'SPD-L7.done':
    'Tio påsar kostar 100, och påsarna över tio ligger kvar på räknaren. Därför bjuder bra spelare det de faktiskt tar.',
  'SPD-L7.digit.goal':
    'Ert lag har {total} poäng och {bags} påsar. När påsarna förs vidare syns de som sista siffran i poängen (SPD-8.5); appen visar räknaren bredvid poängen (SPD-8.6).',
  'SPD-L7.total.goal':
    'Du bjöd {bid1} och Kari {bid2}; ni tog {took1} och {took2}. Vad har ni för poäng efter denna giv?',
  'SPD-L7.total.explain':
    'Ni klarade kontraktet på {contract} med {extra} över: 10 × {contract} + {extra}. Räknaren går från {bags} förbi tio, vilket kostar 100, och {counter} ligger kvar: {after} poäng (SPD-8.5).',
  'SPD-L7.total.noPenalty': 'Du glömde påsarna: {bags} + {extra} blir tio eller fler, så dra av 100 poäng (SPD-8.5).',
  'SPD-L7.total.reset':
    'Straffet stämmer, men varje påse ger ändå sin poäng, och det som går över tio ligger kvar på räknaren (SPD-D4).',
  'SPD-L7.total.other':
    'Räkna först kontraktet och de extra sticken. Lägg sedan påsarna på räknaren: vid tio dras 100 av.',
  'SPD-L7.counter.goal': 'Och hur många påsar ligger kvar på räknaren?',
  'SPD-L7.counter.explain':
    '{bags} påsar och {extra} nya går förbi tio: tio betalas med 100 poäng, och {counter} följer med till kommande givar (SPD-D4).',
  'SPD-L7.counter.reset':
    'En del bord börjar om från noll efter ett straff, men här följer påsarna över tio med (SPD-D4).',
  'SPD-L7.counter.noPenalty': 'Tio påsar betalas med 100 poäng, och sedan lämnar de räknaren (SPD-8.5).',
  'SPD-L7.counter.other': 'Lägg de nya påsarna på räknaren; varje hel tia betalas och försvinner.',

  'SPD-L8.title': 'Att spela nolla',
  'SPD-L8.intro':
    'Nolla är ett bud att inte ta ett enda stick: 100 poäng om du klarar det, minus 100 om du tar något stick alls. Din lagkamrat hjälper till genom att ta sticken.',
  'SPD-L8.done':
    'Du höll dig under korten som låg och blev av med den farliga kungen under lagkamratens ess. Så spelas en nolla.',
  'SPD-L8.nil.goal': 'Liv bjöd 3. Din hand är full av små kort: bjud nolla.',
  'SPD-L8.nil.explain':
    'Nolla är ett eget bud: ett löfte om inga stick (SPD-5.2). Det ger 100 om du inte tar något stick och kostar 100 om du tar något alls (SPD-8.3). Karis bud räknas för sig.',
  'SPD-L8.nil.other':
    'Ett tal är tillåtet, men i den här lektionen spelas en nolla. Med de här små korten: bjud nolla.',
  'SPD-L8.duck.goal': 'Liv spelar ut [[9H]]. Håll dig under: lägg [[3H]].',
  'SPD-L8.duck.explain':
    'Den som bjudit nolla lägger under det högsta kortet hittills. [[3H]] kan inte vinna: nian är redan högre, och Kari tar troligen sticket.',
  'SPD-L8.duck.seven': 'Också säkert: [[7H]] är också under nian.',
  'SPD-L8.duck.queen':
    'Tillåtet, men [[QH]] slår nian. Lägger Ola och Kari lågt tar du sticket, och nollan spricker. Lägg under nian.',
  'SPD-L8.shed.goal':
    'Kari spelar ut [[AD]]: under esset kan din kung inte vinna det här sticket. Bli av med den farliga kungen nu: [[KD]].',
  'SPD-L8.shed.explain':
    'Kungen kan vinna ett senare stick i ruter. Under esset kan den inte vinna, vem som än tar sticket, så bli av med den nu.',
  'SPD-L8.shed.small':
    'Tillåtet, och säkert för stunden. Men Karis ess vinner sticket just nu: det här är ditt säkra tillfälle att bli av med kungen. Senare kan den ta ett stick du inte vill ha.',
  'SPD-L8.safe.goal':
    'Kari tog båda sticken, och du har fortfarande inga. Håll det så resten av denna giv, så ger nollan 100 (SPD-8.3).',

  'SPD-L9.title': 'Poäng för nolla',
  'SPD-L9.intro': 'En nolla räknas för sig, och nollbjudarens stick hjälper aldrig lagkamratens kontrakt.',
  'SPD-L9.done': 'En misslyckad nolla kostar 100; dess stick hjälper inte lagkamraten och räknas som påsar.',
  'SPD-L9.points.goal':
    'Du bjöd nolla och tog {took1, plural, one {# stick} other {# stick}}; Kari bjöd {bid2} och tog {took2}. Hur många poäng får ert lag?',
  'SPD-L9.points.explain':
    'Karis kontrakt är {contract}, och bara hennes {counted} stick räknas: missat bud, −10 × {contract}. Din nolla sprack: −100. Ditt stick är en påse: +1. Sammanlagt {points} (SPD-8.3, SPD-8.4).',
  'SPD-L9.points.helps':
    'Ditt stick hjälper inte Kari: nollbjudarens stick räknas aldrig till lagkamratens kontrakt (SPD-D3). Hon missar sitt bud på {bid2}.',
  'SPD-L9.points.noBag': 'Nästan: sticket du tog är ändå en påse och ger 1 poäng (SPD-8.4).',
  'SPD-L9.points.other': 'Räkna tre saker: Karis kontrakt med hennes egna stick, din nolla och dina stick som påsar.',
  'SPD-L9.bags.goal': 'Hur många påsar får ert lag i denna giv?',
  'SPD-L9.bags.explain': 'Kari har inga överstick, men varje stick som nollbjudaren tar är en påse: {extra} (SPD-8.4).',
  'SPD-L9.bags.none': 'Kari har inga överstick, men ditt stick är en påse ändå (SPD-8.4).',
  'SPD-L9.bags.other': 'Räkna sticken över kontraktet och sticken som nollbjudaren tog.',
  'SPD-L9.variant.goal':
    'En del bord låter en misslyckad nollas stick räknas för lagkamraten (SPD-S12). Med den husregeln, vad får ert lag?',
  'SPD-L9.variant.explain':
    'Nu läggs ditt stick till Karis: {counted} stick, så hon klarar sitt bud på {contract}. Minus 100 för den spruckna nollan: {points}.',
  'SPD-L9.variant.same':
    'Med den här husregeln räknas ditt stick till Karis kontrakt i stället för att bli en påse, så hon klarar sitt bud.',
  'SPD-L9.variant.other': 'Lägg ditt stick till Karis, räkna hennes kontrakt och sedan den spruckna nollan.',

  'SPD-L10.title': 'Blind nolla och kortbytet',
  'SPD-L10.intro':
    'Ligger ert lag långt efter får du bjuda blind nolla: en nolla innan du har tittat på korten. Den ger 200 – eller kostar 200. Sedan byter du två kort med din lagkamrat.',
  'SPD-L10.done':
    'Du bjöd blind nolla med baksidan upp och bytte två kort med din lagkamrat. Spara den till när laget måste knappa in.',
  'SPD-L10.behind.goal':
    'Ställningen är Vi {us}, De {them}: ert lag ligger minst 100 efter, så du får bjuda blind nolla (SPD-5.6). Dina kort ligger med baksidan upp tills du tittar.',
  'SPD-L10.blind.goal': 'Liv bjöd 3. Utan att titta på korten: bjud blind nolla.',
  'SPD-L10.blind.explain':
    'Blind nolla måste bjudas innan du ser dina kort. Den ger 200 om du inte tar något stick och kostar 200 om du tar något alls (SPD-8.3).',
  'SPD-L10.blind.nil':
    'Tillåtet, men en vanlig nolla betyder att du tittar först, och den ger bara 100. Den här lektionen handlar om blind nolla: bjud den utan att titta.',
  'SPD-L10.blind.look':
    'Tittar du vänds korten upp för gott, och då är blind nolla borta (SPD-5.6). Bjud blind nolla först; du ser korten när alla har bjudit.',
  'SPD-L10.blind.other': 'Ett tal är tillåtet, men den här lektionen handlar om blind nolla. Bjud den innan du tittar.',
  'SPD-L10.pass.goal':
    'Alla har bjudit och dina kort är uppvända. Ge två kort till Kari, dina farligaste: [[KS]] och [[AH]].',
  'SPD-L10.pass.explain':
    'Den som bjudit blind nolla ger två kort dolda till lagkamraten, som sedan ger två tillbaka (SPD-5.6). Ge bort de kort som lättast tar ett stick.',
  'SPD-L10.pass.other': 'De två är tillåtna, men ge bort de kort som lättast tar ett stick: [[KS]] och [[AH]].',
  'SPD-L10.back.goal':
    'Kari ger dig [[2D]] och [[4C]]: två små kort, ofarliga för en nolla. Hon får ge tillbaka vilka två som helst, även kort du just gav henne (SPD-D17).',
  'SPD-L10.ninety.goal': 'En annan dag: Vi {us}, De {them}. Får du bjuda blind nolla?',
  'SPD-L10.ninety.explain':
    'Nej: ert lag ligger {behind} efter, och blind nolla kräver minst 100 när en giv börjar (SPD-5.6). Vid bordet är knappen grå och anger just det skälet.',
  'SPD-L10.ninety.short':
    'Inte den här gången: ert lag ligger bara {behind} efter. Blind nolla kräver minst 100 när en giv börjar (SPD-5.6).',
  'SPD-L10.ninety.yes': 'Ja',
  'SPD-L10.ninety.no': 'Nej',

  'SPD-L11.title': 'Att vinna partiet',
  'SPD-L11.intro': 'Partiet spelas till 500. Det som räknas är poängen efter varje giv, inte vem som kom dit först.',
  'SPD-L11.done':
    'Efter varje giv vinner den högsta poängsumman på eller över målet. Lika poäng: spela fler givar tills ett lag leder.',
  'SPD-L11.total.goal':
    'Vi {usTotal}. Du bjöd {usBid1} och Kari {usBid2}; ni tog {usTook1} och {usTook2}. Vad blir er nya poängsumma?',
  'SPD-L11.total.explain':
    'Ni klarade kontraktet på {usContract} med {usExtra} över: {usPoints} poäng, {usAfter} totalt.',
  'SPD-L11.total.bags': 'Glöm inte påsarna: varje stick över kontraktet ger 1 poäng.',
  'SPD-L11.total.other': 'Lägg 10 per bjudet stick och 1 per extra stick till {usTotal}.',
  'SPD-L11.winner.goal':
    'De {themTotal}: Ola och Liv bjöd {themBid1} och {themBid2} och tog {themTook1} och {themTook2}, vilket ger {themAfter}. Ni har {usAfter}. Vem vinner?',
  'SPD-L11.winner.explain':
    'Båda lagen passerade 500 i samma giv, så den högsta poängsumman vinner (SPD-9.1, SPD-9.2): {usAfter} slår {themAfter}.',
  'SPD-L11.winner.first':
    'Ordningen i budgivningen spelar ingen roll: ingen når 500 förrän en giv är räknad, och då vinner den högsta poängsumman (SPD-9.2).',
  'SPD-L11.winner.other': 'Båda lagen är över 500 efter denna giv: jämför poängen.',
  'SPD-L11.winner.us': 'Vi',
  'SPD-L11.winner.them': 'De',
  'SPD-L11.winner.more': 'Ingen än: en giv till',
  'SPD-L11.tie.goal':
    'Är de högsta summorna lika spelar man giv efter giv tills ett lag ensamt leder (SPD-9.3). Ett annat slut: ni tar bara {usTook1} och {usTook2}, så båda lagen slutar på {usAfter}. Vem vinner?',
  'SPD-L11.tie.explain':
    'Delad ledning: ingen vinner än. Man spelar giv efter giv tills ett lag ensamt leder (SPD-9.3).',
  'SPD-L11.tie.level': 'Båda lagen har {usAfter}. Inget av dem ligger över, så en giv till spelas (SPD-9.3).',
  'SPD-L11.tie.other': 'Jämför poängen: är de lika?',
  'SPD-L11.tie.us': 'Vi',
  'SPD-L11.tie.them': 'De',
  'SPD-L11.tie.more': 'Ingen än: en giv till',

  'SPD-L12.title': 'Jokrar',
  'SPD-L12.intro':
    'I jokerspader läggs två jokrar till i spaderfärgen som de högsta trumfarna. [[2C]] och [[2H]] tas bort, så leken har fortfarande 52 kort.',
  'SPD-L12.done':
    'Jokrarna är spader på alla sätt: du följer spader med dem, de trumfar, och den stora jokern slår den lilla, som slår esset.',
  'SPD-L12.deck.goal':
    'Den stora jokern, sedan den lilla jokern, sedan [[AS]]: jokrarna är de två högsta korten i spaderfärgen (SPD-10.3). Du har [[LJ]].',
  'SPD-L12.two.goal':
    'Lektionen bjuder och spelar två stick åt dig. I stick 2 saknar Ola ruter och trumfar med [[5S]]: spader är bruten.',
  'SPD-L12.joker.goal': 'Ola spelar ut [[7S]]. Din enda spader är den lilla jokern: lägg den.',
  'SPD-L12.joker.explain':
    'Den lilla jokern räknas som spader, så du måste följa färg med den (SPD-6.4, SPD-10.3) – och den slår Livs [[AS]].',
  'SPD-L12.wins.goal': 'Din lilla joker slår spaderesset och tar sticket (SPD-7.1). Bara den stora jokern är högre.',

  'SPD-L13.title': 'Bara en nolla per lag',
  'SPD-L13.intro':
    'Två lagkamrater får inte båda bjuda nolla: en av er måste bjuda stick. En del bord spelar ”dubbel nolla”; den räknar du på till sist.',
  'SPD-L13.done':
    'När din lagkamrat har bjudit nolla bjuder du ett tal. Med dubbel nolla som husregel räknas varje nolla för sig.',
  'SPD-L13.kari.goal': 'Ola gav, så Kari bjuder först: nolla. Liv bjuder 1. Nu måste ditt bud vara ett tal (SPD-5.5).',
  'SPD-L13.bid.goal': 'Bjud ett tal: dina höga kort är värda 5.',
  'SPD-L13.bid.explain':
    '[[AS]], [[KS]], [[AH]], [[KH]] och [[AD]] ger fem goda stick, och Kari försöker undvika stick: kontraktet är ditt ensamt.',
  'SPD-L13.bid.four': 'Försiktigt men okej. Dina fem höga kort bör alla vinna, så 5 är den ärliga räkningen.',
  'SPD-L13.bid.six': 'Djärvt men möjligt: [[KC]] och [[QC]] kan ge ett sjätte stick. Fem är den säkrare räkningen.',
  'SPD-L13.bid.other': 'Räkna dina höga kort: [[AS]], [[KS]], [[AH]], [[KH]] och [[AD]] ger fem stick.',
  'SPD-L13.double.goal':
    'Husregel: dubbel nolla (SPD-S8). Du och Kari bjuder båda nolla, och ingen av er tar något stick. Hur många poäng?',
  'SPD-L13.double.explain': 'Varje nolla räknas för sig (SPD-10.5): 100 + 100 = {points}.',
  'SPD-L13.double.once': 'Det är två nollor, och var och en räknas för sig (SPD-10.5).',
  'SPD-L13.double.other': 'Räkna varje nolla för sig: 100 för varje som inte tar något stick.',
  'SPD-L13.onlyNil.goal':
    'Ni bjuder båda nolla igen, men Kari tar {took2, plural, one {# stick} other {# stick}}. Hur många poäng?',
  'SPD-L13.onlyNil.explain':
    'Din nolla: +100. Karis: −100. Laget har inget kontrakt, så varje stick det tar är en påse: +1 (SPD-8.7). Sammanlagt {points}.',
  'SPD-L13.onlyNil.noBag': 'De två nollorna tar ut varandra, men sticket är ändå en påse och ger 1 poäng (SPD-8.7).',
  'SPD-L13.onlyNil.other': 'Räkna varje nolla och sedan lagets stick som påsar.',

  'SPD-L14.title': 'Utdelningen och vem som börjar',
  'SPD-L14.intro':
    'Några fakta om varje giv: vem som ger, vem som bjuder först, vem som spelar ut och hur många kort var och en får.',
  'SPD-L14.done': 'Allt går medsols, åt vänster: utdelningen, buden, spelet och vem som ger nästa gång.',
  'SPD-L14.deal.goal':
    'Vem som ger först lottas fram (SPD-3.1). Given delar ut alla 52 kort ett i taget, medsols, med början till vänster (SPD-4.1, COM-2.1). I varje färg är esset högst och tvåan lägst (SPD-2.1).',
  'SPD-L14.first.goal':
    'Spelaren till vänster om given bjuder först och spelar ut till första sticket (SPD-5.1, SPD-6.1). Ola (väst) ger. Vem är det?',
  'SPD-L14.first.explain': 'Till vänster om Ola sitter Kari: hon bjuder först och spelar ut till första sticket.',
  'SPD-L14.first.right':
    'Du sitter till höger om Ola. Spelet går medsols, så nästa plats är till vänster om given (COM-2.2).',
  'SPD-L14.first.other': 'Leta efter platsen till vänster om given.',
  'SPD-L14.next.goal':
    'Efter varje giv går rollen som given en plats åt vänster, medsols (SPD-3.2, COM-2.3). Kari (norr) gav i denna giv. Vem ger nästa gång?',
  'SPD-L14.next.explain': 'Till vänster om Kari sitter Liv, så Liv ger nästa gång.',
  'SPD-L14.next.right': 'Det är till höger om Kari. Rollen som given går åt vänster, medsols (SPD-3.2).',
  'SPD-L14.next.same': 'Rollen som given går vidare efter varje giv (SPD-3.2): en plats åt vänster.',
  'SPD-L14.next.other': 'Nästa given är spelaren till vänster om den som gav nu.',
  'SPD-L14.cards.goal': 'Hur många kort får varje spelare?',
  'SPD-L14.cards.explain': 'Fyra spelare delar alla 52 kort: 13 var, och 13 stick spelas (SPD-4.2).',
  'SPD-L14.cards.other': 'Alla 52 kort delas ut till fyra spelare.',

  'SPD-L15.title': 'Sex spelare',
  'SPD-L15.intro': 'Spader kan spelas av sex, i tre lag, med två kortlekar blandade tillsammans.',
  'SPD-L15.done':
    'Sex spelare: två lekar, 17 kort var, lagkamrater mitt emot – och av två lika kort vinner det som spelades först.',
  'SPD-L15.decks.goal':
    'Två kortlekar utan sina två [[2C]]: 102 kort. Lagkamrater sitter mitt emot varandra, tre platser isär (SPD-10.8).',
  'SPD-L15.partner.goal': 'Sex vid bordet: du, Ola, Kari, Liv, Rune och Siri, medsols. Vem är din lagkamrat?',
  'SPD-L15.partner.explain': 'Din lagkamrat sitter mitt emot, tre platser bort: Liv (SPD-10.8).',
  'SPD-L15.partner.two': 'Med fyra spelare sitter lagkamraten två platser bort. Med sex är platsen mitt emot tre bort.',
  'SPD-L15.partner.other': 'Din lagkamrat sitter mitt emot dig.',
  'SPD-L15.cards.goal': 'Hur många kort får var och en av de sex?',
  'SPD-L15.cards.explain':
    '102 kort till sex spelare: 17 var, så 17 stick spelas och buden går upp till 17 (SPD-10.8).',
  'SPD-L15.cards.jokers':
    '18 var blir det med fyra jokrar, och då är båda klövertvåorna kvar: 108 kort. Utan jokrar ger de 102 korten 17 var.',
  'SPD-L15.cards.other': 'Dela 102 kort på sex spelare.',
  'SPD-L15.twin.goal':
    'Av två likadana kort vinner det som spelades först (SPD-7.3). Du spelar ut [[KH]]. Ola lägger [[AS]], Kari [[3H]], Liv [[AH]], Rune det andra [[AS]] och Siri [[5H]]. Vem vinner?',
  'SPD-L15.twin.explain': 'De två spaderessen är lika, så det som spelades först vinner (SPD-7.3): Olas.',
  'SPD-L15.twin.later': 'Runes ess är samma kort, men spelat senare. Av två lika kort vinner det första (SPD-7.3).',
  'SPD-L15.twin.heart': '[[AH]] är den högsta hjärtern, men en spader slår alla hjärter (SPD-7.1).',
  'SPD-L15.twin.other': 'Den högsta spadern vinner; av två lika, se vem som spelade först.',
  'SPD-L15.last.goal':
    'En del bord säger att det senare av två lika kort vinner (SPD-S15). Med den husregeln, vem vinner samma stick?',
  'SPD-L15.last.explain': 'Med ”sist spelat vinner” tar Runes ess, det senare, sticket.',
  'SPD-L15.last.first': 'Det är den vanliga regeln. Med den här husregeln vinner det senare av två lika kort.',
  'SPD-L15.last.other': 'Titta på de två spaderessen: vilket spelades sist?',

  'SPD-L16.title': 'Var och en för sig',
  'SPD-L16.intro': 'Spader går också utan lag, för tre eller fyra spelare: alla bjuder och får poäng för sig själva.',
  'SPD-L16.done': 'När alla spelar för sig är ditt eget bud ditt kontrakt, och ingen delar dina stick eller dina kort.',
  'SPD-L16.alone.goal':
    'När alla spelar för sig är varje spelare ett eget lag: kontraktet är ditt eget bud, och nolla, påsar och mål fungerar som vanligt (SPD-10.7).',
  'SPD-L16.cards.goal': 'Tre spelare, 52 kort. Hur många kort får var och en?',
  'SPD-L16.cards.explain':
    '17 var. Det 52:a kortet läggs åt sidan med baksidan upp, och ingen ser det (SPD-D14). En del bord tar i stället bort [[2C]] (SPD-S18).',
  'SPD-L16.cards.eighteen':
    '18 är med två jokrar tillagda, 54 kort. Med 52 kort får var och en 17, och ett kort läggs åt sidan.',
  'SPD-L16.cards.other': 'Tre spelare delar 52 kort så jämnt det går; ett kort blir över.',
  'SPD-L16.score.goal': 'Var för sig: du bjuder {bid} och tar {took}. Hur många poäng?',
  'SPD-L16.score.explain': 'Ditt bud är ditt kontrakt: 10 × {bid}, plus 1 för varje stick över: {points} (SPD-10.7).',
  'SPD-L16.score.bags': 'De extra sticken räknas ändå: 1 poäng var, och de hamnar på din egen räknare för påsar.',
  'SPD-L16.score.other': 'Räkna det som ett lags kontrakt, med ditt bud som kontrakt.',
  'SPD-L16.blind.goal': 'Tre spelare var för sig: du bjuder blind nolla. Hur många kort ger du bort?',
  'SPD-L16.blind.explain':
    'Inga. Blind nolla ger fortfarande 200, men utan lagkamrat finns ingen att byta kort med (SPD-10.7).',
  'SPD-L16.blind.two':
    'Bytet av två kort görs med lagkamraten. När alla spelar för sig har du ingen, så inga kort ges bort.',

  'SPD-L17.title': 'Husregler för poängen',
  'SPD-L17.intro':
    'Många bord ändrar några av poängen. Här är tre av husreglerna för poäng som appen erbjuder: nolla värd 50, inga påsar och måne.',
  'SPD-L17.done': 'Kom överens om husreglerna innan ni börjar: de ändrar hur ni bjuder.',
  'SPD-L17.fifty.goal':
    'Husregel: nolla är värd 50 (SPD-S4). Du bjuder nolla och tar inget stick; Kari bjuder {bid2} och tar {took2}. Hur många poäng?',
  'SPD-L17.fifty.explain':
    'Lyckad nolla: +50 med den här husregeln, plus Karis kontrakt, 10 × {bid2}. Sammanlagt {points} (SPD-10.1).',
  'SPD-L17.fifty.hundred': 'Det är den vanliga nollan. Med den här husregeln är en nolla värd 50.',
  'SPD-L17.fifty.other': 'Lägg nollans 50 till Karis kontrakt.',
  'SPD-L17.blind.goal':
    'Regeln om 50 ändrar bara den vanliga nollan: blind nolla är fortfarande värd 200 (SPD-D8). Du bjuder blind nolla och tar inget stick; Kari bjuder {bid2} och tar {took2}. Hur många poäng?',
  'SPD-L17.blind.explain':
    'Regeln om 50 ändrar bara den vanliga nollan: blind nolla är fortfarande värd 200 (SPD-D8). Med Karis kontrakt: {points}.',
  'SPD-L17.blind.halved': 'Husregeln halverar bara den vanliga nollan. Blind nolla behåller sina 200 (SPD-D8).',
  'SPD-L17.blind.other': 'Blind nolla är värd 200; lägg till Karis kontrakt.',
  'SPD-L17.noBags.goal':
    'Husregel: inga påsar (SPD-S10): extra stick ger fortfarande 1 poäng var, men inget räknas upp och inget straff dras av (SPD-10.9, SPD-D16). Ert lag har {total} poäng och bjuder {bid1} + {bid2}; ni tar {took1} + {took2}. Vad har ni nu?',
  'SPD-L17.noBags.explain':
    'Extra stick ger fortfarande 1 poäng var, men inget räknas upp och inget straff dras av (SPD-D16): {after}.',
  'SPD-L17.noBags.penalty': 'Utan påsar finns ingen räknare och inget straff på 100 (SPD-10.9).',
  'SPD-L17.noBags.other': 'Räkna kontraktet och 1 poäng per extra stick, inget mer.',
  'SPD-L17.moon.goal':
    'Husregel: måne (SPD-S9). Ett lag som bjuder alla 13 stick får {value} om det tar alla och −{value} om det missar ett, i stället för de vanliga 10 per stick (SPD-10.4, SPD-D11). Du bjuder {bid1} och Kari {bid2}: alla 13 stick. Ni tar alla. Hur många poäng?',
  'SPD-L17.moon.explain':
    'Ett kontrakt på alla 13 stick är en måne: {points} om ni tar varje stick, i stället för de vanliga 10 per stick (SPD-10.4).',
  'SPD-L17.moon.plain': 'Det är vanliga poäng. En lyckad måne är värd 200 med den här husregeln (SPD-10.4).',
  'SPD-L17.moon.other': 'Ett lyckat bud på alla 13 stick är en måne.',
  'SPD-L17.moonSet.goal': 'Samma måne, men ni tar bara {took1} + {took2}. Hur många poäng?',
  'SPD-L17.moonSet.explain':
    'En måne som missar ett enda stick kostar lika mycket som den hade gett: {points} (SPD-D11).',
  'SPD-L17.moonSet.plain':
    'Det är ett vanligt missat bud. En måne som misslyckas kostar 200 med den här husregeln (SPD-D11).',
  'SPD-L17.moonSet.other': 'Månen kräver varje stick; saknas ett kostar det månens värde.',

  'SPD-L18.title': 'Kortare partier och lagbud',
  'SPD-L18.intro': 'Tre husregler till: ett lägre mål, en förlustgräns och ett enda bud för hela laget.',
  'SPD-L18.done': 'Mål, förlustgräns och lagbud är inställningar: kom överens om dem innan ni börjar.',
  'SPD-L18.target.goal':
    'Husregel: spela till 200 (SPD-S2). Vi {usTotal}, De {themTotal}. Ni tar exakt ert kontrakt på {usContract}; de bjuder {themContract} och tar {themCounted}. Vem vinner?',
  'SPD-L18.target.explain': 'Vi {usAfter}, De {themAfter}: ni når målet 200 och ligger högst (SPD-10.2, SPD-9.2).',
  'SPD-L18.target.notYet': 'I det här partiet är målet 200, inte 500, och det har ni nått (SPD-10.2).',
  'SPD-L18.target.higher': 'De ledde före denna giv, men missade sitt bud: de har {themAfter}, ni {usAfter}.',
  'SPD-L18.target.us': 'Vi',
  'SPD-L18.target.them': 'De',
  'SPD-L18.target.more': 'Ingen än: en giv till',
  'SPD-L18.losing.goal':
    'Husregel: ett lag på −200 förlorar (SPD-S13). Vi {usTotal}, De {themTotal}. De bjuder {themContract} och tar {themCounted}; ni klarar ert kontrakt på {usContract}. Vem vinner?',
  'SPD-L18.losing.explain':
    'De faller till {themAfter}. På −200 eller lägre förlorar ett lag direkt, så ni vinner (SPD-9.4).',
  'SPD-L18.losing.notOver': 'Ingen har nått 500, men med den här husregeln förlorar ett lag på −200 direkt (SPD-9.4).',
  'SPD-L18.losing.other': 'Räkna först ut deras nya poäng.',
  'SPD-L18.losing.us': 'Vi',
  'SPD-L18.losing.them': 'De',
  'SPD-L18.losing.more': 'Ingen än: en giv till',
  'SPD-L18.team.goal':
    'Med lagbud är den första lagkamratens tal bara ett förslag; den andras bud är lagets kontrakt (SPD-10.6). Husregel: lagbud (SPD-S16). Kari bjuder först och föreslår {hint}; sedan bjuder du {contract}. Vad blir ert lags kontrakt?',
  'SPD-L18.team.explain':
    'Den första lagkamratens tal är bara ett förslag; den andras bud är lagets kontrakt (SPD-10.6): {contract}.',
  'SPD-L18.team.added':
    'Med lagbud läggs talen inte ihop: Karis förslag hjälper dig att välja, och ditt bud är kontraktet (SPD-10.6).',
  'SPD-L18.team.hint': 'Karis tal är bara ett förslag. Den andra lagkamraten bestämmer kontraktet (SPD-10.6).',
  'SPD-L18.team.other': 'Vem bjuder sist i ert lag? Det budet är kontraktet.',
};
