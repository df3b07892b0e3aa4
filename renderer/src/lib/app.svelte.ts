// App-level state (house-style §5, after the Svelte REPL's Workspace.svelte.ts): private $state.raw
// fields, getters, and named methods that reassign. Screens read it; nothing else writes it.
import type { GameId } from '../../../machines/games.ts';
import { i18n } from '../i18n/i18n.svelte.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { Params } from '../i18n/format.ts';
import { createPersistence, type Persistence, type StoreResult } from './storage/persistence.ts';
import { systemLocale, type Locale } from '../i18n/locale.ts';
import { defaultSettings, type Settings } from './settings.ts';
import {
  finishedTable,
  parseSavedGame,
  startFromFinished,
  startFromSaved,
  type SavedGame,
  type TableStart,
} from './saved-game.ts';
import { GAMES, LEGACY_SLOT, recalledScreen, rememberScreen, slot, type Screen } from './screens.ts';
import { loadFinished, loadStats } from './archive.ts';
import { loadUsable, reportData, setDataReporter } from './storage/data-notices.ts';
import { onFallback } from './search/bot-turn.ts';
import { strictSettings } from './stored-shapes.ts';
import { coach } from './coach/coach.svelte.ts';
import { NO_PROGRESS, parseProgress, type LessonProgress, type Progress } from '../../../machines/tutor/progress.ts';

export type { Screen };

export interface Notice {
  readonly key: MessageKey;
  readonly params?: Params;
  /** The words for {what} in the sentence, by key (stored data). */
  readonly what?: MessageKey;
  readonly tone: 'info' | 'warning';
}

export class AppState {
  #screen = $state.raw<Screen>({ name: 'home' });
  #settings = $state.raw<Settings>(defaultSettings);
  #saved = $state.raw<Readonly<Partial<Record<GameId, SavedGame>>>>({});
  #notices = $state.raw<readonly Notice[]>([]);
  #reducedMotion = $state.raw(false);
  #ready = $state.raw(false);
  #progress = $state.raw<Progress>(NO_PROGRESS);
  readonly #store: Persistence;
  readonly #systemLocale: Locale;

  constructor(
    store: Persistence = createPersistence(),
    languages: readonly string[] = globalThis.navigator?.languages ?? [],
  ) {
    this.#store = store;
    setDataReporter((n) => this.#notify(n));
    onFallback(() => this.#notify({ key: 'search.fallback', tone: 'info' }));
    this.#systemLocale = systemLocale(languages.length ? languages : [globalThis.navigator?.language ?? 'en']);
    i18n.setLocale(this.#systemLocale);
    const mq = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (mq) {
      this.#reducedMotion = mq.matches;
      mq.addEventListener?.('change', (e) => (this.#reducedMotion = e.matches));
    }
  }

  get screen(): Screen {
    return this.#screen;
  }
  get settings(): Settings {
    return this.#settings;
  }
  /** The games in progress, one per kind, in the home screen's order. */
  get saved(): readonly SavedGame[] {
    return GAMES.flatMap((g) => this.#saved[g] ?? []);
  }
  get notices(): readonly Notice[] {
    return this.#notices;
  }
  get reducedMotion(): boolean {
    return this.#reducedMotion;
  }
  get ready(): boolean {
    return this.#ready;
  }
  /** Lesson progress. */
  get progress(): Progress {
    return this.#progress;
  }
  /** The persistence layer, for the finished games and the statistics (archive.ts). */
  get store(): Persistence {
    return this.#store;
  }
  get systemLocale(): Locale {
    return this.#systemLocale;
  }
  get locale(): Locale {
    return this.#settings.locale ?? this.#systemLocale;
  }

  async init(): Promise<void> {
    const s = await loadUsable('settings', this.#store.settings, strictSettings);
    if (s.ok && s.value !== null) this.#settings = s.value;
    i18n.setLocale(this.locale);
    await this.#loadSaved();
    await this.#loadProgress();
    await loadStats(this.#store);
    await coach.load(this.#store, (error) =>
      this.#notify(
        error === 'migrated'
          ? { key: 'coach.migrated', tone: 'info' }
          : { key: 'home.storageError', params: { error }, tone: 'warning' },
      ),
    );
    await this.#restoreScreen();
    this.#ready = true;
  }

  go(screen: Screen): void {
    this.#screen = screen;
    rememberScreen(screen);
  }

  /**
   * The table's game is over and kept as `id` in the archive: a reload comes back to its game-over screen
   *, unless the window has gone elsewhere meanwhile.
   */
  gameKept(start: TableStart, id: string): void {
    if (this.#screen.name === 'table' && this.#screen.start === start)
      rememberScreen(this.#screen, finishedTable(start, id));
  }

  /** After a reload: back to the screen it left; the table from its saved game, or its kept one once over. */
  async #restoreScreen(): Promise<void> {
    const s = recalledScreen();
    if (!s) return;
    if (s.name !== 'table') this.#screen = s;
    else if (s.over) {
      const kept = await loadFinished(this.#store, s.over.id);
      const start = kept?.game === s.game ? startFromFinished(kept, s.over) : null;
      if (start) this.#screen = { name: 'table', start };
    } else {
      const saved = this.#saved[s.game];
      if (saved) this.#screen = { name: 'table', start: startFromSaved(saved) };
    }
  }

  dismiss(notice: Notice): void {
    this.#notices = this.#notices.filter((n) => n !== notice);
  }

  async updateSettings(patch: Partial<Settings>): Promise<void> {
    this.#settings = { ...this.#settings, ...patch };
    i18n.setLocale(this.locale);
    const r = await this.#store.settings.save(this.#settings);
    if (!r.ok) this.#notify({ key: 'settings.saveFailed', params: { error: r.error }, tone: 'warning' });
  }

  /**
   * Save the game in progress of one kind (after every action); a finished game is removed instead.
   * Each game has its own slot, so starting Spades never throws away a Sprøyte game.
   * Writes go one at a time and only the newest waiting one per slot is written, so a slow disk never
   * reorders them.
   */
  saveGame(game: GameId, saved: SavedGame | null): Promise<void> {
    this.#saved = { ...this.#saved, [game]: saved ?? undefined };
    this.#pending.set(game, saved);
    this.#writing ??= this.#writeLoop().finally(() => (this.#writing = null));
    return this.#writing;
  }

  /** Resolves when every game save asked for so far is written (before the window closes). */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the write queue is not shown, so not reactive
  #pending = new Map<GameId, SavedGame | null>();
  #writing: Promise<void> | null = null;

  async #writeLoop(): Promise<void> {
    for (let next = this.#pending.entries().next(); !next.done; next = this.#pending.entries().next()) {
      const [game, saved] = next.value;
      this.#pending.delete(game);
      const r = saved ? await this.#store.games.save(slot(game), saved) : await this.#store.games.delete(slot(game));
      if (!r.ok) this.#notify({ key: 'home.storageError', params: { error: r.error }, tone: 'warning' });
    }
  }

  /** A save that could be read but not replayed: keep it under another name and say so. */
  async setAsideSaved(game: GameId): Promise<void> {
    const bad = this.#saved[game];
    this.#saved = { ...this.#saved, [game]: undefined };
    if (bad) await this.#setAside(slot(game), false);
  }

  /** Set aside where damaged data is kept, never as a game; `unknown`: its shape, not its moves. */
  async #setAside(key: string, unknown = true): Promise<void> {
    reportData('game', await this.#store.games.setAside(key), unknown);
  }

  /** A stored game of this version, or null; what is not is set aside by the one path (data-notices.ts). */
  #savedIn(id: string, game?: GameId): Promise<StoreResult<SavedGame>> {
    const entry = { load: () => this.#store.games.load(id), setAside: () => this.#store.games.setAside(id) };
    return loadUsable('game', entry, (raw) => {
      const saved = parseSavedGame(raw);
      return saved && (game ? saved.game === game : GAMES.includes(saved.game)) ? saved : null;
    });
  }

  async #loadSaved(): Promise<void> {
    const out: Partial<Record<GameId, SavedGame>> = {};
    for (const game of GAMES) {
      const r = await this.#savedIn(slot(game), game);
      if (r.ok && r.value) out[game] = r.value;
    }
    // A save in the single slot older versions kept for all games moves to its game's own slot.
    const legacy = await this.#savedIn(LEGACY_SLOT);
    if (legacy.ok && legacy.value !== null) {
      const saved = legacy.value;
      if (out[saved.game]) await this.#setAside(LEGACY_SLOT);
      else if ((await this.#store.games.save(slot(saved.game), saved)).ok) {
        out[saved.game] = saved;
        await this.#store.games.delete(LEGACY_SLOT);
      }
    }
    this.#saved = out;
  }

  /** Progress of one lesson changed (left at a step, finished, reset). */
  async setLessonProgress(id: string, p: LessonProgress | null): Promise<void> {
    const lessons = { ...this.#progress.lessons };
    if (p) lessons[id] = p;
    else delete lessons[id];
    await this.#saveProgress({ ...this.#progress, lessons });
  }

  /** The player said no to "take the first lesson?" for this game. */
  async declineLessons(game: GameId): Promise<void> {
    if (!this.#progress.declined.includes(game))
      await this.#saveProgress({ ...this.#progress, declined: [...this.#progress.declined, game] });
  }

  async #saveProgress(p: Progress): Promise<void> {
    this.#progress = p;
    const r = await this.#store.lessons.save(p);
    if (!r.ok) this.#notify({ key: 'home.storageError', params: { error: r.error }, tone: 'warning' });
  }

  /** Progress that cannot be read is set aside by the one path; the lessons start afresh. */
  async #loadProgress(): Promise<void> {
    const r = await loadUsable('lessons', this.#store.lessons, (raw) => parseProgress(raw));
    if (r.ok && r.value) this.#progress = r.value;
  }

  /** Something went wrong that nothing else caught (last-resort.ts): said once, nothing else changed. */
  tellUnexpected(): void {
    this.#notify({ key: 'app.unexpected', tone: 'warning' });
  }

  /** A notice already shown is not shown again (a folder that cannot be written fails every save alike). */
  #notify(n: Notice): void {
    const same = (m: Notice) =>
      m.key === n.key && m.what === n.what && JSON.stringify(m.params) === JSON.stringify(n.params);
    if (!this.#notices.some(same)) this.#notices = [...this.#notices, n];
  }
}

export const app = new AppState();
