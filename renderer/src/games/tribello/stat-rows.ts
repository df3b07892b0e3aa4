// Tribello's own statistics: quotas hit, and the points a deal in each round.
import { roundKind } from '../../../../machines/tribello/rules/index.ts';
import { t } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type { Totals } from '../../lib/stats/totals.ts';
import { type Row, c, per, of } from '../../lib/stats/row-kit.ts';

export const statRows = (): Row[] => [
  { label: t('stats.quotaHits'), value: (x) => of(c(x, 'quotaHits'), x.deals) },
  ...[1, 2, 3, 4].map((r) => ({
    label: t('stats.roundPoints', { n: r, what: t(`round.${roundKind(r)}` as MessageKey) }),
    value: (x: Totals) => per(c(x, `round${r}Points`), c(x, `round${r}Deals`)),
  })),
];
