// The Sprøyte pad (SPR-3, SPR-5, SPR-9, SPR-10): the dealer, the trump rotation, the points and the end of
// the game all come from the Sprøyte rules core; the pad only folds the written-down deals.
import { type Seat, seatsFrom } from '../core/seats.ts';
import { handSize, rotationTrump } from './rules/deal.ts';
import { type Options, parseOptions } from './rules/options.ts';
import { gameWinners, playsOnForTie, scoreLines } from './rules/scoring.ts';
import { type Contract, SEATS, forehandOf } from './rules/state.ts';
import { gameOverRefusal, refusal, tricksRefusal } from '../scorepad/rules/lines.ts';
import type { PadDeal, PadNext, PadRules, PadScoreLine } from '../scorepad/rules/contract.ts';

export interface SproytePadState {
  readonly options: Options;
  readonly deals: number;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly winners: readonly Seat[] | null;
}

/** SPR-5.3: in variasjonssprøyte the revealed card fixes the deal's contract. */
const CONTRACTS: readonly Contract[] = ['nullo', 'trump', 'grand'];
const isContract = (x: unknown): x is Contract => CONTRACTS.some((c) => c === x);

export const sproytePad: PadRules<SproytePadState> = {
  ruleIds: { scoring: 'SPR-9', end: 'SPR-10.3' },
  dealIs: 'deal',
  bids: false,
  contract: { rule: 'SPR-5.3', choices: CONTRACTS },
  seats: (raw) => (parseOptions(raw), SEATS),
  start: (raw, firstDealer) => ({
    options: parseOptions(raw),
    deals: 0,
    dealer: firstDealer,
    totals: [0, 0, 0],
    winners: null,
  }),
  columns: () => [[0], [1], [2]],
  next(s): PadNext | null {
    if (s.winners) return null;
    const o = s.options;
    const deal = s.deals + 1;
    const variation = o.form === 'variation';
    return {
      deal,
      dealer: s.dealer,
      tricks: handSize(o),
      // SPR-1.3: forhånd, the middle player, the dealer.
      order: seatsFrom(forehandOf(s.dealer, o), SEATS, o.direction),
      // SPR-5.1/5.2: the rotation fixes trump; SPR-5.3: in variasjonssprøyte the revealed card decides.
      trump: variation ? (o.variationTrump === 'rotation' ? rotationTrump(deal, o) : null) : rotationTrump(deal, o),
      needsContract: variation,
      tieGoesOn: playsOnForTie(s.totals, o),
    };
  },
  refuse(s, line: PadDeal) {
    if (s.winners) return gameOverRefusal('SPR-10.3');
    if (s.options.form === 'variation' && !isContract(line.contract))
      return refusal(
        'SPR-5.3',
        'contractMissing',
        'enter the contract the revealed card fixed: nullo, trump or grand',
        {},
      );
    return tricksRefusal(line.tricks, SEATS, handSize(s.options), 'SPR-7.5');
  },
  apply(s, line) {
    const o = s.options;
    const contract: Contract = o.form === 'variation' && isContract(line.contract) ? line.contract : 'trump';
    const scored = scoreLines(contract, line.tricks, o.signedScoring);
    const points = scored.map((l) => l.points);
    const totals = s.totals.map((t, i) => t + points[i]);
    const lines: PadScoreLine[] = scored.map((l) => ({
      column: l.seat,
      rule: l.rule,
      key: contract,
      params: { tricks: l.tricks, signed: String(l.signed) },
      points: l.points,
    }));
    const state: SproytePadState = {
      options: o,
      deals: s.deals + 1,
      dealer: forehandOf(s.dealer, o), // SPR-3.2 (SPR-D2): forhånd deals next
      totals,
      winners: gameWinners(totals, o),
    };
    return { state, scored: { deal: state.deals, dealer: s.dealer, lines, points, totals } };
  },
  totals: (s) => s.totals,
  winners: (s) => s.winners ?? [],
};
