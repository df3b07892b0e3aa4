// When a computer bids Blind Nil (SPD-5.6, COM-7.3): from the score sheet alone, before its cards are
// considered. Measured by `npm run blind-nil-study` (Spades, partners, target 500, 2,000
// duplicate deals per score situation): what a Blind Nil gains depends on the partner. Made 73% with a
// computer partner (+75 points that hand), 56% with a newcomer who ignores it but returns low cards (+6),
// 6% with one who returns the first two cards shown, the highest spades (−208). It raises the trailing
// side's chance to win the game with the first two everywhere, and costs the third. So a computer bids it
// only where that cost stays under 8 points of winning chance (far behind, or behind near the end), and
// not in the two hands after its side's last one: your partner then bids it in 2–6% of all hands.
import type { View } from '../rules/index.ts';

/** A looser rule, kept for the lab's study: far behind, or behind near the end; it fails far more often than it pays. */
export function wantsBlindNilBefore(v: View): boolean {
  const leader = Math.max(...v.totals);
  return v.partner !== null && (v.behindBy >= 200 || (v.behindBy >= 100 && leader >= 0.7 * v.options.target));
}

/** Behind by at least `behind` while the leading side needs at most `toGo` more points: the normal bid rarely wins. */
const DESPERATE: readonly { readonly behind: number; readonly toGo: number }[] = [
  { behind: 200, toGo: Infinity },
  { behind: 150, toGo: 150 },
  { behind: 100, toGo: 100 },
];

/** Hands to wait after the side's own Blind Nil (about one hand in three at most). */
const REST = 2;

export function wantsBlindNil(v: View): boolean {
  if (v.partner === null) return false; // no partner to return low cards and cover (cutthroat): not measured, not bid
  const toGo = v.options.target - Math.max(...v.totals);
  if (!DESPERATE.some((d) => v.behindBy >= d.behind && toGo <= d.toGo)) return false;
  const side = v.sides[v.mySide];
  return !v.results.slice(-REST).some((r) => side.some((seat) => r.bids[seat] === 'blind-nil'));
}
