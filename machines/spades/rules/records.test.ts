// Spades game records: what replay prints (records.md) and six players in a record.
import { describe, expect, it } from 'vitest';
import { replayRecord, replayState } from '../../core/replay.ts';
import { rules } from './index.ts';
import { fullDeck } from './options.ts';
import { L5, type Raw, errorOf, l5Actions, raw, record } from './records.test-helpers.ts';

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
