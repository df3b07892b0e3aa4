import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import { RecordError } from '../../core/record.ts';
import { replayState } from '../../core/replay.ts';
import { randomPlayout } from '../../testing/testkit.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { defaultOptions, parseOptions, rules } from './index.ts';
import { patch } from './update.ts';
import { act, awaiting, dealt, finishDeal, finishGame, noExchanges } from './test-support.ts';

const deck = (seed: number) => shuffled(standardDeck(), rngFrom(seedState(seed)));

describe('TRB-T1 / TRB-T2 twelve deals, four rounds, the dealer rotates', () => {
  it.each([0, 1, 2])(
    'first dealer %i: deal d is dealt by (first + d − 1) mod 3, rounds change after 3, 6, 9, game over after 12',
    (first) => {
      let s = rules.setup(defaultOptions, first, 40 + first);
      const roles: Record<number, string[]> = { 1: [], 2: [], 3: [], 4: [] };
      for (let d = 1; d <= 12; d++) {
        expect(rules.isTerminal(s)).toBe(false);
        expect(rules.dealer(s)).toBe((first + d - 1) % 3);
        s = rules.startDeal(s, { kind: 'shuffle' });
        expect(s.deal).toBe(d);
        expect(s.round).toBe(Math.ceil(d / 3));
        roles[s.round].push(s.quotas.join('/'));
        s = finishDeal(s, d);
        expect(rules.isTerminal(s)).toBe(d === 12);
      }
      // within each round every seat deals once and holds each role once
      for (const r of [1, 2, 3, 4]) {
        const q = roles[r].map((x) => x.split('/').map(Number));
        for (const seat of [0, 1, 2]) expect(q.map((row) => row[seat]).sort()).toEqual(r === 4 ? [3, 4, 6] : [3, 4, 6]);
      }
      expect(s.results.map((r) => r.round)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
      expect(() => rules.startDeal(s, { kind: 'shuffle' })).toThrow(/over/);
      expect(rules.explainIllegal(s, { type: 'play', seat: 0, card: 'AS' })).toMatchObject({ rule: 'TRB-11.1' });
    },
  );
});

/** A game at the end of deal 12 whose final totals are exactly `target` (deal 12 replayed from adjusted totals). */
function endingWith(target: number[], tie: 'shared' | 'tiebreak', seed: number) {
  const options = { tie };
  const probe = finishDeal(dealt(12, { kind: 'deck', deck: deck(seed) }, { options, seed }), seed);
  const points = probe.results[0].points;
  const before = target.map((t, i) => t - points[i]);
  return finishDeal(dealt(12, { kind: 'deck', deck: deck(seed) }, { options, seed, totals: before }), seed);
}

describe('TRB-T16 the winner, ties (TRB-11, TRB-D4, TRB-S2, TRB-L11)', () => {
  it('highest total wins', () => {
    const s = endingWith([5, -1, -4], 'shared', 3);
    expect(rules.isTerminal(s)).toBe(true);
    expect(rules.report(s)).toMatchObject({ finished: true, winners: [0], totals: [5, -1, -4] });
    expect(rules.observe(s, 2)).toMatchObject({ finished: true, winners: [0] });
  });
  it('a tie is a shared win by default', () => {
    const s = endingWith([3, 3, -6], 'shared', 4);
    expect(rules.report(s)).toMatchObject({ finished: true, winners: [0, 1] });
  });
  it('with tie-break deals, no-trump 6/4/3 deals follow with the dealer rotating until one player leads', () => {
    let s = endingWith([3, 3, -6], 'tiebreak', 5);
    expect(rules.isTerminal(s)).toBe(false);
    expect(rules.awaitingDeal(s)).toBe(true);
    for (let d = 13; !rules.isTerminal(s); d++) {
      expect(rules.dealer(s)).toBe((d - 1) % 3);
      expect(() => rules.startDeal(s, { kind: 'deck', deck: deck(d), cut: 10 })).toThrow(/no cut/);
      s = rules.startDeal(s, { kind: 'deck', deck: deck(d) });
      expect(s).toMatchObject({ round: Math.ceil(d / 3), trump: null, revealed: null, phase: 'exchange' });
      expect([s.quotas[s.dealer], s.quotas[(s.dealer + 1) % 3], s.quotas[(s.dealer + 2) % 3]]).toEqual([6, 4, 3]);
      s = finishDeal(s, d);
      const top = Math.max(...s.totals);
      expect(rules.isTerminal(s)).toBe(s.totals.filter((t) => t === top).length === 1);
    }
    const report = rules.report(s);
    expect(report.deals[1]).toMatchObject({ dealer: 0, round: 5, trump: null, quotas: [6, 4, 3] }); // deals[0] is deal 12
    expect(report.winners).toHaveLength(1);
  });
});

describe('TRB-T19 counter-clockwise: left becomes right everywhere (COM-S1)', () => {
  const options = { direction: 'counterclockwise' as const };
  it('deal order, cut, exchange order, quotas, leads and rotation mirror', () => {
    const d = deck(6);
    let s = dealt(1, { kind: 'deck', deck: d, cut: 12 }, { firstDealer: 0, options });
    // dealer 0; "left" (the next seat in the direction of play) is seat 2, "right" is seat 1
    expect(s.quotas).toEqual([6, 3, 4]);
    expect(rules.observe(s, 1).cutBy).toBe(2);
    expect(rules.observe(s, 1).roles).toEqual(['dealer', 'right', 'left']);
    const cutDeck = [...d.slice(12), ...d.slice(0, 12)];
    expect(s.hands[2][0]).toBe(cutDeck[0]);
    expect(s.hands[1][0]).toBe(cutDeck[1]);
    expect(s.pickup[0]).toBe(cutDeck[2]);
    expect(s.hands[0][12]).toBe(d[11]);
    s = act(s, { type: 'exchange', seat: 0, discards: [] });
    expect(rules.currentPlayer(s)).toBe(2);
    s = act(s, { type: 'exchange', seat: 2, discards: [] });
    expect(rules.currentPlayer(s)).toBe(1);
    s = act(s, { type: 'exchange', seat: 1, discards: [] });
    expect(rules.currentPlayer(s)).toBe(0);
    s = act(s, { type: 'play', seat: 0, card: s.hands[0][0] });
    expect(rules.currentPlayer(s)).toBe(2);
    s = finishDeal(s, 1);
    expect(rules.dealer(s)).toBe(2);
    expect(rules.report(finishGame(s, 9)).deals.map((x) => x.dealer)).toEqual([0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
  });
});

describe('TRB-T20 a game saved after deal 7 continues correctly', () => {
  it('replaying the record gives the same round, dealer, quotas and totals, and the same continuation', () => {
    const run = randomPlayout(rules, defaultOptions, 77, 7);
    const saved = JSON.parse(JSON.stringify(run.record));
    const loaded = replayState(rules, saved, 77);
    expect(loaded.totals).toEqual(run.final.totals);
    expect(rules.report(loaded)).toEqual(rules.report(run.final));
    expect(rules.dealer(loaded)).toBe(rules.dealer(run.final));
    const a = rules.startDeal(run.final, { kind: 'deck', deck: deck(8) });
    const b = rules.startDeal(loaded, { kind: 'deck', deck: deck(8) });
    expect(b).toMatchObject({ deal: 8, round: 3, dealer: a.dealer, quotas: a.quotas, totals: a.totals, trump: null });
    expect(b.hands).toEqual(a.hands);
  });
  it('a JSON copy of a state mid-deal plays on exactly like the original', () => {
    let s = noExchanges(rules.startDeal(awaiting(8, { seed: 2 }), { kind: 'shuffle' }));
    s = act(s, { type: 'play', seat: s.dealer, card: s.hands[s.dealer][0] });
    const copy = JSON.parse(JSON.stringify(s));
    expect(finishDeal(copy, 4)).toEqual(finishDeal(s, 4));
  });
});

describe('report of an unfinished deal (records.md)', () => {
  it('round 2 before the trump is named: trump null, no points; totals those of complete deals', () => {
    let s = awaiting(4, { totals: [2, -1, -1] });
    s = rules.startDeal(patch(s, { results: [] }), { kind: 'deck', deck: deck(1) });
    expect(rules.report(s)).toEqual({
      game: 'tribello',
      sides: [[0], [1], [2]],
      deals: [{ dealer: 0, finished: false, tricks: [0, 0, 0], round: 2, trump: null, quotas: [6, 4, 3] }],
      totals: [2, -1, -1],
      finished: false,
      winners: [],
    });
    s = noExchanges(act(s, { type: 'trump', seat: 0, suit: 'H' }));
    expect(rules.report(s).deals[0]).toMatchObject({ trump: 'H', finished: false });
  });
});

describe('options (records.md option table)', () => {
  it('defaults, valid values and every kind of bad key or value', () => {
    expect(parseOptions({})).toEqual({ direction: 'clockwise', tie: 'shared' });
    expect(parseOptions(undefined)).toEqual(defaultOptions);
    expect(parseOptions({ direction: 'counterclockwise', tie: 'tiebreak' })).toEqual({
      direction: 'counterclockwise',
      tie: 'tiebreak',
    });
    for (const bad of [
      { target: 10 },
      { tie: 'play-on' },
      { direction: 'left' },
      { toString: 'x' },
      { nil: 50 },
      { tie: null },
      [],
      'x',
    ])
      expect(() => parseOptions(bad)).toThrow(RecordError);
  });
});
