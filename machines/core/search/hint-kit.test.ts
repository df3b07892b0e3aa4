import { describe, expect, it } from 'vitest';
import { cardReason, PLAIN_HINT_WORDS } from './hint-kit.ts';

describe('cardReason: why a card, in the plain-trick games', () => {
  it('stays under when tricks are to be avoided, wins when it usually does, else names its margin', () => {
    expect(cardReason(true, 0.1, 0.3)).toEqual(['hint.ducksTrick', { pct: 90 }]);
    expect(cardReason(false, 0.78, 0.3)).toEqual(['hint.winsTrick', { pct: 78 }]);
    expect(cardReason(false, 0.2, 0.34)).toEqual(['hint.bestScore', { points: 0.3 }]);
  });
  it('never says "scores 0 points more": a card level with the next that loses the trick stays under', () => {
    expect(cardReason(false, 0.3, 0.02)).toEqual(['hint.ducksTrick', { pct: 70 }]);
    // …and one that cannot win it says so instead of "loses this trick 100 % of the time".
    expect(cardReason(false, 0.001, 0)).toEqual(['hint.letsGo', {}]);
    expect(cardReason(true, 0, 0)).toEqual(['hint.ducksTrick', { pct: 100 }]);
    for (let w = 0; w <= 1; w += 0.05)
      for (const margin of [0, 0.01, 0.04, 0.05, 0.2, 3]) {
        const [key, params] = cardReason(false, w, margin);
        expect(PLAIN_HINT_WORDS[key]).toBeDefined();
        if (key === 'hint.bestScore') expect(params.points).toBeGreaterThan(0);
      }
  });
});
