// The search layer against the rules core: on hundreds of random deals in every one-deck format
// and option, both see the same legal cards at every turn, the same trick winners, and the same hand scores.
import { describe, expect, it } from 'vitest';
import { rngFrom, seedState, type Rng } from '../../core/rng.ts';
import { rules, type Options, type State } from '../rules/index.ts';
import { put } from '../rules/state.ts';
import { cardOf, codeOf } from './cards.ts';
import { simFromState } from './position.ts';
import { Scorer } from './score.ts';
import { FastRng } from '../../core/search/fast-rng.ts';

const pick = <T>(r: Rng, xs: readonly T[]): T => xs[r.int(xs.length)];

function randomOptions(r: Rng): Options {
  return rules.parseOptions({
    direction: pick(r, ['clockwise', 'counterclockwise']),
    players: pick(r, ['partners4', 'partners4', 'cutthroat4', 'cutthroat3']),
    target: pick(r, [500, 200, 100]),
    firstTrickSpade: pick(r, ['banned', 'allowed']),
    nil: pick(r, [100, 50, 'off']),
    blindNil: pick(r, [200, 'off']),
    blindNilBehind: pick(r, [100, null, 0]),
    doubleNil: pick(r, ['off', 'separate', 'together']),
    moon: pick(r, ['off', 200, 'win']),
    bags: pick(r, ['carry', 'reset', 'off']),
    bagLimit: pick(r, [10, 4]),
    bagPenalty: pick(r, [100, 30]),
    failedNilCounts: r.next() < 0.5,
    losingScore: pick(r, [null, -200]),
    jokers: pick(r, ['off', '2C2H', '2H2D']),
    teamBid: r.next() < 0.3,
    allSpadeLeadBreaks: r.next() < 0.3,
    cutthroat3Deck: pick(r, ['aside', 'remove2C']),
  });
}

/** A random game situation (totals, bag counters) and a random deal played by random legal actions up to the lead. */
function dealToPlay(seed: number): State {
  const r = rngFrom(seedState(seed));
  const o = randomOptions(r);
  const sides = rules.sides(o).length;
  let s = rules.setup(o, r.int(rules.seatCount(o)), seed);
  s = put(s, {
    totals: Array.from({ length: sides }, () => r.between(-20, 48) * 10),
    bagCounters: Array.from({ length: sides }, () => r.int(o.bagLimit)),
  });
  s = rules.startDeal(s, { kind: 'shuffle' });
  while (s.phase === 'bidding' || s.phase === 'passing') s = rules.applyAction(s, rules.sampleAction(s, r));
  return s;
}

const sortedCodes = (cards: readonly string[]) => cards.map(codeOf).sort((a, b) => a - b);

describe('the Spades search layer agrees with the rules core', () => {
  it('same legal cards, trick winners and hand scores on 750 random deals', () => {
    const buf = new Int32Array(32);
    let checkedTricks = 0;
    for (let seed = 1; seed <= 750; seed++) {
      let s = dealToPlay(seed);
      const r = rngFrom(seedState(seed * 31));
      const sim = simFromState(s);
      const scorer = new Scorer({
        options: s.options,
        dealer: s.dealer,
        bids: s.bids,
        totals: s.totals,
        bagCounters: s.bagCounters,
      });
      // Take back a few plays now and then: undo must restore the position exactly.
      while (s.phase === 'playing') {
        expect(sim.turn).toBe(s.turn);
        const k = sim.legalMoves(buf);
        const legal = rules.legalActions(s).map((a) => (a.type === 'play' ? a.card : ''));
        expect(Array.from(buf.subarray(0, k)).sort((a, b) => a - b)).toEqual(sortedCodes(legal));
        const code = buf[r.int(k)];
        if (r.next() < 0.1) {
          const before = Array.from(sim.hands).join() + sim.won.join() + sim.broken + sim.turn + sim.ply;
          sim.play(code);
          sim.undo();
          expect(Array.from(sim.hands).join() + sim.won.join() + sim.broken + sim.turn + sim.ply).toBe(before);
        }
        const done = s.tricks.length;
        s = rules.applyAction(s, { type: 'play', seat: s.turn as number, card: cardOf(code) });
        sim.play(code);
        if (s.tricks.length > done) {
          expect(sim.winners[done]).toBe(s.tricks[done].winner);
          checkedTricks++;
        }
        if (s.phase === 'playing') expect(sim.broken).toBe(s.broken);
      }
      expect(sim.isOver()).toBe(true);
      scorer.score(sim.won);
      const result = s.results[s.results.length - 1];
      result.sides.forEach((side, i) => {
        expect(scorer.points[i]).toBe(side.points);
        expect(scorer.bagsAfter[i]).toBe(side.bagsAfter);
      });
    }
    expect(checkedTricks).toBeGreaterThan(750 * 12);
  });
});

describe('random playouts in one loop (the bench and random searches)', () => {
  it('play the same cards as playRandom card by card, every one legal for the rules core with its trick winner', () => {
    for (let seed = 1; seed <= 400; seed++) {
      let s = dealToPlay(seed);
      const r = rngFrom(seedState(seed * 7));
      // Start now and then from inside a trick, with spades broken or not as the deal went.
      for (let i = r.int(20); i > 0 && s.phase === 'playing'; i--) s = rules.applyAction(s, rules.sampleAction(s, r));
      if (s.phase !== 'playing') continue;
      const [a, b] = [simFromState(s), simFromState(s)];
      const start = a.ply;
      a.playOutRandom(new FastRng(seed));
      const rb = new FastRng(seed);
      while (!b.isOver()) b.playRandom(rb.u32());
      expect(Array.from(a.playCard.subarray(start))).toEqual(Array.from(b.playCard.subarray(start)));
      expect([Array.from(a.won), a.broken, a.turn, a.trickNo]).toEqual([
        Array.from(b.won),
        b.broken,
        b.turn,
        b.trickNo,
      ]);
      const done = s.tricks.length;
      for (let p = start; p < a.ply; p++)
        s = rules.applyAction(s, { type: 'play', seat: a.playSeat[p], card: cardOf(a.playCard[p]) });
      s.tricks.slice(done).forEach((t, i) => expect(a.winners[done + i]).toBe(t.winner));
    }
  });
});
