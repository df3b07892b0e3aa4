// Sprøyte-lektioner på dansk (rules.md SPR-13). Bordets ord: stik, trumf, bekende kulør, kaste af,
// forhånd, mellemhånd, giver, giv, byttebunken, talonen, renonce.
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Bekend kulør – og hvem der tager stikket',
  'SPR-L1.intro':
    'Hvert stik begynder med ét kort, og de andre skal svare i samme kulør, hvis de kan. Spillet går med uret (COM-2.1): Kari til højre for dig, så dig, så Ola til venstre for dig. Klør er trumf i denne første giv.',
  'SPR-L1.done': 'Nu kan du bekende kulør, og du ved, hvem der tager stikket. Det er det halve af ethvert stikspil.',
  'SPR-L1.keep.goal':
    'Ingen bytter kort i denne lektion. Kari er i forhånd – til venstre for giveren – så hun spiller ud.',
  'SPR-L1.follow.goal': 'Kari spillede hjerter ud. Bekend kulør: læg en hjerter.',
  'SPR-L1.follow.explain':
    'Du har hjerter, så du skal lægge en (SPR-7.3). [[5H]] er din mindste: Karis konge slår begge dine hjerter alligevel.',
  'SPR-L1.follow.alt':
    'Tilladt – med en hjerter bekender du kulør. Men [[8H]] kan ikke vinde her, så [[5H]] var det billigste kort at lægge.',
  'SPR-L1.olaWins.goal':
    'Ola lagde [[AH]]: ingen trumfede, så højeste hjerter tager stikket (SPR-8.1). Ola får det og spiller ud til det næste.',
  'SPR-L1.diamond.goal': 'Ola spiller [[AD]] ud. Bekend kulør igen: læg en ruder.',
  'SPR-L1.diamond.explain':
    'Du har ruder, så en af dem skal ud. Olas es tager stikket alligevel, så læg din mindste, [[4D]], og gem damen og knægten til senere.',
  'SPR-L1.diamond.alt':
    'Tilladt – det er ruder. Men esset tager stikket, uanset hvad du lægger, så med [[4D]] havde du gemt dine større ruder.',
  'SPR-L1.end.goal':
    'Esset vinder igen: Ola har to stik. Den, der tager et stik, spiller altid ud til det næste (SPR-7.4).',

  'SPR-L2.title': 'Trumf, når du ikke kan bekende',
  'SPR-L2.intro':
    'Spar er trumf i giv 2. Du har slet ingen ruder – og det er en styrke: når du ikke kan bekende kulør, kan en trumf tage stikket.',
  'SPR-L2.done': 'En renonce og en lille trumf giver stik. Se efter dem, når du lægger planer for hånden.',
  'SPR-L2.keep.goal': 'Ingen bytter i denne lektion. Kari er i forhånd og spiller ud.',
  'SPR-L2.ruff.goal': 'Kari spillede [[AD]] ud, og du har ingen ruder. Tag dette stik.',
  'SPR-L2.ruff.explain':
    'Du kan ikke bekende, så du kan lægge et hvilket som helst kort (SPR-7.3). En trumf slår alle ruder, også esset (SPR-8.1). Kun Ola spiller efter dig, og han kan kun slå din trumf, hvis han heller ikke har ruder, så din mindste spar, [[5S]], er som regel nok.',
  'SPR-L2.ruff.alt':
    'Det slår også esset: alle spar slår ruderne. Men Ola kan kun trumfe over, hvis han selv er renonce i ruder, så [[5S]] var som regel nok – gem de større trumfer til senere.',
  'SPR-L2.ruff.discard':
    'Tilladt, men det kort kan ikke vinde: det er hverken ruder eller trumf, så stikket går til Karis es, medmindre Ola trumfer. Når du er renonce, kan du trumfe (SPR-7.3). Læg en spar.',
  'SPR-L2.won.goal':
    'En spar slår [[AD]], selv en lille som [[5S]]: når der ligger trumf i stikket, vinder højeste trumf (SPR-8.1).',

  'SPR-L3.title': 'Højeste trumf vinder – spild ikke en lille trumf',
  'SPR-L3.intro':
    'Hjerter er trumf i giv 3, og du er giver, så Ola spiller ud. Nogle gange kan du ikke vinde et stik. Så gælder det om at tabe det billigt.',
  'SPR-L3.done':
    'Når stikket er tabt alligevel, så læg dit mindst nyttige kort og gem trumferne til stik, de kan vinde.',
  'SPR-L3.keep.goal': 'Ingen bytter i denne lektion. Ola er i forhånd og spiller ud.',
  'SPR-L3.discard.goal':
    'Ola spillede [[AS]] ud, og Kari trumfede med [[JH]]. Du har ingen spar. Kast et lille kort af.',
  'SPR-L3.discard.explain':
    'Karis [[JH]] er højeste trumf indtil nu, og dine hjerter er mindre: du kan ikke vinde. Du behøver hverken at trumfe eller at stikke over (COM-5.4), så kast dit mindst nyttige kort af, [[3C]] (SPR-8.1).',
  'SPR-L3.discard.alt':
    'Fint – et lille kort ryger, og stikket var tabt alligevel. [[3C]] var bare dit mindst nyttige kort.',
  'SPR-L3.discard.wasted':
    'Tilladt, men din hjerter bliver spildt: [[JH]] er højere, og højeste trumf vinder (SPR-8.1). Gem trumferne til stik, de kan vinde.',
  'SPR-L3.discard.big':
    'Tilladt, men det kort taber til Karis trumf alligevel. Gem de høje kort til senere, og læg et lille kort.',
  'SPR-L3.won.goal':
    'Kari tager stikket med højeste trumf (SPR-8.1). Din [[TH]] har du stadig på hånden, klar til et bedre øjeblik.',

  'SPR-L4.title': 'Trumfen går på skift',
  'SPR-L4.intro':
    'I almindelig sprøyte har hver giv en trumfkulør. Hvilken kulør det er, afhænger kun af givens nummer.',
  'SPR-L4.done': 'Klør, spar, hjerter, ruder og rundt igen – tæl bare givene.',
  'SPR-L4.strip.goal':
    'Trumfen går rundt i fast rækkefølge: [[AC]] klør, [[AS]] spar, [[AH]] hjerter, [[AD]] ruder. Giv 1 er klør, og rækkefølgen følger givens nummer (SPR-5.1).',
  'SPR-L4.deal4.goal': 'Pointlisten viser giv {deal}. Hvad er trumf?',
  'SPR-L4.deal4.explain': 'Ruder. Giv {deal} er fjerde trin i rækkefølgen: klør, spar, hjerter, ruder (SPR-5.1).',
  'SPR-L4.deal4.previous': 'Hjerter var trumf i giv 3. Trumfen flytter én kulør frem for hver giv.',
  'SPR-L4.notDealer':
    'Trumfen følger kun givens nummer (SPR-3.3) – ikke hvor giveren sidder, og ikke hvem der vandt sidste giv. Tæl langs rækkefølgen: klør, spar, hjerter, ruder.',
  'SPR-L4.deal5.goal': 'Nu er det giv {deal}. Hvad er trumf?',
  'SPR-L4.deal5.explain': 'Efter ruder begynder rækkefølgen forfra, så giv {deal} er klør ligesom giv 1.',
  'SPR-L4.deal5.again': 'Ruder var giv 4. Efter ruder begynder rækkefølgen forfra med klør.',

  'SPR-L5.title': 'Kortbytte som forhånd',
  'SPR-L5.intro':
    'Før spillet kan alle bytte kort med byttebunken på 12. Kari giver, så du er i forhånd: du bytter først.',
  'SPR-L5.done': 'Byt de svage kort væk, behold trumf og esser. Nu ved du, hvordan byttet foregår.',
  'SPR-L5.order.goal':
    'Spar er trumf, og alle ved det, før de bytter (SPR-5.4). Byttet går forhånd, mellemhånd, giver (SPR-1.3): du kan bytte op til 6, Ola op til 4 plus det, du lader ligge, og Kari som giver kan tage resten (SPR-6.2, SPR-D6). Det er også tilladt slet ikke at bytte (COM-6.2).',
  'SPR-L5.swap.goal': 'Vælg dine seks svage kort – de små ruder, de små klør og [[3H]] – og byt dem.',
  'SPR-L5.swap.explain':
    'Først lægger du kortene væk med bagsiden op, så tager du lige så mange fra toppen af bunken (COM-6.1). Du beholder trumfer og esser og bytter alt, der næppe tager stik (SPR-6.1).',
  'SPR-L5.swap.trumps':
    'Tilladt, men du byttede en trumf væk. Spar er trumf i denne giv, så selv [[4S]] kan tage et stik. Byt hellere de svage sidekort.',
  'SPR-L5.swap.few':
    'Tilladt, men du bytter for få. De små ruder og klør tager næppe stik; i forhånd kan du bytte op til seks kort.',
  'SPR-L5.swap.other':
    'Tilladt, men det er ikke de seks svageste kort. Behold sparene, [[AH]] og [[JC]]; byt [[3H]], de små ruder og de små klør.',
  'SPR-L5.newHand.goal':
    'Du lagde seks kort væk og tog de seks øverste fra bunken. Se på din nye hånd: lange, stærke spar og fire esser.',
  'SPR-L5.counts.goal':
    'Ola byttede 4, og Kari tog de sidste 2. Alle kan se, hvor mange kort hver spiller byttede, aldrig hvilke (SPR-6.3). Computerspillerne ved også kun, hvad deres egen plads kan se (COM-7.3). Du er i forhånd, så du spiller ud til første stik.',

  'SPR-L6.title': 'Arv ubrugte byttemuligheder',
  'SPR-L6.intro':
    'Hjerter er trumf i giv 3. Ola giver, så Kari er i forhånd, og du er mellemhånd. Se, hvad der sker, når Kari ikke bruger alle sine byttemuligheder.',
  'SPR-L6.done':
    'Det, en spiller ikke bruger, går videre til den næste. Som mellemhånd eller giver: hold øje med, hvad spillerne før dig tager.',
  'SPR-L6.kari.goal': 'Kari er i forhånd og bytter først. Hun kan bytte 6 – se, hvor mange hun tager.',
  'SPR-L6.swap.goal':
    'Kari byttede kun 2, så hendes 4 ubrugte går videre til dig: 4 egne + 4 = 8. Byt dine otte svageste kort.',
  'SPR-L6.swap.explain':
    'Den ubrugte del af forhåndens bytte går videre til mellemhånden (SPR-6.2). Din hånd er svag, så brug alle otte: behold trumferne [[QH]] og [[6H]] samt [[TD]] og [[9C]], og byt resten.',
  'SPR-L6.swap.four':
    'Tilladt, men du bruger kun halvdelen af det, du kan tage. Kari lod 4 byttemuligheder stå ubrugte, og nu er de dine: 4 + 4 = 8 (SPR-6.2). Med en så svag hånd bør du tage dem.',
  'SPR-L6.swap.trumps':
    'Tilladt, men du byttede en trumf væk. Hjerter er trumf, så behold [[QH]] og [[6H]], og byt et sidekort i stedet.',
  'SPR-L6.swap.other':
    'Tilladt, men det er ikke de otte svageste kort. Behold [[QH]], [[6H]], [[TD]] og [[9C]]; byt alle sparene, [[7D]], [[4D]], [[5C]] og [[3C]].',
  'SPR-L6.dealer.goal': 'Du fik otte fine kort. Ola er giver og kan tage det, der er tilbage: de sidste 2 (SPR-6.2).',

  'SPR-L7.title': 'Tæl point i trumf og grand',
  'SPR-L7.intro':
    'En giv har 12 stik til tre spillere: fire hver i gennemsnit. Derfor giver kun stikkene over fire point. Selve kortene er intet værd (COM-1.4).',
  'SPR-L7.done': 'Stik over fire er point. Fire eller færre giver ingenting – men koster heller ikke noget.',
  'SPR-L7.baseline.goal':
    'En giv er slut. Stik: du 6, Ola 4, Kari 2. Fire stik er udgangspunktet (SPR-9.1): hvert stik over det er ét point (SPR-9.2).',
  'SPR-L7.you.goal': 'Du tog {tricks} stik. Hvor mange point får du?',
  'SPR-L7.you.explain': '{tricks} stik er {points} over fire, altså {points} point (SPR-9.2).',
  'SPR-L7.allTricks': 'Der talte du alle stikkene. Kun stikkene over fire tæller (SPR-9.2).',
  'SPR-L7.overFour': 'Tæl fra fire: hvert stik over fire er ét point, og fire eller færre giver ingenting (SPR-9.2).',
  'SPR-L7.ola.goal': 'Ola tog {tricks} stik. Hvor mange point?',
  'SPR-L7.ola.explain': 'Præcis fire er udgangspunktet, uden noget over: {points} point.',
  'SPR-L7.kari.goal': 'Kari tog {tricks} stik. Hvor mange point?',
  'SPR-L7.kari.explain': 'Færre end fire giver ingenting, men point kommer aldrig under nul (SPR-9.4): {points} point.',
  'SPR-L7.kari.negative':
    'Point bliver aldrig negative i sprøyte (SPR-9.4): for få stik giver ingenting, men koster heller ikke noget.',
  'SPR-L7.grand.goal': 'En ny giv, denne gang grand (ingen trumf). Du tog {tricks} stik. Hvor mange point?',
  'SPR-L7.grand.explain': 'Grand tælles præcis som trumf, stikkene over fire: {points} point (SPR-9.2).',

  'SPR-L8.title': 'Variasjonssprøyte: læs det vendte kort',
  'SPR-L8.intro':
    'I variasjonssprøyte afgør ét kort, hvad I spiller: nullo, trumf eller grand. Forhånd tager af og viser kortet før kortgivningen.',
  'SPR-L8.done':
    'To til fem nullo, seks til ti trumf i kortets kulør, knægt til es grand. Og kortet ender nederst i byttebunken.',
  'SPR-L8.cut.goal':
    'Alle 52 kort er med (SPR-2.2). Forhånd løfter en del af bunken og viser det nederste kort til alle (SPR-4.2, COM-4). Værdien afgør spilformen, før nogen bytter.',
  'SPR-L8.bands':
    'Se på værdien: to til fem er nullo, seks til ti er trumf i kortets egen kulør, knægt til es er grand (SPR-5.3).',
  'SPR-L8.d7.goal': 'Forhånd viser [[7D]]. Hvad spiller I?',
  'SPR-L8.d7.explain':
    'En syver ligger mellem seks og ti, så det bliver trumf, og trumfen er kortets egen kulør, ruder (SPR-5.3, SPR-D3).',
  'SPR-L8.d7.mistake':
    'Det bliver trumf, men i variasjonssprøyte er trumfen det vendte korts egen kulør – her ruder – ikke klør fra rækkefølgen (SPR-D3).',
  'SPR-L8.d7.grand': 'Grand',
  'SPR-L8.d7.nullo': 'Nullo',
  'SPR-L8.d7.trumpC': 'Trumf: klør',
  'SPR-L8.d7.trumpD': 'Trumf: ruder',
  'SPR-L8.s4.goal': 'Forhånd viser [[4S]]. Hvad spiller I?',
  'SPR-L8.s4.explain':
    'To til fem betyder nullo. Ingen har trumf, og alle prøver at tage så få stik som muligt (SPR-5.3).',
  'SPR-L8.s4.mistake':
    'Kun seks til ti giver trumf. En firer betyder nullo: slet ingen trumf, og du vil have få stik (SPR-5.3).',
  'SPR-L8.s4.grand': 'Grand',
  'SPR-L8.s4.nullo': 'Nullo',
  'SPR-L8.s4.trumpS': 'Trumf: spar',
  'SPR-L8.hq.goal': 'Forhånd viser [[QH]]. Hvad spiller I?',
  'SPR-L8.hq.explain':
    'Knægt til es betyder grand – ingen trumf, og højeste kort i den udspillede kulør vinder (SPR-5.3).',
  'SPR-L8.hq.mistake':
    'En dame er over ti, så det bliver grand: slet ingen trumf. Trumf kommer kun fra seks til ti (SPR-5.3).',
  'SPR-L8.hq.grand': 'Grand',
  'SPR-L8.hq.nullo': 'Nullo',
  'SPR-L8.hq.trumpH': 'Trumf: hjerter',
  'SPR-L8.c10.goal': 'Forhånd viser [[TC]]. Hvad spiller I?',
  'SPR-L8.c10.explain': 'Tieren er øverst i trumfområdet, så klør er trumf (SPR-5.3).',
  'SPR-L8.c10.mistake':
    'Grand begynder ved knægt. Seks til ti betyder trumf i kortets kulør, så [[TC]] giver trumf i klør (SPR-5.3).',
  'SPR-L8.c10.grand': 'Grand',
  'SPR-L8.c10.nullo': 'Nullo',
  'SPR-L8.c10.trumpC': 'Trumf: klør',
  'SPR-L8.where.goal':
    'Forhånd løftede {cut} kort og viste det nederste. Så lægges bunken sammen som sædvanlig, og giveren giver uden at blande (COM-4.4). Hvor ender det vendte kort?',
  'SPR-L8.where.explain':
    'Når der er taget af, og bunken lægges sammen, ender det vendte kort nederst i bunken (COM-4.3) og dermed som sidste kort i byttebunken på 16. Alle ved, at det ligger der; kun giveren kan få det, og kun ved at tage alle de kort, der er tilbage (SPR-D5).',
  'SPR-L8.where.inHand':
    'Kortgivningen begynder fra toppen, og når der er taget af, ligger det vendte kort allernederst. Det bliver i byttebunken som sidste kort (SPR-D5).',
  'SPR-L8.where.other':
    'Den nederste bunke lægges oven på den løftede, så det vendte kort bliver bunkens nederste kort (COM-4.3): sidste kort i byttebunken.',
  'SPR-L8.where.bottom': 'Nederst i byttebunken',
  'SPR-L8.where.hand': 'På en spillers hånd',
  'SPR-L8.where.top': 'Øverst i byttebunken',

  'SPR-L9.title': 'Variasjonssprøyte: byt som giver',
  'SPR-L9.intro':
    'Forhånd viste [[QH]]: grand, ingen trumf. Du giver, så du bytter sidst, med det, de andre lader ligge i byttebunken på 16.',
  'SPR-L9.done': 'Giveren tager det, der er tilbage. Og når det sidste kort er med, ved du allerede, hvad det er.',
  'SPR-L9.grand.goal':
    'Her bruges alle 52 kort, også toerne (SPR-2.2): 12 kort hver og 16 i byttebunken (SPR-4.3). Den vendte [[QH]] ligger nederst (SPR-D5).',
  'SPR-L9.others.goal':
    'Ola er i forhånd og kan bytte 8; Kari som mellemhånd 5 plus det, Ola lader ligge. Se dem bytte.',
  'SPR-L9.swap.goal':
    'Ola byttede 8 og Kari 3 af sine 5. Fem kort er tilbage, og du kan tage dem alle: byt dine fem små kort.',
  'SPR-L9.swap.explain':
    'Giveren kan tage alt, hvad der er tilbage: 3 egne + de 2, Kari ikke brugte (SPR-6.2). Det sidste af dem er den vendte [[QH]] – et godt kort i grand.',
  'SPR-L9.swap.four':
    'Tilladt, men så lader du et kort, du kender, ligge: det femte kort er den vendte [[QH]], et stærkt kort i grand. Kort, ingen tager, er ude af spillet (SPR-6.4).',
  'SPR-L9.swap.other':
    'Tilladt, men i grand tager esser og konger stik. Byt de små kort: [[4S]], [[3S]], [[2H]], [[2D]] og [[6C]].',
  'SPR-L9.gotQueen.goal':
    'Du fik [[AD]], [[AC]], [[QS]], [[KC]] – og [[QH]], som alle så, da der blev taget af. Havde du ladet det ligge, var det blevet liggende med bagsiden op, ude af spillet (SPR-6.4).',

  'SPR-L10.title': 'Nullo: læg dig under og slip af med høje kort',
  'SPR-L10.intro':
    'Forhånd viste [[3S]]: nullo. Der er ingen trumf: du vil have færre end fire stik, og hvert stik under fire er et point. Kari spiller ud.',
  'SPR-L10.done':
    'I nullo lægger du dig under kortene på bordet og slipper af med høje kort, hver gang du ikke kan bekende kulør.',
  'SPR-L10.nullo.goal':
    'Nullo: ingen trumf, og du vil tage så få stik som muligt (SPR-5.3). Ingen bytter i denne lektion.',
  'SPR-L10.duck.goal': 'Kari spillede [[8C]] ud. Læg en klør, der taber til den.',
  'SPR-L10.duck.explain':
    'Kun højeste klør kan vinde (SPR-8.2), og [[5C]] er under Karis otter, så den kan ikke tage stikket. Det er den højeste klør, du trygt kan komme af med.',
  'SPR-L10.duck.alt':
    'Også sikkert – den er under [[8C]]. Men [[5C]] var den højeste klør, der stadig taber: gem de mindste til stik, hvor det er sværere at lægge sig under.',
  'SPR-L10.duck.win':
    'Tilladt, men din konge slår [[8C]], og kun esset kan slå den. I nullo vil du tabe stik: læg dig under det kort, der vinder.',
  'SPR-L10.olaWins.goal': 'Olas [[JC]] er højeste klør, så Ola tager stikket (SPR-8.2) og spiller ud til det næste.',
  'SPR-L10.throw.goal': 'Ola spillede ruder ud, og du har ingen. Kast dit farligste kort af.',
  'SPR-L10.throw.explain':
    'Du kan ikke bekende, så ethvert kort kan ryge – og et kort i en anden kulør kan aldrig vinde (SPR-8.2). Esset er højest også i nullo (SPR-2.3): [[AH]] ville vinde ethvert hjerterstik, så nu er tiden inde til at slippe af med det.',
  'SPR-L10.throw.alt':
    'Godt tænkt: et højt kort er væk. Men [[AH]] er det farligste kort – et es kan aldrig tabe et hjerterstik.',
  'SPR-L10.throw.low':
    'Tilladt, men små kort er præcis, hvad du skal bruge senere for at lægge dig under. Når du er renonce, er det tid til at slippe af med [[AH]].',
  'SPR-L10.throw.other':
    'Tilladt, men det kort hjælper dig mindre. Kast det kort af, der lettest tager et stik senere: [[AH]].',
  'SPR-L10.kariWins.goal':
    'Karis [[9D]] er højeste ruder og vinder (SPR-8.2); et afkast som [[AH]] kan aldrig vinde et ruderstik. Efter given er hvert stik under fire et point (SPR-9.3).',

  'SPR-L11.title': 'Tæl point i nullo',
  'SPR-L11.intro': 'En nullogiv er slut. Stik: du 1, Ola 0, Kari 11. I nullo går regnestykket den anden vej.',
  'SPR-L11.done': 'I nullo er hvert stik under fire et point, og slet ingen stik er værd fire.',
  'SPR-L11.reverse.goal': 'Fire er stadig udgangspunktet, men nu er hvert stik under fire et point (SPR-9.3).',
  'SPR-L11.underFour': 'I nullo er hvert stik under fire værd et point; ingen stik er værd fire (SPR-9.3).',
  'SPR-L11.you.goal': 'Du tog {tricks} stik. Hvor mange point?',
  'SPR-L11.you.explain': '{tricks} er tre under fire, altså {points} point.',
  'SPR-L11.ola.goal': 'Ola tog {tricks} stik. Hvor mange point?',
  'SPR-L11.ola.explain': 'Slet ingen stik er værd {points} point, det højeste nogen kan få i nullo.',
  'SPR-L11.kari.goal': 'Kari tog {tricks} stik. Hvor mange point?',
  'SPR-L11.kari.explain':
    'Stik over fire er intet værd i nullo, og point bliver aldrig negative (SPR-9.4): {points} point.',
  'SPR-L11.kari.over':
    'Sådan tæller man i trumf. I nullo giver kun stikkene under fire point, så Karis mange stik giver hende ingenting (SPR-9.3).',

  'SPR-L12.title': 'Med talon: byt hele hånden eller behold den',
  'SPR-L12.intro':
    'Med talon deles alle 52 kort i fire bunker på 13: tre hænder og en skjult talon. Klør er trumf i giv 1.',
  'SPR-L12.done': 'En svag hånd er grund nok til at satse på talonen. Den, der tager den, afslutter tilbuddet.',
  'SPR-L12.talon.goal':
    'Talonen tilbydes forhånd først (SPR-6.5). Kari giver, så det er dig. Trumfen går på skift som i almindelig sprøyte (SPR-5.2).',
  'SPR-L12.take.goal': 'Din hånd har intet es, ingen konge og kun små klør: den når næppe fem stik. Tag talonen.',
  'SPR-L12.take.explain':
    'At tage talonen betyder at lægge hele hånden væk uset og tage de 13 kort i talonen op (SPR-6.5). Med en så svag hånd er næsten alt bedre.',
  'SPR-L12.take.keep':
    'Tilladt, men din hånd når næppe fem stik: intet es, ingen konge, små trumfer. Her er talonen værd at satse på.',
  'SPR-L12.stops.goal':
    'Din gamle hånd ligger med bagsiden op, ude af spillet. Du har taget talonen, så tilbuddet stopper: Ola og Kari beholder deres hænder (SPR-6.5). Du er i forhånd, så du spiller ud (SPR-7.1).',

  'SPR-L13.title': 'Til 10 point – og når det står lige',
  'SPR-L13.intro': 'I spiller til 10 point. Men at nå 10 er ikke helt det samme som at vinde.',
  'SPR-L13.done':
    'Når nogen har 10, vinder den med den højeste sum; står det lige øverst, spilles der flere give, til én spiller fører alene.',
  'SPR-L13.target.goal':
    'Pointene skrives op efter hver giv, og først da ser man, om spillet er slut (SPR-10.2). En giv spilles altid færdig (SPR-D9).',
  'SPR-L13.first.goal':
    'Deler to spillere den højeste sum, spiller I en giv mere (SPR-10.3, SPR-D10). Før given: du {you}, Ola {ola}, Kari {kari}. Stik i denne trumfgiv: du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Hvem vinder?',
  'SPR-L13.first.explain':
    'Du {youAfter}, Ola {olaAfter}, Kari {kariAfter}. To spillere deler den højeste sum, så I spiller en giv mere (SPR-10.3, SPR-D10).',
  'SPR-L13.first.youFirst':
    'Begge nåede 10 i samme giv; med lige sum fortsætter spillet. Ingen kommer »først« midt i en giv: given tælles samlet (SPR-10.3).',
  'SPR-L13.first.olaMore':
    'Ola tog flere stik i denne giv, men det er summerne, der tæller: du {youAfter}, Ola {olaAfter}. Delt føring betyder en giv mere (SPR-10.3).',
  'SPR-L13.highest':
    'Læg hver spillers point til summen. Når nogen har 10, vinder den, der alene har højeste sum; står det lige øverst, bliver det en giv mere (SPR-10.3).',
  'SPR-L13.first.again': 'Ingen endnu – en giv mere',
  'SPR-L13.first.ola': 'Ola',
  'SPR-L13.first.you': 'Du',
  'SPR-L13.second.goal':
    'Summerne nu: du {you}, Ola {ola}, Kari {kari}. I ekstragiven tager du {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Hvem vinder?',
  'SPR-L13.second.explain':
    'Ola har {olaAfter}, du bliver på {youAfter}. Præcis én spiller har højeste sum, så Ola vinder (SPR-10.3).',
  'SPR-L13.second.youFirst':
    'Du nåede 10 tidligere, men det er ligegyldigt: efter denne giv har Ola {olaAfter} og du {youAfter}. Højeste sum vinder (SPR-10.3).',
  'SPR-L13.second.again': 'Ingen endnu – en giv mere',
  'SPR-L13.second.ola': 'Ola',
  'SPR-L13.second.you': 'Du',

  'SPR-L14.title': 'Behold hånden: talonen bliver liggende',
  'SPR-L14.intro':
    'Med talon igen, giv 2, så spar er trumf (SPR-5.2). Ola giver, så Kari spørges først, så dig, så Ola. Denne gang er din hånd stærk.',
  'SPR-L14.done': 'En god hånd beholder du. Når alle tre siger nej, får ingen talonen at se.',
  'SPR-L14.kari.goal': 'Kari er i forhånd og får talonen tilbudt først (SPR-6.5). Hun beholder sin hånd.',
  'SPR-L14.keep.goal': 'Fem spar med es, konge, dame og knægt, og fire esser: denne hånd tager mange stik. Behold den.',
  'SPR-L14.keep.explain':
    'Talonen er uset, så et bytte er en satsning (SPR-6.5). Med en så stærk hånd har du langt mere at tabe end at vinde på det.',
  'SPR-L14.keep.take':
    'Tilladt, men så smider du fire toptrumfer og tre esser i andre kulører væk for 13 kort, som ingen har set. Behold en så god hånd.',
  'SPR-L14.closed.goal':
    'Ola beholder også. Alle tre sagde nej, så talonen bliver liggende skjult hele given (SPR-D8). Kari er i forhånd og spiller ud til det første af 13 stik (SPR-7.1, SPR-7.5).',

  'SPR-L15.title': 'Bordet, kortene og kortgivningen',
  'SPR-L15.intro': 'Før din første giv: hvem der sidder hvor, hvilke kort der bruges, og hvordan de gives.',
  'SPR-L15.done': 'Nu kender du bordet, kortene og kortgivningen. Næste skridt: bekend kulør og tag stik.',
  'SPR-L15.table.goal':
    'Tre spillere, hver for sig (SPR-1.1). Ola sidder til venstre for dig og spiller efter dig; Kari sidder til højre og spiller før dig – alt går med uret (COM-2.1). Spilleren til venstre for giveren er forhånd, den næste er mellemhånd (SPR-1.2).',
  'SPR-L15.pack.goal':
    'Almindelig sprøyte bruger et kortspil på 52 kort (COM-1.1), men uden de fire toere. Hvor mange kort er det?',
  'SPR-L15.pack.explain':
    '52 minus de fire toere er 48. I hver kulør er es højest og treeren lavest (SPR-2.1, COM-1.2).',
  'SPR-L15.pack.twos': 'Det er hele kortspillet. I almindelig sprøyte tager man de fire toere ud (SPR-2.1).',
  'SPR-L15.deal.goal':
    'Der trækkes lod om, hvem der giver først (SPR-3.1). Før hver giv samler giveren alle kortene, blander (SPR-4.1, COM-6.5) og giver ét kort ad gangen: forhånd, mellemhånd, giver (SPR-4.3). Så ser alle på deres egen hånd (SPR-4.5).',
  'SPR-L15.stock.goal': 'Hver spiller får {hand} kort. Hvor mange er der tilbage til byttebunken?',
  'SPR-L15.stock.explain': '48 − 36 = 12. De ligger med bagsiden op som byttebunke (SPR-4.3).',
  'SPR-L15.stock.none': 'Ikke alle kort gives ud: tre hænder tager 36 af de 48, og resten er byttebunken (SPR-4.3).',
  'SPR-L15.variation.goal':
    'Variasjonssprøyte beholder alle 52 kort, og alle får stadig {hand}. Hvor mange ligger i byttebunken?',
  'SPR-L15.variation.explain':
    '52 − 36 = 16, fire flere at bytte med (SPR-2.2, SPR-4.3). Formen vælges før partiet og gælder helt til slut (SPR-2.4).',
  'SPR-L15.variation.talon':
    'Tretten er talonvarianten, hvor kortene deles i fire bunker på 13. I variasjonssprøyte har hver hånd stadig 12, så byttebunken får 16 (SPR-4.3).',
  'SPR-L15.tricks.goal': 'Hvert stik tager ét kort fra hver spiller. Hvor mange stik har en almindelig giv?',
  'SPR-L15.tricks.explain':
    '12 kort hver giver 12 stik, og de spilles alle (SPR-7.5). Det er fire hver i gennemsnit – husk det tal.',
  'SPR-L15.tricks.four':
    'Fire er, hvad hver spiller tager i gennemsnit. Given har lige så mange stik, som hver spiller har kort (SPR-7.5).',
  'SPR-L15.next.goal':
    'Efter hver giv går turen til at give én plads til venstre (SPR-3.2). Ola gav i denne giv. Hvem giver næste gang?',
  'SPR-L15.next.explain': 'Kari sidder til venstre for Ola, så Kari – forhånd i denne giv – giver næste gang.',
  'SPR-L15.next.right': 'Du sidder til højre for Ola. Turen til at give går til venstre, til Kari (SPR-3.2).',
  'SPR-L15.next.same': 'Giveren skifter hver gang: én plads til venstre, til Kari (SPR-3.2).',

  'SPR-L16.title': 'Spil ud: et hvilket som helst kort, og vinderen spiller ud igen',
  'SPR-L16.intro':
    'Kari giver, så du er i forhånd: du spiller ud til første stik, uanset hvem der byttede hvad (SPR-7.1). Klør er trumf.',
  'SPR-L16.done': 'Spil dine topkort ud og behold udspillet. Den, der vinder, spiller ud – hver gang.',
  'SPR-L16.keep.goal': 'Ingen bytter i denne lektion. Du er i forhånd, så det første kort er dit.',
  'SPR-L16.lead.goal':
    'Du kan spille et hvilket som helst kort ud (SPR-7.2). Spil [[AS]] ud: intet sparkort er højere, så kun en, der er renonce i spar, kan slå det – med trumf.',
  'SPR-L16.lead.explain':
    'Ola og Kari havde begge spar, så de skulle bekende kulør, ét kort hver, med uret (COM-5.1) – og intet sparkort slår esset. Stikket er dit.',
  'SPR-L16.lead.low':
    'Tilladt – du kan spille et hvilket som helst kort ud (SPR-7.2). Men det kort kan tabe stikket; dit højeste sparkort kan kun slås af en trumf, så med det beholder du sandsynligvis udspillet.',
  'SPR-L16.lead.king':
    'Tilladt (SPR-7.2), og [[KS]] kunne også have vundet: det eneste højere sparkort er dit eget es. Her øver du at spille ud fra toppen, så spil [[AS]] ud først; kongen kommer bagefter.',
  'SPR-L16.lead.queen':
    'Tilladt (SPR-7.2), og [[QS]] kunne også have vundet: de to højere sparkort, esset og kongen, er begge dine. Her øver du at spille ud fra toppen, så spil [[AS]] ud først; kongen og damen kommer bagefter.',
  'SPR-L16.again.goal': 'Du vandt, så du spiller ud igen (SPR-7.4). Esset er væk: spil din næste topspar ud, [[KS]].',
  'SPR-L16.again.explain':
    'Når esset er spillet, er din konge den højeste spar, der er tilbage. Den, der tager et stik, spiller ud til det næste (SPR-7.4).',
  'SPR-L16.again.alt':
    'Det vinder også: Ola og Kari havde ingen højere spar. Men [[KS]] var det kort, som alle vidste var højest.',
  'SPR-L16.end.goal':
    'To stik til dig, og udspillet er stadig dit (SPR-7.4). Sådan spilles alle 12 stik, det ene efter det andet (COM-5.6).',

  'SPR-L17.title': 'Es lavest i nullo (en indstilling)',
  'SPR-L17.intro':
    'Normalt er es højest i alle spilformer (SPR-2.3). Nogle lader esset være lavest i nullo; ved dette bord er den indstilling slået til. Forhånd viste [[4D]]: nullo.',
  'SPR-L17.done': 'Med »es lavest i nullo« er esset det sikreste kort i nullo. I trumf og grand er det stadig højest.',
  'SPR-L17.setting.goal':
    'Indstillingen er slået til: i nullo er esset lavere end toeren (SPR-8.3). Ingen bytter i denne lektion.',
  'SPR-L17.duck.goal': 'Kari spillede [[3C]] ud. Læg en klør, der taber til den.',
  'SPR-L17.duck.explain':
    'Med es lavest er [[AC]] den mindste klør, der findes – lavere end toeren – så den taber til Karis treer (SPR-8.3).',
  'SPR-L17.duck.high':
    'Tilladt, men den klør er højere end [[3C]] og kan tage stikket. Med es lavest er det [[AC]], der taber (SPR-8.3).',
  'SPR-L17.kariWins.goal': 'Olas [[2C]] slår dit es her, og Karis [[3C]] er højest: Kari tager stikket (SPR-8.3).',

  'SPR-L18.title': 'Pointlisten og slutplaceringen',
  'SPR-L18.intro':
    'Pointene lægges sammen efter hver giv, og spillet slutter kun efter en giv. Tre hurtige spørgsmål om pointlisten.',
  'SPR-L18.done': 'Nu kan du føre pointene og læse slutplaceringen.',
  'SPR-L18.total.goal': 'Du havde {you} point. I denne trumfgiv tager du {youTricks} stik. Hvad er din nye sum?',
  'SPR-L18.total.explain':
    '{youTricks} stik giver {points}, og {you} + {points} = {total}. Summerne føres løbende (SPR-9.4).',
  'SPR-L18.total.tricks': 'Der lagde du stikkene til. Kun pointene føres: {youTricks} stik giver {points} (SPR-9.2).',
  'SPR-L18.total.running':
    'Det er kun pointene for denne giv. De lægges til det, du havde i forvejen: en løbende sum (SPR-9.4).',
  'SPR-L18.over.goal': 'Efter given: du {you}, Ola {ola}, Kari {kari}. Er spillet slut?',
  'SPR-L18.over.explain': 'Ingen har nået 10 (SPR-10.1), så I spiller næste giv.',
  'SPR-L18.over.over': 'Ja, nogen har vundet',
  'SPR-L18.over.playOn': 'Nej, spil videre',
  'SPR-L18.place.goal':
    'Lige sum under vinderen giver delt plads (SPR-10.4). Et spil er slut: Ola {ola}, du {you}, Kari {kari}. Ola vinder. Hvilken plads får du?',
  'SPR-L18.place.explain': 'Andenplads, delt med Kari. Lige sum under vinderen giver delt plads (SPR-10.4).',
  'SPR-L18.place.third': 'Du og Kari har samme sum, så I deler pladsen: begge på andenplads (SPR-10.4).',
};
