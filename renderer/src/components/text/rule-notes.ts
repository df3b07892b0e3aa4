// Rule ids read as noise inside a newcomer's sentence ("… your partner (SPD-1.1)."): a
// parenthesis that holds only rule ids is taken out of the sentence and its ids are shown after the sentence
// as small links. Pure, so the rule book and the coach share it and a test can read it.
const ID = String.raw`(?:COM|SPR|SPD|TRB)-(?:[DS]?\d+(?:\.\d+)?)`;
/** " (SPD-4.1, SPD-6.1)" or " (SPR-7.3 og SPR-8.1)": only rule ids, with commas or a language's "and". */
const NOTE = new RegExp(String.raw`\s*\((${ID}(?:\s*(?:,|;|\band\b|\bog\b|\boch\b)\s*${ID})*)\)`, 'g');
const ONE_ID = new RegExp(ID, 'g');

export interface Sentence {
  /** The sentence without its rule-id parentheses (with the space that followed it, if any). */
  readonly text: string;
  /** The ids taken out, in order, each once. */
  readonly rules: readonly string[];
}

/** Split a line into sentences (after . ! ? … or : followed by a space) and take their rule notes out. */
export function ruleNotes(line: string): Sentence[] {
  const parts = line.split(/(?<=[.!?…])(\s+)/);
  const out: Sentence[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const sentence = parts[i] + (parts[i + 1] ?? '');
    const rules: string[] = [];
    const text = sentence.replace(NOTE, (m) => {
      for (const id of m.match(ONE_ID) ?? []) if (!rules.includes(id)) rules.push(id);
      return '';
    });
    if (text || rules.length) out.push({ text, rules });
  }
  return out;
}
