// What this version reads from storage, per kind: the parsers the app's loads hand to the one path
// (data-notices.ts) — a value they refuse is set aside, never read as something else and overwritten. The
// corruption sweep (scripts/corruption-sweep.ts) uses the same ones.
import { defaultSettings, parseSettings, type Settings } from './settings.ts';

export { parseProgress } from '../../../machines/tutor/progress.ts';
export { parseStats } from './stats/totals.ts';

/** Settings as stored by this version: a known field with a value it does not know makes them unknown. */
export function strictSettings(raw: unknown): Settings | null {
  const s = parseSettings(raw);
  const r = raw as Record<string, unknown>;
  const known = ([k, v]: [string, unknown]) =>
    !(k in r) || r[k] === v || (r[k] === null && v === defaultSettings[k as keyof Settings]);
  return typeof raw === 'object' && raw !== null && Object.entries(s).every(known) ? s : null;
}
