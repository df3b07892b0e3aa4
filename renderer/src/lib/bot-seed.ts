// A new game's botSeed (machines/actors/bot-seed.ts): drawn from the system's entropy, apart from the shuffle's
// seed, so nothing the computers receive can lead back to the deal. Kept in the saved game (saved-game.ts).
export function freshBotSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}
