// The renderer's faces of each game, by the id of its bundle (machines/games.ts): the table's adapter (the View in
// the table's shapes and words) and the phase panel (bidding, exchange, talon, trump naming). The one renderer
// file that names every game; a game's own faces live in its folder here (renderer/src/games/<game>/).
import type { Component } from 'svelte';
import type { GameId } from '../../../machines/games.ts';
import type { GameAdapter } from '../lib/games/types.ts';
import type { TableStart } from '../lib/saved-game.ts';
import type { GameSession } from '../lib/session.svelte.ts';
import { spades } from './spades/adapter.ts';
import SpadesPanel from './spades/Panel.svelte';
import { sproyte } from './sproyte/adapter.ts';
import SproytePanel from './sproyte/Panel.svelte';
import { tribelloAdapter } from './tribello/adapter.ts';
import TribelloPanel from './tribello/Panel.svelte';

export interface GameFaces {
  /** The table's adapter for a game started so (a table setting may change its words: Tribello's reminders). */
  adapter(start: Pick<TableStart, 'reminders'>): GameAdapter;
  readonly panel: Component<{ session: GameSession }>;
}

const FACES: Readonly<Record<GameId, GameFaces>> = {
  sproyte: { adapter: () => sproyte, panel: SproytePanel },
  spades: { adapter: () => spades, panel: SpadesPanel },
  tribello: { adapter: (start) => tribelloAdapter(start.reminders ?? true), panel: TribelloPanel },
};

export const facesOf = (game: GameId): GameFaces => FACES[game];

/** The table's adapter for a game as it starts. */
export const adapterFor = (start: Pick<TableStart, 'game' | 'reminders'>): GameAdapter =>
  FACES[start.game].adapter(start);
