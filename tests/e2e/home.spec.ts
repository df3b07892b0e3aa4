import { test, expect, openApp } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the home page lists the three games and switches language', async ({ page }) => {
  await openApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stikk' })).toBeVisible();
  for (const game of ['Sprøyte', 'Spades', 'Tribello'])
    await expect(page.getByRole('button', { name: `Play ${game}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/home.png' });

  await page.getByRole('radio', { name: 'Svenska' }).check();
  await expect(page.getByRole('button', { name: 'Spela Spader' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('radio', { name: 'Dansk' }).check();
  await expect(page.getByRole('button', { name: 'Spil Spar' })).toBeVisible();
  await page.getByRole('radio', { name: 'Norsk bokmål' }).check();
  await expect(page.getByRole('button', { name: 'Innstillinger' })).toBeVisible();

  // the choice is remembered across a reload
  await page.reload();
  await expect(page.getByRole('button', { name: 'Spill Sprøyte' })).toBeVisible();
});

test('the language follows the system when nothing is chosen', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'da-DK' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Spil Spar' })).toBeVisible();
  await context.close();
});

test('settings: card size, four colours, speed and sound (off by default)', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sound' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Large' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-card-size', 'large');
  await page.getByRole('checkbox', { name: 'Four-colour deck' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-four-colour', 'true');
  await page.getByRole('radio', { name: 'Slow' }).check();
  // A reload stays on the settings screen, with the choices kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Slow' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
});

test('lesson progress this version cannot read is set aside and told in words that fit, never as a game', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('x')) {
      localStorage.clear();
      localStorage.setItem('stikk:settings', JSON.stringify({ schema: 1, savedAt: '', data: { locale: 'nb' } }));
      localStorage.setItem(
        'stikk:lessons',
        '{"schema":1,"savedAt":"2025-01-01T00:00:00.000Z","data":{"lessons":5,"declined":[]}}',
      );
      sessionStorage.setItem('x', '1');
    }
  });
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Denne versjonen av Stikk kan ikke lese fremgangen din i leksjonene');
  await expect(alert).toContainText('«stikk:damaged:lessons:1»');
  await expect(alert).not.toContainText('spill');
  expect(await page.evaluate(() => localStorage.getItem('stikk:damaged:lessons:1'))).toContain('"lessons":5');
});

test('damaged settings are reported and set aside, not crashed on', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('x')) {
      localStorage.clear();
      localStorage.setItem('stikk:settings', '{"schema":1,"value":{"loc');
      sessionStorage.setItem('x', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'Stikk could not read your settings: the file is damaged. It has been set aside as “stikk:damaged:settings:1”',
  );
  expect(await page.evaluate(() => localStorage.getItem('stikk:damaged:settings:1'))).toContain('"loc');
});

test('at 1024×640 the language choice is in view without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await openApp(page);
  for (const name of ['English', 'Norsk bokmål', 'Svenska', 'Dansk']) {
    const radio = page.getByRole('radio', { name });
    await expect(radio).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: 'test-results/home-1024x640.png' });
});
