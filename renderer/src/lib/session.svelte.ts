// A running game: the game's XState machine bound to the components by @xstate/svelte (house-style §5): the
// session follows the machine through one `useSelector` store, keeps its snapshot in a $state.raw field for
// the table's derived values, and hands out narrow selections (`select`) that change only with their slice.
// Its words for the event line and the polite live region come from table-words.svelte.ts; it hands each new
// record to `onrecord`.
import { useSelector } from '@xstate/svelte';
import { fromStore } from 'svelte/store';
import { createActor, type AnyActorRef } from 'xstate';
import type { BaseState, Refusal } from '../../../machines/core/contract.ts';
import type { GameRecord } from '../../../machines/core/record.ts';
import { t } from '../i18n/i18n.svelte.ts';
import type { GameAdapter, Said } from './games/types.ts';
import type { TableStart } from './saved-game.ts';
import type { TableModel } from './games/table-model.ts';
import { sortHand } from './sort.ts';
import { botSearch, type SearchClient } from './search/client.ts';
import { workerBotTurn } from './search/bot-turn.ts';
import { coachWatch } from './coach/table-watch.ts';
import { refusalText } from './refusal-words.ts';
import { type LogLine, type TableNow, TableWords } from './table-words.svelte.ts';

export interface MachineContext {
  readonly game: BaseState;
  readonly refusal: Refusal | null;
  readonly record: GameRecord;
  readonly players: readonly string[];
}

interface Snapshot {
  readonly context: MachineContext;
  readonly status: string;
  readonly value: unknown;
  hasTag(tag: string): boolean;
  matches(value: string): boolean;
}

export type Pace = { readonly botMs: number; readonly trickMs: number };

/**
 * A game machine run by someone else (a lesson's tutor owns it as its child): the session reads its
 * snapshots, and the player's actions go to `send` (the tutor judges them before the game sees them).
 */
export interface Driven {
  readonly actor: AnyActorRef;
  readonly send: (event: { readonly type: string; readonly [k: string]: unknown }) => void;
  /** Whether the driver takes the player's actions now (a lesson plays some of them for the learner). */
  readonly live?: () => boolean;
  /** Whether the driver itself plays the player's turns now (a lesson's step that plays for the learner). */
  readonly playsFor?: () => boolean;
}

const HUMAN = 0;

export class GameSession {
  readonly adapter: GameAdapter;
  readonly start: TableStart;
  readonly #actor: AnyActorRef;
  readonly #driven: Driven | null;
  #snapshot: Snapshot;
  /** The chart's state at the last decision (a turn), for the map while a result is shown. */
  #place = $state.raw<unknown>(null);
  readonly #words: TableWords;
  #onrecord: (record: GameRecord, finished: boolean) => void;

  readonly view = $derived.by(() => this.adapter.rules.observe(this.#snapshot.context.game, HUMAN));
  readonly names = $derived.by(() => this.#names(this.#snapshot.context.players));
  readonly model: TableModel = $derived.by(() => this.adapter.model(this.view, this.names));
  /**
   * Your legal actions while it is your turn outside an exchange or a pass (those are checked card by
   * card with explainIllegal: enumerating every subset of a hand on each update would stall the table).
   */
  readonly myLegal = $derived.by(() => {
    const game = this.#snapshot.context.game;
    if (this.adapter.rules.currentPlayer(game) !== HUMAN || this.selecting) return [];
    return (this.adapter.rules.legalActions(game) as readonly { seat: number; type?: string }[]).filter(
      (a) => a.seat === HUMAN,
    );
  });
  /** Your cards in display order (trump first, colours alternating). */
  readonly hand = $derived(this.model.hand ? sortHand(this.model.hand, this.model.trump, this.model.aceLow) : null);
  /** Cards picked for an exchange or a pass, as indices into `hand`. */
  selected = $state<number[]>([]);
  readonly selecting = $derived.by(() => this.adapter.selecting(this.view));
  readonly selectedCards = $derived(
    this.hand ? this.selected.map((i) => this.hand![i]).filter((c) => c !== undefined) : [],
  );

  constructor(
    adapter: GameAdapter,
    start: TableStart,
    pace: Pace,
    hooks: { onrecord: (r: GameRecord, finished: boolean) => void; onplay?: () => void; search?: SearchClient },
    driven: Driven | null = null,
  ) {
    this.adapter = adapter;
    this.start = start;
    this.#onrecord = hooks.onrecord;
    this.#words = new TableWords(hooks.onplay ?? (() => {}));
    this.#driven = driven;
    const n = start.players.length;
    const input = {
      options: adapter.rules.parseOptions(start.options),
      seed: start.seed,
      botSeed: start.botSeed,
      firstDealer: start.firstDealer,
      players: [...start.players],
      seats: Array.from({ length: n }, (_, i) => (i === HUMAN ? 'human' : 'computer')),
      policies: start.policies ? [...start.policies] : undefined,
      speed: pace,
      resume: start.resume,
      reopen: start.reopen,
    };
    // Computers think in the search worker; a lesson's machine is its tutor's and keeps its own.
    const search = hooks.search ?? botSearch;
    // A worker that cannot start now is tried again by the first request: never a crash here.
    try {
      if (!driven) search.warm();
    } catch {
      /* the first request tries again */
    }
    this.#actor = driven
      ? driven.actor
      : createActor(adapter.machine.provide({ actors: { botTurn: workerBotTurn(adapter.id, search) } }), { input });
    const initial: Snapshot = this.#actor.getSnapshot();
    this.#snapshot = $state.raw(initial);
    this.#words.skip(this.#now(initial, initial.matches('dealScored')));
    const snapshots = useSelector(this.#actor, (s) => s as Snapshot);
    const following = snapshots.subscribe((s) => s !== initial && this.#update(s));
    const failing = this.#actor.subscribe({ error: (e) => console.warn('game machine stopped:', e) });
    this.#sub = {
      unsubscribe: () => {
        following();
        failing.unsubscribe();
      },
    };
    this.#refusal = this.select((s) => s.context.refusal);
    this.#thinking = this.select((s) => s.hasTag('botThinking'));
  }

  startPlaying(): void {
    if (!this.#driven) this.#actor.start();
    this.#update(this.#actor.getSnapshot() as Snapshot);
    // The first deal may already be dealt in the initial snapshot: save it now.
    this.#onrecord(this.#snapshot.context.record, this.gameOver);
  }

  stop(): void {
    this.#sub?.unsubscribe();
    if (!this.#driven) this.#actor.stop();
  }

  #sub: { unsubscribe(): void } | null = null;
  #refusal: { readonly current: Refusal | null };
  #thinking: { readonly current: boolean };

  #send(event: { readonly type: string; readonly [k: string]: unknown }): void {
    if (this.#driven) this.#driven.send(event);
    else this.#actor.send(event);
  }

  get snapshot(): Snapshot {
    return this.#snapshot;
  }
  /** Where the game was at its last decision (the map keeps that step marked while a result is shown). */
  get place(): unknown {
    return this.#place;
  }
  get game(): BaseState {
    return this.#snapshot.context.game;
  }
  get refusal(): Refusal | null {
    return this.#refusal.current;
  }

  /** A narrow slice of the machine's snapshot, as a rune: it changes only when the slice does. */
  select<T>(selector: (snapshot: Snapshot) => T, compare?: (a: T, b: T) => boolean): { readonly current: T } {
    return fromStore(useSelector(this.#actor, (s) => selector(s as Snapshot), compare));
  }
  get event(): Said {
    return this.#words.event;
  }
  /** The latest announcements, oldest first (the polite live region reads additions). */
  get log(): readonly LogLine[] {
    return this.#words.log;
  }
  /**
   * You may act now: your turn, or a shown trick after which you act next (the machine ends the pause and
   * plays the card you click, so the hand is live during the pause too).
   */
  get humanTurn(): boolean {
    if (this.locked) return false;
    return this.#snapshot.hasTag('humanTurn') || (this.#snapshot.hasTag('paused') && this.myLegal.length > 0);
  }
  /** The driver does not take the player's actions now: the controls are shown, not offered. */
  get locked(): boolean {
    return this.#driven?.live ? !this.#driven.live() : false;
  }
  /** The driver plays your turn for you now (shown as such, never beside a turn the player takes). */
  get playedForYou(): boolean {
    return this.#driven?.playsFor?.() ?? false;
  }
  get botThinking(): boolean {
    return this.#thinking.current;
  }
  get trickShown(): boolean {
    return this.#snapshot.matches('trickShown');
  }
  get dealScored(): boolean {
    return this.#snapshot.matches('dealScored');
  }
  /** The machine is in top-level state `state` (e.g. Tribello's `cutShown`). */
  is(state: string): boolean {
    return this.#snapshot.matches(state);
  }
  get gameOver(): boolean {
    return this.#snapshot.matches('gameOver') || this.#snapshot.status === 'done';
  }

  act(action: unknown): void {
    this.#send({ type: 'player.act', action });
  }
  look(): void {
    this.#send({ type: 'player.look' });
  }
  continue(): void {
    this.#send({ type: 'ui.continue' });
  }
  setPace(speed: Pace): void {
    this.#send({ type: 'speed.set', speed });
  }

  /** The engine's reason, in words, why `action` is not allowed now; null when it is. */
  why(action: unknown): string | null {
    const r = this.adapter.rules.explainIllegal(this.#snapshot.context.game, action);
    return r ? this.refusalText(r) : null;
  }

  refusalText(r: Refusal): string {
    return refusalText(this.adapter.id, r, this.names);
  }

  #names(players: readonly string[]): string[] {
    return players.map((p, i) => (i === HUMAN ? t('seat.you') : p));
  }

  toggle(index: number): void {
    this.selected = this.selected.includes(index)
      ? this.selected.filter((i) => i !== index)
      : [...this.selected, index];
  }

  #update(s: Snapshot): void {
    const before = this.#snapshot;
    this.#snapshot = s;
    if (s.hasTag('humanTurn') || s.hasTag('botThinking')) this.#place = s.value;
    if (!this.selecting && this.selected.length) this.selected = [];
    if (before.context.record !== s.context.record) this.#onrecord(s.context.record, this.gameOver);
    else if (this.gameOver && !before.matches('gameOver')) this.#onrecord(s.context.record, true);
    else if (s.hasTag('reveal') !== before.hasTag('reveal')) this.#onrecord(s.context.record, false); // a reveal pause's mark saved on and off
    this.#words.tell(this.#now(s, s.matches('dealScored') || this.gameOver));
    if (!this.#driven)
      coachWatch(this.adapter.id, before.context, s.context, {
        view: this.view,
        record: s.context.record,
        undos: this.start.undos ?? 0,
      });
  }

  /** The table as snapshot `s` leaves it, for its words (`scored`: the deal's score is shown). */
  #now(s: Snapshot, scored: boolean): TableNow {
    const { adapter, view, names, model } = this;
    return { adapter, view, names, model, deals: s.context.record.deals, scored };
  }
}
