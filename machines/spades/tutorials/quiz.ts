// Quiz answers come from the rules core: a partnership's hand is scored by scoreSide with the
// contract from sideContract, exactly as finishDeal scores it; who wins by winnersAfter. Only the adapting
// from a quiz's `params` to the core's arguments lives here.
import type { Params, Picture, SheetCell } from '../../tutor/lesson.ts';
import { type Options, parseOptions } from '../rules/options.ts';
import { scoreSide, sideContract, winnersAfter } from '../rules/scoring.ts';
import type { Bid, SideResult } from '../rules/state.ts';

/** A partnership's hand: two bids ('nil', 'blind-nil' or a number), two trick counts, the state before. */
export interface PairHand {
  readonly bid1: Bid;
  readonly bid2: Bid;
  readonly took1: number;
  readonly took2: number;
  readonly bags?: number;
  readonly total?: number;
}

/** The pair sits at seats 0 and 2 (the first bids first); the other side's seats play no part in its score. */
export function pairScore(options: Readonly<Record<string, unknown>>, p: PairHand): SideResult {
  const o: Options = parseOptions(options);
  const bids: (Bid | null)[] = [p.bid1, null, p.bid2, null];
  const seats = [0, 2];
  return scoreSide(o, {
    seats,
    bids,
    tricks: [p.took1, 0, p.took2, 0],
    contract: sideContract(o, seats, bids, [0, 1, 2, 3]),
    bagsBefore: p.bags ?? 0,
    totalBefore: p.total ?? 0,
  });
}

const named = (prefix: string, name: string): string =>
  prefix ? prefix + name[0].toUpperCase() + name.slice(1) : name;

const asBid = (v: string | number | undefined): Bid => (v === 'nil' || v === 'blind-nil' ? v : Number(v));

/** The pair of a quiz's params: `bid1`, `bid2`, `took1`, `took2`, `bags`, `total` after a prefix ('us', 'them', ''). */
export function pairOf(params: Params, prefix = ''): PairHand {
  const get = (name: string) => params[named(prefix, name)];
  return {
    bid1: asBid(get('bid1')),
    bid2: asBid(get('bid2')),
    took1: Number(get('took1')),
    took2: Number(get('took2')),
    bags: Number(get('bags') ?? 0),
    total: Number(get('total') ?? 0),
  };
}

/** After both sides' hands (Us, Them): 'us', 'them', or 'more' when no side has won yet (SPD-9, SPD-D5). */
export function winnerAfter(
  options: Readonly<Record<string, unknown>>,
  us: PairHand,
  them: PairHand,
): 'us' | 'them' | 'more' {
  const totals = [pairScore(options, us).totalAfter, pairScore(options, them).totalAfter];
  const winners = winnersAfter(parseOptions(options), totals, []);
  return winners.length === 0 ? 'more' : winners[0] === 0 ? 'us' : 'them';
}

/**
 * A quiz's params with what scoreSide made of them, for the words ("contract {contract}, {points} points"):
 * `contract`, `counted` (tricks toward it), `points`, `extra` (bags this hand), `counter` (bag counter after)
 * and `after` (total after), under the same prefix. The figures a text shows are the core's, never typed in.
 */
export function withScore(options: Readonly<Record<string, unknown>>, params: Params, prefix = ''): Params {
  const r = pairScore(options, pairOf(params, prefix));
  const out: Record<string, string | number> = { ...params };
  const put = (name: string, value: number) => (out[named(prefix, name)] = value);
  put('contract', r.contract);
  put('counted', r.counted);
  put('points', r.points);
  put('extra', r.bags);
  put('counter', r.bagsAfter);
  put('after', r.totalAfter);
  return out;
}

const cell = (v: string | number | undefined): SheetCell =>
  v === undefined ? '' : v === 'nil' ? { word: 'bid.nil' } : v === 'blind-nil' ? { word: 'bid.blindNil' } : Number(v);

/**
 * The score-sheet picture of a quiz's hand, from the same params the words and the answer
 * use: the bids and tricks by seat (your pair at seats 0 and 2 under `us`, the other at 1 and 3 under
 * `them`; a prefix of '' is your pair), the seats of a pair not in the params left blank.
 */
export function handSheet(params: Params, us: string | null = '', them: string | null = null): Picture {
  const at = (prefix: string | null, name: string) => (prefix === null ? undefined : params[named(prefix, name)]);
  const row = (name: string) => [
    cell(at(us, `${name}1`)),
    cell(at(them, `${name}1`)),
    cell(at(us, `${name}2`)),
    cell(at(them, `${name}2`)),
  ];
  return {
    kind: 'sheet',
    rows: [
      { label: 'picture.spades.bid', cells: row('bid') },
      { label: 'picture.tricks', cells: row('took') },
    ],
  };
}

/** The two sides' totals before the hand (and the bags carried, when given), as the score sheet shows them. */
export function sidesSheet(params: Params, us = 'us', them: string | null = 'them', bags = false): Picture {
  const get = (prefix: string | null, name: string) => (prefix === null ? '' : cell(params[named(prefix, name)]));
  const rows = [{ label: 'picture.spades.before', cells: [get(us, 'total'), get(them, 'total')] }];
  if (bags) rows.push({ label: 'picture.spades.bags', cells: [get(us, 'bags'), get(them, 'bags')] });
  return { kind: 'sheet', sides: true, rows };
}
