// SPR-4 shuffle, reveal and deal; SPR-5 contract and trump; records.md deck and hands forms.
import { type Card, type Suit, rankValue, suitOf } from '../../core/cards.ts';
import { type DealCards, type DealSource, DealError } from '../../core/contract.ts';
import { chooseCut, isValidCut, revealingCut } from '../../core/dealing.ts';
import { deck48, deckProblem, standardDeck } from '../../core/deck.ts';
import { rngFrom, shuffled } from '../../core/rng.ts';
import type { Options } from './options.ts';
import { type Contract, type State, SEATS, copyState, emptyTriple, forehandOf, middleOf, nextDealer } from './state.ts';

const DECK_48: readonly Card[] = deck48();
const DECK_52: readonly Card[] = standardDeck();

/** SPR-2.1 / SPR-2.2: the form's pack in base order. */
export function formDeck(options: Options): readonly Card[] {
  return options.form === 'standard' ? DECK_48 : DECK_52;
}

/** Cards per hand (SPR-4.3, SPR-4.4) and stock / talon size (12, 16, 13). */
export function handSize(options: Options): number {
  return options.form === 'talon' ? 13 : 12;
}
export function stockSize(options: Options): number {
  return options.form === 'standard' ? 12 : options.form === 'variation' ? 16 : 13;
}

const ROTATIONS: Readonly<Record<Options['rotation'], readonly Suit[]>> = {
  CSHD: ['C', 'S', 'H', 'D'],
  HSDC: ['H', 'S', 'D', 'C'],
};

/** SPR-5.1 / SPR-S5: the trump of deal n (1-based) follows the deal number, not the dealer (SPR-D12). */
export function rotationTrump(dealNumber: number, options: Options): Suit {
  return ROTATIONS[options.rotation][(dealNumber - 1) % 4];
}

/**
 * SPR-5.3 with SPR-S4 bands and SPR-S6: the revealed card's rank fixes the contract. With
 * variationTrump "rotation" the trump is the rotation suit of this deal number (SPR-D3, SPR-5.1).
 */
export function variationContract(
  revealed: Card,
  dealNumber: number,
  options: Options,
): { contract: Contract; trump: Suit | null } {
  const v = rankValue(revealed);
  const lastTrumpRank = options.bands === 'seed' ? 10 : 9;
  if (v <= 5) return { contract: 'nullo', trump: null };
  if (v > lastTrumpRank) return { contract: 'grand', trump: null };
  const trump = options.variationTrump === 'revealed' ? (suitOf(revealed) as Suit) : rotationTrump(dealNumber, options);
  return { contract: 'trump', trump };
}

interface Dealt {
  readonly hands: Card[][];
  readonly stock: Card[];
  readonly revealed: Card | null;
  readonly cards: DealCards;
  readonly rng: number;
}

/** SPR-4.3 / SPR-4.4 from a deck in dealing order: F, M, D (and the talon in the talon form). */
function dealDeck(deck: readonly Card[], dealer: number, options: Options): { hands: Card[][]; stock: Card[] } {
  const f = forehandOf(dealer, options);
  const m = middleOf(dealer, options);
  const hands: Card[][] = [[], [], []];
  if (options.form === 'talon') {
    // SPR-4.4 and records.md: F, M, D, talon, thirteen times; the talon's top is deck[3].
    const stock: Card[] = [];
    for (let i = 0; i < 52; i += 4) {
      hands[f].push(deck[i]);
      hands[m].push(deck[i + 1]);
      hands[dealer].push(deck[i + 2]);
      stock.push(deck[i + 3]);
    }
    return { hands, stock };
  }
  for (let i = 0; i < 36; i += 3) {
    hands[f].push(deck[i]);
    hands[m].push(deck[i + 1]);
    hands[dealer].push(deck[i + 2]);
  }
  return { hands, stock: deck.slice(36) };
}

function fromDeck(
  deck: readonly Card[],
  cut: number | undefined,
  dealer: number,
  options: Options,
  rng: number,
  checked = false,
): Dealt {
  const problem = checked ? null : deckProblem(deck, formDeck(options));
  if (problem) throw new DealError(`deck: ${problem}`);
  if (options.form !== 'variation') {
    if (cut !== undefined) throw new DealError(`there is no cut in the ${options.form} form`);
    const { hands, stock } = dealDeck(deck, dealer, options);
    return { hands, stock, revealed: null, cards: { deck: checked ? deck : deck.slice() }, rng };
  }
  // SPR-4.2: forhånd's revealing cut; the revealed card ends at the bottom of the stock (SPR-D5).
  if (cut === undefined) throw new DealError('variasjonssprøyte needs the cut of forhånd ("cut": k)');
  if (!isValidCut(cut, 52)) throw new DealError(`impossible cut ${cut}: it must be from 1 to 51`);
  const done = revealingCut(deck, cut);
  const { hands, stock } = dealDeck(done.deck, dealer, options);
  return { hands, stock, revealed: done.revealed, cards: { deck: checked ? deck : deck.slice(), cut }, rng };
}

function fromHands(source: Extract<DealSource, { kind: 'hands' }>, options: Options, rng: number): Dealt {
  const size = handSize(options);
  const pile = options.form === 'talon' ? 'talon' : 'stock';
  if (source.hands.length !== SEATS) throw new DealError(`hands must list ${SEATS} hands, not ${source.hands.length}`);
  source.hands.forEach((h, i) => {
    if (h.length !== size) throw new DealError(`hand ${i} must have ${size} cards, not ${h.length}`);
  });
  const stock = source.stock;
  if (stock === undefined) throw new DealError(`the hands form needs the ${pile} ("stock")`);
  if (stock.length !== stockSize(options))
    throw new DealError(`the ${pile} must have ${stockSize(options)} cards, not ${stock.length}`);
  const problem = deckProblem([...source.hands.flat(), ...stock], formDeck(options));
  if (problem) throw new DealError(problem);
  let revealed: Card | null = null;
  if (options.form === 'variation') {
    // records.md "Settled details": the revealed card must be the last stock card.
    if (source.revealed === undefined) throw new DealError('variasjonssprøyte needs the revealed card');
    if (source.revealed !== stock[stock.length - 1])
      throw new DealError(`revealed ${source.revealed} must be the last stock card (${stock[stock.length - 1]})`);
    revealed = source.revealed;
  } else if (source.revealed !== undefined) {
    throw new DealError(`there is no revealed card in the ${options.form} form`);
  }
  const cards: DealCards =
    revealed === null
      ? { hands: source.hands.map((h) => h.slice()), stock: stock.slice() }
      : { hands: source.hands.map((h) => h.slice()), stock: stock.slice(), revealed };
  return { hands: source.hands.map((h) => h.slice()), stock: stock.slice(), revealed, cards, rng };
}

function dealFrom(s: State, source: DealSource, dealer: number): Dealt {
  const { options } = s;
  if (source.kind === 'deck') return fromDeck(source.deck, source.cut, dealer, options, s.rng);
  if (source.kind === 'hands') return fromHands(source, options, s.rng);
  // SPR-4.1 the dealer shuffles; SPR-4.2 forhånd cuts (the app picks k from 4 … N−4, COM-4.1).
  const rng = rngFrom(s.rng);
  const deck = shuffled(formDeck(options), rng);
  const cut = options.form === 'variation' ? chooseCut(rng, 52) : undefined;
  return fromDeck(deck, cut, dealer, options, rng.state, true);
}

/** Start the next deal: cards, contract and trump (SPR-5), then the exchange or talon offer from forhånd. */
export function startDeal(s: State, source: DealSource): State {
  if (s.phase === 'gameOver') throw new DealError('the game is over');
  if (s.phase !== 'awaitingDeal') throw new DealError('the current deal is not finished');
  const dealer = nextDealer(s);
  const dealNumber = s.dealNumber + 1;
  const dealt = dealFrom(s, source, dealer);
  const { options } = s;
  const ct =
    dealt.revealed !== null
      ? variationContract(dealt.revealed, dealNumber, options)
      : { contract: 'trump' as const, trump: rotationTrump(dealNumber, options) };
  const next = copyState(s);
  next.phase = options.form === 'talon' ? 'talon' : 'exchange';
  next.rng = dealt.rng;
  next.dealNumber = dealNumber;
  next.dealer = dealer;
  next.contract = ct.contract;
  next.trump = ct.trump;
  next.revealed = dealt.revealed;
  next.cards = dealt.cards;
  next.hands = dealt.hands;
  next.stock = dealt.stock;
  next.discards = [[], [], []];
  next.exchanged = emptyTriple(null);
  next.talonAnswers = emptyTriple(null);
  next.talonTaker = null;
  next.turn = forehandOf(dealer, options);
  next.trick = [];
  next.lastTrick = null;
  next.history = [];
  next.tricks = emptyTriple(0);
  return next;
}

/** The cards of the current deal as dealt (deck and cut, or the hands form as given). */
export function dealCards(s: State): DealCards {
  if (s.cards === null) throw new DealError('no deal has started');
  return s.cards;
}
