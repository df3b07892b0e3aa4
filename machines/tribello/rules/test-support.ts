// Test helpers (not shipped behaviour): card notation of rules.md (notation.ts), states at a chosen deal, random play.
import { rngFrom, seedState } from '../../core/rng.ts';
import type { DealSource } from '../../core/contract.ts';
import { rules } from './index.ts';
import { type Options, defaultOptions } from './options.ts';
import { type State, setup } from './state.ts';
import { patch } from './update.ts';

export { cards, hand } from './notation.ts';

/** A game waiting for deal `deal` (earlier deals skipped, totals as given). */
export function awaiting(
  deal: number,
  opts: { firstDealer?: number; options?: Partial<Options>; totals?: number[]; seed?: number } = {},
): State {
  const s = setup({ ...defaultOptions, ...opts.options }, opts.firstDealer ?? 0, opts.seed ?? 1);
  return patch(s, { deal: deal - 1, totals: opts.totals ?? [0, 0, 0] });
}

/** Start deal `deal` from the given cards. */
export function dealt(deal: number, source: DealSource, opts: Parameters<typeof awaiting>[1] = {}): State {
  return rules.startDeal(awaiting(deal, opts), source);
}

/** Apply actions in order (each must be legal). */
export function act(s: State, ...actions: Parameters<typeof rules.applyAction>[1][]): State {
  return actions.reduce((st, a) => rules.applyAction(st, a), s);
}

/** Everybody exchanges nothing. */
export function noExchanges(s: State): State {
  let st = s;
  while (st.phase === 'exchange')
    st = rules.applyAction(st, { type: 'exchange', seat: st.turn as number, discards: [] });
  return st;
}

/** Random legal actions until the deal in progress is over. */
export function finishDeal(s: State, seed: number): State {
  const rng = rngFrom(seedState(seed));
  let st = s;
  while (st.phase !== 'awaitingDeal' && st.phase !== 'gameOver')
    st = rules.applyAction(st, rules.sampleAction(st, rng));
  return st;
}

/** Shuffled deals played at random until the game is over. */
export function finishGame(s: State, seed: number): State {
  let st = s;
  for (let i = 0; st.phase !== 'gameOver'; i++) {
    if (st.phase === 'awaitingDeal') st = rules.startDeal(st, { kind: 'shuffle' });
    st = finishDeal(st, seed + i);
  }
  return st;
}
