// The reason categories: the decisive idea behind a suggested action, in the words a card player uses. These are
// the ideas of any trick game; a game adds its own (machines/<game>/search/categories.ts) and machines/games.ts
// gathers every list. The hints' reason engine names one per hint and per costly play, the coach maps each to a
// skill (machines/<game>/coach/skills.ts), and the scenario suite pins the expected category per position. A new
// idea gets an id in its list first, then its words (`reason.<id>` in renderer/src/i18n) and a test position.
export const COMMON_CATEGORIES = [
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
  'exchange', // what the exchange keeps and throws (any game with an exchange)
  'name-trump', // the trump to name
] as const;

/** A category id: one of the common ones or one a game adds (machines/games.ts lists them all). */
export type ReasonCategory = string;

/**
 * Categories no hint and no play check names: a refusal's skill (follow-suit), a skill's idea the reasons say in
 * the game's own words (duck-trick), and ideas the engine does not name yet (the coach's skills list them). They
 * have no words (`reason.<id>`) and need no test position; every other category has both
 * (renderer/src/lib/reason-words.test.ts, machines/core/reasons/positions.test.ts).
 */
export const UNNAMED_CATEGORIES: readonly ReasonCategory[] = [
  'follow-suit',
  'duck-trick',
  'keep-stopper',
  'long-suit',
  'lead-to-partner',
];

/** A category's id has the shape of one (lower-case words joined by hyphens); whether it is known is the lists'. */
export const isCategoryId = (x: unknown): x is ReasonCategory => typeof x === 'string' && /^[a-z]+(-[a-z]+)*$/.test(x);
