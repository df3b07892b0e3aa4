// The saved game's pause marks (issue 15 item 5): `summary` (the last deal's summary open) or `reveal` (a cut
// card shown), written only while the table is in that pause, read back only as `true`, handed to the table as
// the pause to reopen, and never part of the record the machine replays.
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, type GameRecord } from '../../../machines/core/record.ts';
import { parseSavedGame, savedGame, startFromSaved, type TableStart } from './saved-game.ts';

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
    for (const value of ['yes', 1, false, null]) expect(mark in parseSavedGame({ ...record, seed: 9, [mark]: value })!).toBe(false);
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
