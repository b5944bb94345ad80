import type { Language } from '../../types';
import latinWords from '../data/latin-words.json';
import { patterns } from '../data/rows';
import { IDEA_EXTRAS, IDEA_VOCABULARIES } from '../idea-vocabularies';
import { ideaFrame, type IdeaCharacter, type IdeaFrame } from '../model';
import { arabicPieces } from './arabic';
import { chinesePieces } from './chinese';
import { readGoal } from './goal';
import { japanesePieces } from './japanese';
import { koreanPieces } from './korean';
import { knownSex, readLatin } from './latin';
import { nounOf } from './nouns';
import { russianPieces } from './russian';
import type { ScriptLanguage } from './script-words';
import { assemble } from './assemble';
import type { Piece } from './pieces';
import { genderFromName } from './traits';
import { AND, DETERMINERS, NEVER_NAMES, SEASONS, TIMES, isLatin, type Latin } from './words';

/**
 * Reads a parent's idea into the open story model (issue #21): every named character with its name exactly
 * as written, its kind in the parent's words, age, relation, looks and traits; places and things (unknown
 * nouns kept as written, with the nearest drawable beside them); the goal, obstacle, feeling, resolution and
 * deadline; time of day and season. Deterministic; the English model and WordNet load lazily once.
 *
 * English, German, French, Spanish, Italian and Portuguese are read by grammar (`latin.ts`); Russian,
 * Chinese, Japanese, Korean and Arabic by their structure (`assemble.ts` and one module per language:
 * particles, clitics, case endings, apposition, name cues). `fallback: true` marks a reading that is partial.
 */
export function readIdea(idea: string, options: { language?: Language; hint?: Language } = {}): IdeaFrame {
  const sentence = idea.trim().replace(/\s+/g, ' ');
  // `hint`: the book's language, for an idea too short to tell ("Mailas Ente").
  const language = options.language ?? detectIdeaLanguage(sentence, options.hint);
  const time = timeOf(sentence);
  if (!sentence) return { ...ideaFrame(language, sentence), fallback: true };
  try {
    const frame = isLatin(language)
      ? readLatinIdea(sentence, language)
      : assemble(SCRIPT_READERS[language as ScriptLanguage](sentence), language as ScriptLanguage, sentence);
    return { ...frame, ...(time ? { time } : {}) };
  } catch {
    // Never fail a preview on an idea a reader trips over: its names, marked as a fallback.
    return { ...namesOnly(sentence, language), ...(time ? { time } : {}) };
  }
}

const SCRIPT_READERS: Record<ScriptLanguage, (sentence: string) => Piece[]> = {
  ru: russianPieces,
  zh: chinesePieces,
  ja: japanesePieces,
  ko: koreanPieces,
  ar: arabicPieces,
};

/**
 * The last resort when a reader fails: the capitalised words inside a sentence that are no function words
 * (Latin and Cyrillic letters), each a person; nothing else is read.
 */
function namesOnly(sentence: string, language: Language): IdeaFrame {
  const names: string[] = [];
  let start = true;
  for (const m of sentence.matchAll(/[\p{L}\p{M}'’-]+|[.!?]/gu)) {
    const word = m[0];
    if (/^[.!?]$/.test(word)) {
      start = true;
      continue;
    }
    if (!start && /^\p{Lu}/u.test(word) && !NEVER_NAMES.has(word.toLowerCase()) && !names.includes(word))
      names.push(word);
    start = false;
  }
  const characters: IdeaCharacter[] = names.map((name, i) => {
    const sex = knownSex(name) ?? genderFromName(name);
    const kind = sex === 'm' ? 'boy' : 'girl';
    return {
      id: `c${i + 1}`,
      name,
      kind: nounOf(kind, 'en'),
      category: 'person',
      drawAs: kind,
      ...(sex ? { sex } : {}),
      role: i === 0 ? 'protagonist' : 'companion',
      traits: [],
      looks: {},
    };
  });
  return { ...ideaFrame(language, sentence, { characters }), fallback: true };
}

/** Loads the English model and WordNet's index ahead of the first idea (about a second), e.g. at start-up. */
export function warmUpIdeaReader(): void {
  readIdea('Priya the pangolin is too shy to go to the jungle library.');
  readIdea('Der Biber Bruno baut einen Damm.');
}

function readLatinIdea(sentence: string, language: Latin): IdeaFrame {
  const reading = readLatin(sentence, language);
  const goal = readGoal(sentence, language, reading);
  const characters = reading.characters;
  const hero =
    characters.find((c) => c.name && !c.relation) ?? characters.find((c) => !c.relation) ?? characters[0];
  for (const c of characters) c.role = c === hero ? 'protagonist' : 'companion';
  // The hero first: ids stay in the order the idea mentions them.
  return ideaFrame(language, sentence, { characters, places: reading.places, things: reading.things, goal });
}

/** Function words of English and German, and letters that tell the Romance languages apart (`latin-words.json`). */
const EN_FUNCTION = new Set(latinWords.detect.function.en.split(' '));
const DE_FUNCTION = new Set(latinWords.detect.function.de.split(' '));
const LETTERS: Partial<Record<Language, RegExp>> = patterns(latinWords.detect.letters);

/** The idea's language: its script first, then the function words of the Latin-script languages. */
export function detectIdeaLanguage(idea: string, fallback: Language = 'en'): Language {
  if (/\p{Script=Hangul}/u.test(idea)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(idea)) return 'ja';
  if (/\p{Script=Han}/u.test(idea)) return 'zh';
  if (/\p{Script=Arabic}/u.test(idea)) return 'ar';
  if (/\p{Script=Cyrillic}/u.test(idea)) return 'ru';
  const words = (idea.toLowerCase().match(/[\p{L}’']+/gu) ?? []).flatMap((w) => {
    const m = /^(\p{L}{1,5}['’])(\p{L}.*)$/u.exec(w);
    return m ? [m[1]!.replace("'", '’'), m[2]!] : [w];
  });
  const scores: Array<[Language, number]> = [
    ['en', words.filter((w) => EN_FUNCTION.has(w)).length],
    [
      'de',
      words.filter((w) => DE_FUNCTION.has(w)).length + words.filter((w) => /[äöüß]/.test(w)).length * 0.5,
    ],
  ];
  for (const language of ['fr', 'es', 'it', 'pt'] as const) {
    const extras = IDEA_EXTRAS[language];
    const own = new Set([...extras.stops, ...DETERMINERS[language], ...AND[language]]);
    const vocabulary = new Set(Object.values(IDEA_VOCABULARIES[language].words).flat());
    const score =
      words.filter((w) => own.has(w) && !EN_FUNCTION.has(w) && !DE_FUNCTION.has(w)).length +
      words.filter((w) => vocabulary.has(w)).length * 0.5;
    scores.push([language, score]);
  }
  for (const s of scores) if (LETTERS[s[0]]?.test(idea.toLowerCase())) s[1] += 1.5;
  scores.sort((a, b) => b[1] - a[1]);
  // A tie or no evidence: the caller's language (the book's) where it is one of them.
  const best = scores[0]![1];
  // Latin letters are read as English, not in the book's other script.
  if (!isLatin(fallback)) fallback = 'en';
  if (best <= 0) return fallback;
  const tied = scores.filter((x) => x[1] === best).map((x) => x[0]);
  return tied.includes(fallback) ? fallback : scores[0]![0];
}

function timeOf(sentence: string): IdeaFrame['time'] {
  const of = TIMES.find(([re]) => re.test(sentence))?.[1];
  const season = SEASONS.find(([re]) => re.test(sentence))?.[1];
  if (!of && !season) return undefined;
  return { of: of ?? 'day', ...(season ? { season } : {}) };
}
