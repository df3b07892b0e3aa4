// A tiny message formatter: `{name}` inserts a parameter (numbers in the locale's format) and
// `{n, plural, one {# card} other {# cards}}` picks a plural form with Intl.PluralRules (`#` = the number).
export type Params = Readonly<Record<string, string | number | boolean | null | undefined>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function formatNumber(locale: string, n: number, signed = false): string {
  const key = `${locale}|${signed}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, signed ? { signDisplay: 'exceptZero' } : {});
    numberFormats.set(key, f);
  }
  return f.format(n);
}

function plural(locale: string, n: number): Intl.LDMLPluralRule {
  let r = pluralRules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    pluralRules.set(locale, r);
  }
  return r.select(n);
}

function show(locale: string, v: Params[string]): string {
  if (typeof v === 'number') return formatNumber(locale, v);
  return v === null || v === undefined ? '' : String(v);
}

/** Index of the brace that closes the one at `open`. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** "one {…} other {…}" (also "=0 {…}") → form name → text. */
function pluralForms(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const close = closing(body, open);
    if (close < 0) break;
    forms.set(body.slice(i, open).trim(), body.slice(open + 1, close));
    i = close + 1;
  }
  return forms;
}

function pluralBlock(locale: string, body: string, n: number): string {
  const forms = pluralForms(body);
  const chosen = forms.get(`=${n}`) ?? forms.get(plural(locale, n)) ?? forms.get('other') ?? '';
  return chosen.replaceAll('#', formatNumber(locale, n));
}

export function format(locale: string, template: string, params: Params = {}): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = closing(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const m = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(inner);
    if (m) out += format(locale, pluralBlock(locale, m[2], Number(params[m[1]] ?? 0)), params);
    else {
      const shown = show(locale, params[inner.trim()]);
      out += shown;
      // A name's genitive «{player}s nolla»: a name that ends in s, x or z takes none in Swedish («Lars nolla»)
      // and an apostrophe in Norwegian and Danish («Lars' kort»), as the languages write it.
      const sibilant = /[sxz]$/i.test(shown) && /^s(?!\p{L})/u.test(template.slice(close + 1));
      const scandinavian = /^(sv|nb|nn|no|da)\b/.test(locale);
      if (sibilant && scandinavian) {
        out += locale.startsWith('sv') ? '' : "'";
        i = close + 2;
        continue;
      }
    }
    i = close + 1;
  }
  return out;
}

/** Parameter names a template uses (for the test that every language uses the same ones). */
export function placeholders(template: string, into = new Set<string>()): string[] {
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = closing(template, open);
    if (close < 0) break;
    const inner = template.slice(open + 1, close);
    const m = /^\s*(\w+)\s*,\s*plural\s*,(.*)$/s.exec(inner);
    if (m) {
      into.add(m[1]);
      for (const form of pluralForms(m[2]).values()) placeholders(form, into);
    } else into.add(inner.trim());
    i = close + 1;
  }
  return [...into].sort();
}
