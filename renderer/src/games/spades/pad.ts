// Spades on the score pad: a hand's score lines, bids typed as digits, N (nil) or B (blind nil), and the bags each
// side carries (SPD-8.5) while the options count them.
import { t } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { PadFace } from '../../lib/games/pad-face.ts';

export const pad: PadFace = {
  line(l, names) {
    const params: Record<string, string | number> = { ...l.params };
    if (typeof l.params.seat === 'number') params.who = names[l.params.seat] ?? '';
    return t(`line.spades.${l.key}` as MessageKey, params);
  },
  first: 'pad.bidsFirst',
  bids: {
    read(text) {
      const s = text.trim().toLowerCase();
      if (s === '') return null;
      if (/^\d+$/.test(s)) return Number(s);
      if (s === 'n' || s === 'nil') return 'nil';
      if (s === 'b' || s === 'bn' || s === 'blind' || s === 'blind nil') return 'blind-nil';
      return s;
    },
    field: (b) => (b === 'nil' ? 'N' : b === 'blind-nil' ? 'B' : String(b)),
    word: (b) => (b === 'nil' ? t('pad.nil') : b === 'blind-nil' ? t('pad.blindNil') : String(b)),
  },
  counter: (options) =>
    options.bags === 'off'
      ? null
      : {
          rule: 'SPD-8.5',
          short: (n) => t('pad.bagsN', { n }),
          line: (n) => t('line.spades.bagsNow', { n }),
        },
};
