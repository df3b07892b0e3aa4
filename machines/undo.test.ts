// Undo and "deal by number" through the real machines: a game resumed from its
// record cut before one of your decisions (the record minus its tail) is exactly the game you left at that
// decision, and if you play the same again, the computers and the later deals are the same too.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { INSTANT, playOut } from './testing/play-out.ts';
import type { BaseState } from './core/contract.ts';
import type { GameRecord } from './core/record.ts';
import { beforeLastDecision } from './core/record-edit.ts';
import { replayState, type AnyRules } from './core/replay.ts';
import { canonical } from './testing/testkit.ts';
import { engines } from './games.ts';
import { spadesMachine } from './spades/spades.machine.ts';
import { sproyteMachine } from './sproyte/sproyte.machine.ts';
import { tribelloMachine } from './tribello/tribello.machine.ts';

interface Ctx {
  readonly game: BaseState;
  readonly record: GameRecord;
}

/** You always make the first legal choice (never a look: a bid turns the cards up anyway). */
function yourChoice(rules: AnyRules, game: BaseState): unknown {
  return (rules.legalActions(game) as { seat: number; type?: string }[]).find((a) => a.seat === 0 && a.type !== 'look');
}

async function play(
  machine: AnyStateMachine,
  rules: AnyRules,
  input: object,
  resume?: GameRecord,
  stopAfterDeals = Infinity,
) {
  const actor = createActor(machine, { input: { ...input, resume } }).start();
  const seen: { record: GameRecord; game: BaseState }[] = [];
  const end = await playOut(actor, (a) => {
    const c = a.getSnapshot().context as Ctx;
    if (c.record.deals.length > stopAfterDeals) throw new Error('enough deals');
    seen.push({ record: c.record, game: c.game });
    a.send({ type: 'player.act', action: yourChoice(rules, c.game) });
  }).catch(() => actor.getSnapshot());
  actor.stop();
  return { record: (end.context as Ctx).record, seen };
}

const cases = [
  [
    'sproyte',
    sproyteMachine,
    engines.sproyte!,
    {
      options: { target: 3 },
      players: ['You', 'Ola', 'Kari'],
      seats: ['human', 'computer', 'computer'],
      policies: [null, 'random', 'random'],
    },
  ],
  [
    'spades',
    spadesMachine,
    engines.spades!,
    {
      options: { target: 120 },
      players: ['You', 'Ola', 'Kari', 'Liv'],
      seats: ['human', 'computer', 'computer', 'computer'],
      policies: [null, 'random', 'random', 'random'],
    },
  ],
  [
    'tribello',
    tribelloMachine,
    engines.tribello!,
    { players: ['You', 'Ola', 'Kari'], seats: ['human', 'computer', 'computer'], policies: [null, 'random', 'random'] },
  ],
] as const;

describe.each(cases)('undo in %s', (_name, machine, rules, base) => {
  const input = { ...base, seed: 4242, firstDealer: 1, speed: INSTANT };

  it('resuming the record minus its tail gives the game as it was at your decision, and the same game after', async () => {
    const first = await play(machine, rules, input, undefined, 3);
    const full = first.record;
    // Three of your decisions: early in deal 1, the last of deal 1, one in the last deal played.
    const picks = [2, first.seen.findIndex((x) => x.record.deals.length === 2) - 1, first.seen.length - 3].filter(
      (i) => i > 0,
    );
    expect(picks.length).toBeGreaterThan(1);
    for (const i of picks) {
      const at = first.seen[i];
      const later = first.seen[i + 1].record;
      const back = beforeLastDecision(later, 0)!;
      expect(canonical(back.deals)).toBe(canonical(at.record.deals));
      expect(canonical(replayState(rules, back, input.seed))).toBe(
        canonical(replayState(rules, at.record, input.seed)),
      );
      // Resumed and played the same way: the same decisions by everybody and the same later deals.
      const again = await play(machine, rules, input, back, 3);
      expect(canonical(again.seen[0].game)).toBe(canonical({ ...at.game, rng: again.seen[0].game.rng }));
      expect(canonical(again.record)).toBe(canonical(full));
    }
  });
});
