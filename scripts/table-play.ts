// A card tried at the table (issue 21; session 13): at a scenario's position the seat plays the card, then the deal
// is played out by one level at every seat, its random choices seeded by the deal number `k` (the same stream for
// every card tried). The measure scripts/scenario-study.ts and scripts/hint-table.ts rate cards with.
import type { Policy } from '../machines/core/bots.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { type Options, sideOfSeat } from '../machines/spades/rules/options.ts';

type S = { readonly totals: readonly number[]; readonly phase: string; readonly options: unknown };

/** The seat's advantage from the deal's points: its own (its side's in Spades) less the others' mean. */
function advantage(game: string, before: readonly number[], after: S, me: number): number {
  const d = after.totals.map((t, i) => t - before[i]);
  const mine = game === 'spades' ? sideOfSeat(after.options as Options, me) : me;
  const others = d.filter((_, i) => i !== mine);
  return d[mine] - others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
}

/** `card` played by `seat` at `s0` and the deal played out by `policy` at every seat: the seat's advantage. */
export function playedOut(game: string, rules: AnyRules, policy: Policy<unknown, unknown>, s0: unknown, seat: number, card: string, k: number): number {
  let s = rules.applyAction(s0, { type: 'play', seat, card }) as S;
  const rng = rngFrom(seedState(k * 7919));
  while (!rules.awaitingDeal(s) && s.phase !== 'gameOver' && rules.currentPlayer(s) !== null) {
    const p = rules.currentPlayer(s) as number;
    const legal = (rules.legalActions(s) as { seat: number }[]).filter((a) => a.seat === p);
    s = rules.applyAction(s, policy.choose(rules.observe(s, p), legal, rng)) as S;
  }
  return advantage(game, (s0 as S).totals, s, seat);
}
