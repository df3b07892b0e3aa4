// Tribello lessons in English (rules.md TRB-14). Keys: <lesson>.title / .intro / .done and
// <lesson>.<step>.<part>; [[8H]] draws a small card, a rule id (TRB-7.2) links to the rule book.
export const text: Readonly<Record<string, string>> = {
  'TRB-L1.title': 'Quotas follow the seat',
  'TRB-L1.intro':
    'Nobody bids in Tribello. Each seat has a quota, a number of tricks you are measured against, and in rounds 1–3 it depends only on where you sit relative to the dealer.',
  'TRB-L1.done':
    'The quota belongs to the chair, not the player: dealer 6, left 4, right 3. When the deal moves on, the quotas move with it.',
  'TRB-L1.seats.goal':
    'Three players, each for themselves (TRB-1.1). Liv sits on your left, Rune on your right, and everything goes clockwise: you, Liv, Rune. The first dealer is drawn by lot; today it is you. The quotas go with the chairs: the dealer 6 tricks, the player on the dealer’s left 4, the one on the right 3 (TRB-4.1).',
  'TRB-L1.yours.goal': 'Deal {deal}: you are the dealer. What is your quota?',
  'TRB-L1.yours.explain':
    'The dealer exchanges first and leads the first trick, so the dealer is expected to take the most: 6 tricks (TRB-4).',
  'TRB-L1.yours.all':
    '13 is every trick of the deal. The three quotas share those 13: dealer 6, left 4, right 3 (TRB-4.1).',
  'TRB-L1.others.goal': 'Liv sits on your left, so on the dealer’s left. What is her quota?',
  'TRB-L1.others.explain':
    'The player on the dealer’s left has 4, the one on the right 3. With the dealer’s 6 that makes 13, one for every trick (TRB-4.1).',
  'TRB-L1.others.right':
    '3 is the quota on the dealer’s right, and that is Rune’s chair. Liv, on the left, has 4 (TRB-4).',
  'TRB-L1.next.goal':
    'After every deal the deal passes one seat to the left (TRB-3.3). Deal {deal} begins. Who deals now?',
  'TRB-L1.next.explain': 'Liv sits on your left, so Liv deals, and Rune after her.',
  'TRB-L1.next.right': 'The deal moves to the left, not the right (TRB-3.3): Liv deals next, and Rune after her.',
  'TRB-L1.moved.goal': 'Deal {deal}: Liv deals. What is your quota now?',
  'TRB-L1.moved.explain':
    'You now sit on the dealer’s right, and that chair has 3. Liv has the dealer’s 6 and Rune the left-hand 4 (TRB-4.1).',
  'TRB-L1.moved.chair':
    'The quota belongs to the dealer’s chair, which moved. Liv deals now, so the 6 is hers; you sit on her right with 3 (TRB-4.1).',
  'TRB-L1.moved.left':
    'Look at where you sit now: Rune is on Liv’s left, you are on her right. The right-hand chair has 3 (TRB-4).',

  'TRB-L2.title': 'Round 1: the cut sets trump',
  'TRB-L2.intro': 'In round 1 nobody chooses trump: a card from the middle of the deck does. You deal the first deal.',
  'TRB-L2.done':
    'The cut card’s suit is trump, its rank means nothing, and the card itself ends in the dealer’s hand, for everybody to remember.',
  'TRB-L2.cut.goal':
    'You shuffled the 52 cards. Liv, on your left, cuts: she lifts part of the deck and shows the bottom card of what she lifted, the [[8H]] (TRB-5.2). When the deck is put together again, that card lies at the bottom, so it is dealt last — to the dealer (TRB-5.3).',
  'TRB-L2.which.goal': 'Hearts are trump in this deal. Which of these cards is a trump?',
  'TRB-L2.which.explain': 'Every heart is a trump, even the [[2H]]. Only the suit of the cut card counts (TRB-6.1).',
  'TRB-L2.which.eight':
    'Only the suit counts; the 8 means nothing. The cut card was a heart, so every heart is trump and the other eights are ordinary cards (TRB-6.1).',
  'TRB-L2.which.2H': '2 of hearts',
  'TRB-L2.which.8D': '8 of diamonds',
  'TRB-L2.which.8S': '8 of spades',
  'TRB-L2.bottom.goal':
    'Then the cut is completed: the rest of the deck goes on top of Liv’s packet, so the [[8H]] is now the bottom card (COM-4.3). You deal one card at a time, to Liv, Rune, the pickup and yourself, and the last card is yours.',
  'TRB-L2.who.goal': 'Who holds the [[8H]] now?',
  'TRB-L2.who.explain':
    'You do. The cut card is the bottom card, so it is dealt last, and the last card goes to the dealer (TRB-5.3).',
  'TRB-L2.who.cutter':
    'Liv only cut and showed it. Completing the cut sent the [[8H]] to the bottom, and the last card dealt goes to the dealer: you (TRB-5.3).',
  'TRB-L2.public.goal':
    'Everybody saw the [[8H]] and knows you hold it: a card shown to everybody is public (COM-7.2). If you put it away in the exchange, nobody sees that: discards stay secret (TRB-7.3).',

  'TRB-L3.title': 'Exchanging as dealer',
  'TRB-L3.intro':
    'Everybody may swap cards with the pickup, the fourth hand in the middle. The dealer goes first and may swap all thirteen. Hearts are trump.',
  'TRB-L3.done':
    'Discard first, then draw from the top, blind. The more the dealer takes, the less is left for the others.',
  'TRB-L3.pickup.goal':
    'The pickup lies face down (TRB-5.4). Nobody may look at it, and nobody chooses from it: you put cards away first, then take as many from the top (TRB-7.3).',
  'TRB-L3.discard.goal': 'Put away your five small clubs and diamonds: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.explain':
    'Those five will hardly win a trick. Five unknown cards from the top can hardly do worse, and any heart among them is a trump (COM-6.1).',
  'TRB-L3.discard.otherwise':
    'Keep your aces, kings and hearts: they are your tricks. Swap the small clubs and diamonds: [[6D]] [[2D]] [[9C]] [[5C]] [[3C]].',
  'TRB-L3.discard.keep':
    'Keeping everything is allowed. But as dealer you need 6 tricks, and your small clubs and diamonds will not take any. Swap them.',
  'TRB-L3.discard.peek':
    'The pickup is face down, and you always take from the top. You see the new cards only once they are in your hand (TRB-7.3).',
  'TRB-L3.drawn.goal':
    'From the top came [[QH]] [[KS]] [[AC]] [[9D]] [[3H]]: two more trumps and two high cards. You now hold seven trumps.',
  'TRB-L3.livMax.goal': 'You took {took} of the 13 cards. How many could Liv take at most?',
  'TRB-L3.livMax.explain':
    'Only what is left in the pickup. After the dealer, each player may take up to 13, but never more than remain (TRB-7.2).',
  'TRB-L3.livMax.all':
    'Thirteen is the limit only with a full pickup. After you, the cards left are all anybody can draw (TRB-7.2).',
  'TRB-L3.livMax.quota':
    'Liv’s quota is 4, but the quota has nothing to do with the exchange. Her limit is what is left in the pickup (TRB-7.2).',
  'TRB-L3.rest.goal':
    'Liv swapped {liv} and Rune {rune}. Everybody sees how many, nobody sees which (COM-6.3). What is left of the pickup stays face down for good (TRB-D8); for the next deal all cards are shuffled again (COM-6.5).',

  'TRB-L4.title': 'The dealer leads; follow suit; trump when void',
  'TRB-L4.intro':
    'Deal 3: Rune deals and you cut. The [[5S]] showed, so spades are trump, and the [[5S]] went to Rune. Now the tricks.',
  'TRB-L4.done':
    'Follow suit when you can; when you cannot, a trump can take the trick. That is the heart of rounds 1 and 2.',
  'TRB-L4.keep.goal': 'Nobody exchanges in this lesson. Rune dealt, so Rune leads the first trick (TRB-8.1).',
  'TRB-L4.follow.goal': 'Rune led the [[KD]]. Follow suit: play a diamond.',
  'TRB-L4.follow.explain':
    'You hold diamonds, so you must play one (TRB-8.2). None of yours beats the king, so give the smallest, the [[4D]].',
  'TRB-L4.follow.alt':
    'Allowed: any diamond follows suit. But it cannot beat the king either, so the [[4D]] was the cheaper card to give.',
  'TRB-L4.livWins.goal':
    'Liv played the [[AD]]. There is no trump in the trick, so the highest diamond wins, and the ace is highest (TRB-9.1). Liv takes the trick and leads the next one (TRB-8.3).',
  'TRB-L4.ruff.goal':
    'Liv leads the [[KC]] and Rune follows with the [[3C]]. You have no clubs: trump it with a spade.',
  'TRB-L4.ruff.explain':
    'With no clubs you may play any card. A trump beats every club, so your smallest spade, the [[3S]], wins the trick (TRB-9.1).',
  'TRB-L4.ruff.alt':
    'That wins too: any spade beats the clubs. But the [[3S]] does the same job and keeps your big trumps for later.',
  'TRB-L4.ruff.discard':
    'Allowed: you never have to trump (COM-5.4). But then Liv’s [[KC]] keeps the trick. You have no clubs, so any spade, even the [[3S]], would win it.',
  'TRB-L4.won.goal':
    'A spade beats the king, even a small one like the [[3S]]: when a trump is in the trick, the highest trump wins (TRB-9.1). You lead next.',

  'TRB-L5.title': 'Scoring rounds 1–3',
  'TRB-L5.intro':
    'After each deal you compare your tricks with your quota. In rounds 1 to 3 the quota is a minimum you want to beat.',
  'TRB-L5.done': 'Tricks minus quota, for every player, and the three scores always add up to 0.',
  'TRB-L5.how.goal':
    'One point for every trick above your quota, minus one for every trick below; exactly the quota scores 0 (TRB-10.1). Cards have no value, only tricks count. Deal 1 is over.',
  'TRB-L5.you.goal': 'You dealt, so your quota was {quota}. You took {tricks} tricks. What do you score?',
  'TRB-L5.you.explain': 'Score = tricks minus quota. Every trick above the quota is a point (TRB-10.1).',
  'TRB-L5.you.tricks': 'The tricks alone are not the score. Take away your quota first (TRB-10.1).',
  'TRB-L5.liv.goal': 'Liv: quota {quota}, {tricks} tricks. What does she score?',
  'TRB-L5.liv.explain': 'Score = tricks minus quota. Every trick short of the quota costs a point (TRB-10.1).',
  'TRB-L5.liv.tricks':
    'Score = tricks minus quota, not the tricks themselves. Liv took fewer tricks than her quota, so her score is below zero (TRB-10.1).',
  'TRB-L5.rune.goal': 'Rune: quota {quota}, {tricks} tricks. What does he score?',
  'TRB-L5.rune.explain': 'Exactly the quota scores nothing: tricks minus quota is zero (TRB-10.1).',
  'TRB-L5.rune.tricks':
    'Score = tricks minus quota. Rune took exactly his quota, so he neither gains nor loses (TRB-10.1).',
  'TRB-L5.sum.goal': 'Add up the three scores. What do you get?',
  'TRB-L5.sum.explain':
    'Always 0. The quotas add up to 13 and so do the tricks, so every point one player gains, another loses (TRB-10.3).',
  'TRB-L5.sum.tricks':
    '13 is the number of tricks. Add the scores, tricks minus quota for each, and they cancel out (TRB-10.3).',

  'TRB-L6.title': 'Round 2: the dealer names trump',
  'TRB-L6.intro':
    'In round 2 the dealer looks at their cards and names trump, before anybody exchanges. There is no “no trump” choice: a suit must be named (TRB-D3). Deal 4: you deal.',
  'TRB-L6.done': 'Name your longest, strongest suit first; then exchange, blind, to build on it.',
  'TRB-L6.name.goal': 'Name trump before any exchange. You hold six spades with the ace, king and queen: name spades.',
  'TRB-L6.name.explain':
    'Six spades headed by A K Q will win the spade tricks and beat the others’ side suits. Trump is named before anybody exchanges, and you cannot choose “no trump” (TRB-6.2, TRB-D3).',
  'TRB-L6.name.weak':
    'Allowed, but that suit is short and weak in your hand. Name the suit you hold most of, with the top cards: spades.',
  'TRB-L6.swap.goal': 'Now exchange. A suggestion: put away [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.swap.explain':
    'Small cards outside trump rarely win a trick. You do not see what you get until it is in your hand, so throw only what is surely useless (COM-6.1).',
  'TRB-L6.swap.alt':
    'Fine: four cards away, and the same four come from the top whichever four you put away. A lone [[JC]] rarely wins a trick either.',
  'TRB-L6.swap.otherwise':
    'Keep your spades and your aces: they are your tricks. Put away the small clubs and the lone small cards, for example [[7C]] [[4C]] [[5H]] [[8D]].',
  'TRB-L6.drawn.goal':
    'You drew [[JD]] [[TH]] [[8S]] [[8C]], unseen until they were yours (TRB-D9). One more spade: seven trumps.',
  'TRB-L6.others.goal': 'Liv swapped {liv} and Rune {rune}. Now you, the dealer, lead to the first trick.',

  'TRB-L7.title': 'When the pickup runs out',
  'TRB-L7.intro': 'Deal 5: Liv deals. She names trump and exchanges first, then Rune, and you last. Your quota is 3.',
  'TRB-L7.done': 'Last in the exchange, you get what the others leave, and sometimes that is nothing.',
  'TRB-L7.order.goal':
    'The exchange goes dealer, left, right (TRB-7.1). Liv deals, Rune sits on her left and you on her right, so you swap last.',
  'TRB-L7.limit.goal': 'Liv swapped {liv} cards and Rune {rune}. How many may you exchange?',
  'TRB-L7.limit.explain':
    'Liv and Rune took all 13 between them: the pickup is empty. Nobody draws more than is left, so you cannot exchange (TRB-7.2).',
  'TRB-L7.limit.all':
    'Only a full pickup allows 13. You may take at most what is left, and Liv and Rune have taken it all (TRB-7.2).',
  'TRB-L7.limit.quota':
    'Your quota says how many tricks you want, not how many cards you may swap. The limit is what is left in the pickup (TRB-7.2).',
  'TRB-L7.keep.goal': 'The pickup is empty. Keep your hand: exchange nothing.',
  'TRB-L7.keep.explain':
    'With no cards left there is nothing to draw, so you play the hand you were dealt (TRB-7.2). Exchanging none is always allowed (COM-6.2).',

  'TRB-L8.title': 'Round 3: no trump',
  'TRB-L8.intro': 'Round 3 has no trump at all. Deal 9: Rune deals and leads.',
  'TRB-L8.done': 'Without trump only the led suit can win. An ace of another suit is worth nothing in that trick.',
  'TRB-L8.keep.goal':
    'Nobody exchanges in this lesson, and there is no trump this round (TRB-6.3). Rune dealt, so he leads.',
  'TRB-L8.void.goal':
    'Rune led the [[4D]]. You have no diamonds, so any card is allowed. Throw the [[AS]] and watch what happens to it.',
  'TRB-L8.void.explain':
    'With no diamonds you may play any card (COM-5.3). The ace goes here to show that a card of another suit cannot win, not even an ace.',
  'TRB-L8.void.alt':
    'Allowed: with no diamonds any card will do, and in a real game a small one is wiser. The lesson suggested the [[AS]] only to show that it cannot win here.',
  'TRB-L8.who.goal': 'Rune led the [[4D]] and Liv played the [[9D]]. Who takes the trick?',
  'TRB-L8.who.explain':
    'Liv: the highest diamond wins. Suits have no order among themselves, so with no trump a card of another suit never wins (TRB-9.2).',
  'TRB-L8.who.ace':
    'No trumps in round 3: only diamonds can win a diamond trick. Your card is not a diamond, so it cannot win (TRB-9.2).',
  'TRB-L8.who.low':
    'Rune and Liv both played diamonds, and the [[9D]] is higher than the [[4D]]. The highest card of the led suit wins (TRB-9.2).',

  'TRB-L9.title': 'Round 4: avoid tricks',
  'TRB-L9.intro': 'Round 4 turns the game round: now tricks hurt. Your quota becomes a ceiling you want to stay under.',
  'TRB-L9.done': 'In round 4 the quotas are reversed and so is the score: quota minus tricks.',
  'TRB-L9.avoid.goal':
    'Deal {deal} is in round {round}: no trump, and every trick under your quota is a point (TRB-6.4).',
  'TRB-L9.quota.goal': 'Deal {deal}: you are the dealer. What is your quota, your ceiling, now?',
  'TRB-L9.quota.explain':
    'In round 4 the quotas are reversed: dealer 3, left 4, right 6 (TRB-4). The dealer exchanges and leads first, so the dealer gets the lowest ceiling.',
  'TRB-L9.quota.reversed':
    'That was rounds 1–3. In round 4 the quotas are reversed: the dealer has 3 and the player on the right 6 (TRB-4).',
  'TRB-L9.you.goal': 'Your quota is {quota} and you took {tricks} tricks. What do you score?',
  'TRB-L9.you.explain': 'Score = quota minus tricks. Every trick under the quota is a point (TRB-10.2).',
  'TRB-L9.you.oldWay':
    'That is the formula of rounds 1–3. In round 4 it is quota minus tricks: every trick under the quota is a point (TRB-10.2).',
  'TRB-L9.liv.goal': 'Liv: quota {quota}, {tricks} tricks. What does she score?',
  'TRB-L9.liv.explain': 'Score = quota minus tricks. Every trick over the ceiling costs a point (TRB-10.2).',
  'TRB-L9.liv.oldWay':
    'In round 4 the sign turns: quota minus tricks, so tricks over the quota cost points (TRB-10.2).',
  'TRB-L9.rune.goal': 'Rune: quota {quota}, {tricks} tricks. What does he score?',
  'TRB-L9.rune.explain':
    'Quota minus tricks: staying under the ceiling scores. And the three scores add up to 0 again (TRB-10.3).',
  'TRB-L9.rune.oldWay': 'Staying under the ceiling is good in round 4: score = quota minus tricks (TRB-10.2).',

  'TRB-L10.title': 'Round 4: get rid of winners, then duck',
  'TRB-L10.intro':
    'Deal 12, the last one. Rune deals; you sit on his left with quota 4, and every trick over it costs you. Your hand is full of aces.',
  'TRB-L10.done':
    'In round 4 you exchange to get rid of high cards, and in the play you duck under the trick whenever you can.',
  'TRB-L10.ceiling.goal':
    'No trump, and tricks are bad now (TRB-6.4). Rune, the dealer, exchanges first; you are next.',
  'TRB-L10.max.goal': 'Rune swapped {rune}. How many cards may you exchange?',
  'TRB-L10.max.explain':
    'Everything that is left in the pickup. Use it: in round 4 the exchange is your best chance to lose high cards (TRB-7.2).',
  'TRB-L10.max.all': 'Thirteen needs a full pickup. Rune has already taken some, so fewer are left for you (TRB-7.2).',
  'TRB-L10.max.quota': 'Your quota limits tricks, not cards. You may take as many as are left in the pickup (TRB-7.2).',
  'TRB-L10.dump.goal': 'Put away your six high cards: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]].',
  'TRB-L10.dump.explain':
    'Aces and kings win tricks you do not want. Almost anything in the pickup is lower, so swap them all.',
  'TRB-L10.dump.low':
    'In round 4 high cards are the danger. Low cards help you duck; the aces and kings take the tricks you do not want. Put those away.',
  'TRB-L10.dump.keep':
    'Keeping everything is allowed, but with three aces and three more high cards you would take far more than 4 tricks. Swap the high cards.',
  'TRB-L10.dump.otherwise':
    'Aim at the high cards: [[AS]] [[KS]] [[AH]] [[QH]] [[AD]] [[KC]]. Each of them may win a trick you do not want.',
  'TRB-L10.drawn.goal':
    'You drew [[6S]] [[5H]] [[4D]] [[4C]] [[2S]] [[2H]]. Nothing in your hand is higher than the [[8C]] now.',
  'TRB-L10.duck.goal': 'Rune leads the [[JH]]. Duck: play a heart lower than the jack.',
  'TRB-L10.duck.explain':
    'You must follow with a heart (TRB-8.2), and all of yours are under the jack. Give the highest, the [[5H]]: it is the heart most likely to win a trick later.',
  'TRB-L10.duck.alt':
    'That ducks as well. But the [[5H]] is your most dangerous heart, and under the jack it was safe to get rid of it.',
  'TRB-L10.runeWins.goal':
    'Liv plays the [[8H]], and Rune’s [[JH]] wins: a trick he did not want. The highest card of the led suit takes it (TRB-9.2).',

  'TRB-L11.title': 'Final standings',
  'TRB-L11.intro': 'After twelve deals the game is over. There is no target score: the highest total wins.',
  'TRB-L11.done':
    'Twelve deals, and the highest total wins. The totals always add up to 0, and equal leaders share the win.',
  'TRB-L11.over.goal': 'Deal {deals} has been played, and the game ends here (TRB-11.1). Time to look at the totals.',
  'TRB-L11.rune.goal': 'You have {you} points and Liv has {liv}. What is Rune’s total?',
  'TRB-L11.rune.explain':
    'Every deal’s scores add up to 0, so the totals do too: Rune has minus what you and Liv have together (TRB-10.3).',
  'TRB-L11.rune.positive':
    'Tribello is zero-sum: the totals always add up to 0. When you and Liv are ahead, Rune must be behind (TRB-10.3).',
  'TRB-L11.winner.goal': 'Equal leaders share the win (TRB-11.3). Totals: you {you}, Liv {liv}, Rune {rune}. Who wins?',
  'TRB-L11.winner.explain': 'You and Liv share the highest total, and equal leaders share the win (TRB-11.3).',
  'TRB-L11.winner.alone': 'You and Liv have the same total. Equal highest totals share the win (TRB-11.3).',
  'TRB-L11.winner.setting':
    'Only with the tie-break setting on. By default a tie at the top is a shared win (TRB-11.3).',
  'TRB-L11.winner.you': 'You win',
  'TRB-L11.winner.liv': 'Liv wins',
  'TRB-L11.winner.shared': 'You and Liv share the win',
  'TRB-L11.winner.tiebreak': 'Nobody yet: a tie-break deal',
  'TRB-L11.tiebreak.goal':
    'With tie-break deals switched on in the settings, the app announces one more deal instead: round-3 rules, no trump, the deal passing on as usual, until one player alone has the highest total (TRB-D4).',

  'TRB-L12.title': 'Twelve deals, four rounds',
  'TRB-L12.intro':
    'A game of Tribello always has the same shape: four rounds of three deals, each round with its own trump rule.',
  'TRB-L12.done':
    'Four rounds of three deals, everybody deals once a round, and trump comes from the cut, from the dealer, or not at all.',
  'TRB-L12.round.goal': 'Which round is deal {deal} in?',
  'TRB-L12.round.explain':
    'Three deals a round: 1–3 are round 1, 4–6 round 2, 7–9 round 3 and 10–12 round 4 (TRB-3.1).',
  'TRB-L12.round.count':
    'Count in threes: every round has three deals, so that everybody deals once a round (TRB-3.1).',
  'TRB-L12.trump.goal': 'How is trump decided in deal {deal}?',
  'TRB-L12.trump.explain':
    'There is no trump in round 3 (TRB-6.3). Round 1 takes it from the cut, round 2 lets the dealer name it, and round 4 has none either, but there you avoid tricks (TRB-6.4).',
  'TRB-L12.trump.wrongRound':
    'That is another round’s rule. Round 1: the cut; round 2: the dealer names it; round 3: no trump; round 4: no trump, and avoid tricks.',
  'TRB-L12.trump.revealed': 'The cut card’s suit',
  'TRB-L12.trump.named': 'The dealer names it',
  'TRB-L12.trump.noTrump': 'No trump',
  'TRB-L12.trump.avoid': 'No trump, and avoid tricks',
  'TRB-L12.dealer.goal': 'You dealt deal 1. Who deals deal {deal}?',
  'TRB-L12.dealer.explain':
    'The deal passes to the left every time, so every third deal comes back to you. Every round starts with the same dealer (TRB-3.3).',
  'TRB-L12.dealer.count':
    'Count round the table: you, Liv, Rune, you… That deal opens round 3, and every round starts with the same dealer (TRB-3.3).',
  'TRB-L12.end.goal': 'After how many deals does the game end?',
  'TRB-L12.end.explain':
    'Four rounds of three deals. There is no target score: the game ends after the last deal of round 4 (TRB-11.1).',
  'TRB-L12.end.target':
    'No extra deals are played to reach a target: the game ends after deal 12, whatever the scores. Only the tie-break setting can add one (TRB-11.1).',
};
