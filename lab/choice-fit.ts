// npx tsx scripts/choice-fit.ts [deals] [levels] [--test=K] [--refined] [--write]: fits the Spades player model of
// search/choice-model.ts to the levels' self-play (levels comma-separated, the deals shared out among
// them; default strong,expert). Every play is replayed on the true deal; per situation the strengths of the kinds of
// card are the Luce model's maximum likelihood (minorize-maximize iterations, two even choices per kind as a prior).
// Prints how much likelier the model makes the plays than an even choice among the legal cards; --write stores the
// strengths in search/choice-fitted.ts; --test=K leaves the last K deals out of the fit and scores the new and the
// stored strengths on their plays. --refined fits the refined model (choice-model.ts classify with `refined`, session
// 28) and writes search/choice-refined.ts; its --test scores session 10's strengths too, on their own kinds.
import { writeFileSync } from 'node:fs';
import { rules } from '../machines/spades/rules/index.ts';
import {
  KINDS as KINDS_10,
  REFINED_KINDS,
  REFINED_SITUATIONS,
  SITUATIONS as SITUATIONS_10,
  choiceProbability,
  classify,
  tableFacts,
} from '../machines/spades/search/choice-model.ts';
import { replayOf } from '../machines/spades/search/replay.ts';
import { CHOICE_FITTED } from '../machines/spades/search/choice-fitted.ts';
import { CHOICE_REFINED } from '../machines/spades/search/choice-refined.ts';
import { allTricks, selfPlay } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '200');
const levels = (process.argv[3] ?? 'strong,expert').split(',');
const write = process.argv.includes('--write');
const refined = process.argv.includes('--refined');
const KINDS = refined ? REFINED_KINDS : KINDS_10;
const SITUATIONS = refined ? REFINED_SITUATIONS : SITUATIONS_10;
// --test=K: the last K deals are left out of the fit; the new strengths and the stored ones (choice-fitted.ts) are
// scored on their plays alone.
const test = Number(process.argv.find((a) => a.startsWith('--test='))?.slice(7) ?? '0');
type Play = { sit: number; code: number; codes: Int32Array; kinds: Int8Array; k: number };
const held: Play[] = [];
/** The held-out plays classified as session 10's model reads them (with --refined). */
const held10: Play[] = [];
// Decisions grouped: situation, the kinds open (mask), the kind chosen → count; plus the legal cards' count.
const groups = new Map<string, number>();
const plays: Play[] = [];
for (let d = 1; d <= deals; d++) {
  const level = levels[d % levels.length];
  const s = selfPlay(d * 7919 + 29, d + 2000, level, allTricks);
  if (s.tricks.length < 13) continue;
  const v = { ...rules.observe(s, 0), seat: -1 };
  const replay = replayOf(v, false);
  if (!replay) continue;
  const t = tableFacts(v);
  const out = new Int32Array(1);
  replay.run(new Int32Array(16), (sim, code) => {
    const codes = new Int32Array(16);
    const kinds = new Int8Array(16);
    const k = classify(sim, t, codes, kinds, out, refined);
    let open = 0;
    let chosen = -1;
    for (let i = 0; i < k; i++) {
      open |= 1 << kinds[i];
      if (codes[i] === code) chosen = kinds[i];
    }
    if (k < 2) return;
    if (d > deals - test) {
      held.push({ sit: out[0], code, codes, kinds, k });
      if (refined) {
        const [codes10, kinds10] = [new Int32Array(16), new Int8Array(16)];
        classify(sim, t, codes10, kinds10, out);
        held10.push({ sit: out[0], code, codes: codes10, kinds: kinds10, k });
      }
      return;
    }
    const key = `${out[0]},${open},${chosen}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
    plays.push({ sit: out[0], code, codes, kinds, k });
  });
}

const theta = new Array<number>(SITUATIONS * KINDS).fill(1);
const PRIOR = 2;
const all = (1 << KINDS) - 1;
const entries = [...groups].map(([key, count]) => {
  const [sit, open, chosen] = key.split(',').map(Number);
  return { sit, open, chosen, count };
});
for (let sit = 0; sit < SITUATIONS; sit++)
  for (let j = 0; j < KINDS; j++) entries.push({ sit, open: all, chosen: j, count: PRIOR / KINDS });
for (let it = 0; it < 300; it++) {
  const wins = new Float64Array(SITUATIONS * KINDS);
  const denom = new Float64Array(SITUATIONS * KINDS);
  for (const e of entries) {
    const base = e.sit * KINDS;
    wins[base + e.chosen] += e.count;
    let total = 0;
    for (let j = 0; j < KINDS; j++) if (e.open & (1 << j)) total += theta[base + j];
    for (let j = 0; j < KINDS; j++) if (e.open & (1 << j)) denom[base + j] += e.count / total;
  }
  for (let i = 0; i < theta.length; i++) theta[i] = denom[i] > 0 ? wins[i] / denom[i] : 1;
  for (let sit = 0; sit < SITUATIONS; sit++) {
    let s = 0;
    for (let j = 0; j < KINDS; j++) s += theta[sit * KINDS + j];
    for (let j = 0; j < KINDS; j++) theta[sit * KINDS + j] *= KINDS / s;
  }
}
let ll = 0;
let even = 0;
let top = 0;
for (const p of plays) {
  ll += Math.log(choiceProbability(theta, p.sit, p.code, p.codes, p.kinds, p.k));
  even += Math.log(1 / p.k);
  let best = -1;
  let bestP = -1;
  for (let i = 0; i < p.k; i++) {
    const q = choiceProbability(theta, p.sit, p.codes[i], p.codes, p.kinds, p.k);
    if (q > bestP) {
      bestP = q;
      best = p.codes[i];
    }
  }
  if (best === p.code) top++;
}
/** The mean probability per play (geometric) a model gives the plays of `set`. */
const perPlay = (model: readonly number[], set: Play[]): number =>
  +Math.exp(
    set.reduce((a, p) => a + Math.log(choiceProbability(model, p.sit, p.code, p.codes, p.kinds, p.k)), 0) / set.length,
  ).toFixed(4);
console.log(
  JSON.stringify({
    levels,
    deals,
    plays: plays.length,
    perPlay: { model: +Math.exp(ll / plays.length).toFixed(4), even: +Math.exp(even / plays.length).toFixed(4) },
    top: +(top / plays.length).toFixed(3),
  }),
);
if (held.length > 0) {
  const even = +Math.exp(held.reduce((a, p) => a - Math.log(p.k), 0) / held.length).toFixed(4);
  const stored = refined
    ? { stored: perPlay(CHOICE_REFINED, held), session10: perPlay(CHOICE_FITTED, held10) }
    : { stored: perPlay(CHOICE_FITTED, held) };
  console.log(
    JSON.stringify({ heldOut: { deals: test, plays: held.length, model: perPlay(theta, held), ...stored, even } }),
  );
}
const table = (name: string) => `export const ${name}: ChoiceModel = [
${Array.from(
  { length: SITUATIONS },
  (_, s) =>
    `  ${theta
      .slice(s * KINDS, (s + 1) * KINDS)
      .map((x) => +x.toFixed(4))
      .join(', ')},`,
).join('\n')}
];
`;
const command = `npx tsx scripts/choice-fit.ts ${deals} ${levels.join(',')}${test ? ` --test=${test}` : ''}${refined ? ' --refined' : ''} --write`;
if (write && refined)
  writeFileSync(
    new URL('../machines/spades/search/choice-refined.ts', import.meta.url),
    `// Written by \`${command}\`: the strengths of the
// refined player model of search/choice-model.ts (classify with \`refined\`), fitted to Strong's self-play: a row per
// situation as in choice-fitted.ts, twice over (the next seat's side short of its bid or not), a column per kind of card
// (REFINED_KINDS; the last twelve the same kinds when the card is not the cheapest of the cards that are the same play).
import type { ChoiceModel } from './choice-model.ts';

// prettier-ignore
${table('CHOICE_REFINED')}`,
  );
else if (write) {
  writeFileSync(
    new URL('../machines/spades/search/choice-fitted.ts', import.meta.url),
    `// Written by \`${command}\`: the strengths of
// search/choice-model.ts, a row per situation (lead; following or off suit in the second, a middle, the last seat;
// × partner winning; × the side short of its bid or not; × a live nil: none, the seat's, its partner's, an
// opponent's; × the first four tricks or later), a column per kind of card (choice-model.ts classify; the last
// eight the same kinds when the card is not the cheapest of the cards that are the same play).
import type { ChoiceModel } from './choice-model.ts';

// prettier-ignore
${table('CHOICE_FITTED')}`,
  );
}
