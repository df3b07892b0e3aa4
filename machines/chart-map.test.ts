// The map is read from the charts themselves: change a state's label in a machine
// definition and the map's data says so; every state of every chart carries its meta.
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { type MapItem, activeIds, chartMap, chartStates, metaOf, pathOnMap } from './actors/chart.ts';
import { tribelloMachine } from './tribello/tribello.machine.ts';
import { sproyteMachine } from './sproyte/sproyte.machine.ts';
import { spadesMachine } from './spades/spades.machine.ts';
import { defaultOptions as spadesDefaults } from './spades/rules/options.ts';
import { defaultOptions as tribelloDefaults } from './tribello/rules/options.ts';

const charts: readonly AnyStateMachine[] = [tribelloMachine, sproyteMachine, spadesMachine];

describe('the map of a chart', () => {
  it('follows a changed label key in the machine definition', () => {
    const config = tribelloMachine.config;
    const round2 = config.states!.round2!;
    const changed = createMachine(
      {
        ...config,
        states: { ...config.states, round2: { ...round2, meta: { ...round2.meta, label: 'map.test.changed' } } },
      },
      tribelloMachine.implementations,
    );
    const before = chartMap(tribelloMachine.root).find((i) => i.id === 'tribello.round2');
    const after = chartMap(changed.root).find((i) => i.id === 'tribello.round2');
    expect(before?.label).toBe('map.trb.round2');
    expect(after?.label).toBe('map.test.changed');
    expect(after?.children.map((c) => c.label)).toEqual(before?.children.map((c) => c.label));
  });

  it('shows the rounds, phases and contract branches in the chart’s order, and leaves routing and turn steps out', () => {
    const trb = chartMap(tribelloMachine.root);
    expect(trb.map((i) => i.label).slice(0, 6)).toEqual([
      'map.trb.round1',
      'map.trb.cutShown',
      'map.trb.round2',
      'map.trb.round3',
      'map.trb.round4',
      'map.trb.tieBreak',
    ]);
    expect(trb[2].children.map((i) => i.label)).toEqual([
      'map.trb.dealing',
      'map.trb.naming',
      'map.trb.exchanging',
      'map.trb.playing',
    ]);
    expect(trb[2].children[2].children.map((i) => i.label)).toEqual(['role.dealer', 'role.left', 'role.right']);
    expect(trb[2].children[2].children[0].children).toEqual([]);
    const variation = chartMap(sproyteMachine.root).find((i) => i.id === 'sproyte.variation');
    expect(variation?.children.map((i) => i.id)).toEqual([
      'sproyte.variation.dealing',
      'sproyte.variation.nullo',
      'sproyte.variation.trump',
      'sproyte.variation.grand',
    ]);
  });

  it('finds where a snapshot value is, on the map', () => {
    const items = chartMap(tribelloMachine.root);
    const ids = activeIds(tribelloMachine.root, { round2: { exchanging: { left: 'human' } } });
    expect(ids).toEqual([
      'tribello.round2',
      'tribello.round2.exchanging',
      'tribello.round2.exchanging.left',
      'tribello.round2.exchanging.left.human',
    ]);
    expect(pathOnMap(items, ids).map((i) => i.label)).toEqual(['map.trb.round2', 'map.trb.exchanging', 'role.left']);
    expect(pathOnMap(items, activeIds(tribelloMachine.root, 'trickShown')).map((i) => i.id)).toEqual([
      'tribello.trickShown',
    ]);
  });

  it.each(charts.map((m) => [m.id, m] as const))(
    '%s: every state has meta with a label key and rule ids; every shown state names a rule',
    (_id, machine) => {
      const states = chartStates(machine.root);
      expect(states.filter((n) => metaOf(n) === null).map((n) => n.id)).toEqual([]);
      expect(states.filter((n) => !metaOf(n)?.inner && metaOf(n)?.rules.length === 0).map((n) => n.id)).toEqual([]);
    },
  );
});

describe('the map of one game', () => {
  const ids = (items: readonly MapItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children)]);
  const spades = (options: Record<string, unknown>) =>
    ids(chartMap(spadesMachine.root, { ...spadesDefaults, ...options }));

  it('Spades: the team-bid steps only with the team bid, the blind-nil look and pass only with blind nil (the pass between partners only)', () => {
    expect(spades({ teamBid: false })).not.toContain('spades.bidding.hint');
    expect(spades({ teamBid: false })).not.toContain('spades.bidding.contract');
    expect(spades({ teamBid: true })).toEqual(
      expect.arrayContaining(['spades.bidding.hint', 'spades.bidding.contract']),
    );
    expect(spades({ teamBid: true, players: 'cutthroat4' })).not.toContain('spades.bidding.contract');
    expect(spades({ blindNil: 'off' })).not.toEqual(expect.arrayContaining(['spades.bidding.faceDown']));
    expect(spades({ blindNil: 'off' })).not.toContain('spades.passing');
    expect(spades({ blindNil: 200 })).toEqual(expect.arrayContaining(['spades.bidding.faceDown', 'spades.passing']));
    expect(spades({ blindNil: 200, players: 'cutthroat3' })).not.toContain('spades.passing');
    // Without options (the chart as a whole) every step is there.
    expect(ids(chartMap(spadesMachine.root))).toEqual(
      expect.arrayContaining(['spades.bidding.hint', 'spades.passing']),
    );
  });

  it('Spades with six players has its own shape: two decks, three sides, identical cards in the tricks (SPD-10.8, SPD-7.3)', () => {
    const labels = (options: Record<string, unknown>): Map<string, MapItem> => {
      const walk = (items: readonly MapItem[]): [string, MapItem][] =>
        items.flatMap((i) => [[i.id, i] as [string, MapItem], ...walk(i.children)]);
      return new Map(walk(chartMap(spadesMachine.root, { ...spadesDefaults, ...options })));
    };
    const six = labels({ players: 'partners6' });
    const four = labels({ players: 'partners4' });
    expect(['spades.dealing', 'spades.bidding', 'spades.playing'].map((id) => six.get(id)?.label)).toEqual([
      'map.spd.six.dealing',
      'map.spd.six.bidding',
      'map.spd.six.playing',
    ]);
    expect(six.get('spades.playing')?.rules).toEqual(expect.arrayContaining(['SPD-7.3', 'SPD-10.8']));
    expect(labels({ players: 'partners6', identicalCards: 'last' }).get('spades.playing')?.label).toBe(
      'map.spd.six.playingLast',
    );
    // The same steps otherwise (the team bid and the pass between partners stay), and four players keep theirs.
    expect([...six.keys()]).toEqual([...four.keys()]);
    expect(['spades.dealing', 'spades.bidding', 'spades.playing'].map((id) => four.get(id)?.label)).toEqual([
      'map.spd.dealing',
      'map.spd.bidding',
      'map.spd.playing',
    ]);
    expect(labels({ players: 'cutthroat3' }).get('spades.dealing')?.label).toBe('map.spd.dealing');
    // The whole chart (no options) is named as four players play it.
    expect(chartMap(spadesMachine.root).find((i) => i.id === 'spades.dealing')?.label).toBe('map.spd.dealing');
  });

  it('Tribello: tie-break deals only when ties are played off; the cut card right after round 1, where it is shown', () => {
    const top = (tie: string) => chartMap(tribelloMachine.root, { ...tribelloDefaults, tie }).map((i) => i.id);
    expect(top('shared')).not.toContain('tribello.tieBreak');
    expect(top('tiebreak')).toContain('tribello.tieBreak');
    expect(top('shared').slice(0, 3)).toEqual(['tribello.round1', 'tribello.cutShown', 'tribello.round2']);
  });
});
