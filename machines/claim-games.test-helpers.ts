// The games as the claims' sweep plays them (testing/reasons/claim-sweep.ts): each rules core with random options
// over every setting (the property tests' own, rules/checks.test-helpers.ts) and its reason engine's situation.
// Test support, shared by the claims' property test and `npm run reason-claims`.
import fc from 'fast-check';
import { type ClaimGame, claimGame } from './testing/reasons/claim-sweep.ts';
import { type GameId, engines } from './games.ts';
// The bots first: a level's module and the game's hint and check import each other (Tribello's sampling level
// reads the check's CLEAR_COST at load), and only this order loads them.
import './spades/bots/levels/index.ts';
import './sproyte/bots/levels/index.ts';
import './tribello/bots/levels/index.ts';
import * as spades from './spades/rules/checks.test-helpers.ts';
import { hint as spadesHint } from './spades/search/hint.ts';
import { checkPlays as spadesCheck } from './spades/search/check.ts';
import { situationOf as spadesSituation } from './spades/search/situation.ts';
import * as sproyte from './sproyte/rules/checks.test-helpers.ts';
import { hint as sproyteHint } from './sproyte/search/hint.ts';
import { checkPlays as sproyteCheck } from './sproyte/search/check.ts';
import { situationOf as sproyteSituation } from './sproyte/search/situation.ts';
import * as tribello from './tribello/rules/checks.test-helpers.ts';
import { hint as tribelloHint } from './tribello/search/hint.ts';
import { checkPlays as tribelloCheck } from './tribello/search/check.ts';
import { situationOf as tribelloSituation } from './tribello/search/situation.ts';

const pick =
  <T>(arb: fc.Arbitrary<T>) =>
  (seed: number): T =>
    fc.sample(arb, { seed, numRuns: 1 })[0];

export const CLAIM_GAMES: Readonly<Record<GameId, ClaimGame>> = {
  // A losing score ends a game of random bids (SPD-S13).
  spades: claimGame({
    rules: engines.spades,
    options: (seed) => ({ ...pick(spades.optionsArb)(seed), losingScore: -200 }),
    situation: spadesSituation,
    hint: spadesHint,
    check: spadesCheck,
  }),
  sproyte: claimGame({
    rules: engines.sproyte,
    options: pick(sproyte.optionsArb(['standard', 'variation', 'talon'], fc.integer({ min: 1, max: 15 }))),
    situation: sproyteSituation,
    hint: sproyteHint,
    check: sproyteCheck,
  }),
  tribello: claimGame({
    rules: engines.tribello,
    options: pick(tribello.optionsArb),
    situation: tribelloSituation,
    hint: tribelloHint,
    check: tribelloCheck,
  }),
};
