// Felles regler (rules.md §1, COM) for spillere, på norsk bokmål.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'common',
  title: 'Felles regler',
  intro:
    'Disse reglene gjelder i alle tre spillene: kortene, hvem som sitter hvor, hvem som tar stikket, hvordan man bytter med en bunke og hva hver spiller får vite. Regelboka for hvert spill bygger på dem og sier fra der spillet gjør det annerledes.',
  sections: [
    {
      id: 'COM-1',
      title: 'Kortene',
      intro: 'En vanlig kortstokk holder til alle spillene, og det er bare antall stikk som teller.',
      rules: [
        {
          id: 'COM-1.1',
          title: 'Kortstokken',
          text: 'Alle spillene bruker en vanlig kortstokk på 52 kort: fire farger ♠ ♥ ♦ ♣ og tretten kort i hver, fra ess ned til toer. I vanlig sprøyte tar dere ut toerne og spiller med 48 kort.',
        },
        {
          id: 'COM-1.2',
          title: 'Ess er høyest',
          text: 'I hver farge er esset høyest og det laveste kortet i stokken lavest: [[AS]] slår [[KS]], og [[2S]] er laveste spar (treeren når sprøyte spilles med 48 kort). Det er to unntak: i Spades med jokere er de to jokerne høyere enn sparesset (SPD-10.3), og valget «ess lavest i nullo» i sprøyte gjør esset lavest (SPR-S7).',
        },
        {
          id: 'COM-1.3',
          title: 'Ingen farge er høyere enn en annen',
          text: 'Fargene har ingen rangorden; et kort i en annen farge kan bare vinne ved å være trumf. Uten trumf slår [[AC]] aldri [[2H]] når det er spilt ut hjerter.',
        },
        {
          id: 'COM-1.4',
          title: 'Bare stikkene teller',
          text: 'Kortene har ingen poengverdi i noen av de tre spillene. Et stikk fullt av ess er verdt nøyaktig like mye som et stikk med små kort: ett stikk.',
        },
        {
          id: 'COM-1.5',
          title: 'Jokere og dobbel stokk',
          text: 'Jokere som [[BJ]] og [[LJ]] er bare med i Spades med jokere (SPD-10.3). Med seks spillere bruker Spades to kortstokker, så hvert kort finnes to ganger; appen skiller de to fra hverandre og vet alltid hvilket som kom først (SPD-7.3).',
        },
      ],
    },
    {
      id: 'COM-2',
      title: 'Plasser og spilleretning',
      intro: 'Hvem som er «til venstre» og «neste», avgjør hvem som gir, spiller ut og bytter først.',
      rules: [
        {
          id: 'COM-2.1',
          title: 'Plassene rundt bordet',
          text: 'Plassene telles med klokka. Spilleren til venstre for deg er neste plass med klokka, spilleren til høyre plassen før deg. Du sitter alltid nederst på skjermen.',
        },
        { id: 'COM-2.2', title: 'Neste spiller', text: '«Neste spiller» er alltid spilleren til venstre.' },
        {
          id: 'COM-2.3',
          title: 'Med klokka',
          text: 'Utdeling, melding, bytte, spill til stikket og given som går videre: alt går med klokka, slik det gjør rundt skandinaviske kortbord (SPR-D1, SPD-D1, TRB-D6). Valget COM-S1 speilvender bordet; da betyr hver «venstre» i reglene «høyre».',
        },
      ],
    },
    {
      id: 'COM-3',
      title: 'Stokking og utdeling',
      intro: 'Appen stokker ut fra et stokketall, så en giv kan deles ut igjen nøyaktig slik den var.',
      rules: [
        {
          id: 'COM-3.1',
          title: 'Øverste kort',
          text: 'Kortstokken ligger i en fast rekkefølge. Det øverste kortet er det første som deles ut.',
        },
        {
          id: 'COM-3.2',
          title: 'Stokking',
          text: 'Appen stokker med en tallgenerator som starter fra et stokketall. Samme tall gir de samme kortene, og det gjør det mulig å spille av partier, lage leksjoner og rapportere feil (COM-S4). Leksjoner kan også legge fram faste hender.',
        },
        {
          id: 'COM-3.3',
          title: 'Ett og ett kort',
          text: 'Kortene deles ut ett og ett i den rekkefølgen spillet bestemmer, runde etter runde, til alle har fått sine.',
        },
        {
          id: 'COM-3.4',
          title: 'Kortene som blir igjen',
          text: 'Kortene som ikke deles ut, beholder rekkefølgen sin. Øverst i bunken ligger det første kortet som ikke ble delt ut.',
        },
      ],
    },
    {
      id: 'COM-4',
      title: 'Avtak med vist kort',
      intro:
        'I variasjonssprøyte og i første runde av Tribello er det et kort fra stokken som avgjør given: den som tar av, viser det til alle og legger det så nederst i stokken.',
      rules: [
        {
          id: 'COM-4.1',
          title: 'Ta av',
          text: 'Den som tar av, løfter en bunke fra toppen av stokken. Appen løfter alltid minst fire kort og lar minst fire ligge.',
        },
        {
          id: 'COM-4.2',
          title: 'Det viste kortet',
          text: 'Det nederste kortet i bunken som ble løftet, snus og vises til alle. Er det [[7D]], vet alle at det er ruter sju, og hva det betyr for given.',
        },
        {
          id: 'COM-4.3',
          title: 'Stokken legges sammen',
          text: 'Resten av stokken legges oppå bunken som ble løftet, slik som ved et vanlig avtak. Da havner det viste kortet nederst i stokken og deles ut sist (SPR-D5, TRB-D2). Alle vet fortsatt hvilket kort det er.',
        },
        {
          id: 'COM-4.4',
          title: 'Ingen stokking etter avtaket',
          text: 'Kortene deles ut rett etter avtaket, uten å stokkes på nytt.',
        },
      ],
    },
    {
      id: 'COM-5',
      title: 'Stikk',
      intro:
        'Alle tre er rene stikkspill: følg farge hvis du kan; høyeste trumf, eller ellers høyeste kort i fargen som ble spilt ut, tar stikket.',
      rules: [
        {
          id: 'COM-5.1',
          title: 'Et stikk',
          text: 'Et stikk er ett kort fra hver spiller, lagt med klokka, og den som spiller ut, begynner.',
        },
        {
          id: 'COM-5.2',
          title: 'Spille ut',
          text: 'Den som spiller ut, kan legge hvilket kort spillet tillater. Bare Spades har en grense: spar må være brutt før du kan spille ut spar (SPD-6.2).',
        },
        {
          id: 'COM-5.3',
          title: 'Følg farge',
          text: 'Har du kort i fargen som er spilt ut, må du legge ett av dem, hvilket du vil. Først når du er renons i fargen, kan du legge hva som helst. Spades har en ekstra regel for første stikk (SPD-6.5).',
        },
        {
          id: 'COM-5.4',
          title: 'Ingen plikt til å stikke over eller trumfe',
          text: 'Du trenger aldri å legge høyere enn kortene som ligger, og er du renons, trenger du aldri å trumfe. Du kan alltid legge lavt, så lenge du følger når du kan.',
        },
        {
          id: 'COM-5.5',
          title: 'Hvem tar stikket',
          text: 'Har spillet trumf og ligger det trumf i stikket, vinner høyeste trumf. Ellers vinner høyeste kort i fargen som ble spilt ut, og et kort i en annen farge vinner aldri. Med hjerter som trumf: [[KD]] spilles ut, så [[AD]] og [[2H]] → [[2H]] tar stikket.',
        },
        {
          id: 'COM-5.6',
          title: 'Vinneren spiller ut',
          text: 'Den som tar stikket, spiller ut til neste. Alle stikkene i en giv spilles; ingen kan kreve resten (COM-D1).',
        },
        {
          id: 'COM-5.7',
          title: 'Spilte kort er åpne',
          text: 'Alle ser hvert kort som spilles. Hvor langt tilbake du kan se på tidligere stikk, velger dere ved bordet (COM-S2).',
        },
      ],
    },
    {
      id: 'COM-6',
      title: 'Bytte med bunken',
      intro:
        'I sprøyte og Tribello kan du forbedre hånden fra en bunke med baksiden opp. Du velger hva du gir fra deg før du ser hva du får.',
      rules: [
        {
          id: 'COM-6.1',
          title: 'Legg bort først, trekk etterpå',
          text: 'Velg kortene du vil bli kvitt, legg dem med baksiden opp i din egen kastebunke, og trekk like mange fra toppen av bunken. Du ser aldri de nye kortene før du har valgt hva du legger bort (SPR-D7).',
        },
        { id: 'COM-6.2', title: 'Behold hånden', text: 'Du kan alltid la være å bytte.' },
        {
          id: 'COM-6.3',
          title: 'Antallet er åpent, kortene er det ikke',
          text: 'Alle får vite hvor mange kort du byttet. Hvilke kort du la bort, vet bare du; ingen andre får se dem, og de er ute av spill resten av given.',
        },
        {
          id: 'COM-6.4',
          title: 'Kort som ikke blir trukket',
          text: 'Kort i bunken som ingen trekker, blir liggende med baksiden opp, usett og ute av spill denne given.',
        },
        { id: 'COM-6.5', title: 'Ny stokking hver giv', text: 'Til neste giv samles alle kortene og stokkes på nytt.' },
      ],
    },
    {
      id: 'COM-7',
      title: 'Hva du får vite',
      intro: 'Du vet akkurat det en spiller ved et ekte kortbord ville visst, og datamaskinspillerne vet ikke mer.',
      rules: [
        {
          id: 'COM-7.1',
          title: 'Skjult',
          text: 'Du ser ikke de andres hender, byttebunken, opptrekksbunken eller talongen, og heller ikke kortene de andre har lagt bort.',
        },
        {
          id: 'COM-7.2',
          title: 'Åpent',
          text: 'Alle ser alle meldinger, trumffargen, det viste kortet, hvert kort som spilles, hvor mange stikk hver spiller har tatt hittil i given, hvor mange kort hver spiller byttet, poengene og antall overstikk.',
        },
        {
          id: 'COM-7.3',
          title: 'Ingen kikking',
          text: 'Datamaskinspillerne bestemmer seg bare ut fra det plassen deres kan vite. De ser aldri hånden din eller bunken.',
        },
      ],
    },
    {
      id: 'COM-D',
      title: 'Avgjørelser',
      intro: 'Der kildetekstene ikke sier noe, står her regelen appen spiller etter, og hvorfor.',
      rules: [
        {
          id: 'COM-D1',
          title: 'Alle stikk spilles',
          text: 'Appen spiller alltid alle stikkene ut, kort for kort; ingen kan kreve eller gi fra seg resten. Ingen av kildetekstene nevner å kreve stikk, og når alt spilles ut, er det aldri tvil om hvor mange stikk hver fikk.',
        },
      ],
    },
    {
      id: 'COM-S',
      title: 'Innstillinger',
      intro: 'Disse valgene finnes i alle spillene og gjøres før partiet begynner.',
      rules: [
        {
          id: 'COM-S1',
          title: 'Spilleretning',
          text: 'Med klokka (standard) eller mot klokka. Mot klokka speilvender hele bordet: given går til høyre, og hver «venstre» i reglene betyr «høyre»; plassene og makkerne blir der de er.',
        },
        {
          id: 'COM-S2',
          title: 'Se tilbake på stikk',
          text: 'Hvor mange spilte stikk du kan se tilbake på: det siste stikket (standard), alle stikk i given eller ingen. Det endrer bare hva som vises, aldri reglene.',
        },
        {
          id: 'COM-S3',
          title: 'Hvor godt datamaskinene spiller',
          text: 'For hver datamaskinspiller: Nybegynner, Middels (standard), Sterk eller Ekspert. Det er ingen spilleregel: det endrer bare hvordan datamaskinene spiller. Ingen av nivåene ser skjulte kort.',
        },
        {
          id: 'COM-S4',
          title: 'Stokketallet',
          text: 'Stokk på nytt (standard) eller bruk et fast stokketall. Samme tall og de samme trekkene gir det samme partiet, så du kan spille en giv om igjen eller rapportere en feil.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stikk',
      text: 'Ett kort fra hver spiller, som én av dem vinner. Det er stikkene som teller, aldri kortene i dem.',
      rules: ['COM-5.1', 'COM-1.4'],
    },
    {
      term: 'spille ut',
      text: 'Å legge det første kortet i et stikk. Den som tar stikket, spiller ut til neste.',
      rules: ['COM-5.2', 'COM-5.6'],
    },
    {
      term: 'følge farge',
      text: 'Å legge et kort i fargen som ble spilt ut. Det må du hvis du kan.',
      rules: ['COM-5.3'],
    },
    {
      term: 'renons',
      text: 'Å være uten kort i en farge. Er du renons, kan du legge hva du vil.',
      rules: ['COM-5.3', 'COM-5.4'],
    },
    {
      term: 'trumf',
      text: 'En farge som slår alle de andre. Er hjerter trumf, slår selv [[2H]] et ess i en annen farge.',
      rules: ['COM-5.5'],
    },
    {
      term: 'giver',
      text: 'Den som stokker og deler ut. Oppgaven går videre rundt bordet fra giv til giv.',
      rules: ['COM-2.3'],
    },
    {
      term: 'giv',
      text: 'Én utdeling, et eventuelt bytte, alle stikkene og så poengtellingen.',
      rules: ['COM-3.3', 'COM-6.5'],
    },
    { term: 'ta av', text: 'Å løfte en bunke fra stokken og legge resten oppå den.', rules: ['COM-4.1', 'COM-4.3'] },
    {
      term: 'det viste kortet',
      text: 'Det nederste kortet i bunken som ble løftet, vist til alle ved avtaket.',
      rules: ['COM-4.2'],
    },
    {
      term: 'bunken',
      text: 'Kortene som blir liggende med baksiden opp etter utdelingen, og som dere bytter med (byttebunken i sprøyte, opptrekksbunken i Tribello).',
      rules: ['COM-3.4', 'COM-6.1'],
    },
    {
      term: 'legge bort',
      text: 'Å legge kort med baksiden opp i kastebunken når du bytter. Ingen andre får se dem.',
      rules: ['COM-6.1', 'COM-6.3'],
    },
    {
      term: 'stokketall',
      text: 'Tallet stokkingen starter fra. Samme tall gir de samme kortene.',
      rules: ['COM-3.2', 'COM-S4'],
    },
  ],
};
