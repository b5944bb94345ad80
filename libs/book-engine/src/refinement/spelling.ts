import { nounSenses } from '../story/read/wordnet';

/**
 * Typos in refinement requests (issue #21: "plese make sonnis scarf yelow", "seite 14 kürtzer bitte"): a word
 * the planner does not know is read as the one word of its vocabulary it is one slip away from — a letter
 * missing, added, changed or two letters swapped — when there is exactly one such word. The vocabulary is
 * every literal word of the planner's own patterns (`learnWords`, fed by `w()`), so a word the planner learns
 * is also one it can correct to; nothing here lists words by hand.
 *
 * Only words of five letters or more are corrected, never a word the planner knows, a name of the book or a
 * short word (too many real words are one letter apart), and the first letter must match.
 */

const VOCABULARY = new Set<string>();
const BY_FIRST = new Map<string, string[]>();
let indexed = false;

const LITERAL = /^[\p{L}\p{M}' ’-]+$/u;

/** The forms of an alternative with single-letter optionals ("colou?rs?" → colour, colours, color, colors). */
function expand(alternative: string): string[] {
  const m = /^(.*?)(\p{L})\?(.*)$/u.exec(alternative);
  if (!m) return LITERAL.test(alternative) ? [alternative] : [];
  const [, head = '', letter = '', tail = ''] = m;
  return [...expand(`${head}${letter}${tail}`), ...expand(`${head}${tail}`)];
}

/** Adds the literal words of a pattern alternation ("shorter|shorten|less text|kürzer") to the vocabulary. */
export function learnWords(alternation: string, asTargets = true): void {
  if (alternation.length > 20_000) return;
  for (const alternative of alternation.split('|')) {
    const plain = alternative.replace(/^\(\?:/u, '').replace(/\)$/u, '');
    for (const form of expand(plain)) {
      for (const word of form.toLowerCase().split(/[\s'’-]+/u)) {
        if ([...word].length < 4) continue;
        if (!asTargets) KNOWN.add(word);
        else if (!VOCABULARY.has(word)) {
          VOCABULARY.add(word);
          indexed = false;
        }
      }
    }
  }
}

/**
 * Words of the planner's cue patterns ("stehen", "sollen", "only"): right as written, but never what a slip
 * is read as — a misspelt colour or part is worth correcting, "sehen" is not a slip of "stehen".
 */
const KNOWN = new Set<string>();

export const knowsWord = (word: string): boolean => VOCABULARY.has(word.toLowerCase());

/**
 * Words of the nine other languages (`planner-words.intl.ts`, the reader's vocabularies): known as written,
 * never a correction — "chama" is Portuguese, not a slip of the French "champ".
 */
const FOREIGN = new Set<string>();
export function learnForeign(alternation: string): void {
  for (const alternative of alternation.split('|'))
    for (const form of expand(alternative.replace(/^\(\?:/u, '').replace(/\)$/u, '')))
      for (const word of form.toLowerCase().split(/[\s'’-]+/u)) if (word) FOREIGN.add(word);
}

function index(): void {
  if (indexed) return;
  BY_FIRST.clear();
  for (const word of VOCABULARY) {
    const first = word.charAt(0);
    const list = BY_FIRST.get(first) ?? [];
    list.push(word);
    BY_FIRST.set(first, list);
  }
  indexed = true;
}

/** Whether two words are one edit apart (insert, delete, substitute, or swap two neighbours). */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    if (rest(i + 1, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2);
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/** A known word itself or with an ending ("blauen", "kürzere", "Seiten", "scarves" → scarf). */
function inflectionOfKnown(lower: string): boolean {
  if (VOCABULARY.has(lower) || KNOWN.has(lower)) return true;
  const stem = /^(.{3,}?)(?:e|en|er|es|em|ern|n|s|ed|ing|ves)$/u.exec(lower)?.[1];
  if (!stem) return false;
  return [stem, `${stem}e`, `${stem}f`].some((form) => VOCABULARY.has(form));
}

let english: Record<string, unknown> | undefined;

/** compromise's tags of an English word as written (its lexicon, inflections included); loaded on first use. */
export function englishTags(lower: string): string[] | undefined {
  if (!english) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nlp = require('compromise') as { model(): { one: { lexicon: Record<string, unknown> } } };
    english = nlp.model().one.lexicon;
  }
  const tags = english[lower];
  if (tags === undefined) return undefined;
  return (Array.isArray(tags) ? tags : [tags]).map(String);
}

/**
 * Whether a word is an English word as written ("short" is not a slip of "shirt"): compromise's lexicon
 * (inflected forms included) or a WordNet noun. Loaded only when a correction is about to be made.
 */
function isEnglishWord(lower: string): boolean {
  if (!/^[a-z'-]+$/.test(lower)) return false;
  if (englishTags(lower) !== undefined) return true;
  const singular = [lower, lower.replace(/s$/, ''), lower.replace(/es$/, ''), lower.replace(/ies$/, 'y')];
  return singular.some((s) => s.length >= 3 && nounSenses(s).length > 0);
}

/** The one vocabulary word a typed word is a slip of, if there is exactly one. */
export function correction(word: string): string | undefined {
  const lower = word.toLowerCase();
  // A four-letter word is read through one slip only: a letter left out ("dres", "gren", "shal" → schal).
  const short = [...lower].length === 4;
  if ([...lower].length < 4 || inflectionOfKnown(lower)) return undefined;
  index();
  if (FOREIGN.has(lower)) return undefined;
  const near = (BY_FIRST.get(lower.charAt(0)) ?? []).filter(
    (v) => !FOREIGN.has(v) && (short ? [...v].length === 5 && oneSlip(lower, v) : oneSlip(lower, v)),
  );
  if (near.length !== 1 || isEnglishWord(lower)) return undefined;
  return near[0];
}

/**
 * A text with its typos read as the words meant; `keep` says which words are right as written (the book's
 * names, words the customer's language knows). Case is kept for the first letter.
 */
export function corrected(
  text: string,
  keep: (word: string) => boolean,
  /** German: a capitalised word is a noun and is corrected to one of these only ("eine Brile", "die Müze"). */
  germanNoun?: (fixed: string) => boolean,
): string {
  return text.replace(/[\p{L}\p{M}]+/gu, (word, offset: number) => {
    if (keep(word)) return word;
    // A capitalised word inside a sentence is a name as the parent spells it ("spelled Miah"), no typo —
    // unless, in German, where every noun is capitalised, it is one slip from a look noun ("eine Brile").
    const inside =
      /^\p{Lu}/u.test(word) && /[\p{L}\p{M},;]\s+$/u.test(text.slice(Math.max(0, offset - 3), offset));
    if (inside && !germanNoun) return word;
    const fixed = correction(word);
    if (!fixed) return word;
    if (inside && !germanNoun?.(fixed)) return word;
    return word.charAt(0) === word.charAt(0).toUpperCase()
      ? fixed.charAt(0).toUpperCase() + fixed.slice(1)
      : fixed;
  });
}
