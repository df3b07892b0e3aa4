// Sprøyte (rules.md §2, SPR) för spelare, på svenska.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'sproyte',
  title: 'Sprøyte',
  intro:
    'Sprøyte är ett norskt stickspel för tre, där var och en spelar för sig själv. Efter ett byte med bytesbunten försöker alla ta fler än fyra stick, och varje stick över fyra ger en poäng; i nullo är det tvärtom, och varje stick under fyra ger en poäng. När någon har nått 10 poäng vinner den med högst summa; står flera lika i toppen spelar ni vidare. Spelet finns i tre former: vanlig sprøyte (48 kort, trumffärgen roterar), variasjonssprøyte (ett visat kort avgör nullo, trumf eller grand) och sprøyte med talong (byt hela handen eller behåll den).',
  sections: [
    {
      id: 'SPR-1',
      title: 'Spelare och platser',
      rules: [
        {
          id: 'SPR-1.1',
          title: 'Tre spelare',
          text: 'Sprøyte spelas av exakt tre, och var och en spelar för sig själv. Det finns inga lag.',
        },
        {
          id: 'SPR-1.2',
          title: 'Given, förhand och mellanhand',
          text: 'Rollerna flyttar sig varje giv. **Förhand** sitter till vänster om given; **mellanhand** sitter till vänster om förhand, alltså till höger om given. Given kommer sist.',
        },
        {
          id: 'SPR-1.3',
          title: 'Medsols',
          text: 'Allt går medsols (COM-2.3): utdelningen, bytet i ordningen förhand, mellanhand, given, och spelet.',
        },
      ],
    },
    {
      id: 'SPR-2',
      title: 'Korten och deras ordning',
      rules: [
        {
          id: 'SPR-2.1',
          title: 'Vanlig sprøyte: 48 kort',
          text: 'I vanlig sprøyte tas de fyra tvåorna bort, så tre händer på 12 kort lämnar en bytesbunt på 12. Varje färg går från ess ner till trea: [[AS]] är högst, [[3S]] lägst.',
        },
        {
          id: 'SPR-2.2',
          title: 'De andra formerna: 52 kort',
          text: 'Variasjonssprøyte och sprøyte med talong använder alla 52 korten, från ess ner till tvåa.',
        },
        {
          id: 'SPR-2.3',
          title: 'Ess är högst',
          text: 'Esset är högsta kortet i alla spelformer, även i nullo. Valet SPR-S7 gör det lägst, bara i nullo.',
        },
        {
          id: 'SPR-2.4',
          title: 'En form hela partiet',
          text: 'Formen väljs innan partiet börjar (SPR-S1) och gäller hela partiet.',
        },
      ],
    },
    {
      id: 'SPR-3',
      title: 'Given och givnumret',
      rules: [
        { id: 'SPR-3.1', title: 'Vem ger först', text: 'Vem som ger först avgörs genom lottning.' },
        {
          id: 'SPR-3.2',
          title: 'Given går till vänster',
          text: 'Efter varje giv går rollen som given en plats åt vänster, så den som var förhand ger nästa gång (SPR-D2).',
        },
        {
          id: 'SPR-3.3',
          title: 'Givarna räknas',
          text: 'Givarna numreras 1, 2, 3 … genom hela partiet, oavsett vem som ger. Numret bestämmer trumfen (SPR-5.1) och räknas vidare genom eventuella extra givar på slutet (SPR-10.3).',
        },
      ],
    },
    {
      id: 'SPR-4',
      title: 'Blandning, visat kort och utdelning',
      rules: [
        { id: 'SPR-4.1', title: 'Given blandar', text: 'Given blandar före varje giv (COM-3.2).' },
        {
          id: 'SPR-4.2',
          title: 'Variasjonssprøyte: kortet som visas',
          text: 'Före utdelningen lyfter förhand av och visar det understa kortet i den lyfta bunten (COM-4). Det kortet avgör spelformen (SPR-5.3). När leken har lagts ihop ligger det längst ner (SPR-D5).',
        },
        {
          id: 'SPR-4.3',
          title: 'Tolv kort var',
          text: 'I vanlig sprøyte och i variasjonssprøyte delar given ut ett kort i taget, förhand först, tills alla har 12. Resten blir **bytesbunten** med baksidan upp: 12 kort, eller 16 i variasjonssprøyte, där det visade kortet ligger underst i bunten.',
        },
        {
          id: 'SPR-4.4',
          title: 'Med talong: fyra högar på 13',
          text: 'Med talong delar given ut ett kort i taget till förhand, mellanhand, sig själv och talongen, tretton varv. Det blir tre händer på 13 och en dold **talong** på 13.',
        },
        { id: 'SPR-4.5', title: 'Ta upp korten', text: 'Efter utdelningen tittar var och en på sina egna kort.' },
      ],
    },
    {
      id: 'SPR-5',
      title: 'Spelform och trumf',
      intro: 'Du vet alltid vad som spelas innan du byter, så du kan byta efter det.',
      rules: [
        {
          id: 'SPR-5.1',
          title: 'Vanlig sprøyte: trumffärgen roterar',
          text: 'Varje giv spelas med trumf, och trumffärgen följer givnumret: giv 1 ♣, giv 2 ♠, giv 3 ♥, giv 4 ♦, giv 5 ♣ igen, och så vidare. Trumfen är känd före bytet.',
        },
        {
          id: 'SPR-5.2',
          title: 'Med talong: samma ordning',
          text: 'Sprøyte med talong roterar trumfen på samma sätt, ♣ ♠ ♥ ♦ efter givnumret.',
        },
        {
          id: 'SPR-5.3',
          title: 'Variasjonssprøyte: det visade kortet avgör',
          text: 'Valören på det visade kortet bestämmer spelformen för varje giv:\n- 2 till 5: **nullo**, ingen trumf, ta så få stick som möjligt\n- 6 till 10: **trumf**, det visade kortets färg är trumf\n- knekt till ess: **grand**, ingen trumf, ta så många stick som möjligt\n\n[[7D]] ger alltså ruter som trumf, [[TC]] ger klöver som trumf (en tia är inte grand), [[4S]] ger nullo och [[QH]] ger grand.',
        },
        { id: 'SPR-5.4', title: 'Känt före bytet', text: 'Alla vet spelformen och trumfen innan någon byter.' },
      ],
    },
    {
      id: 'SPR-6',
      title: 'Kortbyte',
      intro: 'Det är i bytet handen byggs: långa färger i trumf och grand, låga kort i nullo.',
      rules: [
        {
          id: 'SPR-6.1',
          title: 'Ett byte var',
          text: 'I vanlig sprøyte och i variasjonssprøyte byter varje spelare en gång, i ordningen förhand, mellanhand, given. Du lägger bort först och drar sedan lika många från bytesbunten (COM-6.1). Du får byta från 0 upp till din gräns.',
        },
        {
          id: 'SPR-6.2',
          title: 'Hur många du får byta',
          text: 'Varje plats har sin andel; det en spelare inte använder går vidare till nästa, och given får ta allt som är kvar.\n- Variasjonssprøyte (16 i bunten): förhand upp till 8, mellanhand 5 plus det förhand lämnade, given resten (3 plus allt som inte använts)\n- Vanlig sprøyte (12 i bunten): förhand upp till 6, mellanhand 4 plus det förhand lämnade, given resten (2 plus allt som inte använts, SPR-D6)\n\nIngen får byta fler än 12, en hel hand.',
        },
        {
          id: 'SPR-6.3',
          title: 'Antalet meddelas',
          text: 'Alla får veta hur många kort var och en bytte. De bortlagda korten förblir dolda (COM-6.3).',
        },
        {
          id: 'SPR-6.4',
          title: 'Resten av bunten',
          text: 'Kort som ingen drar blir liggande med baksidan upp, ur spel. I variasjonssprøyte vet alla att det visade kortet ligger underst i bunten: bara given kan få det, och bara genom att ta alla kort som är kvar.',
        },
        {
          id: 'SPR-6.5',
          title: 'Med talong: hela handen eller inget',
          text: 'Talongen erbjuds förhand, sedan mellanhand, sedan given. Tar du den lägger du bort hela handen med baksidan upp och tar upp talongens 13 kort. Så fort någon har tagit talongen är erbjudandet slut, och de andra behåller sina kort. Säger alla tre nej spelar alla med de kort de fick, och talongen ligger kvar osedd (SPR-D8).',
        },
      ],
    },
    {
      id: 'SPR-7',
      title: 'Spelet',
      rules: [
        {
          id: 'SPR-7.1',
          title: 'Förhand spelar ut',
          text: 'Förhand spelar ut till första sticket i alla former, oavsett vem som bytte.',
        },
        { id: 'SPR-7.2', title: 'Fritt utspel', text: 'Du får spela ut vilket kort du vill.' },
        {
          id: 'SPR-7.3',
          title: 'Följ färg',
          text: 'Följ färg om du kan (COM-5.3). Kan du inte, lägger du vad du vill: i trumfspel får du trumfa eller saka ett kort i en annan färg. Du behöver aldrig trumfa och aldrig ta sticket.',
        },
        { id: 'SPR-7.4', title: 'Vinnaren spelar ut', text: 'Den som tog sticket spelar ut till nästa.' },
        { id: 'SPR-7.5', title: 'Alla stick spelas', text: 'Det är 12 stick (13 med talong), och alla spelas.' },
      ],
    },
    {
      id: 'SPR-8',
      title: 'Vem tar sticket',
      rules: [
        {
          id: 'SPR-8.1',
          title: 'Trumfspel',
          text: 'I trumfspel vinner högsta trumfen om någon har trumfat; annars det högsta kortet i den utspelade färgen. Med spader som trumf: [[AH]] spelas ut, sedan [[KH]] och [[3S]] → [[3S]] tar sticket.',
        },
        {
          id: 'SPR-8.2',
          title: 'Grand och nullo',
          text: 'Utan trumf vinner det högsta kortet i den utspelade färgen, och inget annat kort kan vinna. [[5D]] spelas ut, sedan [[AC]] och [[2D]] → [[5D]] tar sticket.',
        },
        {
          id: 'SPR-8.3',
          title: 'Ess lägst i nullo',
          text: 'Med valet SPR-S7 är esset lägre än tvåan, men bara i nullo, så [[AH]] förlorar mot [[2H]].',
        },
      ],
    },
    {
      id: 'SPR-9',
      title: 'Poängräkning',
      intro: 'Tolv stick på tre spelare blir fyra var, så fyra stick är utgångsläget.',
      rules: [
        {
          id: 'SPR-9.1',
          title: 'Fyra stick är utgångsläget',
          text: 'Efter varje giv får varje spelare poäng för sina egna stick, räknat från fyra.',
        },
        {
          id: 'SPR-9.2',
          title: 'Trumf och grand',
          text: 'En poäng för varje stick över fyra: fem stick ger 1 poäng, sex ger 2, sju ger 3. Fyra stick eller färre ger 0. Detsamma gäller de 13 sticken med talong.',
        },
        {
          id: 'SPR-9.3',
          title: 'Nullo',
          text: 'Här går räkningen åt andra hållet: en poäng för varje stick under fyra. Tre stick ger 1 poäng, ett stick ger 3, inga stick ger 4. Fyra stick eller fler ger 0.',
        },
        {
          id: 'SPR-9.4',
          title: 'Aldrig minuspoäng',
          text: 'En giv kostar dig aldrig poäng (SPR-D11), om ni inte slår på minuspoäng (SPR-S8). Poängen summeras efter hand.',
        },
      ],
      examples: [
        'Vanlig sprøyte, giv 2, spader är trumf. Stick: förhand 6, mellanhand 4, given 2 → förhand +2, de andra 0.',
        'Variasjonssprøyte, visat [[JH]]: grand. Stick 5, 5 och 2 → +1, +1 och 0.',
        'Variasjonssprøyte, visat [[3C]]: nullo. Stick 1, 3 och 8 → +3, +1 och 0.',
        'Variasjonssprøyte, nullo. Stick 0, 5 och 7 → +4, 0 och 0.',
        'Med talong (13 stick), hjärter är trumf. Stick 7, 4 och 2 → +3, 0 och 0. Stick 5, 5 och 3 → +1, +1 och 0.',
        'Ställningen: inför denna giv har A 7, B 9 och C 4, och resultatet blir A +2, B 0 och C +1 → A 9, B 9, C 5. Ingen har 10, så ni spelar vidare.',
      ],
    },
    {
      id: 'SPR-10',
      title: 'Partiets slut',
      rules: [
        { id: 'SPR-10.1', title: 'Spela till 10', text: 'Målet är 10 poäng; inställningen SPR-S2 ändrar det.' },
        {
          id: 'SPR-10.2',
          title: 'Slutet avgörs efter en hel giv',
          text: 'Poängen skrivs upp först när en hel giv är räknad, så målet kontrolleras efter varje hel giv. En giv som har börjat spelas alltid färdigt (SPR-D9).',
        },
        {
          id: 'SPR-10.3',
          title: 'Högst summa vinner',
          text: 'När minst en har nått målet vinner den med högst summa, även om någon annan nådde målet i samma giv. Står två eller tre lika i toppen spelar ni fler hela givar, där given och trumfen går vidare som vanligt, tills en ensam leder (SPR-D10). Med SPR-S9 blir delad ledning i stället delad seger.',
        },
        {
          id: 'SPR-10.4',
          title: 'Placeringen',
          text: 'De andra placeras efter sin summa; lika summor under vinnaren delar plats.',
        },
      ],
    },
    {
      id: 'SPR-D',
      title: 'Avgöranden',
      intro: 'Där den norska källtexten är tyst eller oklar står här regeln som appen spelar efter, och varför.',
      rules: [
        {
          id: 'SPR-D1',
          title: 'Medsols',
          text: 'Spelet går medsols. Källtexten låter bytet gå från förhand, till vänster om given, runt till given, och det är medsols; de andra källorna och kortborden i norra Europa säger detsamma. COM-S1 spegelvänder bordet om ni vill.',
        },
        {
          id: 'SPR-D2',
          title: 'Given går till vänster',
          text: 'Rollen som given går till vänster, så den som var förhand ger nästa gång. Källtexten säger inget; i det isländska släktspelet Manni går given medsols.',
        },
        {
          id: 'SPR-D3',
          title: 'Vilken färg är trumf',
          text: 'Är det visade kortet en 6 till 10 är dess egen färg trumf. Källtexten säger bara att en färg är trumf; i det besläktade isländska spelet är det det visade kortets färg. SPR-S6 ger i stället färgen från rotationen.',
        },
        {
          id: 'SPR-D4',
          title: 'Nullo: ingen trumf, ess högst',
          text: 'Nullo har ingen trumf, och esset är högst, som källtexten säger. En del spelar med ess lägst i nullo; det är valet SPR-S7.',
        },
        {
          id: 'SPR-D5',
          title: 'Var det visade kortet hamnar',
          text: 'Leken läggs ihop som vanligt, så det visade kortet hamnar längst ner i leken och därmed underst i bytesbunten. Alla vet att det ligger där; det kommer bara till en hand om given tar det allra sista kortet. Så stannar det visade kortet i leken även i Manni och Tribello.',
        },
        {
          id: 'SPR-D6',
          title: '6 / 4 / resten i vanlig sprøyte',
          text: 'Med 12 kort i bunten får förhand byta upp till 6, mellanhand 4 plus det förhand lämnade, och given resten. Källtexten ger bara gränser för 16 kort (8 / 5 / 3, och oanvända kort går vidare), så appen skalar den fördelningen till 12 och behåller regeln att oanvända kort går vidare. Det är en slutsats; SPR-S3 ger andra fördelningar.',
        },
        {
          id: 'SPR-D7',
          title: 'Lägg bort innan du drar',
          text: 'Du lägger bort korten innan du ser de nya. Källtexten säger bara att du lägger bort lika många som du tar in; i Manni och Tribello lägger man bort först, och det gör bytet till ett verkligt val.',
        },
        {
          id: 'SPR-D8',
          title: 'Ingen tar talongen',
          text: 'Säger alla tre nej spelar alla med de kort de fick, och talongen ligger kvar osedd. När någon har tagit talongen får ingen annan byta. Källtexten stannar vid ”erbjudandet går vidare”; så löser Manni det.',
        },
        {
          id: 'SPR-D9',
          title: 'När någon når 10 mitt i en giv',
          text: 'Partiet slutar aldrig mitt i en giv: målet kontrolleras först när en hel giv är räknad. Källtexten skriver upp poängen efter varje giv, och först då finns de.',
        },
        {
          id: 'SPR-D10',
          title: 'Flera över 10, eller lika',
          text: 'Högst summa vinner, hur många som än nådde målet; står flera lika i toppen avgörs det med fler givar. Källtexten säger inget; de isländska reglerna ger segern till den med flest poäng. SPR-S9 gör delad ledning till delad seger.',
        },
        {
          id: 'SPR-D11',
          title: 'Inga minuspoäng',
          text: 'Poängen går aldrig under noll, eftersom källtexten bara ger poäng för stick över fyra (under fyra i nullo) och inte nämner något straff. SPR-S8 slår på minuspoäng: i trumf och grand kostar varje stick under fyra också en poäng, i nullo varje stick över fyra.',
        },
        {
          id: 'SPR-D12',
          title: 'Rotationen börjar med klöver',
          text: 'Giv 1 är ♣, sedan ♠, ♥ och ♦, efter givnumret och inte efter vem som ger. Källtexten nämner den ordningen men inte var den börjar. SPR-S5 ger den isländska ordningen ♥ ♠ ♦ ♣.',
        },
        {
          id: 'SPR-D13',
          title: 'Vem lyfter av, och valörgränserna',
          text: 'Förhand, till vänster om given, lyfter av, och 6 till 10 betyder trumf, som källtexten säger. Det isländska spelet använder 6 till 9 för trumf och 10 till ess för grand; det är valet SPR-S4.',
        },
        {
          id: 'SPR-D14',
          title: 'Kort som ingen drar',
          text: 'Kort som ingen drar ur bunten ligger kvar osedda med baksidan upp (COM-6.4). Källtexten säger inget, och att visa dem skulle avslöja det som ingen drog.',
        },
      ],
    },
    {
      id: 'SPR-S',
      title: 'Inställningar',
      intro: 'Väljs före partiet; standardvalen ger reglerna så som de står ovan.',
      rules: [
        {
          id: 'SPR-S1',
          title: 'Form',
          text: 'Vanlig, 48 kort (standard); variasjonssprøyte, 52 kort; eller med talong, 52 kort. Formen ändrar kortleken, spelformen och bytet (SPR-2, SPR-5, SPR-6).',
        },
        {
          id: 'SPR-S2',
          title: 'Spela till',
          text: 'Poängen som avslutar partiet: 10 som standard, allt från 5 till 30 (SPR-10.1).',
        },
        {
          id: 'SPR-S3',
          title: 'Bytesgränser i vanlig sprøyte',
          text: '6 / 4 / resten (standard), 5 / 4 / resten, 4 / 4 / resten, eller fritt: varje spelare får i tur och ordning ta allt som är kvar. Det som inte används går fortfarande vidare (SPR-6.2).',
        },
        {
          id: 'SPR-S4',
          title: 'Vad det visade kortet betyder',
          text: '2–5 nullo, 6–10 trumf, knekt–ess grand (standard, som i källtexten), eller de isländska gränserna: 2–5 nullo, 6–9 trumf, 10–ess grand (SPR-5.3).',
        },
        {
          id: 'SPR-S5',
          title: 'Trumfordning',
          text: '♣ ♠ ♥ ♦ (standard) eller den isländska ♥ ♠ ♦ ♣. Gäller rotationen i vanlig sprøyte och med talong (SPR-5.1).',
        },
        {
          id: 'SPR-S6',
          title: 'Trumf i ett trumfspel i variasjonssprøyte',
          text: 'Det visade kortets färg (standard), eller färgen som rotationen ger för givnumret (SPR-5.1).',
        },
        {
          id: 'SPR-S7',
          title: 'Ess lägst i nullo',
          text: 'Av (standard) eller på. På: i nullo är esset lägre än tvåan (SPR-8.3).',
        },
        {
          id: 'SPR-S8',
          title: 'Minuspoäng',
          text: 'Av (standard) eller på. På: en giv kan kosta poäng. I trumf och grand kostar varje stick under fyra en poäng (stick − 4); i nullo kostar varje stick över fyra en poäng (4 − stick).',
        },
        { id: 'SPR-S9', title: 'Delad ledning', text: 'Spela fler givar (standard) eller delad seger (SPR-10.3).' },
      ],
    },
  ],
  glossary: [
    {
      term: 'förhand',
      text: 'Spelaren till vänster om given. Förhand byter först, lyfter av i variasjonssprøyte och spelar ut till första sticket.',
      rules: ['SPR-1.2', 'SPR-4.2', 'SPR-7.1'],
    },
    {
      term: 'mellanhand',
      text: 'Spelaren mellan förhand och given, till höger om given. Byter som nummer två.',
      rules: ['SPR-1.2', 'SPR-6.1'],
    },
    {
      term: 'given',
      text: 'Den som blandar och delar ut. Given byter sist och får ta allt som är kvar i bytesbunten.',
      rules: ['SPR-1.2', 'SPR-6.2'],
    },
    {
      term: 'giv',
      text: 'En utdelning med byte, tolv eller tretton stick och poängräkning. Givarna numreras genom hela partiet.',
      rules: ['SPR-3.3'],
    },
    {
      term: 'bytesbunt',
      text: 'Korten som ligger kvar med baksidan upp efter utdelningen: 12 i vanlig sprøyte, 16 i variasjonssprøyte.',
      rules: ['SPR-4.3', 'SPR-6.4'],
    },
    {
      term: 'talong',
      text: 'Med talong: en fjärde hög på 13 dolda kort som en spelare får ta i stället för sin egen hand.',
      rules: ['SPR-4.4', 'SPR-6.5'],
    },
    {
      term: 'trumf',
      text: 'Färgen som slår alla andra. I vanlig sprøyte roterar den ♣ ♠ ♥ ♦ från giv till giv.',
      rules: ['SPR-5.1', 'SPR-8.1'],
    },
    {
      term: 'nullo',
      text: 'Spel utan trumf där du vill ha få stick: varje stick under fyra ger poäng.',
      rules: ['SPR-5.3', 'SPR-9.3'],
    },
    {
      term: 'grand',
      text: 'Spel utan trumf där du vill ha många stick: högsta kortet i den utspelade färgen vinner.',
      rules: ['SPR-5.3', 'SPR-8.2'],
    },
    {
      term: 'variasjonssprøyte',
      text: 'Formen med 52 kort, där ett visat kort avgör nullo, trumf eller grand.',
      rules: ['SPR-4.2', 'SPR-5.3'],
    },
    {
      term: 'lyfta av',
      text: 'Att ta en del av leken. I variasjonssprøyte lyfter förhand av och visar kortet som ligger underst i det lyfta.',
      rules: ['SPR-4.2', 'SPR-D13'],
    },
    {
      term: 'stick',
      text: 'Ett kort från var och en av de tre spelarna. Fyra stick är utgångsläget.',
      rules: ['SPR-7.5', 'SPR-9.1'],
    },
    {
      term: 'saka',
      text: 'Att lägga ett kort i en annan färg utan att trumfa, när du inte kan följa färg.',
      rules: ['SPR-7.3'],
    },
  ],
};
