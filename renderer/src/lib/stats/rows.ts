// The figures shown per game, each a sum or a ratio of the counted lines.
import type { GameId } from '../../../../machines/games.ts';
import { roundKind } from '../../../../machines/tribello/rules/index.ts';
import { i18n, t, tg } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { INTL_LOCALE } from '../../i18n/dictionaries.ts';
import type { Totals } from './totals.ts';

export interface Row {
  readonly label: string;
  readonly value: (x: Totals) => string;
}

const c = (x: Totals, k: string): number => x.counts[k] ?? 0;
const per = (a: number, b: number): string =>
  b ? (a / b).toLocaleString(INTL_LOCALE[i18n.locale], { maximumFractionDigits: 2 }) : '–';
const of = (made: number, n: number): string => (n ? t('stats.madeOf', { made, n }) : '–');

const common = (game: GameId): Row[] => [
  { label: t('stats.played'), value: (x) => i18n.num(x.games) },
  { label: t('stats.won'), value: (x) => of(x.won, x.games) },
  { label: tg(game, 'stats.pointsPerDeal'), value: (x) => per(x.points, x.deals) },
];

const special: Readonly<Record<GameId, () => Row[]>> = {
  spades: () => [
    { label: t('stats.contracts'), value: (x) => of(c(x, 'made'), c(x, 'contracts')) },
    { label: t('stats.sets'), value: (x) => i18n.num(c(x, 'sets')) },
    { label: t('stats.nil'), value: (x) => of(c(x, 'nilMade'), c(x, 'nilTried')) },
    { label: t('stats.blindNil'), value: (x) => of(c(x, 'blindMade'), c(x, 'blindTried')) },
    { label: t('stats.bagsPerHand'), value: (x) => per(c(x, 'bags'), x.deals) },
  ],
  sproyte: () => [
    { label: t('stats.overFour'), value: (x) => per(c(x, 'overFour'), x.deals - c(x, 'nulloDeals')) },
    {
      label: t('stats.nullo'),
      value: (x) =>
        c(x, 'nulloDeals') ? t('stats.nulloValue', { n: c(x, 'nulloDeals'), points: c(x, 'nulloPoints') }) : '–',
    },
    { label: t('stats.talon'), value: (x) => of(c(x, 'talonTaken'), c(x, 'talonDeals')) },
  ],
  tribello: () => [
    { label: t('stats.quotaHits'), value: (x) => of(c(x, 'quotaHits'), x.deals) },
    ...[1, 2, 3, 4].map((r) => ({
      label: t('stats.roundPoints', { n: r, what: t(`round.${roundKind(r)}` as MessageKey) }),
      value: (x: Totals) => per(c(x, `round${r}Points`), c(x, `round${r}Deals`)),
    })),
  ],
};

export const rowsFor = (game: GameId): Row[] => [...common(game), ...special[game]()];

/** The game's own figures only (the hand-by-hand statistics read them over hands, not games). */
export const gameRowsFor = (game: GameId): Row[] => special[game]();
