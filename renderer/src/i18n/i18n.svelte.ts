// The current language and `t`. Reading `i18n.t(...)` in markup re-renders on a language change.
import type { Locale } from './locale.ts';
import { dictionaries, INTL_LOCALE } from './dictionaries.ts';
import type { MessageKey } from './en.ts';
import { format, formatNumber, type Params } from './format.ts';
import { gameKey } from './per-game.ts';
import * as words from './words.ts';

class I18n {
  #locale = $state.raw<Locale>('en');

  get locale(): Locale {
    return this.#locale;
  }

  setLocale(locale: Locale): void {
    this.#locale = locale;
    if (typeof document !== 'undefined') document.documentElement.lang = locale === 'nb' ? 'nb' : locale;
  }

  t = (key: MessageKey, params?: Params): string => {
    const dict = dictionaries[this.#locale];
    return format(INTL_LOCALE[this.#locale], dict[key] ?? key, params);
  };

  /** A word shared by every game, in this game's own form where it has one (per-game.ts: Spades' hand). */
  tg = (game: string, key: MessageKey, params?: Params): string => this.t(gameKey(game, key), params);

  has(key: string): key is MessageKey {
    return key in dictionaries.en;
  }

  num = (n: number): string => formatNumber(INTL_LOCALE[this.#locale], n);
  signed = (n: number): string => formatNumber(INTL_LOCALE[this.#locale], n, true);
  card = (card: string): string => words.cardName(this.t, card);
  /** The card's name inside a sentence (lower case): "Kari spiller spar dame". */
  cardInText = (card: string): string => words.cardNameInSentence(this.t, card);
  cardShort = (card: string): string => words.cardShort(this.t, card);
  rankIndex = (card: string): string => words.rankIndex(this.t, card);
  suit = (suit: string): string => words.suitName(this.t, suit);
  /** Names said together: two as a side is named (side.pair: «Ann og Cia»), more as the language lists them. */
  names = (names: readonly string[]): string =>
    names.length === 2
      ? this.t('side.pair', { a: names[0], b: names[1] })
      : new Intl.ListFormat(INTL_LOCALE[this.#locale], { type: 'conjunction' }).format(names);
}

export const i18n = new I18n();
export const t = i18n.t;
export const tg = i18n.tg;
