// For random legal games of every game and option set, driven by the rules cores
// themselves, the pad fed the same bids, contracts and tricks gives the same dealer, points, totals and end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../testing/testkit.ts';
import { rules as spades } from '../spades/rules/index.ts';
import { optionsArb as spadesOptions } from '../spades/rules/checks.test-helpers.ts';
import { rules as sproyte } from '../sproyte/rules/index.ts';
import { optionsArb as sproyteOptions } from '../sproyte/rules/checks.test-helpers.ts';
import { rules as tribello } from '../tribello/rules/index.ts';
import { leaders } from '../tribello/rules/scoring.ts';
import { optionsArb as tribelloOptions } from '../tribello/rules/checks.test-helpers.ts';
import { evaluate, newPad } from './pad.ts';
import { padText, checkPadText } from './file.ts';
import type { Pad, PadDeal } from './types.ts';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);

function sameThroughFile(pad: Pad): void {
  const back = checkPadText(padText(pad));
  expect(back.ok && back.pad).toEqual(pad);
}

describe('the pad equals the rules core (random complete games)', () => {
  it('Spades, every format and option: dealer, points per side, bags, totals after every hand, the winners (SPD-3, SPD-8, SPD-9)', () => {
    fc.assert(
      fc.property(spadesOptions, seed, (options, s) => {
        const run = randomPlayout(spades, options, s, 10);
        const results = run.final.results;
        const deals: PadDeal[] = results.map((r) => ({ bids: r.bids.slice(), tricks: r.tricks.slice() }));
        const pad = {
          ...newPad('spades', { ...options }, names(run.final.hands.length), run.record.firstDealer, 'p'),
          deals,
        };
        const c = evaluate(pad);
        if (!c.ok) throw new Error(`${c.refusal.rule} ${c.refusal.message} at ${c.at}: ${JSON.stringify(deals[c.at])}`);
        results.forEach((r, i) => {
          const d = c.evaluation.deals[i];
          expect(d.dealer).toBe(r.dealer);
          expect(d.points).toEqual(r.sides.map((x) => x.points));
          expect(d.totals).toEqual(r.sides.map((x) => x.totalAfter));
          expect(d.bags).toEqual(r.sides.map((x) => x.bagsAfter));
          expect(d.lines.map((l) => l.rule)).toEqual(r.sides.flatMap((x) => x.lines.map((l) => l.rule)));
        });
        expect(c.evaluation.totals).toEqual(run.final.totals);
        expect(c.evaluation.winners).toEqual(run.final.winners);
        expect(c.evaluation.over).toBe(run.final.phase === 'gameOver');
        if (!c.evaluation.over) expect(c.evaluation.next?.dealer).toBe(run.final.dealer);
        sameThroughFile(pad);
      }),
      { numRuns: 60 },
    );
  });

  it('Sprøyte, every form and option: dealer, points, totals, the winners and ties (SPR-3, SPR-9, SPR-10)', () => {
    fc.assert(
      fc.property(sproyteOptions(['standard', 'variation', 'talon'], fc.constantFrom(10, 5, 3)), seed, (options, s) => {
        const run = randomPlayout(sproyte, options, s, 30);
        const results = run.final.results;
        const deals: PadDeal[] = results.map((r) =>
          options.form === 'variation'
            ? { contract: r.contract, tricks: r.tricks.slice() }
            : { tricks: r.tricks.slice() },
        );
        const pad = { ...newPad('sproyte', { ...options }, names(3), run.record.firstDealer, 'p'), deals };
        const c = evaluate(pad);
        if (!c.ok) throw new Error(`${c.refusal.rule} ${c.refusal.message} at ${c.at}`);
        results.forEach((r, i) => {
          const d = c.evaluation.deals[i];
          expect(d.dealer).toBe(r.dealer);
          expect(d.points).toEqual(r.points);
          expect(d.totals).toEqual(r.totals);
          if (options.form !== 'variation') expect(d.next.trump).toBe(r.trump);
        });
        expect(c.evaluation.winners).toEqual(run.final.winners);
        expect(c.evaluation.over).toBe(run.final.phase === 'gameOver');
        sameThroughFile(pad);
      }),
      { numRuns: 40 },
    );
  });

  it('Tribello, both directions and tie rules: dealer, round, quotas, points, totals, the end after deal 12 (TRB-3, TRB-4, TRB-10, TRB-11)', () => {
    fc.assert(
      fc.property(tribelloOptions, seed, (options, s) => {
        const run = randomPlayout(tribello, options, s);
        const results = run.final.results;
        const pad = {
          ...newPad('tribello', { ...options }, names(3), run.record.firstDealer, 'p'),
          deals: results.map((r) => ({ tricks: r.tricks.slice() })),
        };
        const c = evaluate(pad);
        if (!c.ok) throw new Error(`${c.refusal.rule} ${c.refusal.message} at ${c.at}`);
        results.forEach((r, i) => {
          const d = c.evaluation.deals[i];
          expect([d.dealer, d.next.round, d.next.quotas]).toEqual([r.dealer, r.round, r.quotas]);
          expect(d.points).toEqual(r.points);
          expect(d.totals).toEqual(r.totals);
        });
        expect(run.final.phase).toBe('gameOver');
        expect(c.evaluation.over).toBe(true);
        expect(c.evaluation.winners).toEqual(leaders(run.final.totals));
        sameThroughFile(pad);
      }),
      { numRuns: 25 },
    );
  });
});
