// Sprøyte (rules.md §2, SPR) for spillere, på dansk.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'sproyte',
  title: 'Sprøyte',
  intro:
    'Sprøyte er et norsk stikspil for tre, hvor alle spiller for sig selv. Efter et bytte med byttebunken prøver alle at tage mere end fire stik, og hvert stik over fire giver et point; i nullo er det omvendt, og hvert stik under fire giver et point. Når nogen har nået 10 point, vinder den med den højeste sum; står flere lige øverst, spiller I videre. Spillet findes i tre former: almindelig sprøyte (48 kort, trumfen går på skift), variasjonssprøyte (et vendt kort afgør nullo, trumf eller grand) og sprøyte med talon (byt hele hånden, eller behold den).',
  sections: [
    {
      id: 'SPR-1',
      title: 'Spillere og pladser',
      rules: [
        {
          id: 'SPR-1.1',
          title: 'Tre spillere',
          text: 'Sprøyte spilles af præcis tre, og alle spiller for sig selv. Der er ingen makkere.',
        },
        {
          id: 'SPR-1.2',
          title: 'Giver, forhånd og mellemhånd',
          text: 'Rollerne flytter sig hver giv. **Forhånd** sidder til venstre for giveren; **mellemhånd** sidder til venstre for forhånd, altså til højre for giveren. Giveren kommer sidst.',
        },
        {
          id: 'SPR-1.3',
          title: 'Med uret',
          text: 'Alt går med uret (COM-2.3): kortgivningen, byttet i rækkefølgen forhånd, mellemhånd, giver, og spillet.',
        },
      ],
    },
    {
      id: 'SPR-2',
      title: 'Kortene og deres rækkefølge',
      rules: [
        {
          id: 'SPR-2.1',
          title: 'Almindelig sprøyte: 48 kort',
          text: 'I almindelig sprøyte tages de fire toere ud, så tre hænder på 12 kort efterlader en byttebunke på 12. Hver kulør går fra es ned til treer: [[AS]] er højest, [[3S]] lavest.',
        },
        {
          id: 'SPR-2.2',
          title: 'De andre former: 52 kort',
          text: 'Variasjonssprøyte og sprøyte med talon bruger alle 52 kort, fra es ned til toer.',
        },
        {
          id: 'SPR-2.3',
          title: 'Es er højest',
          text: 'Esset er højeste kort i alle spilformer, også i nullo. Valget SPR-S7 gør det lavest, kun i nullo.',
        },
        {
          id: 'SPR-2.4',
          title: 'Én form hele spillet',
          text: 'Formen vælges, før spillet begynder (SPR-S1), og gælder hele spillet.',
        },
      ],
    },
    {
      id: 'SPR-3',
      title: 'Giver og givens nummer',
      rules: [
        { id: 'SPR-3.1', title: 'Den første giver', text: 'Der trækkes lod om, hvem der giver først.' },
        {
          id: 'SPR-3.2',
          title: 'Given går til venstre',
          text: 'Efter hver giv går given én plads til venstre, så den, der var forhånd, giver næste gang (SPR-D2).',
        },
        {
          id: 'SPR-3.3',
          title: 'Givene tælles',
          text: 'Givene nummereres 1, 2, 3 … gennem hele spillet, uanset hvem der giver. Nummeret bestemmer trumfen (SPR-5.1) og tælles videre gennem eventuelle ekstra give til sidst (SPR-10.3).',
        },
      ],
    },
    {
      id: 'SPR-4',
      title: 'Blanding, vendt kort og kortgivning',
      rules: [
        { id: 'SPR-4.1', title: 'Giveren blander', text: 'Giveren blander før hver giv (COM-3.2).' },
        {
          id: 'SPR-4.2',
          title: 'Variasjonssprøyte: kortet, der vendes',
          text: 'Før kortgivningen tager forhånd af og viser det nederste kort i den løftede bunke (COM-4). Det kort afgør spilformen (SPR-5.3). Når bunken er lagt sammen, ligger det nederst (SPR-D5).',
        },
        {
          id: 'SPR-4.3',
          title: 'Tolv kort hver',
          text: 'I almindelig sprøyte og i variasjonssprøyte giver giveren ét kort ad gangen, forhånd først, til alle har 12. Resten bliver **byttebunken** med bagsiden op: 12 kort, eller 16 i variasjonssprøyte, hvor det vendte kort ligger nederst i bunken.',
        },
        {
          id: 'SPR-4.4',
          title: 'Med talon: fire bunker på 13',
          text: 'Med talon giver giveren ét kort ad gangen til forhånd, mellemhånd, sig selv og talonen, tretten gange rundt. Det giver tre hænder på 13 og en skjult **talon** på 13.',
        },
        { id: 'SPR-4.5', title: 'Tag kortene op', text: 'Efter kortgivningen ser hver spiller på sine egne kort.' },
      ],
    },
    {
      id: 'SPR-5',
      title: 'Spilform og trumf',
      intro: 'Du ved altid, hvad du spiller om, før du bytter, så du kan bytte efter det.',
      rules: [
        {
          id: 'SPR-5.1',
          title: 'Almindelig sprøyte: trumfen går på skift',
          text: 'Hver giv spilles med trumf, og trumfkuløren følger givens nummer: giv 1 ♣, giv 2 ♠, giv 3 ♥, giv 4 ♦, giv 5 ♣ igen, og så videre. Trumfen er kendt før byttet.',
        },
        {
          id: 'SPR-5.2',
          title: 'Med talon: samme rækkefølge',
          text: 'Sprøyte med talon skifter trumf på samme måde, ♣ ♠ ♥ ♦ efter givens nummer.',
        },
        {
          id: 'SPR-5.3',
          title: 'Variasjonssprøyte: det vendte kort afgør',
          text: 'Værdien af det vendte kort bestemmer spilformen i given:\n- 2 til 5: **nullo**, ingen trumf, tag så få stik som muligt\n- 6 til 10: **trumf**, det vendte korts kulør er trumf\n- knægt til es: **grand**, ingen trumf, tag så mange stik som muligt\n\n[[7D]] giver altså ruder som trumf, [[TC]] giver klør som trumf (en tier er ikke grand), [[4S]] giver nullo, og [[QH]] giver grand.',
        },
        { id: 'SPR-5.4', title: 'Kendt før byttet', text: 'Alle kender spilformen og trumfen, før nogen bytter.' },
      ],
    },
    {
      id: 'SPR-6',
      title: 'Kortbytte',
      intro: 'Det er i byttet, hånden bliver til: lange kulører i trumf og grand, lave kort i nullo.',
      rules: [
        {
          id: 'SPR-6.1',
          title: 'Ét bytte hver',
          text: 'I almindelig sprøyte og i variasjonssprøyte bytter hver spiller én gang, i rækkefølgen forhånd, mellemhånd, giver. Du lægger kort væk først og trækker så lige så mange fra byttebunken (COM-6.1). Du kan bytte fra 0 op til din grænse.',
        },
        {
          id: 'SPR-6.2',
          title: 'Hvor mange du kan bytte',
          text: 'Hver plads har sin andel; det, en spiller ikke bruger, går videre til den næste, og giveren kan tage alt, der er tilbage.\n- Variasjonssprøyte (16 i bunken): forhånd op til 8, mellemhånd 5 plus det, forhånd lod ligge, giveren resten (3 plus alt ubrugt)\n- Almindelig sprøyte (12 i bunken): forhånd op til 6, mellemhånd 4 plus det, forhånd lod ligge, giveren resten (2 plus alt ubrugt, SPR-D6)\n\nIngen kan bytte mere end 12, en hel hånd.',
        },
        {
          id: 'SPR-6.3',
          title: 'Antallet meldes',
          text: 'Alle får at vide, hvor mange kort hver spiller byttede. De kort, der blev lagt væk, forbliver skjulte (COM-6.3).',
        },
        {
          id: 'SPR-6.4',
          title: 'Resten af bunken',
          text: 'Kort, som ingen trækker, bliver liggende med bagsiden op, ude af spillet. I variasjonssprøyte ved alle, at det vendte kort ligger nederst i bunken: kun giveren kan få det, og kun ved at tage alle de kort, der er tilbage.',
        },
        {
          id: 'SPR-6.5',
          title: 'Med talon: hele hånden eller intet',
          text: 'Talonen tilbydes forhånd, så mellemhånd, så giveren. Tager du den, lægger du hele hånden væk uset og tager talonens 13 kort op. Så snart én har taget talonen, er tilbuddet slut, og de andre beholder deres kort. Siger alle tre nej, spiller alle med de kort, de fik, og talonen bliver liggende uset (SPR-D8).',
        },
      ],
    },
    {
      id: 'SPR-7',
      title: 'Spillet',
      rules: [
        {
          id: 'SPR-7.1',
          title: 'Forhånd spiller ud',
          text: 'Forhånd spiller ud til første stik i alle former, uanset hvem der byttede.',
        },
        { id: 'SPR-7.2', title: 'Frit udspil', text: 'Du kan spille ethvert kort ud.' },
        {
          id: 'SPR-7.3',
          title: 'Bekend kulør',
          text: 'Bekend kulør, hvis du kan (COM-5.3). Kan du ikke, lægger du, hvad du vil: i trumfspil kan du trumfe eller kaste et kort af i en anden kulør. Du har aldrig pligt til at trumfe eller til at tage stikket.',
        },
        { id: 'SPR-7.4', title: 'Vinderen spiller ud', text: 'Den, der tog stikket, spiller ud til det næste.' },
        { id: 'SPR-7.5', title: 'Alle stik spilles', text: 'Der er 12 stik (13 med talon), og alle spilles.' },
      ],
    },
    {
      id: 'SPR-8',
      title: 'Hvem tager stikket',
      rules: [
        {
          id: 'SPR-8.1',
          title: 'Trumfspil',
          text: 'I trumfspil vinder højeste trumf, hvis der er trumfet; ellers højeste kort i den udspillede kulør. Med spar som trumf: [[AH]] spilles ud, så [[KH]] og [[3S]] → [[3S]] tager stikket.',
        },
        {
          id: 'SPR-8.2',
          title: 'Grand og nullo',
          text: 'Uden trumf vinder højeste kort i den udspillede kulør, og intet andet kort kan vinde. [[5D]] spilles ud, så [[AC]] og [[2D]] → [[5D]] tager stikket.',
        },
        {
          id: 'SPR-8.3',
          title: 'Es lavest i nullo',
          text: 'Med valget SPR-S7 er esset lavere end toeren, men kun i nullo, så [[AH]] taber til [[2H]].',
        },
      ],
    },
    {
      id: 'SPR-9',
      title: 'Point',
      intro: 'Tolv stik delt på tre spillere er fire til hver, så fire stik er udgangspunktet.',
      rules: [
        {
          id: 'SPR-9.1',
          title: 'Fire stik er udgangspunktet',
          text: 'Efter hver giv får hver spiller point for sine egne stik, regnet fra fire.',
        },
        {
          id: 'SPR-9.2',
          title: 'Trumf og grand',
          text: 'Ét point for hvert stik over fire: fem stik giver 1 point, seks giver 2, syv giver 3. Fire stik eller færre giver 0. Det samme gælder de 13 stik med talon.',
        },
        {
          id: 'SPR-9.3',
          title: 'Nullo',
          text: 'Her går regnestykket den anden vej: ét point for hvert stik under fire. Tre stik giver 1 point, ét stik giver 3, ingen stik giver 4. Fire stik eller flere giver 0.',
        },
        {
          id: 'SPR-9.4',
          title: 'Aldrig minuspoint',
          text: 'En giv koster dig aldrig point (SPR-D11), medmindre I slår minuspoint til (SPR-S8). Pointene lægges sammen undervejs.',
        },
      ],
      examples: [
        'Almindelig sprøyte, giv 2, spar er trumf. Stik: forhånd 6, mellemhånd 4, giver 2 → forhånd +2, de andre 0.',
        'Variasjonssprøyte, vendt [[JH]]: grand. Stik 5, 5 og 2 → +1, +1 og 0.',
        'Variasjonssprøyte, vendt [[3C]]: nullo. Stik 1, 3 og 8 → +3, +1 og 0.',
        'Variasjonssprøyte, nullo. Stik 0, 5 og 7 → +4, 0 og 0.',
        'Med talon (13 stik), hjerter er trumf. Stik 7, 4 og 2 → +3, 0 og 0. Stik 5, 5 og 3 → +1, +1 og 0.',
        'Stillingen undervejs: før given har A 7, B 9 og C 4; given giver A +2, B 0 og C +1 → A 9, B 9, C 5. Ingen har 10, så I spiller videre.',
      ],
    },
    {
      id: 'SPR-10',
      title: 'Spillets afslutning',
      rules: [
        { id: 'SPR-10.1', title: 'Spil til 10', text: 'Målet er 10 point; indstillingen SPR-S2 ændrer det.' },
        {
          id: 'SPR-10.2',
          title: 'Tjekkes efter en hel giv',
          text: 'Pointene skrives først op, når given er gjort op, så målet tjekkes efter hver hel giv. En giv, der er i gang, spilles altid færdig (SPR-D9).',
        },
        {
          id: 'SPR-10.3',
          title: 'Højeste sum vinder',
          text: 'Når mindst én har nået målet, vinder den med den højeste sum, også selvom en anden nåede målet i samme giv. Står to eller tre lige øverst, spiller I flere hele give, hvor giver og trumf går videre som normalt, til én alene fører (SPR-D10). Med SPR-S9 bliver delt føring i stedet delt sejr.',
        },
        {
          id: 'SPR-10.4',
          title: 'Placeringen',
          text: 'De andre placeres efter deres sum; lige summer under vinderen deler plads.',
        },
      ],
    },
    {
      id: 'SPR-D',
      title: 'Afgørelser',
      intro: 'Hvor den norske kildetekst er tavs eller uklar, står her den regel, appen spiller efter, og hvorfor.',
      rules: [
        {
          id: 'SPR-D1',
          title: 'Med uret',
          text: 'Der spilles med uret. Kildeteksten lader byttet gå fra forhånd, til venstre for giveren, rundt til giveren, og det er med uret; de andre kilder og kortborde i Nordeuropa siger det samme. COM-S1 spejlvender bordet, hvis I hellere vil det.',
        },
        {
          id: 'SPR-D2',
          title: 'Given går til venstre',
          text: 'Given går til venstre, så den, der var forhånd, giver næste gang. Kildeteksten siger intet; i det beslægtede islandske spil Manni går given med uret.',
        },
        {
          id: 'SPR-D3',
          title: 'Hvilken kulør er trumf',
          text: 'Er det vendte kort en 6 til 10, er dets egen kulør trumf. Kildeteksten siger kun, at én kulør er trumf; i det beslægtede islandske spil er det det vendte korts kulør. SPR-S6 giver i stedet kuløren fra rækkefølgen.',
        },
        {
          id: 'SPR-D4',
          title: 'Nullo: ingen trumf, es højest',
          text: 'Nullo har ingen trumf, og esset er højest, som kildeteksten siger. Nogle spiller med es lavest i nullo; det er valget SPR-S7.',
        },
        {
          id: 'SPR-D5',
          title: 'Hvor det vendte kort havner',
          text: 'Bunken lægges sammen som normalt, så det vendte kort havner nederst i kortspillet og dermed nederst i byttebunken. Alle ved, at det ligger der; det kommer kun på hånden, hvis giveren tager det allersidste kort. På samme måde bliver det vendte kort liggende i kortspillet i Manni og Tribello.',
        },
        {
          id: 'SPR-D6',
          title: '6 / 4 / resten i almindelig sprøyte',
          text: 'Med 12 kort i bunken kan forhånd bytte op til 6, mellemhånd 4 plus det, forhånd lod ligge, og giveren resten. Kildeteksten giver kun grænser for 16 kort (8 / 5 / 3, og ubrugte kort går videre), så appen skalerer den fordeling til 12 og beholder reglen om, at ubrugte kort går videre. Det er en slutning; SPR-S3 giver andre fordelinger.',
        },
        {
          id: 'SPR-D7',
          title: 'Læg kort væk, før du trækker',
          text: 'Du lægger kortene væk, før du ser de nye. Kildeteksten siger kun, at du lægger lige så mange væk, som du tager ind; i Manni og Tribello lægger man kort væk først, og det gør byttet til et rigtigt valg.',
        },
        {
          id: 'SPR-D8',
          title: 'Ingen tager talonen',
          text: 'Siger alle tre nej, spiller alle med de kort, de fik, og talonen bliver liggende uset. Når én har taget talonen, må ingen andre bytte. Kildeteksten stopper ved »tilbuddet går videre«; sådan løser Manni det.',
        },
        {
          id: 'SPR-D9',
          title: 'Når nogen når 10 midt i en giv',
          text: 'Spillet stopper aldrig midt i en giv: målet tjekkes først, når given er gjort op. Kildeteksten skriver pointene op efter hver giv (»etter hvert spill«), og først da findes de.',
        },
        {
          id: 'SPR-D10',
          title: 'Flere over 10, eller lige',
          text: 'Højeste sum vinder, uanset hvor mange der nåede målet; står flere lige øverst, afgøres det med flere give. Kildeteksten siger intet; de islandske regler giver sejren til den med flest point. SPR-S9 gør delt føring til delt sejr.',
        },
        {
          id: 'SPR-D11',
          title: 'Ingen minuspoint',
          text: 'Pointene kommer aldrig under nul, for kildeteksten giver kun point for stik over fire (under fire i nullo) og nævner ingen straf. SPR-S8 slår minuspoint til: i trumf og grand koster hvert stik under fire også et point, i nullo hvert stik over fire.',
        },
        {
          id: 'SPR-D12',
          title: 'Rækkefølgen begynder med klør',
          text: 'Giv 1 er ♣, så ♠, ♥ og ♦, efter givens nummer og ikke efter, hvem der giver. Kildeteksten nævner den rækkefølge, men ikke hvor den begynder. SPR-S5 giver den islandske rækkefølge ♥ ♠ ♦ ♣.',
        },
        {
          id: 'SPR-D13',
          title: 'Hvem tager af, og værdigrænserne',
          text: 'Forhånd, til venstre for giveren, tager af, og 6 til 10 betyder trumf, som kildeteksten siger. Det islandske spil bruger 6 til 9 som trumf og 10 til es som grand; det er valget SPR-S4.',
        },
        {
          id: 'SPR-D14',
          title: 'Kort, som ingen trækker',
          text: 'Kort, som ingen trækker fra bunken, bliver liggende usete med bagsiden op (COM-6.4). Kildeteksten siger intet, og at vise dem ville afsløre det, ingen trak.',
        },
      ],
    },
    {
      id: 'SPR-S',
      title: 'Indstillinger',
      intro: 'Vælges før spillet; standardvalgene giver reglerne, som de står ovenfor.',
      rules: [
        {
          id: 'SPR-S1',
          title: 'Form',
          text: 'Almindelig, 48 kort (standard); variasjonssprøyte, 52 kort; eller med talon, 52 kort. Formen ændrer kortspillet, spilformen og byttet (SPR-2, SPR-5, SPR-6).',
        },
        {
          id: 'SPR-S2',
          title: 'Spil til',
          text: 'Det pointtal, der afslutter spillet: 10 som standard, alt fra 5 til 30 (SPR-10.1).',
        },
        {
          id: 'SPR-S3',
          title: 'Byttegrænser i almindelig sprøyte',
          text: '6 / 4 / resten (standard), 5 / 4 / resten, 4 / 4 / resten, eller frit: hver spiller kan efter tur tage alt, der er tilbage. Det ubrugte går stadig videre (SPR-6.2).',
        },
        {
          id: 'SPR-S4',
          title: 'Hvad det vendte kort betyder',
          text: '2–5 nullo, 6–10 trumf, knægt–es grand (standard, som i kildeteksten), eller de islandske grænser: 2–5 nullo, 6–9 trumf, 10–es grand (SPR-5.3).',
        },
        {
          id: 'SPR-S5',
          title: 'Trumfkulørernes rækkefølge',
          text: '♣ ♠ ♥ ♦ (standard) eller den islandske ♥ ♠ ♦ ♣. Den bestemmer, hvordan trumfen går på skift i almindelig sprøyte og med talon (SPR-5.1).',
        },
        {
          id: 'SPR-S6',
          title: 'Trumf i et trumfspil i variasjonssprøyte',
          text: 'Det vendte korts kulør (standard), eller den kulør, rækkefølgen giver for givens nummer (SPR-5.1).',
        },
        {
          id: 'SPR-S7',
          title: 'Es lavest i nullo',
          text: 'Fra (standard) eller til. Til: i nullo er esset lavere end toeren (SPR-8.3).',
        },
        {
          id: 'SPR-S8',
          title: 'Minuspoint',
          text: 'Fra (standard) eller til. Til: en giv kan koste point. I trumf og grand koster hvert stik under fire et point (stik − 4); i nullo koster hvert stik over fire et point (4 − stik).',
        },
        { id: 'SPR-S9', title: 'Delt føring', text: 'Spil flere give (standard) eller delt sejr (SPR-10.3).' },
      ],
    },
  ],
  glossary: [
    {
      term: 'forhånd',
      text: 'Spilleren til venstre for giveren. Forhånd bytter først, tager af i variasjonssprøyte og spiller ud til første stik.',
      rules: ['SPR-1.2', 'SPR-4.2', 'SPR-7.1'],
    },
    {
      term: 'mellemhånd',
      text: 'Spilleren mellem forhånd og giveren, til højre for giveren. Bytter som nummer to.',
      rules: ['SPR-1.2', 'SPR-6.1'],
    },
    {
      term: 'giver',
      text: 'Blander, giver kortene, bytter sidst og kan tage alt, der er tilbage i byttebunken.',
      rules: ['SPR-1.2', 'SPR-6.2'],
    },
    {
      term: 'giv',
      text: 'Én kortgivning med bytte, tolv eller tretten stik og pointopgørelse. Givene nummereres gennem hele spillet.',
      rules: ['SPR-3.3'],
    },
    {
      term: 'byttebunke',
      text: 'De kort, der ligger tilbage med bagsiden op efter kortgivningen: 12 i almindelig sprøyte, 16 i variasjonssprøyte.',
      rules: ['SPR-4.3', 'SPR-6.4'],
    },
    {
      term: 'talon',
      text: 'Med talon: en fjerde bunke på 13 skjulte kort, som én spiller kan tage i stedet for sin egen hånd.',
      rules: ['SPR-4.4', 'SPR-6.5'],
    },
    {
      term: 'trumf',
      text: 'Den kulør, der slår alle de andre. I almindelig sprøyte går den på skift ♣ ♠ ♥ ♦ fra giv til giv.',
      rules: ['SPR-5.1', 'SPR-8.1'],
    },
    {
      term: 'nullo',
      text: 'Spil uden trumf, hvor du vil have få stik: hvert stik under fire giver point.',
      rules: ['SPR-5.3', 'SPR-9.3'],
    },
    {
      term: 'grand',
      text: 'Spil uden trumf, hvor du vil have mange stik: højeste kort i den udspillede kulør vinder.',
      rules: ['SPR-5.3', 'SPR-8.2'],
    },
    {
      term: 'variasjonssprøyte',
      text: 'Formen med 52 kort, hvor et vendt kort afgør nullo, trumf eller grand.',
      rules: ['SPR-4.2', 'SPR-5.3'],
    },
    {
      term: 'tage af',
      text: 'At løfte en del af kortspillet. I variasjonssprøyte tager forhånd af og vender det kort, der ligger nederst i det løftede.',
      rules: ['SPR-4.2', 'SPR-D13'],
    },
    {
      term: 'stik',
      text: 'Ét kort fra hver af de tre spillere. Fire stik er udgangspunktet.',
      rules: ['SPR-7.5', 'SPR-9.1'],
    },
    {
      term: 'kaste af',
      text: 'At lægge et kort i en anden kulør uden at trumfe, når du ikke kan bekende kulør.',
      rules: ['SPR-7.3'],
    },
  ],
};
