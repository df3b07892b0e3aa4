// records.md: the generic shape checks and the replay loop, with a tiny test game ("two-up":
// two seats, four cards each from an 8-card pack, one deal per game... two deals end the game).
import { describe, expect, it } from 'vitest';
import type { Card } from './cards.ts';
import { DealError, type GameRules, IllegalAction, type Refusal } from './contract.ts';
import { deckProblem } from './deck.ts';
import { RecordError, parseRecordText, type RecordAction } from './record.ts';
import { replayRecord } from './replay.ts';

const PACK: Card[] = ['2C', '3C', '4C', '5C', '2H', '3H', '4H', '5H'];
interface S {
  phase: 'deal' | 'play' | 'over';
  rng: number;
  dealer: number;
  deals: number;
  hands: Card[][];
  turn: number;
  tricks: number[];
  totals: number[];
  trick: Card[];
}
interface A {
  seat: number;
  play: Card;
}

const twoUp: GameRules<Record<string, never>, S, A, unknown> = {
  game: 'two-up',
  defaultOptions: {},
  parseOptions(raw) {
    for (const k of Object.keys(raw as object)) throw new RecordError(`unknown option ${k}`);
    return {};
  },
  seatCount: () => 2,
  sides: () => [[0], [1]],
  setup: (_o, firstDealer) => ({
    phase: 'deal',
    rng: 1,
    dealer: firstDealer,
    deals: 0,
    hands: [],
    turn: 0,
    tricks: [0, 0],
    totals: [0, 0],
    trick: [],
  }),
  awaitingDeal: (s) => s.phase === 'deal',
  dealer: (s) => s.dealer,
  startDeal(s, src) {
    if (src.kind !== 'deck') throw new DealError('deck form only');
    const p = deckProblem(src.deck, PACK);
    if (p) throw new DealError(p);
    return {
      ...s,
      phase: 'play',
      hands: [src.deck.slice(0, 4), src.deck.slice(4)],
      turn: 1 - s.dealer,
      tricks: [0, 0],
      trick: [],
    };
  },
  dealCards: () => ({ deck: PACK }),
  currentPlayer: (s) => (s.phase === 'play' ? s.turn : null),
  legalActions: (s) => s.hands[s.turn].map((c) => ({ seat: s.turn, play: c })),
  sampleAction: (s, rng) => ({ seat: s.turn, play: s.hands[s.turn][rng.int(s.hands[s.turn].length)] }),
  explainIllegal(s, a): Refusal | null {
    if (a.seat !== s.turn) return { rule: 'COM-5.1', key: 'notYourTurn', message: `it is seat ${s.turn}'s turn` };
    if (!s.hands[a.seat].includes(a.play))
      return { rule: 'COM-5.1', key: 'notInHand', message: `${a.play} is not in seat ${a.seat}'s hand` };
    return null;
  },
  applyAction(s, a) {
    const r = this.explainIllegal(s, a);
    if (r) throw new IllegalAction(r);
    const hands = s.hands.map((h, i) => (i === a.seat ? h.filter((c) => c !== a.play) : h));
    const trick = [...s.trick, a.play];
    if (trick.length < 2) return { ...s, hands, trick, turn: 1 - s.turn };
    const win = trick[1][1] === trick[0][1] && trick[1] > trick[0] ? a.seat : 1 - a.seat;
    const tricks = s.tricks.map((t, i) => (i === win ? t + 1 : t));
    if (hands[0].length > 0) return { ...s, hands, trick: [], tricks, turn: win };
    const totals = s.totals.map((t, i) => t + tricks[i]);
    const deals = s.deals + 1;
    return {
      ...s,
      hands,
      trick: [],
      tricks,
      totals,
      deals,
      dealer: 1 - s.dealer,
      phase: deals === 2 ? 'over' : 'deal',
    };
  },
  observe: (s, seat) => s.hands[seat],
  isTerminal: (s) => s.phase === 'over',
  report: (s) => ({
    game: 'two-up',
    sides: [[0], [1]],
    deals: [],
    totals: s.totals,
    finished: s.phase === 'over',
    winners: [],
  }),
  actionFromRecord(raw: RecordAction) {
    if (!('play' in raw)) throw new RecordError('two-up has only plays');
    return { seat: raw.seat, play: raw.play };
  },
  actionToRecord: (a) => a,
};

const plays = (order: [number, Card][]) => order.map(([seat, play]) => ({ seat, play }));
const fullDeal = plays([
  [1, '2H'],
  [0, '3C'],
  [1, '3H'],
  [0, '2C'],
  [1, '4H'],
  [0, '4C'],
  [1, '5H'],
  [0, '5C'],
]);
const deck = ['2C', '3C', '4C', '5C', '2H', '3H', '4H', '5H'];
const rec = (extra: object) =>
  JSON.stringify({
    format: 'stikk-record/1',
    game: 'two-up',
    firstDealer: 0,
    deals: [{ deck, actions: fullDeal }],
    ...extra,
  });
const errorOf = (text: string) => {
  try {
    replayRecord(twoUp, parseRecordText(text, ['two-up']));
  } catch (e) {
    if (e instanceof RecordError) return { deal: e.deal, action: e.action, rule: e.rule };
    throw e;
  }
  return null;
};

describe('record shape (records.md "Record keys")', () => {
  it.each([
    ['malformed JSON', '{"format": '],
    ['not an object', '[1,2]'],
    ['unknown format', rec({ format: 'stikk-record/2' })],
    ['unknown game', rec({ game: 'whist' })],
    ['options not an object', rec({ options: [1] })],
    ['unknown option key', rec({ options: { trumps: 3 } })],
    ['missing firstDealer', rec({ firstDealer: undefined })],
    ['firstDealer outside the table', rec({ firstDealer: 2 })],
    ['players of the wrong length', rec({ players: ['Ada'] })],
    ['players not strings', rec({ players: [1, 2] })],
    ['deals missing', rec({ deals: undefined })],
  ])('%s → RECORD with no position', (_name, text) => {
    expect(errorOf(text)).toEqual({ deal: null, action: null, rule: 'RECORD' });
  });

  it.each([
    ['a bad card code', { deck: ['2c', ...deck.slice(1)], actions: [] }],
    ['a duplicate card', { deck: ['2C', ...deck.slice(0, 7)], actions: [] }],
    ['a missing card', { deck: deck.slice(1), actions: [] }],
    ['deck and hands together', { deck, hands: [[], []], actions: [] }],
    ['neither deck nor hands', { actions: [] }],
    ['a dealer that contradicts the rotation', { deck, dealer: 1, actions: [] }],
    ['actions not a list', { deck }],
  ])('%s → RECORD at the deal, action null', (_n, deal) => {
    expect(errorOf(rec({ deals: [deal] }))).toEqual({ deal: 0, action: null, rule: 'RECORD' });
  });

  it.each([
    ['an action without seat', { play: '2H' }],
    ['two keys in one action', { seat: 1, play: '2H', bid: 3 }],
    ['an unknown key', { seat: 1, shout: true }],
    ['a bad card code in a play', { seat: 1, play: 'H2' }],
    ['a bid that is not a number or nil', { seat: 1, bid: 'seven' }],
    ['a seat that does not exist', { seat: 5, play: '2H' }],
  ])('%s → RECORD at that action', (_n, action) => {
    expect(errorOf(rec({ deals: [{ deck, actions: [fullDeal[0], action] }] }))).toEqual({
      deal: 0,
      action: 1,
      rule: 'RECORD',
    });
  });

  it('an illegal action gives the rule it breaks at its index', () => {
    expect(errorOf(rec({ deals: [{ deck, actions: [fullDeal[0], { seat: 0, play: '2H' }] }] }))).toEqual({
      deal: 0,
      action: 1,
      rule: 'COM-5.1',
    });
  });
  it('an action after the deal is complete', () => {
    expect(errorOf(rec({ deals: [{ deck, actions: [...fullDeal, fullDeal[0]] }] }))).toEqual({
      deal: 0,
      action: 8,
      rule: 'RECORD',
    });
  });
  it('an unfinished deal that is not the last: action = its number of actions', () => {
    expect(
      errorOf(
        rec({
          deals: [
            { deck, actions: fullDeal.slice(0, 3) },
            { deck, actions: [] },
          ],
        }),
      ),
    ).toEqual({ deal: 0, action: 3, rule: 'RECORD' });
  });
  it('a deal after the game is over: action null', () => {
    const second = {
      deck,
      actions: plays([
        [0, '2C'],
        [1, '2H'],
        [0, '3C'],
        [1, '3H'],
        [0, '4C'],
        [1, '4H'],
        [0, '5C'],
        [1, '5H'],
      ]),
    };
    expect(errorOf(rec({ deals: [{ deck, actions: fullDeal }, second, { deck, actions: [] }] }))).toEqual({
      deal: 2,
      action: null,
      rule: 'RECORD',
    });
    expect(errorOf(rec({ deals: [{ deck, actions: fullDeal }, second] }))).toBeNull();
  });
  it('an unfinished last deal and unknown extra keys are fine; 4.0 counts as 4', () => {
    expect(
      errorOf(rec({ note: 'hi', firstDealer: 0.0, deals: [{ deck, actions: fullDeal.slice(0, 3), comment: 'x' }] })),
    ).toBeNull();
  });
});
