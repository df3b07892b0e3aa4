// Record files through the IPC table with a fake dialog: the file the player picks is
// read and handed over as text; a save writes exactly the text to the chosen path; a cancelled dialog
// touches nothing; without dialogs (tests, a browser) the channels answer with a sentence.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIpcRouter, type AllowedSenders } from './ipc.ts';
import { MAX_RECORD_FILE, createRecordFiles, type RecordDialogs } from './record-files.ts';
import { createStorage } from './storage.ts';

const APP = pathToFileURL('/opt/Stikk/resources/app/out/renderer/index.html').href;
const allowed: AllowedSenders = { origins: [], files: [APP] };
let root: string;
let chosen: { open: string | null; save: string | null };
const asked: string[] = [];
const dialogs: RecordDialogs = {
  showOpen: async () =>
    chosen.open ? { canceled: false, filePaths: [chosen.open] } : { canceled: true, filePaths: [] },
  showSave: async (name) => {
    asked.push(name);
    return chosen.save ? { canceled: false, filePath: chosen.save } : { canceled: true };
  },
};

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stikk-files-'));
  chosen = { open: null, save: null };
  asked.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

const router = () => createIpcRouter(createStorage(join(root, 'data')), allowed, undefined, createRecordFiles(dialogs));
const call = (ch: string, ...args: unknown[]) => router().handle(ch, APP, args);
const text = '{"format":"stikk-record/1","game":"tribello","firstDealer":0,"deals":[]}\n';

describe('record files', () => {
  it('opens the chosen file and hands over its name and text', async () => {
    chosen.open = join(root, 'from-a-friend.json');
    await writeFile(chosen.open, text);
    expect(await call('records:open')).toEqual({ ok: true, value: { name: 'from-a-friend.json', text } });
  });

  it('saves the text where the player chose, after suggesting the name', async () => {
    chosen.save = join(root, 'my game.json');
    expect(await call('records:save', 'stikk-tribello-8.json', text)).toEqual({ ok: true, value: 'my game.json' });
    expect(asked).toEqual(['stikk-tribello-8.json']);
    expect(await readFile(chosen.save, 'utf8')).toBe(text);
  });

  it.each([
    ['CON.json', 'stikk-record.json'],
    ['com1.json', 'stikk-record.json'],
    ['LPT9.json', 'stikk-record.json'],
    ['nul.json', 'stikk-record.json'],
    ['Friday \u202Enosj.exe.json', 'Friday-nosj-exe.json'],
    ['\u202E\u2066.json', 'stikk-record.json'],
    ['Sprøyte mot Kari.json', 'Spr-yte-mot-Kari.json'],
    ['console.json', 'console.json'],
  ])("suggests the app's own safe name for %j", async (name, safe) => {
    expect(await call('records:save', name, text)).toEqual({ ok: true, value: null });
    expect(asked).toEqual([safe]);
  });

  it('does nothing when the dialog is cancelled', async () => {
    expect(await call('records:open')).toEqual({ ok: true, value: null });
    expect(await call('records:save', 'a.json', text)).toEqual({ ok: true, value: null });
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses a file too large to be a record unread, and says why a file cannot be read', async () => {
    chosen.open = join(root, 'huge.json');
    await writeFile(chosen.open, 'x'.repeat(MAX_RECORD_FILE + 1));
    expect(await call('records:open')).toMatchObject({
      ok: true,
      value: { name: 'huge.json', text: '', refused: { key: 'bytes', params: { limit: MAX_RECORD_FILE } } },
    });
    chosen.open = join(root, 'gone.json');
    expect(await call('records:open')).toEqual({ ok: false, error: 'Could not read gone.json: ENOENT.' });
  });

  it('refuses a file that is not UTF-8 instead of reading its bad bytes as U+FFFD', async () => {
    chosen.open = join(root, 'latin1.json');
    const bytes = Buffer.from(text.replace('tribello', 'tribello\u00e6'), 'latin1');
    await writeFile(chosen.open, bytes);
    const r = await call('records:open');
    expect(r).toMatchObject({ ok: true, value: { name: 'latin1.json', text: '', refused: { key: 'utf8' } } });
    expect(JSON.stringify(r)).not.toContain('\ufffd');
  });

  it('reads a file that starts with a byte-order mark as its text without the mark', async () => {
    chosen.open = join(root, 'bom.json');
    await writeFile(chosen.open, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(await call('records:open')).toEqual({ ok: true, value: { name: 'bom.json', text } });
  });

  it('answers with a sentence where there are no dialogs', async () => {
    const bare = createIpcRouter(createStorage(join(root, 'data')), allowed);
    expect(await bare.handle('records:open', APP, [])).toEqual({
      ok: false,
      error: 'Record files cannot be opened or saved here.',
    });
  });
});
