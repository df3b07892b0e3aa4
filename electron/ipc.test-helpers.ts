// Shared fixtures for the IPC router tests: the app's own page, its allowed senders, and a router over an
// empty storage folder made fresh for every test.
import { afterEach, beforeEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIpcRouter, type AllowedSenders, type IpcRouter } from './ipc.ts';
import { createStorage } from './storage.ts';

export const APP_FILE = pathToFileURL('/opt/Stikk/resources/app/out/renderer/index.html').href;
export const PACKAGED: AllowedSenders = { origins: [], files: [APP_FILE] };
export const DEV: AllowedSenders = { origins: ['http://localhost:5173'], files: [APP_FILE] };
export const record = { format: 'stikk-record/1', game: 'tribello', firstDealer: 0, deals: [] };

export let root: string;
export let router: IpcRouter;
export const call = (channel: string, ...args: unknown[]) => router.handle(channel, APP_FILE, args);

/** Gives each test of the calling file its own empty storage folder and a packaged app's router over it. */
export function useRouter(): void {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'stikk-ipc-'));
    router = createIpcRouter(createStorage(root), PACKAGED);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
}
