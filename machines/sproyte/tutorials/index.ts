// Sprøyte's guided lessons (rules.md SPR-13), in order.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { lesson as l1 } from './spr-l1.ts';

export const lessons: readonly Lesson<Action>[] = [l1];
