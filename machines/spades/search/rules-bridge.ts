// What the search layer asks of the Spades rules core (one place, so the rest of search/ reads the rules only here).
export type { Bid, Options, View, Action, State } from '../rules/index.ts';
export {
  seatCount,
  sidesOf,
  sideContract,
  winnersAfter,
  partnerOf,
  handSize,
  fullDeck,
  rules,
  isNilBid,
  isSpade,
  legalCards,
  spadesSuit,
} from '../rules/index.ts';
export { handSize as trickCountOf } from '../rules/index.ts';
