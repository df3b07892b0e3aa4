// The card player's defaults for a Spades lead (card-order.ts cardOrder): draw trumps, else a low singleton side card
// — the lead the book gives and the hint explains (lead-low.short), among cards the sampled deals cannot tell apart.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../core/cards.ts';
import { parseScenario } from '../../core/reasons/scenario.ts';
import { positionOf } from '../../testing/reasons/scenario-run.ts';
import { withDefaults } from '../../core/search/paired.ts';
import { policies } from '../bots/levels/index.ts';
import { type View, rules } from '../rules/index.ts';
import { cardOrder } from './card-order.ts';
import { hint } from './hint.ts';
import { positionAt } from '../scenarios/position.test-helpers.ts';

/** The trick-one lead of lead-low-singleton.txt with another hand for seat 0 (bids 4, 3, 3, 3). */
function leadWith(hand: string): { view: View; cards: Card[] } {
  const text = `game spades\ndealer 3\nhand 0 ${hand}\nact 0 bid 4, 1 bid 3, 2 bid 3, 3 bid 3\nexpect play ♦4\n`;
  const { view, legal } = positionOf({ rules, hint, policies }, parseScenario(text, 'lead.txt'));
  return { view, cards: legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])) };
}

/** The card the default puts first, or null where the position has none. */
function first(hand: string): string | null {
  const { view, cards } = leadWith(hand);
  const o = cardOrder(view, cards);
  if (!o.prefer) return null;
  return cards[o.prefer.indexOf(Math.min(...o.prefer))];
}

describe('the lead the card player prefers among cards the deals cannot tell apart', () => {
  it('a low singleton side card, with spades to trump that suit later (lead-low-singleton)', () => {
    expect(first('♠ K Q 7 5 3 · ♥ K J 6 · ♦ 4 · ♣ Q J 9 8')).toBe('4D');
    // Two singletons: the lower first.
    expect(first('♠ K Q 7 5 3 · ♥ K J 6 5 3 2 · ♦ 4 · ♣ 9')).toBe('4D');
    expect(first('♠ K Q 7 5 3 · ♥ K J 6 5 3 2 · ♦ 8 · ♣ 3')).toBe('3C');
  });

  it('no singleton lead with an honour alone, or with fewer than two spades', () => {
    expect(first('♠ K Q 7 5 3 · ♥ K J 6 · ♦ Q · ♣ Q J 9 8')).toBeNull();
    expect(first('♠ K · ♥ K J 6 5 3 · ♦ 4 · ♣ Q J 9 8 7')).toBeNull();
  });

  it("the singleton lead is one of the book's leads, kept by every level's defaults", () => {
    const { view, cards } = leadWith('♠ K Q 7 5 3 · ♥ K J 6 · ♦ 4 · ♣ Q J 9 8');
    const o = cardOrder(view, cards);
    expect(o.book).toBe(true);
    expect(o.leads).toBe(true);
    expect(withDefaults(o, 'all').prefer).toEqual(o.prefer);
    expect(withDefaults(o, 'no-duck').prefer).toEqual(o.prefer);
  });
});

/** The candidates at a named position and the order the card player reads them in. */
function orderAt(name: string) {
  const { view, legal } = positionAt(name);
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  return { cards, o: cardOrder(view, cards) };
}

/** The card the default puts first at a named position, or null. */
function firstAt(name: string): string | null {
  const { cards, o } = orderAt(name);
  return o.prefer ? cards[o.prefer.indexOf(Math.min(...o.prefer))] : null;
}

describe("the book's play against an opponent's nil (nilDuck)", () => {
  it('stays under the winning card, the highest such card first; leads low', () => {
    expect(firstAt('nil-attack-third')).toBe('7H'); // the ♥8 wins: ♥7, keeping the ♥2
    expect(firstAt('nil-attack-second-2')).toBe('2H'); // the ♥4 wins: only the ♥2 stays under
    expect(firstAt('nil-lead-attack')).toBe('2H');
    expect(firstAt('nil-attack-duck')).toBe('6H'); // the nil's ♥9 on top: stay under it
  });

  it("is one of the book's plays, not a lead's default, on lead too: a level that keeps every default keeps it", () => {
    for (const name of ['nil-attack-third', 'nil-lead-attack']) {
      const { o } = orderAt(name);
      expect(o.prefer).toBeDefined();
      expect(o.book).toBe(true);
      expect(o.leads).toBeFalsy();
      expect(withDefaults(o, 'all').prefer).toEqual(o.prefer);
    }
  });

  it("a level that leaves the duck out (defaults 'no-duck') drops it, on lead too, and keeps the singleton lead", () => {
    for (const name of ['nil-attack-third', 'nil-lead-attack'])
      expect(withDefaults(orderAt(name).o, 'no-duck').prefer).toBeUndefined();
    const { view, cards } = leadWith('♠ K Q 7 5 3 · ♥ K J 6 · ♦ 4 · ♣ Q J 9 8');
    const o = cardOrder(view, cards);
    expect(o.prefer).toBeDefined();
    expect(withDefaults(o, 'no-duck').prefer).toEqual(o.prefer);
    expect(cards[o.prefer!.indexOf(Math.min(...o.prefer!))]).toBe('4D');
  });

  it('none where the side covers its own nil', () => {
    // nil-cover-*: the seat's partner bid nil — covering is not ducking.
    expect(firstAt('nil-cover-second')).toBeNull();
    expect(firstAt('nil-cover-fourth')).toBeNull();
  });
});
