// A card tried at the table: at a scenario's position the seat plays the card, then the deal
// is played out by one level at every seat, its random choices seeded by the deal number `k` (the same stream for
// every card tried). The measure scripts/scenario-study.ts and scripts/hint-table.ts rate cards with.
import type { Policy } from '../machines/core/bots.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { type Options, sideOfSeat } from '../machines/spades/rules/options.ts';
import { type State as SpadesState, rules as spadesRules } from '../machines/spades/rules/index.ts';
import { type Sampling, samplerFor } from './spades/samplers.ts';
import { cardOf } from '../machines/spades/search/cards.ts';
import { FastRng } from '../machines/core/search/fast-rng.ts';

type S = { readonly totals: readonly number[]; readonly phase: string; readonly options: unknown };

/** The seat's advantage from the deal's points: its own (its side's in Spades) less the others' mean. */
function advantage(game: string, before: readonly number[], after: S, me: number): number {
  const d = after.totals.map((t, i) => t - before[i]);
  const mine = game === 'spades' ? sideOfSeat(after.options as Options, me) : me;
  const others = d.filter((_, i) => i !== mine);
  return d[mine] - others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
}

/** `card` played by `seat` at `s0` and the deal played out by `policy` at every seat: the seat's advantage. */
export function playedOut(
  game: string,
  rules: AnyRules,
  policy: Policy<unknown, unknown>,
  s0: unknown,
  seat: number,
  card: string,
  k: number,
): number {
  let s = rules.applyAction(s0, { type: 'play', seat, card }) as S;
  const rng = rngFrom(seedState(k * 7919));
  while (!rules.awaitingDeal(s) && s.phase !== 'gameOver' && rules.currentPlayer(s) !== null) {
    const p = rules.currentPlayer(s) as number;
    const legal = (rules.legalActions(s) as { seat: number }[]).filter((a) => a.seat === p);
    s = rules.applyAction(s, policy.choose(rules.observe(s, p), legal, rng)) as S;
  }
  return advantage(game, (s0 as S).totals, s, seat);
}

/**
 * Spades: the position `s0` with the hidden hands dealt again as `seat`'s own search deals them (its sampler, by
 * default the levels' 'legacy' bid filter; search/inference.ts samplerFor), seeded by `k` — a table that keeps to the
 * deals the bidding allows, where random fillers (scenario-build.ts) ignore the bids.
 */
export function dealtBySampler(s0: SpadesState, seat: number, k: number, sampling: Sampling = 'legacy'): SpadesState {
  const view = spadesRules.observe(s0, seat);
  const n = view.handCounts.length;
  const masks = new Int32Array(n * 4);
  samplerFor(view, sampling).deal(new FastRng(k * 7919 + 1), masks);
  const hands = s0.hands.map((h, s) => {
    if (s === seat) return h;
    const cards: string[] = [];
    for (let suit = 0; suit < 4; suit++)
      for (let m = masks[s * 4 + suit]; m !== 0; m &= m - 1)
        cards.push(cardOf((suit << 5) | (31 - Math.clz32(m & -m))));
    if (cards.length !== h.length)
      throw new Error(`seat ${s}: the sampler dealt ${cards.length} cards, the seat holds ${h.length}`);
    return cards;
  });
  return { ...s0, hands };
}
