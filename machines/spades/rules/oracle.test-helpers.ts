// Independent re-implementations for the property tests (never imported by the engine): a naive trick
// winner, spades-broken from the history, and the hand score straight from rules.md SPD-8.
import type { Card } from '../../core/cards.ts';
import type { Play } from '../../core/trick.ts';
import type { Options } from './options.ts';
import type { Bid, State } from './state.ts';

const ORDER = '23456789TJQKA';
const suitNaive = (c: Card): string => (c === 'BJ' || c === 'LJ' ? 'S' : c.charAt(1));
const valueNaive = (c: Card): number => (c === 'BJ' ? 100 : c === 'LJ' ? 99 : ORDER.indexOf(c.charAt(0)));

/** SPD-7 from the text: any spade → highest spade; else highest of the led suit; identical → first (or last). */
export function naiveWinner(plays: readonly Play[], identical: 'first' | 'last'): number {
  const spades = plays.filter((p) => suitNaive(p.card) === 'S');
  const pool = spades.length > 0 ? spades : plays.filter((p) => suitNaive(p.card) === suitNaive(plays[0].card));
  const top = Math.max(...pool.map((p) => valueNaive(p.card)));
  const best = pool.filter((p) => valueNaive(p.card) === top);
  return (identical === 'last' ? best[best.length - 1] : best[0]).seat;
}

/** SPD-6.3 / SPD-S17 from the history of the hand: was a spade played on a non-spade lead (or any spade)? */
export function brokenFromHistory(s: State): boolean {
  const all = [...s.tricks.map((t) => t.plays), s.trick];
  return all.some((plays) =>
    plays.some(
      (p, i) =>
        suitNaive(p.card) === 'S' && (s.options.allSpadeLeadBreaks || (i > 0 && suitNaive(plays[0].card) !== 'S')),
    ),
  );
}

/** One side's hand score and bags from the bids and tricks alone (SPD-8, SPD-10.4, SPD-10.5, SPD-10.6). */
export function naiveSideScore(
  o: Options,
  seats: readonly number[],
  bids: readonly Bid[],
  tricks: readonly number[],
  bidOrder: readonly number[],
  bagsBefore: number,
): { points: number; bagsAfter: number } {
  const nil = (seat: number) => bids[seat] === 'nil' || bids[seat] === 'blind-nil';
  const H = o.players === 'partners4' || o.players === 'cutthroat4' ? 13 : o.jokers === 'off' ? 17 : 18;
  let contract = 0;
  if (o.teamBid && seats.length === 2) {
    const [first, second] = [...seats].sort((a, b) => bidOrder.indexOf(a) - bidOrder.indexOf(b));
    contract =
      typeof bids[second] === 'number'
        ? (bids[second] as number)
        : typeof bids[first] === 'number'
          ? (bids[first] as number)
          : 0;
  } else for (const seat of seats) if (!nil(seat)) contract += bids[seat] as number;
  let won = 0;
  let nilTaken = 0;
  for (const seat of seats)
    if (nil(seat)) nilTaken += tricks[seat];
    else won += tricks[seat];
  if (o.failedNilCounts) won += nilTaken;
  let points = 0;
  let bags = o.failedNilCounts ? 0 : nilTaken;
  points += bags;
  if (contract === 0) {
    points += won;
    bags += won;
  } else if (o.moon !== 'off' && o.moon !== 'win' && contract === H) points += won === H ? o.moon : -o.moon;
  else if (won >= contract) {
    points += 10 * contract + (won - contract);
    bags += won - contract;
  } else points -= 10 * contract;
  const nils = seats.filter(nil);
  if (o.doubleNil === 'together' && nils.length === 2) points += nils.every((x) => tricks[x] === 0) ? 200 : -200;
  else
    for (const seat of nils) {
      const value = bids[seat] === 'blind-nil' ? 200 : (o.nil as number);
      points += tricks[seat] === 0 ? value : -value;
    }
  if (o.bags === 'off') return { points, bagsAfter: 0 };
  let counter = bagsBefore + bags;
  if (o.bags === 'reset') {
    if (counter >= o.bagLimit) return { points: points - o.bagPenalty, bagsAfter: 0 };
    return { points, bagsAfter: counter };
  }
  while (counter >= o.bagLimit) {
    counter -= o.bagLimit;
    points -= o.bagPenalty;
  }
  return { points, bagsAfter: counter };
}

/** SPD-6.2, 6.4, 6.5 and SPD-10.3 from the text: the distinct cards the seat to play may play. */
export function naivePlayable(s: State): string[] {
  const hand = s.hands[s.turn as number];
  const spadeOnly = hand.every((c) => suitNaive(c) === 'S');
  let ok: Card[];
  if (s.trick.length === 0) ok = hand.filter((c) => suitNaive(c) !== 'S' || s.broken || spadeOnly);
  else {
    const led = suitNaive(s.trick[0].card);
    const canFollow = hand.some((c) => suitNaive(c) === led);
    const firstTrick = s.tricks.length === 0 && s.options.firstTrickSpade === 'banned';
    ok = hand.filter((c) => (canFollow ? suitNaive(c) === led : !(firstTrick && suitNaive(c) === 'S' && !spadeOnly)));
  }
  return [...new Set(ok)].sort();
}

/** SPD-5 from the text: the bids the seat to bid may make (as strings, sorted). */
export function naiveBids(s: State): string[] {
  const o = s.options;
  const seat = s.turn as number;
  const H = o.players === 'partners4' || o.players === 'cutthroat4' ? 13 : o.jokers === 'off' ? 17 : 18;
  const half = o.players === 'partners4' ? 2 : o.players === 'partners6' ? 3 : 0;
  const partner = half === 0 ? null : (seat + half) % (2 * half);
  const partnerBid = partner === null ? null : s.bids[partner];
  let nilOk = true;
  if (o.doubleNil === 'off' && (partnerBid === 'nil' || partnerBid === 'blind-nil')) nilOk = false;
  if (o.doubleNil === 'off' && o.teamBid && partnerBid !== null) nilOk = false;
  const out: string[] = [];
  for (let b = 1; b <= H; b++) out.push(String(b));
  if (nilOk && o.nil !== 'off') out.push('nil');
  if (nilOk && o.blindNil !== 'off' && s.eligible[seat] && !s.looked[seat]) out.push('blind-nil');
  return out.sort();
}
