// Tribello's coach situations (issue 23): once a seat has its quota in rounds 1–3 every card it plays is about
// the quota — every trick over it still scores (TRB-10.1) — whether it can take this trick or only keep its
// winners for the next ones; before that, the plain trick situations.
import { describe, expect, it } from 'vitest';
import { wouldWin } from '../../core/coach/trick-situation.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { policies } from '../bots/index.ts';
import { rules } from '../rules/index.ts';
import { situation } from './game.ts';

describe('Tribello: the quota reached is the quota skill’s chance', () => {
  it('every play past the quota in rounds 1–3 is a quota decision, a trick to be had or not; none before it', () => {
    const rng = rngFrom(seedState(3));
    let past = 0;
    let pastNoWin = 0;
    let s = rules.setup(rules.defaultOptions, 0, 3);
    for (let d = 0; d < 6; d++) {
      s = rules.startDeal(s, { kind: 'shuffle' });
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
        const seat = rules.currentPlayer(s) as number;
        const legal = rules.legalActions(s);
        const v = rules.observe(s, seat);
        if (v.phase === 'play' && v.roundKind !== 'avoid' && legal.length > 1) {
          const reached = v.tricks[seat] >= v.quotas[seat];
          expect(situation(v, legal) === 'quota-needed').toBe(reached);
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
  });
});
