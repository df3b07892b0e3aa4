// What the table's log says, in the order things happened: the actions of the deals since the last look,
// each trick's result right after the card that completed it (also when one look brings several tricks at
// once, as a lesson's step done again replays the deal at once), then a result the plays did not account for.
import type { RecordAction } from '../../../machines/core/record.ts';
import type { Said } from './games/said.ts';

/** How far the log has told the game: deals, actions of the last deal, completed tricks of that deal. */
export interface Told {
  readonly deals: number;
  readonly actions: number;
  readonly tricks: number;
}

export interface Narration<T> {
  readonly deals: readonly { readonly actions: readonly RecordAction[] }[];
  /** The completed tricks of the last deal, in order. */
  readonly history: readonly T[];
  readonly lastTrick: T | null;
  /** Cards in a trick (the number of players). */
  readonly seats: number;
  readonly describe: (a: RecordAction) => Said;
  readonly dealStart: () => Said;
  readonly trick: (trick: T) => Said;
  readonly onplay?: () => void;
}

export function narrate<T>(n: Narration<T>, told: Told): { readonly said: Said[]; readonly told: Told } {
  const said: Said[] = [];
  let tricks = told.tricks;
  for (let d = Math.max(0, told.deals - 1); d < n.deals.length; d++) {
    const from = d === told.deals - 1 ? told.actions : 0;
    if (d >= told.deals) {
      said.push(n.dealStart());
      tricks = 0;
    }
    let plays = n.deals[d].actions.slice(0, from).filter((a) => 'play' in a).length;
    for (const a of n.deals[d].actions.slice(from)) {
      said.push(n.describe(a));
      if (!('play' in a)) continue;
      n.onplay?.();
      plays++;
      const done = plays / n.seats;
      const trick = n.history[done - 1];
      if (d === n.deals.length - 1 && Number.isInteger(done) && done > tricks && trick) {
        said.push(n.trick(trick));
        tricks = done;
      }
    }
  }
  const count = n.history.length;
  if (n.lastTrick && count > 0 && count !== tricks) said.push(n.trick(n.lastTrick));
  const last = n.deals[n.deals.length - 1];
  return { said, told: { deals: n.deals.length, actions: last ? last.actions.length : 0, tricks: count } };
}
