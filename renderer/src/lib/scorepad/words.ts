// The pad's numbers in words: each score line with its rule id, the refusals of a
// line, the reminders for the next deal. The rules cores give keys and params; this only words them.
import type { Refusal } from '../../../../machines/core/contract.ts';
import { padRules } from '../../../../machines/scorepad/pad.ts';
import type { Pad, PadEvaluation, PadNext, PadScoreLine } from '../../../../machines/scorepad/types.ts';
import { i18n, t, tg } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { refusalForm } from '../refusal-words.ts';

/** The columns' names: a player, or a Spades side («Ann og Cy», "Ann & Cy"). */
export function columnNames(pad: Pad, ev: PadEvaluation): string[] {
  return ev.columns.map((seats) => i18n.names(seats.map((s) => pad.names[s] ?? '')));
}

/** One score line in words, as the deal summary says it (line.* keys). */
export function lineText(pad: Pad, l: PadScoreLine): string {
  const p = l.params;
  if (pad.game === 'spades') {
    const params: Record<string, string | number> = { ...p };
    if (typeof p.seat === 'number') params.who = pad.names[p.seat] ?? '';
    return t(`line.spades.${l.key}` as MessageKey, params);
  }
  const tricks = Number(p.tricks);
  if (pad.game === 'sproyte') {
    const nullo = l.rule === 'SPR-9.3';
    const diff = nullo ? 4 - tricks : tricks - 4;
    const signed = p.signed === 'true';
    const key =
      diff > 0
        ? nullo
          ? 'line.sproyte.under'
          : 'line.sproyte.over'
        : diff === 0 || !signed
          ? nullo
            ? 'line.sproyte.notUnder'
            : 'line.sproyte.notOver'
          : nullo
            ? 'line.sproyte.overNullo'
            : 'line.sproyte.short';
    return t(key as MessageKey, { tricks, n: Math.abs(diff) });
  }
  const quota = Number(p.quota);
  const diff = tricks - quota;
  const avoid = l.rule === 'TRB-10.2';
  const key =
    diff === 0
      ? 'line.tribello.exact'
      : avoid
        ? diff < 0
          ? 'line.tribello.avoidUnder'
          : 'line.tribello.avoidOver'
        : diff > 0
          ? 'line.tribello.over'
          : 'line.tribello.under';
  return t(key as MessageKey, { quota, tricks, n: Math.abs(diff) });
}

/** A refused line in the player's language: the pad's own keys, else the game's refusal words. */
export function refusalText(pad: Pad, r: Refusal): string {
  const p: Record<string, string | number | boolean> = { ...(r.params ?? {}) };
  const who = typeof p.seat === 'number' && p.seat >= 0 ? pad.names[p.seat] : null;
  if (typeof p.partner === 'number') p.partner = pad.names[p.partner] ?? '';
  const own = `pad.refuse.${r.key}`;
  const game = `refusal.${pad.game}.${r.key}`;
  const form = i18n.has(game) ? refusalForm(game as MessageKey, r.params ?? {}) : null;
  const text = i18n.has(own)
    ? tg(pad.game, own, { ...p, who: who ?? '' })
    : form
      ? t(form.key, { ...p, ...form.params })
      : r.message;
  return who && !i18n.has(own) ? `${who}: ${text}` : text;
}

/** "Deal 5 · round 2 · Bo deals" and the quotas or trump: what the table needs before the deal. */
export function reminder(pad: Pad, next: PadNext): string[] {
  const out = [
    t(padRules(pad.game).dealIs === 'hand' ? 'pad.handN' : 'pad.dealN', { n: next.deal }),
    t('pad.deals', { name: pad.names[next.dealer] }),
  ];
  if (next.round !== undefined) out.push(t(next.round > 4 ? 'pad.tieBreak' : 'pad.round', { n: next.round }));
  if (next.trump) out.push(t('pad.trump', { suit: i18n.suit(next.trump) }));
  if (pad.game === 'spades') out.push(t('pad.bidsFirst', { name: pad.names[next.order[0]] }));
  if (pad.game === 'sproyte') out.push(t('pad.forehand', { name: pad.names[next.order[0]] }));
  return out;
}

export function signed(n: number): string {
  return i18n.signed(n);
}
