// The computers' turns off the main thread: the game machine's `botTurn` actor, as the
// table provides it, sends the seat's View and legal actions to the search worker (`botSearch`), so the table
// never freezes while a computer thinks. Each level has a wall-clock deadline besides its search budget: when
// it passes (a starved or suspended machine, a worker that failed to load) the request is cancelled and the
// seat plays as Casual on the main thread (a few milliseconds), so the table never waits for ever. Leaving the
// state (the game moved on: the table left, undo, play again) aborts the request and terminates the worker.
import { fromPromise } from 'xstate';
import { type BotTurnInput, type BotTurnOutput, chooseBotAction } from '../../../../machines/actors/bot-turn.ts';
import type { GameId } from '../../../../machines/games.ts';
import { botSearch, type SearchClient } from './client.ts';
import { policyFor } from './requests.ts';

/**
 * Deadline per level, ms. Measured on this 2-core machine under load (arena, all three games): Beginner and
 * Casual decide in under 1 ms, Strong p95 ≈ 2 ms (max 22), Expert p95 ≈ 16 ms (max 60). The
 * Spades levels think longer: Strong p95 7–10 ms, Expert 122–143 ms, its longest decision 0.49 s of CPU and 1.1 s
 * of wall time with three searches sharing two cores. The
 * deadlines sit above the worst case seen (Expert's 3 s nearly 3 × its longest wait, the others 20–50 ×), so they
 * only bite on a stalled machine, and they include starting the
 * worker. They are a bound on waiting, about the time a person takes to play a card: short where thinking
 * is cheap, 1 s for Strong, 3 s for Expert (whose search may grow; the table pauses before a computer's turn
 * anyway). Unknown ids (old saves' 'basic') have Casual's.
 */
export const DEADLINE_MS: Readonly<Record<string, number>> = {
  random: 500,
  beginner: 500,
  casual: 500,
  strong: 1000,
  expert: 3000,
};

/**
 * What happened to the computers' requests since the page loaded, and the levels asked for; tests read it
 * (nothing is shown to the player).
 */
export const botStats = {
  asked: 0,
  answered: 0,
  fallbacks: 0,
  cancelled: 0,
  slowestMs: 0,
  byLevel: {} as Record<string, number>,
};
// A browser test reads the counts here; nothing else uses this name.
(globalThis as { __stikkBotStats?: typeof botStats }).__stikkBotStats = botStats;

let fallbackListener: (() => void) | null = null;
let told = false;

/**
 * Tell the player, once per page, that the computers play more simply for now: the app
 * listens here. Told at the first fallback after a listener is set.
 */
export function onFallback(listener: () => void): void {
  fallbackListener = listener;
}

function fellBack(): void {
  botStats.fallbacks++;
  if (told || !fallbackListener) return;
  told = true;
  fallbackListener();
}

/** The machine's `botTurn` for game `game`, through `client` (GameSession provides it). */
export function workerBotTurn(
  game: GameId,
  client: SearchClient = botSearch,
  deadlines: Readonly<Record<string, number>> = DEADLINE_MS,
) {
  return fromPromise<BotTurnOutput, BotTurnInput>(({ input, signal }) =>
    decide(game, input, signal, client, deadlines),
  );
}

async function decide(
  game: GameId,
  input: BotTurnInput,
  signal: AbortSignal,
  client: SearchClient,
  deadlines: Readonly<Record<string, number>>,
): Promise<BotTurnOutput> {
  const level = input.level;
  const cut = new AbortController();
  const stop = () => cut.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, deadlines[level] ?? deadlines.casual);
  botStats.asked++;
  botStats.byLevel[level] = (botStats.byLevel[level] ?? 0) + 1;
  try {
    const req = {
      kind: 'bot',
      game,
      policy: level,
      view: input.view,
      legal: input.legal,
      rngState: input.rngState,
    } as const;
    const asked = performance.now();
    const out = await client.request(req, cut.signal);
    botStats.answered++;
    botStats.slowestMs = Math.max(botStats.slowestMs, performance.now() - asked);
    return out;
  } catch (e) {
    // The game moved on: nobody waits for this decision any more.
    if (signal.aborted) {
      botStats.cancelled++;
      throw e;
    }
    fellBack();
    return chooseBotAction(policyFor(game, 'casual'), input);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
