// A line as typed: text fields → a PadDeal for the rules cores. Keyboard first: digits,
// N for nil and B for blind nil in a Spades bid. Nothing here decides a rule.
import type { PadBid, PadContract, PadDeal, PadGame } from '../../../../machines/scorepad/types.ts';

export interface Draft {
  readonly bids: readonly string[];
  readonly tricks: readonly string[];
  readonly contract: PadContract | '';
}

export const emptyDraft = (seats: number): Draft => ({
  bids: Array(seats).fill(''),
  tricks: Array(seats).fill(''),
  contract: '',
});

export function draftOf(deal: PadDeal, seats: number): Draft {
  return {
    bids: deal.bids
      ? deal.bids.map((b) => (b === 'nil' ? 'N' : b === 'blind-nil' ? 'B' : String(b)))
      : Array(seats).fill(''),
    tricks: deal.tricks.map(String),
    contract: deal.contract ?? '',
  };
}

/** A typed bid: digits, N (nil), B (blind nil); anything else is passed on as typed, for the core to refuse. */
export function parseBid(text: string): PadBid | null {
  const s = text.trim().toLowerCase();
  if (s === '') return null;
  if (/^\d+$/.test(s)) return Number(s);
  if (s === 'n' || s === 'nil') return 'nil';
  if (s === 'b' || s === 'bn' || s === 'blind' || s === 'blind nil') return 'blind-nil';
  return s as PadBid;
}

const trick = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? NaN : -1);

export function dealOf(game: PadGame, draft: Draft, variation: boolean): PadDeal {
  const tricks = draft.tricks.map(trick);
  if (game === 'spades') return { bids: draft.bids.map(parseBid) as PadBid[], tricks };
  if (variation) return { contract: (draft.contract || undefined) as PadContract, tricks };
  return { tricks };
}

/** Still typing: some field is empty (shown as "so far", not as a refusal). */
export function incomplete(game: PadGame, draft: Draft, variation: boolean): boolean {
  return (
    draft.tricks.some((x) => x.trim() === '') ||
    (game === 'spades' && draft.bids.some((b) => b.trim() === '')) ||
    (variation && draft.contract === '')
  );
}

/** Tricks typed so far, for "9 of 13 so far". */
export function tricksSoFar(draft: Draft): number {
  return draft.tricks.reduce((a, x) => a + (/^\s*\d+\s*$/.test(x) ? Number(x) : 0), 0);
}
