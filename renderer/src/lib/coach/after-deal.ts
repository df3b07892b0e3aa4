// After the play check of a finished deal: the deal's exchange judged the same way (the
// search worker's hint from your own view; core/coach/exchange.ts), then everything into the coach. Returns the
// skill to suggest practising, or null.
import { EXCHANGE_MARGIN, exchangeMistake } from '../../../../machines/core/coach/exchange.ts';
import type { FoundMistake } from '../../../../machines/core/coach/decisions.ts';
import type { GameRecord } from '../../../../machines/core/record.ts';
import { replayState } from '../../../../machines/core/replay.ts';
import type { CostlyPlay } from '../../../../machines/core/search/check-kit.ts';
import type { Hint } from '../../../../machines/core/search/hint-kit.ts';
import { type GameId, engines } from '../../../../machines/games.ts';
import { CHECK_SAMPLES } from '../hint.svelte.ts';
import { helpSearch } from '../search/client.ts';
import { coach } from './coach.svelte.ts';

const YOU = 0;

type Exchange = { type: string; seat: number; discards?: readonly string[] };

async function exchangeFound(
  game: GameId,
  record: GameRecord,
  deal: number,
  signal: AbortSignal,
): Promise<FoundMistake[]> {
  const rules = engines[game];
  const d = record.deals[deal];
  const at = d.actions.findIndex((a) => a.seat === YOU && 'exchange' in a);
  if (at < 0) return [];
  const s = replayState(rules, {
    ...record,
    deals: [...record.deals.slice(0, deal), { ...d, actions: d.actions.slice(0, at) }],
  });
  const legal = rules.legalActions(s) as readonly Exchange[];
  const chosen = (rules.actionFromRecord(d.actions[at]) as Exchange).discards ?? [];
  if (legal.length < 2) return [];
  const hint = (await helpSearch.request(
    { kind: 'hint', game, view: rules.observe(s, YOU), legal, samples: CHECK_SAMPLES, seed: deal + 1 },
    signal,
  )) as Hint<Exchange>;
  const m = exchangeMistake(hint, chosen, EXCHANGE_MARGIN);
  return m ? [{ action: at, category: 'exchange', played: chosen.join(' '), better: m.better.join(' ') }] : [];
}

export async function coachAfterCheck(
  game: GameId,
  record: GameRecord,
  deal: number,
  plays: readonly CostlyPlay[],
  signal: AbortSignal,
): Promise<string | null> {
  if (!coach.on) return null;
  const found = game === 'spades' ? [] : await exchangeFound(game, record, deal, signal).catch(() => []);
  return signal.aborted ? null : coach.observeDeal(game, record, deal, plays, found);
}
