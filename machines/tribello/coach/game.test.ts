// Tribello's coach situations: once a seat's quota is decided in rounds 1–3 — reached, or out of reach
// — every card it plays is about the quota: every trick over it still scores and every trick under it still
// costs (TRB-10.1), whether it can take this trick or only keep its winners for the next ones; before that, the
// plain trick situations.
import { describe, expect, it } from 'vitest';
import { wouldWin } from '../../core/coach/trick-situation.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { policies } from '../bots/levels/index.ts';
import { type View, rules } from '../rules/index.ts';
import { quotaDecided, situation } from './game.ts';

describe('Tribello: the quota decided is the quota skill’s chance', () => {
  it('every play past the quota or with the quota out of reach in rounds 1–3 is a quota decision, a trick to be had or not; none before', () => {
    const rng = rngFrom(seedState(3));
    let past = 0;
    let pastNoWin = 0;
    let outOfReach = 0;
    let s = rules.setup(rules.defaultOptions, 0, 3);
    for (let d = 0; d < 6; d++) {
      s = rules.startDeal(s, { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
        const seat = rules.currentPlayer(s) as number;
        const legal = rules.legalActions(s);
        const v = rules.observe(s, seat);
        if (v.phase === 'play' && v.roundKind !== 'avoid' && legal.length > 1) {
          const reached = v.tricks[seat] >= v.quotas[seat];
          // Out of reach: more tricks still needed than cards left to win them with (13 tricks, TRB-8.3).
          const lost = v.quotas[seat] - v.tricks[seat] > 13 - v.tricks.reduce((a, b) => a + b, 0);
          expect(situation(v, legal) === 'quota-needed').toBe(reached || lost);
          if (lost) outOfReach++;
          if (reached) {
            past++;
            const facts = { seat, hand: v.hand, legal: [], trick: v.trick, policy: { trump: v.trump }, partner: null };
            if (v.trick.length > 0 && !legal.some((a) => a.type === 'play' && wouldWin(facts, a.card))) pastNoWin++;
          }
        }
        s = rules.applyAction(s, policies.casual.choose(v, legal, rng));
      }
    }
    expect(past).toBeGreaterThan(10);
    expect(pastNoWin).toBeGreaterThan(0);
    expect(outOfReach).toBeGreaterThan(0);
  });

  it('a quota out of reach is decided as much as one reached (TRB-10.1: each trick under it still costs a point)', () => {
    const at = (tricks: number, quota: number, cards: number) =>
      ({ seat: 0, tricks: [tricks, 0, 0], quotas: [quota, 4, 3], hand: Array(cards).fill('2C') }) as unknown as View;
    expect(quotaDecided(at(6, 6, 7))).toBe(true); // made, seven tricks still to play
    expect(quotaDecided(at(1, 6, 4))).toBe(true); // five still needed, four left: out of reach
    expect(quotaDecided(at(2, 6, 4))).toBe(false); // four needed, four left: still to play for
    expect(quotaDecided(at(0, 3, 13))).toBe(false);
  });
});
