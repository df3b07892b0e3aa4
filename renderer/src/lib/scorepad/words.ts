// The pad's numbers in words: each score line with its rule id, the refusals of a
// line, the reminders for the next deal. The rules cores give keys and params; this only words them.
import type { Refusal } from '../../../../machines/core/contract.ts';
import { padRules } from '../../../../machines/scorepad/pad.ts';
import type { Pad, PadEvaluation, PadNext, PadScoreLine } from '../../../../machines/scorepad/types.ts';
import { facesOf } from '../../games/index.ts';
import { i18n, t, tg } from '../../i18n/i18n.svelte.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { refusalForm } from '../refusal-words.ts';

/** The columns' names: a player, or a side of partners («Ann og Cy», "Ann & Cy"). */
export function columnNames(pad: Pad, ev: PadEvaluation): string[] {
  return ev.columns.map((seats) => i18n.names(seats.map((s) => pad.names[s] ?? '')));
}

/** One score line in words, as the deal summary says it (line.* keys): the game's face words it. */
export function lineText(pad: Pad, l: PadScoreLine): string {
  return facesOf(pad.game).pad.line(l, pad.names);
}

/** "Deal 5" or "Hand 5": what the game calls one deal. */
export function dealLabel(pad: Pad, n: number): string {
  return t(padRules(pad.game).dealIs === 'hand' ? 'pad.handN' : 'pad.dealN', { n });
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
  const out = [dealLabel(pad, next.deal), t('pad.deals', { name: pad.names[next.dealer] })];
  // A round past the last is played only to break a tie at the top.
  if (next.round !== undefined) out.push(t(next.tieGoesOn ? 'pad.tieBreak' : 'pad.round', { n: next.round }));
  if (next.trump) out.push(t('pad.trump', { suit: i18n.suit(next.trump) }));
  const first = facesOf(pad.game).pad.first;
  if (first) out.push(t(first, { name: pad.names[next.order[0]] }));
  return out;
}

export function signed(n: number): string {
  return i18n.signed(n);
}
