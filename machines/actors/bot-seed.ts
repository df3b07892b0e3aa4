// The computers' randomness has its own source, independent of the deal (COM-7.3: a computer player receives only
// what its seat can see). A session's `botSeed` is drawn apart from the shuffle's seed (the app draws it from the
// system's entropy when a game starts and keeps it in the saved game), and each decision's RNG state is a one-way
// mix of it with public counts only: the deal's number and the action's place in it. Nothing in a bot request
// depends on the shuffle's seed, so two deals that show the seat the same View give the same request.

/** A 32-bit avalanche step (murmur3's finaliser); a bijection on its own, made one-way by the feed-forward below. */
function avalanche(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * One-way compression of the words (Davies–Meyer style): each step mixes the running value with the next word and
 * adds the running value back in, so the result cannot be run backwards to the words that made it.
 */
export function oneWay(...words: readonly number[]): number {
  let h = 0x6a09e667;
  for (const w of words) h = (avalanche((h ^ avalanche(w >>> 0)) + 0x9e3779b9) + h) >>> 0;
  return avalanche(h ^ words.length);
}

/** The RNG state of one decision: the session's botSeed, the deal's index and the number of actions before it. */
export function botDecisionState(botSeed: number, deal: number, actions: number): number {
  return oneWay(botSeed, deal, actions);
}

/**
 * A saved game from before botSeed existed, and callers with no entropy (tests, lessons): a botSeed derived from
 * the game's seed and the game's salt by the one-way mix. Such a game's computers stay tied to its seed (a seed
 * can be searched for), which is why a new game gets a botSeed drawn on its own (renderer/src/lib/bot-seed.ts).
 */
export function legacyBotSeed(seed: number, salt: number): number {
  return oneWay(seed, salt, 0x0b075eed);
}
