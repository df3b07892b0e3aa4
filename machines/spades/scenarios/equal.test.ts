// Spades positions marked `equal` (issue 21): the play check never lists an acceptable play of them
// (machines/core/reasons/scenario-equal.ts).
import { equalNeverFlagged } from '../../core/reasons/scenario-equal.ts';
import { rules } from '../rules/index.ts';
import { checkPlays } from '../search/check.ts';

equalNeverFlagged('Spades', rules as never, checkPlays as never, new URL('.', import.meta.url), 3);
