/**
 * Word matching for the fidelity bench: case- and diacritics-insensitive, by stem (an expected word matches
 * when the text contains it), with alternatives written `Pangolin|Schuppentier`. Nothing here knows the
 * engine: it compares the parent's words with the book's words.
 */

/** Lower case, without diacritics (é → e, ё → е, ä → a), ß → ss, one kind of apostrophe and space. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[’ʼ`´]/g, "'")
    .replace(/\s+/g, ' ');
}

/** The alternatives of one expected word (`a|b`), normalised. */
export const alternatives = (expected: string): string[] =>
  expected
    .split('|')
    .map((w) => normalise(w.trim()))
    .filter((w) => w.length > 0);

/** Does the text contain the expected word (any of its alternatives) as a stem? */
export function contains(text: string, expected: string): boolean {
  const haystack = normalise(text);
  return alternatives(expected).some((w) => haystack.includes(w));
}

/** Is `name` the expected word itself (a character named "Nachts"), ignoring case, diacritics and articles? */
export function sameWord(name: string, expected: string): boolean {
  const n = normalise(name).replace(/^(der|die|das|the|le|la|el)\s+/, '');
  return alternatives(expected).some(
    (w) => n === w || n.split(/[\s,.;:!?]+/).includes(w) || (w.length >= 5 && n.startsWith(w)),
  );
}

/** Whole-word occurrence of a name in a text (names are matched as words, other words as stems). */
export function containsName(text: string, name: string): boolean {
  const n = normalise(name);
  if (!n) return false;
  const haystack = normalise(text);
  // Scripts without spaces between words: a substring is the best one can do.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(n))
    return haystack.includes(n);
  // Arabic names take prefixes (و، ب، ل، ال) and Russian/Slavic names take case endings: a stem is enough.
  if (/[\p{Script=Arabic}\p{Script=Cyrillic}]/u.test(n))
    return haystack.includes(n.slice(0, Math.max(3, n.length - 1)));
  const escaped = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // German genitive "Jonas'", "Mias": a trailing s or apostrophe is still the name.
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(s|'s|')?($|[^\\p{L}\\p{N}])`, 'u').test(haystack);
}

// ── Colours ──────────────────────────────────────────────────────────────────────────────────────────

export const COLOUR_FAMILIES = [
  'black',
  'white',
  'grey',
  'brown',
  'red',
  'orange',
  'yellow',
  'blonde',
  'green',
  'blue',
  'purple',
  'pink',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/**
 * The colour families a #rrggbb colour may be called by a parent (a light golden brown is "blonde" and
 * "yellow"; a dark orange is "brown" and "orange"): borderline colours belong to both neighbours.
 */
export function colourFamilies(hex: string): Set<ColourFamily> {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const out = new Set<ColourFamily>();
  if (!m) return out;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  if (h < 0) h += 360;
  if (l < 0.16) out.add('black');
  if (l < 0.22 && s < 0.35) out.add('black');
  if (s < 0.18 || d < 0.08) {
    if (l > 0.85) out.add('white');
    else if (l >= 0.2) out.add('grey');
    return out;
  }
  if (l > 0.93) out.add('white');
  if (h < 18 || h >= 340) {
    out.add(l < 0.3 ? 'brown' : 'red');
    if (l < 0.38) out.add('brown');
    if (h >= 340 && l > 0.6) out.add('pink');
  } else if (h < 48) {
    if (l < 0.5 || s < 0.45) out.add('brown');
    if (l >= 0.45 && s >= 0.45) out.add('orange');
    if (h >= 30 && l >= 0.55) out.add('blonde');
    if (h >= 40 && l >= 0.6) out.add('yellow');
    if (h < 25 && l >= 0.35) out.add('red');
  } else if (h < 70) {
    if (l < 0.4) out.add('brown');
    else out.add('yellow');
    if (l >= 0.5) out.add('blonde');
    if (h < 55 && l < 0.6) out.add('orange');
  } else if (h < 165) out.add('green');
  else if (h < 255) {
    out.add('blue');
    if (s < 0.3) out.add('grey');
  } else if (h < 290) out.add('purple');
  else {
    out.add(l > 0.55 ? 'pink' : 'purple');
    if (l > 0.45) out.add('pink');
  }
  return out;
}

/** Does a colour match the expected family (alternatives `orange|red`)? */
export const colourIs = (hex: string | undefined, expected: string): boolean =>
  hex !== undefined && expected.split('|').some((f) => colourFamilies(hex).has(f.trim() as ColourFamily));
