// A game saved while its deal summary is open comes back to that summary: resumed with
// `reopen: 'summary'`, each game's chart opens on `dealScored` showing the same scored deal, and `ui.continue`
// deals the same next deal the game would have dealt without the reload. Without the mark, or when the
// record is in the middle of a deal, a resumed game goes where the core says, as before.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyStateMachine } from 'xstate';
import { INSTANT } from './testing/play-out.ts';
import type { BaseState } from './core/contract.ts';
import type { GameRecord } from './core/record.ts';
import type { AnyRules } from './core/replay.ts';
import { canonical } from './testing/testkit.ts';
import { engines } from './games.ts';
import { spadesMachine } from './spades/spades.machine.ts';
import { sproyteMachine } from './sproyte/sproyte.machine.ts';
import { tribelloMachine } from './tribello/tribello.machine.ts';

interface Ctx {
  readonly game: BaseState;
  readonly record: GameRecord;
}

const cases = [
  [
    'sproyte',
    sproyteMachine,
    engines.sproyte!,
    { options: { target: 12 }, players: ['You', 'Ola', 'Kari'], policies: [null, 'random', 'random'] },
  ],
  [
    'spades',
    spadesMachine,
    engines.spades!,
    {
      options: { target: 500 },
      players: ['You', 'Ola', 'Kari', 'Liv'],
      policies: [null, 'random', 'random', 'random'],
    },
  ],
  [
    'tribello',
    tribelloMachine,
    engines.tribello!,
    { players: ['You', 'Ola', 'Kari'], policies: [null, 'random', 'random'] },
  ],
] as const;

/** The cards of a deal as the record keeps them, without its actions. */
const cardsOf = (record: GameRecord, deal: number): string => canonical({ ...record.deals[deal], actions: [] });

/** What the summary is drawn from: your seat's view of the game. */
const shown = (rules: AnyRules, c: Ctx): string => canonical(rules.observe(c.game, 0));

describe.each(cases)('a %s game saved in its deal summary', (_name, machine, rules, base) => {
  const input = {
    ...base,
    seats: base.players.map(() => 'computer' as const),
    seed: 777,
    firstDealer: 1,
    speed: INSTANT,
  };

  /** The game at the summary of its second deal, and its record as a save file holds it. */
  async function atSecondSummary(m: AnyStateMachine) {
    const actor = createActor(m, { input }).start();
    await waitFor(actor, (s) => s.matches('dealScored'));
    actor.send({ type: 'ui.continue' });
    const snap = await waitFor(actor, (s) => s.matches('dealScored'));
    const saved = JSON.parse(JSON.stringify((snap.context as Ctx).record)) as GameRecord;
    expect(saved.deals).toHaveLength(2);
    return { actor, context: snap.context as Ctx, saved };
  }

  it('opens on the same summary, and Continue deals the deal that came next', async () => {
    const { actor, context, saved } = await atSecondSummary(machine);
    const back = createActor(machine, { input: { ...input, resume: saved, reopen: 'summary' as const } }).start();
    expect(back.getSnapshot().matches('dealScored')).toBe(true);
    expect(shown(rules, back.getSnapshot().context as Ctx)).toBe(shown(rules, context));
    expect(back.getSnapshot().context.record.deals).toHaveLength(2);

    actor.send({ type: 'ui.continue' });
    back.send({ type: 'ui.continue' });
    const [went, cameBack] = [actor.getSnapshot().context as Ctx, back.getSnapshot().context as Ctx];
    expect(cameBack.record.deals).toHaveLength(3);
    expect(cardsOf(cameBack.record, 2)).toBe(cardsOf(went.record, 2));
    expect(back.getSnapshot().matches('dealScored')).toBe(false);
    actor.stop();
    back.stop();
  });

  it('without the mark deals on at once, as a plain record does', async () => {
    const { actor, saved } = await atSecondSummary(machine);
    actor.stop();
    const on = createActor(machine, { input: { ...input, resume: saved } }).start();
    expect(on.getSnapshot().matches('dealScored')).toBe(false);
    expect(on.getSnapshot().context.record.deals).toHaveLength(3);
    on.stop();
  });

  it('ignores the mark when the record stops in the middle of a deal', async () => {
    const { actor, saved } = await atSecondSummary(machine);
    actor.stop();
    const last = saved.deals[1];
    const midDeal = { ...saved, deals: [saved.deals[0], { ...last, actions: last.actions.slice(0, 5) }] };
    const marked = createActor(machine, { input: { ...input, resume: midDeal, reopen: 'summary' as const } }).start();
    const plain = createActor(machine, { input: { ...input, resume: midDeal } }).start();
    expect(marked.getSnapshot().matches('dealScored')).toBe(false);
    expect(marked.getSnapshot().value).toEqual(plain.getSnapshot().value);
    expect(marked.getSnapshot().context.record).toEqual(midDeal);
    marked.stop();
    plain.stop();
  });
});
