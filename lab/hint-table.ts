// npm run hint-table -- --key reason.avoid-bags.take [--deals 300] [--from 1] [--table 100] [--level strong] [--after 6]
//   [--deal sampler] (the table's hidden hands dealt by the seat's own sampler, keeping to the bids; scenario-study)
// Are the Spades hint's reasons right at the table? Plays deals of Strong self-play (fresh games, dealer
// by deal number); at the first card decision of a deal, after `after` tricks, whose hint (400 sampled deals) gives the
// reason key, every legal card is played and the deal played out by the level at every seat over `table` deals
// consistent with the position (scripts/table-play.ts, scenario-study's measure and fillers). Prints, per position
// found, the hint's card and each card's mean advantage (the seat's side's points less the other side's), and the
// position as a scenario file (machines/core/reasons/scenario.ts) to save, check with scenario-study and pin.
import { parseScenario } from '../machines/core/reasons/scenario.ts';
import { scenarioState } from '../machines/core/reasons/scenario-build.ts';
import type { AnyRules } from '../machines/core/replay.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { policies } from '../machines/spades/bots/levels/index.ts';
import { type Action, type State, rules } from '../machines/spades/rules/index.ts';
import { hint } from '../machines/spades/search/hint.ts';
import { dealtBySampler, playedOut } from './table-play.ts';
import type { Policy } from '../machines/core/bots.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const key = arg('key', 'reason.avoid-bags.take');
const deals = Number(arg('deals', '300'));
const from = Number(arg('from', '1'));
const table = Number(arg('table', '100'));
const level = policies[arg('level', 'strong')];
const after = Number(arg('after', '6'));
const dealBy = arg('deal', 'random');
const strong = policies.strong;

const SUIT: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const shown = (c: string): string => SUIT[c[1]] + (c[0] === 'T' ? '10' : c[0]);
const act = (a: Action): string =>
  a.type === 'bid' ? `${a.seat} bid ${a.bid}` : a.type === 'play' ? `${a.seat} play ${shown(a.card)}` : '';

let found = 0;
for (let seed = from; seed < from + deals; seed++) {
  const dealer = seed % 4;
  let s = rules.startDeal(rules.setup(rules.parseOptions({}), dealer, seed), { kind: 'shuffle' });
  const dealt = s.hands.map((h) => h.slice());
  const acts: string[] = [];
  const rng = rngFrom(seedState(seed));
  while (!rules.awaitingDeal(s) && rules.currentPlayer(s) !== null) {
    const p = rules.currentPlayer(s) as number;
    const legal = rules.legalActions(s).filter((a) => a.seat === p);
    if (legal[0].type !== 'play' && legal[0].type !== 'bid') break; // a blind-nil look or exchange: not written as acts here
    const view = rules.observe(s, p);
    if (legal[0].type === 'play' && legal.length > 1 && view.tricks.length >= after) {
      const h = hint(view, legal, { samples: 400 }, 1);
      if (h.reason.key === key && h.action.type === 'play') {
        found++;
        const text = [
          '# found by hint-table',
          'game spades',
          `dealer ${dealer}`,
          `hand ${p} ${dealt[p].map(shown).join(' ')}`,
          ...acts.map((a) => `act ${a}`),
          `expect play ${shown(h.action.card)}`,
        ].join('\n');
        const sc = parseScenario(text, 'found');
        const cards = [...new Set(legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])))];
        const sums = cards.map(() => 0);
        for (let k = 1; k <= table; k++) {
          const filled = scenarioState(rules as unknown as AnyRules, { ...sc, seed: k }) as State;
          const s0 = dealBy === 'sampler' ? dealtBySampler(filled, p, k) : filled;
          cards.forEach(
            (c, i) =>
              (sums[i] += playedOut(
                'spades',
                rules as unknown as AnyRules,
                level as Policy<unknown, unknown>,
                s0,
                p,
                c,
                k,
              )),
          );
        }
        console.log(
          `deal ${seed}: the hint ${shown(h.action.card)} | at the table ${cards.map((c, i) => `${shown(c)} ${(sums[i] / table).toFixed(2)}`).join('  ')}`,
        );
        console.log(text.replace(/^/gm, '    '));
        break;
      }
    }
    const a = strong.choose(view, legal, rng);
    acts.push(act(a));
    s = rules.applyAction(s, a);
  }
}
console.log(`${found} positions with ${key} in ${deals} deals`);
