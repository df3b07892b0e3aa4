// records.md for Sprøyte: replay output (contract, trump, unfinished deals, finished, winners) and every
// RECORD problem that applies, with the deal and action positions records.md prescribes.
import { describe, expect, it } from 'vitest';
import { RecordError, parseRecordText, type GameRecord } from '../../core/record.ts';
import { replayRecord, replayState } from '../../core/replay.ts';
import { deck48, standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { randomPlayout } from '../../testing/testkit.ts';
import { rules } from './index.ts';
import { parseCards } from './notation.ts';
import { GAME_IDS } from '../../games.ts';

const record = (deals: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'stikk-record/1', game: 'sproyte', firstDealer: 0, deals, ...extra });
const replay = (text: string) => replayRecord(rules, parseRecordText(text, GAME_IDS));
function problem(text: string): { deal: number | null; action: number | null; rule: string } {
  try {
    replay(text);
  } catch (e) {
    if (e instanceof RecordError) return { deal: e.deal, action: e.action, rule: e.rule };
    throw e;
  }
  throw new Error('the record was accepted');
}

const deck = shuffled(deck48(), rngFrom(seedState(11)));
const deck52 = shuffled(standardDeck(), rngFrom(seedState(12)));
/** The first legal action each time for `count` actions of the deal, as record actions. */
function firstActions(game: GameRecord, count: number): unknown[] {
  let s = replayState(rules, game);
  const out: unknown[] = [];
  for (let i = 0; i < count && !rules.awaitingDeal(s) && !rules.isTerminal(s); i++) {
    const a = rules.legalActions(s)[0];
    out.push(rules.actionToRecord(a));
    s = rules.applyAction(s, a);
  }
  return out;
}
const base = (deals: unknown[], extra: Record<string, unknown> = {}) => JSON.parse(record(deals, extra)) as GameRecord;

describe('replay output', () => {
  it('an unfinished deal prints dealer, finished false, contract, trump and the completed tricks', () => {
    const hands = [
      '♠ A K 4 3 · ♥ A K 2 · ♦ K 7 2 · ♣ 8 6',
      '♠ 7 5 · ♥ 10 6 5 3 · ♦ Q 9 8 4 · ♣ J 5',
      '♠ J 6 2 · ♥ J 4 · ♦ J 3 · ♣ Q 10 9 7 2',
    ].map(parseCards);
    const stock = parseCards('♠10 ♠9 ♥8 ♥7 ♦6 ♦5 ♣4 ♣3 ♠8 ♥9 ♦10 ♦A ♣A ♠Q ♣K ♥Q');
    const actions = [
      { seat: 1, exchange: ['7S', '5S', '6H', '5H', '3H', '4D', 'JC', '5C'] },
      { seat: 2, exchange: ['6S', '2S', '4H'] },
      { seat: 0, exchange: ['4S', '3S', '2H', '2D', '6C'] },
    ];
    const out = replay(
      record([{ hands, stock, revealed: 'QH', dealer: 0, actions }], { options: { form: 'variation' } }),
    );
    expect(out).toEqual({
      game: 'sproyte',
      sides: [[0], [1], [2]],
      deals: [{ dealer: 0, finished: false, contract: 'grand', trump: null, tricks: [0, 0, 0] }],
      totals: [0, 0, 0],
      finished: false,
      winners: [],
    });
  });
  it('complete deals print dealer, contract, trump, tricks, points and totals; no "finished" key', () => {
    const game = base([{ deck, actions: [] }], { options: { target: 30 } });
    const actions = firstActions(game, 39);
    const out = replay(
      record(
        [
          { deck, actions },
          { deck, actions: [] },
        ],
        { options: { target: 30 } },
      ),
    );
    const [first, second] = out.deals;
    expect(Object.keys(first).sort()).toEqual(['contract', 'dealer', 'points', 'totals', 'tricks', 'trump']);
    expect(first).toMatchObject({ dealer: 0, contract: 'trump', trump: 'C' });
    expect((first.tricks as number[]).reduce((a, b) => a + b)).toBe(12);
    expect(first.points).toEqual((first.tricks as number[]).map((t) => Math.max(0, t - 4)));
    expect(second).toEqual({ dealer: 1, finished: false, contract: 'trump', trump: 'S', tricks: [0, 0, 0] });
    expect(out.totals).toEqual(first.totals);
  });
  it('talon form: one talon action per seat offered until somebody takes it', () => {
    const actions = [
      { seat: 1, talon: false },
      { seat: 2, talon: true },
    ];
    const out = replay(record([{ deck: deck52, actions }], { options: { form: 'talon' } }));
    expect(out.deals[0]).toEqual({ dealer: 0, finished: false, contract: 'trump', trump: 'C', tricks: [0, 0, 0] });
    expect(
      problem(
        record([{ deck: deck52, actions: [...actions, { seat: 0, talon: false }] }], { options: { form: 'talon' } }),
      ),
    ).toEqual({ deal: 0, action: 2, rule: 'SPR-6.5' });
  });
  it.each(['standard', 'variation', 'talon'] as const)(
    '%s: a whole random game replays to the same report, finished, with winners',
    (form) => {
      const run = randomPlayout(
        rules,
        rules.parseOptions({ form, target: 5, signedScoring: form === 'variation' }),
        77,
      );
      const out = replay(JSON.stringify(run.record));
      expect(out).toEqual(rules.report(run.final));
      expect(out.finished).toBe(true);
      expect(out.winners).toHaveLength(1);
      expect(out.deals.every((d) => !('finished' in d))).toBe(true);
    },
  );
});

describe('malformed records (records.md "Error positions")', () => {
  const std = (actions: unknown[] = [], extra: Record<string, unknown> = {}) => record([{ deck, actions }], extra);
  it.each([
    ['an unknown option', { options: { colour: 'red' } }],
    ['an option of another game', { options: { nil: 50 } }],
    ['a value outside its list', { options: { form: 'grand' } }],
    ['a target below 1', { options: { target: 0 } }],
    ['a fractional target', { options: { target: 2.5 } }],
    ['a string boolean', { options: { nulloAceLow: 'true' } }],
    ['a first dealer that is no seat', { firstDealer: 3 }],
    ['players naming 2 seats', { players: ['Ada', 'Bo'] }],
  ])('%s → deal null, action null, RECORD', (_, extra) => {
    expect(problem(std([], extra))).toEqual({ deal: null, action: null, rule: 'RECORD' });
  });
  it.each([
    ['a 52-card deck in the standard form', record([{ deck: deck52, actions: [] }])],
    ['a duplicate card', record([{ deck: [...deck.slice(0, 47), deck[0]], actions: [] }])],
    ['a cut where there is none', record([{ deck, cut: 10, actions: [] }])],
    ['a missing cut', record([{ deck: deck52, actions: [] }], { options: { form: 'variation' } })],
    ['an impossible cut', record([{ deck: deck52, cut: 52, actions: [] }], { options: { form: 'variation' } })],
    [
      'a revealed card that is not the last stock card',
      record(
        [
          {
            hands: [deck52.slice(0, 12), deck52.slice(12, 24), deck52.slice(24, 36)],
            stock: deck52.slice(36),
            revealed: deck52[36],
            actions: [],
          },
        ],
        { options: { form: 'variation' } },
      ),
    ],
    [
      'a wrong hand size',
      record([
        { hands: [deck.slice(0, 11), deck.slice(11, 24), deck.slice(24, 36)], stock: deck.slice(36), actions: [] },
      ]),
    ],
    ['deck and hands together', record([{ deck, hands: [[], [], []], actions: [] }])],
    ['a dealer that contradicts the rotation', record([{ deck, dealer: 1, actions: [] }])],
  ])('%s → deal 0, action null, RECORD', (_, text) => {
    expect(problem(text)).toEqual({ deal: 0, action: null, rule: 'RECORD' });
  });
  it('rule-breaking actions carry their index and rule id', () => {
    const f = deck.filter((_, i) => i < 36 && i % 3 === 0); // seat 1 is forhånd of dealer 0
    expect(problem(std([{ seat: 1, exchange: f.slice(0, 7) }]))).toEqual({ deal: 0, action: 0, rule: 'SPR-6.2' });
    expect(problem(std([{ seat: 2, exchange: [] }]))).toEqual({ deal: 0, action: 0, rule: 'SPR-6.1' });
    expect(problem(std([{ seat: 1, exchange: [deck[36]] }]))).toEqual({ deal: 0, action: 0, rule: 'SPR-6.1' });
    expect(
      problem(
        std([
          { seat: 1, exchange: [] },
          { seat: 2, exchange: [] },
          { seat: 1, play: f[0] },
        ]),
      ),
    ).toEqual({ deal: 0, action: 2, rule: 'SPR-6.1' });
    expect(problem(std([{ seat: 1, talon: true }]))).toEqual({ deal: 0, action: 0, rule: 'SPR-6.5' });
    expect(problem(std([{ seat: 1, bid: 4 }]))).toEqual({ deal: 0, action: 0, rule: 'RECORD' });
    expect(problem(std([{ seat: 1, exchange: [], play: 'AS' }]))).toEqual({ deal: 0, action: 0, rule: 'RECORD' });
  });
  it('not following suit is SPR-7.3', () => {
    const game = base([{ deck, actions: [] }]);
    let s = replayState(rules, game);
    const actions: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const a = rules.legalActions(s)[0];
      actions.push(rules.actionToRecord(a));
      s = rules.applyAction(s, a);
    }
    const led = s.trick[0].card[1];
    const hand = s.hands[s.turn as number];
    const revoke = hand.find((c) => c[1] !== led);
    if (!hand.some((c) => c[1] === led) || !revoke) throw new Error('pick another deck for this test');
    expect(problem(std([...actions, { seat: s.turn, play: revoke }]))).toEqual({ deal: 0, action: 4, rule: 'SPR-7.3' });
  });
  it('an action after the deal is complete, an unfinished deal that is not the last, a deal after the game is over', () => {
    const game = base([{ deck, actions: [] }], { options: { target: 1 } });
    const all = firstActions(game, 39);
    expect(problem(std([...all, { seat: 1, play: deck[0] }]))).toEqual({ deal: 0, action: 39, rule: 'RECORD' });
    expect(
      problem(
        record([
          { deck, actions: all.slice(0, 5) },
          { deck, actions: [] },
        ]),
      ),
    ).toEqual({ deal: 0, action: 5, rule: 'RECORD' });
    const out = replay(record([{ deck, actions: all }], { options: { target: 1 } }));
    if (out.finished)
      expect(
        problem(
          record(
            [
              { deck, actions: all },
              { deck, actions: [] },
            ],
            { options: { target: 1 } },
          ),
        ),
      ).toEqual({ deal: 1, action: null, rule: 'RECORD' });
    else throw new Error('pick a deck where somebody wins the first deal alone');
  });
});
