// The score-sheet quizzes of TRB-L5 (rounds 1–3) and TRB-L9 (round 4): one deal's quotas and tricks, and the
// points each seat scores — every figure from the scoring code (TRB-10), none written by hand.
import type { Picture } from '../../tutor/lesson.ts';
import { defaultOptions, quotasFor, roundKind, seatPoints } from '../rules/index.ts';

export function scoreQuiz(round: number, dealer: number, tricks: readonly number[]) {
  const quotas = quotasFor(round, dealer, defaultOptions);
  const points = (seat: number) => seatPoints(roundKind(round), tricks[seat], quotas[seat]);
  const seatParams = (seat: number) => ({ quota: quotas[seat], tricks: tricks[seat] });
  /** The deal's score sheet: quotas and tricks by seat, the points up to the one asked ('?'). */
  const sheet = (asked: number | null): Picture => ({
    kind: 'sheet',
    rows: [
      { label: 'picture.tribello.quota', cells: [...quotas] },
      { label: 'picture.tricks', cells: [...tricks] },
      ...(asked === null
        ? []
        : [
            {
              label: 'picture.points',
              signed: true,
              cells: tricks.map((_, seat) => (seat < asked ? points(seat) : seat === asked ? '?' : '')),
            },
          ]),
    ],
  });
  return { quotas, points, seatParams, sheet };
}
