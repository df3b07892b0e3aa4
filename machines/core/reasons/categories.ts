// The reason categories: the decisive idea behind a suggested action, in the words a card
// player uses. One list for every game; a category no game uses is not listed. The hints' reason engine names
// one per hint and per costly play (machines/core/reasons/), the coach maps each to a skill
// (machines/<game>/coach/skills.ts), and the scenario suite pins the expected category per position. A new
// idea gets a new id here first, then its words (`reason.<id>` in renderer/src/i18n) and a test position.
export const REASON_CATEGORIES = [
  // Any game
  'only-choice', // the rules allow one action
  'follow-suit', // the card is forced by the suit led (a refusal's skill, never a hint's reason)
  'partner-winning', // partner's card is winning the trick: don't overtake, keep the winner
  'win-cheaply', // win the trick with the lowest card that does it
  'cash-winner', // a sure winner: take the trick now
  'second-hand-low', // duck: play low second hand, keep the high card for later
  'draw-trumps', // lead trumps to pull the opponents'
  'trump-in', // void in the suit led: trump (or overtrump) to win
  'discard-loser', // can neither follow nor win usefully: throw a loser, make a void
  'keep-stopper', // keep the card that stops an opponent's long suit
  'long-suit', // set up a long suit
  'lead-to-partner', // lead towards partner's strength
  'lead-low', // an opening lead of a low card: keep the winners back
  'duck-trick', // in a deal where tricks are to be avoided: stay under
  'lets-go', // the trick cannot be won: the card that costs least
  // Partnership bidding with nil
  'cover-nil', // cover partner's nil: win the trick over the nil bidder's card
  'attack-nil', // attack an opponent's nil: lead low, make the nil bidder win
  'keep-nil', // own nil: stay under
  'avoid-bags', // the side's contract is made: avoid overtricks (bags)
  'tricks-needed', // the side still needs tricks for its contract
  'set-contract', // take the trick that sets the opponents' contract
  'bid-hand', // a bid from the hand's sure and likely tricks (and partner's bid if known)
  'bid-nil', // a nil bid: the hand can stay under
  'bid-blind-nil', // blind nil: far enough behind to need it
  'look-first', // look at the cards rather than bid blind nil
  'blind-nil-pass', // the cards passed between a blind nil bidder and partner
  // Exchange and contract games
  'over-four', // take more than four tricks in a trump/grand contract
  'under-four', // nullo: stay under four tricks
  'exchange', // what the exchange keeps and throws (any game with an exchange)
  'talon', // take or decline the 13-card talon
  'name-trump', // the trump to name
  // Quota games
  'quota-needed', // tricks still needed for the quota
  'quota-shed', // the quota is reached: shed the surplus, stay under
  'reversed-round', // round 4: the quotas are reversed
] as const;

export type ReasonCategory = (typeof REASON_CATEGORIES)[number];

/**
 * Categories no hint and no play check names: a refusal's skill (follow-suit), the older "stays under" template
 * (duck-trick, only in legacy.ts for a key no hint gives), and ideas the engine does not name yet (the coach's
 * skills list them). They have no words (`reason.<id>`) and need no test position; every other category has
 * both (renderer/src/lib/reason-words.test.ts, machines/core/reasons/positions.test.ts).
 */
export const UNNAMED_CATEGORIES: readonly ReasonCategory[] = [
  'follow-suit',
  'duck-trick',
  'keep-stopper',
  'long-suit',
  'lead-to-partner',
];

export const isReasonCategory = (x: unknown): x is ReasonCategory =>
  typeof x === 'string' && (REASON_CATEGORIES as readonly string[]).includes(x);
