import type { Language } from '../types';
import type { PlotShape } from './frame';
import type { IdeaVocabulary } from './idea-vocabulary';
import {
  IDEA_EXTRAS,
  IDEA_VOCABULARIES,
  KO_PARTICLES,
  type IdeaExtras,
  type OtherLanguage,
} from './idea-vocabularies';
import { LEX, LEXICON, type LexEntry } from './lexicon';
import { NAMES } from './names';

/**
 * How an idea is cut into tokens and which tables the analyser looks them up in, per language. German and
 * English keep their own tables (analyse-idea.ts); the other nine get theirs from their `IdeaVocabulary`, so
 * one pipeline reads every language (issue #11: "names and known vocabulary in the other nine").
 */

export interface Token {
  raw: string;
  lower: string;
  cap: boolean;
  /** First word of a sentence (capitalised for grammar, not because it is a name). */
  start: boolean;
  punct: boolean;
  /** CJK and Arabic: a run of letters no known spelling covers, so possibly a name. */
  unknown?: boolean;
}

export type Script = 'latin' | 'cjk' | 'arabic';

export interface IdeaTables {
  language: Language;
  /** Latin and Cyrillic ideas are read word by word with capitals; CJK and Arabic have none. */
  script: Script;
  /** Whose name rules: German (every noun capitalised), English, or a registered vocabulary's. */
  rules: 'de' | 'en' | 'vocabulary';
  /** Written form (lower case, words joined by one space) → lexicon entries. */
  forms: ReadonlyMap<string, LexEntry[]>;
  /** Longest multi-word form looked up (German and English look at two words, as they always did). */
  maxWords: number;
  goals: Array<[PlotShape, RegExp]>;
  before: RegExp;
  /** "暴风雨之前", "嵐の前に", "폭풍이 오기 전에": the event stands before the "before" word. */
  beforeFollowsEvent: boolean;
  /** Japanese and Korean put the verb last: a goal's object stands before its verb. */
  verbFinal: boolean;
  and: ReadonlySet<string>;
  /** Lower-case cues, possibly several words ("di nome"). */
  nameCues: string[];
  /** ja/ko: the cue follows the name ("レオという…", "레오라는…"). */
  cueFollowsName: boolean;
  determiners: ReadonlySet<string>;
  pluralDeterminers: ReadonlySet<string>;
  /** Words between a name and the kind after it: "Leo the tractor", "Leo, el tractor", "Leo es un tractor". */
  kindLinks: ReadonlySet<string>;
  notNames: ReadonlySet<string>;
  /** Spelling (one or two words) → canonical trait. */
  traitOf: (word: string) => string | undefined;
  /** Romance adjectives also follow the noun ("le tracteur courageux"). */
  traitsFollow: boolean;
  intensifier: RegExp;
  /** Is this spelling of the entry written in the plural? */
  plural: (form: string, entry: LexEntry, previous: string | undefined) => boolean;
  /** "to" before a journey's destination; for ja/ko the particle after it. */
  toward: RegExp;
  towardAfter: boolean;
  /** "finds", "meets": a creature met on the way arrives during the story. */
  found: RegExp;
}

// ── Language detection ───────────────────────────────────────────────────────────────────────────────

const EN_DE_WORDS = new Set(
  LEXICON.flatMap((x) => [x.en.sg, x.en.pl, x.de.sg, x.de.pl, ...(x.also ?? [])]).map((f) => f.toLowerCase()),
);
const DE_FUNCTION =
  /^(und|der|die|das|ein|eine|einen|mit|im|auf|ist|sein|seine|ihre|ihr|zu|den|dem|sucht|will)$/;
const EN_FUNCTION = /^(and|the|a|an|with|his|her|is|to|of|in|on|who|wants|finds)$/;

/** German or English by their function words, as the analyser always decided. */
export function germanOrEnglish(words: string[]): 'de' | 'en' {
  const de = words.filter((w) => DE_FUNCTION.test(w)).length;
  const en = words.filter((w) => EN_FUNCTION.test(w)).length;
  return de > en ? 'de' : 'en';
}

const LATIN_OTHERS = ['es', 'fr', 'it', 'pt'] as const;

/** Each Latin language's words that tell it apart: vocabulary and function words, without German or English ones. */
const TELLING_WORDS: Record<(typeof LATIN_OTHERS)[number], ReadonlySet<string>> = Object.fromEntries(
  LATIN_OTHERS.map((language) => {
    const vocabulary = IDEA_VOCABULARIES[language];
    const extras = IDEA_EXTRAS[language];
    const words = [
      ...Object.values(vocabulary?.words ?? {}).flat(),
      ...(vocabulary?.and ?? []),
      ...(vocabulary?.nameCues ?? []),
      ...extras.stops,
      ...extras.determiners,
    ].filter((w) => !w.includes(' ') && !EN_DE_WORDS.has(w) && !EN_FUNCTION.test(w) && !DE_FUNCTION.test(w));
    return [language, new Set(words)];
  }),
) as unknown as Record<(typeof LATIN_OTHERS)[number], ReadonlySet<string>>;

/**
 * The idea's language: the script first (Hangul, kana, Han, Arabic, Cyrillic), else German or English as
 * before unless Spanish, French, Italian or Portuguese words outnumber their function words.
 */
export function detectLanguage(idea: string): Language {
  if (/\p{Script=Hangul}/u.test(idea)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(idea)) return 'ja';
  if (/\p{Script=Han}/u.test(idea)) return 'zh';
  if (/\p{Script=Arabic}/u.test(idea)) return 'ar';
  if (/\p{Script=Cyrillic}/u.test(idea)) return 'ru';
  const words = latinWords(idea).map((w) => w.toLowerCase());
  const base = germanOrEnglish(tokenizeGermanEnglish(idea).map((t) => t.lower));
  const baseScore = tokenizeGermanEnglish(idea)
    .map((t) => t.lower)
    .filter((w) => (base === 'de' ? DE_FUNCTION : EN_FUNCTION).test(w)).length;
  let best: Language = base;
  let bestScore = baseScore;
  for (const language of LATIN_OTHERS) {
    const score = elide(words).filter((w) => TELLING_WORDS[language].has(w)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

const latinWords = (idea: string): string[] => idea.match(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
const elide = (words: string[]): string[] =>
  words.flatMap((w) => {
    const m = /^(\p{L}{1,6}['’])(\p{L}.*)$/u.exec(w);
    return m ? [m[1]!.replace("'", '’'), m[2]!] : [w];
  });

// ── Tables per language ──────────────────────────────────────────────────────────────────────────────

const scriptOf = (language: Language): Script =>
  language === 'zh' || language === 'ja' || language === 'ko'
    ? 'cjk'
    : language === 'ar'
      ? 'arabic'
      : 'latin';

const anyOf = (words: string[]): RegExp =>
  new RegExp(`^(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, 'u');

/** Plural spellings of Romance nouns, back to the singular the vocabulary also lists. */
const SINGULAR_OF: Partial<Record<Language, Array<[RegExp, string]>>> = {
  es: [
    [/es$/, ''],
    [/s$/, ''],
  ],
  pt: [
    [/ões$/, 'ão'],
    [/ns$/, 'm'],
    [/is$/, 'l'],
    [/es$/, ''],
    [/s$/, ''],
  ],
  fr: [
    [/aux$/, 'al'],
    [/s$/, ''],
    [/x$/, ''],
  ],
  it: [
    [/che$/, 'ca'],
    [/ghi$/, 'go'],
    [/i$/, 'o'],
    [/i$/, 'e'],
    [/e$/, 'a'],
  ],
};

function vocabularyTables(vocabulary: IdeaVocabulary, extras: IdeaExtras): IdeaTables {
  const { language } = vocabulary;
  const script = scriptOf(language);
  const forms = new Map<string, LexEntry[]>();
  const spellingsOf = new Map<string, Set<string>>();
  for (const [id, spellings] of Object.entries(vocabulary.words)) {
    const entry = LEX.get(id);
    if (!entry) continue;
    spellingsOf.set(id, new Set(spellings.map(normalise)));
    for (const spelling of spellings) {
      const key = normalise(spelling);
      const list = forms.get(key) ?? [];
      if (!list.includes(entry)) list.push(entry);
      forms.set(key, list);
    }
  }
  const traits = new Map<string, string>();
  for (const [trait, spellings] of Object.entries(vocabulary.traits))
    for (const s of spellings) if (!traits.has(normalise(s))) traits.set(normalise(s), trait);
  const goals = vocabulary.goals.map(([shape, re]): [PlotShape, RegExp] => {
    const more = extras.goals?.[shape];
    if (!more) return [shape, re];
    // Each source is anchored on its own where the language's patterns are (Latin words), so OR-ing keeps that.
    return [shape, new RegExp(`(?:${re.source})|(?:${more.source})`, 'u')];
  });
  const groups = new Set(extras.groups ?? []);
  const pluralDeterminers = new Set(extras.pluralDeterminers);
  const singular = SINGULAR_OF[language] ?? [];
  const found = [...goals.filter(([s]) => s === 'quest' || s === 'mystery').map(([, re]) => re.source)];
  const and = new Set(vocabulary.and.map(normalise));
  const cues = vocabulary.nameCues.map(normalise);
  return {
    language,
    script,
    rules: 'vocabulary',
    forms,
    maxWords: script === 'latin' ? 4 : 1,
    goals,
    before: vocabulary.before,
    beforeFollowsEvent: script === 'cjk',
    verbFinal: language === 'ja' || language === 'ko',
    and,
    nameCues: cues,
    cueFollowsName: language === 'ja' || language === 'ko',
    determiners: new Set(extras.determiners),
    pluralDeterminers,
    kindLinks: new Set([...extras.determiners, ...extras.copula]),
    notNames: new Set([...extras.stops, ...extras.determiners, ...and, ...cues, ...traits.keys()]),
    traitOf: (word) => traits.get(word),
    traitsFollow: script === 'latin' || script === 'arabic',
    intensifier: /^(muy|très|tout|molto|muito|очень|很|とても|아주|정말|جدا)$/u,
    plural: (form, entry, previous) => {
      if (groups.has(form) || (previous !== undefined && pluralDeterminers.has(previous))) return true;
      const own = spellingsOf.get(entry.id);
      return singular.some(
        ([re, to]) => re.test(form) && form.replace(re, to) !== form && !!own?.has(form.replace(re, to)),
      );
    },
    toward: anyOf(extras.toward),
    towardAfter: language === 'ja' || language === 'ko',
    found: new RegExp(found.map((s) => `(?:${s})`).join('|') || '$^', 'u'),
  };
}

/** One spelling convention: lower case, typographic apostrophe. */
export const normalise = (word: string): string => word.toLowerCase().replace(/'/g, '’');

const TABLES = new Map<Language, IdeaTables>();

/** The tables for a language with a vocabulary; undefined for German and English (and ru/ar until added). */
export function vocabularyTablesFor(language: Language): IdeaTables | undefined {
  if (language === 'de' || language === 'en') return undefined;
  const vocabulary = IDEA_VOCABULARIES[language as OtherLanguage];
  if (!vocabulary) return undefined;
  let tables = TABLES.get(language);
  if (!tables) {
    tables = vocabularyTables(vocabulary, IDEA_EXTRAS[language as OtherLanguage]);
    TABLES.set(language, tables);
  }
  return tables;
}

/** Tables for a vocabulary not (yet) in the registry, e.g. a test's. */
export const tablesOf = (vocabulary: IdeaVocabulary): IdeaTables =>
  vocabularyTables(vocabulary, IDEA_EXTRAS[vocabulary.language]);

// ── Tokenizers ───────────────────────────────────────────────────────────────────────────────────────

/** German and English, exactly as the analyser always cut them ("Mia's" → "Mia"). */
export function tokenizeGermanEnglish(idea: string): Token[] {
  const tokens: Token[] = [];
  let start = true;
  for (const match of idea.matchAll(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*|[.,!?;:()]/gu)) {
    const raw = match[0].replace(/['’]s$/u, '');
    const punct = /^[.,!?;:()]$/.test(raw);
    tokens.push({ raw, lower: raw.toLowerCase(), cap: /^\p{Lu}/u.test(raw), start, punct });
    start = punct && /[.!?]/.test(raw);
  }
  return tokens;
}

/** Romance and Cyrillic words; elided articles split off ("l’ours" → "l’", "ours") unless the whole is known. */
export function tokenizeWords(idea: string, tables: IdeaTables): Token[] {
  const tokens: Token[] = [];
  let start = true;
  const known = (w: string) =>
    tables.forms.has(w) || tables.nameCues.includes(w) || tables.before.test(w) || !!tables.traitOf(w);
  for (const match of idea.matchAll(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*|[.,!?;:()«»"“”]/gu)) {
    const word = match[0];
    const punct = /^[.,!?;:()«»"“”]$/.test(word);
    if (punct) {
      if (!/^[«»"“”]$/.test(word)) tokens.push({ raw: word, lower: word, cap: false, start, punct });
      start = /[.!?]/.test(word) || (start && /^[«»"“”]$/.test(word));
      continue;
    }
    const elided = /^(\p{L}{1,6}['’])(\p{L}.*)$/u.exec(word);
    const parts = elided && !known(normalise(word)) ? [elided[1]!, elided[2]!] : [word];
    for (const raw of parts) {
      tokens.push({ raw, lower: normalise(raw), cap: /^\p{Lu}/u.test(raw), start, punct: false });
      start = false;
    }
  }
  return tokens;
}

type SpanKind = 'known' | 'stop';

/**
 * Chinese, Japanese and Korean: the longest known spelling at each position (nouns, traits, names, cues,
 * particles, goal and "before" words); what no spelling covers becomes an unknown run, a name candidate.
 * Korean nouns count only at the start of a word and before a particle ("트랙터가", not the 소 of "소니").
 */
export function tokenizeCjk(idea: string, tables: IdeaTables): Token[] {
  const korean = tables.language === 'ko';
  const japanese = tables.language === 'ja';
  const extras = IDEA_EXTRAS[tables.language as OtherLanguage];
  const spellings = new Map<string, SpanKind>();
  const addAll = (words: Iterable<string>, kind: SpanKind) => {
    for (const w of words) if (w && !spellings.has(w)) spellings.set(w, kind);
  };
  addAll(tables.forms.keys(), 'known');
  addAll(tables.nameCues, 'known');
  addAll(tables.and, 'known');
  addAll(
    NAMES.map((n) => n.forms[tables.language]),
    'known',
  );
  addAll(Object.values(IDEA_VOCABULARIES[tables.language as OtherLanguage]?.traits ?? {}).flat(), 'known');
  addAll([...extras.determiners, ...extras.stops], 'stop');
  const longest = Math.max(...[...spellings.keys()].map((s) => s.length));
  // Goal and "before" words are patterns: where they match, they are tokens too.
  const patternAt = new Map<number, number>();
  for (const re of [...tables.goals.map(([, r]) => r), tables.before]) {
    for (const m of idea.matchAll(new RegExp(re.source, 'gu')))
      if (m[0].length > (patternAt.get(m.index) ?? 0)) patternAt.set(m.index, m[0].length);
  }
  const particles = [...KO_PARTICLES, ...tables.nameCues, ...tables.and].sort((a, b) => b.length - a.length);
  const tokens: Token[] = [];
  let run = '';
  let start = true;
  const push = (raw: string, unknown = false) => {
    tokens.push({ raw, lower: raw, cap: false, start, punct: false, ...(unknown ? { unknown } : {}) });
    start = false;
  };
  const flush = () => {
    if (!run) return;
    let word = run;
    run = '';
    // "소니와" → 소니 + 와: a Korean run sheds its particle or cue.
    const tail = korean ? particles.find((p) => word.length > p.length && word.endsWith(p)) : undefined;
    if (tail) word = word.slice(0, -tail.length);
    push(word, !spellings.has(word));
    if (tail) push(tail);
  };
  const wordStart = (i: number) => i === 0 || /[\s\p{P}]/u.test(idea[i - 1]!);
  const wordRest = (i: number) => /^[^\s\p{P}]*/u.exec(idea.slice(i))![0];
  let i = 0;
  while (i < idea.length) {
    const ch = idea[i]!;
    if (/\s/u.test(ch)) {
      flush();
      i += 1;
      continue;
    }
    if (/\p{P}/u.test(ch) && ch !== 'ー') {
      flush();
      const lower = /[。！？.!?]/u.test(ch) ? '.' : /[，、,;；:：]/u.test(ch) ? ',' : ch;
      if (/[.,]/.test(lower)) tokens.push({ raw: ch, lower, cap: false, start, punct: true });
      start = lower === '.';
      i += 1;
      continue;
    }
    if (/[A-Za-z\u00C0-\u024F]/u.test(ch)) {
      flush();
      const word = /^[\p{Script=Latin}'’-]+/u.exec(idea.slice(i))![0];
      tokens.push({
        raw: word,
        lower: word.toLowerCase(),
        cap: /^\p{Lu}/u.test(word),
        start: false,
        punct: false,
      });
      start = false;
      i += word.length;
      continue;
    }
    let length = patternAt.get(i) ?? 0;
    for (let l = Math.min(longest, idea.length - i); l > length; l -= 1) {
      const candidate = idea.slice(i, i + l);
      const kind = spellings.get(candidate);
      if (!kind) continue;
      if (korean) {
        // Korean: a spelling is a word of its own (or a noun before its particle), never inside another word.
        if (!wordStart(i) && kind === 'known' && !particles.includes(candidate)) continue;
        const rest = wordRest(i + l);
        if (rest && !particles.includes(rest) && kind === 'known' && !tables.nameCues.includes(rest))
          continue;
        if (kind === 'stop' && (!wordStart(i) || rest)) continue;
      }
      // Japanese: a katakana word goes on as far as the katakana do ("クマタ" is a name, not "クマ" + "タ").
      if (japanese && kind === 'known' && isKatakana(candidate) && isKatakana(idea[i + l] ?? '')) continue;
      length = l;
      break;
    }
    if (length > 0) {
      flush();
      push(idea.slice(i, i + length));
      i += length;
      continue;
    }
    // Japanese: hiragana, katakana and kanji runs are separate words ("ロタ" | "の").
    if (japanese && run && scriptClass(run[run.length - 1]!) !== scriptClass(ch)) flush();
    run += ch;
    i += 1;
  }
  flush();
  return tokens;
}

const isKatakana = (text: string): boolean => /^[\p{Script=Katakana}ー]+$/u.test(text);

const scriptClass = (ch: string): string =>
  /[\p{Script=Katakana}ー]/u.test(ch) ? 'kata' : /\p{Script=Hiragana}/u.test(ch) ? 'hira' : 'other';

/** Arabic prefixes a word carries: "والثعلب" → و + ثعلب; longest first. */
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];

/** Arabic: words, with their attached conjunction, preposition and article taken off when that gives a known word. */
export function tokenizeArabic(idea: string, tables: IdeaTables): Token[] {
  const tokens: Token[] = [];
  let start = true;
  const known = (w: string) =>
    tables.forms.has(w) ||
    !!tables.traitOf(w) ||
    tables.and.has(w) ||
    tables.nameCues.includes(w) ||
    tables.notNames.has(w) ||
    tables.before.test(w) ||
    tables.goals.some(([, re]) => re.test(w));
  for (const match of idea.matchAll(/[\p{L}\p{M}\p{N}]+|[.,!?;:،؛؟]/gu)) {
    const word = match[0];
    if (/^[.,!?;:،؛؟]$/u.test(word)) {
      const lower = /[.!?؟]/u.test(word) ? '.' : ',';
      tokens.push({ raw: word, lower, cap: false, start, punct: true });
      start = lower === '.';
      continue;
    }
    const push = (raw: string, unknown = false) => {
      const latin = /^\p{Script=Latin}/u.test(raw);
      tokens.push({
        raw,
        lower: raw.toLowerCase(),
        cap: latin && /^\p{Lu}/u.test(raw),
        start,
        punct: false,
        ...(unknown ? { unknown } : {}),
      });
      start = false;
    };
    if (known(word) || /^\p{Script=Latin}/u.test(word)) {
      push(word);
      continue;
    }
    const prefix = ARABIC_PREFIXES.find(
      (p) => word.length > p.length + 1 && word.startsWith(p) && known(word.slice(p.length)),
    );
    if (prefix) {
      if (prefix.startsWith('و')) push('و');
      push(word.slice(prefix.length));
      continue;
    }
    // "وسوني": an unknown word after "and" keeps the name; a word with the article is never one.
    if (word.startsWith('و') && word.length >= 4) {
      push('و');
      push(word.slice(1), true);
      continue;
    }
    push(word, !word.startsWith('ال'));
  }
  return tokens;
}
