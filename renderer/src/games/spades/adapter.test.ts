// The blind nil's exchange as the table's log says it (SPD-5.6 (d)): the pass is named from your seat, so a card
// coming to you reads «til deg», not «til Du».
import { afterEach, describe, expect, it } from 'vitest';
import { defaultOptions, type View } from '../../../../machines/spades/rules/index.ts';
import type { RecordAction } from '../../../../machines/core/record.ts';
import { i18n } from '../../i18n/i18n.svelte.ts';
import { spades } from './adapter.ts';

const names = ['Du', 'Ola', 'Kari', 'Per'];
const view = { seat: 0, options: defaultOptions } as unknown as View;
const pass = (seat: number) => ({ seat, pass: ['SA', 'H2'] }) as unknown as RecordAction;

describe('the blind-nil pass in the log', () => {
  afterEach(() => i18n.setLocale('en'));

  it('names you as the one passing, the one passed to, or neither', () => {
    i18n.setLocale('nb');
    expect(spades.describe?.(pass(0), view, names)?.full).toBe('Du gir 2 kort til Kari.');
    expect(spades.describe?.(pass(2), view, names)?.full).toBe('Kari gir 2 kort til deg.');
    expect(spades.describe?.(pass(1), view, names)?.full).toBe('Ola gir 2 kort til Per.');
    i18n.setLocale('en');
    expect(spades.describe?.(pass(2), view, names)?.full).toBe('Kari passes 2 cards to you.');
  });
});
