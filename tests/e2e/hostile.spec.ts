// Hostile files in the window: a pad nested 5,000 lists deep, a record that is not UTF-8 and one of too many deals
// are each refused in the player's words, the page keeps working, and nothing is thrown or left unhandled; an
// error nothing caught is told through the app's notices.
import { test, expect, openApp } from './fixtures.ts';

test('hostile files are refused with a message; nothing reaches the window unhandled', async ({ page, guard }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await openApp(page);

  await page.getByRole('button', { name: 'New score pad' }).click();
  const deep = `{"format":"stikk-pad/1","id":"x","game":"spades","options":{},"names":["A","B","C","D"],"firstDealer":0,"created":"2026-01-01T00:00:00Z","updated":"2026-01-01T00:00:00Z","deals":[{"bids":[${'['.repeat(5_000)}4${']'.repeat(5_000)},4,4,4],"tricks":[4,3,3,3]}]}`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(deep) });
  await expect(page.getByRole('alert')).toContainText(
    'deep.json cannot be opened: The file has lists inside lists more than 32 levels deep',
  );

  await page.getByRole('button', { name: 'Your games' }).click();
  const chooser = page.getByLabel('Choose a file');
  const latin1 = Buffer.from(
    '{"format":"stikk-record/1","game":"tribello","firstDealer":0,"players":["Åse","B","C"],"deals":[]}',
    'latin1',
  );
  await chooser.setInputFiles({ name: 'latin1.json', mimeType: 'application/json', buffer: latin1 });
  await expect(page.getByRole('alert')).toContainText(
    'latin1.json is not a valid game file (the file itself, RECORD): The file is not UTF-8 text',
  );
  const deal = '{"hands":[[],[],[]],"actions":[]}';
  const many = `{"format":"stikk-record/1","game":"tribello","firstDealer":0,"deals":[${Array(32_000).fill(deal).join(',')}]}`;
  await chooser.setInputFiles({ name: 'many.json', mimeType: 'application/json', buffer: Buffer.from(many) });
  await expect(page.getByRole('alert')).toContainText(
    'The file has 32,000 deals: Stikk opens games of at most 500 deals.',
  );

  // The last line of defence: an error no code catches is told, and the page goes on.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('nobody handles this'))));
  await expect(page.getByText('Something went wrong in Stikk.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your games' })).toBeVisible();
  expect(uncaught).toEqual([]);
  // Logged once, as the last line of defence does; the fixture's check of the console leaves that one alone.
  expect(guard.errors).toEqual([expect.stringContaining('Stikk: an unhandled rejection Error: nobody handles this')]);
  guard.errors.length = 0;
});
