// Sprøyte's guided lessons (rules.md SPR-13), in order; SPR-L14 … are ours (coverage, `ours: true`).
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { lesson as l1 } from './spr-l1.ts';
import { lesson as l2 } from './spr-l2.ts';
import { lesson as l3 } from './spr-l3.ts';
import { lesson as l4 } from './spr-l4.ts';
import { lesson as l5 } from './spr-l5.ts';
import { lesson as l6 } from './spr-l6.ts';
import { lesson as l7 } from './spr-l7.ts';
import { lesson as l8 } from './spr-l8.ts';
import { lesson as l9 } from './spr-l9.ts';
import { lesson as l10 } from './spr-l10.ts';
import { lesson as l11 } from './spr-l11.ts';
import { lesson as l12 } from './spr-l12.ts';
import { lesson as l13 } from './spr-l13.ts';
import { lesson as l14 } from './spr-l14.ts';
import { lesson as l15 } from './spr-l15.ts';
import { lesson as l16 } from './spr-l16.ts';
import { lesson as l17 } from './spr-l17.ts';
import { lesson as l18 } from './spr-l18.ts';

export const lessons: readonly Lesson<Action>[] = [
  l1,
  l2,
  l3,
  l4,
  l5,
  l6,
  l7,
  l8,
  l9,
  l10,
  l11,
  l12,
  l13,
  l14,
  l15,
  l16,
  l17,
  l18,
];
