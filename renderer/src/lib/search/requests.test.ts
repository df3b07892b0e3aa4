// What the worker answers for a computer's turn is what the game machine's own bot actor would
// choose: the same level, the same decision, the same RNG state after it, for every game and level, also
// when the request has crossed to the worker (structuredClone, as postMessage copies it).
import { describe, expect, it } from 'vitest';
import { chooseBotAction } from '../../../../machines/actors/bot-turn.ts';
import { rngFrom, seedState } from '../../../../machines/core/rng.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import { GAME_IDS, engines } from '../../../../machines/games.ts';
import { policies as spades } from '../../../../machines/spades/bots/levels/index.ts';
import { policies as sproyte } from '../../../../machines/sproyte/bots/levels/index.ts';
import { policies as tribello } from '../../../../machines/tribello/bots/levels/index.ts';
import { answer, policyFor } from './requests.ts';

const tables = { spades, sproyte, tribello } as const;
const LEVEL_IDS = ['random', 'beginner', 'casual', 'basic', 'strong', 'expert'];

/** Decisions of the first deals of a random game, every phase, from the deciding seat's View. */
function positions(game: (typeof GAME_IDS)[number], seed: number, count: number) {
  const rules = engines[game];
  const { states } = randomPlayout(rules, rules.defaultOptions, seed, 2, true);
  const open = states.filter((s) => !rules.isTerminal(s) && !rules.awaitingDeal(s) && rules.currentPlayer(s) !== null);
  const rng = rngFrom(seedState(seed));
  return Array.from({ length: count }, () => {
    const s = open[rng.int(open.length)];
    const seat = rules.currentPlayer(s)!;
    return {
      phase: s.phase,
      view: rules.observe(s, seat),
      legal: rules.legalActions(s),
      rngState: seedState(rng.int(2 ** 30)),
    };
  });
}

describe.each(GAME_IDS)('answer a bot request: %s', (game) => {
  const cases = positions(game, 31, 8);

  it('covers more than one phase of the game', () => {
    expect(new Set(cases.map((c) => c.phase)).size).toBeGreaterThan(1);
  });

  it.each(LEVEL_IDS)('level %s decides as the machine would, after crossing to the worker', (policy) => {
    for (const c of cases) {
      const req = { kind: 'bot', game, policy, view: c.view, legal: c.legal, rngState: c.rngState } as const;
      const direct = chooseBotAction(tables[game][policy], {
        view: c.view,
        legal: c.legal,
        level: policy,
        rngState: c.rngState,
      });
      expect(answer(structuredClone(req))).toEqual(direct);
      expect(c.legal).toContainEqual(direct.action);
    }
  });

  it('plays an unknown level as Casual', () => {
    expect(policyFor(game, 'grandmaster')).toBe(tables[game].casual);
    expect(policyFor(game, 'basic')).toBe(tables[game].casual);
  });
});
