// Tribello-lektioner på dansk (rules.md TRB-14). Bordets ord: giv, giver, kvote, stik, trumf, kulør,
// bekende kulør, købebunken, tage af, det vendte kort, runde.
export const text: Readonly<Record<string, string>> = {
  'TRB-L1.title': 'Kvoten følger pladsen',
  'TRB-L1.intro':
    'Ingen byder i Tribello. Hver plads har en kvote, et antal stik, du bliver målt imod, og i runde 1–3 afhænger den kun af, hvor du sidder i forhold til giveren.',
  'TRB-L1.done':
    'Kvoten hører til stolen, ikke til spilleren: giver 6, venstre 4, højre 3. Når en ny giver tager over, flytter kvoterne med.',
  'TRB-L1.seats.goal':
    'Tre spillere, hver for sig (TRB-1.1). Liv sidder til venstre for dig, Rune til højre, og alt går med uret: dig, Liv, Rune. Der trækkes lod om, hvem der giver først; i dag er det dig. Kvoterne følger stolene: giveren 6 stik, den til venstre for giveren 4, den til højre 3 (TRB-4.1).',
  'TRB-L1.yours.goal': 'Giv {deal}: du er giver. Hvad er din kvote?',
  'TRB-L1.yours.explain':
    'Giveren bytter først og spiller ud til første stik, så giveren ventes at tage flest: 6 stik (TRB-4).',
  'TRB-L1.yours.all': '13 er alle stik i given. De tre kvoter deler de 13: giver 6, venstre 4, højre 3 (TRB-4.1).',
  'TRB-L1.others.goal': 'Liv sidder til venstre for dig, altså til venstre for giveren. Hvad er hendes kvote?',
  'TRB-L1.others.explain':
    'Spilleren til venstre for giveren har 4, den til højre 3. Med giverens 6 giver det 13, ét for hvert stik (TRB-4.1).',
  'TRB-L1.others.right': '3 er kvoten til højre for giveren, og det er Runes stol. Liv, til venstre, har 4 (TRB-4).',
  'TRB-L1.next.goal':
    'Efter hver giv går turen til at give én plads til venstre (TRB-3.3). Giv {deal} begynder. Hvem giver nu?',
  'TRB-L1.next.explain': 'Liv sidder til venstre for dig, så Liv giver, og Rune efter hende.',
  'TRB-L1.next.right':
    'Turen til at give går til venstre, ikke til højre (TRB-3.3): Liv giver næste gang og Rune efter hende.',
  'TRB-L1.moved.goal': 'Giv {deal}: Liv giver. Hvad er din kvote nu?',
  'TRB-L1.moved.explain':
    'Nu sidder du til højre for giveren, og den stol har 3. Liv har giverens 6 og Rune venstrestolens 4 (TRB-4.1).',
  'TRB-L1.moved.chair':
    'Kvoten hører til giverens stol, og den er flyttet. Nu giver Liv, så 6 er hendes; du sidder til højre for hende med 3 (TRB-4.1).',
  'TRB-L1.moved.left':
    'Se, hvor du sidder nu: Rune er til venstre for Liv, du til højre for hende. Højrestolen har 3 (TRB-4).',

  'TRB-L2.title': 'Runde 1: det vendte kort afgør trumfen',
  'TRB-L2.intro': 'I runde 1 vælger ingen trumf; et kort fra midten af bunken gør det. Du er giver i den første giv.',
  'TRB-L2.done':
    'Det vendte korts kulør er trumf, dets værdi betyder intet, og selve kortet ender hos giveren, hvilket alle kan huske.',
  'TRB-L2.cut.goal':
    'Du har blandet de 52 kort. Liv, til venstre for dig, tager af: hun løfter en del af bunken og viser det nederste kort i det, hun løftede, [[8H]] (TRB-5.2). Når bunken lægges sammen igen, ligger kortet nederst, så det gives sidst – til giveren (TRB-5.3).',
  'TRB-L2.which.goal': 'Hjerter er trumf i denne giv. Hvilket af disse kort er trumf?',
  'TRB-L2.which.explain': 'Alle hjerter er trumf, også [[2H]]. Kun det vendte korts kulør tæller (TRB-6.1).',
  'TRB-L2.which.eight':
    'Kun kuløren tæller; at det er en otter, betyder intet. Det vendte kort var en hjerter, så alle hjerter er trumf, og de andre ottere er almindelige kort (TRB-6.1).',
  'TRB-L2.which.2H': 'hjerter 2',
  'TRB-L2.which.8D': 'ruder 8',
  'TRB-L2.which.8S': 'spar 8',
  'TRB-L2.bottom.goal':
    'Så lægges bunken sammen igen: resten af bunken kommer oven på Livs del, så [[8H]] er nu nederste kort (COM-4.3). Du giver ét kort ad gangen, til Liv, Rune, købebunken og dig selv, og det sidste kort er dit.',
  'TRB-L2.who.goal': 'Hvem har [[8H]] nu?',
  'TRB-L2.who.explain':
    'Det har du. Det vendte kort ligger nederst, så det gives sidst, og det sidste kort går til giveren (TRB-5.3).',
  'TRB-L2.who.cutter':
    'Liv tog kun af og viste det. Da bunken blev lagt sammen, kom [[8H]] nederst, og det sidste kort går til giveren: dig (TRB-5.3).',
  'TRB-L2.public.goal':
    'Alle så [[8H]] og ved, at du har det: et kort, alle har set, er offentligt (COM-7.2). Lægger du det fra dig, når du bytter, ser ingen det: de kort, man lægger fra sig, er hemmelige (TRB-7.3).',

  'TRB-L3.title': 'At bytte som giver',
  'TRB-L3.intro':
    'Alle kan bytte kort med købebunken, den fjerde hånd midt på bordet. Giveren bytter først og kan bytte alle tretten. Hjerter er trumf.',
  'TRB-L3.done':
    'Læg fra dig først, tag så fra toppen, i blinde. Jo mere giveren tager, jo mindre er der tilbage til de andre.',
  'TRB-L3.pickup.goal':
    'Købebunken ligger med bagsiden op (TRB-5.4). Ingen må kigge i den, og ingen vælger fra den: du lægger kort fra dig først og tager lige så mange fra toppen (TRB-7.3).',
  'TRB-L3.discard.goal': 'Læg dine fem små klør og ruder fra dig: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.explain':
    'De fem tager næppe et stik. Fem ukendte kort fra toppen kan næppe gøre det værre, og hver hjerter iblandt dem er trumf (COM-6.1).',
  'TRB-L3.discard.otherwise':
    'Behold esser, konger og hjerter: det er dine stik. Byt de små klør og ruder: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.keep':
    'Du må gerne beholde det hele. Men som giver skal du bruge 6 stik, og dine små klør og ruder tager ingen. Byt dem.',
  'TRB-L3.discard.peek':
    'Købebunken ligger med bagsiden op, og du tager altid fra toppen. Du ser de nye kort først, når de er på hånden (TRB-7.3).',
  'TRB-L3.drawn.goal':
    'Fra toppen kom [[QH]] [[KS]] [[AC]] [[9D]] [[3H]]: to trumfer mere og to høje kort. Nu har du syv trumfer.',
  'TRB-L3.livMax.goal': 'Du tog {took} af de 13 kort. Hvor mange kunne Liv højst bytte?',
  'TRB-L3.livMax.explain':
    'Kun det, der er tilbage i købebunken. Efter giveren kan hver spiller bytte op til 13, men aldrig flere, end der ligger tilbage (TRB-7.2).',
  'TRB-L3.livMax.all':
    'Tretten kan man kun bytte med en fuld bunke. Efter dig er de kort, der ligger tilbage, alt, hvad nogen kan tage (TRB-7.2).',
  'TRB-L3.livMax.quota':
    'Liv har kvote 4, men kvoten har intet med byttet at gøre. Grænsen er det, der ligger tilbage i købebunken (TRB-7.2).',
  'TRB-L3.rest.goal':
    'Liv byttede {liv} og Rune {rune}. Alle ser, hvor mange, men ingen ser, hvilke (COM-6.3). Resten af købebunken bliver liggende med bagsiden op (TRB-D8); til næste giv blandes alle kort igen (COM-6.5).',

  'TRB-L4.title': 'Giveren spiller ud; bekend kulør; trumf, når du er renonce',
  'TRB-L4.intro':
    'Giv 3: Rune giver, og du tager af. [[5S]] blev vendt, så spar er trumf, og [[5S]] gik til Rune. Nu til stikkene.',
  'TRB-L4.done': 'Bekend kulør, når du kan; når du ikke kan, kan en trumf tage stikket. Det er kernen i runde 1 og 2.',
  'TRB-L4.keep.goal': 'Ingen bytter i denne lektion. Rune gav, så Rune spiller ud til første stik (TRB-8.1).',
  'TRB-L4.follow.goal': 'Rune spillede [[KD]] ud. Bekend kulør: læg en ruder.',
  'TRB-L4.follow.explain':
    'Du har ruder, så du skal lægge en (TRB-8.2). Ingen af dine slår kongen, så læg den mindste, [[4D]].',
  'TRB-L4.follow.alt':
    'Tilladt: med en ruder bekender du kulør. Men den slår heller ikke kongen, så [[4D]] var det billigste kort at lægge.',
  'TRB-L4.livWins.goal':
    'Liv lagde [[AD]]. Der er ingen trumf i stikket, så højeste ruder vinder, og es er højest (TRB-9.1). Liv tager stikket og spiller ud til det næste (TRB-8.3).',
  'TRB-L4.ruff.goal': 'Liv spiller [[KC]] ud, og Rune bekender med [[3C]]. Du har ingen klør: trumf med en spar.',
  'TRB-L4.ruff.explain':
    'Uden klør kan du lægge et hvilket som helst kort. En trumf slår alle klør, så din mindste spar, [[3S]], tager stikket (TRB-9.1).',
  'TRB-L4.ruff.alt':
    'Den vinder også: alle spar slår klørkortene. Men [[3S]] gør samme arbejde og gemmer de store trumfer til senere.',
  'TRB-L4.ruff.discard':
    'Tilladt: du behøver aldrig at trumfe (COM-5.4). Men så beholder Liv stikket med [[KC]]. Du har ingen klør, så en hvilken som helst spar, også [[3S]], havde taget det.',
  'TRB-L4.won.goal':
    'En spar slår kongen, selv en lille som [[3S]]: når der ligger trumf i stikket, vinder højeste trumf (TRB-9.1). Du spiller ud næste gang.',

  'TRB-L5.title': 'Point i runde 1–3',
  'TRB-L5.intro':
    'Efter hver giv sammenligner du dine stik med din kvote. I runde 1 til 3 er kvoten et minimum, du vil over.',
  'TRB-L5.done': 'Stik minus kvote for hver spiller, og de tre pointtal giver altid 0 tilsammen.',
  'TRB-L5.how.goal':
    'Ét point for hvert stik over kvoten, minus ét for hvert stik under; præcis kvoten giver 0 (TRB-10.1). Kortene har ingen værdi, kun stikkene tæller. Giv 1 er slut.',
  'TRB-L5.you.goal': 'Du gav, så din kvote var {quota}. Du tog {tricks} stik. Hvor mange point får du?',
  'TRB-L5.you.explain': 'Point = stik minus kvote. Hvert stik over kvoten er et point (TRB-10.1).',
  'TRB-L5.you.tricks': 'Stikkene alene er ikke pointene. Træk kvoten fra først (TRB-10.1).',
  'TRB-L5.liv.goal': 'Liv: kvote {quota}, {tricks} stik. Hvor mange point får hun?',
  'TRB-L5.liv.explain': 'Point = stik minus kvote. Hvert stik under kvoten koster et point (TRB-10.1).',
  'TRB-L5.liv.tricks':
    'Point = stik minus kvote, ikke stikkene selv. Liv tog færre stik end sin kvote, så hun ender under nul (TRB-10.1).',
  'TRB-L5.rune.goal': 'Rune: kvote {quota}, {tricks} stik. Hvor mange point får han?',
  'TRB-L5.rune.explain': 'Præcis kvoten giver ingenting: stik minus kvote bliver nul (TRB-10.1).',
  'TRB-L5.rune.tricks':
    'Point = stik minus kvote. Rune tog præcis sin kvote, så han hverken vinder eller taber (TRB-10.1).',
  'TRB-L5.sum.goal': 'Læg de tre pointtal sammen. Hvad giver det?',
  'TRB-L5.sum.explain':
    'Altid 0. Kvoterne er 13 tilsammen, og det er stikkene også, så hvert point, én spiller vinder, taber en anden (TRB-10.3).',
  'TRB-L5.sum.tricks':
    '13 er antallet af stik. Læg pointene sammen, stik minus kvote for hver, så går de lige op (TRB-10.3).',

  'TRB-L6.title': 'Runde 2: giveren melder trumf',
  'TRB-L6.intro':
    'I runde 2 ser giveren på sin hånd og siger, hvilken kulør der er trumf, før nogen bytter. Der er ikke noget valg »ingen trumf«: en kulør skal meldes (TRB-D3). Giv 4: du giver.',
  'TRB-L6.done': 'Meld din længste og stærkeste kulør først; byt så, i blinde, for at bygge videre på den.',
  'TRB-L6.name.goal': 'Meld trumf, før nogen bytter. Du har seks spar med es, konge og dame: meld spar.',
  'TRB-L6.name.explain':
    'Seks spar med es, konge og dame tager sparstikkene og slår de andres sidekulører. Trumf meldes, før nogen bytter, og du kan ikke vælge »ingen trumf« (TRB-6.2, TRB-D3).',
  'TRB-L6.name.weak':
    'Tilladt, men den kulør er kort og svag på din hånd. Meld den kulør, du har flest af, med de højeste kort: spar.',
  'TRB-L6.swap.goal': 'Byt nu. Et forslag: læg [[7C]] [[4C]] [[5H]] [[8D]] fra dig.',
  'TRB-L6.swap.explain':
    'Små kort uden for trumf tager sjældent stik. Du ved ikke, hvad du får, før kortene er på hånden, så læg kun det fra dig, der helt sikkert er ubrugeligt (COM-6.1).',
  'TRB-L6.swap.alt':
    'Fint: fire kort væk, og de samme fire kommer fra toppen, uanset hvilke fire du lægger væk. Heller ikke en enlig [[JC]] tager tit et stik.',
  'TRB-L6.swap.otherwise':
    'Behold sparkortene og esserne: det er dine stik. Læg de små klør og de enlige små kort fra dig, for eksempel [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.drawn.goal':
    'Du fik [[JD]] [[TH]] [[8S]] [[8C]], usete, indtil de var dine (TRB-D9). Én spar mere: syv trumfer.',
  'TRB-L6.others.goal': 'Liv byttede {liv} og Rune {rune}. Nu spiller du, giveren, ud til første stik.',

  'TRB-L7.title': 'Når købebunken slipper op',
  'TRB-L7.intro': 'Giv 5: Liv giver. Hun melder trumf og bytter først, så Rune, og du til sidst. Din kvote er 3.',
  'TRB-L7.done': 'Sidst i byttet får du det, de andre lader ligge, og nogle gange er det ingenting.',
  'TRB-L7.order.goal':
    'Byttet går giver, venstre, højre (TRB-7.1). Liv giver, Rune sidder til venstre for hende og du til højre, så du bytter sidst.',
  'TRB-L7.limit.goal': 'Liv byttede {liv} kort og Rune {rune}. Hvor mange kan du bytte?',
  'TRB-L7.limit.explain':
    'Liv og Rune tog alle 13 tilsammen: købebunken er tom. Ingen tager flere, end der ligger tilbage, så du kan ikke bytte (TRB-7.2).',
  'TRB-L7.limit.all':
    'Kun en fuld bunke giver 13. Du må højst tage det, der er tilbage, og Liv og Rune har taget det hele (TRB-7.2).',
  'TRB-L7.limit.quota':
    'Kvoten siger, hvor mange stik du vil have, ikke hvor mange kort du kan bytte. Grænsen er det, der ligger tilbage i købebunken (TRB-7.2).',
  'TRB-L7.keep.goal': 'Købebunken er tom. Behold din hånd: byt ingenting.',
  'TRB-L7.keep.explain':
    'Uden kort tilbage er der intet at tage, så du spiller den hånd, du fik (TRB-7.2). At bytte nul kort er altid tilladt (COM-6.2).',

  'TRB-L8.title': 'Runde 3: ingen trumf',
  'TRB-L8.intro': 'Runde 3 har slet ingen trumf. Giv 9: Rune giver og spiller ud.',
  'TRB-L8.done': 'Uden trumf kan kun den udspillede kulør vinde. Et es i en anden kulør er intet værd i det stik.',
  'TRB-L8.keep.goal':
    'Ingen bytter i denne lektion, og der er ingen trumf i denne runde (TRB-6.3). Rune gav, så han spiller ud.',
  'TRB-L8.void.goal':
    'Rune spillede [[4D]] ud. Du har ingen ruder, så du kan lægge et hvilket som helst kort. Kast [[AS]] af, og se, hvad der sker med det.',
  'TRB-L8.void.explain':
    'Uden ruder kan du lægge et hvilket som helst kort (COM-5.3). Esset lægges her for at vise, at et kort i en anden kulør ikke kan vinde, ikke engang et es.',
  'TRB-L8.void.alt':
    'Tilladt: uden ruder går alle kort, og i et rigtigt spil er et lille kort klogere. Lektionen foreslog [[AS]] kun for at vise, at det ikke kan vinde her.',
  'TRB-L8.who.goal': 'Rune spillede [[4D]] ud, og Liv lagde [[9D]]. Hvem tager stikket?',
  'TRB-L8.who.explain':
    'Liv: højeste ruder vinder. Kulørerne har ingen rangorden indbyrdes, så uden trumf vinder et kort i en anden kulør aldrig (TRB-9.2).',
  'TRB-L8.who.ace':
    'Ingen trumf i runde 3: kun ruder kan vinde et ruderstik. Dit kort er ikke en ruder, så det kan ikke vinde (TRB-9.2).',
  'TRB-L8.who.low':
    'Både Rune og Liv lagde ruder, og [[9D]] er højere end [[4D]]. Højeste kort i den udspillede kulør vinder (TRB-9.2).',

  'TRB-L9.title': 'Runde 4: undgå stik',
  'TRB-L9.intro': 'Runde 4 vender spillet om: nu gør stik ondt. Kvoten bliver et loft, du vil blive under.',
  'TRB-L9.done': 'I runde 4 er kvoterne vendt om, og det er pointene også: kvote minus stik.',
  'TRB-L9.avoid.goal':
    'Giv {deal} hører til runde {round}: ingen trumf, og hvert stik under kvoten giver et point (TRB-6.4).',
  'TRB-L9.quota.goal': 'Du giver i giv {deal}. Hvad er din kvote, dit loft, nu?',
  'TRB-L9.quota.explain':
    'I runde 4 er kvoterne vendt om: giver 3, venstre 4, højre 6 (TRB-4). Giveren bytter og spiller ud først, så giveren får det laveste loft.',
  'TRB-L9.quota.reversed':
    'Det var runde 1–3. I runde 4 er kvoterne vendt om: giveren har 3 og spilleren til højre 6 (TRB-4).',
  'TRB-L9.you.goal': 'Din kvote er {quota}, og du tog {tricks} stik. Hvor mange point får du?',
  'TRB-L9.you.explain': 'Point = kvote minus stik. Hvert stik under kvoten er et point (TRB-10.2).',
  'TRB-L9.you.oldWay':
    'Det er regnemåden fra runde 1–3. I runde 4 er det kvote minus stik: hvert stik under kvoten giver et point (TRB-10.2).',
  'TRB-L9.liv.goal': 'Liv: kvote {quota}, {tricks} stik. Hvor mange point får hun?',
  'TRB-L9.liv.explain': 'Point = kvote minus stik. Hvert stik over loftet koster et point (TRB-10.2).',
  'TRB-L9.liv.oldWay': 'I runde 4 vendes fortegnet: kvote minus stik, så stik over kvoten koster point (TRB-10.2).',
  'TRB-L9.rune.goal': 'Rune: kvote {quota}, {tricks} stik. Hvor mange point får han?',
  'TRB-L9.rune.explain':
    'Kvote minus stik: at blive under loftet giver point. Og de tre pointtal giver 0 tilsammen igen (TRB-10.3).',
  'TRB-L9.rune.oldWay': 'At blive under loftet er godt i runde 4: point = kvote minus stik (TRB-10.2).',

  'TRB-L10.title': 'Runde 4: af med vinderne, og duk',
  'TRB-L10.intro':
    'Giv 12, den sidste. Rune giver; du sidder til venstre for ham med kvote 4, og hvert stik over den koster dig. Din hånd er fuld af esser.',
  'TRB-L10.done':
    'I runde 4 bytter du for at komme af med høje kort, og i spillet dukker du under stikket, når du kan.',
  'TRB-L10.ceiling.goal':
    'Ingen trumf, og nu er stik dårlige (TRB-6.4). Rune, der giver, bytter først; du er den næste.',
  'TRB-L10.max.goal': 'Rune byttede {rune}. Hvor mange kort kan du bytte?',
  'TRB-L10.max.explain':
    'Alt, hvad der er tilbage i købebunken. Brug det: i runde 4 er byttet din bedste chance for at komme af med høje kort (TRB-7.2).',
  'TRB-L10.max.all':
    'Tretten kræver en fuld bunke. Rune har allerede taget nogle, så der er færre tilbage til dig (TRB-7.2).',
  'TRB-L10.max.quota':
    'Kvoten begrænser stik, ikke kort. Du kan tage så mange, som der ligger tilbage i købebunken (TRB-7.2).',
  'TRB-L10.dump.goal': 'Læg dine seks høje kort fra dig: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]].',
  'TRB-L10.dump.explain':
    'Esser og konger tager stik, du ikke vil have. Næsten alt i købebunken er lavere, så byt dem alle.',
  'TRB-L10.dump.low':
    'I runde 4 er de høje kort faren. Lave kort hjælper dig med at dukke; det er esser og konger, der tager de stik, du ikke vil have. Læg dem fra dig.',
  'TRB-L10.dump.keep':
    'Du må gerne beholde det hele, men med tre esser og tre andre høje kort tager du langt flere end 4 stik. Byt de høje kort.',
  'TRB-L10.dump.otherwise':
    'Sigt efter de høje kort: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]]. Hvert af dem kan tage et stik, du ikke vil have.',
  'TRB-L10.drawn.goal': 'Du fik [[6S]] [[5H]] [[4D]] [[4C]] [[2S]] [[2H]]. Nu er intet på hånden højere end [[8C]].',
  'TRB-L10.duck.goal': 'Rune spiller [[JH]] ud. Duk: læg en hjerter, der er lavere end knægten.',
  'TRB-L10.duck.explain':
    'Du skal bekende med hjerter (TRB-8.2), og alle dine ligger under knægten. Læg den højeste, [[5H]]: det er den hjerter, der lettest tager et stik senere.',
  'TRB-L10.duck.alt':
    'Det dukker også. Men [[5H]] er din farligste hjerter, og under knægten var det ufarligt at komme af med den.',
  'TRB-L10.runeWins.goal':
    'Liv lægger [[8H]], og Runes [[JH]] vinder: et stik, han ikke ville have. Højeste kort i den udspillede kulør tager det (TRB-9.2).',

  'TRB-L11.title': 'Slutstillingen',
  'TRB-L11.intro': 'Efter tolv give er spillet slut. Der er ingen pointgrænse: den med den højeste sum vinder.',
  'TRB-L11.done':
    'Tolv give, og den højeste sum vinder. Summerne giver altid 0 tilsammen, og står det lige øverst, deles sejren.',
  'TRB-L11.over.goal': 'Giv {deals} er spillet færdig, og partiet slutter her (TRB-11.1). Tid til at se på summerne.',
  'TRB-L11.rune.goal': 'Du har {you} point og Liv {liv}. Hvad er Runes sum?',
  'TRB-L11.rune.explain':
    'Pointene i hver giv giver 0 tilsammen, og så gør summerne det også: Rune har minus det, du og Liv har tilsammen (TRB-10.3).',
  'TRB-L11.rune.positive':
    'Tribello er et nulsumsspil: summerne giver altid 0 tilsammen. Når du og Liv er foran, må Rune være bagud (TRB-10.3).',
  'TRB-L11.winner.goal':
    'Står det lige øverst, deles sejren (TRB-11.3). Summer: du {you}, Liv {liv}, Rune {rune}. Hvem vinder?',
  'TRB-L11.winner.explain': 'Du og Liv har begge den højeste sum, og står det lige øverst, deles sejren (TRB-11.3).',
  'TRB-L11.winner.alone': 'Den anden har lige så mange point, og står det lige øverst, deles sejren (TRB-11.3).',
  'TRB-L11.winner.setting': 'Kun hvis ekstra give er slået til. Ellers bliver delt føring en delt sejr (TRB-11.3).',
  'TRB-L11.winner.you': 'Du vinder',
  'TRB-L11.winner.liv': 'Liv vinder',
  'TRB-L11.winner.shared': 'Du og Liv deler sejren',
  'TRB-L11.winner.tiebreak': 'Ingen endnu: en ekstra giv',
  'TRB-L11.tiebreak.goal':
    'Har du slået ekstra give til i indstillingerne, spilles der i stedet ekstra give, én ad gangen: regler som i runde 3, ingen trumf, og turen til at give går videre som sædvanlig, indtil én spiller alene har den højeste sum (TRB-D4).',

  'TRB-L12.title': 'Tolv give, fire runder',
  'TRB-L12.intro':
    'Et spil Tribello har altid samme form: fire runder med tre give hver, og hver runde har sin egen trumfregel.',
  'TRB-L12.done':
    'Fire runder med tre give, alle giver én gang pr. runde, og trumfen kommer fra det vendte kort, fra giveren eller slet ikke.',
  'TRB-L12.round.goal': 'Hvilken runde hører giv {deal} til?',
  'TRB-L12.round.explain': 'Tre give pr. runde: 1–3 er runde 1, 4–6 runde 2, 7–9 runde 3 og 10–12 runde 4 (TRB-3.1).',
  'TRB-L12.round.count': 'Tæl i treere: hver runde har tre give, så alle giver én gang pr. runde (TRB-3.1).',
  'TRB-L12.trump.goal': 'Hvordan bestemmes trumfen i giv {deal}?',
  'TRB-L12.trump.explain':
    'Der er ingen trumf i runde 3 (TRB-6.3). Runde 1 tager den fra det vendte kort, i runde 2 melder giveren den, og runde 4 har heller ingen, men der vil du undgå stik (TRB-6.4).',
  'TRB-L12.trump.wrongRound':
    'Det er reglen i en anden runde. Runde 1: det vendte kort; runde 2: giveren melder; runde 3: ingen trumf; runde 4: ingen trumf, og undgå stik.',
  'TRB-L12.trump.revealed': 'Det vendte korts kulør',
  'TRB-L12.trump.named': 'Giveren melder den',
  'TRB-L12.trump.noTrump': 'Ingen trumf',
  'TRB-L12.trump.avoid': 'Ingen trumf, og undgå stik',
  'TRB-L12.dealer.goal': 'Du gav i giv 1. Hvem giver i giv {deal}?',
  'TRB-L12.dealer.explain':
    'Turen til at give går til venstre hver gang, så du giver i hver tredje giv. Hver runde begynder med samme giver (TRB-3.3).',
  'TRB-L12.dealer.count':
    'Tæl rundt om bordet: dig, Liv, Rune, dig … Den giv åbner runde 3, og hver runde begynder med samme giver (TRB-3.3).',
  'TRB-L12.end.goal': 'Efter hvor mange give er spillet slut?',
  'TRB-L12.end.explain':
    'Fire runder med tre give. Der er ingen pointgrænse: spillet slutter efter sidste giv i runde 4 (TRB-11.1).',
  'TRB-L12.end.target':
    'Der spilles ikke ekstra give for at nå en grænse: spillet slutter efter giv 12, uanset point. Kun indstillingen for ekstra give kan lægge én til (TRB-11.1).',
};
