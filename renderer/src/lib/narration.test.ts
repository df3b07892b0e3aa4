// The table's log tells a trick's result right after the card that completed it, even when one look at the
// game brings several tricks at once (a lesson's step done again is replayed at once).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RecordAction } from '../../../machines/core/record.ts';
import { narrate, type Narration } from './narration.ts';

type Trick = { readonly n: number };
const play = (seat: number, card: string): RecordAction => ({ seat, play: card });
const bid = (seat: number, n: number): RecordAction => ({ seat, bid: n });
const said = (text: string) => ({ short: text, full: text });

function game(actions: readonly RecordAction[], tricks: number): Narration<Trick> {
  const history = Array.from({ length: tricks }, (_, i) => ({ n: i + 1 }));
  return {
    deals: [{ actions }],
    history,
    lastTrick: history[history.length - 1] ?? null,
    seats: 4,
    describe: (a) => said('play' in a ? `plays ${a.play}` : 'bids'),
    dealStart: () => said('deal'),
    trick: (t) => said(`trick ${t.n} won`),
  };
}

const bids = [bid(1, 3), bid(2, 4), bid(3, 2), bid(0, 4)];
const trick1 = [play(1, 'KD'), play(2, 'AD'), play(3, '3D'), play(0, '2D')];
const trick2 = [play(2, 'AH'), play(3, '5H')];

describe('narrate', () => {
  it('a trick completed and the next one led in the same look: the result comes before the lead', () => {
    const { said: out } = narrate(game([...bids, ...trick1, ...trick2], 1), { deals: 0, actions: 0, tricks: -1 });
    const texts = out.map((s) => s.full);
    expect(texts.indexOf('trick 1 won')).toBe(texts.indexOf('plays 2D') + 1);
    expect(texts.indexOf('trick 1 won')).toBeLessThan(texts.indexOf('plays AH'));
    expect(texts.filter((t) => t === 'trick 1 won')).toHaveLength(1);
  });
  it('one card at a time: each result once, right after its trick, whatever the looks', () => {
    const all = [...bids, ...trick1, play(2, 'AH'), play(3, '5H'), play(0, '4H'), play(1, '6H'), play(2, 'AS')];
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: all.length }), { maxLength: 6 }), (cuts) => {
        const ends = [...cuts.sort((a, b) => a - b).filter((c) => c < all.length), all.length];
        let told = { deals: 0, actions: 0, tricks: -1 };
        const texts: string[] = [];
        for (const end of ends) {
          const shown = all.slice(0, end);
          const tricks = Math.floor(shown.filter((a) => 'play' in a).length / 4);
          const r = narrate(game(shown, tricks), told);
          told = r.told;
          texts.push(...r.said.map((s) => s.full));
        }
        expect(texts.filter((t) => t.endsWith('won'))).toEqual(['trick 1 won', 'trick 2 won']);
        expect(texts.indexOf('trick 1 won')).toBe(texts.indexOf('plays 2D') + 1);
        expect(texts.indexOf('trick 2 won')).toBe(texts.indexOf('plays 6H') + 1);
      }),
      { numRuns: 60 },
    );
  });
});
