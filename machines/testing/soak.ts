// The soak (npm run soak): random complete games through a rules core, checked at every
// step against the GameRules contract and the game's own invariants. Written once against the contract;
// the script passes each game's probe. Tests and tools only: the app never imports it.
import type { Card } from '../core/cards.ts';
import { type BaseState, type GameReport, type GameRules, IllegalAction } from '../core/contract.ts';
import type { GameRecord, RecordAction, RecordDeal } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { type Rng, rngFrom, seedState } from '../core/rng.ts';
import { canonical, checkViewHides } from './testkit.ts';

export interface SoakProbe<O, S, A> {
  /** Random options for one game (every setting the game has). */
  options(seed: number): O;
  /** Actions worth trying now, legal or not. */
  candidates(s: S): readonly A[];
  /** Cards the seat must not see now. */
  hiddenFrom(s: S, seat: number): readonly Card[];
  /** The game's own invariants (cards conserved, counts, scores); throws to report a violation. */
  invariant(s: S): void;
  /** Every deal's points add up to zero (the game is zero-sum). */
  readonly zeroSum: boolean;
}

export interface Violation {
  readonly seed: number;
  readonly step: number;
  readonly message: string;
}

export interface SoakTally {
  games: number;
  steps: number;
  probes: number;
  violations: Violation[];
}

/** How many legal actions and illegal probes are tried per step (a sample when there are more). */
const LEGAL_PER_STEP = 3;
const PROBES_PER_STEP = 4;
/** Past this many legal actions (exchanges: every subset) a phase is enumerated in one step of 16. */
const LARGE = 256;
const RULE_ID = /^(COM|SPD|SPR|TRB)-[0-9DS]/;
const largePhases = new Set<string>();

function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  if (items.length <= k) return [...items];
  const out: T[] = [];
  for (let i = 0; i < k; i++) out.push(items[rng.int(items.length)]);
  return out;
}

type Rules<O, S extends BaseState, A extends { readonly seat: number }> = GameRules<O, S, A, unknown>;

/** An action explainIllegal finds nothing wrong with must be applied without a refusal. */
function expectApplied<O, S extends BaseState, A extends { readonly seat: number }>(
  rules: Rules<O, S, A>,
  s: S,
  a: A,
): void {
  try {
    rules.applyAction(s, a);
  } catch (e) {
    throw new Error(
      `${canonical(a)}: explainIllegal finds nothing wrong, applyAction refuses it (${(e as Error).message})`,
      { cause: e },
    );
  }
}

/** An action the core calls illegal must carry a rule id and be refused by applyAction. */
function expectRefused<O, S extends BaseState, A extends { readonly seat: number }>(
  rules: Rules<O, S, A>,
  s: S,
  a: A,
): void {
  const refusal = rules.explainIllegal(s, a);
  if (!refusal || !RULE_ID.test(refusal.rule))
    throw new Error(`illegal ${canonical(a)} not refused with a rule id (${refusal?.rule ?? 'accepted'})`);
  let threw: unknown = null;
  try {
    rules.applyAction(s, a);
  } catch (e) {
    threw = e;
  }
  if (!(threw instanceof IllegalAction)) throw new Error(`applyAction did not refuse illegal ${canonical(a)}`);
}

/**
 * One step's checks: the invariants; legal actions (enumerated, or drawn with sampleAction in a phase
 * too large to enumerate every time) explained as legal and applied; probes the enumeration does not
 * contain refused with a rule id, and where it is not at hand, explainIllegal and applyAction agree;
 * one seat's view hides what it must.
 */
function checkStep<O, S extends BaseState, A extends { readonly seat: number }>(
  rules: Rules<O, S, A>,
  probe: SoakProbe<O, S, A>,
  s: S,
  n: number,
  rng: Rng,
  tally: SoakTally,
): void {
  probe.invariant(s);
  if (rules.isTerminal(s) || rules.awaitingDeal(s)) {
    if (rules.currentPlayer(s) !== null) throw new Error('somebody is to act between deals');
    return;
  }
  const phase = `${rules.game}:${s.phase}`;
  let legal: readonly A[] | null = null;
  if (!largePhases.has(phase) || rng.int(16) === 0) {
    legal = rules.legalActions(s);
    if (legal.length === 0) throw new Error(`no legal action in phase ${s.phase}`);
    if (legal.length > LARGE) largePhases.add(phase);
  }
  const tried = legal
    ? sample(legal, LEGAL_PER_STEP, rng)
    : Array.from({ length: LEGAL_PER_STEP }, () => rules.sampleAction(s, rng));
  for (const a of tried) {
    const refusal = rules.explainIllegal(s, a);
    if (refusal) throw new Error(`legal ${canonical(a)} refused: ${refusal.rule} ${refusal.message}`);
    expectApplied(rules, s, a);
  }
  const legalKeys = legal && legal.length <= LARGE ? new Set(legal.map(canonical)) : null;
  for (const a of sample(probe.candidates(s), PROBES_PER_STEP, rng)) {
    if (legalKeys) {
      if (legalKeys.has(canonical(a))) continue;
    } else if (rules.explainIllegal(s, a) === null) {
      expectApplied(rules, s, a);
      continue;
    }
    tally.probes++;
    expectRefused(rules, s, a);
  }
  const seat = rng.int(n);
  checkViewHides(rules.observe(s, seat), probe.hiddenFrom(s, seat), seat);
}

/** The report's arithmetic: totals are the sum of the deals' points; zero-sum where the game is. */
function checkReport(report: GameReport, zeroSum: boolean): void {
  const sums = report.totals.map(() => 0);
  for (const [i, d] of report.deals.entries()) {
    if (d.finished === false) continue;
    const points = d.points as number[];
    points.forEach((p, side) => (sums[side] += p));
    if (canonical(d.totals) !== canonical(sums))
      throw new Error(`deal ${i}: totals ${canonical(d.totals)} are not the running sum ${canonical(sums)}`);
    if (zeroSum && points.reduce((a, b) => a + b, 0) !== 0)
      throw new Error(`deal ${i}: points ${canonical(points)} do not add up to zero`);
  }
  if (canonical(report.totals) !== canonical(sums))
    throw new Error(`totals ${canonical(report.totals)} are not the sum of the deals ${canonical(sums)}`);
}

/** Play one random complete game from `seed`, checking every step; a failure is added to the tally. */
export function soakGame<O, S extends BaseState, A extends { readonly seat: number }>(
  rules: Rules<O, S, A>,
  probe: SoakProbe<O, S, A>,
  seed: number,
  tally: SoakTally,
  maxSteps = 200_000,
): void {
  let step = 0;
  try {
    const rng = rngFrom(seedState(seed));
    const options = probe.options(seed);
    const n = rules.seatCount(options);
    let s = rules.setup(options, rng.int(n), seed);
    const firstDealer = rules.dealer(s);
    const deals: { cards: object; actions: RecordAction[] }[] = [];
    while (!rules.isTerminal(s)) {
      if (++step > maxSteps) throw new Error(`the game did not end within ${maxSteps} steps (liveness)`);
      if (rules.awaitingDeal(s)) {
        s = rules.startDeal(s, { kind: 'shuffle' });
        deals.push({ cards: rules.dealCards(s), actions: [] });
      } else {
        const a = rules.sampleAction(s, rng);
        deals[deals.length - 1].actions.push(rules.actionToRecord(a));
        s = rules.applyAction(s, a);
      }
      checkStep(rules, probe, s, n, rng, tally);
    }
    const report = rules.report(s);
    if (!report.finished || report.winners.length === 0)
      throw new Error('a terminal game without a finished report and a winner');
    checkReport(report, probe.zeroSum);
    const record: GameRecord = {
      format: 'stikk-record/1',
      game: rules.game,
      options: options as Record<string, unknown>,
      firstDealer,
      deals: deals.map((d) => ({ ...d.cards, actions: d.actions }) as RecordDeal),
    };
    const replayed = replayState(rules, JSON.parse(JSON.stringify(record)) as GameRecord, seed);
    if (canonical(rules.report(replayed)) !== canonical(report))
      throw new Error('the record replays to another result');
  } catch (e) {
    tally.violations.push({ seed, step, message: String((e as Error)?.message ?? e) });
  } finally {
    tally.games++;
    tally.steps += step;
  }
}
