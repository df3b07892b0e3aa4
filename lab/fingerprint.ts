// The shipped levels' fingerprint: every level of every game plays fixed duplicate deals, and the hash of every
// action chosen is printed. A refactor of the computer players that must not change their play leaves it the same.
// npx tsx lab/fingerprint.ts [--deals N]
import { createHash } from 'node:crypto';
import type { Policy } from '../machines/core/bots.ts';
import { type ArenaModule, playDuplicate } from '../machines/core/duplicate.ts';
import * as spades from './spades/arena.ts';
import * as sproyte from '../machines/sproyte/arena.ts';
import * as tribello from '../machines/tribello/arena.ts';
import { policies as spadesLevels } from '../machines/spades/bots/levels/index.ts';
import { policies as sproyteLevels } from '../machines/sproyte/bots/levels/index.ts';
import { policies as tribelloLevels } from '../machines/tribello/bots/levels/index.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const deals = arg('deals', 3);
const games: [string, ArenaModule, Record<string, Policy<unknown, unknown>>, Record<string, unknown>?][] = [
  ['spades', spades as unknown as ArenaModule, spadesLevels as never],
  ['spades cutthroat3', spades as unknown as ArenaModule, spadesLevels as never, { players: 'cutthroat3' }],
  ['sproyte', sproyte as unknown as ArenaModule, sproyteLevels as never],
  ['tribello', tribello as unknown as ArenaModule, tribelloLevels as never],
];
const PAIRS = [
  ['expert', 'strong'],
  ['casual', 'beginner'],
  ['random', 'expert'],
];
const all = createHash('sha256');
for (const [game, m, levels, options] of games) {
  for (const [a, b] of PAIRS) {
    const h = createHash('sha256');
    const rec = (p: Policy<unknown, unknown>): Policy<unknown, unknown> => ({
      id: p.id,
      choose: (v, legal, rng) => {
        const x = p.choose(v, legal, rng);
        h.update(JSON.stringify(x));
        return x;
      },
    });
    let diff = 0;
    for (let d = 0; d < deals; d++) diff += playDuplicate(m, rec(levels[a]), rec(levels[b]), 4242 + d, options).diff;
    const digest = h.digest('hex').slice(0, 16);
    all.update(digest);
    console.log(`${game} ${a}-${b}: ${digest} (A − B ${diff.toFixed(3)} over ${deals})`);
  }
}
console.log(`all: ${all.digest('hex').slice(0, 16)}`);
