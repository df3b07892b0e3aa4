// What is on the table, measured at one instant: the top strip, every seat (with its
// turn marker), every card of the trick and its caption, each phase panel, your hand (its cards overlap
// each other by design, so the hand is one box), the line above it, the buttons beside it, the stock and a
// lesson's coach card.
import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  what: string;
  x: number;
  y: number;
  right: number;
  bottom: number;
}

export interface Table {
  boxes: Box[];
  viewport: { width: number; height: number };
  scroll: { width: number; height: number };
  /** Width of one card in your hand, in CSS pixels (0 while it lies face down). */
  cardWidth: number;
  felt: { width: number; height: number };
  /** The strip's title, facts and buttons stand in one row. */
  stripOneRow: boolean;
}

export async function measure(page: Page): Promise<Table> {
  return page.evaluate(() => {
    const boxes: { what: string; x: number; y: number; right: number; bottom: number }[] = [];
    const visible = (r: DOMRect) => r.width > 0 && r.height > 0;
    const union = (what: string, els: Element[]) => {
      const rs = els.map((e) => e.getBoundingClientRect()).filter(visible);
      if (!rs.length) return;
      boxes.push({
        what,
        x: Math.min(...rs.map((r) => r.left)),
        y: Math.min(...rs.map((r) => r.top)),
        right: Math.max(...rs.map((r) => r.right)),
        bottom: Math.max(...rs.map((r) => r.bottom)),
      });
    };
    const all = (sel: string, root: ParentNode = document) => [...root.querySelectorAll(sel)];
    union('top strip', all('header.strip'));
    union('event line', all('.eventbar'));
    for (const seat of all('section.seat'))
      union(`seat ${seat.getAttribute('aria-label')}`, [seat, ...all('.marker', seat)]);
    all('.trick li.played').forEach((c, i) => union(`trick card ${c.getAttribute('aria-label') ?? i}`, [c]));
    union('trick caption', all('.trick .caption'));
    all('.panel-slot > *').forEach((p, i) =>
      union(`panel ${p.getAttribute('aria-label') ?? p.textContent?.trim().slice(0, 30) ?? i}`, [p]),
    );
    const hand = document.querySelector('section[data-hand], .hand');
    union('your hand', hand ? all('.slot', hand) : []);
    // The line by your hand (a refusal's reason or a hint) and free play's buttons beside it (Hint, Undo, Save).
    union('line by your hand', hand ? all('.reason > *', hand) : []);
    all('.bottom .tools > button').forEach((b) => union(`button ${b.textContent?.trim()}`, [b]));
    union('stock', all('.pile'));
    union('coach', all('.coach-slot'));
    const card = hand?.querySelector('.slot svg');
    const felt = document.querySelector('.felt')?.getBoundingClientRect();
    const strip = all('header.strip > *')
      .filter((e) => getComputedStyle(e).visibility === 'visible' && getComputedStyle(e).position !== 'absolute')
      .map((e) => e.getBoundingClientRect());
    return {
      boxes,
      viewport: { width: innerWidth, height: innerHeight },
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      cardWidth: card ? card.getBoundingClientRect().width : 0,
      felt: { width: felt?.width ?? 0, height: felt?.height ?? 0 },
      stripOneRow: Math.max(...strip.map((r) => r.top)) < Math.min(...strip.map((r) => r.bottom)),
    };
  });
}

/** Pairs of boxes that overlap by more than a pixel. */
export function overlaps(boxes: readonly Box[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i],
        b = boxes[j];
      const w = Math.min(a.right, b.right) - Math.max(a.x, b.x);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
      if (w > 1 && h > 1) out.push(`${a.what} × ${b.what} (${Math.round(w)}×${Math.round(h)} px)`);
    }
  return out;
}

/** Nothing overlaps, nothing leaves the window, and the page does not scroll. */
export async function expectClean(page: Page, label: string): Promise<Table> {
  return expectTableClean(await measure(page), label);
}

/** The same for a table measured already (a picture that lasts a moment only: measured first, then judged). */
export function expectTableClean(t: Table, label: string): Table {
  expect(overlaps(t.boxes), `${label}: overlapping boxes`).toEqual([]);
  const outside = t.boxes
    .filter((b) => b.x < -1 || b.y < -1 || b.right > t.viewport.width + 1 || b.bottom > t.viewport.height + 1)
    .map((b) => b.what);
  expect(outside, `${label}: boxes outside the window`).toEqual([]);
  expect(t.stripOneRow, `${label}: the strip is one row`).toBe(true);
  expect(t.scroll.height, `${label}: page height`).toBeLessThanOrEqual(t.viewport.height);
  expect(t.scroll.width, `${label}: page width`).toBeLessThanOrEqual(t.viewport.width);
  return t;
}

/** Each of the `count` buttons lies wholly inside the window and is not covered by anything at its centre. */
export async function wholeInView(page: Page, buttons: Locator, count: number): Promise<void> {
  const size = page.viewportSize()!;
  const n = await buttons.count();
  expect(n).toBe(count);
  for (let i = 0; i < n; i++) {
    const b = buttons.nth(i);
    const box = (await b.boundingBox())!;
    const name = await b.innerText();
    expect(box, name).not.toBeNull();
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height, name).toBeLessThanOrEqual(size.height);
    // What a click at the button's centre reaches is the button itself.
    const hit = await b.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!top && el.contains(top);
    });
    expect(hit, `${name} is on top`).toBe(true);
  }
}
