// Casual: the rule-based player (rule-based.ts) with its known mistakes mended. Its bids weigh the
// partner's bid, the bag count and the score; covering a partner's nil it keeps its high cards when an
// opponent's card already covers; it ruffs with the lowest spade that wins; it does not rescue an opponent's
// nil that plays after it; it sets opponents who need nearly every remaining trick. Sees only its View.
import { type Card, rankValue } from '../../core/cards.ts';
import type { Policy } from '../../core/bots.ts';
import type { Rng } from '../../core/rng.ts';
import { type Action, type View, isSpade, spadesSuit } from '../rules/index.ts';
import { estimateTricks } from './estimate.ts';
import { ruleBasedPolicy } from './rule-based.ts';
import { beats, highest, isMaster, liveNils, lowest, sideNeed, winningPlay } from './tactics.ts';

const playOf = (legal: readonly Action[], card: Card): Action =>
  legal.find((a) => a.type === 'play' && a.card === card) as Action;

/** The rule-based number bid, adjusted for the partner's bid, the bags and the score. */
function mendBid(v: View, legal: readonly Action[], base: Action): Action {
  if (base.type !== 'bid' || typeof base.bid !== 'number' || v.hand === null || v.options.teamBid) return base;
  const numbers = legal.flatMap((a) => (a.type === 'bid' && typeof a.bid === 'number' ? [a.bid] : []));
  const est = estimateTricks(v.hand, false) + (v.options.players === 'cutthroat3' ? 1.2 : 0);
  let want = base.bid;
  const bagsLeft = v.options.bags === 'off' ? 99 : v.options.bagLimit - v.bagCounters[v.mySide];
  if (bagsLeft <= 3) want = Math.max(want, Math.round(est)); // near the bag penalty: bid what the hand takes
  const partner = v.partner;
  const pb = partner === null ? null : v.bids[partner];
  if (typeof pb === 'number' && pb + want > v.handSize - 1) want = Math.max(1, v.handSize - 1 - pb); // the side cannot take them all
  const lead = Math.max(...v.totals.filter((_, i) => i !== v.mySide));
  if (v.behindBy >= 150 && lead >= 0.6 * v.options.target) want = Math.max(want, Math.round(est + 0.3)); // behind late: press
  const target = Math.min(Math.max(want, numbers[0]), numbers[numbers.length - 1]);
  return legal.find((a) => a.type === 'bid' && a.bid === target) ?? base;
}

function mendPlay(v: View, legal: readonly Action[], base: Action): Action {
  if (base.type !== 'play' || v.trick.length === 0 || v.hand === null) return base;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const win = winningPlay(v.trick);
  if (win === null) return base;
  const led = spadesSuit(v.trick[0].card);
  const over = cards.filter((c) => beats(c, win.card, led));
  const under = cards.filter((c) => !beats(c, win.card, led));
  const me = v.seat;
  if (liveNils(v, [me]).length > 0) return base;
  const partner = v.partner;
  const played = (seat: number) => v.trick.some((p) => p.seat === seat);
  const n = v.handCounts.length;
  const partnerNil = partner !== null && liveNils(v, [partner]).length > 0;
  // Covering the partner's nil while an opponent's high card already wins: keep the high cards.
  if (partnerNil && partner !== null && !played(partner)) {
    const oppWins = !v.sides[v.mySide].includes(win.seat);
    const high = (isSpade(win.card) && led !== 'S') || rankValue(win.card) >= 13 || isMaster(v, v.hand, win.card);
    if (oppWins && high) return playOf(legal, lowest(cards));
    return base;
  }
  const opponents = v.sides.flatMap((s, i) => (i === v.mySide ? [] : s));
  const need = sideNeed(v, v.mySide);
  const remaining = v.handSize - v.tricks.length;
  // An opponent's live nil still to play: leave it room to be forced (stay under), unless the side needs the trick.
  const nilToCome = liveNils(v, opponents).some((s) => !played(s));
  if (nilToCome && under.length > 0 && need < remaining - 1 && beats(base.card, win.card, led))
    return playOf(legal, highest(under));
  // Setting opponents who need nearly every remaining trick.
  const oppNeed = Math.max(0, ...v.sides.map((_, i) => (i === v.mySide ? 0 : sideNeed(v, i))));
  const partnerWins = v.sides[v.mySide].includes(win.seat) && win.seat !== me;
  if (
    need <= 0 &&
    oppNeed > 0 &&
    oppNeed >= remaining - 2 &&
    !partnerWins &&
    over.length > 0 &&
    !beats(base.card, win.card, led)
  ) {
    const last = v.trick.length === n - 1;
    return playOf(
      legal,
      last
        ? lowest(over)
        : highest(over.filter((c) => !isSpade(c)).length > 0 ? over.filter((c) => !isSpade(c)) : [lowest(over)]),
    );
  }
  // Ruffing: the lowest spade that wins, not the highest.
  if (isSpade(base.card) && led !== 'S' && beats(base.card, win.card, led)) {
    const spadeOver = over.filter(isSpade);
    if (spadeOver.length > 0) return playOf(legal, lowest(spadeOver));
  }
  return base;
}

export const casualPolicy: Policy<View, Action> = {
  id: 'casual',
  choose(view: View, legal: readonly Action[], rng: Rng): Action {
    const base = ruleBasedPolicy.choose(view, legal, rng);
    if (base.type === 'bid') return mendBid(view, legal, base);
    if (base.type === 'play') return mendPlay(view, legal, base);
    return base;
  },
};
