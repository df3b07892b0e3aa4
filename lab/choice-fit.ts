// npx tsx lab/choice-fit.ts [deals] [levels] [--test=K] [--refined] [--write]: fits the Spades player model of
// search/choice-model.ts to the levels' self-play (levels comma-separated, the deals shared out among
// them; default strong,expert). Every play is replayed on the true deal; per situation the strengths of the kinds of
// card are the Luce model's maximum likelihood (minorize-maximize iterations, two even choices per kind as a prior).
// Prints how much likelier the model makes the plays than an even choice among the legal cards; --write stores the
// strengths in search/choice-fitted.json; --test=K leaves the last K deals out of the fit and scores the new and the
// stored strengths on their plays. --refined fits the refined model (choice-model.ts classify with `refined`) and
// writes search/choice-refined.json; its --test scores the plain model's strengths too, on their own kinds.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { rules } from '../machines/spades/rules/index.ts';
import {
  CHOICE_FITTED,
  CHOICE_REFINED,
  KINDS as KINDS_PLAIN,
  REFINED_KINDS,
  REFINED_SITUATIONS,
  SITUATIONS as SITUATIONS_PLAIN,
  choiceProbability,
  classify,
  tableFacts,
} from '../machines/spades/search/choice-model.ts';
import { replayOf } from '../machines/spades/search/replay.ts';
import { allTricks, selfPlay } from './spades-self-play.ts';

const deals = Number(process.argv[2] ?? '200');
const levels = (process.argv[3] ?? 'strong,expert').split(',');
const write = process.argv.includes('--write');
const refined = process.argv.includes('--refined');
const KINDS = refined ? REFINED_KINDS : KINDS_PLAIN;
const SITUATIONS = refined ? REFINED_SITUATIONS : SITUATIONS_PLAIN;
// --test=K: the last K deals are left out of the fit; the new strengths and the stored ones (choice-fitted.json) are
// scored on their plays alone.
const test = Number(process.argv.find((a) => a.startsWith('--test='))?.slice(7) ?? '0');
type Play = { sit: number; code: number; codes: Int32Array; kinds: Int8Array; k: number };
const held: Play[] = [];
/** The held-out plays classified as the plain model reads them (with --refined). */
const heldPlain: Play[] = [];
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
        const [codesPlain, kindsPlain] = [new Int32Array(16), new Int8Array(16)];
        classify(sim, t, codesPlain, kindsPlain, out);
        heldPlain.push({ sit: out[0], code, codes: codesPlain, kinds: kindsPlain, k });
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
    ? { stored: perPlay(CHOICE_REFINED, held), plain: perPlay(CHOICE_FITTED, heldPlain) }
    : { stored: perPlay(CHOICE_FITTED, held) };
  console.log(
    JSON.stringify({ heldOut: { deals: test, plays: held.length, model: perPlay(theta, held), ...stored, even } }),
  );
}
const name = refined ? 'choice-refined' : 'choice-fitted';
const command = `npx tsx lab/choice-fit.ts ${deals} ${levels.join(',')}${test ? ` --test=${test}` : ''}${refined ? ' --refined' : ''} --write`;
if (write) {
  // The file keeps its description and names the command that wrote it; a row per situation, a column per kind.
  const file = new URL(`../machines/spades/search/${name}.json`, import.meta.url);
  const said = (JSON.parse(readFileSync(file, 'utf8')) as { '//': string[] })['//'].filter(
    (l) => !l.startsWith('Generated:'),
  );
  const strengths = Array.from({ length: SITUATIONS }, (_, s) =>
    theta.slice(s * KINDS, (s + 1) * KINDS).map((x) => +x.toFixed(4)),
  );
  const header = [...said, `Generated: \`${command}\` rewrites this file (lab/RESULTS.md has the fit's figures).`];
  const text = JSON.stringify({ '//': header, strengths });
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), parser: 'json' }));
}
