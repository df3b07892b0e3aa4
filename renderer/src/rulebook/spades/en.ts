// The Spades rule book in English, written for players from rules.md §3 and the Swedish and
// Danish seeds. Where rules.md has a decision (SPD-D…) the text states the rule the app plays.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'spades',
  title: 'Spades',
  intro:
    'Spades is a partnership game for four: you and the player opposite against the other two. Before each hand every player bids how many tricks they will take, and partners add their bids into one contract. Spades are always trump. Make your contract and you score, fall short and you lose points, take too many and the bags catch up with you. Once a side reaches 500, the higher total wins; a tie plays on.',
  sections: [
    {
      id: 'SPD-1',
      title: 'Players and seats',
      intro: 'Four players in two sides of two. Your partner sits opposite you.',
      rules: [
        {
          id: 'SPD-1.1',
          title: 'Two sides of two',
          text: 'Partners sit opposite each other, so each side holds every other seat: you and the player across from you against the players on your left and right.',
        },
        {
          id: 'SPD-1.2',
          title: 'Clockwise',
          text: 'Dealing, bidding and play all go clockwise: from you to the player on your left, then your partner, then the player on your right. (COM-S1 can turn the whole table the other way.)',
        },
        {
          id: 'SPD-1.3',
          title: 'Other formats',
          text: 'You can also play everyone for themselves (**cutthroat**) with four or three players, or six players in three sides of two: see SPD-10.7 and SPD-10.8.',
        },
        {
          id: 'SPD-1.4',
          title: 'No table talk',
          text: 'Partners may tell each other nothing except through their bids and the cards they play. The computer players keep to this too: they decide only from what their own seat can see.',
        },
      ],
    },
    {
      id: 'SPD-2',
      title: 'Deck and ranking',
      rules: [
        {
          id: 'SPD-2.1',
          title: 'An ordinary deck',
          text: 'A standard 52-card deck without jokers. In every suit the ace is high and the two is low: A K Q J 10 9 8 7 6 5 4 3 2.',
        },
        {
          id: 'SPD-2.2',
          title: 'Spades are always trump',
          text: 'There is no trump to bid for: spades are trump in every hand, which is where the game gets its name. So [[AS]] is the highest card in the deck, then [[KS]], [[QS]] and on down to [[2S]].',
        },
        {
          id: 'SPD-2.3',
          title: 'Jokers and two decks',
          text: 'Jokers come in only with Joker Spades (SPD-10.3); six players use two decks (SPD-10.8).',
        },
      ],
    },
    {
      id: 'SPD-3',
      title: 'The dealer',
      rules: [
        {
          id: 'SPD-3.1',
          title: 'The first dealer',
          text: 'The app draws the first dealer at random.',
        },
        {
          id: 'SPD-3.2',
          title: 'The deal moves left',
          text: 'After every hand the deal passes to the next player on the left.',
        },
      ],
    },
    {
      id: 'SPD-4',
      title: 'Dealing',
      rules: [
        {
          id: 'SPD-4.1',
          title: 'One card at a time',
          text: 'The dealer deals one card at a time, clockwise, starting with the player on their left, until the whole deck is out. No card is turned up, and with four or six players nothing is left over (with three, see SPD-10.7).',
        },
        {
          id: 'SPD-4.2',
          title: 'How many cards',
          text: 'Four players get **13** cards each. Three players in cutthroat and six players get **17**; three or six players with jokers get **18**. A hand has as many tricks as each player has cards.',
        },
      ],
    },
    {
      id: 'SPD-5',
      title: 'Bidding',
      intro:
        'The bid is the heart of Spades: the aim is not to take as many tricks as you can, but as many as you promised.',
      rules: [
        {
          id: 'SPD-5.1',
          title: 'One round, everyone bids',
          text: 'Bidding starts with the player on the dealer’s left and goes once round the table. Everyone must bid: there is no pass, a bid cannot be changed, and it need not be higher than the bids before it.',
        },
        {
          id: 'SPD-5.2',
          title: 'What you can bid',
          text: 'A number of tricks from 1 to 13 (with three or six players up to 17, or 18 when they play with jokers); **Nil**, a promise to take no trick at all; or **Blind Nil**, a nil bid before you look at your cards (SPD-5.6). A bare 0 is not a bid: if you want neither nil’s bonus nor its risk, bid at least 1.',
        },
        {
          id: 'SPD-5.3',
          title: 'The side’s contract',
          text: 'Partners play for one contract, so their bids are added up; a nil adds nothing. You bid 4 and your partner 3: your side must take 7 tricks. One opponent bids 1 and the other nil: their side must take 1, and the nil bidder must take none.',
        },
        {
          id: 'SPD-5.4',
          title: 'Bids need not make 13',
          text: 'The bids may add up to less than 13, and then somebody takes more than they bid; or to more than 13, and then at least one side must fail. Both are normal.',
        },
        {
          id: 'SPD-5.5',
          title: 'One nil per side',
          text: 'Once you or your partner has bid Nil or Blind Nil, the other must bid a number, 1 or more. Double nil (SPD-10.5) lifts this.',
        },
        {
          id: 'SPD-5.6',
          title: 'Blind Nil',
          text: 'Blind Nil is a comeback bid: a nil made before you see your cards, worth ±200 (SPD-8.3).\n\n- You may bid it only if Blind Nil is on (SPD-S5) and your side is at least **100** points behind at the start of the hand (SPD-S6, SPD-S7); with more than two sides, behind the leading side.\n- Your cards stay face down until you press “Look at my cards”. Looking cannot be undone, and once you have looked, Blind Nil is gone for this hand. Computer players decide from the score alone.\n- When everyone has bid, you look, pass two cards face down to your partner, and your partner passes any two back, even the ones just received. In cutthroat there is no partner and no exchange.',
        },
        {
          id: 'SPD-5.7',
          title: 'Bids stay on show',
          text: 'All bids are public and stay visible for the whole hand, so you can always see what each side needs.',
        },
      ],
    },
    {
      id: 'SPD-6',
      title: 'Play',
      rules: [
        {
          id: 'SPD-6.1',
          title: 'The first lead',
          text: 'The player on the dealer’s left leads to the first trick.',
        },
        {
          id: 'SPD-6.2',
          title: 'No spade lead until spades are broken',
          text: 'You may not lead a spade until spades are broken (SPD-6.3), unless you hold nothing but spades. The rule stops a player long in spades from leading them at once and pulling everybody’s trumps.',
        },
        {
          id: 'SPD-6.3',
          title: 'Breaking spades',
          text: 'Spades are broken the first time someone who cannot follow plays a spade to a trick led in another suit: hearts are led, you have none, and your [[3S]] breaks spades. Leading a spade from a hand of only spades does not break them. Once broken, spades stay broken for the rest of the hand.',
        },
        {
          id: 'SPD-6.4',
          title: 'Follow suit',
          text: 'If you have a card of the suit led, you must play one; any one will do, you need not beat. If you have none, play what you like: a spade to trump, or another card to throw away (but see SPD-6.5).',
        },
        {
          id: 'SPD-6.5',
          title: 'No spade on the first trick',
          text: 'On the first trick of a hand, a player who cannot follow suit may not play a spade unless they hold only spades. [[7H]] is led and you have no hearts: throw a diamond or a club, not [[2S]]. The rule comes from the Swedish rules; SPD-S3 turns it off.',
        },
        {
          id: 'SPD-6.6',
          title: 'The winner leads',
          text: 'Whoever wins a trick leads to the next. All the tricks are played out, 13 with four players; nobody claims the rest.',
        },
      ],
    },
    {
      id: 'SPD-7',
      title: 'Who wins the trick',
      rules: [
        {
          id: 'SPD-7.1',
          title: 'The highest spade',
          text: 'If the trick holds a spade, the highest spade wins. [[AH]] is led and someone trumps with [[2S]]: the two of spades takes the trick.',
        },
        {
          id: 'SPD-7.2',
          title: 'Otherwise the highest card of the suit led',
          text: 'With no spade in the trick, the highest card of the suit led wins; a card of another suit never wins. [[9D]] led, then [[AC]] [[TD]] [[4D]]: [[TD]] wins.',
        },
        {
          id: 'SPD-7.3',
          title: 'Two identical cards',
          text: 'With six players there are two of every card. If the two highest cards in a trick are the same, the one played first wins (SPD-S15 can make it the last).',
        },
      ],
    },
    {
      id: 'SPD-8',
      title: 'Scoring',
      intro: 'Each side is scored after every hand. Only tricks count; the cards themselves are worth nothing.',
      rules: [
        {
          id: 'SPD-8.1',
          title: 'Contract made',
          text: 'Take at least your contract and you score **10** for every trick bid, plus **1** for every trick over. Bid 7 and take 9: 70 + 2 = 72.',
        },
        {
          id: 'SPD-8.2',
          title: 'Contract set',
          text: 'Take fewer tricks than your contract and you lose **10** for every trick bid, with nothing for the tricks you did take. One short or five short costs the same: bid 7 and take 6, or take 2, and it is −70 either way.',
        },
        {
          id: 'SPD-8.3',
          title: 'Nil and Blind Nil',
          text: 'A nil bidder who takes no trick scores **+100**; one who takes even one trick loses **100**. Blind Nil is worth **±200**. A nil is scored on its own, whether or not the partner makes the contract (SPD-S4 can make an ordinary nil worth 50).',
        },
        {
          id: 'SPD-8.4',
          title: 'A nil bidder’s tricks',
          text: 'The partner bid for their own tricks, so tricks the nil bidder takes never count toward the contract. Each of them is a **bag** instead: one point, and one more on the bag count (SPD-8.5). SPD-S12 lets them count for the partner.',
        },
        {
          id: 'SPD-8.5',
          title: 'Bags',
          text: 'Every bag (a trick over the contract, or a trick taken by a nil bidder) scores 1 point now but goes on your side’s bag count; each time the count reaches **10**, the side loses **100** and the count drops by 10. Bags over ten carry over: 12 bags cost 100 and leave 2. Bags are what stops you bidding low to play safe.',
        },
        {
          id: 'SPD-8.6',
          title: 'The hand’s score',
          text: 'A side’s score for the hand is all of the above added together, and totals can go below zero. The bag count is kept apart from the score and shown beside it.',
        },
        {
          id: 'SPD-8.7',
          title: 'A side of nil bidders only',
          text: 'With double nil (SPD-10.5) both partners may bid nil. Then the side has no contract to make or lose, and every trick it takes is a bag.',
        },
      ],
      examples: [
        '**1.** Bids 4 + 3 = 7, tricks 5 + 4 = 9: 70 for the contract and 2 bags, **+72**. Bag count 0 → 2.',
        '**2.** Bids 2 + 3 = 5, tricks 1 + 3 = 4: the contract is set, **−50**. No bags.',
        '**3.** Nil + 5; the nil bidder takes none, the partner 6: 100 for the nil, 50 for the contract and 1 bag, **+151**. Bag count 0 → 1.',
        '**4.** Nil + 4; the nil bidder takes 1, the partner 3: −100 for the nil and −40 for the contract (the nil’s trick does not help), +1 for that trick as a bag, **−139**. Bag count 0 → 1.',
        '**5.** As example 4, but with SPD-S12 (a failed nil’s tricks count for the partner): 1 + 3 makes the 4, so −100 + 40 = **−60**. No bags.',
        '**6.** Nil + 4; the nil bidder takes 2, the partner 5: −100 for the nil, 40 for the contract, 1 overtrick and 2 bags from the nil, **−57**. Bag count 0 → 3.',
        '**7.** Blind Nil + 6; the blind nil bidder takes none, the partner 6: 200 + 60 = **+260**.',
        '**8.** Bids 3 + 2 = 5, 8 tricks, 8 bags already: 50 + 3 = 53, but the count reaches 11, so −100: **−47** (238 becomes 191). Bag count 8 → 1.',
        '**9.** Bids 3 + 3 = 6, 10 tricks, 6 bags already: 60 + 4 = 64, the count reaches 10, −100: **−36**. Bag count 6 → 0.',
        '**10.** With SPD-S11 (reset): bid 5, 9 tricks, 8 bags already: 50 + 4 = 54, −100: **−46**, and the count goes to 0 instead of 2.',
        '**11.** Nil worth 50 (SPD-S4): Nil + 4, tricks 0 + 4: 50 + 40 = **+90**.',
        '**12.** Double nil (SPD-S8), tricks 0 + 1: +100 for the nil made, −100 for the nil lost, 1 bag: **+1**. Bag count 0 → 1.',
        '**13.** Moon on (SPD-S9): bids 7 + 6 = 13 and all 13 tricks taken: **+200** instead of 130.',
        '**14.** Moon on: bids 7 + 6 = 13 and 12 tricks taken: **−200**.',
      ],
    },
    {
      id: 'SPD-9',
      title: 'End of the game',
      rules: [
        {
          id: 'SPD-9.1',
          title: 'The target',
          text: 'The game is played to **500** points. SPD-S2 sets a shorter game: 300, 250, 200 or a number of your own.',
        },
        {
          id: 'SPD-9.2',
          title: 'Who wins',
          text: 'After every hand, with bag penalties counted, if any side has reached the target, the side with the higher total wins, even if both sides passed the target in the same hand.',
        },
        {
          id: 'SPD-9.3',
          title: 'An exact tie',
          text: 'If the highest totals are exactly equal, another hand is played, and more if needed, until one side alone is ahead.',
        },
        {
          id: 'SPD-9.4',
          title: 'A losing score',
          text: 'A house rule, off unless you choose it (SPD-S13): a side at −200 or lower after a hand ends the game, and the highest total wins. If another side reaches the target in the same hand, SPD-9.2 decides first.',
        },
      ],
    },
    {
      id: 'SPD-10',
      title: 'Variants',
      intro: 'Each variant is a setting; the rules above are the game with every setting at its default.',
      rules: [
        {
          id: 'SPD-10.1',
          title: 'Nil worth 50',
          text: 'Some groups value an ordinary nil at 50 instead of 100 (SPD-S4). Blind Nil stays at 200.',
        },
        {
          id: 'SPD-10.2',
          title: 'A shorter game',
          text: 'Play to a lower target, such as 200, when you have less time (SPD-S2).',
        },
        {
          id: 'SPD-10.3',
          title: 'Joker Spades',
          text: 'Two jokers join the spades as the two highest trumps: [[BJ]] the Big Joker beats [[LJ]] the Little Joker, which beats [[AS]]. They are spades in every way: you must follow a spade lead with a joker if it is your only spade, and SPD-6.2, SPD-6.3 and SPD-6.5 apply to them. To keep 52 cards, [[2C]] and [[2H]] come out (or [[2H]] and [[2D]]); three players keep all 54 cards (18 each), and six players use four jokers and 108 cards (18 each).',
        },
        {
          id: 'SPD-10.4',
          title: 'Moon (Boston)',
          text: 'A side can bid every trick in the hand. It scores **+200** if it takes them all and **−200** if it misses one, instead of the usual contract score (SPD-S9); or, if you choose, a moon made wins the game outright. Any nil of the same side is still scored.',
        },
        {
          id: 'SPD-10.5',
          title: 'Double nil',
          text: 'Both partners may bid nil (SPD-S8). Each nil is scored on its own: both made is +200, one made and one lost is 0, both lost is −200. Or, if you choose, the pair scores all or nothing: ±200.',
        },
        {
          id: 'SPD-10.6',
          title: 'Team bid',
          text: 'Partners bid one contract between them instead of two (SPD-S16). The first of them to bid says Nil or Blind Nil, which binds, or a number that is only a suggestion; the second then fixes the side’s contract. Scoring is unchanged.',
        },
        {
          id: 'SPD-10.7',
          title: 'Cutthroat',
          text: 'Everyone plays for themselves: your contract is your own bid, and nil, Blind Nil (without an exchange), bags and the target are counted per player. Four players deal as usual. Three players get 17 cards each and the 52nd card goes aside face down, unseen (or [[2C]] comes out first); bids go up to 17, and Blind Nil is measured against the leading player.',
        },
        {
          id: 'SPD-10.8',
          title: 'Six players',
          text: 'Three sides of two with two decks shuffled together and both [[2C]] taken out: 102 cards, 17 each, bids up to 17. Partners sit opposite, three seats apart. Of two identical cards the first played wins (SPD-7.3), and a moon is a contract of 17.',
        },
        {
          id: 'SPD-10.9',
          title: 'No bags',
          text: 'The Danish rules mention groups that play without bags (SPD-S10): overtricks still score a point each, but no bag count is kept and there is no penalty.',
        },
      ],
    },
    {
      id: 'SPD-D',
      title: 'How the app decides',
      intro:
        'Where the Swedish and Danish rules are silent or disagree, the app has to choose. Here is each choice and why; most can be changed in the settings.',
      rules: [
        {
          id: 'SPD-D1',
          title: 'Clockwise',
          text: 'The app deals, bids and plays clockwise. The Swedish rules say so (“medsols”), the Danish only that the player left of the dealer starts, and the international rules agree.',
        },
        {
          id: 'SPD-D2',
          title: 'No spade on the first trick',
          text: 'On by default, except for a player who holds only spades. The Swedish rules have this ban and the Danish do not mention it; since one source states it, it is the default, and SPD-S3 turns it off.',
        },
        {
          id: 'SPD-D3',
          title: 'A failed nil’s tricks',
          text: 'They do not count toward the partner’s contract; each is a bag worth 1 point. The Swedish and Danish rules both count the partner’s bid on its own, and the published rules score the nil’s tricks as bags (SPD-S12 changes this).',
        },
        {
          id: 'SPD-D4',
          title: 'Bags over ten carry over',
          text: 'At ten bags the side loses 100 and the count drops by 10, so 12 bags leave 2. The Swedish rules say bags show as the last digit of the score, which only works if the extra bags carry over; SPD-S11 resets the count to zero, as the Danish rules say.',
        },
        {
          id: 'SPD-D5',
          title: 'Both sides past the target, and ties',
          text: 'The higher total wins, even when both sides pass the target in one hand; on an exact tie more hands are played until one side leads. The Swedish and Danish rules only say “first to 500”; this is what the common published rules do.',
        },
        {
          id: 'SPD-D6',
          title: 'Only one nil per side',
          text: 'One partner must bid a number. The Swedish rules list double nil as a variant, so the basic game does not have it, and most rules agree; SPD-S8 allows it.',
        },
        {
          id: 'SPD-D7',
          title: 'When Blind Nil is allowed',
          text: 'Only for a side at least 100 points behind, measured at the start of the hand (with more than two sides, against the leading side). The Swedish and Danish rules both name this condition as common practice; SPD-S6 and SPD-S7 change it.',
        },
        {
          id: 'SPD-D8',
          title: 'Blind Nil when nil is worth 50',
          text: 'The 50 option changes only the ordinary nil; Blind Nil stays at ±200. The Swedish rules make Blind Nil worth double and mention 50 only for the ordinary nil.',
        },
        {
          id: 'SPD-D9',
          title: 'A spade led from a hand of spades',
          text: 'It does not break spades: only a spade played to another suit does. That is how the Swedish and Danish rules describe breaking, a spade played because you cannot follow; SPD-S17 gives the looser rule.',
        },
        {
          id: 'SPD-D10',
          title: 'Which twos go with jokers',
          text: '[[2C]] and [[2H]] come out. The Danish rules say “two low cards” without naming them, and these two are the usual choice; SPD-S14 offers [[2H]] and [[2D]].',
        },
        {
          id: 'SPD-D11',
          title: 'Moon score',
          text: 'A side shoots the moon when its contract is every trick in the hand. It scores +200 if it takes them all and −200 if it misses one: all or nothing, like a nil. The Swedish rules promise “a large bonus” without a number; 200 instead of 130 is a published value (SPD-S9).',
        },
        {
          id: 'SPD-D12',
          title: 'Double nil score',
          text: 'Each nil is scored on its own: +200 if both are made, 0 if one fails, −200 if both fail. The Swedish rules promise a bigger bonus without a number; SPD-S8 offers ±200 for the pair instead.',
        },
        {
          id: 'SPD-D13',
          title: 'How a team bids',
          text: 'The first partner makes a suggestion, the second fixes the contract. The Swedish rules say the partners agree on one bid, but table talk is not allowed (SPD-1.4), so the suggestion is how they agree.',
        },
        {
          id: 'SPD-D14',
          title: 'The odd card with three players',
          text: 'The last card dealt goes aside face down and nobody sees it. The Swedish rules say one card is left over without saying where it goes; SPD-S18 takes out [[2C]] instead. Blind Nil has no exchange.',
        },
        {
          id: 'SPD-D15',
          title: 'Six players',
          text: '102 cards (both [[2C]] out), 17 each, partners opposite, and of two identical cards the first played wins. The Swedish rules give three teams and two decks; first-played-wins is the Swedish custom in other two-deck games.',
        },
        {
          id: 'SPD-D16',
          title: 'Overtricks without bags',
          text: 'With bags off, overtricks still score 1 point each, with no count and no penalty. The Danish rules mention dropping the bag system but say nothing about the overtrick point.',
        },
        {
          id: 'SPD-D17',
          title: 'The Blind Nil exchange',
          text: 'The Blind Nil bidder passes first; the partner adds the two cards to their hand and passes back any two, even the ones just received. That is the order the published rules give.',
        },
      ],
    },
    {
      id: 'SPD-S',
      title: 'Settings',
      intro: 'Chosen before the game starts. The default comes first.',
      rules: [
        {
          id: 'SPD-S1',
          title: 'Format',
          text: 'Who plays with whom. Default **4 players in 2 partnerships**; also 4-player cutthroat, 3-player cutthroat with 17 cards, and 6 players in 3 partnerships (SPD-10.7, SPD-10.8).',
        },
        {
          id: 'SPD-S2',
          title: 'Target',
          text: 'The score that ends the game. Default **500**; also 300, 250, 200 or a number of your own from 100 to 1000.',
        },
        {
          id: 'SPD-S3',
          title: 'No spade on the first trick',
          text: 'Default **on**: a player who cannot follow to the first trick may not play a spade unless they hold only spades (SPD-6.5). Off: the first trick is like any other.',
        },
        {
          id: 'SPD-S4',
          title: 'Nil',
          text: 'Default **allowed, worth 100**; also worth 50, or not allowed (then everyone bids at least 1). Blind Nil has its own setting.',
        },
        {
          id: 'SPD-S5',
          title: 'Blind Nil',
          text: 'Default **allowed, worth 200**; or not allowed.',
        },
        {
          id: 'SPD-S6',
          title: 'Blind Nil only when behind',
          text: 'Default **on**: only a side behind by the threshold (SPD-S7) may bid Blind Nil. Off: any player may, whatever the score.',
        },
        {
          id: 'SPD-S7',
          title: 'Blind Nil threshold',
          text: 'How far behind a side must be at the start of the hand. Default **100** points, or a number of your own from 0 to 500.',
        },
        {
          id: 'SPD-S8',
          title: 'Double nil',
          text: 'Default **off**. On: both partners may bid nil, each nil scored on its own, or all or nothing for the pair (±200).',
        },
        {
          id: 'SPD-S9',
          title: 'Moon',
          text: 'Default **off**. On: a contract of every trick scores ±200 (or your own value, 100 to 500), or a moon made wins the game outright.',
        },
        {
          id: 'SPD-S10',
          title: 'Bags',
          text: 'Default **on**. Off: overtricks still score 1 point each, but there is no bag count and no penalty.',
        },
        {
          id: 'SPD-S11',
          title: 'Bag count',
          text: 'Default: bags over the limit **carry over**; or the count goes back to zero at each penalty. The limit (**10**) and the penalty (**100**) can be changed too.',
        },
        {
          id: 'SPD-S12',
          title: 'A failed nil’s tricks',
          text: 'Default **off**: they are bags. On: they count toward the partner’s contract and are not bags.',
        },
        {
          id: 'SPD-S13',
          title: 'Losing score',
          text: 'Default **off**. On: a side at −200 or below after a hand ends the game (or a score of your own). Not in the Swedish or Danish rules.',
        },
        {
          id: 'SPD-S14',
          title: 'Jokers',
          text: 'Default **off**. On: two jokers, with [[2C]] and [[2H]] taken out, or [[2H]] and [[2D]] (SPD-10.3).',
        },
        {
          id: 'SPD-S15',
          title: 'Identical cards',
          text: 'Six players only. Default: of two identical cards the **first played** wins; or the last.',
        },
        {
          id: 'SPD-S16',
          title: 'Team bid',
          text: 'Default **off**. On: the first partner makes a suggestion and the second fixes the side’s contract (SPD-10.6).',
        },
        {
          id: 'SPD-S17',
          title: 'Any spade breaks spades',
          text: 'Default **off**: only a spade played to another suit breaks spades. On: any spade played, even one led from a hand of only spades, breaks them.',
        },
        {
          id: 'SPD-S18',
          title: 'The odd card with three players',
          text: 'Default: the **last card dealt goes aside**, unseen; or [[2C]] is taken out before the deal. Not used with jokers, where all 54 cards are dealt.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'trick',
      text: 'One card from each player, in turn; the highest spade, or else the highest card of the suit led, takes it.',
      rules: ['SPD-7.1', 'SPD-7.2'],
    },
    { term: 'trump', text: 'A suit that beats every other suit. In Spades it is always spades.', rules: ['SPD-2.2'] },
    {
      term: 'lead',
      text: 'The first card of a trick. The player on the dealer’s left leads to the first trick, then the winner of each trick.',
      rules: ['SPD-6.1', 'SPD-6.6'],
    },
    { term: 'follow suit', text: 'Play a card of the suit led. You must if you can.', rules: ['SPD-6.4'] },
    {
      term: 'bid',
      text: 'The number of tricks you promise to take, made once, before the play.',
      rules: ['SPD-5.1', 'SPD-5.2'],
    },
    {
      term: 'contract',
      text: 'The partners’ bids added together: the tricks the side must take.',
      rules: ['SPD-5.3', 'SPD-8.1'],
    },
    {
      term: 'set',
      text: 'A side is set when it takes fewer tricks than its contract: it loses 10 points for every trick bid.',
      rules: ['SPD-8.2'],
    },
    {
      term: 'nil',
      text: 'A bid to take no trick at all, scored on its own: +100 or −100.',
      rules: ['SPD-5.2', 'SPD-8.3'],
    },
    {
      term: 'Blind Nil',
      text: 'A nil bid before you look at your cards: ±200. Normally only for a side at least 100 behind; with a partner, two cards then pass each way.',
      rules: ['SPD-5.6', 'SPD-8.3'],
    },
    {
      term: 'bags',
      text: 'Overtricks, and tricks taken by a nil bidder: a point each, but ten of them cost 100.',
      rules: ['SPD-8.5'],
    },
    {
      term: 'broken spades',
      text: 'Spades are broken once someone has played a spade to a trick led in another suit; from then on spades may be led.',
      rules: ['SPD-6.2', 'SPD-6.3'],
    },
    {
      term: 'cutthroat',
      text: 'Spades with no partners: everyone plays and scores for themselves.',
      rules: ['SPD-10.7'],
    },
    {
      term: 'moon (Boston)',
      text: 'A contract of every trick in the hand, worth ±200 when the setting is on.',
      rules: ['SPD-10.4'],
    },
    {
      term: 'partner',
      text: 'The player opposite you; your bids make one contract and you score together.',
      rules: ['SPD-1.1'],
    },
  ],
};
