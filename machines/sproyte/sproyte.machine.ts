// The Sprøyte statechart, shaped like the game. The form (SPR-S1) is fixed for the whole game, so each form
// is a branch: standard (trump by rotation, SPR-5.1), variasjonssprøyte (forhånd's revealing cut picks nullo,
// trump or grand, SPR-5.3, each a state with its exchange and play) and the talon form (the talon offered
// F → M → D, SPR-6.5). Every deal: the deal → exchange F → M → D (SPR-6.1) → the tricks, each shown
// (`trickShown`) → `dealScored`, which tells a won game from a tie at the top that plays on (SPR-10.3) →
// the next deal … → `gameOver`. The rules core decides every phase end, the contract and the target: `route`
// and each branch's `routing` ask it where the game is (a saved game too). Every state's `meta` names its
// rules and its label on the map (actors/chart.ts). Seats, speed, record, scripts and the `turn` of a human
// or a computer (which thinks in an invoked actor that sees one View) come from actors/session.ts.
import type { GameRecord } from '../core/record.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionSpec } from '../actors/session.ts';
import { recordStart, scriptSkippingStale, sessionContext, sessionSetup, turnStates } from '../actors/session.ts';
import { pause, reopenSummary } from '../actors/pauses.ts';
import { at, inner } from '../actors/chart.ts';
import { policies } from './bots/levels/index.ts';
import {
  type Action,
  type Contract,
  type Options,
  type Role,
  type State,
  type View,
  exchangerRole,
  isTrickJustComplete,
  playsOnForTie,
  rules,
} from './rules/index.ts';

export type { SeatKind, Speed } from '../actors/session.ts';

/** SPR-3.1: without `firstDealer`, the first dealer is drawn from the seed. */
export type SproyteInput = SessionInput<Options, Action>;

export interface SproyteContext extends SessionContext<Options, State, Action> {
  /** Policy id per seat, checked at the start (default 'basic'); see bots/levels/index.ts. */
  readonly policyIds: readonly string[];
}

export type SproyteEvent = SessionEvent<Action>;

/** A scripted action that can never be played any more (its card has gone, its phase is over). */
function isStale(s: State, a: Action): boolean {
  if (a.type === 'play')
    return s.history.some((t) => t.plays.some((p) => p.card === a.card)) || s.trick.some((p) => p.card === a.card);
  return s.phase === 'play' || s.exchanged[a.seat] !== null;
}

const session: SessionSpec<Options, State, Action, View, SproyteContext> = {
  rules,
  salts: { bots: 0x5eed },
  defaultSpeed: { botMs: 0, trickMs: 0 },
  levels: policies,
  levelOf: (c, seat) => c.policyIds[seat],
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
  states: {
    choosing,
    human,
    computer: {
      ...inner('map.turn.computer', 'COM-7.3'),
      initial: 'waiting',
      states: { waiting: computer, deciding, thinking },
    },
  },
} as const;

/** The steps F → M → D of an exchange or a talon offer, each the turn of that seat (SPR-1.2 roles). */
const inTurnOrder = (...rules: string[]) =>
  ({
    initial: 'forehand',
    states: {
      forehand: { ...at('role.forehand', ...rules), ...turn },
      middle: { ...at('role.middle', ...rules), ...turn },
      dealer: { ...at('role.dealer', ...rules), ...turn },
    },
  }) as const;

/** Go to the step of the deal's `step` state whose seat decides now, else to play. */
const stepFor = (step: string) => [
  ...(['forehand', 'middle', 'dealer'] as const).map((role) => ({
    guard: { type: 'exchangerIs', params: role } as const,
    target: `${step}.${role}`,
  })),
  { target: 'playing' },
];

/** Exchange F → M → D with the stock, then the tricks (the standard form, each variasjonssprøyte contract). */
const exchangeThenPlay = (trickRule: string, ...exchangeRules: string[]) =>
  ({
    exchange: {
      ...at('map.spr.exchange', 'SPR-6.1', 'COM-6.1', ...exchangeRules),
      ...inTurnOrder('SPR-6.2', 'SPR-6.3'),
    },
    playing: { ...at('map.spr.playing', 'SPR-7', trickRule), ...turn },
  }) as const;

/** A variasjonssprøyte contract: its exchange and play, reached by asking the core whose turn it is. */
const contract = (label: string, rules: readonly string[], trickRule: string) =>
  ({
    ...at(label, ...rules),
    initial: 'routing',
    states: { routing: { ...inner('map.routing'), always: stepFor('exchange') }, ...exchangeThenPlay(trickRule) },
  }) as const;

const dealing = (label: string, ...rules: string[]) =>
  ({ ...at(label, 'SPR-4.1', ...rules), entry: 'startDeal', always: 'routing' }) as const;

export const sproyteMachine = sessionSetup(session, { events: {} as SproyteEvent, input: {} as SproyteInput })
  .extend({
    guards: {
      formIs: ({ context }, form: Options['form']) => context.options.form === form,
      /** SPR-5.3: the contract the revealed card fixed for this deal. */
      contractIs: ({ context }, contract: Contract) => context.game.contract === contract,
      exchangerIs: ({ context }, role: Role) => exchangerRole(context.game) === role,
      tieAtTheTop: ({ context }) => playsOnForTie(context.game.totals, context.options),
      trickJustComplete: ({ context }) => isTrickJustComplete(context.game),
    },
  })
  .createMachine({
    id: 'sproyte',
    context: ({ input }) => {
      const policyIds = policyIdsOf(input);
      return { ...sessionContext(session, input), policyIds };
    },
    initial: 'route',
    on: { 'speed.set': { actions: 'setSpeed' } },
    states: {
      /** Where the core says the game is: the game's form, or the end; a saved game left on its deal summary first opens on it again. */
      route: {
        ...inner('map.route'),
        always: [
          reopenSummary('dealScored'),
          { guard: 'isGameOver', target: 'gameOver' },
          { guard: { type: 'formIs', params: 'standard' }, target: 'standard' },
          { guard: { type: 'formIs', params: 'variation' }, target: 'variation' },
          { target: 'talon' },
        ],
      },
      /** 48 cards; every deal a trump game, the suit rotating with the deal number; exchange limits 6 / 4 / rest. */
      standard: {
        ...at('map.spr.standard', 'SPR-2.1', 'SPR-5.1', 'SPR-S5'),
        initial: 'routing',
        states: {
          routing: {
            ...inner('map.routing'),
            always: [{ guard: 'isAwaitingDeal', target: 'dealing' }, ...stepFor('exchange')],
          },
          dealing: dealing('map.spr.dealing', 'SPR-4.3'),
          ...exchangeThenPlay('SPR-8.1', 'SPR-D6', 'SPR-S3'),
        },
      },
      /** 52 cards; forhånd's revealing cut fixes the contract; exchange limits 8 / 5 / rest. */
      variation: {
        ...at('map.spr.variation', 'SPR-2.2', 'SPR-4.2', 'SPR-5.3'),
        initial: 'routing',
        states: {
          routing: {
            ...inner('map.routing'),
            always: [
              { guard: 'isAwaitingDeal', target: 'dealing' },
              { guard: { type: 'contractIs', params: 'nullo' }, target: 'nullo' },
              { guard: { type: 'contractIs', params: 'trump' }, target: 'trump' },
              { target: 'grand' },
            ],
          },
          /** The revealing cut (COM-4), then twelve cards each; the revealed card lies at the bottom of the stock. */
          dealing: dealing('map.spr.cutAndDeal', 'SPR-4.2', 'SPR-4.3', 'COM-4', 'SPR-D5'),
          /** Revealed 2–5: no trump, and every trick under four scores. */
          nullo: contract('map.spr.nullo', ['SPR-5.3', 'SPR-9.3', 'SPR-D4', 'SPR-S7'], 'SPR-8.2'),
          /** Revealed 6–10: the revealed card's suit is trump. */
          trump: contract('map.spr.trump', ['SPR-5.3', 'SPR-D3', 'SPR-S4', 'SPR-S6'], 'SPR-8.1'),
          /** Revealed J–A: no trump, and every trick over four scores. */
          grand: contract('map.spr.grand', ['SPR-5.3', 'SPR-9.2'], 'SPR-8.2'),
        },
      },
      /** 52 cards, thirteen each and a talon of thirteen; trump rotates as in the standard form. */
      talon: {
        ...at('map.spr.talon', 'SPR-2.2', 'SPR-5.2', 'SPR-4.4'),
        initial: 'routing',
        states: {
          routing: {
            ...inner('map.routing'),
            always: [{ guard: 'isAwaitingDeal', target: 'dealing' }, ...stepFor('talonOffer')],
          },
          dealing: dealing('map.spr.dealTalon', 'SPR-4.4'),
          /** Take the talon (the whole hand laid aside unseen) or keep the hand; the first to take it ends the offer. */
          talonOffer: { ...at('map.spr.talonOffer', 'SPR-6.5', 'SPR-D8'), ...inTurnOrder('SPR-6.5') },
          playing: { ...at('map.spr.playing', 'SPR-7', 'SPR-8.1'), ...turn },
        },
      },
      /** Transient after every accepted action: a completed trick is shown first. */
      afterAction: {
        ...inner('map.afterAction'),
        always: [{ guard: 'trickJustComplete', target: 'trickShown' }, { target: 'route' }],
      },
      trickShown: { ...at('map.trickShown', 'SPR-8', 'SPR-7.4'), ...pause('afterTrick') },
      afterTrick: {
        ...inner('map.afterTrick'),
        always: [{ guard: 'dealIsOver', target: 'dealScored' }, { target: 'route' }],
      },
      /** Tricks against four (SPR-9); the end is checked only now (SPR-10.2). Shown until `ui.continue`. */
      dealScored: {
        ...at('map.spr.dealScored', 'SPR-9', 'SPR-10.2'),
        initial: 'check',
        on: { 'ui.continue': 'route' },
        states: {
          check: {
            ...inner('map.routing'),
            always: [
              { guard: 'isGameOver', target: 'won' },
              { guard: 'tieAtTheTop', target: 'tie' },
              { target: 'goOn' },
            ],
          },
          goOn: at('map.spr.scored.goOn', 'SPR-10.1'),
          /** The target is reached but the highest total is shared: more deals until one leads (SPR-S9). */
          tie: at('map.spr.scored.tie', 'SPR-10.3', 'SPR-D10', 'SPR-S9'),
          won: at('map.spr.scored.won', 'SPR-10.3', 'SPR-10.4'),
        },
      },
      gameOver: { ...at('map.gameOver', 'SPR-10.3', 'SPR-10.4'), type: 'final' },
    },
  });

export type { View };
