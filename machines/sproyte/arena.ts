// Sprøyte in the arena (scripts/arena.ts): situations across the three forms (SPR-S1), deal numbers
// (so every trump of the rotation and, in variasjonssprøyte, nullo and grand come up) and scores; the legs of
// a duplicate set seat the two levels in every arrangement of three chairs (A once or twice); points per deal
// are the mean of the A chairs less the mean of the B chairs (SPR-9).
import { everySeating } from '../core/duplicate.ts';
import { rngFrom, seedState } from '../core/rng.ts';
import { type Options, type State, rules } from './rules/index.ts';
import { policies as levels } from './bots/levels/index.ts';

/** The app's levels. */
export const policies = { ...levels };

type Counters = Record<string, { num: number; den: number }>;

const FORMS = ['standard', 'variation', 'talon'] as const;

export function situation(seed: number, overrides: Partial<Options> = {}): State {
  const r = rngFrom(seedState(seed));
  const options = rules.parseOptions({ form: FORMS[seed % 3], ...overrides });
  const s = rules.setup(options, r.int(3), seed);
  const dealNumber = r.int(8);
  const totals = dealNumber === 0 ? [0, 0, 0] : [0, 1, 2].map(() => r.int(options.target - 1));
  return { ...s, dealNumber, totals };
}

export const legs = (): boolean[][] => everySeating(3);

export function outcome(after: State, isA: readonly boolean[]): { a: number; b: number; stats: [Counters, Counters] } {
  const result = after.results[after.results.length - 1];
  const stats: [Counters, Counters] = [{}, {}];
  const pts: [number[], number[]] = [[], []];
  const top = Math.max(...result.points);
  result.points.forEach((p, seat) => {
    const lvl = isA[seat] ? 0 : 1;
    pts[lvl].push(p);
    const c = stats[lvl];
    const add = (k: string, num: number) => {
      const x = c[k] ?? (c[k] = { num: 0, den: 0 });
      x.num += num;
      x.den += 1;
    };
    add(`${result.contract} tricks per seat`, result.tricks[seat]);
    add('top score of the deal', p === top ? 1 : 0);
  });
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  return { a: mean(pts[0]), b: mean(pts[1]), stats };
}

export { rules };
