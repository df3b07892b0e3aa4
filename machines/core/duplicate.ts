// Duplicate play for the arena and the ladder tests: one game situation, the same cards dealt once
// per seating of two policies, each seat seeing only its view. Generic over a game's arena module; the clock
// for decision times is passed in (machines/ reads none).
import type { Policy } from './bots.ts';
import type { AnyRules } from './replay.ts';
import { type Rng, rngFrom, seedState } from './rng.ts';

export type Counter = { num: number; den: number };
export type Counters = Record<string, Counter>;

export interface ArenaModule {
  readonly rules: AnyRules;
  readonly policies: Record<string, Policy<unknown, unknown>>;
  /** The state before one deal: a game situation (score, round, form, dealer) from a seed. */
  situation(seed: number, overrides?: Record<string, unknown>): unknown;
  /** The seatings of one duplicate set: true where policy A sits. */
  legs(s: unknown): boolean[][];
  /** After the deal: points per deal for A and for B, and counters per level. */
  outcome(after: unknown, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] };
  /** The kind of a deal once played, as the game names it, to split the pairs' differences by. */
  kind?(after: unknown): string;
  /** Arena-only yardsticks for a decision about to be applied (they may see the state): counters for its level. */
  probe?(state: unknown, seat: number, action: unknown, seed: number): Counters | undefined;
}

/** An arena-only yardstick that sees every card (never offered in the app): it is given the state. */
export interface OpenCardsPolicy extends Policy<unknown, unknown> {
  chooseOpen?(state: unknown, seat: number, legal: readonly unknown[], rng: Rng): unknown;
}

/** The seatings of two levels at `n` chairs, each level in at least one (true where A sits): every chair arrangement. */
export function everySeating(n: number): boolean[][] {
  const out: boolean[][] = [];
  for (let mask = 1; mask < (1 << n) - 1; mask++)
    out.push(Array.from({ length: n }, (_, seat) => (mask & (1 << seat)) !== 0));
  return out;
}

export interface DuplicateResult {
  /** Mean over the legs of A's points less B's. */
  readonly diff: number;
  readonly a: number;
  readonly b: number;
  readonly stats: [Counters, Counters];
  /** The deal's kind (ArenaModule kind) where its legs agree, else 'mixed'; undefined when the game has none. */
  readonly kind?: string;
}

export function playDuplicate(
  m: ArenaModule,
  pa: Policy<unknown, unknown>,
  pb: Policy<unknown, unknown>,
  seed: number,
  overrides: Record<string, unknown> = {},
  timed: <T>(lvl: 0 | 1, f: () => T) => T = (_l, f) => f(),
  probing = false,
): DuplicateResult {
  const before = m.situation(seed, overrides);
  const legs = m.legs(before);
  const stats: [Counters, Counters] = [{}, {}];
  let diff = 0;
  let a = 0;
  let b = 0;
  const kinds = new Set<string>();
  for (const isA of legs) {
    let s = m.rules.startDeal(before, { kind: 'shuffle' });
    const rngs = isA.map((_, seat) => rngFrom(seedState(seed * 13 + seat)));
    while (!m.rules.awaitingDeal(s) && !m.rules.isTerminal(s)) {
      const seat = m.rules.currentPlayer(s) as number;
      const lvl = isA[seat] ? 0 : 1;
      const legal = m.rules.legalActions(s);
      const view = m.rules.observe(s, seat);
      const p = (lvl === 0 ? pa : pb) as OpenCardsPolicy;
      const action = timed(lvl, () =>
        p.chooseOpen ? p.chooseOpen(s, seat, legal, rngs[seat]) : p.choose(view, legal, rngs[seat]),
      );
      if (probing && m.probe) addCounters(stats[lvl], m.probe(s, seat, action, seed * 31 + seat) ?? {});
      s = m.rules.applyAction(s, action);
    }
    const out = m.outcome(s, isA);
    if (m.kind) kinds.add(m.kind(s));
    diff += out.a - out.b;
    a += out.a;
    b += out.b;
    out.stats.forEach((st, lvl) => addCounters(stats[lvl], st));
  }
  const kind = m.kind ? (kinds.size === 1 ? [...kinds][0] : 'mixed') : undefined;
  return { diff: diff / legs.length, a: a / legs.length, b: b / legs.length, stats, kind };
}

/** Adds `from`'s counters into `to`. */
export function addCounters(to: Counters, from: Counters): void {
  for (const [k, v] of Object.entries(from)) {
    const c = to[k] ?? (to[k] = { num: 0, den: 0 });
    c.num += v.num;
    c.den += v.den;
  }
}
