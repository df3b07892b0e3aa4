// Random options, oracles, probe actions, hidden cards and the invariants of a Sprøyte state: shared by the
// property tests (properties.test.ts) and the soak (npm run soak). Tests only: never imported by the app.
import fc from 'fast-check';
import type { Card } from '../../core/cards.ts';
import { deck48, sameCards, standardDeck } from '../../core/deck.ts';
import { rules } from './index.ts';
import type { Options } from './options.ts';
import type { Action, Play, State } from './state.ts';

export const optionsArb = (forms: Options['form'][], targets: fc.Arbitrary<number>): fc.Arbitrary<Options> =>
  fc
    .record({
      direction: fc.constantFrom('clockwise', 'counterclockwise'),
      form: fc.constantFrom(...forms),
      target: targets,
      standardLimits: fc.constantFrom('6-4', '5-4', '4-4', 'open'),
      bands: fc.constantFrom('seed', 'icelandic'),
      rotation: fc.constantFrom('CSHD', 'HSDC'),
      variationTrump: fc.constantFrom('revealed', 'rotation'),
      nulloAceLow: fc.boolean(),
      signedScoring: fc.boolean(),
      tie: fc.constantFrom('play-on', 'shared'),
    })
    .map((raw) => rules.parseOptions(raw));

// ---- independent oracles (written from rules.md, not from the engine) ----

const RANKS = '23456789TJQKA';
/** SPR-8: highest trump if any, else the highest card of the led suit; SPR-S7 makes the nullo ace low. */
export function naiveWinner(plays: readonly Play[], trump: string | null, aceLow: boolean): number {
  const rank = (c: Card) => (aceLow && c[0] === 'A' ? 0 : RANKS.indexOf(c[0]) + 2);
  const trumps = plays.filter((p) => trump !== null && p.card[1] === trump);
  const pool = trumps.length > 0 ? trumps : plays.filter((p) => p.card[1] === plays[0].card[1]);
  return pool.reduce((a, b) => (rank(b.card) > rank(a.card) ? b : a)).seat;
}

/** SPR-9: tricks over four (trump, grand) or under four (nullo), clamped at 0 unless signed. */
export function naivePoints(contract: string, tricks: number, signed: boolean): number {
  const raw = contract === 'nullo' ? 4 - tricks : tricks - 4;
  return signed ? raw : Math.max(raw, 0);
}

/** SPR-6.2 / SPR-D6 / SPR-S3 limits from the numbers exchanged before, capped at 12. */
export function naiveLimits(o: Options, used: readonly number[]): number[] {
  const stock = o.form === 'variation' ? 16 : 12;
  const [a, b] =
    o.form === 'variation'
      ? [8, 5]
      : ({ '6-4': [6, 4], '5-4': [5, 4], '4-4': [4, 4], open: [stock, stock] } as const)[o.standardLimits];
  const f = Math.min(12, a);
  const m = Math.min(12, b + (a - used[0]), stock - used[0]);
  const d = Math.min(12, stock - used[0] - used[1]);
  return [f, m, d];
}

export const formDeck = (o: Options) => (o.form === 'standard' ? deck48() : standardDeck());

export function invariant(s: State): void {
  const { options: o } = s;
  const played = [...s.history.flatMap((t) => t.plays), ...s.trick];
  // Card conservation: hands + stock/talon + discards + played = the form's deck.
  if (s.dealNumber > 0) {
    const all = [...s.hands.flat(), ...s.stock, ...s.discards.flat(), ...played.map((p) => p.card)];
    if (!sameCards(all, formDeck(o))) throw new Error('cards are not conserved');
  }
  // Tricks: counts match the winners, and every winner is the naive oracle's.
  const aceLow = s.contract === 'nullo' && o.nulloAceLow;
  const counts = [0, 0, 0];
  s.history.forEach((t, i) => {
    counts[t.winner]++;
    if (naiveWinner(t.plays, s.trump, aceLow) !== t.winner)
      throw new Error(`trick ${i} winner differs from the oracle`);
    if (i > 0 && t.plays[0].seat !== s.history[i - 1].winner) throw new Error('the winner did not lead');
  });
  if (counts.join() !== s.tricks.join()) throw new Error('trick counts differ');
  // Follow suit: a card off the led suit means the player held none of it at that moment.
  const tricks = [...s.history.map((t) => t.plays), s.trick];
  tricks.forEach((plays, t) => {
    const led = plays[0]?.card[1];
    for (const p of plays.slice(1)) {
      if (p.card[1] === led) continue;
      const later = tricks
        .slice(t)
        .flat()
        .filter((q) => q.seat === p.seat)
        .map((q) => q.card);
      if ([...s.hands[p.seat], ...later].some((c) => c[1] === led))
        throw new Error(`seat ${p.seat} revoked in trick ${t}`);
    }
  });
  // Exchange limits with pass-on.
  if (o.form !== 'talon' && s.dealNumber > 0) {
    const f = (s.dealer + (o.direction === 'clockwise' ? 1 : 2)) % 3;
    const m = (f + (o.direction === 'clockwise' ? 1 : 2)) % 3;
    const used = [s.exchanged[f], s.exchanged[m], s.exchanged[s.dealer]];
    const limits = naiveLimits(
      o,
      used.map((u) => u ?? 0),
    );
    used.forEach((u, i) => {
      if (u !== null && u > limits[i]) throw new Error(`exchange ${u} above the limit ${limits[i]}`);
    });
  }
  // Scores equal a direct recomputation; totals are the running sums; trump follows the deal number.
  const totals = [0, 0, 0];
  s.results.forEach((r, i) => {
    r.tricks.forEach((t, seat) => {
      if (r.points[seat] !== naivePoints(r.contract, t, o.signedScoring))
        throw new Error('points differ from the recomputation');
      totals[seat] += r.points[seat];
    });
    if (r.totals.join() !== totals.join()) throw new Error('running totals differ');
    if (r.tricks.reduce((a, b) => a + b, 0) !== (o.form === 'talon' ? 13 : 12))
      throw new Error('not every trick was played');
    if (r.dealNumber !== i + 1) throw new Error('deal numbers skip');
    if (o.form !== 'variation' && r.trump !== (o.rotation === 'CSHD' ? 'CSHD' : 'HSDC')[i % 4])
      throw new Error('trump does not rotate');
    if (i > 0 && r.dealer !== (s.results[i - 1].dealer + (o.direction === 'clockwise' ? 1 : 2)) % 3)
      throw new Error('the deal did not pass on');
  });
  if (s.totals.join() !== totals.join()) throw new Error('totals differ');
  // SPR-10.3: the game ends exactly when a single leader (or, shared, any leader) has reached the target.
  const best = Math.max(...totals);
  const leaders = totals.filter((t) => t === best).length;
  const over = s.results.length > 0 && best >= o.target && (leaders === 1 || o.tie === 'shared');
  if (over !== (s.phase === 'gameOver')) throw new Error('the end of the game is wrong');
}

export function candidates(s: State): Action[] {
  const out: Action[] = [];
  for (let seat = 0; seat < 3; seat++) {
    for (const h of s.hands) for (const card of h) out.push({ type: 'play', seat, card });
    out.push({ type: 'talon', seat, take: true }, { type: 'talon', seat, take: false });
    out.push({ type: 'exchange', seat, discards: [] });
    const hand = s.hands[seat];
    for (let k = 1; k <= hand.length; k++) out.push({ type: 'exchange', seat, discards: hand.slice(0, k) });
    if (hand.length > 0) out.push({ type: 'exchange', seat, discards: [hand[0], hand[0]] });
    if (s.stock.length > 0) out.push({ type: 'exchange', seat, discards: [s.stock[0]] });
  }
  return out;
}

/** What `seat` must not see (COM-7.1): the other hands, the other seats' discards, the stock (not the revealed card). */
export function hiddenFrom(s: State, seat: number): Card[] {
  const others = (xs: readonly (readonly Card[])[]) => xs.filter((_, i) => i !== seat).flat();
  return [...others(s.hands), ...others(s.discards), ...s.stock].filter((c) => c !== s.revealed);
}
