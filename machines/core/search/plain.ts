// Determinized sampling for plain-trick games (a game supplies the table): deal the unseen cards consistently
// with the seat's knowledge, play each candidate card out with the guided policy, keep the mean utility.
import { FastRng } from './fast-rng.ts';
import {
  type CardOrder,
  type PairedSamples,
  type Race,
  means,
  pairedSamples,
  leadDefault,
  playerDefault,
  raceOn,
} from './paired.ts';
import { playOutGuided } from './guided.ts';
import { type Knowledge, bitCount } from './knowledge.ts';
import { samplerOf } from './sampler.ts';
import type { TrickSim } from './trick-sim.ts';

export interface PlainTable {
  readonly sim: TrickSim;
  readonly knowledge: Knowledge;
  readonly root: {
    readonly tricksDone: number;
    readonly trick: readonly { seat: number; code: number }[];
    readonly won: readonly number[];
    readonly turn: number;
  };
  /** Per seat: 1 when the seat avoids tricks in the guided playouts. */
  readonly avoid: Int8Array;
  /** The searching seat's utility once the deal is over (its score less the others' mean). */
  utility(won: Int8Array): number;
}

export interface PlainStats {
  readonly values: number[];
  /** How often the seat won the trick in progress with the card. */
  readonly winsTrick: number[];
  /** Per sample and card: the utility and the seat that won the trick in progress (paired.ts). */
  readonly paired?: PairedSamples;
  /** The candidates as the paired choice reads them. */
  readonly order?: CardOrder;
}

/**
 * For every sampled deal (dealt with the seat's knowledge) and every candidate card: the position at the root with
 * the card played, then `value(c, rng)`; the mean of what it returns per candidate.
 */
export function overSamples(
  t: PlainTable,
  codes: readonly number[],
  samples: number,
  seed: number,
  value: (c: number, rng: FastRng) => number,
): number[] {
  const rng = new FastRng(seed);
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(t.sim.n * 4);
  const sum = new Array<number>(codes.length).fill(0);
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    for (let c = 0; c < codes.length; c++) {
      t.sim.hands.set(saved);
      t.sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
      t.sim.play(codes[c]);
      sum[c] += value(c, rng);
    }
  }
  return sum.map((x) => x / samples);
}

/** The candidates as the paired choice reads them: the trick's led suit, the trump, a seat avoiding tricks sheds. */
export function plainOrder(t: PlainTable, codes: readonly number[]): CardOrder {
  const me = t.knowledge.seat;
  const shed = t.avoid[me] === 1;
  const leads = t.root.trick.length === 0;
  const own = t.knowledge.own;
  const prefer = shed
    ? undefined
    : leads
      ? own
        ? leadDefault(codes, t.sim.trump, own, t.knowledge.unseen)
        : undefined
      : playerDefault(t.root.trick, t.sim.n, codes, t.sim.trump, (s) => s === me);
  return {
    codes,
    led: leads ? -1 : t.root.trick[0].code >> 5,
    trump: t.sim.trump,
    shed,
    ...(prefer ? { prefer, leads } : {}),
  };
}

/**
 * Each candidate card played out with the guided policy over sampled deals: mean utility and trick-win rate.
 * Every candidate's playout on a deal draws the same random stream (common random numbers, paired.ts); with a
 * `race`, `samples` is the most and candidates clearly worse than the best stop early.
 */
export function plainCardStats(
  t: PlainTable,
  codes: readonly number[],
  samples: number,
  seed: number,
  noise = 10,
  race?: Race,
): PlainStats {
  const rng = new FastRng(seed);
  const play = new FastRng(1);
  const sampler = samplerOf(t.knowledge);
  const saved = new Int32Array(t.sim.n * 4);
  const k = codes.length;
  const wins = new Array<number>(k).fill(0);
  const me = t.knowledge.seat;
  const paired = pairedSamples(k, samples);
  paired.count.fill(0);
  const active = new Uint8Array(k).fill(1);
  const order = plainOrder(t, codes);
  for (let n = 0; n < samples; n++) {
    if (race && n >= race.first && (n - race.first) % race.step === 0 && !raceOn(paired, order, active, race)) break;
    sampler.deal(rng, saved);
    const stream = rng.u32() || 1;
    for (let c = 0; c < k; c++) {
      if (!active[c]) continue;
      t.sim.hands.set(saved);
      t.sim.reset(t.root.tricksDone, t.root.trick, t.root.won, t.root.turn);
      t.sim.play(codes[c]);
      play.state[0] = stream;
      playOutGuided(t.sim, t.avoid, noise, play);
      const w = t.sim.winners[t.root.tricksDone];
      if (w === me) wins[c]++;
      paired.value[n * k + c] = t.utility(t.sim.won);
      paired.winner[n * k + c] = w;
      paired.count[c]++;
    }
  }
  return { values: means(paired), winsTrick: wins.map((x, c) => x / Math.max(1, paired.count[c])), paired, order };
}

/** What a hand evaluation before the first lead needs from a game. */
export interface PlainDeal {
  readonly sim: TrickSim;
  readonly knowledge: Knowledge;
  /** The seat that leads the first trick. */
  readonly first: number;
  readonly avoid: Int8Array;
  /** A card known to lie at the bottom of the `stock` undrawn cards: drawing all of them takes it. */
  readonly bottom?: { readonly code: number; readonly stock: number };
  utility(won: Int8Array): number;
}

/**
 * Each candidate new hand — discards as four rank masks (the same number of cards drawn from the cards in no
 * other hand), or null for taking all of those cards (a talon) — played out from the first lead over
 * `samples` deals. Returns the mean utility per candidate.
 */
export function plainHandValues(
  d: PlainDeal,
  candidates: readonly (readonly number[] | null)[],
  samples: number,
  seed: number,
  noise = 10,
): number[] {
  const { sim, knowledge: k } = d;
  const sampler = samplerOf(k);
  const rng = new FastRng(seed);
  const saved = new Int32Array(sim.n * 4);
  const sum = new Array<number>(candidates.length).fill(0);
  const me = k.seat;
  const handSize = k.own ? k.own.reduce((t, m) => t + bitCount(m), 0) : 0;
  const zeros = new Array<number>(sim.n).fill(0);
  const rest: number[] = [];
  for (let i = 0; i < samples; i++) {
    sampler.deal(rng, saved);
    rest.length = 0;
    for (let s = 0; s < 4; s++) {
      let m = k.unseen[s];
      for (let seat = 0; seat < sim.n; seat++) if (seat !== me) m &= ~saved[seat * 4 + s];
      for (; m !== 0; m &= m - 1) rest.push((s << 5) | (31 - Math.clz32(m & -m)));
    }
    for (let j = rest.length - 1; j > 0; j--) {
      const x = rng.below(j + 1);
      const t = rest[j];
      rest[j] = rest[x];
      rest[x] = t;
    }
    for (let c = 0; c < candidates.length; c++) {
      sim.hands.set(saved);
      const b = me * 4;
      const disc = candidates[c];
      let draw = 0;
      if (disc === null) {
        for (let s = 0; s < 4; s++) sim.hands[b + s] = 0;
        draw = Math.min(rest.length, handSize);
      } else
        for (let s = 0; s < 4; s++) {
          draw += bitCount(sim.hands[b + s] & disc[s]);
          sim.hands[b + s] &= ~disc[s];
        }
      if (disc !== null && d.bottom && draw === d.bottom.stock && draw > 0) {
        sim.hands[b + (d.bottom.code >> 5)] |= 1 << (d.bottom.code & 31);
        draw--;
      }
      for (let j = 0; j < draw; j++) sim.hands[b + (rest[j] >> 5)] |= 1 << (rest[j] & 31);
      sim.reset(0, [], zeros, d.first);
      playOutGuided(sim, d.avoid, noise, rng);
      sum[c] += d.utility(sim.won);
    }
  }
  return sum.map((x) => x / samples);
}
