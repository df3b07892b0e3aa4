// The simulated learners, one per game (the test and scripts/coach-sim.ts share them):
// a computer player with one deliberate flaw, the skill that flaw belongs to, the other seats and a Strong player.
// Spades: never covers partner's nil; Sprøyte: never exchanges; Tribello: takes its quota for a pass-or-fail
// target (once the quota is made or out of reach it stops taking tricks, though every trick over the quota scores
// and every trick under it costs, TRB-10.1).
import type { Policy } from '../core/bots.ts';
import { withFlaw } from './coach/flaws.ts';
import type { SimSetup } from './coach/learner-sim.ts';
import { wouldWin } from '../core/coach/trick-situation.ts';
import { rankValue } from '../core/cards.ts';
import { policies as spadesPolicies } from '../spades/bots/levels/index.ts';
import { findings as spadesFindings } from '../spades/coach/check.ts';
import { game as spadesCoach } from '../spades/coach/game.ts';
import { type Action as SpadesAction, type View as SpadesView, rules as spades } from '../spades/rules/index.ts';
import { policies as sproytePolicies } from '../sproyte/bots/levels/index.ts';
import { findings as sproyteFindings } from '../sproyte/coach/check.ts';
import { game as sproyteCoach } from '../sproyte/coach/game.ts';
import { type Action as SproyteAction, rules as sproyte } from '../sproyte/rules/index.ts';
import { policies as tribelloPolicies } from '../tribello/bots/levels/index.ts';
import { findings as tribelloFindings } from '../tribello/coach/check.ts';
import { quotaDecided, game as tribelloCoach } from '../tribello/coach/game.ts';
import {
  type Action as TribelloAction,
  type View as TribelloView,
  rules as tribello,
} from '../tribello/rules/index.ts';

/** Sampled deals per candidate in the simulated checks by default: few, CPU matters (the app judges at 1,000). */
export const SIM_SAMPLES = 24;

export interface SimCase {
  readonly game: string;
  readonly skill: string;
  readonly setup: SimSetup<never, never, never, never>;
  readonly flawed: Policy<unknown, unknown>;
  readonly strong: Policy<unknown, unknown>;
  readonly others: Policy<unknown, unknown>;
  readonly special?: { readonly seat: number; readonly policy: Policy<unknown, unknown> };
}

/** Never covers partner's nil: while partner's nil is at risk it plays its lowest card, never a winner over it. */
const leavesPartnersNil = withFlaw<SpadesView, SpadesAction>(
  'leaves-partners-nil',
  spadesPolicies.strong,
  (v, legal) => {
    if (v.phase !== 'playing' || spadesCoach.situation(v, legal) !== 'cover-nil') return null;
    const plays = legal.filter((a): a is SpadesAction & { type: 'play' } => a.type === 'play');
    return [...plays].sort((a, b) => rankValue(a.card) - rankValue(b.card))[0] ?? null;
  },
);

/** The learner's partner bids nil whenever it may (so that there is a nil to cover), else plays as Casual. */
const nilPartner = withFlaw<SpadesView, SpadesAction>(
  'nil-partner',
  spadesPolicies.casual,
  (_v, legal) => legal.find((a) => a.type === 'bid' && a.bid === 'nil') ?? null,
);

const neverExchanges = withFlaw<unknown, SproyteAction>(
  'never-exchanges',
  sproytePolicies.strong as Policy<unknown, SproyteAction>,
  (_v, legal) => legal.find((a) => a.type === 'exchange' && a.discards.length === 0) ?? null,
);

/**
 * Ignores what the quota means for the score (TRB-10.1): it takes the quota for a pass-or-fail target, so once
 * the quota is made or out of reach it sees nothing left to play for and plays as if in round 4 — gets rid of its
 * winners under the trick, then ducks.
 */
const quotaAsTarget = withFlaw<TribelloView, TribelloAction>('quota-as-target', tribelloPolicies.strong, (v, legal) => {
  if (v.phase !== 'play' || v.roundKind === 'avoid' || !quotaDecided(v)) return null;
  const facts = { seat: v.seat, hand: v.hand, legal: [], trick: v.trick, policy: { trump: v.trump }, partner: null };
  const plays = legal.filter((a): a is TribelloAction & { type: 'play' } => a.type === 'play');
  const losing = plays.filter((a) => v.trick.length > 0 && !wouldWin(facts, a.card));
  const high = (a: { card: string }, b: { card: string }) => rankValue(b.card) - rankValue(a.card);
  return losing.length > 0 ? [...losing].sort(high)[0] : ([...plays].sort(high).at(-1) ?? null);
});

const sim = <O, S extends { phase: string; rng: number }, A extends { seat: number }, V>(s: SimSetup<O, S, A, V>) =>
  s as unknown as SimSetup<never, never, never, never>;

/**
 * The three cases, the checks sampling `samples` deals per candidate (the app's judge samples 1,000: fewer make
 * the best of many noisy values stand out by chance, and a Strong player's exchanges look costly though they are not).
 */
export const sims = (samples = SIM_SAMPLES): readonly SimCase[] => [
  {
    game: 'spades',
    skill: 'nil-cover',
    setup: sim({
      rules: spades,
      coach: spadesCoach,
      options: spades.defaultOptions,
      findings: (d, seat) => spadesFindings(d, seat, samples),
    }),
    flawed: leavesPartnersNil as Policy<unknown, unknown>,
    special: { seat: 2, policy: nilPartner as Policy<unknown, unknown> },
    strong: spadesPolicies.strong as Policy<unknown, unknown>,
    others: spadesPolicies.casual as Policy<unknown, unknown>,
  },
  {
    game: 'sproyte',
    skill: 'exchange',
    setup: sim({
      rules: sproyte,
      coach: sproyteCoach,
      options: sproyte.defaultOptions,
      findings: (d, seat) => sproyteFindings(d, seat, samples),
    }),
    flawed: neverExchanges as Policy<unknown, unknown>,
    strong: sproytePolicies.strong as Policy<unknown, unknown>,
    others: sproytePolicies.casual as Policy<unknown, unknown>,
  },
  {
    game: 'tribello',
    skill: 'quota',
    setup: sim({
      rules: tribello,
      coach: tribelloCoach,
      options: tribello.defaultOptions,
      findings: (d, seat) => tribelloFindings(d, seat, samples),
    }),
    flawed: quotaAsTarget as Policy<unknown, unknown>,
    strong: tribelloPolicies.strong as Policy<unknown, unknown>,
    others: tribelloPolicies.casual as Policy<unknown, unknown>,
  },
];
