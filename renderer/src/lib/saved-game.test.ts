// The saved game's summary mark (issue 15 item 5): written only when the summary is open, read back only
// as `true`, handed to the table, and never part of the record the machine replays.
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

describe('the summary mark of a saved game', () => {
  it('is written only while the summary is open, and survives a store round trip', () => {
    expect('summary' in savedGame(record, start, 'Tribello')).toBe(false);
    const open = savedGame(record, start, 'Tribello', true);
    expect(open.summary).toBe(true);
    expect(parseSavedGame(JSON.parse(JSON.stringify(open)))?.summary).toBe(true);
  });

  it('reads only true as a mark', () => {
    for (const summary of ['yes', 1, false, null]) expect('summary' in parseSavedGame({ ...record, seed: 9, summary })!).toBe(false);
  });

  it('goes to the table, not into the record it resumes', () => {
    const back = startFromSaved(parseSavedGame(savedGame(record, start, 'Tribello', true))!);
    expect(back.summary).toBe(true);
    expect(back.resume).not.toHaveProperty('summary');
    expect(back.resume).not.toHaveProperty('deal');
  });
});
