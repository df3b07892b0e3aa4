// Icon containers written from PNG images (pure functions): Windows .ico and macOS .icns both accept
// PNG-compressed entries, so every size comes from the one SVG rendered to PNG (scripts/icons.ts).

export interface Png {
  readonly size: number;
  readonly data: Uint8Array;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(data: Uint8Array): { width: number; height: number } | null {
  if (data.length < 24 || PNG_SIGNATURE.some((b, i) => data[i] !== b)) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** ICO: a 6-byte header, one 16-byte entry per image, then the PNGs (a size of 256 is written as 0). */
export function icoFile(images: readonly Png[]): Uint8Array {
  const headerSize = 6 + 16 * images.length;
  const out = new Uint8Array(headerSize + images.reduce((n, p) => n + p.data.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((p, i) => {
    const e = 6 + 16 * i;
    if (p.size > 256) throw new Error(`an .ico image is at most 256 pixels, not ${p.size}`);
    out[e] = p.size % 256;
    out[e + 1] = p.size % 256;
    view.setUint16(e + 4, 1, true); // colour planes
    view.setUint16(e + 6, 32, true); // bits per pixel
    view.setUint32(e + 8, p.data.length, true);
    view.setUint32(e + 12, offset, true);
    out.set(p.data, offset);
    offset += p.data.length;
  });
  return out;
}

/** The ICNS types that hold PNG data, by pixel size (the @2x types reuse the larger renderings). */
export const ICNS_TYPES: readonly (readonly [type: string, size: number])[] = [
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];

/** ICNS: 'icns' and the total length, then per image its four-letter type, its length (8 + data) and the PNG. */
export function icnsFile(images: readonly { type: string; data: Uint8Array }[]): Uint8Array {
  const total = 8 + images.reduce((n, p) => n + 8 + p.data.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const ascii = (text: string, at: number) => [...text].forEach((c, i) => (out[at + i] = c.charCodeAt(0)));
  ascii('icns', 0);
  view.setUint32(4, total);
  let offset = 8;
  for (const p of images) {
    if (!/^[a-z0-9]{4}$/.test(p.type)) throw new Error(`"${p.type}" is not an ICNS type`);
    ascii(p.type, offset);
    view.setUint32(offset + 4, 8 + p.data.length);
    out.set(p.data, offset + 8);
    offset += 8 + p.data.length;
  }
  return out;
}
