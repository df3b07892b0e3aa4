// A Tribello game saved while its cut card is shown comes back to that pause: resumed with
// `reopen: 'reveal'`, the chart opens on `cutShown` showing the same card, and `ui.continue` goes on to the same
// exchange as without the reload. The mark is ignored once the deal has an action, between deals, on a deal
// without a cut card, and by the games that have no such pause.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor } from 'xstate';
import type { BaseState } from './core/contract.ts';
import type { GameRecord } from './core/record.ts';
import type { AnyRules } from './core/replay.ts';
import { rngFrom, seedState } from './core/rng.ts';
import { canonical } from './testing/testkit.ts';
import { engines } from './games.ts';
import { spadesMachine } from './spades/spades.machine.ts';
import { sproyteMachine } from './sproyte/sproyte.machine.ts';
import { tribelloMachine } from './tribello/tribello.machine.ts';

interface Ctx {
  readonly game: BaseState & { readonly revealed?: string | null };
  readonly record: GameRecord;
}

const SLOW = { botMs: 0, trickMs: 60_000 };
const tribello = engines.tribello!;
const input = (players: readonly string[]) => ({
  players,
  seats: players.map(() => 'human' as const),
  seed: 4242,
  firstDealer: 1,
  speed: SLOW,
});
const TRIBELLO = input(['You', 'Ola', 'Kari']);

const ctx = (s: AnyMachineSnapshot) => s.context as Ctx;
/** The record as a save file holds it. */
const saved = (s: AnyMachineSnapshot) => JSON.parse(JSON.stringify(ctx(s).record)) as GameRecord;
const shown = (rules: AnyRules, s: AnyMachineSnapshot) => canonical(rules.observe(ctx(s).game, 0));
const resume = (m: AnyStateMachine, inp: object, record: GameRecord, reopen?: 'reveal') =>
  createActor(m, { input: { ...inp, resume: record, reopen } }).start();

/** Every seat is human: act at random, continue every pause, until `done` says stop. */
function playUntil(actor: AnyActorRef, rules: AnyRules, done: (s: AnyMachineSnapshot) => boolean): AnyMachineSnapshot {
  const rng = rngFrom(seedState(7));
  for (let step = 0; step < 5000; step++) {
    const s = actor.getSnapshot() as AnyMachineSnapshot;
    if (done(s)) return s;
    if (s.can({ type: 'ui.continue' })) actor.send({ type: 'ui.continue' });
    else actor.send({ type: 'player.act', action: rules.sampleAction(ctx(s).game, rng) });
  }
  throw new Error('never reached');
}

/** A resumed game with the mark goes where the same record without it goes. */
function ignored(m: AnyStateMachine, inp: object, record: GameRecord): void {
  const [marked, plain] = [resume(m, inp, record, 'reveal'), resume(m, inp, record)];
  expect(marked.getSnapshot().value).toEqual(plain.getSnapshot().value);
  expect(ctx(marked.getSnapshot()).record).toEqual(ctx(plain.getSnapshot()).record);
  marked.stop();
  plain.stop();
}

describe('a Tribello game saved while its cut card is shown', () => {
  it('opens on the same cut card, and Continue goes on to the same exchange', () => {
    const actor = createActor(tribelloMachine, { input: TRIBELLO }).start();
    const there = actor.getSnapshot();
    expect(there.matches('cutShown')).toBe(true);
    expect(there.hasTag('reveal')).toBe(true);
    const back = resume(tribelloMachine, TRIBELLO, saved(there), 'reveal');
    expect(back.getSnapshot().matches('cutShown')).toBe(true);
    expect(ctx(back.getSnapshot()).game.revealed).toBe(ctx(there).game.revealed);
    expect(shown(tribello, back.getSnapshot())).toBe(shown(tribello, there));

    actor.send({ type: 'ui.continue' });
    back.send({ type: 'ui.continue' });
    expect(back.getSnapshot().value).toEqual(actor.getSnapshot().value);
    expect(back.getSnapshot().matches('cutShown')).toBe(false);
    expect(shown(tribello, back.getSnapshot())).toBe(shown(tribello, actor.getSnapshot()));
    actor.stop();
    back.stop();
  });

  it('without the mark goes straight on to the exchange, as a plain record does', () => {
    const actor = createActor(tribelloMachine, { input: TRIBELLO }).start();
    const plain = resume(tribelloMachine, TRIBELLO, saved(actor.getSnapshot()));
    actor.send({ type: 'ui.continue' });
    expect(plain.getSnapshot().value).toEqual(actor.getSnapshot().value);
    actor.stop();
    plain.stop();
  });

  it('ignores the mark once the dealer has exchanged, between deals, and on a deal with no cut card', () => {
    const actor = createActor(tribelloMachine, { input: TRIBELLO }).start();
    const exchanged = playUntil(actor, tribello, (s) => ctx(s).record.deals[0].actions.length === 1);
    ignored(tribelloMachine, TRIBELLO, saved(exchanged));
    const scored = playUntil(actor, tribello, (s) => s.matches('dealScored'));
    ignored(tribelloMachine, TRIBELLO, saved(scored));
    // Deal 4 opens round 2: the dealer names trump, no card is revealed.
    const named = playUntil(actor, tribello, (s) => ctx(s).record.deals.length === 4 && s.hasTag('humanTurn'));
    expect(ctx(named).record.deals[3].actions).toHaveLength(0);
    expect(ctx(named).game.revealed).toBeNull();
    ignored(tribelloMachine, TRIBELLO, saved(named));
    actor.stop();
  });

  it.each([
    ['sproyte', sproyteMachine, input(['You', 'Ola', 'Kari'])],
    ['spades', spadesMachine, input(['You', 'Ola', 'Kari', 'Liv'])],
  ] as const)('is ignored by %s, which has no such pause', (name, machine, inp) => {
    const actor = createActor(machine, { input: inp }).start();
    const dealt = playUntil(actor, engines[name]!, (s) => s.hasTag('humanTurn'));
    expect(ctx(dealt).record.deals[0].actions).toHaveLength(0);
    ignored(machine, inp, saved(dealt));
    actor.stop();
  });
});
