// Bid reasons say what is known: the partner's bid once made, a typical partner bid before,
// alone in cutthroat — for number bids and for nil; the contract's chance before the partner has bid rests on
// "such a bid from your partner". Checked on the scenario suite's bidding positions through the hint.
import { describe, expect, it } from 'vitest';
import { positionAt } from '../scenarios/position.test-helpers.ts';
import { bidReason } from './bid-reason.ts';
import { hint } from './hint.ts';

const at = positionAt;

describe('bid reasons', () => {
  it.each([
    ['bid-first-typical.txt', 'reason.bid-hand.typical', {}, 'reason.detail.contractTypical'],
    ['bid-after-partner.txt', 'reason.bid-hand.partner', { player: 2, bid: 4 }, 'reason.detail.contract'],
    ['bid-after-partner-nil.txt', 'reason.bid-hand.partnerNil', { player: 2 }, 'reason.detail.contract'],
    ['bid-cutthroat-alone.txt', 'reason.bid-hand.alone', {}, 'reason.detail.contract'],
    ['bid-nil-weak.txt', 'reason.bid-nil.typical', {}, 'reason.detail.holds'],
    ['bid-nil-after-partner.txt', 'reason.bid-nil.partner', { player: 2, bid: 5 }, 'reason.detail.holds'],
  ])(
    '%s: the hint says %s',
    (file, key, params, detail) => {
      const { view, legal } = at(file);
      const h = hint(view, legal, { samples: 400 }, 1);
      expect(h.reason.key).toBe(key);
      expect(h.reason.params).toMatchObject(params);
      expect(h.reason.detail?.key).toBe(detail);
    },
    20_000,
  );

  it('a nil beside a partner who bid nil too, and a blind nil, stand on the hand alone', () => {
    const { view } = at('bid-after-partner-nil.txt');
    expect(bidReason(view, 'nil', 0.9).key).toBe('reason.bid-nil');
    expect(bidReason({ ...view, bids: [null, null, null, null] }, 'nil', 0.9).key).toBe('reason.bid-nil.typical');
    expect(bidReason({ ...view, behindBy: 150 }, 'blind-nil', 0.5)).toMatchObject({
      key: 'reason.bid-blind-nil',
      params: { points: 150 },
      detail: { key: 'reason.detail.holds', params: { pct: 50 } },
    });
    expect(bidReason(view, 'look', 0.5).key).toBe('reason.look-first');
  });
});
