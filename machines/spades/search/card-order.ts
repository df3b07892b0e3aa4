// How a Spades seat's candidates are read by the paired choice (core/search/paired.ts): which suit is led and which
// is trump, whether the seat sheds for its own nil, and the book's defaults for a follower or a leader.
import type { Card } from '../../core/cards.ts';
import { bitCount } from '../../core/search/knowledge.ts';
import { type CardOrder, leadDefault, playerDefault } from '../../core/search/paired.ts';
import { beats, sideNeed, winningPlay } from '../bots/tactics.ts';
import { codeOf } from './cards.ts';
import { knowledgeOf } from './knowledge.ts';
import { type View, isNilBid, partnerOf, spadesSuit } from './rules-bridge.ts';

/**
 * The candidates in the order the paired choice reads them: the trick's led suit, the trump, a live nil sheds, and the
 * card player's defaults (core/search/paired.ts) with the book's plays marked `book` (a level may leave some out:
 * paired.ts Defaults).
 */
export function cardOrder(v: View, cards: readonly Card[]): CardOrder {
  const live = (s: number | null) => s !== null && s >= 0 && isNilBid(v.bids[s]) && v.tricksWon[s] === 0;
  const codes = cards.map(codeOf);
  const partner = partnerOf(v.options, v.seat);
  const trick = v.trick.map((p) => ({ seat: p.seat, code: codeOf(p.card) }));
  const order = { codes, led: trick.length > 0 ? trick[0].code >> 5 : -1, trump: 3, shed: live(v.seat) };
  // Around a live nil the followers' defaults do not hold (covering a partner's or attacking an opponent's nil is
  // not second hand low); the book's duck under an opponent's nil does (nilDuck).
  if (v.bids.some((_, s) => live(s))) {
    const duck = live(v.seat) || live(partner) ? undefined : nilDuck(v, cards, codes, partner, live);
    return duck ? { ...order, prefer: duck, book: true } : order;
  }
  if (trick.length > 0) {
    const prefer = playerDefault(trick, v.handCounts.length, codes, 3, (s) => s === v.seat || s === partner);
    return prefer ? { ...order, prefer } : order;
  }
  const lead = spadesLead(v, codes);
  return lead ? { ...order, prefer: lead.prefer, leads: true, book: lead.book } : order;
}

/**
 * The book's play against an opponent's nil: on lead, a low card, so that the nil may have to win it (the lowest
 * first; nil-lead-attack); following suit with the nil still to play, stay under the card that wins the trick so
 * far, so that the nil must go under it too — the highest such card first, the low ones kept to attack again
 * (nil-attack-second-2, nil-attack-third); with the nil's card on top, stay under it (nil-attack-duck). None when
 * the seat cannot stay under or is void in the led suit.
 */
function nilDuck(
  v: View,
  cards: readonly Card[],
  codes: readonly number[],
  partner: number | null,
  live: (s: number | null) => boolean,
): number[] | undefined {
  const win = winningPlay(v.trick);
  if (win === null) return codes.map((c) => c & 31);
  const opponentNil = (s: number) => s !== v.seat && s !== partner && live(s);
  const led = spadesSuit(v.trick[0].card);
  // The nil still to play, or its card on top: let it take the trick (nil-attack-duck).
  const target = opponentNil(win.seat) || v.bids.some((_, s) => opponentNil(s) && !v.trick.some((t) => t.seat === s));
  if (!target || !cards.every((c) => spadesSuit(c) === led)) return undefined;
  const under = (c: Card) => !beats(c, win.card, led);
  if (!cards.some(under)) return undefined;
  return cards.map((c, i) => (under(c) ? 32 - (codes[i] & 31) : 100));
}

/** Leading while the side still needs tricks for its contract: draw trumps (SPD-8.4; paired.ts leadDefault), or
 *  else lead a low singleton side card (singletonLead). */
function spadesLead(v: View, codes: readonly number[]): { prefer: number[]; book: boolean } | undefined {
  if (sideNeed(v, v.mySide) <= 0) return undefined;
  const k = knowledgeOf(v);
  if (!k.own) return undefined;
  const draw = leadDefault(codes, 3, k.own, k.unseen);
  if (draw) return { prefer: draw, book: false };
  const single = singletonLead(codes, k.own, k.unseen);
  return single ? { prefer: single, book: true } : undefined;
}

/** The highest rank of a low singleton: the ten (an honour alone is kept to win a trick with). */
const LOW_SINGLETON = 10;

/**
 * The lead the book gives a seat with spades to ruff with (at least two): a low singleton in a side suit — the
 * seat's high cards stay back, and once void it can trump that suit (scenario lead-low-singleton; the hint's
 * reason lead-low.short). The lowest such card first; none without one.
 */
function singletonLead(
  codes: readonly number[],
  own: readonly number[],
  unseen: readonly number[],
): number[] | undefined {
  if (bitCount(own[3]) < 2) return undefined;
  const prefer = codes.map(() => 100);
  let any = false;
  for (let s = 0; s < 3; s++) {
    const rank = 31 - Math.clz32(own[s]);
    if (bitCount(own[s]) !== 1 || unseen[s] === 0 || rank > LOW_SINGLETON) continue;
    const i = codes.indexOf((s << 5) | rank);
    if (i < 0) continue;
    prefer[i] = rank;
    any = true;
  }
  return any ? prefer : undefined;
}
