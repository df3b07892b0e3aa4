// Sprøyte (rules.md §2, SPR) for spillere, på norsk bokmål.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'sproyte',
  title: 'Sprøyte',
  intro:
    'Sprøyte er et norsk stikkspill for tre, der alle spiller for seg selv. Etter et bytte med byttebunken gir hvert stikk over fire et poeng; i nullo er det omvendt, og hvert stikk under fire gir et poeng. Når noen har nådd 10 poeng, vinner den med høyest sum; står flere likt øverst, spilles det videre. Spillet har tre former: vanlig sprøyte (48 kort, trumfen går på rundgang), variasjonssprøyte (et vist kort avgjør nullo, trumf eller grand) og sprøyte med talong (bytt hele hånden eller behold den).',
  sections: [
    {
      id: 'SPR-1',
      title: 'Spillere og plasser',
      rules: [
        {
          id: 'SPR-1.1',
          title: 'Tre spillere',
          text: 'Sprøyte spilles av nøyaktig tre, og alle spiller for seg selv. Det er ingen makkere.',
        },
        {
          id: 'SPR-1.2',
          title: 'Giver, forhånd og mellomhånd',
          text: 'Rollene flytter seg hver giv. **Forhånd** sitter til venstre for giveren; **mellomhånd** sitter til venstre for forhånd, altså til høyre for giveren. Giveren kommer sist.',
        },
        {
          id: 'SPR-1.3',
          title: 'Med klokka',
          text: 'Alt går med klokka (COM-2.3): utdelingen, byttet i rekkefølgen forhånd, mellomhånd, giver, og spillet.',
        },
      ],
    },
    {
      id: 'SPR-2',
      title: 'Kortene og rekkefølgen',
      rules: [
        {
          id: 'SPR-2.1',
          title: 'Vanlig sprøyte: 48 kort',
          text: 'I vanlig sprøyte tar dere ut de fire toerne, så tre hender på 12 kort gir en byttebunke på 12. Hver farge går fra ess ned til treer: [[AS]] er høyest, [[3S]] lavest.',
        },
        {
          id: 'SPR-2.2',
          title: 'De andre formene: 52 kort',
          text: 'Variasjonssprøyte og sprøyte med talong bruker alle 52 kortene, fra ess ned til toer.',
        },
        {
          id: 'SPR-2.3',
          title: 'Ess er høyest',
          text: 'Esset er høyeste kort i alle spilleformer, også i nullo. Valget SPR-S7 gjør det lavest, bare i nullo.',
        },
        {
          id: 'SPR-2.4',
          title: 'Én form hele partiet',
          text: 'Formen velges før partiet begynner (SPR-S1) og gjelder hele partiet.',
        },
      ],
    },
    {
      id: 'SPR-3',
      title: 'Giver og givnummer',
      rules: [
        { id: 'SPR-3.1', title: 'Første giver', text: 'Første giver trekkes ved lodd.' },
        {
          id: 'SPR-3.2',
          title: 'Given går til venstre',
          text: 'Etter hver giv går given én plass til venstre, så den som var forhånd, gir neste gang (SPR-D2).',
        },
        {
          id: 'SPR-3.3',
          title: 'Givene telles',
          text: 'Givene nummereres 1, 2, 3 … gjennom hele partiet, uansett hvem som gir. Nummeret bestemmer trumfen (SPR-5.1) og telles videre gjennom eventuelle ekstra giv til slutt (SPR-10.3).',
        },
      ],
    },
    {
      id: 'SPR-4',
      title: 'Stokking, vist kort og utdeling',
      rules: [
        { id: 'SPR-4.1', title: 'Giveren stokker', text: 'Giveren stokker før hver giv (COM-3.2).' },
        {
          id: 'SPR-4.2',
          title: 'Variasjonssprøyte: kortet som vises',
          text: 'Før utdelingen tar forhånd av kortstokken og viser det nederste kortet i bunken som ble løftet (COM-4). Det kortet avgjør spilleformen (SPR-5.3). Når stokken er lagt sammen igjen, ligger det nederst (SPR-D5).',
        },
        {
          id: 'SPR-4.3',
          title: 'Tolv kort hver',
          text: 'I vanlig sprøyte og variasjonssprøyte deler giveren ut ett og ett kort, forhånd først, til alle har 12. Resten blir **byttebunken** med bildesiden ned: 12 kort, eller 16 i variasjonssprøyte, der det viste kortet ligger nederst i bunken.',
        },
        {
          id: 'SPR-4.4',
          title: 'Med talong: fire bunker på 13',
          text: 'Med talong deler giveren ut ett og ett kort til forhånd, mellomhånd, seg selv og talongen, tretten runder. Det gir tre hender på 13 og en skjult **talong** på 13.',
        },
        { id: 'SPR-4.5', title: 'Ta opp kortene', text: 'Etter utdelingen ser alle på sine egne kort.' },
      ],
    },
    {
      id: 'SPR-5',
      title: 'Spilleform og trumf',
      intro: 'Du vet alltid hva du spiller før du bytter, så du kan bytte med tanke på det.',
      rules: [
        {
          id: 'SPR-5.1',
          title: 'Vanlig sprøyte: trumfen går på rundgang',
          text: 'Hver giv spilles med trumf, og trumffargen følger givnummeret: giv 1 ♣, giv 2 ♠, giv 3 ♥, giv 4 ♦, giv 5 ♣ igjen, og så videre. Trumfen er kjent før byttet.',
        },
        {
          id: 'SPR-5.2',
          title: 'Med talong: samme rundgang',
          text: 'Sprøyte med talong bruker samme rundgang, ♣ ♠ ♥ ♦ etter givnummeret.',
        },
        {
          id: 'SPR-5.3',
          title: 'Variasjonssprøyte: det viste kortet avgjør',
          text: 'Verdien på det viste kortet bestemmer spilleformen i given:\n- 2 til 5: **nullo**, ingen trumf, ta færrest mulig stikk\n- 6 til 10: **trumf**, fargen til det viste kortet er trumf\n- knekt til ess: **grand**, ingen trumf, ta flest mulig stikk\n\n[[7D]] gir altså ruter som trumf, [[TC]] gir kløver som trumf (en tier er ikke grand), [[4S]] gir nullo og [[QH]] gir grand.',
        },
        { id: 'SPR-5.4', title: 'Kjent før byttet', text: 'Alle vet spilleformen og trumfen før noen bytter.' },
      ],
    },
    {
      id: 'SPR-6',
      title: 'Kortbytte',
      intro: 'Det er i byttet hånden blir til: lange farger i trumf og grand, lave kort i nullo.',
      rules: [
        {
          id: 'SPR-6.1',
          title: 'Ett bytte hver',
          text: 'I vanlig sprøyte og variasjonssprøyte bytter hver spiller én gang, i rekkefølgen forhånd, mellomhånd, giver. Du legger bort først og trekker så like mange fra byttebunken (COM-6.1). Du kan bytte fra 0 og opp til grensen din.',
        },
        {
          id: 'SPR-6.2',
          title: 'Hvor mange du kan bytte',
          text: 'Hver plass har sin andel; det en spiller ikke bruker, går videre til neste, og giveren kan ta alt som er igjen.\n- Variasjonssprøyte (16 i bunken): forhånd opptil 8, mellomhånd 5 pluss det forhånd lot ligge, giveren resten (3 pluss alt som ikke er brukt)\n- Vanlig sprøyte (12 i bunken): forhånd opptil 6, mellomhånd 4 pluss det forhånd lot ligge, giveren resten (2 pluss alt som ikke er brukt, SPR-D6)\n\nIngen kan bytte mer enn 12, en hel hånd.',
        },
        {
          id: 'SPR-6.3',
          title: 'Alle får vite antallet',
          text: 'Det blir kjent hvor mange kort hver spiller byttet. Kortene som ble lagt bort, forblir skjult (COM-6.3).',
        },
        {
          id: 'SPR-6.4',
          title: 'Resten av bunken',
          text: 'Kort ingen trekker, blir liggende med bildesiden ned, ute av spill. I variasjonssprøyte vet alle at det viste kortet ligger nederst i bunken: bare giveren kan få det, og bare ved å ta alle kortene som er igjen.',
        },
        {
          id: 'SPR-6.5',
          title: 'Med talong: hele hånden eller ingenting',
          text: 'Talongen tilbys forhånd, så mellomhånd, så giveren. Tar du den, legger du hele hånden bort usett og tar opp de 13 kortene i talongen. Så snart én har tatt talongen, er tilbudet slutt, og de andre beholder kortene sine. Sier alle tre nei, spiller alle med kortene de fikk, og talongen blir liggende usett (SPR-D8).',
        },
      ],
    },
    {
      id: 'SPR-7',
      title: 'Spillet',
      rules: [
        {
          id: 'SPR-7.1',
          title: 'Forhånd spiller ut',
          text: 'Forhånd spiller ut til første stikk i alle former, uansett hvem som byttet.',
        },
        { id: 'SPR-7.2', title: 'Fritt utspill', text: 'Du kan spille ut hvilket kort du vil.' },
        {
          id: 'SPR-7.3',
          title: 'Følg farge',
          text: 'Følg farge hvis du kan (COM-5.3). Kan du ikke, legger du hva du vil: i trumfspill kan du trumfe eller kaste et kort i en annen farge. Du har aldri plikt til å trumfe eller til å ta stikket.',
        },
        { id: 'SPR-7.4', title: 'Vinneren spiller ut', text: 'Den som tar stikket, spiller ut til neste.' },
        { id: 'SPR-7.5', title: 'Alle stikk spilles', text: 'Det er 12 stikk (13 med talong), og alle spilles.' },
      ],
    },
    {
      id: 'SPR-8',
      title: 'Hvem tar stikket',
      rules: [
        {
          id: 'SPR-8.1',
          title: 'Trumfspill',
          text: 'I trumfspill vinner høyeste trumf hvis det er lagt trumf; ellers høyeste kort i fargen som ble spilt ut. Med spar som trumf: [[AH]] spilles ut, så [[KH]] og [[3S]] → [[3S]] tar stikket.',
        },
        {
          id: 'SPR-8.2',
          title: 'Grand og nullo',
          text: 'Uten trumf vinner høyeste kort i fargen som ble spilt ut, og ingen andre kort kan vinne. [[5D]] spilles ut, så [[AC]] og [[2D]] → [[5D]] tar stikket.',
        },
        {
          id: 'SPR-8.3',
          title: 'Ess lavest i nullo',
          text: 'Med valget SPR-S7 er esset lavere enn toeren, men bare i nullo, så [[AH]] taper for [[2H]].',
        },
      ],
    },
    {
      id: 'SPR-9',
      title: 'Poeng',
      intro: 'Tolv stikk på tre spillere blir fire på hver, så fire stikk er utgangspunktet.',
      rules: [
        {
          id: 'SPR-9.1',
          title: 'Fire stikk er utgangspunktet',
          text: 'Etter hver giv får hver spiller poeng for sine egne stikk, regnet fra fire.',
        },
        {
          id: 'SPR-9.2',
          title: 'Trumf og grand',
          text: 'Ett poeng for hvert stikk over fire: fem stikk gir 1 poeng, seks gir 2, sju gir 3. Fire stikk eller færre gir 0. Det samme gjelder de 13 stikkene med talong.',
        },
        {
          id: 'SPR-9.3',
          title: 'Nullo',
          text: 'Her går regnestykket motsatt vei: ett poeng for hvert stikk under fire. Tre stikk gir 1 poeng, ett stikk gir 3, ingen stikk gir 4. Fire stikk eller flere gir 0.',
        },
        {
          id: 'SPR-9.4',
          title: 'Aldri minuspoeng',
          text: 'En giv koster deg aldri poeng (SPR-D11), med mindre dere slår på minuspoeng (SPR-S8). Poengene summeres underveis.',
        },
      ],
      examples: [
        'Vanlig sprøyte, giv 2, spar er trumf. Stikk: forhånd 6, mellomhånd 4, giver 2 → forhånd +2, de andre 0.',
        'Variasjonssprøyte, vist [[JH]]: grand. Stikk 5, 5 og 2 → +1, +1 og 0.',
        'Variasjonssprøyte, vist [[3C]]: nullo. Stikk 1, 3 og 8 → +3, +1 og 0.',
        'Variasjonssprøyte, nullo. Stikk 0, 5 og 7 → +4, 0 og 0.',
        'Med talong (13 stikk), hjerter er trumf. Stikk 7, 4 og 2 → +3, 0 og 0. Stikk 5, 5 og 3 → +1, +1 og 0.',
        'Summen underveis: før given har A 7, B 9 og C 4; given gir A +2, B 0 og C +1 → A 9, B 9, C 5. Ingen har 10, så dere spiller videre.',
      ],
    },
    {
      id: 'SPR-10',
      title: 'Slutten på partiet',
      rules: [
        { id: 'SPR-10.1', title: 'Spill til 10', text: 'Målet er 10 poeng; innstillingen SPR-S2 endrer det.' },
        {
          id: 'SPR-10.2',
          title: 'Sjekkes etter en hel giv',
          text: 'Poengene skrives først ned når given er regnet, så målet sjekkes etter hver hel giv. En giv som er i gang, spilles alltid ferdig (SPR-D9).',
        },
        {
          id: 'SPR-10.3',
          title: 'Høyest sum vinner',
          text: 'Når minst én har nådd målet, vinner den med høyest sum, også om en annen nådde målet i samme giv. Står to eller tre likt øverst, spiller dere flere hele giv, med giver og trumf som går videre som vanlig, til én alene leder (SPR-D10). Med SPR-S9 blir delt ledelse i stedet delt seier.',
        },
        {
          id: 'SPR-10.4',
          title: 'Plasseringen',
          text: 'De andre plasseres etter summen sin; like summer under vinneren deler plass.',
        },
      ],
    },
    {
      id: 'SPR-D',
      title: 'Avgjørelser',
      intro: 'Der den norske kildeteksten er taus eller uklar, står her regelen appen spiller etter, og hvorfor.',
      rules: [
        {
          id: 'SPR-D1',
          title: 'Med klokka',
          text: 'Det spilles med klokka. Kildeteksten lar byttet gå fra forhånd, til venstre for giveren, rundt til giveren, og det er med klokka; de andre kildene og kortbord i Nord-Europa sier det samme. COM-S1 speilvender bordet om dere vil.',
        },
        {
          id: 'SPR-D2',
          title: 'Given går til venstre',
          text: 'Given går til venstre, så den som var forhånd, gir neste gang. Kildeteksten sier ingenting; i det islandske søskenspillet Manni går given med klokka.',
        },
        {
          id: 'SPR-D3',
          title: 'Hvilken farge er trumf',
          text: 'Er det viste kortet en 6 til 10, er kortets egen farge trumf. Kildeteksten sier bare at én farge er trumf; i det beslektede islandske spillet er det fargen til det viste kortet. SPR-S6 gir i stedet fargen fra rundgangen.',
        },
        {
          id: 'SPR-D4',
          title: 'Nullo: ingen trumf, ess høyest',
          text: 'Nullo har ingen trumf, og esset er høyest, slik kildeteksten sier. Noen spiller med ess lavest i nullo; det er valget SPR-S7.',
        },
        {
          id: 'SPR-D5',
          title: 'Hvor det viste kortet havner',
          text: 'Stokken legges sammen som vanlig, så det viste kortet havner nederst i stokken og dermed nederst i byttebunken. Alle vet at det ligger der; det kommer bare på hånd hvis giveren tar det aller siste kortet. Slik blir det viste kortet i stokken også i Manni og Tribello.',
        },
        {
          id: 'SPR-D6',
          title: '6 / 4 / resten i vanlig sprøyte',
          text: 'Med 12 kort i bunken kan forhånd bytte opptil 6, mellomhånd 4 pluss det forhånd lot ligge, og giveren resten. Kildeteksten gir bare grenser for 16 kort (8 / 5 / 3, og ubrukte kort går videre), så appen skalerer den fordelingen til 12 og beholder regelen om at ubrukte kort går videre. Det er en slutning; SPR-S3 gir andre fordelinger.',
        },
        {
          id: 'SPR-D7',
          title: 'Legg bort før du trekker',
          text: 'Du legger bort kortene før du ser de nye. Kildeteksten sier bare at du legger bort like mange som du tar inn; i Manni og Tribello legger man bort først, og det gjør byttet til et ekte valg.',
        },
        {
          id: 'SPR-D8',
          title: 'Ingen tar talongen',
          text: 'Sier alle tre nei, spiller alle med kortene de fikk, og talongen blir liggende usett. Når én har tatt talongen, kan ingen andre bytte. Kildeteksten stopper ved «tilbudet går videre»; slik løser Manni det.',
        },
        {
          id: 'SPR-D9',
          title: 'Når noen når 10 midt i en giv',
          text: 'Partiet stopper aldri midt i en giv: målet sjekkes først når given er regnet. Kildeteksten skriver poengene ned etter hvert spill, og først da finnes de.',
        },
        {
          id: 'SPR-D10',
          title: 'Flere over 10, eller likt',
          text: 'Høyest sum vinner, uansett hvor mange som nådde målet; står flere likt øverst, avgjøres det med flere giv. Kildeteksten sier ingenting; de islandske reglene gir seieren til den med flest poeng. SPR-S9 gjør delt ledelse til delt seier.',
        },
        {
          id: 'SPR-D11',
          title: 'Ingen minuspoeng',
          text: 'Poengene går aldri under null, for kildeteksten gir bare poeng for stikk over fire (under fire i nullo) og nevner ingen straff. SPR-S8 slår på minuspoeng: i trumf og grand koster hvert stikk under fire også et poeng, i nullo hvert stikk over fire.',
        },
        {
          id: 'SPR-D12',
          title: 'Rundgangen begynner med kløver',
          text: 'Giv 1 er ♣, så ♠, ♥ og ♦, etter givnummeret og ikke etter hvem som gir. Kildeteksten nevner den rekkefølgen, men ikke hvor den begynner. SPR-S5 gir den islandske rekkefølgen ♥ ♠ ♦ ♣.',
        },
        {
          id: 'SPR-D13',
          title: 'Hvem tar av, og verdigrensene',
          text: 'Forhånd, til venstre for giveren, tar av, og 6 til 10 betyr trumf, slik kildeteksten sier. Det islandske spillet bruker 6 til 9 for trumf og 10 til ess for grand; det er valget SPR-S4.',
        },
        {
          id: 'SPR-D14',
          title: 'Kort som ikke blir trukket',
          text: 'Kort ingen trekker fra bunken, blir liggende usett med bildesiden ned (COM-6.4). Kildeteksten sier ingenting, og å vise dem ville avsløre det ingen trakk.',
        },
      ],
    },
    {
      id: 'SPR-S',
      title: 'Innstillinger',
      intro: 'Velges før partiet; standardvalgene gir reglene slik de står over.',
      rules: [
        {
          id: 'SPR-S1',
          title: 'Form',
          text: 'Vanlig, 48 kort (standard); variasjonssprøyte, 52 kort; eller med talong, 52 kort. Formen endrer kortstokken, spilleformen og byttet (SPR-2, SPR-5, SPR-6).',
        },
        {
          id: 'SPR-S2',
          title: 'Spill til',
          text: 'Poengsummen som avslutter partiet: 10 som standard, alt fra 5 til 30 (SPR-10.1).',
        },
        {
          id: 'SPR-S3',
          title: 'Byttegrenser i vanlig sprøyte',
          text: '6 / 4 / resten (standard), 5 / 4 / resten, 4 / 4 / resten, eller åpent: hver spiller kan etter tur ta alt som er igjen. Det som ikke brukes, går fortsatt videre (SPR-6.2).',
        },
        {
          id: 'SPR-S4',
          title: 'Hva det viste kortet betyr',
          text: '2–5 nullo, 6–10 trumf, knekt–ess grand (standard, som i kildeteksten), eller de islandske grensene: 2–5 nullo, 6–9 trumf, 10–ess grand (SPR-5.3).',
        },
        {
          id: 'SPR-S5',
          title: 'Rekkefølgen trumfen går i',
          text: '♣ ♠ ♥ ♦ (standard) eller den islandske ♥ ♠ ♦ ♣. Gjelder rundgangen i vanlig sprøyte og med talong (SPR-5.1).',
        },
        {
          id: 'SPR-S6',
          title: 'Trumf i et trumfspill i variasjonssprøyte',
          text: 'Fargen til det viste kortet (standard), eller fargen rundgangen gir for dette givnummeret (SPR-5.1).',
        },
        {
          id: 'SPR-S7',
          title: 'Ess lavest i nullo',
          text: 'Av (standard) eller på. På: i nullo er esset lavere enn toeren (SPR-8.3).',
        },
        {
          id: 'SPR-S8',
          title: 'Minuspoeng',
          text: 'Av (standard) eller på. På: en giv kan koste poeng. I trumf og grand koster hvert stikk under fire et poeng (stikk − 4); i nullo koster hvert stikk over fire et poeng (4 − stikk).',
        },
        { id: 'SPR-S9', title: 'Delt ledelse', text: 'Spill flere giv (standard) eller delt seier (SPR-10.3).' },
      ],
    },
  ],
  glossary: [
    {
      term: 'forhånd',
      text: 'Spilleren til venstre for giveren. Forhånd bytter først, tar av i variasjonssprøyte og spiller ut til første stikk.',
      rules: ['SPR-1.2', 'SPR-4.2', 'SPR-7.1'],
    },
    {
      term: 'mellomhånd',
      text: 'Spilleren mellom forhånd og giveren, til høyre for giveren. Bytter som nummer to.',
      rules: ['SPR-1.2', 'SPR-6.1'],
    },
    {
      term: 'giver',
      text: 'Stokker, deler ut, bytter sist og kan ta alt som er igjen i byttebunken. Giveren sitter i bakhånd og legger sist til første stikk.',
      rules: ['SPR-1.2', 'SPR-6.2'],
    },
    {
      term: 'byttebunke',
      text: 'Kortene som ligger igjen med bildesiden ned etter utdelingen: 12 i vanlig sprøyte, 16 i variasjonssprøyte.',
      rules: ['SPR-4.3', 'SPR-6.4'],
    },
    {
      term: 'talong',
      text: 'Med talong: en fjerde bunke på 13 skjulte kort som én spiller kan ta i stedet for sin egen hånd.',
      rules: ['SPR-4.4', 'SPR-6.5'],
    },
    {
      term: 'bytte',
      text: 'Å legge bort kort med bildesiden ned og trekke like mange fra byttebunken.',
      rules: ['SPR-6.1', 'SPR-6.2'],
    },
    {
      term: 'trumf',
      text: 'Fargen som slår alle de andre. I vanlig sprøyte går den på rundgang ♣ ♠ ♥ ♦ fra giv til giv.',
      rules: ['SPR-5.1', 'SPR-8.1'],
    },
    {
      term: 'nullo',
      text: 'Spill uten trumf der du vil ha få stikk: hvert stikk under fire gir poeng.',
      rules: ['SPR-5.3', 'SPR-9.3'],
    },
    {
      term: 'grand',
      text: 'Spill uten trumf der du vil ha mange stikk: høyeste kort i fargen som ble spilt ut, vinner.',
      rules: ['SPR-5.3', 'SPR-8.2'],
    },
    {
      term: 'variasjonssprøyte',
      text: 'Formen med 52 kort, der et vist kort avgjør nullo, trumf eller grand.',
      rules: ['SPR-4.2', 'SPR-5.3'],
    },
    {
      term: 'ta av',
      text: 'Å løfte en del av kortstokken. I variasjonssprøyte tar forhånd av og viser kortet som ligger nederst i det løftede.',
      rules: ['SPR-4.2', 'SPR-D13'],
    },
    {
      term: 'stikk',
      text: 'Ett kort fra hver av de tre spillerne. Fire stikk er utgangspunktet.',
      rules: ['SPR-7.5', 'SPR-9.1'],
    },
    {
      term: 'kaste',
      text: 'Å legge et kort i en annen farge uten å trumfe, når du ikke kan følge farge.',
      rules: ['SPR-7.3'],
    },
  ],
};
