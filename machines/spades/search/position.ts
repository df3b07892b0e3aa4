// Building a search position: the open-cards position's fixed rules from the options (spades are trumps that
// must be broken before they are led, SPD-6.2/6.3/S17; the first-trick ban, SPD-6.5), and a root from public facts (tricks
// done, the trick in progress, tricks won, spades broken, the seat to act) plus one hand per seat — the seat's
// own and, for the others, a sampled deal (sampler.ts). Only the arena's open-cards player passes real hands.
import type { Card } from '../../core/cards.ts';
import { nextSeat } from '../../core/seats.ts';
import { codeOf, masksOf } from './cards.ts';
import type { Options, State, View } from './rules-bridge.ts';
import { handSize, seatCount } from './rules-bridge.ts';
import { TrickSim, type TrickSimRules } from '../../core/search/trick-sim.ts';

/** The formats the search layer plays: one deck (partners6 has two copies of each code and keeps Casual). */
export const isSearchable = (o: Options): boolean => o.players !== 'partners6';

/** Spades' suit index in the search codes (cards.ts). */
export const SPADES = 3;

export function simRulesOf(o: Options): TrickSimRules {
  const n = seatCount(o);
  return {
    seats: n,
    tricks: handSize(o),
    next: Array.from({ length: n }, (_, s) => nextSeat(s, n, o.direction)),
    trump: SPADES,
    trumpMustBreak: true,
    anyTrumpBreaks: o.allSpadeLeadBreaks,
    firstTrickBan: o.firstTrickSpade === 'banned',
  };
}

/** The public part of a position (what every seat's View shows). */
export interface PublicRoot {
  readonly tricksDone: number;
  readonly trick: readonly { readonly seat: number; readonly card: Card }[];
  readonly tricksWon: readonly number[];
  readonly broken: boolean;
  readonly turn: number;
}

export const rootOfView = (v: View): PublicRoot => ({
  tricksDone: v.tricks.length,
  trick: v.trick,
  tricksWon: v.tricksWon,
  broken: v.spadesBroken,
  turn: v.turn as number,
});

/** Load `hands` (card lists per seat) and the public root into `sim`. */
export function load(sim: TrickSim, root: PublicRoot, hands: readonly (readonly Card[])[]): void {
  for (let seat = 0; seat < sim.n; seat++) {
    const m = masksOf(hands[seat]);
    for (let s = 0; s < 4; s++) sim.hands[seat * 4 + s] = m[s];
  }
  sim.reset(
    root.tricksDone,
    root.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) })),
    root.tricksWon,
    root.turn,
    root.broken,
  );
}

/** The whole position with every card open: the property tests and the arena-only open-cards player. */
export function simFromState(s: State): TrickSim {
  const sim = new TrickSim(simRulesOf(s.options));
  load(
    sim,
    { tricksDone: s.tricks.length, trick: s.trick, tricksWon: s.tricksWon, broken: s.broken, turn: s.turn as number },
    s.hands,
  );
  return sim;
}
