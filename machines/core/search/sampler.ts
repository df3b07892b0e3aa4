// Deals the unseen cards to the other seats consistently with a seat's knowledge (knowledge.ts): known cards
// first, then card by card the most constrained first (fewest seats that may hold it), each to a seat with
// room chosen in proportion to its room times the knowledge's soft evidence for that card and seat (cards players
// keep rarely lie out of play; cards a seat's plays say it probably lacks, knowledge.ts `unlikely`). A dead end
// starts again; an optional `plausible` test (bids as soft evidence) may reject a deal a few times before one is
// accepted anyway: a boolean test, or a likelihood in [0, 1] (a deal is kept with that probability; after the
// last try the likeliest deal seen).
import type { FastRng } from './fast-rng.ts';
import { type Knowledge, bitCount as popcount } from './knowledge.ts';

const ATTEMPTS = 20;

export interface Sampler {
  /** Writes a full deal (four masks per seat) into `hands`; the seat's own hand as it is. */
  deal(rng: FastRng, hands: Int32Array): void;
}

export function samplerOf(k: Knowledge, plausible?: (hands: Int32Array) => boolean | number, softTries = 8): Sampler {
  const n = k.n;
  // Unseen cards not already placed, with the seats that may hold them.
  const free: number[] = [];
  for (let s = 0; s < 4; s++) {
    let m = k.unseen[s];
    for (let seat = 0; seat < n; seat++) m &= ~k.known[seat][s];
    for (; m !== 0; m &= m - 1) free.push((s << 5) | (31 - Math.clz32(m & -m)));
  }
  const room0 = k.counts.map((c, seat) => c - k.known[seat].reduce((t, m) => t + popcount(m), 0));
  const asideSeat = n; // the card aside is a seat with no voids
  const rooms = [...room0, k.aside];
  const mayHold = (seat: number, code: number) => seat === asideSeat || (k.voids[seat] & (1 << (code >> 5))) === 0;
  const eligible = free.map((code) =>
    rooms.map((_, seat) => seat).filter((seat) => rooms[seat] > 0 && mayHold(seat, code)),
  );
  const room = new Int32Array(rooms.length);
  const kept = k.keptFromAside;
  const isKept = (code: number) => kept !== undefined && (kept.masks[code >> 5] & (1 << (code & 31))) !== 0;
  const R = rooms.length;
  /** Per free card and seat (the aside last): how likely the card is there, relative to an even share of room. */
  const weight = new Float64Array(free.length * R).fill(1);
  const weighted = new Uint8Array(free.length);
  const bit = (masks: readonly number[], code: number) => (masks[code >> 5] & (1 << (code & 31))) !== 0;
  free.forEach((code, i) => {
    if (isKept(code)) weight[i * R + asideSeat] *= (kept as { weight: number }).weight;
    for (const u of k.unlikely ?? [])
      if (u.seat !== k.seat && u.seat < n && bit(u.masks, code)) weight[i * R + u.seat] *= u.weight;
    for (let seat = 0; seat < R; seat++) if (weight[i * R + seat] !== 1) weighted[i] = 1;
  });
  // The most constrained first; among equals the weighed cards, while there is room to weigh them.
  const order = free
    .map((_, i) => i)
    .sort((a, b) => eligible[a].length - eligible[b].length || weighted[b] - weighted[a] || free[a] - free[b]);

  function tryDeal(rng: FastRng, hands: Int32Array, strict: boolean): boolean {
    for (let seat = 0; seat < n; seat++)
      for (let s = 0; s < 4; s++) hands[seat * 4 + s] = seat === k.seat && k.own ? k.own[s] : k.known[seat][s];
    for (let i = 0; i < rooms.length; i++) room[i] = rooms[i];
    for (const i of order) {
      const code = free[i];
      const seats = strict ? eligible[i] : rooms.map((_, seat) => seat);
      let chosen = seats[0];
      if (weighted[i] === 0) {
        let total = 0;
        for (const seat of seats) total += room[seat];
        if (total === 0) return false;
        let r = rng.below(total);
        for (const seat of seats) {
          if (r < room[seat]) {
            chosen = seat;
            break;
          }
          r -= room[seat];
        }
      } else {
        let total = 0;
        for (const seat of seats) total += room[seat] * weight[i * R + seat];
        if (total === 0) return false;
        let r = rng.next() * total;
        for (const seat of seats) {
          const x = room[seat] * weight[i * R + seat];
          if (x > 0) chosen = seat;
          if (r < x) break;
          r -= x;
        }
      }
      room[chosen]--;
      if (chosen !== asideSeat) hands[chosen * 4 + (code >> 5)] |= 1 << (code & 31);
    }
    return true;
  }

  const best = new Int32Array(n * 4);
  return {
    deal(rng, hands) {
      let bestP = -1;
      for (let soft = 0; soft < softTries; soft++) {
        let ok = false;
        for (let a = 0; a < ATTEMPTS && !ok; a++) ok = tryDeal(rng, hands, true);
        if (!ok) tryDeal(rng, hands, false); // voids contradicted by nothing we can satisfy: ignore them
        if (!plausible) return;
        const p = plausible(hands);
        if (p === true || (typeof p === 'number' && p > 0 && (p >= 1 || rng.next() < p))) return;
        if (typeof p === 'number' && p > bestP) {
          bestP = p;
          best.set(hands.subarray(0, n * 4));
        }
      }
      if (bestP >= 0) hands.set(best);
    },
  };
}

/**
 * Sampling-importance-resampling: the first call draws `size` deals from `base` and weighs each by
 * `likelihood`; every call then deals one of them in proportion to its weight (with replacement). A decision
 * that asks for thousands of deals weighs only the pool's; with no weight anywhere, the pool is drawn evenly.
 * With `minEss`, the weights are tempered (likelihood^τ, the largest τ ≤ 1 found by bisection) so that the
 * pool's effective size, (Σw)² / Σw², stays at least that share of it: a sharp likelihood would otherwise leave
 * a search a handful of deals to fit its play to.
 */
export function pooledSampler(
  base: Sampler,
  likelihood: (hands: Int32Array) => number,
  size: number,
  cells: number,
  minEss = 0,
): Sampler {
  let pool: Int32Array | null = null;
  const cum = new Float64Array(size);
  return {
    deal(rng, hands) {
      if (!pool) {
        pool = new Int32Array(size * cells);
        const like = new Float64Array(size);
        for (let i = 0; i < size; i++) {
          const h = pool.subarray(i * cells, (i + 1) * cells);
          base.deal(rng, hands);
          h.set(hands.subarray(0, cells));
          like[i] = likelihood(h);
        }
        const tau = temper(like, minEss * size);
        let total = 0;
        for (let i = 0; i < size; i++) {
          total += like[i] > 0 ? like[i] ** tau : 0;
          cum[i] = total;
        }
        if (!(total > 0)) for (let i = 0; i < size; i++) cum[i] = i + 1;
      }
      const r = rng.next() * cum[size - 1];
      let lo = 0;
      let hi = size - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid] > r) hi = mid;
        else lo = mid + 1;
      }
      hands.set(pool.subarray(lo * cells, (lo + 1) * cells));
    },
  };
}

/** The effective size of weights like^τ. */
function essOf(like: Float64Array, tau: number): number {
  let s1 = 0;
  let s2 = 0;
  for (const x of like) {
    if (!(x > 0)) continue;
    const w = x ** tau;
    s1 += w;
    s2 += w * w;
  }
  return s2 > 0 ? (s1 * s1) / s2 : 0;
}

/** The largest exponent in [0, 1] that keeps the effective size at least `min` (1 when it already is). */
function temper(like: Float64Array, min: number): number {
  if (min <= 0 || essOf(like, 1) >= min) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 14; i++) {
    const mid = (lo + hi) / 2;
    if (essOf(like, mid) >= min) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Markov chain Monte Carlo over deals: from a deal of `start`, Metropolis steps each swap one unknown
 * card of one hidden seat with one of another (a seat never gets a suit it has shown it lacks; counts and known
 * cards stay as they are), kept with the ratio of `likelihood`s. The proposal is symmetric, so the chain's deals
 * are drawn from every consistent deal weighed by `likelihood` — the pool's target (pooledSampler) without its
 * collapse onto a few heavy deals: each deal handed out is the chain `thin` steps on (after `burn` steps), made as
 * asked, up to `size`; further calls hand out the same deals again in order. Needs every unseen card in a hand
 * (no cards aside); otherwise it deals as `start` does. With `chains` above 1 the deals come in turn from that many
 * independent chains, each from its own start and burn-in: where the read has far-apart likely layouts one chain
 * keeps to the one it found first (over one chain's 1,024 deals in tricks-needed-take the paired
 * evaluation put the ♥5 6 points above the ♥A, over another's the ♥A 16 above), while its deals' paired standard
 * error, which takes them for independent, says nothing of it.
 */
export function chainSampler(
  k: Knowledge,
  start: Sampler,
  likelihood: (hands: Int32Array) => number,
  size: number,
  thin = 3,
  burn = 100,
  chains = 1,
): Sampler {
  const n = k.n;
  const cells = n * 4;
  /** Seats with unknown cards, and how many each holds. */
  const unknown = k.counts.map((c, seat) => c - k.known[seat].reduce((t, m) => t + popcount(m), 0));
  const hidden = unknown.flatMap((c, seat) => (c > 0 ? [seat] : []));
  const free = hidden.map((seat) => unknown[seat]);
  if (k.aside !== 0 || hidden.length < 2) return start;
  const pool = new Int32Array(size * cells);
  /** Each chain's current deal and its likelihood; deal i comes from chain i mod `chains`. */
  const curs = Array.from({ length: chains }, () => new Int32Array(cells));
  const likes = new Float64Array(chains);
  let cur = curs[0];
  const next = new Int32Array(cells);
  let made = 0;
  let given = 0;
  let like = 0;
  const freeOf = (h: Int32Array, seat: number, s: number) => h[seat * 4 + s] & ~k.known[seat][s];
  /** The r-th unknown card of the seat (r below its count of them), as a code. */
  const pick = (h: Int32Array, seat: number, r: number): number => {
    for (let s = 0; s < 4; s++) {
      let m = freeOf(h, seat, s);
      const c = popcount(m);
      if (r >= c) {
        r -= c;
        continue;
      }
      for (; r > 0; r--) m &= m - 1;
      return (s << 5) | (31 - Math.clz32(m & -m));
    }
    return -1;
  };
  const step = (rng: FastRng) => {
    const i = rng.below(hidden.length);
    let j = rng.below(hidden.length - 1);
    if (j >= i) j++;
    const a = hidden[i];
    const b = hidden[j];
    const x = pick(cur, a, rng.below(free[i]));
    const y = pick(cur, b, rng.below(free[j]));
    if ((k.voids[b] & (1 << (x >> 5))) !== 0 || (k.voids[a] & (1 << (y >> 5))) !== 0) return;
    next.set(cur);
    next[a * 4 + (x >> 5)] ^= 1 << (x & 31);
    next[b * 4 + (x >> 5)] |= 1 << (x & 31);
    next[b * 4 + (y >> 5)] ^= 1 << (y & 31);
    next[a * 4 + (y >> 5)] |= 1 << (y & 31);
    const l = likelihood(next);
    if (l >= like || rng.next() * like < l) {
      cur.set(next);
      like = l;
    }
  };
  return {
    deal(rng, hands) {
      if (made < size) {
        const c = made % chains;
        cur = curs[c];
        if (made < chains) {
          start.deal(rng, hands);
          cur.set(hands.subarray(0, cells));
          like = likelihood(cur);
          for (let s = 0; s < burn; s++) step(rng);
        } else like = likes[c];
        for (let s = 0; s < thin; s++) step(rng);
        likes[c] = like;
        pool.set(cur, made * cells);
        made++;
      }
      hands.set(pool.subarray((given % made) * cells, ((given % made) + 1) * cells));
      given++;
    },
  };
}
