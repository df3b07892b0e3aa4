// Spades game records for the record tests: a record from raw fields, the error a replay stops at, the L5 hand
// played out as record actions. Tests only.
import { type GameRecord, RecordError, checkRecordShape } from '../../core/record.ts';
import { replayRecord } from '../../core/replay.ts';
import { GAME_IDS } from '../../games.ts';
import { rules } from './index.ts';
import { parseHand } from './notation.ts';

export const L5 = [
  '♠ A K 6 3 2 · ♥ A 9 4 · ♦ K Q 8 5 3',
  '♠ Q 8 7 5 · ♥ K 8 · ♦ A · ♣ A Q 10 9 7 4',
  '♠ 10 4 · ♥ Q J 10 3 2 · ♦ 9 7 6 2 · ♣ 6 2',
  '♠ J 9 · ♥ 7 6 5 · ♦ J 10 4 · ♣ K J 8 5 3',
].map(parseHand);

export type Raw = Record<string, unknown>;
export const raw = (over: Raw = {}, deals: Raw[] = []): Raw => ({
  format: 'stikk-record/1',
  game: 'spades',
  firstDealer: 0,
  deals,
  ...over,
});
export const record = (over: Raw = {}, deals: Raw[] = []): GameRecord => checkRecordShape(raw(over, deals), GAME_IDS);

export function errorOf(r: unknown): { deal: number | null; action: number | null; rule: string } {
  try {
    replayRecord(rules, checkRecordShape(r, GAME_IDS));
  } catch (e) {
    if (e instanceof RecordError) return { deal: e.deal, action: e.action, rule: e.rule };
    throw e;
  }
  throw new Error('the record replayed without an error');
}

/** A whole L5 hand played out with the lowest legal card each time, as record actions. */
export function l5Actions(): Raw[] {
  let s = rules.startDeal(rules.setup(rules.defaultOptions, 0, 1), { kind: 'hands', hands: L5 });
  const out: Raw[] = [];
  for (const [seat, b] of [
    [1, 3],
    [2, 2],
    [3, 3],
    [0, 4],
  ]) {
    out.push({ seat, bid: b });
    s = rules.applyAction(s, { type: 'bid', seat, bid: b });
  }
  while (s.phase === 'playing') {
    const a = rules.legalActions(s)[0];
    out.push(rules.actionToRecord(a) as Raw);
    s = rules.applyAction(s, a);
  }
  return out;
}
