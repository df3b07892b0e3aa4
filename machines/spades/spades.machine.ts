// The Spades statechart, shaped like a hand of Spades: the deal → bidding, one bid per seat from the dealer's
// left (SPD-5), in parts — cards face down while Blind Nil is open (SPD-5.6), a bid, or with team bidding the
// first partner's hint and the second partner's contract (SPD-10.6) → the blind-nil pass between partners
// (SPD-5.6(d); never in cutthroat) → the tricks with spades unbroken, then broken (SPD-6.2, SPD-6.3), each
// trick shown (`trickShown`) → `dealScored` → the next hand … → `gameOver` (SPD-9). The rules core decides
// every phase end, each part and when spades break: `route` and each phase's `routing` ask it (a saved game
// too). Every state's `meta` names its rules and its label on the map (actors/chart.ts). Seats, speed,
// record, scripts and the `turn` of a human or a computer come from actors/session.ts.
import { assign } from 'xstate';
import type { GameRecord, RecordDeal } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import {
  DEFAULT_SPEED,
  accept,
  recordStart,
  refusalFor,
  scriptInOrder,
  seatToAct,
  sessionContext,
  sessionSetup,
  turnFor,
} from '../actors/session.ts';
import { pause, reopenSummary } from '../actors/pauses.ts';
import { at, inner, onlyWith, variantWith } from '../actors/chart.ts';
import {
  type Action,
  type BidStep,
  type Options,
  type State,
  type View,
  bidStep,
  isRecorded,
  isTrickJustComplete,
  reseeded,
  rules,
} from './rules/index.ts';
import { policies } from './bots/levels/index.ts';

// The map leaves out the steps a game's options switch off: the team bid (SPD-10.6, SPD-S16),
// and the blind-nil look and pass (SPD-5.6, SPD-S5; the pass between partners only).
const PARTNERS = ['partners4', 'partners6'] as const;
const TEAM_BID = { teamBid: [true], players: PARTNERS };
// Six players have their own shape (SPD-10.8): two decks, three sides of two, 17 tricks where identical cards meet.
const SIX = { players: ['partners6'] };

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
  salts: { bots: 0x5bd1e995 },
  defaultSpeed: DEFAULT_SPEED,
  levels: policies,
  levelOf: (c, seat) => c.policies[seat],
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

/** The seat to bid turns its own cards up now: the look is for it, and the core allows it. */
function looksAtOwnTurn(c: SpadesContext, seat: number | undefined): boolean {
  const action: Action = { type: 'look', seat: lookSeat(c, seat) };
  return action.seat === seatToAct(session, c) && refusalFor(session, c, action) === null;
}

function look(c: SpadesContext, seat: number | undefined): Partial<SpadesContext> {
  const action: Action = { type: 'look', seat: lookSeat(c, seat) };
  const refusal = refusalFor(session, c, action);
  if (refusal) return { refusal };
  const deals = c.record.deals as readonly DealWithLooks[];
  const last = deals[deals.length - 1];
  const looked = [...(last.looked ?? []), action.seat];
  return {
    ...accept(session, c, action),
    record: { ...c.record, deals: [...deals.slice(0, -1), { ...last, looked }] },
  };
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
    guards: {
      bidStepIs: ({ context }, step: BidStep) => bidStep(context.game) === step,
      looksAtOwnTurn: ({ context, event }) => event.type === 'player.look' && looksAtOwnTurn(context, event.seat),
      /** SPD-6.3: the rules core keeps the flag; the chart only follows it. */
      spadesBroken: ({ context }) => context.game.broken,
      trickJustComplete: ({ context }) => isTrickJustComplete(context.game),
    },
    actions: {
      applyLook: assign(({ context, event }) => (event.type === 'player.look' ? look(context, event.seat) : {})),
    },
  })
  .createMachine({
    id: 'spades',
    context: ({ input }) => withSavedLooks({ ...sessionContext(session, input), policies: input.policies ?? [] }),
    initial: 'route',
    on: { 'speed.set': { actions: 'setSpeed' }, 'player.look': { actions: 'applyLook' } },
    states: {
      /** Where the core says the game is — a saved game left on its deal summary first opens on it again. */
      route: {
        ...inner('map.route'),
        always: [
          reopenSummary('dealScored'),
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: 'isAwaitingDeal', target: 'dealing' },
          { guard: { type: 'phaseIs', params: 'bidding' }, target: 'bidding' },
          { guard: { type: 'phaseIs', params: 'passing' }, target: 'passing' },
          { target: 'playing' },
        ],
      },
      /** SPD-4: every card dealt from the dealer's left (three players: one card aside; six: two decks). */
      dealing: {
        ...variantWith(
          at('map.spd.dealing', 'SPD-4.1', 'SPD-4.2', 'SPD-10.7', 'SPD-10.8'),
          SIX,
          'map.spd.six.dealing',
          'SPD-4.1',
          'SPD-10.8',
        ),
        entry: 'startDeal',
        always: 'route',
      },
      /** SPD-5: one bid per seat, in order from the dealer's left; every bid public. */
      bidding: {
        ...variantWith(
          at('map.spd.bidding', 'SPD-5.1', 'SPD-5.3', 'SPD-5.7'),
          SIX,
          'map.spd.six.bidding',
          'SPD-5.1',
          'SPD-10.8',
          'SPD-5.7',
        ),
        initial: 'routing',
        states: {
          routing: {
            ...inner('map.routing'),
            always: [
              { guard: { type: 'bidStepIs', params: 'faceDown' }, target: 'faceDown' },
              { guard: { type: 'bidStepIs', params: 'hint' }, target: 'hint' },
              { guard: { type: 'bidStepIs', params: 'contract' }, target: 'contract' },
              { target: 'bid' },
            ],
          },
          /** SPD-5.6: the seat may bid Blind Nil before it looks; looking turns the cards up for good. */
          faceDown: {
            ...onlyWith(at('map.spd.faceDown', 'SPD-5.6', 'SPD-D7'), { blindNil: [200] }),
            ...turn,
            on: { ...turn.on, 'player.look': { guard: 'looksAtOwnTurn', target: 'routing', actions: 'applyLook' } },
          },
          /** SPD-5.2: a number of tricks, or Nil (not both partners, SPD-5.5). */
          bid: { ...at('map.spd.bid', 'SPD-5.2', 'SPD-5.5'), ...turn },
          /** SPD-10.6 team bid: the first partner bids Nil or suggests a number. */
          hint: { ...onlyWith(at('map.spd.hint', 'SPD-10.6', 'SPD-D13'), TEAM_BID), ...turn },
          /** SPD-10.6 team bid: the second partner names the side's binding contract. */
          contract: { ...onlyWith(at('map.spd.contract', 'SPD-10.6', 'SPD-D13'), TEAM_BID), ...turn },
        },
      },
      /** SPD-5.6(d): the blind-nil bidder passes two cards to the partner, who passes two back (partners only). */
      passing: {
        ...onlyWith(at('map.spd.passing', 'SPD-5.6', 'SPD-D17'), { blindNil: [200], players: PARTNERS }),
        ...turn,
      },
      /** SPD-6: H tricks, the dealer's left leads the first. */
      playing: {
        ...variantWith(
          variantWith(
            at('map.spd.playing', 'SPD-6.1', 'SPD-6.4', 'SPD-7'),
            { ...SIX, identicalCards: ['last'] },
            'map.spd.six.playingLast',
            'SPD-6.1',
            'SPD-7.3',
            'SPD-S15',
          ),
          SIX,
          'map.spd.six.playing',
          'SPD-6.1',
          'SPD-7.3',
          'SPD-10.8',
        ),
        initial: 'routing',
        states: {
          routing: {
            ...inner('map.routing'),
            always: [{ guard: 'spadesBroken', target: 'broken' }, { target: 'unbroken' }],
          },
          /** No spade lead unless the leader holds only spades; no spade on the first trick (SPD-S3). */
          unbroken: { ...at('map.spd.unbroken', 'SPD-6.2', 'SPD-6.5', 'SPD-D9'), ...turn },
          /** A spade played on another suit's lead has broken spades; they may be led from now on. */
          broken: { ...at('map.spd.broken', 'SPD-6.3', 'SPD-S17'), ...turn },
        },
      },
      afterAction: {
        ...inner('map.afterAction'),
        always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }],
      },
      /** The completed trick stays shown with its winner and reason (`lastTrick`). */
      trickShown: { ...at('map.trickShown', 'SPD-7.1', 'SPD-7.2', 'SPD-6.6'), ...pause('afterTrick') },
      afterTrick: {
        ...inner('map.afterTrick'),
        always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }],
      },
      /** The hand's score lines (contract, nil, bags) are shown until `ui.continue`. */
      dealScored: { ...at('map.spd.dealScored', 'SPD-8', 'SPD-9.2'), on: { 'ui.continue': 'route' } },
      gameOver: { ...at('map.gameOver', 'SPD-9.2', 'SPD-9.3'), type: 'final' },
    },
  });
