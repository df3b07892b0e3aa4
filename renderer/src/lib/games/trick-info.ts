// A finished trick for the table, whatever the game: its plays, who won it and why, the rules core's trick reason
// (SPD-7, SPR-8, TRB-9) in words with the suit that was led.
import { i18n, t } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { Play, TrickInfo } from './table-model.ts';

interface FinishedTrick {
  readonly plays: readonly Play[];
  readonly winner: number;
  readonly reason: { readonly key: string; readonly rule: string };
}

/** The trick as the table shows it; `ledSuit` is the suit the game counts as led (a led joker leads spades). */
export function trickInfoOf(tr: FinishedTrick, ledSuit: string): TrickInfo {
  return {
    plays: tr.plays,
    winner: tr.winner,
    reason: t(`reason.${tr.reason.key}` as MessageKey, { suit: i18n.suit(ledSuit) }),
    rule: tr.reason.rule,
  };
}
