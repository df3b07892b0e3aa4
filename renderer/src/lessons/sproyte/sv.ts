// Sprøyte-lektioner på svenska (rules.md SPR-13). Bordets ord: stick, trumf, följa färg, saka, förhand,
// mellanhand, given (den som ger), giv (en omgång kort), bytesbunten, talongen, renons.
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Följ färg – och vem som tar sticket',
  'SPR-L1.intro':
    'Varje stick börjar med ett kort, och de andra måste svara i samma färg om de kan. Spelet går medsols (COM-2.1): Kari till höger om dig, sedan du, sedan Ola till vänster om dig. Klöver är trumf i denna första giv.',
  'SPR-L1.done': 'Nu kan du följa färg och vet vem som tar sticket. Det är halva stickspelet.',
  'SPR-L1.keep.goal':
    'Ingen byter kort i den här lektionen. Kari är förhand – till vänster om given – så hon spelar ut.',
  'SPR-L1.follow.goal': 'Kari spelade ut hjärter. Följ färg: lägg en hjärter.',
  'SPR-L1.follow.explain':
    'Du har hjärter, så du måste lägga en (SPR-7.3). [[5H]] är ditt minsta: Karis kung slår båda dina hjärter ändå.',
  'SPR-L1.follow.alt':
    'Tillåtet – alla hjärter följer färg. Men [[8H]] kan inte vinna här, så [[5H]] var det billigare kortet att släppa.',
  'SPR-L1.olaWins.goal':
    'Ola lade [[AH]]: ingen trumfade, så högsta hjärter tar sticket (SPR-8.1). Sticket är Olas, och han spelar ut till nästa.',
  'SPR-L1.diamond.goal': 'Ola spelar ut [[AD]]. Följ färg igen: lägg en ruter.',
  'SPR-L1.diamond.explain':
    'Du har ruter, så en av dem måste ut. Ingen av dina ruter slår Olas ess, så ge din minsta, [[4D]], och spara damen och knekten till senare.',
  'SPR-L1.diamond.alt':
    'Tillåtet – det är ruter. Men ingen av dina ruter slår esset, så [[4D]] hade sparat dina större ruter.',
  'SPR-L1.end.goal':
    'Esset vinner igen: Ola har två stick. Den som tar ett stick spelar alltid ut till nästa (SPR-7.4).',

  'SPR-L2.title': 'Trumfa när du inte kan följa färg',
  'SPR-L2.intro':
    'Spader är trumf i giv 2. Du har inga ruter alls – och det är en styrka: när du inte kan följa färg kan en trumf ta sticket.',
  'SPR-L2.done': 'En renons och en liten trumf ger stick. Leta efter dem när du planerar din hand.',
  'SPR-L2.keep.goal': 'Ingen byter i den här lektionen. Kari är förhand och spelar ut.',
  'SPR-L2.ruff.goal': 'Kari spelade ut [[AD]], och du har inga ruter. Ta det här sticket.',
  'SPR-L2.ruff.explain':
    'Du kan inte följa färg, så du får lägga vilket kort du vill (SPR-7.3). En trumf slår alla ruter, även esset (SPR-8.1). Ola spelar efter dig: har han ruter måste han följa färg, och då räcker din minsta spader, [[5S]].',
  'SPR-L2.ruff.alt':
    'Det slår också esset: alla spader slår ruter. Men har Ola ruter måste han följa färg, och då hade [[5S]] räckt – spara de större trumfarna till senare.',
  'SPR-L2.ruff.discard':
    'Tillåtet, men det kortet kan inte vinna: det är varken ruter eller trumf, så sticket går till Karis ess, om inte Ola trumfar. När du är renons får du trumfa (SPR-7.3). Lägg en spader.',
  'SPR-L2.won.goal':
    'En spader slår [[AD]], även en liten som [[5S]]: när det finns trumf i sticket vinner högsta trumfen (SPR-8.1).',

  'SPR-L3.title': 'Högsta trumfen vinner – slösa inte bort en liten trumf',
  'SPR-L3.intro':
    'Hjärter är trumf i giv 3, och du är given, så Ola spelar ut. Ibland kan du inte vinna ett stick. Då gäller det att förlora det billigt.',
  'SPR-L3.done':
    'När sticket ändå är förlorat: ge bort ditt minst användbara kort och spara trumfarna till stick de kan vinna.',
  'SPR-L3.keep.goal': 'Ingen byter i den här lektionen. Ola är förhand och spelar ut.',
  'SPR-L3.discard.goal':
    'Ola spelade ut [[AS]], och Kari trumfade med [[JH]]. Du har inga spader. Saka ett litet kort.',
  'SPR-L3.discard.explain':
    'Karis [[JH]] är högsta trumfen hittills, och dina hjärter är lägre: du kan inte vinna. Ingen behöver trumfa eller gå över (COM-5.4), så saka ditt minst användbara kort, [[3C]] (SPR-8.1).',
  'SPR-L3.discard.alt':
    'Bra – ett litet kort går, och sticket var förlorat ändå. [[3C]] var helt enkelt ditt minst användbara kort.',
  'SPR-L3.discard.wasted':
    'Tillåtet, men din hjärter går till spillo: [[JH]] är högre, och högsta trumfen vinner (SPR-8.1). Spara trumfarna till stick de kan vinna.',
  'SPR-L3.discard.big':
    'Tillåtet, men det kortet förlorar mot Karis trumf ändå. Spara de höga korten till senare och saka ett litet kort.',
  'SPR-L3.won.goal':
    'Kari tar sticket med högsta trumfen (SPR-8.1). Din [[TH]] har du kvar på handen, redo för ett bättre tillfälle.',

  'SPR-L4.title': 'Trumffärgen roterar',
  'SPR-L4.intro': 'I vanlig sprøyte har varje giv en trumffärg. Vilken färg det är beror bara på givnumret.',
  'SPR-L4.done': 'Klöver, spader, hjärter, ruter och runt igen – räkna bara givarna.',
  'SPR-L4.strip.goal':
    'Trumfen går runt i fast ordning: [[AC]] klöver, [[AS]] spader, [[AH]] hjärter, [[AD]] ruter. Giv 1 är klöver, och ordningen följer givnumret (SPR-5.1).',
  'SPR-L4.deal4.goal': 'Protokollet visar giv {deal}. Vilken färg är trumf?',
  'SPR-L4.deal4.explain': 'Ruter. Giv {deal} är fjärde steget i ordningen: klöver, spader, hjärter, ruter (SPR-5.1).',
  'SPR-L4.deal4.previous': 'Hjärter var trumf i giv 3. Trumfen går en färg framåt för varje giv.',
  'SPR-L4.notDealer':
    'Trumfen följer bara givnumret (SPR-3.3) – inte var given sitter och inte vem som vann föregående giv. Räkna längs ordningen: klöver, spader, hjärter, ruter.',
  'SPR-L4.deal5.goal': 'Nu giv {deal}. Vilken färg är trumf?',
  'SPR-L4.deal5.explain': 'Efter ruter börjar ordningen om, så giv {deal} är klöver, precis som giv 1.',
  'SPR-L4.deal5.again': 'Ruter var giv 4. Efter ruter börjar ordningen om med klöver.',

  'SPR-L5.title': 'Byta kort som förhand',
  'SPR-L5.intro': 'Före spelet får alla byta kort mot bytesbunten på 12. Kari ger, så du är förhand: du byter först.',
  'SPR-L5.done': 'Byt bort de svaga korten, behåll trumf och ess. Nu vet du hur bytet går till.',
  'SPR-L5.order.goal':
    'Spader är trumf, och alla vet det innan de byter (SPR-5.4). Bytet går förhand, mellanhand, given (SPR-1.3): du får byta upp till 6, Ola upp till 4 plus det du lämnar, och Kari som given får ta det som blir kvar (SPR-6.2, SPR-D6). Att inte byta alls är också tillåtet (COM-6.2).',
  'SPR-L5.swap.goal': 'Välj dina sex svaga kort – dina små ruter och klöver och [[3H]] – och byt dem.',
  'SPR-L5.swap.explain':
    'Först lägger du bort korten med baksidan upp, sedan tar du lika många från toppen av bunten (COM-6.1). Du behåller trumf och ess och byter allt som knappast tar stick (SPR-6.1).',
  'SPR-L5.swap.trumps':
    'Tillåtet, men du bytte bort en trumf. Spader är trumf i denna giv, så till och med [[4S]] kan ta ett stick. Byt de svaga sidokorten i stället.',
  'SPR-L5.swap.few':
    'Tillåtet, men du byter för få. Dina små ruter och klöver tar knappast något stick; som förhand får du byta upp till sex kort.',
  'SPR-L5.swap.other':
    'Tillåtet, men det är inte de sex svagaste korten. Behåll dina spader, [[AH]] och [[JC]]; byt [[3H]] och dina små ruter och klöver.',
  'SPR-L5.newHand.goal':
    'Du lade bort sex kort och tog de sex översta ur bunten. Titta på din nya hand: långa, starka spader och fyra ess.',
  'SPR-L5.counts.goal':
    'Ola bytte 4 och Kari tog de sista 2. Alla ser hur många kort var och en bytte, aldrig vilka (SPR-6.3). Datorspelarna vet också bara vad deras egen plats kan se (COM-7.3). Du är förhand, så du spelar ut till första sticket.',

  'SPR-L6.title': 'Ärva oanvända byten',
  'SPR-L6.intro':
    'Hjärter är trumf i giv 3. Ola ger, så Kari är förhand och du är mellanhand. Se vad som händer när Kari inte använder alla sina byten.',
  'SPR-L6.done':
    'Det en spelare lämnar oanvänt går vidare till nästa. Som mellanhand eller given: håll koll på vad spelarna före dig tar.',
  'SPR-L6.kari.goal': 'Kari är förhand och byter först. Hon får byta 6 – se hur många hon tar.',
  'SPR-L6.swap.goal':
    'Kari bytte bara 2, så hennes 4 oanvända går vidare till dig: 4 egna + 4 = 8. Byt dina åtta svagaste kort.',
  'SPR-L6.swap.explain':
    'Den oanvända delen av förhandens byte går vidare till mellanhanden (SPR-6.2). Din hand är svag, så använd alla åtta: behåll trumfarna [[QH]] och [[6H]], [[TD]] och [[9C]], och byt resten.',
  'SPR-L6.swap.four':
    'Tillåtet, men du använder bara hälften av det du får ta. Kari lämnade 4 byten oanvända, och nu är de dina: 4 + 4 = 8 (SPR-6.2). Med en så svag hand bör du ta dem.',
  'SPR-L6.swap.trumps':
    'Tillåtet, men du bytte bort en trumf. Hjärter är trumf, så behåll [[QH]] och [[6H]] och byt ett sidokort i stället.',
  'SPR-L6.swap.other':
    'Tillåtet, men det är inte de åtta svagaste korten. Behåll [[QH]], [[6H]], [[TD]] och [[9C]]; byt alla spader, [[7D]], [[4D]], [[5C]] och [[3C]].',
  'SPR-L6.dealer.goal': 'Du fick åtta fina kort. Ola är given och får ta det som är kvar: de sista 2 (SPR-6.2).',

  'SPR-L7.title': 'Räkna poäng i trumf och grand',
  'SPR-L7.intro':
    'En giv har 12 stick på tre spelare: fyra var i snitt. Därför ger bara sticken över fyra poäng. Korten i sig är ingenting värda (COM-1.4).',
  'SPR-L7.done': 'Stick över fyra är poäng. Fyra eller färre ger ingenting – men kostar heller ingenting.',
  'SPR-L7.baseline.goal':
    'En giv är slut. Stick: Du 6, Ola 4, Kari 2. Fyra stick är utgångsläget (SPR-9.1): varje stick över det är en poäng (SPR-9.2).',
  'SPR-L7.you.goal': 'Du tog {tricks} stick. Hur många poäng får du?',
  'SPR-L7.you.explain': '{tricks} stick är {points} över fyra, alltså {points} poäng (SPR-9.2).',
  'SPR-L7.allTricks': 'Där räknade du alla stick. Bara sticken över fyra räknas (SPR-9.2).',
  'SPR-L7.overFour':
    'Räkna från fyra: varje stick över fyra är en poäng, och fyra eller färre ger ingenting (SPR-9.2).',
  'SPR-L7.ola.goal': 'Ola tog {tricks} stick. Hur många poäng?',
  'SPR-L7.ola.explain': 'Precis fyra är utgångsläget, utan något över: {points} poäng.',
  'SPR-L7.kari.goal': 'Kari tog {tricks} stick. Hur många poäng?',
  'SPR-L7.kari.explain': 'Färre än fyra ger ingenting, men poängen går aldrig under noll (SPR-9.4): {points} poäng.',
  'SPR-L7.kari.negative':
    'Poängen blir aldrig negativa i sprøyte (SPR-9.4): för få stick ger ingenting, men kostar heller ingenting.',
  'SPR-L7.grand.goal': 'En ny giv, den här gången grand (ingen trumf). Du tog {tricks} stick. Hur många poäng?',
  'SPR-L7.grand.explain': 'Grand räknas precis som trumf, sticken över fyra: {points} poäng (SPR-9.2).',

  'SPR-L8.title': 'Variasjonssprøyte: läs det visade kortet',
  'SPR-L8.intro':
    'I variasjonssprøyte avgör ett kort vad ni spelar: nullo, trumf eller grand. Förhand lyfter av leken och visar kortet före utdelningen.',
  'SPR-L8.done':
    'Två till fem nullo, sex till tio trumf i kortets färg, knekt till ess grand. Och kortet hamnar längst ner i bytesbunten.',
  'SPR-L8.cut.goal':
    'Alla 52 kort är med (SPR-2.2). Förhand lyfter av en del av leken och visar det understa kortet för alla (SPR-4.2, COM-4). Valören avgör spelformen, innan någon byter.',
  'SPR-L8.bands':
    'Titta på valören: två till fem är nullo, sex till tio är trumf i kortets egen färg, knekt till ess är grand (SPR-5.3).',
  'SPR-L8.d7.goal': 'Förhand visar [[7D]]. Vad spelar ni?',
  'SPR-L8.d7.explain':
    'En sjua ligger mellan sex och tio, så det blir trumf, och trumfen är kortets egen färg, ruter (SPR-5.3, SPR-D3).',
  'SPR-L8.d7.mistake':
    'Det blir trumf, men i variasjonssprøyte är trumfen det visade kortets egen färg – här ruter – inte klöver från rotationen (SPR-D3).',
  'SPR-L8.d7.grand': 'Grand',
  'SPR-L8.d7.nullo': 'Nullo',
  'SPR-L8.d7.trumpC': 'Trumf: klöver',
  'SPR-L8.d7.trumpD': 'Trumf: ruter',
  'SPR-L8.s4.goal': 'Förhand visar [[4S]]. Vad spelar ni?',
  'SPR-L8.s4.explain':
    'Två till fem betyder nullo. Ingen har trumf, och alla försöker ta så få stick som möjligt (SPR-5.3).',
  'SPR-L8.s4.mistake':
    'Bara sex till tio ger trumf. En fyra betyder nullo: ingen trumf alls, och du vill ta få stick (SPR-5.3).',
  'SPR-L8.s4.grand': 'Grand',
  'SPR-L8.s4.nullo': 'Nullo',
  'SPR-L8.s4.trumpS': 'Trumf: spader',
  'SPR-L8.hq.goal': 'Förhand visar [[QH]]. Vad spelar ni?',
  'SPR-L8.hq.explain':
    'Knekt till ess betyder grand – ingen trumf, och högsta kortet i den utspelade färgen vinner (SPR-5.3).',
  'SPR-L8.hq.mistake':
    'En dam är över tio, så det blir grand: ingen trumf alls. Trumf kommer bara från sex till tio (SPR-5.3).',
  'SPR-L8.hq.grand': 'Grand',
  'SPR-L8.hq.nullo': 'Nullo',
  'SPR-L8.hq.trumpH': 'Trumf: hjärter',
  'SPR-L8.c10.goal': 'Förhand visar [[TC]]. Vad spelar ni?',
  'SPR-L8.c10.explain': 'Tian är den högsta i trumfintervallet, så klöver är trumf (SPR-5.3).',
  'SPR-L8.c10.mistake':
    'Grand börjar vid knekt. Sex till tio betyder trumf i kortets färg, så [[TC]] ger trumf i klöver (SPR-5.3).',
  'SPR-L8.c10.grand': 'Grand',
  'SPR-L8.c10.nullo': 'Nullo',
  'SPR-L8.c10.trumpC': 'Trumf: klöver',
  'SPR-L8.where.goal':
    'Förhand lyfte av {cut} kort och visade det understa. Sedan läggs leken ihop som vanligt, och given delar ut utan att blanda (COM-4.4). Var hamnar det visade kortet?',
  'SPR-L8.where.explain':
    'När högarna läggs ihop hamnar det visade kortet längst ner i leken (COM-4.3), och alltså som sista kort i bytesbunten på 16. Alla vet att det ligger där; bara given kan få det, och bara genom att ta alla kort som är kvar (SPR-D5).',
  'SPR-L8.where.inHand':
    'Given börjar dela från toppen, och efter lyftet ligger det visade kortet allra längst ner. Det blir kvar i bytesbunten, som sista kort (SPR-D5).',
  'SPR-L8.where.other':
    'Den undre högen läggs ovanpå den lyfta, så det visade kortet blir lekens understa kort (COM-4.3): sista kortet i bytesbunten.',
  'SPR-L8.where.bottom': 'Längst ner i bytesbunten',
  'SPR-L8.where.hand': 'På en spelares hand',
  'SPR-L8.where.top': 'Överst i bytesbunten',

  'SPR-L9.title': 'Variasjonssprøyte: byta som given',
  'SPR-L9.intro':
    'Förhand visade [[QH]]: grand, ingen trumf. Du ger, så du byter sist, med det de andra lämnar kvar i bytesbunten på 16.',
  'SPR-L9.done': 'Given tar det som är kvar. Och tar du det sista kortet vet du redan vilket det är.',
  'SPR-L9.grand.goal':
    'Här används hela leken, tvåorna också (SPR-2.2): 12 kort var och 16 i bytesbunten (SPR-4.3). Den visade [[QH]] ligger längst ner (SPR-D5).',
  'SPR-L9.others.goal': 'Ola är förhand och får byta 8; Kari som mellanhand 5, plus det Ola lämnar. Titta på dem.',
  'SPR-L9.swap.goal': 'Ola bytte 8 och Kari 3 av sina 5. Fem kort är kvar, och du får ta alla: byt dina fem små kort.',
  'SPR-L9.swap.explain':
    'Given får ta allt som är kvar: 3 egna + de 2 som Kari inte använde (SPR-6.2). Det sista av dem är den visade [[QH]] – ett bra kort i grand.',
  'SPR-L9.swap.four':
    'Tillåtet, men då lämnar du kvar ett kort du känner till: det femte kortet är den visade [[QH]], ett starkt kort i grand. Kort som ingen tar är ur spel (SPR-6.4).',
  'SPR-L9.swap.other':
    'Tillåtet, men i grand tar ess och kungar stick. Byt de små korten: [[4S]], [[3S]], [[2H]], [[2D]] och [[6C]].',
  'SPR-L9.gotQueen.goal':
    'Du fick [[AD]], [[AC]], [[QS]], [[KC]] – och [[QH]] som alla såg vid lyftet. Hade du lämnat det hade det legat kvar med baksidan upp, ur spel (SPR-6.4).',

  'SPR-L10.title': 'Nullo: lägg dig under och bli av med höga kort',
  'SPR-L10.intro':
    'Förhand visade [[3S]]: nullo. Det finns ingen trumf, och varje stick du slipper ta kan bli en poäng. Kari spelar ut.',
  'SPR-L10.done':
    'I nullo lägger du dig under korten på bordet och blir av med höga kort varje gång du inte kan följa färg.',
  'SPR-L10.nullo.goal':
    'Nullo: ingen trumf, och du vill ta så få stick som möjligt (SPR-5.3). Ingen byter i den här lektionen.',
  'SPR-L10.duck.goal': 'Kari spelade ut [[8C]]. Lägg en klöver som förlorar mot den.',
  'SPR-L10.duck.explain':
    'Bara högsta klövern kan vinna (SPR-8.2), och [[5C]] är lägre än Karis åtta, så den kan inte ta sticket. Det är den högsta klöver du säkert kan släppa.',
  'SPR-L10.duck.alt':
    'Också säkert – den är lägre än [[8C]]. Men [[5C]] var den högsta klövern som ändå förlorar: spara de minsta till stick där det är svårare att lägga sig under.',
  'SPR-L10.duck.win':
    'Tillåtet, men din kung slår [[8C]], och bara esset kan slå den. I nullo vill du förlora stick: lägg dig under kortet som vinner.',
  'SPR-L10.olaWins.goal': 'Olas [[JC]] är högsta klöver, så Ola tar sticket (SPR-8.2) och spelar ut till nästa.',
  'SPR-L10.throw.goal': 'Ola spelade ut ruter, och du har inga. Saka ditt farligaste kort.',
  'SPR-L10.throw.explain':
    'Du kan inte följa färg, så vilket kort som helst får gå – och ett kort i en annan färg kan aldrig vinna (SPR-8.2). Esset är högst även i nullo (SPR-2.3): [[AH]] skulle vinna varje hjärterstick, så nu är det dags att bli av med det.',
  'SPR-L10.throw.alt':
    'Bra tänkt: ett högt kort är borta. Men [[AH]] är det farligaste kortet – hjärteresset kan aldrig förlora ett hjärterstick.',
  'SPR-L10.throw.low':
    'Tillåtet, men små kort är precis vad du behöver senare för att lägga dig under. När du är renons är det dags att bli av med [[AH]].',
  'SPR-L10.throw.other':
    'Tillåtet, men det kortet hjälper dig mindre. Saka kortet som lättast tar ett stick senare: [[AH]].',
  'SPR-L10.kariWins.goal':
    'Karis [[9D]] är högsta ruter och vinner (SPR-8.2); ett kort du sakar, även [[AH]], kan aldrig vinna ett ruterstick. När en giv är slut är varje stick under fyra en poäng (SPR-9.3).',

  'SPR-L11.title': 'Räkna poäng i nullo',
  'SPR-L11.intro': 'En nullogiv är slut. Stick: Du 1, Ola 0, Kari 11. I nullo går räkningen åt andra hållet.',
  'SPR-L11.done': 'I nullo är varje stick under fyra en poäng, och inget stick alls är värt fyra.',
  'SPR-L11.reverse.goal': 'Fyra är fortfarande utgångsläget, men nu är varje stick under fyra en poäng (SPR-9.3).',
  'SPR-L11.underFour': 'I nullo är varje stick under fyra värt en poäng; inget stick alls är värt fyra (SPR-9.3).',
  'SPR-L11.you.goal': 'Du tog {tricks} stick. Hur många poäng?',
  'SPR-L11.you.explain': '{tricks} är tre under fyra, alltså {points} poäng.',
  'SPR-L11.ola.goal': 'Ola tog {tricks} stick. Hur många poäng?',
  'SPR-L11.ola.explain': 'Inget stick alls är värt {points} poäng, det mesta någon kan få i nullo.',
  'SPR-L11.kari.goal': 'Kari tog {tricks} stick. Hur många poäng?',
  'SPR-L11.kari.explain':
    'Stick över fyra är ingenting värda i nullo, och poängen blir aldrig negativa (SPR-9.4): {points} poäng.',
  'SPR-L11.kari.over':
    'Så räknar man i trumf. I nullo ger bara sticken under fyra poäng, så Karis många stick ger henne ingenting (SPR-9.3).',

  'SPR-L12.title': 'Med talong: byt hela handen eller behåll den',
  'SPR-L12.intro':
    'Med talong delas alla 52 kort i fyra högar om 13: tre händer och en dold talong. Klöver är trumf i giv 1.',
  'SPR-L12.done': 'En svag hand är skäl nog att chansa på talongen. Den som tar den avslutar erbjudandet.',
  'SPR-L12.talon.goal':
    'Talongen erbjuds förhand först (SPR-6.5). Kari ger, så det är du. Trumfen roterar som i vanlig sprøyte (SPR-5.2).',
  'SPR-L12.take.goal':
    'Din hand har inget ess, ingen kung och bara små klöver: den når knappast fem stick. Ta talongen.',
  'SPR-L12.take.explain':
    'Att ta talongen betyder att lägga hela handen dold åt sidan och ta upp de 13 korten i talongen (SPR-6.5). Med en så svag hand är nästan vad som helst bättre.',
  'SPR-L12.take.keep':
    'Tillåtet, men din hand når knappast fem stick: inget ess, ingen kung, små trumfar. Här är talongen värd att chansa på.',
  'SPR-L12.stops.goal':
    'Din gamla hand ligger med baksidan upp, ur spel. Du har tagit talongen, så erbjudandet upphör: Ola och Kari behåller sina händer (SPR-6.5). Du är förhand, så du spelar ut (SPR-7.1).',

  'SPR-L13.title': 'Till 10 poäng – och när det står lika',
  'SPR-L13.intro': 'Ni spelar till 10 poäng. Men att nå 10 är inte riktigt samma sak som att vinna.',
  'SPR-L13.done':
    'När någon har 10 vinner den högsta summan; står det lika i toppen spelas fler givar tills en spelare leder ensam.',
  'SPR-L13.target.goal':
    'Poängen skrivs upp efter varje giv, och först då avgörs om partiet är slut (SPR-10.2). En giv spelas alltid färdigt (SPR-D9).',
  'SPR-L13.first.goal':
    'Delar två spelare den högsta summan spelar ni en giv till (SPR-10.3, SPR-D10). Före denna giv: Du {you}, Ola {ola}, Kari {kari}. Stick i denna trumfgiv: Du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Vem vinner?',
  'SPR-L13.first.explain':
    'Du {youAfter}, Ola {olaAfter}, Kari {kariAfter}. Två spelare delar den högsta summan, så ni spelar en giv till (SPR-10.3, SPR-D10).',
  'SPR-L13.first.youFirst':
    'Båda nådde 10 i samma giv; med lika summa fortsätter spelet. Ingen kommer ”först” inne i en giv: en giv räknas som en helhet (SPR-10.3).',
  'SPR-L13.first.olaMore':
    'Ola tog fler stick i denna giv, men det är summorna som räknas: Du {youAfter}, Ola {olaAfter}. Delad ledning betyder en giv till (SPR-10.3).',
  'SPR-L13.highest':
    'Lägg varje spelares poäng till summan. När någon har 10 vinner den som ensam har högst summa; står det lika i toppen blir det en giv till (SPR-10.3).',
  'SPR-L13.first.again': 'Ingen än – en giv till',
  'SPR-L13.first.ola': 'Ola',
  'SPR-L13.first.you': 'Du',
  'SPR-L13.second.goal':
    'Summorna nu: Du {you}, Ola {ola}, Kari {kari}. I en extra giv tar du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Vem vinner?',
  'SPR-L13.second.explain':
    'Ola har {olaAfter}, du stannar på {youAfter}. Exakt en spelare har högst summa, så Ola vinner (SPR-10.3).',
  'SPR-L13.second.youFirst':
    'Du nådde 10 tidigare, men det spelar ingen roll: efter denna giv har Ola {olaAfter} och du {youAfter}. Högsta summan vinner (SPR-10.3).',
  'SPR-L13.second.again': 'Ingen än – en giv till',
  'SPR-L13.second.ola': 'Ola',
  'SPR-L13.second.you': 'Du',

  'SPR-L14.title': 'Behåll handen: talongen förblir stängd',
  'SPR-L14.intro':
    'Med talong igen, giv 2, så spader är trumf (SPR-5.2). Ola ger, så Kari tillfrågas först, sedan du, sedan Ola. Den här gången är din hand stark.',
  'SPR-L14.done': 'En bra hand behåller du. När alla tre säger nej får ingen se talongen.',
  'SPR-L14.kari.goal': 'Kari är förhand och erbjuds talongen först (SPR-6.5). Hon behåller sin hand.',
  'SPR-L14.keep.goal':
    'Fem spader med ess, kung, dam och knekt, och fyra ess: den här handen tar många stick. Behåll den.',
  'SPR-L14.keep.explain':
    'Talongen är osedd, så ett byte är en chansning (SPR-6.5). Med en så stark hand har du mycket mer att förlora än att vinna på det.',
  'SPR-L14.keep.take':
    'Tillåtet, men då kastar du fyra topptrumfar och tre ess i andra färger för 13 kort som ingen har sett. Behåll en så bra hand.',
  'SPR-L14.closed.goal':
    'Ola behåller också. Alla tre sa nej, så talongen ligger kvar dold resten av denna giv (SPR-D8). Kari är förhand och spelar ut till det första av 13 stick (SPR-7.1, SPR-7.5).',

  'SPR-L15.title': 'Bordet, korten och utdelningen',
  'SPR-L15.intro': 'Före din första giv: vem som sitter var, vilka kort som används och hur de delas ut.',
  'SPR-L15.done': 'Nu känner du bordet, leken och utdelningen. Nästa steg: följ färg och ta stick.',
  'SPR-L15.table.goal':
    'Tre spelare, var och en för sig (SPR-1.1). Ola sitter till vänster om dig och spelar efter dig; Kari sitter till höger och spelar före dig – allt går medsols (COM-2.1). Spelaren till vänster om given är förhand, nästa är mellanhand (SPR-1.2).',
  'SPR-L15.pack.goal':
    'Vanlig sprøyte använder en vanlig kortlek med 52 kort (COM-1.1) utan de fyra tvåorna. Hur många kort blir det?',
  'SPR-L15.pack.explain':
    '52 minus de fyra tvåorna är 48. I varje färg är ess högst och trean lägst (SPR-2.1, COM-1.2).',
  'SPR-L15.pack.twos': 'Det är hela leken. I vanlig sprøyte tas de fyra tvåorna bort (SPR-2.1).',
  'SPR-L15.deal.goal':
    'Vem som ger först lottas (SPR-3.1). Före varje giv samlar given ihop alla kort, blandar (SPR-4.1, COM-6.5) och delar ut ett kort i taget: förhand, mellanhand, given (SPR-4.3). Sedan tittar alla på sin egen hand (SPR-4.5).',
  'SPR-L15.stock.goal': 'Varje spelare får {hand} kort. Hur många blir kvar till bytesbunten?',
  'SPR-L15.stock.explain': '48 − 36 = 12. De ligger med baksidan upp som bytesbunt (SPR-4.3).',
  'SPR-L15.stock.none': 'Alla kort delas inte ut: tre händer tar 36 av de 48, och resten är bytesbunten (SPR-4.3).',
  'SPR-L15.variation.goal':
    'Variasjonssprøyte behåller alla 52 kort, och alla får fortfarande {hand}. Hur många ligger i bytesbunten?',
  'SPR-L15.variation.explain':
    '52 − 36 = 16, fyra fler att byta med (SPR-2.2, SPR-4.3). Spelformen väljs före partiet och gäller ända till slutet (SPR-2.4).',
  'SPR-L15.variation.talon':
    'Tretton gäller formen med talong, där korten delas i fyra högar om 13. I variasjonssprøyte har varje hand fortfarande 12, så bytesbunten får 16 (SPR-4.3).',
  'SPR-L15.tricks.goal': 'Varje stick tar ett kort från varje spelare. Hur många stick har en vanlig giv?',
  'SPR-L15.tricks.explain':
    '12 kort var ger 12 stick, och alla spelas (SPR-7.5). Det är fyra var i snitt – kom ihåg det talet.',
  'SPR-L15.tricks.four':
    'Fyra är vad varje spelare tar i snitt. En giv har lika många stick som varje spelare har kort (SPR-7.5).',
  'SPR-L15.next.goal':
    'Efter varje giv går rollen som given en plats åt vänster (SPR-3.2). Ola gav i denna giv. Vem ger nästa gång?',
  'SPR-L15.next.explain': 'Kari sitter till vänster om Ola, så Kari – förhand i denna giv – ger nästa gång.',
  'SPR-L15.next.right': 'Du sitter till höger om Ola. Given går åt vänster, till Kari (SPR-3.2).',
  'SPR-L15.next.same': 'Rollen som given går vidare varje gång: en plats åt vänster, till Kari (SPR-3.2).',

  'SPR-L16.title': 'Spela ut: vilket kort som helst, och vinnaren spelar ut igen',
  'SPR-L16.intro':
    'Kari ger, så du är förhand: du spelar ut till första sticket, oavsett vem som bytte vad (SPR-7.1). Klöver är trumf.',
  'SPR-L16.done': 'Spela ut dina högsta kort i en färg och behåll utspelet. Den som vinner spelar ut – varje gång.',
  'SPR-L16.keep.goal': 'Ingen byter i den här lektionen. Du är förhand, så det första kortet är ditt.',
  'SPR-L16.lead.goal':
    'Du får spela ut vilket kort du vill (SPR-7.2). Spela ut [[AS]]: inget spaderkort är högre, så bara den som är renons i spader kan slå det – med trumf.',
  'SPR-L16.lead.explain':
    'Ola och Kari hade båda spader, så de måste följa färg, ett kort var, medsols (COM-5.1) – och inget spaderkort slår esset. Sticket är ditt.',
  'SPR-L16.lead.low':
    'Tillåtet – du får spela ut vilket kort du vill (SPR-7.2). Men det kortet kan förlora sticket; ditt högsta spaderkort kan bara slås av en trumf, så med det behåller du troligen utspelet.',
  'SPR-L16.lead.king':
    'Tillåtet (SPR-7.2), och [[KS]] kunde också ha vunnit: det enda högre spaderkortet är ditt eget ess. Här övar du på att spela ut uppifrån, så spela ut [[AS]] först; kungen kommer sedan.',
  'SPR-L16.lead.queen':
    'Tillåtet (SPR-7.2), och [[QS]] kunde också ha vunnit: de två högre spaderkorten, esset och kungen, är båda dina. Här övar du på att spela ut uppifrån, så spela ut [[AS]] först; kungen och damen kommer sedan.',
  'SPR-L16.again.goal': 'Du vann, så du spelar ut igen (SPR-7.4). Esset är borta: spela ut nästa toppspader, [[KS]].',
  'SPR-L16.again.explain':
    'När esset är spelat är din kung den högsta spader som är kvar. Den som tar ett stick spelar ut till nästa (SPR-7.4).',
  'SPR-L16.again.alt':
    'Det vinner också: Ola och Kari hade ingen högre spader. Men [[KS]] var kortet som alla visste var högst.',
  'SPR-L16.end.goal':
    'Två stick till dig, och utspelet är fortfarande ditt (SPR-7.4). Så spelas alla 12 stick, det ena efter det andra (COM-5.6).',

  'SPR-L17.title': 'Ess lägst i nullo (en inställning)',
  'SPR-L17.intro':
    'Vanligtvis är ess högst i alla spelformer (SPR-2.3). Vissa låter esset vara lägst i nullo; vid det här bordet är den inställningen på. Förhand visade [[4D]]: nullo.',
  'SPR-L17.done':
    'Med ”ess lägst i nullo” är esset det säkraste kortet i nullo. I trumf och grand är det fortfarande högst.',
  'SPR-L17.setting.goal':
    'Inställningen är på: i nullo är esset lägre än tvåan (SPR-8.3). Ingen byter i den här lektionen.',
  'SPR-L17.duck.goal': 'Kari spelade ut [[3C]]. Lägg en klöver som förlorar mot den.',
  'SPR-L17.duck.explain':
    'Med ess lägst är [[AC]] den minsta klöver som finns – lägre än tvåan – så den förlorar mot Karis trea (SPR-8.3).',
  'SPR-L17.duck.high':
    'Tillåtet, men den klövern är högre än [[3C]] och kan ta sticket. Med ess lägst är det [[AC]] som förlorar (SPR-8.3).',
  'SPR-L17.kariWins.goal': 'Olas [[2C]] slår ditt ess här, och Karis [[3C]] är högst: Kari tar sticket (SPR-8.3).',

  'SPR-L18.title': 'Protokollet och slutplaceringen',
  'SPR-L18.intro':
    'Poängen läggs ihop efter varje giv, och partiet slutar bara efter en giv. Två snabba blickar på protokollet.',
  'SPR-L18.done': 'Nu kan du föra protokollet och läsa slutplaceringen.',
  'SPR-L18.total.goal': 'Du hade {you} poäng. I denna trumfgiv tar du {youTricks} stick. Vad blir din nya summa?',
  'SPR-L18.total.explain':
    '{youTricks} stick ger {points}, och {you} + {points} = {total}. Summorna förs löpande (SPR-9.4).',
  'SPR-L18.total.tricks': 'Där lade du till sticken. Bara poängen förs in: {youTricks} stick ger {points} (SPR-9.2).',
  'SPR-L18.total.running': 'Det är bara poängen för denna giv. De läggs till det du hade: en löpande summa (SPR-9.4).',
  'SPR-L18.over.goal': 'Efter denna giv: Du {you}, Ola {ola}, Kari {kari}. Är partiet slut?',
  'SPR-L18.over.explain': 'Ingen har nått 10 (SPR-10.1), så ni spelar nästa giv.',
  'SPR-L18.over.over': 'Ja, någon har vunnit',
  'SPR-L18.over.playOn': 'Nej, spela vidare',
  'SPR-L18.place.goal':
    'Lika summa under vinnaren ger delad placering (SPR-10.4). Ett parti är slut: Ola {ola}, Du {you}, Kari {kari}. Ola vinner. Vilken placering får du?',
  'SPR-L18.place.explain': 'Andra plats, delad med Kari. Lika summa under vinnaren ger delad placering (SPR-10.4).',
  'SPR-L18.place.third': 'Du och Kari har samma summa, så ni delar placeringen: båda på andra plats (SPR-10.4).',
};
