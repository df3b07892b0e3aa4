// Tribello (rules.md §4, TRB) för spelare, på svenska.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'tribello',
  title: 'Tribello',
  intro:
    'Tribello är ett stickspel för exakt tre spelare, där var och en spelar för sig själv. Varje plats har en kvot, ett antal stick den mäts mot, och den beror på var du sitter i förhållande till given: varje stick över kvoten ger en poäng och varje stick under kostar en, tvärtom i sista omgången. Ett parti har fyra omgångar med tre givar var, och varje omgång har sin egen trumfregel; efter tolv givar vinner den som har flest poäng. Det en vinner förlorar de andra.',
  sections: [
    {
      id: 'TRB-1',
      title: 'Spelare och platser',
      rules: [
        {
          id: 'TRB-1.1',
          title: 'Tre spelare',
          text: 'Tribello spelas av tre, varken fler eller färre, och var och en spelar för sig själv.',
        },
        {
          id: 'TRB-1.2',
          title: 'Given, vänster och höger',
          text: 'Rollerna flyttar sig varje giv: **given**, spelaren till **vänster** om given och spelaren till **höger** om given. Din roll bestämmer din kvot.',
        },
        { id: 'TRB-1.3', title: 'Medsols', text: 'Allt går medsols: given, vänster, höger (COM-2.3, TRB-D6).' },
      ],
    },
    {
      id: 'TRB-2',
      title: 'Korten',
      rules: [
        {
          id: 'TRB-2.1',
          title: 'En vanlig kortlek',
          text: 'En vanlig kortlek på 52 kort utan jokrar. Ess är högst och tvåan lägst i alla färger: [[AC]] slår [[KC]]. Korten har inget poängvärde; det är bara antalet stick som räknas.',
        },
      ],
    },
    {
      id: 'TRB-3',
      title: 'Omgångar och given',
      rules: [
        {
          id: 'TRB-3.1',
          title: 'Fyra omgångar med tre givar',
          text: 'Ett parti är 12 givar i 4 omgångar om 3: giv 1–3 är omgång 1, giv 4–6 omgång 2, och så vidare. Varje omgång har sin egen trumfregel (TRB-6).',
        },
        { id: 'TRB-3.2', title: 'Vem ger först', text: 'Vem som ger först avgörs genom lottning.' },
        {
          id: 'TRB-3.3',
          title: 'Given går till vänster',
          text: 'Efter varje giv går rollen som given en plats åt vänster. Därmed är alla given en gång, sitter till vänster en gång och till höger en gång i varje omgång, och varje omgång börjar med samma given som giv 1.',
        },
      ],
    },
    {
      id: 'TRB-4',
      title: 'Kvoter',
      intro:
        'Kvoten är antalet stick du mäts mot. I omgång 1 till 3 har given, som byter först och spelar ut, den största.',
      rules: [
        {
          id: 'TRB-4',
          title: 'Kvoterna',
          text: 'Kvoten beror på omgången och på din plats i förhållande till given:\n- Omgång 1–3: given **6**, vänster **4**, höger **3**, ett minimum du vill komma över\n- Omgång 4: given **3**, vänster **4**, höger **6**, ett tak du vill stanna under (TRB-D1)',
        },
        {
          id: 'TRB-4.1',
          title: 'Kvoten följer platsen',
          text: 'Kvoten hör till platsen, inte personen, så den skiftar varje gång rollen som given går vidare. De tre kvoterna blir alltid tretton tillsammans, lika många som det finns stick.',
        },
      ],
    },
    {
      id: 'TRB-5',
      title: 'Blandning, lyft och utdelning',
      rules: [
        { id: 'TRB-5.1', title: 'Given blandar', text: 'Given blandar före varje giv.' },
        {
          id: 'TRB-5.2',
          title: 'Omgång 1: lyftet visar trumfen',
          text: 'Före varje giv i omgång 1 lyfter spelaren till vänster om given av, och det understa kortet i den övre halvan visas (COM-4). Det kortets färg är trumf i denna giv: visas [[9H]] är hjärter trumf. Sedan läggs leken ihop utan ny blandning, och det visade kortet hamnar längst ner.',
        },
        {
          id: 'TRB-5.3',
          title: 'Fyra händer på tretton',
          text: 'Given delar ut fyra händer på 13 kort, ett i taget: vänster, höger, köphögen, given själv, tretton varv (TRB-D7). Det sista kortet går till given, så i omgång 1 **får given det visade trumfkortet** (TRB-D2). Det vet alla, ända tills given kanske lägger bort det osett i bytet.',
        },
        {
          id: 'TRB-5.4',
          title: 'Köphögen',
          text: 'Den fjärde handen är **köphögen**. Den ligger med baksidan upp mitt på bordet, och ingen tittar på den.',
        },
      ],
    },
    {
      id: 'TRB-6',
      title: 'Trumf i varje omgång',
      intro: 'Omgångarna skiljer sig åt i trumf och i om du vill ta stick eller slippa dem.',
      rules: [
        {
          id: 'TRB-6.1',
          title: 'Omgång 1: det visade kortet',
          text: 'Trumf är färgen på kortet som visades vid lyftet (TRB-5.2).',
        },
        {
          id: 'TRB-6.2',
          title: 'Omgång 2: given väljer trumf',
          text: 'När given har tittat på sina 13 kort, och innan någon byter, säger given vilken av de fyra färgerna som är trumf. Du kan inte välja ”ingen trumf” (TRB-D3).',
        },
        { id: 'TRB-6.3', title: 'Omgång 3: ingen trumf', text: 'Omgång 3 spelas utan trumf.' },
        {
          id: 'TRB-6.4',
          title: 'Omgång 4: ingen trumf, undvik stick',
          text: 'Omgång 4 spelas utan trumf, och nu kostar varje stick över kvoten: du vill stanna under den.',
        },
      ],
    },
    {
      id: 'TRB-7',
      title: 'Byte med köphögen',
      intro:
        'Alla får förbättra handen från köphögen, i varje giv i alla omgångar, men given byter först och kan ta mycket.',
      rules: [
        {
          id: 'TRB-7.1',
          title: 'Given, sedan vänster, sedan höger',
          text: 'Varje spelare byter en gång, i ordningen given, vänster, höger. Du lägger korten i slänghögen först och drar sedan lika många från toppen av köphögen (COM-6.1).',
        },
        {
          id: 'TRB-7.2',
          title: 'Hur många',
          text: 'Given får byta 0 till 13 kort. Vänster och höger får byta så många som ligger kvar i köphögen, aldrig fler än 13. Är högen tom kan du inte byta.',
        },
        {
          id: 'TRB-7.3',
          title: 'Köphögen förblir dold',
          text: 'Köphögen ligger med baksidan upp hela tiden. Hur många kort var och en bytte är känt; bortlagda kort ser ingen, och de blandas in igen till nästa giv. Kort som ingen drar visas aldrig (TRB-D8).',
        },
      ],
    },
    {
      id: 'TRB-8',
      title: 'Spelet',
      rules: [
        {
          id: 'TRB-8.1',
          title: 'Given spelar ut',
          text: 'Given spelar ut till första sticket, och de två andra lägger ett kort var medsols.',
        },
        {
          id: 'TRB-8.2',
          title: 'Följ färg',
          text: 'Du måste följa färg om du kan (COM-5.3). Saknar du den utspelade färgen får du lägga vad du vill, även trumf i omgång 1 och 2. Du behöver aldrig trumfa eller ta sticket.',
        },
        {
          id: 'TRB-8.3',
          title: 'Vinnaren spelar ut',
          text: 'Den som tog sticket spelar ut till nästa. Alla tretton stick spelas.',
        },
      ],
    },
    {
      id: 'TRB-9',
      title: 'Vem tar sticket',
      rules: [
        {
          id: 'TRB-9.1',
          title: 'Omgång 1 och 2',
          text: 'Högsta trumfen tar sticket om någon har trumfat; annars vinner det högsta kortet i den utspelade färgen. Med spader som trumf: [[AD]] spelas ut, sedan [[KD]] och [[2S]] → [[2S]] tar sticket.',
        },
        {
          id: 'TRB-9.2',
          title: 'Omgång 3 och 4',
          text: 'Utan trumf tar det högsta kortet i den utspelade färgen sticket; ett kort i en annan färg kan aldrig vinna. [[4C]] spelas ut, sedan [[AH]] och [[9C]] → [[9C]] tar sticket.',
        },
      ],
    },
    {
      id: 'TRB-10',
      title: 'Poängräkning',
      intro: 'Efter varje giv jämför du dina stick med din kvot.',
      rules: [
        {
          id: 'TRB-10.1',
          title: 'Omgång 1–3: över kvoten är bra',
          text: 'Du får stick minus kvot: en poäng för varje stick över kvoten, minus en för varje stick under. Träffar du kvoten exakt får du noll.',
        },
        {
          id: 'TRB-10.2',
          title: 'Omgång 4: under kvoten är bra',
          text: 'Nu vänds tecknet: du får kvot minus stick. Varje stick över kvoten kostar en poäng, och varje stick under ger en.',
        },
        {
          id: 'TRB-10.3',
          title: 'Alltid noll tillsammans',
          text: 'Kvoterna och sticken blir båda tretton tillsammans, så poängen i varje giv blir noll sammanlagt, och det gör summorna också. En poäng du vinner är en poäng någon annan förlorar.',
        },
      ],
      examples: [
        'Omgång 1, kvoter given 6, vänster 4, höger 3. Stick 8, 3 och 2 → given +2, vänster −1, höger −1 (sammanlagt 0).',
        'Omgång 2, samma kvoter. Stick 7, 3 och 3 → given +1, vänster −1, höger 0.',
        'Omgång 3, stick 6, 4 och 3 → 0, 0 och 0: alla träffade kvoten.',
        'Omgång 4, kvoter given 3, vänster 4, höger 6. Stick 1, 4 och 8 → given +2, vänster 0, höger −2.',
        'Omgång 4, stick 2, 6 och 5 → given +1, vänster −2, höger +1.',
        'Efter tolv givar kan summorna till exempel bli +5, −1 och −4: de blir alltid noll sammanlagt.',
      ],
    },
    {
      id: 'TRB-11',
      title: 'Partiets slut',
      rules: [
        {
          id: 'TRB-11.1',
          title: 'Tolv givar',
          text: 'Partiet är slut när giv 12, den tredje i omgång 4, är spelad. Det finns inget poängmål.',
        },
        {
          id: 'TRB-11.2',
          title: 'Flest poäng vinner',
          text: 'Den med flest poäng vinner; de andra placeras efter sin summa.',
        },
        {
          id: 'TRB-11.3',
          title: 'Delad ledning',
          text: 'Står flera lika i toppen delar de segern (TRB-D4). Inställningen TRB-S2 spelar i stället extra givar.',
        },
      ],
    },
    {
      id: 'TRB-D',
      title: 'Avgöranden',
      intro: 'Där den norska källtexten är tyst eller oklar står här regeln som appen spelar efter, och varför.',
      rules: [
        {
          id: 'TRB-D1',
          title: 'Kvoterna i omgång 4',
          text: 'I omgång 4 är kvoterna given 3, vänster 4, höger 6. Källtexten säger att given har den största kvoten när stick är bra och den minsta när stick är dåliga, och att spelaren till höger har det tvärtom, men ger inga siffror; det här är de publicerade siffrorna, och de stämmer med båda.',
        },
        {
          id: 'TRB-D2',
          title: 'Det visade kortet går till given',
          text: 'I omgång 1 läggs leken ihop på vanligt sätt, så det visade kortet hamnar underst och blir givens trettonde kort. Det följer av källtextens ”det sista kortet går till given”. Alla vet det; given kan lägga bort det osett.',
        },
        {
          id: 'TRB-D3',
          title: 'Omgång 2 kräver en färg',
          text: 'Given i omgång 2 måste välja en färg. Källtexten säger att given bestämmer vilken färg som är trumf, och omgång 3 ger er redan spel utan trumf.',
        },
        {
          id: 'TRB-D4',
          title: 'Delad ledning efter tolv givar',
          text: 'Står flera lika i toppen delar de segern, eftersom partiet har en bestämd längd och ingen källa säger något annat. TRB-S2 spelar extra givar i stället.',
        },
        {
          id: 'TRB-D5',
          title: 'Exemplet i källtexten',
          text: 'Den norska källtexten utlovar ett exempel från fjärde omgången men visar en giv från omgång 2 med vald trumf. Appen läser det som ett exempel från omgång 2; exempel från omgång 4 finns under TRB-10.',
        },
        {
          id: 'TRB-D6',
          title: 'Medsols',
          text: 'Spelet går medsols och rollen som given går till vänster, som källtexten säger.',
        },
        {
          id: 'TRB-D7',
          title: 'Ordningen vid utdelning',
          text: 'Korten går till vänster, höger, köphögen och given, varv efter varv. Källtexten lämnar ordningen fri så länge den hålls hela partiet och det sista kortet går till given; den här ordningen gör båda.',
        },
        {
          id: 'TRB-D8',
          title: 'Kort som ingen drar',
          text: 'Kort i köphögen som ingen drar visas aldrig, inte ens när en giv är slut. Källtexten låter högen ligga med baksidan upp hela tiden.',
        },
        {
          id: 'TRB-D9',
          title: 'Ingen titt i köphögen',
          text: 'Given får inte titta i köphögen innan beslutet; korten läggs bort i blindo (COM-6.1). Som källtexten säger: du vet inte vad du får förrän korten är på handen.',
        },
      ],
    },
    {
      id: 'TRB-S',
      title: 'Inställningar',
      intro:
        'Tribello har få val, eftersom källtexten bestämmer nästan allt: kvoter, omgångar, byte och poängräkning går inte att ändra.',
      rules: [
        {
          id: 'TRB-S1',
          title: 'Visa kvoterna',
          text: 'På (standard): varje plats visar sin kvot och hur långt över eller under kvoten den ligger medan en giv spelas. Av döljer dem. Bara visning; reglerna är desamma.',
        },
        {
          id: 'TRB-S2',
          title: 'Delad ledning på slutet',
          text: 'Delad seger (standard), eller extra givar: fler givar med reglerna från omgång 3 (ingen trumf, kvoter 6 / 4 / 3), där rollen som given går vidare som vanligt, tills en ensam leder (TRB-D4). De räknas som omgång 5.',
        },
        {
          id: 'TRB-S3',
          title: 'Vem ger först',
          text: 'Lottas (standard), eller så ger du först, vilket passar för övning och lektioner.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'given',
      text: 'Den som blandar och delar ut. Given byter först, spelar ut till första sticket och har kvot 6 (3 i omgång 4).',
      rules: ['TRB-1.2', 'TRB-4', 'TRB-8.1'],
    },
    {
      term: 'vänster',
      text: 'Spelaren till vänster om given: lyfter av i omgång 1, byter som nummer två, kvot 4.',
      rules: ['TRB-1.2', 'TRB-5.2', 'TRB-4'],
    },
    {
      term: 'höger',
      text: 'Spelaren till höger om given: byter sist, kvot 3 (6 i omgång 4).',
      rules: ['TRB-1.2', 'TRB-4'],
    },
    { term: 'kvot', text: 'Antalet stick din plats mäts mot i en giv.', rules: ['TRB-4', 'TRB-4.1', 'TRB-10.1'] },
    { term: 'omgång', text: 'Tre givar med samma trumfregel; ett parti har fyra.', rules: ['TRB-3.1', 'TRB-6.1'] },
    {
      term: 'giv',
      text: 'En utdelning med byte och tretton stick. Ett parti har tolv.',
      rules: ['TRB-3.1', 'TRB-11.1'],
    },
    {
      term: 'köphögen',
      text: 'Den fjärde handen på 13 kort, med baksidan upp mitt på bordet, som alla får byta med.',
      rules: ['TRB-5.4', 'TRB-7.1'],
    },
    {
      term: 'lyfta av',
      text: 'Att ta en del av leken. I omgång 1 lyfter spelaren till vänster om given av och visar det understa kortet i den övre halvan.',
      rules: ['TRB-5.2'],
    },
    {
      term: 'det visade kortet',
      text: 'Kortet som visas vid lyftet i omgång 1; dess färg är trumf, och kortet hamnar hos given.',
      rules: ['TRB-5.2', 'TRB-D2'],
    },
    {
      term: 'trumf',
      text: 'Färgen som slår alla andra: från det visade kortet i omgång 1, vald av given i omgång 2.',
      rules: ['TRB-6.1', 'TRB-6.2', 'TRB-9.1'],
    },
    {
      term: 'följa färg',
      text: 'Att lägga ett kort i den utspelade färgen. Det måste du om du kan.',
      rules: ['TRB-8.2'],
    },
    {
      term: 'slänghög',
      text: 'Där du lägger korten du byter bort, med baksidan upp. Ingen ser dem.',
      rules: ['TRB-7.1', 'TRB-7.3'],
    },
  ],
};
