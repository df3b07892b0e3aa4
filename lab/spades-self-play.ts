// A Spades deal from the arena's situations (arena.ts situation), played by a level for every seat until `done`
// (or the deal ends), a level of the app's or of the arena's: the study scripts' self-play (policy-fit, choice-fit, bid-fit, nil-fit, and the sampler's
// studies: calibration, reliability, trick lean).
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { policies as arenaLevels, situation } from './spades/arena.ts';
import { policies } from '../machines/spades/bots/levels/index.ts';
import { type State, type View, rules } from '../machines/spades/rules/index.ts';
import { masksOf } from '../machines/spades/search/cards.ts';

export function selfPlay(dealSeed: number, rngSeed: number, level: string, done: (s: State) => boolean): State {
  let s: State = rules.startDeal(situation(dealSeed), { kind: 'shuffle' });
  const r = rngFrom(seedState(rngSeed));
  while (!done(s) && !rules.awaitingDeal(s)) {
    const seat = rules.currentPlayer(s);
    if (seat === null) break;
    s = rules.applyAction(
      s,
      (policies[level] ?? arenaLevels[level]).choose(rules.observe(s, seat), rules.legalActions(s), r),
    );
  }
  return s;
}

/** The hands as the search holds them: four suit masks a seat. */
export const handMasks = (s: State): Int32Array => Int32Array.from(s.hands.flatMap((h) => masksOf(h)));

/** Solves the p × (p + 1) augmented system `A` in place (Gauss–Jordan with partial pivoting): the solution. */
export function solveLinear(A: Float64Array[]): number[] {
  const p = A.length;
  for (let c = 0; c < p; c++) {
    let piv = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(A[r][c]) > Math.abs(A[piv][c])) piv = r;
    [A[c], A[piv]] = [A[piv], A[c]];
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k <= p; k++) A[r][k] -= f * A[c][k];
    }
  }
  return A.map((row, i) => row[p] / row[i]);
}

/** Every trick played. */
export const allTricks = (s: State): boolean => s.phase === 'playing' && s.tricks.length === 13;

/** Before the sixth trick's lead: where the studies measure the sampler (calibration, reliability, trick lean). */
const beforeTrick6 = (s: State): boolean => s.phase === 'playing' && s.tricks.length >= 5 && s.trick.length === 0;

/** The sampler studies' positions: deals 1‥`deals` of a level's self-play before the sixth trick's lead, every
 *  seat's view (the same positions in every study for the same deals and level). */
export function* viewsBeforeTrick6(
  deals: number,
  level: string,
  from = 1,
): Generator<{ deal: number; state: State; seat: number; view: View }> {
  for (let deal = from; deal <= deals; deal++) {
    const state = selfPlay(deal * 7919, deal, level, beforeTrick6);
    if (state.phase !== 'playing') continue;
    for (let seat = 0; seat < 4; seat++) yield { deal, state, seat, view: rules.observe(state, seat) };
  }
}
