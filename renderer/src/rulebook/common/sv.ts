// Gemensamma regler (rules.md §1, COM) för spelare, på svenska.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'common',
  title: 'Gemensamma regler',
  intro:
    'De här reglerna gäller i alla tre spelen: korten, vem som sitter var, vem som tar sticket, hur man byter med en bunt och vad varje spelare får veta. Varje spels egen regelbok bygger på dem och säger till där spelet gör annorlunda.',
  sections: [
    {
      id: 'COM-1',
      title: 'Korten',
      intro: 'En vanlig kortlek räcker till alla spelen, och det är bara antalet stick som räknas.',
      rules: [
        {
          id: 'COM-1.1',
          title: 'Kortleken',
          text: 'Alla spelen använder en vanlig fransk-engelsk kortlek på 52 kort: fyra färger ♠ ♥ ♦ ♣ och tretton kort i varje, från ess ner till tvåa. I vanlig sprøyte tas tvåorna bort och man spelar med 48 kort.',
        },
        {
          id: 'COM-1.2',
          title: 'Ess är högst',
          text: 'I varje färg är esset högst och det lägsta kortet i leken lägst: [[AS]] slår [[KS]], och [[2S]] är den lägsta spadern (trean när sprøyte spelas med 48 kort). Det finns två undantag: i jokerspader är de två jokrarna högre än spaderesset (SPD-10.3), och sprøyte-valet ”ess lägst i nullo” gör esset lägst (SPR-S7).',
        },
        {
          id: 'COM-1.3',
          title: 'Ingen färg är högre än en annan',
          text: 'Färgerna har ingen rangordning; ett kort i en annan färg kan bara vinna genom att vara trumf. Utan trumf slår [[AC]] aldrig [[2H]] när hjärter spelas ut.',
        },
        {
          id: 'COM-1.4',
          title: 'Bara sticken räknas',
          text: 'Korten har inget poängvärde i något av de tre spelen. Ett stick fullt av ess är värt precis lika mycket som ett stick med små kort: ett stick.',
        },
        {
          id: 'COM-1.5',
          title: 'Jokrar och dubbel kortlek',
          text: 'Jokrar som [[BJ]] och [[LJ]] finns bara i jokerspader (SPD-10.3). Med sex spelare används två kortlekar i spader, så varje kort finns två gånger; appen håller isär dem och vet alltid vilket som kom först (SPD-7.3).',
        },
      ],
    },
    {
      id: 'COM-2',
      title: 'Platser och spelriktning',
      intro: 'Vem som räknas som ”till vänster” och ”nästa” avgör vem som ger, spelar ut och byter först.',
      rules: [
        {
          id: 'COM-2.1',
          title: 'Platserna runt bordet',
          text: 'Platserna räknas medsols. Spelaren till vänster om dig är nästa plats medsols, spelaren till höger platsen före dig. Du sitter alltid längst ner på skärmen.',
        },
        { id: 'COM-2.2', title: 'Nästa spelare', text: '”Nästa spelare” är alltid spelaren till vänster.' },
        {
          id: 'COM-2.3',
          title: 'Medsols',
          text: 'Utdelning, budgivning, byten, spelet i varje stick och given som går vidare: allt går medsols, som vid skandinaviska kortbord (SPR-D1, SPD-D1, TRB-D6). Valet COM-S1 spegelvänder bordet; då betyder varje ”vänster” i reglerna ”höger”.',
        },
      ],
    },
    {
      id: 'COM-3',
      title: 'Blandning och utdelning',
      intro: 'Appen blandar utifrån ett blandningstal, så en giv kan delas ut igen precis som den var.',
      rules: [
        {
          id: 'COM-3.1',
          title: 'Översta kortet',
          text: 'Kortleken ligger i en bestämd ordning. Det översta kortet är det första som delas ut.',
        },
        {
          id: 'COM-3.2',
          title: 'Blandning',
          text: 'Appen blandar med en slumptalsgenerator som startar från ett blandningstal. Samma tal ger samma kort, och det gör det möjligt att spela upp partier igen, bygga lektioner och rapportera fel (COM-S4). Lektioner kan också lägga upp bestämda händer.',
        },
        {
          id: 'COM-3.3',
          title: 'Ett kort i taget',
          text: 'Korten delas ut ett i taget i den ordning spelet anger, varv efter varv, tills alla har fått sina.',
        },
        {
          id: 'COM-3.4',
          title: 'Korten som blir över',
          text: 'Kort som inte delas ut behåller sin ordning. Överst i högen ligger det första kortet som inte delades ut.',
        },
      ],
    },
    {
      id: 'COM-4',
      title: 'Lyft med visat kort',
      intro:
        'I variasjonssprøyte och i Tribellos första omgång är det ett kort ur leken som avgör vad som spelas: den som lyfter av visar det för alla och lägger det sedan längst ner i leken.',
      rules: [
        {
          id: 'COM-4.1',
          title: 'Lyfta av',
          text: 'Den som lyfter av tar en bunt från toppen av leken. Appen lyfter alltid minst fyra kort och lämnar minst fyra.',
        },
        {
          id: 'COM-4.2',
          title: 'Det visade kortet',
          text: 'Det understa kortet i den lyfta bunten vänds upp så att alla ser det. Är det [[7D]] vet alla att det är ruter sju, och vad det betyder för spelet.',
        },
        {
          id: 'COM-4.3',
          title: 'Leken läggs ihop',
          text: 'Resten av leken läggs ovanpå den lyfta bunten, som vid ett vanligt lyft. Då hamnar det visade kortet längst ner i leken och delas ut sist (SPR-D5, TRB-D2). Alla vet fortfarande vilket kort det är.',
        },
        {
          id: 'COM-4.4',
          title: 'Ingen blandning efter lyftet',
          text: 'Korten delas ut direkt efter lyftet, utan att blandas igen.',
        },
      ],
    },
    {
      id: 'COM-5',
      title: 'Stick',
      intro:
        'Alla tre är rena stickspel: följ färg om du kan; högsta trumf, eller annars högsta kortet i den utspelade färgen, tar sticket.',
      rules: [
        {
          id: 'COM-5.1',
          title: 'Ett stick',
          text: 'Ett stick är ett kort från varje spelare, lagt medsols med början hos den som spelar ut.',
        },
        {
          id: 'COM-5.2',
          title: 'Spela ut',
          text: 'Den som spelar ut får lägga vilket kort spelet tillåter. Bara spelet spader begränsar utspelet: spader måste vara bruten innan du får spela ut spader (SPD-6.2).',
        },
        {
          id: 'COM-5.3',
          title: 'Följ färg',
          text: 'Har du kort i den utspelade färgen måste du lägga ett av dem, vilket du vill. Först när du saknar färgen får du lägga vad som helst. Spader har en extra regel för första sticket (SPD-6.5).',
        },
        {
          id: 'COM-5.4',
          title: 'Ingen plikt att gå över eller trumfa',
          text: 'Du behöver aldrig lägga högre än korten som redan ligger, och saknar du färgen behöver du aldrig trumfa. Du får alltid lägga lågt, så länge du följer färg när du kan.',
        },
        {
          id: 'COM-5.5',
          title: 'Vem tar sticket',
          text: 'Har spelet trumf och ligger det trumf i sticket vinner högsta trumfen. Annars vinner det högsta kortet i den utspelade färgen, och ett kort i en annan färg vinner aldrig. Med hjärter som trumf: [[KD]] spelas ut, sedan [[AD]] och [[2H]] → [[2H]] tar sticket.',
        },
        {
          id: 'COM-5.6',
          title: 'Vinnaren spelar ut',
          text: 'Den som tog sticket spelar ut till nästa. Alla stick i en giv spelas; ingen kan kräva resten (COM-D1).',
        },
        {
          id: 'COM-5.7',
          title: 'Spelade kort är öppna',
          text: 'Alla ser varje kort som spelas. Hur långt tillbaka du kan titta på tidigare stick väljer ni vid bordet (COM-S2).',
        },
      ],
    },
    {
      id: 'COM-6',
      title: 'Byta med högen',
      intro:
        'I sprøyte och Tribello kan du förbättra handen från en hög med baksidan upp. Du väljer vad du lämnar ifrån dig innan du ser vad du får.',
      rules: [
        {
          id: 'COM-6.1',
          title: 'Lägg bort först, dra sedan',
          text: 'Välj korten du vill bli av med, lägg dem med baksidan upp i din egen slänghög och dra lika många från toppen av högen. Du ser aldrig de nya korten innan du har valt vad du lägger bort (SPR-D7).',
        },
        { id: 'COM-6.2', title: 'Behålla handen', text: 'Det är alltid tillåtet att inte byta något kort.' },
        {
          id: 'COM-6.3',
          title: 'Antalet är öppet, korten är det inte',
          text: 'Alla får veta hur många kort du bytte. Vilka kort du lade bort vet bara du; ingen annan får se dem, och de är ur spel resten av denna giv.',
        },
        {
          id: 'COM-6.4',
          title: 'Kort som ingen drar',
          text: 'Kort i högen som ingen drar blir liggande med baksidan upp, osedda och ur spel resten av denna giv.',
        },
        {
          id: 'COM-6.5',
          title: 'Ny blandning varje giv',
          text: 'Till nästa giv samlas alla kort in och blandas på nytt.',
        },
      ],
    },
    {
      id: 'COM-7',
      title: 'Vad du får veta',
      intro: 'Du vet precis det en spelare vid ett riktigt kortbord skulle veta, och datorspelarna vet inte mer.',
      rules: [
        {
          id: 'COM-7.1',
          title: 'Dolt',
          text: 'Du ser inte de andras händer, bytesbunten, köphögen eller talongen, och inte heller korten de andra har lagt bort.',
        },
        {
          id: 'COM-7.2',
          title: 'Öppet',
          text: 'Alla ser alla bud, trumffärgen, det visade kortet, varje spelat kort, hur många stick var och en har tagit hittills i denna giv, hur många kort var och en bytte, poängen och antalet påsar.',
        },
        {
          id: 'COM-7.3',
          title: 'Ingen tjuvtitt',
          text: 'Datorspelarna bestämmer sig bara utifrån det deras plats kan veta. De ser aldrig din hand eller högen.',
        },
      ],
    },
    {
      id: 'COM-D',
      title: 'Avgöranden',
      intro: 'Där källtexterna inte säger något står här regeln som appen spelar efter, och varför.',
      rules: [
        {
          id: 'COM-D1',
          title: 'Alla stick spelas',
          text: 'Appen spelar alltid ut alla stick, kort för kort; ingen kan kräva eller lämna ifrån sig resten. Ingen av källtexterna nämner att kräva stick, och när allt spelas ut råder aldrig tvekan om hur många stick var och en fick.',
        },
      ],
    },
    {
      id: 'COM-S',
      title: 'Inställningar',
      intro: 'Dessa val finns i alla spelen och görs innan partiet börjar.',
      rules: [
        {
          id: 'COM-S1',
          title: 'Spelriktning',
          text: 'Medsols (standard) eller motsols. Motsols spegelvänder hela bordet: given går till höger och varje ”vänster” i reglerna betyder ”höger”; platserna och lagkamraterna stannar där de är.',
        },
        {
          id: 'COM-S2',
          title: 'Titta tillbaka på stick',
          text: 'Hur många spelade stick du kan titta tillbaka på: det senaste sticket (standard), alla stick i denna giv eller inga. Det ändrar bara vad som visas, aldrig reglerna.',
        },
        {
          id: 'COM-S3',
          title: 'Hur bra datorerna spelar',
          text: 'För varje datorspelare: Nybörjare, Medel (standard), Stark eller Expert. Det är ingen spelregel: det ändrar bara hur datorerna spelar. Ingen nivå ser dolda kort.',
        },
        {
          id: 'COM-S4',
          title: 'Blandningstalet',
          text: 'Blanda på nytt (standard) eller använd ett fast blandningstal. Samma tal och samma drag ger samma parti, så du kan spela om en giv eller rapportera ett fel.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stick',
      text: 'Ett kort från varje spelare, som en av dem vinner. Det är sticken som räknas, aldrig korten i dem.',
      rules: ['COM-5.1', 'COM-1.4'],
    },
    {
      term: 'spela ut',
      text: 'Att lägga det första kortet i ett stick. Den som tog sticket spelar ut till nästa.',
      rules: ['COM-5.2', 'COM-5.6'],
    },
    {
      term: 'följa färg',
      text: 'Att lägga ett kort i den utspelade färgen. Det måste du om du kan.',
      rules: ['COM-5.3'],
    },
    {
      term: 'saka',
      text: 'Att lägga ett kort i en annan färg, utan att trumfa, när du saknar den utspelade färgen.',
      rules: ['COM-5.3', 'COM-5.4'],
    },
    {
      term: 'trumf',
      text: 'En färg som slår alla de andra. Är hjärter trumf slår till och med [[2H]] ett ess i en annan färg.',
      rules: ['COM-5.5'],
    },
    {
      term: 'given',
      text: 'Den som blandar och delar ut. Uppgiften går vidare runt bordet från giv till giv.',
      rules: ['COM-2.3'],
    },
    {
      term: 'giv',
      text: 'En utdelning, ett eventuellt byte och alla stick, och sedan poängräkning.',
      rules: ['COM-3.3', 'COM-6.5'],
    },
    { term: 'lyfta av', text: 'Att ta en bunt från leken och lägga resten ovanpå den.', rules: ['COM-4.1', 'COM-4.3'] },
    {
      term: 'det visade kortet',
      text: 'Det understa kortet i den lyfta bunten, som visas för alla vid lyftet.',
      rules: ['COM-4.2'],
    },
    {
      term: 'högen',
      text: 'Korten som ligger kvar med baksidan upp efter utdelningen och som ni byter med (bytesbunten i sprøyte, köphögen i Tribello).',
      rules: ['COM-3.4', 'COM-6.1'],
    },
    {
      term: 'lägga bort',
      text: 'Att lägga kort med baksidan upp i slänghögen när du byter. Ingen annan får se dem.',
      rules: ['COM-6.1', 'COM-6.3'],
    },
    {
      term: 'blandningstal',
      text: 'Talet som blandningen startar från. Samma tal ger samma kort.',
      rules: ['COM-3.2', 'COM-S4'],
    },
  ],
};
