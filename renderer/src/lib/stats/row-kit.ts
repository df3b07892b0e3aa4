// The pieces of a statistics row: its label and its value read from the summed lines, a sum or a ratio.
import { i18n, t } from '../../i18n/i18n.svelte.ts';
import { INTL_LOCALE } from '../../i18n/dictionaries.ts';
import type { Totals } from './totals.ts';

export interface Row {
  readonly label: string;
  readonly value: (x: Totals) => string;
}

/** A count of the summed lines. */
export const c = (x: Totals, k: string): number => x.counts[k] ?? 0;
/** A ratio, or a dash when there is nothing to divide by. */
export const per = (a: number, b: number): string =>
  b ? (a / b).toLocaleString(INTL_LOCALE[i18n.locale], { maximumFractionDigits: 2 }) : '–';
/** "3 of 5", or a dash when there were none. */
export const of = (made: number, n: number): string => (n ? t('stats.madeOf', { made, n }) : '–');
