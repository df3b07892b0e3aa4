// The Sprøyte strength ladder in CI on fixed duplicate deals (every seating of the two levels).
import type { ArenaModule } from '../../../core/duplicate.ts';
import { ladderHolds } from '../../../core/search/testkit.ts';
import * as arena from '../../arena.ts';

ladderHolds('Sprøyte', arena as unknown as ArenaModule, [
  ['casual', 'beginner', 40],
  ['strong', 'casual', 12],
  ['expert', 'strong', 4],
]);
