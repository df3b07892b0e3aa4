// The coach's state in the app: the learner data from the storage concern `coach`, what
// a finished deal teaches it, the drill sets, and the suggestions. After the Svelte REPL's Workspace.svelte.ts
// (house-style §5): private $state.raw fields, getters, named methods that reassign. Data that cannot be read
// is set aside by the store's one path and reported; the coach then starts afresh.
import type { CostlyPlay } from '../../../../machines/core/search/check-kit.ts';
import {
  type CoachData,
  type GameCoach,
  NO_COACH,
  gameCoach,
  parseCoachData,
  withGame,
} from '../../../../machines/core/coach/data.ts';
import { decisionsOf, type FoundMistake } from '../../../../machines/core/coach/decisions.ts';
import {
  type DrillPosition,
  added,
  answered,
  dueCount,
  pickDrills,
  SET_SIZE,
} from '../../../../machines/core/coach/drills.ts';
import { isDue } from '../../../../machines/core/coach/leitner.ts';
import { type Standing, standings, weakSkills } from '../../../../machines/core/coach/weak.ts';
import { afterDeal, afterSlip, dealKey, type Slip } from '../../../../machines/core/coach/update.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { type GameId, engines } from '../../../../machines/games.ts';
import type { Persistence } from '../persistence.ts';
import { coachOf, examplesOf } from './games.ts';
import { handStat } from '../stats/hands.ts';
import { HANDS } from '../../../../machines/core/coach/data.ts';

const YOU = 0;

export interface DrillSet {
  readonly game: GameId;
  readonly positions: readonly DrillPosition[];
}

export class CoachState {
  #data = $state.raw<CoachData>(NO_COACH);
  #offers = $state.raw<Readonly<Record<string, string>>>({});
  #store: Persistence | null = null;
  #warn: (error: string) => void = () => {};
  /** The clock (tests and the browser flow pass their own). */
  now: () => number = () => Date.now();

  get on(): boolean {
    return !this.#data.off;
  }
  game(game: GameId): GameCoach {
    return gameCoach(this.#data, game);
  }
  standings(game: GameId): Standing[] {
    return standings(this.game(game).model);
  }
  weak(game: GameId): string[] {
    return weakSkills(this.game(game).model);
  }
  /** Positions from your games due now, over every game. */
  get due(): number {
    return Object.values(this.#data.games).reduce(
      (n, g) =>
        n +
        dueCount(
          g.drills.filter((p) => p.source === 'own'),
          this.now(),
        ),
      0,
    );
  }
  dueIn(game: GameId): number {
    return dueCount(this.game(game).drills, this.now());
  }
  /** The skill this deal suggests practising (at most one per deal), or null. */
  offerFor(record: GameRecord, deal: number): string | null {
    if (!this.on) return null;
    const key = dealKey(record, deal);
    const kept = record.game in engines ? this.game(record.game as GameId).offered : undefined;
    return this.#offers[key] ?? (kept?.deal === key ? kept.skill : null);
  }

  async load(store: Persistence, warn: (error: string) => void): Promise<void> {
    this.#store = store;
    this.#warn = warn;
    let r = await store.coach.load();
    if (!r.ok) return warn(r.error);
    let d = parseCoachData(r.value);
    if (d === null) {
      r = await store.coach.setAside();
      d = r.ok ? parseCoachData(r.value) : null;
      warn('coach');
    }
    this.#data = d ?? NO_COACH;
  }

  async setOn(on: boolean): Promise<void> {
    await this.#save({ ...this.#data, off: !on });
  }

  /**
   * A finished deal and its play check: the deal's decisions and mistakes into the model and the drills;
   * `exchange`: a costly exchange found by the exchange judge, if any.
   */
  async observeDeal(
    game: GameId,
    record: GameRecord,
    deal: number,
    plays: readonly CostlyPlay[],
    exchange: readonly FoundMistake[] = [],
  ): Promise<string | null> {
    if (!this.on) return null;
    const rules = engines[game];
    const d = record.deals[deal];
    const start = replayState(rules, { ...record, deals: [...record.deals.slice(0, deal), { ...d, actions: [] }] });
    const actions = d.actions.map((a) => rules.actionFromRecord(a));
    const decisions = decisionsOf(coachOf(game) as never, start as never, actions as never, YOU);
    const found = [
      ...exchange,
      ...plays.map((p) => ({ action: p.action, category: p.reason?.category, played: p.card, better: p.better })),
    ];
    const up = afterDeal(
      this.game(game),
      coachOf(game).skills,
      { record, deal, seat: YOU, decisions, found },
      this.now(),
    );
    const key = dealKey(record, deal);
    if (up.offer) this.#offers = { ...this.#offers, [key]: up.offer };
    await this.#save(
      withGame(this.#data, game, up.offer ? { ...up.coach, offered: { deal: key, skill: up.offer } } : up.coach),
    );
    return up.offer;
  }

  /** A refused card, a lesson mistake or a hint taken: a mistake in the skill it names. */
  async slip(game: GameId, s: Slip, record?: GameRecord): Promise<void> {
    const g = this.game(game);
    const hinted = s.kind === 'hint' && record ? { ...g, hinted: hintShown(g, record) } : g;
    const next = this.on ? afterSlip(hinted, coachOf(game).skills, s, this.now()) : hinted;
    if (next !== g) await this.#save(withGame(this.#data, game, next));
  }

  /**
   * A finished hand's figures (item 6), from your view's deal results (the rules core's score lines), with the
   * hints and undos used in the game so far. Kept whether the coach is on or off; a hand already kept is not
   * kept twice.
   */
  async hand(game: GameId, view: unknown, record: GameRecord, deal: number, undos: number): Promise<void> {
    const gameKey = dealKey(record, 0);
    const key = `${gameKey}#${deal}`;
    const g = this.game(game);
    if (g.hands.some((h) => h.key === key)) return;
    const earlier = g.hands.filter((h) => h.key?.startsWith(`${gameKey}#`)).reduce((n, h) => Math.max(n, h.hints), 0);
    const hints = Math.max(earlier, g.hinted?.game === gameKey ? g.hinted.n : 0);
    const h = handStat(game, view, deal, { hints, undos }, this.now(), key);
    if (h) await this.#save(withGame(this.#data, game, { ...g, hands: [...g.hands, h].slice(-HANDS) }));
  }

  /** You took a hint in this game (its hands say so): the finished-games list marks it as practice. */
  hintedIn(record: GameRecord): boolean {
    if (!record.deals?.length || !(record.game in engines)) return false;
    const prefix = `${dealKey(record, 0)}#`;
    return this.game(record.game as GameId).hands.some((h) => h.hints > 0 && h.key?.startsWith(prefix));
  }

  /** Five due positions mixed across the weak skills (`skill`: only that one); built-in examples when none. */
  drillSet(game: GameId, skill?: string): DrillSet {
    const g = this.game(game);
    const now = this.now();
    const own = pickDrills(g.drills, this.weak(game), now, SET_SIZE, skill);
    if (own.length > 0) return { game, positions: own };
    const ex = examplesOf(game).filter((e) => skill === undefined || e.skill === skill);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local lookup, not state
    const known = new Map(g.drills.map((p) => [p.id, p]));
    const list = ex.map((e) => known.get(e.id) ?? { ...e, box: 1, due: now, added: now });
    return { game, positions: list.filter((p) => isDue(p, now)).slice(0, SET_SIZE) };
  }

  /** An answered position moves box (examples are kept once answered, so they return on the same schedule). */
  async answer(game: GameId, p: DrillPosition, solved: boolean): Promise<void> {
    const g = this.game(game);
    const now = this.now();
    const list = g.drills.some((x) => x.id === p.id) ? g.drills : added(g.drills, p, now);
    await this.#save(withGame(this.#data, game, { ...g, drills: answered(list, p.id, solved, now) }));
  }

  async #save(d: CoachData): Promise<void> {
    this.#data = d;
    const r = await this.#store?.coach.save(d);
    if (r && !r.ok) this.#warn(r.error);
  }
}

/** The hints shown in the game on the table, one more (a hint in another game starts the count afresh). */
function hintShown(g: GameCoach, record: GameRecord): { game: string; n: number } {
  const key = record.deals.length ? dealKey(record, 0) : '';
  return { game: key, n: (g.hinted?.game === key ? g.hinted.n : 0) + 1 };
}

export const coach = new CoachState();
