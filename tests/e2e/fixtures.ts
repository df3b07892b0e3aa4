// Shared fixture: every test fails on a console error, an uncaught page error, or a request that leaves
// the app's own origin.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ guard: { errors: string[]; foreign: string[] } }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => {
        const u = r.url();
        if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
      });
      await use({ errors, foreign });
      expect(errors, 'console errors').toEqual([]);
      expect(foreign, 'requests beyond the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Start with a clean profile and fast settings: English, instant computer players. */
export async function openApp(page: Page, settings: Record<string, unknown> = {}): Promise<void> {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('stikk-test-init')) {
      localStorage.clear();
      localStorage.setItem(
        'stikk:settings',
        JSON.stringify({ schema: 1, savedAt: '', value: { locale: 'en', speed: 'instant', ...s } }),
      );
      sessionStorage.setItem('stikk-test-init', '1');
    }
  }, settings);
  await page.goto('/');
}
