import { test, expect, openApp } from './fixtures.ts';
import { declineLesson, handNames, startGame } from './helpers.ts';

test('one trick with the keyboard only: digits bid, arrows move, Enter plays, focus stays put', async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Spades', async () => {}, 14); // seat 0 deals: you bid last and play third
  const bidding = page.getByRole('group', { name: 'Your bid' });
  await expect(bidding).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByRole('region', { name: 'You', exact: true })).toContainText('Bid 3');

  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
  // Tab into the hand (one tab stop), then find a card you may play with the arrow keys.
  const inHand = () => page.evaluate(() => !!document.activeElement?.closest('[aria-label="Your hand"]'));
  for (let i = 0; i < 12 && !(await inHand()); i++) await page.keyboard.press('Tab');
  expect(await inHand()).toBe(true);
  const focusedDisabled = () => page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') === 'true');
  for (let i = 0; i < 13 && (await focusedDisabled()); i++) await page.keyboard.press('ArrowRight');
  expect(await focusedDisabled()).toBe(false);
  const card = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const before = await handNames(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => handNames(page)).toHaveLength(before.length - 1);
  expect(await handNames(page)).not.toContain(card);
  // The computer players play on; your focus stays in your hand.
  await page.waitForTimeout(300);
  expect(await inHand()).toBe(true);
  // The live region heard the play, the card named in lower case inside the sentence.
  await expect(page.getByRole('log')).toContainText(`You play ${card?.charAt(0).toLowerCase()}${card?.slice(1)}`);

  // Shortcuts: L the last trick, S the score sheet, H the rule book, ? help; Escape closes.
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Score sheet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await expect(page.getByRole('dialog', { name: 'Rule book' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await inHand()).toBe(true);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Help' })).toContainText('Keyboard');
  await page.keyboard.press('Escape');
  await page.keyboard.press('l');
  await expect(page.getByRole('dialog', { name: 'Last trick' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await inHand()).toBe(true);
});

test("unplayable cards are aria-disabled and described by the engine's reason", async ({ page }) => {
  await openApp(page);
  await startGame(page, 'Sprøyte', async () => {}, 2024);
  const hand = page.getByRole('region', { name: 'Your hand' });
  await page.getByRole('group', { name: 'Exchange' }).getByRole('button', { name: 'Keep my hand' }).click();
  await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
  // Play on until following suit leaves some of your cards unplayable; each says why.
  const disabled = hand.locator('button[aria-disabled="true"]');
  let described = false;
  for (let i = 0; i < 12 && !described; i++) {
    await expect(hand.locator('button[data-card]:not([aria-disabled])').first()).toBeVisible();
    if (await disabled.count()) {
      await expect(disabled.first()).toHaveAccessibleDescription(
        /^Not playable now\. You still hold \w+, so you must follow suit\. \((SPD|SPR|TRB)-[\d.]+\)$/,
      );
      described = true;
    } else await hand.locator('button[data-card]:not([aria-disabled])').first().click();
  }
  expect(described).toBe(true);
  const names = await handNames(page);
  expect(
    names.every((n) =>
      /^(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (spades|hearts|diamonds|clubs)$/.test(n),
    ),
  ).toBe(true);
});

test('in Swedish: the table speaks Swedish, card names and all', async ({ page }) => {
  await openApp(page, { locale: 'sv' });
  await page.getByRole('button', { name: 'Spela Spader' }).click();
  await declineLesson(page);
  await expect(page.getByRole('heading', { name: 'Nytt parti: Spader' })).toBeVisible();
  await page.getByRole('button', { name: 'Dela ut korten' }).click();
  const hand = page.getByRole('region', { name: 'Din hand' });
  await expect(hand).toBeVisible();
  const names = await hand
    .locator('button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(names).toHaveLength(13);
  for (const n of names)
    expect(n).toMatch(/^(Spader|Hjärter|Ruter|Klöver) (två|tre|fyra|fem|sex|sju|åtta|nio|tio|knekt|dam|kung|ess)$/);
  await expect(page.getByRole('button', { name: 'Protokoll' })).toBeVisible();
  // Switch to Danish in the settings without leaving the game.
  await page.getByRole('button', { name: 'Lämna bordet' }).click();
  await page.getByRole('radio', { name: 'Dansk' }).check();
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(page.getByRole('region', { name: 'Din hånd' })).toBeVisible();
  const da = await page
    .getByRole('region', { name: 'Din hånd' })
    .locator('button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  for (const n of da)
    expect(n).toMatch(/^(Spar|Hjerter|Ruder|Klør) (to|tre|fire|fem|seks|syv|otte|ni|ti|knægt|dame|konge|es)$/);
});
