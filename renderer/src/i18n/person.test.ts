// Grammar by construction: every message with a placeholder that names a player or a side is rendered with each
// kind of subject it can take (you, one player, a side of two), through its form for that kind (person.ts), in
// four languages, and must agree: no "You exchanges", "You's turn" or "Ann & Cia has won"; no «Dus», «til du»
// or a capital «Du» inside a sentence.
import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries.ts';
import { en, type MessageKey } from './en.ts';
import { format, placeholders } from './format.ts';
import { PERSON_PARAMS, personKey, type Person } from './person.ts';

type Lang = 'en' | 'nb' | 'sv' | 'da';
const LANGS: readonly Lang[] = ['en', 'nb', 'sv', 'da'];

/**
 * The kinds a message's person can be, where not "you or one player": each with where it is said. A key not
 * listed can name you (seat 0 is you at the table, in refusals and in the event lines) or one other player.
 */
const KINDS: Readonly<Record<string, readonly Person[]>> = {
  // A name the players typed on the score pad (no "you" there); a Spades column is a side of two.
  'pad.deals': ['one'],
  'pad.bidsFirst': ['one'],
  'pad.forehand': ['one'],
  'pad.dealerShort': ['one'],
  'pad.bidOf': ['one'],
  'pad.tricksOf': ['one'],
  'pad.won': ['one', 'pair'],
  'pad.sharedWin': ['pair'],
  'pad.defaultTitle': ['pair'],
  'pad.refuse.tricksRange': ['one'],
  'pad.refuse.bidMissing': ['one'],
  // Several winners or a side, always more than one.
  'summary.gameWon': ['pair'],
  'over.shared': ['pair'],
  // The partner, an opponent or a computer player the level is set for: never you.
  'setup.strengthOf': ['one'],
  'panel.hintText': ['one'],
  'panel.teamText': ['one'],
  'panel.passGive': ['one'],
  'panel.passReturn': ['one'],
  'panel.limitCarried': ['one'],
  'panel.waitExchange': ['one'],
  'panel.waitTalon': ['one'],
  'panel.waitTrump': ['one'],
  'panel.waitBid': ['one'],
  'panel.waitPass': ['one'],
  'side.you': ['one'],
  'refusal.spades.partnerBidNil': ['one'],
  // Refused because another player is to act: the player named is never you.
  'refusal.notYourTurn': ['one'],
  'refusal.notYourTurnToExchange': ['one'],
  'refusal.spades.notYourTurnToBid': ['one'],
  'refusal.sproyte.forehandLeads': ['one'],
  'refusal.sproyte.winnerLeads': ['one'],
  'refusal.winnerLeads': ['one'],
  'refusal.leftOfDealerLeads': ['one'],
  'refusal.tribello.onlyDealerNamesTrump': ['one'],
  'refusal.tribello.nameTrumpFirst': ['one'],
  // The cut: its forms for you are event.cutShows.byYou (you cut) and event.cutShows.you (you deal).
  'event.cutShows': ['one'],
  'event.cutShows.byYou': ['one'],
  // The player whose cards you take over: another seat.
  'again.swapTo': ['one'],
  'again.swapTo.spades': ['one'],
  // A file name, not a person.
  'data.damaged': [],
  'data.unknown': [],
  'data.damagedBackup': [],
  'data.unknownBackup': [],
};

const REASONS = /^reason\./; // a hint's reason names the partner or an opponent, never you

function kindsOf(key: string): readonly Person[] {
  if (key in KINDS) return KINDS[key];
  if (REASONS.test(key)) return ['one'];
  return ['you', 'one'];
}

/** The messages that name a person (the kind forms themselves are reached through their base key). */
const PERSON_KEYS = (Object.keys(en) as MessageKey[]).filter(
  (k) => !/\.(you|pair|toYou)$/.test(k) && placeholders(en[k]).some((p) => PERSON_PARAMS.includes(p)),
);

/**
 * Messages with a second person who can be you, each with the form said then: you as the object (a pass comes
 * to you), or as the subject of a sentence of its own. A new message naming two people must be listed here.
 */
const SECOND_YOU: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  'event.pass': { partner: 'event.pass.toYou' },
  'event.cutShows': { dealer: 'event.cutShows.you' },
  'review.trickWon': { name: 'review.trickWon' },
};

const SAMPLE: Record<Lang, Record<Person, string>> = {
  en: { you: en['seat.you'], one: 'Ann', pair: 'Ann & Cia' },
  nb: { you: dictionaries.nb['seat.you'], one: 'Ann', pair: 'Ann og Cia' },
  sv: { you: dictionaries.sv['seat.you'], one: 'Ann', pair: 'Ann och Cia' },
  da: { you: dictionaries.da['seat.you'], one: 'Ann', pair: 'Ann og Cia' },
};

/** The message's subject: its first person placeholder in the English text. */
const subjectOf = (key: MessageKey) =>
  [...en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).find((p) => PERSON_PARAMS.includes(p));

function render(lang: Lang, key: MessageKey, kind: Person): string {
  const params: Record<string, string | number> = {};
  const subject = subjectOf(key);
  // The subject is of the kind; any other person in the message is another player; numbers are numbers.
  for (const p of placeholders(en[key]))
    params[p] = p === subject ? SAMPLE[lang][kind] : PERSON_PARAMS.includes(p) ? 'Bo' : 3;
  return format(lang, dictionaries[lang][personKey(key, kind)], params);
}

/** Words after "you" or a side that end in s but are no third-person verb. */
const NOT_VERBS = new Set(['always', 'as']);
/** A third-person verb: has, is, was, does, or a word ending in a single s ("exchanges", not "pass"). */
const THIRD = String.raw`(has|is|was|does|\w*[^s\W]s)`;

/** What reads wrong in `text`, said of a `kind` subject in `lang`. */
export function disagreement(lang: Lang, text: string, kind: Person): string | null {
  if (lang === 'en') {
    if (kind === 'you') {
      if (/\bYou's\b|\byou's\b/.test(text)) return "You's → your";
      const m = new RegExp(String.raw`\b[Yy]ou ${THIRD}\b`).exec(text);
      if (m && !NOT_VERBS.has(m[1])) return `${m[0]} → you + plain verb`;
      if (/[a-z,;] You\b/.test(text)) return 'a capital You inside a sentence';
    }
    if (kind === 'pair') {
      const m = new RegExp(String.raw`Ann & Cia ${THIRD}\b`).exec(text);
      if (m && !NOT_VERBS.has(m[1])) return `${m[0]} → have / are / plain verb`;
    }
    if (kind === 'one' && /\bAnn (are|have|were|do)\b/.test(text)) return 'Ann + plural verb';
    return null;
  }
  if (kind === 'you') {
    if (/\bDus\b|\bDu's\b|\bDu’s\b/.test(text)) return 'Dus → din / ditt / dine (din / ditt / dina, din / dit / dine)';
    const prep = /\b(til|till|for|för|med|av|af|om|fra|från|mot|mod|på|hos|åt)\s+[Dd]u\b/.exec(text);
    if (prep) return `${prep[0]} → deg / dig`;
    if (/[a-zæøåäö,;] Du\b/.test(text)) return 'a capital Du inside a sentence';
  }
  return null;
}

describe('the checks catch the sentences that read wrong', () => {
  it.each([
    ['en', 'The exchange is not over: You exchanges now.', 'you'],
    ['en', "It is You's turn to play.", 'you'],
    ['en', 'Ann & Cia has won the game!', 'pair'],
    ['nb', 'Det er Dus tur.', 'you'],
    ['nb', 'Gi kortene til Du.', 'you'],
    ['sv', 'Bytet är inte över: nu byter Du.', 'you'],
  ] as const)('%s: «%s»', (lang, text, kind) => expect(disagreement(lang, text, kind)).not.toBeNull());

  it.each([
    ['en', 'The exchange is not over: it is your turn to exchange.', 'you'],
    ['en', 'You always lead.', 'you'],
    ['en', 'Ann & Cia have won the game!', 'pair'],
    ['nb', 'Byttet er ikke over: Du bytter nå.', 'you'],
  ] as const)('%s: «%s» passes', (lang, text, kind) => expect(disagreement(lang, text, kind)).toBeNull());
});

describe('every message that names a player or a side agrees with each kind it can name', () => {
  it('finds the messages (events, refusals, pad, reasons)', () => {
    expect(PERSON_KEYS.length).toBeGreaterThan(60);
    for (const k of ['refusal.tribello.exchangeFirst', 'pad.won', 'event.play', 'reason.cover-nil'])
      expect(PERSON_KEYS).toContain(k);
  });

  it('lists only keys that exist', () => {
    for (const k of Object.keys(KINDS)) expect(k in en, k).toBe(true);
  });

  it.each(LANGS)('%s: a second person who is you', (lang) => {
    const two = PERSON_KEYS.filter(
      (k) => new Set(placeholders(en[k]).filter((p) => PERSON_PARAMS.includes(p))).size > 1,
    );
    expect(two.sort()).toEqual(Object.keys(SECOND_YOU).sort());
    const found: string[] = [];
    for (const [key, forms] of Object.entries(SECOND_YOU))
      for (const [param, form] of Object.entries(forms)) {
        const params: Record<string, string | number> = {};
        for (const p of placeholders(en[key as MessageKey]))
          params[p] = p === param ? SAMPLE[lang].you : PERSON_PARAMS.includes(p) ? 'Bo' : 3;
        const text = format(lang, dictionaries[lang][form], params);
        const wrong = disagreement(lang, text, 'you');
        if (wrong) found.push(`${form} (${param} is you): «${text}» — ${wrong}`);
      }
    expect(found).toEqual([]);
  });

  it.each(LANGS)('%s', (lang) => {
    const found: string[] = [];
    for (const key of PERSON_KEYS)
      for (const kind of kindsOf(key)) {
        const text = render(lang, key, kind);
        const wrong = disagreement(lang, text, kind);
        if (wrong) found.push(`${personKey(key, kind)} (${kind}): «${text}» — ${wrong}`);
      }
    expect(found).toEqual([]);
  });
});
