// What the Spades bid reasons claim (bid-reason.ts), as data, checked from the seat's View: the partner's bid as
// named (a number, a nil, none yet, or no partner; SPD-5), how far the side is behind for a blind nil and whether
// it may bid one (SPD-5.6), and for a nil that no card in the hand must win a trick (none is the deck's top card).
import { rankValue } from '../../core/cards.ts';
import type { Reason } from '../../core/reasons/reason.ts';
import { trickWinner } from '../../core/trick.ts';
import { fullDeck, spadesSuit } from '../rules/index.ts';
import { type View, isNilBid } from './rules-bridge.ts';

/** The Spades bid reason keys with their claims. */
export const BID_CLAIMS: Readonly<Record<string, readonly string[]>> = {
  'reason.look-first': ['blindNilEligible'],
  'reason.bid-blind-nil': ['blindNilEligible', 'behindBy={points}', 'behind'],
  'reason.bid-blind-nil.worth': ['blindNilEligible'],
  'reason.bid-nil': ['noSureWinner', 'noPartnerOrPartnerNil'],
  'reason.bid-nil.typical': ['noSureWinner', 'partnerToBid'],
  'reason.bid-nil.partner': ['noSureWinner', 'partnerBid={bid}', 'partner={player}'],
  'reason.bid-hand.alone': ['noPartner'],
  'reason.bid-hand.typical': ['partnerToBid'],
  'reason.bid-hand.partner': ['partnerBid={bid}', 'partner={player}'],
  'reason.bid-hand.partnerNil': ['partnerNilBid', 'partner={player}'],
};

const suitOf = (c: string) => spadesSuit(c) as 'C' | 'D' | 'H' | 'S';

/** A card of the hand no other card of the deck beats, led or played to any trick (the top spade or joker). */
function holdsTopCard(v: View): boolean {
  const policy = { trump: 'S' as const, suitOf, rank: rankValue };
  const deck = fullDeck(v.options);
  return (v.hand ?? []).some((c) =>
    deck.every(
      (o) =>
        o === c ||
        trickWinner(
          [
            { seat: 0, card: c },
            { seat: 1, card: o },
          ],
          policy,
        ) === 0,
    ),
  );
}

function fact(v: View, name: string, value: string | number | undefined): boolean {
  const p = v.partner;
  const pb = p === null ? null : v.bids[p];
  switch (name) {
    case 'blindNilEligible':
      return v.blindNilEligible;
    case 'behindBy':
      return v.behindBy === value;
    case 'behind':
      return v.behindBy > 0;
    case 'noSureWinner':
      return v.hand !== null && !holdsTopCard(v);
    case 'noPartnerOrPartnerNil':
      return p === null || isNilBid(pb);
    case 'noPartner':
      return p === null;
    case 'partnerToBid':
      return p !== null && pb === null;
    case 'partnerBid':
      return p !== null && pb !== null && !isNilBid(pb) && pb === value;
    case 'partnerNilBid':
      return p !== null && isNilBid(pb);
    case 'partner':
      return p === value;
    default:
      return false;
  }
}

/** The claims of a bid reason its View does not meet (every claim when the key declares none). */
export function bidClaimsBroken(v: View, r: Reason): string[] {
  const claims = BID_CLAIMS[r.key];
  if (!claims) return [`undeclared ${r.key}`];
  return claims.filter((c) => {
    const m = /^(\w+)(?:=\{(\w+)\})?$/.exec(c);
    if (!m) return true;
    const value = m[2] === undefined ? undefined : r.params[m[2]];
    return (m[2] !== undefined && value === undefined) || !fact(v, m[1], value);
  });
}
