// A scenario's position (scenario.ts) built through a game's rules core: earlier deals played at random when
// asked (`skip`), then the deal from the given cards with the rest dealt at random — each seat gets the cards
// it plays, and no card of a suit it showed out of — and the actions applied (each must be legal).
import type { Card } from '../cards.ts';
import type { BaseState, GameRules } from '../contract.ts';
import type { AnyRules } from '../replay.ts';
import { rngFrom, seedState, shuffled } from '../rng.ts';
import { actionOf, type Scenario } from './scenario.ts';

function awaitingDeal(rules: AnyRules, sc: Scenario): unknown {
  let s = rules.setup(rules.parseOptions(sc.options), sc.dealer, sc.seed);
  const rng = rngFrom(seedState(sc.seed));
  for (let d = 0; d < sc.skip; d++) {
    s = rules.startDeal(s, { kind: 'shuffle' });
    while (!rules.awaitingDeal(s) && rules.currentPlayer(s) !== null)
      s = rules.applyAction(s, rules.sampleAction(s, rng));
  }
  return s;
}

const suitOf = (c: Card): string => c[1];

type Shape = { hands: readonly (readonly Card[])[]; stock?: readonly Card[]; revealed?: Card };

/** The deal's shape (hand sizes, stock, revealed card) from a shuffled deal: its hands form, or the seats' views. */
function shapeOf(rules: AnyRules, s: unknown, dealt: Shape & { deck?: Card[] }): Shape {
  if (dealt.hands) return dealt;
  const n = rules.seatCount((s as { options: unknown }).options);
  // A seat's cards as it sees them; face down (blind nil still possible: no hand in its View), the state's.
  const dealt0 = (s as { hands?: readonly (readonly Card[])[] }).hands;
  const hands = Array.from(
    { length: n },
    (_, seat) => (rules.observe(s, seat) as { hand: Card[] | null }).hand ?? dealt0?.[seat] ?? [],
  );
  const held = new Set(hands.flat());
  const revealed = (rules.observe(s, 0) as { revealed?: Card | null }).revealed ?? undefined;
  return { hands, stock: (dealt.deck ?? []).filter((c) => !held.has(c)), ...(revealed ? { revealed } : {}) };
}

/** The seats' hands, the stock and the revealed card: the given cards, the rest dealt at random by `seed`. */
function fill(shape: Shape, sc: Scenario, seed: number) {
  const deck = [
    ...new Set([...shape.hands.flat(), ...(shape.stock ?? []), ...(shape.revealed ? [shape.revealed] : [])]),
  ];
  const revealedInStock = !!shape.revealed && !!shape.stock?.includes(shape.revealed);
  const hands = shape.hands.map((_, seat) => [...(sc.hands.get(seat) ?? [])]);
  const voids = shape.hands.map(() => new Set<string>());
  let led: string | null = null;
  let inTrick = 0;
  for (const a of sc.actions) {
    if (a.type !== 'play') continue;
    const card = actionOf(a, a.seat).card as Card;
    if (!hands[a.seat].includes(card)) hands[a.seat].push(card);
    if (inTrick === 0) led = suitOf(card);
    else if (led !== null && suitOf(card) !== led) voids[a.seat].add(led);
    inTrick = (inTrick + 1) % shape.hands.length;
  }
  const revealed = sc.revealed ?? (shape.revealed ? null : undefined);
  const used = new Set([...hands.flat(), ...(sc.stock ?? []), ...(revealed ? [revealed] : [])]);
  const rest = shuffled(
    deck.filter((c) => !used.has(c)),
    rngFrom(seedState(seed)),
  );
  // Seats that showed out of suits first, so that the unconstrained seats take what is left.
  const order = hands.map((_, seat) => seat).sort((a, b) => voids[b].size - voids[a].size);
  for (const seat of order) {
    const want = shape.hands[seat].length;
    for (let i = 0; i < rest.length && hands[seat].length < want;) {
      if (voids[seat].has(suitOf(rest[i]))) i++;
      else hands[seat].push(rest.splice(i, 1)[0]);
    }
  }
  const shown = revealed === null ? rest.pop() : revealed;
  // A revealed card that lies in the stock is its last card (records.md: a form whose revealed card is dealt last).
  const stock =
    sc.stock ??
    (shape.stock
      ? revealedInStock && shown
        ? [...rest.splice(0, shape.stock.length - 1), shown]
        : rest.splice(0, shape.stock.length)
      : undefined);
  // No empty stock: a game without a stock refuses one, even empty.
  return {
    kind: 'hands' as const,
    hands,
    ...(stock && stock.length > 0 ? { stock } : {}),
    ...(shown ? { revealed: shown } : {}),
  };
}

/** The position of scenario `sc`: the state with the seat to act. Throws when no deal fits the actions. */
export function scenarioState<O, S extends BaseState, A extends { readonly seat: number }, V>(
  rules: GameRules<O, S, A, V>,
  sc: Scenario,
): S {
  return scenarioDeal(rules, sc).state;
}

/** The deal behind the position: its starting state (just dealt), the engine actions to the position, and the state there. */
export function scenarioDeal<O, S extends BaseState, A extends { readonly seat: number }, V>(
  game: GameRules<O, S, A, V>,
  sc: Scenario,
): { start: S; actions: Record<string, unknown>[]; state: S } {
  // The scenario's actions are the text's, in the engine's shape: the rules core takes them or throws.
  const rules: AnyRules = game;
  const before = awaitingDeal(rules, sc);
  const started = rules.startDeal(before, { kind: 'shuffle' });
  const shape = shapeOf(rules, started, rules.dealCards(started) as Shape & { deck?: Card[] });
  const actions = sc.actions.map((a) => actionOf(a, a.seat));
  let last: unknown = null;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const start = rules.startDeal(before, fill(shape, sc, sc.seed * 1000 + attempt));
      let s = start;
      for (const a of actions) s = rules.applyAction(s, a);
      return { start, actions, state: s };
    } catch (e) {
      last = e;
    }
  }
  throw new Error(`${sc.name}: no deal fits the actions (${String(last)})`);
}
