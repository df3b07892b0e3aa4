// The coach's data stays small: a heavy player of all three games — 2,000 deals, over 5,000 drills answered, a
// costly choice or more in most deals (cheap fake judgements stand in for the play check) — keeps a coach file well
// inside the store's 512 KiB (common/values.ts MAX_BYTES.coach): a drill keeps its decision's position, never the
// game's record, and every list the coach keeps is bounded.
import { describe, expect, it } from 'vitest';
import type { GameRules } from './core/contract.ts';
import {
  type CoachData,
  EMPTY_GAME,
  type GameCoach,
  HANDS,
  NO_COACH,
  parseCoachData,
  withGame,
} from './core/coach/data.ts';
import type { CoachGame, FoundMistake } from './core/coach/decisions.ts';
import { SET_SIZE, pickDrills } from './core/coach/drills.ts';
import { answerDrill, observeDeal } from './core/coach/flow.ts';
import { dealKey } from './core/coach/update.ts';
import { weakSkills } from './core/coach/weak.ts';
import { choiceKey } from './core/search/judge.ts';
import { reason } from './core/reasons/reason.ts';
import { rngFrom, seedState } from './core/rng.ts';
import { game as spadesCoach } from './spades/coach/game.ts';
import { rules as spades } from './spades/rules/index.ts';
import { game as sproyteCoach } from './sproyte/coach/game.ts';
import { rules as sproyte } from './sproyte/rules/index.ts';
import { game as tribelloCoach } from './tribello/coach/game.ts';
import { rules as tribello } from './tribello/rules/index.ts';

const LIMIT = 512 * 1024;
const HOUR = 3_600_000;

type Act = { readonly seat: number; readonly type: string; readonly card?: string; readonly discards?: string[] };
const GAMES = [
  ['spades', spades, spadesCoach],
  ['sproyte', sproyte, sproyteCoach],
  ['tribello', tribello, tribelloCoach],
] as unknown as readonly (readonly [string, GameRules<unknown, never, Act, unknown>, CoachGame<never, Act, unknown>])[];

/** Fake findings: up to three of seat 0's decisions with a choice, each with a judgement naming another choice. */
function fakeFindings(
  g: (typeof GAMES)[number],
  start: never,
  actions: readonly Act[],
  rng: ReturnType<typeof rngFrom>,
): FoundMistake[] {
  const [, rules, coach] = g;
  const out: FoundMistake[] = [];
  let s = start;
  for (const [i, a] of actions.entries()) {
    if (a.seat === 0 && (a.type === 'play' || a.type === 'exchange') && out.length < 3 && rng.int(4) === 0) {
      const legal = rules.legalActions(s);
      const category = legal.length > 1 ? coach.situation(rules.observe(s, 0), legal) : null;
      const other = legal.find((x) => choiceKey(x) !== choiceKey(a));
      if (category && other) {
        const better = choiceKey(other);
        const judgement = { right: [better], better, reason: reason('lead-low', { card: better }) };
        out.push({ action: i, category, played: choiceKey(a), better, judgement });
      }
    }
    s = rules.applyAction(s, a);
  }
  return out;
}

describe('the coach’s data for a heavy player', () => {
  it('2,000 deals of three games and 5,000 drills answered stay well inside the store’s limit', () => {
    let data: CoachData = NO_COACH;
    const rng = rngFrom(seedState(7));
    const states = GAMES.map(([, rules], k) => rules.setup(rules.defaultOptions, 0, 100 + k));
    let now = 0;
    let answers = 0;
    let deals = 0;
    for (let d = 0; d < 2000; d++) {
      const k = d % 3;
      const g = GAMES[k];
      const [id, rules, coach] = g;
      if (rules.isTerminal(states[k])) states[k] = rules.setup(rules.defaultOptions, 0, 200 + d);
      let s = rules.startDeal(states[k], { kind: 'shuffle' });
      const start = s;
      const actions: Act[] = [];
      while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
        const a = rules.sampleAction(s, rng);
        actions.push(a);
        s = rules.applyAction(s, a);
      }
      states[k] = s;
      now += HOUR;
      const found = fakeFindings(g, start, actions, rng);
      const names = ['You', 'Kari', 'Ola', 'Liv'].slice(0, rules.seatCount(rules.defaultOptions));
      // The deal's key as the app makes it (its index and its first cards).
      const cards = rules.dealCards(start) as { deck?: string[]; hands?: string[][] };
      const record = {
        format: 'stikk-record/1',
        game: id,
        firstDealer: 0,
        deals: [{ ...cards, actions: [] }],
      } as const;
      const key = `${dealKey(record as never, 0)}#${d}`;
      const input = { key, start, actions, seat: 0, names, found };
      let gc: GameCoach = observeDeal(data.games[id] ?? EMPTY_GAME, coach, input, now).coach;
      // The hand's statistics, as the app keeps them for every scored deal.
      const hand = { at: now, points: rng.int(200) - 100, figures: { made: 1, bags: 2, nils: 0 }, hints: 1, undos: 0 };
      gc = { ...gc, hands: [...gc.hands, { ...hand, key }].slice(-HANDS) };
      // Practise whatever is due, missing every third answer.
      for (const p of pickDrills(gc.drills, weakSkills(gc.model), now, SET_SIZE)) {
        const key = answers % 3 === 0 ? p.played : (p.judgement?.better ?? '');
        gc = answerDrill(gc, p, key, now)?.coach ?? gc;
        answers++;
      }
      data = withGame(data, id, gc);
      deals++;
    }
    const text = JSON.stringify(data);
    expect(deals).toBe(2000);
    expect(answers).toBeGreaterThanOrEqual(5000);
    expect(parseCoachData(JSON.parse(text))).toEqual(data);
    // Well inside: under half the store's limit.
    expect(text.length, `${(text.length / 1024).toFixed(0)} KiB`).toBeLessThan(LIMIT / 2);
  });
});
