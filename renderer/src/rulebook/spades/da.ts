// Regelbogen for Spar på dansk, skrevet til spillere ud fra rules.md §3 og frøteksterne
// spar.da.txt og spader.sv.txt. Hvor rules.md har en afgørelse (SPD-D…), står den regel, appen spiller.
// Bordets ord som i frøteksten: stik, trumf, giveren, bud/byde, melde nil, makker, makkerpar, følge kulør,
// trumfe, kaste af, brudt spar, holde buddet, gå ned, overstik (bags), hånd.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'spades',
  title: 'Spar',
  intro:
    'Spar spilles af fire i to makkerpar: du og den, der sidder over for dig, mod de to andre. Før hver hånd byder alle på, hvor mange stik de regner med at tage, og makkernes bud lægges sammen til én kontrakt. Spar er altid trumf. Holder I buddet, får I point; går I ned, mister I point; og tager I for mange stik, samler I overstik, der til sidst koster dyrt. Når et par har nået 500, vinder det par, der har flest point; står det lige, spiller I videre.',
  sections: [
    {
      id: 'SPD-1',
      title: 'Spillere og pladser',
      intro: 'Fire spillere i to makkerpar. Din makker sidder over for dig.',
      rules: [
        {
          id: 'SPD-1.1',
          title: 'To makkerpar',
          text: 'Makkerne sidder over for hinanden, så hvert par har hver anden plads rundt om bordet: du og den, der sidder over for dig, mod spillerne til venstre og højre for dig.',
        },
        {
          id: 'SPD-1.2',
          title: 'Med uret',
          text: 'Givning, bud og spil går med uret: fra dig til spilleren til venstre, så din makker, så spilleren til højre. (Med COM-S1 kan hele bordet vendes den anden vej.)',
        },
        {
          id: 'SPD-1.3',
          title: 'Andre former',
          text: 'I kan også spille hver for sig (**cutthroat**) med fire eller tre spillere, eller seks spillere i tre makkerpar: se SPD-10.7 og SPD-10.8.',
        },
        {
          id: 'SPD-1.4',
          title: 'Ingen snak ved bordet',
          text: 'Der må ikke gives oplysninger om hånden ud over buddet; al kommunikation mellem makkere sker gennem de kort, der spilles. Computerspillerne holder sig også til det: de beslutter kun ud fra det, deres egen plads kan se.',
        },
      ],
    },
    {
      id: 'SPD-2',
      title: 'Kortene og deres rang',
      rules: [
        {
          id: 'SPD-2.1',
          title: 'Et almindeligt kortspil',
          text: 'Et almindeligt kortspil på 52 kort uden jokere. I hver kulør er esset højest og toeren lavest: es, konge, dame, knægt, 10, 9 og videre ned til 2.',
        },
        {
          id: 'SPD-2.2',
          title: 'Spar er altid trumf',
          text: 'Der er ingen trumfmelding: spar er trumf i hver eneste hånd, og det er derfra, spillet har sit navn. [[AS]] er altså det højeste kort af alle, så [[KS]], [[QS]] og videre ned til [[2S]].',
        },
        {
          id: 'SPD-2.3',
          title: 'Jokere og to kortspil',
          text: 'Jokere er kun med i varianten med jokere (SPD-10.3); seks spillere bruger to kortspil (SPD-10.8).',
        },
      ],
    },
    {
      id: 'SPD-3',
      title: 'Giveren',
      rules: [
        {
          id: 'SPD-3.1',
          title: 'Den første giver',
          text: 'Appen trækker lod om, hvem der giver først.',
        },
        {
          id: 'SPD-3.2',
          title: 'Turen til at give går videre',
          text: 'Efter hver hånd er det spilleren til venstre, der giver.',
        },
      ],
    },
    {
      id: 'SPD-4',
      title: 'Givningen',
      rules: [
        {
          id: 'SPD-4.1',
          title: 'Ét kort ad gangen',
          text: 'Giveren giver ét kort ad gangen med uret og begynder med spilleren til venstre, indtil hele bunken er givet. Intet kort vendes, og med fire eller seks spillere bliver intet tilovers (med tre, se SPD-10.7).',
        },
        {
          id: 'SPD-4.2',
          title: 'Hvor mange kort',
          text: 'Med fire spillere får alle **13** kort. Tre spillere hver for sig og seks spillere får **17**; tre eller seks spillere med jokere får **18**. En hånd har lige så mange stik, som hver spiller har kort.',
        },
      ],
    },
    {
      id: 'SPD-5',
      title: 'Buddene',
      intro: 'Buddet er kernen i Spar: man skal ikke blot vinde stik, men vinde præcis det antal, man har budt.',
      rules: [
        {
          id: 'SPD-5.1',
          title: 'Én runde, alle byder',
          text: 'Spilleren til venstre for giveren byder først, og så går det én gang rundt om bordet. Alle skal byde: man kan ikke melde pas, et bud kan ikke ændres, og det behøver ikke være højere end de foregående.',
        },
        {
          id: 'SPD-5.2',
          title: 'Hvad du kan byde',
          text: 'Et antal stik fra 1 til 13 (med tre eller seks spillere op til 17, og 18, når de spiller med jokere); **nil**, hvor du melder ikke at tage et eneste stik; eller **blind nil**, nil meldt, før du har set dine kort (SPD-5.6). Et bud på 0 findes ikke: man skal byde mindst 1, medmindre man melder nil.',
        },
        {
          id: 'SPD-5.3',
          title: 'Parrets kontrakt',
          text: 'Makkerne spiller på én fælles kontrakt, så deres bud lægges sammen; nil tæller ikke med. Byder du 4 og din makker 3, skal I have 7 stik tilsammen. Byder den ene modstander 1, og melder den anden nil, skal de have 1, og nil-spilleren skal undgå at tage et eneste.',
        },
        {
          id: 'SPD-5.4',
          title: 'Buddene behøver ikke summe til 13',
          text: 'Er summen lavere end 13, opstår der overstik hos nogen; er den højere, må mindst ét par nødvendigvis gå ned. Det er ikke en variant, men standard.',
        },
        {
          id: 'SPD-5.5',
          title: 'Én nil pr. par',
          text: 'Når du eller din makker har meldt nil eller blind nil, skal den anden byde et tal, mindst 1. Dobbelt nil (SPD-10.5) ophæver det.',
        },
        {
          id: 'SPD-5.6',
          title: 'Blind nil',
          text: 'Blind nil er buddet for et par, der er bagud: nil meldt, før du har set dine kort, og værd plus eller minus 200 (SPD-8.3).\n\n- Du må kun melde det, når blind nil er med (SPD-S5), og dit par er mindst **100** point bagud ved håndens start (SPD-S6, SPD-S7); med flere end to par regnes det mod det par, der fører.\n- Dine kort ligger med bagsiden op, til du trykker på »Se mine kort«. Det kan ikke gøres om, og har du set dem, er blind nil udelukket i denne hånd. Computerspillerne beslutter sig alene ud fra stillingen.\n- Når alle har budt, ser du dine kort, giver din makker to kort med bagsiden op, og makkeren giver dig to vilkårlige kort tilbage, også kort, du lige har givet. Spiller I hver for sig, er der ingen makker og intet bytte.',
        },
        {
          id: 'SPD-5.7',
          title: 'Buddene kan ses',
          text: 'Alle bud er åbne og kan ses, så længe hånden varer, så du altid ved, hvad hvert par mangler.',
        },
      ],
    },
    {
      id: 'SPD-6',
      title: 'Spillet',
      rules: [
        {
          id: 'SPD-6.1',
          title: 'Første udspil',
          text: 'Spilleren til venstre for giveren spiller ud til første stik.',
        },
        {
          id: 'SPD-6.2',
          title: 'Ingen spar ud, før spar er brudt',
          text: 'Reglen findes for at forhindre, at en spiller med mange spar tømmer de andres trumf med det samme. Derfor må du ikke spille spar ud, før kuløren er brudt (SPD-6.3), medmindre du kun har spar tilbage på hånden.',
        },
        {
          id: 'SPD-6.3',
          title: 'Når spar brydes',
          text: 'Spar er brudt, første gang nogen trumfer med spar i et stik, hvor der er spillet en anden kulør ud, fordi de ikke kunne følge kulør: der spilles hjerter ud, du har ingen, og når du lægger [[3S]], er spar brudt. At spille spar ud fra en hånd med kun spar bryder ikke spar. Derefter er spar brudt resten af hånden.',
        },
        {
          id: 'SPD-6.4',
          title: 'Følg kulør',
          text: 'Har du kort i den udspillede kulør, skal du lægge et af dem; hvilket som helst, du behøver ikke gå over. Har du ingen, må du enten trumfe med spar eller kaste et andet kort af (men se SPD-6.5).',
        },
        {
          id: 'SPD-6.5',
          title: 'Ingen spar i første stik',
          text: 'I håndens første stik må du ikke lægge spar, når du ikke kan følge kulør, medmindre du kun har spar. Der spilles [[7H]] ud, og du har ingen hjerter: kast en ruder eller en klør af, ikke [[2S]]. Reglen kommer fra de svenske regler; SPD-S3 slår den fra.',
        },
        {
          id: 'SPD-6.6',
          title: 'Vinderen spiller ud',
          text: 'Den, der tager et stik, spiller ud til det næste. Alle stik spilles færdige, 13 med fire spillere; ingen kan kræve resten.',
        },
      ],
    },
    {
      id: 'SPD-7',
      title: 'Hvem tager stikket',
      rules: [
        {
          id: 'SPD-7.1',
          title: 'Højeste spar',
          text: 'Er der spar i stikket, tager den højeste spar det. Der spilles [[AH]] ud, og nogen trumfer med [[2S]]: spar to tager stikket.',
        },
        {
          id: 'SPD-7.2',
          title: 'Ellers højeste kort i den udspillede kulør',
          text: 'Uden spar i stikket vinder det højeste kort i den udspillede kulør; et kort i en anden kulør vinder aldrig. [[9D]] ud, så [[AC]] [[TD]] [[4D]]: [[TD]] tager stikket.',
        },
        {
          id: 'SPD-7.3',
          title: 'To ens kort',
          text: 'Med seks spillere findes der to af hvert kort. Er de to højeste kort i stikket ens, vinder det, der blev spillet først (SPD-S15 kan give det til det sidste).',
        },
      ],
    },
    {
      id: 'SPD-8',
      title: 'Pointsystemet',
      intro: 'Begge par får point efter hver hånd. Kun stikkene tæller; kortene er ingen point værd.',
      rules: [
        {
          id: 'SPD-8.1',
          title: 'Bud holdt',
          text: 'Får I mindst så mange stik, som I har budt, giver det **10** point pr. budt stik og **1** point pr. stik ud over buddet. Byder I 7 og får 9: 70 + 2 = 72.',
        },
        {
          id: 'SPD-8.2',
          title: 'Bud ikke holdt',
          text: 'Får I færre stik end kontrakten, går I ned og mister **10** point pr. budt stik; de stik, I fik, giver intet. Det er lige meget, om I mangler ét stik eller fem: byder I 7 og får 6, eller 2, giver det minus 70.',
        },
        {
          id: 'SPD-8.3',
          title: 'Nil og blind nil',
          text: 'Holdes nil, altså uden et eneste stik, giver det **100** point; tager nil-spilleren bare ét stik, koster det **100**. Blind nil giver plus eller minus **200**. Nil tælles for sig, uanset om makkeren holder sit bud (med SPD-S4 er almindelig nil 50 værd).',
        },
        {
          id: 'SPD-8.4',
          title: 'Nil-spillerens stik',
          text: 'Makkerens bud tæller særskilt, så stik, som nil-spilleren tager, tæller aldrig med i kontrakten. Hvert af dem bliver i stedet et **overstik**: ét point og ét til på tælleren (SPD-8.5). Med SPD-S12 tæller de for makkeren.',
        },
        {
          id: 'SPD-8.5',
          title: 'Overstik (bags)',
          text: 'Overstik er bremsen på at byde forsigtigt og så tage for mange. Hvert overstik (et stik ud over kontrakten eller et stik taget af en nil-spiller) giver 1 point nu, men lægges også til parrets tæller; hver gang den når **10**, koster det **100** point, og tælleren går 10 ned. Overstik ud over ti tages med videre: 12 overstik koster 100, og 2 står tilbage.',
        },
        {
          id: 'SPD-8.6',
          title: 'Håndens point',
          text: 'Parrets point for hånden er alt dette lagt sammen, og stillingen kan godt blive negativ. Overstikkene tælles for sig og vises ved siden af pointene.',
        },
        {
          id: 'SPD-8.7',
          title: 'Et par med kun nil',
          text: 'Med dobbelt nil (SPD-10.5) kan begge makkere melde nil. Så har parret ingen kontrakt at holde eller gå ned på, og hvert stik, det tager, er et overstik.',
        },
      ],
      examples: [
        '**1.** Bud 4 + 3 = 7, stik 5 + 4 = 9: 70 for kontrakten og 2 overstik, **+72**. Tæller 0 → 2.',
        '**2.** Bud 2 + 3 = 5, stik 1 + 3 = 4: I går ned, **−50**. Ingen overstik.',
        '**3.** Nil + 5; nil-spilleren tager ingen, makkeren 6: 100 for nil, 50 for kontrakten og 1 overstik, **+151**. Tæller 0 → 1.',
        '**4.** Nil + 4; nil-spilleren tager 1, makkeren 3: −100 for nil og −40 for kontrakten (nil-stikket hjælper ikke), +1 for det stik som overstik, **−139**. Tæller 0 → 1.',
        '**5.** Som eksempel 4, men med SPD-S12 (stikkene fra en nil, der gik ned, tæller for makkeren): 1 + 3 holder de 4, så −100 + 40 = **−60**. Ingen overstik.',
        '**6.** Nil + 4; nil-spilleren tager 2, makkeren 5: −100 for nil, 40 for kontrakten, 1 stik over og 2 overstik fra nil, **−57**. Tæller 0 → 3.',
        '**7.** Blind nil + 6; den, der meldte blind nil, tager ingen, makkeren 6: 200 + 60 = **+260**.',
        '**8.** Bud 3 + 2 = 5, 8 stik, 8 overstik i forvejen: 50 + 3 = 53, men tælleren når 11, så −100: **−47** (238 bliver til 191). Tæller 8 → 1.',
        '**9.** Bud 3 + 3 = 6, 10 stik, 6 overstik i forvejen: 60 + 4 = 64, tælleren når 10, −100: **−36**. Tæller 6 → 0.',
        '**10.** Med SPD-S11 (tælleren nulstilles): bud 5, 9 stik, 8 overstik i forvejen: 50 + 4 = 54, −100: **−46**, og tælleren går til 0 i stedet for 2.',
        '**11.** Nil værd 50 (SPD-S4): nil + 4, stik 0 + 4: 50 + 40 = **+90**.',
        '**12.** Dobbelt nil (SPD-S8), stik 0 + 1: +100 for den holdte nil, −100 for den, der gik ned, 1 overstik: **+1**. Tæller 0 → 1.',
        '**13.** Månen slået til (SPD-S9): bud 7 + 6 = 13 og alle 13 stik taget: **+200** i stedet for 130.',
        '**14.** Månen slået til: bud 7 + 6 = 13 og 12 stik taget: **−200**.',
      ],
    },
    {
      id: 'SPD-9',
      title: 'Spillets afslutning',
      rules: [
        {
          id: 'SPD-9.1',
          title: 'Pointmålet',
          text: 'Der spilles til **500** point. Med SPD-S2 bliver spillet kortere: 300, 250, 200 eller et tal, I selv vælger.',
        },
        {
          id: 'SPD-9.2',
          title: 'Hvem vinder',
          text: 'Efter hver hånd, med straffen for overstik regnet med: har et par nået målet, vinder det par, der har flest point, også selv om begge par kom over målet i samme hånd.',
        },
        {
          id: 'SPD-9.3',
          title: 'Helt lige',
          text: 'Står de højeste summer helt lige, spilles der en hånd til, og flere om nødvendigt, indtil ét par fører alene.',
        },
        {
          id: 'SPD-9.4',
          title: 'Tabsgrænse',
          text: 'En husregel, der kun gælder, hvis I vælger den (SPD-S13): et par, der står på −200 eller derunder efter en hånd, afslutter spillet, og den højeste sum vinder. Når et andet par når målet i samme hånd, afgør SPD-9.2 først.',
        },
      ],
    },
    {
      id: 'SPD-10',
      title: 'Varianter',
      intro: 'Hver variant er en indstilling; reglerne ovenfor er spillet med alle indstillinger som standard.',
      rules: [
        {
          id: 'SPD-10.1',
          title: 'Nil til 50',
          text: 'Nogle regner almindelig nil til 50 i stedet for 100 (SPD-S4). Blind nil er stadig 200 værd.',
        },
        {
          id: 'SPD-10.2',
          title: 'Andre pointmål end 500',
          text: 'Spil til et lavere pointmål, fx 200, når I har travlt (SPD-S2).',
        },
        {
          id: 'SPD-10.3',
          title: 'Med jokere',
          text: 'To jokere bliver de to højeste trumfer: [[BJ]] den store joker slår [[LJ]] den lille, der slår [[AS]]. De er spar i enhver henseende: spilles der spar ud, og en joker er din eneste spar, skal du følge kulør med den, og SPD-6.2, SPD-6.3 og SPD-6.5 gælder for dem. For at holde spillet på 52 kort tages [[2C]] og [[2H]] ud (eller [[2H]] og [[2D]]); tre spillere beholder alle 54 kort (18 hver), og seks spillere bruger fire jokere og 108 kort (18 hver).',
        },
        {
          id: 'SPD-10.4',
          title: 'Månen (Boston)',
          text: 'Et par kan byde alle stik i hånden. Tager det dem alle, giver det **+200**; mangler det bare ét, giver det **−200**, i stedet for de almindelige kontraktpoint (SPD-S9). Hvis I vil, kan en holdt måne i stedet vinde hele spillet. Nil i samme par tælles som sædvanlig.',
        },
        {
          id: 'SPD-10.5',
          title: 'Dobbelt nil',
          text: 'Begge makkere kan melde nil (SPD-S8). Hver nil tælles for sig: holder begge, giver det +200; holder den ene og ikke den anden, 0; holder ingen af dem, −200. Eller alt eller intet for parret: ±200.',
        },
        {
          id: 'SPD-10.6',
          title: 'Fælles bud',
          text: 'Makkerne byder én kontrakt sammen i stedet for to bud (SPD-S16). Den første af dem melder nil eller blind nil, som er bindende, eller byder et tal, der kun er et forslag; den anden fastlægger så parrets kontrakt. Pointene regnes som ellers.',
        },
        {
          id: 'SPD-10.7',
          title: 'Cutthroat',
          text: 'Alle spiller for sig selv: din kontrakt er dit eget bud, og nil, blind nil (uden bytte), overstik og pointmål tælles pr. spiller. Med fire spillere gives der som normalt. Med tre får hver 17 kort, og det 52. kort lægges til side med bagsiden op, uset (eller [[2C]] tages ud først); buddene går op til 17, og blind nil regnes mod den spiller, der fører.',
        },
        {
          id: 'SPD-10.8',
          title: 'Seks spillere',
          text: 'Tre makkerpar med to kortspil blandet sammen og begge [[2C]] taget ud: 102 kort, 17 hver, bud op til 17. Makkerne sidder over for hinanden, tre pladser fra hinanden. Af to ens kort vinder det, der blev spillet først (SPD-7.3), og månen er en kontrakt på 17.',
        },
        {
          id: 'SPD-10.9',
          title: 'Uden bags',
          text: 'Nogle spiller helt uden bags-systemet (SPD-S10), hvilket ændrer spillet grundlæggende: hvert overstik giver stadig et point, men intet tælles op, og der er ingen straf.',
        },
      ],
    },
    {
      id: 'SPD-D',
      title: 'Sådan afgør appen',
      intro:
        'Hvor de svenske og danske regler tier eller er uenige, må appen vælge. Her er hvert valg og hvorfor; de fleste kan ændres i indstillingerne.',
      rules: [
        {
          id: 'SPD-D1',
          title: 'Med uret',
          text: 'Appen giver, byder og spiller med uret. De svenske regler siger det (»medsols«), de danske kun, at spilleren til venstre for giveren begynder, og de internationale regler er enige.',
        },
        {
          id: 'SPD-D2',
          title: 'Ingen spar i første stik',
          text: 'Slået til som standard, undtagen for den, der kun har spar. De svenske regler har forbuddet, de danske nævner det ikke; da én kilde har det, er det standard, og SPD-S3 slår det fra.',
        },
        {
          id: 'SPD-D3',
          title: 'Stik fra en nil, der gik ned',
          text: 'De tæller ikke med i makkerens kontrakt; hvert af dem er et overstik til 1 point. Begge kilder tæller makkerens bud særskilt, og de almindelige engelsksprogede regler gør nil-stikkene til overstik (SPD-S12 ændrer det).',
        },
        {
          id: 'SPD-D4',
          title: 'Overstik over ti tages med',
          text: 'Ved ti overstik mister parret 100, og tælleren går 10 ned, så 12 overstik efterlader 2. De svenske regler siger, at overstikkene står som sidste ciffer i pointene, og det går kun op, hvis resten tages med; SPD-S11 nulstiller tælleren, som de danske regler siger.',
        },
        {
          id: 'SPD-D5',
          title: 'Begge over målet, og helt lige',
          text: 'Den højeste sum vinder, også når begge par når målet i samme hånd; står det helt lige, spilles der flere hænder, til ét par fører. Kilderne siger kun »først til 500«; appen gør som de almindelige udgivne regler.',
        },
        {
          id: 'SPD-D6',
          title: 'Kun én nil pr. par',
          text: 'Den ene makker skal byde et tal. De svenske regler har dobbelt nil som variant, så den er ikke med i grundspillet, og de fleste regler er enige; SPD-S8 tillader det.',
        },
        {
          id: 'SPD-D7',
          title: 'Hvornår blind nil er tilladt',
          text: 'Kun for et par, der er mindst 100 point bagud ved håndens start (med flere end to par: bagud i forhold til det, der fører). Begge kilder nævner betingelsen som almindelig praksis; SPD-S6 og SPD-S7 ændrer den.',
        },
        {
          id: 'SPD-D8',
          title: 'Blind nil, når nil er 50 værd',
          text: 'Valget nil til 50 gælder kun almindelig nil; blind nil forbliver ±200. De svenske regler gør blind nil dobbelt så meget værd og nævner 50 kun for almindelig nil.',
        },
        {
          id: 'SPD-D9',
          title: 'Spar spillet ud fra en hånd med kun spar',
          text: 'Det bryder ikke spar: det gør kun en spar lagt på en anden kulør. Begge kilder siger, at spar brydes, når nogen trumfer, fordi de ikke kan følge kulør; SPD-S17 giver den løsere regel.',
        },
        {
          id: 'SPD-D10',
          title: 'Hvilke toere der tages ud med jokere',
          text: '[[2C]] og [[2H]] tages ud. De danske regler siger »to lave kort« uden at sige hvilke, og de to er det almindelige valg; SPD-S14 giver [[2H]] og [[2D]] i stedet.',
        },
        {
          id: 'SPD-D11',
          title: 'Point for månen',
          text: 'Et par byder månen, når dets kontrakt er alle stik i hånden. Tager det dem alle, får det +200; mangler det ét, −200: alt eller intet, ligesom en nil. De svenske regler lover en stor bonus uden tal; 200 i stedet for 130 er en udgivet værdi (SPD-S9).',
        },
        {
          id: 'SPD-D12',
          title: 'Point for dobbelt nil',
          text: 'Hver nil tælles for sig: +200, hvis begge holder, 0, hvis den ene går ned, −200, hvis begge går ned. De svenske regler lover en endnu større bonus uden tal; SPD-S8 giver ±200 for parret i stedet.',
        },
        {
          id: 'SPD-D13',
          title: 'Sådan byder parret sammen',
          text: 'Den første makker kommer med et forslag, den anden fastlægger kontrakten. De svenske regler siger, at makkerne bliver enige om ét bud, men snak ved bordet er ikke tilladt (SPD-1.4), så forslaget er måden at blive enige på.',
        },
        {
          id: 'SPD-D14',
          title: 'Kortet tilovers med tre spillere',
          text: 'Det sidste kort, der gives, lægges til side med bagsiden op, og ingen ser det. De svenske regler siger, at ét kort bliver tilovers, men ikke hvad der sker med det; SPD-S18 tager i stedet [[2C]] ud. Blind nil har intet bytte.',
        },
        {
          id: 'SPD-D15',
          title: 'Seks spillere',
          text: '102 kort (begge [[2C]] ude), 17 hver, makkerne over for hinanden, og af to ens kort vinder det først spillede. De svenske regler giver tre makkerpar og to kortspil; at det først spillede kort vinder, er svensk skik i andre spil med to kortspil.',
        },
        {
          id: 'SPD-D16',
          title: 'Overstik uden bags',
          text: 'Med bags slået fra giver hvert overstik stadig 1 point, men uden tæller og uden straf. De danske regler nævner, at nogle dropper bags-systemet, ikke pointet.',
        },
        {
          id: 'SPD-D17',
          title: 'Byttet ved blind nil',
          text: 'Den, der meldte blind nil, giver først; makkeren tager de to kort ind på hånden og giver to vilkårlige tilbage, også de samme. Det er den rækkefølge, de udgivne regler angiver.',
        },
      ],
    },
    {
      id: 'SPD-S',
      title: 'Indstillinger',
      intro: 'Vælges, før spillet begynder. Standardvalget står først.',
      rules: [
        {
          id: 'SPD-S1',
          title: 'Form',
          text: 'Hvem der spiller med hvem. Standard **4 spillere i 2 makkerpar**; ellers 4 spillere hver for sig, 3 spillere hver for sig med 17 kort og 6 spillere i 3 makkerpar (SPD-10.7, SPD-10.8).',
        },
        {
          id: 'SPD-S2',
          title: 'Pointmål',
          text: 'Den sum, der afslutter spillet. Standard **500**; ellers 300, 250, 200 eller et tal fra 100 til 1000.',
        },
        {
          id: 'SPD-S3',
          title: 'Ingen spar i første stik',
          text: 'Standard **til**: i første stik må du ikke lægge spar, når du ikke kan følge kulør, medmindre du kun har spar (SPD-6.5). Fra: første stik er som alle andre.',
        },
        {
          id: 'SPD-S4',
          title: 'Nil',
          text: 'Standard **tilladt, værd 100**; ellers værd 50 eller ikke tilladt, og så byder alle mindst 1. Blind nil har sin egen indstilling.',
        },
        {
          id: 'SPD-S5',
          title: 'Blind nil',
          text: 'Standard **tilladt, værd 200**; eller ikke tilladt.',
        },
        {
          id: 'SPD-S6',
          title: 'Blind nil kun for den, der er bagud',
          text: 'Standard **til**: kun et par (i cutthroat en spiller), der er mindst så langt bagud som grænsen (SPD-S7), kan melde blind nil. Fra: alle kan, uanset stillingen.',
        },
        {
          id: 'SPD-S7',
          title: 'Grænse for blind nil',
          text: 'Hvor langt bagud et par (i cutthroat en spiller) skal være ved håndens start. Standard **100** point eller et tal fra 0 til 500.',
        },
        {
          id: 'SPD-S8',
          title: 'Dobbelt nil',
          text: 'Standard **fra**. Til: begge makkere kan melde nil, og hver nil tælles for sig, eller alt eller intet for parret (±200).',
        },
        {
          id: 'SPD-S9',
          title: 'Månen',
          text: 'Standard **fra**. Til: en kontrakt på alle stik giver ±200 (eller en værdi fra 100 til 500), eller en holdt måne vinder spillet med det samme.',
        },
        {
          id: 'SPD-S10',
          title: 'Overstik',
          text: 'Standard **til**. Fra: hvert overstik giver stadig 1 point, men der er ingen tæller og ingen straf.',
        },
        {
          id: 'SPD-S11',
          title: 'Tælleren for overstik',
          text: 'Standard: overstik ud over grænsen **tages med videre**; eller tælleren nulstilles ved hver straf. Grænsen (**10**) og straffen (**100**) kan også ændres.',
        },
        {
          id: 'SPD-S12',
          title: 'Stik fra en nil, der gik ned',
          text: 'Standard **fra**: de bliver overstik. Til: de tæller med i makkerens kontrakt og er ikke overstik.',
        },
        {
          id: 'SPD-S13',
          title: 'Tabsgrænse',
          text: 'Standard **fra**. Til: et par (i cutthroat en spiller) på −200 eller derunder efter en hånd afslutter spillet (eller en grænse, I selv vælger). Står ikke i de svenske eller danske regler.',
        },
        {
          id: 'SPD-S14',
          title: 'Jokere',
          text: 'Standard **fra**. Til: to jokere, med [[2C]] og [[2H]] taget ud, eller [[2H]] og [[2D]] (SPD-10.3).',
        },
        {
          id: 'SPD-S15',
          title: 'Ens kort',
          text: 'Kun med seks spillere. Standard: af to ens kort vinder det, der blev **spillet først**; eller det, der blev spillet sidst.',
        },
        {
          id: 'SPD-S16',
          title: 'Fælles bud',
          text: 'Standard **fra**. Til: den første makker kommer med et forslag, og den anden fastlægger parrets kontrakt (SPD-10.6).',
        },
        {
          id: 'SPD-S17',
          title: 'Enhver spar bryder spar',
          text: 'Standard **fra**: kun en spar lagt på en anden kulør bryder spar. Til: enhver spar, der spilles, også én spillet ud fra en hånd med kun spar, bryder spar.',
        },
        {
          id: 'SPD-S18',
          title: 'Kortet tilovers med tre spillere',
          text: 'Standard: **det sidste kort lægges til side** uset; eller [[2C]] tages ud før givningen. Gælder ikke med jokere, for så gives alle 54 kort.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'stik',
      text: 'Ét kort fra hver spiller efter tur; højeste spar, ellers højeste kort i den udspillede kulør, tager stikket.',
      rules: ['SPD-7.1', 'SPD-7.2'],
    },
    {
      term: 'trumf',
      text: 'En kulør, der slår alle andre. I Spar er det altid spar; der er ingen trumfmelding.',
      rules: ['SPD-2.2'],
    },
    {
      term: 'giver',
      text: 'Den, der giver kortene. Efter hver hånd er det spilleren til venstre, der giver.',
      rules: ['SPD-3.2', 'SPD-4.1'],
    },
    {
      term: 'spille ud',
      text: 'At lægge det første kort i et stik. Spilleren til venstre for giveren spiller ud først, derefter den, der tog stikket.',
      rules: ['SPD-6.1', 'SPD-6.6'],
    },
    {
      term: 'følge kulør',
      text: 'At lægge et kort i den udspillede kulør. Det skal du, hvis du kan; ellers må du trumfe eller kaste af.',
      rules: ['SPD-6.4'],
    },
    {
      term: 'bud',
      text: 'Det antal stik, du byder på at tage; der bydes én gang, før spillet begynder.',
      rules: ['SPD-5.1', 'SPD-5.2'],
    },
    { term: 'kontrakt', text: 'Makkernes bud lagt sammen: de stik, parret skal have.', rules: ['SPD-5.3', 'SPD-8.1'] },
    {
      term: 'gå ned',
      text: 'At få færre stik end kontrakten: parret mister 10 point pr. budt stik.',
      rules: ['SPD-8.2'],
    },
    {
      term: 'nil',
      text: 'Et bud om ikke at tage et eneste stik; man melder nil. Det tælles for sig: plus eller minus 100.',
      rules: ['SPD-5.2', 'SPD-8.3'],
    },
    {
      term: 'blind nil',
      text: 'Nil meldt uden at have set kortene: plus eller minus 200. Normalt kun for den, der er mindst 100 point bagud; med makker byttes bagefter to kort hver vej.',
      rules: ['SPD-5.6', 'SPD-8.3'],
    },
    {
      term: 'overstik (bags)',
      text: 'Stik ud over buddet og stik taget af en nil-spiller: ét point hver, men hver gang tælleren når ti, koster det 100.',
      rules: ['SPD-8.5'],
    },
    {
      term: 'brudt spar',
      text: 'Spar er brudt, når nogen har trumfet med spar i et stik med en anden kulør; derefter kan der spilles spar ud.',
      rules: ['SPD-6.2', 'SPD-6.3'],
    },
    {
      term: 'makker',
      text: 'Spilleren over for dig; jeres bud bliver én kontrakt, og I får point sammen.',
      rules: ['SPD-1.1'],
    },
    { term: 'cutthroat', text: 'Spar uden makkerskab: alle spiller og får point for sig selv.', rules: ['SPD-10.7'] },
  ],
};
