// SPD-4 the deal, from a shuffle, a given deck (dealt one card at a time from the dealer's left) or
// given hands (records.md "A deal"), and SPD-5.6(b) blind-nil eligibility fixed at the start of the hand.
import type { Card } from '../../core/cards.ts';
import { type DealCards, type DealSource, DealError } from '../../core/contract.ts';
import { deckProblem } from '../../core/deck.ts';
import { rngFrom, shuffled } from '../../core/rng.ts';
import { type Seat, nextSeat, seatAfter, seatsFrom } from '../../core/seats.ts';
import { type Options, fullDeck, handSize, hasAsideCard, seatCount, sideOfSeat } from './options.ts';
import { type Bid, type State, put } from './state.ts';

export function startDeal(s: State, source: DealSource): State {
  if (s.phase !== 'awaitingDeal') throw new DealError(`a deal cannot start now (phase ${s.phase})`);
  const o = s.options;
  let rng = s.rng;
  let dealt: { hands: Card[][]; aside: Card | null };
  let cards: DealCards;
  if (source.kind === 'shuffle') {
    const r = rngFrom(s.rng);
    const deck = shuffled(fullDeck(o), r);
    rng = r.state;
    dealt = dealDeck(o, s.dealer, deck);
    cards = { deck };
  } else if (source.kind === 'deck') {
    if (source.cut !== undefined) throw new DealError('Spades has no cut (SPD-4.1)');
    const problem = deckProblem(source.deck, fullDeck(o));
    if (problem) throw new DealError(`the deck is not a ${o.players} Spades deck: ${problem}`);
    dealt = dealDeck(o, s.dealer, source.deck);
    cards = { deck: source.deck.slice() };
  } else {
    dealt = handsDeal(o, source);
    cards = { hands: source.hands.map((h) => h.slice()) };
  }
  const n = seatCount(o);
  const eligible = blindNilEligibility(o, s.totals);
  return put(s, {
    phase: 'bidding',
    rng,
    cards,
    hands: dealt.hands,
    aside: dealt.aside,
    eligible,
    looked: eligible.map((e) => !e),
    bids: new Array<Bid | null>(n).fill(null),
    turn: nextSeat(s.dealer, n, o.direction),
    passQueue: [],
    passes: [],
    trick: [],
    tricks: [],
    lastTrick: null,
    tricksWon: new Array<number>(n).fill(0),
    broken: false,
  });
}

/** SPD-4.1: one card at a time from the dealer's left; three-player 52-card cutthroat puts the last aside. */
function dealDeck(o: Options, dealer: Seat, deck: readonly Card[]): { hands: Card[][]; aside: Card | null } {
  const n = seatCount(o);
  const count = n * handSize(o);
  const hands: Card[][] = Array.from({ length: n }, () => []);
  const order = seatsFrom(seatAfter(dealer, 1, n, o.direction), n, o.direction);
  for (let i = 0; i < count; i++) hands[order[i % n]].push(deck[i]);
  return { hands, aside: hasAsideCard(o) ? deck[count] : null };
}

/** The hands form: n hands of H cards; with a card aside it is the one card of the deck not dealt. */
function handsDeal(
  o: Options,
  source: Extract<DealSource, { kind: 'hands' }>,
): { hands: Card[][]; aside: Card | null } {
  const n = seatCount(o);
  const h = handSize(o);
  if (source.stock !== undefined) throw new DealError('Spades has no stock (SPD-4.1)');
  if (source.revealed !== undefined) throw new DealError('Spades has no revealed card (SPD-4.1)');
  if (source.hands.length !== n) throw new DealError(`${o.players} needs ${n} hands, not ${source.hands.length}`);
  source.hands.forEach((hand, seat) => {
    if (hand.length !== h) throw new DealError(`hand ${seat} has ${hand.length} cards; each hand has ${h} (SPD-4.2)`);
  });
  const all = source.hands.flat();
  const deck = fullDeck(o);
  let aside: Card | null = null;
  if (hasAsideCard(o)) {
    const left = deck.slice();
    for (const c of all) {
      const i = left.indexOf(c);
      if (i < 0)
        throw new DealError(deck.includes(c) ? `card ${c} appears too often` : `card ${c} is not in this deck`);
      left.splice(i, 1);
    }
    aside = left[0];
  } else {
    const problem = deckProblem(all, deck);
    if (problem) throw new DealError(`the hands are not a ${o.players} Spades deck: ${problem}`);
  }
  return { hands: source.hands.map((hand) => hand.slice()), aside };
}

/**
 * SPD-5.6(a)(b), SPD-D7: blind nil needs SPD-S5, and (unless SPD-S6 is off) the seat's side must trail the
 * best other side by at least the threshold at the start of the hand.
 */
export function blindNilEligibility(o: Options, totals: readonly number[]): boolean[] {
  const n = seatCount(o);
  const out = new Array<boolean>(n);
  for (let seat = 0; seat < n; seat++)
    out[seat] = o.blindNil !== 'off' && (o.blindNilBehind === null || behindBy(o, totals, seat) >= o.blindNilBehind);
  return out;
}

/** How far the seat's side trails the highest other side (negative when it leads). */
export function behindBy(o: Options, totals: readonly number[], seat: Seat): number {
  const side = sideOfSeat(o, seat);
  let best = -Infinity;
  for (let i = 0; i < totals.length; i++) if (i !== side && totals[i] > best) best = totals[i];
  return best - totals[side];
}

export function dealCards(s: State): DealCards {
  if (s.cards === null) throw new Error('no deal has started');
  return s.cards;
}
