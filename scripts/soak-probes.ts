// Each engine's probe for the soak: random options over every setting, the actions worth trying, the
// hidden cards and the invariants — the same ones the property tests use (rules/checks.test-helpers.ts).
import fc from 'fast-check';
import type { GameId } from '../machines/games.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import type { SoakProbe } from '../machines/testing/soak.ts';
import { engines } from '../machines/games.ts';
import * as spades from '../machines/spades/rules/checks.test-helpers.ts';
import * as sproyte from '../machines/sproyte/rules/checks.test-helpers.ts';
import * as tribello from '../machines/tribello/rules/checks.test-helpers.ts';

const pick =
  <T>(arb: fc.Arbitrary<T>) =>
  (seed: number): T =>
    fc.sample(arb, { seed, numRuns: 1 })[0];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProbe = SoakProbe<any, any, any>;

export const PROBES: Readonly<Record<GameId, { rules: AnyRules; probe: AnyProbe }>> = {
  // Targets as in the property tests (500, 200, 60), every format and option. Random bids can sink both
  // sides for ever, so the soak always sets a losing score (SPD-S13): without one a game may never end.
  spades: {
    rules: engines.spades!,
    probe: {
      ...spades,
      options: (seed) => ({ ...pick(spades.optionsArb)(seed), losingScore: seed % 2 ? -200 : -500 }),
      zeroSum: false,
    },
  },
  // Targets 1 … 15 points: complete games in all three forms, tie rules included.
  sproyte: {
    rules: engines.sproyte!,
    probe: {
      ...sproyte,
      options: pick(sproyte.optionsArb(['standard', 'variation', 'talon'], fc.integer({ min: 1, max: 15 }))),
      zeroSum: false,
    },
  },
  // TRB-10.3: every deal's points add up to zero.
  tribello: { rules: engines.tribello!, probe: { ...tribello, options: pick(tribello.optionsArb), zeroSum: true } },
};
