// A game's own form of a word shared by every game. Spades calls a deal a hand — in English, and in Danish
// as the Spar seed does («Sådan forløber en hånd»; glossary.ts) — so each shared key that names a deal has a
// Spades form `<key>.spades` beside it, and code that knows its game asks `tg(game, key)` (i18n.svelte.ts),
// never `t(key)`, for these keys. Norwegian and Swedish say giv in every game: their forms repeat the word.
import { en, type MessageKey } from './en.ts';
import type { GameId } from './glossary.ts';

/** The shared keys that name a deal, each with a Spades form `<key>.spades`. */
export const DEAL_KEYS = [
  'home.continueWhat',
  'home.replaceText',
  'table.allTricks',
  'table.noTrickYet',
  'strip.deal',
  'event.dealStarts',
  'event.dealStarts.you',
  'again.deal',
  'again.swapTo',
  'sheet.again',
  'sheet.seed',
  'review.title',
  'review.open',
  'review.dealN',
  'review.deals',
  'records.atDeal',
  'records.atAction',
  'stats.pointsPerDeal',
  'stats.chart',
  'stats.chartLabel',
  'setup.review.all',
  'pad.sheetCaption',
  'pad.noPoints',
  'pad.empty',
  'pad.saidEntered',
  'pad.saidCorrected',
  'pad.saidDeleted',
  'pad.laterDeal',
  'pad.refuse.tricksSum',
  'pad.refuse.gameOver',
  'coach.none',
  'coach.handsTitle',
  'coach.handsIntro',
  'coach.handsPlayed',
  'coach.pointsPerHand',
  'coach.bestHand',
  'coach.assisted',
  'coach.handChart',
  'coach.handChartLabel',
  'coach.trendLabel',
  'coach.offerWhy',
  'coach.example',
] as const satisfies readonly MessageKey[];

/** Keys only Spades uses although their name does not say so (a hand is Spades' deal). */
export const SPADES_ONLY_KEYS = [
  'sheet.handN',
  'pad.handN',
  'pad.hand',
  'stats.bagsPerHand',
  'summary.spadesTitle',
  'pad.bid',
  'pad.bidOf',
  'pad.bidHint',
  'pad.bidsFirst',
  'pad.bidTook',
  'pad.refuse.bidMissing',
] as const satisfies readonly MessageKey[];

/** The key to say for this game: the game's own form when the dictionaries have one. */
export function gameKey(game: string, key: MessageKey): MessageKey {
  const own = `${key}.${game}`;
  return own in en ? (own as MessageKey) : key;
}

/** The game a dictionary key belongs to, by its name (opt.sproyte.*, map.trb.*, refusal.tribello.* …). */
export function gameOfKey(key: string): GameId | undefined {
  if ((SPADES_ONLY_KEYS as readonly string[]).includes(key)) return 'spades';
  if (/(^|\.)(sproyte|spr)(\.|$)/i.test(key)) return 'sproyte';
  if (/(^|\.)(spades|spd)(\.|$)/i.test(key)) return 'spades';
  if (/(^|\.)(tribello|trb)(\.|$)/i.test(key)) return 'tribello';
  return undefined;
}
