// Display order of your hand: by suit with trump first and colours alternating, high
// to low within a suit; jokers (trumps in Spades) before everything. Presentation only: no rule here.
import { rankValue } from '../../../machines/core/cards.ts';

const RED = new Set(['H', 'D']);
const DEFAULT_ORDER = ['S', 'H', 'C', 'D'];

export function suitOrder(present: readonly string[], trump: string | null): string[] {
  const remaining = DEFAULT_ORDER.filter((s) => present.includes(s) && s !== trump);
  const order = trump && present.includes(trump) ? [trump] : [];
  while (remaining.length) {
    const last = order[order.length - 1];
    const i =
      last === undefined
        ? 0
        : Math.max(
            0,
            remaining.findIndex((s) => RED.has(s) !== RED.has(last)),
          );
    order.push(remaining.splice(i, 1)[0]);
  }
  return order;
}

export function sortHand(cards: readonly string[], trump: string | null, aceLow = false): string[] {
  const jokers = cards.filter((c) => c === 'BJ' || c === 'LJ').sort((a, b) => rankValue(b) - rankValue(a));
  const rest = cards.filter((c) => c !== 'BJ' && c !== 'LJ');
  const order = suitOrder([...new Set(rest.map((c) => c[1]))], trump);
  const rank = (c: string) => (aceLow && c[0] === 'A' ? 1 : rankValue(c));
  return [...jokers, ...rest.slice().sort((a, b) => order.indexOf(a[1]) - order.indexOf(b[1]) || rank(b) - rank(a))];
}
