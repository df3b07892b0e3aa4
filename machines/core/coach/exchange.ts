// Exchanges the coach counts as mistakes: the play check covers cards only, so an exchange is judged
// the same way from the seat's own view — by the hint's values over sampled deals — and is costly when the
// chosen discards score clearly less (the play check's margin) than the best candidate. An exchange that is
// not among the hint's candidates is not judged.
import type { Hint } from '../search/hint-kit.ts';
import type { CoachRules, FoundMistake } from './decisions.ts';

type Exchange = { readonly type: string; readonly seat: number; readonly discards?: readonly string[] };

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));
const words = (cards: readonly string[]): string => cards.join(' ');

/**
 * An exchange costing at least this many points per deal against the best is a mistake: the plain games' play
 * check margin before its study. The study looked at card plays only, so exchanges keep it.
 */
export const EXCHANGE_MARGIN = 0.4;

/** The better exchange when `chosen` costs at least `margin` against the hint's best, else null. */
export function exchangeMistake<A extends Exchange>(
  hint: Hint<A>,
  chosen: readonly string[],
  margin: number,
): { readonly better: readonly string[] } | null {
  const alts = hint.alternatives;
  const mine = alts.find((x) => sameSet(x.action.discards ?? [], chosen));
  if (!mine || alts.length === 0) return null;
  return alts[0].value - mine.value >= margin ? { better: alts[0].action.discards ?? [] } : null;
}

/** The seat's costly exchanges in one deal, through the game's hint. */
export function exchangeFindings<S, A extends Exchange, V>(
  rules: CoachRules<S, A, V>,
  hint: (view: V, legal: readonly A[], budget: { samples: number }, seed: number) => Hint<A>,
  deal: { readonly start: S; readonly actions: readonly A[] },
  seat: number,
  margin: number,
  samples: number,
  seed: number,
): FoundMistake[] {
  const out: FoundMistake[] = [];
  let s = deal.start;
  deal.actions.forEach((a, i) => {
    if (a.seat === seat && a.type === 'exchange' && a.discards) {
      const legal = rules.legalActions(s);
      const m =
        legal.length > 1
          ? exchangeMistake(hint(rules.observe(s, seat), legal, { samples }, seed + i), a.discards, margin)
          : null;
      if (m) out.push({ action: i, category: 'exchange', played: words(a.discards), better: words(m.better) });
    }
    s = rules.applyAction(s, a);
  });
  return out;
}

/** A plain-trick game's checks for the coach: its costly exchanges and its play check's costly plays. */
export interface PlainCheckGame<S, A extends Exchange, V> {
  readonly rules: CoachRules<S, A, V>;
  readonly hint: (view: V, legal: readonly A[], budget: { samples: number }, seed: number) => Hint<A>;
  readonly checkPlays: (
    deal: { readonly start: S; readonly actions: readonly A[] },
    seat: number,
    samples: number,
    seed: number,
  ) => readonly {
    readonly action: number;
    readonly card: string;
    readonly better: string;
    readonly reason: { readonly category: string };
  }[];
  readonly margin: number;
}

/** The coach's findings in one deal, exchanges and plays in the order they were made. */
export function plainFindings<S, A extends Exchange, V>(
  game: PlainCheckGame<S, A, V>,
  deal: { readonly start: S; readonly actions: readonly A[] },
  seat: number,
  samples: number,
  seed: number,
  exchangeSamples = samples,
): FoundMistake[] {
  const plays = game
    .checkPlays(deal, seat, samples, seed)
    .map((p) => ({ action: p.action, category: p.reason.category, played: p.card, better: p.better }));
  return [...exchangeFindings(game.rules, game.hint, deal, seat, game.margin, exchangeSamples, seed), ...plays].sort(
    (a, b) => a.action - b.action,
  );
}
