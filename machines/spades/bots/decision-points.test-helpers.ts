// Random Spades decision points, and the same point with other hidden cards: shared by the tests that show a
// computer player sees only its seat's View (COM-7.3) — the levels (bots/levels/levels.test.ts) and inference
// (search/inference.test.ts). Tests only: never imported by the app.
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { type Options, type State, rules } from '../rules/index.ts';
import { put } from '../rules/state.ts';
import { policies } from './levels/index.ts';

/**
 * A random decision point: a game situation, a deal, Casual's legal actions for `steps` steps. With `totals`,
 * the sides start from random scores (-100 … 400) so that score-dependent choices (blind nil) come up.
 */
export function decisionPoint(seed: number, options: Partial<Options>, steps: number, { totals = false } = {}): State {
  const r = rngFrom(seedState(seed));
  const o = rules.parseOptions(options);
  let s = rules.setup(o, r.int(rules.seatCount(o)), seed);
  if (totals) s = put(s, { totals: rules.sides(o).map(() => r.between(-10, 40) * 10) });
  s = rules.startDeal(s, { kind: 'shuffle' });
  for (let i = 0; i < steps && !rules.awaitingDeal(s); i++)
    s = rules.applyAction(
      s,
      policies.casual.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), r),
    );
  return s;
}

/** The same state with up to three hidden cards swapped between two other seats (the seat's View stays the same). */
export function otherHidden(s: State, seat: number, r: Rng): State {
  const others = s.hands.map((_, i) => i).filter((i) => i !== seat);
  const a = others[r.int(others.length)];
  const b = others.filter((x) => x !== a)[r.int(others.length - 1)];
  const passed = new Set(s.passes.flatMap((p) => (p.from === seat || p.to === seat ? p.cards : [])));
  const ha = s.hands[a].filter((c) => !passed.has(c));
  const hb = s.hands[b].filter((c) => !passed.has(c));
  const k = Math.min(ha.length, hb.length, 3);
  const give = ha.slice(0, k);
  const take = hb.slice(hb.length - k);
  return put(s, {
    hands: s.hands.map((h, i) =>
      i === a
        ? [...h.filter((c) => !give.includes(c)), ...take]
        : i === b
          ? [...h.filter((c) => !take.includes(c)), ...give]
          : h,
    ),
  });
}
