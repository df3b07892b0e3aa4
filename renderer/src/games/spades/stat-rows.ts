// Spades' own statistics: contracts made and set, nils and blind nils made, bags a hand.
import { i18n, t } from '../../i18n/i18n.svelte.ts';
import { type Row, c, per, of } from '../../lib/stats/row-kit.ts';

export const statRows = (): Row[] => [
  { label: t('stats.contracts'), value: (x) => of(c(x, 'made'), c(x, 'contracts')) },
  { label: t('stats.sets'), value: (x) => i18n.num(c(x, 'sets')) },
  { label: t('stats.nil'), value: (x) => of(c(x, 'nilMade'), c(x, 'nilTried')) },
  { label: t('stats.blindNil'), value: (x) => of(c(x, 'blindMade'), c(x, 'blindTried')) },
  { label: t('stats.bagsPerHand'), value: (x) => per(c(x, 'bags'), x.deals) },
];
