// The player's settings: plain data, validated field by field so that an old or
// hand-edited file never stops the app; anything unknown falls back to its default.
import { LOCALES, type Locale } from '../i18n/locale.ts';

export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export type CardSize = (typeof CARD_SIZES)[number];
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export interface Settings {
  /** null = follow the system language. */
  readonly locale: Locale | null;
  readonly cardSize: CardSize;
  readonly fourColour: boolean;
  readonly speed: Speed;
  readonly sound: boolean;
}

export const defaultSettings: Settings = {
  locale: null,
  cardSize: 'medium',
  fourColour: false,
  speed: 'normal',
  sound: false,
};

/** Pauses the machines use, per speed (0 = instant). */
export const SPEED_MS: Record<Speed, { botMs: number; trickMs: number }> = {
  slow: { botMs: 1100, trickMs: 2600 },
  normal: { botMs: 650, trickMs: 1600 },
  fast: { botMs: 250, trickMs: 700 },
  instant: { botMs: 0, trickMs: 0 },
};

function oneOf<T extends string>(list: readonly T[], v: unknown, fallback: T): T {
  return typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback;
}

export function parseSettings(raw: unknown): Settings {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const d = defaultSettings;
  return {
    locale:
      typeof r.locale === 'string' && (LOCALES as readonly string[]).includes(r.locale)
        ? (r.locale as Locale)
        : d.locale,
    cardSize: oneOf(CARD_SIZES, r.cardSize, d.cardSize),
    fourColour: typeof r.fourColour === 'boolean' ? r.fourColour : d.fourColour,
    speed: oneOf(SPEEDS, r.speed, d.speed),
    sound: typeof r.sound === 'boolean' ? r.sound : d.sound,
  };
}
