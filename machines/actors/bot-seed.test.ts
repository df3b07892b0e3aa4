// The computers' input carries no trace of the deal: their RNG comes from a botSeed of its own mixed one way with
// public counts, so the same View under two different deals (and two different shuffle seeds) makes the same
// request, byte for byte; a game saved before botSeed existed still gets one, from its seed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../core/cards.ts';
import { INSTANT } from '../testing/play-out.ts';
import type { BotTurnInput, BotTurnOutput } from './bot-turn.ts';
import { botDecisionState, legacyBotSeed, oneWay } from './bot-seed.ts';
import { spadesMachine } from '../spades/spades.machine.ts';

const SUITS = ['C', 'D', 'H', 'S'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
/** Seat 1 (a computer, first to bid) holds the clubs; the other 39 cards are split among the others by `order`. */
function hands(order: readonly number[]): Card[][] {
  const bySuit = SUITS.map((s) => RANKS.map((r) => `${r}${s}` as Card));
  const others = [...bySuit[1], ...bySuit[2], ...bySuit[3]];
  const out: Card[][] = [[], bySuit[0], [], []];
  others.forEach((c, i) => out[[0, 2, 3][order[i % 3]]].push(c));
  return out;
}

/** The request the first computer decision sends (as the renderer's worker request carries it), as JSON. */
async function firstRequest(seed: number, botSeed: number | undefined, cards: Card[][]): Promise<string> {
  let seen: BotTurnInput | null = null;
  const botTurn = fromPromise<BotTurnOutput, BotTurnInput>(async ({ input }) => {
    seen ??= input;
    return { action: input.legal[0], rngState: input.rngState };
  });
  const actor = createActor(spadesMachine.provide({ actors: { botTurn } }), {
    input: {
      seed,
      botSeed,
      firstDealer: 0,
      players: ['You', 'Bo', 'Cy', 'Di'],
      seats: ['human', 'computer', 'computer', 'computer'],
      speed: INSTANT,
      fixedDeals: [{ kind: 'hands', hands: cards }],
    },
  }).start();
  await waitFor(actor, () => seen !== null);
  actor.stop();
  const s = seen as unknown as BotTurnInput;
  return JSON.stringify({ level: s.level, view: s.view, legal: s.legal, rngState: s.rngState });
}

describe('the computers’ own randomness', () => {
  it('the same View under two deals and two shuffle seeds makes a byte-for-byte identical request', async () => {
    const a = await firstRequest(11, 0xc0ffee, hands([0, 1, 2]));
    const b = await firstRequest(90_210, 0xc0ffee, hands([2, 0, 1]));
    expect(hands([0, 1, 2])[0]).not.toEqual(hands([2, 0, 1])[0]); // the hidden hands differ
    expect(JSON.parse(a).view.hand).toHaveLength(13);
    expect(b).toBe(a);
    expect(await firstRequest(11, 0xbeef, hands([0, 1, 2]))).not.toBe(a); // and the botSeed is what it depends on
  });

  it('a game saved without a botSeed takes one from its seed, the same on every resume', async () => {
    const cards = hands([0, 1, 2]);
    expect(await firstRequest(5, undefined, cards)).toBe(await firstRequest(5, legacyBotSeed(5, 0x5bd1e995), cards));
    expect(await firstRequest(5, undefined, cards)).not.toBe(await firstRequest(6, undefined, cards));
  });

  it('each decision’s state depends on every word it mixes, and repeats for the same words', () => {
    const states = new Set<number>();
    for (let deal = 0; deal < 20; deal++)
      for (let actions = 0; actions < 60; actions++) states.add(botDecisionState(7, deal, actions));
    expect(states.size).toBe(20 * 60);
    expect(botDecisionState(7, 3, 4)).toBe(botDecisionState(7, 3, 4));
    expect(oneWay(1, 2)).not.toBe(oneWay(2, 1));
  });
});
