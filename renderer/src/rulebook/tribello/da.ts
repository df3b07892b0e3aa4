// Tribello (rules.md §4, TRB) for spillere, på dansk.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'tribello',
  title: 'Tribello',
  intro:
    'Tribello er et stikspil for præcis tre spillere, hvor alle spiller for sig selv. Hver plads har en kvote, et antal stik, den måles mod, og den afhænger af, hvor du sidder i forhold til giveren: hvert stik over kvoten giver et point, og hvert stik under koster et, omvendt i sidste runde. Et spil har fire runder med tre give hver, og hver runde har sin egen trumfregel; efter tolv give vinder den med flest point. Det, én vinder, taber de andre.',
  sections: [
    {
      id: 'TRB-1',
      title: 'Spillere og pladser',
      rules: [
        {
          id: 'TRB-1.1',
          title: 'Tre spillere',
          text: 'Tribello spilles af tre, hverken flere eller færre, og alle spiller for sig selv.',
        },
        {
          id: 'TRB-1.2',
          title: 'Giver, venstre og højre',
          text: 'Rollerne flytter sig hver giv: **giveren**, spilleren til **venstre** for giveren og spilleren til **højre** for giveren. Din rolle bestemmer din kvote.',
        },
        { id: 'TRB-1.3', title: 'Med uret', text: 'Alt går med uret: giver, venstre, højre (COM-2.3, TRB-D6).' },
      ],
    },
    {
      id: 'TRB-2',
      title: 'Kortene',
      rules: [
        {
          id: 'TRB-2.1',
          title: 'Et almindeligt kortspil',
          text: 'Et almindeligt kortspil på 52 kort uden jokere. Es er højest og toer lavest i alle kulører: [[AC]] slår [[KC]]. Kortene har ingen pointværdi; det er kun antallet af stik, der tæller.',
        },
      ],
    },
    {
      id: 'TRB-3',
      title: 'Runder og giver',
      rules: [
        {
          id: 'TRB-3.1',
          title: 'Fire runder med tre give',
          text: 'Et spil er 12 give i 4 runder à 3: giv 1–3 er runde 1, giv 4–6 runde 2, og så videre. Hver runde har sin egen trumfregel (TRB-6).',
        },
        { id: 'TRB-3.2', title: 'Den første giver', text: 'Der trækkes lod om, hvem der giver først.' },
        {
          id: 'TRB-3.3',
          title: 'Given går til venstre',
          text: 'Efter hver giv går given én plads til venstre. Dermed er alle giver én gang, sidder til venstre én gang og til højre én gang i hver runde, og hver runde begynder med samme giver som giv 1.',
        },
      ],
    },
    {
      id: 'TRB-4',
      title: 'Kvoter',
      intro:
        'Kvoten er det antal stik, du måles mod. I runde 1 til 3 har giveren, som bytter først og spiller ud, den største.',
      rules: [
        {
          id: 'TRB-4',
          title: 'Kvoterne',
          text: 'Kvoten afhænger af runden og af din plads i forhold til giveren:\n- Runde 1–3: giver **6**, venstre **4**, højre **3**, et minimum, du vil over\n- Runde 4: giver **3**, venstre **4**, højre **6**, et loft, du vil blive under (TRB-D1)',
        },
        {
          id: 'TRB-4.1',
          title: 'Kvoten følger pladsen',
          text: 'Kvoten hører til pladsen, ikke personen, så den skifter, hver gang given går videre. De tre kvoter giver altid tretten tilsammen, lige så mange, som der er stik.',
        },
      ],
    },
    {
      id: 'TRB-5',
      title: 'Blanding, aftagning og kortgivning',
      rules: [
        { id: 'TRB-5.1', title: 'Giveren blander', text: 'Giveren blander før hver giv.' },
        {
          id: 'TRB-5.2',
          title: 'Runde 1: aftagningen viser trumfen',
          text: 'Før hver giv i runde 1 tager spilleren til venstre for giveren af, og det nederste kort i den løftede del vendes (COM-4). Dets kulør er trumf i den giv: vendes [[9H]], er hjerter trumf. Så lægges bunken sammen uden ny blanding, og det vendte kort havner nederst.',
        },
        {
          id: 'TRB-5.3',
          title: 'Fire hænder på tretten',
          text: 'Giveren giver fire hænder på 13 kort, ét ad gangen: venstre, højre, købebunken, giveren selv, tretten gange rundt (TRB-D7). Det sidste kort går til giveren, så i runde 1 **får giveren det vendte trumfkort** (TRB-D2). Det ved alle, lige indtil giveren måske lægger det fra sig i byttet, uden at nogen ser det.',
        },
        {
          id: 'TRB-5.4',
          title: 'Købebunken',
          text: 'Den fjerde hånd er **købebunken**. Den ligger med bagsiden op midt på bordet, og ingen kigger på den.',
        },
      ],
    },
    {
      id: 'TRB-6',
      title: 'Trumf i hver runde',
      intro: 'Runderne adskiller sig i trumf og i, hvad du vil med stikkene.',
      rules: [
        {
          id: 'TRB-6.1',
          title: 'Runde 1: det vendte kort',
          text: 'Trumf er kuløren på det kort, der blev vendt ved aftagningen (TRB-5.2).',
        },
        {
          id: 'TRB-6.2',
          title: 'Runde 2: giveren melder trumf',
          text: 'Når giveren har set sine 13 kort, og før nogen bytter, melder giveren, hvilken af de fire kulører der er trumf. Du kan ikke vælge »ingen trumf« (TRB-D3).',
        },
        { id: 'TRB-6.3', title: 'Runde 3: ingen trumf', text: 'Runde 3 spilles uden trumf.' },
        {
          id: 'TRB-6.4',
          title: 'Runde 4: ingen trumf, undgå stik',
          text: 'Runde 4 spilles uden trumf, og nu koster hvert stik over kvoten: du vil blive under den.',
        },
      ],
    },
    {
      id: 'TRB-7',
      title: 'Bytte med købebunken',
      intro:
        'Alle kan forbedre hånden fra købebunken, i hver giv i alle runder, men giveren bytter først og kan tage meget.',
      rules: [
        {
          id: 'TRB-7.1',
          title: 'Giveren, så venstre, så højre',
          text: 'Hver spiller bytter én gang, i rækkefølgen giver, venstre, højre. Du lægger kortene i kastebunken først og trækker så lige så mange fra toppen af købebunken (COM-6.1).',
        },
        {
          id: 'TRB-7.2',
          title: 'Hvor mange',
          text: 'Giveren kan bytte 0 til 13 kort. Venstre og højre kan bytte så mange, som der ligger tilbage i købebunken, aldrig flere end 13. Er bunken tom, kan du ikke bytte.',
        },
        {
          id: 'TRB-7.3',
          title: 'Købebunken forbliver skjult',
          text: 'Købebunken ligger med bagsiden op hele tiden. Hvor mange kort hver byttede, er kendt; kort, der er lagt væk, ser ingen, og de blandes ind igen til næste giv. Kort, som ingen trækker, vises aldrig (TRB-D8).',
        },
      ],
    },
    {
      id: 'TRB-8',
      title: 'Spillet',
      rules: [
        {
          id: 'TRB-8.1',
          title: 'Giveren spiller ud',
          text: 'Giveren spiller ud til første stik, og de to andre lægger ét kort hver med uret.',
        },
        {
          id: 'TRB-8.2',
          title: 'Bekend kulør',
          text: 'Du skal bekende kulør, hvis du kan (COM-5.3). Har du ikke kort i den udspillede kulør, kan du lægge hvad som helst, også trumf i runde 1 og 2. Du har aldrig pligt til at trumfe eller til at tage stikket.',
        },
        {
          id: 'TRB-8.3',
          title: 'Vinderen spiller ud',
          text: 'Den, der tog stikket, spiller ud til det næste. Alle tretten stik spilles.',
        },
      ],
    },
    {
      id: 'TRB-9',
      title: 'Hvem tager stikket',
      rules: [
        {
          id: 'TRB-9.1',
          title: 'Runde 1 og 2',
          text: 'Højeste trumf tager stikket, hvis der er trumfet; ellers vinder højeste kort i den udspillede kulør. Med spar som trumf: [[AD]] spilles ud, så [[KD]] og [[2S]] → [[2S]] tager stikket.',
        },
        {
          id: 'TRB-9.2',
          title: 'Runde 3 og 4',
          text: 'Uden trumf tager højeste kort i den udspillede kulør stikket; et kort i en anden kulør kan aldrig vinde. [[4C]] spilles ud, så [[AH]] og [[9C]] → [[9C]] tager stikket.',
        },
      ],
    },
    {
      id: 'TRB-10',
      title: 'Point',
      intro: 'Efter hver giv sammenligner du dine stik med din kvote.',
      rules: [
        {
          id: 'TRB-10.1',
          title: 'Runde 1–3: over kvoten er godt',
          text: 'Du får stik minus kvote: et point for hvert stik over kvoten, minus et for hvert stik under. Rammer du kvoten præcis, får du nul.',
        },
        {
          id: 'TRB-10.2',
          title: 'Runde 4: under kvoten er godt',
          text: 'Nu vendes fortegnet: du får kvote minus stik. Hvert stik over kvoten koster et point, og hvert stik under giver et.',
        },
        {
          id: 'TRB-10.3',
          title: 'Altid nul tilsammen',
          text: 'Kvoterne og stikkene giver begge tretten tilsammen, så pointene i hver giv går op i nul, og det gør summerne også. Et point, du vinder, er et point, en anden taber.',
        },
      ],
      examples: [
        'Runde 1, kvoter giver 6, venstre 4, højre 3. Stik 8, 3 og 2 → giver +2, venstre −1, højre −1 (tilsammen 0).',
        'Runde 2, samme kvoter. Stik 7, 3 og 3 → giver +1, venstre −1, højre 0.',
        'Runde 3, stik 6, 4 og 3 → 0, 0 og 0: alle ramte kvoten.',
        'Runde 4, kvoter giver 3, venstre 4, højre 6. Stik 1, 4 og 8 → giver +2, venstre 0, højre −2.',
        'Runde 4, stik 2, 6 og 5 → giver +1, venstre −2, højre +1.',
        'Efter tolv give kan summerne for eksempel være +5, −1 og −4: de går altid op i nul.',
      ],
    },
    {
      id: 'TRB-11',
      title: 'Spillets afslutning',
      rules: [
        {
          id: 'TRB-11.1',
          title: 'Tolv give',
          text: 'Spillet er slut, når den tredje giv i runde 4, giv 12, er spillet. Der er intet pointmål.',
        },
        {
          id: 'TRB-11.2',
          title: 'Flest point vinder',
          text: 'Den med flest point vinder; de andre placeres efter deres sum.',
        },
        {
          id: 'TRB-11.3',
          title: 'Delt føring',
          text: 'Står flere lige øverst, deler de sejren (TRB-D4). Indstillingen TRB-S2 spiller i stedet ekstra give.',
        },
      ],
    },
    {
      id: 'TRB-D',
      title: 'Afgørelser',
      intro: 'Hvor den norske kildetekst er tavs eller uklar, står her den regel, appen spiller efter, og hvorfor.',
      rules: [
        {
          id: 'TRB-D1',
          title: 'Kvoterne i runde 4',
          text: 'I runde 4 er kvoterne giver 3, venstre 4, højre 6. Kildeteksten siger, at giveren har den største kvote, når stik er gode, og den mindste, når stik er dårlige, og at spilleren til højre har det omvendt, men giver ingen tal; dette er de offentliggjorte tal, og de passer med begge dele.',
        },
        {
          id: 'TRB-D2',
          title: 'Det vendte kort går til giveren',
          text: 'I runde 1 lægges bunken sammen på normal vis, så det vendte kort kommer nederst og bliver giverens trettende kort. Det følger af kildetekstens »det sidste kort går til giveren«. Alle ved det; giveren kan lægge det fra sig, uden at nogen ser det.',
        },
        {
          id: 'TRB-D3',
          title: 'Runde 2 kræver en kulør',
          text: 'Giveren i runde 2 skal melde en kulør. Kildeteksten siger, at giveren melder, hvilken kulør der er trumf, og runde 3 giver jer allerede spil uden trumf.',
        },
        {
          id: 'TRB-D4',
          title: 'Delt føring efter tolv give',
          text: 'Står flere lige øverst, deler de sejren, fordi spillet har en fast længde, og ingen kilde siger andet. TRB-S2 spiller ekstra give i stedet.',
        },
        {
          id: 'TRB-D5',
          title: 'Eksemplet i kildeteksten',
          text: 'Den norske kildetekst lover et eksempel fra fjerde runde, men viser en giv fra runde 2 med meldt trumf. Appen læser det som et eksempel fra runde 2; eksempler fra runde 4 står under TRB-10.',
        },
        {
          id: 'TRB-D6',
          title: 'Med uret',
          text: 'Der spilles med uret, og given går til venstre, som kildeteksten siger.',
        },
        {
          id: 'TRB-D7',
          title: 'Rækkefølgen ved kortgivningen',
          text: 'Kortene går til venstre, højre, købebunken og giveren, rundt og rundt. Kildeteksten lader rækkefølgen være fri, så længe den holdes hele spillet, og det sidste kort går til giveren; denne rækkefølge gør begge dele.',
        },
        {
          id: 'TRB-D8',
          title: 'Kort, som ingen trækker',
          text: 'Kort i købebunken, som ingen trækker, vises aldrig, heller ikke efter given. Kildeteksten lader bunken ligge med bagsiden op hele tiden.',
        },
        {
          id: 'TRB-D9',
          title: 'Intet kig i købebunken',
          text: 'Giveren må ikke kigge i købebunken, før beslutningen er truffet; kortene lægges væk i blinde (COM-6.1). Som kildeteksten siger: du ved ikke, hvad du får, før kortene er på hånden.',
        },
      ],
    },
    {
      id: 'TRB-S',
      title: 'Indstillinger',
      intro:
        'Tribello har få valg, fordi kildeteksten fastlægger næsten alt: kvoter, runder, bytte og point kan ikke ændres.',
      rules: [
        {
          id: 'TRB-S1',
          title: 'Vis kvoterne',
          text: 'Til (standard): hver plads viser sin kvote, og hvor langt spilleren er over eller under den, mens given spilles. Fra: det vises ikke. Kun visning; reglerne er de samme.',
        },
        {
          id: 'TRB-S2',
          title: 'Delt føring til sidst',
          text: 'Delt sejr (standard), eller ekstra give: flere give med reglerne fra runde 3 (ingen trumf, kvoter 6 / 4 / 3), hvor given går videre som normalt, til én alene fører (TRB-D4). De tæller som runde 5.',
        },
        {
          id: 'TRB-S3',
          title: 'Første giver',
          text: 'Der trækkes lod (standard), eller du giver først, hvilket passer til øvelse og lektioner.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'giver',
      text: 'Blander, giver kortene, bytter først, spiller ud til første stik og har kvote 6 (3 i runde 4).',
      rules: ['TRB-1.2', 'TRB-4', 'TRB-8.1'],
    },
    {
      term: 'venstre',
      text: 'Spilleren til venstre for giveren: tager af i runde 1, bytter som nummer to, kvote 4.',
      rules: ['TRB-1.2', 'TRB-5.2', 'TRB-4'],
    },
    {
      term: 'højre',
      text: 'Spilleren til højre for giveren: bytter sidst, kvote 3 (6 i runde 4).',
      rules: ['TRB-1.2', 'TRB-4'],
    },
    { term: 'kvote', text: 'Det antal stik, din plads måles mod i en giv.', rules: ['TRB-4', 'TRB-4.1', 'TRB-10.1'] },
    { term: 'runde', text: 'Tre give med samme trumfregel; et spil har fire.', rules: ['TRB-3.1', 'TRB-6.1'] },
    {
      term: 'giv',
      text: 'Én kortgivning med bytte og tretten stik. Et spil har tolv.',
      rules: ['TRB-3.1', 'TRB-11.1'],
    },
    {
      term: 'købebunken',
      text: 'Den fjerde hånd på 13 kort, med bagsiden op midt på bordet, som alle kan bytte med.',
      rules: ['TRB-5.4', 'TRB-7.1'],
    },
    {
      term: 'tage af',
      text: 'At løfte en del af kortspillet. I runde 1 tager spilleren til venstre for giveren af og vender det nederste kort i den løftede del.',
      rules: ['TRB-5.2'],
    },
    {
      term: 'det vendte kort',
      text: 'Kortet, der vendes ved aftagningen i runde 1; dets kulør er trumf, og kortet havner hos giveren.',
      rules: ['TRB-5.2', 'TRB-D2'],
    },
    {
      term: 'trumf',
      text: 'Den kulør, der slår alle andre: fra det vendte kort i runde 1, meldt af giveren i runde 2.',
      rules: ['TRB-6.1', 'TRB-6.2', 'TRB-9.1'],
    },
    { term: 'kulør', text: 'Klør, ruder, hjerter eller spar.', rules: ['TRB-8.2'] },
    {
      term: 'bekende kulør',
      text: 'At lægge et kort i den udspillede kulør. Det skal du, hvis du kan.',
      rules: ['TRB-8.2'],
    },
    {
      term: 'kastebunke',
      text: 'Hvor du lægger de kort, du bytter væk, med bagsiden op. Ingen ser dem.',
      rules: ['TRB-7.1', 'TRB-7.3'],
    },
  ],
};
