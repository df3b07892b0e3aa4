// The table's adapter for each game.
import type { TableStart } from '../saved-game.ts';
import type { GameAdapter } from './types.ts';
import { tribelloAdapter } from './tribello.ts';

export function adapterFor(start: TableStart): GameAdapter {
  switch (start.game) {
    case 'tribello':
      return tribelloAdapter(start.reminders ?? true);
    default:
      throw new Error(`no table for ${start.game} yet`);
  }
}
