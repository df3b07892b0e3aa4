// A fast open-cards position for plain-trick games (must follow suit, COM-5.3; a trump beats every other suit,
// else the highest card of the led suit wins, COM-5.5): hands as rank masks in a typed array, play and undo in
// place, legal moves into a caller's buffer. A card is suit·32 + rank; a game maps its cards to ranks (an ace
// played low is rank 1). Each game's search tests check it against its rules core.
function popcount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class TrickSim {
  readonly n: number;
  readonly tricks: number;
  readonly next: Int8Array;
  /** The trump suit index, or −1. */
  trump = -1;
  readonly hands: Int32Array;
  readonly won: Int8Array;
  readonly playSeat: Int8Array;
  readonly playCard: Int16Array;
  readonly winners: Int8Array;
  ply = 0;
  pos = 0;
  trickNo = 0;
  best = 0;
  bestSeat = -1;
  led = 0;
  turn = 0;

  constructor(seats: number, tricks: number, next: readonly number[]) {
    this.n = seats;
    this.tricks = tricks;
    this.next = Int8Array.from(next);
    this.hands = new Int32Array(seats * 4);
    this.won = new Int8Array(seats);
    this.playSeat = new Int8Array(tricks * seats);
    this.playCard = new Int16Array(tricks * seats);
    this.winners = new Int8Array(tricks);
  }

  /** The root: tricks done, the current trick's plays, tricks won, the seat to act. */
  reset(tricksDone: number, trick: readonly { seat: number; code: number }[], won: readonly number[], turn: number): void {
    this.ply = tricksDone * this.n;
    this.trickNo = tricksDone;
    this.pos = 0;
    for (const p of trick) {
      this.playSeat[this.ply] = p.seat;
      this.playCard[this.ply] = p.code;
      this.ply++;
      this.pos++;
    }
    for (let i = 0; i < this.n; i++) this.won[i] = won[i];
    this.turn = turn;
    this.recomputeBest();
  }

  isOver(): boolean {
    return this.ply === this.tricks * this.n;
  }

  /** The suits the seat to act may play from (4-bit set). */
  legalSuits(): number {
    if (this.pos === 0) return 15;
    return this.hands[(this.turn << 2) | this.led] !== 0 ? 1 << this.led : 15;
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

  /** Does `code` beat the current best card? */
  beatsBest(code: number): boolean {
    const s = code >> 5;
    const bs = this.best >> 5;
    return s === bs ? code > this.best : s === this.trump;
  }

  play(code: number): void {
    const seat = this.turn;
    this.hands[(seat << 2) | (code >> 5)] ^= 1 << (code & 31);
    const pos = this.pos;
    if (pos === 0) {
      this.led = code >> 5;
      this.best = code;
      this.bestSeat = seat;
    } else if (this.beatsBest(code)) {
      this.best = code;
      this.bestSeat = seat;
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

  undo(): void {
    this.ply--;
    const code = this.playCard[this.ply];
    const seat = this.playSeat[this.ply];
    this.hands[(seat << 2) | (code >> 5)] |= 1 << (code & 31);
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

  /** Play a uniformly chosen legal card drawn with the 32-bit random `r`. */
  playRandom(r: number): void {
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
    this.play((s << 5) | (31 - Math.clz32(m & -m)));
  }
}
