// The table's session and the search worker: computers' turns go to the worker with their
// seat's level; stopping the session (leaving the table, undo, play again and a new game all do) cancels the
// pending request and terminates the worker; old saves' levels ('basic', 'random') still play.
import { describe, expect, it } from 'vitest';
import { spades } from '../games/spades/adapter.ts';
import { GameSession } from './session.svelte.ts';
import { SearchClient } from './search/client.ts';
import { policyFor } from './search/requests.ts';
import { fakeSpawner } from './search/fake-worker.ts';
import type { TableStart } from './saved-game.ts';

const INSTANT = { botMs: 0, trickMs: 0 };
// Seat 0 deals, so seat 1 (a computer) bids first (SPD-3.2).
const start = (policies: (string | null)[]): TableStart => ({
  game: 'spades',
  options: {},
  seed: 9,
  players: ['You', 'Ola', 'Kari', 'Liv'],
  firstDealer: 0,
  policies,
});
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('GameSession with the search worker', () => {
  it('sends a computer turn to the worker with its level, and stopping the session terminates it', async () => {
    const { spawn, workers } = fakeSpawner(false);
    const session = new GameSession(spades, start([null, 'expert', 'strong', 'beginner']), INSTANT, {
      onrecord: () => {},
      search: new SearchClient(spawn),
    });
    expect(workers).toHaveLength(1); // started before the first turn, so loading it does not eat the budget
    session.startPlaying();
    await settle();
    expect(session.botThinking).toBe(true);
    expect(workers[0].posted).toHaveLength(1);
    expect(workers[0].posted[0].req).toMatchObject({ kind: 'bot', game: 'spades', policy: 'expert' });
    expect((workers[0].posted[0].req as { view: { seat: number } }).view.seat).toBe(1);
    session.stop();
    await settle();
    expect(workers[0].terminated).toBe(true);
  });

  it('opens the table when the worker cannot start, and the computers still play', async () => {
    let tries = 0;
    const spawn = (): Worker => {
      tries++;
      throw new Error('cannot start');
    };
    const session = new GameSession(spades, start([null, 'expert', 'strong', 'beginner']), INSTANT, {
      onrecord: () => {},
      search: new SearchClient(spawn),
    });
    session.startPlaying();
    for (let i = 0; i < 50 && session.humanTurn === false; i++) await new Promise((r) => setTimeout(r, 10));
    expect(session.humanTurn).toBe(true);
    expect(tries).toBeGreaterThan(1);
    session.stop();
  });

  it("plays on with an old save's levels until your turn: the worker gets the saved ids and plays 'basic' as Casual", async () => {
    const { spawn, workers } = fakeSpawner(true);
    const session = new GameSession(spades, start([null, 'basic', 'random', 'basic']), INSTANT, {
      onrecord: () => {},
      search: new SearchClient(spawn),
    });
    session.startPlaying();
    for (let i = 0; i < 50 && !session.humanTurn; i++) await settle();
    expect(session.humanTurn).toBe(true);
    expect(workers[0].posted.map((p) => (p.req as { policy: string }).policy)).toEqual(['basic', 'random', 'basic']);
    expect(policyFor('spades', 'basic')).toBe(policyFor('spades', 'casual'));
    session.stop();
  });
});
