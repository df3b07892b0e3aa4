// Every quiz has a picture of what it asks, and a step of a lesson without a table whose
// words point at something (the seats, a quota, the score sheet, a cut, the stock …) shows it. Every picture
// is of a kind the renderer draws, fits the lesson (a seat per player, a cell per column) and speaks the
// app's own words in all four languages.
import { describe, expect, it } from 'vitest';
import { PICTURE_KINDS, type Picture, type Step } from '../../../machines/tutor/lesson.ts';
import { DRAWN } from '../lib/lesson-picture.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { LESSONS, LESSON_TEXT } from './index.ts';
import type { AnyLesson } from './catalog.ts';

const all: readonly AnyLesson[] = Object.values(LESSONS).flat() as unknown as AnyLesson[];
const CARD = /^([2-9TJQKA][SHDC]|BJ|LJ)$/;
/** Words that point at something to look at: in a lesson without a table, such a step needs a picture. */
const POINTING =
  /score sheet|quota|\bcut|stock|revealed|shows the|lifted|pickup|clockwise|sits? on your|the totals|tricks: you/i;

function problems(lesson: AnyLesson, step: Step<{ readonly seat: number }>, p: Picture): string[] {
  const out: string[] = [];
  const n = lesson.players.length;
  const key = (k: string) => {
    for (const [lang, dict] of Object.entries(dictionaries))
      if (!(k in dict)) out.push(`${step.id}: '${k}' missing in ${lang}`);
  };
  if (!PICTURE_KINDS.includes(p.kind)) out.push(`${step.id}: unknown kind ${p.kind}`);
  switch (p.kind) {
    case 'table':
      if (!lesson.table) out.push(`${step.id}: a 'table' picture in a lesson without a table`);
      break;
    case 'seats':
      for (const list of [p.quotas, p.hands])
        if (list && list.length !== n) out.push(`${step.id}: ${list.length} figures for ${n} seats`);
      if (p.dealer !== undefined && (p.dealer < 0 || p.dealer >= n))
        out.push(`${step.id}: dealer ${p.dealer} is no seat`);
      break;
    case 'sheet': {
      const columns = p.columns?.length ?? (p.sides ? n / 2 : n);
      p.columns?.forEach(key);
      for (const r of p.rows) {
        key(r.label);
        if (r.cells.length !== columns)
          out.push(`${step.id}: row ${r.label} has ${r.cells.length} cells for ${columns} columns`);
      }
      if (p.rows.length === 0) out.push(`${step.id}: an empty score sheet`);
      break;
    }
    case 'suits':
      if (new Set(p.order).size !== 4 || p.order.some((s) => !'SHDC'.includes(s)))
        out.push(`${step.id}: suits ${p.order.join('')}`);
      if (p.trump && !p.order.includes(p.trump)) out.push(`${step.id}: trump ${p.trump} not among the suits`);
      break;
    case 'cards':
      for (const c of p.cards) {
        if (!CARD.test(c.card)) out.push(`${step.id}: card ${c.card}`);
        if (c.seat !== undefined && (c.seat < 0 || c.seat >= n)) out.push(`${step.id}: seat ${c.seat}`);
      }
      break;
    case 'cut':
      if (!CARD.test(p.card) || p.lifted <= 0 || p.lifted >= p.total || p.seat < 0 || p.seat >= n)
        out.push(`${step.id}: cut ${JSON.stringify(p)}`);
      break;
  }
  return out;
}

describe('lesson pictures', () => {
  it('the renderer draws every kind a lesson may name, and no other', () => {
    expect(Object.keys(DRAWN).sort()).toEqual([...PICTURE_KINDS].sort());
  });

  it.each(all.map((l) => [l.id, l] as const))('%s: every quiz has a picture of what it asks', (_id, lesson) => {
    const bare = lesson.steps.filter((s) => s.kind === 'quiz' && !s.pictures?.length).map((s) => s.id);
    expect(bare).toEqual([]);
  });

  it.each(all.map((l) => [l.id, l] as const))(
    '%s: every picture is of a kind drawn and fits the lesson',
    (_id, lesson) => {
      const found = lesson.steps.flatMap((s) => (s.pictures ?? []).flatMap((p) => problems(lesson, s, p)));
      expect(found).toEqual([]);
    },
  );

  it.each(all.filter((l) => !l.table).map((l) => [l.id, l] as const))(
    '%s (no table): a step whose words point at something shows it',
    (_id, lesson) => {
      const bare = lesson.steps
        .filter((s) => !s.pictures?.length)
        .filter((s) => (s.highlight?.length ?? 0) > 0 || POINTING.test(LESSON_TEXT.en[s.goal] ?? ''))
        .map((s) => `${s.id}: ${LESSON_TEXT.en[s.goal]}`);
      expect(bare).toEqual([]);
    },
  );
});
