// Every reason key the engine can say, found by running it rather than listed by hand: the
// card reasons (card.ts) over many seeded random tricks under each goal the games' situations give
// (machines/<game>/search/situation.ts), every branch of the Spades bid reason, the exchange reason, and the
// reasons the games' hints name directly (`reason('talon', {}, take ? 'take' : 'decline')` in machines/<game>/search/hint.ts).
// Test support (a test helper, not the app's code): the test hands it the games' sources to read.
import fc from 'fast-check';
import type { Card, Suit } from './core/cards.ts';
import type { Play } from './core/trick.ts';
import type { ClaimBook } from './core/reasons/claims.ts';
import { SPADES_CLAIMS, nilBook } from './spades/search/claims.ts';
import { SPROYTE_CLAIMS } from './sproyte/search/claims.ts';
import { TRIBELLO_CLAIMS } from './tribello/search/claims.ts';
import { exchangeHint } from './core/search/hint-kit.ts';
import { bidReason } from './spades/search/bid-reason.ts';
import type { View } from './spades/search/rules-bridge.ts';
import { type CardFigure, type Goal, cardReason, trickSituation } from './core/reasons/card.ts';
import { type Reason, reason } from './core/reasons/reason.ts';
import { type LiveNils, nilReasons } from './spades/search/nil-reason.ts';

/** The games' sources the keys are read from: each game's situation.ts and hint.ts (machines/<game>/search/). */
export interface GameSources {
  readonly situations: readonly string[];
  readonly hints: readonly string[];
}

/** The goals the games' situations give (`{ kind: 'take', category: 'quota-needed', … }`), read from their sources. */
export function gameGoals(situations: readonly string[]): Goal[] {
  const text = situations.join('\n');
  const found = [...text.matchAll(/kind: '(take|avoid)', category: '([\w-]+)'/g)].map((m) => ({
    kind: m[1] as Goal['kind'],
    category: m[2] as Goal['category'],
    params: { count: 2 },
  }));
  return found.filter((g, i) => found.findIndex((h) => h.kind === g.kind && h.category === g.category) === i);
}

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const DECK: readonly Card[] = SUITS.flatMap((s) =>
  ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((r) => r + s),
);

/** The games' reason keys with their claims; the facts of a made-up position: its nils as drawn, goals' counts as given. */
function bookOf(nil: LiveNils | null | undefined, trick: readonly Play[], trump: Suit | null): ClaimBook {
  const spades = nilBook(nil, trick, trump);
  return { ...spades, claims: { ...SPADES_CLAIMS, ...SPROYTE_CLAIMS, ...TRIBELLO_CLAIMS } };
}

/** A seat-0 situation: a trick of 0–3 cards by the seats before it, a hand, figures for each hand card. */
const situations = (goals: readonly Goal[]) =>
  fc
    .record({
      goal: fc.constantFrom(...goals),
      partner: fc.constantFrom(null, 2),
      trump: fc.constantFrom<Suit | null>(null, 'S', 'H'),
      nil: fc.option(fc.record({ mine: fc.boolean(), partner: fc.boolean(), opponents: fc.subarray([1, 3]) }), {
        nil: undefined,
      }),
      cards: fc.shuffledSubarray([...DECK], { minLength: 10, maxLength: 10 }),
      trickLength: fc.integer({ min: 0, max: 3 }),
      handLength: fc.integer({ min: 1, max: 6 }),
      wins: fc.array(fc.constantFrom(0, 0.2, 0.6, 1), { minLength: 6, maxLength: 6 }),
      chosen: fc.nat(5),
    })
    .map((r) => {
      const trick: Play[] = r.cards.slice(0, r.trickLength).map((card, i) => ({ seat: 4 - r.trickLength + i, card }));
      const hand = r.cards.slice(4, 4 + r.handLength);
      const s = {
        ...trickSituation(
          { seat: 0, partner: r.partner, trick, hand, goal: r.goal, book: bookOf(r.nil, trick, r.trump) },
          { trump: r.trump },
        ),
        ...(r.nil ? { own: nilReasons(r.nil) } : {}),
      };
      const figures: CardFigure[] = hand.map((card, i) => ({ card, value: r.wins[i], wins: r.wins[i] }));
      return cardReason(s, figures, hand[r.chosen % hand.length]);
    });

/** The card reasons said over `runs` seeded random tricks under the games' goals. */
export function cardReasons(goals: readonly Goal[], runs = 5_000, seed = 21): Reason[] {
  return fc.sample(situations(goals), { numRuns: runs, seed });
}

/** The Spades bid reason on every branch: bid, look or blind nil; no partner, partner yet to bid, partner's number or nil. */
export function bidReasons(): Reason[] {
  const partners: { partner: number | null; bid: unknown }[] = [
    { partner: null, bid: null },
    { partner: 2, bid: null },
    { partner: 2, bid: 4 },
    { partner: 2, bid: 'nil' },
    { partner: 2, bid: 'blind-nil' },
  ];
  // Far behind, and level (blind nil allowed at any score, SPD-S6 off).
  return [250, 0].flatMap((behindBy) =>
    partners.flatMap(({ partner, bid }) =>
      (['look', 'blind-nil', 'nil', 3] as const).map((mine) =>
        bidReason({ partner, bids: [null, 3, bid, 3], behindBy } as unknown as View, mine, 0.8),
      ),
    ),
  );
}

/** The exchange reason: discarding cards, and keeping the hand. */
export function exchangeReasons(): Reason[] {
  const legal = [
    { type: 'exchange', discards: [] as string[] },
    { type: 'exchange', discards: ['2C', '3C'] },
  ];
  return [
    exchangeHint(legal, [[], ['2C', '3C']], [0, 1], 1).reason,
    exchangeHint(legal, [[], ['2C', '3C']], [1, 0], 1).reason,
  ];
}

/** The reasons the games' hints name directly (`reason('name-trump', { suit })`), read from their sources. */
export function hintReasons(hints: readonly string[]): Reason[] {
  const text = hints.join('\n');
  return [...text.matchAll(/\breason\('([\w-]+)'(?:, \{[^}]*\}, ([^,)\n]+))?/g)].flatMap((m) => {
    const variants = m[2] ? [...m[2].matchAll(/'(\w+)'/g)].map((v) => v[1]) : [];
    return variants.length ? variants.map((v) => reason(m[1], {}, v)) : [reason(m[1], {})];
  });
}

/** Every words' key the engine can say: the reasons' keys and their detail lines' keys. */
export function emittedKeys(src: GameSources): Set<string> {
  const all = [
    ...cardReasons(gameGoals(src.situations)),
    ...bidReasons(),
    ...exchangeReasons(),
    ...hintReasons(src.hints),
  ];
  return new Set(all.flatMap((r) => [r.key, ...(r.detail ? [r.detail.key] : [])]));
}
