// Tribello's guided lessons (rules.md TRB-14), in order; TRB-L12 is ours (coverage of TRB-3 and TRB-11).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { lesson as l1 } from './trb-l1.ts';
import { lesson as l2 } from './trb-l2.ts';
import { lesson as l3 } from './trb-l3.ts';
import { lesson as l4 } from './trb-l4.ts';
import { lesson as l5 } from './trb-l5.ts';
import { lesson as l6 } from './trb-l6.ts';
import { lesson as l7 } from './trb-l7.ts';
import { lesson as l8 } from './trb-l8.ts';
import { lesson as l9 } from './trb-l9.ts';
import { lesson as l10 } from './trb-l10.ts';
import { lesson as l11 } from './trb-l11.ts';
import { lesson as l12 } from './trb-l12.ts';

export const lessons: readonly Lesson<Action>[] = [l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12];
