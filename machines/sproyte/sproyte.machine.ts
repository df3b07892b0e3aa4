// The statechart of a whole Sprøyte game (house-style §4): dealing → exchanging or the talon offer →
// playing with a pause after every trick → deal scored → next deal or game over. The rules core decides
// every phase end; this file only follows it. Seats, speed, record, scripts and the `turn` of a human or
// a computer (which thinks in an invoked actor that sees one View) come from actors/session.ts.
import type { GameRecord } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import { pause, policyById, recordStart, scriptSkippingStale, sessionContext, sessionSetup, turnStates } from '../actors/session.ts';
import { policies } from './bots/index.ts';
import { type Action, type Options, type State, type View, isTrickJustComplete, rules } from './rules/index.ts';

export type { SeatKind, Speed } from '../actors/session.ts';

/** SPR-3.1: without `firstDealer`, the first dealer is drawn from the seed. */
export type SproyteInput = SessionInput<Options, Action>;

export interface SproyteContext extends SessionContext<Options, State, Action> {
  /** Policy id per seat, checked at the start (default 'basic'); see bots/index.ts. */
  readonly policyIds: readonly string[];
}

export type SproyteEvent = SessionEvent<Action>;

/** A scripted action that can never be played any more (its card has gone, its phase is over). */
function isStale(s: State, a: Action): boolean {
  if (a.type === 'play') return s.history.some((t) => t.plays.some((p) => p.card === a.card)) || s.trick.some((p) => p.card === a.card);
  return s.phase === 'play' || s.exchanged[a.seat] !== null;
}

const session: SessionSpec<Options, State, Action, View, SproyteContext> = {
  rules,
  salts: { firstDealer: 0xdea1, bots: 0x5eed },
  defaultSpeed: { botMs: 0, trickMs: 0 },
  policyOf: (c, seat) => policyById(policies, c.policyIds[seat]),
  /** Lessons: stale scripted actions are passed over, the next one is played whenever it is legal. */
  script: scriptSkippingStale(isStale),
  computerSeatMessage: (seat) => `Seat ${seat} is played by the computer.`,
  /** A policy bug must not stop the game: fall back to the first legal action. */
  replaceIllegalBotAction: true,
};

/** A record with no deals yet (records.md top level). */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return recordStart('sproyte', options, players, firstDealer);
}

function policyIdsOf(input: SproyteInput): readonly string[] {
  const ids = [0, 1, 2].map((seat) => input.policies?.[seat] ?? 'basic');
  for (const id of ids) if (!(id in policies)) throw new Error(`unknown Sprøyte policy "${id}"`);
  return ids;
}

/** The same turn in every phase; the computer's steps stay under one `computer` state (`computer.waiting` …). */
const { choosing, human, computer, deciding, thinking } = turnStates(session, '#sproyte.afterAction');
const turn = {
  initial: 'choosing',
  on: { 'player.act': { actions: 'storeRefusal' } },
  states: { choosing, human, computer: { initial: 'waiting', states: { waiting: computer, deciding, thinking } } },
} as const;

export const sproyteMachine = sessionSetup(session, { events: {} as SproyteEvent, input: {} as SproyteInput })
  .extend({
    guards: { trickJustComplete: ({ context }) => isTrickJustComplete(context.game) },
  })
  .createMachine({
    id: 'sproyte',
    context: ({ input }) => {
      const policyIds = policyIdsOf(input);
      return { ...sessionContext(session, input), policyIds };
    },
    initial: 'routing',
    on: { 'speed.set': { actions: 'setSpeed' } },
    states: {
      /** Transient: go where the core's phase says. */
      routing: {
        always: [
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: 'isAwaitingDeal', target: 'dealing' },
          { guard: { type: 'phaseIs', params: 'exchange' }, target: 'exchanging' },
          { guard: { type: 'phaseIs', params: 'talon' }, target: 'talonOffer' },
          { target: 'playing' },
        ],
      },
      dealing: { entry: 'startDeal', always: 'routing' },
      exchanging: turn,
      talonOffer: turn,
      playing: turn,
      /** Transient after every accepted action: a completed trick is shown first. */
      afterAction: { always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'routing' }] },
      trickShown: pause('afterTrick'),
      afterTrick: { always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'routing' }] },
      dealScored: { on: { 'ui.continue': 'routing' } },
      gameOver: { type: 'final' },
    },
  });

export type { View };
