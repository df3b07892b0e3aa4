// Spades' statistics, from your side: each hand as the rules core scored it (its score lines), the table format,
// and whether your side won.
import type { Statistics } from '../core/bundle/bundle.ts';
import type { View } from './rules/index.ts';

const add = (c: Record<string, number>, key: string, n = 1) => void (c[key] = (c[key] ?? 0) + n);

/** One Spades hand from your side, as the rules core scored it (its score lines): your points that hand. */
function hand(v: View, r: View['results'][number], counts: Record<string, number>): number {
  const side = r.sides[v.mySide];
  const keys = side.lines.map((l) => l.key);
  if (side.contract > 0) add(counts, 'contracts');
  if (keys.includes('contractMade') || keys.includes('moonMade')) add(counts, 'made');
  if (keys.includes('contractSet') || keys.includes('moonSet')) add(counts, 'sets');
  add(counts, 'bags', side.bags);
  const bid = r.bids[v.seat];
  const mine = (key: string) =>
    side.lines.some((l) => l.key === key && (l.params.seat === v.seat || key.startsWith('doubleNil')));
  if (bid === 'nil') add(counts, 'nilTried');
  if (bid === 'nil' && (mine('nilMade') || mine('doubleNilMade'))) add(counts, 'nilMade');
  if (bid === 'blind-nil') add(counts, 'blindTried');
  if (bid === 'blind-nil' && (mine('blindNilMade') || mine('doubleNilMade'))) add(counts, 'blindMade');
  return side.points;
}

export const statistics: Statistics<View> = {
  hand: (v, deal, counts) => {
    const r = v.results[deal];
    return r === undefined ? null : hand(v, r, counts);
  },
  deals: (v) => v.results.length,
  form: (v) => v.options.players,
  won: (v) => v.winners.includes(v.mySide),
};
