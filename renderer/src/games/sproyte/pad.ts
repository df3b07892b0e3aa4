// Sprøyte on the score pad: each seat's line says how far it came over four tricks (under four in nullo), and the
// reminder names forehand (SPR-1.3).
import { t } from '../../i18n/i18n.svelte.ts';
import type { PadFace } from '../../lib/games/pad-face.ts';

/** A seat's score line in words (SPR-9: over four tricks, under four in nullo), for the pad and the table. */
export function sproyteLineText(tricks: number, rule: string, signed: boolean): string {
  const nullo = rule === 'SPR-9.3';
  const diff = nullo ? 4 - tricks : tricks - 4;
  const key =
    diff > 0
      ? nullo
        ? 'line.sproyte.under'
        : 'line.sproyte.over'
      : diff === 0 || !signed
        ? nullo
          ? 'line.sproyte.notUnder'
          : 'line.sproyte.notOver'
        : nullo
          ? 'line.sproyte.overNullo'
          : 'line.sproyte.short';
  return t(key, { tricks, n: Math.abs(diff) });
}

export const pad: PadFace = {
  line: (l) => sproyteLineText(Number(l.params.tricks), l.rule, l.params.signed === 'true'),
  first: 'pad.forehand',
};
