import { describe, expect, it } from 'vitest';
import { type GameRecord, RecordError, checkRecordShape } from '../../core/record.ts';
import { replayRecord, replayState } from '../../core/replay.ts';
import { randomPlayout } from '../../core/testkit.ts';
import { rules } from './index.ts';
import { parseHand } from './notation.ts';
import { fullDeck } from './options.ts';
import { GAME_IDS } from '../../games.ts';

const L5 = [
  '♠ A K 6 3 2 · ♥ A 9 4 · ♦ K Q 8 5 3',
  '♠ Q 8 7 5 · ♥ K 8 · ♦ A · ♣ A Q 10 9 7 4',
  '♠ 10 4 · ♥ Q J 10 3 2 · ♦ 9 7 6 2 · ♣ 6 2',
  '♠ J 9 · ♥ 7 6 5 · ♦ J 10 4 · ♣ K J 8 5 3',
].map(parseHand);

type Raw = Record<string, unknown>;
const raw = (over: Raw = {}, deals: Raw[] = []): Raw => ({
  format: 'stikk-record/1',
  game: 'spades',
  firstDealer: 0,
  deals,
  ...over,
});
const record = (over: Raw = {}, deals: Raw[] = []): GameRecord => checkRecordShape(raw(over, deals), GAME_IDS);

function errorOf(r: unknown): { deal: number | null; action: number | null; rule: string } {
  try {
    replayRecord(rules, checkRecordShape(r, GAME_IDS));
  } catch (e) {
    if (e instanceof RecordError) return { deal: e.deal, action: e.action, rule: e.rule };
    throw e;
  }
  throw new Error('the record replayed without an error');
}

/** A whole L5 hand played out with the lowest legal card each time, as record actions. */
function l5Actions(): Raw[] {
  let s = rules.startDeal(rules.setup(rules.defaultOptions, 0, 1), { kind: 'hands', hands: L5 });
  const out: Raw[] = [];
  for (const [seat, b] of [
    [1, 3],
    [2, 2],
    [3, 3],
    [0, 4],
  ]) {
    out.push({ seat, bid: b });
    s = rules.applyAction(s, { type: 'bid', seat, bid: b });
  }
  while (s.phase === 'playing') {
    const a = rules.legalActions(s)[0];
    out.push(rules.actionToRecord(a) as Raw);
    s = rules.applyAction(s, a);
  }
  return out;
}

describe('replay output (records.md "What replay prints")', () => {
  it('a complete hand: sides, bids as announced, tricks, points, bags, totals', () => {
    const actions = l5Actions();
    const rep = replayRecord(rules, record({}, [{ hands: L5, actions }]));
    const s = replayState(rules, record({}, [{ hands: L5, actions }]));
    expect(rep).toMatchObject({
      game: 'spades',
      sides: [
        [0, 2],
        [1, 3],
      ],
      finished: false,
      winners: [],
    });
    const d = rep.deals[0] as Raw;
    expect(Object.keys(d).sort()).toEqual(['bags', 'bids', 'dealer', 'points', 'totals', 'tricks']);
    expect(d.bids).toEqual([4, 3, 2, 3]);
    expect(d.tricks).toEqual(s.tricksWon);
    expect((d.tricks as number[]).reduce((a, b) => a + b)).toBe(13);
    expect(d.points).toEqual(s.results[0].sides.map((x) => x.points));
    expect(rep.totals).toEqual(d.totals);
  });
  it('an unfinished deal: dealer, finished false, completed tricks, bids with null; totals of complete deals only', () => {
    const actions = l5Actions().slice(0, 3);
    const rep = replayRecord(rules, record({}, [{ hands: L5, actions }]));
    const d = rep.deals[0] as Raw;
    expect(d).toEqual({ dealer: 0, finished: false, tricks: d.tricks, bids: [null, 3, 2, 3] });
    expect((d.tricks as number[]).reduce((a, b) => a + b)).toBe(0);
    expect(rep.totals).toEqual([0, 0]);
    const later = replayRecord(rules, record({}, [{ hands: L5, actions: l5Actions().slice(0, 4 + 4 * 2 + 1) }]));
    expect(((later.deals[0] as Raw).tricks as number[]).reduce((a, b) => a + b)).toBe(2);
  });
  it("the deck form deals one card at a time from the dealer's left (SPD-4.1)", () => {
    const deck = [...fullDeck(rules.defaultOptions)];
    const s = replayState(rules, record({ firstDealer: 2 }, [{ deck, actions: [] }]));
    expect(s.hands[3][0]).toBe(deck[0]);
    expect(s.hands[0][0]).toBe(deck[1]);
    expect(s.hands[2][12]).toBe(deck[51]);
  });
  it('three-player cutthroat: the 52nd card goes aside; with remove2C the deck has 51 cards (SPD-T20)', () => {
    const deck = [...fullDeck(rules.parseOptions({ players: 'cutthroat3' }))];
    const s = replayState(
      rules,
      record({ options: { players: 'cutthroat3' }, players: ['a', 'b', 'c'] }, [{ deck, actions: [] }]),
    );
    expect(s.hands.map((h) => h.length)).toEqual([17, 17, 17]);
    expect(s.aside).toBe(deck[51]);
    expect(rules.sides(s.options)).toEqual([[0], [1], [2]]);
    for (let seat = 0; seat < 3; seat++) expect(JSON.stringify(rules.observe(s, seat))).not.toContain(`"${deck[51]}"`);
    const r2 = rules.parseOptions({ players: 'cutthroat3', cutthroat3Deck: 'remove2C' });
    expect(fullDeck(r2)).toHaveLength(51);
    expect(fullDeck(r2)).not.toContain('2C');
    expect(fullDeck(rules.parseOptions({ players: 'cutthroat3', jokers: '2C2H' }))).toHaveLength(54);
    expect(errorOf(record({ options: { players: 'cutthroat3' } }, [{ deck: deck.slice(0, 51), actions: [] }]))).toEqual(
      { deal: 0, action: null, rule: 'RECORD' },
    );
  });
  it('three-player cutthroat in the hands form: the card not dealt is the one aside', () => {
    const deck = [...fullDeck(rules.parseOptions({ players: 'cutthroat3' }))];
    const hands = [deck.slice(0, 17), deck.slice(17, 34), deck.slice(34, 51)];
    const s = replayState(
      rules,
      record({ options: { players: 'cutthroat3' } }, [{ hands, actions: [{ seat: 1, bid: 17 }] }]),
    );
    expect(s.aside).toBe(deck[51]);
    expect(
      errorOf(record({ options: { players: 'cutthroat3' } }, [{ hands, actions: [{ seat: 1, bid: 18 }] }])),
    ).toEqual({ deal: 0, action: 0, rule: 'SPD-5.2' });
  });
  it('a blind-nil exchange in a record: bidder first, then the partner', () => {
    const o = { blindNilBehind: null };
    const actions = [
      { seat: 1, bid: 'blind-nil' },
      { seat: 2, bid: 2 },
      { seat: 3, bid: 3 },
      { seat: 0, bid: 4 },
      { seat: 1, pass: ['KH', '8H'] },
      { seat: 3, pass: ['KH', 'JS'] },
    ];
    const s = replayState(rules, record({ options: o }, [{ hands: L5, actions }]));
    expect(s.phase).toBe('playing');
    expect(s.hands[1]).toContain('JS'); // returned by the partner
    expect(s.hands[1]).toContain('KH'); // passed and returned (SPD-D17)
    expect(s.hands[1]).not.toContain('8H');
    expect(s.hands[3]).toContain('8H');
    expect(
      errorOf(
        record({ options: o }, [{ hands: L5, actions: [...actions.slice(0, 4), { seat: 3, pass: ['JS', '9S'] }] }]),
      ),
    ).toMatchObject({ action: 4, rule: 'SPD-5.6' });
  });
});

describe('six players in a record (records.md "Six players")', () => {
  const o = { players: 'partners6' };
  const sorted = [...fullDeck(rules.parseOptions(o))].sort();
  const hands = Array.from({ length: 6 }, (_, i) => sorted.slice(17 * i, 17 * i + 17));
  const bids = [0, 1, 2, 3, 4, 5].map((seat) => ({ seat, bid: 3 }));
  it('a play of a code held twice uses one copy; the sides are [[0,3],[1,4],[2,5]]', () => {
    const s = replayState(
      rules,
      record({ options: o, firstDealer: 5 }, [{ hands, actions: [...bids, { seat: 0, play: '2D' }] }]),
    );
    expect(s.hands[0].filter((c) => c === '2D')).toHaveLength(1);
    expect(rules.report(s).sides).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });
  it('three copies of a code are too many', () => {
    const extra = hands.map((h, i) => (i === 1 ? [...h.slice(0, 16), '2D'] : h));
    expect(errorOf(raw({ options: o, firstDealer: 5 }, [{ hands: extra, actions: [] }]))).toEqual({
      deal: 0,
      action: null,
      rule: 'RECORD',
    });
  });
});

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
