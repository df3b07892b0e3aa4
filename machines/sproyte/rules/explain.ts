// Refusals for every illegal action: a rule id, a message key for the renderer, params and plain English.
import type { Card } from '../../core/cards.ts';
import type { Refusal } from '../../core/contract.ts';
import { type ExchangeLimit, exchangeLimit } from './exchange.ts';
import { ledSuit } from './play.ts';
import { type Action, type State, SEATS } from './state.ts';

type Params = Record<string, string | number | boolean>;

function refuse(rule: string, key: string, params: Params, message: string): Refusal {
  return { rule, key, params, message };
}

const SUIT_NAMES: Readonly<Record<string, [string, string]>> = {
  C: ['club', 'clubs'],
  D: ['diamond', 'diamonds'],
  H: ['heart', 'hearts'],
  S: ['spade', 'spades'],
};

const ROLE_NAMES = { forehand: 'Forhånd', middle: 'The middle player', dealer: 'The dealer' } as const;

/** SPR-6.2: the refusal names the limit with its parts ("4 of your own + 4 left by the player before you"). */
export function limitRefusal(lim: ExchangeLimit, count: number): Refusal {
  const params: Params = {
    seat: lim.seat,
    role: lim.role,
    count,
    limit: lim.limit,
    own: lim.own,
    carried: lim.carried,
    stockLeft: lim.stockLeft,
    handSize: lim.handSize,
  };
  const at = `may exchange at most ${lim.limit} card${lim.limit === 1 ? '' : 's'}`;
  if (lim.limit === lim.handSize && lim.handSize < lim.own + lim.carried)
    return refuse(
      'SPR-6.2',
      'exchangeLimitHand',
      params,
      `${ROLE_NAMES[lim.role]} ${at}: nobody can exchange more cards than they hold (${lim.own} own + ${lim.carried} left unused before).`,
    );
  if (lim.role === 'dealer' || lim.open)
    return refuse(
      'SPR-6.2',
      'exchangeLimitStock',
      params,
      `Only ${lim.stockLeft} card${lim.stockLeft === 1 ? '' : 's'} remain in the stock, so ${ROLE_NAMES[lim.role].toLowerCase()} ${at}.`,
    );
  if (lim.carried > 0)
    return refuse(
      'SPR-6.2',
      'exchangeLimitCarried',
      params,
      `${ROLE_NAMES[lim.role]} ${at}: ${lim.own} of your own + ${lim.carried} left by the player before you.`,
    );
  return refuse('SPR-6.2', 'exchangeLimitOwn', params, `${ROLE_NAMES[lim.role]} ${at}.`);
}

function explainExchange(s: State, seat: number, discards: readonly Card[]): Refusal | null {
  if (s.options.form === 'talon')
    return refuse(
      'SPR-6.5',
      'wholeHandOnly',
      { seat },
      'In the talon form only the whole hand can be exchanged: take the talon or keep your hand.',
    );
  if (s.phase !== 'exchange')
    return refuse(
      'SPR-6.1',
      'exchangeOver',
      { seat },
      'The exchange is over: every player exchanges once, before the play.',
    );
  if (seat !== s.turn) {
    if (s.exchanged[seat] !== null)
      return refuse(
        'SPR-6.1',
        'alreadyExchanged',
        { seat },
        `Seat ${seat} has already exchanged; each player exchanges exactly once.`,
      );
    return refuse(
      'SPR-6.1',
      'notYourTurnToExchange',
      { seat, turn: s.turn ?? -1 },
      `It is seat ${s.turn}'s turn to exchange: forhånd first, then the middle player, then the dealer.`,
    );
  }
  const hand = s.hands[seat];
  for (let i = 0; i < discards.length; i++) {
    const card = discards[i];
    if (discards.indexOf(card) !== i)
      return refuse('SPR-6.1', 'duplicateDiscard', { seat, card }, `${card} is listed twice among the discards.`);
    if (!hand.includes(card))
      return refuse(
        'SPR-6.1',
        'discardNotInHand',
        { seat, card },
        `Seat ${seat} cannot discard ${card}: it is not in their hand (discard first, then draw).`,
      );
  }
  const lim = exchangeLimit(s, seat);
  return discards.length > lim.limit ? limitRefusal(lim, discards.length) : null;
}

function explainTalon(s: State, seat: number): Refusal | null {
  if (s.options.form !== 'talon')
    return refuse('SPR-6.5', 'noTalon', { seat }, 'Only the talon form has a talon to take or decline.');
  if (s.phase !== 'talon') {
    if (s.talonTaker !== null)
      return refuse(
        'SPR-6.5',
        'talonTaken',
        { seat, taker: s.talonTaker },
        `Seat ${s.talonTaker} has taken the talon; nobody else may swap.`,
      );
    return refuse(
      'SPR-6.5',
      'talonClosed',
      { seat },
      'Everybody has declined the talon; it stays face down for the whole deal (SPR-D8).',
    );
  }
  if (seat !== s.turn) {
    if (s.talonAnswers[seat] !== null)
      return refuse('SPR-6.5', 'alreadyAnswered', { seat }, `Seat ${seat} has already declined the talon.`);
    return refuse(
      'SPR-6.5',
      'notYourTurnForTalon',
      { seat, turn: s.turn ?? -1 },
      `The talon is offered to seat ${s.turn} now: forhånd first, then the middle player, then the dealer.`,
    );
  }
  return null;
}

function explainPlay(s: State, seat: number, card: Card): Refusal | null {
  if (s.phase === 'exchange')
    return refuse(
      'SPR-6.1',
      'exchangeFirst',
      { seat },
      'Every player exchanges (forhånd, middle player, dealer) before the play starts.',
    );
  if (s.phase === 'talon')
    return refuse(
      'SPR-6.5',
      'talonFirst',
      { seat },
      'The talon is offered (forhånd, middle player, dealer) before the play starts.',
    );
  if (seat !== s.turn) {
    const turn = s.turn ?? -1;
    if (s.trick.length > 0)
      return refuse(
        'COM-5.1',
        'notYourTurn',
        { seat, turn },
        `It is seat ${turn}'s turn to play: play goes round from the leader.`,
      );
    if (s.history.length === 0)
      return refuse('SPR-7.1', 'forehandLeads', { seat, turn }, `Forhånd (seat ${turn}) leads to the first trick.`);
    return refuse('SPR-7.4', 'winnerLeads', { seat, turn }, `Seat ${turn} won the last trick and leads the next one.`);
  }
  const hand = s.hands[seat];
  if (!hand.includes(card))
    return refuse('COM-5.1', 'cardNotInHand', { seat, card }, `Seat ${seat} does not hold ${card}.`);
  const led = ledSuit(s);
  if (led !== null && card[1] !== led && hand.some((c) => c[1] === led)) {
    const [one, many] = SUIT_NAMES[led];
    return refuse(
      'SPR-7.3',
      'mustFollowSuit',
      { seat, card, suit: led },
      `You still hold ${many}, so you must play a ${one}.`,
    );
  }
  return null;
}

/** Why `a` is not allowed now, or null when it is legal. */
export function explainIllegal(s: State, a: Action): Refusal | null {
  if (s.phase === 'gameOver') return refuse('SPR-10.3', 'gameOver', {}, 'The game is over.');
  if (s.phase === 'awaitingDeal')
    return refuse('SPR-4.1', 'noDeal', {}, 'No deal is in progress: the cards must be dealt first.');
  if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= SEATS)
    return refuse(
      'SPR-1.1',
      'noSuchSeat',
      { seat: String(a.seat) },
      `There is no seat ${a.seat}: Sprøyte has three players.`,
    );
  switch (a.type) {
    case 'exchange':
      return explainExchange(s, a.seat, a.discards);
    case 'talon':
      return explainTalon(s, a.seat);
    case 'play':
      return explainPlay(s, a.seat, a.card);
  }
}
