// The games' facts a reason may claim, read from the View at named positions (machines/<game>/scenarios): the
// tricks a side needs or has made, the set in reach, the live nils, the tricks taken, the quota.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClaimBook } from './core/reasons/claims.ts';
import { positionOf } from './testing/reasons/scenario-run.ts';
import { parseScenario } from './core/reasons/scenario.ts';
import { engines } from './games.ts';
import { claimBook as spadesBook } from './spades/search/claims.ts';
import { claimBook as sproyteBook } from './sproyte/search/claims.ts';
import { claimBook as tribelloBook } from './tribello/search/claims.ts';

const BOOKS = { spades: spadesBook, sproyte: sproyteBook, tribello: tribelloBook } as Record<
  string,
  (v: never) => ClaimBook
>;

/** The game's claim book at a named position. */
function bookAt(path: string): ClaimBook {
  const sc = parseScenario(readFileSync(new URL(path, import.meta.url), 'utf8'), path);
  const game = { rules: engines[sc.game as 'spades'], hint: () => null as never, policies: {} };
  return BOOKS[sc.game](positionOf(game, sc).view as never);
}

describe('reason facts from the View', () => {
  it('Spades: a made contract, the tricks needed, the set; the nils', () => {
    const made = bookAt('spades/scenarios/avoid-bags-follow-under.txt');
    expect([made.fact('contractMade', undefined, '2D'), made.fact('tricksNeeded', 1, '2D')]).toEqual([true, false]);
    // The opponents need every one of the four tricks left: one trick sets them.
    const set = bookAt('spades/scenarios/set-ruff-now.txt');
    expect([set.fact('setCount', 1, 'JS'), set.fact('setCount', 4, 'JS')]).toEqual([true, false]);
    const nil = bookAt('spades/scenarios/reason-attack-nil-already-played.txt');
    expect([nil.fact('nilBidderToPlay', 3, '9H'), nil.fact('nilBidderWinning', 3, '9H')]).toEqual([false, true]);
    expect([nil.fact('nilMine', undefined, '9H'), nil.fact('partnerNil', undefined, '9H')]).toEqual([false, false]);
  });
  it('Sprøyte: the tricks the seat has taken, and the contract', () => {
    const one = bookAt('sproyte/scenarios/over-four-tricks-so-far.txt');
    expect([one.fact('tricksTaken', 1, 'AH'), one.fact('tricksTaken', 4, 'AH')]).toEqual([true, false]);
    expect([one.fact('notNullo', undefined, 'AH'), one.fact('isNullo', undefined, 'AH')]).toEqual([true, false]);
  });
  it('Tribello: round four and the quota reached', () => {
    const shed = bookAt('tribello/scenarios/round4-shed-under.txt');
    expect([shed.fact('reversed', undefined, '9D'), shed.fact('quotaReached', 3, '9D')]).toEqual([true, true]);
    expect(shed.fact('quotaShort', 1, '9D')).toBe(false);
  });
});
