// Tribello (rules.md §4, TRB) for players, in English.
import type { RuleBook } from '../types.ts';

export const book: RuleBook = {
  id: 'tribello',
  title: 'Tribello',
  intro:
    'Tribello is a trick game for exactly three, each playing for themselves. Every seat has a trick quota that depends on where it sits relative to the dealer: each trick above the quota wins a point and each trick below loses one, the other way round in the last round. A game is four rounds of three deals, each round with its own trump rule, and after twelve deals the highest total wins. What one player gains, the others lose.',
  sections: [
    {
      id: 'TRB-1',
      title: 'Players and seats',
      rules: [
        { id: 'TRB-1.1', title: 'Three players', text: 'Tribello is for exactly three players, each on their own.' },
        {
          id: 'TRB-1.2',
          title: 'Dealer, left and right',
          text: "The roles move every deal: the **dealer**, the player on the dealer's **left** and the player on the dealer's **right**. Your role decides your quota.",
        },
        {
          id: 'TRB-1.3',
          title: 'Clockwise',
          text: 'Everything goes clockwise: dealer, left, right (COM-2.3, TRB-D6).',
        },
      ],
    },
    {
      id: 'TRB-2',
      title: 'Cards',
      rules: [
        {
          id: 'TRB-2.1',
          title: 'One ordinary pack',
          text: 'A standard 52-card pack without jokers. The ace is high and the 2 low in every suit: [[AC]] beats [[KC]]. Cards have no point values; only tricks count.',
        },
      ],
    },
    {
      id: 'TRB-3',
      title: 'Rounds and dealer',
      rules: [
        {
          id: 'TRB-3.1',
          title: 'Four rounds of three deals',
          text: 'A game is 12 deals in 4 rounds of 3: deals 1–3 are round 1, deals 4–6 round 2, and so on. Each round has its own trump rule (TRB-6).',
        },
        { id: 'TRB-3.2', title: 'The first dealer', text: 'The first dealer is drawn by lot.' },
        {
          id: 'TRB-3.3',
          title: 'The deal passes left',
          text: 'After every deal the deal passes one seat to the left. So in each round every player deals once, sits left once and sits right once, and every round starts with the same dealer as deal 1.',
        },
      ],
    },
    {
      id: 'TRB-4',
      title: 'Quotas',
      intro:
        'The quota is the number of tricks you are measured against. In rounds 1–3 the dealer, who exchanges first and leads, has the largest.',
      rules: [
        {
          id: 'TRB-4',
          title: 'The quotas',
          text: 'Your quota depends on the round and on your seat relative to the dealer:\n- Rounds 1–3: dealer **6**, left **4**, right **3**, a minimum you want to beat\n- Round 4: dealer **3**, left **4**, right **6**, a ceiling you want to stay under (TRB-D1)',
        },
        {
          id: 'TRB-4.1',
          title: 'The quota follows the seat',
          text: 'The quota belongs to the seat, not to the person, so it changes with every deal. The three quotas always add up to 13, the number of tricks.',
        },
      ],
    },
    {
      id: 'TRB-5',
      title: 'Shuffle, cut and deal',
      rules: [
        { id: 'TRB-5.1', title: 'The dealer shuffles', text: 'The dealer shuffles before every deal.' },
        {
          id: 'TRB-5.2',
          title: 'Round 1: the cut shows trump',
          text: "Before each deal of round 1 the player on the dealer's left cuts and shows the bottom card of the lifted top half (COM-4). Its suit is trump for that deal: [[9H]] shown means hearts are trump. The cut is completed without another shuffle, which puts the shown card at the bottom of the pack.",
        },
        {
          id: 'TRB-5.3',
          title: 'Four hands of 13',
          text: 'The dealer deals four hands of 13, one card at a time: left, right, pickup, dealer, thirteen times round (TRB-D7). The last card goes to the dealer, so in round 1 **the dealer gets the revealed trump card** (TRB-D2). Everybody knows that, until the dealer perhaps discards it unseen in the exchange.',
        },
        {
          id: 'TRB-5.4',
          title: 'The pickup',
          text: 'The fourth hand is the **pickup**. It lies face down in the middle, and nobody looks at it.',
        },
      ],
    },
    {
      id: 'TRB-6',
      title: 'Trump by round',
      intro: 'The rounds differ in trump and in what you want from your tricks.',
      rules: [
        {
          id: 'TRB-6.1',
          title: 'Round 1: the cut card',
          text: 'Trump is the suit of the card shown at the cut (TRB-5.2).',
        },
        {
          id: 'TRB-6.2',
          title: 'Round 2: the dealer names trump',
          text: 'After looking at their 13 cards, and before anybody exchanges, the dealer names one of the four suits as trump. You cannot choose “no trump” (TRB-D3).',
        },
        { id: 'TRB-6.3', title: 'Round 3: no trump', text: 'Round 3 is played without trump.' },
        {
          id: 'TRB-6.4',
          title: 'Round 4: no trump, avoid tricks',
          text: 'Round 4 is played without trump, and now every trick above your quota costs you: you want to stay under it.',
        },
      ],
    },
    {
      id: 'TRB-7',
      title: 'Exchange with the pickup',
      intro:
        'Everybody may improve their hand from the pickup, in every deal of every round, but the dealer goes first and may take a lot.',
      rules: [
        {
          id: 'TRB-7.1',
          title: 'Dealer, then left, then right',
          text: 'Each player exchanges once, in the order dealer, left, right. Discard first, then draw as many from the top of the pickup (COM-6.1).',
        },
        {
          id: 'TRB-7.2',
          title: 'How many',
          text: 'The dealer may exchange 0 to 13 cards. Left and right may exchange as many as are still in the pickup, never more than 13. Facing an empty pickup you cannot exchange at all.',
        },
        {
          id: 'TRB-7.3',
          title: 'The pickup stays hidden',
          text: 'The pickup stays face down throughout. How many cards each player exchanged is public; the discards are seen by nobody and are shuffled in for the next deal. Pickup cards nobody draws are never shown (TRB-D8).',
        },
      ],
    },
    {
      id: 'TRB-8',
      title: 'Play',
      rules: [
        {
          id: 'TRB-8.1',
          title: 'The dealer leads',
          text: 'The dealer leads to the first trick; the others follow clockwise.',
        },
        {
          id: 'TRB-8.2',
          title: 'Follow suit',
          text: "Follow suit if you can (COM-5.3). If you can't, you may play any card, a trump included in rounds 1 and 2. You never have to trump or to beat the trick.",
        },
        {
          id: 'TRB-8.3',
          title: 'The winner leads',
          text: 'Whoever wins a trick leads to the next. All 13 tricks are played.',
        },
      ],
    },
    {
      id: 'TRB-9',
      title: 'Who wins the trick',
      rules: [
        {
          id: 'TRB-9.1',
          title: 'Rounds 1 and 2',
          text: 'The highest trump wins if any trump was played; otherwise the highest card of the suit led. With spades trump: [[AD]] led, then [[KD]] and [[2S]] → the [[2S]] takes the trick.',
        },
        {
          id: 'TRB-9.2',
          title: 'Rounds 3 and 4',
          text: 'Without trump the highest card of the suit led wins; a card of another suit can never win. [[4C]] led, then [[AH]] and [[9C]] → the [[9C]] wins.',
        },
      ],
    },
    {
      id: 'TRB-10',
      title: 'Scoring',
      intro: 'After each deal you compare your tricks with your quota.',
      rules: [
        {
          id: 'TRB-10.1',
          title: 'Rounds 1–3: above the quota is good',
          text: 'Your score is tricks minus quota: a point for every trick above it, minus one for every trick below, 0 for hitting it exactly.',
        },
        {
          id: 'TRB-10.2',
          title: 'Round 4: below the quota is good',
          text: 'Your score is quota minus tricks: every trick above the quota costs a point, every trick below it wins one.',
        },
        {
          id: 'TRB-10.3',
          title: 'Always zero in total',
          text: 'Quotas and tricks both add up to 13, so the three scores of every deal add up to 0, and so do the running totals. A point you win is a point someone else loses.',
        },
      ],
      examples: [
        'Round 1, quotas dealer 6, left 4, right 3. Tricks 8, 3 and 2 → dealer +2, left −1, right −1 (sum 0).',
        'Round 2, same quotas. Tricks 7, 3 and 3 → dealer +1, left −1, right 0.',
        'Round 3, tricks 6, 4 and 3 → 0, 0 and 0: everybody hit the quota.',
        'Round 4, quotas dealer 3, left 4, right 6. Tricks 1, 4 and 8 → dealer +2, left 0, right −2.',
        'Round 4, tricks 2, 6 and 5 → dealer +1, left −2, right +1.',
        'After twelve deals the totals might be +5, −1 and −4: they always add up to 0.',
      ],
    },
    {
      id: 'TRB-11',
      title: 'End of the game',
      rules: [
        {
          id: 'TRB-11.1',
          title: 'Twelve deals',
          text: 'The game ends after the third deal of round 4, deal 12. There is no target score.',
        },
        {
          id: 'TRB-11.2',
          title: 'The highest total wins',
          text: 'The player with the highest total wins; the others are placed by their totals.',
        },
        {
          id: 'TRB-11.3',
          title: 'Ties',
          text: 'Equal highest totals share the win (TRB-D4). The setting TRB-S2 plays tie-break deals instead.',
        },
      ],
    },
    {
      id: 'TRB-D',
      title: 'Decisions',
      intro: 'Where the Norwegian source text is silent or unclear, this is the rule the app plays, and why.',
      rules: [
        {
          id: 'TRB-D1',
          title: 'Quotas in round 4',
          text: 'In round 4 the quotas are dealer 3, left 4, right 6. The source text says the dealer has the largest quota when tricks are good and the smallest when they are bad, with the right-hand player the other way round, but gives no numbers; these are the published ones, and they fit.',
        },
        {
          id: 'TRB-D2',
          title: 'The cut card goes to the dealer',
          text: 'In round 1 the cut is completed as usual, so the shown card becomes the bottom card and the dealer\'s 13th card. That follows from the source text\'s "the last card goes to the dealer". Everybody knows it; the dealer may discard it unseen.',
        },
        {
          id: 'TRB-D3',
          title: 'Round 2 needs a suit',
          text: 'The round-2 dealer must name a suit. The source text says the dealer announces which suit is trump, and round 3 already gives you play without trump.',
        },
        {
          id: 'TRB-D4',
          title: 'Ties after twelve deals',
          text: 'Equal highest totals share the win, because the game has a fixed length and no source says otherwise. TRB-S2 plays tie-break deals instead.',
        },
        {
          id: 'TRB-D5',
          title: "The source text's example",
          text: 'The Norwegian source text announces an example from the fourth round but shows a round-2 deal with a named trump. The app reads it as a round-2 example; the round-4 examples are in TRB-10.',
        },
        {
          id: 'TRB-D6',
          title: 'Clockwise',
          text: 'Play goes clockwise and the deal passes to the left, as the source text says ("med klokka").',
        },
        {
          id: 'TRB-D7',
          title: 'Dealing order',
          text: 'The cards go left, right, pickup, dealer, round and round. The source text leaves the order free as long as it is kept all game and the last card goes to the dealer; this order does both.',
        },
        {
          id: 'TRB-D8',
          title: 'Undrawn pickup cards',
          text: 'Pickup cards nobody draws are never shown, not even after the deal. The source text keeps the pickup face down the whole time.',
        },
        {
          id: 'TRB-D9',
          title: 'No look at the pickup',
          text: "The dealer may not look at the pickup before deciding; discards are chosen blind (COM-6.1). As the source text puts it, you don't know what you get until the cards are in your hand.",
        },
      ],
    },
    {
      id: 'TRB-S',
      title: 'Settings',
      intro:
        'Tribello has few options, because the source text fixes almost everything: quotas, rounds, exchange order and scoring cannot be changed.',
      rules: [
        {
          id: 'TRB-S1',
          title: 'Quota reminders',
          text: 'On (default): each seat shows its quota and how far over or under it is as the deal goes on. Off hides them. Display only; the rules stay the same.',
        },
        {
          id: 'TRB-S2',
          title: 'Tie at the end',
          text: 'Shared win (default), or tie-break deals: more deals with round-3 rules (no trump, quotas 6 / 4 / 3), the deal passing on as usual, until one player alone is highest (TRB-D4). They count as round 5.',
        },
        {
          id: 'TRB-S3',
          title: 'First dealer',
          text: 'Drawn by lot (default), or you deal first, which is handy for practice and lessons.',
        },
      ],
    },
  ],
  glossary: [
    {
      term: 'dealer',
      text: 'Shuffles, deals, exchanges first, leads to the first trick and has the quota of 6 (3 in round 4).',
      rules: ['TRB-1.2', 'TRB-4', 'TRB-8.1'],
    },
    {
      term: 'left',
      text: "The player on the dealer's left: cuts in round 1, exchanges second, quota 4.",
      rules: ['TRB-1.2', 'TRB-5.2', 'TRB-4'],
    },
    {
      term: 'right',
      text: "The player on the dealer's right: exchanges last, quota 3 (6 in round 4).",
      rules: ['TRB-1.2', 'TRB-4'],
    },
    {
      term: 'quota',
      text: 'The number of tricks your seat is measured against in a deal.',
      rules: ['TRB-4', 'TRB-4.1', 'TRB-10.1'],
    },
    { term: 'round', text: 'Three deals with the same trump rule; a game has four.', rules: ['TRB-3.1', 'TRB-6.1'] },
    { term: 'deal', text: 'One dealing, exchange and 13 tricks. A game has twelve.', rules: ['TRB-3.1', 'TRB-11.1'] },
    {
      term: 'pickup',
      text: 'The fourth hand of 13 cards, face down in the middle, that everybody may exchange with.',
      rules: ['TRB-5.4', 'TRB-7.1'],
    },
    {
      term: 'cut card',
      text: "In round 1, the card shown at the cut; its suit is trump and it ends in the dealer's hand.",
      rules: ['TRB-5.2', 'TRB-D2'],
    },
    {
      term: 'trump',
      text: 'The suit that beats all others: from the cut card in round 1, named by the dealer in round 2.',
      rules: ['TRB-6.1', 'TRB-6.2', 'TRB-9.1'],
    },
    {
      term: 'no trump',
      text: 'Rounds 3 and 4: only the highest card of the suit led can win.',
      rules: ['TRB-6.3', 'TRB-9.2'],
    },
    { term: 'follow suit', text: 'Playing a card of the suit led, which you must do if you can.', rules: ['TRB-8.2'] },
    {
      term: 'discard pile',
      text: 'Where you put your exchanged cards face down. Nobody ever sees them.',
      rules: ['TRB-7.1', 'TRB-7.3'],
    },
  ],
};
