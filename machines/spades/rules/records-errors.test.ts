// Spades records that do not replay: each error names the deal, the action and the rule (records.md "Error
// positions").
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../core/record.ts';
import { replayRecord } from '../../core/replay.ts';
import { randomPlayout } from '../../testing/testkit.ts';
import { rules } from './index.ts';
import { fullDeck } from './options.ts';
import { L5, type Raw, errorOf, l5Actions, raw } from './records.test-helpers.ts';

describe('malformed records (records.md "Error positions")', () => {
  const ok = (deals: Raw[] = [], over: Raw = {}) => raw(over, deals) as unknown as GameRecord;
  it("options: unknown key, another game's option, a value outside its list → RECORD before any deal", () => {
    for (const options of [
      { colour: 1 },
      { form: 'standard' },
      { tie: 'shared' },
      { nil: 75 },
      { target: 0 },
      { blindNil: 100 },
      { moon: 0 },
      { bagPenalty: -1 },
      { blindNilBehind: -5 },
      { players: 'partners5' },
      { teamBid: 'yes' },
    ])
      expect(errorOf(ok([], { options }))).toEqual({ deal: null, action: null, rule: 'RECORD' });
  });
  it('options accept every documented value', () => {
    const o = rules.parseOptions({
      target: 4.0,
      moon: 'win',
      losingScore: -200,
      blindNilBehind: null,
      bags: 'reset',
      bagLimit: 5,
      bagPenalty: 0,
      jokers: '2H2D',
      direction: 'counterclockwise',
    });
    expect(o).toMatchObject({ target: 4, moon: 'win', losingScore: -200, blindNilBehind: null, nil: 100 });
    expect(rules.parseOptions(undefined)).toEqual(rules.defaultOptions);
  });
  it('players and firstDealer must fit the format', () => {
    expect(errorOf(ok([], { players: ['a', 'b', 'c'] }))).toEqual({ deal: null, action: null, rule: 'RECORD' });
    expect(errorOf(ok([], { firstDealer: 4 }))).toEqual({ deal: null, action: null, rule: 'RECORD' });
    expect(() => replayRecord(rules, ok([], { firstDealer: 5, options: { players: 'partners6' } }))).not.toThrow();
  });
  it('cards: wrong, duplicate or missing cards, wrong sizes, a cut, a stock, a revealed card → deal i, action null', () => {
    const deck = [...fullDeck(rules.defaultOptions)];
    const bad: Raw[] = [
      { deck: [...deck.slice(0, 51), 'BJ'], actions: [] },
      { deck: [...deck.slice(0, 51), deck[0]], actions: [] },
      { deck: deck.slice(0, 51), actions: [] },
      { deck, cut: 10, actions: [] },
      { hands: L5.slice(0, 3), actions: [] },
      { hands: [L5[0].slice(0, 12), [...L5[1], L5[0][12]], L5[2], L5[3]], actions: [] },
      { hands: [L5[0], L5[1], L5[2], [...L5[3].slice(0, 12), L5[0][0]]], actions: [] },
      { hands: L5, stock: ['2C'], actions: [] },
      { hands: L5, revealed: 'AS', actions: [] },
    ];
    for (const d of bad) expect(errorOf(ok([d]))).toEqual({ deal: 0, action: null, rule: 'RECORD' });
  });
  it('a dealer that contradicts the rotation', () => {
    expect(errorOf(ok([{ hands: L5, dealer: 1, actions: [] }]))).toEqual({ deal: 0, action: null, rule: 'RECORD' });
    expect(() => replayRecord(rules, ok([{ hands: L5, dealer: 0, actions: [] }]))).not.toThrow();
  });
  it('an action that breaks a rule: its index and the rule id', () => {
    const actions = l5Actions();
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 2, bid: 3 }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'SPD-5.1',
    });
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 1, bid: 0 }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'SPD-5.2',
    });
    const spadeLead = [...actions.slice(0, 4), { seat: 1, play: 'QS' }];
    expect(errorOf(ok([{ hands: L5, actions: spadeLead }]))).toEqual({ deal: 0, action: 4, rule: 'SPD-6.2' });
    expect(errorOf(ok([{ hands: L5, actions: [...actions.slice(0, 4), { seat: 1, play: 'AS' }] }]))).toEqual({
      deal: 0,
      action: 4,
      rule: 'COM-5.1',
    });
  });
  it('shape problems of an action → RECORD at that action', () => {
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 1, trump: 'S' }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'RECORD',
    });
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 1, exchange: [] }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'RECORD',
    });
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 9, bid: 3 }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'RECORD',
    });
    expect(errorOf(ok([{ hands: L5, actions: [{ seat: 1, bid: 3, play: 'AS' }] }]))).toEqual({
      deal: 0,
      action: 0,
      rule: 'RECORD',
    });
  });
  it('an action after the deal is complete; an unfinished deal that is not the last', () => {
    const actions = l5Actions();
    expect(errorOf(ok([{ hands: L5, actions: [...actions, { seat: 1, play: 'AC' }] }]))).toEqual({
      deal: 0,
      action: actions.length,
      rule: 'RECORD',
    });
    expect(
      errorOf(
        ok([
          { hands: L5, actions: actions.slice(0, 10) },
          { hands: L5, actions: [] },
        ]),
      ),
    ).toEqual({ deal: 0, action: 10, rule: 'RECORD' });
  });
  it('a deal after the game is over', () => {
    let run = randomPlayout(rules, rules.parseOptions({ target: 1, losingScore: -1 }), 11);
    for (let seed = 12; !rules.isTerminal(run.final); seed++)
      run = randomPlayout(rules, rules.parseOptions({ target: 1, losingScore: -1 }), seed);
    const rep = replayRecord(rules, run.record);
    expect(rep.finished).toBe(true);
    expect(rep.winners).toHaveLength(1);
    const extra = { ...run.record, deals: [...run.record.deals, { hands: L5, actions: [] }] };
    expect(errorOf(extra)).toEqual({ deal: run.record.deals.length, action: null, rule: 'RECORD' });
  });
});
