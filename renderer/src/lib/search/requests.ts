// What the search worker answers: a computer's decision, the judgement of a position (the hint, and a
// drill's verdict: core/search/judge.ts, seeded by the position, at the game's own budget), or the play check of a
// finished deal by the same judgement. Pure and synchronous, so it runs the same in the Web Worker (search.worker.ts), inline when no worker
// exists (unit tests under Node), and in tests. Every request carries only what the asking seat may know: a
// View and its legal actions (COM-7.3); the play check gets the record of a finished deal, and its functions
// look at each decision from the seat's own View only.
import type { Policy } from '../../../../machines/core/bots.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { rngFrom } from '../../../../machines/core/rng.ts';
import { judgePosition } from '../../../../machines/core/search/judge.ts';
import type { DealCheck } from '../../../../machines/core/search/check-kit.ts';
import type { Hint } from '../../../../machines/core/search/hint-kit.ts';
import { type Game, type GameId, gameOf, isGameId } from '../../../../machines/games.ts';

export type SearchRequest =
  /** A computer seat's decision by the level `policy` names (unknown ids play as Casual). */
  | {
      readonly kind: 'bot';
      readonly game: GameId;
      readonly policy: string;
      readonly view: unknown;
      readonly legal: readonly unknown[];
      readonly rngState: number;
    }
  /** The judgement of a position of the human seat: the hint, a drill's verdict. */
  | {
      readonly kind: 'hint';
      readonly game: GameId;
      readonly view: unknown;
      readonly legal: readonly unknown[];
      /** Unit tests only: a smaller budget than the game's own (the app never sets it). */
      readonly samples?: number;
    }
  /** The play check of deal `deal` (index into record.deals, finished) for `seat`. */
  | {
      readonly kind: 'check';
      readonly game: GameId;
      readonly record: GameRecord;
      readonly deal: number;
      readonly seat: number;
      /** Unit tests only: a smaller budget than the game's own (the app never sets it). */
      readonly samples?: number;
    };

export type SearchAnswer<R extends SearchRequest> = R extends { kind: 'bot' }
  ? { readonly action: unknown; readonly rngState: number }
  : R extends { kind: 'hint' }
    ? Hint<unknown>
    : DealCheck;

function search(game: GameId): Game {
  if (!isGameId(game)) throw new Error(`unknown game: ${String(game)}`);
  return gameOf(game);
}

/** The policy a level id names; Casual when the id is unknown (as the game machines do). */
export function policyFor(game: GameId, id: string): Policy<unknown, unknown> {
  return search(game).level(id);
}

export function answer<R extends SearchRequest>(req: R): SearchAnswer<R> {
  const s = search(req.game);
  switch (req.kind) {
    case 'bot': {
      const rng = rngFrom(req.rngState);
      const action = policyFor(req.game, req.policy).choose(req.view, req.legal, rng);
      return { action, rngState: rng.state } as SearchAnswer<R>;
    }
    case 'hint': {
      const judge = req.samples === undefined ? s.judge : { ...s.judge, samples: req.samples };
      return judgePosition(judge, req.view, req.legal) as SearchAnswer<R>;
    }
    case 'check': {
      const rules = s.rules;
      const deal = req.record.deals[req.deal];
      if (!deal) throw new Error(`no deal ${req.deal} in the record`);
      const start = replayState(rules, {
        ...req.record,
        deals: [...req.record.deals.slice(0, req.deal), { ...deal, actions: [] }],
      });
      const actions = deal.actions.map((a) => rules.actionFromRecord(a));
      return s.check({ start, actions }, req.seat, req.samples) as SearchAnswer<R>;
    }
  }
}
