// Record actions (records.md "A deal") ⇄ engine actions. `look` is never recorded: any bid but Blind Nil
// implies it, so a record without looks replays the same game (SPD-5.6(c)).
import { type RecordAction, RecordError, isWholeNumber } from '../../core/record.ts';
import { isCardCode } from '../../core/cards.ts';
import type { Action } from './state.ts';

export function actionFromRecord(raw: RecordAction): Action {
  const r = raw as unknown as Record<string, unknown>;
  const seat = r.seat as number;
  if ('bid' in r) {
    const bid = r.bid;
    if (!(isWholeNumber(bid) || bid === 'nil' || bid === 'blind-nil'))
      throw new RecordError('bid must be a whole number, "nil" or "blind-nil"');
    return { type: 'bid', seat, bid };
  }
  if ('pass' in r) {
    if (!Array.isArray(r.pass) || !r.pass.every(isCardCode)) throw new RecordError('pass must be a list of cards');
    return { type: 'pass', seat, cards: r.pass.slice() };
  }
  if ('play' in r) {
    if (!isCardCode(r.play)) throw new RecordError(`play: ${JSON.stringify(r.play)} is not a card code`);
    return { type: 'play', seat, card: r.play };
  }
  const key = Object.keys(r).find((k) => k !== 'seat') ?? 'nothing';
  throw new RecordError(`Spades has no "${key}" action: its actions are bid, pass and play`);
}

/** Throws for `look`, which records do not contain (see `isRecorded`). */
export function actionToRecord(a: Action): RecordAction {
  switch (a.type) {
    case 'bid':
      return { seat: a.seat, bid: a.bid };
    case 'pass':
      return { seat: a.seat, pass: a.cards.slice() };
    case 'play':
      return { seat: a.seat, play: a.card };
    case 'look':
      throw new Error('looking at the cards is not a recorded action (every bid but Blind Nil implies it)');
  }
}

/** Whether the action belongs in a record (everything but `look`). */
export function isRecorded(a: Action): boolean {
  return a.type !== 'look';
}
