// Generic replay of a record against a game's rules (records.md "What replay prints").
// The first problem stops the replay; nothing is guessed or repaired.
import { type BaseState, type GameReport, type GameRules, DealError, IllegalAction } from './contract.ts';
import { type GameRecord, RecordError, dealSourceOf } from './record.ts';
import { rngFrom, seedState } from './rng.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;

/** Rebuild the game state a record describes (also how a saved game is resumed). */
export function replayState<O, S extends BaseState, A extends { readonly seat: number }, V>(
  rules: GameRules<O, S, A, V>,
  record: GameRecord,
  seed = 1,
): S {
  let options: O;
  try {
    options = rules.parseOptions(record.options ?? {});
  } catch (e) {
    throw asRecordError(e, null, null);
  }
  const n = rules.seatCount(options);
  if (record.players !== undefined && record.players.length !== n)
    throw new RecordError(`players must name ${n} seats, not ${record.players.length}`);
  if (record.firstDealer < 0 || record.firstDealer >= n)
    throw new RecordError(`firstDealer must be a seat from 0 to ${n - 1}`);
  let s = rules.setup(options, record.firstDealer, seed);
  record.deals.forEach((deal, i) => {
    if (rules.isTerminal(s)) throw new RecordError('a deal after the game is over', i, null);
    if (!rules.awaitingDeal(s))
      throw new RecordError('the deal before this one is not finished', i - 1, record.deals[i - 1].actions.length);
    if (deal.dealer !== undefined && deal.dealer !== rules.dealer(s))
      throw new RecordError(
        `dealer ${deal.dealer} contradicts the rotation: seat ${rules.dealer(s)} deals this deal`,
        i,
        null,
      );
    try {
      s = rules.startDeal(s, dealSourceOf(deal));
    } catch (e) {
      throw asRecordError(e, i, null);
    }
    deal.actions.forEach((raw, j) => {
      if (rules.awaitingDeal(s) || rules.isTerminal(s))
        throw new RecordError('an action after the deal is complete', i, j);
      if (raw.seat < 0 || raw.seat >= n) throw new RecordError(`seat ${raw.seat} does not exist`, i, j);
      let action: A;
      try {
        action = rules.actionFromRecord(raw);
      } catch (e) {
        throw asRecordError(e, i, j);
      }
      const refusal = rules.explainIllegal(s, action);
      if (refusal) throw new RecordError(refusal.message, i, j, refusal.rule);
      try {
        s = rules.applyAction(s, action);
      } catch (e) {
        throw asRecordError(e, i, j);
      }
    });
  });
  return s;
}

/** `npm run replay`: the report for a valid record; a RecordError for an invalid one. */
export function replayRecord(rules: AnyRules, record: GameRecord): GameReport {
  return rules.report(replayState(rules, record));
}

/** A seed for a new game when none is typed (COM-S4); callers outside machines/ pass the time in. */
export function autoSeed(entropy: number): number {
  return rngFrom(seedState(entropy)).int(2 ** 31);
}

function asRecordError(e: unknown, deal: number | null, action: number | null): RecordError {
  if (e instanceof RecordError) return new RecordError(e.message, e.deal ?? deal, e.action ?? action, e.rule);
  if (e instanceof IllegalAction) return new RecordError(e.refusal.message, deal, action, e.refusal.rule);
  if (e instanceof DealError) return new RecordError(e.message, deal, action);
  throw e;
}
