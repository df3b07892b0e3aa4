// The coach's state in the app: the learner data from the storage concern `coach`, the
// play check of each deal the table scores (asked once, when the deal is scored, whatever screen follows; the
// summary shows the same answer) and what it teaches the coach (machines/core/coach/flow.ts), the drill sets and
// the drills' verdicts, and the suggestions. After the Svelte REPL's Workspace.svelte.ts (house-style §5): private
// $state.raw fields, getters, named methods that reassign. Data that cannot be read takes the one path of every
// kind of data (data-notices.ts loadUsable: set aside, reported with its file name, the last good copy used).
import {
  type CoachData,
  type GameCoach,
  NO_COACH,
  gameCoach,
  migratedCoachData,
  parseCoachData,
  withGame,
} from '../../../../machines/core/coach/data.ts';
import { type DrillPosition, pickDrills, SET_SIZE } from '../../../../machines/core/coach/drills.ts';
import {
  type DrillVerdict,
  answerDrill,
  foundOf,
  judgementOf,
  observeDeal,
} from '../../../../machines/core/coach/flow.ts';
import { choiceKey } from '../../../../machines/core/search/judge.ts';
import { isDue } from '../../../../machines/core/coach/leitner.ts';
import { type Standing, standings, weakSkills } from '../../../../machines/core/coach/weak.ts';
import { afterSlip, dealKey, type Slip } from '../../../../machines/core/coach/update.ts';
import type { DealCheck } from '../../../../machines/core/search/check-kit.ts';
import type { Hint } from '../../../../machines/core/search/hint-kit.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import { type GameId, engines, gameOf } from '../../../../machines/games.ts';
import { loadUsable } from '../storage/data-notices.ts';
import type { Persistence } from '../storage/persistence.ts';
import { helpSearch } from '../search/client.ts';
import { coachOf, examplesOf } from './games.ts';
import { handStat } from '../stats/hands.ts';
import { HANDS } from '../../../../machines/core/coach/data.ts';

const YOU = 0;

export interface DrillSet {
  readonly game: GameId;
  readonly positions: readonly DrillPosition[];
  /** The built-in examples: no position of yours is due (in this skill, when one was asked). */
  readonly examples: boolean;
}

/** Whether the play check searches this game's table (the bundle says: six-player Spades has two copies of each card). */
export const checked = (game: GameId, record: GameRecord): boolean => gameOf(game).checks(record.options ?? {});

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
  /** Costly mistakes the play check has found in one skill, all time. */
  mistakesIn(game: GameId, skill: string): number {
    return this.game(game).model.skills[skill]?.mistakes.costly ?? 0;
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
    let migrated = false;
    const r = await loadUsable('coach', store.coach, (raw) => {
      const d = parseCoachData(raw);
      if (d) return d;
      const m = migratedCoachData(raw);
      migrated = m !== null;
      return m;
    });
    this.#data = r.ok ? (r.value ?? NO_COACH) : NO_COACH;
    if (migrated) {
      warn('migrated');
      await this.#save(this.#data);
    }
  }

  async setOn(on: boolean): Promise<void> {
    await this.#save({ ...this.#data, off: !on });
  }

  /** A finished deal and its play check into the coach (flow.ts): the skill to suggest practising, or null. */
  async observeDeal(game: GameId, record: GameRecord, deal: number, check: DealCheck): Promise<string | null> {
    if (!this.on) return null;
    const rules = engines[game];
    const d = record.deals[deal];
    const start = replayState(rules, { ...record, deals: [...record.deals.slice(0, deal), { ...d, actions: [] }] });
    const actions = d.actions.map((a) => rules.actionFromRecord(a));
    const key = dealKey(record, deal);
    const input = { key, start, actions, seat: YOU, names: record.players, found: foundOf(check) };
    const up = observeDeal(this.game(game), coachOf(game), input, this.now());
    if (up.coach === this.game(game)) return null;
    if (up.offer) this.#offers = { ...this.#offers, [key]: up.offer };
    await this.#save(
      withGame(this.#data, game, up.offer ? { ...up.coach, offered: { deal: key, skill: up.offer } } : up.coach),
    );
    return up.offer;
  }

  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- answers kept for the summary, not shown state
  #checks = new Map<string, Promise<DealCheck>>();

  /**
   * The play check of deal `deal` of the record (finished): asked of the search worker once per deal, and once it
   * answers, observed by the coach — whatever screen is open by then. The deal summary shows the same answer.
   */
  checkOf(game: GameId, record: GameRecord, deal: number): Promise<DealCheck> {
    const key = `${game}|${record.players?.join(',') ?? ''}|${dealKey(record, deal)}`;
    const known = this.#checks.get(key);
    if (known) return known;
    const asked = helpSearch.request({ kind: 'check', game, record, deal, seat: YOU });
    this.#checks.set(key, asked);
    if (this.#checks.size > 24) this.#checks.delete(this.#checks.keys().next().value as string);
    asked.then(
      (check) => void this.observeDeal(game, record, deal, check),
      () => this.#checks.delete(key),
    );
    return asked;
  }

  /** The table's rules core has scored deal `deal`: its play check starts now (the coach learns it from there). */
  dealScored(game: GameId, record: GameRecord, deal: number): void {
    if (checked(game, record)) void this.checkOf(game, record, deal).catch(() => {});
  }

  /** A refused card, a lesson mistake or a hint taken: a mistake in the skill it names. */
  async slip(game: GameId, s: Slip, record?: GameRecord): Promise<void> {
    const g = this.game(game);
    const hinted = s.kind === 'hint' && record ? { ...g, hinted: hintShown(g, record) } : g;
    const next = this.on ? afterSlip(hinted, coachOf(game).skills, s, this.now()) : hinted;
    if (next !== g) await this.#save(withGame(this.#data, game, next));
  }

  /**
   * A finished hand's figures, from your view's deal results (the rules core's score lines), with the
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
    if (own.length > 0) return { game, positions: own, examples: false };
    const ex = examplesOf(game).filter((e) => skill === undefined || e.skill === skill);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local lookup, not state
    const known = new Map(g.drills.map((p) => [p.id, p]));
    const list = ex.map((e) => known.get(e.id) ?? { ...e, box: 1, due: now, added: now });
    return { game, positions: list.filter((p) => isDue(p, now)).slice(0, SET_SIZE), examples: true };
  }

  /** Own positions due now in one game that Practise offers (at most a set). */
  offeredIn(game: GameId): number {
    return this.on ? pickDrills(this.game(game).drills, this.weak(game), this.now(), SET_SIZE).length : 0;
  }

  /**
   * An answer to a drill position (a card, or an exchange's discards): judged against the judgement the play check
   * made of it (flow.ts) — a built-in example by the same judge, asked now — and scheduled.
   */
  async answer(game: GameId, p: DrillPosition, choice: readonly string[] | string): Promise<DrillVerdict | null> {
    const key = typeof choice === 'string' ? choice : choiceKey({ discards: choice });
    let judgement = p.judgement;
    if (!judgement) {
      const legal = (p as { legal?: readonly unknown[] }).legal;
      if (!legal) return null;
      const hint = await helpSearch.request({ kind: 'hint', game, view: p.view, legal });
      judgement = judgementOf(hint as Hint<unknown>);
    }
    const up = answerDrill(this.game(game), p, key, this.now(), judgement);
    if (!up) return null;
    await this.#save(withGame(this.#data, game, up.coach));
    return up.verdict;
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
