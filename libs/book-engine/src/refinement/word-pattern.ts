import { learnWords } from './spelling';

/**
 * Word patterns of the refinement planner, aware of the book languages' scripts (issue #21): Latin, Cyrillic
 * and Greek words stand between word edges; Chinese and Japanese, written without spaces, are found inside
 * the text; a Korean word has an edge before it only (its particles follow: "모자를"); an Arabic word may carry
 * the attached "and", "with", "to", "the" before it and "his", "her" after it (a final ة becomes ت there).
 */

const L = '[\\p{L}\\p{M}\\p{N}]';
/** A letter of the alphabetic scripts (Latin, Cyrillic, Greek), a mark or a digit. */
const SAME = '[\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{M}\\p{N}]';
/**
 * A whole-word pattern (Unicode-aware word edges) for an alternation of lower-case forms. Its literal words
 * become words the planner can read through a typo (`spelling.ts`); `known` only marks them right as written
 * (cue words), false leaves them out (a book's names).
 */
export const w = (alternation: string, flags = 'u', learn: boolean | 'known' = true): RegExp => {
  if (learn) learnWords(alternation, learn !== 'known');
  const alternatives = topLevel(alternation);
  const of = (re: RegExp) => alternatives.filter((a) => re.test(a));
  const unspaced = of(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
  const korean = of(/\p{Script=Hangul}/u).filter((a) => !unspaced.includes(a));
  const arabic = of(/\p{Script=Arabic}/u);
  const rest = alternatives.filter(
    (a) => !unspaced.includes(a) && !korean.includes(a) && !arabic.includes(a),
  );
  const parts = [
    // A word's edge is any character not of its own script: "Mia戴眼镜", "Miaの髪", "Mia에게" (issue #21).
    rest.length ? `(?<!${SAME})(?:${rest.join('|')})(?!${SAME})` : '',
    // Chinese and Japanese write no spaces: a word is found inside the text.
    unspaced.length ? `(?:${unspaced.join('|')})` : '',
    // Korean particles follow the word ("모자를"): a word edge before it only.
    korean.length ? `(?<!${L})(?:${korean.join('|')})` : '',
    // Arabic attaches "and", "the", "with", "to" before a word and "his", "her" after it.
    arabic.length
      ? `(?<!${L})(?:و|ف)?(?:ب|ل|ك)?(?:ال)?(?:${arabic
          .map((a) => (a.endsWith('ة') ? `${a.slice(0, -1)}(?:ة|ت(?=ه|ها|هم|ي))` : a))
          .join('|')})(?:ه|ها|هم|ي|ًا|ا)?(?!${L})`
      : '',
  ].filter(Boolean);
  return new RegExp(
    parts.length === 1 ? (parts[0] as string) : parts.map((p) => `(?:${p})`).join('|'),
    flags,
  );
};

/** The top-level alternatives of an alternation (not those inside a group). */
function topLevel(alternation: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < alternation.length; i += 1) {
    const c = alternation[i];
    if (c === '\\') i += 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === '|' && depth === 0) {
      out.push(alternation.slice(start, i));
      start = i + 1;
    }
  }
  out.push(alternation.slice(start));
  return out.filter((a) => a.length > 0);
}
