// Named positions for the hints and the bots: one small text file per position, so a player's report
// becomes a test in minutes. Lines (`#` starts a comment; the first comment names the position):
//   game spades | options {"players":4} | dealer 3 | skip 2 (deals played at random first) | seed 5 (the filler)
//   hand 0 ♠ A K 7 · ♥ 8 5 (a seat's cards, whole or in part; the rest are dealt at random, consistent with the plays)
//   stock ♣4 ♠6 | revealed ♦9
//   act 1 bid 4, 2 bid nil, 3 play ♣K (actions in order; also look, pass ♣2 ♣3, exchange ♣2, talon take|keep, trump ♥|none)
//   expect ♣2 | ♣3 (the acceptable actions of the seat to act, without the seat)
//   reason partner-winning (the hint's expected reason, exactly: its words' key reason.partner-winning), or
//     reason quota-shed.take (a variant: the key reason.quota-shed.take); the category is the part before the dot
//   why ♦J 0 lets-go.under (the reason the engine gives the ♦J here when the search finds it wins the trick 0 % of
//     the time, the other cards by the trick as it stands: its words' key exactly, and every claim true of the card)
//   equal (the choices are equally good: the play check must never flag them; spades/scenarios/equal.test.ts)
//   known strong (a level, the hint or the check, that is wrong here today: a finding; the suite expects it to fail until fixed)
import type { Card } from '../cards.ts';
import { type AnyRules } from '../replay.ts';
import { isCategoryId, type ReasonCategory } from './categories.ts';

export interface Scenario {
  readonly name: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly dealer: number;
  readonly skip: number;
  readonly seed: number;
  readonly hands: ReadonlyMap<number, readonly Card[]>;
  readonly stock: readonly Card[] | null;
  readonly revealed: Card | null;
  readonly actions: readonly Act[];
  readonly expect: readonly Act[];
  readonly reason: ReasonCategory | null;
  /** The expected words' key, exactly (`reason.<category>` or `reason.<category>.<variant>`), with the reason line. */
  readonly reasonKey: string | null;
  readonly equal: boolean;
  /** Cards whose reason is pinned whatever the hint plays: the card, the search's trick-win figure, the words' key. */
  readonly why: readonly { readonly card: Card; readonly wins: number; readonly key: string }[];
  /** Levels known to fail this position (findings). */
  readonly known: readonly string[];
}

/** An action in the notation: a type and its words (`play ♣K`, `bid nil`), with the seat when it is in the list. */
export interface Act {
  readonly seat: number;
  readonly type: string;
  readonly words: readonly string[];
}

const SUIT: Readonly<Record<string, string>> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/** rules.md card notation: "♠ A K 7 · ♥ 8 5" or "♣4 ♠6 ♦10" → 'AS', 'KS', '7S', …, '4C', '6S', 'TD'. */
export function parseCards(text: string): Card[] {
  const out: Card[] = [];
  let suit: string | null = null;
  for (const token of text.replace(/·/g, ' ').split(/\s+/).filter(Boolean)) {
    if (token[0] in SUIT) suit = SUIT[token[0]];
    const rank = token[0] in SUIT ? token.slice(1) : token;
    if (!rank) continue;
    if (suit === null || !/^(10|[2-9AKQJ])$/.test(rank)) throw new Error(`not a card: ${token}`);
    out.push((rank === '10' ? 'T' : rank) + suit);
  }
  return out;
}

function parseAct(text: string, withSeat: boolean): Act {
  const w = text.trim().split(/\s+/);
  const seat = withSeat ? Number(w.shift()) : -1;
  const type = w.shift() ?? '';
  if (withSeat && !Number.isInteger(seat)) throw new Error(`no seat in "${text}"`);
  return { seat, type, words: w };
}

export function parseScenario(text: string, file = ''): Scenario {
  let name = '';
  const s = {
    game: '',
    options: {},
    dealer: 0,
    skip: 0,
    seed: 1,
    stock: null as Card[] | null,
    revealed: null as Card | null,
    reason: null as ReasonCategory | null,
    reasonKey: null as string | null,
    equal: false,
  };
  const hands = new Map<number, Card[]>();
  const actions: Act[] = [];
  const known: string[] = [];
  const why: { card: Card; wins: number; key: string }[] = [];
  let expect: Act[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      if (!name) name = line.slice(1).trim();
      continue;
    }
    if (!line) continue;
    const [key, ...rest] = line.split(/\s+/);
    const arg = line.slice(key.length).trim();
    if (key === 'game') s.game = arg;
    else if (key === 'options') s.options = JSON.parse(arg);
    else if (key === 'dealer' || key === 'skip' || key === 'seed') s[key] = Number(arg);
    else if (key === 'hand') hands.set(Number(rest[0]), parseCards(arg.slice(rest[0].length)));
    else if (key === 'stock') s.stock = parseCards(arg);
    else if (key === 'revealed') s.revealed = parseCards(arg)[0];
    else if (key === 'act') actions.push(...arg.split(',').map((a) => parseAct(a, true)));
    else if (key === 'expect') expect = arg.split('|').map((a) => parseAct(a, false));
    else if (key === 'reason') {
      const category = arg.split('.')[0];
      if (!isCategoryId(category)) throw new Error(`${file}: unknown reason category ${category}`);
      s.reason = category;
      s.reasonKey = `reason.${arg}`;
    } else if (key === 'equal') s.equal = true;
    else if (key === 'known') known.push(...rest);
    else if (key === 'why') {
      const [card, wins, said] = rest;
      if (!isCategoryId(said?.split('.')[0]) || !(Number(wins) >= 0 && Number(wins) <= 1))
        throw new Error(`${file}: "why <card> <wins 0–1> <reason key>", not "${line}"`);
      why.push({ card: parseCards(card)[0], wins: Number(wins), key: `reason.${said}` });
    } else throw new Error(`${file}: unknown line "${line}"`);
  }
  if (!s.game || expect.length === 0) throw new Error(`${file}: a scenario needs a game and an expect line`);
  return { name: name || file, ...s, hands, actions, expect, known, why };
}

/** The engine action an `Act` stands for (the games' action shapes: type, seat and one field). */
export function actionOf(a: Act, seat: number): Record<string, unknown> {
  const w = a.words;
  switch (a.type) {
    case 'play':
      return { type: 'play', seat, card: parseCards(w.join(' '))[0] };
    case 'bid':
      return { type: 'bid', seat, bid: /^\d+$/.test(w[0]) ? Number(w[0]) : w[0] };
    case 'pass':
      return { type: 'pass', seat, cards: parseCards(w.join(' ')) };
    case 'exchange':
      return { type: 'exchange', seat, discards: parseCards(w.join(' ')) };
    case 'talon':
      return { type: 'talon', seat, take: w[0] === 'take' };
    case 'trump':
      return { type: 'trump', seat, suit: w[0] === 'none' ? null : SUIT[w[0]] };
    default:
      return { type: a.type, seat };
  }
}

/** Whether an engine action is one of the expected (exchange and pass cards in any order). */
export function isExpected(s: Scenario, action: Readonly<Record<string, unknown>>): boolean {
  const same = (x: unknown, y: unknown) =>
    Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((c) => y.includes(c)) : x === y;
  return s.expect.some((e) => {
    const want = actionOf(e, action.seat as number);
    return Object.keys(want).every((k) => same(want[k], action[k]));
  });
}

export type { AnyRules };
