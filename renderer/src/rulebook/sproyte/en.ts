// Sprøyte (rules.md §2, SPR) for players, in English.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'sproyte',
  title: 'Sprøyte',
  intro:
    'Sprøyte is a Norwegian trick game for three, each playing for themselves. After an exchange with a face-down stock, everybody tries to take more than four tricks, and every trick past four scores a point; in nullo it is the other way round, and every trick short of four scores. Once someone reaches 10 points, the highest total wins; a tie for the top plays on. It comes in three forms: standard (48 cards, the trump suit rotates), variasjonssprøyte (a revealed card decides nullo, trump or grand) and the talon form (swap your whole hand or keep it).',
  sections: [
    {
      id: 'SPR-1',
      title: 'Players and seats',
      rules: [
        {
          id: 'SPR-1.1',
          title: 'Three players',
          text: 'Sprøyte is for exactly three players, each on their own. There are no partners.',
        },
        {
          id: 'SPR-1.2',
          title: 'Dealer, forhånd and middle hand',
          text: "The roles move every deal. **Forhånd** sits on the dealer's left; the **middle hand** sits on forhånd's left, which is also the dealer's right. The dealer comes last.",
        },
        {
          id: 'SPR-1.3',
          title: 'Clockwise',
          text: 'Everything goes clockwise (COM-2.3): the deal, the exchange in the order forhånd, middle hand, dealer, and the play.',
        },
      ],
    },
    {
      id: 'SPR-2',
      title: 'Cards and ranking',
      rules: [
        {
          id: 'SPR-2.1',
          title: 'Standard form: 48 cards',
          text: 'The standard form takes out the four 2s, so three hands of 12 leave a stock of 12. Each suit runs from ace down to 3: [[AS]] is high, [[3S]] is low.',
        },
        {
          id: 'SPR-2.2',
          title: 'The other forms: 52 cards',
          text: 'Variasjonssprøyte and the talon form use all 52 cards, from ace down to 2.',
        },
        {
          id: 'SPR-2.3',
          title: 'The ace is high',
          text: 'The ace is the highest card in every contract, nullo included. The option SPR-S7 makes it the lowest, in nullo only.',
        },
        {
          id: 'SPR-2.4',
          title: 'One form per game',
          text: 'The form is chosen before the game starts (SPR-S1) and stays for the whole game.',
        },
      ],
    },
    {
      id: 'SPR-3',
      title: 'Dealer and deal number',
      rules: [
        { id: 'SPR-3.1', title: 'The first dealer', text: 'The first dealer is drawn by lot.' },
        {
          id: 'SPR-3.2',
          title: 'The deal passes left',
          text: 'After every deal the deal passes one seat to the left, so the last forhånd deals next (SPR-D2).',
        },
        {
          id: 'SPR-3.3',
          title: 'Deals are counted',
          text: 'Deals are numbered 1, 2, 3 … through the whole game, whoever deals. The number decides the trump (SPR-5.1) and keeps counting through any extra deals at the end (SPR-10.3).',
        },
      ],
    },
    {
      id: 'SPR-4',
      title: 'Shuffle, reveal and deal',
      rules: [
        { id: 'SPR-4.1', title: 'The dealer shuffles', text: 'The dealer shuffles before every deal (COM-3.2).' },
        {
          id: 'SPR-4.2',
          title: 'Variasjonssprøyte: the revealing cut',
          text: 'Before the deal forhånd cuts and shows the bottom card of the lifted packet (COM-4). That card decides the contract (SPR-5.3). Once the cut is completed, it lies at the bottom of the pack (SPR-D5).',
        },
        {
          id: 'SPR-4.3',
          title: 'Twelve cards each',
          text: 'In the standard form and in variasjonssprøyte the dealer deals one card at a time, forhånd first, until everybody holds 12. The rest is the face-down **stock**: 12 cards, or 16 in variasjonssprøyte, where the revealed card is the bottom card of the stock.',
        },
        {
          id: 'SPR-4.4',
          title: 'Talon form: four hands of 13',
          text: 'In the talon form the dealer deals one card at a time to forhånd, the middle hand, the dealer and the talon, thirteen times round. That makes three hands of 13 and a face-down **talon** of 13.',
        },
        { id: 'SPR-4.5', title: 'Pick up your hand', text: 'After the deal everybody looks at their own cards.' },
      ],
    },
    {
      id: 'SPR-5',
      title: 'Contract and trump',
      intro: 'You always know what you are playing for before you exchange, so you can exchange towards it.',
      rules: [
        {
          id: 'SPR-5.1',
          title: 'Standard form: the trump rotates',
          text: 'Every deal is a trump game, and the trump suit follows the deal number: deal 1 ♣, deal 2 ♠, deal 3 ♥, deal 4 ♦, deal 5 ♣ again, and so on. Trump is announced before the exchange.',
        },
        {
          id: 'SPR-5.2',
          title: 'Talon form: the same rotation',
          text: 'The talon form uses the same rotation, ♣ ♠ ♥ ♦ by deal number.',
        },
        {
          id: 'SPR-5.3',
          title: 'Variasjonssprøyte: the revealed card decides',
          text: "The rank of the revealed card fixes the contract for the deal:\n- 2 to 5: **nullo**, no trump, take as few tricks as you can\n- 6 to 10: **trump game**, the revealed card's suit is trump\n- jack to ace: **grand**, no trump, take as many tricks as you can\n\nSo [[7D]] means diamonds are trump, [[TC]] means clubs are trump (a ten is not grand), [[4S]] means nullo and [[QH]] means grand.",
        },
        {
          id: 'SPR-5.4',
          title: 'Known before the exchange',
          text: 'Everybody knows the contract and the trump suit before anybody exchanges.',
        },
      ],
    },
    {
      id: 'SPR-6',
      title: 'Exchange',
      intro: 'The exchange is where a Sprøyte hand is made: long suits for trump and grand, low cards for nullo.',
      rules: [
        {
          id: 'SPR-6.1',
          title: 'One exchange each',
          text: 'In the standard form and in variasjonssprøyte each player exchanges once, in the order forhånd, middle hand, dealer. You discard first and then draw as many from the stock (COM-6.1). Any number from 0 up to your limit is allowed.',
        },
        {
          id: 'SPR-6.2',
          title: 'How many you may exchange',
          text: 'Each seat has an allowance; what a player leaves unused passes on to the next, and the dealer may take all that is left.\n- Variasjonssprøyte (16 in the stock): forhånd up to 8, middle hand 5 plus what forhånd left, dealer the rest (3 plus everything unused)\n- Standard (12 in the stock): forhånd up to 6, middle hand 4 plus what forhånd left, dealer the rest (2 plus everything unused, SPR-D6)\n\nNobody may exchange more than 12, a whole hand.',
        },
        {
          id: 'SPR-6.3',
          title: 'The counts are announced',
          text: 'How many cards each player exchanged is announced. The discards stay hidden for good (COM-6.3).',
        },
        {
          id: 'SPR-6.4',
          title: 'The rest of the stock',
          text: 'Stock cards nobody draws stay face down and out of play. In variasjonssprøyte everybody knows the revealed card is the bottom card of the stock: only the dealer can get it, and only by taking every card that is left.',
        },
        {
          id: 'SPR-6.5',
          title: 'Talon form: the whole hand or nothing',
          text: 'The talon is offered to forhånd, then the middle hand, then the dealer. Taking it means laying your whole hand face down aside, unseen, and picking up the 13 talon cards. As soon as one player takes it, the offer ends and the others keep their hands. If all three say no, everybody plays the hand they were dealt and the talon stays unseen (SPR-D8).',
        },
      ],
    },
    {
      id: 'SPR-7',
      title: 'Play',
      rules: [
        {
          id: 'SPR-7.1',
          title: 'Forhånd leads',
          text: 'Forhånd leads to the first trick in every form, whoever exchanged.',
        },
        { id: 'SPR-7.2', title: 'Any card may be led', text: 'There are no restrictions on what you lead.' },
        {
          id: 'SPR-7.3',
          title: 'Follow suit',
          text: "Follow suit if you can (COM-5.3). If you can't, you may play any card: in a trump game that may be a trump or a card of another suit. You never have to trump, and never have to beat the trick.",
        },
        { id: 'SPR-7.4', title: 'The winner leads', text: 'Whoever wins a trick leads to the next one.' },
        {
          id: 'SPR-7.5',
          title: 'Every trick is played',
          text: 'There are 12 tricks (13 in the talon form), and all of them are played.',
        },
      ],
    },
    {
      id: 'SPR-8',
      title: 'Who wins the trick',
      rules: [
        {
          id: 'SPR-8.1',
          title: 'Trump game',
          text: 'In a trump game the highest trump wins if any trump was played; otherwise the highest card of the suit led. With spades trump: [[AH]] led, then [[KH]] and [[3S]] → the [[3S]] takes the trick.',
        },
        {
          id: 'SPR-8.2',
          title: 'Grand and nullo',
          text: 'Without trump the highest card of the suit led wins, and no other card can. [[5D]] led, then [[AC]] and [[2D]] → the [[5D]] wins.',
        },
        {
          id: 'SPR-8.3',
          title: 'Ace low in nullo',
          text: 'With the option SPR-S7 the ace ranks below the 2 in nullo deals only, so [[AH]] loses to [[2H]].',
        },
      ],
    },
    {
      id: 'SPR-9',
      title: 'Scoring',
      intro: 'Twelve tricks shared by three players is four each, so four tricks is par.',
      rules: [
        {
          id: 'SPR-9.1',
          title: 'Four tricks is the baseline',
          text: 'After each deal every player scores their own tricks, measured from four.',
        },
        {
          id: 'SPR-9.2',
          title: 'Trump game and grand',
          text: 'One point for every trick above four: 5 tricks score 1, 6 score 2, 7 score 3. Four tricks or fewer score 0. The same holds for the 13 tricks of the talon form.',
        },
        {
          id: 'SPR-9.3',
          title: 'Nullo',
          text: 'Here it goes the other way: one point for every trick below four. 3 tricks score 1, 1 trick scores 3, no tricks score 4. Four tricks or more score 0.',
        },
        {
          id: 'SPR-9.4',
          title: 'Never below zero',
          text: 'A deal never costs you points (SPR-D11), unless you switch on signed scoring (SPR-S8). Totals are running sums.',
        },
      ],
      examples: [
        'Standard, deal 2, spades trump. Tricks: forhånd 6, middle hand 4, dealer 2 → forhånd +2, the others 0.',
        'Variasjonssprøyte, revealed [[JH]]: grand. Tricks 5, 5 and 2 → +1, +1 and 0.',
        'Variasjonssprøyte, revealed [[3C]]: nullo. Tricks 1, 3 and 8 → +3, +1 and 0.',
        'Variasjonssprøyte, nullo. Tricks 0, 5 and 7 → +4, 0 and 0.',
        'Talon form (13 tricks), hearts trump. Tricks 7, 4 and 2 → +3, 0 and 0. Tricks 5, 5 and 3 → +1, +1 and 0.',
        'Running totals: before the deal A 7, B 9, C 4; the deal gives A +2, B 0, C +1 → A 9, B 9, C 5. Nobody has 10, so play goes on.',
      ],
    },
    {
      id: 'SPR-10',
      title: 'End of the game',
      rules: [
        { id: 'SPR-10.1', title: 'Play to 10', text: 'The target is 10 points; the setting SPR-S2 changes it.' },
        {
          id: 'SPR-10.2',
          title: 'Checked after a whole deal',
          text: 'Points are only written down when a deal has been scored, so the target is checked after each complete deal. A deal in progress is always played to the end (SPR-D9).',
        },
        {
          id: 'SPR-10.3',
          title: 'The highest total wins',
          text: 'Once at least one player has reached the target, the highest total wins, even if someone else reached it in the same deal. If two or three share the highest total, more complete deals are played, with dealer and trump moving on as usual, until one player alone is highest (SPR-D10). With SPR-S9 a tie is a shared win instead.',
        },
        {
          id: 'SPR-10.4',
          title: 'The final order',
          text: 'The others are placed by their totals; equal totals below the winner share a place.',
        },
      ],
    },
    {
      id: 'SPR-D',
      title: 'Decisions',
      intro: 'Where the Norwegian source text is silent or unclear, this is the rule the app plays, and why.',
      rules: [
        {
          id: 'SPR-D1',
          title: 'Clockwise',
          text: "Play goes clockwise. The source text sends the exchange from forhånd on the dealer's left round to the dealer, which is clockwise, and the other sources and northern European tables agree. COM-S1 mirrors the table if you prefer.",
        },
        {
          id: 'SPR-D2',
          title: 'The deal passes left',
          text: 'The deal passes to the left, so the last forhånd deals next. The source text is silent; the Icelandic relative Manni passes the deal clockwise.',
        },
        {
          id: 'SPR-D3',
          title: 'Which suit is trump',
          text: "When the revealed card is a 6 to 10, its own suit is trump. The source text only says that one suit is trump; the related Icelandic cut-card game uses the cut card's suit. SPR-S6 offers the rotation suit instead.",
        },
        {
          id: 'SPR-D4',
          title: 'Nullo: no trump, ace high',
          text: 'Nullo has no trump suit, and the ace stays high, as the source text says. Some play the ace low in nullo; that is the option SPR-S7.',
        },
        {
          id: 'SPR-D5',
          title: 'Where the revealed card goes',
          text: 'The cut is completed as usual, so the revealed card ends at the bottom of the pack and thus at the bottom of the stock. Everybody knows it is there; it reaches a hand only if the dealer takes the very last stock card. That is how the cut card stays in the pack in Manni and in Tribello.',
        },
        {
          id: 'SPR-D6',
          title: '6 / 4 / rest in the standard form',
          text: 'With a 12-card stock, forhånd may exchange up to 6, the middle hand 4 plus what forhånd left, the dealer the rest. The source text gives limits only for the 16-card stock (8 / 5 / 3, unused cards passing on), so the app scales that split to 12 and keeps the pass-on rule. It is an inference; SPR-S3 offers other splits.',
        },
        {
          id: 'SPR-D7',
          title: 'Discard before you draw',
          text: 'You put your discards away before you see the new cards. The source text only says you put away as many as you take; Manni and Tribello discard first, and it keeps the exchange a real choice.',
        },
        {
          id: 'SPR-D8',
          title: 'Nobody takes the talon',
          text: 'If all three decline, everybody plays the hand they were dealt, and the talon stays face down and unseen. Once one player has taken the talon nobody else may swap. The source text stops at "the offer moves on"; this is how Manni settles it.',
        },
        {
          id: 'SPR-D9',
          title: 'Reaching 10 in the middle of a deal',
          text: 'The game never stops in the middle of a deal: the target is checked only when the deal has been scored. The source text writes the points down after each deal, and only then do they exist.',
        },
        {
          id: 'SPR-D10',
          title: 'Several past 10, or a tie',
          text: 'The highest total wins, however many reached the target; a tie for the highest total is settled by playing more deals. The source text is silent; the Icelandic rules give the game to the player with most points. SPR-S9 makes a tie a shared win.',
        },
        {
          id: 'SPR-D11',
          title: 'No negative points',
          text: 'Points never go below zero, because the source text only rewards tricks above four (below four in nullo) and mentions no penalty. SPR-S8 switches on signed scoring: in trump and grand each trick below four also costs a point, in nullo each trick above four.',
        },
        {
          id: 'SPR-D12',
          title: 'The rotation starts with clubs',
          text: 'Deal 1 is ♣, then ♠, ♥ and ♦, following the deal number rather than the dealer. The source text names that order but no starting point. SPR-S5 offers the Icelandic order ♥ ♠ ♦ ♣.',
        },
        {
          id: 'SPR-D13',
          title: 'Who cuts, and the rank bands',
          text: "Forhånd, on the dealer's left, cuts, and 6 to 10 means trump, as the source text says. The Icelandic game uses 6 to 9 for trump and 10 to ace for grand; that is the option SPR-S4.",
        },
        {
          id: 'SPR-D14',
          title: 'The undrawn stock',
          text: 'Stock cards nobody draws stay face down and unseen (COM-6.4). The source text is silent, and showing them would give away what nobody drew.',
        },
      ],
    },
    {
      id: 'SPR-S',
      title: 'Settings',
      intro: 'Chosen before the game; the default plays the rules as written above.',
      rules: [
        {
          id: 'SPR-S1',
          title: 'Form',
          text: 'Standard, 48 cards (default); variasjonssprøyte, 52 cards; or the talon form, 52 cards. It changes the pack, the contract and the exchange (SPR-2, SPR-5, SPR-6).',
        },
        {
          id: 'SPR-S2',
          title: 'Target',
          text: 'The score that ends the game: 10 by default, anything from 5 to 30 (SPR-10.1).',
        },
        {
          id: 'SPR-S3',
          title: 'Exchange limits in the standard form',
          text: '6 / 4 / rest (default), 5 / 4 / rest, 4 / 4 / rest, or open: each player in turn may take anything that is left. Unused allowance still passes on (SPR-6.2).',
        },
        {
          id: 'SPR-S4',
          title: 'What the revealed card means',
          text: '2–5 nullo, 6–10 trump, jack–ace grand (default, as in the source text), or the Icelandic bands: 2–5 nullo, 6–9 trump, 10–ace grand (SPR-5.3).',
        },
        {
          id: 'SPR-S5',
          title: 'Trump order',
          text: '♣ ♠ ♥ ♦ (default) or the Icelandic ♥ ♠ ♦ ♣. It sets the rotation of the standard and talon forms (SPR-5.1).',
        },
        {
          id: 'SPR-S6',
          title: 'Trump in a variasjonssprøyte trump game',
          text: 'The suit of the revealed card (default), or the suit the rotation gives for this deal number (SPR-5.1).',
        },
        {
          id: 'SPR-S7',
          title: 'Ace low in nullo',
          text: 'Off (default) or on. On: in nullo deals the ace ranks below the 2 (SPR-8.3).',
        },
        {
          id: 'SPR-S8',
          title: 'Signed scoring',
          text: 'Off (default) or on. On: a deal can cost points. In trump and grand every trick below four costs a point (tricks − 4); in nullo every trick above four costs a point (4 − tricks).',
        },
        { id: 'SPR-S9', title: 'Tie at the top', text: 'Play more deals (default) or share the win (SPR-10.3).' },
      ],
    },
  ],
  glossary: [
    {
      term: 'forhånd',
      text: "The player on the dealer's left. Forhånd exchanges first, cuts in variasjonssprøyte and leads to the first trick.",
      rules: ['SPR-1.2', 'SPR-4.2', 'SPR-7.1'],
    },
    {
      term: 'middle hand',
      text: "The player between forhånd and the dealer, on the dealer's right. Exchanges second.",
      rules: ['SPR-1.2', 'SPR-6.1'],
    },
    {
      term: 'dealer',
      text: 'Shuffles, deals, exchanges last and may take everything left in the stock.',
      rules: ['SPR-1.2', 'SPR-6.2'],
    },
    {
      term: 'stock',
      text: 'The face-down cards left after the deal: 12 in the standard form, 16 in variasjonssprøyte.',
      rules: ['SPR-4.3', 'SPR-6.4'],
    },
    {
      term: 'talon',
      text: 'In the talon form, a fourth hand of 13 face-down cards that one player may take in place of their own hand.',
      rules: ['SPR-4.4', 'SPR-6.5'],
    },
    {
      term: 'exchange',
      text: 'Discarding cards face down and drawing as many from the stock.',
      rules: ['SPR-6.1', 'SPR-6.2'],
    },
    {
      term: 'trump',
      text: 'The suit that beats all others. In the standard form it rotates ♣ ♠ ♥ ♦ from deal to deal.',
      rules: ['SPR-5.1', 'SPR-8.1'],
    },
    {
      term: 'nullo',
      text: 'A contract without trump where you want few tricks: every trick below four scores.',
      rules: ['SPR-5.3', 'SPR-9.3'],
    },
    {
      term: 'grand',
      text: 'A contract without trump where you want many tricks: the highest card of the suit led wins.',
      rules: ['SPR-5.3', 'SPR-8.2'],
    },
    {
      term: 'variasjonssprøyte',
      text: 'The 52-card form in which a revealed card decides nullo, trump or grand.',
      rules: ['SPR-4.2', 'SPR-5.3'],
    },
    {
      term: 'revealed card',
      text: 'The card forhånd shows when cutting in variasjonssprøyte; it ends at the bottom of the stock.',
      rules: ['SPR-4.2', 'SPR-D5'],
    },
    {
      term: 'trick',
      text: 'One card from each of the three players. Four tricks is par.',
      rules: ['SPR-7.5', 'SPR-9.1'],
    },
    {
      term: 'target',
      text: 'The total that ends the game, 10 points unless you choose otherwise.',
      rules: ['SPR-10.1', 'SPR-S2'],
    },
  ],
};
