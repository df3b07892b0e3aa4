// Saved data stays readable: saves written by the version before the practice tools
// (tests/fixtures/saves-0.1.json, made by make-saves-0.1.mts) load, resume in the game machines to the
// same state, import as records and replay deal by deal.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createActor } from 'xstate';
import { dealSteps } from '../../../machines/core/review.ts';
import { replayState } from '../../../machines/core/replay.ts';
import { canonical } from '../../../machines/testing/testkit.ts';
import { spadesMachine } from '../../../machines/spades/spades.machine.ts';
import { sproyteMachine } from '../../../machines/sproyte/sproyte.machine.ts';
import { RULES } from './games/rules.ts';
import { browserPersistence, memoryStorage } from './storage/persistence.ts';
import { checkRecordText } from './record-check.ts';
import { parseSavedGame, startFromSaved } from './saved-game.ts';

const saves = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/saves-0.1.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const machines = { spades: spadesMachine, sproyte: sproyteMachine } as const;

describe('saves of version 0.1', () => {
  it.each(Object.keys(saves))('%s loads, resumes and imports as a record', async (key) => {
    const storage = memoryStorage();
    storage.setItem(key, saves[key]);
    const id = key.replace('stikk:games:', '');
    const loaded = await browserPersistence(storage).games.load(id);
    expect(loaded).toMatchObject({ ok: true });
    const saved = parseSavedGame(loaded.ok && loaded.value)!;
    expect(saved).not.toBeNull();
    expect(`current-${saved.game}`).toBe(id);
    expect(saved.deal).toBeGreaterThan(1);
    // No practice keys appear from nowhere: a store refuses a value holding an undefined.
    expect(['undo', 'undos', 'again', 'summary', 'reveal'].filter((k) => k in saved)).toEqual([]);

    const start = startFromSaved(saved);
    const rules = RULES[start.game];
    const state = replayState(rules, start.resume!, start.seed);
    const machine = machines[start.game as keyof typeof machines];
    const actor = createActor(machine, {
      input: {
        resume: start.resume,
        seed: start.seed,
        players: start.players,
        seats: start.players.map((_, i) => (i ? 'computer' : 'human')),
        policies: start.policies,
        speed: { botMs: 0, trickMs: 0 },
      },
    });
    const ctx = actor.getSnapshot().context;
    expect(canonical({ ...ctx.game, rng: 0 })).toBe(canonical({ ...state, rng: 0 }));
    expect(ctx.record.deals).toEqual(start.resume!.deals);
    expect(rules.currentPlayer(ctx.game)).toBe(0);

    const imported = checkRecordText(JSON.stringify(loaded.ok && loaded.value));
    expect(imported.ok).toBe(true);
    const first = dealSteps(rules, start.resume!, 0);
    expect(first.states).toHaveLength(start.resume!.deals[0].actions.length + 1);
    expect(rules.awaitingDeal(first.states[first.states.length - 1])).toBe(true);
  });
});
