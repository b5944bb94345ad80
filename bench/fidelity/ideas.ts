/** The idea figures of issue #21, measured on the books the adapter writes (`engine.ts`). */
import type { IdeaCase } from './corpus-format';
import { WORDS_PER_PAGE, writeBook, type CastMember, type WrittenBook } from './engine';
import { colourIs, containsName, contains, normalise } from './match';

export type Ratio = [hit: number, all: number];
const add = (r: Ratio, hit: boolean): void => {
  r[0] += hit ? 1 : 0;
  r[1] += 1;
};

export interface IdeaFigures {
  names: Ratio;
  words: Ratio;
  looks: Ratio;
  cover: Ratio;
  /** Ideas whose cover shows every named character it must. */
  coverIdeas: Ratio;
  nonCharacters: number;
  inventedInTitles: number;
  /** Story pages whose words lie in their age band's range (no 24-page book of 120 words). */
  pagesInBand: Ratio;
}
export const emptyFigures = (): IdeaFigures => ({
  names: [0, 0],
  words: [0, 0],
  looks: [0, 0],
  cover: [0, 0],
  coverIdeas: [0, 0],
  nonCharacters: 0,
  inventedInTitles: 0,
  pagesInBand: [0, 0],
});

export interface IdeaResult {
  idea: IdeaCase;
  book: WrittenBook;
  figures: IdeaFigures;
  misses: string[];
}

const castNamed = (book: WrittenBook, name: string): CastMember | undefined =>
  book.cast.find((c) => normalise(c.name) === normalise(name)) ??
  book.cast.find((c) => containsName(c.name, name));

/** A cast member the idea does not have: its name's words are neither in the idea nor among its names. */
function invented(idea: IdeaCase, member: CastMember): boolean {
  if (!member.name.trim()) return false;
  if (idea.names.some((n) => containsName(member.name, n) || containsName(n, member.name))) return false;
  const text = normalise(idea.idea);
  // Arabic writes the article into the word ("الجدة" is the idea's "جدة").
  const words = normalise(member.name)
    .split(/[\s,.'’-]+/)
    .map((w) => w.replace(/^ال(?=\p{L}{2})/u, ''))
    .filter(
      (w) => w.length >= 3 && !['the', 'der', 'die', 'das', 'le', 'la', 'les', 'el', 'los'].includes(w),
    );
  if (words.length === 0) return false;
  const expected = [...(idea.kinds ?? [])].flatMap((k) => k.split('|')).map(normalise);
  // Russian declines and diminishes a noun right after its root: the book's "рыбка" is the idea's "рыбу".
  const root = (w: string): string =>
    w.slice(0, /\p{Script=Cyrillic}/u.test(w) ? 3 : Math.max(3, Math.min(w.length, 4)));
  return !words.every((w) => text.includes(root(w)) || expected.some((e) => e.startsWith(w.slice(0, 4))));
}

function lookChecks(
  member: CastMember | undefined,
  look: NonNullable<IdeaCase['looks']>[string],
): [string, boolean][] {
  const checks: [string, boolean][] = [];
  if (look.hair) checks.push([`hair ${look.hair}`, colourIs(member?.colours.hair, look.hair)]);
  if (look.body) checks.push([`body ${look.body}`, colourIs(member?.colours.body, look.body)]);
  if (look.clothing)
    checks.push([`clothing ${look.clothing}`, look.clothing.split('|').includes(member?.clothing ?? '')]);
  if (look.clothingColour)
    checks.push([`clothing ${look.clothingColour}`, colourIs(member?.colours.clothing, look.clothingColour)]);
  for (const f of look.features ?? []) checks.push([f, member?.features.includes(f) ?? false]);
  if (look.hairLength) checks.push([`${look.hairLength} hair`, member?.hairLength === look.hairLength]);
  // `!person`: anything but a person (an animal drawn as its nearest drawable relative).
  if (look.species)
    checks.push([
      look.species.startsWith('!') ? `not a ${look.species.slice(1)}` : `a ${look.species}`,
      look.species.startsWith('!')
        ? member !== undefined && !look.species.slice(1).split('|').includes(member.species)
        : look.species.split('|').includes(member?.species ?? ''),
    ]);
  return checks;
}

/** A cast name that is the word itself (after an article). */
const sameName = (name: string, word: string): boolean =>
  normalise(name).replace(/^(der|die|das|the|le|la|el)\s+/, '') === normalise(word);

export function measureIdea(idea: IdeaCase, bookId: string): IdeaResult {
  const book = writeBook({ bookId, idea: idea.idea, age: idea.age, language: idea.language });
  const f = emptyFigures();
  const misses: string[] = [];
  const fullText = [book.previewText, ...book.pages].join('\n');
  for (const name of idea.names) {
    const ok = containsName(book.previewText, name);
    add(f.names, ok);
    if (!ok) misses.push(`name ${name}`);
  }
  for (const w of [...(idea.kinds ?? []), ...(idea.places ?? []), ...(idea.goal ?? [])]) {
    const ok = contains(fullText, w);
    add(f.words, ok);
    if (!ok) misses.push(w);
  }
  for (const [name, look] of Object.entries(idea.looks ?? {}))
    for (const [what, ok] of lookChecks(castNamed(book, name), look)) {
      add(f.looks, ok);
      if (!ok) misses.push(`${name}: ${what}`);
    }
  const mustDraw = idea.cover ?? idea.names;
  let allDrawn = true;
  for (const name of mustDraw) {
    const ok = book.coverNames.some((d) => containsName(d, name));
    add(f.cover, ok);
    if (!ok) {
      allDrawn = false;
      misses.push(`cover ${name}`);
    }
  }
  if (mustDraw.length) add(f.coverIdeas, allDrawn);
  // The word itself as a character's whole name ("Nachts", "Locken"); "Ms Bell" is no "Ms" character.
  for (const word of idea.notCharacters ?? [])
    if ([...book.cast.map((c) => c.name), ...book.coverNames].some((n) => sameName(n, word))) {
      f.nonCharacters += 1;
      misses.push(`“${word}” became a character`);
    }
  const inventedNames = book.cast.filter((c) => invented(idea, c)).map((c) => c.name);
  for (const title of [book.title, ...book.chapterTitles])
    if (inventedNames.some((n) => containsName(title, n))) {
      f.inventedInTitles += 1;
      misses.push(`invented character in a title`);
    }
  // A book without story pages is one page out of range.
  const outside = book.pages.length ? pagesOutOfBand(book, idea.language) : ['no story pages'];
  f.pagesInBand = [Math.max(book.pages.length, 1) - outside.length, Math.max(book.pages.length, 1)];
  misses.push(...outside);
  return { idea, book, figures: f, misses };
}

/**
 * Words of a page as the writer counts them for its ranges (ADR 0028): between spaces, except in Chinese and
 * Japanese, which the word segmenter splits.
 */
export const pageWords = (text: string, language: string): number =>
  language === 'zh' || language === 'ja'
    ? wordCount(text, language)
    : text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The story pages whose words lie outside the age band's range (the age as spec §5 gives it). */
function pagesOutOfBand(book: WrittenBook, language: string): string[] {
  const range = WORDS_PER_PAGE[book.ageBand as keyof typeof WORDS_PER_PAGE];
  return book.pages.flatMap((page, i) => {
    const n = pageWords(page, language);
    return n >= range.min && n <= range.max ? [] : [`page ${i + 1}: ${n} words (${range.min}–${range.max})`];
  });
}

export function sumFigures(into: IdeaFigures, f: IdeaFigures): void {
  for (const key of ['names', 'words', 'looks', 'cover', 'coverIdeas', 'pagesInBand'] as const) {
    into[key][0] += f[key][0];
    into[key][1] += f[key][1];
  }
  into.nonCharacters += f.nonCharacters;
  into.inventedInTitles += f.inventedInTitles;
}

/** Pairs of ideas whose books share three or more chapter titles (the same template under other names). */
export function sharedTitlePairs(results: IdeaResult[]): Array<[string, string, number]> {
  const pairs: Array<[string, string, number]> = [];
  const titles = results.map((r) => new Set(r.book.chapterTitles.map(normalise)));
  for (let a = 0; a < results.length; a += 1)
    for (let b = a + 1; b < results.length; b += 1) {
      let shared = 0;
      for (const t of titles[a]!) if (titles[b]!.has(t)) shared += 1;
      if (shared >= 3) pairs.push([results[a]!.idea.id, results[b]!.idea.id, shared]);
    }
  return pairs;
}

const segmenters = new Map<string, Intl.Segmenter>();
/** Words of a text in its language (CJK by the word segmenter of the runtime's ICU). */
export function wordCount(text: string, language: string): number {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  let n = 0;
  for (const part of s.segment(text)) if (part.isWordLike) n += 1;
  return n;
}

export const AGE_BANDS = [
  'toddler',
  'preschool',
  'early-reader',
  'middle-grade',
  'teen',
  'young-adult',
] as const;

/** Words per story page by age band: [median, min, max, pages]. */
export function wordsPerPage(
  results: IdeaResult[],
): Map<string, { median: number; min: number; max: number; pages: number; format: string }> {
  const by = new Map<string, { counts: number[]; formats: Set<string> }>();
  for (const r of results) {
    const entry = by.get(r.book.ageBand) ?? { counts: [], formats: new Set<string>() };
    entry.formats.add(r.book.format);
    for (const page of r.book.pages) entry.counts.push(wordCount(page, r.idea.language));
    by.set(r.book.ageBand, entry);
  }
  const out = new Map<string, { median: number; min: number; max: number; pages: number; format: string }>();
  for (const band of AGE_BANDS) {
    const e = by.get(band);
    if (!e || e.counts.length === 0) continue;
    const sorted = [...e.counts].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    out.set(band, {
      median,
      min: sorted[0]!,
      max: sorted[sorted.length - 1]!,
      pages: sorted.length,
      format: [...e.formats].join('/'),
    });
  }
  return out;
}
