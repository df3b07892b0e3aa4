// The shared conventions (rules.md §1, COM) for players, in English.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'common',
  title: 'Shared conventions',
  intro:
    "These conventions hold in all three games: the cards, who sits where, how a trick is won, how an exchange with a stock works and what each player may know. Each game's own rule book builds on them and says where it differs.",
  sections: [
    {
      id: 'COM-1',
      title: 'Cards',
      intro: 'One ordinary pack does for every game, and only the number of tricks ever counts.',
      rules: [
        {
          id: 'COM-1.1',
          title: 'The pack',
          text: "Every game uses the ordinary 52-card pack: four suits ♠ ♥ ♦ ♣ and thirteen ranks from ace down to 2. Sprøyte's standard form takes the 2s out and plays with 48 cards.",
        },
        {
          id: 'COM-1.2',
          title: 'Ace high',
          text: 'In every suit the ace is highest and the lowest card in the pack is lowest: [[AS]] beats [[KS]], and [[2S]] is the lowest spade (the 3 in Sprøyte\'s 48-card pack). There are two exceptions: in Joker Spades the two jokers rank above the ace of spades (SPD-10.3), and the Sprøyte option "ace low in nullo" makes the ace lowest (SPR-S7).',
        },
        {
          id: 'COM-1.3',
          title: 'Suits have no order',
          text: 'No suit outranks another; a card of another suit can only win through trump. In a game without trump, [[AC]] played to a heart lead never beats [[2H]].',
        },
        {
          id: 'COM-1.4',
          title: 'Only tricks count',
          text: 'Cards carry no points in any of the three games. A trick full of aces is worth exactly as much as a trick of small cards: one trick.',
        },
        {
          id: 'COM-1.5',
          title: 'Jokers and double packs',
          text: 'Jokers such as [[BJ]] and [[LJ]] appear only in the Spades joker variant (SPD-10.3). Six-player Spades uses two packs, so every card exists twice; the app tells the two copies apart, so it always knows which one came first (SPD-7.3).',
        },
      ],
    },
    {
      id: 'COM-2',
      title: 'Seats and direction',
      intro: 'Who counts as "left" and "next" decides who deals, who leads and who exchanges first.',
      rules: [
        {
          id: 'COM-2.1',
          title: 'Seats round the table',
          text: 'Seats are numbered clockwise. The player on your left is the next seat clockwise, the player on your right the seat before you. You always sit at the bottom of the screen.',
        },
        { id: 'COM-2.2', title: 'The next player', text: '"The next player" always means the player on the left.' },
        {
          id: 'COM-2.3',
          title: 'Clockwise',
          text: 'Dealing, bidding, exchanging, playing to a trick and passing the deal all go clockwise, as at Scandinavian tables (SPR-D1, SPD-D1, TRB-D6). The setting COM-S1 mirrors the table; then every "left" in the rules means "right".',
        },
      ],
    },
    {
      id: 'COM-3',
      title: 'Shuffling and dealing',
      intro: 'The app shuffles from a seed number, so any deal can be dealt again exactly as it was.',
      rules: [
        {
          id: 'COM-3.1',
          title: 'The top card',
          text: 'The pack is a pile in a fixed order. Its top card is the first one dealt.',
        },
        {
          id: 'COM-3.2',
          title: 'Shuffling',
          text: 'The app shuffles with a random-number generator started from a seed number. The same number gives the same cards, which makes replays, lessons and bug reports possible (COM-S4). Lessons may also lay out fixed hands.',
        },
        {
          id: 'COM-3.3',
          title: 'One card at a time',
          text: 'Cards are dealt one at a time in the order the game gives, round and round, until everybody has their share.',
        },
        {
          id: 'COM-3.4',
          title: 'Undealt cards',
          text: 'Cards left after the deal keep their order. The top of the stock is the first card that was not dealt.',
        },
      ],
    },
    {
      id: 'COM-4',
      title: 'The revealing cut',
      intro:
        "In variasjonssprøyte and in Tribello's first round a cut card decides the deal. The cut shows that card to everybody and then puts it at the bottom of the pack.",
      rules: [
        {
          id: 'COM-4.1',
          title: 'Lifting a packet',
          text: 'The player who cuts lifts a packet off the top of the pack. The app always lifts at least four cards and leaves at least four.',
        },
        {
          id: 'COM-4.2',
          title: 'The revealed card',
          text: 'The bottom card of the lifted packet is turned face up for all to see. If it is [[7D]], everybody now knows the seven of diamonds and what it means for the deal.',
        },
        {
          id: 'COM-4.3',
          title: 'Completing the cut',
          text: 'The rest of the pack goes on top of the lifted packet, as in any cut. So the revealed card ends at the bottom of the pack and is dealt last (SPR-D5, TRB-D2). Everybody still knows which card it is.',
        },
        {
          id: 'COM-4.4',
          title: 'No shuffle after the cut',
          text: 'The cards are dealt straight after the cut, without another shuffle.',
        },
      ],
    },
    {
      id: 'COM-5',
      title: 'Tricks',
      intro:
        'All three games are plain trick games: follow suit if you can; the highest trump, or else the highest card of the suit led, wins.',
      rules: [
        {
          id: 'COM-5.1',
          title: 'A trick',
          text: 'A trick is one card from each player, played clockwise, starting with the leader.',
        },
        {
          id: 'COM-5.2',
          title: 'Leading',
          text: 'The leader may lead any card the game allows. Only Spades restricts leads: spades must be broken first (SPD-6.2).',
        },
        {
          id: 'COM-5.3',
          title: 'Follow suit',
          text: 'If you hold a card of the suit led, you must play one, whichever you like. Only when you have none of that suit may you play any card. Spades adds one limit on the first trick (SPD-6.5).',
        },
        {
          id: 'COM-5.4',
          title: 'No duty to beat or to trump',
          text: 'You never have to beat the cards already played, and a player who cannot follow never has to trump. You may always play low, as long as you follow suit when you can.',
        },
        {
          id: 'COM-5.5',
          title: 'Who wins the trick',
          text: 'If the game has trump and the trick holds a trump, the highest trump wins. Otherwise the highest card of the suit led wins, and a card of any other suit never does. With hearts trump: [[KD]] led, then [[AD]] and [[2H]] → the [[2H]] takes the trick.',
        },
        {
          id: 'COM-5.6',
          title: 'The winner leads',
          text: 'Whoever wins a trick leads to the next one. Every trick of a deal is played out; nobody claims the rest (COM-D1).',
        },
        {
          id: 'COM-5.7',
          title: 'Played cards are public',
          text: 'Everybody sees every card that is played. How far back you can look at earlier tricks is a table setting (COM-S2).',
        },
      ],
    },
    {
      id: 'COM-6',
      title: 'Exchanging with a stock',
      intro:
        'Sprøyte and Tribello let you improve your hand from a face-down pile. You choose what to give up before you see what you get.',
      rules: [
        {
          id: 'COM-6.1',
          title: 'Discard first, then draw',
          text: 'Choose the cards you want rid of, lay them face down on your own discard pile, then take as many from the top of the stock. You never see the new cards before you have chosen your discards (SPR-D7).',
        },
        { id: 'COM-6.2', title: 'Keeping your hand', text: 'Exchanging no cards at all is always allowed.' },
        {
          id: 'COM-6.3',
          title: 'The count is public, the cards are not',
          text: 'Everybody is told how many cards you exchanged. Which cards you discarded only you know; nobody else ever sees them, and they are out of play for the rest of the deal.',
        },
        {
          id: 'COM-6.4',
          title: 'The undrawn stock',
          text: 'Stock cards that nobody draws stay face down and unseen, out of play for the deal.',
        },
        {
          id: 'COM-6.5',
          title: 'A fresh pack every deal',
          text: 'For the next deal all the cards are gathered and shuffled again.',
        },
      ],
    },
    {
      id: 'COM-7',
      title: 'What you may know',
      intro: 'You know exactly what a player at a real table would know, and the computer players know no more.',
      rules: [
        {
          id: 'COM-7.1',
          title: 'Hidden',
          text: "You cannot see the other players' hands, the stock, pickup or talon, or anybody else's discards.",
        },
        {
          id: 'COM-7.2',
          title: 'Public',
          text: 'Everybody sees all bids, the trump suit, the revealed card, every card played, how many tricks each player has taken so far in the deal, how many cards each player exchanged, the scores and the bag counts.',
        },
        {
          id: 'COM-7.3',
          title: 'No peeking',
          text: 'The computer players decide only from what their own seat could know. They never see your hand or the stock.',
        },
      ],
    },
    {
      id: 'COM-D',
      title: 'Decisions',
      intro: 'Where the source rules are silent, this is the rule the app plays, and why.',
      rules: [
        {
          id: 'COM-D1',
          title: 'Every trick is played',
          text: 'The app always plays every trick out, card by card; nobody claims or concedes the rest. None of the source rules mentions claiming, and playing on leaves the trick count beyond doubt.',
        },
      ],
    },
    {
      id: 'COM-S',
      title: 'Settings',
      intro: 'These options exist in every game and are chosen before it starts.',
      rules: [
        {
          id: 'COM-S1',
          title: 'Direction of play',
          text: 'Clockwise (default) or counter-clockwise. Counter-clockwise mirrors the whole table: the deal passes to the right and every "left" in the rules means "right"; seats and partners stay where they are.',
        },
        {
          id: 'COM-S2',
          title: 'Looking back at tricks',
          text: 'How many played tricks you can look back at: the last trick (default), every trick of the deal, or none. It changes only what is shown, never the rules.',
        },
        {
          id: 'COM-S3',
          title: 'How well the computers play',
          text: 'For each computer player: Beginner, Casual (default), Strong or Expert. It is not a rule of the game: it changes only how the computers play. No level looks at hidden cards.',
        },
        {
          id: 'COM-S4',
          title: 'The shuffle number',
          text: 'Shuffle afresh (default) or use a fixed shuffle number. The same number and the same moves give the same game, so you can replay a deal or report a bug.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'trick',
      text: 'One card from each player, won by one of them. Only tricks count, never the cards in them.',
      rules: ['COM-5.1', 'COM-1.4'],
    },
    {
      term: 'lead',
      text: 'To play the first card of a trick. Whoever wins a trick leads to the next.',
      rules: ['COM-5.2', 'COM-5.6'],
    },
    {
      term: 'follow suit',
      text: 'To play a card of the suit that was led, which you must do if you can.',
      rules: ['COM-5.3'],
    },
    {
      term: 'void',
      text: 'Having no cards of a suit. A void player may play any card.',
      rules: ['COM-5.3', 'COM-5.4'],
    },
    {
      term: 'trump',
      text: 'A suit that beats all the others. A low trump such as [[2H]] beats an ace of another suit when hearts are trump.',
      rules: ['COM-5.5'],
    },
    {
      term: 'dealer',
      text: 'The player who shuffles and deals. The job passes round the table from deal to deal.',
      rules: ['COM-2.3'],
    },
    {
      term: 'deal',
      text: 'One round of dealing, any exchange and playing every trick, followed by the scoring.',
      rules: ['COM-3.3', 'COM-6.5'],
    },
    {
      term: 'cut',
      text: 'Lifting a packet off the pack and putting the rest on top of it.',
      rules: ['COM-4.1', 'COM-4.3'],
    },
    {
      term: 'revealed card',
      text: 'The bottom card of the lifted packet, shown to everybody during a revealing cut.',
      rules: ['COM-4.2'],
    },
    {
      term: 'stock',
      text: 'Face-down cards left after the deal, used for exchanging (in Tribello: the pickup).',
      rules: ['COM-3.4', 'COM-6.1'],
    },
    {
      term: 'discard',
      text: 'A card you put away face down in an exchange. Nobody else ever sees it.',
      rules: ['COM-6.1', 'COM-6.3'],
    },
    { term: 'seed', text: 'The shuffle number. The same seed deals the same cards.', rules: ['COM-3.2', 'COM-S4'] },
  ],
};
