import { describe, expect, it } from 'vitest';
import { ruleNotes } from './rule-notes.ts';

describe('rule ids after the sentence, not inside it', () => {
  it('takes a parenthesis of rule ids out of its sentence and keeps the ids with it', () => {
    expect(ruleNotes('Kari, opposite you (North), is your partner (SPD-1.1). Ola is not.')).toEqual([
      { text: 'Kari, opposite you (North), is your partner. ', rules: ['SPD-1.1'] },
      { text: 'Ola is not.', rules: [] },
    ]);
  });
  it('reads several ids with commas or a language\'s "and", each once', () => {
    expect(ruleNotes('Liv bids first and will lead (SPD-4.1, SPD-6.1).')).toEqual([
      { text: 'Liv bids first and will lead.', rules: ['SPD-4.1', 'SPD-6.1'] },
    ]);
    expect(ruleNotes('Du må følge farge (SPR-7.3 og SPR-7.3).')[0].rules).toEqual(['SPR-7.3']);
  });
  it('leaves a rule id that is part of the sentence where it is', () => {
    expect(ruleNotes('See SPD-6.2 for leading spades.')).toEqual([
      { text: 'See SPD-6.2 for leading spades.', rules: [] },
    ]);
  });
});
