// The property-test kit every engine calls in one line (house-style §6, OpenSpiel's RandomSimTest,
// upgraded): random games checked step by step against the GameRules contract. Tests only.
import fc from 'fast-check';
import { isCardCode, type Card } from '../core/cards.ts';
import { type BaseState, type GameRules, IllegalAction } from '../core/contract.ts';
import type { GameRecord, RecordDeal, RecordAction } from '../core/record.ts';
import { replayState } from '../core/replay.ts';
import { rngFrom, seedState } from '../core/rng.ts';

/** JSON with sorted keys: two equal actions or states give the same string. */
export function canonical(v: unknown): string {
  return canon(v) as string;
}

const INDEX = /^(0|[1-9][0-9]*)$/;

/** Keys in the order an object built from the sorted keys iterates: array indices first, ascending. */
function sortedKeys(o: object): string[] {
  const all = Object.keys(o);
  let i = 0;
  while (i < all.length && INDEX.test(all[i]) && Number(all[i]) < 4294967295) i++;
  return i === 0 ? all.sort() : all.slice(0, i).concat(all.slice(i).sort());
}

/**
 * JSON with object keys sorted, written directly (JSON.stringify with a sorting replacer built a new object
 * for every object it met, and the soak spent a seventh of its time there). Same text as
 * JSON.stringify(sortedCopy(v)); undefined for what JSON.stringify leaves out.
 */
function canon(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return typeof v === 'function' ? undefined : JSON.stringify(v);
  const withJson = v as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return canon(withJson.toJSON());
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i ? ',' : '') + (canon(v[i]) ?? 'null');
    return out + ']';
  }
  const o = v as Record<string, unknown>;
  let out = '{';
  let first = true;
  for (const k of sortedKeys(o)) {
    const text = canon(o[k]);
    if (text === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(k) + ':' + text;
    first = false;
  }
  return out + '}';
}

export interface Playout<S, A> {
  readonly final: S;
  readonly states: S[];
  readonly actions: A[];
  readonly record: GameRecord;
}

/** Play a random game (or its first `maxDeals` deals) with uniformly sampled legal actions. */
export function randomPlayout<O, S extends BaseState, A extends { readonly seat: number }, V>(
  rules: GameRules<O, S, A, V>,
  options: O,
  seed: number,
  maxDeals = Infinity,
  keepStates = false,
): Playout<S, A> {
  const rng = rngFrom(seedState(seed));
  const n = rules.seatCount(options);
  let s = rules.setup(options, rng.int(n), seed);
  const states: S[] = [];
  const actions: A[] = [];
  const deals: { cards: unknown; actions: RecordAction[] }[] = [];
  const firstDealer = rules.dealer(s);
  let guard = 0;
  while (!rules.isTerminal(s)) {
    if (rules.awaitingDeal(s)) {
      if (deals.length >= maxDeals) break;
      s = rules.startDeal(s, { kind: 'shuffle' });
      deals.push({ cards: rules.dealCards(s), actions: [] });
    } else {
      const a = rules.sampleAction(s, rng);
      actions.push(a);
      deals[deals.length - 1].actions.push(rules.actionToRecord(a));
      s = rules.applyAction(s, a);
    }
    if (keepStates) states.push(s);
    if (++guard > 1_000_000) throw new Error('the game does not end (liveness)');
  }
  const record: GameRecord = {
    format: 'stikk-record/1',
    game: rules.game,
    options: options as Record<string, unknown>,
    firstDealer,
    deals: deals.map((d) => ({ ...(d.cards as object), actions: d.actions }) as RecordDeal),
  };
  return { final: s, states, actions, record };
}

export interface PropertyConfig<O, S, A> {
  readonly options: fc.Arbitrary<O>;
  readonly numRuns?: number;
  /** Deals per random game (some whole games are long); Infinity plays to the end. */
  readonly maxDeals?: number;
  /** Every action worth trying now, legal or not (all cards of every hand, all bids …). */
  readonly candidates: (s: S) => readonly A[];
  /** Cards `seat` must not see now (other hands, stock, others' discards). */
  readonly hiddenFrom: (s: S, seat: number) => readonly Card[];
  /** Game invariants (card conservation, trick counts, score sums); throw to fail. */
  readonly invariant: (s: S) => void;
}

/**
 * The contract properties over random games: liveness and termination; legal actions accepted and
 * every other candidate refused with a rule id; the invariant after every step; no view shows a hidden
 * card; JSON round trip; replaying the record gives the same state (determinism).
 */
export function checkGameProperties<O, S extends BaseState, A extends { readonly seat: number }, V>(
  rules: GameRules<O, S, A, V>,
  config: PropertyConfig<O, S, A>,
): void {
  fc.assert(
    fc.property(config.options, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (options, seed) => {
      const run = randomPlayout(rules, options, seed, config.maxDeals ?? Infinity, true);
      const n = rules.seatCount(options);
      for (const s of run.states) {
        config.invariant(s);
        if (rules.isTerminal(s) || rules.awaitingDeal(s)) {
          if (rules.currentPlayer(s) !== null) throw new Error('nobody may act between deals');
          continue;
        }
        const legal = rules.legalActions(s);
        if (legal.length === 0) throw new Error(`no legal action in phase ${s.phase}`);
        const legalKeys = new Set(legal.map(canonical));
        for (const a of config.candidates(s)) {
          const refusal = rules.explainIllegal(s, a);
          if (legalKeys.has(canonical(a))) {
            if (refusal) throw new Error(`legal ${canonical(a)} refused: ${refusal.rule} ${refusal.message}`);
          } else {
            if (!refusal || !/^(COM|SPD|SPR|TRB)-\d/.test(refusal.rule))
              throw new Error(`illegal ${canonical(a)} not refused with a rule id in ${s.phase}`);
            let threw = false;
            try {
              rules.applyAction(s, a);
            } catch (e) {
              threw = e instanceof IllegalAction;
            }
            if (!threw) throw new Error(`applyAction accepted illegal ${canonical(a)}`);
          }
        }
        for (let seat = 0; seat < n; seat++) checkViewHides(rules.observe(s, seat), config.hiddenFrom(s, seat), seat);
      }
      const roundTrip = JSON.parse(JSON.stringify(run.final));
      if (canonical(roundTrip) !== canonical(run.final)) throw new Error('state does not survive JSON');
      const replayed = replayState(rules, JSON.parse(JSON.stringify(run.record)) as GameRecord, seed);
      if (canonical(rules.report(replayed)) !== canonical(rules.report(run.final)))
        throw new Error('replaying the record gives another result');
      const again = randomPlayout(rules, options, seed, config.maxDeals ?? Infinity);
      if (canonical(again.final) !== canonical(run.final)) throw new Error('same seed, different game');
    }),
    { numRuns: config.numRuns ?? 200 },
  );
}

/**
 * View hygiene: no card code in the view may be one the seat cannot see. `hidden` lists the codes the
 * seat must not see at all (with two packs: leave out a code whose other copy the seat can see).
 */
export function checkViewHides(view: unknown, hidden: readonly Card[], seat: number): void {
  if (hidden.length === 0) return;
  const seen = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (isCardCode(v)) seen.add(v);
    } else if (Array.isArray(v)) {
      for (const x of v) walk(x);
    } else if (v && typeof v === 'object') {
      for (const k in v) if (Object.hasOwn(v, k)) walk((v as Record<string, unknown>)[k]);
    }
  };
  walk(view);
  for (const c of hidden) if (seen.has(c)) throw new Error(`seat ${seat}'s view shows hidden card ${c}`);
}
