// Hints and the play check in words: the search answers with reason keys and numbers
// (machines/*/search/hint.ts, check.ts); these plain functions over a translate function turn them into
// what the table shows (cards as "♠K") and what a screen reader hears (cards by their full names).
import type { CostlyExchange, CostlyPlay } from '../../../machines/core/search/check-kit.ts';
import type { Reason } from '../../../machines/core/reasons/reason.ts';
import type { Hint } from '../../../machines/core/search/hint-kit.ts';
import { type GameId, gameOf } from '../../../machines/games.ts';
import type { MessageKey } from '../i18n/en.ts';
import { cardName, cardNameInSentence, cardShort, suitName, type Translate } from '../i18n/words.ts';
import type { Said } from './games/types.ts';

type Action = { readonly type?: string; readonly card?: string };

/** "Wins this trick …" after a card and a colon: "♠K: wins this trick …" (en, nb, sv and da alike). */
const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase() + s.slice(1);

function reasonOf(tr: Translate, hint: Hint<unknown>): { key: MessageKey; params: Record<string, string | number> } {
  const p: Record<string, string | number> = { ...hint.params };
  if (typeof p.suit === 'string') p.suit = suitName(tr, p.suit);
  // The Casual fallback (a table the search does not play: Spades with six) has nothing to compare.
  if (hint.reasonKey === 'hint.bestScore' && hint.alternatives.length === 0)
    return { key: 'hint.ruleOfThumb', params: {} };
  return { key: hint.reasonKey as MessageKey, params: p };
}

/** A reason in words: cards as "♠K" (short) or by name (full), seats by the players' names. */
export function reasonSaid(tr: Translate, r: Reason, names: readonly string[] = []): Said {
  const words = (name: (t: Translate, c: string) => string, sep: string) => {
    const p: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(r.params)) {
      if (k === 'card' && typeof v === 'string') p[k] = name(tr, v);
      else if (k === 'cards' && typeof v === 'string')
        p[k] = v
          .split(' ')
          .filter(Boolean)
          .map((c) => name(tr, c))
          .join(sep);
      else if (k === 'player') p[k] = names[Number(v)] ?? String(v);
      else if (k === 'suit' && typeof v === 'string') p[k] = suitName(tr, v);
      else p[k] = v;
    }
    const main = tr(r.key as MessageKey, p);
    return r.detail ? `${main} ${tr(r.detail.key as MessageKey, r.detail.params)}` : main;
  };
  return { short: words(cardShort, ' '), full: words(cardNameInSentence, ', ') };
}

/** The hint in words: the card and the reason, then "The next best choice is almost as good" when it is near. */
export function hintSaid(tr: Translate, hint: Hint<unknown>, names: readonly string[] = []): Said {
  if (hint.reason && !(hint.reason.category === 'lets-go' && hint.alternatives.length === 0))
    return reasonedSaid(tr, hint, names);
  const { key, params } = reasonOf(tr, hint);
  const nearlyEqual = key === 'hint.bestScore' && Number(params.points) === 0;
  const reason = nearlyEqual ? tr('hint.close') : tr(key, params);
  const close = hint.close && !nearlyEqual ? ` ${tr('hint.close')}` : '';
  const a = hint.action as Action;
  if (a.type !== 'play' || !a.card) return { short: reason + close, full: reason + close };
  const on = (card: string) => tr('hint.onCard', { card, reason: lowerFirst(reason) }) + close;
  return { short: on(cardShort(tr, a.card)), full: on(cardName(tr, a.card)) };
}

/** A hint with a reason: "Play ♣10. Kari's ♣K is winning the trick: don't overtake, keep ♣A ♣Q." */
function reasonedSaid(tr: Translate, hint: Hint<unknown>, names: readonly string[]): Said {
  const why = reasonSaid(tr, hint.reason, names);
  const close = hint.close ? ` ${tr('hint.close')}` : '';
  const a = hint.action as Action;
  if (a.type !== 'play' || !a.card) return { short: why.short + close, full: why.full + close };
  return {
    short: `${tr('hint.play', { card: cardShort(tr, a.card) })} ${why.short}${close}`,
    full: `${tr('hint.play', { card: cardNameInSentence(tr, a.card) })} ${why.full}${close}`,
  };
}

/** Cards a hint points at in your hand: the card to play, the cards to exchange or to pass. */
export function hintCards(hint: Hint<unknown> | null): readonly string[] {
  const a = hint?.action as
    { type?: string; card?: string; discards?: readonly string[]; cards?: readonly string[] } | undefined;
  if (!a) return [];
  if (a.type === 'play' && a.card) return [a.card];
  return a.discards ?? a.cards ?? [];
}

/** Whether the hint's action is `want` (each field of `want` equal: `{ type: 'bid', bid: 4 }`). */
export function suggests(hint: Hint<unknown> | null, want: Readonly<Record<string, unknown>>): boolean {
  const a = hint?.action as Record<string, unknown> | undefined;
  return !!a && Object.entries(want).every(([k, v]) => a[k] === v);
}

/** A cost in whole points (a game scored in tens), else an average fraction of a point a deal (the bundle says). */
function costWords(tr: Translate, game: GameId, cost: number): string {
  if (gameOf(game).costIn === 'whole-points') return tr('check.costAbout', { n: Math.max(1, Math.round(cost)) });
  return tr('check.costAverage', { n: Math.round(cost * 10) / 10 });
}

/** One line of the play check: "Trick 5: you played ♥K — ♥3 was better (about 12 points). ♥3 was better: …" */
/** A costly exchange in the play check: the better exchange and the one made ("exchanging …", "keeping your hand"). */
export function exchangeSaid(tr: Translate, game: GameId, x: CostlyExchange, names: readonly string[] = []): Said {
  const why = reasonSaid(tr, x.reason, names);
  const as = (cards: readonly string[], name: (t: Translate, c: string) => string) =>
    cards.length ? tr('coach.exchanging', { cards: cards.map((c) => name(tr, c)).join(', ') }) : tr('coach.noCards');
  const line = (name: (t: Translate, c: string) => string, reason: string) =>
    `${tr('check.exchangeLine', { better: as(x.better, name), played: as(x.played, name), cost: costWords(tr, game, x.cost) })} ${reason}`;
  return { short: line(cardShort, why.short), full: line(cardNameInSentence, why.full) };
}

export function checkSaid(tr: Translate, game: GameId, play: CostlyPlay, names: readonly string[] = []): Said {
  const why = play.reason ? reasonSaid(tr, play.reason, names) : null;
  // Every card inside its sentence ("Why {better}: …" too), named in lower case for the screen reader.
  const line = (name: (t: Translate, c: string) => string, reason: string | undefined) => {
    const head = tr('check.line', {
      trick: play.trick,
      card: name(tr, play.card),
      better: name(tr, play.better),
      cost: costWords(tr, game, play.cost),
    });
    return reason ? `${head} ${tr('check.why', { better: name(tr, play.better), reason })}` : head;
  };
  return { short: line(cardShort, why?.short), full: line(cardNameInSentence, why?.full) };
}
