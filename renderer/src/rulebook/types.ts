// The rule book's data shape. One book per game plus the shared conventions ('common'), one file
// per language: renderer/src/rulebook/<book>/<locale>.ts exporting `book: RuleBook`. Every rule is keyed by
// its id in ../shared/docs/rules.md; the ids the app cites come from machines/ (refusals, score lines,
// options), the words for players live here.
//
// Text conventions inside `text`, `intro`, `examples` and glossary entries (the renderer parses them):
//   [[AS]] [[TH]] [[BJ]]   a small card picture, in the engine's card codes (machines/core/cards.ts: rank
//                          then suit, T for ten: AS, TH, 2D, 7C; jokers BJ, LJ)
//   SPD-6.2                a rule id anywhere in the text becomes a link to that rule
//   **bold**               emphasis (a word the glossary explains, a key number)
// Paragraphs are separated by a blank line ("\n\n"); a line starting with "- " is a list item.

import type { GameId } from '../../../machines/games.ts';

export type BookId = 'common' | GameId;

export interface RuleEntry {
  /** The id exactly as in rules.md: 'SPD-6.2', 'TRB-4', 'SPR-D6', 'SPD-S5', 'COM-4.3'. */
  readonly id: string;
  /** A short title for the rule ("Spades must be broken"). */
  readonly title: string;
  /** The rule for players: short sentences, the why before the what; the rule the app plays. */
  readonly text: string;
}

export interface RuleSection {
  /** The section id: 'SPD-5' (bidding), 'SPR-S' for settings, 'SPR-D' for decisions, 'COM-4'. */
  readonly id: string;
  readonly title: string;
  /** One or two sentences before the rules of the section. */
  readonly intro?: string;
  readonly rules: readonly RuleEntry[];
  /** Worked examples (scoring sections): each one paragraph. */
  readonly examples?: readonly string[];
}

export interface GlossaryEntry {
  /** The card-table word as players of this language say it ("forhånd", "bakhånd", "stikk", "bags"). */
  readonly term: string;
  readonly text: string;
  /** Rule ids where the word matters. */
  readonly rules?: readonly string[];
}

export interface RuleBook {
  readonly id: BookId;
  /** "Sprøyte", "Spader" … (the game's name as players of this language say it). */
  readonly title: string;
  /** What the game is, in three or four sentences. */
  readonly intro: string;
  readonly sections: readonly RuleSection[];
  readonly glossary: readonly GlossaryEntry[];
}
