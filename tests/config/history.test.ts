// The code speaks of itself (house-style §7): no numbered work rounds, issues or items in any tracked file — code,
// tests, scenario files, docs, texts. The history of a change is its commit message; the lab's results log
// (lab/RESULTS.md) alone names commits and study rounds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const EXEMPT = new Set(['lab/RESULTS.md', 'tests/config/history.test.ts']);

/** Work-history wording: a numbered session, issue, item or turn of work, "this wave", a parenthesised "(was 4)".
 *  A rule's "turn" or "trick 3" is not history: a turn counts as one only when a count of the game does not follow. */
const HISTORY =
  /\bsessions? \d+|\bissues? #?\d+|\bitems? \d+\b|\bturn \d+\b(?! ?(?:cards?|tricks?|points?|seats?|players?)\b)|\bthis wave\b|\((?:it )?was \d/i;

/** Each tracked text file's lines that read as work history, as `file:line: text`. */
function historyLines(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const found: string[] = [];
  for (const file of files) {
    if (EXEMPT.has(file)) continue;
    let text: string;
    try {
      text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue; // listed but absent from this checkout (a deletion not yet staged)
    }
    if (text.includes('\0')) continue; // binary
    text.split('\n').forEach((line, i) => {
      if (HISTORY.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

describe('the tree carries no work history', () => {
  it('the pattern bites on history wording and lets rule wording pass', () => {
    for (const line of [
      '// Issue 20 items 1 and 2, over every lesson of every game: the coach shows only the current step',
      '# Session 19, the suite asks three bot seeds: Strong leads the ♣8 at seed 3',
      "    // BIDS_EXPERT was fitted to the bids of session 31's Expert (nil bar 85 %).",
      "describe('corrections and undo (item 3)', () => {",
      "// not in the two hands after its side's last one (it was 4–16%).",
      "# Seams between this wave's pieces",
      '      }); // issue 23',
      '// Found at turn 12 of the review.',
    ])
      expect(line).toMatch(HISTORY);
    for (const line of [
      'Trick 3: lead the ♠A while it can win.',
      "It is your turn: the dealer's left leads to trick 1.",
      'Turn 2 cards face up, then bid.',
      "The side's bid was 4 and it took 6 tricks: two bags.",
      'The items in the menu: New game, Rules, Help.',
      '// An issue with a stale save is set aside, never overwritten.',
    ])
      expect(line).not.toMatch(HISTORY);
  });

  it('no tracked file outside lab/RESULTS.md names sessions, issues, items or turns of work', () => {
    expect(historyLines()).toEqual([]);
  });
});
