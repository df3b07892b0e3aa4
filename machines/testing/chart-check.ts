// Test support for the charts: play a random game through a game's statechart and check, at every
// microstep, that each state the chart is in agrees with the rules core; that `ui.continue` is possible
// exactly while a result is shown; and that the game's saved record restores into the same state (in a deal
// summary and a reveal pause too, with their marks). Collects every state passed through, so a test can ask whether the whole chart was reached. Names no game.
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor, waitFor } from 'xstate';
import { type ChartNode, activeIds, chartStates, metaOf } from '../actors/chart.ts';
import { rngFrom, seedState, type Rng } from '../core/rng.ts';

/** Whether a state the chart is in (its path below the root) agrees with the game; undefined: no such state known. */
export type Agreement<C> = (path: readonly string[], context: C) => boolean | undefined;

export interface ChartRunSpec<C> {
  readonly machine: AnyStateMachine;
  readonly input: Readonly<Record<string, unknown>>;
  readonly agrees: Agreement<C>;
  /** The top-level states in which a result is shown (and only there `ui.continue` is possible). */
  readonly shown: readonly string[];
  /** Decide for the human seat to act: send one or more events. */
  readonly human: (snapshot: AnyMachineSnapshot, actor: AnyActorRef, rng: Rng) => void;
  /** Seed of the test's own choices. */
  readonly seed: number;
  /** Chance, at a human turn, to check that the record saved now restores into the same state. */
  readonly restoreChance?: number;
  /**
   * The top-level state that shows a scored deal: at each, the record saved there with `reopen: 'summary'` must
   * restore into the same state, unless the game is over (a finished game is not saved).
   */
  readonly summary?: string;
  /** The top-level state that shows what a deal turned up: restored with `reopen: 'reveal'`, the same state. */
  readonly reveal?: string;
}

export interface ChartRun {
  /** Ids of every state the chart was in. */
  readonly visited: Set<string>;
  /** Disagreements found (empty when the chart is true). */
  readonly problems: string[];
  readonly restores: number;
  /** Restores checked in the deal summary and in the reveal pause. */
  readonly summaryRestores: number;
  readonly revealRestores: number;
  readonly end: AnyMachineSnapshot;
}

/** Every state of a chart, by id, with whether the map shows it. */
export function statesOf(
  machine: AnyStateMachine,
): Map<string, { readonly node: ChartNode; readonly mapped: boolean }> {
  return new Map(chartStates(machine.root).map((node) => [node.id, { node, mapped: !(metaOf(node)?.inner ?? false) }]));
}

export async function runChart<C>(spec: ChartRunSpec<C>): Promise<ChartRun> {
  const { machine } = spec;
  const states = statesOf(machine);
  const visited = new Set<string>();
  const problems: string[] = [];
  const rng = rngFrom(seedState(spec.seed));
  const check = (snap: AnyMachineSnapshot, when: string): void => {
    for (const id of activeIds(machine.root, snap.value)) {
      visited.add(id);
      if (!states.get(id)?.mapped) continue;
      const verdict = spec.agrees(id.split('.').slice(1), snap.context as C);
      if (verdict !== true && problems.length < 20)
        problems.push(
          `${when}: ${id} ${verdict === undefined ? 'has no agreement in the test' : 'disagrees with the core'}`,
        );
    }
  };
  const actor = createActor(machine, {
    input: spec.input,
    inspect: (ev) => {
      // The game's own microsteps (not its bot actors').
      if (ev.type === '@xstate.microstep' && ev.actorRef.sessionId === ev.rootId)
        check(ev.snapshot as AnyMachineSnapshot, 'microstep');
    },
  });
  actor.subscribe((snap) => {
    check(snap, 'snapshot');
    const shown = spec.shown.some((s) => snap.matches(s));
    if (snap.status === 'active' && snap.can({ type: 'ui.continue' }) !== shown && problems.length < 20)
      problems.push(`ui.continue is ${shown ? 'not ' : ''}possible in ${JSON.stringify(snap.value)}`);
  });
  actor.start();
  let restores = 0;
  let summaryRestores = 0;
  let revealRestores = 0;
  for (let step = 0; step < 50_000; step++) {
    const snap = await waitFor(
      actor,
      (s) => s.status !== 'active' || s.hasTag('humanTurn') || s.can({ type: 'ui.continue' }),
      { timeout: 10_000 },
    );
    if (snap.status !== 'active') return { visited, problems, restores, summaryRestores, revealRestores, end: snap };
    if (snap.can({ type: 'ui.continue' })) {
      if (spec.summary && snap.matches(spec.summary)) {
        const back = restored(machine, { ...spec.input, reopen: 'summary' }, snap);
        if (back.status !== 'done') summaryRestores++;
        if (back.status !== 'done' && !sameState(back, snap))
          problems.push(`in the summary: ${restoreProblem(back, snap)}`);
      }
      if (spec.reveal && snap.matches(spec.reveal)) {
        revealRestores++;
        const back = restored(machine, { ...spec.input, reopen: 'reveal' }, snap);
        if (!sameState(back, snap)) problems.push(`in the reveal: ${restoreProblem(back, snap)}`);
      }
      actor.send({ type: 'ui.continue' });
      continue;
    }
    if (rng.next() < (spec.restoreChance ?? 0)) {
      restores++;
      const back = restored(machine, spec.input, snap);
      if (!sameState(back, snap)) problems.push(restoreProblem(back, snap));
    }
    spec.human(snap, actor, rng);
  }
  throw new Error('the game did not end');
}

/** The state a game saved now (its record, as a file would hold it) resumes into. */
function restored(
  machine: AnyStateMachine,
  input: Readonly<Record<string, unknown>>,
  snap: AnyMachineSnapshot,
): Pick<AnyMachineSnapshot, 'value' | 'status'> {
  const resume = JSON.parse(JSON.stringify((snap.context as { record: unknown }).record));
  const again = createActor(machine, { input: { ...input, resume } }).start();
  const { value, status } = again.getSnapshot();
  again.stop();
  return { value, status };
}

const sameState = (a: Pick<AnyMachineSnapshot, 'value'>, b: Pick<AnyMachineSnapshot, 'value'>): boolean =>
  JSON.stringify(a.value) === JSON.stringify(b.value);
const restoreProblem = (back: Pick<AnyMachineSnapshot, 'value'>, snap: AnyMachineSnapshot): string =>
  `restored into ${JSON.stringify(back.value)}, saved in ${JSON.stringify(snap.value)}`;

/** What several runs of one chart add up to: every state passed through and the restores checked. */
export class ChartTally {
  readonly visited = new Set<string>();
  restores = 0;
  summaryRestores = 0;
  revealRestores = 0;

  /** Count a run in; returns it, for the test to look at its problems and its end. */
  add<R extends ChartRun>(run: R): R {
    run.visited.forEach((id) => this.visited.add(id));
    this.restores += run.restores;
    this.summaryRestores += run.summaryRestores;
    this.revealRestores += run.revealRestores;
    return run;
  }

  /** The states of `machine`'s chart that no run has reached. */
  missing(machine: AnyStateMachine): string[] {
    return [...statesOf(machine).keys()].filter((id) => !this.visited.has(id));
  }
}
