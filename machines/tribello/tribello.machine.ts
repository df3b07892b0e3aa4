// The Tribello statechart, shaped like the game (TRB-3): four rounds of three deals, each round with its own
// trump rule (TRB-6) — round 1 trump from the cut, round 2 named by the dealer, round 3 no trump, round 4 no
// trump with the quotas reversed (TRB-4, TRB-10.2) — and the tie-break deals of TRB-S2. Each deal: the deal →
// (the cut shown | trump named) → exchange D → L → R (TRB-7) → thirteen tricks, each shown (`trickShown`) →
// `dealScored` → the next deal … → `gameOver` (TRB-11). The rules core decides every phase end and which
// round it is: `route` asks it where the game is (a saved game too), each round's `routing` which step.
// Every state's `meta` names its rules and its label on the map (actors/chart.ts). Seats, speed, record,
// scripts and the `turn` of a human or a computer come from actors/session.ts.
import type { GameRecord } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import { DEFAULT_SPEED, recordStart, scriptInOrder, sessionContext, sessionSetup, turnFor } from '../actors/session.ts';
import { pause, reopenSummary, reopenReveal, revealPause } from '../actors/pauses.ts';
import { at, inner, onlyWith } from '../actors/chart.ts';
import {
  type Action,
  type Options,
  type Role,
  type State,
  type View,
  exchangerRole,
  isTrickJustComplete,
  reseeded,
  rules,
  upcomingDeal,
} from './rules/index.ts';
import { policies } from './bots/levels/index.ts';

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
  salts: { bots: 0x5bd1e995 },
  defaultSpeed: DEFAULT_SPEED,
  levels: policies,
  levelOf: (c, seat) => c.policies[seat],
  script: scriptInOrder,
  reseed: reseeded,
  // TRB-5.2: round 1 deals turn up the cut card (the only deals with a revealed card), shown in `cutShown`.
  reveals: (g) => g.revealed !== null,
};

/** An empty record for a new game. */
export function createRecordStart(options: Options, players: readonly string[], firstDealer: number): GameRecord {
  return recordStart('tribello', options, players, firstDealer);
}

const turn = turnFor(session, '#tribello.afterAction');

/**
 * One deal of a round. Round 1 shows the cut card after dealing; round 2's dealer names trump first.
 * `winner` is the round's trick rule: the highest trump (TRB-9.1) or the highest of the led suit (TRB-9.2).
 */
function deal(first: 'cut' | 'naming' | null, winner: 'TRB-9.1' | 'TRB-9.2') {
  const exchangeStep = (role: Role) =>
    ({ guard: { type: 'exchangerIs', params: role }, target: `exchanging.${role}` }) as const;
  return {
    initial: 'routing',
    states: {
      /** Which step of the deal the core is at. */
      routing: {
        ...inner('map.routing'),
        always: [
          { guard: 'isAwaitingDeal', target: 'dealing' },
          ...(first === 'naming' ? [{ guard: { type: 'phaseIs', params: 'trump' }, target: 'naming' } as const] : []),
          exchangeStep('dealer'),
          exchangeStep('left'),
          exchangeStep('right'),
          { target: 'playing' },
        ],
      },
      /** TRB-5: shuffle, (round 1: the revealing cut,) thirteen cards each and the pickup. */
      dealing: {
        ...at('map.trb.dealing', 'TRB-5.1', 'TRB-5.3', 'TRB-5.4'),
        entry: 'startDeal',
        always: first === 'cut' ? '#tribello.cutShown' : 'routing',
      },
      ...(first === 'naming' ? { naming: { ...at('map.trb.naming', 'TRB-6.2', 'TRB-D3'), ...turn } } : {}),
      /** TRB-7: each exchanges once with the pickup, dealer first. */
      exchanging: {
        ...at('map.trb.exchanging', 'TRB-7', 'COM-6.1'),
        initial: 'dealer',
        states: {
          dealer: { ...at('role.dealer', 'TRB-7.1', 'TRB-7.2'), ...turn },
          left: { ...at('role.left', 'TRB-7.1', 'TRB-7.2'), ...turn },
          right: { ...at('role.right', 'TRB-7.1', 'TRB-7.2'), ...turn },
        },
      },
      /** TRB-8: thirteen tricks, the dealer leads the first. */
      playing: { ...at('map.trb.playing', 'TRB-8', winner), ...turn },
    },
  } as const;
}

export const tribelloMachine = sessionSetup(session, { events: {} as TribelloEvent, input: {} as TribelloInput })
  .extend({
    guards: {
      /** The round of the deal in progress or about to be dealt (TRB-3.1). */
      roundIs: ({ context }, round: number) => upcomingDeal(context.game).round === round,
      exchangerIs: ({ context }, role: Role) => exchangerRole(context.game) === role,
      trickJustComplete: ({ context }) => isTrickJustComplete(context.game),
    },
  })
  .createMachine({
    id: 'tribello',
    context: ({ input }) => ({ ...sessionContext(session, input), policies: input.policies ?? [] }),
    initial: 'route',
    on: { 'speed.set': { actions: 'setSpeed' } },
    states: {
      /** Where the core says the game is: its round, or the end; a saved game left on its deal summary or its cut card first opens on it again. */
      route: {
        ...inner('map.route'),
        always: [
          reopenSummary('dealScored'),
          reopenReveal('cutShown'),
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: { type: 'roundIs', params: 1 }, target: 'round1' },
          { guard: { type: 'roundIs', params: 2 }, target: 'round2' },
          { guard: { type: 'roundIs', params: 3 }, target: 'round3' },
          { guard: { type: 'roundIs', params: 4 }, target: 'round4' },
          { target: 'tieBreak' },
        ],
      },
      /** Deals 1–3: the cut card's suit is trump; quotas D 6, L 4, R 3, a trick over is a point. */
      round1: { ...at('map.trb.round1', 'TRB-6.1', 'TRB-5.2', 'TRB-4', 'TRB-10.1'), ...deal('cut', 'TRB-9.1') },
      /** TRB-5.2 (round 1, on the map in its place after the deal): the revealed card is shown to everybody; it goes to the dealer as the last card (TRB-D2). */
      cutShown: { ...at('map.trb.cutShown', 'TRB-5.2', 'COM-4.2', 'TRB-D2'), ...revealPause('route') },
      /** Deals 4–6: the dealer names a suit (never no trump) before anybody exchanges. */
      round2: { ...at('map.trb.round2', 'TRB-6.2', 'TRB-4', 'TRB-10.1'), ...deal('naming', 'TRB-9.1') },
      /** Deals 7–9: no trump. */
      round3: { ...at('map.trb.round3', 'TRB-6.3', 'TRB-4', 'TRB-10.1'), ...deal(null, 'TRB-9.2') },
      /** Deals 10–12: no trump, quotas D 3, L 4, R 6, and a trick over the quota costs a point. */
      round4: { ...at('map.trb.round4', 'TRB-6.4', 'TRB-4', 'TRB-D1', 'TRB-10.2'), ...deal(null, 'TRB-9.2') },
      /** TRB-S2: equal highest totals after deal 12 play on with round-three rules until one leads. */
      tieBreak: {
        ...onlyWith(at('map.trb.tieBreak', 'TRB-S2', 'TRB-11.3', 'TRB-D4'), { tie: ['tiebreak'] }),
        ...deal(null, 'TRB-9.2'),
      },
      afterAction: {
        ...inner('map.afterAction'),
        always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }],
      },
      /** The completed trick stays shown with its winner and reason. */
      trickShown: { ...at('map.trickShown', 'TRB-9', 'TRB-8.3'), ...pause('afterTrick') },
      afterTrick: {
        ...inner('map.afterTrick'),
        always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }],
      },
      /** Tricks against the quotas; the deal's score lines are shown until `ui.continue`. */
      dealScored: { ...at('map.trb.dealScored', 'TRB-10', 'TRB-10.3'), on: { 'ui.continue': 'route' } },
      /** After deal 12 (or the tie-break deals): the highest total wins. */
      gameOver: { ...at('map.gameOver', 'TRB-11.1', 'TRB-11.2'), type: 'final' },
    },
  });
