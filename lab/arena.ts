// npm run lab:arena -- --game G --a LEVEL --b LEVEL --deals N --seed S [--options JSON] [--probe] [--json]
// The arena with the lab's levels and yardsticks (Spades: lab/spades/arena.ts: Expert seeing every card, the
// rule-based player; --probe: dominated plays and the sampler's calibration at trick 6 per level).
import type { ArenaModule } from '../machines/core/duplicate.ts';
import { arenaCli } from '../scripts/arena-cli.ts';
import * as spades from './spades/arena.ts';

await arenaCli((game) => (game === 'spades' ? (spades as unknown as ArenaModule) : undefined));
