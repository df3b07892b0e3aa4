// Picking cards for an exchange: a card is out of reach when the rules refuse giving it away although keeping
// your hand is allowed (an empty Tribello pickup), so "Keep my hand" is then the one choice. The engine decides.
import type { Refusal } from '../../../machines/core/contract.ts';
import type { GameSession } from './session.svelte.ts';

const HUMAN = 0;

export function pickRefusal(session: GameSession, card: string): Refusal | null {
  const { adapter, game } = session;
  if (!adapter.exchange || adapter.rules.explainIllegal(game, adapter.exchange(HUMAN, [])) !== null) return null;
  return adapter.rules.explainIllegal(game, adapter.exchange(HUMAN, [card]));
}
