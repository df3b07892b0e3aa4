// The figures shown per game, each a sum or a ratio of the counted lines: the common ones, then the game's own
// (its faces, renderer/src/games/<game>/stat-rows.ts).
import type { GameId } from '../../../machines/games.ts';
import { i18n, t, tg } from '../i18n/i18n.svelte.ts';
import { type Row, of, per } from '../lib/stats/row-kit.ts';
import { facesOf } from './index.ts';

const common = (game: GameId): Row[] => [
  { label: t('stats.played'), value: (x) => i18n.num(x.games) },
  { label: t('stats.won'), value: (x) => of(x.won, x.games) },
  { label: tg(game, 'stats.pointsPerDeal'), value: (x) => per(x.points, x.deals) },
];

export const rowsFor = (game: GameId): Row[] => [...common(game), ...facesOf(game).statRows()];

/** The game's own figures only (the hand-by-hand statistics read them over hands, not games). */
export const gameRowsFor = (game: GameId): Row[] => facesOf(game).statRows();
