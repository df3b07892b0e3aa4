// A bid's reason never contradicts the table: over random bidding turns, the reason for every bid the seat may
// make (and for looking first) meets its claims against the seat's View (bid-claims.ts), and the complaints fail.
import { describe, expect, it } from 'vitest';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { reason } from '../../core/reasons/reason.ts';
import { rules } from '../rules/index.ts';
import { bidClaimsBroken } from './bid-claims.ts';
import { bidReason } from './bid-reason.ts';
import type { Action, State, View } from './rules-bridge.ts';

/** Bidding turns of random games: the seat's View and its legal bids (and look). */
function biddingTurns(count: number, rng: Rng): { view: View; legal: Action[] }[] {
  const out: { view: View; legal: Action[] }[] = [];
  for (let g = 0; out.length < count && g < count; g++) {
    const players = (['partners4', 'cutthroat4', 'cutthroat3'] as const)[g % 3];
    let s: State = rules.setup(rules.parseOptions({ players, losingScore: -200 }), rng.int(3), g + 1);
    for (let step = 0; step < 3000 && out.length < count && !rules.isTerminal(s); step++) {
      if (rules.awaitingDeal(s)) {
        s = rules.startDeal(s, { kind: 'shuffle' });
        continue;
      }
      const seat = rules.currentPlayer(s);
      if (seat === null) break;
      const legal = rules.legalActions(s).filter((a) => a.type === 'bid' || a.type === 'look');
      if (legal.length > 1 && rng.next() < 0.5) out.push({ view: rules.observe(s, seat), legal });
      s = rules.applyAction(s, rules.sampleAction(s, rng));
    }
  }
  return out;
}

describe('bid claims', () => {
  it('every bid reason holds of the View it is given at, over 200 random bidding turns', () => {
    const turns = biddingTurns(200, rngFrom(seedState(58)));
    expect(turns.length).toBe(200);
    const broken = turns.flatMap(({ view, legal }) =>
      legal.flatMap((a) => {
        const r = bidReason(view, a.type === 'look' ? 'look' : (a as unknown as { bid: never }).bid, 0.5);
        // A nil with the deck's top card in hand is no bid the reasons explain (the hint never suggests it).
        if (r.category === 'bid-nil' && bidClaimsBroken(view, r).join() === 'noSureWinner') return [];
        return bidClaimsBroken(view, r).map((c) => `${r.key} ${c}`);
      }),
    );
    expect(broken).toEqual([]);
  });
  it('a reason naming the wrong partner bid, a blind nil off the table, or no partner beside one fails', () => {
    const view = {
      partner: 2,
      bids: [null, 3, 4, null],
      blindNilEligible: false,
      behindBy: 0,
      hand: [],
    } as unknown as View;
    expect(bidClaimsBroken(view, reason('bid-hand', { count: 3, player: 2, bid: 5 }, 'partner'))).toEqual([
      'partnerBid={bid}',
    ]);
    expect(bidClaimsBroken(view, reason('bid-blind-nil', { points: 250 }))).toEqual([
      'blindNilEligible',
      'behindBy={points}',
      'behind',
    ]);
    expect(bidClaimsBroken(view, reason('bid-hand', { count: 3 }, 'alone'))).toEqual(['noPartner']);
  });
  it('a blind nil where it is always allowed names no deficit when the seat is level or ahead (SPD-5.6)', () => {
    const ahead = { partner: null, bids: [null, null, null], blindNilEligible: true, behindBy: -40, hand: null };
    const view = ahead as unknown as View;
    expect(bidClaimsBroken(view, reason('bid-blind-nil', { points: -40 }))).toEqual(['behind']);
    const r = bidReason(view, 'blind-nil', 0.6);
    expect(r.key).toBe('reason.bid-blind-nil.worth');
    expect(bidClaimsBroken(view, r)).toEqual([]);
  });
});
