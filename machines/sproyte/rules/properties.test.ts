// Property tests over random games (house-style §6): the contract suite of machines/testing/testkit.ts plus
// Sprøyte's own invariants, a naive trick-winner oracle, a direct score recomputation and per-flag checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGameProperties, checkViewHides, randomPlayout } from '../../testing/testkit.ts';
import { rules } from './index.ts';
import { candidates, hiddenFrom, invariant, naiveLimits, optionsArb } from './checks.test-helpers.ts';
import type { Options } from './options.ts';
import type { Action, State } from './state.ts';

/**
 * An independent legality oracle (rules.md SPR-6, SPR-7) for the cheap property below: the engine must
 * accept exactly what it allows and refuse everything else with a rule id.
 */
function naiveLegal(s: State, a: Action): boolean {
  if (a.seat !== s.turn) return false;
  const hand = s.hands[a.seat];
  if (a.type === 'talon') return s.phase === 'talon';
  if (a.type === 'exchange') {
    if (
      s.phase !== 'exchange' ||
      new Set(a.discards).size !== a.discards.length ||
      !a.discards.every((c) => hand.includes(c))
    )
      return false;
    const f = (s.dealer + (s.options.direction === 'clockwise' ? 1 : 2)) % 3;
    const m = (f + (s.options.direction === 'clockwise' ? 1 : 2)) % 3;
    const limits = naiveLimits(s.options, [s.exchanged[f] ?? 0, s.exchanged[m] ?? 0]);
    return a.discards.length <= limits[a.seat === f ? 0 : a.seat === m ? 1 : 2];
  }
  if (s.phase !== 'play' || !hand.includes(a.card)) return false;
  const led = s.trick[0]?.card[1];
  return led === undefined || a.card[1] === led || !hand.some((c) => c[1] === led);
}

describe('random games: the contract properties (machines/testing/testkit.ts)', () => {
  it('short games in every form and setting', () => {
    checkGameProperties(rules, {
      options: optionsArb(['standard', 'variation', 'talon'], fc.integer({ min: 1, max: 30 })),
      numRuns: 90,
      maxDeals: 2,
      candidates,
      hiddenFrom,
      invariant,
    });
  });
  it('complete talon-form games to the end, small targets (tie-break deals, shared wins)', () => {
    checkGameProperties(rules, {
      options: optionsArb(['talon'], fc.integer({ min: 1, max: 5 })),
      numRuns: 40,
      candidates,
      hiddenFrom,
      invariant,
    });
  });
});

describe('random games: thousands of deals against independent oracles', () => {
  it('every step: invariants, legality = the naive oracle, views hide everything hidden', () => {
    let deals = 0;
    fc.assert(
      fc.property(
        optionsArb(['standard', 'variation', 'talon'], fc.integer({ min: 1, max: 12 })),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (o, seed) => {
          const run = randomPlayout(rules, o, seed, Infinity, true);
          deals += run.final.results.length;
          for (const s of run.states) {
            invariant(s);
            if (s.phase === 'awaitingDeal' || s.phase === 'gameOver') continue;
            for (const a of candidates(s)) {
              const refusal = rules.explainIllegal(s, a);
              if (naiveLegal(s, a) !== (refusal === null))
                throw new Error(`${JSON.stringify(a)}: engine ${refusal?.rule ?? 'legal'}, oracle ${naiveLegal(s, a)}`);
              if (refusal && !/^(COM|SPR)-\d/.test(refusal.rule))
                throw new Error(`refusal without a rule id: ${refusal.rule}`);
            }
            for (let seat = 0; seat < 3; seat++) checkViewHides(rules.observe(s, seat), hiddenFrom(s, seat), seat);
          }
        },
      ),
      // Random targets of 1 … 12 average about 6.5 deals a game: 400 games make well over 2,000 deals.
      { numRuns: 400 },
    );
    expect(deals).toBeGreaterThan(2000);
  });
});

describe('rule flags: every flag that is read is also written (house-style §3)', () => {
  it('talonTaker, exchanged (pass-on), lastTrick, revealed, winners and the tie-break all take effect in random games', () => {
    const seen = new Set<string>();
    const forms: Options['form'][] = ['standard', 'variation', 'talon'];
    for (let seed = 0; seed < 150; seed++) {
      const o = rules.parseOptions({
        form: forms[seed % 3],
        target: 1 + (seed % 4),
        tie: seed % 2 ? 'shared' : 'play-on',
        signedScoring: seed % 5 === 0,
        nulloAceLow: seed % 7 < 3,
      });
      const run = randomPlayout(rules, o, seed, Infinity, true);
      let prev: State | null = null;
      for (const s of run.states) {
        // talonTaker is set exactly when somebody said yes, and the taker then holds the talon dealt.
        const yes = s.talonAnswers.indexOf(true);
        expect(s.talonTaker).toBe(yes < 0 ? null : yes);
        if (s.talonTaker !== null) seen.add(`talon taken by ${s.talonTaker === s.dealer ? 'D' : 'F or M'}`);
        if (o.form === 'talon' && s.phase === 'play' && s.talonTaker === null) seen.add('talon declined by all');
        // exchanged: the middle player's limit grows by what forhånd left unused.
        if (s.phase === 'exchange' && s.turn !== null) {
          const lim = rules.observe(s, 0).exchangeLimit;
          if (lim?.role === 'middle' && lim.carried > 0 && !lim.open) seen.add('pass-on to M');
        }
        // lastTrick: written when a trick completes, cleared by the next card.
        if (s.trick.length > 0) expect(s.lastTrick).toBeNull();
        else if (prev && prev.phase === 'play' && prev.trick.length === 2) {
          expect(s.lastTrick).toBe(s.history[s.history.length - 1]);
          seen.add(`trick reason ${s.lastTrick?.reason.rule}`);
        }
        // revealed: set in variasjonssprøyte only, and it decides the contract.
        if (s.dealNumber > 0) expect(s.revealed !== null).toBe(o.form === 'variation');
        if (s.revealed !== null && s.phase !== 'awaitingDeal') seen.add(`contract ${s.contract}`);
        // winners: written exactly when the game ends.
        expect(s.winners.length > 0).toBe(s.phase === 'gameOver');
        if (s.phase === 'gameOver') seen.add(s.winners.length > 1 ? 'shared win' : 'single winner');
        if (s.phase !== 'gameOver' && s.results.length > 0 && Math.max(...s.totals) >= o.target)
          seen.add('tie-break deal');
        if (s.results.some((r) => r.points.some((p) => p < 0))) seen.add('negative points');
        prev = s;
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'contract grand',
        'contract nullo',
        'contract trump',
        'negative points',
        'pass-on to M',
        'shared win',
        'single winner',
        'talon declined by all',
        'talon taken by D',
        'talon taken by F or M',
        'tie-break deal',
        'trick reason SPR-8.1',
        'trick reason SPR-8.2',
        'trick reason SPR-8.3',
      ].sort(),
    );
  });
});
