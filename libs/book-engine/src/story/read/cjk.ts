import { colourSpellings, extraNoun, extraSpellings, scriptColour } from './script-words';
import { lookOf, traitForms, vocabularyForms, type NounHit, type Piece } from './pieces';

/** What a word of the Chinese or Japanese word table is. */
export type Known =
  | { type: 'noun'; noun: NounHit }
  | { type: 'trait'; en: string }
  | { type: 'colour' }
  | { type: 'look' }
  | { type: 'story' }
  | { type: 'cue' }
  | { type: 'name' }
  | { type: 'owner'; owner: NonNullable<Piece['owner']> }
  | { type: 'function' };

/** A language's own words of its table; the vocabulary, traits and colours come from the shared tables. */
export interface TableWords {
  /** Words for several together (姐妹, 姉妹): their nouns are plural. */
  group: RegExp;
  /** Look and story words, space-separated. */
  look: string;
  story: string;
  /** Spellings that win over the vocabulary, and spellings after it. */
  first: Array<[string, Known]>;
  then: Array<[string, Known]>;
  function: Set<string>;
}

/** Every spelling the tables know and what it is; the first table that knows a spelling wins. */
export function knownTable(language: 'zh' | 'ja', w: TableWords): Map<string, Known> {
  const t = new Map<string, Known>();
  const add = (spelling: string, k: Known) => {
    if (spelling && !t.has(spelling)) t.set(spelling, k);
  };
  for (const [s, k] of w.first) add(s, k);
  for (const [spelling, id] of vocabularyForms(language))
    add(spelling, {
      type: 'noun',
      noun: { word: spelling, id, ...(w.group.test(spelling) ? { plural: true } : {}) },
    });
  for (const spelling of extraSpellings(language))
    add(spelling, { type: 'noun', noun: { word: spelling, en: extraNoun(language, spelling)!.en } });
  for (const [spelling, key] of traitForms(language)) add(spelling, { type: 'trait', en: key });
  for (const spelling of colourSpellings(language)) add(spelling, { type: 'colour' });
  for (const s of w.look.split(' ')) add(s, { type: 'look' });
  for (const s of w.story.split(' ')) add(s, { type: 'story' });
  for (const [s, k] of w.then) add(s, k);
  for (const s of w.function) add(s, { type: 'function' });
  return t;
}

/** The piece of a known word (its owner from a possessive before it); undefined for an owner. */
export function knownPiece(
  language: 'zh' | 'ja',
  text: string,
  known: Known,
  owns: Piece['owner'] | undefined,
): Omit<Piece, 'i' | 'sentence'> | undefined {
  const owner = owns ? { owner: owns } : {};
  switch (known.type) {
    case 'noun':
      return { text, type: 'noun', noun: known.noun, ...owner };
    case 'trait':
      return { text, type: 'trait', trait: { word: text, en: known.en }, ...owner };
    case 'colour':
      return { text, type: 'colour', colour: scriptColour(language, text)!, ...owner };
    case 'look':
      return { text, type: 'look', ...lookOf(language, text) };
    case 'function':
      return { text, type: 'word' };
    case 'owner':
      return undefined;
    default:
      return { text, type: known.type };
  }
}

/** A number in digits (full-width too) or Han numerals up to 99 ("八", "十二", "二十"); undefined if none. */
export function hanNumber(text: string, numerals: Record<string, number>): number | undefined {
  if (/^[0-9０-９]+$/u.test(text))
    return Number(text.replace(/[０-９]/gu, (d) => String(d.charCodeAt(0) - 0xff10)));
  if (text.length === 2 && text[0] === '十') return 10 + (numerals[text[1]!] ?? 0);
  if (text.length === 2 && text[1] === '十') return (numerals[text[0]!] ?? 0) * 10;
  return text.length === 1 ? numerals[text] : undefined;
}
