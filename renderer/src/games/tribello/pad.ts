// Tribello on the score pad: each seat's line says how its tricks met its quota, the last round avoiding tricks
// (TRB-10.2).
import { t } from '../../i18n/i18n.svelte.ts';
import type { PadFace } from '../../lib/games/pad-face.ts';

/** A seat's score line in words: its tricks against its quota, the last round avoiding tricks (TRB-10.2). */
export function tribelloLineText(tricks: number, quota: number, rule: string): string {
  const diff = tricks - quota;
  const avoid = rule === 'TRB-10.2';
  const key =
    diff === 0
      ? 'line.tribello.exact'
      : avoid
        ? diff < 0
          ? 'line.tribello.avoidUnder'
          : 'line.tribello.avoidOver'
        : diff > 0
          ? 'line.tribello.over'
          : 'line.tribello.under';
  return t(key, { quota, tricks, n: Math.abs(diff) });
}

export const pad: PadFace = {
  line: (l) => tribelloLineText(Number(l.params.tricks), Number(l.params.quota), l.rule),
  first: null,
};
