// A hint on your turn: the search worker judges the position from your own View and your legal
// actions only (COM-7.3: hints never use hidden cards); "Thinking…" while it searches; the answer belongs to
// the position it was asked in, so it is dropped (and a search in flight stopped) once the game moves on.
// Free play puts one in the table's context; lessons have none, so they show no hints.
import { getContext, setContext } from 'svelte';
import type { BaseState } from '../../../machines/core/contract.ts';
import type { Hint } from '../../../machines/core/search/hint-kit.ts';
import { t } from '../i18n/i18n.svelte.ts';
import type { Said } from './games/types.ts';
import { hintCards, hintSaid, suggests } from './hint-words.ts';
import { helpSearch, type SearchClient } from './search/client.ts';
import { coach } from './coach/coach.svelte.ts';
import type { GameSession } from './session.svelte.ts';

const HUMAN = 0;

export type HintState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'thinking'; readonly at: BaseState }
  | { readonly kind: 'shown'; readonly at: BaseState; readonly hint: Hint<unknown>; readonly said: Said }
  | { readonly kind: 'notYourTurn' | 'failed'; readonly at: BaseState };

export class HintControl {
  readonly #session: GameSession;
  readonly #client: SearchClient;
  /** Unit tests only: a smaller budget than the game's own judge (the app leaves it unset). */
  readonly #samples: number | undefined;
  #state = $state.raw<HintState>({ kind: 'idle' });
  #abort: AbortController | null = null;
  /** Times asked: asking again for a hint already shown moves the keyboard back to it. */
  #asks = $state(0);

  constructor(session: GameSession, client: SearchClient = helpSearch, samples?: number) {
    this.#session = session;
    this.#client = client;
    this.#samples = samples;
  }

  get asks(): number {
    return this.#asks;
  }
  /** What to show for the position on the table now (a hint for an earlier position is gone). */
  get state(): HintState {
    const s = this.#state;
    return s.kind !== 'idle' && s.at !== this.#session.game ? { kind: 'idle' } : s;
  }
  get hint(): Hint<unknown> | null {
    const s = this.state;
    return s.kind === 'shown' ? s.hint : null;
  }
  /** Cards the hint points at in your hand. */
  get cards(): readonly string[] {
    return hintCards(this.hint);
  }
  /** The line shown by your hand: what the hint says, or that it is thinking. */
  get note(): Said | null {
    const s = this.state;
    if (s.kind === 'thinking') return { short: t('table.thinking'), full: t('table.thinking') };
    if (s.kind === 'shown') return s.said;
    if (s.kind === 'notYourTurn') return { short: t('hint.notYourTurn'), full: t('hint.notYourTurn') };
    if (s.kind === 'failed') return { short: t('hint.failed'), full: t('hint.failed') };
    return null;
  }
  /** The hint suggests this action (`{ type: 'bid', bid: 4 }`): its panel marks the button. */
  suggests(want: Readonly<Record<string, unknown>>): boolean {
    return suggests(this.hint, want);
  }

  /** Your legal actions now; an exchange or a pass is enumerated here, at the moment of asking. */
  #legal(): readonly unknown[] {
    const s = this.#session;
    if (s.adapter.rules.currentPlayer(s.game) !== HUMAN || !(s.humanTurn || s.selecting)) return [];
    if (s.myLegal.length) return s.myLegal;
    return (s.adapter.rules.legalActions(s.game) as readonly { seat: number }[]).filter((a) => a.seat === HUMAN);
  }

  async ask(): Promise<void> {
    const s = this.#session;
    const at = s.game;
    this.#asks++;
    const now = this.state;
    if (now.kind === 'thinking' || now.kind === 'shown') return;
    const legal = this.#legal();
    if (!legal.length) {
      this.#state = { kind: 'notYourTurn', at };
      return;
    }
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    this.#state = { kind: 'thinking', at };
    const record = s.snapshot.context.record;
    try {
      // The position's judgement (core/search/judge.ts): the play check and a drill judge this position the same way.
      const samples = this.#samples === undefined ? {} : { samples: this.#samples };
      const hint = await this.#client.request(
        { kind: 'hint', game: s.adapter.id, view: s.view, legal, ...samples },
        abort.signal,
      );
      if (abort.signal.aborted || s.game !== at) return;
      this.#state = { kind: 'shown', at, hint, said: hintSaid(t, hint, s.names) };
      void coach.slip(s.adapter.id, { kind: 'hint', category: hint.reason.category }, record); // a hint taken
    } catch {
      if (!abort.signal.aborted && s.game === at) this.#state = { kind: 'failed', at };
    }
  }

  /**
   * The cards of an exchange or a pass the hint suggests, or null. They are marked in your hand; your selection
   * is yours alone: the hint arrives while you may be picking, so it changes nothing until you take it.
   */
  get pick(): readonly string[] | null {
    const type = (this.hint?.action as { type?: string } | undefined)?.type;
    return this.#session.selecting && (type === 'exchange' || type === 'pass') ? hintCards(this.hint) : null;
  }
  /** Your picked cards are exactly the hint's. */
  get picked(): boolean {
    const want = this.pick;
    const have = this.#session.selectedCards;
    return want !== null && want.length === have.length && want.every((c) => have.includes(c));
  }
  /** You take the hint: its cards become your selection. */
  take(): void {
    const s = this.#session;
    const want = this.pick;
    if (!want || !s.hand) return;
    s.selected = want.map((c) => s.hand!.indexOf(c)).filter((i) => i >= 0);
  }

  /** The game moved on: stop a search for the old position. */
  sync(): void {
    const s = this.#state;
    if (s.kind !== 'idle' && s.at !== this.#session.game) {
      this.#abort?.abort();
      this.#abort = null;
      this.#state = { kind: 'idle' };
    }
  }

  dispose(): void {
    this.#abort?.abort();
    this.#abort = null;
  }
}

const KEY = Symbol('hints');

/** Free play offers hints to everything at its table (hand, panels, deal summary). */
export function provideHints(control: HintControl): void {
  setContext(KEY, control);
}

/** The table's hints, or null where there are none (the lessons). */
export function useHints(): HintControl | null {
  return getContext<HintControl | undefined>(KEY) ?? null;
}

/** `data-hinted` for a panel's button when the hint suggests its action (the keyboard moves there too). */
export function hintMark(hints: HintControl | null, want: Readonly<Record<string, unknown>>): '' | undefined {
  return hints?.suggests(want) ? '' : undefined;
}
