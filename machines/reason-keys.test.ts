// Every reason key has a test position, and every reason word is said. The keys the engine
// can say are found by running it (reason-keys.test-helpers.ts); each must be the exact expected reason of a named
// position in a game's scenario suite (machines/<game>/scenarios/*.txt, whose hint passes there) or, for the
// detail lines a scenario cannot pin, of a position in a unit test that also reads the words in English and
// Norwegian. And every `reason.*` word in the dictionaries must be a key the engine says — or allow-listed.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../renderer/src/i18n/en.ts';
import { emittedKeys, gameGoals, hintReasons } from './reason-keys.test-helpers.ts';
import { loadScenarios } from './testing/reasons/scenario-run.ts';

const machines = new URL('./', import.meta.url);
const root = new URL('../', import.meta.url);
const GAMES = ['spades', 'sproyte', 'tribello'];
const source = (game: string, file: string) => readFileSync(new URL(`${game}/search/${file}`, machines), 'utf8');

/** The keys each game's positions pin exactly, with the file; a position whose hint is `known` wrong pins nothing. */
const pinned = new Map<string, string>();
for (const game of GAMES) {
  const dir = new URL(`${game}/scenarios/`, machines);
  for (const { file, scenario } of loadScenarios(
    readdirSync(dir).map((f) => ({ file: f, text: readFileSync(new URL(f, dir), 'utf8') })),
  )) {
    if (scenario.reasonKey && !scenario.known.includes('hint') && !pinned.has(scenario.reasonKey))
      pinned.set(scenario.reasonKey, `${game}/scenarios/${file}`);
    for (const w of scenario.why) if (!pinned.has(w.key)) pinned.set(w.key, `${game}/scenarios/${file}`);
  }
}

/**
 * Keys a unit test reads at a position instead of a scenario: the detail lines (the search's figures, a reason's
 * second sentence: a scenario pins the reason, not its detail), and a blind nil bid level or ahead where it is always
 * allowed (a setting no scenario's table uses).
 */
const UNIT_POSITIONS: Readonly<Record<string, string>> = {
  'reason.bid-blind-nil.worth': 'machines/spades/search/bid-claims.test.ts',
  'reason.detail.wins': 'renderer/src/lib/reason-details.test.ts',
  'reason.detail.loses': 'renderer/src/lib/reason-details.test.ts',
  'reason.detail.holds': 'renderer/src/lib/reason-details.test.ts',
  'reason.detail.contract': 'renderer/src/lib/reason-details.test.ts',
  'reason.detail.contractTypical': 'renderer/src/lib/reason-details.test.ts',
};

/** `reason.*` words that are not the engine's, each with why they stay. */
const NOT_THE_ENGINE: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'highestTrump',
    'highestOfLedSuit',
    'highestOfLedSuitAceLow',
    'highestSpade',
    'highestLedSuit',
    'identicalFirst',
    'identicalLast',
  ].map((k) => [
    `reason.${k}`,
    "why a finished trick was won (the rules cores' TrickReason: SPD-7, SPR-8, TRB-9), shown beside the trick — not a hint's reason",
  ]),
);

const emitted = emittedKeys({
  situations: GAMES.map((g) => source(g, 'situation.ts')),
  hints: GAMES.map((g) => source(g, 'hint.ts')),
});
const words = Object.keys(en).filter((k) => k.startsWith('reason.'));

describe('reason keys and their positions', () => {
  it("finds the engine's keys by running it: the card, bid, exchange and hint-named reasons, and the detail lines", () => {
    expect(emitted.size).toBeGreaterThanOrEqual(55);
    for (const k of [
      'reason.partner-winning.short',
      'reason.bid-hand.partnerNil',
      'reason.exchange.keep',
      'reason.talon.decline',
      'reason.detail.contractTypical',
      'reason.reversed-round.forced',
    ])
      expect(emitted, k).toContain(k);
    expect(emitted).not.toContain('reason.duck-trick');
  });

  it('reads the goals and the hint-named reasons from the sources (the reading is not blind)', () => {
    expect(gameGoals(["return { kind: 'avoid', category: 'under-four', params: {} };"])).toMatchObject([
      { kind: 'avoid', category: 'under-four' },
    ]);
    const named = hintReasons([
      "return { action, reason: reason('talon', {}, take ? 'take' : 'decline'), close };",
      "reason: reason('name-trump', { suit }),",
    ]).map((r) => r.key);
    expect(named).toEqual(['reason.talon.take', 'reason.talon.decline', 'reason.name-trump']);
    expect(gameGoals(GAMES.map((g) => source(g, 'situation.ts'))).length).toBeGreaterThanOrEqual(8);
  });

  it('every key the engine can say is the exact expected reason of a position', () => {
    const missing = [...emitted].filter((k) => !pinned.has(k) && !(k in UNIT_POSITIONS));
    expect(missing).toEqual([]);
  });

  it('the unit positions are for keys no scenario pins, and their test reads each key', () => {
    for (const [key, file] of Object.entries(UNIT_POSITIONS)) {
      expect(emitted, key).toContain(key);
      expect(pinned.has(key), `${key} has a scenario: take it off the list`).toBe(false);
      expect(readFileSync(new URL(file, root), 'utf8'), `${file} reads ${key}`).toContain(`'${key}'`);
    }
  });

  it('every key the engine can say has words', () => {
    expect([...emitted].filter((k) => !(k in en))).toEqual([]);
  });

  it('every reason word is said by the engine (no dead words), allow-listed ones aside', () => {
    expect(words.length).toBeGreaterThan(60);
    expect(words.filter((k) => !emitted.has(k) && !(k in NOT_THE_ENGINE))).toEqual([]);
    for (const [key, why] of Object.entries(NOT_THE_ENGINE)) {
      expect(key in en, key).toBe(true);
      expect(emitted.has(key), `${key} is the engine's now: take it off the list`).toBe(false);
      expect(why.length).toBeGreaterThan(20);
    }
  });
});
