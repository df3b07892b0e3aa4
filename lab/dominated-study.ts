// npm run dominated-study -- --a expert --b strong --deals N --seed S [--quiet]
// The arena's duplicate deals (scripts/arena.ts, the same seeds) with the dominated-play yardstick
// (machines/spades/search/audit.ts) on every play of both levels; prints each dominated play's position (hand,
// trick, bids, tricks won) with the card played and the better card, and per level: dominated plays per 50 seat
// hands (13 plays each) with a 95 % interval, nils bid per seat hand and made, decision CPU p95.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadArena } from '../scripts/arena-run.ts';
import { type ArenaModule, playDuplicate } from '../machines/core/duplicate.ts';
import type { State } from '../machines/spades/rules/index.ts';
import { rules } from '../machines/spades/rules/index.ts';
import { dominatedBy } from './spades/audit.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const a = arg('a', 'expert');
const b = arg('b', 'strong');
const deals = Number(arg('deals', '20'));
const seed0 = Number(arg('seed', '1'));
const quiet = process.argv.includes('--quiet');
const dump = arg('dump', ''); // a file: one JSON line per dominated play (the state, seat, card, better card)

const m = (await loadArena(join(import.meta.dirname, '..'), 'spades')) as ArenaModule;
const ids = [a, b];
const dom = [0, 0];
const lit = [0, 0];
const plays = [0, 0];
const times: number[][] = [[], []];
const nils = [0, 0];
const made = [0, 0];
const seatHands = [0, 0];
const diffs: number[] = [];
let current: readonly boolean[] = [];
const probeModule: ArenaModule = {
  ...m,
  probe(state, seat, action, seed) {
    const s = state as State;
    const act = action as { type: string; card?: string };
    if (s.phase !== 'playing' || act.type !== 'play') return undefined;
    const lvl = current[seat] ? 0 : 1;
    const cards = rules.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
    plays[lvl]++;
    const v = rules.observe(s, seat);
    // As the arena's probe counts them (arena-probe.ts): on the mean too over 96 deals; and the share alone over 24.
    const strict = dominatedBy(v, cards, act.card as string, 96, seed, 10, 0.9, true);
    const literal = dominatedBy(v, cards, act.card as string, 24, seed);
    if (literal) lit[lvl]++;
    const better = strict ?? literal;
    if (strict) dom[lvl]++;
    if (better) {
      if (dump)
        appendFileSync(dump, `${JSON.stringify({ level: ids[lvl], seat, card: act.card, better, state: s })}\n`);
      if (!quiet) {
        console.log(
          `\n[${ids[lvl]}]${strict ? '' : ' (share only)'} seat ${seat} trick ${v.tricks.length + 1}: played ${act.card}, dominated by ${better.card} (+${better.gain.toFixed(1)} in ${better.share}/24)`,
        );
        console.log(
          `  hand ${v.hand?.join(' ')}; trick ${v.trick.map((p) => `${p.seat}:${p.card}`).join(' ')}; bids ${v.bids.join(',')}; won ${v.tricksWon.join(',')}; broken ${v.spadesBroken}; totals ${v.totals.join('/')} bags ${v.bagCounters.join('/')}`,
        );
        console.log(`  hands ${s.hands.map((h, i) => `${i}:[${h.join(' ')}]`).join(' ')}`);
      }
    }
    return undefined;
  },
};
const legsOf = m.legs.bind(m);
probeModule.legs = (s) => legsOf(s);
for (let d = 0; d < deals; d++) {
  const seed = seed0 * 100_003 + d;
  const before = m.situation(seed, {});
  // playDuplicate plays the legs in order: track which seats are A through a wrapped legs().
  const legs = m.legs(before);
  let leg = 0;
  const pa = m.policies[a];
  const pb = m.policies[b];
  const timed = <T>(lvl: 0 | 1, f: () => T): T => {
    const c0 = process.cpuUsage();
    const out = f();
    const c = process.cpuUsage(c0);
    times[lvl].push((c.user + c.system) / 1000);
    return out;
  };
  const mod: ArenaModule = {
    ...probeModule,
    legs: () => legs,
    outcome(after, isA) {
      const o = m.outcome(after, isA);
      const r = (after as State).results[(after as State).results.length - 1];
      isA.forEach((x, seat) => {
        const lvl = x ? 0 : 1;
        seatHands[lvl]++;
        const bid = r.bids[seat];
        if (bid === 'nil' || bid === 'blind-nil') {
          nils[lvl]++;
          if (r.tricks[seat] === 0) made[lvl]++;
        }
      });
      leg++;
      current = legs[leg] ?? [];
      return o;
    },
  };
  current = legs[0];
  const r = playDuplicate(mod, pa, pb, seed, {}, timed, true);
  diffs.push(r.diff);
  if ((d + 1) % 10 === 0) process.stderr.write(`${d + 1} `);
}
const n = diffs.length;
const mean = diffs.reduce((x, y) => x + y, 0) / n;
const sd = Math.sqrt(diffs.reduce((t, x) => t + (x - mean) ** 2, 0) / Math.max(1, n - 1));
console.log(
  `\n${a} − ${b} over ${n} duplicate deals: ${mean.toFixed(2)} [${(mean - (1.96 * sd) / Math.sqrt(n)).toFixed(2)}, ${(mean + (1.96 * sd) / Math.sqrt(n)).toFixed(2)}]`,
);
for (const lvl of [0, 1]) {
  const t = times[lvl].slice().sort((x, y) => x - y);
  const p95 = t[Math.floor(0.95 * t.length)] ?? 0;
  const rate = dom[lvl] / Math.max(1, plays[lvl]);
  const se = Math.sqrt(Math.max(dom[lvl], 1)) / Math.max(1, plays[lvl]); // Poisson
  const per50 = (x: number) => (x * 13 * 50).toFixed(2);
  const p = nils[lvl] ? made[lvl] / nils[lvl] : 0;
  const pse = nils[lvl] ? Math.sqrt((p * (1 - p)) / nils[lvl]) : 0;
  console.log(
    `  ${ids[lvl]}: share only over 24 deals ${lit[lvl]} = ${per50(lit[lvl] / Math.max(1, plays[lvl]))} per 50 seat hands`,
  );
  console.log(
    `  ${ids[lvl]}: dominated ${dom[lvl]} of ${plays[lvl]} plays = ${per50(rate)} per 50 seat hands [${per50(Math.max(0, rate - 1.96 * se))}, ${per50(rate + 1.96 * se)}]; nils ${nils[lvl]} of ${seatHands[lvl]} seat hands (${((100 * nils[lvl]) / Math.max(1, seatHands[lvl])).toFixed(1)} %), made ${made[lvl]} (${(100 * p).toFixed(0)} % ± ${(196 * pse).toFixed(0)}); CPU p95 ${p95.toFixed(1)} ms over ${t.length} decisions`,
  );
}
