// Sprøyte levels: every level chooses a legal action at every kind of decision; computers never cheat
// (COM-7.3): the same view with other hidden cards gives the same decision and the same hint with the same seed.
import { levelsNeverCheat } from '../../../testing/search/testkit.ts';
import { situation } from '../../arena.ts';
import { rules } from '../../rules/index.ts';
import { hint } from '../../search/hint.ts';
import { policies } from './index.ts';

levelsNeverCheat({ name: 'Sprøyte', rules, situation, policies }, hint);
