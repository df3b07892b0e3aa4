// Spades' judgement of a decision (core/search/judge.ts): its hint's evaluation at one fixed budget, seeded by the
// position. The hint at the table, the play check, the drill and the coach all ask here.
import type { JudgeGame } from '../../core/search/judge.ts';
import type { Action, View } from './rules-bridge.ts';
import { hint } from './hint.ts';

/** Sampled deals per candidate: at 1,000 a hand's check takes about 0.1–0.5 s, a hint well under a second. */
export const JUDGE_SAMPLES = 1000;

export const judge: JudgeGame<View, Action> = { hint, samples: JUDGE_SAMPLES };
