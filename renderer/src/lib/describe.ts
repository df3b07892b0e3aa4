// A recorded decision in words (the event line, the live region, the review): the game's own wording
// when its adapter has one, else the generic sentences. Seat 0 is you.
import type { RecordAction } from '../../../machines/core/record.ts';
import { i18n, t } from '../i18n/i18n.svelte.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { Said } from './games/said.ts';

const HUMAN = 0;

/** The part of a game's adapter (games/types.ts) that words its own actions. */
export interface Describer<V> {
  describe?(a: RecordAction, view: V, names: readonly string[]): Said | null;
}

const same = (text: string): Said => ({ short: text, full: text });

export function describeAction<V>(adapter: Describer<V>, a: RecordAction, view: V, names: readonly string[]): Said {
  const custom = adapter.describe?.(a, view, names);
  if (custom) return custom;
  const you = a.seat === HUMAN;
  const name = names[a.seat] ?? '';
  const k = (key: string): MessageKey => `event.${key}${you ? '.you' : ''}` as MessageKey;
  if ('play' in a)
    return {
      short: t(k('play'), { name, card: i18n.cardShort(a.play) }),
      full: t(k('play'), { name, card: i18n.cardInText(a.play) }),
    };
  if ('exchange' in a)
    return same(a.exchange.length === 0 ? t(k('keep'), { name }) : t(k('exchange'), { name, n: a.exchange.length }));
  if ('talon' in a) return same(t(k(a.talon ? 'talonTake' : 'talonDecline'), { name }));
  if ('trump' in a) return same(t(k('trump'), { name, suit: i18n.suit(a.trump) }));
  if ('bid' in a) {
    // A bid by name (Spades' nil) is the game's own wording (its adapter's `describe`).
    const bid = typeof a.bid === 'number' ? i18n.num(a.bid) : a.bid;
    return same(t(k('bid'), { name, bid }));
  }
  if ('pass' in a) return same(t(k('pass'), { name, n: a.pass.length }));
  return same('');
}
