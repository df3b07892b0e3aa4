// What the table says as the game moves (the session asks after each snapshot): every accepted action in
// words, a trick's result after its last card, a new deal and a deal's score, for the event line and the
// polite live region. narration.ts decides what is said and in which order; this keeps how far it has told.
import type { RecordAction } from '../../../machines/core/record.ts';
import { t } from '../i18n/i18n.svelte.ts';
import { describeAction } from './describe.ts';
import type { GameAdapter, Said } from './games/types.ts';
import { narrate } from './narration.ts';
import type { TableModel } from './games/table-model.ts';

const HUMAN = 0;

/** The table as a snapshot leaves it, seen from your seat. */
export interface TableNow {
  readonly adapter: GameAdapter;
  readonly view: unknown;
  readonly names: readonly string[];
  readonly model: TableModel;
  readonly deals: readonly { readonly actions: readonly RecordAction[] }[];
  /** The deal is scored (or the game over). */
  readonly scored: boolean;
}

export type LogLine = { readonly id: number; readonly text: string };

export class TableWords {
  #event = $state.raw<Said>({ short: '', full: '' });
  #log = $state.raw<readonly LogLine[]>([]);
  #logId = 0;
  #seen = { deals: 0, actions: 0, tricks: -1, scored: false };
  readonly #onplay: () => void;

  /** `onplay`: called for each card as it is told (the card's sound). */
  constructor(onplay: () => void) {
    this.#onplay = onplay;
  }

  /** The latest thing said, short for the event line and in full. */
  get event(): Said {
    return this.#event;
  }
  /** The latest announcements, oldest first (the polite live region reads additions). */
  get log(): readonly LogLine[] {
    return this.#log;
  }

  /** Takes what the table shows now as told: a game resumed says nothing of what came before. */
  skip(now: TableNow): void {
    const { deals } = now;
    this.#seen.deals = deals.length;
    this.#seen.actions = deals.length ? deals[deals.length - 1].actions.length : 0;
    this.#seen.tricks = now.model.history.length;
    this.#seen.scored = now.scored;
  }

  /** Says what happened since the last time. */
  tell(now: TableNow): void {
    const { adapter, view, names, model } = now;
    const { said, told } = narrate(
      {
        deals: now.deals,
        history: model.history,
        lastTrick: model.lastTrick,
        seats: names.length,
        describe: (a) => describeAction(adapter, a, view, names),
        dealStart: () => adapter.dealStart(view, names),
        trick: (trick) => {
          const text =
            trick.winner === HUMAN
              ? t('event.trickWon.you', { reason: trick.reason })
              : t('event.trickWon', { name: names[trick.winner], reason: trick.reason });
          return { short: text, full: text };
        },
        onplay: this.#onplay,
      },
      this.#seen,
    );
    this.#seen.deals = told.deals;
    this.#seen.actions = told.actions;
    this.#seen.tricks = told.tricks;

    if (now.scored && !this.#seen.scored) {
      const summary = adapter.dealSummary(view, names);
      if (summary) {
        const text = `${summary.title}. ${summary.totals.map((x) => `${x.who} ${x.total}`).join(', ')}.`;
        said.push({ short: text, full: text });
      }
    }
    this.#seen.scored = now.scored;

    if (said.length) {
      this.#event = said[said.length - 1];
      const added = said.filter((x) => x.full).map((x) => ({ id: ++this.#logId, text: x.full }));
      this.#log = [...this.#log, ...added].slice(-8);
    }
  }
}
