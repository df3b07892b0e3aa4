// npx tsx scripts/policy-fit.ts [deals] [level]: fits the Spades player model of search/policy-evidence.ts (issue
// 24) to a level's self-play. Every play is replayed on the true deal from the first lead; per kind of play (a lead,
// following suit, another suit) it counts how often the play was the guided policy's card (hit) and, when not,
// of the policy's suit (sameSuit). Prints the rates, ready for FITTED.
import { rules } from '../machines/spades/rules/index.ts';
import { allTricks, selfPlay } from './spades-self-play.ts';
import { FITTED, type PlayKind, kindOf } from './spades/policy-evidence.ts';
import { replayOf } from '../machines/spades/search/replay.ts';

const deals = Number(process.argv[2] ?? '200');
const level = process.argv[3] ?? 'strong';
const count: Record<PlayKind, { plays: number; hit: number; sameSuit: number }> = {
  lead: { plays: 0, hit: 0, sameSuit: 0 },
  follow: { plays: 0, hit: 0, sameSuit: 0 },
  off: { plays: 0, hit: 0, sameSuit: 0 },
};
for (let d = 1; d <= deals; d++) {
  const s = selfPlay(d * 7919 + 13, d + 1000, level, allTricks);
  if (s.tricks.length < 13) continue;
  // Every play replayed: a view from no seat (the replay puts every played card back; the hands are empty now).
  const replay = replayOf({ ...rules.observe(s, 0), seat: -1 });
  if (!replay) continue;
  replay.run(new Int32Array(16), (sim, code, g) => {
    const c = count[kindOf(sim, code)];
    c.plays++;
    if (g === code) c.hit++;
    else if (g >= 0 && g >> 5 === code >> 5) c.sameSuit++;
  });
}
for (const [kind, c] of Object.entries(count))
  console.log(
    `${kind.padEnd(7)} ${String(c.plays).padStart(5)} plays: hit ${(c.hit / c.plays).toFixed(3)}, sameSuit ${(c.sameSuit / c.plays).toFixed(3)} (FITTED ${FITTED[kind as PlayKind].hit}, ${FITTED[kind as PlayKind].sameSuit})`,
  );
