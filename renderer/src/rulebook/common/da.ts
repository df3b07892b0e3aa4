// Fælles regler (rules.md §1, COM) for spillere, på dansk.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'common',
  title: 'Fælles regler',
  intro:
    'Disse regler gælder i alle tre spil: kortene, hvem der sidder hvor, hvem der tager stikket, hvordan man bytter med en bunke, og hvad hver spiller får at vide. Hvert spils egen regelbog bygger på dem og siger til, hvor spillet gør det anderledes.',
  sections: [
    {
      id: 'COM-1',
      title: 'Kortene',
      intro: 'Et almindeligt kortspil rækker til alle spillene, og det er kun antallet af stik, der tæller.',
      rules: [
        {
          id: 'COM-1.1',
          title: 'Kortspillet',
          text: 'Alle spillene bruger et almindeligt kortspil på 52 kort: fire kulører ♠ ♥ ♦ ♣ og tretten kort i hver, fra es ned til toer. I almindelig sprøyte tages toerne ud, og der spilles med 48 kort.',
        },
        {
          id: 'COM-1.2',
          title: 'Es er højest',
          text: 'I hver kulør er esset højest og toeren lavest: [[AS]] slår [[KS]], og [[2S]] er den laveste spar (treeren, når sprøyte spilles med 48 kort). Der er to undtagelser: i Spar med jokere er de to jokere højere end spar es (SPD-10.3), og sprøyte-valget »es lavest i nullo« gør esset lavest (SPR-S7).',
        },
        {
          id: 'COM-1.3',
          title: 'Ingen kulør er højere end en anden',
          text: 'Kulørerne har ingen rangorden; et kort i en anden kulør kan kun vinde ved at være trumf. Uden trumf slår [[AC]] aldrig [[2H]], når der er spillet hjerter ud.',
        },
        {
          id: 'COM-1.4',
          title: 'Kun stikkene tæller',
          text: 'Kortene har ingen pointværdi i nogen af de tre spil. Et stik fuldt af esser er nøjagtig lige så meget værd som et stik med små kort: ét stik.',
        },
        {
          id: 'COM-1.5',
          title: 'Jokere og dobbelt kortspil',
          text: 'Jokere som [[BJ]] og [[LJ]] findes kun i Spar med jokere (SPD-10.3). Med seks spillere bruger Spar to kortspil, så hvert kort findes to gange; appen holder de to fra hinanden og ved altid, hvilket der kom først (SPD-7.3).',
        },
      ],
    },
    {
      id: 'COM-2',
      title: 'Pladser og spilleretning',
      intro: 'Hvem der regnes for »til venstre« og »den næste«, afgør, hvem der giver, spiller ud og bytter først.',
      rules: [
        {
          id: 'COM-2.1',
          title: 'Pladserne om bordet',
          text: 'Pladserne tælles med uret. Spilleren til venstre for dig er næste plads med uret, spilleren til højre pladsen før dig. Du sidder altid nederst på skærmen.',
        },
        { id: 'COM-2.2', title: 'Den næste spiller', text: '»Den næste spiller« er altid spilleren til venstre.' },
        {
          id: 'COM-2.3',
          title: 'Med uret',
          text: 'Kortgivningen, bud og meldinger, byttet, spillet om stikkene og turen til at give: alt går med uret, som ved skandinaviske kortborde (SPR-D1, SPD-D1, TRB-D6). Valget COM-S1 spejlvender bordet; så betyder hvert »venstre« i reglerne »højre«.',
        },
      ],
    },
    {
      id: 'COM-3',
      title: 'Blanding og kortgivning',
      intro: 'Appen blander ud fra et blandingstal, så en giv kan gives igen præcis, som den var.',
      rules: [
        {
          id: 'COM-3.1',
          title: 'Det øverste kort',
          text: 'Kortspillet ligger i en fast rækkefølge. Det øverste kort er det første, der gives.',
        },
        {
          id: 'COM-3.2',
          title: 'Blanding',
          text: 'Appen blander med en talgenerator, der starter fra et blandingstal. Samme tal giver de samme kort, og det gør det muligt at afspille spil igen, lave lektioner og melde fejl (COM-S4). Lektioner kan også lægge faste hænder frem.',
        },
        {
          id: 'COM-3.3',
          title: 'Ét kort ad gangen',
          text: 'Kortene gives ét ad gangen i den rækkefølge, spillet bestemmer, rundt og rundt, til alle har fået deres.',
        },
        {
          id: 'COM-3.4',
          title: 'De kort, der bliver tilbage',
          text: 'Kort, der ikke gives ud, beholder deres rækkefølge. Øverst i bunken ligger det første kort, der ikke blev givet.',
        },
      ],
    },
    {
      id: 'COM-4',
      title: 'Aftagning med vendt kort',
      intro:
        'I variasjonssprøyte og i Tribellos første runde er det et kort fra bunken, der afgør given: den, der tager af, viser det for alle og lægger det derefter nederst i bunken.',
      rules: [
        {
          id: 'COM-4.1',
          title: 'Tage af',
          text: 'Den, der tager af, løfter en bunke af toppen af kortspillet. Appen løfter altid mindst fire kort og lader mindst fire ligge.',
        },
        {
          id: 'COM-4.2',
          title: 'Det vendte kort',
          text: 'Det nederste kort i den løftede bunke vendes, så alle kan se det. Er det [[7D]], ved alle, at det er ruder syv, og hvad det betyder for given.',
        },
        {
          id: 'COM-4.3',
          title: 'Bunken lægges sammen',
          text: 'Resten af kortene lægges oven på den løftede bunke, som ved en almindelig aftagning. Dermed havner det vendte kort nederst og gives ud sidst (SPR-D5, TRB-D2). Alle ved stadig, hvilket kort det er.',
        },
        {
          id: 'COM-4.4',
          title: 'Ingen blanding efter aftagningen',
          text: 'Kortene gives lige efter aftagningen, uden at blive blandet igen.',
        },
      ],
    },
    {
      id: 'COM-5',
      title: 'Stik',
      intro:
        'Alle tre er rene stikspil: bekend kulør, hvis du kan; højeste trumf, ellers højeste kort i den udspillede kulør, tager stikket.',
      rules: [
        {
          id: 'COM-5.1',
          title: 'Et stik',
          text: 'Et stik er ét kort fra hver spiller, lagt med uret, og den, der spiller ud, begynder.',
        },
        {
          id: 'COM-5.2',
          title: 'Spille ud',
          text: 'Den, der spiller ud, kan lægge ethvert kort, spillet tillader. Kun Spar har en grænse: spar skal være brudt, før du kan spille spar ud (SPD-6.2).',
        },
        {
          id: 'COM-5.3',
          title: 'Bekend kulør',
          text: 'Har du kort i den udspillede kulør, skal du lægge et af dem, hvilket du vil. Først når du er renonce i kuløren, kan du lægge hvad som helst. Spar har en ekstra regel for første stik (SPD-6.5).',
        },
        {
          id: 'COM-5.4',
          title: 'Ingen pligt til at gå over eller trumfe',
          text: 'Du behøver aldrig at lægge højere end de kort, der ligger, og er du renonce, behøver du aldrig at trumfe. Du kan altid lægge lavt, så længe du bekender kulør, når du kan.',
        },
        {
          id: 'COM-5.5',
          title: 'Hvem tager stikket',
          text: 'Har spillet trumf, og ligger der trumf i stikket, vinder højeste trumf. Ellers vinder højeste kort i den udspillede kulør, og et kort i en anden kulør vinder aldrig. Med hjerter som trumf: [[KD]] spilles ud, så [[AD]] og [[2H]] → [[2H]] tager stikket.',
        },
        {
          id: 'COM-5.6',
          title: 'Vinderen spiller ud',
          text: 'Den, der tog stikket, spiller ud til det næste. Alle stik i en giv spilles; ingen kan kræve resten (COM-D1).',
        },
        {
          id: 'COM-5.7',
          title: 'Spillede kort er åbne',
          text: 'Alle ser hvert kort, der spilles. Hvor langt tilbage du kan se tidligere stik, vælger I ved bordet (COM-S2).',
        },
      ],
    },
    {
      id: 'COM-6',
      title: 'Bytte med bunken',
      intro:
        'I sprøyte og Tribello kan du forbedre hånden fra en bunke med bagsiden op. Du vælger, hvad du giver fra dig, før du ser, hvad du får.',
      rules: [
        {
          id: 'COM-6.1',
          title: 'Læg kort væk først, træk bagefter',
          text: 'Vælg de kort, du vil af med, læg dem med bagsiden op i din egen kastebunke, og træk lige så mange fra toppen af bunken. Du ser aldrig de nye kort, før du har valgt, hvad du lægger væk (SPR-D7).',
        },
        { id: 'COM-6.2', title: 'Behold hånden', text: 'Det er altid tilladt ikke at bytte nogen kort.' },
        {
          id: 'COM-6.3',
          title: 'Antallet er åbent, kortene er skjulte',
          text: 'Alle får at vide, hvor mange kort du byttede. Hvilke kort du lagde væk, ved kun du; ingen andre ser dem nogensinde, og de er ude af spillet resten af given.',
        },
        {
          id: 'COM-6.4',
          title: 'Kort, som ingen trækker',
          text: 'Kort i bunken, som ingen trækker, bliver liggende med bagsiden op, usete og ude af spillet i denne giv.',
        },
        { id: 'COM-6.5', title: 'Ny blanding hver giv', text: 'Til næste giv samles alle kortene og blandes på ny.' },
      ],
    },
    {
      id: 'COM-7',
      title: 'Hvad du får at vide',
      intro: 'Du ved præcis det, en spiller ved et rigtigt kortbord ville vide, og computerspillerne ved ikke mere.',
      rules: [
        {
          id: 'COM-7.1',
          title: 'Skjult',
          text: 'Du kan ikke se de andres hænder, byttebunken, købebunken eller talonen, og heller ikke de kort, de andre har lagt væk.',
        },
        {
          id: 'COM-7.2',
          title: 'Åbent',
          text: 'Alle ser alle bud, trumfkuløren, det vendte kort, hvert spillet kort, hvor mange stik hver spiller har taget indtil nu i given, hvor mange kort hver spiller byttede, pointene og antallet af overstik.',
        },
        {
          id: 'COM-7.3',
          title: 'Intet kiggeri',
          text: 'Computerspillerne beslutter sig kun ud fra det, deres plads kan vide. De ser aldrig din hånd eller bunken.',
        },
      ],
    },
    {
      id: 'COM-D',
      title: 'Afgørelser',
      intro: 'Hvor kildeteksterne ikke siger noget, står her den regel, appen spiller efter, og hvorfor.',
      rules: [
        {
          id: 'COM-D1',
          title: 'Alle stik spilles',
          text: 'Appen spiller altid alle stik ud, kort for kort; ingen kan kræve eller opgive resten. Ingen af kildeteksterne nævner at kræve stik, og når alt spilles ud, er der aldrig tvivl om, hvor mange stik hver fik.',
        },
      ],
    },
    {
      id: 'COM-S',
      title: 'Indstillinger',
      intro: 'Disse valg findes i alle spillene og træffes, før spillet begynder.',
      rules: [
        {
          id: 'COM-S1',
          title: 'Spilleretning',
          text: 'Med uret (standard) eller mod uret. Mod uret spejlvender hele bordet: turen til at give går til højre, og hvert »venstre« i reglerne betyder »højre«; pladserne og makkerne bliver, hvor de er.',
        },
        {
          id: 'COM-S2',
          title: 'Se tilbage på stik',
          text: 'Hvor mange spillede stik du kan se tilbage på: det sidste stik (standard), alle stik i given eller ingen. Det ændrer kun, hvad der vises, aldrig reglerne.',
        },
        {
          id: 'COM-S3',
          title: 'Hvor godt computerne spiller',
          text: 'For hver computerspiller: Begynder, Mellem (standard), Stærk eller Ekspert. Det er ingen spilleregel: det ændrer kun, hvordan computerne spiller. Intet niveau ser skjulte kort.',
        },
        {
          id: 'COM-S4',
          title: 'Blandingstallet',
          text: 'Bland på ny (standard) eller brug et fast blandingstal. Samme tal og de samme træk giver det samme spil, så du kan spille en giv om eller melde en fejl.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stik',
      text: 'Ét kort fra hver spiller, som én af dem vinder. Det er stikkene, der tæller, aldrig kortene i dem.',
      rules: ['COM-5.1', 'COM-1.4'],
    },
    {
      term: 'spille ud',
      text: 'At lægge det første kort i et stik. Den, der tog stikket, spiller ud til det næste.',
      rules: ['COM-5.2', 'COM-5.6'],
    },
    {
      term: 'bekende kulør',
      text: 'At lægge et kort i den udspillede kulør (også kaldet at følge kulør). Det skal du, hvis du kan.',
      rules: ['COM-5.3'],
    },
    {
      term: 'renonce',
      text: 'At være uden kort i en kulør. Er du renonce, må du trumfe eller kaste af.',
      rules: ['COM-5.3', 'COM-5.4'],
    },
    {
      term: 'kaste af',
      text: 'At lægge et kort i en anden kulør uden at trumfe, når du ikke kan bekende.',
      rules: ['COM-5.4'],
    },
    {
      term: 'trumf',
      text: 'En kulør, der slår alle de andre. Er hjerter trumf, slår selv [[2H]] et es i en anden kulør.',
      rules: ['COM-5.5'],
    },
    {
      term: 'giver',
      text: 'Den, der blander og giver kortene. Opgaven går videre rundt om bordet fra giv til giv.',
      rules: ['COM-2.3'],
    },
    {
      term: 'giv',
      text: 'Én kortgivning, et eventuelt bytte, alle stikkene og pointopgørelsen bagefter.',
      rules: ['COM-3.3', 'COM-6.5'],
    },
    {
      term: 'tage af',
      text: 'At løfte en bunke af kortspillet og lægge resten oven på den.',
      rules: ['COM-4.1', 'COM-4.3'],
    },
    {
      term: 'det vendte kort',
      text: 'Det nederste kort i den løftede bunke, som vises for alle ved aftagningen.',
      rules: ['COM-4.2'],
    },
    {
      term: 'bunken',
      text: 'De kort, der ligger tilbage med bagsiden op efter kortgivningen, og som I bytter med (byttebunken i sprøyte, købebunken i Tribello).',
      rules: ['COM-3.4', 'COM-6.1'],
    },
    {
      term: 'blandingstal',
      text: 'Det tal, blandingen starter fra. Samme tal giver de samme kort.',
      rules: ['COM-3.2', 'COM-S4'],
    },
  ],
};
