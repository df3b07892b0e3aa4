// Sprøyte's own statistics: tricks over four, nullo deals and their points, the talon taken.
import { t } from '../../i18n/i18n.svelte.ts';
import { type Row, c, per, of } from '../../lib/stats/row-kit.ts';

export const statRows = (): Row[] => [
  { label: t('stats.overFour'), value: (x) => per(c(x, 'overFour'), x.deals - c(x, 'nulloDeals')) },
  {
    label: t('stats.nullo'),
    value: (x) =>
      c(x, 'nulloDeals') ? t('stats.nulloValue', { n: c(x, 'nulloDeals'), points: c(x, 'nulloPoints') }) : '–',
  },
  { label: t('stats.talon'), value: (x) => of(c(x, 'talonTaken'), c(x, 'talonDeals')) },
];
