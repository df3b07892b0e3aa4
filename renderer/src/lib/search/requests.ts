// What the search worker answers: a computer's decision, the judgement of a position (the hint, and a
// drill's verdict: core/judge.ts, seeded by the position, at the game's own budget), or the play check of a
// finished deal by the same judgement. Pure and synchronous, so it runs the same in the Web Worker (search.worker.ts), inline when no worker
// exists (unit tests under Node), and in tests. Every request carries only what the asking seat may know: a
// View and its legal actions (COM-7.3); the play check gets the record of a finished deal, and its functions
// look at each decision from the seat's own View only.
import type { Policy } from '../../../../machines/core/bots.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { rngFrom } from '../../../../machines/core/rng.ts';
import { type JudgeGame, judgePosition } from '../../../../machines/core/judge.ts';
import type { DealCheck } from '../../../../machines/core/search/check-kit.ts';
import type { Hint } from '../../../../machines/core/search/hint-kit.ts';
import { type GameId, engines } from '../../../../machines/games.ts';
import { policies as spadesPolicies } from '../../../../machines/spades/bots/index.ts';
import { checkDeal as spadesCheck } from '../../../../machines/spades/search/check.ts';
import { judge as spadesJudge } from '../../../../machines/spades/search/judge.ts';
import { policies as sproytePolicies } from '../../../../machines/sproyte/bots/index.ts';
import { checkDeal as sproyteCheck } from '../../../../machines/sproyte/search/check.ts';
import { judge as sproyteJudge } from '../../../../machines/sproyte/search/judge.ts';
import { policies as tribelloPolicies } from '../../../../machines/tribello/bots/index.ts';
import { checkDeal as tribelloCheck } from '../../../../machines/tribello/search/check.ts';
import { judge as tribelloJudge } from '../../../../machines/tribello/search/judge.ts';

type Any = never;

interface GameSearch {
  readonly policies: Readonly<Record<string, Policy<unknown, unknown>>>;
  readonly judge: JudgeGame<unknown, unknown>;
  readonly check: (deal: { start: Any; actions: readonly Any[] }, seat: number, samples?: number) => DealCheck;
}

const searches: Readonly<Record<GameId, GameSearch>> = {
  spades: { policies: spadesPolicies as never, judge: spadesJudge as never, check: spadesCheck as never },
  sproyte: { policies: sproytePolicies as never, judge: sproyteJudge as never, check: sproyteCheck as never },
  tribello: { policies: tribelloPolicies as never, judge: tribelloJudge as never, check: tribelloCheck as never },
};

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

function search(game: GameId): GameSearch {
  const s = searches[game];
  if (!s) throw new Error(`unknown game: ${String(game)}`);
  return s;
}

/** The policy a level id names; Casual when the id is unknown (as the game machines do). */
export function policyFor(game: GameId, id: string): Policy<unknown, unknown> {
  const table = search(game).policies;
  return Object.hasOwn(table, id) ? table[id] : table.casual;
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
      const rules = engines[req.game];
      const deal = req.record.deals[req.deal];
      if (!deal) throw new Error(`no deal ${req.deal} in the record`);
      const start = replayState(rules, {
        ...req.record,
        deals: [...req.record.deals.slice(0, req.deal), { ...deal, actions: [] }],
      });
      const actions = deal.actions.map((a) => rules.actionFromRecord(a));
      return s.check({ start: start as Any, actions: actions as Any }, req.seat, req.samples) as SearchAnswer<R>;
    }
  }
}
