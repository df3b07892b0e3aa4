// The Spades statechart: deal → bidding (each seat in turn; an eligible seat's cards lie face down until it
// looks or bids blind nil) → blind-nil exchange → tricks with a `trickShown` pause → `dealScored` → next hand
// … → `gameOver` (SPD-9). The rules core decides every phase end; this file only follows it. Seats, speed,
// record, scripts and the `turn` of a human or a computer come from actors/session.ts.
import { assign } from 'xstate';
import type { GameRecord } from '../core/record.ts';
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

function look(c: SpadesContext, seat: number | undefined): Partial<SpadesContext> {
  const action: Action = { type: 'look', seat: lookSeat(c, seat) };
  const refusal = refusalFor(session, c, action);
  return refusal ? { refusal } : accept(session, c, action);
}

const turn = turnFor(session, '#spades.afterAction');

export const spadesMachine = sessionSetup(session, { events: {} as SpadesEvent, input: {} as SpadesInput })
  .extend({
    guards: { trickJustComplete: ({ context }) => isTrickJustComplete(context.game) },
    actions: { applyLook: assign(({ context, event }) => (event.type === 'player.look' ? look(context, event.seat) : {})) },
  })
  .createMachine({
    id: 'spades',
    context: ({ input }) => ({ ...sessionContext(session, input), policies: input.policies ?? [] }),
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
