// A lesson in progress: the generic tutor statechart with the game's own machine as its child, bound to the
// components by @xstate/svelte as a game is (session.svelte.ts): the run follows the tutor through one
// `useSelector` store, keeps its snapshot in a $state.raw field and hands out narrow selections (`select`). The
// table reads the child through a GameSession whose actions go to the tutor first (judged before the game sees
// them). Progress is saved at every step, so a reload or a "Leave" comes back to the same step.
import { useSelector } from '@xstate/svelte';
import { fromStore } from 'svelte/store';
import { createActor, type Actor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { GameId } from '../../../machines/games.ts';
import type { Lesson, QuizValue, Step } from '../../../machines/tutor/lesson.ts';
import { quizChoices } from '../../../machines/tutor/judge.ts';
import { finished, leftAt, progressOf, runStars } from '../../../machines/tutor/progress.ts';
import {
  SHOW_ME_AFTER,
  idleGame,
  scriptOnly,
  tutorMachine,
  type Feedback,
  type TutorContext,
  type TutorEvent,
} from '../../../machines/tutor/tutor.machine.ts';
import { app } from './app.svelte.ts';
import { coach } from './coach/coach.svelte.ts';
import { GameSession, type Pace } from './session.svelte.ts';
import type { TableStart } from './saved-game.ts';
import type { GameAdapter } from './games/types.ts';

type AnyLesson = Lesson<{ readonly seat: number }>;

type TutorSnapshot = SnapshotFrom<typeof tutorMachine>;

export type Phase = 'intro' | 'step' | 'finished';

export class LessonRun {
  readonly lesson: AnyLesson;
  readonly game: GameId;
  readonly start: TableStart;
  readonly #adapter;
  readonly #actor: Actor<typeof tutorMachine>;
  #snapshot: TutorSnapshot;
  #session = $state.raw<GameSession | null>(null);
  #gameRef: AnyActorRef | undefined;
  #savedStep = -1;
  #recorded = false;
  readonly #sub: { unsubscribe(): void };

  /** `adapterFor` gives the table's adapter for the lesson's table (the game's faces, renderer/src/games). */
  constructor(lesson: AnyLesson, pace: Pace, adapterFor: (start: TableStart) => GameAdapter) {
    this.lesson = lesson;
    this.game = lesson.game as GameId;
    this.start = { game: this.game, options: lesson.options, seed: 1, players: lesson.players };
    this.#adapter = adapterFor(this.start);
    const machine = tutorMachine.provide({
      actors: { game: lesson.table ? scriptOnly(this.#adapter.machine) : idleGame },
    });
    // Back at the step left, with the alternatives the learner chose before it played as they were played.
    const { step: startAt, chosen } = progressOf(app.progress, lesson.id, lesson.version);
    this.#actor = createActor(machine, {
      input: {
        lesson,
        rules: this.#adapter.rules,
        speed: pace,
        startAt: Math.min(startAt, lesson.steps.length - 1),
        chosen,
      },
    });
    const initial = this.#actor.getSnapshot();
    this.#snapshot = $state.raw(initial);
    const following = useSelector(this.#actor, (s) => s).subscribe((s) => s !== initial && this.#update(s));
    const failing = this.#actor.subscribe({ error: (e) => console.warn('tutor machine stopped:', e) });
    this.#sub = {
      unsubscribe: () => {
        following();
        failing.unsubscribe();
      },
    };
    this.#actor.start();
    // Starting emits the snapshot the run began with, which the store does not pass on as a change.
    this.#update(this.#actor.getSnapshot());
  }

  /** A narrow slice of the tutor's snapshot, as a rune: it changes only when the slice does. */
  select<T>(selector: (snapshot: TutorSnapshot) => T, compare?: (a: T, b: T) => boolean): { readonly current: T } {
    return fromStore(useSelector(this.#actor, selector, compare));
  }

  get resumeStep(): number {
    return this.#snapshot.context.resumeAt;
  }
  get phase(): Phase {
    if (this.#snapshot.matches('intro')) return 'intro';
    return this.#snapshot.matches('finished') ? 'finished' : 'step';
  }
  get context(): TutorContext {
    return this.#snapshot.context;
  }
  get step(): Step<{ readonly seat: number }> | undefined {
    return this.lesson.steps[this.#snapshot.context.step];
  }
  get stepIndex(): number {
    return Math.min(this.#snapshot.context.step, this.lesson.steps.length - 1);
  }
  get feedback(): Feedback | null {
    return this.#snapshot.context.feedback;
  }
  /** The table's session over the lesson's game (null before the lesson starts or without a table). */
  get session(): GameSession | null {
    return this.#session;
  }
  /** Waiting for the learner: an act step at their turn, a quiz still open, an info step. */
  get waitingFor(): 'act' | 'answer' | 'next' | null {
    const s = this.#snapshot;
    if (s.matches({ lesson: { act: 'turn' } })) return 'act';
    if (s.matches({ lesson: { quiz: 'asking' } })) return 'answer';
    if (
      s.matches({ lesson: 'info' }) ||
      s.matches({ lesson: { watch: 'seen' } }) ||
      s.matches({ lesson: { quiz: 'answered' } }) ||
      s.matches({ lesson: { act: 'done' } })
    )
      return 'next';
    return null;
  }
  /** The others still play before the learner's turn of an act step (its goal waits for that turn). */
  get watching(): boolean {
    return this.#snapshot.matches({ lesson: { act: 'before' } }) || this.#snapshot.matches({ lesson: 'waiting' });
  }
  get canShowMe(): boolean {
    return this.#snapshot.context.tries >= SHOW_ME_AFTER && (this.waitingFor === 'act' || this.waitingFor === 'answer');
  }
  get choices(): QuizValue[] {
    const step = this.step;
    return step?.kind === 'quiz' ? quizChoices(step) : [];
  }
  get stars(): number {
    return runStars(this.#snapshot.context);
  }

  send(event: TutorEvent): void {
    this.#actor.send(event);
  }

  /** Leaving mid-lesson keeps the step. */
  leave(): void {
    this.#session?.stop();
    this.#sub.unsubscribe();
    this.#actor.stop();
  }

  #update(s: TutorSnapshot): void {
    // A mistake the tutor judged counts against the skill this lesson teaches.
    if (this.#snapshot && s.context.mistakes > this.#snapshot.context.mistakes)
      void coach.slip(this.game, { kind: 'lesson', lesson: this.lesson.id });
    this.#snapshot = s;
    const ref = s.children.game;
    if (ref !== this.#gameRef) {
      this.#gameRef = ref;
      this.#session?.stop();
      this.#session = ref && this.lesson.table ? this.#tableSession(ref) : null;
    }
    this.#saveProgress(s);
  }

  #tableSession(ref: AnyActorRef): GameSession {
    const send = (e: { readonly type: string; readonly [k: string]: unknown }) => {
      if (e.type === 'player.act') this.#actor.send({ type: 'learner.act', action: e.action as { seat: number } });
      else if (e.type === 'player.look') this.#actor.send({ type: 'learner.control', name: 'look' });
      else if (e.type === 'ui.continue') this.#actor.send({ type: 'ui.continue' });
      else if (e.type === 'speed.set') this.#actor.send({ type: 'speed.set', speed: e.speed as Pace });
    };
    // The table takes the learner's actions only at an act step's turn, or where a step has words for a side control.
    // (An act step that is over takes nothing more: its feedback is read with the table as the action left it.)
    const live = () =>
      this.waitingFor === 'act' ||
      (this.step?.controls !== undefined &&
        this.phase === 'step' &&
        !this.#snapshot.matches({ lesson: { act: 'done' } }));
    // The lesson plays the learner's own turns only while a watch step's play runs.
    const playsFor = () =>
      this.#snapshot.matches({ lesson: 'watch' }) && !this.#snapshot.matches({ lesson: { watch: 'seen' } });
    const session = new GameSession(
      this.#adapter,
      this.start,
      this.#snapshot.context.speed,
      { onrecord: () => {} },
      { actor: ref, send, live, playsFor },
    );
    session.startPlaying();
    return session;
  }

  #saveProgress(s: TutorSnapshot): void {
    const { lesson } = this;
    const now = progressOf(app.progress, lesson.id, lesson.version);
    if (s.matches('finished')) {
      if (this.#recorded) return;
      this.#recorded = true;
      const c = s.context;
      void app.setLessonProgress(
        lesson.id,
        finished(now, { mistakes: c.mistakes, refused: c.refused, shown: c.shown, skipped: c.skipped }, lesson.version),
      );
      return;
    }
    this.#recorded = false;
    // An act step whose action is played counts as done: a reload comes back after it, not to play it again.
    const step = s.matches('intro') ? now.step : s.context.step + (s.matches({ lesson: { act: 'done' } }) ? 1 : 0);
    if (step === this.#savedStep || step < s.context.resumeAt) return;
    this.#savedStep = step;
    if (step !== now.step) void app.setLessonProgress(lesson.id, leftAt(now, step, lesson.version, s.context.chosen));
  }
}
