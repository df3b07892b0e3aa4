// Sprøyte lessons in English (rules.md SPR-13). Keys: <lesson>.title / .intro / .done and
// <lesson>.<step>.<part>; [[5H]] draws a small card, a rule id (SPR-7.3) links to the rule book.
export const text: Readonly<Record<string, string>> = {
  'SPR-L1.title': 'Follow suit and who wins',
  'SPR-L1.intro':
    'Every trick starts with one card; the others must answer in the same suit if they can. Play goes clockwise (COM-2.1): Kari on your right, then you, then Ola on your left. Clubs are trump in this first deal.',
  'SPR-L1.done': 'You can follow suit and you know who takes a trick. That is half of every trick-taking game.',
  'SPR-L1.keep.goal': 'Nobody swaps cards in this lesson. Kari is forhånd — on the dealer’s left — so she leads.',
  'SPR-L1.follow.goal': 'Kari led a heart. Follow suit: play a heart.',
  'SPR-L1.follow.explain':
    'You hold hearts, so you must play one (SPR-7.3). The [[5H]] is your smallest: Kari’s king beats both your hearts anyway.',
  'SPR-L1.follow.alt':
    'Allowed — any heart follows suit. But the [[8H]] cannot win here, so the [[5H]] was the cheaper card to give.',
  'SPR-L1.olaWins.goal':
    'Ola played the [[AH]]: nobody trumped, so the highest heart wins the trick (SPR-8.1). Ola takes it and leads next.',
  'SPR-L1.diamond.goal': 'Ola leads the [[AD]]. Follow suit again: play a diamond.',
  'SPR-L1.diamond.explain':
    'You hold diamonds, so one must go. None of your diamonds beats Ola’s ace, so give your smallest, the [[4D]], and keep the queen and jack for later.',
  'SPR-L1.diamond.alt':
    'Allowed — it is a diamond. But none of your diamonds beats the ace, so the [[4D]] would have kept your bigger diamonds for later.',
  'SPR-L1.end.goal':
    'The ace wins again: Ola has two tricks. The winner of a trick always leads the next one (SPR-7.4).',

  'SPR-L2.title': 'Trumping when you cannot follow',
  'SPR-L2.intro':
    'Spades are trump in deal 2. You have no diamonds at all — and that is a strength: when you cannot follow suit, a trump may take the trick.',
  'SPR-L2.done': 'A void suit plus a small trump wins tricks. Look for them when you plan your hand.',
  'SPR-L2.keep.goal': 'Nobody swaps in this lesson. Kari is forhånd and leads.',
  'SPR-L2.ruff.goal': 'Kari led the [[AD]] and you have no diamonds. Win this trick.',
  'SPR-L2.ruff.explain':
    'You cannot follow, so you may play any card (SPR-7.3). A trump beats every diamond, even the ace (SPR-8.1). Ola plays after you: if he has a diamond he must follow suit, and then your smallest spade, the [[5S]], is enough.',
  'SPR-L2.ruff.alt':
    'That beats the ace too: any spade beats the diamonds. But if Ola has a diamond he must follow suit, and then the [[5S]] would have been enough — keep your bigger trumps for later.',
  'SPR-L2.ruff.discard':
    'Allowed, but that card cannot win: it is neither a diamond nor a trump, so the trick goes to Kari’s ace unless Ola trumps. Being void lets you trump (SPR-7.3). Play a spade.',
  'SPR-L2.won.goal':
    'A spade beats the [[AD]], even a small one like the [[5S]]: when a trump is in the trick, the highest trump wins (SPR-8.1).',

  'SPR-L3.title': 'The highest trump wins — don’t waste a small trump',
  'SPR-L3.intro':
    'Hearts are trump in deal 3, and you are the dealer, so Ola leads. Sometimes you cannot win a trick. Then the skill is to lose it cheaply.',
  'SPR-L3.done':
    'When a trick is lost anyway, give your least useful card and keep your trumps for tricks they can win.',
  'SPR-L3.keep.goal': 'Nobody swaps in this lesson. Ola is forhånd and leads.',
  'SPR-L3.discard.goal':
    'Ola led the [[AS]] and Kari trumped with the [[JH]]. You have no spades. Throw away a small card.',
  'SPR-L3.discard.explain':
    'Kari’s [[JH]] is the highest trump so far, and your hearts are smaller: you cannot win. Nobody has to trump or beat a trick (COM-5.4), so give away your least useful card, the [[3C]] (SPR-8.1).',
  'SPR-L3.discard.alt':
    'Fine — a small card goes, and the trick was lost anyway. The [[3C]] was simply your least useful card.',
  'SPR-L3.discard.wasted':
    'Allowed, but your heart would be wasted: the [[JH]] is higher, and the highest trump wins (SPR-8.1). Keep your trumps for tricks they can win.',
  'SPR-L3.discard.big':
    'Allowed, but that card loses to Kari’s trump anyway. Keep your high cards for later and give a small card.',
  'SPR-L3.won.goal':
    'Kari takes the trick with the highest trump in it (SPR-8.1). Your [[TH]] is still in your hand, ready for a better moment.',

  'SPR-L4.title': 'The trump rotation',
  'SPR-L4.intro': 'In the standard form every deal has a trump suit. Which suit it is depends only on the deal number.',
  'SPR-L4.done': 'Clubs, spades, hearts, diamonds, and round again — just count the deals.',
  'SPR-L4.strip.goal':
    'The trump goes round in a fixed order: [[AC]] clubs, [[AS]] spades, [[AH]] hearts, [[AD]] diamonds. Deal 1 is clubs, and the order follows the deal counter (SPR-5.1).',
  'SPR-L4.deal4.goal': 'The score sheet shows deal {deal}. Which suit is trump?',
  'SPR-L4.deal4.explain':
    'Diamonds. Deal {deal} is the fourth step of the strip: clubs, spades, hearts, diamonds (SPR-5.1).',
  'SPR-L4.deal4.previous': 'Hearts was the trump of deal 3. The trump moves one suit along the strip with every deal.',
  'SPR-L4.notDealer':
    'The trump follows only the deal number (SPR-3.3) — not the dealer’s seat and not who won the last deal. Count along the strip: clubs, spades, hearts, diamonds.',
  'SPR-L4.deal5.goal': 'Now deal {deal}. Which suit is trump?',
  'SPR-L4.deal5.explain': 'After diamonds the strip starts again, so deal {deal} is clubs, like deal 1.',
  'SPR-L4.deal5.again': 'Diamonds was deal 4. After diamonds the strip starts again at clubs.',

  'SPR-L5.title': 'Exchanging as forhånd',
  'SPR-L5.intro':
    'Before the play everybody may swap cards with the stock of 12. Kari deals, so you are forhånd: you exchange first.',
  'SPR-L5.done': 'Throw away the weak cards, keep your trumps and aces. You now know how the exchange works.',
  'SPR-L5.order.goal':
    'Spades are trump, and everybody knows it before swapping (SPR-5.4). The exchange goes forhånd, middle hand, dealer (SPR-1.3): you may swap up to 6, Ola up to 4 plus any you leave unused, and Kari, the dealer, may take what is left (SPR-6.2, SPR-D6). Swapping none is allowed too (COM-6.2).',
  'SPR-L5.swap.goal':
    'Select your six weak cards — the small diamonds, the small clubs and the [[3H]] — and exchange them.',
  'SPR-L5.swap.explain':
    'First you lay the cards away face down, then you draw as many from the top of the stock (COM-6.1). You keep your trumps and aces and swap everything that is unlikely to win a trick (SPR-6.1).',
  'SPR-L5.swap.trumps':
    'Allowed, but you threw away a trump. Spades are trump in this deal, so even your [[4S]] may win a trick. Swap the weak side cards instead.',
  'SPR-L5.swap.few':
    'Allowed, but you swap too few. Those small diamonds and clubs will hardly win a trick; as forhånd you may change up to six cards.',
  'SPR-L5.swap.other':
    'Allowed, but not the six weakest cards. Keep your spades, the [[AH]] and the [[JC]]; swap the [[3H]], the small diamonds and the small clubs.',
  'SPR-L5.newHand.goal':
    'You laid six cards away and drew the top six of the stock. Look at your new hand: long, strong spades and four aces.',
  'SPR-L5.counts.goal':
    'Ola swapped 4 and Kari took the last 2. Everybody sees how many cards each player swapped, never which (SPR-6.3). The computer players also know only what their own seat can see (COM-7.3). You are forhånd, so you lead the first trick.',

  'SPR-L6.title': 'Inheriting unused exchanges',
  'SPR-L6.intro':
    'Hearts are trump in deal 3. Ola deals, so Kari is forhånd and you are the middle hand. Watch what happens when Kari does not use all her swaps.',
  'SPR-L6.done':
    'What a player leaves unused passes to the next one. As middle hand or dealer, watch what the players before you take.',
  'SPR-L6.kari.goal': 'Kari, forhånd, exchanges first. She may swap up to 6 — watch how many she takes.',
  'SPR-L6.swap.goal':
    'Kari swapped only 2, so her 4 unused swaps pass to you: 4 of your own + 4 = 8. Swap your eight weakest cards.',
  'SPR-L6.swap.explain':
    'The unused part of forhånd’s allowance passes to the middle hand (SPR-6.2). Your hand is weak, so use all eight: keep the trumps [[QH]] and [[6H]], the [[TD]] and the [[9C]], and swap the rest.',
  'SPR-L6.swap.four':
    'Allowed, but you use only half of what you may take. Kari left 4 swaps unused, and they are yours now: 4 + 4 = 8 (SPR-6.2). With a hand this weak, take them.',
  'SPR-L6.swap.trumps':
    'Allowed, but you threw away a trump. Hearts are trump, so keep the [[QH]] and [[6H]] and swap a side card instead.',
  'SPR-L6.swap.other':
    'Allowed, but not the eight weakest cards. Keep the [[QH]], [[6H]], [[TD]] and [[9C]]; swap all your spades, the [[7D]], [[4D]], [[5C]] and [[3C]].',
  'SPR-L6.dealer.goal': 'You drew eight fine cards. Ola, the dealer, may take whatever is left: the last 2 (SPR-6.2).',

  'SPR-L7.title': 'Counting points in a trump or grand deal',
  'SPR-L7.intro':
    'A deal has 12 tricks for three players: four each on average. So only the tricks above four score. The cards themselves are worth nothing (COM-1.4).',
  'SPR-L7.done': 'Tricks above four are points. Four or fewer score nothing — but never cost anything.',
  'SPR-L7.baseline.goal':
    'A deal is over. Tricks: You 6, Ola 4, Kari 2. Four tricks is the baseline (SPR-9.1): each trick above it is one point (SPR-9.2).',
  'SPR-L7.you.goal': 'You took {tricks} tricks. How many points do you score?',
  'SPR-L7.you.explain': '{tricks} tricks are {points} above four, so {points} points (SPR-9.2).',
  'SPR-L7.allTricks': 'That counts all the tricks. Only the tricks above four count (SPR-9.2).',
  'SPR-L7.overFour': 'Count from four: every trick above four is one point, and four or fewer is nothing (SPR-9.2).',
  'SPR-L7.ola.goal': 'Ola took {tricks} tricks. How many points?',
  'SPR-L7.ola.explain': 'Exactly four is the baseline, with nothing above it: {points} points.',
  'SPR-L7.kari.goal': 'Kari took {tricks} tricks. How many points?',
  'SPR-L7.kari.explain': 'Fewer than four scores nothing, but points never go below zero (SPR-9.4): {points} points.',
  'SPR-L7.kari.negative':
    'Points never go negative in Sprøyte (SPR-9.4): too few tricks score nothing, they do not cost anything.',
  'SPR-L7.grand.goal': 'Another deal, this time grand (no trump). You took {tricks} tricks. How many points?',
  'SPR-L7.grand.explain': 'Grand counts exactly like a trump deal, tricks above four: {points} points (SPR-9.2).',

  'SPR-L8.title': 'Variasjonssprøyte: reading the revealed card',
  'SPR-L8.intro':
    'In variasjonssprøyte one card decides what you play: nullo, trump or grand. Forhånd cuts the deck and shows it before the deal.',
  'SPR-L8.done':
    '2 to 5 nullo, 6 to 10 trump in the card’s suit, jack to ace grand. And the card goes to the bottom of the stock.',
  'SPR-L8.cut.goal':
    'All 52 cards are in play (SPR-2.2). Forhånd lifts part of the deck and shows its bottom card to everybody (SPR-4.2, COM-4). Its rank decides the contract, before anybody swaps.',
  'SPR-L8.bands':
    'Look at the rank: 2 to 5 is nullo, 6 to 10 is trump in the card’s own suit, jack to ace is grand (SPR-5.3).',
  'SPR-L8.d7.goal': 'Forhånd shows the [[7D]]. What do you play?',
  'SPR-L8.d7.explain':
    'A 7 is in the 6-to-10 band, so it is a trump deal, and the trump is the card’s own suit, diamonds (SPR-5.3, SPR-D3).',
  'SPR-L8.d7.mistake':
    'It is a trump deal, but in variasjonssprøyte the trump is the revealed card’s own suit — here diamonds — not the rotation’s clubs (SPR-D3).',
  'SPR-L8.d7.grand': 'Grand',
  'SPR-L8.d7.nullo': 'Nullo',
  'SPR-L8.d7.trumpC': 'Trump: clubs',
  'SPR-L8.d7.trumpD': 'Trump: diamonds',
  'SPR-L8.s4.goal': 'Forhånd shows the [[4S]]. What do you play?',
  'SPR-L8.s4.explain':
    '2 to 5 means nullo. There is no trump, and everybody tries to take as few tricks as possible (SPR-5.3).',
  'SPR-L8.s4.mistake':
    'Only 6 to 10 gives a trump deal. A 4 means nullo: no trump at all, and you want few tricks (SPR-5.3).',
  'SPR-L8.s4.grand': 'Grand',
  'SPR-L8.s4.nullo': 'Nullo',
  'SPR-L8.s4.trumpS': 'Trump: spades',
  'SPR-L8.hq.goal': 'Forhånd shows the [[QH]]. What do you play?',
  'SPR-L8.hq.explain': 'Jack to ace means grand — no trump, and the highest card of the suit led wins (SPR-5.3).',
  'SPR-L8.hq.mistake':
    'A queen is above 10, so it is grand: no trump at all. Trump deals come only from 6 to 10 (SPR-5.3).',
  'SPR-L8.hq.grand': 'Grand',
  'SPR-L8.hq.nullo': 'Nullo',
  'SPR-L8.hq.trumpH': 'Trump: hearts',
  'SPR-L8.c10.goal': 'Forhånd shows the [[TC]]. What do you play?',
  'SPR-L8.c10.explain': 'The 10 is the top of the trump band, so clubs are trump (SPR-5.3).',
  'SPR-L8.c10.mistake':
    'Grand starts at the jack. 6 to 10 means trump in the card’s suit, so the [[TC]] gives a trump deal in clubs (SPR-5.3).',
  'SPR-L8.c10.grand': 'Grand',
  'SPR-L8.c10.nullo': 'Nullo',
  'SPR-L8.c10.trumpC': 'Trump: clubs',
  'SPR-L8.where.goal':
    'Forhånd lifted {cut} cards and showed the bottom one. The cut is then completed as usual, and the dealer deals without shuffling (COM-4.4). Where does the revealed card end up?',
  'SPR-L8.where.explain':
    'Completing the cut puts it at the bottom of the deck (COM-4.3), so it is the last card of the 16-card stock. Everybody knows it is there; only the dealer can ever draw it, by taking every card that is left (SPR-D5).',
  'SPR-L8.where.inHand':
    'The deal starts from the top, and the revealed card is at the very bottom after the cut. It stays in the stock, as its last card (SPR-D5).',
  'SPR-L8.where.other':
    'The lower packet goes on top of the lifted one, so the revealed card becomes the bottom card of the deck (COM-4.3): the last card of the stock.',
  'SPR-L8.where.bottom': 'At the bottom of the stock',
  'SPR-L8.where.hand': 'In a player’s hand',
  'SPR-L8.where.top': 'On top of the stock',

  'SPR-L9.title': 'Variasjonssprøyte: exchanging as dealer',
  'SPR-L9.intro':
    'Forhånd showed the [[QH]]: a grand deal, no trump. You deal, so you exchange last, with whatever the others leave in the stock of 16.',
  'SPR-L9.done': 'The dealer takes what is left. And when that includes the last card, you already know what it is.',
  'SPR-L9.grand.goal':
    'The whole pack is used here, 2s included (SPR-2.2): 12 cards each and 16 in the stock (SPR-4.3). The revealed [[QH]] lies at its bottom (SPR-D5).',
  'SPR-L9.others.goal':
    'Ola, forhånd, may swap up to 8; Kari, the middle hand, up to 5 plus anything Ola leaves. Watch them.',
  'SPR-L9.swap.goal':
    'Ola swapped 8 and Kari 3 of her 5. Five cards are left, and you may take them all: swap your five small cards.',
  'SPR-L9.swap.explain':
    'The dealer may take everything that is left: 3 of your own + the 2 Kari left unused (SPR-6.2). The last of them is the revealed [[QH]] — a good card in grand.',
  'SPR-L9.swap.four':
    'Allowed, but you leave a card you know in the stock: the fifth card is the revealed [[QH]], a strong card in grand. Undrawn cards are out of play (SPR-6.4).',
  'SPR-L9.swap.other':
    'Allowed, but in grand your aces and kings take tricks. Swap the small cards: [[4S]], [[3S]], [[2H]], [[2D]] and [[6C]].',
  'SPR-L9.gotQueen.goal':
    'You drew the [[AD]], [[AC]], [[QS]], [[KC]] — and the [[QH]] everybody saw at the cut. Had you left it, it would have stayed face down, out of play (SPR-6.4).',

  'SPR-L10.title': 'Nullo: duck and throw away high cards',
  'SPR-L10.intro':
    'Forhånd showed the [[3S]]: nullo. There is no trump: you want fewer than four tricks, and each trick under four is a point. Kari leads.',
  'SPR-L10.done':
    'In nullo, play under the cards on the table and get rid of your high cards whenever you cannot follow suit.',
  'SPR-L10.nullo.goal':
    'Nullo: no trump, and you want to take as few tricks as possible (SPR-5.3). Nobody swaps in this lesson.',
  'SPR-L10.duck.goal': 'Kari led the [[8C]]. Play a club that loses to it.',
  'SPR-L10.duck.explain':
    'Only the highest club can win (SPR-8.2), and the [[5C]] is below Kari’s eight, so it cannot take this trick. It is the highest club you can give away safely.',
  'SPR-L10.duck.alt':
    'Safe too — it is below the [[8C]]. But the [[5C]] was the highest club that still loses: keep your smallest clubs for tricks where ducking is harder.',
  'SPR-L10.duck.win':
    'Allowed, but your king beats the [[8C]], and only the ace could beat it. In nullo you want to lose tricks: play under the card that is winning.',
  'SPR-L10.olaWins.goal': 'Ola’s [[JC]] is the highest club, so Ola takes the trick (SPR-8.2) and leads next.',
  'SPR-L10.throw.goal': 'Ola led a diamond, and you have none. Throw away your most dangerous card.',
  'SPR-L10.throw.explain':
    'You cannot follow, so any card may go — and a card of another suit can never win (SPR-8.2). The ace is high in nullo too (SPR-2.3): the [[AH]] would win any heart trick, so now is the moment to get rid of it.',
  'SPR-L10.throw.alt':
    'Good thinking: a high card is gone. But the [[AH]] is the most dangerous card — an ace can never lose a heart trick.',
  'SPR-L10.throw.low':
    'Allowed, but a small card is exactly what you need later to duck. A void is the moment to get rid of the [[AH]].',
  'SPR-L10.throw.other':
    'Allowed, but that card helps you less. Throw away the card most likely to win a trick later: the [[AH]].',
  'SPR-L10.kariWins.goal':
    'Kari’s [[9D]] is the highest diamond and wins (SPR-8.2); a card you throw away, even the [[AH]], can never win a diamond trick. After the deal each trick under four is a point (SPR-9.3).',

  'SPR-L11.title': 'Counting points in nullo',
  'SPR-L11.intro': 'A nullo deal is over. Tricks: You 1, Ola 0, Kari 11. In nullo the count runs the other way.',
  'SPR-L11.done': 'In nullo every trick below four is a point, and no trick at all is worth four.',
  'SPR-L11.reverse.goal': 'Four is still the baseline, but now every trick below four is a point (SPR-9.3).',
  'SPR-L11.underFour': 'In nullo, every trick under four is worth a point; zero tricks is worth four (SPR-9.3).',
  'SPR-L11.you.goal': 'You took {tricks} trick. How many points?',
  'SPR-L11.you.explain': '{tricks} is three below four, so {points} points.',
  'SPR-L11.ola.goal': 'Ola took {tricks} tricks. How many points?',
  'SPR-L11.ola.explain': 'No trick at all is worth {points} points, the most anybody can score in nullo.',
  'SPR-L11.kari.goal': 'Kari took {tricks} tricks. How many points?',
  'SPR-L11.kari.explain':
    'Tricks above four are worth nothing in nullo, and points never go negative (SPR-9.4): {points} points.',
  'SPR-L11.kari.over':
    'That is trump counting. In nullo only the tricks below four score, so Kari’s many tricks give her nothing (SPR-9.3).',

  'SPR-L12.title': 'Talon form: swap the whole hand or keep it',
  'SPR-L12.intro':
    'In the talon form all 52 cards are dealt in four heaps of 13: three hands and a face-down talon. Clubs are trump in deal 1.',
  'SPR-L12.done': 'A weak hand is a reason to gamble on the talon. Whoever takes it ends the offer.',
  'SPR-L12.talon.goal':
    'The talon is offered to forhånd first (SPR-6.5). Kari deals, so that is you. The trump rotates as in the standard form (SPR-5.2).',
  'SPR-L12.take.goal':
    'Your hand has no ace, no king and only small clubs: it will hardly reach five tricks. Take the talon.',
  'SPR-L12.take.explain':
    'Taking the talon means laying your whole hand aside unseen and picking up the 13 talon cards (SPR-6.5). With a hand this weak, almost any hand is better.',
  'SPR-L12.take.keep':
    'Allowed, but your hand is unlikely to reach five tricks: no ace, no king, small trumps. The talon is a gamble worth taking here.',
  'SPR-L12.stops.goal':
    'Your old hand lies face down, out of play. You took the talon, so the offer stops: Ola and Kari keep their hands (SPR-6.5). You are forhånd, so you lead (SPR-7.1).',

  'SPR-L13.title': 'Reaching 10 and breaking a tie',
  'SPR-L13.intro': 'The game is played to 10 points. But reaching 10 is not quite the same as winning.',
  'SPR-L13.done':
    'The highest total wins once somebody has 10; a tie for the lead means more deals until one player leads alone.',
  'SPR-L13.target.goal':
    'Points are written down after each deal, and only then is the end checked (SPR-10.2). A deal is always played to the end (SPR-D9).',
  'SPR-L13.first.goal':
    'If two players share the highest total, another deal is played (SPR-10.3, SPR-D10). Before the deal: You {you}, Ola {ola}, Kari {kari}. Tricks in this trump deal: You {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Who wins?',
  'SPR-L13.first.explain':
    'You {youAfter}, Ola {olaAfter}, Kari {kariAfter}. Two players share the highest total, so another deal is played (SPR-10.3, SPR-D10).',
  'SPR-L13.first.youFirst':
    'Both reached 10 in the same deal; with equal totals the game continues. Nobody gets there “first” inside a deal: the deal is scored as a whole (SPR-10.3).',
  'SPR-L13.first.olaMore':
    'Ola took more tricks in this deal, but only the totals count: You {youAfter}, Ola {olaAfter}. A tie for the lead means another deal (SPR-10.3).',
  'SPR-L13.highest':
    'Add each player’s points to their total. Once somebody has 10, the single highest total wins; a tie for the lead means another deal (SPR-10.3).',
  'SPR-L13.first.again': 'Nobody yet — another deal',
  'SPR-L13.first.ola': 'Ola',
  'SPR-L13.first.you': 'You',
  'SPR-L13.second.goal':
    'Totals now: You {you}, Ola {ola}, Kari {kari}. In the extra deal you take {youTricks}, Ola {olaTricks}, Kari {kariTricks}. Who wins?',
  'SPR-L13.second.explain':
    'Ola has {olaAfter}, you stay at {youAfter}. Exactly one player has the highest total, so Ola wins (SPR-10.3).',
  'SPR-L13.second.youFirst':
    'You reached 10 earlier, but that does not matter: after this deal Ola has {olaAfter} and you {youAfter}. The highest total wins (SPR-10.3).',
  'SPR-L13.second.again': 'Nobody yet — another deal',
  'SPR-L13.second.ola': 'Ola',
  'SPR-L13.second.you': 'You',

  'SPR-L14.title': 'Keep your hand: the talon stays closed',
  'SPR-L14.intro':
    'Talon form again, deal 2, so spades are trump (SPR-5.2). Ola deals, so Kari is asked first, then you, then Ola. This time your hand is strong.',
  'SPR-L14.done': 'A good hand is kept. When all three keep, nobody ever sees the talon.',
  'SPR-L14.kari.goal': 'Kari, forhånd, is offered the talon first (SPR-6.5). She keeps her hand.',
  'SPR-L14.keep.goal':
    'Five spades headed by the ace, king, queen and jack, and four aces: this hand will take many tricks. Keep it.',
  'SPR-L14.keep.explain':
    'The talon is unseen, so swapping is a gamble (SPR-6.5). With a hand this strong you have far more to lose than to gain by it.',
  'SPR-L14.keep.take':
    'Allowed, but you would throw away four top trumps and three side aces for 13 cards nobody has seen. Keep a hand this good.',
  'SPR-L14.closed.goal':
    'Ola keeps too. All three declined, so the talon stays face down and unseen for the whole deal (SPR-D8). Kari, forhånd, leads the first of the 13 tricks (SPR-7.1, SPR-7.5).',

  'SPR-L15.title': 'The table, the cards and the deal',
  'SPR-L15.intro': 'Before your first deal: who sits where, which cards are used, and how they are dealt.',
  'SPR-L15.done': 'You know the table, the pack and the deal. Next: follow suit and win tricks.',
  'SPR-L15.table.goal':
    'Three players, each playing for themselves (SPR-1.1). Ola sits on your left and plays after you; Kari sits on your right and plays before you — everything goes clockwise (COM-2.1). The player on the dealer’s left is forhånd, the next one the middle hand (SPR-1.2).',
  'SPR-L15.pack.goal':
    'The standard form uses an ordinary 52-card pack (COM-1.1) without the four 2s. How many cards is that?',
  'SPR-L15.pack.explain':
    '52 minus the four 2s is 48. In every suit the ace is highest and the 3 lowest (SPR-2.1, COM-1.2).',
  'SPR-L15.pack.twos': 'That is the whole pack. The standard form takes the four 2s out (SPR-2.1).',
  'SPR-L15.deal.goal':
    'The first dealer is drawn at random (SPR-3.1). Before every deal the dealer gathers all the cards, shuffles (SPR-4.1, COM-6.5) and deals one card at a time: forhånd, middle hand, dealer (SPR-4.3). Then everybody looks at their own hand (SPR-4.5).',
  'SPR-L15.stock.goal': 'Each player gets {hand} cards. How many are left for the stock you exchange with?',
  'SPR-L15.stock.explain': '48 − 36 = 12. They lie face down as the stock (SPR-4.3).',
  'SPR-L15.stock.none':
    'Not all cards are dealt: three hands take 36 of the 48, and the rest is the stock you swap with (SPR-4.3).',
  'SPR-L15.variation.goal':
    'Variasjonssprøyte keeps all 52 cards, and everybody still gets {hand}. How many are in the stock?',
  'SPR-L15.variation.explain':
    '52 − 36 = 16, four more to swap with (SPR-2.2, SPR-4.3). The form is chosen before the game and kept to the end (SPR-2.4).',
  'SPR-L15.variation.talon':
    'Thirteen is the talon form, where four heaps of 13 are dealt. In variasjonssprøyte hands stay at 12, so the stock has 16 (SPR-4.3).',
  'SPR-L15.tricks.goal': 'Every trick takes one card from each player. How many tricks does a standard deal have?',
  'SPR-L15.tricks.explain':
    '12 cards each give 12 tricks, and all of them are played (SPR-7.5). That is four each on average — remember that number.',
  'SPR-L15.tricks.four':
    'Four is what each player takes on average. The deal itself has as many tricks as each player has cards (SPR-7.5).',
  'SPR-L15.next.goal':
    'After every deal the deal passes one seat to the left (SPR-3.2). Ola dealt this deal. Who deals the next one?',
  'SPR-L15.next.explain': 'Kari sits on Ola’s left, so Kari — this deal’s forhånd — deals next.',
  'SPR-L15.next.right': 'You sit on Ola’s right. The deal passes to the left, to Kari (SPR-3.2).',
  'SPR-L15.next.same': 'The deal moves every time: one seat to the left, to Kari (SPR-3.2).',

  'SPR-L16.title': 'Leading: any card, and the winner leads again',
  'SPR-L16.intro':
    'Kari deals, so you are forhånd: you lead to the first trick, whoever swapped what (SPR-7.1). Clubs are trump.',
  'SPR-L16.done': 'Lead your top cards and keep the lead. Winner leads — every time.',
  'SPR-L16.keep.goal': 'Nobody swaps in this lesson. You are forhånd, so the first card is yours.',
  'SPR-L16.lead.goal':
    'You may lead any card (SPR-7.2). Lead the [[AS]]: no spade is higher, so only a player with no spades left could beat it, by trumping.',
  'SPR-L16.lead.explain':
    'Ola and Kari both had spades, so they had to follow suit, one card each, clockwise (COM-5.1) — and no spade beats the ace. The trick is yours.',
  'SPR-L16.lead.low':
    'Allowed — any card may be led (SPR-7.2). But that card can lose the trick; your top spade can only be beaten by a trump, so with it you will probably keep the lead.',
  'SPR-L16.lead.king':
    'Allowed (SPR-7.2), and the [[KS]] could have won too: the only higher spade is your own ace. This step practises leading from the top, so lead the [[AS]] first; the king follows.',
  'SPR-L16.lead.queen':
    'Allowed (SPR-7.2), and the [[QS]] could have won too: the two higher spades, the ace and the king, are both yours. This step practises leading from the top, so lead the [[AS]] first; the king and queen follow.',
  'SPR-L16.again.goal': 'You won, so you lead again (SPR-7.4). The ace is gone: lead your next top spade, the [[KS]].',
  'SPR-L16.again.explain':
    'With the ace played, your king is the highest spade left. The winner of each trick leads the next one (SPR-7.4).',
  'SPR-L16.again.alt':
    'That wins too: Ola and Kari had no spade above it. But with the ace gone, the [[KS]] was the highest spade left, and everybody knew it.',
  'SPR-L16.end.goal':
    'Two tricks for you, and the lead is still yours (SPR-7.4). All 12 tricks are played like this, one after another (COM-5.6).',

  'SPR-L17.title': 'Ace low in nullo (a setting)',
  'SPR-L17.intro':
    'Normally the ace is the highest card in every contract (SPR-2.3). Some players make it the lowest card in nullo; this table has that setting on. Forhånd showed the [[4D]]: nullo.',
  'SPR-L17.done':
    'With “ace low in nullo”, an ace is the safest card in nullo. In trump and grand deals it is still the highest.',
  'SPR-L17.setting.goal': 'Setting on: in nullo the ace ranks below the 2 (SPR-8.3). Nobody swaps in this lesson.',
  'SPR-L17.duck.goal': 'Kari led the [[3C]]. Play a club that loses to it.',
  'SPR-L17.duck.explain':
    'With ace low, the [[AC]] is the smallest club there is — even below the 2 — so it loses to Kari’s three (SPR-8.3).',
  'SPR-L17.duck.high':
    'Allowed, but that club is higher than the [[3C]] and could take the trick. With ace low, your [[AC]] is the one that loses (SPR-8.3).',
  'SPR-L17.kariWins.goal':
    'Ola’s [[2C]] beats your ace here, and Kari’s [[3C]] is the highest: Kari takes the trick (SPR-8.3).',

  'SPR-L18.title': 'The score sheet and the final ranking',
  'SPR-L18.intro':
    'Points are added up after every deal, and the game ends only after a deal. Two quick looks at the score sheet.',
  'SPR-L18.done': 'You can keep the score and read the final ranking.',
  'SPR-L18.total.goal': 'You had {you} points. In this trump deal you take {youTricks} tricks. What is your new total?',
  'SPR-L18.total.explain':
    '{youTricks} tricks score {points}, and {you} + {points} = {total}. Totals are running sums (SPR-9.4).',
  'SPR-L18.total.tricks':
    'That adds the tricks. Only the points go on the sheet: {youTricks} tricks score {points} (SPR-9.2).',
  'SPR-L18.total.running':
    'That is the points for this deal only. They are added to what you had: a running total (SPR-9.4).',
  'SPR-L18.over.goal': 'After the deal: You {you}, Ola {ola}, Kari {kari}. Is the game over?',
  'SPR-L18.over.explain': 'Nobody has reached 10 (SPR-10.1), so the next deal is played.',
  'SPR-L18.over.over': 'Yes, somebody has won',
  'SPR-L18.over.playOn': 'No, play on',
  'SPR-L18.place.goal':
    'Equal totals below the winner share a place (SPR-10.4). A game has ended: Ola {ola}, You {you}, Kari {kari}. Ola wins. Which place do you finish in?',
  'SPR-L18.place.explain': 'Second, shared with Kari. Equal totals below the winner share a place (SPR-10.4).',
  'SPR-L18.place.third': 'You and Kari have the same total, so you share the place: both second (SPR-10.4).',
};
