// Tribello (rules.md §4, TRB) for spillere, på norsk bokmål.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'tribello',
  title: 'Tribello',
  intro:
    'Tribello er et stikkspill for nøyaktig tre spillere, der alle spiller for seg selv. Hver plass har en kvote, et antall stikk den blir målt mot, og den avhenger av hvor du sitter i forhold til giver: hvert stikk over kvoten gir et poeng og hvert stikk under koster et, omvendt i siste runde. Et spill har fire runder med tre giv hver, og hver runde har sin egen trumfregel; etter tolv giv vinner den som har flest poeng. Det én vinner, taper de andre.',
  sections: [
    {
      id: 'TRB-1',
      title: 'Spillere og plasser',
      rules: [
        {
          id: 'TRB-1.1',
          title: 'Tre spillere',
          text: 'Tribello spilles av tre, verken flere eller færre, og alle spiller for seg selv.',
        },
        {
          id: 'TRB-1.2',
          title: 'Giver, venstre og høyre',
          text: 'Rollene flytter seg hver giv: **giver**, spilleren til **venstre** for giver og spilleren til **høyre** for giver. Rollen din bestemmer kvoten din.',
        },
        { id: 'TRB-1.3', title: 'Med klokka', text: 'Alt går med klokka: giver, venstre, høyre (COM-2.3, TRB-D6).' },
      ],
    },
    {
      id: 'TRB-2',
      title: 'Kortene',
      rules: [
        {
          id: 'TRB-2.1',
          title: 'En vanlig kortstokk',
          text: 'En vanlig kortstokk på 52 kort uten jokere. Ess er høyest og 2 er lavest i alle sorter: [[AC]] slår [[KC]]. Kortene har ingen poengverdi; det er bare antall stikk som teller.',
        },
      ],
    },
    {
      id: 'TRB-3',
      title: 'Runder og giver',
      rules: [
        {
          id: 'TRB-3.1',
          title: 'Fire runder med tre giv',
          text: 'Et spill er 12 giv i 4 runder på 3: giv 1–3 er runde 1, giv 4–6 runde 2, og så videre. Hver runde har sin egen trumfregel (TRB-6).',
        },
        { id: 'TRB-3.2', title: 'Første giver', text: 'Dere trekker lodd om hvem som gir først.' },
        {
          id: 'TRB-3.3',
          title: 'Given går til venstre',
          text: 'Etter hver giv går given én plass til venstre. Dermed sitter alle én gang som giver, én gang til venstre og én gang til høyre for giver i hver runde, og hver runde begynner med samme giver som giv 1.',
        },
      ],
    },
    {
      id: 'TRB-4',
      title: 'Kvoter',
      intro:
        'Kvoten er antallet stikk du blir målt mot. I runde 1 til 3 har giver, som bytter først og spiller ut, den største.',
      rules: [
        {
          id: 'TRB-4',
          title: 'Kvotene',
          text: 'Kvoten avhenger av runden og av plassen din i forhold til giver:\n- Runde 1–3: giver **6**, venstre **4**, høyre **3**, et minimum du vil over\n- Runde 4: giver **3**, venstre **4**, høyre **6**, et tak du vil holde deg under (TRB-D1)',
        },
        {
          id: 'TRB-4.1',
          title: 'Kvoten følger plassen',
          text: 'Kvoten hører til plassen, ikke personen, så den skifter hver gang given går videre. De tre kvotene blir alltid tretten til sammen, like mange som det er stikk.',
        },
      ],
    },
    {
      id: 'TRB-5',
      title: 'Stokking, avtak og utdeling',
      rules: [
        { id: 'TRB-5.1', title: 'Giver stokker', text: 'Giver stokker før hver giv.' },
        {
          id: 'TRB-5.2',
          title: 'Runde 1: det viste kortet gir trumfen',
          text: 'Før hver giv i runde 1 tar spilleren til venstre for giver av, og det nederste kortet i den øverste halvdelen vises fram (COM-4). Sorten på det kortet er trumf i den given: vises [[9H]], er hjerter trumf. Så legges stokken sammen igjen uten ny stokking, og det viste kortet havner nederst.',
        },
        {
          id: 'TRB-5.3',
          title: 'Fire hender på tretten',
          text: 'Giver deler ut fire hender på 13 kort, ett og ett: venstre, høyre, opptrekksbunken, giver, tretten runder (TRB-D7). Det siste kortet går til giver selv, så i runde 1 **får giver det viste kortet** (TRB-D2). Det vet alle, helt til giver kanskje legger det bort usett i byttet.',
        },
        {
          id: 'TRB-5.4',
          title: 'Opptrekksbunken',
          text: 'Den fjerde hånden er **opptrekksbunken**. Den ligger med baksiden opp midt på bordet, og ingen ser på den.',
        },
      ],
    },
    {
      id: 'TRB-6',
      title: 'Trumf i hver runde',
      intro: 'Rundene skiller seg på trumf og på hva du vil med stikkene.',
      rules: [
        {
          id: 'TRB-6.1',
          title: 'Runde 1: det viste kortet',
          text: 'Trumf er sorten til det viste kortet (TRB-5.2).',
        },
        {
          id: 'TRB-6.2',
          title: 'Runde 2: giver melder trumf',
          text: 'Etter å ha sett på sine 13 kort, og før noen bytter, sier giver hvilken av de fire sortene som er trumf. Du kan ikke velge «ingen trumf» (TRB-D3).',
        },
        { id: 'TRB-6.3', title: 'Runde 3: ingen trumf', text: 'Runde 3 spilles uten trumf.' },
        {
          id: 'TRB-6.4',
          title: 'Runde 4: ingen trumf, unngå stikk',
          text: 'Runde 4 spilles uten trumf, og nå koster hvert stikk over kvoten: du vil holde deg under.',
        },
      ],
    },
    {
      id: 'TRB-7',
      title: 'Bytte med opptrekksbunken',
      intro:
        'Alle kan forbedre hånden fra opptrekksbunken, i hver giv i alle runder, men giver bytter først og kan ta mye.',
      rules: [
        {
          id: 'TRB-7.1',
          title: 'Giver, så venstre, så høyre',
          text: 'Hver spiller bytter én gang, i rekkefølgen giver, venstre, høyre. Du legger kortene i kastebunken først og trekker så like mange fra toppen av opptrekksbunken (COM-6.1).',
        },
        {
          id: 'TRB-7.2',
          title: 'Hvor mange',
          text: 'Giver bestemmer selv hvor mange kort som byttes, fra 0 til 13. Venstre og høyre kan bytte så mange som ligger igjen i opptrekksbunken, aldri flere enn 13. Er bunken tom, kan du ikke bytte.',
        },
        {
          id: 'TRB-7.3',
          title: 'Opptrekksbunken forblir skjult',
          text: 'Opptrekksbunken ligger med baksiden opp hele tiden. Hvor mange kort hver byttet, er kjent; kastede kort ser ingen, og de stokkes inn igjen til neste giv. Kort som ingen trekker, vises aldri (TRB-D8).',
        },
      ],
    },
    {
      id: 'TRB-8',
      title: 'Spillet',
      rules: [
        {
          id: 'TRB-8.1',
          title: 'Giver spiller ut',
          text: 'Giver spiller ut til første stikk, og de to andre legger ett kort hver med klokka.',
        },
        {
          id: 'TRB-8.2',
          title: 'Følg sort',
          text: 'Du må følge sort hvis du kan (COM-5.3). Har du ikke kort i sorten som er spilt ut, kan du legge hva du vil, også trumf i runde 1 og 2. Du har aldri plikt til å trumfe eller til å ta stikket.',
        },
        {
          id: 'TRB-8.3',
          title: 'Vinneren spiller ut',
          text: 'Den som tar stikket, spiller ut til det neste. Alle tretten stikkene spilles.',
        },
      ],
    },
    {
      id: 'TRB-9',
      title: 'Hvem tar stikket',
      rules: [
        {
          id: 'TRB-9.1',
          title: 'Runde 1 og 2',
          text: 'Høyeste trumf tar stikket hvis det er lagt trumf; ellers vinner høyeste kort i sorten som ble spilt ut. Med spar som trumf: [[AD]] spilles ut, så [[KD]] og [[2S]] → [[2S]] tar stikket.',
        },
        {
          id: 'TRB-9.2',
          title: 'Runde 3 og 4',
          text: 'Uten trumf tar høyeste kort i utspilt sort stikket; et kort i en annen sort kan aldri vinne. [[4C]] spilles ut, så [[AH]] og [[9C]] → [[9C]] tar stikket.',
        },
      ],
    },
    {
      id: 'TRB-10',
      title: 'Poeng',
      intro: 'Etter hver giv sammenligner du stikkene dine med kvoten.',
      rules: [
        {
          id: 'TRB-10.1',
          title: 'Runde 1–3: over kvoten er bra',
          text: 'Du får stikk minus kvote: et poeng for hvert stikk over kvoten, minus ett for hvert stikk under. Treffer du kvoten nøyaktig, får du null.',
        },
        {
          id: 'TRB-10.2',
          title: 'Runde 4: under kvoten er bra',
          text: 'Nå snus fortegnet: du får kvote minus stikk. Hvert stikk over kvoten koster et poeng, og hvert stikk under gir et.',
        },
        {
          id: 'TRB-10.3',
          title: 'Alltid null til sammen',
          text: 'Kvotene og stikkene blir begge tretten til sammen, så poengene i hver giv går opp i null, og det gjør summene også. Et poeng du vinner, er et poeng en annen taper.',
        },
      ],
      examples: [
        'Runde 1, kvoter giver 6, venstre 4, høyre 3. Stikk 8, 3 og 2 → giver +2, venstre −1, høyre −1 (til sammen 0).',
        'Runde 2, samme kvoter. Stikk 7, 3 og 3 → giver +1, venstre −1, høyre 0.',
        'Runde 3, stikk 6, 4 og 3 → 0, 0 og 0: alle traff kvoten.',
        'Runde 4, kvoter giver 3, venstre 4, høyre 6. Stikk 1, 4 og 8 → giver +2, venstre 0, høyre −2.',
        'Runde 4, stikk 2, 6 og 5 → giver +1, venstre −2, høyre +1.',
        'Etter tolv giv kan summene for eksempel bli +5, −1 og −4: de går alltid opp i null.',
      ],
    },
    {
      id: 'TRB-11',
      title: 'Slutten på spillet',
      rules: [
        {
          id: 'TRB-11.1',
          title: 'Tolv giv',
          text: 'Spillet er over når den tredje given i fjerde runde, giv 12, er spilt. Det er ikke noe poengmål.',
        },
        {
          id: 'TRB-11.2',
          title: 'Flest poeng vinner',
          text: 'Den med flest poeng vinner; de andre plasseres etter summen sin.',
        },
        {
          id: 'TRB-11.3',
          title: 'Delt ledelse',
          text: 'Står flere likt øverst, deler de seieren (TRB-D4). Innstillingen TRB-S2 spiller i stedet ekstra giv.',
        },
      ],
    },
    {
      id: 'TRB-D',
      title: 'Avgjørelser',
      intro: 'Der den norske kildeteksten er taus eller uklar, står her regelen appen spiller etter, og hvorfor.',
      rules: [
        {
          id: 'TRB-D1',
          title: 'Kvotene i runde 4',
          text: 'I runde 4 er kvotene giver 3, venstre 4, høyre 6. Kildeteksten sier at giver har den største kvoten når stikk er bra og den minste når stikk er dårlig, og at spilleren til høyre har det omvendt, men gir ingen tall; dette er de publiserte tallene, og de stemmer med begge deler.',
        },
        {
          id: 'TRB-D2',
          title: 'Det viste kortet går til giver',
          text: 'I runde 1 legges stokken sammen på vanlig måte, så det viste kortet blir nederst og blir givers trettende kort. Det følger av kildetekstens «det siste kortet går til giver». Alle vet det; giver kan legge det bort usett.',
        },
        {
          id: 'TRB-D3',
          title: 'Runde 2 krever en sort',
          text: 'Giver i runde 2 må melde en sort. Kildeteksten sier at giver bestemmer hvilken sort som er trumf, og runde 3 gir dere allerede spill uten trumf.',
        },
        {
          id: 'TRB-D4',
          title: 'Delt ledelse etter tolv giv',
          text: 'Står flere likt øverst, deler de seieren, fordi spillet har fast lengde og ingen kilde sier noe annet. TRB-S2 spiller ekstra giv i stedet.',
        },
        {
          id: 'TRB-D5',
          title: 'Eksempelet i kildeteksten',
          text: 'Den norske kildeteksten varsler et eksempel fra fjerde runde, men viser en giv fra runde 2 med meldt trumf. Appen leser det som et eksempel fra runde 2; eksempler fra runde 4 står under TRB-10.',
        },
        {
          id: 'TRB-D6',
          title: 'Med klokka',
          text: 'Det spilles med klokka, og given går til venstre, slik kildeteksten sier.',
        },
        {
          id: 'TRB-D7',
          title: 'Rekkefølgen ved utdeling',
          text: 'Kortene går til venstre, høyre, opptrekksbunken og giver, runde etter runde. Kildeteksten lar rekkefølgen være fri så lenge den holdes hele spillet og det siste kortet går til giver; denne rekkefølgen gjør begge deler.',
        },
        {
          id: 'TRB-D8',
          title: 'Kort som ikke blir trukket',
          text: 'Kort i opptrekksbunken som ingen trekker, vises aldri, heller ikke etter given. Kildeteksten lar bunken ligge med baksiden opp hele tiden.',
        },
        {
          id: 'TRB-D9',
          title: 'Ingen titt i opptrekksbunken',
          text: 'Giver får ikke se i opptrekksbunken før byttet er bestemt; kortene legges bort i blinde (COM-6.1). Som kildeteksten sier: du vet ikke hva du får før kortene er på hånden.',
        },
      ],
    },
    {
      id: 'TRB-S',
      title: 'Innstillinger',
      intro:
        'Tribello har få valg, fordi kildeteksten fastsetter nesten alt: kvoter, runder, byttet og poengene kan ikke endres.',
      rules: [
        {
          id: 'TRB-S1',
          title: 'Vis kvotene',
          text: 'På (standard): hver plass viser kvoten sin og hvor langt over eller under den spilleren ligger mens given spilles. Av skjuler dem. Bare visning; reglene er de samme.',
        },
        {
          id: 'TRB-S2',
          title: 'Delt ledelse til slutt',
          text: 'Delt seier (standard), eller ekstra giv: flere giv med reglene fra runde 3 (ingen trumf, kvoter 6 / 4 / 3), der given går videre som vanlig, til én alene leder (TRB-D4). De regnes som runde 5.',
        },
        {
          id: 'TRB-S3',
          title: 'Første giver',
          text: 'Avgjøres ved loddtrekning (standard), eller du gir først, noe som passer til øving og leksjoner.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'giver',
      text: 'Stokker, deler ut, bytter først, spiller ut til første stikk og har kvote 6 (3 i runde 4).',
      rules: ['TRB-1.2', 'TRB-4', 'TRB-8.1'],
    },
    {
      term: 'venstre',
      text: 'Spilleren til venstre for giver: tar av i runde 1, bytter som nummer to, kvote 4.',
      rules: ['TRB-1.2', 'TRB-5.2', 'TRB-4'],
    },
    {
      term: 'høyre',
      text: 'Spilleren til høyre for giver: bytter sist, kvote 3 (6 i runde 4).',
      rules: ['TRB-1.2', 'TRB-4'],
    },
    {
      term: 'kvote',
      text: 'Antallet stikk plassen din blir målt mot i given.',
      rules: ['TRB-4', 'TRB-4.1', 'TRB-10.1'],
    },
    { term: 'runde', text: 'Tre giv med samme trumfregel; et spill har fire.', rules: ['TRB-3.1', 'TRB-6.1'] },
    { term: 'giv', text: 'Én utdeling med bytte og tretten stikk. Et spill har tolv.', rules: ['TRB-3.1', 'TRB-11.1'] },
    {
      term: 'opptrekksbunken',
      text: 'Den fjerde hånden på 13 kort, med baksiden opp midt på bordet, som alle kan bytte med.',
      rules: ['TRB-5.4', 'TRB-7.1'],
    },
    {
      term: 'ta av',
      text: 'Å løfte av en del av stokken. I runde 1 tar spilleren til venstre for giver av og viser det nederste kortet i den øverste halvdelen.',
      rules: ['TRB-5.2'],
    },
    {
      term: 'det viste kortet',
      text: 'Kortet som vises fram når det tas av i runde 1; sorten er trumf, og kortet havner hos giver.',
      rules: ['TRB-5.2', 'TRB-D2'],
    },
    {
      term: 'trumf',
      text: 'Sorten som slår alle de andre: fra det viste kortet i runde 1, meldt av giver i runde 2.',
      rules: ['TRB-6.1', 'TRB-6.2', 'TRB-9.1'],
    },
    { term: 'sort', text: 'Kløver, ruter, hjerter eller spar, også kalt farge.', rules: ['TRB-8.2'] },
    {
      term: 'følge sort',
      text: 'Å legge et kort i sorten som ble spilt ut. Det må du hvis du kan.',
      rules: ['TRB-8.2'],
    },
    {
      term: 'kastebunke',
      text: 'Der du legger kortene du bytter bort, med baksiden opp. Ingen ser dem.',
      rules: ['TRB-7.1', 'TRB-7.3'],
    },
  ],
};
