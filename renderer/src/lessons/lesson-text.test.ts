// Every lesson's words exist in the four languages with the same parameters and card tokens.
import { describe, expect, it } from 'vitest';
import { lessonKeys } from '../../../machines/tutor/lesson-kit.ts';
import { placeholders as params } from '../i18n/format.ts';
import { isCardCode } from '../../../machines/core/cards.ts';
import { LESSONS, LESSON_TEXT } from './index.ts';

const all = Object.values(LESSONS).flat();
const cards = (s: string) => [...s.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1]);
/** A lesson's number in the course (`{lesson:SPD-L5}`) is filled in by the renderer, not a step's parameter. */
const placeholders = (s: string) => params(s.replace(/\{lesson:[A-Z]{3}-L\d{1,3}\}/g, ''));

describe.each(['en', 'nb', 'sv', 'da'] as const)('%s', (lang) => {
  const text = LESSON_TEXT[lang];
  it('has every key the lessons use, and no other', () => {
    const used = new Set(all.flatMap(lessonKeys));
    expect([...used].filter((k) => !(k in text))).toEqual([]);
    expect(Object.keys(text).filter((k) => !used.has(k))).toEqual([]);
  });
  it('uses the parameters and shows the cards the English does', () => {
    const wrong = Object.entries(LESSON_TEXT.en).filter(
      ([k, v]) =>
        placeholders(v).join() !== placeholders(text[k] ?? '').join() ||
        cards(v).sort().join() !==
          cards(text[k] ?? '')
            .sort()
            .join(),
    );
    expect(wrong.map(([k]) => k)).toEqual([]);
  });
  it('draws only real cards', () => {
    expect(
      Object.values(text)
        .flatMap(cards)
        .filter((c) => !isCardCode(c)),
    ).toEqual([]);
  });
  it('draws the card a step computes with (its `card` parameter) in the step’s goal', () => {
    const steps = all.flatMap((l) => l.steps).filter((s) => typeof s.params?.card === 'string');
    expect(steps.filter((s) => !cards(text[s.goal] ?? '').includes(String(s.params?.card))).map((s) => s.goal)).toEqual(
      [],
    );
  });
});

describe('parameters', () => {
  const en = LESSON_TEXT.en;
  const uses = (key: string) => placeholders(en[key] ?? '');
  it('a step’s goal, and a quiz’s answers and feedback, use only the step’s own params', () => {
    const wrong = all.flatMap((l) =>
      l.steps.flatMap((s) => {
        const keys = [
          s.goal,
          ...(s.kind === 'quiz' ? [s.explain, s.otherwise, ...(s.mistakes ?? []).map((m) => m.feedback)] : []),
        ];
        return keys.filter((k) => uses(k).some((p) => !(p in (s.params ?? {})))).map((k) => `${l.id} ${k}`);
      }),
    );
    expect(wrong).toEqual([]);
  });
  it('an act step’s feedback and a lesson’s title, intro and end use no params (they show when no step’s params apply)', () => {
    const keys = all.flatMap((l) => [
      `${l.id}.title`,
      `${l.id}.intro`,
      `${l.id}.done`,
      ...l.steps.flatMap((s) =>
        s.kind === 'act'
          ? [
              s.explain,
              s.otherwise,
              ...(s.praise ? [s.praise] : []),
              ...(s.alternatives ?? []).map((a) => a.note),
              ...(s.mistakes ?? []).map((m) => m.feedback),
              ...Object.values(s.controls ?? {}),
            ]
          : [],
      ),
    ]);
    expect(keys.filter((k) => uses(k).length > 0)).toEqual([]);
  });
});
