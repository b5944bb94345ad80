import { TRAITS } from '../story/read/traits';
import { LANGUAGE_PACKS } from '../story/languages';
import { LEX } from '../story/lexicon';
import { findKnownName } from '../story/names';
import type { LexEntry } from '../story/lexicon';
import { describeCharacter, unnamedName } from '../story/tell/write';
import {
  RU_CASES,
  RU_NOUNS,
  RU_TRAITS,
  ruName,
  ruNounFor,
  ruNP,
  type RuCase,
} from '../story/tellers/ru.nouns';
import { SCRIPT_OF, transliterate } from '../story/transliterate';
import type { Language, Localized, StoryPlan } from '../types';

/**
 * Names in a refinement (issue #14): a renamed character gets a name by the book's own name rule (spec §3
 * translate_character_names, as `planStory` applies it), and the old name is replaced by the new one in every
 * text of the plan, per language.
 */

const CJK = new Set<Language>(['zh', 'ja', 'ko']);
const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A cast member by its lexicon entry, its traits and its sex: what the noun phrases of an unnamed one are made of. */
export interface Person {
  entry: LexEntry;
  traits: string[];
  sex: 'f' | 'm';
}

/** A cast member as the storytellers see it (lexicon entry, traits, sex), when its kind is known. */
export function personOf(plan: StoryPlan, index: number): Person | undefined {
  const character = plan.cast[index];
  if (!character) return undefined;
  const sheet = character.sheet;
  const kind = sheet.kind ?? (sheet.species === 'person' ? undefined : sheet.species);
  const entry = kind ? LEX.get(kind) : undefined;
  if (!entry) return undefined;
  const framed = plan.frame?.characters[index];
  const traits = framed && framed.kind === kind ? framed.traits : [];
  return { entry, traits, sex: sheet.gender };
}

/**
 * Whether the cast names this character in `language` the way the book names one the idea left unnamed ("the
 * pangolin", "der Dackel"): from the plan's open idea frame (issue #21). Plans without one (before the open
 * engine) are treated as named: a rename then replaces the old cast name as a word.
 */
export function isUnnamed(plan: StoryPlan, index: number, language: Language): boolean {
  const name = plan.cast[index]?.name[language];
  const framed = plan.idea?.characters[index];
  if (!name || !framed || !plan.idea) return false;
  return name === unnamedName(framed, language, plan.idea.ideaLanguage);
}

/** A pet name the embedded writer gave in every language (Flocke / Snowflake): translated by design. */
function isPetName(plan: StoryPlan, index: number): boolean {
  const name = plan.cast[index]?.name ?? {};
  return LANGUAGE_PACKS.en.petNames.some((_, k) =>
    plan.languages.every((l) => name[l] === LANGUAGE_PACKS[l].petNames[k]),
  );
}

/**
 * Whether the book writes character names per language (spec §3 translate_character_names). Plans made before
 * the plan carried it tell it by their names: a proper name that differs between the lines was translated.
 */
export function translatesNames(plan: StoryPlan): boolean {
  const translation = plan.translationLanguage;
  if (!translation) return false;
  if (plan.translateCharacterNames !== undefined) return plan.translateCharacterNames;
  const main = plan.mainLanguage;
  return plan.cast.some(
    (c, i) =>
      !isUnnamed(plan, i, main) &&
      !isPetName(plan, i) &&
      c.name[main] !== undefined &&
      c.name[translation] !== undefined &&
      c.name[main] !== c.name[translation],
  );
}

/** A name as the parent typed it, tidied: single spaces, a capital first letter. */
export function tidyName(name: string): string {
  return cap(name.trim().replace(/\s+/g, ' '));
}

/** Letters (any script), spaces, hyphens and apostrophes; 1–40 characters. */
export const isValidName = (name: string): boolean =>
  /^[\p{L}\p{M}][\p{L}\p{M}' ’-]{0,39}$/u.test(name.trim()) && !/\s{2,}/.test(name.trim());

/**
 * The new name in every book language, by the rule `planStory` names characters with: the main language
 * writes it in its own script (a known name in its customary form, else transliterated), the translation
 * keeps exactly that name unless the book translates names — then a known name takes its customary form
 * there (Johann → John) and another is transliterated. `given` may carry a name the parent or model wrote for
 * the translation; it is used only when the book translates names.
 */
export function nameForBook(plan: StoryPlan, spelled: string, given: Localized = {}): Localized {
  const main = plan.mainLanguage;
  const name = tidyName(spelled);
  const known = findKnownName(name);
  const inScript = (language: Language): string => {
    const script = SCRIPT_OF[language];
    if (script === 'latin') return name;
    if (known && /^[\p{Script=Latin}' -]+$/u.test(name)) return known.forms[language];
    return transliterate(name, script);
  };
  const mainName = inScript(main);
  const out: Localized = { [main]: mainName };
  const translation = plan.translationLanguage;
  if (translation) {
    const asked = given[translation]?.trim();
    out[translation] = !translatesNames(plan)
      ? mainName
      : asked
        ? tidyName(asked)
        : known
          ? known.forms[translation]
          : inScript(translation);
  }
  return out;
}

// ── Replacing a name in the texts ────────────────────────────────────────────────────────────────────

type Replacer = (text: string) => string;

/** `old` as a whole word of the language: letters around it end the match (CJK: plain substring). */
function wordPattern(language: Language, old: string, flags = 'gu'): RegExp {
  const body = escape(old);
  if (CJK.has(language)) return new RegExp(body, flags);
  // Arabic writes و / ف / ب / ل / ك ("and", "with", "for" …) onto the following word.
  const before = language === 'ar' ? `(?<=(?:^|[^\\p{L}\\p{M}])(?:[وفبلك]|و[بل])?)` : `(?<!${LETTER})`;
  return new RegExp(`${before}${body}(?!${LETTER})`, flags);
}

/** First letter in either case: a name that opens a sentence ("Der Fuchs …", "Дракон …"). */
const eitherCase = (s: string): string => {
  const first = s.charAt(0);
  const upper = first.toUpperCase();
  const lower = first.toLowerCase();
  return `${upper === lower ? escape(first) : `[${upper}${lower}]`}${escape(s.slice(1))}`;
};

/** German genitive of a name: "Mias", "Rufus'". */
const deGenitive = (name: string): string => (/[sßxz]$/i.test(name) ? `${name}’` : `${name}s`);

function replaceAll(pairs: Array<[string, string]>, language: Language): Replacer {
  const seen = new Set<string>();
  const unique = pairs.filter(([from]) => from && !seen.has(from) && (seen.add(from), true));
  unique.sort((a, b) => b[0].length - a[0].length);
  if (unique.length === 0) return (text) => text;
  const lookup = new Map(unique);
  const alternation = unique.map(([from]) => escape(from)).join('|');
  const pattern = CJK.has(language)
    ? new RegExp(alternation, 'gu')
    : language === 'ar'
      ? new RegExp(`(?<=(?:^|[^\\p{L}\\p{M}])(?:[وفبلك]|و[بل])?)(?:${alternation})(?!${LETTER})`, 'gu')
      : new RegExp(`(?<!${LETTER})(?:${alternation})(?!${LETTER})`, 'gu');
  return (text) => text.replace(pattern, (m) => lookup.get(m) ?? m);
}

/** An unnamed character in English: "the little fox", "The Little Fox", "the fox's" → the new name. */
function englishPhrase(person: Person, newName: string): Replacer {
  const adjectives = Object.values(TRAITS).map((t) => escape(t.en));
  const pattern = new RegExp(
    `(?<!${LETTER})the\\s+(?:(?:${adjectives.join('|')})\\s+){0,2}${escape(person.entry.en.sg)}(?!${LETTER})`,
    'giu',
  );
  return (text) => text.replace(pattern, newName);
}

/** An unnamed character in German, in every case: "der kleine Fuchs", "dem Fuchs", "vom Fuchs" → "von Rufus". */
function germanPhrase(person: Person, newName: string): Replacer {
  const { sg, weak } = person.entry.de;
  const nouns = [sg, ...(weak ? [`${sg}${sg.endsWith('e') ? 'n' : 'en'}`] : []), `${sg}es`, `${sg}s`];
  const adjectives = Object.values(TRAITS).map((t) => `${escape(t.de.replace(/e$/, ''))}(?:e|en|er|es|em)?`);
  const pattern = new RegExp(
    `(?<!${LETTER})(der|den|dem|die|das|des|vom|zum|beim)\\s+(?:(?:${adjectives.join('|')})\\s+){0,2}(?:${nouns
      .map(escape)
      .join('|')})(?!${LETTER})`,
    'giu',
  );
  const contracted: Record<string, string> = { vom: 'von', zum: 'zu', beim: 'bei' };
  return (text) =>
    text.replace(pattern, (_m, article: string) => {
      const lower = article.toLowerCase();
      const preposition = contracted[lower];
      if (preposition) {
        const word = article[0] === article[0]?.toUpperCase() ? cap(preposition) : preposition;
        return `${word} ${newName}`;
      }
      return lower === 'des' ? deGenitive(newName) : newName;
    });
}

/** An unnamed character in Russian, in every case ("дракона", "с маленьким драконом") → the name, declined. */
function russianPhrase(person: Person, newName: string): Replacer | undefined {
  const base = RU_NOUNS[person.entry.id];
  if (!base) return undefined;
  const noun = ruNounFor(base, person.sex);
  const adjectives = person.traits
    .slice(0, 2)
    .map((t) => RU_TRAITS[t])
    .filter((a): a is string => !!a);
  const phrase = (c: RuCase): string => {
    if (!adjectives.length) return ruNP(noun, c);
    const head = ruNP(noun, c, { adj: adjectives[adjectives.length - 1] as string });
    const before = adjectives.slice(0, -1).map((a) => ruNP(noun, c, { adj: a }).split(' ')[0]);
    return [...before, head].join(' ');
  };
  const pairs = RU_CASES.map((c): [string, string] => [phrase(c), ruName(newName, person.sex, c)]);
  const seen = new Set<string>();
  const unique = pairs.filter(([from]) => !seen.has(from) && (seen.add(from), true));
  unique.sort((a, b) => b[0].length - a[0].length);
  const pattern = new RegExp(
    `(?<!${LETTER})(?:${unique.map(([from]) => eitherCase(from)).join('|')})(?!${LETTER})`,
    'gu',
  );
  const lookup = new Map(unique.map(([from, to]) => [from.toLowerCase(), to]));
  return (text) => text.replace(pattern, (m) => lookup.get(m.toLowerCase()) ?? m);
}

/**
 * What replaces character `index`'s old name by `newName` in a text of `language`: a proper name as a whole
 * word with its common inflections (German genitive, Russian cases), a character the idea left unnamed by
 * its noun phrases ("the little fox", "dem Fuchs", "дракона"); CJK names as plain substrings.
 */
export function nameReplacer(plan: StoryPlan, index: number, language: Language, newName: string): Replacer {
  const old = plan.cast[index]?.name[language];
  if (!old || old === newName) return (text) => text;
  const person = personOf(plan, index);
  const sex = plan.cast[index]?.sheet.gender ?? 'm';
  if (person && person.entry.cat !== 'relative' && isUnnamed(plan, index, language)) {
    if (language === 'en') return englishPhrase(person, newName);
    if (language === 'de') return germanPhrase(person, newName);
    if (language === 'ru') {
      const russian = russianPhrase(person, newName);
      if (russian) return russian;
    }
    if (language === 'ar') {
      // "الثعلب" also stands as "والثعلب", "بالثعلب" and, after ل, as "للثعلب" (the article's alif drops).
      const article = old.startsWith('ال')
        ? `|(?<=(?:^|[^\\p{L}\\p{M}]))لل${escape(old.slice(2))}(?!${LETTER})`
        : '';
      const pattern = new RegExp(`${wordPattern(language, old).source}${article}`, 'gu');
      return (text) =>
        text.replace(pattern, (m) => (m.startsWith('لل') && !old.startsWith('لل') ? `ل${newName}` : newName));
    }
    // Other languages: the cast list's own phrase, also opening a sentence.
    const pattern = CJK.has(language)
      ? new RegExp(escape(old), 'gu')
      : new RegExp(`(?<!${LETTER})${eitherCase(old)}(?!${LETTER})`, 'gu');
    return (text) => text.replace(pattern, newName);
  }
  if (language === 'ru') {
    return replaceAll(
      RU_CASES.map((c): [string, string] => [ruName(old, sex, c), ruName(newName, sex, c)]),
      language,
    );
  }
  if (language === 'de') {
    return replaceAll(
      [
        [deGenitive(old), deGenitive(newName)],
        [old, newName],
      ],
      language,
    );
  }
  const pattern = wordPattern(language, old);
  return (text) => text.replace(pattern, newName);
}

/** The cast line of a character that was unnamed and now has a name ("Rufus is a fox in this story."). */
export function describeNamed(
  plan: StoryPlan,
  index: number,
  language: Language,
  newName: string,
): string | undefined {
  const framed = plan.idea?.characters[index];
  if (!framed || !plan.idea || !isUnnamed(plan, index, language)) return undefined;
  return describeCharacter(framed, language, plan.idea.ideaLanguage, newName);
}
