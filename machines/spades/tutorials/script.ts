// Small helpers to write Spades lessons in rules.md's notation: seats, cards ('♦A', 'Little Joker'),
// hands ('♠ K 9 4 · ♥ A Q 8 5') and the actions of a timeline. No rule lives here.
import type { Card } from '../../core/cards.ts';
import type { DealSource } from '../../core/contract.ts';
import { parseHand } from '../rules/notation.ts';
import type { Action, Bid } from '../rules/state.ts';

/** rules.md SPD-13: You = South, West on your left, North your partner, East on your right. */
export const YOU = 0;
export const WEST = 1;
export const NORTH = 2;
export const EAST = 3;

/**
 * The computer players by seat: the names the table gives them by default (Setup's COMPUTER_NAMES), so a
 * learner meets the same people when they go on to play. The words say where each sits (West, North, East).
 */
export const PLAYERS = ['You', 'Ola', 'Kari', 'Liv'] as const;

/** '♦A', '♠10', 'Little Joker' → the engine's card code ('AD', 'TS', 'LJ'). */
export function card(text: string): Card {
  const cards = parseHand(/^[♠♥♦♣]/.test(text) ? `${text[0]} ${text.slice(1)}` : text);
  if (cards.length !== 1) throw new Error(`not one card: ${text}`);
  return cards[0];
}

/** '♠K ♥A' → ['KS', 'AH']. */
export const cards = (text: string): Card[] => text.split(/\s+/).filter(Boolean).map(card);

export const bid = (seat: number, b: Bid): Action => ({ type: 'bid', seat, bid: b });
export const play = (seat: number, text: string): Action => ({ type: 'play', seat, card: card(text) });
export const pass = (seat: number, text: string): Action => ({ type: 'pass', seat, cards: cards(text) });

/** A deal from four hands in rules.md notation, South first (seat order). */
export const hands = (...texts: readonly string[]): DealSource => ({ kind: 'hands', hands: texts.map(parseHand) });

/** One trick's plays in order: [seat, card] pairs. */
export const trick = (...plays: readonly (readonly [number, string])[]): Action[] =>
  plays.map(([seat, c]) => play(seat, c));
