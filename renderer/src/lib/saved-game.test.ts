// The saved game's pause marks: `summary` (the last deal's summary open) or `reveal` (a cut
// card shown), written only while the table is in that pause, read back only as `true`, handed to the table as
// the pause to reopen, and never part of the record the machine replays.
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '../../../machines/core/record.ts';
import {
  finishedTable,
  parseFinishedTable,
  parseSavedGame,
  savedGame,
  startFromFinished,
  startFromSaved,
  type TableStart,
} from './saved-game.ts';

const record: GameRecord = {
  format: RECORD_FORMAT,
  game: 'tribello',
  options: {},
  players: ['You', 'Ola', 'Kari'],
  firstDealer: 0,
  deals: [{ dealer: 0, deck: [], actions: [] }],
};
const start: TableStart = { game: 'tribello', options: {}, seed: 9, players: ['You', 'Ola', 'Kari'] };

describe.each(['summary', 'reveal'] as const)('the %s mark of a saved game', (mark) => {
  it('is written only while the table is in that pause, and survives a store round trip', () => {
    const plain = savedGame(record, start, 'Tribello');
    expect('summary' in plain || 'reveal' in plain).toBe(false);
    const open = savedGame(record, start, 'Tribello', mark);
    expect(open[mark]).toBe(true);
    expect(parseSavedGame(JSON.parse(JSON.stringify(open)))?.[mark]).toBe(true);
  });

  it('reads only true as a mark', () => {
    for (const value of ['yes', 1, false, null])
      expect(mark in parseSavedGame({ ...record, seed: 9, [mark]: value })!).toBe(false);
  });

  it('goes to the table as the pause to reopen, not into the record it resumes', () => {
    const back = startFromSaved(parseSavedGame(savedGame(record, start, 'Tribello', mark))!);
    expect(back.reopen).toBe(mark);
    expect(back.resume).not.toHaveProperty(mark);
    expect(back.resume).not.toHaveProperty('deal');
  });
});

it('a damaged save with both marks reopens the summary', () => {
  const back = startFromSaved(parseSavedGame({ ...record, seed: 9, summary: true, reveal: true })!);
  expect(back.reopen).toBe('summary');
});

describe('a finished table remembered for a reload', () => {
  it('keeps the settings the record does not hold, and reads back only an archive id and a whole seed', () => {
    const table = finishedTable({ ...start, policies: [null, 'basic', 'expert'], review: 'none' }, 'done-0000abc12');
    expect(parseFinishedTable(JSON.parse(JSON.stringify(table)))).toEqual({
      id: 'done-0000abc12',
      seed: 9,
      policies: [null, 'basic', 'expert'],
      review: 'none',
    });
    for (const bad of [
      { ...table, id: 'current-spades' },
      { ...table, id: 'done-../x' },
      { ...table, seed: 1.5 },
      { id: table.id },
      null,
      'done-1',
    ])
      expect(parseFinishedTable(bad)).toBeNull();
  });

  it('opens its kept record without the archive extras, marked as finished', () => {
    const kept = { ...record, title: 'Tribello', finishedAt: '2026-01-01T00:00:00.000Z', undos: 1 };
    const back = startFromFinished(kept, finishedTable(start, 'done-0000abc12'))!;
    expect(back).toMatchObject({ game: 'tribello', seed: 9, undos: 1, finished: 'done-0000abc12' });
    expect(back.resume).toEqual(record);
  });
});

describe('the computers’ botSeed in a saved game', () => {
  it('is kept through a save, a store round trip and a resume, and through a finished table', () => {
    const saved = JSON.parse(JSON.stringify(savedGame(record, { ...start, botSeed: 4_000_000_000 }, 'Tribello')));
    expect(saved.botSeed).toBe(4_000_000_000);
    expect(startFromSaved(parseSavedGame(saved)!).botSeed).toBe(4_000_000_000);
    const table = parseFinishedTable(JSON.parse(JSON.stringify(finishedTable({ ...start, botSeed: 7 }, 'done-1'))))!;
    expect(startFromFinished(record, table)?.botSeed).toBe(7);
  });

  it('a game saved before it existed still loads, without one (the session derives it from the seed)', () => {
    const back = startFromSaved(parseSavedGame({ ...record, seed: 9, deal: 1 })!);
    expect([back.seed, 'botSeed' in back ? back.botSeed : 'absent']).toEqual([9, undefined]);
  });

  it('a damaged botSeed is dropped, not handed to the session', () => {
    for (const bad of [-1, 1.5, 2 ** 32, '7', null, [1]])
      expect(parseSavedGame({ ...record, seed: 9, botSeed: bad })).not.toHaveProperty('botSeed');
  });
});
