import marks from '../data/script-marks.json';
import { pattern } from '../data/rows';
import type { PlotShape } from '../frame';
import { goalOf, vocabularyOf, type Piece } from './pieces';
import type { ScriptLanguage } from './script-words';

/**
 * Steps every script reader takes alike once its pieces are cut, driven by the language's row of
 * `data/script-marks.json`: a noun's marks from the words around it ("在森林里" a place, "как папа" a
 * likeness) and the goal, "likes", "before" and "finds" words.
 */

type Mark = 'place' | 'toward' | 'like' | 'role' | 'object' | 'about' | 'material';
type Around = { mark: Mark; prev?: string; next?: string; beforePrev?: string; afterNext?: string };
const ROWS = marks as Record<ScriptLanguage, { likes: string; found: string; around: Around[] }>;
const COMPILED = new Map<string, RegExp>();
const re = (stored: string): RegExp =>
  COMPILED.get(stored) ?? COMPILED.set(stored, pattern(stored)).get(stored)!;

/** A noun's marks from the words around it (all of a rule's tests hold); `lower`: words in lower case. */
export function markAround(pieces: Piece[], language: ScriptLanguage, lower = false): void {
  const fits = (stored: string | undefined, p: Piece | undefined) =>
    !stored || (!!p && re(stored).test(lower ? p.text.toLowerCase() : p.text));
  for (const p of pieces) {
    const [prev, next] = [pieces[p.i - 1], pieces[p.i + 1]];
    if (p.type !== 'noun') continue;
    for (const r of ROWS[language].around)
      if (
        fits(r.prev, prev) &&
        fits(r.next, next) &&
        (!r.beforePrev || (!!prev && pieces[prev.i - 1]?.type === r.beforePrev)) &&
        (!r.afterNext || (!!next && pieces[next.i + 1]?.type === r.afterNext))
      )
        p[r.mark] = true;
  }
}

/** Goal, "likes", "before" and "finds" words; `goal` adds a language's own readings, `before` replaces the test. */
export function markWords(
  pieces: Piece[],
  language: ScriptLanguage,
  own: {
    lower?: boolean;
    goal?: (p: Piece) => PlotShape | undefined;
    before?: (p: Piece, said: boolean) => boolean;
  } = {},
): void {
  const row = ROWS[language];
  const before = vocabularyOf(language).before;
  for (const p of pieces) {
    if (p.type !== 'word' && p.type !== 'feeling' && p.type !== 'trait') continue;
    const text = own.lower ? p.text.toLowerCase() : p.text;
    if (re(row.likes).test(text)) p.likes = true;
    const g = goalOf(language, text) ?? own.goal?.(p);
    if (g) p.goal = g;
    if (own.before ? own.before(p, before.test(text)) : before.test(text)) p.before = true;
    if (re(row.found).test(text)) p.found = true;
  }
}

/** The pieces a reader cuts, numbered and in their sentence; `punct` says whether the mark ends the sentence. */
export function pieceList() {
  const pieces: Piece[] = [];
  const list = {
    pieces,
    sentence: 0,
    /** Marks the next piece takes (Chinese: the object mark of a measure word). */
    pending: {} as Partial<Piece>,
    push: (p: Omit<Piece, 'i' | 'sentence'>): Piece => {
      const piece = { ...list.pending, ...p, i: pieces.length, sentence: list.sentence } as Piece;
      list.pending = {};
      pieces.push(piece);
      return piece;
    },
    last: (): Piece | undefined => pieces[pieces.length - 1],
    punct: (text: string, stop: RegExp): boolean => {
      list.push({ text, type: 'punct' });
      const ends = stop.test(text);
      if (ends) list.sentence += 1;
      return ends;
    },
  };
  return list;
}
