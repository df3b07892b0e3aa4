// TRB-8 play and TRB-9 trick winner; the end of a deal (TRB-10) and of the game (TRB-11).
import { type Card, suitOf } from '../../core/cards.ts';
import { trickWinner } from '../../core/trick.ts';
import type { CompletedTrick, PlayAction, State, TrickReason } from './state.ts';
import { HAND, next } from './state.ts';
import { append, draft, patch, withPile } from './update.ts';
import { gameOverAfter, scoreDeal } from './scoring.ts';

/** COM-5.3: the cards the seat to play may play (any card when leading or void). */
export function playableCards(s: State): readonly Card[] {
  const hand = s.hands[s.turn as number];
  if (s.trick.length === 0) return hand;
  const led = s.trick[0].card[1];
  const following = hand.filter((c) => c[1] === led);
  return following.length > 0 ? following : hand;
}

/** COM-5.3 for one card (same rule as `playableCards`, without building the list): false = must follow. */
export function followsSuitRule(s: State, card: Card): boolean {
  if (s.trick.length === 0) return true;
  const led = s.trick[0].card[1];
  return card[1] === led || !s.hands[s.turn as number].some((c) => c[1] === led);
}

export function legalPlays(s: State): PlayAction[] {
  const seat = s.turn as number;
  return playableCards(s).map((card) => ({ type: 'play', seat, card }));
}

/** TRB-9.1 / 9.2: why the winning card won. */
export function trickReason(s: State, plays: readonly { card: Card }[]): TrickReason {
  const rule = s.trump === null ? 'TRB-9.2' : 'TRB-9.1';
  if (s.trump !== null && plays.some((p) => suitOf(p.card) === s.trump))
    return { rule, key: 'highestTrump', message: 'the highest trump wins' };
  return { rule, key: 'highestOfLedSuit', message: 'the highest card of the led suit wins' };
}

export function applyPlay(s: State, a: PlayAction): State {
  const n = draft(s);
  const trick = append(s.trick, { seat: a.seat, card: a.card });
  n.hands = withPile(
    s.hands,
    a.seat,
    s.hands[a.seat].filter((c) => c !== a.card),
  );
  if (trick.length < 3) {
    n.trick = trick;
    n.turn = next(s, a.seat);
    return n;
  }
  const w = trickWinner(trick, { trump: s.trump });
  const winner = trick[w].seat;
  const done: CompletedTrick = {
    number: s.played.length + 1,
    plays: trick,
    winner,
    card: trick[w].card,
    reason: trickReason(s, trick),
  };
  n.trick = [];
  n.lastTrick = done;
  n.played = append(s.played, done);
  n.tricks = withPile(s.tricks, winner, s.tricks[winner] + 1);
  // TRB-8.3: the winner leads the next trick.
  n.turn = winner;
  return n.played.length === HAND ? endDeal(n) : n;
}

/** Score the deal; after deal 12 the game ends unless TRB-S2 asks for tie-break deals (TRB-D4). */
function endDeal(s: State): State {
  const result = scoreDeal(
    { deal: s.deal, round: s.round, dealer: s.dealer, trump: s.trump, quotas: s.quotas, tricks: s.tricks },
    s.totals,
    s.options,
  );
  const over = gameOverAfter(s.deal, result.totals, s.options);
  return patch(s, {
    phase: over ? 'gameOver' : 'awaitingDeal',
    turn: null,
    results: append(s.results, result),
    totals: result.totals,
  });
}

/** True right after the last card of a trick: the trick is shown until the next card (the machine's pause). */
export function isTrickJustComplete(s: State): boolean {
  return (
    s.trick.length === 0 && s.lastTrick !== null && s.played.length > 0 && s.phase !== 'exchange' && s.phase !== 'trump'
  );
}
