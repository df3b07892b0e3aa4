// Each game's phase panel (bidding, exchange, talon, trump naming) for the table's centre. Kept apart from
// the game adapters (lib/games/), which the panels themselves read, so that neither imports the other back.
import type { Component } from 'svelte';
import type { GameId } from '../../../../machines/games.ts';
import type { GameSession } from '../../lib/session.svelte.ts';
import SpadesPanel from './SpadesPanel.svelte';
import SproytePanel from './SproytePanel.svelte';
import TribelloPanel from './TribelloPanel.svelte';

export const PANELS: Readonly<Record<GameId, Component<{ session: GameSession }>>> = {
  spades: SpadesPanel,
  sproyte: SproytePanel,
  tribello: TribelloPanel,
};
