// Tribello at the table: the View in the table's shapes and words (rules.md §4).
import {
  rules,
  quotasFor,
  dealerOf,
  roundKind,
  seatPoints,
  type View,
} from '../../../../machines/tribello/rules/index.ts';
import { tribelloMachine } from '../../../../machines/tribello/tribello.machine.ts';
import { i18n, t, tg } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import type {
  DealSummaryModel,
  ScoreSheetModel,
  SeatInfo,
  StripItem,
  TableModel,
  TrickInfo,
} from '../../lib/games/table-model.ts';
import { trickInfoOf } from '../../lib/games/trick-info.ts';
import type { GameAdapter, Ranked, Said } from '../../lib/games/types.ts';
import { tribelloLineText } from './pad.ts';

type Completed = NonNullable<View['lastTrick']>;
export const DEALS = 12;

/** The round-one cut in words, with "you" where you cut or receive the card. */
export function cutText(v: View, names: readonly string[], card: string): string {
  const cutter = v.roles.findIndex((r) => r === 'left');
  const suit = i18n.suit(v.revealed?.[1] ?? '');
  if (cutter === v.seat) return t('event.cutShows.byYou', { card, suit, dealer: names[v.dealer] ?? '' });
  if (v.dealer === v.seat) return t('event.cutShows.you', { name: names[cutter] ?? '', card, suit });
  return t('event.cutShows', { name: names[cutter] ?? '', card, suit, dealer: names[v.dealer] ?? '' });
}

const trickInfo = (tr: Completed): TrickInfo => trickInfoOf(tr, tr.plays[0]?.card[1] ?? '');

function trumpText(v: Pick<View, 'trump' | 'roundKind'>): string {
  if (v.trump) return i18n.suit(v.trump);
  return v.roundKind === 'named' ? t('strip.trumpNotNamed') : t('strip.noTrump');
}

/**
 * TRB-S1: the quota, and in words what it asks for now — the tricks still needed (the ceiling's room in round 4)
 * and what the deal scores as it stands (TRB-10, the core's own scoring helper).
 */
function quotaTags(v: View, seat: number, reminders: boolean): string[] {
  const quota = v.quotas[seat];
  if (quota === undefined || v.deal === 0) return [];
  const kind = v.roundKind ?? 'revealed';
  const base = t(kind === 'avoid' ? 'tag.ceiling' : 'tag.quota', { n: quota });
  if (!reminders || (v.phase !== 'play' && v.phase !== 'exchange')) return [base];
  const tricks = v.tricks[seat] ?? 0;
  const gap = quota - tricks;
  const need =
    kind === 'avoid'
      ? gap > 0
        ? t('tag.room', { n: gap })
        : gap === 0
          ? t('tag.atLimit')
          : t('tag.over', { n: -gap })
      : gap > 0
        ? t('tag.needs', { n: gap })
        : t('tag.made');
  return [base, `${need} · ${t('tag.scores', { n: i18n.signed(seatPoints(kind, tricks, quota)) })}`];
}

export function tribelloAdapter(reminders: boolean): GameAdapter<View> {
  return {
    id: 'tribello',
    rules,
    machine: tribelloMachine,

    title: () => t('game.tribello'),
    selecting: (v) => v.phase === 'exchange' && v.turn === v.seat,
    play: (seat, card) => ({ type: 'play', seat, card }),
    exchange: (seat, cards) => ({ type: 'exchange', seat, discards: [...cards] }),

    model(v, names): TableModel {
      const inDeal = v.phase === 'trump' || v.phase === 'exchange' || v.phase === 'play';
      const seats: SeatInfo[] = names.map((name, seat) => {
        const tags = quotaTags(v, seat, reminders);
        const ex = v.exchanged[seat];
        if (inDeal && ex !== null && ex !== undefined) tags.push(t('tag.exchanged', { n: ex }));
        tags.push(t('tag.total', { n: i18n.signed(v.totals[seat] ?? 0) }));
        return {
          seat,
          name,
          isYou: seat === v.seat,
          cards: v.handCounts[seat] ?? 0,
          tricks: v.tricks[seat] ?? 0,
          isDealer: seat === v.dealer && v.deal > 0,
          isTurn: seat === v.turn,
          isPartner: false,
          tags,
        };
      });
      const strip: StripItem[] = [];
      if (v.deal > 0) {
        strip.push({
          label: tg('tribello', 'strip.deal'),
          value: v.deal <= DEALS ? t('strip.ofN', { n: v.deal, of: DEALS }) : i18n.num(v.deal),
        });
        strip.push({
          label: t('strip.round'),
          value: `${i18n.num(v.round)} · ${t(`round.${v.roundKind ?? 'noTrump'}` as MessageKey)}`,
        });
        strip.push({ label: t('strip.trump'), value: trumpText(v), suit: v.trump ?? undefined });
        if (v.revealed) strip.push({ label: t('strip.revealed'), value: i18n.cardShort(v.revealed), card: v.revealed });
      }
      return {
        seats,
        hand: v.hand,
        handCount: v.hand.length,
        trick: v.trick,
        lastTrick: v.lastTrick ? trickInfo(v.lastTrick) : null,
        history: v.played.map(trickInfo),
        strip,
        pile: inDeal ? { label: t('pile.pickup'), count: v.pickupCount } : null,
        trump: v.trump,
        turn: v.turn,
      };
    },

    dealStart(v, names): Said {
      const base =
        v.dealer === v.seat
          ? t('event.dealStartsRound.you', { n: v.deal, round: v.round })
          : t('event.dealStartsRound', { n: v.deal, dealer: names[v.dealer] ?? '', round: v.round });
      const quotas = names.map((name, seat) => `${name} ${v.quotas[seat]}`).join(', ');
      const q = t(v.roundKind === 'avoid' ? 'event.ceilings' : 'event.quotas', { list: quotas });
      if (v.revealed) {
        return {
          short: `${base} ${cutText(v, names, i18n.cardShort(v.revealed))} ${q}`,
          full: `${base} ${cutText(v, names, i18n.cardInText(v.revealed))} ${q}`,
        };
      }
      const text = `${base} ${t(`round.${v.roundKind ?? 'noTrump'}.long` as MessageKey)} ${q}`;
      return { short: text, full: text };
    },

    scoreSheet(v, names): ScoreSheetModel {
      const rows = [];
      const first = v.results[0]?.dealer ?? v.dealer;
      const total = Math.max(DEALS, v.results.length, v.deal);
      for (let d = 1; d <= total; d++) {
        const r = v.results[d - 1];
        const round = Math.ceil(d / 3);
        const dealer = r?.dealer ?? (d === v.deal ? v.dealer : dealerOf(first, d, v.options));
        const quotas = r?.quotas ?? (d === v.deal ? v.quotas : quotasFor(round, dealer, v.options));
        rows.push({
          label: t('sheet.dealN', { n: d }),
          note: `${t('sheet.roundN', { n: round })} · ${t(`round.${roundKind(round)}` as MessageKey)}${r?.trump ? ` · ${i18n.suit(r.trump)}` : ''}`,
          cells: [
            ...names.map((_, seat) =>
              r
                ? t('sheet.tribelloCell', {
                    points: i18n.signed(r.points[seat]),
                    quota: r.quotas[seat],
                    tricks: r.tricks[seat],
                  })
                : t('sheet.quotaOnly', { quota: quotas[seat] }),
            ),
            r ? i18n.num(r.points.reduce((a, b) => a + b, 0)) : '',
          ],
        });
      }
      return {
        caption: t('sheet.tribello'),
        columns: [...names, t('sheet.sum')],
        rows,
        totals: [
          t('sheet.total'),
          ...v.totals.map((x) => i18n.signed(x)),
          i18n.num(v.totals.reduce((a, b) => a + b, 0)),
        ],
        // TRB-11.2 / TRB-11.3: the highest total after deal 12 wins; a tie shares, or tie-break deals (TRB-S2).
        notes: [
          t('sheet.tribelloNote'),
          t(v.options.tie === 'tiebreak' ? 'sheet.tribelloTieBreak' : 'sheet.tribelloTieShared'),
        ],
      };
    },

    dealSummary(v, names): DealSummaryModel | null {
      const r = v.results[v.results.length - 1];
      if (!r) return null;
      const lines = r.lines.map((l) => {
        return {
          who: `${names[l.seat] ?? ''} (${t(`role.${l.role}` as MessageKey)})`,
          text: tribelloLineText(l.tricks, l.quota, l.rule),
          points: i18n.signed(l.points),
          rule: l.rule,
        };
      });
      return {
        title: t('summary.tribelloTitle', {
          n: r.deal,
          round: r.round,
          what: t(`round.${roundKind(r.round)}` as MessageKey),
        }),
        lines,
        totals: r.totals.map((x, seat) => ({ who: names[seat] ?? '', total: i18n.signed(x) })),
        note: v.finished ? undefined : t('summary.zeroSum'),
      };
    },

    ranking(v, names): Ranked[] {
      return names
        .map((name, seat) => ({
          place: 1 + v.totals.filter((x) => x > v.totals[seat]).length,
          name,
          total: i18n.signed(v.totals[seat]),
          winner: v.winners.includes(seat),
        }))
        .sort((a, b) => a.place - b.place);
    },
  };
}
