// A guided lesson as data (docs/tutor.md "The shape we want"). No rule lives here: legality,
// trick winners and scores come from the game's rules core, which the tutor asks. Words are message keys
// (the renderer holds them in four languages); numbers a text shows are `params`, so a quiz's figures are
// written once and its answer is computed from them by the game's own scoring code.
import type { DealSource } from '../core/contract.ts';

export type Seat = number;

/** What a step may light up on the table (a soft glow, never a flashing arrow). */
export type Highlight =
  | { readonly kind: 'card'; readonly card: string }
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'tricks' }
  | { readonly kind: 'score' }
  | { readonly kind: 'trump' }
  | { readonly kind: 'panel' };

export type Params = Readonly<Record<string, string | number>>;

/** A score sheet's cell: a figure, '?' for what a quiz asks, '' for not yet played, or a word (a bid by name). */
export type SheetCell = number | '?' | '' | { readonly word: string };

/**
 * What a step shows beside its words when the table alone does not: a quiz has a
 * picture of what it asks, and an info step of a lesson without a table shows what its words point at.
 * Words in a picture are the app's own message keys; figures are data, never the answer a quiz asks.
 */
export type Picture =
  /** The lesson's own table (hand, trick, panel, score strip) is what the words refer to. */
  | { readonly kind: 'table' }
  /**
   * The seats clockwise from you, names from the lesson: the dealer marked, and optionally each seat's quota,
   * the cards in each hand and the stock ('?' when the quiz asks), or the partnerships (seat i with i + n/2).
   */
  | {
      readonly kind: 'seats';
      readonly dealer?: Seat;
      readonly quotas?: readonly (number | '?' | '')[];
      readonly hands?: readonly (number | '?')[];
      readonly stock?: number | '?';
      readonly partners?: boolean;
    }
  /**
   * The real score sheet: a column per player (or per side of partners, or the given message keys), a row per
   * label (a message key with params).
   */
  | {
      readonly kind: 'sheet';
      readonly sides?: boolean;
      readonly columns?: readonly string[];
      readonly rows: readonly {
        readonly label: string;
        readonly params?: Params;
        readonly cells: readonly SheetCell[];
        readonly signed?: boolean;
      }[];
    }
  /** The four suits in this order (e.g. the trump rotation), the trump marked if known, each suit's ranks if listed. */
  | {
      readonly kind: 'suits';
      readonly order: readonly string[];
      readonly trump?: string;
      readonly ranks?: readonly string[];
    }
  /** Cards to look at (a revealed card, a trick), each with the player who showed or played it. */
  | { readonly kind: 'cards'; readonly cards: readonly { readonly card: string; readonly seat?: Seat }[] }
  /** A cut: the lifted packet with its bottom card shown, and the rest of the pack. */
  | {
      readonly kind: 'cut';
      readonly card: string;
      readonly lifted: number;
      readonly total: number;
      readonly seat: Seat;
    };

export type PictureKind = Picture['kind'];
/** Every kind of picture the renderer draws (the lesson test checks each step's kinds against this list). */
export const PICTURE_KINDS: readonly PictureKind[] = ['table', 'seats', 'sheet', 'suits', 'cards', 'cut'];

interface StepBase {
  /** Unique within the lesson ('follow', 'q1'); message keys are `<lesson id>.<step id>.<part>`. */
  readonly id: string;
  /** Key of the goal sentence ("Follow suit: play a diamond"). */
  readonly goal: string;
  readonly params?: Params;
  readonly highlight?: readonly Highlight[];
  /** What the words refer to, shown beside them (every quiz has one; see `Picture`). */
  readonly pictures?: readonly Picture[];
  /** Rule ids this step teaches (linked from the coach card to the rule book). */
  readonly rules?: readonly string[];
  /** The step starts only once this many timeline actions have been played (the script plays up to it). */
  readonly wait?: number;
  /**
   * Feedback when the learner uses a side control the step does not want (e.g. 'look' at the cards while a
   * blind bid is still to come). Any step kind: a control used while a step is only being read is caught too.
   */
  readonly controls?: Readonly<Record<string, string>>;
}

/** Words only; the learner reads and presses Next. */
export interface InfoStep extends StepBase {
  readonly kind: 'info';
}

/** The tutor plays the timeline for the learner up to `until` (auto-played turns of the learner included). */
export interface WatchStep extends StepBase {
  readonly kind: 'watch';
  readonly until: number;
}

/** A legal action that is not what the step teaches, with the lesson's feedback for it. */
export interface Mistake<A> {
  readonly actions: readonly A[];
  readonly feedback: string;
}

/**
 * The learner's next decision. The expected action is the learner's next action in the timeline (never
 * written twice). Judging order: engine refusal → expected → alternative → mistake → otherwise.
 */
export interface ActStep<A> extends StepBase {
  readonly kind: 'act';
  /** Why the expected action is right: after success, and with "Show me". */
  readonly explain: string;
  /** Short praise; the generic 'tutor.praise' when absent. */
  readonly praise?: string;
  /** Accepted too (and committed instead of the expected one), with a note on why the expected one is better. */
  readonly alternatives?: readonly { readonly action: A; readonly note: string }[];
  readonly mistakes?: readonly Mistake<A>[];
  /** Feedback for any other legal action. */
  readonly otherwise: string;
  /**
   * Illegal tries rules.md lists for this step, with the rule the engine must cite (checked by the lesson
   * tests; at run time the engine's own refusal is what the learner reads).
   */
  readonly refusals?: readonly { readonly action: A; readonly rule: string }[];
}

export type QuizValue = string | number;

/** A question whose answer the game's scoring code computes from the step's `params`. */
export interface QuizStep extends StepBase {
  readonly kind: 'quiz';
  readonly answer: () => QuizValue;
  /** The other choices offered (the answer is added by the tutor); each a plausible mistake. */
  readonly choices: readonly QuizValue[];
  /** How choices read: plain or signed numbers, a suit ('S'), a seat, or a key `<lesson>.<step>.<value>`. */
  readonly format: 'number' | 'signed' | 'suit' | 'seat' | 'key';
  readonly mistakes?: readonly { readonly answer: QuizValue; readonly feedback: string }[];
  readonly otherwise: string;
  readonly explain: string;
  /**
   * Rules the answer cites that no earlier step or lesson cites, with where the learner meets them instead:
   * the question states them in its own words, the lesson's intro or an earlier step or lesson says them in
   * words, or the answer adds them as a fact the question does not ask. A quiz never asks a rule it has not
   * taught (renderer/src/lessons/quiz-order.test.ts).
   */
  readonly known?: Readonly<Record<string, 'question' | 'intro' | 'earlier' | 'answer'>>;
}

export type Step<A> = InfoStep | WatchStep | ActStep<A> | QuizStep;

export interface Lesson<A extends { readonly seat: Seat } = { readonly seat: Seat }> {
  /** The rules.md id, three capitals and a lesson number: 'ABC-L1' (lessons of our own continue the numbering, marked as ours in `ours`). */
  readonly id: string;
  readonly game: string;
  /** Bumped when the steps change, so saved progress of an older version restarts the lesson. */
  readonly version: number;
  /** About how long it takes, in minutes. */
  readonly minutes: number;
  /** Rule ids the lesson teaches (the coverage report reads these and the steps' `rules`). */
  readonly teaches: readonly string[];
  /** A lesson of our own, beyond rules.md's lesson scripts (written in their style). */
  readonly ours?: boolean;
  /** Game options (form, variant) in the records.md shape. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Player names by seat (seat 0 is the learner; the renderer says "You"). */
  readonly players: readonly string[];
  /**
   * The table: a game state waiting for this deal (deal number, dealer, scores before it), built by the
   * game's rules helpers, and the deal's cards. Absent for quiz-only lessons.
   */
  readonly table?: { readonly initial: () => unknown; readonly deal: DealSource };
  /** Every action of the deal in order, the learner's (seat 0) included; computers play only these. */
  readonly timeline: readonly A[];
  readonly steps: readonly Step<A>[];
}

/** Message keys of a lesson's own words. */
export const lessonKey = (lesson: { readonly id: string }, part: string): string => `${lesson.id}.${part}`;
