// SPR-7 play and SPR-8 the trick winner; the last trick of a deal scores it (SPR-9) and checks the end (SPR-10).
import { type Card, type Suit, rankValue } from '../../core/cards.ts';
import type { Rng } from '../../core/rng.ts';
import { nextSeat, type Seat } from '../../core/seats.ts';
import { type TrickPolicy, trickWinner } from '../../core/trick.ts';
import { gameWinners, scoreLines } from './scoring.ts';
import {
  type Action,
  type CompletedTrick,
  type DealResult,
  type Play,
  type State,
  type TrickReason,
  SEATS,
  copyState,
} from './state.ts';

/** SPR-8.3 / SPR-S7: in nullo the ace may rank below the 2. */
function aceLowRank(card: Card): number {
  return card[0] === 'A' ? 1 : rankValue(card);
}

export function isAceLow(s: Pick<State, 'contract' | 'options'>): boolean {
  return s.contract === 'nullo' && s.options.nulloAceLow;
}

/** SPR-8.1 / SPR-8.2: the trump suit of a trump game, none in grand and nullo; SPR-8.3 ranks. */
export function trickPolicy(s: Pick<State, 'contract' | 'options' | 'trump'>): TrickPolicy {
  return isAceLow(s) ? { trump: null, rank: aceLowRank } : { trump: s.trump };
}

const REASONS: Readonly<Record<string, TrickReason>> = {
  trump: { rule: 'SPR-8.1', key: 'highestTrump' },
  ledInTrumpGame: { rule: 'SPR-8.1', key: 'highestOfLedSuit' },
  led: { rule: 'SPR-8.2', key: 'highestOfLedSuit' },
  ledAceLow: { rule: 'SPR-8.3', key: 'highestOfLedSuitAceLow' },
};

/** Why the winning card won: the rule and message key the UI shows beside the trick. */
export function trickReason(s: Pick<State, 'contract' | 'options' | 'trump'>, winning: Card): TrickReason {
  if (s.trump !== null && winning[1] === s.trump) return REASONS.trump;
  if (s.contract === 'trump') return REASONS.ledInTrumpGame;
  return isAceLow(s) ? REASONS.ledAceLow : REASONS.led;
}

/** The suit led to the trick in progress, or null when the player to act leads. */
export function ledSuit(s: Pick<State, 'trick'>): Suit | null {
  return s.trick.length === 0 ? null : (s.trick[0].card[1] as Suit);
}

/** SPR-7.2/7.3 (COM-5.3): the cards the player to act may play. */
export function playableCards(hand: readonly Card[], led: Suit | null): readonly Card[] {
  if (led === null) return hand;
  let following: Card[] | null = null;
  for (const c of hand) if (c[1] === led) (following ??= []).push(c);
  return following ?? hand;
}

export function legalPlays(s: State): Action[] {
  const seat = s.turn as Seat;
  return playableCards(s.hands[seat], ledSuit(s)).map((card) => ({ type: 'play', seat, card }));
}

export function samplePlay(s: State, rng: Rng): Action {
  const seat = s.turn as Seat;
  const cards = playableCards(s.hands[seat], ledSuit(s));
  return { type: 'play', seat, card: cards[rng.int(cards.length)] };
}

/** SPR-9 and SPR-10 after the last trick: the deal's result, the totals, and maybe the end of the game. */
function finishDeal(s: State, next: ReturnType<typeof copyState>): void {
  const tricks = next.tricks;
  const lines = scoreLines(s.contract, tricks, s.options.signedScoring);
  const points = lines.map((l) => l.points);
  const totals = s.totals.map((t, i) => t + points[i]);
  const result: DealResult = {
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    contract: s.contract,
    trump: s.trump,
    exchanged: s.exchanged.map((n) => n ?? 0),
    talonTaker: s.talonTaker,
    tricks,
    points,
    totals,
    lines,
  };
  const winners = gameWinners(totals, s.options);
  next.phase = winners ? 'gameOver' : 'awaitingDeal';
  next.turn = null;
  next.totals = totals;
  next.results = [...s.results, result];
  next.winners = winners ?? [];
}

/** SPR-7.4 / SPR-8: play a card (already checked legal); a full trick goes to its winner, who leads next. */
export function applyPlay(s: State, seat: Seat, card: Card): State {
  const next = copyState(s);
  const kept: Card[] = [];
  for (const c of s.hands[seat]) if (c !== card) kept.push(c);
  const hands = s.hands.slice();
  hands[seat] = kept;
  next.hands = hands;
  const plays: Play[] = [];
  for (const p of s.trick) plays.push(p);
  plays.push({ seat, card });
  next.lastTrick = null;
  if (plays.length < SEATS) {
    next.trick = plays;
    next.turn = nextSeat(seat, SEATS, s.options.direction);
    return next;
  }
  const winning = plays[trickWinner(plays, trickPolicy(s))];
  const completed: CompletedTrick = { plays, winner: winning.seat, reason: trickReason(s, winning.card) };
  const tricks = s.tricks.slice();
  tricks[winning.seat] += 1;
  next.trick = [];
  next.lastTrick = completed;
  next.history = [...s.history, completed];
  next.tricks = tricks;
  next.turn = winning.seat;
  if (kept.length === 0) finishDeal(s, next);
  return next;
}

/** True right after the last card of a trick: the completed trick is `lastTrick` until the next card (SPR-7.4). */
export function isTrickJustComplete(s: Pick<State, 'trick' | 'lastTrick'>): boolean {
  return s.trick.length === 0 && s.lastTrick !== null;
}
