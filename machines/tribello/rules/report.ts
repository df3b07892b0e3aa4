// The replay output (records.md "What replay prints") and the record ⇄ engine action mapping.
import type { GameReport } from '../../core/contract.ts';
import { type RecordAction, RecordError, checkCardList } from '../../core/record.ts';
import { type Suit, SUITS, isCardCode } from '../../core/cards.ts';
import type { Action, State } from './state.ts';
import { leaders } from './scoring.ts';

export function report(s: State): GameReport {
  const deals: Record<string, unknown>[] = s.results.map((r) => ({
    dealer: r.dealer,
    round: r.round,
    trump: r.trump,
    quotas: r.quotas,
    tricks: r.tricks,
    points: r.points,
    totals: r.totals,
  }));
  // An unfinished deal: completed tricks only, and what is already known (trump null before it is named).
  if (s.phase === 'trump' || s.phase === 'exchange' || s.phase === 'play')
    deals.push({
      dealer: s.dealer,
      finished: false,
      tricks: s.tricks,
      round: s.round,
      trump: s.trump,
      quotas: s.quotas,
    });
  const finished = s.phase === 'gameOver';
  return {
    game: 'tribello',
    sides: [[0], [1], [2]],
    deals: deals as unknown as GameReport['deals'],
    totals: s.totals,
    finished,
    winners: finished ? leaders(s.totals) : [],
  };
}

export function actionFromRecord(raw: RecordAction): Action {
  if ('trump' in raw) {
    if (!(SUITS as readonly unknown[]).includes(raw.trump)) throw new RecordError('trump must be one of C, D, H, S');
    return { type: 'trump', seat: raw.seat, suit: raw.trump as Suit };
  }
  if ('exchange' in raw)
    return { type: 'exchange', seat: raw.seat, discards: checkCardList(raw.exchange, 'exchange', null) };
  if ('play' in raw) {
    if (!isCardCode(raw.play)) throw new RecordError(`play: ${JSON.stringify(raw.play)} is not a card code`);
    return { type: 'play', seat: raw.seat, card: raw.play };
  }
  const key = Object.keys(raw).find((k) => k !== 'seat');
  throw new RecordError(`Tribello has no "${key}" action (only trump, exchange and play)`);
}

export function actionToRecord(a: Action): RecordAction {
  switch (a.type) {
    case 'trump':
      if (a.suit === null) throw new RecordError('"no trump" cannot be recorded: it is never legal (TRB-D3)');
      return { seat: a.seat, trump: a.suit };
    case 'exchange':
      return { seat: a.seat, exchange: a.discards };
    case 'play':
      return { seat: a.seat, play: a.card };
  }
}
