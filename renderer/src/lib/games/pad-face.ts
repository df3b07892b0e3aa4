// The score pad's face of one game, a member of its faces (games/index.ts; each game's in games/<game>/pad.ts): the
// words the pad says in that game's own way. What a line holds and how it scores is the game's pad rules' (machines/).
import type { PadBid, PadScoreLine } from '../../../../machines/scorepad/types.ts';
import type { MessageKey } from '../../i18n/en.ts';

/** A bid as the keyboard types it, as its field shows it, and in the sheet's words. */
export interface BidFace {
  /** The typed text as a bid; null while empty. Text it cannot read is passed on as typed, for the core to refuse. */
  read(text: string): PadBid | null;
  field(bid: PadBid): string;
  word(bid: PadBid): string;
}

/** A count a column carries from deal to deal beside its points (overtricks as bags), with the rule that keeps it. */
export interface CounterFace {
  readonly rule: string;
  /** The sheet's short form ("3 bags"). */
  short(n: number): string;
  /** The why's line ("Bags now: 3"). */
  line(n: number): string;
}

export interface PadFace {
  /** One score line of the rules core in words (the deal summary's line.* keys); `names` in seat order. */
  line(l: PadScoreLine, names: readonly string[]): string;
  /** The reminder's words for the first seat of the deal's order (who bids first, who is forehand); null for none. */
  readonly first: MessageKey | null;
  /** How bids are typed and said, where the game's pad rules take bids. */
  readonly bids?: BidFace;
  /** The count a scored deal carries (`PadScoredDeal.bags`), where these options keep one; null where they do not. */
  counter?(options: Readonly<Record<string, unknown>>): CounterFace | null;
}

/** Bids as plain numbers: digits are a number, any other text is passed on as typed. */
export const PLAIN_BIDS: BidFace = {
  read: (text) => {
    const s = text.trim().toLowerCase();
    return s === '' ? null : /^\d+$/.test(s) ? Number(s) : s;
  },
  field: String,
  word: String,
};
