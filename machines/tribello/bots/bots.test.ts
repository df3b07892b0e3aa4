import { describe, expect, it } from 'vitest';
import { rngFrom, seedState } from '../../core/rng.ts';
import type { Policy } from '../../core/bots.ts';
import { type Action, type State, type View, rules } from '../rules/index.ts';
import { act, awaiting, cards, dealt, hand } from '../rules/test-support.ts';
import { policies } from './levels/index.ts';

/** Play deal `deal` (1 … 12) from seed `seed` with one policy per seat; returns the points per seat. */
function playDeal(deal: number, seed: number, bySeat: Policy<View, Action>[]): number[] {
  const rng = rngFrom(seedState(seed ^ 0x5eed));
  let s: State = rules.startDeal(awaiting(deal, { seed, firstDealer: seed % 3 }), { kind: 'shuffle' });
  while (s.phase !== 'awaitingDeal' && s.phase !== 'gameOver') {
    const seat = rules.currentPlayer(s) as number;
    s = rules.applyAction(s, bySeat[seat].choose(rules.observe(s, seat), rules.legalActions(s), rng));
  }
  return [...s.results[s.results.length - 1].points];
}

describe('computer players', () => {
  it('both policies only ever choose legal actions, in every round', () => {
    for (let deal = 1; deal <= 12; deal++) {
      const pts = playDeal(deal, deal, [policies.basic, policies.random, policies.basic]);
      expect(pts.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });

  it('the rule-based player beats random-legal with seats rotated over a fixed set of deals', () => {
    const seeds = 8;
    let hero = 0;
    let others = 0;
    let n = 0;
    const byRound = [0, 0, 0, 0];
    for (let deal = 1; deal <= 12; deal++)
      for (let seed = 1; seed <= seeds; seed++)
        for (let seat = 0; seat < 3; seat++) {
          const bySeat = [0, 1, 2].map((i) => (i === seat ? policies.basic : policies.random));
          const pts = playDeal(deal, 1000 * deal + seed, bySeat);
          hero += pts[seat];
          others += (pts[(seat + 1) % 3] + pts[(seat + 2) % 3]) / 2;
          byRound[Math.ceil(deal / 3) - 1] += pts[seat];
          n++;
        }
    const margin = (hero - others) / n;
    console.log(
      `Tribello basic vs random over ${n} deals (12 deal numbers × ${seeds} deals × 3 seats): basic ${(hero / n).toFixed(2)} points/deal, ` +
        `random ${(others / n).toFixed(2)}; margin ${margin.toFixed(2)} points per deal; basic per round ${byRound.map((p) => (p / (n / 4)).toFixed(2)).join(' / ')}`,
    );
    expect(margin).toBeGreaterThan(2.5);
    for (const p of byRound) expect(p).toBeGreaterThan(0);
  });
});

describe('rule-based choices on the lesson deals (TRB-14)', () => {
  const choose = (s: State) =>
    policies.basic.choose(rules.observe(s, rules.currentPlayer(s) as number), rules.legalActions(s), rngFrom(1));

  it('TRB-L6: with ♠ A K Q 9 6 3 the round-two dealer names spades', () => {
    const you = hand('♠ A K Q 9 6 3 · ♥ A 5 · ♦ K 8 · ♣ J 7 4');
    const liv = hand('♠ 7 5 · ♥ K J 7 3 · ♦ A 10 7 3 2 · ♣ A 3');
    const rune = hand('♠ 10 4 · ♥ Q 8 4 2 · ♦ 9 6 5 · ♣ Q 10 5 2');
    const s = dealt(4, {
      kind: 'hands',
      hands: [you, liv, rune],
      stock: cards('♦J ♥10 ♠8 ♣8 ♥9 ♠2 ♥6 ♦4 ♦Q ♣9 ♣K ♠J ♣6'),
    });
    expect(choose(s)).toEqual({ type: 'trump', seat: 0, suit: 'S' });
  });
  it('TRB-L3: the round-one dealer (hearts trump) throws the small clubs and diamonds, keeps trumps and aces', () => {
    const you = hand('♠ A Q · ♥ A K 10 8 4 · ♦ K 6 2 · ♣ 9 5 3');
    const liv = hand('♠ 3 2 · ♥ J 7 · ♦ J 10 8 5 4 3 · ♣ 10 8 6');
    const rune = hand('♠ J 9 6 5 4 · ♥ 5 2 · ♦ A 7 · ♣ K Q 4 2');
    const s = dealt(1, {
      kind: 'hands',
      hands: [you, liv, rune],
      stock: cards('♥Q ♠K ♣A ♦9 ♥3 ♠7 ♠10 ♥6 ♥9 ♣J ♣7 ♠8 ♦Q'),
      revealed: '8H',
    });
    const a = choose(s);
    expect(a.type).toBe('exchange');
    const discards = a.type === 'exchange' ? a.discards : [];
    expect(discards).toEqual(expect.arrayContaining(cards('♦6 ♦2 ♣9 ♣5 ♣3')));
    expect(discards.some((c) => c[1] === 'H' || c === 'AS' || c === 'KD')).toBe(false);
  });
  it('TRB-L10: in round four the player left of the dealer exchanges exactly its six high cards', () => {
    const you = hand('♠ A K 4 · ♥ A Q 3 · ♦ A 7 2 · ♣ K 8 5 3');
    const liv = hand('♠ J 8 5 3 · ♥ K 8 · ♦ K Q 10 9 · ♣ Q 9 7');
    const rune = hand('♠ Q 10 · ♥ J 10 7 6 4 · ♦ J 6 3 · ♣ A J 10');
    let s = dealt(12, {
      kind: 'hands',
      hands: [you, liv, rune],
      stock: cards('♦5 ♣6 ♠9 ♠6 ♥5 ♦4 ♣4 ♠2 ♥2 ♠7 ♦8 ♣2 ♥9'),
    });
    s = act(s, { type: 'exchange', seat: 2, discards: cards('♣A ♠Q ♦J') });
    const a = choose(s);
    expect(a.type === 'exchange' && [...a.discards].sort()).toEqual(cards('♠A ♠K ♥A ♥Q ♦A ♣K').sort());
  });
  it('round four: following suit it ducks under the winning card with its highest loser', () => {
    const you = hand('♠ 6 4 2 · ♥ K 9 5 3 2 · ♦ 7 4 2 · ♣ 8 5');
    const liv = hand('♠ J 8 5 3 · ♥ 8 · ♦ K Q 10 9 · ♣ Q 9 7 4');
    const rune = hand('♠ Q 10 · ♥ J 10 7 6 4 · ♦ J 6 3 · ♣ A J 10');
    const rest = cards('♦5 ♣6 ♠9 ♠7 ♥A ♦A ♣K ♠A ♠K ♥Q ♦8 ♣2 ♣3');
    let s = dealt(12, { kind: 'hands', hands: [you, liv, rune], stock: rest });
    s = act(
      s,
      { type: 'exchange', seat: 2, discards: [] },
      { type: 'exchange', seat: 0, discards: [] },
      { type: 'exchange', seat: 1, discards: [] },
    );
    s = act(s, { type: 'play', seat: 2, card: 'TH' });
    expect(choose(s)).toEqual({ type: 'play', seat: 0, card: '9H' });
  });
});
