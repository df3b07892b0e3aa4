import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/deck.ts';
import {
  type GameRecord,
  type RecordAction,
  type RecordDeal,
  RecordError,
  parseRecordText,
} from '../../core/record.ts';
import { replayRecord } from '../../core/replay.ts';
import { randomPlayout } from '../../testing/testkit.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { defaultOptions, rules } from './index.ts';
import { GAME_IDS } from '../../games.ts';

const SUITS = ['S', 'H', 'D', 'C'];
const suitCards = (suit: string) => standardDeck().filter((c) => c[1] === suit);
const deck = (seed: number) => shuffled(standardDeck(), rngFrom(seedState(seed)));

/** A deal where `dealer` holds one whole suit and leads it thirteen times: the dealer takes every trick. */
function oneSuitDeal(dealer: number, suit: string, revealed?: string): RecordDeal {
  const others = SUITS.filter((s) => s !== suit);
  const hands = [0, 1, 2].map((seat) => (seat === dealer ? suitCards(suit) : []));
  hands[(dealer + 1) % 3] = suitCards(others[0]);
  hands[(dealer + 2) % 3] = suitCards(others[1]);
  const actions: RecordAction[] = [0, 1, 2].map((i) => ({ seat: (dealer + i) % 3, exchange: [] }));
  for (let t = 0; t < 13; t++)
    for (let i = 0; i < 3; i++) actions.push({ seat: (dealer + i) % 3, play: hands[(dealer + i) % 3][12 - t] });
  return { hands, stock: suitCards(others[2]), ...(revealed ? { revealed } : {}), actions };
}

function record(deals: RecordDeal[], extra: Partial<GameRecord> = {}): GameRecord {
  return { format: 'stikk-record/1', game: 'tribello', firstDealer: 0, deals, ...extra };
}

/** The `npm run replay` path: text → shape checks → replay. */
function replay(r: unknown) {
  return replayRecord(rules, parseRecordText(JSON.stringify(r), GAME_IDS));
}

function replayError(r: unknown): { deal: number | null; action: number | null; rule: string } {
  try {
    replay(r);
  } catch (e) {
    if (e instanceof RecordError) return { deal: e.deal, action: e.action, rule: e.rule };
    throw e;
  }
  throw new Error('the record was accepted');
}

describe('replay output (records.md "What replay prints")', () => {
  it('two complete one-suit deals and an unfinished third', () => {
    const d3: RecordDeal = { deck: deck(1), cut: 20, actions: [{ seat: 2, exchange: [] }] };
    const out = replay(
      record([oneSuitDeal(0, 'S', '2S'), oneSuitDeal(1, 'H', 'AH'), d3], { players: ['Ada', 'Bo', 'Cy'] }),
    );
    expect(out).toEqual({
      game: 'tribello',
      sides: [[0], [1], [2]],
      deals: [
        {
          dealer: 0,
          round: 1,
          trump: 'S',
          quotas: [6, 4, 3],
          tricks: [13, 0, 0],
          points: [7, -4, -3],
          totals: [7, -4, -3],
        },
        {
          dealer: 1,
          round: 1,
          trump: 'H',
          quotas: [3, 6, 4],
          tricks: [0, 13, 0],
          points: [-3, 7, -4],
          totals: [4, 3, -7],
        },
        { dealer: 2, finished: false, tricks: [0, 0, 0], round: 1, trump: deck(1)[19][1], quotas: [4, 3, 6] },
      ],
      totals: [4, 3, -7],
      finished: false,
      winners: [],
    });
  });
  it('a whole random game replays to the same report, ending with finished and winners', () => {
    for (const seed of [1, 2, 3]) {
      const run = randomPlayout(rules, { ...defaultOptions, tie: 'tiebreak' }, seed);
      const out = replay(run.record);
      expect(out).toEqual(rules.report(run.final));
      expect(out.finished).toBe(true);
      expect(out.deals.length).toBeGreaterThanOrEqual(12);
      expect(out.winners).toHaveLength(1);
    }
  });
  it('a round-two deal prints the named trump; round four scores quota − tricks', () => {
    const run = randomPlayout(rules, defaultOptions, 11);
    const out = replay(run.record);
    const named = run.record.deals[3].actions[0] as { trump: string };
    expect(out.deals[3]).toMatchObject({ round: 2, trump: named.trump });
    const d10 = out.deals[9] as unknown as { quotas: number[]; tricks: number[]; points: number[] };
    expect(d10.points).toEqual(d10.quotas.map((q, i) => q - d10.tricks[i]));
  });
});

describe('malformed records (records.md "Error positions")', () => {
  const good = () => [oneSuitDeal(0, 'S', '2S')];
  it.each<[string, () => unknown, { deal: number | null; action: number | null; rule: string }]>([
    ['unknown option', () => record(good(), { options: { target: 10 } }), { deal: null, action: null, rule: 'RECORD' }],
    [
      'another game’s option',
      () => record(good(), { options: { nil: 50 } }),
      { deal: null, action: null, rule: 'RECORD' },
    ],
    [
      'bad tie value',
      () => record(good(), { options: { tie: 'play-on' } }),
      { deal: null, action: null, rule: 'RECORD' },
    ],
    ['firstDealer 3', () => record(good(), { firstDealer: 3 }), { deal: null, action: null, rule: 'RECORD' }],
    ['two player names', () => record(good(), { players: ['A', 'B'] }), { deal: null, action: null, rule: 'RECORD' }],
    [
      'round-1 deck without a cut',
      () => record([{ deck: deck(1), actions: [] }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'cut out of range',
      () => record([{ deck: deck(1), cut: 52, actions: [] }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'a cut in round 2',
      () =>
        record([
          ...good(),
          oneSuitDeal(1, 'H', 'AH'),
          oneSuitDeal(2, 'D', 'AD'),
          { deck: deck(1), cut: 9, actions: [] },
        ]),
      { deal: 3, action: null, rule: 'RECORD' },
    ],
    [
      'deck of 51 cards',
      () => record([{ deck: deck(1).slice(1), cut: 9, actions: [] }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'revealed not in the dealer’s hand',
      () => record([{ ...oneSuitDeal(0, 'S'), revealed: '2H' }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'deck and hands together',
      () => record([{ ...oneSuitDeal(0, 'S', '2S'), deck: deck(1) }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'dealer contradicts the rotation',
      () => record([{ ...oneSuitDeal(0, 'S', '2S'), dealer: 1 }]),
      { deal: 0, action: null, rule: 'RECORD' },
    ],
    [
      'exchange out of turn',
      () => record([{ deck: deck(1), cut: 9, actions: [{ seat: 1, exchange: [] }] }]),
      { deal: 0, action: 0, rule: 'TRB-7.1' },
    ],
    [
      'a Spades bid',
      () => record([{ deck: deck(1), cut: 9, actions: [{ seat: 0, bid: 3 }] }]),
      { deal: 0, action: 0, rule: 'RECORD' },
    ],
    [
      'an action with two keys',
      () => record([{ deck: deck(1), cut: 9, actions: [{ seat: 0, exchange: [], play: 'AS' }] }]),
      { deal: 0, action: 0, rule: 'RECORD' },
    ],
    [
      'trump named in round 1',
      () => record([{ deck: deck(1), cut: 9, actions: [{ seat: 0, trump: 'S' }] }]),
      { deal: 0, action: 0, rule: 'TRB-6.1' },
    ],
    [
      'the dealer takes 13, then L tries one',
      () => {
        const s = rules.startDeal(rules.setup(defaultOptions, 0, 1), { kind: 'deck', deck: deck(2), cut: 9 });
        return record([
          {
            deck: deck(2),
            cut: 9,
            actions: [
              { seat: 0, exchange: s.hands[0] },
              { seat: 1, exchange: [s.hands[1][0]] },
            ],
          },
        ]);
      },
      { deal: 0, action: 1, rule: 'TRB-7.2' },
    ],
    [
      'L exchanges more than is left',
      () => {
        const s = rules.startDeal(rules.setup(defaultOptions, 0, 1), { kind: 'deck', deck: deck(2), cut: 9 });
        return record([
          {
            deck: deck(2),
            cut: 9,
            actions: [
              { seat: 0, exchange: s.hands[0].slice(0, 10) },
              { seat: 1, exchange: s.hands[1].slice(0, 4) },
            ],
          },
        ]);
      },
      { deal: 0, action: 1, rule: 'TRB-7.2' },
    ],
    [
      'a missing [] exchange before play',
      () => {
        const d = oneSuitDeal(0, 'S', '2S');
        return record([{ ...d, actions: [...d.actions.slice(0, 2), d.actions[3]] }]);
      },
      { deal: 0, action: 2, rule: 'TRB-7.1' },
    ],
    [
      'a card that is not in the hand',
      () => {
        const d = oneSuitDeal(0, 'S', '2S');
        return record([
          {
            ...d,
            actions: [
              ...d.actions.slice(0, 3),
              { seat: 0, play: 'AS' },
              { seat: 1, play: 'AH' },
              { seat: 2, play: '2S' },
            ],
          },
        ]);
      },
      { deal: 0, action: 5, rule: 'COM-5.1' },
    ],
    [
      'an action after the deal is complete',
      () => {
        const d = oneSuitDeal(0, 'S', '2S');
        return record([{ ...d, actions: [...d.actions, { seat: 1, exchange: [] }] }]);
      },
      { deal: 0, action: 42, rule: 'RECORD' },
    ],
    [
      'an unfinished deal that is not the last',
      () => {
        const d = oneSuitDeal(0, 'S', '2S');
        return record([{ ...d, actions: d.actions.slice(0, 5) }, oneSuitDeal(1, 'H', 'AH')]);
      },
      { deal: 0, action: 5, rule: 'RECORD' },
    ],
    [
      'a deal after the game is over',
      () => {
        const run = randomPlayout(rules, defaultOptions, 5);
        return { ...run.record, deals: [...run.record.deals, oneSuitDeal(0, 'S')] };
      },
      { deal: 12, action: null, rule: 'RECORD' },
    ],
  ])('%s', (_name, make, expected) => {
    expect(replayError(make())).toEqual(expected);
  });

  it('following suit is checked (TRB-8.2)', () => {
    // seat 1 holds hearts only in a one-suit deal; give seat 1 a spade to make a follow-suit error possible
    const d = oneSuitDeal(0, 'S', '2S');
    const hands = d.hands!.map((h) => [...h]);
    [hands[0][0], hands[1][0]] = [hands[1][0], hands[0][0]]; // seat 0 gets 2H, seat 1 gets 2S
    const r = record([
      {
        hands,
        stock: d.stock,
        revealed: 'AS',
        actions: [...d.actions.slice(0, 3), { seat: 0, play: 'AS' }, { seat: 1, play: 'AH' }],
      },
    ]);
    expect(replayError(r)).toEqual({ deal: 0, action: 4, rule: 'TRB-8.2' });
  });
});
