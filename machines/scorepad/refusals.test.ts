// Every invalid line kind is refused with its rule id, nothing changes; corrections re-check
// every later deal; the file import refuses invalid files with the deal and the rule.
import { describe, expect, it } from 'vitest';
import { type PadHistory, checkLine, deleteLine, evaluate, newPad, putLine, remember, undone } from './pad.ts';
import { checkPadText, padText } from './file.ts';
import type { Pad, PadDeal } from './types.ts';

const T0 = new Date('2026-12-01T12:00:00Z');
const spades = (options: Record<string, unknown> = {}) =>
  newPad('spades', options, ['Ann', 'Bo', 'Cy', 'Di'], 0, 's1', T0);
const sproyte = (options: Record<string, unknown> = {}) => newPad('sproyte', options, ['Ann', 'Bo', 'Cy'], 0, 'p1', T0);
const tribello = () => newPad('tribello', {}, ['Ann', 'Bo', 'Cy'], 0, 't1', T0);

function refused(pad: Pad, line: PadDeal, index = pad.deals.length): { rule: string; key: string; at: number } {
  const c = checkLine(pad, index, line);
  if (c.ok) throw new Error('accepted');
  const p = putLine(pad, index, line);
  expect(p.ok).toBe(false); // nothing stored
  return { rule: c.refusal.rule, key: c.refusal.key, at: c.at };
}

describe('tricks that do not add up are refused with the game rule', () => {
  it.each([
    ['Sprøyte standard (12 tricks)', sproyte(), { tricks: [5, 4, 2] }, 'SPR-7.5'],
    ['Sprøyte talon form (13 tricks)', sproyte({ form: 'talon' }), { tricks: [5, 4, 3] }, 'SPR-7.5'],
    ['Tribello (13 tricks)', tribello(), { tricks: [6, 4, 4] }, 'TRB-8.3'],
    ['Spades (13 tricks)', spades(), { bids: [3, 3, 3, 3], tricks: [3, 3, 3, 3] }, 'SPD-6.6'],
  ])('%s', (_, pad, line, rule) => {
    expect(refused(pad, line)).toEqual({ rule, key: 'tricksSum', at: 0 });
  });
  it('a trick count that is not a whole number from 0 to the deal size, or a missing player', () => {
    expect(refused(tribello(), { tricks: [14, -1, 0] }).key).toBe('tricksRange');
    expect(refused(tribello(), { tricks: [6.5, 3.5, 3] }).key).toBe('tricksRange');
    expect(refused(tribello(), { tricks: [6, 7] }).key).toBe('tricksMissing');
    expect(refused(sproyte(), { tricks: [6, 6] }).rule).toBe('SPR-7.5');
  });
});

describe('Spades bids are checked by the Spades core (SPD-5)', () => {
  const t = [3, 3, 4, 3];
  it.each([
    ['0 is not a bid', {}, [0, 3, 3, 3], 'SPD-5.2', 'zeroIsNil'],
    ['above the hand size', {}, [14, 3, 3, 3], 'SPD-5.2', 'bidOutOfRange'],
    ['no bid', {}, [null, 3, 3, 3], 'SPD-5.1', 'bidMissing'],
    ['nil switched off', { nil: 'off' }, ['nil', 3, 3, 3], 'SPD-5.2', 'nilOff'],
    ['both partners nil without double nil', {}, ['nil', 3, 'nil', 3], 'SPD-5.5', 'partnerBidNil'],
    ['blind nil while not behind', {}, ['blind-nil', 3, 3, 3], 'SPD-5.6', 'blindNilNotBehind'],
    ['blind nil switched off', { blindNil: 'off' }, ['blind-nil', 3, 3, 3], 'SPD-5.6', 'blindNilOff'],
    [
      'team bid: only the first partner bids nil (seat 2 bids before seat 0)',
      { teamBid: true },
      ['nil', 3, 3, 3],
      'SPD-10.6',
      'teamBidSecondNoNil',
    ],
  ])('%s', (_, options, bids, rule, key) => {
    expect(refused(spades(options), { bids, tricks: t })).toMatchObject({ rule, key });
  });
  it('a nil with tricks taken is a failed nil, scored −100 by SPD-8.3 (not an invalid line)', () => {
    const c = checkLine(spades(), 0, { bids: ['nil', 3, 4, 3], tricks: [2, 3, 5, 3] });
    expect(c.ok && c.evaluation.deals[0].lines.map((l) => [l.rule, l.key, l.points])).toEqual([
      ['SPD-8.1', 'contractMade', 40],
      ['SPD-8.1', 'overtricks', 1],
      ['SPD-8.3', 'nilFailed', -100],
      ['SPD-8.4', 'nilTricksBags', 2],
      ['SPD-8.1', 'contractMade', 60],
    ]);
  });
  it('blind nil becomes legal when the side is 100 behind; an edit that undoes that is refused at the later hand', () => {
    let pad = spades({ nil: 100 });
    const first: PadDeal = { bids: [4, 4, 4, 1], tricks: [0, 0, 0, 13] }; // Us set: −80; Them +50, 8 bags
    const r1 = putLine(pad, 0, first);
    if (!r1.ok) throw new Error(r1.refusal.message);
    pad = r1.pad;
    expect(evaluate(pad).ok && evaluate(pad)).toMatchObject({ evaluation: { totals: [-80, 58] } });
    const r2 = putLine(pad, 1, { bids: ['blind-nil', 4, 5, 4], tricks: [0, 4, 5, 4] });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    // Correct hand 1 so that Us is no longer 100 behind: hand 2's blind nil becomes illegal, so the edit is refused.
    expect(refused(r2.pad, { bids: [4, 4, 4, 1], tricks: [4, 0, 4, 5] }, 0)).toEqual({
      rule: 'SPD-5.6',
      key: 'blindNilNotBehind',
      at: 1,
    });
  });
});

describe('Sprøyte and the end of every game', () => {
  it('variasjonssprøyte needs the contract (SPR-5.3); nullo scores through SPR-9.3', () => {
    const pad = sproyte({ form: 'variation' });
    expect(refused(pad, { tricks: [1, 3, 8] })).toEqual({ rule: 'SPR-5.3', key: 'contractMissing', at: 0 });
    const c = checkLine(pad, 0, { contract: 'nullo', tricks: [1, 3, 8] });
    expect(c.ok && c.evaluation.deals[0].points).toEqual([3, 1, 0]);
  });
  it('no deal after the end: Sprøyte target (SPR-10.3), Tribello deal 12 (TRB-11.1), Spades target (SPD-9.2)', () => {
    const s = { ...sproyte({ target: 5 }), deals: [{ tricks: [12, 0, 0] }] };
    expect(evaluate(s).ok && evaluate(s)).toMatchObject({ evaluation: { over: true, winners: [0] } });
    expect(refused(s, { tricks: [4, 4, 4] }).rule).toBe('SPR-10.3');
    const t = { ...tribello(), deals: Array.from({ length: 12 }, () => ({ tricks: [5, 4, 4] })) };
    expect(refused(t, { tricks: [5, 4, 4] }).rule).toBe('TRB-11.1');
    const p = { ...spades({ target: 100 }), deals: [{ bids: [6, 1, 6, 1], tricks: [6, 0, 7, 0] }] };
    expect(refused(p, { bids: [1, 1, 1, 1], tricks: [4, 3, 3, 3] }).rule).toBe('SPD-9.2');
  });
  it('Sprøyte: equal highest totals at the target play on (SPR-10.3); the dealer moves to forhånd (SPR-3.2)', () => {
    const pad = { ...sproyte({ target: 2 }), deals: [{ tricks: [5, 5, 2] }, { tricks: [5, 5, 2] }] };
    const c = evaluate(pad);
    expect(
      c.ok && [
        c.evaluation.over,
        c.evaluation.next?.tieGoesOn,
        c.evaluation.deals.map((d) => d.dealer),
        c.evaluation.next?.dealer,
      ],
    ).toEqual([false, true, [0, 1], 2]);
  });
});

describe('corrections and undo', () => {
  it('editing or deleting an earlier deal recomputes every later total; undo restores the last version', () => {
    let h: PadHistory = { pad: tribello(), undo: [] };
    for (const tricks of [
      [8, 3, 2],
      [6, 4, 3],
      [7, 3, 3],
    ]) {
      const r = putLine(h.pad, h.pad.deals.length, { tricks });
      if (!r.ok) throw new Error(r.refusal.message);
      h = remember(h, r.pad);
    }
    const totals = (p: Pad) => {
      const c = evaluate(p);
      return c.ok ? c.evaluation.totals : null;
    };
    const before = totals(h.pad);
    const e = putLine(h.pad, 0, { tricks: [6, 4, 3] });
    if (!e.ok) throw new Error('refused');
    h = remember(h, e.pad);
    expect(totals(h.pad)).not.toEqual(before);
    const d = deleteLine(h.pad, 1);
    if (!d.ok) throw new Error('refused');
    h = remember(h, d.pad);
    expect(h.pad.deals).toHaveLength(2);
    h = undone(h);
    expect(h.pad.deals).toHaveLength(3);
    h = undone(h);
    expect(totals(h.pad)).toEqual(before);
  });
});

describe('the pad file (docs/scorepad.md)', () => {
  const good = () => ({ ...sproyte(), deals: [{ tricks: [6, 4, 2] }, { tricks: [5, 5, 2] }] });
  it('round-trips', () => {
    expect(checkPadText(padText(good()))).toEqual({ ok: true, pad: good() });
  });
  it.each([
    ['not JSON', () => '{', null, 'PAD'],
    ['a wrong format', () => JSON.stringify({ ...good(), format: 'stikk-pad/9' }), null, 'PAD'],
    ['an unknown key', () => JSON.stringify({ ...good(), extra: 1 }), null, 'PAD'],
    ['an unknown option', () => JSON.stringify({ ...good(), options: { bags: 'off' } }), null, 'PAD'],
    ['too few names', () => JSON.stringify({ ...good(), names: ['A', 'B'] }), null, 'PAD'],
    [
      'a deal that does not add up',
      () => JSON.stringify({ ...good(), deals: [{ tricks: [6, 4, 2] }, { tricks: [6, 6, 6] }] }),
      2,
      'SPR-7.5',
    ],
    ['an unknown deal key', () => JSON.stringify({ ...good(), deals: [{ tricks: [6, 4, 2], bid: 3 }] }), 1, 'PAD'],
  ])('refuses %s with the deal and the rule', (_, text, deal, rule) => {
    const c = checkPadText(text());
    expect(c.ok).toBe(false);
    if (!c.ok) expect([c.problem.deal, c.problem.rule]).toEqual([deal, rule]);
  });
});
