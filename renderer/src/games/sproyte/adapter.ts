// Sprøyte at the table: the View in the table's shapes and words (rules.md §2).
import { rules, ranking, type View } from '../../../../machines/sproyte/rules/index.ts';
import { sproyteMachine } from '../../../../machines/sproyte/sproyte.machine.ts';
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
import { sproyteLineText } from './pad.ts';
import { contractLabel, contractSaid } from './contract-words.ts';
import { trickInfoOf } from '../../lib/games/trick-info.ts';
import type { GameAdapter, Ranked, Said } from '../../lib/games/types.ts';

type Completed = NonNullable<View['lastTrick']>;

const trickInfo = (tr: Completed): TrickInfo => trickInfoOf(tr, tr.plays[0]?.card[1] ?? '');

function seatTags(v: View, seat: number): string[] {
  const tags: string[] = [];
  if (seat === v.forehand) tags.push(t('role.forehand'));
  else if (seat === v.middle) tags.push(t('role.middle'));
  const ex = v.exchanged[seat];
  if (v.options.form === 'talon') {
    if (v.talonTaker === seat) tags.push(t('tag.tookTalon'));
    else if (v.talonAnswers[seat] === false) tags.push(t('tag.keptHand'));
  } else if (ex !== null && ex !== undefined) tags.push(t('tag.exchanged', { n: ex }));
  tags.push(t('tag.points', { n: v.totals[seat] ?? 0 }));
  return tags;
}

export const sproyte: GameAdapter<View> = {
  id: 'sproyte',
  rules,
  machine: sproyteMachine,

  title: (v) => `${t('game.sproyte')} · ${t(`form.${v.options.form}` as MessageKey)}`,

  selecting: (v) => v.phase === 'exchange' && v.turn === v.seat,
  play: (seat, card) => ({ type: 'play', seat, card }),
  exchange: (seat, cards) => ({ type: 'exchange', seat, discards: [...cards] }),

  model(v, names): TableModel {
    const seats: SeatInfo[] = names.map((name, seat) => ({
      seat,
      name,
      isYou: seat === v.seat,
      cards: v.handCounts[seat] ?? 0,
      tricks: v.tricks[seat] ?? 0,
      isDealer: seat === v.dealer && v.dealNumber > 0,
      isTurn: seat === v.turn,
      isPartner: false,
      tags: seatTags(v, seat),
    }));
    const strip: StripItem[] = [];
    if (v.dealNumber > 0) {
      strip.push({ label: tg('sproyte', 'strip.deal'), value: i18n.num(v.dealNumber) });
      strip.push({
        label: t('strip.contract'),
        value: contractLabel(v),
        suit: v.contract === 'trump' && v.trump ? v.trump : undefined,
      });
      if (v.revealed) strip.push({ label: t('strip.revealed'), value: i18n.cardShort(v.revealed), card: v.revealed });
    }
    strip.push({ label: t('strip.target'), value: t('strip.points', { n: v.options.target }) });
    const inDeal = v.phase === 'exchange' || v.phase === 'talon' || v.phase === 'play';
    const pileLabel = v.options.form === 'talon' ? t('pile.talon') : t('pile.stock');
    return {
      seats,
      hand: v.hand,
      handCount: v.hand.length,
      trick: v.trick,
      lastTrick: v.lastTrick ? trickInfo(v.lastTrick) : null,
      history: v.history.map(trickInfo),
      strip,
      pile:
        inDeal && (v.options.form !== 'talon' || v.talonTaker === null)
          ? { label: pileLabel, count: v.stockCount }
          : null,
      trump: v.trump,
      aceLow: v.options.nulloAceLow && v.contract === 'nullo',
      turn: v.turn,
    };
  },

  dealStart(v, names): Said {
    const base =
      v.dealer === v.seat
        ? tg('sproyte', 'event.dealStarts.you', { n: v.dealNumber })
        : tg('sproyte', 'event.dealStarts', { n: v.dealNumber, dealer: names[v.dealer] ?? '' });
    if (v.revealed) {
      const say = (card: string) =>
        v.forehand === v.seat
          ? t('event.revealed.you', { card, contract: contractSaid(v) })
          : t('event.revealed', { name: names[v.forehand] ?? '', card, contract: contractSaid(v) });
      return {
        short: `${base} ${say(i18n.cardShort(v.revealed))}`,
        full: `${base} ${say(i18n.cardInText(v.revealed))}`,
      };
    }
    const text = `${base} ${contractLabel(v)}.`;
    return { short: text, full: text };
  },

  scoreSheet(v, names): ScoreSheetModel {
    return {
      caption: t('sheet.sproyte', { target: v.options.target }),
      columns: names,
      rows: v.results.map((r) => ({
        label: t('sheet.dealN', { n: r.dealNumber }),
        note: contractLabel(r),
        cells: r.points.map((p) => i18n.signed(p)),
      })),
      totals: [t('sheet.total'), ...v.totals.map((x) => i18n.num(x))],
      // SPR-10.3: the highest total wins once someone reaches the target; a tie plays on, or shares (SPR-S9).
      notes: [
        t(v.options.tie === 'shared' ? 'sheet.sproyteNoteShared' : 'sheet.sproyteNote', { target: v.options.target }),
      ],
    };
  },

  dealSummary(v, names): DealSummaryModel | null {
    const r = v.results[v.results.length - 1];
    if (!r) return null;
    const lines = r.lines.map((l) => {
      return {
        who: names[l.seat] ?? '',
        text: sproyteLineText(l.tricks, l.rule, l.signed),
        points: i18n.signed(l.points),
        rule: l.rule,
      };
    });
    const leaders = i18n.names(v.winners.map((s) => names[s] ?? ''));
    return {
      title: t('summary.dealTitle', { n: r.dealNumber, what: contractLabel(r) }),
      lines,
      totals: r.totals.map((x, seat) => ({
        who: names[seat] ?? '',
        total: t('summary.ofTarget', { n: x, target: v.options.target }),
      })),
      note:
        v.phase === 'gameOver'
          ? t('summary.gameWon', { names: leaders })
          : Math.max(...r.totals) >= v.options.target
            ? t('summary.tiePlayOn')
            : undefined,
    };
  },

  ranking(v, names): Ranked[] {
    const places = ranking(v.totals);
    return names
      .map((name, seat) => ({
        place: places[seat],
        name,
        total: i18n.num(v.totals[seat]),
        winner: v.winners.includes(seat),
      }))
      .sort((a, b) => a.place - b.place);
  },
};
