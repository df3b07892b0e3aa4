// Review: every hand at every step of a deal, as the review shows it, is the hand the
// seat held then — also the Spades hands that lay face down — and each step is one decision of the record.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from './core/record.ts';
import { dealSteps, handsByStep } from './core/review.ts';
import type { AnyRules } from './core/replay.ts';
import { randomPlayout } from './testing/testkit.ts';
import { engines } from './games.ts';

const cases: [string, AnyRules, object, number][] = [
  ['sproyte', engines.sproyte!, { form: 'variation' }, 3],
  ['spades with blind nil behind 0', engines.spades!, { blindNilBehind: 0 }, 3],
  ['spades six', engines.spades!, { players: 'partners6' }, 2],
  ['tribello', engines.tribello!, {}, 5],
];

const sorted = (cards: readonly string[] | null) => (cards ? [...cards].sort() : null);

describe.each(cases)('review of %s', (_name, rules, raw, deals) => {
  const options = rules.parseOptions(raw);
  const n = rules.seatCount(options);
  const record = JSON.parse(JSON.stringify(randomPlayout(rules, options, 99, deals).record)) as GameRecord;

  it('shows each seat the cards it held at every step, one step per decision', () => {
    let faceDown = 0;
    for (let d = 0; d < record.deals.length; d++) {
      const { states, actions } = dealSteps(rules, record, d);
      expect(actions).toEqual(record.deals[d].actions);
      expect(states).toHaveLength(actions.length + 1);
      const hands = handsByStep(
        (s, seat) => rules.observe(s, seat),
        states,
        n,
        (v: { hand: readonly string[] | null }) => v.hand,
      );
      faceDown += states.filter((s, i) =>
        (s as { looked?: boolean[] }).looked?.some((x, seat) => !x && hands[i][seat]?.length),
      ).length;
      states.forEach((s, i) => {
        const truth = (s as unknown as { hands: string[][] }).hands;
        for (let seat = 0; seat < n; seat++) expect(sorted(hands[i][seat])).toEqual(sorted(truth[seat]));
      });
      actions.forEach((a, i) => {
        if (!('play' in a)) return;
        const count = (h: readonly string[] | null) => (h ?? []).filter((c) => c === a.play).length;
        expect(count(hands[i + 1][a.seat])).toBe(count(hands[i][a.seat]) - 1);
      });
      expect(rules.awaitingDeal(states[states.length - 1]) || rules.isTerminal(states[states.length - 1])).toBe(true);
    }
    if ((options as { players?: string }).players === 'partners4') expect(faceDown).toBeGreaterThan(0);
  });
});
