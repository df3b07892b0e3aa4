// A line as typed: text fields → a PadDeal for the rules cores. Keyboard first: digits, and the game's own letters
// for its named bids (its face's BidFace). Nothing here decides a rule.
import { padRules } from '../../../../machines/scorepad/pad.ts';
import type { PadDeal, PadGame, PadNext } from '../../../../machines/scorepad/types.ts';
import { facesOf } from '../../games/index.ts';
import { type BidFace, PLAIN_BIDS } from '../games/pad-face.ts';

export interface Draft {
  readonly bids: readonly string[];
  readonly tricks: readonly string[];
  /** The chosen contract, '' while none is. */
  readonly contract: string;
}

/** What a deal's line holds besides each seat's tricks: bids (how they are typed), a contract. */
export interface LineFields {
  readonly bids: BidFace | null;
  readonly contract: boolean;
}

/** How the game's bids are typed; null where its pad rules take none. */
export const bidsOf = (game: PadGame): BidFace | null =>
  padRules(game).bids ? (facesOf(game).pad.bids ?? PLAIN_BIDS) : null;

/** The line of the deal `next`: the game's bids, and a contract where the deal needs one. */
export const lineFields = (game: PadGame, next: PadNext): LineFields => ({
  bids: bidsOf(game),
  contract: next.needsContract === true,
});

export const emptyDraft = (seats: number): Draft => ({
  bids: Array(seats).fill(''),
  tricks: Array(seats).fill(''),
  contract: '',
});

export function draftOf(deal: PadDeal, seats: number, bids: BidFace | null): Draft {
  return {
    bids: deal.bids && bids ? deal.bids.map((b) => (b === null ? '' : bids.field(b))) : Array(seats).fill(''),
    tricks: deal.tricks.map(String),
    contract: deal.contract ?? '',
  };
}

const trick = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : text.trim() === '' ? NaN : -1);

export function dealOf(fields: LineFields, draft: Draft): PadDeal {
  const tricks = draft.tricks.map(trick);
  const { bids } = fields;
  if (bids) return { bids: draft.bids.map((b) => bids.read(b)), tricks };
  if (fields.contract) return { contract: draft.contract || undefined, tricks };
  return { tricks };
}

/** Still typing: some field is empty (shown as "so far", not as a refusal). */
export function incomplete(fields: LineFields, draft: Draft): boolean {
  return (
    draft.tricks.some((x) => x.trim() === '') ||
    (fields.bids !== null && draft.bids.some((b) => b.trim() === '')) ||
    (fields.contract && draft.contract === '')
  );
}

/** Tricks typed so far, for "9 of 13 so far". */
export function tricksSoFar(draft: Draft): number {
  return draft.tricks.reduce((a, x) => a + (/^\s*\d+\s*$/.test(x) ? Number(x) : 0), 0);
}
