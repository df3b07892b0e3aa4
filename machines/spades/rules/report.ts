// The replay output for Spades (records.md "What replay prints" and "Settled details"): per deal the dealer,
// bids as announced, tricks per seat, points, bag counters and totals per side; an unfinished deal last.
import type { DealReport, GameReport } from '../../core/contract.ts';
import { sidesOf } from './options.ts';
import type { State } from './state.ts';

export function report(s: State): GameReport {
  const deals: DealReport[] = s.results.map((r) => ({
    dealer: r.dealer,
    bids: r.bids,
    tricks: r.tricks,
    points: r.sides.map((x) => x.points),
    bags: r.sides.map((x) => x.bagsAfter),
    totals: r.sides.map((x) => x.totalAfter),
  }));
  if (s.phase === 'bidding' || s.phase === 'passing' || s.phase === 'playing')
    deals.push({ dealer: s.dealer, finished: false, tricks: s.tricksWon, bids: s.bids });
  return {
    game: 'spades',
    sides: sidesOf(s.options),
    deals,
    totals: s.totals,
    finished: s.phase === 'gameOver',
    winners: s.winners,
  };
}
