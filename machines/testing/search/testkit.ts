// The tests every three-seat plain-trick game runs on its levels, written once: every level chooses legal actions
// and never cheats (COM-7.3); the play checker charges a random player more than Casual (sim-testkit.ts: the search
// layer against the rules core). A game's test file calls each in one line. The strength ladder: npm run ladder.
import { describe, expect, it } from 'vitest';
import type { Policy } from '../../core/bots.ts';
import type { Card } from '../../core/cards.ts';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import type { CostlyPlay } from '../../core/search/check-kit.ts';
import { type Hint, type HintBudget, PLAIN_HINT_WORDS } from '../../core/search/hint-kit.ts';

export type PlayAction = { readonly type: string; readonly seat: number; readonly card?: Card };

/** The slice of a game's rules (GameRules) and state the kit uses. */
export interface KitRules<S, A, V> {
  startDeal(s: S, source: { kind: 'shuffle' }): S;
  awaitingDeal(s: S): boolean;
  isTerminal(s: S): boolean;
  currentPlayer(s: S): number | null;
  legalActions(s: S): readonly A[];
  sampleAction(s: S, rng: Rng): A;
  applyAction(s: S, a: A): S;
  observe(s: S, seat: number): V;
}

export interface KitState {
  readonly phase: string;
  readonly turn: number | null;
  readonly hands: readonly (readonly Card[])[];
  readonly results: readonly { readonly tricks: readonly number[]; readonly points: readonly number[] }[];
}

export interface KitGame<S extends KitState, A extends PlayAction, V> {
  /** The game's name as a player reads it: for the test names. */
  readonly name: string;
  readonly rules: KitRules<S, A, V>;
  /** The arena's situation before a deal (machines/<game>/arena.ts). */
  situation(seed: number): S;
  readonly policies: Record<string, Policy<V, A>>;
}

export const cardsOfPlays = <A extends PlayAction>(legal: readonly A[]): Card[] =>
  legal.flatMap((a) => (a.type === 'play' && a.card !== undefined ? [a.card] : []));

const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;

/** A state `steps` decisions into a deal from the arena's situation, Casual deciding for everybody. */
function decisionPoint<S extends KitState, A extends PlayAction, V>(
  g: KitGame<S, A, V>,
  seed: number,
  steps: number,
): S {
  const { rules } = g;
  const r = rngFrom(seedState(seed));
  let s = rules.startDeal(g.situation(seed), { kind: 'shuffle' });
  for (let i = 0; i < steps && !rules.awaitingDeal(s) && !rules.isTerminal(s); i++)
    s = rules.applyAction(
      s,
      g.policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
    );
  return s;
}

/** The two other hands swap some cards (the seat's View stays the same). */
function otherHidden<S extends KitState>(s: S, seat: number, r: Rng): S {
  const [a, b] = [0, 1, 2].filter((x) => x !== seat);
  const k = Math.min(s.hands[a].length, s.hands[b].length, 1 + r.int(3));
  const give = s.hands[a].slice(0, k);
  const take = s.hands[b].slice(-k);
  const hands = s.hands.map((h, i) =>
    i === a
      ? [...h.filter((c) => !give.includes(c)), ...take]
      : i === b
        ? [...h.filter((c) => !take.includes(c)), ...give]
        : h,
  );
  return { ...s, hands };
}

type HintFn<A, V> = (view: V, legal: readonly A[], budget: HintBudget, seed: number) => Hint<A>;

/** Every level is legal at every kind of decision and never cheats: other hidden cards, the same decision and hint. */
export function levelsNeverCheat<S extends KitState, A extends PlayAction, V>(
  g: KitGame<S, A, V>,
  hint: HintFn<A, V>,
): void {
  describe(`${g.name} levels`, () => {
    it('choose a legal action at every kind of decision; never cheat; hints likewise', () => {
      const { rules, policies } = g;
      const phases = new Set<string>();
      for (let seed = 1; seed <= 2; seed++)
        for (const steps of [0, 1, 2, 3, 8, 20, 31]) {
          const s = decisionPoint(g, seed, steps);
          if (rules.awaitingDeal(s) || rules.isTerminal(s)) continue;
          const seat = rules.currentPlayer(s) as number;
          const legal = rules.legalActions(s);
          phases.add(s.phase);
          const view = rules.observe(s, seat);
          for (const id of LEVELS)
            expect(legal).toContainEqual(policies[id].choose(view, legal, rngFrom(seedState(seed))));
          const t = otherHidden(s, seat, rngFrom(seedState(seed)));
          expect(t.hands).not.toEqual(s.hands);
          expect(JSON.stringify(rules.observe(t, seat))).toBe(JSON.stringify(view));
          for (const id of ['strong', 'expert'] as const)
            expect(policies[id].choose(rules.observe(t, seat), legal, rngFrom(seedState(seed)))).toEqual(
              policies[id].choose(view, legal, rngFrom(seedState(seed))),
            );
          const h = hint(view, legal, { samples: 16 }, seed);
          expect(hint(rules.observe(t, seat), legal, { samples: 16 }, seed)).toEqual(h);
          expect(legal).toContainEqual(h.action);
          expect(PLAIN_HINT_WORDS[h.reasonKey]).toBeDefined();
        }
      expect(phases.has('play')).toBe(true);
      expect(phases.size).toBeGreaterThanOrEqual(2);
    });
  });
}

type CheckFn<S, A> = (
  deal: { readonly start: S; readonly actions: readonly A[] },
  seat: number,
  samples: number,
  seed: number,
) => CostlyPlay[];

/** The play checker charges a random player more in all than Casual on the same deals, each listed play clearly costly. */
export function checkerChargesRandomMore<S extends KitState, A extends PlayAction, V>(
  g: KitGame<S, A, V>,
  checkPlays: CheckFn<S, A>,
  clearCost: number,
): void {
  const playDeal = (seed: number, seat0: 'random' | 'casual'): { start: S; actions: A[] } => {
    const { rules } = g;
    const r = rngFrom(seedState(seed));
    const start = rules.startDeal(g.situation(seed), { kind: 'shuffle' });
    let s = start;
    const actions: A[] = [];
    while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
      const seat = rules.currentPlayer(s) as number;
      const p = seat === 0 && s.phase === 'play' ? g.policies[seat0] : g.policies.casual;
      const a = p.choose(rules.observe(s, seat), rules.legalActions(s), r);
      actions.push(a);
      s = rules.applyAction(s, a);
    }
    return { start, actions };
  };
  describe(`${g.name} play checker`, () => {
    it('charges a random player more than Casual on the same deals, each flagged play with a better card', () => {
      let random = 0;
      let casual = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const r = checkPlays(playDeal(seed, 'random'), 0, 64, seed);
        const c = checkPlays(playDeal(seed, 'casual'), 0, 64, seed);
        for (const f of [...r, ...c]) {
          expect(f.better).not.toBe(f.card);
          expect(f.cost).toBeGreaterThanOrEqual(clearCost);
        }
        random += r.reduce((t, f) => t + f.cost, 0);
        casual += c.reduce((t, f) => t + f.cost, 0);
      }
      expect(random).toBeGreaterThan(casual);
    });
  });
}
