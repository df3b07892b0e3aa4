// The fast open-cards Spades position for search: hands as rank masks in a typed array, play and undo in
// place, legal moves written into a caller's buffer (no allocation on the hot path). The rules it follows
// are the rules core's (SPD-6.2 lead, SPD-6.4 follow, SPD-6.5 first trick, SPD-6.3/S17 breaking, SPD-7.1/7.2
// winner); search.test.ts checks it against machines/spades/rules on thousands of random deals.

export interface SimRules {
  readonly seats: number;
  /** Tricks in a hand (SPD-8.7). */
  readonly tricks: number;
  /** next[seat]: the next seat in the direction of play (COM-2.2, COM-S1). */
  readonly next: readonly number[];
  /** SPD-S3 banned: no spade on the first trick while holding another suit (SPD-6.5). */
  readonly firstTrickBan: boolean;
  /** SPD-S17: any spade led breaks spades. */
  readonly allSpadeLeadBreaks: boolean;
}

// Local constants, not imports: a transpiled import is a getter call on the hot path.
const SPADES = 3;

function popcount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
const SIDE_SUITS = 7; // clubs, diamonds, hearts
const ALL_SUITS = 15;

export class Sim {
  readonly n: number;
  readonly tricks: number;
  readonly next: Int8Array;
  readonly firstTrickBan: boolean;
  readonly allSpadeLeadBreaks: boolean;
  /** hands[seat·4 + suit]: rank mask. */
  readonly hands: Int32Array;
  /** Tricks won this hand per seat. */
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
  broken = false;
  /** The ply whose play broke spades inside the search, or -1. */
  private brokeAt = -1;

  constructor(r: SimRules) {
    this.n = r.seats;
    this.tricks = r.tricks;
    this.next = Int8Array.from(r.next);
    this.firstTrickBan = r.firstTrickBan;
    this.allSpadeLeadBreaks = r.allSpadeLeadBreaks;
    this.hands = new Int32Array(r.seats * 4);
    this.won = new Int8Array(r.seats);
    this.playSeat = new Int8Array(r.tricks * r.seats);
    this.playCard = new Int16Array(r.tricks * r.seats);
    this.winners = new Int8Array(r.tricks);
  }

  /** Set the root position: trick number, the current trick's plays, tricks won, spades broken, seat to act. */
  reset(tricksDone: number, trick: readonly { seat: number; code: number }[], won: readonly number[], broken: boolean, turn: number): void {
    this.ply = tricksDone * this.n;
    this.trickNo = tricksDone;
    this.pos = 0;
    for (const p of trick) {
      this.playSeat[this.ply] = p.seat;
      this.playCard[this.ply] = p.code;
      this.ply++;
      this.pos++;
    }
    this.recomputeBest();
    for (let i = 0; i < this.n; i++) this.won[i] = won[i];
    this.broken = broken;
    this.brokeAt = -1;
    this.turn = turn;
  }

  isOver(): boolean {
    return this.ply === this.tricks * this.n;
  }

  /** The led suit of the current trick, or -1 before the lead. */
  ledSuit(): number {
    return this.pos === 0 ? -1 : this.playCard[this.ply - this.pos] >> 5;
  }

  /** The suits the seat to act may play from, as a 4-bit set (SPD-6.2, SPD-6.4, SPD-6.5). */
  legalSuits(): number {
    const h = this.hands;
    const b = this.turn * 4;
    const side = h[b] | h[b + 1] | h[b + 2];
    const pos = this.pos;
    if (pos === 0) return this.broken || side === 0 ? ALL_SUITS : SIDE_SUITS;
    const led = this.led;
    if (h[b + led] !== 0) return 1 << led;
    if (this.firstTrickBan && this.trickNo === 0 && side !== 0) return SIDE_SUITS;
    return ALL_SUITS;
  }

  /** Writes the legal card codes of the seat to act into `out`; returns how many. */
  legalMoves(out: Int32Array): number {
    const suits = this.legalSuits();
    const b = this.turn * 4;
    let k = 0;
    for (let s = 0; s < 4; s++) {
      if ((suits & (1 << s)) === 0) continue;
      for (let m = this.hands[b + s]; m !== 0; m &= m - 1) out[k++] = (s << 5) | (31 - Math.clz32(m & -m));
    }
    return k;
  }

  /** Play a uniformly chosen legal card, drawn with `r` (a 32-bit random integer); returns it. */
  playRandom(r: number): number {
    const suits = this.legalSuits();
    const b = this.turn << 2;
    const h = this.hands;
    const c0 = suits & 1 ? popcount(h[b]) : 0;
    const c1 = suits & 2 ? popcount(h[b | 1]) : 0;
    const c2 = suits & 4 ? popcount(h[b | 2]) : 0;
    const c3 = suits & 8 ? popcount(h[b | 3]) : 0;
    let k = ((r >>> 12) * (c0 + c1 + c2 + c3)) >>> 20;
    let s = 0;
    if (k >= c0) {
      k -= c0;
      s = 1;
      if (k >= c1) {
        k -= c1;
        s = 2;
        if (k >= c2) {
          k -= c2;
          s = 3;
        }
      }
    }
    let m = h[b | s];
    while (k-- > 0) m &= m - 1;
    const code = (s << 5) | (31 - Math.clz32(m & -m));
    this.play(code);
    return code;
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
      if (!this.broken && suit === SPADES && this.allSpadeLeadBreaks) this.breakAt();
    } else {
      const best = this.best;
      if (suit === best >> 5 ? code > best : suit === SPADES) {
        if (!this.broken && suit === SPADES) this.breakAt();
        this.best = code;
        this.bestSeat = seat;
      } else if (!this.broken && suit === SPADES) this.breakAt();
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

  /** SPD-6.3: a spade on a non-spade lead (or, SPD-S17, any spade) breaks spades at this ply. */
  private breakAt(): void {
    if (this.pos > 0 && !this.allSpadeLeadBreaks && this.playCard[this.ply - this.pos] >> 5 === SPADES) return;
    this.broken = true;
    this.brokeAt = this.ply;
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
    const pos = this.pos;
    if (pos === 0) return;
    const start = this.ply - pos;
    this.led = this.playCard[start] >> 5;
    let best = this.playCard[start];
    let seat = this.playSeat[start];
    for (let i = start + 1; i < this.ply; i++) {
      const c = this.playCard[i];
      if (c >> 5 === best >> 5 ? c > best : c >> 5 === SPADES) {
        best = c;
        seat = this.playSeat[i];
      }
    }
    this.best = best;
    this.bestSeat = seat;
  }

  /** Has `seat` already played to the current trick? */
  playsInTrick(seat: number): boolean {
    for (let i = this.ply - this.pos; i < this.ply; i++) if (this.playSeat[i] === seat) return true;
    return false;
  }
}
