// TRB-5: shuffle, the round-one revealing cut, and the deal L, R, pickup, D (TRB-D7) — or given hands.
import { type Card, type Suit, suitOf } from '../../core/cards.ts';
import { type DealCards, type DealSource, DealError } from '../../core/contract.ts';
import { chooseCut, dealInOrder, isValidCut, revealingCut } from '../../core/dealing.ts';
import { deckProblem, standardDeck } from '../../core/deck.ts';
import { rngFrom, shuffled } from '../../core/rng.ts';
import { type State, HAND, SEATS, next, roundKind, upcomingDeal } from './state.ts';
import { patch } from './update.ts';

const FULL_DECK: readonly Card[] = standardDeck();
/** Pile index of the pickup in `dealInOrder`. */
const PICKUP = SEATS;

interface Laid {
  readonly hands: readonly (readonly Card[])[];
  readonly pickup: readonly Card[];
  readonly revealed: Card | null;
  readonly dealt: DealCards;
  readonly rng: number;
}

/** Start the next deal; throws DealError for cards that do not fit the rules (records.md). */
export function startDeal(s: State, source: DealSource): State {
  if (s.phase === 'gameOver') throw new DealError('the game is over');
  if (s.phase !== 'awaitingDeal') throw new DealError('a deal is already in progress');
  const { deal, round, dealer, quotas } = upcomingDeal(s);
  const kind = roundKind(round);
  const ctx = { s, dealer, cuts: kind === 'revealed' };
  const laid =
    source.kind === 'hands'
      ? fromHands(ctx, source)
      : source.kind === 'deck'
        ? fromDeck(ctx, source.deck, source.cut)
        : shuffle(ctx);
  return patch(s, {
    phase: kind === 'named' ? 'trump' : 'exchange',
    rng: laid.rng,
    deal,
    round,
    dealer,
    quotas,
    // TRB-6.1: the revealed card's suit; TRB-6.2: named later; TRB-6.3/6.4: none.
    trump: laid.revealed === null ? null : (suitOf(laid.revealed) as Suit),
    revealed: laid.revealed,
    dealt: laid.dealt,
    hands: laid.hands,
    pickup: laid.pickup,
    discards: [[], [], []],
    exchanged: [null, null, null],
    // TRB-6.2 the dealer names trump; TRB-7.1 the dealer exchanges first.
    turn: dealer,
    trick: [],
    lastTrick: null,
    played: [],
    tricks: [0, 0, 0],
  });
}

interface DealCtx {
  readonly s: State;
  readonly dealer: number;
  /** Round 1: the player on the dealer's left makes a revealing cut (TRB-5.2). */
  readonly cuts: boolean;
}

function shuffle(ctx: DealCtx): Laid {
  const rng = rngFrom(ctx.s.rng);
  const deck = shuffled(FULL_DECK, rng);
  return layOut(ctx, deck, ctx.cuts ? chooseCut(rng, deck.length) : undefined, rng.state);
}

/** A deck from outside: 52 distinct cards, a cut in round 1 only (records.md "Settled details"). */
function fromDeck(ctx: DealCtx, deck: readonly Card[], cut: number | undefined): Laid {
  if (deck.length !== FULL_DECK.length) throw new DealError(`the deck must have 52 cards, not ${deck.length}`);
  const problem = deckProblem(deck, FULL_DECK);
  if (problem) throw new DealError(`the deck is not a 52-card pack: ${problem}`);
  if (ctx.cuts && cut === undefined) throw new DealError('a round-one deal needs a cut (TRB-5.2)');
  if (ctx.cuts && !isValidCut(cut, deck.length))
    throw new DealError(`the cut must be a whole number from 1 to 51, not ${JSON.stringify(cut)}`);
  if (!ctx.cuts && cut !== undefined) throw new DealError('there is no cut in this round (TRB-6)');
  return layOut(ctx, deck.slice(), cut, ctx.s.rng);
}

/** TRB-5.2/5.3: cut (round 1), then deal one at a time L, R, pickup, D; the 52nd card is the dealer's. */
function layOut(ctx: DealCtx, deck: readonly Card[], cut: number | undefined, rng: number): Laid {
  const { deck: order, revealed } = cut === undefined ? { deck, revealed: null } : revealingCut(deck, cut);
  const left = next(ctx.s, ctx.dealer);
  const { piles } = dealInOrder(order, [left, next(ctx.s, left), PICKUP, ctx.dealer], order.length, SEATS + 1);
  const dealt: DealCards = cut === undefined ? { deck } : { deck, cut };
  return { hands: piles.slice(0, SEATS), pickup: piles[PICKUP], revealed, dealt, rng };
}

/** The hands form: one hand per seat, `stock` = the pickup top first, `revealed` in round 1 only. */
function fromHands(ctx: DealCtx, source: Extract<DealSource, { kind: 'hands' }>): Laid {
  const { hands, stock, revealed } = source;
  if (hands.length !== SEATS) throw new DealError(`a Tribello deal has ${SEATS} hands, not ${hands.length}`);
  hands.forEach((h, i) => {
    if (h.length !== HAND) throw new DealError(`hand ${i} must have ${HAND} cards, not ${h.length}`);
  });
  if (stock === undefined) throw new DealError('the hands form needs "stock": the pickup, top first');
  if (stock.length !== HAND) throw new DealError(`the pickup must have ${HAND} cards, not ${stock.length}`);
  const problem = deckProblem([...hands.flat(), ...stock], FULL_DECK);
  if (problem) throw new DealError(`the cards are not a 52-card pack: ${problem}`);
  if (ctx.cuts) {
    if (revealed === undefined) throw new DealError('a round-one deal needs the revealed card (TRB-5.2)');
    if (!hands[ctx.dealer].includes(revealed))
      throw new DealError(`the revealed card ${revealed} must be in the dealer's hand (TRB-D2)`);
  } else if (revealed !== undefined) throw new DealError('there is no revealed card in this round (TRB-6)');
  const copies = hands.map((h) => h.slice());
  const dealt: DealCards =
    revealed === undefined
      ? { hands: copies, stock: stock.slice() }
      : { hands: copies, stock: stock.slice(), revealed };
  return { hands: copies, pickup: stock.slice(), revealed: revealed ?? null, dealt, rng: ctx.s.rng };
}

/** The cards of the current deal as dealt, for the record. */
export function dealCards(s: State): DealCards {
  if (s.dealt === null) throw new DealError('no deal has been dealt yet');
  return s.dealt;
}
