import { rngFrom, seedState } from '../machines/core/rng.ts';
import { situation } from '../machines/spades/arena.ts';
import { policies } from '../machines/spades/bots/index.ts';
import { type State, rules } from '../machines/spades/rules/index.ts';
import { choiceLikelihood } from '../machines/spades/search/choice-model.ts';
import { CHOICE_FITTED } from '../machines/spades/search/choice-fitted.ts';
import { samplerFor } from '../machines/spades/search/inference.ts';
import { FastRng } from '../machines/core/search/fast-rng.ts';
for (const trick of [3, 6, 10]) {
  let t = 0; let n = 0;
  for (let d = 1; d <= 10; d++) {
    let s: State = rules.startDeal(situation(d * 7919), { kind: 'shuffle' });
    const r = rngFrom(seedState(d));
    while (s.phase !== 'playing' || s.tricks.length < trick || s.trick.length > 0) {
      if (rules.awaitingDeal(s)) break;
      const seat = rules.currentPlayer(s) as number;
      s = rules.applyAction(s, policies.casual.choose(rules.observe(s, seat), rules.legalActions(s), r));
    }
    if (s.phase !== 'playing') continue;
    const v = rules.observe(s, s.turn as number);
    const like = choiceLikelihood(v, CHOICE_FITTED)!;
    const smp = samplerFor(v, 'uniform'); const rng = new FastRng(1); const h = new Int32Array(16);
    const t0 = performance.now();
    for (let i = 0; i < 1024; i++) { smp.deal(rng, h); like(h); }
    t += performance.now() - t0; n++;
  }
  console.log(trick, (t / n).toFixed(1), 'ms per 1024 (deal+likelihood)');
}
