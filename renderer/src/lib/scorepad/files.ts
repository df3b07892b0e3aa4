// A pad as a file (docs/scorepad.md): the desktop app's save and open dialogs, or a download and an
// <input type=file> in a browser — the same ways a game record goes in and out (record-files.ts).
import { checkPadText, padFileName, padText, type PadFileCheck } from '../../../../machines/scorepad/file.ts';
import type { Pad } from '../../../../machines/scorepad/types.ts';
import { nativeFiles } from '../record-files.ts';

export { readPadFile } from './read.ts';

export async function exportPad(pad: Pad): Promise<string | null> {
  const name = padFileName(pad);
  const text = padText(pad);
  const native = nativeFiles();
  if (native) {
    const r = await native.save(name, text);
    return r.ok ? null : r.error;
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}

/** The desktop app's open dialog; null when cancelled or in a browser. */
export async function openPadNative(): Promise<{ name: string; check: PadFileCheck } | null> {
  const native = nativeFiles();
  if (!native) return null;
  const r = await native.open();
  if (!r.ok)
    return {
      name: '',
      check: { ok: false, problem: { deal: null, rule: 'PAD', key: 'file', params: {}, message: r.error } },
    };
  if (!r.value) return null;
  const { name, text, refused } = r.value;
  if (refused)
    return {
      name,
      check: {
        ok: false,
        problem: {
          deal: null,
          rule: 'PAD',
          key: `limit.${refused.key}`,
          params: refused.params,
          message: refused.message,
        },
      },
    };
  return { name, check: checkPadText(text) };
}
