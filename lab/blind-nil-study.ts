// npm run blind-nil-study [-- DEALS [GAMES [WHO]]] — when does a computer's Blind Nil pay?
// WHO: which players of seat 0 to measure, comma-separated: computer,newcomer,careless (default all).
//
// Part 1, trailing score situations (Spades, 4 players in partnerships, target 500): the game starts at a
// given score with Us (seats 0 and 2) behind. On each duplicate deal Us play the first hand twice: once with
// the rule-based player's normal bid (it looks at its cards), once with Blind Nil by seat 2 (your computer
// partner in the app). Every later hand is played without blind nil, to the end of the game. Per situation:
// how often the blind nil is made, the points it gains in that hand (Us, and Us minus Them), and how often Us
// win the game either way. Seat 0 (you, in the app) is played three ways: by the computer, which covers its
// partner's nil and returns its two safest cards; by a "newcomer" who ignores the partner's nil but returns
// low cards; and by a "careless" newcomer who also returns the first two cards of the hand as the table
// sorts it (the highest spades), as a first-time player clicking through may do.
//
// Part 2, whole games from 0–0 with seat 0 a computer, a newcomer or careless and seats 1–3 computers: how
// often your partner bids Blind Nil (share of all hands and of the hands it could), how often it is made,
// how often your side wins, for no blind nil, a looser rule and today's rule (blind-nil.ts).
import type { Policy } from '../machines/core/bots.ts';
import { rngFrom, seedState } from '../machines/core/rng.ts';
import { type BlindNilChoice, ruleBasedWith } from '../machines/spades/bots/rule-based.ts';
import { wantsBlindNil, wantsBlindNilBefore } from '../machines/spades/bots/blind-nil.ts';
import { rankValue } from '../machines/core/cards.ts';
import {
  type Action,
  type Options,
  type State,
  type View,
  isNilBid,
  isSpade,
  rules,
} from '../machines/spades/rules/index.ts';
import { put } from '../machines/spades/rules/state.ts';

const deals = Number(process.argv[2] ?? 2000);
const games = Number(process.argv[3] ?? 1000);
const who = (process.argv[4] ?? 'computer,newcomer,careless').split(',');
const options: Options = rules.parseOptions({ players: 'partners4', target: 500 });
const MAX_HANDS = 80;

type P = Policy<View, Action>;
const never = ruleBasedWith(() => false, 'never');
/** The rule-based player blind to its partner's nil: it neither covers it nor spares it (no blind nil itself). */
const newcomer: P = {
  id: 'newcomer',
  choose: (v, legal, rng) =>
    never.choose({ ...v, bids: v.bids.map((b, i) => (i === v.partner && isNilBid(b) ? 0 : b)) }, legal, rng),
};

const display = (a: string, b: string) => Number(isSpade(b)) - Number(isSpade(a)) || rankValue(b) - rankValue(a);
/** The newcomer who passes back the first two cards as shown: the highest spades. */
const careless: P = {
  id: 'careless',
  choose(v, legal, rng) {
    if (legal[0]?.type !== 'pass' || v.hand === null) return newcomer.choose(v, legal, rng);
    const want = [...v.hand].sort(display).slice(0, 2).sort().join();
    return legal.find((a) => a.type === 'pass' && [...a.cards].sort().join() === want) ?? legal[0];
  },
};
const SEAT0: readonly [string, P][] = (
  [
    ['computer', 'the computer', never],
    ['newcomer', 'a newcomer', newcomer],
    ['careless', 'a careless newcomer', careless],
  ] as const
).flatMap(([key, name, p]) => (who.includes(key) ? [[name, p] as [string, P]] : []));

/** Play one hand from `s` (awaiting a deal); `policy(seat)` chooses for each seat. */
function playHand(s: State, policy: (seat: number) => P): State {
  const rng = rngFrom(seedState(1));
  s = rules.startDeal(s, { kind: 'shuffle' });
  while (!rules.awaitingDeal(s) && !rules.isTerminal(s)) {
    const seat = rules.currentPlayer(s) as number;
    s = rules.applyAction(s, policy(seat).choose(rules.observe(s, seat), rules.legalActions(s), rng));
  }
  return s;
}

function playGame(s: State, policy: (seat: number) => P): State {
  while (!rules.isTerminal(s) && s.results.length < MAX_HANDS) s = playHand(s, policy);
  return s;
}

const won = (s: State, side: number): number =>
  rules.isTerminal(s) && s.winners.length === 1 && s.winners[0] === side ? 1 : 0;
/** Seat `seat`'s blind nil in a hand: null (none), true (made), false (failed). */
const blindNilOf = (r: State['results'][number], seat: number): boolean | null =>
  r.bids[seat] === 'blind-nil' ? r.tricks[seat] === 0 : null;

interface Row {
  made: number;
  own: number;
  net: number;
  winsNormal: number;
  winsBlind: number;
  diff: number;
  se: number;
}

/** Us behind by `behind`, Them needing `leaderNeeds` to reach the target; seat 0 played by `zero`. */
function study(behind: number, leaderNeeds: number, zero: P): Row {
  const them = options.target - leaderNeeds;
  const forced = ruleBasedWith((v) => v.seat === 2, 'forced');
  const sum = { made: 0, own: 0, net: 0, winsNormal: 0, winsBlind: 0, diffSq: 0 };
  for (let d = 0; d < deals; d++) {
    const start = put(rules.setup(options, d % 4, 70_001 + d), { totals: [them - behind, them] });
    const normal = playHand(start, (seat) => (seat === 0 ? zero : never));
    const blind = playHand(start, (seat) => (seat === 0 ? zero : seat === 2 ? forced : never));
    const [rn, rb] = [normal.results[0], blind.results[0]];
    if (blindNilOf(rb, 2)) sum.made++;
    sum.own += rb.sides[0].points - rn.sides[0].points;
    sum.net += rb.sides[0].points - rb.sides[1].points - (rn.sides[0].points - rn.sides[1].points);
    const later = (seat: number) => (seat === 0 ? zero : never);
    const [wn, wb] = [won(playGame(normal, later), 0), won(playGame(blind, later), 0)];
    sum.winsNormal += wn;
    sum.winsBlind += wb;
    sum.diffSq += (wb - wn) ** 2;
  }
  const diff = (sum.winsBlind - sum.winsNormal) / deals;
  const se = Math.sqrt((sum.diffSq / deals - diff * diff) / deals);
  return {
    made: sum.made / deals,
    own: sum.own / deals,
    net: sum.net / deals,
    winsNormal: sum.winsNormal / deals,
    winsBlind: sum.winsBlind / deals,
    diff,
    se,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(1);
const cells = (r: Row) =>
  `${pct(r.made).padStart(6)} ${signed(r.own).padStart(7)} ${signed(r.net).padStart(7)} | ${pct(r.winsNormal).padStart(13)} ${pct(r.winsBlind).padStart(6)} ` +
  `${signed(100 * r.diff).padStart(6)} ±${(100 * r.se).toFixed(1)}`;

const t0 = performance.now();
console.log(
  `Part 1: ${deals} duplicate deals per situation; target ${options.target}; Us behind by B, Them needing N more.`,
);
console.log(
  'Blind Nil by your computer partner (seat 2) against its normal bid (own/net: points of that hand, Us / Us − Them).',
);
for (const [name, zero] of deals > 0 ? SEAT0 : []) {
  console.log(`\nYou (seat 0) played by ${name}:`);
  console.log('   B    N |  made  own pts net pts | Us win: normal  blind  gain ±1 SE');
  for (const leaderNeeds of [350, 250, 150, 100, 50])
    for (const behind of [100, 150, 200, 250, 300, 400]) {
      const r = study(behind, leaderNeeds, zero);
      console.log(`${String(behind).padStart(4)} ${String(leaderNeeds).padStart(4)} | ${cells(r)}`);
    }
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)\n`);

/** Games from 0–0: seat 2 (partner) uses `choice`, seats 1 and 3 `rivals`, seat 0 `zero` (else `choice`). */
function appGames(name: string, choice: BlindNilChoice, rivals: BlindNilChoice, zero: P | null) {
  const [partner, them] = [ruleBasedWith(choice), ruleBasedWith(rivals)];
  zero ??= partner;
  const n = { hands: 0, eligible: 0, bids: 0, made: 0, wins: 0, finished: 0 };
  for (let g = 0; g < games; g++) {
    const end = playGame(rules.setup(options, g % 4, 90_001 + g), (seat) =>
      seat === 0 ? zero : seat === 2 ? partner : them,
    );
    let before = [0, 0];
    for (const r of end.results) {
      n.hands++;
      if (before[1] - before[0] >= (options.blindNilBehind ?? 0)) n.eligible++;
      const bn = blindNilOf(r, 2);
      if (bn !== null) n.bids++;
      if (bn) n.made++;
      before = r.sides.map((x) => x.totalAfter);
    }
    n.finished += rules.isTerminal(end) ? 1 : 0;
    n.wins += won(end, 0);
  }
  console.log(
    `partner ${name.padEnd(7)}| bids Blind Nil in ${pct(n.bids / n.hands).padStart(5)} of all hands, ${pct(n.bids / Math.max(1, n.eligible)).padStart(5)} ` +
      `of those it could; made ${pct(n.made / Math.max(1, n.bids)).padStart(6)} (${n.bids} bids) | your side wins ${pct(n.wins / games)} (${n.finished}/${games} finished)`,
  );
}

console.log(`Part 2: ${games} games from 0–0 to ${options.target}; the opponents with today's rule.`);
const seat0InGames = [
  ...(who.includes('computer') ? [['the computer (same rule as the partner)', null] as const] : []),
  ...SEAT0.filter(([, p]) => p !== never),
];
for (const [name, zero] of games > 0 ? seat0InGames : []) {
  console.log(`You played by ${name}:`);
  appGames('never', () => false, wantsBlindNil, zero);
  appGames('before', wantsBlindNilBefore, wantsBlindNil, zero);
  appGames('now', wantsBlindNil, wantsBlindNil, zero);
}
