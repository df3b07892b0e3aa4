// The Spades statechart: deal → bidding (each seat in turn; an eligible seat's cards lie face down until it
// looks or bids blind nil) → blind-nil exchange → tricks with a `trickShown` pause → `dealScored` → next hand
// … → `gameOver` (SPD-9). The rules core decides every phase end; this file only follows it. Seats, speed,
// record, scripts and the `turn` of a human or a computer come from actors/session.ts.
import { assign } from 'xstate';
import type { GameRecord, RecordDeal } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import { DEFAULT_SPEED, accept, pause, policyById, recordStart, refusalFor, scriptInOrder, seatToAct, sessionContext, sessionSetup, turnFor } from '../actors/session.ts';
import { type Action, type Options, type State, type View, isRecorded, isTrickJustComplete, reseeded, rules } from './rules/index.ts';
import { policies } from './bots/index.ts';

export type { SeatKind, Speed } from '../actors/session.ts';

/** SPD-3.1: without `firstDealer`, the first dealer is a simulated draw from the seed. */
export type SpadesInput = SessionInput<Options, Action>;

export interface SpadesContext extends SessionContext<Options, State, Action> {
  /** Policy id per seat (`basic` by default). */
  readonly policies: readonly (string | null)[];
}

export type SpadesEvent =
  | SessionEvent<Action>
  /** "Look at my cards" (SPD-5.6(c)): any time during bidding; `seat` defaults to the human seat still face down. */
  | { type: 'player.look'; seat?: number };

const session: SessionSpec<Options, State, Action, View, SpadesContext> = {
  rules,
  salts: { firstDealer: 0x5ade, bots: 0x5bd1e995 },
  defaultSpeed: DEFAULT_SPEED,
  policyOf: (c, seat) => policyById(policies, c.policies[seat]),
  script: scriptInOrder,
  reseed: reseeded,
  /** `look` turns cards up but is no record action. */
  isRecorded,
};

/** An empty record for a new game. */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return recordStart('spades', options, players, firstDealer);
}

/** The seat a `player.look` is for: the given one, else the human to act, else the first human face down. */
function lookSeat(c: SpadesContext, seat: number | undefined): number {
  if (seat !== undefined) return seat;
  const now = seatToAct(session, c);
  if (c.seats[now] === 'human' && !c.game.looked[now]) return now;
  const face = c.seats.findIndex((k, i) => k === 'human' && !c.game.looked[i]);
  return face >= 0 ? face : c.seats.indexOf('human');
}

/**
 * "Look at my cards" is no record action (records.md has none), yet a saved game must not offer blind nil
 * again after a reload. So the current deal of the saved record lists the seats that looked in its own
 * `looked` key: records.md lets a deal carry keys the replay ignores.
 */
type DealWithLooks = RecordDeal & { readonly looked?: readonly number[] };

function look(c: SpadesContext, seat: number | undefined): Partial<SpadesContext> {
  const action: Action = { type: 'look', seat: lookSeat(c, seat) };
  const refusal = refusalFor(session, c, action);
  if (refusal) return { refusal };
  const deals = c.record.deals as readonly DealWithLooks[];
  const last = deals[deals.length - 1];
  const looked = [...(last.looked ?? []), action.seat];
  return { ...accept(session, c, action), record: { ...c.record, deals: [...deals.slice(0, -1), { ...last, looked }] } };
}

/** A resumed game turns up again the cards of the seats that had looked (SPD-5.6(c): looking is irreversible). */
function withSavedLooks(c: SpadesContext): SpadesContext {
  const deals = c.record.deals as readonly DealWithLooks[];
  const looked = deals[deals.length - 1]?.looked;
  if (!Array.isArray(looked)) return c;
  let game = c.game;
  for (const seat of looked) {
    const action: Action = { type: 'look', seat };
    if (Number.isInteger(seat) && rules.explainIllegal(game, action) === null) game = rules.applyAction(game, action);
  }
  return { ...c, game };
}

const turn = turnFor(session, '#spades.afterAction');

export const spadesMachine = sessionSetup(session, { events: {} as SpadesEvent, input: {} as SpadesInput })
  .extend({
    guards: { trickJustComplete: ({ context }) => isTrickJustComplete(context.game) },
    actions: { applyLook: assign(({ context, event }) => (event.type === 'player.look' ? look(context, event.seat) : {})) },
  })
  .createMachine({
    id: 'spades',
    context: ({ input }) => withSavedLooks({ ...sessionContext(session, input), policies: input.policies ?? [] }),
    initial: 'route',
    on: { 'speed.set': { actions: 'setSpeed' }, 'player.look': { actions: 'applyLook' } },
    states: {
      /** Where the core says the game is. */
      route: {
        always: [
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: 'isAwaitingDeal', target: 'dealing' },
          { guard: { type: 'phaseIs', params: 'bidding' }, target: 'bidding' },
          { guard: { type: 'phaseIs', params: 'passing' }, target: 'passing' },
          { target: 'playing' },
        ],
      },
      dealing: { entry: 'startDeal', always: 'route' },
      /** SPD-5: one bid per seat; a computer decides blind nil before looking (COM-7.3). */
      bidding: turn,
      /** SPD-5.6(d): the blind-nil exchange, bidder first, then the partner. */
      passing: turn,
      /** SPD-6: H tricks. */
      playing: turn,
      afterAction: { always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }] },
      /** The completed trick stays shown with its winner and reason (`lastTrick`). */
      trickShown: pause('afterTrick'),
      afterTrick: { always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }] },
      /** The hand's score lines are shown until `ui.continue`. */
      dealScored: { on: { 'ui.continue': 'route' } },
      gameOver: { type: 'final' },
    },
  });
