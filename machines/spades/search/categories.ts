// Spades' own reason categories (beside the common ones, core/reasons/categories.ts): partnership bidding with nil.
export const CATEGORIES = [
  'cover-nil', // cover partner's nil: win the trick over the nil bidder's card
  'attack-nil', // attack an opponent's nil: lead low, make the nil bidder win
  'keep-nil', // own nil: stay under
  'avoid-bags', // the side's contract is made: avoid overtricks (bags)
  'tricks-needed', // the side still needs tricks for its contract
  'set-contract', // take the trick that sets the opponents' contract
  'bid-hand', // a bid from the hand's sure and likely tricks (and partner's bid if known)
  'bid-nil', // a nil bid: the hand can stay under
  'bid-blind-nil', // blind nil: far enough behind to need it, or (where always allowed) worth more than a bid
  'look-first', // look at the cards rather than bid blind nil
  'blind-nil-pass', // the cards passed between a blind nil bidder and partner
] as const;
