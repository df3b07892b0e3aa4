// A deal under review, frame by frame in the table's shapes: every seat's hand, the
// trick with who led and who won and why, the bids or contract from the seats' tags and the strip. Built
// over the rules core (machines/core/review.ts) and the game's table adapter; nothing is re-derived here.
import type { GameRecord } from '../../../machines/core/record.ts';
import { dealSteps, handsByStep } from '../../../machines/core/review.ts';
import type { GameAdapter } from './games/types.ts';
import type { DealSummaryModel, Play, TableModel } from './games/table-model.ts';
import { describeAction } from './describe.ts';
import { sortHand } from './sort.ts';

export interface ReviewTrick {
  /** 1-based trick number in the deal. */
  readonly n: number;
  readonly plays: readonly Play[];
  readonly leader: number;
  /** The winner and the engine's reason, once the trick is complete. */
  readonly winner: number | null;
  readonly reason: string;
  readonly rule: string;
}

export interface ReviewFrame {
  /** 0 = as dealt; i = after the deal's i-th decision. */
  readonly step: number;
  /** That decision in words (null for the dealt cards). */
  readonly said: string | null;
  /** Every seat's cards at this step, in display order. */
  readonly hands: readonly (readonly string[])[];
  /** Seat 0's view in the table's shape: seat tags (bids, quotas), tricks taken, strip. */
  readonly model: TableModel;
  readonly trick: ReviewTrick | null;
}

export interface DealReview {
  readonly deal: number;
  readonly frames: readonly ReviewFrame[];
  /** The deal's score lines, when it is complete. */
  readonly summary: DealSummaryModel | null;
}

function trickAt(model: TableModel, before: TableModel | null): ReviewTrick | null {
  if (model.trick.length > 0)
    return {
      n: model.history.length + 1,
      plays: model.trick,
      leader: model.trick[0].seat,
      winner: null,
      reason: '',
      rule: '',
    };
  const done = model.history.length;
  if (!before || done <= before.history.length || !model.lastTrick) return null;
  const last = model.lastTrick;
  return {
    n: done,
    plays: last.plays,
    leader: last.plays[0]?.seat ?? last.winner,
    winner: last.winner,
    reason: last.reason,
    rule: last.rule,
  };
}

/** Replay deal `deal` of a valid record for review; names by seat. */
export function reviewDeal(
  adapter: GameAdapter,
  record: GameRecord,
  deal: number,
  names: readonly string[],
): DealReview {
  const { rules } = adapter;
  const { states, actions } = dealSteps(rules, record, deal);
  const n = names.length;
  const hands = handsByStep(
    (s, seat) => rules.observe(s, seat),
    states,
    n,
    (v) => adapter.model(v, names).hand,
  );
  const frames: ReviewFrame[] = [];
  // The deal's own dealer throughout (once the deal is scored, the rules already name the next one).
  const dealer = rules.dealer(states[0]);
  states.forEach((s, i) => {
    const view = rules.observe(s, 0);
    const shown = adapter.model(view, names);
    const model = { ...shown, seats: shown.seats.map((x) => ({ ...x, isDealer: x.seat === dealer })) };
    const action = i > 0 ? actions[i - 1] : null;
    frames.push({
      step: i,
      said: action ? describeAction(adapter, action, rules.observe(states[i - 1], 0), names).full : null,
      hands: hands[i].map((h) => sortHand(h ?? [], model.trump, model.aceLow)),
      model,
      trick: trickAt(model, frames[i - 1]?.model ?? null),
    });
  });
  const end = states[states.length - 1];
  const complete = rules.awaitingDeal(end) || rules.isTerminal(end);
  return { deal, frames, summary: complete ? adapter.dealSummary(rules.observe(end, 0), names) : null };
}

/** Display names for a record: its players (seat 0 is you in the app's own games), else "Seat n". */
export function recordNames(
  record: GameRecord,
  seats: number,
  you: string,
  seatN: (n: number) => string,
  isOwn: boolean,
): string[] {
  return Array.from({ length: seats }, (_, i) => (isOwn && i === 0 ? you : (record.players?.[i] ?? seatN(i + 1))));
}
