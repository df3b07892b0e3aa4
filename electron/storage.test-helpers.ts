// Shared fixtures for the storage tests: a fresh folder and a one-second clock for every test.
import { afterEach, beforeEach } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage, STORE_SCHEMA, type Storage } from './storage.ts';

export let root: string;
let clock: number;
export const now = () => new Date(Date.UTC(2025, 0, 1) + 1000 * clock++);
export const open = (opts = {}): Storage => createStorage(root, { now, ...opts });
export const record = (extra: Record<string, unknown> = {}) => ({
  format: 'stikk-record/1',
  game: 'spades',
  firstDealer: 0,
  deals: [],
  ...extra,
});
export const doc = (data: unknown) =>
  JSON.stringify({ schema: STORE_SCHEMA, savedAt: '2024-12-31T00:00:00.000Z', data });
export const files = async (dir = root) => (await readdir(dir)).sort();
export const readJson = async (path: string) => JSON.parse(await readFile(join(root, path), 'utf8'));

/** Gives each test of the calling file its own empty root folder and restarts the clock. */
export function useStorageRoot(): void {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'stikk-storage-'));
    clock = 0;
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
}
