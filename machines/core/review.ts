// Reviewing a deal, over the GameRules contract: the record replayed to the start of
// the deal, then one state after each of its decisions. Every hand at every step comes from the rules'
// own view of that seat, so the review shows the cards exactly as they were.
import type { BaseState, GameRules } from './contract.ts';
import type { GameRecord, RecordAction } from './record.ts';
import { atDealStart } from './record-edit.ts';
import { replayState } from './replay.ts';

export interface DealSteps<S> {
  /** states[0]: just dealt; states[i]: after the deal's first i decisions. */
  readonly states: readonly S[];
  readonly actions: readonly RecordAction[];
}

/** Replay deal `deal` of a (valid) record step by step; throws RecordError for an invalid one. */
export function dealSteps<O, S extends BaseState, A extends { readonly seat: number }, V>(
  rules: GameRules<O, S, A, V>,
  record: GameRecord,
  deal: number,
): DealSteps<S> {
  let s = replayState(rules, atDealStart(record, deal));
  const actions = record.deals[deal].actions;
  const states = [s];
  for (const raw of actions) {
    s = rules.applyAction(s, rules.actionFromRecord(raw));
    states.push(s);
  }
  return { states, actions };
}

/**
 * Each seat's hand at each step, as `handOf` reads it from that seat's view. A hand that lies face down
 * (dealt face down until its player looks at it) is shown as it is when first turned up: nothing leaves or
 * joins a hand while it lies face down.
 */
export function handsByStep<S, V, C>(
  observe: (s: S, seat: number) => V,
  states: readonly S[],
  seats: number,
  handOf: (view: V) => readonly C[] | null,
): (readonly C[] | null)[][] {
  const seen = states.map((s) => Array.from({ length: seats }, (_, seat) => handOf(observe(s, seat))));
  for (let i = seen.length - 2; i >= 0; i--)
    for (let seat = 0; seat < seats; seat++) seen[i][seat] ??= seen[i + 1][seat];
  return seen;
}
