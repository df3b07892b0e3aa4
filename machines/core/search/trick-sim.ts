// A fast open-cards position for trick games with one deck (must follow suit, COM-5.3; a trump beats every other
// suit, else the highest card of the led suit wins, COM-5.5): hands as rank masks in a typed array, play and undo
// in place, legal moves into a caller's buffer, nothing allocated on the hot path. A card is suit·32 + rank; a
// game maps its cards to ranks (an ace played low is rank 1). Optional lead rules for games whose trump suit
// must be broken before it is led, and that ban trumps from the first trick. Each game's search tests check it
// against its rules core.

import type { FastRng } from './fast-rng.ts';
import { type PlayoutSim, playOutRandom, randomCard } from './random-playout.ts';

export interface TrickSimRules {
  readonly seats: number;
  /** Tricks in a deal. */
  readonly tricks: number;
  /** next[seat]: the next seat in the direction of play. */
  readonly next: readonly number[];
  /** The trump suit index, or −1 (it may also be set later through `trump`). */
  readonly trump?: number;
  /** Trumps may not be led until broken (a trump played to another suit's lead) unless the leader holds only trumps. */
  readonly trumpMustBreak?: boolean;
  /** With `trumpMustBreak`: any trump played, a trump lead too, breaks trumps. */
  readonly anyTrumpBreaks?: boolean;
  /** No trump on the first trick while the player holds a card of another suit. */
  readonly firstTrickBan?: boolean;
}

const ALL_SUITS = 15;

/** The rank bit of the lowest card in `inPlay` above `code`'s rank (0 when none is). */
const nextAbove = (inPlay: number, code: number): number => {
  const bit = 1 << (code & 31);
  const above = inPlay & ~(bit | (bit - 1));
  return above & -above;
};

export class TrickSim implements PlayoutSim {
  readonly n: number;
  readonly tricks: number;
  readonly next: Int8Array;
  readonly trumpMustBreak: boolean;
  readonly anyTrumpBreaks: boolean;
  readonly firstTrickBan: boolean;
  /** The trump suit index, or −1. */
  trump = -1;
  /** hands[seat·4 + suit]: rank mask. */
  readonly hands: Int32Array;
  /** Tricks won this deal per seat. */
  readonly won: Int8Array;
  /** Per ply (trick · n + position): who played what. Plies before the root are only the current trick's. */
  readonly playSeat: Int8Array;
  readonly playCard: Int16Array;
  /** Winner of each trick completed in the search. */
  readonly winners: Int8Array;
  ply = 0;
  /** Position in the current trick (0 = to lead) and the trick's number. */
  pos = 0;
  trickNo = 0;
  /** Best card so far in the current trick and its seat (valid when pos > 0). */
  best = 0;
  bestSeat = -1;
  /** The led suit of the current trick (valid when pos > 0). */
  led = 0;
  turn = 0;
  /** Trumps may be led (always true without `trumpMustBreak`). */
  broken = true;
  /** The ply whose play broke trumps inside the search, or −1. */
  private brokeAt = -1;

  constructor(r: TrickSimRules) {
    this.n = r.seats;
    this.tricks = r.tricks;
    this.next = Int8Array.from(r.next);
    this.trump = r.trump ?? -1;
    this.trumpMustBreak = r.trumpMustBreak ?? false;
    this.anyTrumpBreaks = r.anyTrumpBreaks ?? false;
    this.firstTrickBan = r.firstTrickBan ?? false;
    this.hands = new Int32Array(r.seats * 4);
    this.won = new Int8Array(r.seats);
    this.playSeat = new Int8Array(r.tricks * r.seats);
    this.playCard = new Int16Array(r.tricks * r.seats);
    this.winners = new Int8Array(r.tricks);
  }

  /** The root: tricks done, the current trick's plays, tricks won, the seat to act, trumps broken. */
  reset(
    tricksDone: number,
    trick: readonly { seat: number; code: number }[],
    won: ArrayLike<number>,
    turn: number,
    broken = false,
  ): void {
    this.ply = tricksDone * this.n;
    this.trickNo = tricksDone;
    this.pos = 0;
    for (let i = 0; i < trick.length; i++) {
      this.playSeat[this.ply] = trick[i].seat;
      this.playCard[this.ply] = trick[i].code;
      this.ply++;
      this.pos++;
    }
    for (let i = 0; i < this.n; i++) this.won[i] = won[i];
    this.broken = broken || !this.trumpMustBreak;
    this.brokeAt = -1;
    this.turn = turn;
    this.recomputeBest();
  }

  isOver(): boolean {
    return this.ply === this.tricks * this.n;
  }

  /** The led suit of the current trick, or −1 before the lead. */
  ledSuit(): number {
    return this.pos === 0 ? -1 : this.led;
  }

  /** The suits the seat to act may play from (4-bit set). */
  legalSuits(): number {
    const b = this.turn << 2;
    const h = this.hands;
    if (this.pos === 0) return this.broken ? ALL_SUITS : this.sideOrAll(b);
    if (h[b | this.led] !== 0) return 1 << this.led;
    if (this.firstTrickBan && this.trickNo === 0 && this.trump >= 0) return this.sideOrAll(b);
    return ALL_SUITS;
  }

  /** The suits but trumps when the seat at `b` holds another suit, else every suit. */
  sideOrAll(b: number): number {
    const t = this.trump;
    for (let s = 0; s < 4; s++) if (s !== t && this.hands[b | s] !== 0) return ALL_SUITS & ~(1 << t);
    return ALL_SUITS;
  }

  legalMoves(out: Int32Array): number {
    const suits = this.legalSuits();
    const b = this.turn << 2;
    let k = 0;
    for (let s = 0; s < 4; s++) {
      if ((suits & (1 << s)) === 0) continue;
      for (let m = this.hands[b | s]; m !== 0; m &= m - 1) out[k++] = (s << 5) | (31 - Math.clz32(m & -m));
    }
    return k;
  }

  /**
   * The legal moves less the cards that are the same play as a higher one: two cards of a suit in one hand with no
   * card between them still in play (in a hand or on the table in this trick) win and lose the same tricks, so for a
   * value that depends only on the tricks each seat takes, one of them stands for both (the exact solver's pruning).
   */
  distinctMoves(out: Int32Array): number {
    const k = this.legalMoves(out);
    let j = 0;
    let suit = -1;
    let mine = 0;
    let inPlay = 0;
    for (let i = 0; i < k; i++) {
      const code = out[i];
      // legalMoves lists a suit's cards together: its masks are read once per suit.
      if (code >> 5 !== suit) {
        suit = code >> 5;
        mine = this.hands[(this.turn << 2) | suit];
        inPlay = this.inPlay(suit);
      }
      if ((mine & nextAbove(inPlay, code)) === 0) out[j++] = code;
    }
    return j;
  }

  /** Rank mask of suit `s`'s cards still in any hand or on the table in the current trick. */
  inPlay(s: number): number {
    let m = 0;
    for (let seat = 0; seat < this.n; seat++) m |= this.hands[(seat << 2) | s];
    for (let i = this.ply - this.pos; i < this.ply; i++)
      if (this.playCard[i] >> 5 === s) m |= 1 << (this.playCard[i] & 31);
    return m;
  }

  /** The card that stands for `code` among distinctMoves: the highest of its run in the seat to act's hand. */
  standIn(code: number): number {
    const s = code >> 5;
    const mine = this.hands[(this.turn << 2) | s];
    const inPlay = this.inPlay(s);
    let c = code;
    for (let next = nextAbove(inPlay, c); (mine & next) !== 0; next = nextAbove(inPlay, c))
      c = (s << 5) | (31 - Math.clz32(next));
    return c;
  }

  /** Does `code` beat the current best card? */
  beatsBest(code: number): boolean {
    const s = code >> 5;
    const bs = this.best >> 5;
    return s === bs ? code > this.best : s === this.trump;
  }

  /** The seat to act plays `code` (assumed legal). */
  play(code: number): void {
    const seat = this.turn;
    const suit = code >> 5;
    this.hands[(seat << 2) | suit] ^= 1 << (code & 31);
    const pos = this.pos;
    if (pos === 0) {
      this.led = suit;
      this.best = code;
      this.bestSeat = seat;
      if (!this.broken && suit === this.trump && this.anyTrumpBreaks) this.breakAt(this.ply);
    } else {
      const best = this.best;
      if (suit === best >> 5 ? code > best : suit === this.trump) {
        this.best = code;
        this.bestSeat = seat;
      }
      if (!this.broken && suit === this.trump && (this.anyTrumpBreaks || this.led !== suit)) this.breakAt(this.ply);
    }
    this.playSeat[this.ply] = seat;
    this.playCard[this.ply] = code;
    this.ply++;
    if (pos < this.n - 1) {
      this.pos = pos + 1;
      this.turn = this.next[seat];
      return;
    }
    const w = this.bestSeat;
    this.winners[this.trickNo++] = w;
    this.won[w]++;
    this.turn = w;
    this.pos = 0;
  }

  /** Trumps are broken from the play at `ply` (undo restores them). */
  breakAt(ply: number): void {
    this.broken = true;
    this.brokeAt = ply;
  }

  /** Take back the last play. */
  undo(): void {
    this.ply--;
    const code = this.playCard[this.ply];
    const seat = this.playSeat[this.ply];
    this.hands[(seat << 2) | (code >> 5)] |= 1 << (code & 31);
    if (this.brokeAt === this.ply) {
      this.broken = false;
      this.brokeAt = -1;
    }
    if (this.pos === 0) {
      this.trickNo--;
      this.won[this.winners[this.trickNo]]--;
      this.pos = this.n - 1;
    } else this.pos--;
    this.turn = seat;
    this.recomputeBest();
  }

  private recomputeBest(): void {
    if (this.pos === 0) return;
    const start = this.ply - this.pos;
    this.led = this.playCard[start] >> 5;
    this.best = this.playCard[start];
    this.bestSeat = this.playSeat[start];
    for (let i = start + 1; i < this.ply; i++)
      if (this.beatsBest(this.playCard[i])) {
        this.best = this.playCard[i];
        this.bestSeat = this.playSeat[i];
      }
  }

  /** Has `seat` already played to the current trick? */
  playsInTrick(seat: number): boolean {
    for (let i = this.ply - this.pos; i < this.ply; i++) if (this.playSeat[i] === seat) return true;
    return false;
  }

  /** Play the deal out to its end, each card chosen uniformly among the legal ones (random-playout.ts). */
  playOutRandom(rng: FastRng): void {
    playOutRandom(this, rng);
  }

  /** Play a uniformly chosen legal card drawn with the 32-bit random `r`; returns it. */
  playRandom(r: number): number {
    const code = randomCard(this, this.turn << 2, this.legalSuits(), r);
    this.play(code);
    return code;
  }
}
