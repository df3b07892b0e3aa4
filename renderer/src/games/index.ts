// The renderer's faces of each game, by the id of its bundle (machines/games.ts): the table's adapter (the View in
// the table's shapes and words), the phase panel (bidding, exchange, talon, trump naming) and the score pad's words.
// The one renderer file that names every game; a game's own faces live in its folder here (renderer/src/games/<game>/).
import type { Component } from 'svelte';
import type { GameId } from '../../../machines/games.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { GameAdapter } from '../lib/games/types.ts';
import type { TableStart } from '../lib/saved-game.ts';
import type { GameSession } from '../lib/session.svelte.ts';
import type { PadFace } from '../lib/games/pad-face.ts';
import type { Row } from '../lib/stats/row-kit.ts';
import { spades } from './spades/adapter.ts';
import { pad as spadesPad } from './spades/pad.ts';
import SpadesPanel from './spades/Panel.svelte';
import { statRows as spadesRows } from './spades/stat-rows.ts';
import { sproyte } from './sproyte/adapter.ts';
import { pad as sproytePad } from './sproyte/pad.ts';
import SproytePanel from './sproyte/Panel.svelte';
import { statRows as sproyteRows } from './sproyte/stat-rows.ts';
import { tribelloAdapter } from './tribello/adapter.ts';
import { pad as tribelloPad } from './tribello/pad.ts';
import TribelloPanel from './tribello/Panel.svelte';
import { statRows as tribelloRows } from './tribello/stat-rows.ts';

/** A table setting a game offers beside the common ones: the live reminders (TRB-S1), dealing first (TRB-S3). */
export type TableSetting = 'reminders' | 'dealFirst';

export interface GameFaces {
  /** The table's adapter for a game started so (a table setting may change its words: Tribello's reminders). */
  adapter(start: Pick<TableStart, 'reminders'>): GameAdapter;
  readonly panel: Component<{ session: GameSession }>;
  /** The three cards on the game's card on the home screen. */
  readonly homeCards: readonly string[];
  /** The name of a table form the statistics split by (Spades' format, Sprøyte's form). */
  formName(form: string): MessageKey;
  /** The setup's words on where the players sit, when the game's options seat partners opposite. */
  seating(options: Readonly<Record<string, unknown>>): MessageKey | null;
  readonly settings: readonly TableSetting[];
  /** The game's own statistics rows (after the common ones). */
  statRows(): Row[];
  /** The score pad's words for the game. */
  readonly pad: PadFace;
}

const FACES: Readonly<Record<GameId, GameFaces>> = {
  sproyte: {
    adapter: () => sproyte,
    panel: SproytePanel,
    homeCards: ['AH', 'KC', 'QD'],
    formName: (form) => `form.${form}` as MessageKey,
    seating: () => null,
    settings: [],
    statRows: sproyteRows,
    pad: sproytePad,
  },
  spades: {
    adapter: () => spades,
    panel: SpadesPanel,
    homeCards: ['AS', 'KS', 'QS'],
    formName: (form) => `format.${form}` as MessageKey,
    seating: (options) => (options.players === 'partners4' ? 'setup.seating4p' : null),
    settings: [],
    statRows: spadesRows,
    pad: spadesPad,
  },
  tribello: {
    adapter: (start) => tribelloAdapter(start.reminders ?? true),
    panel: TribelloPanel,
    homeCards: ['JD', 'TC', '6H'],
    formName: () => 'stats.allForms',
    seating: () => null,
    settings: ['reminders', 'dealFirst'],
    statRows: tribelloRows,
    pad: tribelloPad,
  },
};

/** The game a new score pad starts on. */
export const PAD_FIRST: GameId = 'tribello';

export const facesOf = (game: GameId): GameFaces => FACES[game];

/** The table's adapter for a game as it starts. */
export const adapterFor = (start: Pick<TableStart, 'game' | 'reminders'>): GameAdapter =>
  FACES[start.game].adapter(start);
