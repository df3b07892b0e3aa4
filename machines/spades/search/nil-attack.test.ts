// The bid evaluation's attacking playouts: every card they choose is legal;
// an attacker leads low in a suit the live nil bidder still holds and, before the nil bidder plays, never takes
// the lead when it can stay under; and a nil on ♥A ♣K ♦K is valued far lower than by the older playouts while
// a hand with nothing above a nine still holds. Strong's card play keeps the follower's part alone ('follow').
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionAt } from '../scenarios/position.test-helpers.ts';
import { rngFrom, seedState } from '../../core/rng.ts';
import { FastRng } from '../../core/search/fast-rng.ts';
import { highestUnder } from '../../core/search/card-picks.ts';
import { rules } from '../rules/index.ts';
import { evaluateBids } from './bid-value.ts';
import { attackMove, liveOpponentNil } from './nil-attack.ts';
import { guidedMove } from './playout.ts';
import type { PlayoutInfo } from './playout.ts';
import { simFromState } from './position.ts';

/** A fresh four-player deal at the first lead, seat `nil` a nil bidder, the others bidding 3. */
function table(seed: number, nil: number) {
  let s = rules.startDeal(rules.setup(rules.defaultOptions, seed % 4, seed), { kind: 'shuffle' });
  const r = rngFrom(seedState(seed));
  while (s.phase === 'bidding') {
    const seat = s.turn as number;
    const legal = rules.legalActions(s);
    const want = seat === nil ? 'nil' : 3;
    s = rules.applyAction(s, legal.find((a) => a.type === 'bid' && a.bid === want) ?? legal[r.int(legal.length)]);
  }
  const sim = simFromState(s);
  const info: PlayoutInfo = {
    nil: Int8Array.from([0, 1, 2, 3], (x) => (x === nil ? 1 : 0)),
    sideOf: Int8Array.from([0, 1, 0, 1]),
    contract: Int16Array.from([6, 3]),
    partner: Int8Array.from([2, 3, 0, 1]),
    noise: 0,
    attack: true,
  };
  return { sim, info };
}

describe('nil attack in the bid playouts', () => {
  it("plays only legal cards, leads into the nil bidder's suits and stays under before it plays", () => {
    const buf = new Int32Array(32);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 3 }), (seed, nil) => {
        const { sim, info } = table(seed, nil);
        const rng = new FastRng(seed);
        while (!sim.isOver()) {
          const seat = sim.turn;
          const suits = sim.legalSuits();
          const g = guidedMove(sim, info, rng);
          const legal = Array.from(buf.subarray(0, sim.legalMoves(buf)));
          // −1 is a random move in the playouts (playOut); the attack never asks for one.
          const c = g >= 0 ? g : legal[0];
          expect(legal).toContain(c);
          const attacked =
            info.sideOf[seat] !== info.sideOf[nil] && liveOpponentNil(sim, info.nil, info.sideOf, seat) === nil;
          if (attacked) {
            expect(g).toBeGreaterThanOrEqual(0);
            const a = attackMove(sim, suits, nil);
            if (a >= 0) expect(c).toBe(a);
            else expect(sim.playsInTrick(nil)).toBe(true);
            const holds = [0, 1, 2].some(
              (x) => suits & (1 << x) && sim.hands[(seat << 2) | x] !== 0 && sim.hands[(nil << 2) | x] !== 0,
            );
            if (sim.pos === 0 && holds) expect(sim.hands[(nil << 2) | (c >> 5)]).not.toBe(0);
            if (sim.pos > 0 && !sim.playsInTrick(nil) && highestUnder(sim, suits) >= 0)
              expect(sim.beatsBest(c)).toBe(false);
          }
          sim.play(c);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("'follow' (Strong's card play): only a side with its contract attacks, only following before the nil bidder; else as without", () => {
    const buf = new Int32Array(32);
    let attacks = 0;
    let plain = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 3 }), (seed, nil) => {
        const { sim, info } = table(seed, nil);
        const follow: PlayoutInfo = { ...info, attack: 'follow' };
        const without: PlayoutInfo = { ...info, attack: false };
        const rng = new FastRng(seed);
        while (!sim.isOver()) {
          const seat = sim.turn;
          const side = info.sideOf[seat];
          let won = 0;
          for (let x = 0; x < 4; x++) if (info.sideOf[x] === side && info.nil[x] === 0) won += sim.won[x];
          const made = won >= info.contract[side];
          const g = guidedMove(sim, follow, new FastRng(7));
          const live =
            liveOpponentNil(sim, info.nil, info.sideOf, seat) === nil && info.sideOf[seat] !== info.sideOf[nil];
          if (live && made && sim.pos > 0 && !sim.playsInTrick(nil)) {
            attacks++;
            expect(g).toBe(attackMove(sim, sim.legalSuits(), nil));
          } else {
            plain++;
            expect(g).toBe(guidedMove(sim, without, new FastRng(7)));
          }
          const legal = Array.from(buf.subarray(0, sim.legalMoves(buf)));
          sim.play(g >= 0 ? g : legal[rng.below(legal.length)]);
        }
      }),
      { numRuns: 60 },
    );
    // Both kinds of position were met.
    expect(attacks).toBeGreaterThan(20);
    expect(plain).toBeGreaterThan(attacks);
  });

  const at = positionAt;
  it("values the ♥A ♣K ♦K nil honestly and a low hand's nil as before", () => {
    const [attacked] = evaluateBids(at('bid-nil-not-ace-kings-short.txt').view, ['nil'], 600, 7);
    const [older] = evaluateBids(at('bid-nil-not-ace-kings-short.txt').view, ['nil'], 600, 7, 10, undefined, false);
    expect(older.made).toBeGreaterThan(0.75);
    expect(attacked.made).toBeLessThan(older.made - 0.2);
    const [low] = evaluateBids(at('bid-nil-weak.txt').view, ['nil'], 600, 7);
    expect(low.made).toBeGreaterThan(0.9);
  });

  it("the nil bidder's partner leads high holding only spades: the top spade, never a random card", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { sim, info } = table(seed, 1);
      // Seat 3 (the partner of nil bidder 1) to lead, holding the spades only: the rest of its cards go to seat 0.
      const spades = sim.hands[3 * 4 + 3];
      for (let s = 0; s < 3; s++) {
        sim.hands[0 * 4 + s] |= sim.hands[3 * 4 + s];
        sim.hands[3 * 4 + s] = 0;
      }
      if (spades === 0) continue;
      sim.reset(1, [], [0, 0, 0, 0], 3, false);
      expect(guidedMove(sim, info, new FastRng(seed))).toBe((3 << 5) | (31 - Math.clz32(spades)));
    }
  });
});
