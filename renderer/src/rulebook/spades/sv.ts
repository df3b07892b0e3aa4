// Regelboken för Spader på svenska, skriven för spelare utifrån rules.md §3 och frötexterna
// spader.sv.txt och spar.da.txt. Där rules.md har ett beslut (SPD-D…) står den regel som appen spelar.
// Bordets ord som i frötexten: stick, trumf, given (den som ger), giv, bud/bjuda, kontrakt, nolla/nil,
// blind nolla, påsar (överstick), lag, lagkamrat, följa färg, medsols.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'spades',
  title: 'Spader',
  intro:
    'Spader spelas av fyra personer, två mot två: du och den som sitter mitt emot dig mot de andra två. Före varje giv bjuder alla hur många stick de tror sig ta, och lagkamraternas bud läggs ihop till ett gemensamt kontrakt. Spader är alltid trumf. Klarar ni kontraktet får ni poäng, missar ni det förlorar ni poäng, och tar ni för många stick samlar ni påsar som till slut kostar. När ett lag har nått 500 vinner det lag som har flest poäng; står det lika spelar ni vidare.',
  sections: [
    {
      id: 'SPD-1',
      title: 'Spelare och platser',
      intro: 'Fyra spelare i två lag. Din lagkamrat sitter mitt emot dig.',
      rules: [
        {
          id: 'SPD-1.1',
          title: 'Två lag om två',
          text: 'Lagkamraterna sitter mitt emot varandra, så lagen har varannan plats runt bordet: du och den som sitter mitt emot dig mot spelarna till vänster och höger om dig.',
        },
        {
          id: 'SPD-1.2',
          title: 'Medsols',
          text: 'Utdelning, budgivning och spel går medsols: från dig till spelaren till vänster, sedan din lagkamrat, sedan spelaren till höger. (Med COM-S1 kan hela bordet vändas åt andra hållet.)',
        },
        {
          id: 'SPD-1.3',
          title: 'Andra former',
          text: 'Ni kan också spela var och en för sig (**cutthroat**) med fyra eller tre spelare, eller sex spelare i tre lag om två: se SPD-10.7 och SPD-10.8.',
        },
        {
          id: 'SPD-1.4',
          title: 'Inget bordssnack',
          text: 'Lagkamrater får inte berätta något för varandra utöver det som buden och de spelade korten säger. Datorspelarna håller sig till samma regel: de bestämmer sig bara utifrån det som deras egen plats kan se.',
        },
      ],
    },
    {
      id: 'SPD-2',
      title: 'Kortleken och valörerna',
      rules: [
        {
          id: 'SPD-2.1',
          title: 'En vanlig kortlek',
          text: 'En vanlig fransk-engelsk kortlek med 52 kort, utan jokrar. I varje färg är ess högst och tvåan lägst: ess, kung, dam, knekt, 10, 9 och så vidare ner till 2.',
        },
        {
          id: 'SPD-2.2',
          title: 'Spader är alltid trumf',
          text: 'Ingen bjuder om trumf: spader är trumf i varje giv, och därav kommer namnet. [[AS]] är alltså det starkaste kortet i leken, sedan [[KS]], [[QS]] och så vidare ner till [[2S]].',
        },
        {
          id: 'SPD-2.3',
          title: 'Jokrar och dubbel lek',
          text: 'Jokrar finns bara i jokerspader (SPD-10.3); sex spelare använder två kortlekar (SPD-10.8).',
        },
      ],
    },
    {
      id: 'SPD-3',
      title: 'Vem som ger',
      rules: [
        {
          id: 'SPD-3.1',
          title: 'Vem ger först',
          text: 'Appen lottar vem som ger först.',
        },
        {
          id: 'SPD-3.2',
          title: 'Turen att ge går vidare',
          text: 'Efter varje giv är det spelaren till vänster som ger.',
        },
      ],
    },
    {
      id: 'SPD-4',
      title: 'Utdelningen',
      rules: [
        {
          id: 'SPD-4.1',
          title: 'Ett kort i taget',
          text: 'Given delar ut ett kort i taget, medsols och med början till vänster om sig, tills hela leken är utdelad. Inget kort vänds upp, och med fyra eller sex spelare blir inget över (med tre, se SPD-10.7).',
        },
        {
          id: 'SPD-4.2',
          title: 'Hur många kort',
          text: 'Med fyra spelare får var och en **13** kort. Tre spelare var för sig och sex spelare får **17**; tre eller sex spelare med jokrar får **18**. En giv har lika många stick som var och en har kort.',
        },
      ],
    },
    {
      id: 'SPD-5',
      title: 'Budgivningen',
      intro:
        'Budet är själva kärnan i spader: målet är inte att ta så många stick som möjligt, utan att ta så många som ni bjudit.',
      rules: [
        {
          id: 'SPD-5.1',
          title: 'En budrunda, alla bjuder',
          text: 'Spelaren till vänster om given bjuder först, och sedan går det ett varv runt bordet. Alla måste bjuda: det går inte att passa, ett bud kan inte ändras, och det behöver inte vara högre än de tidigare.',
        },
        {
          id: 'SPD-5.2',
          title: 'Vad du kan bjuda',
          text: 'Ett antal stick från 1 till 13 (med tre eller sex spelare upp till 17, och 18 när de spelar med jokrar); **nolla** (nil), ett löfte att inte ta ett enda stick; eller **blind nolla**, en nolla som bjuds innan du tittat på korten (SPD-5.6). Noll stick går bara att bjuda som nolla: vill du varken ha nollans bonus eller risk bjuder du minst 1.',
        },
        {
          id: 'SPD-5.3',
          title: 'Lagets kontrakt',
          text: 'Lagkamraterna spelar på ett gemensamt kontrakt, så deras bud läggs ihop; en nolla lägger inte till något. Du bjuder 4 och din lagkamrat 3: ert lag måste ta 7 stick. Den ena motståndaren bjuder 1 och den andra nolla: de måste ta 1, och den som bjöd nolla får inte ta något.',
        },
        {
          id: 'SPD-5.4',
          title: 'Buden behöver inte bli 13',
          text: 'Summan kan bli under 13, och då tar någon fler stick än den bjudit; eller över 13, och då måste minst ett lag missa sitt bud. Båda delarna är helt normala.',
        },
        {
          id: 'SPD-5.5',
          title: 'En nolla per lag',
          text: 'När du eller din lagkamrat har bjudit nolla eller blind nolla måste den andra bjuda ett tal, minst 1. Dubbel nolla (SPD-10.5) tar bort den regeln.',
        },
        {
          id: 'SPD-5.6',
          title: 'Blind nolla',
          text: 'Blind nolla är budet för ett lag som ligger efter: en nolla bjuden innan du sett korten, värd ±200 (SPD-8.3).\n\n- Du får bara bjuda den om blind nolla är med (SPD-S5) och ditt lag ligger minst **100** poäng efter, räknat när en giv börjar (SPD-S6, SPD-S7); med fler än två lag räknas det mot det lag som leder.\n- Korten ligger med baksidan upp tills du trycker på ”Titta på mina kort”. Det går inte att ångra, och har du tittat kan du inte bjuda blind nolla i denna giv. Datorspelarna bestämmer sig enbart utifrån ställningen.\n- När alla bjudit tittar du, ger två kort med baksidan upp till din lagkamrat, och lagkamraten ger dig två valfria kort tillbaka, även sådana du nyss gav. Spelar ni var för sig finns ingen lagkamrat och inget byte.',
        },
        {
          id: 'SPD-5.7',
          title: 'Buden syns hela tiden',
          text: 'Alla bud är öppna och syns så länge en giv pågår, så du ser hela tiden vad varje lag behöver.',
        },
      ],
    },
    {
      id: 'SPD-6',
      title: 'Så spelas sticken',
      rules: [
        {
          id: 'SPD-6.1',
          title: 'Första utspelet',
          text: 'Spelaren till vänster om given spelar ut till första sticket.',
        },
        {
          id: 'SPD-6.2',
          title: 'Ingen spader ut förrän spader är bruten',
          text: 'Regeln hindrar att den som har många spader spelar ut dem direkt och drar ut allas trumf. Därför får du inte spela ut spader förrän spader är bruten (SPD-6.3), om du inte har enbart spader på handen.',
        },
        {
          id: 'SPD-6.3',
          title: 'När spader bryts',
          text: 'Spader bryts första gången någon lägger en spader i ett stick där en annan färg spelats ut, för att hen saknar den färgen: hjärter spelas ut, du har inga, och när du lägger [[3S]] är spader bruten. Att spela ut spader från en hand med bara spader bryter inte spader. När spader väl är bruten förblir det så resten av denna giv.',
        },
        {
          id: 'SPD-6.4',
          title: 'Följ färg',
          text: 'Har du kort i den utspelade färgen måste du lägga ett sådant; vilket som helst, du behöver inte gå över. Saknar du färgen får du lägga vad du vill: en spader för att trumfa, eller ett kort du vill bli av med (men se SPD-6.5).',
        },
        {
          id: 'SPD-6.5',
          title: 'Ingen spader i första sticket',
          text: 'Till första sticket i en giv får du inte ens kasta en spader när du saknar den utspelade färgen, om du inte har enbart spader. [[7H]] spelas ut och du har inga hjärter: kasta en ruter eller en klöver, inte [[2S]]. Regeln kommer från de svenska reglerna; SPD-S3 stänger av den.',
        },
        {
          id: 'SPD-6.6',
          title: 'Vinnaren spelar ut',
          text: 'Den som tar ett stick spelar ut till nästa. Alla stick spelas färdigt, 13 med fyra spelare; ingen kan kräva resten.',
        },
      ],
    },
    {
      id: 'SPD-7',
      title: 'Vem tar sticket',
      rules: [
        {
          id: 'SPD-7.1',
          title: 'Högsta spadern',
          text: 'Finns det en spader i sticket tar den högsta spadern det. [[AH]] spelas ut och någon trumfar med [[2S]]: spadertvåan tar sticket.',
        },
        {
          id: 'SPD-7.2',
          title: 'Annars högsta kortet i utspelad färg',
          text: 'Utan spader i sticket vinner det högsta kortet i den utspelade färgen; ett kort i en annan färg vinner aldrig. [[9D]] ut, sedan [[AC]] [[TD]] [[4D]]: [[TD]] tar sticket.',
        },
        {
          id: 'SPD-7.3',
          title: 'Två likadana kort',
          text: 'Med sex spelare finns det två av varje kort. Är de två högsta korten i sticket likadana vinner det som spelades först (SPD-S15 kan ge det till det som spelades sist).',
        },
      ],
    },
    {
      id: 'SPD-8',
      title: 'Poängräkning',
      intro: 'Båda lagen får poäng efter varje giv. Bara sticken räknas; korten i sig är inga poäng värda.',
      rules: [
        {
          id: 'SPD-8.1',
          title: 'Lyckat bud',
          text: 'Tar ni minst ert kontrakt får ni **10** poäng per bjudet stick och **1** poäng för varje stick utöver. Bjudit 7, tagit 9: 70 + 2 = 72.',
        },
        {
          id: 'SPD-8.2',
          title: 'Missat bud',
          text: 'Tar ni färre stick än kontraktet dras **10** poäng av per bjudet stick, och sticken ni tog ger ingenting. Ett stick för lite kostar lika mycket som fem: bjudit 7 och tagit 6, eller 2, blir −70 i båda fallen.',
        },
        {
          id: 'SPD-8.3',
          title: 'Nolla och blind nolla',
          text: 'En lyckad nolla, utan ett enda stick, ger **+100**; tar nollbjudaren så mycket som ett stick kostar det **100**. Blind nolla ger eller kostar **200**. Nollan räknas för sig, oavsett om lagkamraten klarar kontraktet (med SPD-S4 är en vanlig nolla värd 50).',
        },
        {
          id: 'SPD-8.4',
          title: 'Nollbjudarens stick',
          text: 'Lagkamraten bjöd på sina egna stick, så stick som nollbjudaren tar räknas aldrig in i kontraktet. Vart och ett blir i stället en **påse**: en poäng, och en till på lagets påsräknare (SPD-8.5). Med SPD-S12 räknas de för lagkamraten.',
        },
        {
          id: 'SPD-8.5',
          title: 'Påsar',
          text: 'Påsarna är en inbyggd broms mot att bjuda för lågt för att vara säker. Varje påse (ett överstick, eller ett stick som en nollbjudare tagit) ger 1 poäng nu men läggs också på lagets räknare; varje gång räknaren når **10** dras **100** poäng av och räknaren minskar med 10. Påsar över tio följer med: 12 påsar kostar 100 och 2 blir kvar.',
        },
        {
          id: 'SPD-8.6',
          title: 'Poängen för en giv',
          text: 'Lagets poäng för en giv är allt detta sammanlagt, och ställningen kan gå under noll. Påsarna räknas för sig och visas bredvid poängen.',
        },
        {
          id: 'SPD-8.7',
          title: 'Ett lag med bara nollor',
          text: 'Med dubbel nolla (SPD-10.5) kan båda lagkamraterna bjuda nolla. Då har laget inget kontrakt att klara eller missa, och varje stick det tar är en påse.',
        },
      ],
      examples: [
        '**1.** Bud 4 + 3 = 7, stick 5 + 4 = 9: 70 för kontraktet och 2 påsar, **+72**. Påsar 0 → 2.',
        '**2.** Bud 2 + 3 = 5, stick 1 + 3 = 4: missat bud, **−50**. Inga påsar.',
        '**3.** Nolla + 5; nollbjudaren tar inget stick, lagkamraten 6: 100 för nollan, 50 för kontraktet och 1 påse, **+151**. Påsar 0 → 1.',
        '**4.** Nolla + 4; nollbjudaren tar 1, lagkamraten 3: −100 för nollan och −40 för kontraktet (nollans stick hjälper inte), +1 för det sticket som påse, **−139**. Påsar 0 → 1.',
        '**5.** Som exempel 4, men med SPD-S12 (en misslyckad nollas stick räknas för lagkamraten): 1 + 3 räcker till 4, så −100 + 40 = **−60**. Inga påsar.',
        '**6.** Nolla + 4; nollbjudaren tar 2, lagkamraten 5: −100 för nollan, 40 för kontraktet, 1 överstick och 2 påsar från nollan, **−57**. Påsar 0 → 3.',
        '**7.** Blind nolla + 6; den som bjöd blind nolla tar inget stick, lagkamraten 6: 200 + 60 = **+260**.',
        '**8.** Bud 3 + 2 = 5, 8 stick, 8 påsar sedan tidigare: 50 + 3 = 53, men räknaren når 11, så −100: **−47** (238 blir 191). Påsar 8 → 1.',
        '**9.** Bud 3 + 3 = 6, 10 stick, 6 påsar sedan tidigare: 60 + 4 = 64, räknaren når 10, −100: **−36**. Påsar 6 → 0.',
        '**10.** Med SPD-S11 (räknaren börjar om på noll): bud 5, 9 stick, 8 påsar sedan tidigare: 50 + 4 = 54, −100: **−46**, och räknaren går till 0 i stället för 2.',
        '**11.** Nolla värd 50 (SPD-S4): nolla + 4, stick 0 + 4: 50 + 40 = **+90**.',
        '**12.** Dubbel nolla (SPD-S8), stick 0 + 1: +100 för nollan som lyckades, −100 för den som misslyckades, 1 påse: **+1**. Påsar 0 → 1.',
        '**13.** Månen på (SPD-S9): bud 7 + 6 = 13 och alla 13 stick tagna: **+200** i stället för 130.',
        '**14.** Månen på: bud 7 + 6 = 13 och 12 stick tagna: **−200**.',
      ],
    },
    {
      id: 'SPD-9',
      title: 'Partiets slut',
      rules: [
        {
          id: 'SPD-9.1',
          title: 'Målpoängen',
          text: 'Partiet spelas till **500** poäng. Med SPD-S2 blir partiet kortare: 300, 250, 200 eller ett eget tal.',
        },
        {
          id: 'SPD-9.2',
          title: 'Vem vinner',
          text: 'Efter varje giv, med påsstraffet inräknat: har något lag nått målet vinner det lag som har flest poäng, även om båda lagen gick över målet i samma giv.',
        },
        {
          id: 'SPD-9.3',
          title: 'Exakt lika',
          text: 'Står de högsta summorna exakt lika spelas en giv till, och fler om det behövs, tills ett lag ensamt leder.',
        },
        {
          id: 'SPD-9.4',
          title: 'Förlustgräns',
          text: 'En husregel som bara gäller om ni väljer den (SPD-S13): ett lag som står på −200 eller lägre efter en giv avslutar partiet, och högsta summan vinner. Når ett annat lag målet i samma giv avgör SPD-9.2 först.',
        },
      ],
    },
    {
      id: 'SPD-10',
      title: 'Varianter',
      intro: 'Varje variant är en inställning; reglerna ovan är spelet med alla inställningar som standard.',
      rules: [
        {
          id: 'SPD-10.1',
          title: 'Nolla värd 50',
          text: 'En del spelar med 50 i stället för 100 för en vanlig nolla (SPD-S4). Blind nolla är fortfarande värd 200.',
        },
        {
          id: 'SPD-10.2',
          title: 'Kortare parti',
          text: 'Spela till en lägre målpoäng, till exempel 200, när ni har ont om tid (SPD-S2).',
        },
        {
          id: 'SPD-10.3',
          title: 'Jokerspader',
          text: 'Två jokrar blir de två högsta trumfarna: [[BJ]] den stora jokern slår [[LJ]] den lilla, som slår [[AS]]. De är spader i alla avseenden: spelas spader ut och en joker är din enda spader måste du följa med den, och SPD-6.2, SPD-6.3 och SPD-6.5 gäller för dem. För att leken ska ha 52 kort tas [[2C]] och [[2H]] bort (eller [[2H]] och [[2D]]); tre spelare behåller alla 54 (18 var), och sex spelare använder fyra jokrar och 108 kort (18 var).',
        },
        {
          id: 'SPD-10.4',
          title: 'Måne eller Boston',
          text: 'Ett lag kan bjuda alla stick i en giv. Tar det alla får det **+200**, missar det ett blir det **−200**, i stället för de vanliga kontraktspoängen (SPD-S9). Om ni vill kan en lyckad måne i stället vinna hela partiet. En nolla i samma lag räknas som vanligt.',
        },
        {
          id: 'SPD-10.5',
          title: 'Dubbel nolla',
          text: 'Båda lagkamraterna får bjuda nolla (SPD-S8). Varje nolla räknas för sig: lyckas båda ger det +200, lyckas den ena och misslyckas den andra 0, misslyckas båda −200. Eller allt eller inget för paret: ±200.',
        },
        {
          id: 'SPD-10.6',
          title: 'Gemensamt lagbud',
          text: 'Laget bjuder ett kontrakt tillsammans i stället för två bud (SPD-S16). Den första lagkamraten bjuder nolla eller blind nolla, som är bindande, eller ett tal som bara är ett förslag; den andra bestämmer sedan lagets kontrakt. Poängräkningen är densamma.',
        },
        {
          id: 'SPD-10.7',
          title: 'Var och en för sig (cutthroat)',
          text: 'Alla spelar för sig själva: ditt kontrakt är ditt eget bud, och nolla, blind nolla (utan byte), påsar och målpoäng räknas per spelare. Med fyra spelare ges korten som vanligt. Med tre får var och en 17 kort och det 52:a kortet läggs åt sidan med baksidan upp, osett (eller så tas [[2C]] bort först); buden går upp till 17, och blind nolla räknas mot den spelare som leder.',
        },
        {
          id: 'SPD-10.8',
          title: 'Sex spelare',
          text: 'Tre lag om två med två kortlekar ihopblandade och båda [[2C]] borttagna: 102 kort, 17 var, bud upp till 17. Lagkamraterna sitter mitt emot varandra, tre platser isär. Av två likadana kort vinner det som spelades först (SPD-7.3), och månen är ett kontrakt på 17.',
        },
        {
          id: 'SPD-10.9',
          title: 'Utan påsar',
          text: 'De danska reglerna nämner sällskap som spelar helt utan påssystemet (SPD-S10): varje överstick ger fortfarande en poäng, men inget räknas ihop och inget straff dras av.',
        },
      ],
    },
    {
      id: 'SPD-D',
      title: 'Så avgör appen',
      intro:
        'Där de svenska och danska reglerna tiger eller säger olika måste appen välja. Här är varje val och varför; de flesta kan ändras i inställningarna.',
      rules: [
        {
          id: 'SPD-D1',
          title: 'Medsols',
          text: 'Appen ger, bjuder och spelar medsols. De svenska reglerna säger det, de danska bara att spelaren till vänster om given börjar, och de internationella reglerna håller med.',
        },
        {
          id: 'SPD-D2',
          title: 'Ingen spader i första sticket',
          text: 'Gäller som standard, utom för den som bara har spader. De svenska reglerna har förbudet och de danska nämner det inte; eftersom en källa har det är det standard, och SPD-S3 stänger av det.',
        },
        {
          id: 'SPD-D3',
          title: 'En misslyckad nollas stick',
          text: 'De räknas inte in i lagkamratens kontrakt; vart och ett är en påse värd 1 poäng. Båda källorna räknar lagkamratens bud för sig, och de vanliga engelskspråkiga reglerna gör nollans stick till påsar (SPD-S12 ändrar det).',
        },
        {
          id: 'SPD-D4',
          title: 'Påsar över tio följer med',
          text: 'Vid tio påsar dras 100 av och räknaren minskar med 10, så 12 påsar lämnar 2. De svenska reglerna säger att påsarna syns som sista siffran i poängen, och det stämmer bara om överskottet följer med; SPD-S11 nollställer räknaren, som de danska reglerna säger.',
        },
        {
          id: 'SPD-D5',
          title: 'Båda över målet, och exakt lika',
          text: 'Högsta summan vinner, även när båda lagen går över målet i samma giv; står det exakt lika spelas fler givar tills ett lag leder. Källorna säger bara ”först till 500”; appen gör som de vanliga publicerade reglerna.',
        },
        {
          id: 'SPD-D6',
          title: 'Bara en nolla per lag',
          text: 'Den ena lagkamraten måste bjuda ett tal. De svenska reglerna har dubbel nolla som variant, alltså ingår den inte i grundspelet, och de flesta regler håller med; SPD-S8 tillåter det.',
        },
        {
          id: 'SPD-D7',
          title: 'När blind nolla är tillåten',
          text: 'Bara för ett lag som ligger minst 100 poäng efter, räknat när en giv börjar (med fler än två lag: efter det lag som leder). Båda källorna nämner villkoret som vanlig praxis; SPD-S6 och SPD-S7 ändrar det.',
        },
        {
          id: 'SPD-D8',
          title: 'Blind nolla när nollan är värd 50',
          text: 'Att nollan är värd 50 gäller bara den vanliga nollan; blind nolla ligger kvar på ±200. De svenska reglerna gör blind nolla dubbelt så stor och nämner 50 bara för den vanliga nollan.',
        },
        {
          id: 'SPD-D9',
          title: 'Spader ut från en hand med bara spader',
          text: 'Det bryter inte spader: bara en spader lagd på en annan färg gör det. Så beskriver båda källorna brytningen, en spader lagd för att man saknar färgen; SPD-S17 ger den lösare regeln.',
        },
        {
          id: 'SPD-D10',
          title: 'Vilka tvåor som tas bort med jokrar',
          text: '[[2C]] och [[2H]] tas bort. De danska reglerna säger ”två låga kort” utan att säga vilka, och de här två är det vanliga valet; SPD-S14 ger [[2H]] och [[2D]] i stället.',
        },
        {
          id: 'SPD-D11',
          title: 'Poäng för månen',
          text: 'Ett lag bjuder månen genom att ha ett kontrakt på alla stick, och får +200 eller −200, allt eller inget, som en nolla. De svenska reglerna lovar en stor bonus utan siffra; 200 i stället för 130 är ett publicerat värde (SPD-S9).',
        },
        {
          id: 'SPD-D12',
          title: 'Poäng för dubbel nolla',
          text: 'Varje nolla räknas för sig: +200 om båda lyckas, 0 om en misslyckas, −200 om båda misslyckas. De svenska reglerna lovar en ännu större bonus utan siffra; SPD-S8 ger ±200 för paret i stället.',
        },
        {
          id: 'SPD-D13',
          title: 'Hur laget bjuder tillsammans',
          text: 'Den första lagkamraten lägger ett förslag, den andra bestämmer kontraktet. De svenska reglerna säger att laget kommer överens om ett bud, men bordssnack är inte tillåtet (SPD-1.4), så förslaget är sättet att komma överens.',
        },
        {
          id: 'SPD-D14',
          title: 'Kortet över med tre spelare',
          text: 'Det sista kortet som delas ut läggs åt sidan med baksidan upp och ingen ser det. De svenska reglerna säger att ett kort blir över men inte vad som händer med det; SPD-S18 tar bort [[2C]] i stället. Blind nolla har inget byte.',
        },
        {
          id: 'SPD-D15',
          title: 'Sex spelare',
          text: '102 kort (båda [[2C]] borta), 17 var, lagkamraterna mitt emot varandra, och av två likadana kort vinner det som spelades först. De svenska reglerna ger tre lag och två kortlekar; att det först spelade kortet vinner är svensk sed i andra spel med dubbel lek.',
        },
        {
          id: 'SPD-D16',
          title: 'Överstick utan påsar',
          text: 'Med påsarna avstängda ger varje överstick fortfarande 1 poäng, men utan räknare och utan straff. De danska reglerna nämner att man kan slopa påssystemet, inte poängen.',
        },
        {
          id: 'SPD-D17',
          title: 'Bytet vid blind nolla',
          text: 'Den som bjöd blind nolla ger först; lagkamraten tar in de två korten på handen och ger tillbaka två valfria, även samma. Det är den ordning som de publicerade reglerna anger.',
        },
      ],
    },
    {
      id: 'SPD-S',
      title: 'Inställningar',
      intro: 'Väljs innan partiet börjar. Standardvalet står först.',
      rules: [
        {
          id: 'SPD-S1',
          title: 'Form',
          text: 'Vem som spelar med vem. Standard **4 spelare i 2 lag**; annars 4 spelare var för sig, 3 spelare var för sig med 17 kort, och 6 spelare i 3 lag (SPD-10.7, SPD-10.8).',
        },
        {
          id: 'SPD-S2',
          title: 'Målpoäng',
          text: 'Poängen som avslutar partiet. Standard **500**; annars 300, 250, 200 eller ett eget tal från 100 till 1000.',
        },
        {
          id: 'SPD-S3',
          title: 'Ingen spader i första sticket',
          text: 'Standard **på**: i första sticket får du inte lägga spader när du saknar färgen, om du inte har enbart spader (SPD-6.5). Av: första sticket är som alla andra.',
        },
        {
          id: 'SPD-S4',
          title: 'Nolla',
          text: 'Standard **tillåten, värd 100**; annars värd 50, eller inte tillåten, och då bjuder alla minst 1. Blind nolla har en egen inställning.',
        },
        {
          id: 'SPD-S5',
          title: 'Blind nolla',
          text: 'Standard **tillåten, värd 200**; eller inte tillåten.',
        },
        {
          id: 'SPD-S6',
          title: 'Blind nolla bara när laget ligger efter',
          text: 'Standard **på**: bara ett lag som ligger minst gränsen efter (SPD-S7) får bjuda blind nolla. Av: alla får, oavsett ställning.',
        },
        {
          id: 'SPD-S7',
          title: 'Gräns för blind nolla',
          text: 'Hur långt efter ett lag måste ligga när en giv börjar. Standard **100** poäng, eller ett eget tal från 0 till 500.',
        },
        {
          id: 'SPD-S8',
          title: 'Dubbel nolla',
          text: 'Standard **av**. På: båda lagkamraterna får bjuda nolla, och varje nolla räknas för sig, eller allt eller inget för paret (±200).',
        },
        {
          id: 'SPD-S9',
          title: 'Månen',
          text: 'Standard **av**. På: ett kontrakt på alla stick ger ±200 (eller ett eget värde, 100 till 500), eller så vinner en lyckad måne partiet direkt.',
        },
        {
          id: 'SPD-S10',
          title: 'Påsar',
          text: 'Standard **på**. Av: varje överstick ger fortfarande 1 poäng, men det finns ingen räknare och inget straff.',
        },
        {
          id: 'SPD-S11',
          title: 'Påsräknaren',
          text: 'Standard: påsar över gränsen **följer med**; eller så börjar räknaren om på noll vid varje straff. Gränsen (**10**) och straffet (**100**) kan också ändras.',
        },
        {
          id: 'SPD-S12',
          title: 'En misslyckad nollas stick',
          text: 'Standard **av**: de blir påsar. På: de räknas in i lagkamratens kontrakt och är inga påsar.',
        },
        {
          id: 'SPD-S13',
          title: 'Förlustgräns',
          text: 'Standard **av**. På: ett lag på −200 eller lägre efter en giv avslutar partiet (eller en egen gräns). Finns inte i de svenska eller danska reglerna.',
        },
        {
          id: 'SPD-S14',
          title: 'Jokrar',
          text: 'Standard **av**. På: två jokrar, med [[2C]] och [[2H]] borttagna, eller [[2H]] och [[2D]] (SPD-10.3).',
        },
        {
          id: 'SPD-S15',
          title: 'Likadana kort',
          text: 'Bara med sex spelare. Standard: av två likadana kort vinner det som **spelades först**; eller det som spelades sist.',
        },
        {
          id: 'SPD-S16',
          title: 'Gemensamt lagbud',
          text: 'Standard **av**. På: den första lagkamraten lägger ett förslag och den andra bestämmer lagets kontrakt (SPD-10.6).',
        },
        {
          id: 'SPD-S17',
          title: 'Varje spader bryter spader',
          text: 'Standard **av**: bara en spader lagd på en annan färg bryter spader. På: varje spader som spelas, även en som spelas ut från en hand med bara spader, bryter spader.',
        },
        {
          id: 'SPD-S18',
          title: 'Kortet över med tre spelare',
          text: 'Standard: **det sista kortet läggs åt sidan** osett; eller så tas [[2C]] bort före utdelningen. Gäller inte med jokrar, för då delas alla 54 kort ut.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stick',
      text: 'En omgång där alla lägger ett kort var; högsta spadern, annars högsta kortet i utspelad färg, tar sticket.',
      rules: ['SPD-7.1', 'SPD-7.2'],
    },
    { term: 'trumf', text: 'En färg som slår alla andra färger. I spader är det alltid spader.', rules: ['SPD-2.2'] },
    {
      term: 'given',
      text: 'Den som delar ut korten. Efter varje giv är det spelaren till vänster som ger.',
      rules: ['SPD-3.2', 'SPD-4.1'],
    },
    {
      term: 'spela ut',
      text: 'Att lägga första kortet i ett stick. Spelaren till vänster om given spelar ut först, sedan den som tog sticket.',
      rules: ['SPD-6.1', 'SPD-6.6'],
    },
    {
      term: 'följa färg',
      text: 'Att lägga ett kort i den utspelade färgen. Det måste du om du kan.',
      rules: ['SPD-6.4'],
    },
    {
      term: 'bud',
      text: 'Antalet stick du tror att du tar; du bjuder en gång, före spelet.',
      rules: ['SPD-5.1', 'SPD-5.2'],
    },
    {
      term: 'kontrakt',
      text: 'Lagkamraternas bud sammanlagda: de stick laget måste ta.',
      rules: ['SPD-5.3', 'SPD-8.1'],
    },
    {
      term: 'missat bud',
      text: 'Laget tog färre stick än kontraktet och förlorar 10 poäng per bjudet stick.',
      rules: ['SPD-8.2'],
    },
    {
      term: 'nolla (nil)',
      text: 'Nollbud: ett löfte att inte ta ett enda stick, räknat för sig: +100 eller −100.',
      rules: ['SPD-5.2', 'SPD-8.3'],
    },
    {
      term: 'blind nolla',
      text: 'En nolla som bjuds innan man tittat på korten: ±200. Vanligen bara för den som ligger minst 100 efter; med lagkamrat byts sedan två kort åt vardera hållet.',
      rules: ['SPD-5.6', 'SPD-8.3'],
    },
    {
      term: 'påsar (överstick)',
      text: 'Stick utöver kontraktet och stick som en nollbjudare tagit: en poäng var, men tio av dem kostar 100.',
      rules: ['SPD-8.5'],
    },
    {
      term: 'bruten spader',
      text: 'Spader är bruten när någon lagt en spader i ett stick där en annan färg spelats ut; därefter får spader spelas ut.',
      rules: ['SPD-6.2', 'SPD-6.3'],
    },
    {
      term: 'lagkamrat',
      text: 'Spelaren mitt emot dig; era bud blir ett kontrakt och ni får poäng tillsammans.',
      rules: ['SPD-1.1'],
    },
    {
      term: 'måne (Boston)',
      text: 'Ett kontrakt på alla stick i en giv, värt ±200 när inställningen är på.',
      rules: ['SPD-10.4'],
    },
  ],
};
