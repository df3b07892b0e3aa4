// The older hint keys as reasons: the category each template stood for. Used where a game has no
// sharper reason to give yet, so every hint carries a `reason` (docs/seams.md).
import type { ReasonCategory } from './categories.ts';
import { type Reason, type ReasonParams, reason } from './reason.ts';

const CATEGORY: Readonly<Record<string, ReasonCategory>> = {
  'hint.onlyChoice': 'only-choice',
  'hint.winsTrick': 'cash-winner',
  'hint.ducksTrick': 'duck-trick',
  'hint.losesTrick': 'duck-trick',
  'hint.letsGo': 'lets-go',
  'hint.bestScore': 'lets-go',
  'hint.keepsNil': 'keep-nil',
  'hint.coversNil': 'cover-nil',
  'hint.bidMakes': 'bid-hand',
  'hint.nilMakes': 'bid-nil',
  'hint.blindNilMakes': 'bid-blind-nil',
  'hint.lookFirst': 'look-first',
  'hint.passCards': 'blind-nil-pass',
  'hint.exchangeCards': 'exchange',
  'hint.keepHand': 'exchange',
  'hint.takeTalon': 'talon',
  'hint.declineTalon': 'talon',
  'hint.nameTrump': 'name-trump',
};

const VARIANT: Readonly<Record<string, string>> = {
  'hint.keepHand': 'keep',
  'hint.takeTalon': 'take',
  'hint.declineTalon': 'decline',
};

export function legacyReason(key: string, params: ReasonParams): Reason {
  return reason(CATEGORY[key] ?? 'lets-go', params, VARIANT[key]);
}
