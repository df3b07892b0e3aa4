// A refused action in words (the engine's rule id and reason, said as a player would read it): the game's own
// wording first, then the shared one, then the engine's plain message. Seat numbers, cards and suits in the
// refusal's parameters become names and words.
import type { Refusal } from '../../../machines/core/contract.ts';
import { i18n, t } from '../i18n/i18n.svelte.ts';
import type { MessageKey } from '../i18n/en.ts';
import { personKey } from '../i18n/person.ts';

const SEAT_KEYS = ['seat', 'turn', 'taker', 'dealer', 'partner', 'leader', 'winner', 'bidder'];

/** `names[seat]` as the table shows them (seat 0 is you). */
export function refusalText(game: string, r: Refusal, names: readonly string[]): string {
  const key = `refusal.${game}.${r.key}`;
  const generic = `refusal.${r.key}`;
  const params = refusalParams(r.params ?? {}, names);
  const you = SEAT_KEYS.some((k) => r.params?.[k] === 0);
  const say = (k: MessageKey) => {
    const { key: own, params: extra } = refusalForm(k, r.params ?? {});
    return t(personKey(own, you ? 'you' : 'one'), { ...params, ...extra });
  };
  if (i18n.has(key)) return say(key);
  if (i18n.has(generic)) return say(generic);
  return r.message;
}

/**
 * A refusal's form for its numbers: a Blind Nil refused because the side is not far enough behind says how far
 * ahead or level it is, never "−60 behind".
 */
export function refusalForm(
  key: MessageKey,
  p: Readonly<Record<string, string | number | boolean>>,
): { key: MessageKey; params: Record<string, number> } {
  const behind = p.behind;
  if (typeof behind !== 'number' || behind > 0) return { key, params: {} };
  const own = `${key}.${behind < 0 ? 'ahead' : 'level'}`;
  return i18n.has(own) ? { key: own, params: { ahead: -behind } } : { key, params: {} };
}

function refusalParams(
  p: Readonly<Record<string, string | number | boolean>>,
  names: readonly string[],
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = { ...p };
  for (const [k, v] of Object.entries(p)) {
    if (SEAT_KEYS.includes(k) && typeof v === 'number') out[k] = v === 0 ? t('seat.you') : (names[v] ?? String(v));
    else if ((k === 'card' || k.endsWith('Card')) && typeof v === 'string') out[k] = i18n.cardInText(v);
    else if ((k === 'suit' || k === 'led' || k === 'trump') && typeof v === 'string' && v.length === 1)
      out[k] = i18n.suit(v);
    else if (k === 'role' && typeof v === 'string' && i18n.has(`role.${v}`)) out[k] = t(`role.${v}` as MessageKey);
  }
  return out;
}
