// "Try it again": the practice table starts just before the play, from the same cards and
// scores, and replays in the rules core; from another seat you hold that seat's cards.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayState } from '../../../machines/core/replay.ts';
import { RULES } from './games/rules.ts';
import { parseSavedGame, startFromSaved } from './saved-game.ts';
import { reviewStepOf, tryAgainStart } from './try-again.ts';

const saves = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/saves-0.1.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const starts = Object.values(saves).map((text) => startFromSaved(parseSavedGame(JSON.parse(text).value)!));

describe('tryAgainStart', () => {
  it.each(starts.map((s) => [s.game, s] as const))(
    '%s: just before a play of yours, with the same cards, counted as played again',
    (_, start) => {
      const record = start.resume!;
      const deal = record.deals.length - 2; // a complete deal
      const actions = record.deals[deal].actions;
      const action = actions.findIndex((a, i) => i > 4 && a.seat === 0 && 'play' in a);
      expect(action).toBeGreaterThan(0);
      const again = tryAgainStart(start, record, { deal, action, seat: 0 });
      expect(again.again).toBe((start.again ?? 0) + 1);
      expect(again.finished).toBeUndefined();
      expect(again.resume!.deals).toHaveLength(deal + 1);
      expect(again.resume!.deals[deal].actions).toEqual(actions.slice(0, action));
      const rules = RULES[start.game];
      const state = replayState(rules, again.resume!, start.seed);
      // Your turn, and the card you played is still yours to play.
      const legal = rules.legalActions(state) as readonly { seat: number; card?: string }[];
      expect(legal.every((a) => a.seat === 0)).toBe(true);
      expect(legal.map((a) => a.card)).toContain((actions[action] as { play?: string }).play);
    },
  );

  it('from another seat: you sit there and hold its cards', () => {
    const start = starts[0];
    const record = start.resume!;
    const deal = record.deals.length - 2;
    const actions = record.deals[deal].actions;
    const action = actions.findIndex((a, i) => i > 4 && a.seat === 1 && 'play' in a);
    const again = tryAgainStart(start, record, { deal, action, seat: 1 });
    expect(again.players[0]).toBe(start.players[0]);
    expect(again.players[start.players.length - 1]).toBe(start.players[1]);
    const rules = RULES[start.game];
    const legal = rules.legalActions(replayState(rules, again.resume!, start.seed)) as readonly {
      seat: number;
      card?: string;
    }[];
    expect(legal.every((a) => a.seat === 0)).toBe(true);
    expect(legal.map((a) => a.card)).toContain((actions[action] as { play?: string }).play);
  });

  it('the review step shows the decision made', () => {
    expect(reviewStepOf({ deal: 0, action: 0, seat: 0 })).toBe(1);
    expect(reviewStepOf({ deal: 2, action: 17, seat: 0 })).toBe(18);
  });
});
