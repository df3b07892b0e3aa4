// Spades positions marked `equal`: the play check never lists an acceptable play of them
// (machines/testing/reasons/scenario-equal.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { equalNeverFlagged } from '../../testing/reasons/scenario-equal.ts';
import { rules } from '../rules/index.ts';
import { checkPlays } from '../search/check.ts';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).map((file) => ({ file, text: readFileSync(new URL(file, dir), 'utf8') }));

equalNeverFlagged('Spades', rules, checkPlays, files, 3);
