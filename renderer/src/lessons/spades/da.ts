// Spar-lektioner på dansk (rules.md SPD-13 og vores egne SPD-L13…L18). Bordets ord (frøteksten): stik, bud,
// byde, makker, trumf, følge kulør, kaste af, overstik, nil, giver, hånd. Ola sidder i vest (til venstre),
// Kari i nord (din makker), Liv i øst (til højre).
export const text: Readonly<Record<string, string>> = {
  'SPD-L1.title': 'Din makker – og følg kulør',
  'SPD-L1.intro':
    'Spar spilles af to makkerpar. Din makker sidder over for dig, og I tæller jeres stik sammen. Først: hvem er hvem, og reglen i hvert stik – følg kulør.',
  'SPD-L1.done': 'Du ved, hvem din makker er, og du kan følge kulør. Sådan går hvert stik i Spar.',
  'SPD-L1.seats.goal':
    'Kari, over for dig (nord), er din makker (SPD-1.1). Ola til venstre (vest) og Liv til højre (øst) er det andet par. Makkere fortæller ikke hinanden noget ud over buddene og de kort, de spiller (SPD-1.4), og computerspillerne ser kun deres egne kort (COM-7.3).',
  'SPD-L1.bids.goal':
    'Kari gav, så Liv, til venstre for hende, byder først og spiller ud (SPD-4.1, SPD-6.1). Denne gang byder vi for dig: 4. Lektion {lesson:SPD-L5} viser, hvordan du tæller dine stik.',
  'SPD-L1.follow.goal': 'Liv spillede [[KD]] ud. Følg kulør med den ruder, der tager stikket.',
  'SPD-L1.follow.explain': 'Du har ruder, så du skal lægge en (SPD-6.4). [[AD]] er den højeste ruder: den slår kongen.',
  'SPD-L1.follow.praise': 'Rigtigt – esset tager stikket.',
  'SPD-L1.follow.low':
    'Det er ruder, så det er tilladt. Men [[7D]] taber til Livs konge, mens [[AD]] tager stikket. Tag det, mens du kan.',
  'SPD-L1.won.goal':
    'Ingen lagde spar, så den højeste ruder vinder (SPD-7.2): din. Stikket tæller for dig og Kari sammen, og du spiller ud til det næste (SPD-6.6).',

  'SPD-L2.title': 'Spar er altid trumf',
  'SPD-L2.intro':
    'I Spar er spar altid trumf. Når du ikke kan følge kulør, slår en spar – selv en lille – alle kort i de andre kulører.',
  'SPD-L2.done': 'Du trumfede med en spar, og nu er spar brudt. Fra nu af kan der spilles spar ud.',
  'SPD-L2.trump.goal': 'Spar er trumf i hver hånd; ingen vælger trumf (SPD-2.2). [[AS]] er det højeste kort i spillet.',
  'SPD-L2.first.goal':
    'Buddene afgives, og første stik spilles for dig: Liv spiller [[AC]] ud, alle følger kulør med klør, og esset vinder.',
  'SPD-L2.ruff.goal': 'Liv spiller [[AH]] ud, og du har ingen hjerter. Tag stikket: læg en lille spar.',
  'SPD-L2.ruff.explain':
    'Uden hjerter kan du lægge et hvilket som helst kort (SPD-6.4). En spar slår alle hjerter, også esset (SPD-7.1). En lille spar som [[4S]] er nok, medmindre en, der spiller efter dig, heller ikke har hjerter og lægger en højere spar – og dine høje spar gemmer du til senere.',
  'SPD-L2.ruff.praise': 'Trumfet! Din lille spar slår esset.',
  'SPD-L2.ruff.three': 'Det virker lige så godt: en spar slår alle hjerter. Det er netop det, de små spar er til.',
  'SPD-L2.ruff.high':
    'Den slår også esset, men det gør en lille spar lige så godt. Gem de høje spar: de tager stik senere.',
  'SPD-L2.ruff.discard':
    'Tilladt – uden hjerter kan du kaste hvad som helst af. Men et kort, der ikke er spar, kan aldrig slå Livs es. En spar havde slået det: spar er trumf.',
  'SPD-L2.ruff.other': 'Det kort kan ikke vinde: kun en spar slår [[AH]]. Læg en lille spar.',
  'SPD-L2.broken.goal':
    'Nu er spar brudt: der blev lagt en spar i et stik, hvor en anden kulør blev spillet ud (SPD-6.3). Den højeste spar i et stik vinder altid (SPD-7.1).',

  'SPD-L3.title': 'Hvornår du må spille spar ud',
  'SPD-L3.intro':
    'Du må ikke spille spar ud, før spar er brudt – medmindre du kun har spar tilbage. I denne hånd har du otte spar og alle esserne.',
  'SPD-L3.done': 'Du kan spille spar ud, når spar er brudt, eller når du ikke har andet.',
  'SPD-L3.bids.goal':
    'Liv gav, så du byder først og spiller ud. Vi byder for dig: 13 – med de otte højeste spar og alle esserne regner du med hvert stik. Kari melder nil: hun vil ikke tage et eneste stik (lektion {lesson:SPD-L8}).',
  'SPD-L3.lead.goal':
    'Spil ud til første stik. Spar er ikke brudt endnu, så spil en anden kulør ud. Begynd med [[AH]]: lektionen spiller derefter dine andre esser og konger for dig.',
  'SPD-L3.lead.explain':
    'Spar er ikke brudt, og du har andre kulører, så du må ikke spille spar ud (SPD-6.2). Begynd med dine esser i de andre kulører.',
  'SPD-L3.lead.other': 'Alt undtagen spar kan spilles ud nu. I denne lektion begynder du med [[AH]].',
  'SPD-L3.cash.goal':
    'Spil nu dine andre høje kort: [[KH]], [[AD]], [[KD]] og [[AC]] spilles for dig. Alle følger kulør, og den, der tager stikket, spiller ud igen (SPD-6.6).',
  'SPD-L3.spade.goal': 'Du har kun spar tilbage, og spar er stadig ikke brudt. Spil en ud alligevel: [[AS]].',
  'SPD-L3.spade.explain':
    'Den, der kun har spar, kan spille spar ud, før spar er brudt (SPD-6.2). Du har ikke noget andet kort at spille.',
  'SPD-L3.spade.alt': 'Også fint – hver eneste af dine spar er højere end deres. Esset er bare det sikreste.',
  'SPD-L3.still.goal':
    'At spille spar ud fra en hånd med kun spar bryder ikke spar (SPD-D9): det gør kun en spar lagt på en anden kulør (SPD-6.3). Her betyder det ikke noget – du har kun spar.',

  'SPD-L4.title': 'Ingen spar i første stik',
  'SPD-L4.intro':
    'I det første stik i en hånd må ingen lægge spar, heller ikke den, der ikke kan følge kulør – medmindre hånden kun er spar.',
  'SPD-L4.done': 'I første stik kaster du en anden kulør af. Fra andet stik kan du trumfe.',
  'SPD-L4.bids.goal': 'Kari gav, så Liv spiller ud. Lektionen byder for dig; buddene er Liv 3, du 3, Ola 2, Kari 3.',
  'SPD-L4.discard.goal': 'Liv spiller [[AC]] ud, og du har ingen klør. Kast en lille hjerter eller ruder af: [[3H]].',
  'SPD-L4.discard.explain':
    'I første stik må du ikke lægge spar, så længe du har andre kort (SPD-6.5). Livs es vinder alligevel, så kast dit mindste kort af.',
  'SPD-L4.discard.alt': 'Også fint: enhver lille hjerter eller ruder duer her.',
  'SPD-L4.discard.high':
    'Tilladt, men Livs es vinder alligevel, og du kastede et kort af, der kunne tage stik senere. Kast et lille kort af.',
  'SPD-L4.ruff.goal': 'Stik 2: Liv spiller [[KC]] ud, og du har stadig ingen klør. Nu kan du trumfe: læg [[5S]].',
  'SPD-L4.ruff.explain':
    'Reglen for første stik gælder ikke længere (SPD-6.5), så den, der mangler klør, kan trumfe. Din mindste spar slår kongen.',
  'SPD-L4.ruff.alt': 'Den slår også kongen, men det gør [[5S]] lige så godt, og så havde du gemt din større spar.',
  'SPD-L4.ruff.discard':
    'Tilladt, men dit kort kan ikke slå Livs konge. Fra andet stik kan du trumfe, og en spar havde slået den.',
  'SPD-L4.ruff.other': 'Det kort vinder ikke: kun en spar slår [[KC]]. Læg din lille spar.',
  'SPD-L4.won.goal':
    'Din spar vinder, og spar er brudt (SPD-6.3). Nogle borde tillader at trumfe i første stik også; det er en indstilling (SPD-S3).',

  'SPD-L5.title': 'Budgivning og parrets kontrakt',
  'SPD-L5.intro':
    'Før spillet byder alle det antal stik, de regner med at tage. Du og din makker lægger jeres bud sammen: det er den kontrakt, parret skal holde.',
  'SPD-L5.done': 'Du byder ved at tælle de stik, din hånd bør tage, og parrets kontrakt er summen af jeres to bud.',
  'SPD-L5.once.goal':
    'Du gav, så budgivningen begynder hos Ola og går én runde om bordet. Alle skal byde; man kan ikke melde pas, og et bud kan ikke ændres (SPD-5.1).',
  'SPD-L5.count.goal':
    'Ola bød 3, Kari 2 og Liv 3. Tæl dine stik: [[AS]] og [[KS]] er sikre, for du har de to højeste spar, og [[AH]] tager næsten altid et stik. Du har ingen klør, så dine små spar kan trumfe klør, og [[KD]] og [[QD]] kan give et til.',
  'SPD-L5.bid.goal': 'Byd de stik, du regner med: 4.',
  'SPD-L5.bid.explain':
    'Tre stik fra de høje kort og sandsynligvis ét til fra at trumfe klør eller fra ruderne: 4 er et ærligt bud. Et bud er et tal fra 1 til 13 (SPD-5.2).',
  'SPD-L5.bid.low':
    'Tilladt, men forsigtigt: du tager nok et fjerde stik. Hvert stik ud over kontrakten er et overstik, og ti overstik koster 100 point.',
  'SPD-L5.bid.high':
    'Tilladt, men dristigt: tre stik er næsten sikre, et fjerde sandsynligt, et femte et håb. Et bud, der ikke holder, koster 10 point pr. budt stik.',
  'SPD-L5.bid.nil':
    'Nil er et løfte om ikke at tage et eneste stik. Med to esser og sparkongen tager du helt sikkert nogle, og en nil, der ikke holder, koster 100 point.',
  'SPD-L5.bid.other':
    'Det er langt fra det, denne hånd kan tage. Tæl igen: tre stik fra de høje kort og sandsynligvis et til fra at trumfe klør.',
  'SPD-L5.contract.goal':
    'Jeres par: Kari 2 + du 4 = 6 stik (SPD-5.3). Deres: 3 + 3 = 6. Alle buddene tilsammen behøver ikke give 13 (SPD-5.4), og alle bud kan ses, mens hånden spilles (SPD-5.7).',

  'SPD-L6.title': 'Bud holdt og bud ikke holdt',
  'SPD-L6.intro':
    'Efter hånden får hvert par point for sin kontrakt: 10 pr. budt stik, hvis det tog mindst så mange, minus 10 pr. budt stik, hvis ikke.',
  'SPD-L6.done':
    'Holdt: 10 pr. budt stik og 1 pr. ekstra stik. Ikke holdt: minus 10 pr. budt stik, uanset hvor mange der mangler.',
  'SPD-L6.made.goal':
    'Du bød {bid1} og Kari {bid2}; du tog {took1} stik og Kari {took2}. Hvor mange point får jeres par?',
  'SPD-L6.made.explain':
    'Kontrakten er {contract}, og I tog {counted}: holdt. 10 × {contract}, plus 1 for hvert stik ud over kontrakten: {points} (SPD-8.1).',
  'SPD-L6.made.noBags': 'Buddet er holdt, det passer. Men hvert stik ud over kontrakten giver 1 point mere (SPD-8.1).',
  'SPD-L6.made.allTricks': 'Kun de budte stik er 10 værd. Stikkene ud over kontrakten giver 1 point hver (SPD-8.1).',
  'SPD-L6.made.other':
    'Læg buddene sammen til kontrakten, og tjek, at I tog mindst så mange. Så 10 pr. budt stik og 1 pr. ekstra stik.',
  'SPD-L6.bags.goal': 'Hvor mange overstik – stik ud over kontrakten – tog jeres par?',
  'SPD-L6.bags.explain':
    '{counted} stik på en kontrakt på {contract}: {extra} over. Hvert af dem er et overstik, og overstikkene tælles op gennem hele spillet (SPD-8.5).',
  'SPD-L6.bags.none':
    'Tager I præcis kontrakten, bliver der ingen overstik, men I tog flere: hvert stik ud over kontrakten er et overstik.',
  'SPD-L6.bags.other': 'Overstik er stikkene ud over kontrakten: tagne stik minus kontrakten.',
  'SPD-L6.set.goal': 'Ola bød {bid1} og Liv {bid2}; de tog {took1} og {took2}. Hvor mange point får de?',
  'SPD-L6.set.explain':
    'Deres kontrakt er {contract}, og de tog kun {counted}: de gik ned. Det koster 10 × hele kontrakten: {points} (SPD-8.2).',
  'SPD-L6.set.oneShort':
    'At gå ned koster 10 × hele kontrakten, ikke kun det stik, der mangler. Hvor mange der mangler, er lige meget (SPD-8.2).',
  'SPD-L6.set.taken': 'Et par, der går ned, får intet for sine stik: det mister 10 for hvert budt stik (SPD-8.2).',
  'SPD-L6.set.other': 'De tog færre stik end kontrakten, så de mister 10 point for hvert stik, de bød.',

  'SPD-L7.title': 'Overstik hober sig op',
  'SPD-L7.intro':
    'Et stik ud over kontrakten giver et point nu, men det lægges også til parrets tæller for overstik. Ti overstik koster 100 point.',
  'SPD-L7.done':
    'Ti overstik koster 100, og dem ud over ti bliver stående på tælleren. Derfor byder erfarne spillere præcist.',
  'SPD-L7.digit.goal':
    'Jeres par har {total} point og {bags} overstik. Når overstikkene tages med videre, ses de som sidste ciffer i pointtallet (SPD-8.5); appen fører tælleren ved siden af pointene (SPD-8.6).',
  'SPD-L7.total.goal': 'Du bød {bid1} og Kari {bid2}; I tog {took1} og {took2}. Hvad har I efter denne hånd?',
  'SPD-L7.total.explain':
    'I holdt buddet på {contract} med {extra} over: 10 × {contract} + {extra}. Tælleren går fra {bags} forbi ti, hvilket koster 100, og {counter} bliver stående: {after} point (SPD-8.5).',
  'SPD-L7.total.noPenalty':
    'Du glemte overstikkene: {bags} + {extra} giver ti eller flere, så træk 100 point fra (SPD-8.5).',
  'SPD-L7.total.reset':
    'Straffen passer, men hvert overstik giver stadig sit point, og overstikket over ti bliver stående på tælleren (SPD-D4).',
  'SPD-L7.total.other':
    'Regn først kontrakten og de ekstra stik. Læg så overstikkene til tælleren: ved ti trækkes 100 fra.',
  'SPD-L7.counter.goal': 'Og hvor mange overstik står der tilbage på tælleren?',
  'SPD-L7.counter.explain':
    '{bags} overstik og {extra} nye går forbi ti: ti betales med 100 point, og {counter} tages med til de næste hænder (SPD-D4).',
  'SPD-L7.counter.reset':
    'Nogle borde nulstiller tælleren efter en straf, men her tages overstikkene ud over ti med videre (SPD-D4).',
  'SPD-L7.counter.noPenalty': 'Ti overstik betales med 100 point, og så trækkes de fra tælleren (SPD-8.5).',
  'SPD-L7.counter.other': 'Læg de nye overstik til tælleren; hver hel tier betales og forsvinder.',

  'SPD-L8.title': 'At spille nil',
  'SPD-L8.intro':
    'Nil er et bud om ikke at tage et eneste stik: 100 point, hvis det lykkes, minus 100, hvis du tager bare ét. Din makker hjælper ved at tage stikkene.',
  'SPD-L8.done':
    'Du holdt dig under kortene i stikket og kom af med den farlige konge under din makkers es. Sådan spilles en nil.',
  'SPD-L8.nil.goal': 'Liv bød 3. Din hånd er fuld af små kort: meld nil.',
  'SPD-L8.nil.explain':
    'Nil er et bud for sig: et løfte om ingen stik (SPD-5.2). Det giver 100, hvis du ikke tager noget, og koster 100, hvis du tager ét (SPD-8.3). Karis bud tæller særskilt.',
  'SPD-L8.nil.other': 'Et tal er tilladt, men i denne lektion spilles der nil. Med de små kort: meld nil.',
  'SPD-L8.duck.goal': 'Liv spiller [[9H]] ud. Bliv under: læg [[3H]].',
  'SPD-L8.duck.explain':
    'Den, der har meldt nil, lægger sig under det højeste kort indtil nu. [[3H]] kan ikke vinde: nieren er allerede højere, og Kari tager nok stikket.',
  'SPD-L8.duck.seven': 'Også sikkert: [[7H]] er også under nieren.',
  'SPD-L8.duck.queen':
    'Tilladt, men [[QH]] slår nieren. Lægger Ola og Kari lavt, tager du stikket, og din nil går ned. Læg under nieren.',
  'SPD-L8.shed.goal':
    'Kari spiller [[AD]] ud: under esset kan din konge ikke vinde dette stik. Kom af med den farlige konge nu: [[KD]].',
  'SPD-L8.shed.explain':
    'Kongen kan vinde et senere ruderstik. Under esset kan den ikke vinde, uanset hvem der tager stikket, så kom af med den nu.',
  'SPD-L8.shed.small':
    'Tilladt, og sikkert lige nu. Men Karis es fører stikket: det er din sikre chance for at komme af med kongen. Senere kan den tage et stik, du ikke vil have.',
  'SPD-L8.safe.goal':
    'Kari tog begge stik, og du har stadig ingen. Hold det sådan hele hånden, så giver din nil 100 (SPD-8.3).',

  'SPD-L9.title': 'Point for nil',
  'SPD-L9.intro': 'En nil gøres op for sig, og nil-spillerens stik hjælper aldrig makkerens kontrakt.',
  'SPD-L9.done': 'En nil, der ikke holder, koster 100; dens stik hjælper ikke makkeren og tæller som overstik.',
  'SPD-L9.points.goal':
    'Du meldte nil og tog {took1, plural, one {# stik} other {# stik}}; Kari bød {bid2} og tog {took2}. Hvor mange point får jeres par?',
  'SPD-L9.points.explain':
    'Karis kontrakt er {contract}, og kun hendes {counted} stik tæller: hun går ned, −10 × {contract}. Din nil holdt ikke: −100. Dit stik er et overstik: +1. I alt {points} (SPD-8.3, SPD-8.4).',
  'SPD-L9.points.helps':
    'Dit stik hjælper ikke Kari: nil-spillerens stik tæller aldrig med i makkerens kontrakt (SPD-D3). Hendes {bid2} holder ikke.',
  'SPD-L9.points.noBag': 'Næsten: stikket, du tog, er stadig et overstik og giver 1 point (SPD-8.4).',
  'SPD-L9.points.other': 'Regn tre ting: Karis kontrakt med hendes egne stik, din nil og dine stik som overstik.',
  'SPD-L9.bags.goal': 'Hvor mange overstik får jeres par i denne hånd?',
  'SPD-L9.bags.explain':
    'Kari har ingen stik ud over kontrakten, men hvert stik, nil-spilleren tager, er et overstik: {extra} (SPD-8.4).',
  'SPD-L9.bags.none': 'Kari har ingen ekstra stik, men dit stik er et overstik alligevel (SPD-8.4).',
  'SPD-L9.bags.other': 'Tæl stikkene ud over kontrakten og de stik, nil-spilleren tog.',
  'SPD-L9.variant.goal':
    'Nogle borde lader stikkene fra en nil, der ikke holder, tælle for makkeren (SPD-S12). Hvad får jeres par med den husregel?',
  'SPD-L9.variant.explain':
    'Nu lægges dit stik til Karis: {counted} stik, så hendes {contract} holder. Minus 100 for din nil: {points}.',
  'SPD-L9.variant.same':
    'Med denne husregel tæller dit stik med i Karis kontrakt i stedet for at blive et overstik, så buddet holder.',
  'SPD-L9.variant.other': 'Læg dit stik til Karis, regn hendes kontrakt og så din nil.',

  'SPD-L10.title': 'Blind nil og kortbyttet',
  'SPD-L10.intro':
    'Et par, der er langt bagud, kan melde blind nil: en nil meldt, før du har set dine kort. Den giver 200 – eller koster 200. Bagefter bytter du to kort med din makker.',
  'SPD-L10.done':
    'Du meldte blind nil, mens dine kort lå med bagsiden op, og byttede to kort med din makker. Gem den til de hænder, hvor parret skal hente point ind.',
  'SPD-L10.behind.goal':
    'Stillingen er Vi {us}, De {them}: jeres par er mindst 100 bagud, så du kan melde blind nil (SPD-5.6). Dine kort ligger med bagsiden op, indtil du kigger.',
  'SPD-L10.blind.goal': 'Liv bød 3. Uden at kigge på dine kort: meld blind nil.',
  'SPD-L10.blind.explain':
    'Blind nil skal meldes, før du ser dine kort. Den giver 200, hvis du ikke tager et stik, og koster 200, hvis du tager ét (SPD-8.3).',
  'SPD-L10.blind.nil':
    'Tilladt, men en almindelig nil betyder, at du kigger først, og den giver kun 100. Denne lektion handler om blind nil: meld den uden at kigge.',
  'SPD-L10.blind.look':
    'Kigger du, bliver kortene vendt op for resten af hånden, og så er blind nil væk (SPD-5.6). Meld blind nil først; du ser kortene, når alle har budt.',
  'SPD-L10.blind.other': 'Et tal er tilladt, men denne lektion handler om blind nil. Meld den, før du kigger.',
  'SPD-L10.pass.goal':
    'Alle har budt, og dine kort er vendt op. Giv to kort til Kari, dine farligste: [[KS]] og [[AH]].',
  'SPD-L10.pass.explain':
    'Den, der har meldt blind nil, giver to kort skjult til makkeren, som så giver to tilbage (SPD-5.6). Giv de kort væk, der lettest tager et stik.',
  'SPD-L10.pass.other': 'De to er tilladt, men giv de kort væk, der lettest tager et stik: [[KS]] og [[AH]].',
  'SPD-L10.back.goal':
    'Kari giver dig [[2D]] og [[4C]]: to små kort, ufarlige for en nil. Hun kan give hvilke to som helst tilbage, også kort, du lige har givet hende (SPD-D17).',
  'SPD-L10.ninety.goal': 'En anden dag: Vi {us}, De {them}. Må du melde blind nil?',
  'SPD-L10.ninety.explain':
    'Nej: jeres par er {behind} bagud, og blind nil kræver mindst 100, når hånden begynder (SPD-5.6). Ved bordet er knappen grå, med den begrundelse.',
  'SPD-L10.ninety.short':
    'Ikke denne gang: jeres par er kun {behind} bagud. Blind nil kræver mindst 100, når hånden begynder (SPD-5.6).',
  'SPD-L10.ninety.yes': 'Ja',
  'SPD-L10.ninety.no': 'Nej',

  'SPD-L11.title': 'At vinde spillet',
  'SPD-L11.intro': 'Der spilles til 500. Det, der tæller, er pointtallet efter hånden, ikke hvem der kom først.',
  'SPD-L11.done':
    'Efter hver hånd vinder det højeste pointtal på eller over målet. Står det lige øverst, spilles der flere hænder, til ét par fører.',
  'SPD-L11.total.goal':
    'Vi {usTotal}. Du bød {usBid1} og Kari {usBid2}; I tog {usTook1} og {usTook2}. Hvad er jeres nye pointtal?',
  'SPD-L11.total.explain': 'I holdt buddet på {usContract} med {usExtra} over: {usPoints} point, {usAfter} i alt.',
  'SPD-L11.total.bags': 'Glem ikke overstikkene: hvert stik ud over kontrakten giver 1 point.',
  'SPD-L11.total.other': 'Læg 10 pr. budt stik og 1 pr. ekstra stik til {usTotal}.',
  'SPD-L11.winner.goal':
    'De {themTotal}: Ola og Liv bød {themBid1} og {themBid2} og tog {themTook1} og {themTook2}, hvilket giver {themAfter}. I har {usAfter}. Hvem vinder?',
  'SPD-L11.winner.explain':
    'Begge par passerede 500 i samme hånd, så det højeste pointtal vinder (SPD-9.1, SPD-9.2): {usAfter} slår {themAfter}.',
  'SPD-L11.winner.first':
    'Rækkefølgen i budgivningen betyder intet: ingen når 500, før hånden er gjort op, og så vinder det højeste pointtal (SPD-9.2).',
  'SPD-L11.winner.other': 'Begge par er over 500 efter hånden: sammenlign pointtallene.',
  'SPD-L11.winner.us': 'Vi',
  'SPD-L11.winner.them': 'De',
  'SPD-L11.winner.more': 'Ingen endnu: en hånd til',
  'SPD-L11.tie.goal':
    'Er de højeste summer lige, spilles der hånd efter hånd, til ét par alene fører (SPD-9.3). En anden slutning: I tager kun {usTook1} og {usTook2}, så begge par ender på {usAfter}. Hvem vinder?',
  'SPD-L11.tie.explain':
    'Delt føring: ingen vinder endnu. Der spilles hånd efter hånd, til ét par alene fører (SPD-9.3).',
  'SPD-L11.tie.level': 'Begge par har {usAfter}. Ingen er højere, så der spilles en hånd til (SPD-9.3).',
  'SPD-L11.tie.other': 'Sammenlign pointtallene: er de lige store?',
  'SPD-L11.tie.us': 'Vi',
  'SPD-L11.tie.them': 'De',
  'SPD-L11.tie.more': 'Ingen endnu: en hånd til',

  'SPD-L12.title': 'Jokere',
  'SPD-L12.intro':
    'Med jokere som husregel kommer to jokere med blandt sparene som de højeste trumfer. [[2C]] og [[2H]] tages ud, så der er stadig 52 kort.',
  'SPD-L12.done':
    'Jokerne er spar på alle måder: du følger kulør i spar med dem, de trumfer, og den store joker slår den lille, som slår esset.',
  'SPD-L12.deck.goal':
    'Den store joker, så den lille joker, så [[AS]]: jokerne er de to højeste spar (SPD-10.3). Du har [[LJ]].',
  'SPD-L12.two.goal':
    'Buddene afgives, og to stik spilles for dig. I stik 2 har Ola ingen ruder og trumfer med [[5S]]: spar er brudt.',
  'SPD-L12.joker.goal': 'Ola spiller [[7S]] ud. Din eneste spar er den lille joker: læg den.',
  'SPD-L12.joker.explain':
    'Den lille joker tæller som spar, så du skal følge kulør med den (SPD-6.4, SPD-10.3) – og den slår Livs [[AS]].',
  'SPD-L12.wins.goal': 'Din lille joker slår spar es og tager stikket (SPD-7.1). Kun den store joker er højere.',

  'SPD-L13.title': 'Kun én nil pr. par',
  'SPD-L13.intro':
    'To makkere må ikke begge melde nil: én af jer skal byde stik. Nogle borde spiller »dobbelt nil«; det regner du på til sidst.',
  'SPD-L13.done':
    'Når din makker har meldt nil, byder du et tal. Med dobbelt nil som husregel gøres hver nil op for sig.',
  'SPD-L13.kari.goal':
    'Ola gav, så Kari byder først og melder nil. Liv byder 1. Nu skal dit bud være et tal (SPD-5.5).',
  'SPD-L13.bid.goal': 'Byd et tal: dine høje kort er 5 værd.',
  'SPD-L13.bid.explain':
    '[[AS]], [[KS]], [[AH]], [[KH]] og [[AD]] giver fem gode stik, og Kari prøver at undgå stik: kontrakten er din alene.',
  'SPD-L13.bid.four': 'Forsigtigt, men i orden. Dine fem høje kort bør alle vinde, så 5 er den ærlige optælling.',
  'SPD-L13.bid.six': 'Dristigt, men muligt: [[KC]] og [[QC]] kan give et sjette stik. Fem er den sikrere optælling.',
  'SPD-L13.bid.other': 'Tæl dine høje kort: [[AS]], [[KS]], [[AH]], [[KH]] og [[AD]] giver fem stik.',
  'SPD-L13.double.goal':
    'Husregel: dobbelt nil (SPD-S8). Du og Kari melder begge nil, og ingen af jer tager et stik. Hvor mange point?',
  'SPD-L13.double.explain': 'Hver nil gøres op for sig (SPD-10.5): 100 + 100 = {points}.',
  'SPD-L13.double.once': 'Der er to nil, og hver af dem gøres op for sig (SPD-10.5).',
  'SPD-L13.double.other': 'Gør hver nil op for sig: 100 for hver, der ikke tager stik.',
  'SPD-L13.onlyNil.goal':
    'Igen melder I begge nil, men Kari tager {took2, plural, one {# stik} other {# stik}}. Hvor mange point?',
  'SPD-L13.onlyNil.explain':
    'Din nil: +100. Karis: −100. Parret har ingen kontrakt, så hvert stik, det tager, er et overstik: +1 (SPD-8.7). I alt {points}.',
  'SPD-L13.onlyNil.noBag': 'De to nil går lige op, men stikket er stadig et overstik og giver 1 point (SPD-8.7).',
  'SPD-L13.onlyNil.other': 'Gør hver nil op, og tæl så parrets stik som overstik.',

  'SPD-L14.title': 'Kortgivningen og hvem der starter',
  'SPD-L14.intro':
    'Et par fakta om hver hånd: hvem der giver, hvem der byder først, hvem der spiller ud, og hvor mange kort hver får.',
  'SPD-L14.done': 'Alt går med uret, til venstre: kortgivningen, buddene, spillet og næste giver.',
  'SPD-L14.deal.goal':
    'Der trækkes lod om, hvem der giver først (SPD-3.1). Giveren giver alle 52 kort ud ét ad gangen med uret og begynder til venstre for sig selv (SPD-4.1, COM-2.1). I hver kulør er esset højest og toeren lavest (SPD-2.1).',
  'SPD-L14.first.goal':
    'Spilleren til venstre for giveren byder først og spiller ud til første stik (SPD-5.1, SPD-6.1). Ola (vest) giver. Hvem er det?',
  'SPD-L14.first.explain': 'Til venstre for Ola sidder Kari: hun byder først og spiller ud til første stik.',
  'SPD-L14.first.right':
    'Du sidder til højre for Ola. Spillet går med uret, så næste plads er til venstre for giveren (COM-2.2).',
  'SPD-L14.first.other': 'Find pladsen til venstre for giveren.',
  'SPD-L14.next.goal':
    'Efter hver hånd går turen til at give én plads til venstre, med uret (SPD-3.2, COM-2.3). Kari (nord) gav i denne hånd. Hvem giver næste gang?',
  'SPD-L14.next.explain': 'Til venstre for Kari sidder Liv, så Liv giver næste gang.',
  'SPD-L14.next.right': 'Det er til højre for Kari. Turen til at give går til venstre, med uret (SPD-3.2).',
  'SPD-L14.next.same': 'Giveren skifter efter hver hånd (SPD-3.2): én plads til venstre.',
  'SPD-L14.next.other': 'Næste giver er spilleren til venstre for giveren.',
  'SPD-L14.cards.goal': 'Hvor mange kort får hver spiller?',
  'SPD-L14.cards.explain': 'Fire spillere deler alle 52 kort: 13 hver, og der spilles 13 stik (SPD-4.2).',
  'SPD-L14.cards.other': 'Alle 52 kort gives ud til fire spillere.',

  'SPD-L15.title': 'Seks spillere',
  'SPD-L15.intro': 'Spar kan spilles af seks, i tre makkerpar, med to kortspil blandet sammen.',
  'SPD-L15.done':
    'Seks spillere: to kortspil, 17 kort hver, makkere over for hinanden – og af to ens kort vinder det, der blev spillet først.',
  'SPD-L15.decks.goal':
    'To kortspil uden deres to [[2C]]: 102 kort. Makkere sidder over for hinanden, tre pladser fra hinanden (SPD-10.8).',
  'SPD-L15.partner.goal': 'Seks ved bordet: du, Ola, Kari, Liv, Rune og Siri, med uret. Hvem er din makker?',
  'SPD-L15.partner.explain': 'Din makker sidder lige over for dig, tre pladser væk: Liv (SPD-10.8).',
  'SPD-L15.partner.two': 'Med fire spillere sidder makkeren to pladser væk. Med seks er pladsen over for dig tre væk.',
  'SPD-L15.partner.other': 'Din makker sidder lige over for dig.',
  'SPD-L15.cards.goal': 'Hvor mange kort får hver af de seks?',
  'SPD-L15.cards.explain':
    '102 kort til seks spillere: 17 hver, så der spilles 17 stik, og buddene går op til 17 (SPD-10.8).',
  'SPD-L15.cards.jokers': '18 er med fire jokere lagt til. Uden dem giver de 102 kort 17 hver.',
  'SPD-L15.cards.other': 'Del 102 kort mellem seks spillere.',
  'SPD-L15.twin.goal':
    'Af to ens kort vinder det, der blev spillet først (SPD-7.3). Du spiller [[KH]] ud. Ola lægger [[AS]], Kari [[3H]], Liv [[AH]], Rune det andet [[AS]] og Siri [[5H]]. Hvem vinder?',
  'SPD-L15.twin.explain': 'De to spar-esser er ens, så det, der blev spillet først, vinder (SPD-7.3): Olas.',
  'SPD-L15.twin.later': 'Runes es er det samme kort, men spillet senere. Af to ens kort vinder det første (SPD-7.3).',
  'SPD-L15.twin.heart': '[[AH]] er den højeste hjerter, men en spar slår alle hjerter (SPD-7.1).',
  'SPD-L15.twin.other': 'Den højeste spar vinder; er to kort ens, så se, hvem der spillede først.',
  'SPD-L15.last.goal':
    'Nogle borde siger, at det sidste af to ens kort vinder (SPD-S15). Hvem vinder så det samme stik med den husregel?',
  'SPD-L15.last.explain': 'Med »sidst spillet vinder« tager Runes es, det sidste, stikket.',
  'SPD-L15.last.first': 'Det er den almindelige regel. Med denne husregel vinder det sidste af to ens kort.',
  'SPD-L15.last.other': 'Se på de to spar-esser: hvilket blev spillet sidst?',

  'SPD-L16.title': 'Cutthroat: alle for sig selv',
  'SPD-L16.intro': 'Spar kan også spilles uden makkerskab, af tre eller fire: alle byder og får point for sig selv.',
  'SPD-L16.done': 'I cutthroat er dit eget bud din kontrakt, og ingen deler dine stik eller dine kort.',
  'SPD-L16.alone.goal':
    'I cutthroat spiller alle for sig selv: kontrakten er dit eget bud, og nil, overstik og mål virker som sædvanlig (SPD-10.7).',
  'SPD-L16.cards.goal': 'Tre spillere, 52 kort. Hvor mange kort får hver?',
  'SPD-L16.cards.explain':
    '17 hver. Det 52. kort lægges til side med bagsiden op, og ingen ser det (SPD-D14). Nogle borde tager i stedet [[2C]] ud (SPD-S18).',
  'SPD-L16.cards.eighteen':
    '18 er med to jokere lagt til, 54 kort. Med 52 kort får hver 17, og ét kort lægges til side.',
  'SPD-L16.cards.other': 'Tre spillere deler 52 kort så lige som muligt; ét kort bliver tilovers.',
  'SPD-L16.score.goal': 'Cutthroat: du byder {bid} og tager {took}. Hvor mange point?',
  'SPD-L16.score.explain':
    'Dit bud er din kontrakt: 10 × {bid}, plus 1 for hvert stik ud over buddet: {points} (SPD-10.7).',
  'SPD-L16.score.bags': 'De ekstra stik tæller stadig: 1 point hver, og de kommer på din egen tæller for overstik.',
  'SPD-L16.score.other': 'Regn det som et pars kontrakt, med dit bud som kontrakten.',
  'SPD-L16.blind.goal': 'Cutthroat for tre: du melder blind nil. Hvor mange kort giver du væk?',
  'SPD-L16.blind.explain':
    'Ingen. Blind nil giver stadig 200, men uden makker er der ingen at bytte kort med (SPD-10.7).',
  'SPD-L16.blind.two': 'Byttet af to kort sker med makkeren. I cutthroat har du ingen, så der gives ingen kort væk.',

  'SPD-L17.title': 'Husregler for pointene',
  'SPD-L17.intro':
    'Mange borde ændrer nogle af pointene. Her er tre af de husregler, appen tilbyder: nil værd 50, ingen straf for overstik og månen.',
  'SPD-L17.done': 'Aftal husreglerne, inden I begynder: de ændrer, hvordan I byder.',
  'SPD-L17.fifty.goal':
    'Husregel: nil er 50 værd (SPD-S4). Du melder nil og tager intet stik; Kari byder {bid2} og tager {took2}. Hvor mange point?',
  'SPD-L17.fifty.explain':
    'Nil holdt: +50 med denne husregel, plus Karis kontrakt, 10 × {bid2}. I alt {points} (SPD-10.1).',
  'SPD-L17.fifty.hundred': 'Det er den almindelige nil. Med denne husregel er en nil 50 værd.',
  'SPD-L17.fifty.other': 'Læg nilens 50 til Karis kontrakt.',
  'SPD-L17.blind.goal':
    'Reglen om 50 ændrer kun den almindelige nil: blind nil er stadig 200 værd (SPD-D8). Du melder blind nil og tager intet stik; Kari byder {bid2} og tager {took2}. Hvor mange point?',
  'SPD-L17.blind.explain':
    'Reglen om 50 ændrer kun den almindelige nil: blind nil er stadig 200 værd (SPD-D8). Med Karis kontrakt: {points}.',
  'SPD-L17.blind.halved': 'Husreglen halverer kun den almindelige nil. Blind nil beholder sine 200 (SPD-D8).',
  'SPD-L17.blind.other': 'Blind nil er 200 værd; læg Karis kontrakt til.',
  'SPD-L17.noBags.goal':
    'Husregel: ingen straf for overstik (SPD-S10): ekstra stik giver stadig 1 point hver, men de tælles ikke op, og der kommer ingen straf (SPD-10.9, SPD-D16). Jeres par har {total} point og byder {bid1} + {bid2}; I tager {took1} + {took2}. Hvad har I nu?',
  'SPD-L17.noBags.explain':
    'Ekstra stik giver stadig 1 point hver, men intet tælles op, og der er ingen straf (SPD-D16): {after}.',
  'SPD-L17.noBags.penalty': 'Med denne husregel er der ingen tæller for overstik og ingen straf på 100 (SPD-10.9).',
  'SPD-L17.noBags.other': 'Regn kontrakten og 1 point pr. ekstra stik, intet andet.',
  'SPD-L17.moon.goal':
    'Husregel: måne (SPD-S9). Et par, der byder alle 13 stik, får {value}, hvis det tager dem alle, og −{value}, hvis det mister ét, i stedet for de sædvanlige 10 pr. stik (SPD-10.4, SPD-D11). Du byder {bid1} og Kari {bid2}: alle 13 stik. I tager dem alle. Hvor mange point?',
  'SPD-L17.moon.explain':
    'En kontrakt på alle 13 stik er en måne: {points}, hvis I tager hvert stik, i stedet for de sædvanlige 10 pr. stik (SPD-10.4).',
  'SPD-L17.moon.plain': 'Det er de almindelige point. En måne, der holder, er 200 værd med denne husregel (SPD-10.4).',
  'SPD-L17.moon.other': 'En kontrakt på 13, der holder, er en måne.',
  'SPD-L17.moonSet.goal': 'Samme måne, men I tager kun {took1} + {took2}. Hvor mange point?',
  'SPD-L17.moonSet.explain':
    'En måne, der mangler et eneste stik, koster lige så meget, som den ville have givet: {points} (SPD-D11).',
  'SPD-L17.moonSet.plain':
    'Det er de almindelige point for at gå ned. En måne, der ikke holder, koster 200 med denne husregel (SPD-D11).',
  'SPD-L17.moonSet.other': 'Månen kræver hvert stik; mangler I ét, koster det månens værdi.',

  'SPD-L18.title': 'Kortere spil og fælles bud',
  'SPD-L18.intro': 'Tre husregler mere: et lavere mål, en tabsgrænse og ét bud for hele parret.',
  'SPD-L18.done': 'Mål, tabsgrænse og fælles bud er indstillinger: aftal dem, inden I begynder.',
  'SPD-L18.target.goal':
    'Husregel: spil til 200 (SPD-S2). Vi {usTotal}, De {themTotal}. I holder præcis jeres {usContract}; de byder {themContract} og tager {themCounted}. Hvem vinder?',
  'SPD-L18.target.explain': 'Vi {usAfter}, De {themAfter}: I når målet på 200 og ligger højest (SPD-10.2, SPD-9.2).',
  'SPD-L18.target.notYet': 'I dette spil er målet 200, ikke 500, og det har I nået (SPD-10.2).',
  'SPD-L18.target.higher': 'De førte før hånden, men gik ned: de har {themAfter}, I har {usAfter}.',
  'SPD-L18.target.us': 'Vi',
  'SPD-L18.target.them': 'De',
  'SPD-L18.target.more': 'Ingen endnu: en hånd til',
  'SPD-L18.losing.goal':
    'Husregel: et par på −200 taber (SPD-S13). Vi {usTotal}, De {themTotal}. De byder {themContract} og tager {themCounted}; I holder jeres {usContract}. Hvem vinder?',
  'SPD-L18.losing.explain':
    'De falder til {themAfter}. På −200 eller lavere taber et par med det samme, så I vinder (SPD-9.4).',
  'SPD-L18.losing.notOver': 'Ingen har nået 500, men med denne husregel taber et par på −200 med det samme (SPD-9.4).',
  'SPD-L18.losing.other': 'Regn først deres nye pointtal ud.',
  'SPD-L18.losing.us': 'Vi',
  'SPD-L18.losing.them': 'De',
  'SPD-L18.losing.more': 'Ingen endnu: en hånd til',
  'SPD-L18.team.goal':
    'Med fælles bud er den første makkers tal kun et forslag; den andens bud er parrets kontrakt (SPD-10.6). Husregel: fælles bud (SPD-S16). Kari byder først og foreslår {hint}; så byder du {contract}. Hvad er jeres kontrakt?',
  'SPD-L18.team.explain':
    'Den første makkers tal er kun et forslag; den andens bud er parrets kontrakt (SPD-10.6): {contract}.',
  'SPD-L18.team.added':
    'Med fælles bud lægges tallene ikke sammen: Karis forslag hjælper dig med at vælge, og dit bud er kontrakten (SPD-10.6).',
  'SPD-L18.team.hint': 'Karis tal er kun et forslag. Den anden makker fastlægger kontrakten (SPD-10.6).',
  'SPD-L18.team.other': 'Hvem byder sidst for jeres par? Det bud er kontrakten.',
};
