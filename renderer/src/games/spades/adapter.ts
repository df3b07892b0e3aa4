// Spades at the table: the View in the table's shapes and words (rules.md §3).
import { rules, partnerOf, type Bid, type View } from '../../../../machines/spades/rules/index.ts';
import { spadesMachine } from '../../../../machines/spades/spades.machine.ts';
import type { RecordAction } from '../../../../machines/core/record.ts';
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

type Completed = NonNullable<View['lastTrick']>;

export function bidText(bid: Bid | null): string {
  if (bid === null) return '';
  if (bid === 'nil') return t('bid.nil');
  if (bid === 'blind-nil') return t('bid.blindNil');
  return i18n.num(bid);
}

/** "You & Kari", "Ola & Liv", or one name in cutthroat. */
export function sideName(v: Pick<View, 'sides'>, side: number, names: readonly string[]): string {
  const seats = v.sides[side] ?? [];
  if (seats.length === 1) return names[seats[0]] ?? '';
  if (seats.includes(0)) return t('side.you', { partner: names[seats.find((s) => s !== 0) ?? 0] ?? '' });
  return t('side.pair', { a: names[seats[0]] ?? '', b: names[seats[1]] ?? '' });
}

/** A led joker leads spades (SPD-10.3). */
function trickInfo(tr: Completed): TrickInfo {
  const led = tr.plays[0]?.card;
  return trickInfoOf(tr, led === 'BJ' || led === 'LJ' ? 'S' : (led?.[1] ?? ''));
}

export const spades: GameAdapter<View> = {
  id: 'spades',
  rules,
  machine: spadesMachine,
  // SpadesPanel: digits bid that number (two digits within a moment for 10 and more), N bids Nil.
  keys: [
    ['1 … 9', 'help.keyBid'],
    ['N', 'help.keyNil'],
  ],

  title: (v) => `${t('game.spades')} · ${t(`format.${v.options.players}` as MessageKey)}`,
  selecting: (v) => v.phase === 'passing' && v.passStep?.from === v.seat,
  play: (seat, card) => ({ type: 'play', seat, card }),

  model(v, names): TableModel {
    const inDeal = v.phase === 'bidding' || v.phase === 'passing' || v.phase === 'playing';
    const seats: SeatInfo[] = names.map((name, seat) => {
      const tags: string[] = [];
      const bid = v.bids[seat];
      if (inDeal || v.phase === 'awaitingDeal') {
        if (bid !== null && bid !== undefined)
          tags.push(
            typeof bid === 'number' ? t(v.hints[seat] ? 'tag.hint' : 'tag.bid', { bid: bidText(bid) }) : bidText(bid),
          );
        else if (v.phase === 'bidding') tags.push(t('tag.noBidYet'));
      }
      if (v.phase === 'bidding' && !v.looked[seat]) tags.push(t('tag.faceDown'));
      return {
        seat,
        name,
        isYou: seat === v.seat,
        cards: v.handCounts[seat] ?? 0,
        tricks: v.tricksWon[seat] ?? 0,
        isDealer: seat === v.dealer && (inDeal || v.results.length > 0),
        isTurn: seat === v.turn,
        isPartner: seat === v.partner,
        tags,
        looked: v.looked[seat],
      };
    });
    const hand = v.results.length + (inDeal ? 1 : 0);
    const strip: StripItem[] = [];
    if (hand > 0) strip.push({ label: tg('spades', 'strip.deal'), value: i18n.num(hand) });
    strip.push({
      label: t('strip.trump'),
      value: `${i18n.suit('S')} · ${t(v.spadesBroken ? 'strip.broken' : 'strip.notBroken')}`,
      suit: 'S',
    });
    strip.push({ label: t('strip.target'), value: i18n.num(v.options.target) });
    const board = v.sides.map((seats, side) => {
      const lines: string[] = [];
      if (v.phase === 'passing' || v.phase === 'playing')
        lines.push(
          t('board.contract', {
            taken: seats.reduce((n, s) => n + (v.tricksWon[s] ?? 0), 0),
            contract: v.contracts[side] ?? 0,
          }),
        );
      lines.push(t('board.score', { n: v.totals[side] ?? 0 }));
      if (v.options.bags !== 'off') lines.push(t('tag.bags', { n: v.bagCounters[side] ?? 0 }));
      return { name: sideName(v, side, names), lines, yours: side === v.mySide };
    });
    return {
      seats,
      hand: v.hand,
      handCount: v.handCounts[v.seat] ?? 0,
      trick: v.trick,
      lastTrick: v.lastTrick ? trickInfo(v.lastTrick) : null,
      history: v.tricks.map(trickInfo),
      strip,
      board,
      pile: null,
      trump: 'S',
      turn: v.turn,
    };
  },

  describe(a: RecordAction, v, names): Said | null {
    if ('bid' in a && v.hints[a.seat]) {
      // SPD-10.6: a first partner's number is only a suggestion to the partner, not the side's contract.
      const text = t(a.seat === v.seat ? 'event.hint.you' : 'event.hint', {
        name: names[a.seat] ?? '',
        bid: bidText(a.bid as Bid),
      });
      return { short: text, full: text };
    }
    if ('bid' in a && typeof a.bid === 'string') {
      const text = t(a.seat === 0 ? 'event.bid.you' : 'event.bid', {
        name: names[a.seat] ?? '',
        bid: bidText(a.bid as Bid),
      });
      return { short: text, full: text };
    }
    if (!('pass' in a)) return null;
    const partner = partnerOf(v.options, a.seat);
    // The blind nil's exchange (SPD-5.6 (d)): you pass, your partner passes to you, or two others pass.
    const key = a.seat === v.seat ? 'event.pass.you' : partner === v.seat ? 'event.pass.toYou' : 'event.pass';
    const text = t(key, {
      name: names[a.seat] ?? '',
      n: a.pass.length,
      partner: partner === null ? '' : (names[partner] ?? ''),
    });
    return { short: text, full: text };
  },

  dealStart(v, names): Said {
    const n = v.results.length + 1;
    const text =
      v.dealer === v.seat
        ? tg('spades', 'event.dealStarts.you', { n })
        : tg('spades', 'event.dealStarts', { n, dealer: names[v.dealer] ?? '' });
    return { short: text, full: text };
  },

  scoreSheet(v, names): ScoreSheetModel {
    const columns = v.sides.map((_, side) => sideName(v, side, names));
    return {
      caption: t(v.options.bags === 'off' ? 'sheet.spadesNoBags' : 'sheet.spades', { target: v.options.target }),
      columns,
      rows: v.results.map((r, i) => ({
        label: t('sheet.handN', { n: i + 1 }),
        note: names.map((name, seat) => `${name} ${bidText(r.bids[seat] ?? null)}`).join(', '),
        cells: r.sides.map((s) =>
          v.options.bags === 'off'
            ? i18n.signed(s.points)
            : t('sheet.spadesCell', { points: i18n.signed(s.points), bags: s.bagsAfter }),
        ),
      })),
      totals: [t('sheet.total'), ...v.totals.map((x) => i18n.num(x))],
      // SPD-9.2 / SPD-9.3 first; a made moon that wins (SPD-S9) and the losing score (SPD-S13, SPD-9.4) when set.
      notes: [
        t('sheet.spadesEnd', { target: v.options.target }),
        ...(v.options.moon === 'win' ? [t('sheet.spadesMoonWins')] : []),
        ...(v.options.losingScore !== null ? [t('sheet.spadesLosing', { score: v.options.losingScore })] : []),
      ],
    };
  },

  dealSummary(v, names): DealSummaryModel | null {
    const r = v.results[v.results.length - 1];
    if (!r) return null;
    const lines = r.sides.flatMap((s, side) => {
      const who = sideName(v, side, names);
      const out = s.lines.map((l) => {
        const params: Record<string, string | number> = { ...l.params };
        if (typeof l.params.seat === 'number') params.who = names[l.params.seat] ?? '';
        return {
          who,
          text: t(`line.spades.${l.key}` as MessageKey, params),
          points: i18n.signed(l.points),
          rule: l.rule,
        };
      });
      if (v.options.bags !== 'off')
        out.push({ who, text: t('line.spades.bagsNow', { n: s.bagsAfter }), points: '', rule: 'SPD-8.5' });
      return out;
    });
    const winners = i18n.names(v.winners.map((side) => sideName(v, side, names)));
    return {
      title: t('summary.spadesTitle', { n: v.results.length }),
      lines,
      totals: v.totals.map((x, side) => ({
        who: sideName(v, side, names),
        total: t('summary.ofTarget', { n: x, target: v.options.target }),
      })),
      note: v.phase === 'gameOver' ? t('summary.gameWon', { names: winners }) : undefined,
    };
  },

  ranking(v, names): Ranked[] {
    return v.totals
      .map((total, side) => ({
        place: 1 + v.totals.filter((x) => x > total).length,
        name: sideName(v, side, names),
        total: i18n.num(total),
        winner: v.winners.includes(side),
      }))
      .sort((a, b) => a.place - b.place);
  },
};
