// A reason never contradicts its card: over random positions of each game, the reason the engine gives a random
// legal card with random search figures, the hint's own reason, and the play check's reason for the better card
// each meet every claim they make (core/reasons/claims.ts) — checked against the rules from the seat's View.
// `npm run reason-claims` runs the same sweep over any number of positions.
import { describe, expect, it } from 'vitest';
import {
  type ClaimCheck,
  cardPositions,
  randomDeals,
  sweepChecks,
  sweepEngine,
  sweepHints,
} from './testing/reasons/claim-sweep.ts';
import { CLAIM_GAMES } from './claim-games.test-helpers.ts';
import { GAME_IDS } from './games.ts';

const untrue = (checks: readonly ClaimCheck[]) =>
  checks.filter((c) => c.broken.length).map((c) => `${c.card} ${c.reason.key}: ${c.broken.join(', ')}`);

describe.each(GAME_IDS)('the claims of the reasons: %s', (id) => {
  const game = CLAIM_GAMES[id];
  it('the engine, any legal card and any figures: every claim holds over 300 random positions', () => {
    const checks = sweepEngine(game, cardPositions(game, 300, 58), 58);
    expect(checks.length).toBe(300);
    expect(untrue(checks)).toEqual([]);
    // The sweep reaches both sides of the trick: reasons that take it and reasons that stay under.
    expect(new Set(checks.map((c) => c.reason.key)).size).toBeGreaterThan(12);
  });
  it("the hint's reason (a small search) is true of the hint's card", () => {
    const checks = sweepHints(game, cardPositions(game, 12, 59), 8);
    expect(checks.length).toBe(12);
    expect(untrue(checks)).toEqual([]);
  });
  it("the play check's reason is true of the better card", () => {
    const checks = sweepChecks(game, randomDeals(game, 1, 60), 32);
    expect(checks.length).toBeGreaterThan(0);
    expect(untrue(checks)).toEqual([]);
  });
});
