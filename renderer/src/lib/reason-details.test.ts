// The detail lines' positions: a reason's second sentence — the search's figure — has no
// scenario of its own (a scenario pins the reason), so each detail key is read here at a named Spades position,
// in English and Norwegian, with a figure that is true of that table (machines/reason-keys.test.ts
// asks every detail key to be read here).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../machines/core/reasons/scenario.ts';
import { positionOf } from '../../../machines/testing/reasons/scenario-run.ts';
import { policies } from '../../../machines/spades/bots/levels/index.ts';
import { rules } from '../../../machines/spades/rules/index.ts';
import { hint } from '../../../machines/spades/search/hint.ts';
import { dictionaries, INTL_LOCALE } from '../i18n/dictionaries.ts';
import type { MessageKey } from '../i18n/en.ts';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import { reasonSaid } from './hint-words.ts';

const tr = (lang: Locale) => (key: MessageKey, params?: Record<string, string | number>) =>
  format(INTL_LOCALE[lang], dictionaries[lang][key], params);
const names = ['You', 'Ola', 'Kari', 'Per'];
const game = { rules, hint, policies };

function hintAt(file: string) {
  const sc = parseScenario(
    readFileSync(new URL(`../../../machines/spades/scenarios/${file}`, import.meta.url), 'utf8'),
    file,
  );
  const { view, legal } = positionOf(game, sc);
  return hint(view, legal, { samples: 2000 }, sc.seed).reason;
}

/** The figure in the detail line and both languages' sentences. */
function said(file: string, key: string) {
  const r = hintAt(file);
  expect(r.detail?.key).toBe(key);
  const pct = Number(r.detail?.params.pct);
  return { pct, en: reasonSaid(tr('en'), r, names).short, nb: reasonSaid(tr('nb'), r, names).short };
}

describe('detail lines at named positions', () => {
  it("'reason.detail.wins': fourth hand, the ♦Q over the ♦10 with no one left to play wins every time", () => {
    const { pct, en, nb } = said('win-cheaply-fourth.txt', 'reason.detail.wins');
    expect(pct).toBe(100);
    expect(en).toMatch(/ It wins this trick 100% of the time\.$/);
    expect(nb).toMatch(/ Det tar stikket i 100\u00a0% av tilfellene\.$/);
  });

  it("'reason.detail.loses': partner's ♥A is winning fourth hand, so your ♥2 loses this trick (your side takes it)", () => {
    const { pct, en, nb } = said('partner-winning-ace.txt', 'reason.detail.loses');
    expect(pct).toBeGreaterThanOrEqual(90);
    expect(en).toMatch(new RegExp(` It loses this trick ${pct}% of the time\\.$`));
    expect(nb).toMatch(new RegExp(` Det slipper stikket i ${pct}\u00a0% av tilfellene\\.$`));
  });

  it("'reason.detail.holds': a weak hand's nil beside a partner yet to bid holds most of the time", () => {
    const { pct, en, nb } = said('bid-nil-weak.txt', 'reason.detail.holds');
    expect(pct).toBeGreaterThanOrEqual(60);
    expect(en).toMatch(new RegExp(`^Nil: .* It holds ${pct}% of the time\\.$`));
    expect(nb).toMatch(new RegExp(`^Nil: .* Den holder i ${pct}\u00a0% av tilfellene\\.$`));
  });

  it("'reason.detail.contract': beside partner's 4, the side's contract is made most of the time", () => {
    const { pct, en, nb } = said('bid-after-partner.txt', 'reason.detail.contract');
    expect(pct).toBeGreaterThanOrEqual(60);
    expect(en).toMatch(new RegExp(`^Bid \\d: .*Kari's bid of 4\\. You make your contract ${pct}% of the time\\.$`));
    expect(nb).toMatch(
      new RegExp(`^Meld \\d: .*meldingen 4 fra Kari\\. Kontrakten klares i ${pct}\u00a0% av tilfellene\\.$`),
    );
  });

  it("'reason.detail.contractTypical': first to bid, the chance rests on a typical bid from partner — and says so", () => {
    const { pct, en, nb } = said('bid-first-typical.txt', 'reason.detail.contractTypical');
    expect(pct).toBeGreaterThanOrEqual(60);
    expect(en).toMatch(
      new RegExp(`With such a bid from your partner, your side makes its contract ${pct}% of the time\\.$`),
    );
    expect(nb).toMatch(
      new RegExp(`Med en slik melding fra makkeren klarer dere kontrakten i ${pct}\u00a0% av tilfellene\\.$`),
    );
  });
});
