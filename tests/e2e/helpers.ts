// Playing as a person would: click what is on the screen. Each step looks at what the table offers
// (a Continue button, a panel, playable cards) and does one thing.
import { expect, type Page } from '@playwright/test';

export interface Choices {
  /** Cards to pick in an exchange (0 = keep the hand). */
  exchange?: number;
  /** Take the talon (Sprøyte talon form). */
  talon?: boolean;
  /** Trump to name (Tribello round 2), by its button name. */
  trump?: string;
  /** Bid to make (Spades): a number, 'Nil' or 'Blind Nil'. */
  bid?: string;
  /** Called before each card is played (for screenshots). */
  beforePlay?: (n: number) => Promise<void>;
  /** Play the last playable card instead of the first (careless play, for the play check). */
  last?: boolean;
}

export async function startGame(
  page: Page,
  game: 'Sprøyte' | 'Spades' | 'Tribello',
  setup: (page: Page) => Promise<void> = async () => {},
  seed = 1234,
): Promise<void> {
  await page.getByRole('button', { name: `Play ${game}` }).click();
  await declineLesson(page);
  await setup(page);
  await page.getByRole('radio', { name: 'Use a fixed shuffle number' }).check();
  await page.getByRole('textbox', { name: 'Shuffle number' }).fill(String(seed));
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await expect(page.getByRole('region', { name: 'Your hand' })).toBeVisible();
}

/** A game never learned offers its first lesson: say "Just play" (whichever comes, the offer or the setup screen). */
export async function declineLesson(page: Page): Promise<void> {
  const offer = page.locator('dialog[open]');
  await expect(offer.or(page.locator('main.setup'))).toBeVisible();
  if (await offer.count())
    await offer.getByRole('button', { name: /^(Just play|Bare spill|Spela bara|Bare spil)$/ }).click();
}

export const summaryDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /scored|Game over/ }) });

export interface Seen {
  played: number;
  exchanged: boolean;
  talon: boolean;
  named: boolean;
  bid: boolean;
  passed: boolean;
}

/** Play on until the deal summary (or game over) shows; says what you were asked to do. */
export async function playDeal(page: Page, c: Choices = {}): Promise<Seen> {
  const hand = page.getByRole('region', { name: 'Your hand' });
  const seen: Seen = { played: 0, exchanged: false, talon: false, named: false, bid: false, passed: false };
  let played = 0;
  for (let step = 0; step < 400; step++) {
    // One look at the page per step (a DOM read in one round trip); the action itself is then found by role as
    // a person names it. Asking every role query in turn walked the accessibility tree up to eight times a step.
    const now = await tableState(page);
    if (now === 'summary') return { ...seen, played };
    if (now === 'dialog') {
      await page.keyboard.press('Escape');
      continue;
    }
    if (now === 'continue') {
      // The table's Continue (a shown trick, a revealed card), never the summary's: it may open between two looks.
      const cont = page.locator('button:not(dialog *)').filter({ hasText: /^\s*Continue\s*$/ });
      if (await cont.count()) await cont.first().click();
      continue;
    }
    if (now === 'Exchange') {
      const exchange = page.getByRole('group', { name: 'Exchange' });
      seen.exchanged = true;
      // An empty pickup (TRB-7.2) leaves no card to pick: only "Keep my hand".
      const canPick = await hand.locator('button[data-card]').first().isEnabled();
      const want = canPick ? (c.exchange ?? 0) : 0;
      for (let i = 0; i < want; i++) await hand.locator('button[data-card]').nth(i).click();
      const go = exchange.getByRole('button', { name: /^Exchange \d+ cards?$/ });
      if (want > 0 && (await go.isEnabled())) await go.click();
      else {
        for (let i = 0; i < want; i++) await hand.locator('button[data-card]').nth(i).click();
        await exchange.getByRole('button', { name: 'Keep my hand' }).click();
      }
      continue;
    }
    if (now === 'The talon') {
      seen.talon = true;
      await page
        .getByRole('group', { name: 'The talon' })
        .getByRole('button', { name: c.talon ? 'Take the talon' : 'Keep my hand' })
        .click();
      continue;
    }
    if (now === 'Name trump') {
      seen.named = true;
      await page
        .getByRole('group', { name: 'Name trump' })
        .getByRole('button', { name: c.trump ?? 'Hearts', exact: true })
        .click();
      continue;
    }
    if (now === 'bid') {
      const bidding = page.getByRole('group', { name: /Your bid|Your suggestion|Your side's contract/ });
      seen.bid = true;
      const wanted = bidding.getByRole('button', { name: c.bid ?? '3', exact: true });
      if ((await wanted.count()) && (await wanted.isEnabled())) await wanted.click();
      else if (await bidding.getByRole('button', { name: 'Look at my cards' }).count())
        await bidding.getByRole('button', { name: 'Look at my cards' }).click();
      else await bidding.getByRole('button', { name: '2', exact: true }).click();
      continue;
    }
    if (now === 'pass') {
      seen.passed = true;
      await hand.locator('button[data-card]').nth(0).click();
      await hand.locator('button[data-card]').nth(1).click();
      await page
        .getByRole('group', { name: /pass two cards/ })
        .getByRole('button', { name: 'Pass 2 cards' })
        .click();
      continue;
    }
    if (now === 'play') {
      // A card to play, not one to pick for an exchange (aria-pressed): the computers think in a worker, so your
      // exchange may begin between the look above and this one.
      const playable = hand.locator('button[data-card]:not([aria-disabled]):not([aria-pressed])');
      if (await playable.count()) {
        await c.beforePlay?.(played);
        await (c.last ? playable.last() : playable.first()).click();
        played++;
      }
      continue;
    }
    await page.waitForTimeout(20);
  }
  throw new Error('the deal did not end');
}

type TableState =
  'summary' | 'dialog' | 'continue' | 'Exchange' | 'The talon' | 'Name trump' | 'bid' | 'pass' | 'play' | 'wait';

/** What the table asks of you now, read from the page in one round trip (the English build's words). */
export function tableState(page: Page): Promise<TableState> {
  return page.evaluate((): TableState => {
    const open = [...document.querySelectorAll('dialog[open]')];
    if (open.length) {
      const heads = open.flatMap((d) => [...d.querySelectorAll('h1, h2, h3, [role="heading"]')]);
      return heads.some((h) => /scored|Game over/.test(h.textContent ?? '')) ? 'summary' : 'dialog';
    }
    if (
      [...document.querySelectorAll('button')].some((b) => !b.closest('dialog') && b.textContent?.trim() === 'Continue')
    )
      return 'continue';
    for (const panel of document.querySelectorAll('[data-panel][aria-label]')) {
      const name = panel.getAttribute('aria-label') ?? '';
      if (name === 'Exchange' || name === 'The talon' || name === 'Name trump') return name;
      if (/Your bid|Your suggestion|Your side's contract/.test(name)) return 'bid';
      if (/pass two cards/.test(name)) return 'pass';
    }
    const hand = document.querySelector('[aria-label="Your hand"]');
    return hand?.querySelector('button[data-card]:not([aria-disabled]):not([aria-pressed])') ? 'play' : 'wait';
  });
}

/** A screenshot of the table for the README (1280×800, the real build), taken when nothing moves. */
export async function tableShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

/** The accessible names of the cards in your hand, in order. */
export async function handNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Your hand' })
    .locator('button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

/** Leave the table, through the strip's Menu when the strip has folded its buttons into it (a narrow strip). */
export async function leaveTable(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
}
