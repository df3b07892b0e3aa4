// Tribello (TRB): three players, twelve deals in four rounds; each seat has a trick quota that follows
// the dealer's chair (6/4/3, round four 3/4/6), and every trick above or below it is a point won or lost
// (reversed in round four), so every deal and the totals are zero-sum.
//
// Implements TRB-1 … TRB-12 (decisions TRB-D1 … D9), settings TRB-S2 (ties) and COM-S1 (direction);
// COM-S4 is the `seed` of `setup`; TRB-S3 is the `firstDealer` of `setup`; TRB-S1 is display only.
//
// Action encoding (each names its seat):
//   { type: 'trump', seat, suit }          round-2 dealer names trump (TRB-6.2); suit null = "no trump", refused
//   { type: 'exchange', seat, discards }   discards chosen blind, as many drawn from the pickup top (TRB-7)
//   { type: 'play', seat, card }           trick play (TRB-8)
// Phases: awaitingDeal → (trump, round 2) → exchange (D, L, R) → play (13 tricks) → awaitingDeal | gameOver.
import type { GameRules } from '../../core/contract.ts';
import type { Rng } from '../../core/rng.ts';
import { type Options, defaultOptions, parseOptions } from './options.ts';
import { type Action, type State, SEATS, setup, upcomingDeal } from './state.ts';
import { dealCards, startDeal } from './deal.ts';
import { applyTrump, legalTrumps } from './trump.ts';
import { applyExchange, legalExchanges, sampleExchange } from './exchange.ts';
import { applyPlay, legalPlays, playableCards } from './play.ts';
import { explainIllegal } from './explain.ts';
import { type View, observe } from './view.ts';
import { actionFromRecord, actionToRecord, report } from './report.ts';
import { IllegalAction } from '../../core/contract.ts';

export type { Options, TieRule } from './options.ts';
export type {
  Action,
  State,
  Phase,
  Role,
  RoundKind,
  CompletedTrick,
  DealResult,
  ScoreLine,
  TrickReason,
} from './state.ts';
export type { View } from './view.ts';
export { defaultOptions, parseOptions } from './options.ts';
export { reseeded } from './update.ts';
export { upcomingDeal, roundOf, roundKind, quotasFor, dealerOf, roleOf, DEALS, HAND, SEATS } from './state.ts';
export { exchangeLimit, exchangerRole } from './exchange.ts';
export { isTrickJustComplete, playableCards } from './play.ts';
export { leaders, seatPoints } from './scoring.ts';

function legalActions(s: State): readonly Action[] {
  switch (s.phase) {
    case 'trump':
      return legalTrumps(s);
    case 'exchange':
      return legalExchanges(s);
    case 'play':
      return legalPlays(s);
    default:
      return [];
  }
}

function sampleAction(s: State, rng: Rng): Action {
  switch (s.phase) {
    case 'trump':
      return legalTrumps(s)[rng.int(4)];
    case 'exchange':
      return sampleExchange(s, rng);
    case 'play': {
      const cards = playableCards(s);
      return { type: 'play', seat: s.turn as number, card: cards[rng.int(cards.length)] };
    }
    default:
      throw new Error(`nobody acts in phase ${s.phase}`);
  }
}

function applyAction(s: State, a: Action): State {
  const refusal = explainIllegal(s, a);
  if (refusal) throw new IllegalAction(refusal);
  switch (a.type) {
    case 'trump':
      return applyTrump(s, a);
    case 'exchange':
      return applyExchange(s, a);
    case 'play':
      return applyPlay(s, a);
  }
}

export const rules: GameRules<Options, State, Action, View> = {
  game: 'tribello',
  defaultOptions,
  parseOptions,
  seatCount: () => SEATS,
  sides: () => [[0], [1], [2]],
  setup,
  awaitingDeal: (s) => s.phase === 'awaitingDeal',
  dealer: (s) => upcomingDeal(s).dealer,
  startDeal,
  dealCards,
  currentPlayer: (s) => (s.phase === 'trump' || s.phase === 'exchange' || s.phase === 'play' ? s.turn : null),
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
