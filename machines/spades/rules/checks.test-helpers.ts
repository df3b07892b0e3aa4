// Random options, probe actions, hidden cards and the invariants of a Spades state: shared by the property
// tests (properties.test.ts) and the soak (npm run soak). Tests only: never imported by the app.
import fc from 'fast-check';
import type { Card } from '../../core/cards.ts';
import { sameCards } from '../../core/deck.ts';
import { rules } from './index.ts';
import { type Options, fullDeck, handSize, sidesOf } from './options.ts';
import { brokenFromHistory, naiveWinner } from './oracle.test-helpers.ts';
import type { Action, Bid, State } from './state.ts';

export const optionsArb: fc.Arbitrary<Options> = fc
  .record({
    direction: fc.constantFrom('clockwise', 'counterclockwise'),
    players: fc.constantFrom('partners4', 'cutthroat4', 'cutthroat3', 'partners6'),
    target: fc.constantFrom(500, 200, 60),
    firstTrickSpade: fc.constantFrom('banned', 'allowed'),
    nil: fc.constantFrom(100, 50, 'off'),
    blindNil: fc.constantFrom(200, 'off'),
    blindNilBehind: fc.constantFrom(100, null, 0, 40),
    doubleNil: fc.constantFrom('off', 'separate', 'together'),
    moon: fc.constantFrom('off', 200, 'win'),
    bags: fc.constantFrom('carry', 'reset', 'off'),
    bagLimit: fc.constantFrom(10, 4),
    bagPenalty: fc.constantFrom(100, 30),
    failedNilCounts: fc.boolean(),
    losingScore: fc.constantFrom(null, -200),
    jokers: fc.constantFrom('off', '2C2H', '2H2D'),
    identicalCards: fc.constantFrom('first', 'last'),
    teamBid: fc.boolean(),
    allSpadeLeadBreaks: fc.boolean(),
    cutthroat3Deck: fc.constantFrom('aside', 'remove2C'),
  })
  .map((raw) => rules.parseOptions(raw));

/** Every action worth trying: all bids by every seat, looks, passes, every card by the seat to play. */
export function candidates(s: State): Action[] {
  const n = s.hands.length;
  const out: Action[] = [];
  const h = handSize(s.options);
  const bids: Bid[] = ['blind-nil', 'nil', 0, h + 1, 1, h];
  for (let seat = 0; seat < n; seat++) {
    for (const b of seat === s.turn ? ['blind-nil', 'nil', ...Array.from({ length: h + 2 }, (_, i) => i)] : bids)
      out.push({ type: 'bid', seat, bid: b as Bid });
    // An off-turn look is allowed (looking is not a turn) and tested on its own; here only the seat to act.
    if (seat === rules.currentPlayer(s) || s.looked[seat] || s.phase !== 'bidding') out.push({ type: 'look', seat });
    const hand = s.hands[seat];
    if (hand.length > 0) {
      out.push({ type: 'play', seat, card: hand[0] });
      out.push({ type: 'pass', seat, cards: hand.slice(0, 2) });
      out.push({ type: 'pass', seat, cards: hand.slice(0, 1) });
    }
  }
  const current = rules.currentPlayer(s);
  if (current !== null) {
    for (const card of new Set(s.hands.flat())) out.push({ type: 'play', seat: current, card });
    const hand = s.hands[current];
    if (s.phase === 'passing') {
      for (let i = 0; i < hand.length; i++)
        for (let j = i + 1; j < hand.length; j++) out.push({ type: 'pass', seat: current, cards: [hand[i], hand[j]] });
      out.push({ type: 'pass', seat: current, cards: hand.slice(0, 3) });
      out.push({ type: 'pass', seat: current, cards: [hand[0], s.hands[(current + 1) % n][0]] });
    }
  }
  return out;
}

/** Codes the seat must not see: other hands and the card aside, unless the seat sees that code legitimately. */
export function hiddenFrom(s: State, seat: number): Card[] {
  const visible = new Set<Card>();
  if (s.looked[seat]) for (const c of s.hands[seat]) visible.add(c);
  for (const t of s.tricks) for (const p of t.plays) visible.add(p.card);
  for (const p of s.trick) visible.add(p.card);
  for (const p of s.passes) if (p.from === seat || p.to === seat) for (const c of p.cards) visible.add(c);
  const hidden = s.hands.flatMap((h, i) => (i === seat && s.looked[seat] ? [] : h));
  if (s.aside !== null) hidden.push(s.aside);
  return hidden.filter((c) => !visible.has(c));
}

export function invariant(s: State): void {
  const o = s.options;
  const h = handSize(o);
  if (s.cards !== null) {
    // Card conservation: hands + played + aside = the deck of the format.
    const played = [...s.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...s.trick.map((p) => p.card)];
    const all = [...s.hands.flat(), ...played, ...(s.aside === null ? [] : [s.aside])];
    if (!sameCards(all, fullDeck(o))) throw new Error('cards are not conserved');
    if (s.tricksWon.reduce((a, b) => a + b, 0) !== s.tricks.length) throw new Error('trick counts do not add up');
    s.hands.forEach((hand, seat) => {
      const playedBy = s.tricks.length + (s.trick.some((p) => p.seat === seat) ? 1 : 0);
      if (s.phase !== 'passing' && hand.length !== h - playedBy)
        throw new Error(`seat ${seat} holds ${hand.length} cards`);
    });
    for (const t of s.tricks)
      if (t.winner !== naiveWinner(t.plays, o.identicalCards))
        throw new Error(`trick ${JSON.stringify(t.plays)} went to the wrong seat`);
    if (s.broken !== brokenFromHistory(s)) throw new Error(`spades broken flag ${s.broken} disagrees with the history`);
  }
  for (const c of s.bagCounters)
    if (c < 0 || c >= o.bagLimit || (o.bags === 'off' && c !== 0)) throw new Error(`bag counter ${c} out of range`);
  const sums = sidesOf(o).map((_, i) => s.results.reduce((t, r) => t + r.sides[i].points, 0));
  if (sums.some((t, i) => t !== s.totals[i])) throw new Error('totals are not the sum of the hands');
  if (s.phase === 'bidding')
    s.looked.forEach((l, seat) => {
      if (!l && !(s.eligible[seat] && s.bids[seat] === null) && s.bids[seat] !== 'blind-nil')
        throw new Error('face down without a reason');
    });
}
