// Sprøyte: a three-handed plain-trick game in which, after an exchange with a stock (or a whole-hand swap
// with a talon), every player tries to take more than four tricks — or fewer than four in nullo.
// Three forms (SPR-S1): standard 48 cards with a rotating trump, variasjonssprøyte where forhånd's revealing
// cut picks nullo / trump / grand, and the 13-card talon form; the game ends after a deal at the target.
//
// Implements SPR-1 … SPR-11 with SPR-S1 … SPR-S9, COM-S1 (direction) and COM-S4 (seed), per rules.md §2 and
// the record format of records.md.
//
// Actions (engine ⇄ record):
//   { type: 'exchange', seat, discards }  ⇄ { seat, exchange: [cards] }  SPR-6.1/6.2, [] = keep the hand
//   { type: 'talon', seat, take }         ⇄ { seat, talon: true|false }  SPR-6.5 (talon form only)
//   { type: 'play', seat, card }          ⇄ { seat, play: card }         SPR-7
import type { GameReport, GameRules, DealReport } from '../../core/contract.ts';
import { IllegalAction } from '../../core/contract.ts';
import { RecordError, isPlainObject, type RecordAction } from '../../core/record.ts';
import { seedState, type Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/seats.ts';
import { dealCards, startDeal } from './deal.ts';
import { applyExchange, applyTalon, legalExchanges, legalTalon, sampleExchange } from './exchange.ts';
import { explainIllegal } from './explain.ts';
import { type Options, defaultOptions, parseOptions } from './options.ts';
import { applyPlay, legalPlays, samplePlay } from './play.ts';
import { type Action, type State, SEATS, initialState, nextDealer } from './state.ts';
import { type View, observe } from './view.ts';

export type { Options } from './options.ts';
export type {
  Action,
  State,
  Phase,
  Contract,
  Play,
  CompletedTrick,
  TrickReason,
  DealResult,
  ScoreLine,
} from './state.ts';
export type { View } from './view.ts';
export type { ExchangeLimit, Role } from './exchange.ts';
export { defaultOptions, parseOptions } from './options.ts';
export { exchangeLimit, exchangerRole } from './exchange.ts';
export { sortHand } from './view.ts';
export { forehandOf, middleOf } from './state.ts';
export { rotationTrump, variationContract } from './deal.ts';
export { dealPoints, gameWinners, playsOnForTie, ranking } from './scoring.ts';

function legalActions(s: State): readonly Action[] {
  switch (s.phase) {
    case 'exchange':
      return legalExchanges(s);
    case 'talon':
      return legalTalon(s);
    case 'play':
      return legalPlays(s);
    default:
      return [];
  }
}

function sampleAction(s: State, rng: Rng): Action {
  switch (s.phase) {
    case 'exchange':
      return sampleExchange(s, rng);
    case 'talon':
      return { type: 'talon', seat: s.turn as Seat, take: rng.int(2) === 1 };
    case 'play':
      return samplePlay(s, rng);
    default:
      throw new Error(`nobody acts in phase ${s.phase}`);
  }
}

function applyAction(s: State, a: Action): State {
  const refusal = explainIllegal(s, a);
  if (refusal) throw new IllegalAction(refusal);
  switch (a.type) {
    case 'exchange':
      return applyExchange(s, a.seat, a.discards);
    case 'talon':
      return applyTalon(s, a.seat, a.take);
    case 'play':
      return applyPlay(s, a.seat, a.card);
  }
}

/** records.md "What replay prints", Sprøyte: contract and trump per deal; an unfinished deal last. */
function report(s: State): GameReport {
  const deals: DealReport[] = s.results.map((r) => ({
    dealer: r.dealer,
    contract: r.contract,
    trump: r.trump,
    tricks: r.tricks.slice(),
    points: r.points.slice(),
    totals: r.totals.slice(),
  }));
  if (s.phase === 'exchange' || s.phase === 'talon' || s.phase === 'play')
    deals.push({ dealer: s.dealer, finished: false, contract: s.contract, trump: s.trump, tricks: s.tricks.slice() });
  return {
    game: 'sproyte',
    sides: [[0], [1], [2]],
    deals,
    totals: s.totals.slice(),
    finished: s.phase === 'gameOver',
    winners: s.winners.slice(),
  };
}

function actionFromRecord(raw: RecordAction): Action {
  const r: unknown = raw;
  if (!isPlainObject(r) || typeof r.seat !== 'number') throw new RecordError('an action needs a "seat"');
  const seat = r.seat;
  if (Array.isArray(r.exchange) && r.exchange.every((c) => typeof c === 'string'))
    return { type: 'exchange', seat, discards: r.exchange as string[] };
  if (typeof r.talon === 'boolean') return { type: 'talon', seat, take: r.talon };
  if (typeof r.play === 'string') return { type: 'play', seat, card: r.play };
  const key = Object.keys(r).find((k) => k !== 'seat') ?? 'nothing';
  throw new RecordError(`Sprøyte has no "${key}" action: its actions are exchange, talon and play`);
}

function actionToRecord(a: Action): RecordAction {
  switch (a.type) {
    case 'exchange':
      return { seat: a.seat, exchange: a.discards.slice() };
    case 'talon':
      return { seat: a.seat, talon: a.take };
    case 'play':
      return { seat: a.seat, play: a.card };
  }
}

export const rules: GameRules<Options, State, Action, View> = {
  game: 'sproyte',
  defaultOptions,
  parseOptions,
  seatCount: () => SEATS,
  sides: () => [[0], [1], [2]],
  setup: (options, firstDealer, seed) => initialState(options, firstDealer, seedState(seed)),
  awaitingDeal: (s) => s.phase === 'awaitingDeal',
  dealer: (s) => (s.phase === 'awaitingDeal' ? nextDealer(s) : s.dealer),
  startDeal,
  dealCards,
  currentPlayer: (s) => s.turn,
  legalActions,
  sampleAction,
  applyAction,
  explainIllegal,
  observe,
  isTerminal: (s) => s.phase === 'gameOver',
  report,
  actionFromRecord,
  actionToRecord,
};
export { isTrickJustComplete } from './play.ts';
