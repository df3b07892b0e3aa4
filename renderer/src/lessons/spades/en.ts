// Spades lessons in English (rules.md SPD-13, then our own SPD-L13…L18). Keys: <lesson>.title / .intro /
// .done and <lesson>.<step>.<part>; [[AD]] draws a small card, a rule id (SPD-6.4) links to the rule book;
// {name} is a figure from the step's params (quiz figures come from the scoring code). The computer
// players are Ola (West, on your left), Kari (North, your partner) and Liv (East, on your right).
export const text: Readonly<Record<string, string>> = {
  'SPD-L1.title': 'Partners and following suit',
  'SPD-L1.intro':
    'Spades is played by two pairs. Your partner sits opposite you, and the two of you count your tricks together. First: who is who, and the rule of every trick — follow suit.',
  'SPD-L1.done': 'You know your partner and you can follow suit. Every trick in Spades starts like this.',
  'SPD-L1.seats.goal':
    'Kari, opposite you (North), is your partner (SPD-1.1). Ola on your left (West) and Liv on your right (East) are the other pair. Partners tell each other nothing but their bids and the cards they play (SPD-1.4), and the computer players see only their own cards (COM-7.3).',
  'SPD-L1.bids.goal':
    'Kari dealt, so Liv, on her left, bids first and will lead (SPD-4.1, SPD-6.1). This time we bid for you: 4. Lesson {lesson:SPD-L5} shows how to count your tricks.',
  'SPD-L1.follow.goal': 'Liv led the [[KD]]. Follow suit with the diamond that wins the trick.',
  'SPD-L1.follow.explain':
    'You hold diamonds, so you must play one (SPD-6.4). Your [[AD]] is the highest diamond: it beats the king.',
  'SPD-L1.follow.praise': 'Right — the ace takes it.',
  'SPD-L1.follow.low':
    'That is a diamond, so it is allowed. But the [[7D]] loses to Liv’s king, while your [[AD]] wins the trick. Take it while you can.',
  'SPD-L1.won.goal':
    'Nobody played a spade, so the highest diamond wins (SPD-7.2): yours. The trick counts for you and Kari together, and you lead the next one (SPD-6.6).',

  'SPD-L2.title': 'Spades are always trump',
  'SPD-L2.intro':
    'In Spades the spade suit is always trump. When you cannot follow suit, a spade — even a small one — beats every card of the other suits.',
  'SPD-L2.done': 'You trumped with a spade and broke spades. From now on spades may be led.',
  'SPD-L2.trump.goal':
    'Spades are trump in every hand; nobody chooses trump (SPD-2.2). The [[AS]] is the highest card in the deck.',
  'SPD-L2.first.goal':
    'The bids and the first trick are played for you: Liv leads the [[AC]], everyone follows with a club, and the ace wins.',
  'SPD-L2.ruff.goal': 'Liv leads the [[AH]] and you have no hearts. Win the trick: play a small spade.',
  'SPD-L2.ruff.explain':
    'With no hearts you may play any card (SPD-6.4). Any spade beats any heart, even the ace (SPD-7.1). The [[4S]] beats the ace and keeps your high spades for later.',
  'SPD-L2.ruff.praise': 'Trumped! Your small spade beats the ace.',
  'SPD-L2.ruff.three': 'That works just as well: any spade beats every heart. Small spades are for exactly this.',
  'SPD-L2.ruff.high':
    'It beats the ace too, but a small spade does that just as well. Keep your high spades: they take tricks later.',
  'SPD-L2.ruff.discard':
    'Allowed — without hearts you may throw any card. But a card that is not a spade can never beat Liv’s ace. A spade would have beaten it: spades are trump.',
  'SPD-L2.ruff.other': 'That card cannot win: only a spade beats the [[AH]]. Play a small spade.',
  'SPD-L2.broken.goal':
    'Spades are now broken: a spade was played to a trick led in another suit (SPD-6.3). The highest spade in a trick always wins (SPD-7.1).',

  'SPD-L3.title': 'When you may lead a spade',
  'SPD-L3.intro':
    'You may not lead a spade until spades are broken — unless you hold nothing but spades. In this hand you hold eight spades and every ace.',
  'SPD-L3.done': 'A spade may be led once spades are broken, or when you hold nothing else.',
  'SPD-L3.bids.goal':
    'Liv dealt, so you bid first and lead. We bid for you: 13, as with a hand this strong every card you hold should take a trick. Kari bids Nil: she means to take no trick at all (lesson {lesson:SPD-L8}).',
  'SPD-L3.lead.goal':
    'Lead to the first trick. Spades are not broken yet, so lead another suit. Start with the [[AH]]: the lesson then plays your other aces and kings for you.',
  'SPD-L3.lead.explain':
    'Spades are not broken and you still have other suits, so you may not lead a spade (SPD-6.2). Your other aces are good leads anyway.',
  'SPD-L3.lead.other': 'Any card but a spade may be led now. For this lesson, start with the [[AH]].',
  'SPD-L3.cash.goal':
    'Now play your other high cards: the [[KH]], [[AD]], [[KD]] and [[AC]] are played for you. Everyone follows suit, and the winner leads again (SPD-6.6).',
  'SPD-L3.spade.goal': 'Only spades are left, and spades are still not broken. Lead one anyway: the [[AS]].',
  'SPD-L3.spade.explain':
    'A player holding nothing but spades may lead one before spades are broken (SPD-6.2). There is no other card to play.',
  'SPD-L3.spade.alt': 'Also fine — every one of your spades is higher than theirs. The ace is simply the surest.',
  'SPD-L3.still.goal':
    'Leading a spade from an all-spade hand does not break spades (SPD-D9): only a spade played to another suit does (SPD-6.3). Here it makes no difference — you hold only spades.',

  'SPD-L4.title': 'No spade on the first trick',
  'SPD-L4.intro':
    'A spade may not be played to the first trick of a hand, not even by a player who cannot follow suit — unless they hold only spades.',
  'SPD-L4.done': 'On the first trick you throw another suit. From the second trick on you may trump.',
  'SPD-L4.bids.goal': 'Kari dealt, so Liv leads. The bids are made for you: Liv 3, you 3, Ola 2, Kari 3.',
  'SPD-L4.discard.goal': 'Liv leads the [[AC]] and you have no clubs. Throw a small heart or diamond: the [[3H]].',
  'SPD-L4.discard.explain':
    'On the first trick you may not play a spade while you hold other cards (SPD-6.5). Liv’s ace wins anyway, so give your smallest card.',
  'SPD-L4.discard.alt': 'Fine too: any small heart or diamond will do here.',
  'SPD-L4.discard.high':
    'Allowed, but Liv’s ace wins anyway, and you threw away a card that could win later. Give a small one.',
  'SPD-L4.ruff.goal': 'Trick 2: Liv leads the [[KC]] and you still have no clubs. Now you may trump: play the [[5S]].',
  'SPD-L4.ruff.explain':
    'The first-trick rule is over (SPD-6.5), so a player without clubs may trump. Your smallest spade beats the king.',
  'SPD-L4.ruff.alt': 'It beats the king too, but the [[5S]] would have done the job and kept your bigger spade.',
  'SPD-L4.ruff.discard':
    'Allowed, but your card cannot beat Liv’s king. From trick 2 on you may trump, and a spade would have beaten it.',
  'SPD-L4.ruff.other': 'That card does not win: only a spade beats the [[KC]]. Play your small spade.',
  'SPD-L4.won.goal':
    'Your spade wins, and spades are broken (SPD-6.3). Some tables allow trumping on the first trick too; that is a setting (SPD-S3).',

  'SPD-L5.title': 'Bidding and the team contract',
  'SPD-L5.intro':
    'Before the play everyone bids the number of tricks they expect to take. You and your partner add your bids: that is the contract your side must make.',
  'SPD-L5.done':
    'You bid by counting the tricks your hand should take, and your side’s contract is the sum of your two bids.',
  'SPD-L5.once.goal':
    'You dealt, so bidding starts with Ola and goes once round the table. Everyone must bid; there is no pass, and a bid cannot be changed (SPD-5.1).',
  'SPD-L5.count.goal':
    'Ola bid 3, Kari 2 and Liv 3. Count your tricks: the [[AS]] and [[KS]] are sure, as you hold the two top spades, and the [[AH]] nearly always takes a trick. You have no clubs, so your small spades can trump clubs, and the [[KD]] and [[QD]] may bring one more.',
  'SPD-L5.bid.goal': 'Bid the tricks you expect: 4.',
  'SPD-L5.bid.explain':
    'Three tricks from the high cards and probably one more from trumping clubs or from the diamonds: 4 is an honest bid. A bid is a number from 1 to 13 (SPD-5.2).',
  'SPD-L5.bid.low':
    'Allowed, but cautious: you will probably take a fourth trick. Every trick over the contract is a bag, and ten bags cost 100 points.',
  'SPD-L5.bid.high':
    'Allowed, but bold: three tricks are nearly sure, a fourth is likely, a fifth is hope. A missed contract costs 10 points for every trick bid.',
  'SPD-L5.bid.nil':
    'Nil promises to take no trick at all. With two aces and the king of spades you will surely take some, and a failed nil costs 100 points.',
  'SPD-L5.bid.other':
    'That is far from what this hand can take. Count again: three tricks from the high cards, and probably one more from trumping clubs.',
  'SPD-L5.contract.goal':
    'Your side: Kari 2 + you 4 = 6 tricks (SPD-5.3). Theirs: 3 + 3 = 6. All the bids together need not make 13 (SPD-5.4), and every bid stays in view for the whole hand (SPD-5.7).',

  'SPD-L6.title': 'Making and missing a contract',
  'SPD-L6.intro':
    'After the hand each side scores its contract: 10 points for every trick bid if it took at least that many, minus 10 for every trick bid if it did not.',
  'SPD-L6.done': 'Made: 10 per trick bid and 1 per extra trick. Set: minus 10 per trick bid, however short you fall.',
  'SPD-L6.made.goal':
    'You bid {bid1} and Kari {bid2}; you took {took1} tricks and Kari {took2}. How many points does your side score?',
  'SPD-L6.made.explain':
    'Your contract is {contract} and you took {counted}: made. 10 × {contract}, plus 1 for each trick over it: {points} (SPD-8.1).',
  'SPD-L6.made.noBags':
    'The contract is made, that part is right. But each trick over the contract adds 1 point (SPD-8.1).',
  'SPD-L6.made.allTricks':
    'Only the tricks you bid are worth 10. The tricks over the contract are worth 1 point each (SPD-8.1).',
  'SPD-L6.made.other':
    'Add the two bids for the contract and check you took at least that many. Then 10 per trick bid and 1 per extra trick.',
  'SPD-L6.bags.goal': 'How many bags — tricks over the contract — did your side take?',
  'SPD-L6.bags.explain':
    '{counted} tricks on a contract of {contract}: {extra} over. Each one is a bag, and bags are counted through the whole game (SPD-8.5).',
  'SPD-L6.bags.none':
    'Making the contract exactly gives no bags, but you took more: every trick over the contract is a bag.',
  'SPD-L6.bags.other': 'Bags are the tricks over the contract: tricks taken minus the contract.',
  'SPD-L6.set.goal': 'Ola bid {bid1} and Liv {bid2}; they took {took1} and {took2}. How many points do they score?',
  'SPD-L6.set.explain':
    'Their contract is {contract} and they took only {counted}: set. A set costs 10 × the whole contract: {points} (SPD-8.2).',
  'SPD-L6.set.oneShort':
    'A set costs 10 × the whole contract, not just the missing trick. How many tricks short does not matter (SPD-8.2).',
  'SPD-L6.set.taken': 'A side that is set scores nothing for its tricks: it loses 10 for every trick it bid (SPD-8.2).',
  'SPD-L6.set.other': 'They took fewer tricks than their contract, so they lose 10 points for every trick they bid.',

  'SPD-L7.title': 'Bags add up',
  'SPD-L7.intro':
    'A trick over the contract is worth a point now, but it also goes on your side’s bag counter. Ten bags cost 100 points.',
  'SPD-L7.done':
    'Ten bags cost 100, and the bags over ten stay on the counter. That is why good players bid what they will take.',
  'SPD-L7.digit.goal':
    'Your side has {total} points and {bags} bags. With the bags carried over, the last digit of the score shows them (SPD-8.5); the app keeps the counter beside the score (SPD-8.6).',
  'SPD-L7.total.goal':
    'You bid {bid1} and Kari {bid2}; you took {took1} and {took2}. What is your total after this hand?',
  'SPD-L7.total.explain':
    'Contract {contract} made with {extra} over: 10 × {contract} + {extra}. The counter goes from {bags} past ten, which costs 100, and {counter} stays on it: {after} points (SPD-8.5).',
  'SPD-L7.total.noPenalty':
    'That forgets the bags: {bags} + {extra} makes ten or more, so take off 100 points (SPD-8.5).',
  'SPD-L7.total.reset':
    'The penalty is right, but every bag still scores its point, and the bag over ten stays on the counter (SPD-D4).',
  'SPD-L7.total.other':
    'Score the contract and the extra tricks first. Then add the bags to the counter: at ten, take off 100.',
  'SPD-L7.counter.goal': 'And how many bags are left on the counter?',
  'SPD-L7.counter.explain':
    '{bags} bags and {extra} new ones pass ten: ten are paid for with 100 points, and {counter} carries over to the next hands (SPD-D4).',
  'SPD-L7.counter.reset':
    'Some tables start the counter at zero after a penalty, but here the bags over ten carry over (SPD-D4).',
  'SPD-L7.counter.noPenalty': 'Ten bags are paid for with 100 points, and then they leave the counter (SPD-8.5).',
  'SPD-L7.counter.other': 'Add the new bags to the counter; every full ten is paid for and leaves it.',

  'SPD-L8.title': 'Playing a nil',
  'SPD-L8.intro':
    'Nil is a bid to take no trick at all: 100 points if you manage it, minus 100 if you take even one. Your partner helps by winning the tricks.',
  'SPD-L8.done':
    'You stayed under the cards played and dropped your dangerous king under your partner’s ace. That is how a nil is played.',
  'SPD-L8.nil.goal': 'Liv bid 3. Your hand is full of small cards: bid Nil.',
  'SPD-L8.nil.explain':
    'Nil is a bid of its own: a promise to take no trick (SPD-5.2). It scores 100 if you take none and costs 100 if you take any (SPD-8.3). Kari’s bid counts on its own.',
  'SPD-L8.nil.other': 'A number is allowed, but this lesson plays a nil. With these small cards, bid Nil.',
  'SPD-L8.duck.goal': 'Liv leads the [[9H]]. Stay below it: play the [[3H]].',
  'SPD-L8.duck.explain':
    'A nil bidder plays under the highest card so far. The [[3H]] cannot win: the nine is already higher, and Kari will probably take the trick.',
  'SPD-L8.duck.seven': 'Also safe: the [[7H]] is below the nine as well.',
  'SPD-L8.duck.queen':
    'Allowed, but the [[QH]] beats the nine. If Ola and Kari play low, you take the trick and your nil fails. Play under the nine.',
  'SPD-L8.shed.goal':
    'Kari leads the [[AD]]: under the ace your king cannot win this trick. Throw your dangerous king now: the [[KD]].',
  'SPD-L8.shed.explain':
    'Your king could win a later diamond trick. Under the ace it cannot win, whoever takes this trick, so get rid of it now.',
  'SPD-L8.shed.small':
    'Allowed, and safe for now. But Kari’s ace is winning: this is your safe chance to drop the king. Later it may win a trick you do not want.',
  'SPD-L8.safe.goal':
    'Kari took both tricks and you still have none. Keep it that way all hand and your nil scores 100 (SPD-8.3).',

  'SPD-L9.title': 'Scoring a nil',
  'SPD-L9.intro': 'A nil is scored on its own, and a nil bidder’s tricks never help the partner’s contract.',
  'SPD-L9.done': 'A failed nil costs 100; its tricks do not help the partner and count as bags.',
  'SPD-L9.points.goal':
    'You bid nil and took {took1, plural, one {# trick} other {# tricks}}; Kari bid {bid2} and took {took2}. How many points does your side score?',
  'SPD-L9.points.explain':
    'Kari’s contract is {contract}, and only her {counted} tricks count: set, −10 × {contract}. Your nil failed: −100. Your trick is a bag: +1. In all {points} (SPD-8.3, SPD-8.4).',
  'SPD-L9.points.helps':
    'Your trick does not help Kari: a nil bidder’s tricks never count toward the partner’s contract (SPD-D3). Her {bid2} is set.',
  'SPD-L9.points.noBag': 'Nearly: the trick you took is still a bag, worth 1 point (SPD-8.4).',
  'SPD-L9.points.other': 'Score three things: Kari’s contract with her own tricks, your nil, and your tricks as bags.',
  'SPD-L9.bags.goal': 'How many bags does your side get this hand?',
  'SPD-L9.bags.explain': 'Kari has no overtricks, but every trick a nil bidder takes is a bag: {extra} (SPD-8.4).',
  'SPD-L9.bags.none': 'Kari has no overtricks, but your trick is a bag all the same (SPD-8.4).',
  'SPD-L9.bags.other': 'Count the tricks over the contract and the tricks the nil bidder took.',
  'SPD-L9.variant.goal':
    'Some tables let a failed nil’s tricks count for the partner (SPD-S12). With that house rule, what would your side score?',
  'SPD-L9.variant.explain':
    'Now your trick joins Kari’s: {counted} tricks, so her {contract} is made. Minus 100 for the failed nil: {points}.',
  'SPD-L9.variant.same':
    'With this house rule your trick counts toward Kari’s contract instead of being a bag, so the contract is made.',
  'SPD-L9.variant.other': 'Add your trick to Kari’s, score her contract, then the failed nil.',

  'SPD-L10.title': 'Blind nil and the card exchange',
  'SPD-L10.intro':
    'A side far behind may bid Blind Nil: a nil bid before looking at your cards. It is worth 200 — or costs 200. Then you swap two cards with your partner.',
  'SPD-L10.done':
    'You bid Blind Nil with your cards face down and swapped two cards with your partner. Keep it for when your side must catch up.',
  'SPD-L10.behind.goal':
    'The score is Us {us}, Them {them}: your side is at least 100 behind, so you may bid Blind Nil (SPD-5.6). Your cards stay face down until you look.',
  'SPD-L10.blind.goal': 'Liv bid 3. Without looking at your cards, bid Blind Nil.',
  'SPD-L10.blind.explain':
    'Blind Nil must be bid before you see your cards. It scores 200 if you take no trick and costs 200 if you take one (SPD-8.3).',
  'SPD-L10.blind.nil':
    'Allowed, but a plain Nil means looking first, and it is worth only 100. This lesson is about Blind Nil: bid it without looking.',
  'SPD-L10.blind.look':
    'Looking turns your cards up for good, and then Blind Nil is gone (SPD-5.6). Bid Blind Nil first; you will see your cards when everyone has bid.',
  'SPD-L10.blind.other': 'A number is allowed, but this lesson is about Blind Nil. Bid it before you look.',
  'SPD-L10.pass.goal':
    'Everyone has bid and your cards are face up. Pass two cards to Kari, your most dangerous ones: the [[KS]] and the [[AH]].',
  'SPD-L10.pass.explain':
    'The Blind Nil bidder passes two cards face down to the partner, who then passes two back (SPD-5.6). Give away the cards most likely to win a trick.',
  'SPD-L10.pass.other':
    'Those two are allowed, but pass the cards most likely to win a trick: the [[KS]] and the [[AH]].',
  'SPD-L10.back.goal':
    'Kari passes back the [[2D]] and the [[4C]]: two small cards, safe for a nil. She may pass back any two, even ones you just gave her (SPD-D17).',
  'SPD-L10.ninety.goal': 'Another day: Us {us}, Them {them}. May you bid Blind Nil?',
  'SPD-L10.ninety.explain':
    'No: your side is {behind} behind, and Blind Nil needs 100 or more at the start of the hand (SPD-5.6). At the table its button is greyed out with that reason.',
  'SPD-L10.ninety.short':
    'Not this time: your side is only {behind} behind. Blind Nil needs 100 or more at the start of the hand (SPD-5.6).',
  'SPD-L10.ninety.yes': 'Yes',
  'SPD-L10.ninety.no': 'No',

  'SPD-L11.title': 'Winning the game',
  'SPD-L11.intro': 'The game is played to 500. What counts is the total after a hand, not who got there first.',
  'SPD-L11.done':
    'After each hand the higher total at or over the target wins. Equal totals: play more hands until one side leads.',
  'SPD-L11.total.goal':
    'Us {usTotal}. You bid {usBid1} and Kari {usBid2}; you took {usTook1} and {usTook2}. What is your new total?',
  'SPD-L11.total.explain': 'Contract {usContract} made with {usExtra} over: {usPoints} points, {usAfter} in all.',
  'SPD-L11.total.bags': 'Do not forget the bags: each trick over the contract adds 1 point.',
  'SPD-L11.total.other': 'Add 10 per trick bid and 1 per extra trick to {usTotal}.',
  'SPD-L11.winner.goal':
    'Them {themTotal}: Ola and Liv bid {themBid1} and {themBid2} and took {themTook1} and {themTook2}, which makes {themAfter}. You have {usAfter}. Who wins?',
  'SPD-L11.winner.explain':
    'Both sides passed 500 in the same hand, so the higher total wins (SPD-9.1, SPD-9.2): {usAfter} beats {themAfter}.',
  'SPD-L11.winner.first':
    'Bidding order does not matter: nobody reaches 500 until the hand is scored, and then the higher total wins (SPD-9.2).',
  'SPD-L11.winner.other': 'Both sides are over 500 after the hand: compare their totals.',
  'SPD-L11.winner.us': 'Us',
  'SPD-L11.winner.them': 'Them',
  'SPD-L11.winner.more': 'Nobody yet: one more hand',
  'SPD-L11.tie.goal':
    'If the highest totals are equal, hands are played until one side alone is ahead (SPD-9.3). Another ending: you take only {usTook1} and {usTook2}, so both sides end on {usAfter}. Who wins?',
  'SPD-L11.tie.explain':
    'Equal totals at the top: nobody wins yet. Hands are played until one side alone is ahead (SPD-9.3).',
  'SPD-L11.tie.level': 'Both sides have {usAfter}. Neither is higher, so another hand is played (SPD-9.3).',
  'SPD-L11.tie.other': 'Compare the totals: are they equal?',
  'SPD-L11.tie.us': 'Us',
  'SPD-L11.tie.them': 'Them',
  'SPD-L11.tie.more': 'Nobody yet: one more hand',

  'SPD-L12.title': 'Jokers',
  'SPD-L12.intro':
    'With the joker house rule two jokers join the spades as the highest trumps. The [[2C]] and [[2H]] leave the deck, so there are still 52 cards.',
  'SPD-L12.done':
    'Jokers are spades in every way: you follow spades with them, they trump, and the Big Joker beats the Little Joker, which beats the ace.',
  'SPD-L12.deck.goal':
    'The Big Joker, then the Little Joker, then the [[AS]]: the jokers are the two highest spades (SPD-10.3). You hold the [[LJ]].',
  'SPD-L12.two.goal':
    'The bids and two tricks are played for you. On trick 2 Ola has no diamonds and trumps with the [[5S]]: spades are broken.',
  'SPD-L12.joker.goal': 'Ola leads the [[7S]]. Your only spade is the Little Joker: play it.',
  'SPD-L12.joker.explain':
    'The Little Joker counts as a spade, so you must follow suit with it (SPD-6.4, SPD-10.3) — and it beats Liv’s [[AS]].',
  'SPD-L12.wins.goal':
    'Your Little Joker beats the ace of spades and wins the trick (SPD-7.1). Only the Big Joker is higher.',

  'SPD-L13.title': 'Only one nil per side',
  'SPD-L13.intro':
    'Two partners may not both bid nil: one of you must bid tricks. Some tables play “double nil”; the last steps of this lesson score it.',
  'SPD-L13.done':
    'Once your partner has bid nil, you bid a number. With the double-nil house rule, each nil scores on its own.',
  'SPD-L13.kari.goal': 'Ola dealt, so Kari bids first: Nil. Liv bids 1. Now your bid must be a number (SPD-5.5).',
  'SPD-L13.bid.goal': 'Bid a number: your top cards are worth 5.',
  'SPD-L13.bid.explain':
    'The [[AS]], [[KS]], [[AH]], [[KH]] and [[AD]] make five good tricks, and Kari will try to take none: the contract is yours alone.',
  'SPD-L13.bid.four': 'Careful but fine. Your five top cards should all win, so 5 is the honest count.',
  'SPD-L13.bid.six': 'Bold but possible: the [[KC]] and [[QC]] may bring a sixth trick. Five is the safer count.',
  'SPD-L13.bid.other': 'Count your top cards: the [[AS]], [[KS]], [[AH]], [[KH]] and [[AD]] make five tricks.',
  'SPD-L13.double.goal':
    'House rule: double nil (SPD-S8). You and Kari both bid nil, and neither of you takes a trick. How many points?',
  'SPD-L13.double.explain': 'Each nil is scored on its own (SPD-10.5): 100 + 100 = {points}.',
  'SPD-L13.double.once': 'There are two nils, and each one scores on its own (SPD-10.5).',
  'SPD-L13.double.other': 'Score each nil on its own: 100 for each that takes no trick.',
  'SPD-L13.onlyNil.goal':
    'Again you both bid nil, but Kari takes {took2, plural, one {# trick} other {# tricks}}. How many points?',
  'SPD-L13.onlyNil.explain':
    'Your nil: +100. Kari’s: −100. Your side has no contract, so every trick it takes is a bag: +1 (SPD-8.7). In all {points}.',
  'SPD-L13.onlyNil.noBag': 'The two nils cancel out, but the trick is still a bag, worth 1 point (SPD-8.7).',
  'SPD-L13.onlyNil.other': 'Score each nil, then count the side’s tricks as bags.',

  'SPD-L14.title': 'The deal and who starts',
  'SPD-L14.intro':
    'A few facts about every hand: who deals, who bids first, who leads, and how many cards each player gets.',
  'SPD-L14.done': 'Everything goes clockwise, to the left: the deal, the bids, the play and the next dealer.',
  'SPD-L14.deal.goal':
    'The first dealer is drawn at random (SPD-3.1). The dealer deals all 52 cards one at a time, clockwise, starting on the left (SPD-4.1, COM-2.1). In every suit the ace is high and the 2 low (SPD-2.1).',
  'SPD-L14.first.goal':
    'The player on the dealer’s left bids first and leads to the first trick (SPD-5.1, SPD-6.1). Ola (West) deals. Who is that?',
  'SPD-L14.first.explain': 'On Ola’s left sits Kari: she bids first and leads to the first trick.',
  'SPD-L14.first.right':
    'You sit on Ola’s right. Play goes clockwise, so the next seat is the dealer’s left (COM-2.2).',
  'SPD-L14.first.other': 'Look for the seat on the dealer’s left.',
  'SPD-L14.next.goal':
    'After every hand the deal passes one seat to the left, clockwise (SPD-3.2, COM-2.3). Kari (North) dealt this hand. Who deals the next one?',
  'SPD-L14.next.explain': 'On Kari’s left sits Liv, so Liv deals the next hand.',
  'SPD-L14.next.right': 'That is Kari’s right. The deal passes to the left, clockwise (SPD-3.2).',
  'SPD-L14.next.same': 'The deal moves on after every hand (SPD-3.2): one seat to the left.',
  'SPD-L14.next.other': 'The deal passes to the player on the dealer’s left.',
  'SPD-L14.cards.goal': 'How many cards does each player get?',
  'SPD-L14.cards.explain': 'Four players share all 52 cards: 13 each, and 13 tricks are played (SPD-4.2).',
  'SPD-L14.cards.other': 'All 52 cards are dealt among four players.',

  'SPD-L15.title': 'Six players',
  'SPD-L15.intro': 'Spades can be played by six, in three pairs, with two decks shuffled together.',
  'SPD-L15.done':
    'Six players: two decks, 17 cards each, partners opposite — and of two identical cards the first one played wins.',
  'SPD-L15.decks.goal':
    'Two decks without their two [[2C]]: 102 cards. Partners sit opposite each other, three seats apart (SPD-10.8).',
  'SPD-L15.partner.goal': 'Six at the table: you, Ola, Kari, Liv, Rune and Siri, clockwise. Who is your partner?',
  'SPD-L15.partner.explain': 'Your partner sits straight opposite, three seats away: Liv (SPD-10.8).',
  'SPD-L15.partner.two':
    'With four players your partner sits two seats away. With six, the seat opposite is three away.',
  'SPD-L15.partner.other': 'Your partner sits straight opposite you.',
  'SPD-L15.cards.goal': 'How many cards does each of the six get?',
  'SPD-L15.cards.explain':
    '102 cards for six players: 17 each, so 17 tricks are played and bids go up to 17 (SPD-10.8).',
  'SPD-L15.cards.jokers':
    '18 each comes with four jokers, and then both twos of clubs stay in: 108 cards. Without jokers the 102 cards make 17 each.',
  'SPD-L15.cards.other': 'Share 102 cards among six players.',
  'SPD-L15.twin.goal':
    'Of two identical cards, the one played first wins (SPD-7.3). You lead the [[KH]]. Ola plays the [[AS]], Kari the [[3H]], Liv the [[AH]], Rune the other [[AS]] and Siri the [[5H]]. Who wins?',
  'SPD-L15.twin.explain': 'The two aces of spades are equal, so the one played first wins (SPD-7.3): Ola’s.',
  'SPD-L15.twin.later':
    'Rune’s ace is the same card, but played later. Of two identical cards the earlier one wins (SPD-7.3).',
  'SPD-L15.twin.heart': 'The [[AH]] is the highest heart, but a spade beats every heart (SPD-7.1).',
  'SPD-L15.twin.other': 'The highest spade wins; of two equal ones, look at who played first.',
  'SPD-L15.last.goal':
    'Some tables say the later of two identical cards wins (SPD-S15). With that house rule, who wins the same trick?',
  'SPD-L15.last.explain': 'With “last played wins”, Rune’s ace, the later one, takes the trick.',
  'SPD-L15.last.first': 'That is the usual rule. With this house rule the later identical card wins.',
  'SPD-L15.last.other': 'Look at the two aces of spades: which one was played later?',

  'SPD-L16.title': 'Cutthroat: everyone for themselves',
  'SPD-L16.intro': 'Spades also works without partners, for three or four players: everyone bids and scores alone.',
  'SPD-L16.done': 'In cutthroat your own bid is your contract, and nobody shares your tricks or your cards.',
  'SPD-L16.alone.goal':
    'In cutthroat everyone is a side of their own: your contract is your own bid, and nil, bags and the target work as usual (SPD-10.7).',
  'SPD-L16.cards.goal': 'Three players, 52 cards. How many cards does each get?',
  'SPD-L16.cards.explain':
    '17 each. The 52nd card is put aside face down, and nobody sees it (SPD-D14). Some tables take out the [[2C]] instead (SPD-S18).',
  'SPD-L16.cards.eighteen':
    '18 is with two jokers added, 54 cards. With 52 cards each player gets 17 and one card is put aside.',
  'SPD-L16.cards.other': 'Three players share 52 cards as evenly as they can; one card is left over.',
  'SPD-L16.score.goal': 'Cutthroat: you bid {bid} and take {took}. How many points?',
  'SPD-L16.score.explain': 'Your bid is your contract: 10 × {bid}, plus 1 for each trick over it: {points} (SPD-10.7).',
  'SPD-L16.score.bags': 'The extra tricks still count: 1 point each, and they go on your own bag counter.',
  'SPD-L16.score.other': 'Score it like a partnership’s contract, with your bid as the contract.',
  'SPD-L16.blind.goal': 'Three-player cutthroat: you bid Blind Nil. How many cards do you pass?',
  'SPD-L16.blind.explain':
    'None. Blind Nil still scores 200, but without a partner there is nobody to swap cards with (SPD-10.7).',
  'SPD-L16.blind.two':
    'The two-card exchange is made with a partner. In cutthroat you have none, so no cards are passed.',

  'SPD-L17.title': 'House rules for the score',
  'SPD-L17.intro':
    'Many tables change a few scores. Here are three of the scoring house rules the app offers: nil worth 50, no bags, and the moon.',
  'SPD-L17.done': 'Agree on the house rules before you start: they change how you bid.',
  'SPD-L17.fifty.goal':
    'House rule: nil is worth 50 (SPD-S4). You bid nil and take no trick; Kari bids {bid2} and takes {took2}. How many points?',
  'SPD-L17.fifty.explain':
    'Nil made: +50 with this house rule, plus Kari’s contract, 10 × {bid2}. In all {points} (SPD-10.1).',
  'SPD-L17.fifty.hundred': 'That is the usual nil. With this house rule a nil is worth 50.',
  'SPD-L17.fifty.other': 'Add the nil’s 50 to Kari’s contract.',
  'SPD-L17.blind.goal':
    'The 50 rule changes only the ordinary nil: Blind Nil is still worth 200 (SPD-D8). You bid Blind Nil and take no trick; Kari bids {bid2} and takes {took2}. How many points?',
  'SPD-L17.blind.explain':
    'The 50 rule changes only the ordinary nil: Blind Nil is still worth 200 (SPD-D8). With Kari’s contract: {points}.',
  'SPD-L17.blind.halved': 'The house rule halves only the ordinary nil. Blind Nil keeps its 200 (SPD-D8).',
  'SPD-L17.blind.other': 'Blind Nil is worth 200; add Kari’s contract.',
  'SPD-L17.noBags.goal':
    'House rule: no bags (SPD-S10): extra tricks still score 1 point each, but no bag count is kept and there is no penalty (SPD-10.9, SPD-D16). Your side has {total} points and bid {bid1} + {bid2}; you take {took1} + {took2}. What is your total now?',
  'SPD-L17.noBags.explain':
    'Extra tricks still score 1 point each, but no bag count is kept and there is no penalty (SPD-D16): {after}.',
  'SPD-L17.noBags.penalty': 'Without bags there is no counter and no 100-point penalty (SPD-10.9).',
  'SPD-L17.noBags.other': 'Score the contract and 1 point per extra trick, nothing else.',
  'SPD-L17.moon.goal':
    'House rule: the moon (SPD-S9). A side that bids all 13 tricks scores {value} if it takes them all and −{value} if it misses one, instead of the usual 10 per trick (SPD-10.4, SPD-D11). You bid {bid1} and Kari {bid2}: all 13 tricks. You take them all. How many points?',
  'SPD-L17.moon.explain':
    'A contract of all 13 tricks is a moon: {points} if you take every trick, instead of the usual 10 per trick (SPD-10.4).',
  'SPD-L17.moon.plain': 'That is the ordinary score. A moon made is worth 200 with this house rule (SPD-10.4).',
  'SPD-L17.moon.other': 'A contract of 13, made, is the moon.',
  'SPD-L17.moonSet.goal': 'The same moon, but you take only {took1} + {took2}. How many points?',
  'SPD-L17.moonSet.explain':
    'A moon that misses a single trick costs as much as it would have won: {points} (SPD-D11).',
  'SPD-L17.moonSet.plain': 'That is an ordinary set. A moon that fails costs 200 with this house rule (SPD-D11).',
  'SPD-L17.moonSet.other': 'The moon needs every trick; missing one costs the moon’s value.',

  'SPD-L18.title': 'Shorter games and team bids',
  'SPD-L18.intro': 'Three more house rules: a lower target, a losing score, and one bid for the whole side.',
  'SPD-L18.done': 'Target, losing score and team bid are settings: agree on them before you start.',
  'SPD-L18.target.goal':
    'House rule: play to 200 (SPD-S2). Us {usTotal}, Them {themTotal}. You make your {usContract} exactly; they bid {themContract} and take {themCounted}. Who wins?',
  'SPD-L18.target.explain':
    'Us {usAfter}, Them {themAfter}: you reach the target of 200 and are higher (SPD-10.2, SPD-9.2).',
  'SPD-L18.target.notYet': 'In this game the target is 200, not 500, and you have reached it (SPD-10.2).',
  'SPD-L18.target.higher':
    'They were ahead before the hand, but their contract was set: their {themAfter} is less than your {usAfter}.',
  'SPD-L18.target.us': 'Us',
  'SPD-L18.target.them': 'Them',
  'SPD-L18.target.more': 'Nobody yet: one more hand',
  'SPD-L18.losing.goal':
    'House rule: a side at −200 loses (SPD-S13). Us {usTotal}, Them {themTotal}. They bid {themContract} and take {themCounted}; you make your {usContract}. Who wins?',
  'SPD-L18.losing.explain': 'They fall to {themAfter}. At −200 or below a side loses at once, so you win (SPD-9.4).',
  'SPD-L18.losing.notOver': 'Nobody has reached 500, but with this house rule a side at −200 loses at once (SPD-9.4).',
  'SPD-L18.losing.other': 'Work out their new total first.',
  'SPD-L18.losing.us': 'Us',
  'SPD-L18.losing.them': 'Them',
  'SPD-L18.losing.more': 'Nobody yet: one more hand',
  'SPD-L18.team.goal':
    'With a team bid the first partner’s number is only a suggestion; the second partner’s bid is the side’s contract (SPD-10.6). House rule: team bid (SPD-S16). Kari bids first and suggests {hint}; then you announce {contract}. What is your side’s contract?',
  'SPD-L18.team.explain':
    'The first partner’s number is only a suggestion; the second partner’s bid is the side’s contract (SPD-10.6): {contract}.',
  'SPD-L18.team.added':
    'With team bidding the numbers are not added: Kari’s suggestion helps you choose, and your bid is the contract (SPD-10.6).',
  'SPD-L18.team.hint': 'Kari’s number is only a suggestion. The second partner fixes the contract (SPD-10.6).',
  'SPD-L18.team.other': 'Who bids second for your side? That bid is the contract.',
};
