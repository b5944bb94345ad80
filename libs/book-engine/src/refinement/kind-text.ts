import type { DeGender } from '../story/lexicon';
import type { Language } from '../types';
import type { KindWord } from './kind-words';

/**
 * The noun for a character whose kind changed (issue #21: "Krümel is a brown dachshund, not a boy"), in its
 * noun phrases: "ein Junge" → "ein Dackel", "dem kleinen Mädchen" → "dem kleinen Dackel", "a boy" → "a
 * dachshund", "an owl". German articles, adjective endings and weak nouns follow the new noun's gender and
 * the old phrase's case. Pronouns stay as they are. Languages other than German and English keep their text.
 */
export type Replacer = (text: string) => string;

const L = '[\\p{L}\\p{M}\\p{N}]';
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capLike = (like: string, word: string): string =>
  like.charAt(0) === like.charAt(0).toUpperCase() && like.charAt(0) !== like.charAt(0).toLowerCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;

// Case order: nominative, accusative, dative, genitive.
const DEF: Record<DeGender, string[]> = {
  m: ['der', 'den', 'dem', 'des'],
  f: ['die', 'die', 'der', 'der'],
  n: ['das', 'das', 'dem', 'des'],
};
const INDEF_END: Record<DeGender, string[]> = {
  m: ['', 'en', 'em', 'es'],
  f: ['e', 'e', 'er', 'er'],
  n: ['', '', 'em', 'es'],
};
const STEMS = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'];

type Article = { kind: 'def' } | { kind: 'indef'; stem: string };

/** The article's type and the first case it can be for the old gender. */
function readArticle(word: string, g: DeGender): { article: Article; kase: number } | undefined {
  const lower = word.toLowerCase();
  const def = DEF[g].indexOf(lower);
  if (def >= 0) return { article: { kind: 'def' }, kase: def };
  for (const stem of STEMS) {
    if (!lower.startsWith(stem)) continue;
    const end = INDEF_END[g].indexOf(lower.slice(stem.length));
    if (end >= 0) return { article: { kind: 'indef', stem }, kase: end };
  }
  return undefined;
}

function writeArticle(article: Article, g: DeGender, kase: number): string {
  if (article.kind === 'def') return DEF[g][kase] as string;
  return `${article.stem}${INDEF_END[g][kase]}`;
}

function adjectiveEnding(article: Article, g: DeGender, kase: number): string {
  if (kase >= 2) return 'en';
  if (article.kind === 'def') return kase === 0 || g !== 'm' ? 'e' : 'en';
  if (g === 'm') return kase === 0 ? 'er' : 'en';
  if (g === 'n') return 'es';
  return 'e';
}

function deNounForm(k: KindWord, kase: number): string {
  const { sg, weak, g } = k.de;
  if (weak && kase > 0) return `${sg}${sg.endsWith('e') ? 'n' : 'en'}`;
  // Genitive: -es after a sibilant or on a one-syllable noun (des Hundes), else -s (des Dackels).
  const syllables = sg.match(/[aeiouäöüy]+/giu)?.length ?? 0;
  if (kase === 3 && g !== 'f')
    return /[sßxz]$/.test(sg) || (syllables === 1 && !/[aeiouäöüy]$/iu.test(sg)) ? `${sg}es` : `${sg}s`;
  return sg;
}

function deForms(k: KindWord): string[] {
  const { sg, weak } = k.de;
  return [
    ...new Set([sg, `${sg}s`, `${sg}es`, ...(weak ? [`${sg}${sg.endsWith('e') ? 'n' : 'en'}`] : [])]),
  ].sort((a, b) => b.length - a.length);
}

const ARTICLES = [
  ...new Set([
    ...Object.values(DEF).flat(),
    ...STEMS.flatMap((s) => ['', 'e', 'en', 'em', 'er', 'es'].map((e) => s + e)),
  ]),
].sort((a, b) => b.length - a.length);
const CONTRACTED: Record<string, { m: string; f: string; kase: number }> = {
  vom: { m: 'vom', f: 'von der', kase: 2 },
  zum: { m: 'zum', f: 'zur', kase: 2 },
  zur: { m: 'zum', f: 'zur', kase: 2 },
  im: { m: 'im', f: 'in der', kase: 2 },
  am: { m: 'am', f: 'an der', kase: 2 },
  beim: { m: 'beim', f: 'bei der', kase: 2 },
};

function german(from: KindWord, to: KindWord): Replacer {
  const nouns = deForms(from).map(esc).join('|');
  const lead = [...ARTICLES, ...Object.keys(CONTRACTED)]
    .flatMap((a) => [a, a.charAt(0).toUpperCase() + a.slice(1)])
    .map(esc)
    .join('|');
  // Case-sensitive: adjectives are lower case, so "Der Ball des Jungen" is no noun phrase of "Der … Jungen".
  const pattern = new RegExp(`(?<!${L})(${lead})(\\s+)((?:\\p{Ll}+\\s+){0,2})(${nouns})(?!${L})`, 'gu');
  const g = to.de.g;
  return (text) =>
    text.replace(pattern, (whole, word: string, space: string, adjectives: string) => {
      const contracted = CONTRACTED[word.toLowerCase()];
      let article: Article;
      let kase: number;
      let lead: string;
      if (contracted) {
        if ((from.de.g === 'f') !== (word.toLowerCase() === 'zur')) return whole;
        article = { kind: 'def' };
        kase = contracted.kase;
        lead = capLike(word, g === 'f' ? contracted.f : contracted.m);
      } else {
        const read = readArticle(word, from.de.g);
        if (!read) return whole;
        ({ article, kase } = read);
        lead = capLike(word, writeArticle(article, g, kase));
      }
      const ending = adjectiveEnding(article, g, kase);
      const adjs = adjectives
        .split(/\s+/)
        .filter(Boolean)
        .map((a) => `${a.replace(/(?:e|en|er|es|em)$/u, '')}${ending}`);
      return [lead, ...adjs, deNounForm(to, kase)].join(space);
    });
}

function english(from: KindWord, to: KindWord): Replacer {
  const forms = [...new Set([from.en, ...from.also.filter((a) => /^[a-z -]+$/.test(a) && !/[äöüß]/.test(a))])]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join('|');
  const pattern = new RegExp(
    `(?<!${L})(a|an|the|his|her|their|its|my|your|our)(\\s+)((?:[a-z]+\\s+){0,2})(?:${forms})(?!${L})`,
    'giu',
  );
  return (text) =>
    text.replace(pattern, (_whole, word: string, space: string, adjectives: string) => {
      const rest = `${adjectives}${to.en}`;
      let lead = word;
      if (/^an?$/i.test(word)) lead = capLike(word, /^[aeiou]/i.test(rest) ? 'an' : 'a');
      return `${lead}${space}${rest}`;
    });
}

/** Replaces the old kind's noun phrases by the new kind's in a text of `language` (de, en; else unchanged). */
export function kindReplacer(language: Language, from: KindWord, to: KindWord): Replacer {
  if (from.id === to.id) return (text) => text;
  if (language === 'de') return german(from, to);
  if (language === 'en') return english(from, to);
  return (text) => text;
}

/** Whether a text has a noun phrase of this kind in `language` (what `kindReplacer` would change). */
export const mentionsKind = (language: Language, kind: KindWord, text: string, other: KindWord): boolean =>
  kindReplacer(language, kind, other)(text) !== text;
