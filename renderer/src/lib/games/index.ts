// The table's adapter for each game.
import type { TableStart } from '../saved-game.ts';
import type { GameAdapter } from './types.ts';
import { spades } from './spades.ts';
import { sproyte } from './sproyte.ts';
import { tribelloAdapter } from './tribello.ts';

export function adapterFor(start: TableStart): GameAdapter {
  switch (start.game) {
    case 'tribello':
      return tribelloAdapter(start.reminders ?? true);
    case 'spades':
      return spades;
    case 'sproyte':
      return sproyte;
  }
}
