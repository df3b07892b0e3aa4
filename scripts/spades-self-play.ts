// A Spades deal from the arena's situations (arena.ts situation), played by a level for every seat until `done`
// (or the deal ends): the study scripts' self-play (policy-fit, choice-fit, bid-fit, and the sampler's studies:
// calibration, reliability, trick lean).
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { situation } from '../machines/spades/arena.ts';
import { policies } from '../machines/spades/bots/index.ts';
import { type State, type View, rules } from '../machines/spades/rules/index.ts';

export function selfPlay(dealSeed: number, rngSeed: number, level: string, done: (s: State) => boolean): State {
  let s: State = rules.startDeal(situation(dealSeed), { kind: 'shuffle' });
  const r = rngFrom(seedState(rngSeed));
  while (!done(s) && !rules.awaitingDeal(s)) {
    const seat = rules.currentPlayer(s);
    if (seat === null) break;
    s = rules.applyAction(s, policies[level].choose(rules.observe(s, seat), rules.legalActions(s), r));
  }
  return s;
}

/** Every trick played. */
export const allTricks = (s: State): boolean => s.phase === 'playing' && s.tricks.length === 13;

/** Before the sixth trick's lead: where the studies measure the sampler (calibration, reliability, trick lean). */
const beforeTrick6 = (s: State): boolean => s.phase === 'playing' && s.tricks.length >= 5 && s.trick.length === 0;

/** The sampler studies' positions: deals 1‥`deals` of a level's self-play before the sixth trick's lead, every
 *  seat's view (the same positions in every study for the same deals and level). */
export function* viewsBeforeTrick6(deals: number, level: string): Generator<{ deal: number; state: State; seat: number; view: View }> {
  for (let deal = 1; deal <= deals; deal++) {
    const state = selfPlay(deal * 7919, deal, level, beforeTrick6);
    if (state.phase !== 'playing') continue;
    for (let seat = 0; seat < 4; seat++) yield { deal, state, seat, view: rules.observe(state, seat) };
  }
}
