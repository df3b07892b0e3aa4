// What the coach keeps (storage concern `coach`): per game the learner model, the drill
// positions, the deals already observed and the per-hand statistics; and whether the coach is on. A value that
// does not have this shape is not read (the caller sets it aside and reports it; nothing is dropped silently).
import type { DrillPosition } from './drills.ts';
import { EMPTY_MODEL, type LearnerModel, MISTAKE_KINDS, type SkillRecord } from './model.ts';

/** Version 2: a drill keeps its decision's position and judgement; the recent window counts the play check's findings. */
export const COACH_VERSION = 2;
/** Deal keys remembered, so that a summary shown again after a reload is not counted twice. */
export const SEEN = 60;
/** Hands kept per game for the statistics (the recent chart reads the last 30): with the drills (drills.ts KEEP)
 *  the bound that keeps a heavy player's file under half the store's limit (machines/coach-size.test.ts). */
export const HANDS = 200;

/** One hand's figures: each game's own (contracts made, nils, bags, quotas hit, over four …). */
export interface HandStat {
  readonly at: number;
  /** Your points in the hand. */
  readonly points: number;
  readonly figures: Readonly<Record<string, number>>;
  /** Hints and undos used during the game so far: an assisted hand is left out of "best" figures. */
  readonly hints: number;
  readonly undos: number;
  /** The deal's key (core/coach/update.ts dealKey): a hand shown again after a reload is not counted twice. */
  readonly key?: string;
}

export interface GameCoach {
  readonly model: LearnerModel;
  readonly drills: readonly DrillPosition[];
  readonly seen: readonly string[];
  readonly hands: readonly HandStat[];
  /**
   * Hints shown in the game on the table so far: its first deal's key and the count. Kept with the rest, so a
   * hint taken before a reload mid-deal is still counted when the hand is scored (absent: none yet).
   */
  readonly hinted?: { readonly game: string; readonly n: number };
  /**
   * The last deal's suggestion ("Practise this"): the deal's key and the skill. Kept with the rest, so the deal
   * summary or the game-over screen shown again after a reload offers what it offered before (absent: none).
   */
  readonly offered?: { readonly deal: string; readonly skill: string };
}

export interface CoachData {
  readonly version: typeof COACH_VERSION;
  readonly off: boolean;
  readonly games: Readonly<Record<string, GameCoach>>;
}

export const NO_COACH: CoachData = { version: COACH_VERSION, off: false, games: {} };
export const EMPTY_GAME: GameCoach = { model: EMPTY_MODEL, drills: [], seen: [], hands: [] };

export const gameCoach = (d: CoachData, game: string): GameCoach => d.games[game] ?? EMPTY_GAME;
export const withGame = (d: CoachData, game: string, g: GameCoach): CoachData => ({
  ...d,
  games: { ...d.games, [game]: g },
});

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNums = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNum);

function isSkillRecord(v: unknown): v is SkillRecord {
  if (!isObj(v) || !isNum(v.chances) || !isNum(v.lastSeen) || !isNums(v.recent) || !isObj(v.mistakes)) return false;
  const m = v.mistakes;
  return (
    MISTAKE_KINDS.every((k) => isNum(m[k])) &&
    Array.isArray(v.trend) &&
    v.trend.every((t) => isNums(t) && t.length === 2)
  );
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function isJudgement(v: unknown): boolean {
  if (!isObj(v) || !isStrings(v.right) || typeof v.better !== 'string' || !isObj(v.reason)) return false;
  return typeof v.reason.category === 'string' && typeof v.reason.key === 'string' && isObj(v.reason.params);
}

function isDrill(v: unknown): v is DrillPosition {
  if (!isObj(v)) return false;
  return (
    typeof v.id === 'string' &&
    typeof v.skill === 'string' &&
    isNum(v.seat) &&
    isObj(v.view) &&
    isStrings(v.cards) &&
    (v.exchange === undefined || (isObj(v.exchange) && isNum(v.exchange.limit))) &&
    (v.refused === undefined || Array.isArray(v.refused)) &&
    (v.names === undefined || isStrings(v.names)) &&
    typeof v.played === 'string' &&
    (v.judgement === undefined || isJudgement(v.judgement)) &&
    (v.source === 'own' || v.source === 'example') &&
    isNum(v.box) &&
    isNum(v.due) &&
    isNum(v.added)
  );
}

const isHand = (v: unknown): v is HandStat =>
  isObj(v) &&
  isNum(v.at) &&
  isNum(v.points) &&
  isNum(v.hints) &&
  isNum(v.undos) &&
  isObj(v.figures) &&
  Object.values(v.figures).every(isNum);

function isGame(v: unknown): v is GameCoach {
  if (!isObj(v) || !isObj(v.model) || !isNum(v.model.deals) || !isObj(v.model.skills)) return false;
  return (
    Object.values(v.model.skills).every(isSkillRecord) &&
    Array.isArray(v.drills) &&
    v.drills.every(isDrill) &&
    Array.isArray(v.seen) &&
    v.seen.every((s) => typeof s === 'string') &&
    Array.isArray(v.hands) &&
    v.hands.every(isHand) &&
    (v.hinted === undefined || (isObj(v.hinted) && typeof v.hinted.game === 'string' && isNum(v.hinted.n))) &&
    (v.offered === undefined ||
      (isObj(v.offered) && typeof v.offered.deal === 'string' && typeof v.offered.skill === 'string'))
  );
}

/** The stored value as coach data; null for anything else (damaged, or a newer version). Nothing stored = none yet. */
export function parseCoachData(v: unknown): CoachData | null {
  if (v === null || v === undefined) return NO_COACH;
  if (!isObj(v) || v.version !== COACH_VERSION || typeof v.off !== 'boolean' || !isObj(v.games)) return null;
  return Object.values(v.games).every(isGame) ? (v as unknown as CoachData) : null;
}

/**
 * Version 1's data in this version: the switch, the deals seen and the hands' statistics are kept; the counts and
 * the drills start afresh (version 1's counts hold hints taken among the mistakes, its drills no judgement), and
 * the player is told.
 * Null for anything that is not version 1's envelope.
 */
export function migratedCoachData(v: unknown): CoachData | null {
  if (!isObj(v) || v.version !== 1 || typeof v.off !== 'boolean' || !isObj(v.games)) return null;
  const games: Record<string, GameCoach> = {};
  for (const [id, g] of Object.entries(v.games)) {
    if (!isObj(g)) return null;
    const hands = Array.isArray(g.hands) ? g.hands.filter(isHand).slice(-HANDS) : [];
    const seen = isStrings(g.seen) ? g.seen.slice(-SEEN) : [];
    games[id] = { ...EMPTY_GAME, seen, hands };
  }
  return { version: COACH_VERSION, off: v.off, games };
}
