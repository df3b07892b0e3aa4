// The rule-based computer player: counts sure tricks to bid, bids nil only on a safe hand, decides
// blind nil from the score before looking (COM-7.3, blind-nil.ts), covers a partner's nil, ducks to avoid
// bags once the contract is made, and sets the opponents when that is cheap. Sees only its View and legal actions.
import type { Card } from '../../core/cards.ts';
import type { Policy } from '../../core/bots.ts';
import type { Rng } from '../../core/rng.ts';
import { isSpade, spadesSuit } from '../rules/index.ts';
import type { Action, Bid, View } from '../rules/index.ts';
import { wantsBlindNil } from './blind-nil.ts';
import { estimateTricks, isSafeNil, nilDanger } from './estimate.ts';
import { beats, highest, isMaster, liveNils, lowest, sideNeed, winningPlay } from './tactics.ts';

/** Whether a face-down seat bids Blind Nil; it sees the score and the bids, never the cards (COM-7.3). */
export type BlindNilChoice = (v: View) => boolean;

function chooseBid(v: View, legal: readonly Action[], blindNil: BlindNilChoice): Action {
  const bids = legal.flatMap((a) => (a.type === 'bid' ? [a.bid] : []));
  const pick = (b: Bid) => legal.find((a) => a.type === 'bid' && a.bid === b) as Action;
  if (v.hand === null) {
    // Face down: blind nil from the score alone, else look first (SPD-5.6(c), COM-7.3).
    if (bids.includes('blind-nil') && blindNil(v)) return pick('blind-nil');
    const lookAction = legal.find((a) => a.type === 'look');
    if (lookAction) return lookAction;
  }
  const hand = v.hand ?? [];
  const est = estimateTricks(hand, v.options.players === 'partners6');
  if (bids.includes('nil') && isSafeNil(hand)) return pick('nil');
  const numbers = bids.filter((b): b is number => typeof b === 'number');
  // Fewer players share more tricks (three-player cutthroat); two decks crowd the honours (six players).
  const adjusted = v.options.players === 'cutthroat3' ? est + 1.2 : v.options.players === 'partners6' ? est * 0.9 : est;
  let want = Math.max(1, Math.floor(adjusted + 0.3));
  const partner = v.partner;
  if (v.options.teamBid && partner !== null && typeof v.bids[partner] === 'number') want += v.bids[partner] as number;
  want = Math.min(Math.max(want, numbers[0]), numbers[numbers.length - 1]);
  return pick(want);
}

function choosePass(v: View, legal: readonly Action[]): Action {
  const hand = v.hand ?? [];
  const me = v.seat;
  const nilBidder = v.bids[me] === 'blind-nil' || v.bids[me] === 'nil';
  // The nil bidder sends its two most dangerous cards; the partner returns its two lowest.
  const ranked = [...hand].sort((a, b) =>
    nilBidder ? nilDanger(hand, b) - nilDanger(hand, a) : nilDanger(hand, a) - nilDanger(hand, b),
  );
  const want = ranked.slice(0, 2).sort().join();
  return legal.find((a) => a.type === 'pass' && [...a.cards].sort().join() === want) ?? legal[0];
}

/** Cards that would not take the lead from the current winner. */
const under = (cards: readonly Card[], best: Card | null, led: string) =>
  best === null ? [] : cards.filter((c) => !beats(c, best, led));

function choosePlay(v: View, legal: readonly Action[]): Action {
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const act = (card: Card) => legal.find((a) => a.type === 'play' && a.card === card) as Action;
  const hand = v.hand ?? [];
  const me = v.seat;
  const win = winningPlay(v.trick);
  const led = v.trick.length > 0 ? spadesSuit(v.trick[0].card) : '';
  const safe = under(cards, win?.card ?? null, led);
  const last = v.trick.length === v.sides.flat().length - 1;
  const partners = v.sides[v.mySide];
  const opponents = v.sides.flatMap((s, i) => (i === v.mySide ? [] : s));
  // 1. Playing my own nil: duck with the highest card that stays under, else shed the highest.
  if (liveNils(v, [me]).length > 0) {
    if (win === null) return act(lowest(cards));
    return act(safe.length > 0 ? highest(safe) : highest(cards));
  }
  // 2. Covering a partner's nil: win tricks the partner might otherwise take.
  const partnerNil = liveNils(
    v,
    partners.filter((s) => s !== me),
  );
  if (partnerNil.length > 0) {
    if (win === null)
      return act(highest(cards.filter((c) => !isSpade(c)).length > 0 ? cards.filter((c) => !isSpade(c)) : cards));
    const partnerPlayed = v.trick.some((p) => partnerNil.includes(p.seat));
    if (partnerPlayed && partnerNil.includes(win.seat)) {
      const over = cards.filter((c) => beats(c, win.card, led));
      return act(over.length > 0 ? lowest(over) : lowest(cards));
    }
    if (!partnerPlayed) return act(highest(cards));
  }
  // 3. Ordinary play: win what the side needs, set cheap contracts, otherwise avoid bags.
  const need = sideNeed(v, v.mySide);
  const remaining = v.handSize - v.tricks.length;
  const oppNeed = Math.max(0, ...v.sides.map((_, i) => (i === v.mySide ? 0 : sideNeed(v, i))));
  const setCheap = oppNeed > 0 && remaining - oppNeed + 1 <= 2;
  const oppNilWinning = win !== null && liveNils(v, opponents).includes(win.seat);
  if ((need > 0 || setCheap) && !oppNilWinning) return act(toWin(v, hand, cards, win, led, last, partners));
  if (win === null) return act(lowest(cards));
  return act(safe.length > 0 ? highest(safe) : highest(cards));
}

function toWin(
  v: View,
  hand: readonly Card[],
  cards: readonly Card[],
  win: ReturnType<typeof winningPlay>,
  led: string,
  last: boolean,
  partners: readonly number[],
): Card {
  if (win === null) {
    const masters = cards.filter((c) => isMaster(v, hand, c));
    const side = masters.filter((c) => !isSpade(c));
    if (side.length > 0) return highest(side);
    if (masters.length > 0) return highest(masters);
    return lowest(cards);
  }
  const partnerWinning = partners.includes(win.seat) && win.seat !== v.seat;
  if (partnerWinning && (last || isMaster(v, hand, win.card))) return lowest(cards);
  const over = cards.filter((c) => beats(c, win.card, led));
  if (over.length === 0) return lowest(cards);
  if (last) return lowest(over);
  const masters = over.filter((c) => isMaster(v, hand, c));
  if (masters.length > 0) return lowest(masters);
  return isSpade(over[0]) && !isSpade(win.card) ? lowest(over) : highest(over);
}

/** The rule-based player with a given blind-nil choice (the study script compares choices). */
export function ruleBasedWith(blindNil: BlindNilChoice, id = 'basic'): Policy<View, Action> {
  return {
    id,
    choose(view: View, legal: readonly Action[], _rng: Rng): Action {
      const kind = legal[0]?.type;
      if (kind === 'bid' || kind === 'look') return chooseBid(view, legal, blindNil);
      if (kind === 'pass') return choosePass(view, legal);
      return choosePlay(view, legal);
    },
  };
}

export const ruleBasedPolicy: Policy<View, Action> = ruleBasedWith(wantsBlindNil);
