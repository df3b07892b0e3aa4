// What the coach's browser tests share: a learner model as the coach keeps it, stored before the app reads it,
// and the drill screen.
import type { Page } from '@playwright/test';

/** Per skill: chances and costly mistakes, the mistakes the most recent. */
export const skills = (rows: readonly (readonly [id: string, chances: number, mistakes: number])[]) =>
  Object.fromEntries(
    rows.map(([id, c, m]) => [
      id,
      {
        chances: c,
        mistakes: { costly: m, lesson: 0, refused: 0, hint: 0 },
        lastSeen: 0,
        recent: [...Array(c - m).fill(0), ...Array(m).fill(1)],
        trend: [[c, m]],
      },
    ]),
  );

/** Stores the coach's data as the app saves it and reloads, so the app starts from it. */
export async function seedCoach(page: Page, data: unknown): Promise<void> {
  await page.evaluate(
    (d) => localStorage.setItem('stikk:coach', JSON.stringify({ schema: 1, savedAt: '', data: d })),
    data,
  );
  await page.reload();
}

export const drill = (page: Page) => page.locator('main.drill');
