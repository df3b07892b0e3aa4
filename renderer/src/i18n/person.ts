// A message that names a player or a side takes the form its subject needs. English verbs agree with their
// subject ("You exchange", "Kari exchanges", "Ann & Cia have won"), and a possessive differs ("your turn",
// "Kari's turn"); Norwegian, Swedish and Danish verbs do not inflect for person, but «du» has its own object and
// possessive forms («deg», «din tur»). So each such message has a form per kind of subject where the plain one
// would read wrong: `<key>.you` when you are the subject, `<key>.pair` for a side of two. person.test.ts renders
// every message with a person placeholder with each kind it can take, in four languages, and checks agreement.
import { en, type MessageKey } from './en.ts';

/** Who a person placeholder names: you, one other player, or a side of two. */
export type Person = 'you' | 'one' | 'pair';

/** Placeholders that name a player or a side. */
export const PERSON_PARAMS: readonly string[] = [
  'name',
  'names',
  'player',
  'partner',
  'turn',
  'who',
  'dealer',
  'leader',
  'taker',
  'seat',
  'winner',
  'bidder',
];

/** The key to say when the message's person is `kind`: its own form for that kind when there is one. */
export function personKey(key: MessageKey, kind: Person): MessageKey {
  if (kind === 'one') return key;
  // A game's own form keeps its game last: event.dealStarts.spades → event.dealStarts.you.spades.
  const m = /^(.*)\.(sproyte|spades|tribello)$/.exec(key);
  const own = m ? `${m[1]}.${kind}.${m[2]}` : `${key}.${kind}`;
  return own in en ? (own as MessageKey) : key;
}
