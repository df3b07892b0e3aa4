// The browser tests' card drills (tests/e2e/data/tribello-card-drills.json): two positions from Tribello records
// cut just before seat 0's card, kept as the coach keeps a costly play — the decision's position and the judge's
// verdict at the app's budget. `npx tsx scripts/coach-drill-fixture.ts` rewrites the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { decisionAt, judgementOf } from '../machines/core/coach/flow.ts';
import { judgePosition } from '../machines/core/search/judge.ts';
import type { GameRecord } from '../machines/core/record.ts';
import { replayState } from '../machines/core/replay.ts';
import { game as coach } from '../machines/tribello/coach/game.ts';
import { type Action, type State, rules } from '../machines/tribello/rules/index.ts';
import { judge } from '../machines/tribello/search/judge.ts';

const dir = new URL('../tests/e2e/data/', import.meta.url);
const records = JSON.parse(readFileSync(new URL('tribello-drill-records.json', dir), 'utf8')) as Record<
  string,
  GameRecord
>;

function drill(id: string, skill: string, record: GameRecord, played: string) {
  const d = record.deals[0];
  const start = replayState(rules, { ...record, deals: [{ ...d, actions: [] }] }) as State;
  const actions: Action[] = [
    ...d.actions.map((a) => rules.actionFromRecord(a)),
    { type: 'play', seat: 0, card: played },
  ];
  const at = decisionAt(coach, start, actions, actions.length - 1, ['You', 'Kari', 'Ola']);
  let s = start;
  for (const a of actions.slice(0, -1)) s = rules.applyAction(s, a);
  const judgement = judgementOf(judgePosition(judge, rules.observe(s, 0), rules.legalActions(s)));
  console.log(id, played, judgement.better, judgement.right.join(' '));
  return { ...at, id, skill, played, judgement, source: 'own', box: 1, due: 0, added: 0 };
}

const drills = [
  drill('own:3:20', 'trump-in', records.trumpIn, 'QC'),
  drill('own:6:38', 'win-cheaply', records.winCheaply, '2H'),
];
writeFileSync(new URL('tribello-card-drills.json', dir), `${JSON.stringify(drills, null, 1)}\n`);
