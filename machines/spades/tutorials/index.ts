// Spades' guided lessons (rules.md SPD-13, then lessons of our own), in order.
import type { Lesson } from '../../tutor/lesson.ts';
import type { Action } from '../rules/index.ts';
import { lesson as l1 } from './spd-l1.ts';
import { lesson as l2 } from './spd-l2.ts';
import { lesson as l3 } from './spd-l3.ts';
import { lesson as l4 } from './spd-l4.ts';
import { lesson as l5 } from './spd-l5.ts';
import { lesson as l6 } from './spd-l6.ts';
import { lesson as l7 } from './spd-l7.ts';
import { lesson as l8 } from './spd-l8.ts';
import { lesson as l9 } from './spd-l9.ts';
import { lesson as l10 } from './spd-l10.ts';
import { lesson as l11 } from './spd-l11.ts';
import { lesson as l12 } from './spd-l12.ts';
import { lesson as l13 } from './spd-l13.ts';
import { lesson as l14 } from './spd-l14.ts';
import { lesson as l15 } from './spd-l15.ts';
import { lesson as l16 } from './spd-l16.ts';
import { lesson as l17 } from './spd-l17.ts';
import { lesson as l18 } from './spd-l18.ts';

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
