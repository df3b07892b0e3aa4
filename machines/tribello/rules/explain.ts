// Every refusal with its rule id, a message key for the renderer and a plain English message.
import { type Card, SUITS, isCardCode, suitOf } from '../../core/cards.ts';
import type { Refusal } from '../../core/contract.ts';
import type { Action, ExchangeAction, PlayAction, State, TrumpAction } from './state.ts';
import { SEATS, roundKind } from './state.ts';
import { exchangeLimit } from './exchange.ts';
import { followsSuitRule } from './play.ts';

type Params = Record<string, string | number | boolean>;

function refuse(rule: string, key: string, message: string, params: Params = {}): Refusal {
  return { rule, key, params, message };
}

export function explainIllegal(s: State, a: Action): Refusal | null {
  if (s.phase === 'gameOver') return refuse('TRB-11.1', 'gameOver', 'the game is over');
  if (s.phase === 'awaitingDeal')
    return refuse('TRB-5.3', 'noDealInProgress', 'no deal is in progress: the cards are not dealt yet');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= SEATS)
    return refuse('TRB-1.1', 'noSuchSeat', `there is no seat ${a.seat} at a three-player table`, { seat: a.seat });
  switch (a.type) {
    case 'trump':
      return explainTrump(s, a);
    case 'exchange':
      return explainExchange(s, a);
    case 'play':
      return explainPlay(s, a);
    default: // unreachable for typed callers; records are mapped by actionFromRecord
      return refuse('TRB-1.1', 'unknownAction', 'Tribello has no such action');
  }
}

function explainTrump(s: State, a: TrumpAction): Refusal | null {
  if (s.phase !== 'trump') {
    const kind = roundKind(s.round);
    if (kind === 'revealed')
      return refuse('TRB-6.1', 'trumpIsRevealed', `in round 1 the revealed card sets trump (${s.trump})`, {
        trump: s.trump ?? '',
      });
    if (kind === 'noTrump')
      return refuse('TRB-6.3', 'noTrumpThisRound', 'there is no trump in this round', { round: s.round });
    if (kind === 'avoid')
      return refuse('TRB-6.4', 'noTrumpThisRound', 'there is no trump in round 4', { round: s.round });
    return refuse('TRB-6.2', 'trumpAlreadyNamed', `trump has already been named (${s.trump})`, {
      trump: s.trump ?? '',
    });
  }
  if (a.seat !== s.dealer)
    return refuse('TRB-6.2', 'onlyDealerNamesTrump', `only the dealer (seat ${s.dealer}) names trump`, {
      seat: a.seat,
      dealer: s.dealer,
    });
  if (a.suit === null || !(SUITS as readonly unknown[]).includes(a.suit))
    return refuse(
      'TRB-6.2',
      'mustNameSuit',
      'the dealer must name one of the four suits; "no trump" is not a choice (TRB-D3)',
    );
  return null;
}

function explainExchange(s: State, a: ExchangeAction): Refusal | null {
  if (s.phase === 'trump')
    return refuse('TRB-6.2', 'nameTrumpFirst', `the dealer (seat ${s.dealer}) names trump before anybody exchanges`, {
      dealer: s.dealer,
    });
  if (s.phase !== 'exchange')
    return refuse('TRB-7.1', 'exchangeOver', 'each player exchanges once, before the first trick');
  if (a.seat !== s.turn)
    return refuse('TRB-7.1', 'notYourTurnToExchange', `seat ${s.turn} exchanges now (order: dealer, left, right)`, {
      seat: a.seat,
      turn: s.turn ?? -1,
    });
  const problem = discardProblem(s.hands[a.seat], a.discards);
  if (problem) return problem;
  const limit = exchangeLimit(s);
  const count = a.discards.length;
  if (count > limit && limit === 0)
    return refuse('TRB-7.2', 'pickupEmpty', 'no cards are left in the pickup: you cannot exchange', {
      count,
      limit,
      pickupLeft: s.pickup.length,
    });
  if (count > limit)
    return refuse(
      'TRB-7.2',
      'exchangeLimit',
      `you may exchange at most ${limit} cards (${s.pickup.length} left in the pickup), not ${count}`,
      {
        count,
        limit,
        pickupLeft: s.pickup.length,
      },
    );
  return null;
}

/** COM-6.1: the discards are distinct cards from the player's own hand. */
function discardProblem(hand: readonly Card[], discards: readonly Card[]): Refusal | null {
  if (!Array.isArray(discards)) return refuse('COM-6.1', 'badDiscards', 'the discards must be a list of cards');
  const seen = new Set<Card>();
  for (const c of discards) {
    if (seen.has(c)) return refuse('COM-6.1', 'duplicateDiscard', `${c} is discarded twice`, { card: c });
    seen.add(c);
    if (!isCardCode(c) || !hand.includes(c))
      return refuse('COM-6.1', 'cardNotInHand', `${c} is not in your hand`, { card: String(c) });
  }
  return null;
}

function explainPlay(s: State, a: PlayAction): Refusal | null {
  if (s.phase === 'trump')
    return refuse('TRB-6.2', 'nameTrumpFirst', `the dealer (seat ${s.dealer}) names trump first`, { dealer: s.dealer });
  if (s.phase === 'exchange')
    return refuse('TRB-7.1', 'exchangeFirst', `the exchange is not over: seat ${s.turn} exchanges now`, {
      turn: s.turn ?? -1,
    });
  if (a.seat !== s.turn) return outOfTurn(s, a);
  if (!s.hands[a.seat].includes(a.card))
    return refuse('COM-5.1', 'cardNotInHand', `${a.card} is not in your hand`, { card: String(a.card) });
  if (!followsSuitRule(s, a.card)) {
    const led = suitOf(s.trick[0].card) ?? '';
    return refuse('TRB-8.2', 'mustFollowSuit', `you hold ${led} and must follow suit`, { led, card: a.card });
  }
  return null;
}

function outOfTurn(s: State, a: PlayAction): Refusal {
  const params = { seat: a.seat, turn: s.turn ?? -1 };
  if (s.trick.length > 0)
    return refuse('COM-5.1', 'notYourTurn', `seat ${s.turn} plays next (clockwise order)`, params);
  if (s.played.length === 0)
    return refuse('TRB-8.1', 'notYourTurn', `the dealer (seat ${s.turn}) leads the first trick`, params);
  return refuse('TRB-8.3', 'notYourTurn', `seat ${s.turn} won the last trick and leads`, params);
}
