import { readFileSync } from 'node:fs';
import { rules, type State } from '../machines/spades/rules/index.ts';
import { tableOf } from '../machines/spades/search/determinized.ts';
import { samplerFor } from '../machines/spades/search/inference.ts';
import { FastRng } from '../machines/core/search/fast-rng.ts';
import { codeOf } from '../machines/spades/search/cards.ts';
import { playOut } from '../machines/spades/search/playout.ts';
const lines = readFileSync('/tmp/s6n/dom-base.jsonl', 'utf8').trim().split('\n');
const d = JSON.parse(lines[2]);
const s = d.state as State;
const v = rules.observe(s, d.seat);
const cards = rules.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
const t = tableOf(v, 0, v.bids, samplerFor(v));
const rng = new FastRng(1007);
const codes = cards.map(codeOf);
console.log(cards);
for (let i = 0; i < 12; i++) {
  t.deal(rng);
  const h = Array.from(t.sim.hands);
  const vals = codes.map((c) => { t.restore(); t.sim.play(c); playOut(t.sim, t.info, rng); t.scorer.score(t.sim.won); return `${t.scorer.margin(t.mySide)}(${Array.from(t.sim.won).join('')})`; });
  console.log(h.join(','), vals.join(' '));
}
