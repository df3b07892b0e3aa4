// The claims' sweep: random positions of a game played through its rules core, each card play with a choice
// given a reason, and every claim of that reason checked against the rules from the seat's View
// (claims.ts). Generic over a game's rules and situation; the property test and `npm run reason-claims` use it.
// The reason is the engine's for a random legal card and random search figures (the claims must hold whatever
// the search found), or the game's own hint's.
import type { Card } from '../../core/cards.ts';
import type { BaseState, GameRules } from '../../core/contract.ts';
import type { AnyRules } from '../../core/replay.ts';
import { type Rng, rngFrom, seedState } from '../../core/rng.ts';
import { type CardFigure, type CardSituation, cardReason } from '../../core/reasons/card.ts';
import { brokenClaims, detailBroken } from '../../core/reasons/claims.ts';
import type { Reason } from '../../core/reasons/reason.ts';
import type { Hint } from '../../core/search/hint-kit.ts';
import type { CostlyPlay } from '../../core/search/check-kit.ts';

/** A game as the sweep plays it, typed by its own options, state, action and View. */
export interface GameClaims<O, S extends BaseState, A extends { readonly seat: number }, V> {
  readonly rules: GameRules<O, S, A, V>;
  /** Raw options for game number `seed` (parsed by the rules). */
  readonly options: (seed: number) => unknown;
  /** The seat's position as the reason engine reads it, from its View. */
  readonly situation: (view: V) => CardSituation;
  /** The game's hint (machines/<game>/search/hint.ts), for a sweep of the hints' own reasons. */
  readonly hint?: (view: V, legal: readonly A[], budget: { samples: number }, seed: number) => Hint<unknown>;
  /** The game's play check (machines/<game>/search/check.ts), for a sweep of the better cards' reasons. */
  readonly check?: (
    deal: { readonly start: S; readonly actions: readonly A[] },
    seat: number,
    samples?: number,
  ) => readonly CostlyPlay[];
}

/** Any game as the sweep holds it: what it hands out (a View, legal actions, a deal) it takes back. */
export interface ClaimGame {
  readonly rules: AnyRules;
  readonly options: (seed: number) => unknown;
  readonly situation: (view: unknown) => CardSituation;
  readonly hint?: (
    view: unknown,
    legal: readonly unknown[],
    budget: { samples: number },
    seed: number,
  ) => Hint<unknown>;
  readonly check?: (
    deal: { readonly start: unknown; readonly actions: readonly unknown[] },
    seat: number,
    samples?: number,
  ) => readonly CostlyPlay[];
}

/** The game's claims as any-game code holds them, narrowed back to the game's types inside, here, once. */
export function claimGame<O, S extends BaseState, A extends { readonly seat: number }, V>(
  g: GameClaims<O, S, A, V>,
): ClaimGame {
  const { hint, check } = g;
  return {
    rules: g.rules,
    options: g.options,
    situation: (view) => g.situation(view as V),
    ...(hint && { hint: (view, legal, budget, seed) => hint(view as V, legal as readonly A[], budget, seed) }),
    ...(check && {
      check: (deal, seat, samples) =>
        check({ start: deal.start as S, actions: deal.actions as readonly A[] }, seat, samples),
    }),
  };
}

/** A position with a card choice: the seat's View and its legal cards. */
export interface CardPosition {
  readonly view: unknown;
  readonly legal: readonly Card[];
  readonly actions: readonly unknown[];
}

const cardOf = (a: unknown): Card | null => {
  const x = a as { type?: string; card?: Card };
  return x.type === 'play' && typeof x.card === 'string' ? x.card : null;
};

/** `count` positions where the seat to play has more than one legal card, from random games (a quarter of such turns). */
export function cardPositions(game: ClaimGame, count: number, seed: number): CardPosition[] {
  const { rules } = game;
  const rng = rngFrom(seedState(seed));
  const out: CardPosition[] = [];
  for (let g = 0; out.length < count && g < count * 10; g++) {
    const options = rules.parseOptions(game.options(seed * 100_003 + g));
    let s = rules.setup(options, rng.int(rules.seatCount(options)), seed + g);
    for (let step = 0; out.length < count && step < 2_000 && !rules.isTerminal(s); step++) {
      if (rules.awaitingDeal(s)) {
        s = rules.startDeal(s, { kind: 'shuffle' });
        continue;
      }
      const seat = rules.currentPlayer(s);
      if (seat === null) break;
      const actions = rules.legalActions(s) as unknown[];
      const legal = actions.map(cardOf);
      if (legal.length > 1 && legal.every((c) => c !== null) && rng.next() < 0.25)
        out.push({ view: rules.observe(s, seat), legal: legal as Card[], actions });
      s = rules.applyAction(s, rules.sampleAction(s, rng));
    }
  }
  return out;
}

const WINS = [0, 0.1, 0.3, 0.5, 0.6, 0.9, 1] as const;

/** Random search figures for the legal cards: the claims must hold whatever the search found. */
export function randomFigures(legal: readonly Card[], rng: Rng): CardFigure[] {
  return legal.map((card) => ({ card, value: rng.next() * 20 - 10, wins: WINS[rng.int(WINS.length)] }));
}

/** One reason given and the claims of it its card does not meet (empty: the reason is true of its card). */
export interface ClaimCheck {
  readonly reason: Reason;
  readonly card: Card;
  readonly broken: readonly string[];
}

/** The reason's claims checked against the position (its detail too: 100 % only when certain). */
export function checkReason(s: CardSituation, r: Reason, card: Card, legal: readonly Card[]): ClaimCheck {
  const broken = [...brokenClaims(s, r, card, legal), ...detailBroken(s, r, card, legal)];
  return { reason: r, card, broken };
}

/** The engine's reason for a random legal card with random figures, at each position, checked. */
export function sweepEngine(game: ClaimGame, positions: readonly CardPosition[], seed: number): ClaimCheck[] {
  const rng = rngFrom(seedState(seed));
  return positions.map((p) => {
    const s = game.situation(p.view);
    const card = p.legal[rng.int(p.legal.length)];
    return checkReason(s, cardReason(s, randomFigures(p.legal, rng), card), card, p.legal);
  });
}

const RULE_OF_THUMB: Reason = { category: 'lets-go', key: 'hint.ruleOfThumb', params: {} };

/** The game's hint at each position (`samples` sampled deals), its reason checked against its card. */
export function sweepHints(game: ClaimGame, positions: readonly CardPosition[], samples: number): ClaimCheck[] {
  const hint = game.hint;
  if (!hint) return [];
  return positions.map((p, i) => {
    const h = hint(p.view, p.actions, { samples }, i + 1);
    const card = cardOf(h.action) ?? p.legal[0];
    // A hint the search did not rank (a table it does not play) is said by rule of thumb (renderer hint-words.ts).
    const said = h.alternatives.length === 0 && h.reason.category === 'lets-go' ? RULE_OF_THUMB : h.reason;
    return checkReason(game.situation(p.view), said, card, p.legal);
  });
}

/** `count` random deals of the game from their start, with every action (random play). */
export function randomDeals(game: ClaimGame, count: number, seed: number): { start: unknown; actions: unknown[] }[] {
  const { rules } = game;
  const rng = rngFrom(seedState(seed));
  return Array.from({ length: count }, (_, d) => {
    const options = rules.parseOptions(game.options(seed * 7_919 + d));
    const start = rules.startDeal(rules.setup(options, rng.int(rules.seatCount(options)), seed + d), {
      kind: 'shuffle',
    });
    const actions: unknown[] = [];
    let s = start;
    while (!rules.awaitingDeal(s) && !rules.isTerminal(s) && rules.currentPlayer(s) !== null) {
      const a = rules.sampleAction(s, rng);
      actions.push(a);
      s = rules.applyAction(s, a);
    }
    return { start, actions };
  });
}

/** The play check of every seat over each deal (the plays it lists), each better card's reason checked. */
export function sweepChecks(
  game: ClaimGame,
  deals: readonly { start: unknown; actions: unknown[] }[],
  samples: number,
): ClaimCheck[] {
  const { rules, check } = game;
  if (!check) return [];
  return deals.flatMap((deal) => {
    const seats = rules.seatCount((deal.start as { options: unknown }).options);
    return Array.from({ length: seats }, (_, seat) => check(deal, seat, samples)).flatMap((plays) =>
      plays.map((play) => {
        const s = deal.actions.slice(0, play.action).reduce((x, a) => rules.applyAction(x, a), deal.start);
        const legal = (rules.legalActions(s) as unknown[]).flatMap((a) => cardOf(a) ?? []);
        return checkReason(game.situation(rules.observe(s, play.seat)), play.reason, play.better, legal);
      }),
    );
  });
}

/** Per reason key: how often it was given and how often a claim of it did not hold. */
export function tally(checks: readonly ClaimCheck[]): Map<string, { given: number; contradicted: number }> {
  const out = new Map<string, { given: number; contradicted: number }>();
  for (const c of checks) {
    const t = out.get(c.reason.key) ?? { given: 0, contradicted: 0 };
    t.given++;
    if (c.broken.length) t.contradicted++;
    out.set(c.reason.key, t);
  }
  return out;
}
