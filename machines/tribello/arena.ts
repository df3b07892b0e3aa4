// Tribello in the arena (scripts/arena.ts): situations at every deal number 1 … 12, so all four
// rounds (revealed trump, named trump, no trump, avoid tricks, TRB-6) and every dealer's chair come up, with
// zero-sum running totals; the legs seat the two levels in every arrangement of three chairs; points per deal
// are the mean of the A chairs less the mean of the B chairs (TRB-10).
import { everySeating } from '../core/duplicate.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type Options, type State, rules } from './rules/index.ts';
import { policies as levels } from './bots/levels/index.ts';

/** The app's levels. */
export const policies = { ...levels };

type Counters = Record<string, { num: number; den: number }>;

export function situation(seed: number, overrides: Partial<Options> = {}): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ ...overrides });
  const s = rules.setup(options, r.int(3), seed);
  const deal = seed % 12; // the next deal is deal + 1
  const a = deal === 0 ? 0 : r.between(-8, 8);
  const b = deal === 0 ? 0 : r.between(-8, 8);
  return { ...s, deal, totals: [a, b, -a - b] };
}

export const legs = (): boolean[][] => everySeating(3);

export function outcome(after: State, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] } {
  const result = after.results[after.results.length - 1];
  const stats: [Counters, Counters] = [{}, {}];
  const pts: [number[], number[]] = [[], []];
  result.points.forEach((p, seat) => {
    const lvl = isA[seat] ? 0 : 1;
    pts[lvl].push(p);
    const c = stats[lvl];
    const k = `round ${Math.min(result.round, 4)} points per seat`;
    const x = c[k] ?? (c[k] = { num: 0, den: 0 });
    x.num += p;
    x.den += 1;
    const q = c['quota met'] ?? (c['quota met'] = { num: 0, den: 0 });
    q.num += p >= 0 ? 1 : 0;
    q.den += 1;
  });
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { a: mean(pts[0]), b: mean(pts[1]), stats };
}

export { rules };
