// SPD-5 bidding: one round from the dealer's left, numbers 1 … H, Nil, Blind Nil (only while the cards are
// unseen and, by default, only when behind), no double nil by default, team bid (SPD-10.6); looking at the
// cards (SPD-5.6(c)); after the last bid the blind-nil exchange is planned (records.md "Blind-nil passes").
import type { Refusal } from '../../core/contract.ts';
import { type Seat, nextSeat, seatsFrom } from '../../core/seats.ts';
import { behindBy } from './deal.ts';
import { handSize, isPartnership, partnerOf, seatCount } from './options.ts';
import { refusal } from './refusal.ts';
import { type Action, type Bid, type PassStep, type State, put } from './state.ts';

export const isNilBid = (b: Bid | null): boolean => b === 'nil' || b === 'blind-nil';

/** The seat bids after its partner (team bid, SPD-10.6: the second partner fixes the contract). */
function isSecondPartner(s: State, seat: Seat): boolean {
  const p = partnerOf(s.options, seat);
  return p !== null && s.bids[p] !== null;
}

/**
 * The part of bidding the seat to bid is in: its cards still face down while Blind Nil is open (SPD-5.6(c)),
 * with team bidding the first partner's nil or hint and the second partner's binding contract (SPD-10.6),
 * else an own bid (SPD-5.2). Null outside bidding.
 */
export type BidStep = 'faceDown' | 'hint' | 'contract' | 'bid';
export function bidStep(s: State): BidStep | null {
  if (s.phase !== 'bidding' || s.turn === null) return null;
  if (!s.looked[s.turn]) return 'faceDown';
  if (!s.options.teamBid || partnerOf(s.options, s.turn) === null) return 'bid';
  return isSecondPartner(s, s.turn) ? 'contract' : 'hint';
}

export function bidRefusal(s: State, seat: Seat, bid: Bid): Refusal | null {
  if (s.phase !== 'bidding')
    return refusal('SPD-5.1', 'biddingOver', 'bidding is over: every player bids exactly once, before play', {});
  if (seat !== s.turn)
    return refusal('SPD-5.1', 'notYourTurnToBid', `it is seat ${s.turn}'s turn to bid, not seat ${seat}'s`, {
      seat,
      turn: s.turn ?? -1,
    });
  const o = s.options;
  const h = handSize(o);
  if (typeof bid === 'number') {
    if (bid === 0)
      return refusal('SPD-5.2', 'zeroIsNil', 'a bid of 0 is not a number bid: bid Nil to promise no tricks', {});
    if (!Number.isInteger(bid) || bid < 1 || bid > h)
      return refusal('SPD-5.2', 'bidOutOfRange', `a bid is a whole number from 1 to ${h}, Nil or Blind Nil`, {
        bid,
        min: 1,
        max: h,
      });
    return null;
  }
  if (bid === 'nil' && o.nil === 'off')
    return refusal('SPD-5.2', 'nilOff', 'Nil is switched off in this game (SPD-S4): bid at least 1', {});
  if (bid === 'blind-nil') {
    const blind = blindNilRefusal(s, seat);
    if (blind) return blind;
  } else if (bid !== 'nil') {
    return refusal('SPD-5.2', 'bidOutOfRange', `a bid is a whole number from 1 to ${h}, Nil or Blind Nil`, {
      bid: String(bid),
      min: 1,
      max: h,
    });
  }
  const p = partnerOf(o, seat);
  if (p !== null && o.doubleNil === 'off' && isNilBid(s.bids[p]))
    return refusal(
      'SPD-5.5',
      'partnerBidNil',
      `seat ${p}, the partner, bid nil: this bid must be a number from 1 to ${h}`,
      { partner: p, min: 1, max: h },
    );
  if (o.teamBid && o.doubleNil === 'off' && isSecondPartner(s, seat))
    return refusal(
      'SPD-10.6',
      'teamBidSecondNoNil',
      `with team bidding only the first partner may bid nil; bid the side's contract from 1 to ${h}`,
      { min: 1, max: h },
    );
  return null;
}

function blindNilRefusal(s: State, seat: Seat): Refusal | null {
  const o = s.options;
  if (o.blindNil === 'off')
    return refusal('SPD-5.6', 'blindNilOff', 'Blind Nil is switched off in this game (SPD-S5)', {});
  if (!s.eligible[seat]) {
    const behind = behindBy(o, s.totals, seat);
    const threshold = o.blindNilBehind ?? 0;
    return refusal(
      'SPD-5.6',
      'blindNilNotBehind',
      `Blind Nil needs the side to be behind by at least ${threshold} at the start of the hand; it is behind by ${behind}`,
      { behind, threshold },
    );
  }
  if (s.looked[seat])
    return refusal('SPD-5.6', 'blindNilAfterLook', 'Blind Nil must be bid before looking at the cards', {});
  return null;
}

/** May the seat to bid bid a nil at all (SPD-5.5, SPD-10.6)? The same conditions as `bidRefusal`. */
function nilAllowedBySide(s: State, seat: Seat): boolean {
  const o = s.options;
  if (o.doubleNil !== 'off') return true;
  const p = partnerOf(o, seat);
  return p === null || (!isNilBid(s.bids[p]) && !(o.teamBid && s.bids[p] !== null));
}

/** The legal bids of the seat to bid: Blind Nil, Nil, 1 … H (deterministic order). */
export function legalBids(s: State): Bid[] {
  const o = s.options;
  const seat = s.turn as Seat;
  const out: Bid[] = [];
  const nilOk = nilAllowedBySide(s, seat);
  if (nilOk && s.eligible[seat] && !s.looked[seat] && o.blindNil !== 'off') out.push('blind-nil');
  if (nilOk && o.nil !== 'off') out.push('nil');
  for (let b = 1, h = handSize(o); b <= h; b++) out.push(b);
  return out;
}

/** The bids of the seat to act, then its look when its cards are still face down. */
export function legalBidActions(s: State): Action[] {
  const seat = s.turn as Seat;
  const out: Action[] = legalBids(s).map((bid) => ({ type: 'bid', seat, bid }));
  if (!s.looked[seat]) out.push({ type: 'look', seat });
  return out;
}

export function applyBid(s: State, seat: Seat, bid: Bid): State {
  const o = s.options;
  const n = seatCount(o);
  const bids = s.bids.slice();
  bids[seat] = bid;
  // Any bid other than Blind Nil is made with the cards face up (SPD-5.6(c)).
  const looked = bid === 'blind-nil' || s.looked[seat] ? s.looked : s.looked.map((l, i) => l || i === seat);
  const next = nextSeat(seat, n, o.direction);
  if (bids[next] === null) return put(s, { bids, looked, turn: next });
  // Bidding is over: blind-nil bidders now look at their hands (SPD-5.6(d)).
  const passQueue = planPasses(s, bids);
  const allLooked = new Array<boolean>(n).fill(true);
  if (passQueue.length > 0) return put(s, { bids, looked: allLooked, phase: 'passing', turn: null, passQueue });
  return put(s, { bids, looked: allLooked, phase: 'playing', turn: nextSeat(s.dealer, n, o.direction) });
}

/**
 * SPD-5.6(d), records.md: one exchange per side with a blind-nil bidder, in the bidding order of the blind-nil
 * bidders; the bidder passes first, then the partner. No exchange without a partner (cutthroat).
 */
function planPasses(s: State, bids: readonly (Bid | null)[]): PassStep[] {
  const o = s.options;
  if (!isPartnership(o)) return [];
  const steps: PassStep[] = [];
  for (const seat of seatsFrom(nextSeat(s.dealer, bids.length, o.direction), bids.length, o.direction)) {
    if (bids[seat] !== 'blind-nil' || steps.some((st) => st.to === seat)) continue;
    const p = partnerOf(o, seat) as Seat;
    steps.push({ from: seat, to: p }, { from: p, to: seat });
  }
  return steps;
}

export function lookRefusal(s: State, seat: Seat): Refusal | null {
  if (s.phase !== 'bidding') return refusal('SPD-5.6', 'lookNotNow', 'the cards are already face up after bidding', {});
  if (s.bids[seat] === 'blind-nil')
    return refusal(
      'SPD-5.6',
      'blindNilLooksAfterBidding',
      'a Blind Nil bidder looks at the cards when every player has bid',
      {},
    );
  if (s.looked[seat]) return refusal('SPD-5.6', 'alreadyLooked', 'these cards are already face up', {});
  return null;
}

/** SPD-5.6(c): looking is irreversible and not a turn; any seat may pick up its cards at any time in bidding. */
export function applyLook(s: State, seat: Seat): State {
  return put(s, { looked: s.looked.map((l, i) => l || i === seat) });
}
