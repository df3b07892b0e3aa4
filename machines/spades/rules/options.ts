// Spades settings (rules.md SPD-12, records.md "Options") and what the format decides: seats, hand size,
// the deck, the sides and partners (SPD-1, SPD-4.2, SPD-10.3, SPD-10.7, SPD-10.8).
import type { Card } from '../../core/cards.ts';
import { deckWith, doubleDeck, standardDeck } from '../../core/deck.ts';
import { RecordError, isPlainObject, isWholeNumber } from '../../core/record.ts';
import type { Direction, Seat } from '../../core/seats.ts';

export type Format = 'partners4' | 'cutthroat4' | 'cutthroat3' | 'partners6';

export interface Options {
  readonly direction: Direction; // COM-S1
  readonly players: Format; // SPD-S1
  readonly target: number; // SPD-S2
  readonly firstTrickSpade: 'banned' | 'allowed'; // SPD-S3
  readonly nil: 100 | 50 | 'off'; // SPD-S4
  readonly blindNil: 200 | 'off'; // SPD-S5
  readonly blindNilBehind: number | null; // SPD-S6, SPD-S7 (null = always allowed)
  readonly doubleNil: 'off' | 'separate' | 'together'; // SPD-S8
  readonly moon: 'off' | number | 'win'; // SPD-S9
  readonly bags: 'carry' | 'reset' | 'off'; // SPD-S10, SPD-S11
  readonly bagLimit: number; // SPD-S11
  readonly bagPenalty: number; // SPD-S11
  readonly failedNilCounts: boolean; // SPD-S12
  readonly losingScore: number | null; // SPD-S13
  readonly jokers: 'off' | '2C2H' | '2H2D'; // SPD-S14
  readonly identicalCards: 'first' | 'last'; // SPD-S15
  readonly teamBid: boolean; // SPD-S16
  readonly allSpadeLeadBreaks: boolean; // SPD-S17
  readonly cutthroat3Deck: 'aside' | 'remove2C'; // SPD-S18
}

export const defaultOptions: Options = {
  direction: 'clockwise',
  players: 'partners4',
  target: 500,
  firstTrickSpade: 'banned',
  nil: 100,
  blindNil: 200,
  blindNilBehind: 100,
  doubleNil: 'off',
  moon: 'off',
  bags: 'carry',
  bagLimit: 10,
  bagPenalty: 100,
  failedNilCounts: false,
  losingScore: null,
  jokers: 'off',
  identicalCards: 'first',
  teamBid: false,
  allSpadeLeadBreaks: false,
  cutthroat3Deck: 'aside',
};

type Check = (v: unknown) => boolean;
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);
const whole =
  (min: number): Check =>
  (v) =>
    isWholeNumber(v) && v >= min;

/** records.md "Options" and "Record keys": the accepted values of every Spades key. */
const CHECKS: Record<keyof Options, Check> = {
  direction: oneOf('clockwise', 'counterclockwise'),
  players: oneOf('partners4', 'cutthroat4', 'cutthroat3', 'partners6'),
  target: whole(1),
  firstTrickSpade: oneOf('banned', 'allowed'),
  nil: oneOf(100, 50, 'off'),
  blindNil: oneOf(200, 'off'),
  blindNilBehind: (v) => v === null || whole(0)(v),
  doubleNil: oneOf('off', 'separate', 'together'),
  moon: (v) => v === 'off' || v === 'win' || whole(1)(v),
  bags: oneOf('carry', 'reset', 'off'),
  bagLimit: whole(1),
  bagPenalty: whole(0),
  failedNilCounts: oneOf(false, true),
  losingScore: (v) => v === null || isWholeNumber(v),
  jokers: oneOf('off', '2C2H', '2H2D'),
  identicalCards: oneOf('first', 'last'),
  teamBid: oneOf(false, true),
  allSpadeLeadBreaks: oneOf(false, true),
  cutthroat3Deck: oneOf('aside', 'remove2C'),
};

/** Options of the other games: named as such in the error (records.md: they are unknown here). */
const OTHER_GAMES = [
  'form',
  'standardLimits',
  'bands',
  'rotation',
  'variationTrump',
  'nulloAceLow',
  'signedScoring',
  'tie',
];

export function parseOptions(raw: unknown): Options {
  if (raw === undefined || raw === null) return defaultOptions;
  if (!isPlainObject(raw)) throw new RecordError('options must be an object');
  const out: Record<string, unknown> = { ...defaultOptions };
  for (const [key, value] of Object.entries(raw)) {
    // Own keys only: `toString`, `constructor` or `__proto__` are names on every object, not options.
    if (!Object.hasOwn(CHECKS, key)) {
      const whose = OTHER_GAMES.includes(key) ? ' (an option of another game)' : '';
      throw new RecordError(`unknown Spades option "${key}"${whose}`);
    }
    if (!CHECKS[key as keyof Options](value))
      throw new RecordError(`option "${key}" cannot be ${JSON.stringify(value)}`);
    out[key] = value;
  }
  return out as unknown as Options;
}

/** SPD-1, SPD-10.7, SPD-10.8. */
export function seatCount(o: Options): number {
  return o.players === 'cutthroat3' ? 3 : o.players === 'partners6' ? 6 : 4;
}

/** SPD-4.2: 13 for four players; 17 for three (52 cards) and six; 18 with jokers for three and six. */
export function handSize(o: Options): number {
  if (o.players === 'partners4' || o.players === 'cutthroat4') return 13;
  return o.jokers === 'off' ? 17 : 18;
}

/** SPD-8.7 / SPD-10.4: the number of tricks in a hand equals the hand size. */
export const trickCount = handSize;

/** Cutthroat for three with 52 cards: the last card dealt goes aside (SPD-10.7, SPD-D14). */
export function hasAsideCard(o: Options): boolean {
  return o.players === 'cutthroat3' && o.jokers === 'off' && o.cutthroat3Deck === 'aside';
}

const deckCache = new Map<string, readonly Card[]>();

/** The full deck of the format, base order (SPD-2.1, SPD-10.3, SPD-10.7, SPD-10.8, SPD-S18). */
export function fullDeck(o: Options): readonly Card[] {
  const key = `${o.players}/${o.jokers}/${o.cutthroat3Deck}`;
  let deck = deckCache.get(key);
  if (!deck) {
    deck = buildDeck(o);
    deckCache.set(key, deck);
  }
  return deck;
}

function buildDeck(o: Options): Card[] {
  const removed = o.jokers === '2H2D' ? ['2H', '2D'] : ['2C', '2H'];
  switch (o.players) {
    case 'partners6':
      return o.jokers === 'off' ? doubleDeck(['2C'], 0) : doubleDeck([], 2);
    case 'cutthroat3':
      if (o.jokers !== 'off') return deckWith([], 2);
      return o.cutthroat3Deck === 'remove2C' ? deckWith(['2C'], 0) : standardDeck();
    default:
      return o.jokers === 'off' ? standardDeck() : deckWith(removed, 2);
  }
}

export function isPartnership(o: Options): boolean {
  return o.players === 'partners4' || o.players === 'partners6';
}

const SIDES: Readonly<Record<Format, readonly (readonly Seat[])[]>> = {
  partners4: [
    [0, 2],
    [1, 3],
  ],
  partners6: [
    [0, 3],
    [1, 4],
    [2, 5],
  ],
  cutthroat4: [[0], [1], [2], [3]],
  cutthroat3: [[0], [1], [2]],
};

/** records.md "Sides": [[0,2],[1,3]], [[0,3],[1,4],[2,5]], or one side per seat (fresh arrays). */
export function sidesOf(o: Options): Seat[][] {
  return SIDES[o.players].map((side) => side.slice());
}

/** The same, shared and read-only (no allocation: scoring and views). */
export function sidesFor(o: Options): readonly (readonly Seat[])[] {
  return SIDES[o.players];
}

export function sideOfSeat(o: Options, seat: Seat): number {
  return isPartnership(o) ? seat % (seatCount(o) / 2) : seat;
}

/** SPD-1.1, SPD-10.8: partners sit opposite (i and i+2, or i and i+3); cutthroat has none. */
export function partnerOf(o: Options, seat: Seat): Seat | null {
  if (!isPartnership(o)) return null;
  const half = seatCount(o) / 2;
  return (seat + half) % (2 * half);
}

/** The setting (rules.md SPD-12) behind each option and the rules it changes; the rule book marks them. */
export const optionRules: Readonly<Record<keyof Options, readonly string[]>> = {
  direction: ['COM-S1', 'COM-2.3', 'SPD-1.2'],
  players: ['SPD-S1', 'SPD-1.3', 'SPD-4.2', 'SPD-10.7', 'SPD-10.8'],
  target: ['SPD-S2', 'SPD-9.1', 'SPD-10.2'],
  firstTrickSpade: ['SPD-S3', 'SPD-6.5'],
  nil: ['SPD-S4', 'SPD-5.2', 'SPD-8.3', 'SPD-10.1'],
  blindNil: ['SPD-S5', 'SPD-5.6', 'SPD-8.4'],
  blindNilBehind: ['SPD-S6', 'SPD-S7', 'SPD-5.6'],
  doubleNil: ['SPD-S8', 'SPD-5.5', 'SPD-10.5'],
  moon: ['SPD-S9', 'SPD-10.4'],
  bags: ['SPD-S10', 'SPD-S11', 'SPD-8.5', 'SPD-10.9'],
  bagLimit: ['SPD-S11', 'SPD-8.5'],
  bagPenalty: ['SPD-S11', 'SPD-8.5'],
  failedNilCounts: ['SPD-S12', 'SPD-8.3'],
  losingScore: ['SPD-S13', 'SPD-9.1'],
  jokers: ['SPD-S14', 'SPD-10.3'],
  identicalCards: ['SPD-S15', 'SPD-7.3'],
  teamBid: ['SPD-S16', 'SPD-10.6'],
  allSpadeLeadBreaks: ['SPD-S17', 'SPD-6.3'],
  cutthroat3Deck: ['SPD-S18', 'SPD-10.7'],
};
