// machines/core: game-agnostic pieces the three engines compose. Nothing here knows a game's name.
export * from './cards.ts';
export * from './deck.ts';
export * from './rng.ts';
export * from './seats.ts';
export * from './dealing.ts';
export * from './trick.ts';
export * from './contract.ts';
export * from './record.ts';
export * from './replay.ts';
export * from './bots.ts';
