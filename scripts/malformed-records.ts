// Malformed records that `npm run replay` must answer in the documented form (records.md "What replay
// prints"): exit status 1, the error JSON on stdout, one line on stderr, never a stack trace. Used by
// scripts/replay.test.ts; each entry is the file's text.

const base = { format: 'stikk-record/1', firstDealer: 0, deals: [] };
const rec = (game: string, extra: Record<string, unknown> = {}) => JSON.stringify({ ...base, game, ...extra });
/** `__proto__` written as an own key, as JSON.parse reads it from a file. */
const protoKey = (game: string) => rec(game).replace('"deals"', '"options":{"__proto__":{"polluted":true}},"deals"');

const OBJECT_NAMES = ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];
const GAMES = ['spades', 'sproyte', 'tribello'];

export const MALFORMED: readonly (readonly [name: string, text: string])[] = [
  ['empty file', ''],
  ['cut off mid-write', '{"format": "stikk-record/1",\n'],
  ['a byte-order mark and then garbage', '\uFEFF{"format"'],
  ['two byte-order marks', `\uFEFF\uFEFF${rec('spades')}`],
  ['an array', '[1, 2]'],
  ['null', 'null'],
  ['a string', '"stikk-record/1"'],
  ['a wrong format', rec('spades', { format: 'stikk-record/2' })],
  ['an unknown game', rec('bridge')],
  ['a game named toString', rec('toString')],
  ['a game named __proto__', rec('__proto__')],
  ...GAMES.flatMap((g) =>
    OBJECT_NAMES.map((k) => [`${g} with the option "${k}"`, rec(g, { options: { [k]: 'x' } })] as const),
  ),
  ...GAMES.map((g) => [`${g} with the option "__proto__"`, protoKey(g)] as const),
  ...GAMES.map((g) => [`${g} with options that are a list`, rec(g, { options: ['form'] })] as const),
  [
    'options nested 50,000 levels deep',
    rec('spades').replace('"deals"', `"options":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)},"deals"`),
  ],
  ['players that are not names', rec('spades', { players: [1, 2, 3, 4] })],
  ['too many players', rec('tribello', { players: ['a', 'b', 'c', 'd'] })],
  ['no firstDealer', JSON.stringify({ format: 'stikk-record/1', game: 'spades', deals: [] })],
  ['a firstDealer off the table', rec('sproyte', { firstDealer: 3 })],
  ['deals that are an object', rec('spades', { deals: { 0: {} } })],
  ['a deal that is a string', rec('spades', { deals: ['AS'] })],
  ['a deal with deck and hands', rec('spades', { deals: [{ deck: [], hands: [], actions: [] }] })],
  ['a deal with a card that does not exist', rec('tribello', { deals: [{ deck: ['ZZ'], actions: [] }] })],
  ['a deal of too few cards', rec('tribello', { deals: [{ deck: ['AS', 'KS'], cut: 1, actions: [] }] })],
  [
    'an action named toString',
    rec('spades', { deals: [{ hands: [[], [], [], []], actions: [{ seat: 0, toString: 1 }] }] }),
  ],
  [
    'an action with a __proto__ key',
    rec('spades', { deals: [{ hands: [[], [], [], []], actions: [] }] }).replace(
      '"actions":[]',
      '"actions":[{"seat":0,"__proto__":{"bid":3}}]',
    ),
  ],
];
