import { rngFrom, seedState } from '../machines/core/rng.ts';
import { situation } from '../machines/spades/arena.ts';
import { policies } from '../machines/spades/bots/index.ts';
import { type State, rules } from '../machines/spades/rules/index.ts';
import { calibration } from '../machines/spades/search/audit.ts';
import { samplerOf } from '../machines/core/search/sampler.ts';
import { knowledgeOf } from '../machines/spades/search/knowledge.ts';
import { bidLikelihood, choiceSampler, fittedBidLikelihood } from '../machines/spades/search/inference.ts';
const deals = Number(process.argv[2] ?? '40');
const trick = Number(process.argv[3] ?? '5');
const kinds: Record<string, (v: any) => any> = {
  uniform: () => 'uniform',
  bids: (v) => samplerOf(knowledgeOf(v), bidLikelihood(v.bids, v.seat), 16),
  bids2: (v) => samplerOf(knowledgeOf(v), fittedBidLikelihood(v.bids, v.seat), 16),
  bids2x64: (v) => samplerOf(knowledgeOf(v), fittedBidLikelihood(v.bids, v.seat), 64),
  'c1024': (v) => choiceSampler(v, samplerOf(knowledgeOf(v), bidLikelihood(v.bids, v.seat), 16), 1024, undefined, 0),
  'c1024b2': (v) => choiceSampler(v, samplerOf(knowledgeOf(v), fittedBidLikelihood(v.bids, v.seat), 16), 1024, undefined, 0),
  'c1024b2e.5': (v) => choiceSampler(v, samplerOf(knowledgeOf(v), fittedBidLikelihood(v.bids, v.seat), 16), 1024, undefined, 0.5),
};
const sum: Record<string, number> = { n: 0 };
for (let d = 1; d <= deals; d++) {
  let s: State = rules.startDeal(situation(d * 7919), { kind: 'shuffle' });
  const r = rngFrom(seedState(d));
  while (s.phase !== 'playing' || s.tricks.length < trick || s.trick.length > 0) {
    if (rules.awaitingDeal(s)) break;
    const seat = rules.currentPlayer(s) as number;
    s = rules.applyAction(s, policies.strong.choose(rules.observe(s, seat), rules.legalActions(s), r));
  }
  if (s.phase !== 'playing') continue;
  for (let seat = 0; seat < 4; seat++) {
    const v = rules.observe(s, seat);
    for (const [k, f] of Object.entries(kinds)) sum[k] = (sum[k] ?? 0) + calibration(v, s.hands, f(v), 200, d);
    sum.n++;
  }
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k, x]) => [k, k === 'n' ? x : +(x / sum.n).toFixed(4)]))));
