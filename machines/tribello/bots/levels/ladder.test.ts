// The Tribello strength ladder in CI on fixed duplicate deals (every seating of the two levels).
import type { ArenaModule } from '../../../core/duplicate.ts';
import { ladderHolds } from '../../../core/search/testkit.ts';
import * as arena from '../../arena.ts';

// Expert − Strong is about +0.2 points per deal at the table (bots/levels/sampling.ts expertPolicy) against a spread
// of about 0.9 a deal: 4 deals said nothing (the Expert of session 23 +0.19 over these 4, −0.04 over 24; the Expert
// of now −0.19 and −0.01), 48 come near the table's figure (+0.15; the Expert of session 23 +0.03).
ladderHolds('Tribello', arena as unknown as ArenaModule, [
  ['casual', 'beginner', 40],
  ['strong', 'casual', 12],
  ['expert', 'strong', 48],
]);
