// Tribello on the score pad: each seat's line says how its tricks met its quota, the last round avoiding tricks
// (TRB-10.2).
import { t } from '../../i18n/i18n.svelte.ts';
import type { PadFace } from '../../lib/games/pad-face.ts';

export const pad: PadFace = {
  line(l) {
    const tricks = Number(l.params.tricks);
    const quota = Number(l.params.quota);
    const diff = tricks - quota;
    const avoid = l.rule === 'TRB-10.2';
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
  },
  first: null,
};
