import type { Language } from '../types';

export type Script = 'latin' | 'cyrillic' | 'han' | 'kana' | 'hangul' | 'arabic';

export const SCRIPT_OF: Record<Language, Script> = {
  en: 'latin',
  es: 'latin',
  fr: 'latin',
  de: 'latin',
  it: 'latin',
  pt: 'latin',
  ru: 'cyrillic',
  zh: 'han',
  ja: 'kana',
  ko: 'hangul',
  ar: 'arabic',
};

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

const KANA: Record<string, string[]> = {
  '': ['ア', 'イ', 'ウ', 'エ', 'オ'],
  k: ['カ', 'キ', 'ク', 'ケ', 'コ'],
  g: ['ガ', 'ギ', 'グ', 'ゲ', 'ゴ'],
  s: ['サ', 'シ', 'ス', 'セ', 'ソ'],
  z: ['ザ', 'ジ', 'ズ', 'ゼ', 'ゾ'],
  t: ['タ', 'ティ', 'トゥ', 'テ', 'ト'],
  d: ['ダ', 'ディ', 'ドゥ', 'デ', 'ド'],
  n: ['ナ', 'ニ', 'ヌ', 'ネ', 'ノ'],
  h: ['ハ', 'ヒ', 'フ', 'ヘ', 'ホ'],
  b: ['バ', 'ビ', 'ブ', 'ベ', 'ボ'],
  p: ['パ', 'ピ', 'プ', 'ペ', 'ポ'],
  m: ['マ', 'ミ', 'ム', 'メ', 'モ'],
  y: ['ヤ', 'イ', 'ユ', 'イエ', 'ヨ'],
  r: ['ラ', 'リ', 'ル', 'レ', 'ロ'],
  w: ['ワ', 'ウィ', 'ウ', 'ウェ', 'ウォ'],
  f: ['ファ', 'フィ', 'フ', 'フェ', 'フォ'],
  j: ['ジャ', 'ジ', 'ジュ', 'ジェ', 'ジョ'],
  sh: ['シャ', 'シ', 'シュ', 'シェ', 'ショ'],
  ch: ['チャ', 'チ', 'チュ', 'チェ', 'チョ'],
  ts: ['ツァ', 'ツィ', 'ツ', 'ツェ', 'ツォ'],
};
const KANA_CODA: Record<string, string> = {
  n: 'ン',
  m: 'ム',
  t: 'ト',
  d: 'ド',
  sh: 'シュ',
  ch: 'チ',
  j: 'ジ',
  ts: 'ツ',
};

function toKana({ c, v }: Unit): string {
  if (v) return (KANA[c] ?? KANA[''])?.[vowelIndex(v)] ?? '';
  return KANA_CODA[c] ?? KANA[c]?.[2] ?? '';
}

const HAN: Record<string, string> = {
  '': '阿伊乌埃奥',
  k: '卡基库克科',
  g: '加吉古格戈',
  s: '萨西苏塞索',
  z: '扎齐祖泽佐',
  t: '塔蒂图特托',
  d: '达迪杜德多',
  n: '娜妮努内诺',
  h: '哈希胡赫霍',
  b: '巴比布贝博',
  p: '帕皮普佩波',
  m: '玛米穆梅莫',
  y: '娅伊尤耶约',
  r: '拉莉卢莱洛',
  w: '瓦威伍韦沃',
  f: '法菲富费福',
  j: '贾吉朱杰乔',
  sh: '莎希舒谢肖',
  ch: '查奇楚切乔',
  ts: '察齐祖策佐',
};
const HAN_CODA: Record<string, string> = {
  n: '恩',
  m: '姆',
  r: '尔',
  s: '斯',
  k: '克',
  t: '特',
  d: '德',
  b: '布',
  p: '普',
  f: '夫',
  g: '格',
  z: '兹',
  j: '奇',
  sh: '什',
  ch: '奇',
  ts: '茨',
};

function toHan({ c, v }: Unit): string {
  if (v) return (HAN[c] ?? HAN[''] ?? '').charAt(vowelIndex(v));
  return HAN_CODA[c] ?? '';
}

// Hangul syllable = 0xAC00 + (initial * 21 + medial) * 28 + final.
const HANGUL_INITIAL: Record<string, number> = {
  '': 11,
  k: 15,
  g: 0,
  n: 2,
  d: 3,
  t: 16,
  r: 5,
  m: 6,
  b: 7,
  p: 17,
  f: 17,
  s: 9,
  sh: 9,
  z: 12,
  j: 12,
  ch: 14,
  ts: 14,
  h: 18,
  y: 11,
  w: 11,
};
const HANGUL_MEDIAL: Record<string, number> = { a: 0, e: 5, i: 20, o: 8, u: 13 };
const HANGUL_MEDIAL_Y: Record<string, number> = { a: 2, e: 7, i: 20, o: 12, u: 17 };
const HANGUL_MEDIAL_W: Record<string, number> = { a: 9, e: 15, i: 16, o: 14, u: 13 };
const HANGUL_FINAL: Record<string, number> = { n: 4, m: 16, r: 8, k: 1, p: 17, b: 17, g: 1 };

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

const CYRILLIC_DIGRAPHS: [RegExp, string][] = [
  // English/German endings and voicing as Russian writes the names: Rosie → Рози, Lisa → Лиза, Igor → Игорь.
  [/(?<=[aeiouy])s(?=[aeiouy])/g, 'з'],
  [/ie$/g, 'и'],
  [/^igor$/g, 'игорь'],
  [/sch/g, 'ш'],
  [/sh/g, 'ш'],
  [/ch/g, 'ч'],
  [/zh/g, 'ж'],
  [/th/g, 'т'],
  [/ph/g, 'ф'],
  [/ck/g, 'к'],
  [/ya/g, 'я'],
  [/yu/g, 'ю'],
  [/ts/g, 'ц'],
  [/j/g, 'дж'],
  [/c(?=[eiy])/g, 'с'],
  [/^e/g, 'э'],
  [/x/g, 'кс'],
  [/y(?=[aeiou])/g, 'й'],
];
const CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  y: 'и',
  z: 'з',
};

function toCyrillic(word: string): string {
  let w = word;
  for (const [pattern, replacement] of CYRILLIC_DIGRAPHS) w = w.replace(pattern, replacement);
  return w.replace(/[a-z]/g, (ch) => CYRILLIC[ch] ?? '');
}

const ARABIC: Record<string, string> = {
  b: 'ب',
  c: 'ك',
  d: 'د',
  f: 'ف',
  g: 'غ',
  h: 'ه',
  j: 'ج',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  p: 'ب',
  q: 'ك',
  r: 'ر',
  s: 'س',
  t: 'ت',
  v: 'ف',
  w: 'و',
  x: 'كس',
  y: 'ي',
  z: 'ز',
  a: 'ا',
  e: 'ي',
  i: 'ي',
  o: 'و',
  u: 'و',
};

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
