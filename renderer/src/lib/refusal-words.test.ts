// A refusal in words takes the form its subject and its numbers need: "it is your turn to exchange" when the
// player to act is you, "yours is 60 ahead" when a side not behind asks for Blind Nil.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.svelte.ts';
import { refusalText } from './refusal-words.ts';

const names = ['You', 'Ann', 'Bo'];
const refusal = (key: string, params: Record<string, number>) => ({ rule: 'X-1', key, message: key, params });

describe('a refusal names you and its numbers as a player reads them', () => {
  afterEach(() => i18n.setLocale('en'));

  it('says your turn when the player to act is you, the name otherwise', () => {
    i18n.setLocale('en');
    expect(refusalText('tribello', refusal('exchangeFirst', { turn: 0 }), names)).toBe(
      'The exchange is not over: it is your turn to exchange.',
    );
    expect(refusalText('tribello', refusal('exchangeFirst', { turn: 1 }), names)).toBe(
      'The exchange is not over: Ann exchanges now.',
    );
    i18n.setLocale('nb');
    expect(refusalText('tribello', refusal('exchangeFirst', { turn: 0 }), names)).toBe(
      'Byttet er ikke over: nå er det du som skal bytte.',
    );
  });

  it('says how far ahead or level a side is, never a negative "behind"', () => {
    i18n.setLocale('en');
    const say = (behind: number) =>
      refusalText('spades', refusal('blindNilNotBehind', { behind, threshold: 100 }), names);
    expect(say(-60)).toBe('Only a player or side at least 100 points behind may bid it; you are 60 ahead.');
    expect(say(0)).toBe('Only a player or side at least 100 points behind may bid it; you are level.');
    expect(say(40)).toBe('Only a player or side at least 100 points behind may bid it; you are 40 behind.');
  });
});
