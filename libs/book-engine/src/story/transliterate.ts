import type { Language } from '../types';
import words from './data/transliterate.json';
import { pattern } from './data/rows';

export type Script = 'latin' | 'cyrillic' | 'han' | 'kana' | 'hangul' | 'arabic';

/** The script each book language writes names in (`data/transliterate.json`). */
export const SCRIPT_OF = words.scriptOf as Record<Language, Script>;

/**
 * Writes a Latin-script name (e.g. one found in the parent's idea) in another script, by sound. It is an
 * approximation good enough for a picture book, not a dictionary transliteration.
 */
export function transliterate(latinName: string, script: Script): string {
  if (script === 'latin') return latinName;
  const word = latinName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!word) return latinName;
  if (script === 'cyrillic') return capitalise(toCyrillic(word));
  const units = syllables(word);
  switch (script) {
    case 'kana':
      return units.map(toKana).join('');
    case 'han':
      return units.map(toHan).join('');
    case 'hangul':
      return toHangul(units);
    case 'arabic':
      return toArabic(word);
  }
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

interface Unit {
  c: string;
  v: string;
}

const VOWELS = 'aeiou';

/** Splits into consonant(+vowel) units with English-ish spelling rules folded in. */
function syllables(word: string): Unit[] {
  const w = word
    .replace(/(.)\1+/g, '$1')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ck/g, 'k')
    .replace(/qu/g, 'kw')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/v/g, 'b')
    .replace(/l/g, 'r');
  const units: Unit[] = [];
  let i = 0;
  while (i < w.length) {
    let c = '';
    const two = w.slice(i, i + 2);
    if (two === 'sh' || two === 'ch' || two === 'ts') {
      c = two;
      i += 2;
    } else if (
      !VOWELS.includes(w[i] as string) &&
      !(w[i] === 'y' && i > 0 && !VOWELS.includes(w[i + 1] ?? ''))
    ) {
      c = w[i] as string;
      i += 1;
    }
    let v = '';
    const next = w[i];
    if (next && VOWELS.includes(next)) {
      v = next;
      i += 1;
    } else if (next === 'y') {
      v = 'i';
      i += 1;
    }
    if (c === 'h' && v === '') continue;
    units.push({ c, v });
  }
  return units;
}

const vowelIndex = (v: string): number => 'aiueo'.indexOf(v);

const KANA: Record<string, string[]> = words.kana;
const KANA_CODA: Record<string, string> = words.kanaCoda;

function toKana({ c, v }: Unit): string {
  if (v) return (KANA[c] ?? KANA[''])?.[vowelIndex(v)] ?? '';
  return KANA_CODA[c] ?? KANA[c]?.[2] ?? '';
}

const HAN: Record<string, string> = words.han;
const HAN_CODA: Record<string, string> = words.hanCoda;

function toHan({ c, v }: Unit): string {
  if (v) return (HAN[c] ?? HAN[''] ?? '').charAt(vowelIndex(v));
  return HAN_CODA[c] ?? '';
}

// Hangul syllable = 0xAC00 + (initial * 21 + medial) * 28 + final.
const HANGUL_INITIAL: Record<string, number> = words.hangulInitial;
const HANGUL_MEDIAL: Record<string, number> = words.hangulMedial;
const HANGUL_MEDIAL_Y: Record<string, number> = words.hangulMedialY;
const HANGUL_MEDIAL_W: Record<string, number> = words.hangulMedialW;
const HANGUL_FINAL: Record<string, number> = words.hangulFinal;

function toHangul(units: Unit[]): string {
  const out: number[] = [];
  let lastHasFinal = true;
  units.forEach((unit, index) => {
    const isLast = index === units.length - 1;
    if (!unit.v) {
      const final = HANGUL_FINAL[unit.c];
      if (final !== undefined && !lastHasFinal && out.length > 0 && !(unit.c === 'r' && isLast)) {
        out[out.length - 1] = (out[out.length - 1] as number) + final;
        lastHasFinal = true;
        return;
      }
      if (unit.c === 'r' && isLast && out.length > 0) return;
      out.push(0xac00 + ((HANGUL_INITIAL[unit.c] ?? 11) * 21 + 18) * 28);
      lastHasFinal = false;
      return;
    }
    const medialTable =
      unit.c === 'y' || unit.c === 'sh' ? HANGUL_MEDIAL_Y : unit.c === 'w' ? HANGUL_MEDIAL_W : HANGUL_MEDIAL;
    out.push(0xac00 + ((HANGUL_INITIAL[unit.c] ?? 11) * 21 + (medialTable[unit.v] ?? 0)) * 28);
    lastHasFinal = false;
  });
  return String.fromCharCode(...out);
}

/** English/German endings and voicing as Russian writes the names: Rosie → Рози, Lisa → Лиза, Igor → Игорь. */
const CYRILLIC_DIGRAPHS: [RegExp, string][] = words.cyrillicDigraphs.map(([stored, to]) => [
  pattern(stored as string),
  to as string,
]);
const CYRILLIC: Record<string, string> = words.cyrillic;

function toCyrillic(word: string): string {
  let w = word;
  for (const [pattern, replacement] of CYRILLIC_DIGRAPHS) w = w.replace(pattern, replacement);
  return w.replace(/[a-z]/g, (ch) => CYRILLIC[ch] ?? '');
}

const ARABIC: Record<string, string> = words.arabic;

function toArabic(word: string): string {
  const w = word
    .replace(/(.)\1+/g, '$1')
    .replace(/sh/g, 'ش')
    .replace(/ch/g, 'تش')
    .replace(/th/g, 'ث')
    .replace(/ph/g, 'ف')
    .replace(/ck/g, 'ك')
    .replace(/c(?=[eiy])/g, 'س')
    .replace(/^[ei]/, 'إي')
    .replace(/^a/, 'أ')
    .replace(/^[ou]/, 'أو')
    .replace(/h$/, '');
  return w.replace(/[a-z]/g, (ch) => ARABIC[ch] ?? '');
}
