// The Tribello statechart: deal → (cut shown, round 1) → (trump named, round 2) → exchanges D, L, R →
// thirteen tricks with a `trickShown` pause → `dealScored` → next deal … → `gameOver` after deal 12 (or
// after the tie-break deals of TRB-S2). The rules core decides every phase end; this file only follows it.
// Seats, speed, record, scripts and the `turn` of a human or a computer come from actors/session.ts.
import type { GameRecord } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import { DEFAULT_SPEED, pause, policyById, recordStart, scriptInOrder, sessionContext, sessionSetup, turnFor } from '../actors/session.ts';
import { type Action, type Options, type State, type View, isTrickJustComplete, reseeded, rules } from './rules/index.ts';
import { policies } from './bots/index.ts';

export type { SeatKind, Speed } from '../actors/session.ts';

/** TRB-S3: without `firstDealer`, who deals first is drawn by lot (TRB-3.2) from the seed. */
export type TribelloInput = SessionInput<Options, Action>;

export interface TribelloContext extends SessionContext<Options, State, Action> {
  /** Policy id per seat (`basic` by default). */
  readonly policies: readonly (string | null)[];
}

export type TribelloEvent = SessionEvent<Action>;

const session: SessionSpec<Options, State, Action, View, TribelloContext> = {
  rules,
  salts: { firstDealer: 0x7a1b, bots: 0x5bd1e995 },
  defaultSpeed: DEFAULT_SPEED,
  policyOf: (c, seat) => policyById(policies, c.policies[seat]),
  script: scriptInOrder,
  reseed: reseeded,
};

/** An empty record for a new game. */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return recordStart('tribello', options, players, firstDealer);
}

const turn = turnFor(session, '#tribello.afterAction');

export const tribelloMachine = sessionSetup(session, { events: {} as TribelloEvent, input: {} as TribelloInput })
  .extend({
    guards: {
      isRoundOne: ({ context }) => context.game.revealed !== null,
      trickJustComplete: ({ context }) => isTrickJustComplete(context.game),
    },
  })
  .createMachine({
    id: 'tribello',
    context: ({ input }) => ({ ...sessionContext(session, input), policies: input.policies ?? [] }),
    initial: 'route',
    on: { 'speed.set': { actions: 'setSpeed' } },
    states: {
      /** Where the core says the game is. */
      route: {
        always: [
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: 'isAwaitingDeal', target: 'dealing' },
          { guard: { type: 'phaseIs', params: 'trump' }, target: 'naming' },
          { guard: { type: 'phaseIs', params: 'exchange' }, target: 'exchanging' },
          { target: 'playing' },
        ],
      },
      dealing: { entry: 'startDeal', always: [{ guard: 'isRoundOne', target: 'cutShown' }, { target: 'route' }] },
      /** TRB-5.2: the revealed card is shown to everybody before the exchange. */
      cutShown: pause('route'),
      /** TRB-6.2: the round-two dealer names trump. */
      naming: turn,
      /** TRB-7: D, L, R exchange with the pickup. */
      exchanging: turn,
      /** TRB-8: thirteen tricks. */
      playing: turn,
      afterAction: { always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }] },
      trickShown: pause('afterTrick'),
      afterTrick: { always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }] },
      /** The deal's score lines are shown until `ui.continue`. */
      dealScored: { on: { 'ui.continue': 'route' } },
      gameOver: { type: 'final' },
    },
  });
