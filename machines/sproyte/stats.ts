// Sprøyte's statistics, from your seat: each deal's points and contract, the form, and whether you won.
import type { Statistics } from '../core/bundle/bundle.ts';
import type { View } from './rules/index.ts';

const add = (c: Record<string, number>, key: string, n = 1) => void (c[key] = (c[key] ?? 0) + n);

/** One Sprøyte deal from your seat (SPR-9.2: a trump or grand deal scores the tricks above four). */
function hand(v: View, r: View['results'][number], counts: Record<string, number>): number {
  const p = r.points[v.seat];
  if (r.contract === 'nullo') {
    add(counts, 'nulloDeals');
    add(counts, 'nulloPoints', p);
  } else add(counts, 'overFour', Math.max(0, p));
  if (v.options.form === 'talon') add(counts, 'talonDeals');
  if (r.talonTaker === v.seat) add(counts, 'talonTaken');
  return p;
}

export const statistics: Statistics<View> = {
  hand: (v, deal, counts) => {
    const r = v.results[deal];
    return r === undefined ? null : hand(v, r, counts);
  },
  deals: (v) => v.results.length,
  form: (v) => v.options.form,
  won: (v) => v.winners.includes(v.seat),
};
