// A pad file chosen in the window (docs/scorepad.md "The import check"): read strictly within the pad's byte
// limit (bounded-json.ts), then checked. No DOM here: Node runs it too.
import { PAD_BYTES } from '../../../../machines/core/bounded-json.ts';
import { checkPadText, type PadFileCheck } from '../../../../machines/scorepad/file.ts';
import { readStrict } from '../file-read.ts';

/** A file chosen in an <input type=file>: refused when too large or not UTF-8, else checked as a pad. */
export async function readPadFile(file: File): Promise<PadFileCheck> {
  const r = await readStrict(file, PAD_BYTES);
  if ('text' in r) return checkPadText(r.text);
  const key = `limit.${r.limit.key}`;
  return { ok: false, problem: { deal: null, rule: 'PAD', key, params: r.limit.params, message: r.error } };
}
