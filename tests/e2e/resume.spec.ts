import { test, expect, openApp } from './fixtures.ts';
import { handNames, leaveTable, playDeal, startGame, summaryDialog } from './helpers.ts';
import { wholeInView } from './boxes.ts';

/** What a player sees of the table: your cards, the cards on the table, every seat's facts. */
async function tableState(page: import('@playwright/test').Page) {
  return {
    hand: await handNames(page),
    trick: await page
      .getByRole('group', { name: 'Cards on the table' })
      .getByRole('listitem')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    seats: await page.getByRole('main').getByRole('region').allInnerTexts(),
    strip: await page.getByRole('banner').innerText(),
  };
}

test('a reload in the middle of a deal continues exactly where it stopped', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 31);
  const hand = page.getByRole('region', { name: 'Your hand' });
  // Exchange nothing, then play three cards.
  const exchange = page.getByRole('group', { name: 'Exchange' });
  for (let played = 0; played < 3;) {
    if (await exchange.count()) {
      await exchange.getByRole('button', { name: 'Keep my hand' }).click();
      continue;
    }
    const playable = hand.locator('button[data-card]:not([aria-disabled]):not([aria-pressed])');
    if (await playable.count()) {
      await playable.first().click();
      played++;
    }
  }
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
  const before = await tableState(page);
  expect(before.hand).toHaveLength(9);

  // A reload comes back to the table itself, exactly as it was.
  await page.reload();
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
  expect(await tableState(page)).toEqual(before);

  // From the home screen, the Continue row names the deal and brings the same table back.
  await leaveTable(page);
  await expect(page.getByText('Sprøyte, deal 1')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
  expect(await tableState(page)).toEqual(before);
});

test('a reload while a deal summary is open comes back to that summary; Continue deals the next deal', async ({
  page,
}) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 31);
  await playDeal(page);
  const summary = summaryDialog(page);
  await expect(summary).toBeVisible();
  // The summary's play check runs in the background: compare the words once it has finished.
  const settled = async () => {
    await expect(summary.getByText('Checking your plays…')).toHaveCount(0, { timeout: 20_000 });
    return summary.innerText();
  };
  const figures = await settled();
  expect(figures).toMatch(/Deal 1 scored/);

  // The same summary, with the same figures, not the next deal.
  await page.reload();
  await expect(summary).toBeVisible();
  expect(await settled()).toBe(figures);

  // The app started afresh (a new session begins at home): the Continue row names the deal whose summary
  // is open, and brings that summary back.
  const home = async () => {
    await page.evaluate(() => sessionStorage.removeItem('stikk:screen'));
    await page.reload();
  };
  await home();
  const row = page.getByRole('region', { name: 'Continue' }).getByRole('listitem');
  await expect(row).toHaveText([/Sprøyte, deal 1/]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toBeVisible();
  expect(await settled()).toBe(figures);

  // Continue goes on to deal 2 as usual; a reload now stays in deal 2, and the row names deal 2.
  await summary.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toHaveCount(0);
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand.locator('button[data-card]').first()).toBeVisible();
  const dealt = await handNames(page);
  await page.reload();
  await expect(hand.locator('button[data-card]').first()).toBeVisible();
  await expect(summary).toHaveCount(0);
  expect(await handNames(page)).toEqual(dealt);
  await home();
  await expect(row).toHaveText([/Sprøyte, deal 2/]);
});

test('a reload while Tribello shows the cut card comes back to that card; Continue goes on to the exchange', async ({
  page,
}) => {
  // The revealed card stays 2.6 s (speed slow) unless Continue. Under a loaded machine 2.6 s of wall time can run
  // out between the reload and the click, so the page's clock is held while the card is shown: the card then stays
  // for as long as the test needs, as it would for a player who reloads at once.
  await page.clock.install();
  await openApp(page, { speed: 'slow' });
  // Held on the setup screen, before the card is dealt (a jump of 2 s there moves nothing a player sees).
  await startGame(page, 'Tribello', async (p) => p.clock.pauseAt((await p.evaluate(() => Date.now())) + 2000), 8);
  const cut = page.getByRole('group', { name: 'The revealed card' });
  await expect(cut).toBeVisible();
  const words = await cut.innerText();
  await page.reload();
  await expect(cut).toBeVisible();
  expect(await cut.innerText()).toBe(words);
  await cut.getByRole('button', { name: 'Continue' }).click();
  await expect(cut).toHaveCount(0);
  await page.clock.resume();
  // Once the card has gone, a reload does not show it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your hand' })).toBeVisible();
  expect(await cut.count()).toBe(0); // at once: a card shown again would stay 2.6 s
  await expect(page.getByRole('banner')).toContainText(/Deal\s*1/);
});

test('a reload on the game-over screen comes back to it, and its buttons still work', async ({ page }) => {
  test.setTimeout(180_000);
  await openApp(page);
  await startGame(
    page,
    'Sprøyte',
    async (p) => {
      await p.getByLabel('Play to (points)').fill('5');
      await p.keyboard.press('Tab');
    },
    41,
  );
  const over = page.getByRole('dialog', { name: 'Game over' });
  for (let d = 0; d < 20 && !(await over.count()); d++) {
    await playDeal(page);
    const cont = summaryDialog(page).getByRole('button', { name: 'Continue' });
    if (await cont.count()) await cont.click();
  }
  await expect(over).toBeVisible();
  /** The ranking, the last deal's lines (with the play check, once it has finished) and the score sheet, all opened. */
  const seen = async () => {
    for (const details of await over.locator('details').all())
      await details.evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await expect(over.getByText('Checking your plays…')).toHaveCount(0);
    return over.innerText();
  };
  const before = await seen();
  expect(before).toMatch(/won the game!|Shared win/);
  expect(before).toMatch(/Shuffle number 41/);
  expect(before).toMatch(/How you played\s*[\s\S]*(No costly plays|was better)/);
  // The finished game is kept before the reload can ask for it.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('stikk:games:done-')).length))
    .toBe(1);

  // The same game-over screen, not home; the game is neither kept twice nor offered to continue.
  await page.reload();
  await expect(over).toBeVisible();
  expect(await seen()).toBe(before);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('stikk:games:done-')).length),
  ).toBe(1);
  // Both folds open (the last deal and the score sheet): the buttons stay in view at every size.
  const buttons = over.getByRole('button', { name: /^(Review this deal|Play this deal again|Home|Play again)$/ });
  for (const [width, height] of [
    [1024, 640],
    [1280, 800],
    [1920, 1080],
    [2560, 1440],
  ]) {
    await page.setViewportSize({ width, height });
    await wholeInView(page, buttons, 4);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => localStorage.getItem('stikk:games:current-sproyte'))).toBeNull();

  // Home goes home, and a reload stays there.
  const left = await page.evaluate(() => sessionStorage.getItem('stikk:screen'));
  await over.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Play Sprøyte' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play Sprøyte' })).toBeVisible();
  await expect(over).toHaveCount(0);

  // Play again from a reopened game-over screen (the window as the reload above left it): a new game at
  // the same table, which a reload then keeps.
  await page.evaluate((screen) => sessionStorage.setItem('stikk:screen', screen ?? ''), left);
  await page.reload();
  await expect(over).toBeVisible();
  expect(await seen()).toBe(before);
  await over.getByRole('button', { name: 'Play again' }).click();
  await expect(over).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(/Deal\s*1/);
  await expect(page.getByRole('banner')).toContainText(/Target\s*5/);
  const dealt = await handNames(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your hand' })).toBeVisible();
  expect(await handNames(page)).toEqual(dealt);
});

test('a damaged save is reported in words and set aside, not crashed on', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.clear();
      localStorage.setItem(
        'stikk:settings',
        JSON.stringify({ schema: 1, savedAt: '', value: { locale: 'en', speed: 'instant' } }),
      );
      // The single save slot of earlier versions, damaged.
      localStorage.setItem('stikk:games:current', '{"schema":1,"savedAt":"","value":{"format":"stikk-rec');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'Stikk could not read a saved game: the file is damaged. It has been set aside as “stikk:damaged:games:current:1”',
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('stikk:damaged:games:current:1'))).toContain('stikk-rec');
});

test('a save whose moves break the rules is set aside when continued', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Tribello', async () => {}, 8);
  await leaveTable(page);
  // Tamper with the saved record: a card nobody holds.
  await page.evaluate(() => {
    const raw = JSON.parse(localStorage.getItem('stikk:games:current-tribello') ?? '{}');
    const deal = raw.data.deals[0]; // the stores' shared wrapper: { schema, savedAt, data }
    deal.actions.push({ seat: 0, play: 'AS' }, { seat: 0, play: 'AS' });
    localStorage.setItem('stikk:games:current-tribello', JSON.stringify(raw));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Stikk could not read a saved game: the file is damaged.');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  // Kept where damaged data goes, never as a game.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('damaged')))).toEqual([
    'stikk:damaged:games:current-tribello:1',
  ]);
});

test('each kind of game keeps its own game in progress, and a new one asks before replacing it', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 31);
  await leaveTable(page);
  await startGame(page, 'Tribello', async () => {}, 32);
  await leaveTable(page);

  const rows = page.getByRole('region', { name: 'Continue' }).getByRole('listitem');
  await expect(rows).toHaveText([/Sprøyte, deal 1/, /Tribello, deal 1/]);
  await page.reload();
  await expect(rows).toHaveText([/Sprøyte, deal 1/, /Tribello, deal 1/]);

  await page.getByRole('button', { name: 'Play Sprøyte' }).click();
  const ask = page.getByRole('dialog', { name: 'A Sprøyte game is in progress' });
  await expect(ask).toContainText('deal 1');
  await ask.getByRole('button', { name: 'Continue that game' }).click();
  await expect(page.getByRole('heading', { name: /^Sprøyte/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toBeVisible();

  await leaveTable(page);
  await page.getByRole('button', { name: 'Play Sprøyte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start a new game' }).click();
  await expect(page.locator('main.setup')).toBeVisible();
});
