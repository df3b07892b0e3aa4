// SPR-L18 (ours) The score sheet and the final ranking — teaches SPR-9.4, SPR-10.1, SPR-10.4. rules.md's
// worked example 6 (before You 7, Ola 9, Kari 4; tricks 6 / 1 / 5), then a finished game's places. Totals
// are dealPoints added up; the verdict is gameWinners, the places ranking.
import type { Lesson, Picture } from '../../tutor/lesson.ts';
import { type Action, dealPoints, defaultOptions, gameWinners, ranking } from '../rules/index.ts';

const BEFORE = [7, 9, 4];
const TRICKS = [6, 1, 5];
const after = () => BEFORE.map((t, seat) => t + dealPoints('trump', TRICKS[seat], false));
const FINAL = [9, 12, 9];
/** The score sheet each question reads (rows: a message key and the figures by seat). */
const sheet = (...rows: [label: string, cells: (number | '' | '?')[]][]): Picture => ({
  kind: 'sheet',
  rows: rows.map(([label, cells]) => ({ label, cells })),
});

export const lesson: Lesson<Action> = {
  id: 'SPR-L18',
  game: 'sproyte',
  version: 1,
  minutes: 1,
  teaches: ['SPR-9.4', 'SPR-10.1', 'SPR-10.2', 'SPR-10.4'],
  ours: true,
  options: { form: 'standard' },
  players: ['You', 'Ola', 'Kari'],
  timeline: [],
  steps: [
    {
      kind: 'quiz',
      id: 'total',
      pictures: [
        sheet(
          ['picture.before', [BEFORE[0], '', '']],
          ['picture.tricks', [TRICKS[0], '', '']],
          ['sheet.total', ['?', '', '']],
        ),
      ],
      goal: 'SPR-L18.total.goal',
      params: {
        you: BEFORE[0],
        youTricks: TRICKS[0],
        points: dealPoints('trump', TRICKS[0], false),
        total: after()[0],
      },
      rules: ['SPR-9.4'],
      format: 'number',
      answer: () => after()[0],
      choices: [13, 2],
      mistakes: [
        { answer: 13, feedback: 'SPR-L18.total.tricks' },
        { answer: 2, feedback: 'SPR-L18.total.running' },
      ],
      otherwise: 'SPR-L18.total.explain',
      explain: 'SPR-L18.total.explain',
    },
    {
      kind: 'quiz',
      id: 'over',
      pictures: [sheet(['sheet.total', after()])],
      goal: 'SPR-L18.over.goal',
      params: { you: after()[0], ola: after()[1], kari: after()[2] },
      rules: ['SPR-10.1', 'SPR-10.2'],
      known: { 'SPR-10.1': 'earlier' },
      format: 'key',
      answer: () => (gameWinners(after(), defaultOptions) === null ? 'playOn' : 'over'),
      choices: ['over'],
      otherwise: 'SPR-L18.over.explain',
      explain: 'SPR-L18.over.explain',
    },
    {
      kind: 'quiz',
      id: 'place',
      pictures: [sheet(['sheet.total', [...FINAL]])],
      goal: 'SPR-L18.place.goal',
      params: { you: FINAL[0], ola: FINAL[1], kari: FINAL[2] },
      rules: ['SPR-10.4'],
      format: 'number',
      answer: () => ranking(FINAL)[0],
      choices: [3, 1],
      mistakes: [{ answer: 3, feedback: 'SPR-L18.place.third' }],
      otherwise: 'SPR-L18.place.explain',
      explain: 'SPR-L18.place.explain',
    },
  ],
};
