// The Sprøyte exchange: each seat's limit (SPR-T6 to SPR-T9), discard first and then draw (SPR-T10), and the
// lessons' exchanges.
import { describe, expect, it } from 'vitest';
import { deck48, standardDeck } from '../../core/deck.ts';
import { rngFrom, seedState, shuffled } from '../../core/rng.ts';
import { KARI, OLA, YOU, apply, awaiting, dealt, exchange, opts, play, sorted } from './fixtures.ts';
import { exchangeLimit } from './exchange.ts';
import { rules } from './index.ts';
import { parseCards } from './notation.ts';
import type { Action, State } from './state.ts';

/** A shuffled deal with dealer 2, so F = 0, M = 1, D = 2. */
function fresh(form: 'standard' | 'variation', extra: Record<string, unknown> = {}, seed = 1): State {
  const o = opts({ form, ...extra });
  const deck = shuffled(form === 'standard' ? deck48() : standardDeck(), rngFrom(seedState(seed)));
  return rules.startDeal(
    awaiting(o, 1, 2),
    form === 'variation' ? { kind: 'deck', deck, cut: 10 } : { kind: 'deck', deck },
  );
}
const swap = (s: State, k: number): Action => ({
  type: 'exchange',
  seat: s.turn as number,
  discards: s.hands[s.turn as number].slice(0, k),
});
const refusal = (s: State, k: number) => rules.explainIllegal(s, swap(s, k));
/** Each player to exchange in turn discards the first k cards of their hand. */
function swaps(s: State, ...ks: number[]): State {
  return ks.reduce((st, k) => rules.applyAction(st, swap(st, k)), s);
}
function maxAllowed(s: State): number {
  let k = 0;
  while (k < s.hands[s.turn as number].length && refusal(s, k + 1) === null) k++;
  return k;
}

describe('SPR-T6 variasjonssprøyte limits 8 / 5 + unused / rest', () => {
  it('F may take 0 … 8 and not 9', () => {
    const s = fresh('variation');
    expect(maxAllowed(s)).toBe(8);
    expect(refusal(s, 9)).toMatchObject({ rule: 'SPR-6.2', params: { limit: 8, own: 8, carried: 0 } });
  });
  it('with usedF = 3, M may take up to 10 and not 11', () => {
    const s = swaps(fresh('variation'), 3);
    expect(maxAllowed(s)).toBe(10);
    expect(refusal(s, 11)).toMatchObject({
      rule: 'SPR-6.2',
      key: 'exchangeLimitCarried',
      params: { limit: 10, own: 5, carried: 5 },
    });
  });
  it('with usedF = 8 and usedM = 5, D may take exactly 0 … 3 and the third card drawn is the revealed card', () => {
    let s = swaps(fresh('variation'), 8, 5);
    expect(maxAllowed(s)).toBe(3);
    const before = s.hands[2].slice(3);
    s = swaps(s, 3);
    expect(s.hands[2].slice(0, 9)).toEqual(before);
    expect(s.hands[2][11]).toBe(s.revealed);
    expect(s.stock).toHaveLength(0);
  });
});

describe('SPR-T7 / SPR-T9 limits capped by the hand; unused allowance passes on', () => {
  it('variation usedF = 0: M may take 12 (not 13), then D up to 4', () => {
    let s = swaps(fresh('variation'), 0);
    expect(maxAllowed(s)).toBe(12);
    expect(refusal(s, 12)).toBeNull();
    expect(exchangeLimit(s, 1)).toMatchObject({ limit: 12, own: 5, carried: 8, handSize: 12 });
    s = swaps(s, 12);
    expect(maxAllowed(s)).toBe(4);
  });
  it('variation usedF = usedM = 0: D may take 12 (the hand size), leaving 4 cards undrawn', () => {
    let s = swaps(fresh('variation'), 0, 0);
    expect(exchangeLimit(s, 2)).toMatchObject({ limit: 12, own: 3, carried: 13, stockLeft: 16 });
    s = swaps(s, 12);
    expect(s.stock).toHaveLength(4);
    expect(s.stock[3]).toBe(s.revealed);
  });
  it('standard usedF = 0: M may take 10', () => {
    const s = swaps(fresh('standard'), 0);
    expect(maxAllowed(s)).toBe(10);
  });
});

describe('SPR-T8 standard limits 6 / 4 + unused / rest (SPR-D6)', () => {
  it('usedF = 6, usedM = 4 → D limit 2', () => {
    let s = fresh('standard');
    expect(maxAllowed(s)).toBe(6);
    s = swaps(s, 6);
    expect(maxAllowed(s)).toBe(4);
    s = swaps(s, 4);
    expect(maxAllowed(s)).toBe(2);
    expect(refusal(s, 3)).toMatchObject({
      rule: 'SPR-6.2',
      key: 'exchangeLimitStock',
      params: { limit: 2, stockLeft: 2, own: 2, carried: 0 },
    });
  });
  it('usedF = 2, usedM = 0 → D limit 10', () => {
    const s = swaps(fresh('standard'), 2, 0);
    expect(maxAllowed(s)).toBe(10);
    expect(exchangeLimit(s, 2)).toMatchObject({ own: 2, carried: 8 });
  });
  it('SPR-S3 5/4/rest, 4/4/rest and open', () => {
    const five = fresh('standard', { standardLimits: '5-4' });
    expect(maxAllowed(five)).toBe(5);
    expect(maxAllowed(swaps(five, 1))).toBe(8);
    const four = fresh('standard', { standardLimits: '4-4' });
    expect(maxAllowed(four)).toBe(4);
    let s = swaps(four, 4, 4);
    expect(exchangeLimit(s, 2)).toMatchObject({ limit: 4, own: 4, carried: 0 });
    let open = fresh('standard', { standardLimits: 'open' });
    expect(maxAllowed(open)).toBe(12);
    open = swaps(open, 9);
    expect(maxAllowed(open)).toBe(3);
    expect(refusal(open, 4)).toMatchObject({ key: 'exchangeLimitStock', params: { limit: 3, stockLeft: 3 } });
    s = swaps(open, 3);
    expect(maxAllowed(s)).toBe(0);
  });
  it('the dealer exchanges [] even when nothing is left to draw (records.md)', () => {
    let s = swaps(fresh('standard', { standardLimits: 'open' }), 12, 0);
    expect(rules.legalActions(s)).toEqual([{ type: 'exchange', seat: 2, discards: [] }]);
    expect(refusal(s, 1)).toMatchObject({ rule: 'SPR-6.2', params: { limit: 0 } });
    s = swaps(s, 0);
    expect(s.phase).toBe('play');
  });
  it('legal actions are exactly the subsets up to the limit', () => {
    const s = fresh('standard');
    const legal = rules.legalActions(s) as Extract<Action, { type: 'exchange' }>[];
    const expected = [0, 1, 2, 3, 4, 5, 6].reduce((n, k) => n + binom(12, k), 0);
    expect(legal).toHaveLength(expected);
    expect(new Set(legal.map((a) => a.discards.join())).size).toBe(expected);
    expect(legal[0].discards).toEqual([]);
  });
});

function binom(n: number, k: number): number {
  return k === 0 ? 1 : (binom(n - 1, k - 1) * n) / k;
}

describe('SPR-T10 discard first, then draw (COM-6.1)', () => {
  it('a stock card cannot be discarded (it is not drawn yet); the drawn cards are the top k in order', () => {
    let s = fresh('standard');
    const top = s.stock[0];
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 0, discards: [top] })).toMatchObject({
      rule: 'SPR-6.1',
      key: 'discardNotInHand',
    });
    const discards = [s.hands[0][3], s.hands[0][7], s.hands[0][0]];
    const stock = s.stock.slice();
    s = apply(s, { type: 'exchange', seat: 0, discards });
    expect(s.hands[0].slice(9)).toEqual(stock.slice(0, 3));
    expect(s.stock).toEqual(stock.slice(3));
    expect(s.discards[0]).toEqual(discards);
    expect(s.exchanged).toEqual([3, null, null]);
  });
  it('a card listed twice is refused', () => {
    const s = fresh('standard');
    const c = s.hands[0][0];
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 0, discards: [c, c] })).toMatchObject({
      rule: 'SPR-6.1',
      key: 'duplicateDiscard',
    });
  });
  it('the order is F → M → D, each exactly once, then F leads', () => {
    let s = fresh('standard');
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 1, discards: [] })).toMatchObject({
      rule: 'SPR-6.1',
      key: 'notYourTurnToExchange',
    });
    expect(rules.explainIllegal(s, { type: 'play', seat: 0, card: s.hands[0][0] })).toMatchObject({
      rule: 'SPR-6.1',
      key: 'exchangeFirst',
    });
    s = swaps(s, 1);
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 0, discards: [] })).toMatchObject({
      key: 'alreadyExchanged',
    });
    s = swaps(s, 1, 1);
    expect([s.phase, s.turn]).toEqual(['play', 0]);
    expect(rules.explainIllegal(s, { type: 'exchange', seat: 0, discards: [] })).toMatchObject({
      rule: 'SPR-6.1',
      key: 'exchangeOver',
    });
    expect(rules.explainIllegal(s, { type: 'talon', seat: 0, take: true })).toMatchObject({
      rule: 'SPR-6.5',
      key: 'noTalon',
    });
  });
});

describe('lessons', () => {
  it('SPR-L5 exchanging as forhånd (standard, deal 2, dealer Kari)', () => {
    let s = dealt(
      opts(),
      2,
      KARI,
      [
        '♠ A K 9 4 · ♥ A 3 · ♦ 8 6 3 · ♣ J 7 4',
        '♠ 10 8 7 · ♥ 10 5 · ♦ 10 4 · ♣ K 9 8 6 3',
        '♠ 5 3 · ♥ Q J 7 6 4 · ♦ Q 9 7 5 · ♣ 5',
      ],
      '♠Q ♥K ♣A ♦A ♠6 ♥9 ♦K ♣Q ♥8 ♦J ♠J ♣10',
    );
    expect([s.trump, s.turn]).toEqual(['S', YOU]);
    const seven = rules.explainIllegal(s, exchange(YOU, '♥3 ♦8 ♦6 ♦3 ♣7 ♣4 ♠4'));
    expect(seven).toMatchObject({ rule: 'SPR-6.2', key: 'exchangeLimitOwn', params: { limit: 6, role: 'forehand' } });
    expect(seven?.message).toBe('Forhånd may exchange at most 6 cards.');
    s = apply(s, exchange(YOU, '♥3 ♦8 ♦6 ♦3 ♣7 ♣4'));
    expect(sorted(s.hands[YOU])).toEqual(sorted(parseCards('♠ A K Q 9 6 4 · ♥ A K 9 · ♦ A · ♣ A J')));
    s = apply(s, exchange(OLA, '♥5 ♦4 ♣6 ♣3'));
    expect(s.hands[OLA].slice(8)).toEqual(parseCards('♦K ♣Q ♥8 ♦J'));
    expect(exchangeLimit(s, KARI).limit).toBe(2);
  });
  it('SPR-L6 inheriting unused exchanges: 4 (yours) + 4 (left over by Kari)', () => {
    let s = dealt(
      opts(),
      3,
      OLA,
      [
        '♠ 10 8 5 3 · ♥ Q 6 · ♦ 10 7 4 · ♣ 9 5 3',
        '♠ J 9 7 6 · ♥ 7 5 4 · ♦ 5 3 · ♣ J 7 4',
        '♥ 10 9 8 3 · ♦ J 9 8 6 · ♣ Q 10 8 6',
      ],
      '♦Q ♠4 ♥A ♥K ♥J ♠A ♠K ♦A ♦K ♣A ♠Q ♣K',
    );
    expect([s.trump, s.turn]).toEqual(['H', KARI]);
    s = apply(s, exchange(KARI, '♣8 ♣6'));
    expect(s.hands[KARI].slice(10)).toEqual(parseCards('♦Q ♠4'));
    expect(exchangeLimit(s, YOU)).toMatchObject({ limit: 8, own: 4, carried: 4 });
    const nine = rules.explainIllegal(s, exchange(YOU, '♠10 ♠8 ♠5 ♠3 ♦7 ♦4 ♣5 ♣3 ♣9'));
    expect(nine).toMatchObject({
      rule: 'SPR-6.2',
      key: 'exchangeLimitCarried',
      params: { limit: 8, own: 4, carried: 4, count: 9 },
    });
    expect(nine?.message).toContain('4 of your own + 4 left by the player before you');
    s = apply(s, exchange(YOU, '♠10 ♠8 ♠5 ♠3 ♦7 ♦4 ♣5 ♣3'));
    expect(s.hands[YOU].slice(4)).toEqual(parseCards('♥A ♥K ♥J ♠A ♠K ♦A ♦K ♣A'));
    expect(exchangeLimit(s, OLA).limit).toBe(2);
    s = apply(s, exchange(OLA, '♦5 ♦3'));
    expect(s.hands[OLA].slice(10)).toEqual(parseCards('♠Q ♣K'));
    expect(s.phase).toBe('play');
    expect(rules.explainIllegal(s, play(YOU, '♥A'))).toMatchObject({ rule: 'SPR-7.1', key: 'forehandLeads' });
  });
  it('SPR-L9 variasjonssprøyte exchange as dealer: only 5 cards remain, the last is the revealed ♥Q', () => {
    let s = dealt(
      opts({ form: 'variation' }),
      1,
      YOU,
      [
        '♠ A K 4 3 · ♥ A K 2 · ♦ K 7 2 · ♣ 8 6',
        '♠ 7 5 · ♥ 10 6 5 3 · ♦ Q 9 8 4 · ♣ J 5',
        '♠ J 6 2 · ♥ J 4 · ♦ J 3 · ♣ Q 10 9 7 2',
      ],
      '♠10 ♠9 ♥8 ♥7 ♦6 ♦5 ♣4 ♣3 ♠8 ♥9 ♦10 ♦A ♣A ♠Q ♣K ♥Q',
      '♥Q',
    );
    expect([s.contract, s.trump, s.revealed, s.turn]).toEqual(['grand', null, 'QH', OLA]);
    s = apply(s, exchange(OLA, '♠7 ♠5 ♥6 ♥5 ♥3 ♦4 ♣J ♣5'));
    expect(exchangeLimit(s, KARI).limit).toBe(5);
    s = apply(s, exchange(KARI, '♠6 ♠2 ♥4'));
    expect(exchangeLimit(s, YOU)).toMatchObject({ limit: 5, stockLeft: 5 });
    const six = rules.explainIllegal(s, exchange(YOU, '♠4 ♠3 ♥2 ♦2 ♣6 ♣8'));
    expect(six).toMatchObject({ rule: 'SPR-6.2', key: 'exchangeLimitStock', params: { limit: 5, stockLeft: 5 } });
    expect(six?.message).toMatch(/^Only 5 cards remain in the stock/);
    s = apply(s, exchange(YOU, '♠4 ♠3 ♥2 ♦2 ♣6'));
    expect(s.hands[YOU].slice(7)).toEqual(parseCards('♦A ♣A ♠Q ♣K ♥Q'));
    expect(s.stock).toEqual([]);
  });
});
