// The coach counts what the play check found, and only that. Named after what a player saw: "Leading 25 costly
// mistakes in your last 39 decisions" after eight hands whose checks found one mistake; "Nil bidding 1 costly
// mistake" with no nil bid; "you have not made a mistake in this skill yet" beside a skill with mistakes; home's
// "Today: 2 positions" beside "Practise 1 position". Hints taken and refused cards are tallied apart.
import { describe, expect, it } from 'vitest';
import { EMPTY_GAME, NO_COACH } from '../../../../machines/core/coach/data.ts';
import type { DrillPosition } from '../../../../machines/core/coach/drills.ts';
import { reason } from '../../../../machines/core/reasons/reason.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { randomPlayout } from '../../../../machines/testing/testkit.ts';
import type { CostlyPlay } from '../../../../machines/core/search/check-kit.ts';
import { RULES } from '../games/rules.ts';
import { browserPersistence, memoryStorage } from '../storage/persistence.ts';
import { CoachState } from './coach.svelte.ts';

const spades = RULES.spades;
const record = JSON.parse(
  JSON.stringify(randomPlayout(spades, spades.parseOptions({}), 11, 1).record),
) as GameRecord<'spades'>;

/** One costly play of seat 0 in deal 0, at its `n`-th play, as the play check lists it. */
function listed(n: number): CostlyPlay {
  const d = record.deals[0];
  const s0 = replayState(spades, { ...record, deals: [{ ...d, actions: [] }] });
  let s = s0;
  let k = 0;
  for (const [i, raw] of d.actions.entries()) {
    const a = spades.actionFromRecord(raw);
    if (a.seat === 0 && a.type === 'play') {
      const legal = spades.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
      if (legal.length > 1 && k++ === n) {
        const better = legal.find((c) => c !== a.card) as string;
        return {
          trick: 1,
          action: i,
          seat: 0,
          card: a.card,
          better,
          cost: 20,
          reason: reason('lead-low'),
          right: [better],
        };
      }
    }
    s = spades.applyAction(s, a);
  }
  throw new Error('no such play');
}

async function coachWith(data = NO_COACH, now = 1000): Promise<CoachState> {
  const storage = memoryStorage();
  await browserPersistence(storage).coach.save(data);
  const c = new CoachState();
  c.now = () => now;
  await c.load(browserPersistence(storage), (e) => expect.fail(e));
  return c;
}

describe('the coach counts what the play check found', () => {
  it('one listed play is one costly mistake in one skill; hints taken and refused cards are not costly mistakes', async () => {
    const c = await coachWith();
    for (let i = 0; i < 25; i++) await c.slip('spades', { kind: 'hint', category: 'lead-low' }, record);
    await c.slip('spades', { kind: 'hint', category: 'bid-hand' }, record);
    await c.slip('spades', { kind: 'refused', rule: 'SPD-6.4' });
    expect(c.standings('spades')).toEqual([]);
    const play = listed(2);
    await c.observeDeal('spades', record, 0, { plays: [play], exchanges: [] });
    const rows = c.standings('spades');
    expect(rows.reduce((n, r) => n + r.mistakes, 0)).toBe(1);
    const [skill] = rows.filter((r) => r.mistakes === 1).map((r) => r.skill);
    expect(c.game('spades').drills.map((p) => [p.skill, p.played, p.judgement?.better])).toEqual([
      [skill, play.card, play.better],
    ]);
    expect(c.mistakesIn('spades', skill)).toBe(1);
    // No skill is "often" lost (weak) after one mistake; the deal is counted once.
    expect(c.weak('spades')).toEqual([]);
    await c.observeDeal('spades', record, 0, { plays: [play, listed(3)], exchanges: [] });
    expect(c.standings('spades').reduce((n, r) => n + r.mistakes, 0)).toBe(1);
  });

  it('the mistakes counted per skill are the listed ones: one where the check listed it, none elsewhere', async () => {
    const c = await coachWith();
    await c.observeDeal('spades', record, 0, { plays: [listed(1)], exchanges: [] });
    const skill = c.game('spades').drills[0].skill;
    expect(c.mistakesIn('spades', skill)).toBe(1);
    const others = c.standings('spades').filter((r) => r.skill !== skill);
    for (const r of others) expect(c.mistakesIn('spades', r.skill)).toBe(0);
  });

  it('home’s count of positions today is the set its Practise button opens', async () => {
    const pos = (id: string, due: number): DrillPosition => ({
      id,
      skill: 'leading',
      seat: 0,
      view: {},
      cards: ['2S', 'AS'],
      played: 'AS',
      judgement: { right: ['2S'], better: '2S', reason: reason('lead-low') },
      source: 'own',
      box: 1,
      due,
      added: 0,
    });
    // One position due in Spades, one in Tribello, one in Sprøyte not due yet.
    const data = {
      ...NO_COACH,
      games: {
        spades: { ...EMPTY_GAME, drills: [pos('a', 0)] },
        tribello: { ...EMPTY_GAME, drills: [pos('b', 0)] },
        sproyte: { ...EMPTY_GAME, drills: [pos('c', 5000)] },
      },
    };
    const c = await coachWith(data);
    for (const game of ['spades', 'tribello', 'sproyte'] as const)
      expect(c.offeredIn(game)).toBe(c.drillSet(game).examples ? 0 : c.drillSet(game).positions.length);
    expect(c.offeredIn('spades')).toBe(1);
    expect(c.offeredIn('sproyte')).toBe(0);
  });
});
