// Tribello's statistics, from your seat: each deal's quota and tricks, its round's points, and whether you won.
import type { Statistics } from '../core/bundle/bundle.ts';
import type { View } from './rules/index.ts';

const add = (c: Record<string, number>, key: string, n = 1) => void (c[key] = (c[key] ?? 0) + n);

/** One Tribello deal from your seat: its score line's quota and tricks. */
function hand(v: View, r: View['results'][number], counts: Record<string, number>): number {
  const line = r.lines.find((l) => l.seat === v.seat);
  if (line && line.tricks === line.quota) add(counts, 'quotaHits');
  add(counts, `round${r.round}Points`, r.points[v.seat]);
  add(counts, `round${r.round}Deals`);
  return r.points[v.seat];
}

export const statistics: Statistics<View> = {
  hand: (v, deal, counts) => {
    const r = v.results[deal];
    return r === undefined ? null : hand(v, r, counts);
  },
  deals: (v) => v.results.length,
  form: () => 'standard',
  won: (v) => v.winners.includes(v.seat),
};
