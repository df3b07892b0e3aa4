// npx tsx scripts/dominated-why.ts FILE — for each dominated play dumped by dominated-study (--dump): what the
// audit says with each sampler and playout noise, and what the level's own evaluation says (paired means).
import { readFileSync } from 'node:fs';
import { rules, type State } from '../machines/spades/rules/index.ts';
import { cardStats } from '../machines/spades/search/determinized.ts';
import { samplerFor } from './spades/samplers.ts';
import { ismcts } from '../machines/spades/search/ismcts.ts';
import { gap } from '../machines/core/search/paired.ts';

const lines = readFileSync(process.argv[2], 'utf8').trim().split('\n');
for (const line of lines) {
  const d = JSON.parse(line) as { level: string; seat: number; card: string; better: { card: string }; state: State };
  const s = d.state;
  const v = rules.observe(s, d.seat);
  const cards = rules.legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
  const i = cards.indexOf(d.card);
  const j = cards.indexOf(d.better.card);
  console.log(
    `\n[${d.level}] seat ${d.seat} trick ${v.tricks.length + 1}: ${d.card} vs ${d.better.card}; hand ${v.hand?.join(' ')}; trick ${v.trick.map((p) => `${p.seat}:${p.card}`).join(' ')}; bids ${v.bids.join(',')}; won ${v.tricksWon.join(',')}; bags ${v.bagCounters.join('/')}`,
  );
  console.log(`  hands ${s.hands.map((h, k) => `${k}:[${h.join(' ')}]`).join(' ')}`);
  for (const sm of ['inference', 'legacy'] as const) {
    for (const noise of [0, 10]) {
      const st = cardStats(v, cards, 400, 5, noise, samplerFor(v, sm), true);
      const g = gap(st.paired, j, i);
      console.log(
        `  ${sm} noise ${noise}: ${d.card} ${st.values[i].toFixed(1)}, ${d.better.card} ${st.values[j].toFixed(1)} (gap ${g.mean.toFixed(1)} ± ${g.se.toFixed(1)}); all ${cards.map((c, k) => `${c} ${st.values[k].toFixed(0)}`).join(' ')}`,
      );
    }
  }
  const t = ismcts(v, 2000, 9, 10, samplerFor(v, 'legacy'));
  console.log(`  ismcts: ${t.cards.map((c, k) => `${c} ${t.values[k].toFixed(0)}/${t.visits[k]}`).join(' ')}`);
}
