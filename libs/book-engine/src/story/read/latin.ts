import type { Language } from '../../types';
import { findKnownName } from '../names';
import { CHARACTER_CATEGORY, type LexEntry } from '../lexicon';
import type { Category, IdeaCharacter, IdeaPlace, IdeaThing, Looks, Noun } from '../model';
import {
  characterDrawable,
  isAnimate,
  isPlaceLemma,
  lexfileOf,
  settingDrawable,
  thingDrawable,
} from './drawable';
import { englishLemma, tagEnglish } from './english';
import { germanHead, knownNoun, nounOf } from './nouns';
import {
  AND,
  BODY,
  CLOTHING,
  CURLY,
  DETERMINERS,
  EYES,
  FRECKLES,
  GERMAN_NOT_NAME,
  GERMAN_NOUN_ENDING,
  GLASSES,
  HAIR,
  LONG,
  NAME_CUES,
  NEVER_NAMES,
  ABSTRACT_EN,
  FOR,
  META_NOUN,
  PLACE_PREPOSITIONS,
  POSSESSIVES,
  SEX_OF_NOUN,
  TIME_NOUNS,
  clothingOf,
  SHORT,
  colourOf,
  feelingOf,
  isLatin,
  type Latin,
} from './words';
import { isWordNetLemma, isWordNetVerb, LEXFILE } from './wordnet';
import { TRAITS } from './traits';
import { IDEA_VOCABULARIES } from '../idea-vocabularies';
import reader from '../data/latin-reader.json';
import { patterns } from '../data/rows';

/** The reader's function words and word patterns (words as data, `data/latin-reader.json`). */
const RE = patterns(reader.patterns);
/** The gender an article or possessive gives the noun after it. */
const DEF_GENDER = reader.DEF_GENDER as Partial<Record<Latin, Record<string, 'm' | 'f' | 'n'>>>;
const PLURAL_DETS = patterns(reader.PLURAL_DETS) as Record<Latin, RegExp>;
/** Pronouns by language: Italian "il" is an article and French "lui" may be "to her" (issue #21: "Giulia e il suo…"). */
const SHE = patterns(reader.SHE) as Record<Latin, RegExp>;
const HE = patterns(reader.HE) as Record<Latin, RegExp>;
const RELATIONS: Record<string, string> = reader.RELATIONS;
/** Drawable ids for lexicon people the illustrator draws without a role of their own. */
const PERSON_DRAW: Record<string, string> = reader.PERSON_DRAW;

/**
 * The Latin-script reader (en de fr es it pt): cuts the idea into tokens (English with wink-nlp's tags and
 * lemmas), finds names (capitalised words that are not nouns: German decides by articles and the lexicon,
 * the Romance languages by their article patterns), noun phrases (determiner, adjectives, noun), binds names
 * to the kinds beside them ("Priya the pangolin", "Der Biber Bruno", "sein brauner Dackel Krümel", "Léon le
 * petit renard"), and sorts the rest into places, things, looks and traits.
 */

export interface Token {
  text: string;
  lower: string;
  i: number;
  start: boolean;
  punct: boolean;
  cap: boolean;
  pos?: string;
  lemma?: string;
  /** Where the token starts in the idea. */
  offset: number;
}

export interface Phrase {
  /** Token index of the head noun. */
  head: number;
  /** First token of the phrase (its determiner, else its first modifier). */
  from: number;
  det?: string;
  possessive: boolean;
  /** Modifier words as written (adjectives, colours; for English also the nouns of a compound). */
  mods: Token[];
  /** Words after the head that still belong to it (Romance adjectives: "le chat noir"). */
  after: Token[];
  noun: Noun;
  /** Compound's whole word in English ("jungle library", "treasure map"). */
  compound?: string;
  plural: boolean;
  /** The preposition before it, lower case. */
  prep?: string;
  used?: 'character' | 'place' | 'thing' | 'looks' | 'other';
}

export interface LatinReading {
  tokens: Token[];
  characters: IdeaCharacter[];
  places: IdeaPlace[];
  things: IdeaThing[];
  /** Character id per token index where a character is mentioned (name or kind). */
  mentions: Map<number, string>;
  phrases: Phrase[];
  /** Token indexes inside a character's mention (its name and its kind's phrase). */
  spans: Set<number>;
}

/** WordNet lexicographer files of nouns that can be a story's things (not feelings, acts, times, attributes). */
const THING_LEXFILES = new Set<number>(
  ['artifact', 'food', 'object', 'plant', 'possession', 'substance', 'animal', 'event', 'communication'].map(
    (f) => LEXFILE[f as keyof typeof LEXFILE],
  ),
);
/** Communication words that are things all the same. */
const SAID_THINGS = /(book|letter|map|note|story|poem|song)$/;

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────────────

const PUNCT = /^[.,!?;:()«»"“”„…–—-]+$/;
/** Two capitalised parts joined by a hyphen: a double first name ("Jean-Baptiste", "Ida-Marie"). */
const HYPHEN_NAME = /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u;
/** A first name, also a double one with a known first name in it ("Anna-Lena", "Ida-Marie"): its first known part. */
const knownName = (word: string) =>
  findKnownName(word) ??
  (HYPHEN_NAME.test(word) ? word.split('-').map(findKnownName).find(Boolean) : undefined);
/** A double first name: a known first name in it, and every other part no noun ("Piraten-Geschichte" is none). */
const doubleName = (word: string, language: Latin): boolean =>
  !!knownName(word) &&
  word
    .split('-')
    .every(
      (part) =>
        !!findKnownName(part) ||
        !(knownNoun(language, part) ?? (language === 'de' ? germanHead(part) : undefined)),
    );

export function tokenize(idea: string, language: Latin): Token[] {
  const raw: Array<{ text: string; pos?: string; lemma?: string }> =
    language === 'en'
      ? tagEnglish(idea).filter((t) => t.text.trim())
      : [...idea.matchAll(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}'’-]*|[.,!?;:()«»"“”„…]/gu)].flatMap((m) => {
          const word = m[0];
          const elided = /^(\p{L}{1,5}['’])(\p{L}.*)$/u.exec(word);
          if (elided && (language === 'fr' || language === 'it'))
            return [{ text: elided[1]!.replace("'", '’') }, { text: elided[2]! }];
          return [{ text: word.replace(/['’]s$/u, '') }];
        });
  // A hyphenated first name is one name ("Anna-Lena", "Mary-Kate"); the English tagger cuts it at the hyphen.
  for (let k = raw.length - 2; k > 0; k -= 1) {
    const [a, dash, b] = [raw[k - 1]!, raw[k]!, raw[k + 1]!];
    if (dash.text === '-' && HYPHEN_NAME.test(`${a.text}-${b.text}`) && idea.includes(`${a.text}-${b.text}`))
      raw.splice(k - 1, 3, { text: `${a.text}-${b.text}`, pos: 'PROPN', lemma: `${a.text}-${b.text}` });
  }
  const tokens: Token[] = [];
  let start = true;
  let cursor = 0;
  for (const r of raw) {
    const found = idea.indexOf(r.text.replace('’', idea.includes("'") ? "'" : '’'), cursor);
    const offset = found >= 0 ? found : cursor;
    cursor = found >= 0 ? found + r.text.length : cursor;
    if (language === 'en' && /^['’]s?$/.test(r.text) && tokens.length) continue;
    const punct = PUNCT.test(r.text);
    tokens.push({
      text: r.text,
      lower: r.text.toLowerCase().replace(/'/g, '’'),
      i: tokens.length,
      offset,
      start,
      punct,
      cap: /^\p{Lu}/u.test(r.text),
      ...(r.pos ? { pos: r.pos } : {}),
      ...(r.lemma ? { lemma: r.lemma.toLowerCase() } : {}),
    });
    start = punct ? /[.!?…]/.test(r.text) || (start && /[«»"“”„]/.test(r.text)) : false;
  }
  // German: a capitalised colour or trait adjective inside a proper name ("bei den Blauen Adlern", "die Wilden
  // Kerle") is an adjective, and the group it names is no character.
  if (language === 'de')
    for (const t of tokens) {
      const next = tokens[t.i + 1];
      if (t.start || !t.cap || !next?.cap || next.punct) continue;
      const stem = t.lower.replace(/(?:en|em|er|es|e)$/u, '');
      if (stem !== t.lower && (colourOf(stem) || isTraitWord(stem, 'de'))) t.cap = false;
    }
  return tokens;
}

// ── Word classes ────────────────────────────────────────────────────────────────────────────────────

const traitEn = (word: string, language: Latin): string | undefined => {
  const lower = word.toLowerCase();
  const feeling = feelingOf(lower);
  if (feeling) return feeling;
  if (language === 'en' || language === 'de')
    return (
      Object.values(TRAITS).find((x) => x.match.test(lower))?.en ?? (language === 'en' ? lower : undefined)
    );
  return Object.entries(IDEA_VOCABULARIES[language].traits).find(([, spellings]) =>
    spellings.includes(lower),
  )?.[0];
};

const isTraitWord = (word: string, language: Latin): boolean => {
  const lower = word.toLowerCase();
  if (feelingOf(lower) || colourOf(lower)) return true;
  if (language === 'en' || language === 'de') return Object.values(TRAITS).some((t) => t.match.test(lower));
  return Object.values(IDEA_VOCABULARIES[language].traits).some((s) => s.includes(lower));
};

function isGermanNounToken(t: Token, tokens: Token[]): boolean {
  if (!t.cap || t.punct) return false;
  const before = tokens[t.i - 1];
  if (before && !before.punct && DETERMINERS.de.has(before.lower)) return true;
  // "einen großen Damm", "sein brauner Dackel": an adjective after a determiner.
  if (before && !before.cap && /(e|en|er|es|em)$/.test(before.lower)) {
    const det = tokens[t.i - 2];
    if (det && DETERMINERS.de.has(det.lower)) return true;
  }
  return (
    !!knownNoun('de', t.text) || BODY.has(t.lower) || !!CLOTHING[t.lower] || GERMAN_NOUN_ENDING.test(t.lower)
  );
}

/** Kinds whose word right before a word makes it a name ("the fox Finn", "Oma Rosa"). */
const nameable = (entry: { cat: string } | undefined): boolean =>
  !!entry && ['animal', 'creature', 'child', 'relative'].includes(entry.cat);
/** The lexicon entry of a noun's word (German: of its compound's head too). */
const entryOf = (word: string, language: Latin): LexEntry | undefined =>
  knownNoun(language, word)?.entry ?? (language === 'de' ? germanHead(word)?.entry : undefined);

/** An idea written without capitals ("mia and her dog rex …"). */
const lowerCaseIdea = (tokens: Token[]): boolean => !tokens.some((t) => t.cap && !t.start && t.text !== 'I');

/** In a lower-case English idea: a known first name, a word after "named", or an unknown word after a kind. */
function isLowerCaseName(t: Token, tokens: Token[]): boolean {
  if (t.punct || t.text.length < 2 || NEVER_NAMES.has(t.lower) || DETERMINERS.en.has(t.lower)) return false;
  if (t.pos !== 'NOUN' && t.pos !== 'PROPN') return false;
  const before = tokens[t.i - 1];
  if (before && NAME_CUES.has(before.lower)) return true;
  if (findKnownName(t.lower) && !knownNoun('en', t.lower)) return true;
  const kind = before && (before.pos === 'NOUN' ? knownNoun('en', before.lower)?.entry : undefined);
  // "finn the fox sails to …": a verb after the kind is no name (the tagger may call it a noun).
  const verb = [t.lower, t.lower.replace(/(?:es|s)$/, ''), t.lemma ?? ''].some((v) => v && isWordNetVerb(v));
  return nameable(kind) && !knownNoun('en', t.lower) && !verb;
}

/**
 * A word of the never-names list (months, days, feasts) that is a name: capitalised right after a kin or an
 * animal word ("granny May", "aunt June", "la tía Abril"). Not in German, where every noun is capitalised ("mit
 * Oma Weihnachten feiern"), nor a function word.
 */
function calendarName(t: Token, tokens: Token[], language: Latin): boolean {
  const before = tokens[t.i - 1];
  if (language === 'de' || t.start || !before || before.punct || !NEVER_NAMES.has(t.lower)) return false;
  if ([DETERMINERS, POSSESSIVES, AND].some((set) => set[language].has(t.lower))) return false;
  return nameable(knownNoun(language, before.lower)?.entry);
}

/**
 * "Die kleine Ella sagt …", "Der mutige Jonte will …": at a sentence's start an article and an adjective before
 * a word no table knows (not even as a compound's head), with a verb right after it, name the hero; a known
 * noun there is the hero's kind ("Die kleine Raupe frisst …").
 */
function openingName(t: Token, tokens: Token[]): boolean {
  const [det, adjective, next] = [tokens[t.i - 2], tokens[t.i - 1], tokens[t.i + 1]];
  if (!det?.start || !DETERMINERS.de.has(det.lower) || POSSESSIVES.de.has(det.lower)) return false;
  if (!adjective || adjective.cap || !/(e|en|er|es)$/.test(adjective.lower)) return false;
  if (!next || next.cap || next.punct || AND.de.has(next.lower)) return false;
  return !knownNoun('de', t.text) && !germanHead(t.text);
}

/** Is the token a name? German by capitals and articles, English by wink's tags, Romance by capitals. */
export function isName(t: Token, tokens: Token[], language: Latin): boolean {
  if (!t.cap && language === 'en' && lowerCaseIdea(tokens)) return isLowerCaseName(t, tokens);
  if (!t.cap || t.punct || /^\d/.test(t.text) || t.text.length < 2) return false;
  if (calendarName(t, tokens, language)) return true;
  if (NEVER_NAMES.has(t.lower) || BODY.has(t.lower) || CLOTHING[t.lower]) return false;
  // After "named", "namens", "nommé" a capitalised word is a name, whatever else it is ("a dragon named Fuego").
  if (!t.start && NAME_CUES.has(tokens[t.i - 1]?.lower ?? '')) return true;
  if (!t.start && namedAfterNoun(t, tokens, language) !== undefined) return true;
  // After "Herr", "Frau", "Ms" a capitalised word is a surname, even a noun ("Herr Bauer", "Frau Fuchs").
  if (RE.HONORIFIC.test(tokens[t.i - 1]?.lower ?? '')) return true;
  // "Rose", "Violet" mid-sentence are names; a German capitalised colour is a noun ("das Blau").
  if (colourOf(t.lower) && (t.start || language === 'de')) return false;
  if (feelingOf(t.lower) || GLASSES.test(t.lower) || FRECKLES.test(t.lower)) return false;
  const before = tokens[t.i - 1];
  const known = findKnownName(t.text) ?? (doubleName(t.text, language) ? knownName(t.text) : undefined);
  if (DETERMINERS[language].has(t.lower) || POSSESSIVES[language].has(t.lower)) return false;
  if (language === 'de') {
    // Right after a character's kind a capitalised word is its name, even a noun: "Kater Mitternacht",
    // "ihr Meerschweinchen Pünktchen" (a diminutive that looks like a noun); a known noun only where the
    // phrase ends after it ("sein Hund Rakete und …", "ihr Pony Wolke, …"), not "mit dem Hund Ball spielen".
    const kindBefore = before && !before.punct ? knownNoun('de', before.text)?.entry : undefined;
    const afterKind = nameable(kindBefore) && !t.start;
    const next = tokens[t.i + 1];
    const phraseEnds = !!next && (AND.de.has(next.lower) || /^[,(]$/.test(next.text));
    const unknownAfterKind = afterKind && ((!knownNoun('de', t.text) && !germanHead(t.text)) || phraseEnds);
    if (openingName(t, tokens)) return true;
    if (isGermanNounToken(t, tokens) && !known && !unknownAfterKind) return false;
    if (GERMAN_NOT_NAME.test(t.lower) && !known) return false;
    // "Piraten-Geschichte": a hyphenated compound is a noun; "mit Adlern", "mit Taschenlampen": a dative plural.
    if (!known && /-\p{Lu}/u.test(t.text)) return false;
    if (!known && /^(mit|von|zu|bei|aus|nach|seit)$/.test(before?.lower ?? '') && /(en|ern)$/.test(t.lower))
      return false;
    if ((knownNoun('de', t.text) || germanHead(t.text)) && !afterKind) return false;
    if (t.start || known || afterKind) return true;
    // Mid-sentence without an article: a name only beside names, kinds or cues ("mit Krümel", "und Lea").
    return (
      !!before &&
      (before.punct ||
        AND.de.has(before.lower) ||
        NAME_CUES.has(before.lower) ||
        // After a capitalised word (a kind: "Der Biber Bruno"), not a verb ending the sentence ("… Wohnen.").
        (before.cap && !(/en$/.test(t.lower) && (!tokens[t.i + 1] || tokens[t.i + 1]!.punct))) ||
        RE.GERMAN_BEFORE_NAME.test(before.lower) ||
        // "Im Winter baut Lotta mit …": the subject after the verb, followed by a lower-case word; after a
        // plural verb only one of several joined ("spielen Lotta und Ben", not "pflanzen Tomaten im Garten").
        (/[^e](t|en)$/.test(before.lower) &&
          !DETERMINERS.de.has(before.lower) &&
          !!next &&
          (!next.cap || next.punct) &&
          next.text !== '.' &&
          (!/en$/.test(before.lower) || AND.de.has(next.lower))))
    );
  }
  // A place's proper name ("Mexico", "London", "the Arctic") is no character (WordNet: a location's first sense).
  if (!known && language === 'en' && lexfileOf(t.lower) === LEXFILE.location) return false;
  if (language === 'en') {
    const entry = knownNoun('en', t.lower);
    if (
      entry &&
      !known &&
      (t.start || (!!entry.entry && ['relative', 'adult', 'child'].includes(entry.entry.cat)))
    )
      return false;
    if (t.start && !known) {
      // "Little Lotta", "Brave Tom": an adjective opening the idea before a name is a trait, not part of the name;
      // "Big sister Isla", "Little brother Tom": an opening adjective before a kind is no name.
      const next = tokens[t.i + 1];
      const nextNoun = next ? knownNoun('en', next.lower)?.entry : undefined;
      const adjective = isTraitWord(t.lower, 'en');
      if (adjective && next?.cap) return false;
      if (
        ['child', 'relative', 'animal', 'adult'].includes(nextNoun?.cat ?? '') &&
        (adjective || /^(big|little|baby|older|younger|elder|new)$/.test(t.lower))
      )
        return false;
      // "Hope and Sunny want to …": an ordinary word opening the idea, joined by "and" to a name, is a name too.
      const partner = tokens[t.i + 2];
      const joinedToName =
        !!next &&
        AND.en.has(next.lower) &&
        !!partner?.cap &&
        (partner.pos === 'PROPN' || !!findKnownName(partner.text)) &&
        !knownNoun('en', partner.lower);
      if (joinedToName && !entry) return true;
      return t.pos === 'PROPN' && !(before && DETERMINERS.en.has(before.lower));
    }
    return !(before && DETERMINERS.en.has(before.lower) && !POSSESSIVES.en.has(before.lower));
  }
  // Romance languages capitalise names only: "il gatto Micio" is a name even where "micio" is a word.
  if (t.start && knownNoun(language, t.lower) && !known) return false;
  // A sentence's first word is no name when it is a pronoun or a verb form no name has ("Ele", "Nos", "Qué",
  // "Sarebbe", "Vorrei", "Queremos", "Nous aimerions").
  if (t.start && !known && (RE.ROMANCE_PRONOUNS.test(t.lower) || RE.ROMANCE_VERB_FORMS.test(t.lower)))
    return false;
  // "sur Saturne", "à Paris", "en France": a place after a place preposition.
  if (!known && /^(sur|en|vers|dans|hacia|verso|em|até)$/.test(before?.lower ?? '')) return false;
  // Right after a character's kind a capitalised word is its name, even a colour or a trait ("a avó Rosa").
  const kindBefore = before && !before.punct ? knownNoun(language, before.lower)?.entry : undefined;
  if (nameable(kindBefore)) return true;
  if (isTraitWord(t.text, language) || RE.ROMANCE_PRE_ADJECTIVES.test(t.lower)) return false;
  const vocabulary = IDEA_VOCABULARIES[language];
  if (vocabulary.and.includes(t.lower) || vocabulary.nameCues.includes(t.lower)) return false;
  return true;
}

/**
 * The character a name in brackets is the nickname of: "Jonathan (everyone calls him JJ)", "Jonathan (alle
 * nennen ihn JJ)" — a naming verb inside brackets that open right after a name gives that one character
 * another name, not a second character (issue #21: one child, one character).
 */
function nicknamed(
  at: number,
  tokens: Token[],
  mentions: Map<number, string>,
  characters: IdeaCharacter[],
): IdeaCharacter | undefined {
  let open = at - 1;
  while (open >= 0 && !/^[()]$/.test(tokens[open]!.text)) open -= 1;
  if (open < 1 || tokens[open]!.text !== '(') return undefined;
  const inside = tokens.slice(open + 1, at);
  if (!inside.some((t) => RE.NAMING_VERB.test(t.lower))) return undefined;
  const id = mentions.get(open - 1);
  return id ? characters.find((c) => c.id === id) : undefined;
}

/**
 * A name given after the noun, in a relative clause: "un renard qu'elle appelle Roux", "a fox that she calls
 * Bolt", "al que llama Roux", "che chiama Roux", "a quem chama Roux", "einen Fuchs, den sie Rotfell nennt".
 * The index of the token the named noun's phrase ends at, else undefined.
 */
function namedAfterNoun(t: Token, tokens: Token[], language: Latin): number | undefined {
  const at = (i: number): string => tokens[i]?.lower ?? '';
  let j = t.i - 1;
  // German puts the verb after the name; the others before it.
  if (language === 'de' ? !RE.NAMING_VERB.test(at(t.i + 1)) : !RE.NAMING_VERB.test(at(j--))) return undefined;
  // The pronouns between ("qu'elle l'appelle", "den sie").
  for (let n = 0; n < 2 && RE.NAMING_SUBJECT.test(at(j)); n += 1) j -= 1;
  if (!RE.NAMING_RELATIVE.test(at(j))) return undefined;
  j -= 1;
  while (j > 0 && /^(al|a|à|,)$/.test(at(j))) j -= 1;
  return j > 0 ? j : undefined;
}

// ── Phrases ─────────────────────────────────────────────────────────────────────────────────────────

function singularRomance(word: string, language: Latin): string {
  if (knownNoun(language, word)?.singular) return knownNoun(language, word)!.singular!;
  const candidates =
    language === 'fr'
      ? [word.replace(/aux$/, 'al'), word.replace(/[sx]$/, '')]
      : language === 'it'
        ? [word.replace(/i$/, 'o'), word.replace(/e$/, 'a'), word.replace(/i$/, 'e')]
        : [word.replace(/es$/, ''), word.replace(/s$/, ''), word.replace(/ões$/, 'ão')];
  return candidates.find((c) => c !== word && knownNoun(language, c)) ?? word;
}

function englishNoun(
  tokens: Token[],
  headAt: number,
  compoundFrom: number,
): { noun: Noun; compound?: string } {
  const head = tokens[headAt]!;
  const tagged = head.cap ? englishLemma(head.lower) : (head.lemma ?? head.lower);
  // The lemma only where it makes a plural singular ("stars" → "star"); "mum" stays "mum".
  const plural = tagged !== head.lower && /s$/.test(head.lower);
  // The tagger's lemma is American: "colours" keeps the parent's British "colour".
  const lemma = plural
    ? tagged.replace(/or$/, 'our') === head.lower.slice(0, -1)
      ? head.lower.slice(0, -1)
      : tagged
    : head.lower;
  const words = tokens.slice(compoundFrom, headAt + 1);
  const compoundLemma = [...words.slice(0, -1).map((t) => t.lower), lemma].join(' ');
  const whole = words.length > 1 ? knownNoun('en', compoundLemma) : undefined;
  const word = whole || words.length > 1 ? compoundLemma : lemma;
  const known = whole ?? knownNoun('en', lemma);
  const noun = nounOf(word, 'en', {
    en: known && !whole && words.length > 1 ? compoundLemma : (known?.en ?? word),
    ...(known ? { known } : {}),
  });
  if (words.length > 1) {
    noun.en = compoundLemma;
    noun.word = compoundLemma;
  }
  return { noun, ...(words.length > 1 ? { compound: compoundLemma } : {}) };
}

const isEnglishNounTag = (t: Token): boolean =>
  t.pos === 'NOUN' || (t.pos === 'PROPN' && !!knownNoun('en', t.lower));

/** Noun phrases of the idea, in order. */
export function phrases(tokens: Token[], language: Latin, names: Set<number>): Phrase[] {
  const out: Phrase[] = [];
  const dets = DETERMINERS[language];
  /** The word follows a subject of two: "and", then nouns, adjectives, determiners or pronouns only. */
  const afterPair = (i: number): boolean => {
    let k = i - 1;
    while (k >= 0 && /^(NOUN|ADJ|DET|PROPN|PRON)$/.test(tokens[k]!.pos ?? '')) k -= 1;
    return tokens[k]?.pos === 'CCONJ';
  };
  const isNounAt = (i: number): boolean => {
    const t = tokens[i];
    if (!t || t.punct || names.has(i)) return false;
    if (language === 'en') {
      if (colourOf(t.lower) && tokens[i + 1] && isEnglishNounTag(tokens[i + 1]!)) return false;
      // "Flash races through the city": a verb wink took for a plural noun after a name.
      if (
        t.pos === 'NOUN' &&
        names.has(i - 1) &&
        /s$/.test(t.lower) &&
        /^(ADP|DET|PRON)$/.test(tokens[i + 1]?.pos ?? '')
      )
        return false;
      if (isEnglishNounTag(t)) return true;
      // "hops to school": a known place after "to", "at", "in" that wink took for a verb.
      if (
        /^(to|at|in|into)$/.test(tokens[i - 1]?.lower ?? '') &&
        knownNoun('en', t.lower)?.entry?.cat === 'place'
      )
        return true;
      // wink reads "treasure map" as a verb after a noun; a known noun after a determiner or noun is one.
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      // … but after a subject of two ("Lena and the fox look for …") a bare verb is the plural verb.
      if (t.pos === 'VERB' && afterPair(i)) return false;
      return (
        (t.pos === 'VERB' || t.pos === 'ADJ' || t.pos === 'ADV') &&
        !!prev &&
        !(t.pos === 'VERB' && t.lemma !== t.lower) &&
        (dets.has(prev.lower) || isEnglishNounTag(prev) || prev.pos === 'ADJ') &&
        !colourOf(t.lower) &&
        !!lexfileOf(t.lemma ?? t.lower) &&
        (!next || next.punct || next.pos === 'ADP' || next.pos === 'CCONJ')
      );
    }
    if (language === 'de') return isGermanNounToken(t, tokens);
    // Romance: a known word, or the word after a determiner and pre-adjectives.
    if (t.cap && !t.start) return false;
    if (knownNoun(language, t.lower)) return true;
    if (dets.has(t.lower) || t.lower.endsWith('’')) return false;
    let j = i - 1;
    while (j >= 0 && (RE.ROMANCE_PRE_ADJECTIVES.test(tokens[j]!.lower) || colourOf(tokens[j]!.lower))) j -= 1;
    return (
      j >= 0 &&
      j < i &&
      dets.has(tokens[j]!.lower) &&
      !isTraitWord(t.lower, language) &&
      !colourOf(t.lower) &&
      !RE.ROMANCE_PRE_ADJECTIVES.test(t.lower) &&
      !/^(de|del|d’|que|qui|a|à|y|e|et)$/.test(t.lower) &&
      t.text.length > 1
    );
  };
  // "Finn and his dog travel to space": after a subject of two, a motion or search word before a preposition
  // is the verb, whatever the tagger said.
  const pluralVerbAfterPair = (i: number): boolean => {
    const t = tokens[i];
    if (!t || !RE.PAIR_VERBS.test(t.lower) || !/^(ADP|PART)$/.test(tokens[i + 1]?.pos ?? '')) return false;
    return afterPair(i);
  };
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isNounAt(i)) continue;
    let headAt = i;
    // English compounds: "jungle library", "treasure map", "snail race".
    // … but not into a verb wink took for a noun ("his grandpa repair the lighthouse").
    if (language === 'en')
      while (
        isNounAt(headAt + 1) &&
        !pluralVerbAfterPair(headAt + 1) &&
        !tokens[headAt + 1]!.cap &&
        !/^(DET|PRON)$/.test(tokens[headAt + 2]?.pos ?? '')
      )
        headAt += 1;
    const head = tokens[headAt]!;
    // Modifiers before: adjectives, colours, German inflected adjectives, Romance pre-adjectives.
    let from = i;
    const mods: Token[] = [];
    for (let j = i - 1; j >= 0; j -= 1) {
      const t = tokens[j]!;
      if (t.punct || dets.has(t.lower) || names.has(j)) break;
      const adjective =
        language === 'en'
          ? t.pos === 'ADJ' ||
            t.pos === 'ADV' ||
            colourOf(t.lower) ||
            t.pos === 'NUM' ||
            (t.pos === 'VERB' && /ing$/.test(t.lower))
          : language === 'de'
            ? !t.cap &&
              (/(e|en|er|es|em)$/.test(t.lower) || colourOf(t.lower) || isTraitWord(t.lower, language)) &&
              !AND.de.has(t.lower)
            : RE.ROMANCE_PRE_ADJECTIVES.test(t.lower) || !!colourOf(t.lower);
      if (!adjective || (language === 'en' && /^(too|very|so)$/.test(t.lower))) break;
      mods.unshift(t);
      from = j;
    }
    const detToken = tokens[from - 1];
    const det = detToken && dets.has(detToken.lower) ? detToken.lower : undefined;
    if (det) from -= 1;
    const prepToken = det && PLACE_PREPOSITIONS[language].has(det) ? tokens[from] : tokens[from - 1];
    // Words after the head: Romance adjectives ("le chat noir", "il gatto arancione").
    const after: Token[] = [];
    if (language !== 'en' && language !== 'de')
      for (let j = headAt + 1; j < tokens.length; j += 1) {
        const t = tokens[j]!;
        if (t.punct || t.cap || !(colourOf(t.lower) || isTraitWord(t.lower, language))) break;
        after.push(t);
      }
    let noun: Noun;
    let compound: string | undefined;
    let plural = false;
    let extra = 0;
    if (language === 'en') {
      const made = englishNoun(tokens, headAt, i);
      noun = made.noun;
      compound = made.compound;
      const lemma = head.cap ? englishLemma(head.lower) : head.lemma;
      plural = lemma !== undefined && lemma !== head.lower && /s$/.test(head.lower);
    } else if (language === 'de') {
      const own = knownNoun('de', head.text);
      const known = own ?? germanHead(head.text);
      const gender = det ? DEF_GENDER.de?.[det] : undefined;
      const entry = own?.entry;
      const pluralForm =
        entry && head.text.toLowerCase() === entry.de.pl.toLowerCase() && entry.de.pl !== entry.de.sg;
      const singular = own?.singular ?? (pluralForm ? entry.de.sg : undefined);
      noun = nounOf(singular ?? head.text, 'de', {
        ...(known ? { known } : {}),
        ...(gender ? { gender } : {}),
      });
      const genitive = !!entry && entry.cat === 'relative' && !!tokens[headAt + 1]?.cap;
      // A weak noun's oblique singular looks like its plural: "dem Bären", "einen Löwen".
      const singularDet =
        !!det && /^(dem|des|einem|einen|eines|einer|meinem|seinem|ihrem|unserem)$/.test(det);
      plural =
        (!!singular && !genitive && !singularDet) ||
        (!!det && PLURAL_DETS.de.test(det)) ||
        (!!entry && entry.de.pl === entry.de.sg && det === 'die' && entry.de.g !== 'f');
    } else {
      const singular = singularRomance(head.lower, language);
      const gender = det ? DEF_GENDER[language]?.[det] : undefined;
      noun = nounOf(singular, language, gender ? { gender } : {});
      plural = (!!det && PLURAL_DETS[language].test(det)) || singular !== head.lower;
      // A known noun of several words: "casa sull’albero", "cabane dans l’arbre", "casa na árvore".
      for (let n = 3; n >= 1 && !compound; n -= 1) {
        const words = tokens.slice(headAt, headAt + n + 1);
        if (words.length < n + 1 || words.some((t) => t.punct)) continue;
        const joined = words
          .map((t) => t.lower)
          .join(' ')
          .replace(/([’']) /g, '$1');
        const known = knownNoun(language, joined);
        if (!known) continue;
        noun = nounOf(joined, language, { known, ...(gender ? { gender } : {}) });
        compound = joined;
        extra = n;
      }
    }
    out.push({
      head: headAt,
      from,
      ...(det ? { det } : {}),
      possessive: !!det && POSSESSIVES[language].has(det),
      mods: language === 'en' ? [...mods, ...tokens.slice(i, headAt)] : mods,
      after,
      noun,
      ...(compound ? { compound } : {}),
      plural,
      ...(prepToken && !prepToken.punct ? { prep: prepToken.lower } : {}),
    });
    i = headAt + after.length + extra;
  }
  return out;
}

// ── Kinds ───────────────────────────────────────────────────────────────────────────────────────────

/** A noun as a character's kind: its category and drawable, or undefined when it is no character. */
export function asCharacterKind(
  noun: Noun,
  sex?: 'f' | 'm',
): { category: Category; drawAs: string; sex?: 'f' | 'm' } | undefined {
  const known =
    knownNoun(noun.language, noun.word) ?? (noun.language === 'de' ? germanHead(noun.word) : undefined);
  const entry = known?.entry;
  if (entry) {
    const category = CHARACTER_CATEGORY[entry.cat];
    if (!category) return undefined;
    const s = (category === 'person' ? sexOfForm(noun, entry) : undefined) ?? entry.sex ?? sex;
    if (category === 'person') {
      const drawn = characterDrawable(entry.en.sg, s);
      const id = entry.id === 'girl' || entry.id === 'boy' ? entry.id : PERSON_DRAW[entry.id];
      const child = s === 'm' ? 'boy' : 'girl';
      const plain = ['child', 'sister', 'brother', 'twin', 'friend', 'baby'].includes(entry.id);
      const drawAs = id ?? (plain ? child : (drawn?.drawAs ?? child));
      return { category, drawAs: drawAs === 'girl' && s === 'm' ? 'boy' : drawAs, ...(s ? { sex: s } : {}) };
    }
    const drawn = characterDrawable(entry.id) ?? characterDrawable(entry.en.sg);
    return {
      category,
      drawAs: drawn?.drawAs ?? entry.animal ?? entry.id,
      ...(entry.sex ? { sex: entry.sex } : {}),
    };
  }
  const en = noun.en ?? known?.en;
  if (!en) return undefined;
  const head = en.split(' ').pop()!;
  const nounSex = SEX_OF_NOUN[head] ?? sex;
  // A breed WordNet knows only with its animal ("labrador" is a peninsula; "labrador retriever" a dog).
  const drawn =
    characterDrawable(en, nounSex) ??
    characterDrawable(head, nounSex) ??
    (en.includes(' ')
      ? undefined
      : BREED_HEADS.map((animal) => characterDrawable(`${head} ${animal}`)).find(
          (d) => d?.category === 'animal',
        ));
  if (drawn?.category === 'person') {
    const drawAs =
      drawn.drawAs === 'girl' || drawn.drawAs === 'boy' ? (nounSex === 'm' ? 'boy' : 'girl') : drawn.drawAs;
    return { ...drawn, drawAs, ...(SEX_OF_NOUN[head] ? { sex: SEX_OF_NOUN[head] } : {}) };
  }
  return drawn;
}

const BREED_HEADS = ['retriever', 'dog', 'terrier', 'hound', 'spaniel', 'cat', 'pony', 'horse'];

/**
 * The sex a person noun's own form gives (issue #21: "seiner Freundin Aylin" is a girl): German "-in" is female
 * and its stem male ("Lehrer" beside "Lehrerin"); Italian, Spanish and Portuguese "-a" female, "-o" male.
 */
function sexOfForm(noun: Noun, entry: LexEntry): 'f' | 'm' | undefined {
  const word = noun.word.toLowerCase();
  if (noun.language === 'de') {
    const sg = entry.de.sg.toLowerCase();
    if (/in(?:nen)?$/.test(word) && word !== 'cousin') return 'f';
    if (sg.endsWith('in') && word === sg.slice(0, -2)) return 'm';
    return undefined;
  }
  if (noun.language === 'it' || noun.language === 'es' || noun.language === 'pt') {
    if (/a$/.test(word)) return 'f';
    if (/o$/.test(word)) return 'm';
  }
  return undefined;
}

/** A noun the reader cannot place, right before a name in German or a Romance language: the name's kind. */
function unknownKind(p: Phrase): boolean {
  return (
    p.noun.language !== 'en' &&
    !p.noun.en &&
    !BODY.has(p.noun.word.toLowerCase()) &&
    !CLOTHING[p.noun.word.toLowerCase()]
  );
}

/** A colour word as a look: its hex and the word as written. */
function colourLook(t: Token): { color: string; word: string } | undefined {
  const colour = colourOf(t.lower);
  return colour && { color: colour.hex, word: t.text };
}

// ── Looks ───────────────────────────────────────────────────────────────────────────────────────────

function addLooks(looks: Looks, words: Token[], head: Token | undefined, language: Language): void {
  const colours = words.map((t) => ({ t, c: colourOf(t.lower) })).filter((x) => x.c);
  const isHair = head && HAIR.test(head.lower);
  // German "Locken" is hair too (`HAIR`), and curly (`CURLY`).
  if (isHair) {
    looks.hair = looks.hair ?? {};
    const c = colours[0];
    if (c?.c) {
      looks.hair.color = c.c.hex;
      looks.hair.word = c.t.text;
    }
    if (words.some((t) => SHORT.test(t.lower))) looks.hair.length = 'short';
    if (words.some((t) => LONG.test(t.lower))) looks.hair.length = 'long';
    if (words.some((t) => CURLY.test(t.lower)) || (head && CURLY.test(head.lower))) looks.hair.curly = true;
    return;
  }
  if (head && EYES.test(head.lower)) {
    const c = colours[0];
    if (c?.c) looks.eyes = { color: c.c.hex, word: c.t.text };
    return;
  }
  const clothing = head && isLatin(language) ? clothingOf(head.lower, language) : undefined;
  if (head && clothing && !looks.clothing) {
    const c = colours[0];
    looks.clothing = {
      item: { ...nounOf(head.text, language), en: clothing },
      ...(c?.c ? { color: c.c.hex, word: c.t.text } : {}),
    };
  }
}

export const isFeatureWord = (t: Token, language?: Latin): boolean =>
  HAIR.test(t.lower) ||
  EYES.test(t.lower) ||
  GLASSES.test(t.lower) ||
  FRECKLES.test(t.lower) ||
  (language ? !!clothingOf(t.lower, language) : !!CLOTHING[t.lower]);

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

/** The sex a known first name has, if it is one sex's. */
export function knownSex(name: string): 'f' | 'm' | undefined {
  const g = knownName(name)?.gender;
  return g === 'f' || g === 'm' ? g : undefined;
}

/** The sex the pronouns right after a mention give ("Priya the pangolin … she"). */
function pronounSex(tokens: Token[], at: number, language: Latin): 'f' | 'm' | undefined {
  for (const t of tokens.slice(at + 1, at + 20)) {
    // German "sie", "ihr", "ihre" are also "they", "their".
    if (SHE[language].test(t.lower) && language !== 'de') return 'f';
    if (HE[language].test(t.lower)) return 'm';
  }
  return undefined;
}

/** The sex of a named person: a known name first, then the pronouns after it, then its ending. */
function sexOf(name: string, tokens: Token[], at: number, language: Latin): 'f' | 'm' | undefined {
  const known = knownSex(name);
  if (known) return known;
  const pronoun = pronounSex(tokens.slice(0, at + 8), at, language);
  if (pronoun) return pronoun;
  if (/(a|ia|ie|e|i|y|ah)$/i.test(name) && !/(é|ue|oe)$/i.test(name)) return 'f';
  if (/[bdgklmnorstuxz]$/i.test(name)) return 'm';
  return undefined;
}

/**
 * The lexicon entry of a noun, or of its English lemma when only a translation table knows the spelling
 * ("hijo", "filho" → son → boy): a kin noun is known in every language the tables translate.
 */
function kinEntry(language: Latin, word: string): LexEntry | undefined {
  const known = knownNoun(language, word);
  return known?.entry ?? (known?.en ? knownNoun('en', known.en)?.entry : undefined);
}

/**
 * An idea written with capitals may still leave one name in lower case: a word is a name where the idea says
 * so — after a first-person possessive and a child or relative ("my son theo", "ma fille léa") or after an
 * article and a small adjective ("la piccola aurora") when it is a known first name or no dictionary word, or
 * before an age ("theo (7)", "mia, 5,") when it is no noun.
 */
function capitaliseCuedNames(parts: string[], language: Latin): string {
  const at = parts.map((p, i) => (i % 2 === 0 && p ? i : -1)).filter((i) => i >= 0);
  return parts
    .map((part, i) => {
      if (i % 2 === 1 || !/^\p{Ll}{2,}$/u.test(part)) return part;
      const w = at.indexOf(i);
      const [kind, owner] = [at[w - 1], at[w - 2]].map((k) =>
        k === undefined ? '' : parts[k]!.toLowerCase(),
      );
      if (DETERMINERS[language].has(part) || AND[language].has(part) || NEVER_NAMES.has(part)) return part;
      if (isTraitWord(part, language) || colourOf(part)) return part;
      const noun = knownNoun(language, part) ?? (language === 'de' ? germanHead(part) : undefined);
      const known = !!findKnownName(part);
      // "(7)" or ", 5," right after the word.
      const aged =
        /^\d{1,2}$/.test(parts[i + 2] ?? '') &&
        ((/^\s*\(\s*$/.test(parts[i + 1] ?? '') && /^\s*\)/.test(parts[i + 3] ?? '')) ||
          (/^\s*,\s*$/.test(parts[i + 1] ?? '') && /^\s*,/.test(parts[i + 3] ?? '')));
      const possessed =
        RE.FIRST_PERSON.test(owner ?? '') &&
        /^\s+$/.test(parts[i - 1] ?? '') &&
        ['child', 'relative'].includes(kinEntry(language, kind ?? '')?.cat ?? '');
      // Elsewhere no verb: none the reader knows ("mi hijo tiene …"), none before an article ("ma fille adore les …").
      const nextWord = (at[w + 1] === undefined ? '' : parts[at[w + 1]!]!).toLowerCase();
      const unknown =
        language === 'en'
          ? !isWordNetLemma(part)
          : !noun &&
            !RE.OPENING_VERBS.test(part) &&
            !RE.ROMANCE_VERB_FORMS.test(part) &&
            !RE.ROMANCE_PRONOUNS.test(part) &&
            !DETERMINERS[language].has(nextWord);
      // "la piccola aurora e …", "la petite léa": a definite article (a name takes no "un") and a small adjective
      // before a word no table knows.
      const described =
        language !== 'en' &&
        language !== 'de' &&
        /^(le|la|el|il|lo|o|a)$/.test(owner ?? '') &&
        RE.ROMANCE_PRE_ADJECTIVES.test(kind ?? '') &&
        /^\s+$/.test(parts[i - 1] ?? '');
      if ((aged && (known || !noun)) || ((possessed || described) && (known || unknown)))
        return part.charAt(0).toUpperCase() + part.slice(1);
      return part;
    })
    .join('');
}

/**
 * An idea typed all in lower case ("mia und ihr hund bello suchen den schatz"): names and, in German, nouns get
 * their capitals back, so the reader sees what a parent who types carefully would have written. A name is a
 * known first name that is no noun, a word after a name cue ("namens"), or an unknown word right after a
 * character's kind ("ihr hund bello"); a German noun is one the lexicon or its compounds know.
 */
export function truecase(idea: string, language: Latin): string {
  const parts = idea.split(/([\s,.!?;:()"“”„«»]+)/u);
  const words = parts.filter((_, i) => i % 2 === 0 && _);
  if (words.some((w) => /\p{Lu}/u.test(w))) return capitaliseCuedNames(parts, language);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  // English: what the tagger reads as a verb, preposition or pronoun ("the tooth fairy helps him") is no name.
  const notNames = new Set(
    language === 'en'
      ? tokenize(idea, 'en')
          .filter((t) => /^(VERB|AUX|ADP|PRON|ADV|ADJ|SCONJ|CCONJ|PART|DET)$/.test(t.pos ?? ''))
          .map((t) => t.lower)
      : [],
  );
  let previous = '';
  let start = true;
  const wordAfter = (i: number): string =>
    (parts.slice(i + 1).find((p, k) => k % 2 === 1 && p) ?? '').toLowerCase();
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        if (/[,.!?;:]/.test(part)) start = true;
        return part;
      }
      if (!part) return part;
      const lower = part.toLowerCase();
      const before = previous;
      const atStart = start;
      const next = wordAfter(i);
      start = false;
      previous = lower;
      if (DETERMINERS[language].has(lower) || AND[language].has(lower) || NEVER_NAMES.has(lower)) return part;
      const noun = knownNoun(language, lower) ?? (language === 'de' ? germanHead(lower) : undefined);
      // The kind before: a lexicon entry, or an animal WordNet knows (also as the English word of a table's
      // row: "ihr axolotl blubb").
      const beforeEn = knownNoun(language, before)?.en ?? (language === 'en' ? before : '');
      const kindBefore =
        knownNoun(language, before)?.entry ??
        (beforeEn.length > 2 && isAnimate(beforeEn) ? ({ cat: 'animal' } as { cat: string }) : undefined);
      // The idea's first word, unknown, before "and", an article or a comma: "tom and his dog", "felix der frosch".
      const opening =
        atStart &&
        !noun &&
        /^\p{L}{2,}$/u.test(lower) &&
        !isTraitWord(lower, language) &&
        (AND[language].has(next) ||
          DETERMINERS[language].has(next) ||
          RE.OPENING_VERBS.test(next) ||
          /^,/.test(parts[i + 1] ?? ''));
      const verbLike = language === 'de' && /(t|en|st)$/.test(lower) && !findKnownName(lower);
      // An opening word the tagger only guessed ("emily" as an adverb for its -ly) and no dictionary knows is a name.
      const name =
        (!notNames.has(lower) || (opening && language === 'en' && !isWordNetLemma(lower))) &&
        (opening ||
          NAME_CUES.has(before) ||
          (!noun && !!findKnownName(lower)) ||
          (!noun &&
            nameable(kindBefore) &&
            !verbLike &&
            /^\p{L}{2,}$/u.test(lower) &&
            !isTraitWord(lower, language) &&
            !colourOf(lower)));
      if (name) return cap(part);
      if (language === 'de' && noun) return cap(part);
      return part;
    })
    .join('');
}

export function readLatin(idea: string, language: Latin): LatinReading {
  const tokens = tokenize(truecase(idea, language), language);
  const nameAt = new Set<number>();
  for (const t of tokens) if (isName(t, tokens, language)) nameAt.add(t.i);
  // A German or Romance "name" that is a kind's head noun (after an article) is not a name: "Der Biber".
  const list = phrases(tokens, language, nameAt);
  // Merge consecutive names into one ("Mister Fox" stays two words only where both are names).
  const nameSpans: Array<{ from: number; to: number; text: string }> = [];
  for (const i of [...nameAt].sort((a, b) => a - b)) {
    const last = nameSpans[nameSpans.length - 1];
    if (last && last.to === i - 1) {
      last.to = i;
      last.text = `${last.text} ${tokens[i]!.text}`;
    } else nameSpans.push({ from: i, to: i, text: tokens[i]!.text });
  }
  // A title belongs to the name: "Mr Button", "Frau Holle", "Don Pedro".
  for (const span of nameSpans) {
    const title = tokens[span.from - 1];
    if (title && RE.TITLE.test(title.text) && !nameAt.has(title.i)) {
      span.from -= 1;
      span.text = `${title.text} ${span.text}`;
    }
  }
  const phraseEndingAt = (i: number) => list.find((p) => p.head + p.after.length === i);
  const phraseStartingAt = (i: number) => list.find((p) => p.from === i);
  // "un renard blessé qu'elle appelle Roux": the noun named after it, past one word that describes it.
  const namedBefore = (k: number | undefined) =>
    k === undefined
      ? undefined
      : (phraseEndingAt(k) ?? (tokens[k]!.cap || tokens[k]!.punct ? undefined : phraseEndingAt(k - 1)));

  const characters: IdeaCharacter[] = [];
  const mentions = new Map<number, string>();
  const spans = new Set<number>();
  const nextId = () => `c${characters.length + 1}`;

  const makeCharacter = (
    at: number,
    name: string | undefined,
    kindPhrase: Phrase | undefined,
  ): IdeaCharacter => {
    let sex = name ? sexOf(name, tokens, at, language) : undefined;
    let kind = kindPhrase ? asCharacterKind(kindPhrase.noun, sex) : undefined;
    // A kind the reader does not know ("seine Möwe Kalle"): kept as written; a possessed one is taken for a pet.
    if (kindPhrase && !kind && unknownKind(kindPhrase))
      kind =
        kindPhrase.possessive && !RE.FIRST_PERSON.test(kindPhrase.det ?? '')
          ? { category: 'animal', drawAs: 'dog' }
          : { category: 'person', drawAs: sex === 'm' ? 'boy' : 'girl' };
    if (kind?.sex) sex = kind.sex;
    const category: Category = kind?.category ?? 'person';
    if (category !== 'person' && !kind?.sex) sex = name ? pronounSex(tokens, at, language) : undefined;
    const personKind = sex === 'm' ? 'boy' : 'girl';
    const kindNoun: Noun =
      kindPhrase && kind
        ? { ...kindPhrase.noun }
        : nounOf(
            language === 'en'
              ? personKind
              : (knownNoun('en', personKind)?.translations[language] ?? personKind),
            language,
            { en: personKind },
          );
    const traits: Array<{ word: string; en?: string }> = [];
    const looks: Looks = {};
    if (kindPhrase) {
      const words = [...kindPhrase.mods, ...kindPhrase.after];
      const [body, pattern] = category === 'person' ? [] : words.flatMap((t) => colourLook(t) ?? []);
      if (body) looks.body = body;
      if (pattern) looks.pattern = pattern;
      for (const t of words)
        if (!colourOf(t.lower) && !/^\d/.test(t.text) && t.pos !== 'NOUN') {
          const en = traitEn(t.text, language);
          if (language !== 'de' || en) traits.push({ word: t.text, ...(en ? { en } : {}) });
        }
      kindPhrase.used = 'character';
    }
    const c: IdeaCharacter = {
      id: nextId(),
      ...(name ? { name } : {}),
      kind: kindNoun,
      category,
      drawAs: kind?.drawAs ?? personKind,
      ...(sex ? { sex } : {}),
      role: 'companion',
      traits,
      looks,
    };
    characters.push(c);
    return c;
  };

  // 1. Names, with the kind beside them.
  for (const span of nameSpans) {
    const same =
      characters.find((c) => c.name === span.text) ?? nicknamed(span.from, tokens, mentions, characters);
    if (same) {
      for (let i = span.from; i <= span.to; i += 1) mentions.set(i, same.id);
      continue;
    }
    let kindPhrase: Phrase | undefined;
    // Kind before: "the pangolin Priya", "Der Biber Bruno", "sein brauner Dackel Krümel", "a dog named Rex".
    const before =
      phraseEndingAt(span.from - 1) ??
      (NAME_CUES.has(tokens[span.from - 1]?.lower ?? '') ? phraseEndingAt(span.from - 2) : undefined) ??
      namedBefore(namedAfterNoun(tokens[span.from]!, tokens, language));
    if (before && !before.used && !before.plural && (asCharacterKind(before.noun) || unknownKind(before)))
      kindPhrase = before;
    // Kind after: "Priya the pangolin", "Léon le petit renard", "Mia, a brave girl", "Leo is a tractor".
    let appositionAfter: Phrase | undefined;
    {
      let j = span.to + 1;
      if (tokens[j]?.lower === ',') j += 1;
      if (tokens[j] && RE.COPULA.test(tokens[j]!.lower)) j += 1;
      // Only after a comma or a verb of being: "mit ihrem Fuchs Ferdinand eine Laterne finden" has the object.
      const set = j > span.to + 1;
      if (tokens[j] && RE.ARTICLE_APPOSITION.test(tokens[j]!.lower)) {
        const after = phraseStartingAt(j);
        // With the kind before the name, any noun phrase after it describes it ("Toby, un beagle marrón").
        if (after && !after.used && (asCharacterKind(after.noun) || (kindPhrase && set && !after.plural)))
          appositionAfter = after;
      }
    }
    if (!kindPhrase) kindPhrase = appositionAfter;
    const c = makeCharacter(span.from, span.text, kindPhrase);
    // "her dog Pepper is white with brown spots", "il suo cane Pepe è tutto nero": the colour said of it.
    if (!c.looks.body && c.category !== 'person' && RE.COPULA.test(tokens[span.to + 1]?.lower ?? '')) {
      let j = span.to + 2;
      while (RE.WHOLLY.test(tokens[j]?.lower ?? '')) j += 1;
      const colour = tokens[j] && colourLook(tokens[j]!);
      if (colour) c.looks.body = colour;
    }
    // "su perro Toby, un beagle marrón": the apposition after the name says its colour too.
    if (appositionAfter && appositionAfter !== kindPhrase && !c.looks.body && c.category !== 'person') {
      const colour = [...appositionAfter.mods, ...appositionAfter.after].map(colourLook).find(Boolean);
      if (colour) c.looks.body = colour;
      appositionAfter.used = 'character';
      mentions.set(appositionAfter.head, c.id);
    }
    for (let i = span.from; i <= span.to; i += 1) mentions.set(i, c.id);
    if (kindPhrase) mentions.set(kindPhrase.head, c.id);
    // Age: "Jonas, 5,", "Ella (6)", "Mia is 5", "5-year-old Tom".
    const ageAfter = tokens.slice(span.to + 1, span.to + 4).find((t) => /^\d{1,2}$/.test(t.text));
    const gap =
      !!ageAfter && tokens.slice(span.to + 1, ageAfter.i).every((t) => t.punct || RE.COPULA.test(t.lower));
    const ageBefore = tokens
      .slice(Math.max(0, span.from - 3), span.from)
      .find((t) => /^\d{1,2}(-year-old|-jährige[rn]?)?$/.test(t.text));
    if (ageAfter && gap) c.age = Number(ageAfter.text);
    else if (
      ageBefore &&
      tokens.slice(ageBefore.i, span.from).some((t) => /year|jährig|jahre|ans|años|anni|anos/i.test(t.text))
    )
      c.age = parseInt(ageBefore.text, 10);
  }

  const grouped = new Set<string>();
  // 2. Groups: "two sisters, Emma and Lotta", "die Zwillinge Ben und Tom" — the names take the kind.
  for (const p of list) {
    if (!p.plural || p.used) continue;
    const kind = asCharacterKind(p.noun);
    if (!kind) continue;
    const named = characters.filter((c) => {
      const at = [...mentions.entries()].find(([, id]) => id === c.id)?.[0] ?? -1;
      return (
        at > p.head &&
        at <= p.head + 6 &&
        c.category === 'person' &&
        ['girl', 'boy'].includes(c.kind.en ?? '')
      );
    });
    if (named.length < 2) continue;
    grouped.add(named[0]!.id);
    for (const c of named) {
      c.kind = { ...p.noun };
      c.category = kind.category;
      c.drawAs =
        kind.drawAs === 'girl' || kind.drawAs === 'boy' ? (c.sex === 'm' ? 'boy' : 'girl') : kind.drawAs;
      const rel = RELATIONS[knownNoun(language, p.noun.word)?.entry?.id ?? ''];
      if (rel && c !== named[0]) c.relation = { to: named[0]!.id, as: rel };
    }
    p.used = 'character';
  }

  // 3. Unnamed characters: "her fox", "a talking raven", "Grandma".
  for (const p of list) {
    if (p.used || p.plural) continue;
    const head = tokens[p.head]!;
    if (BODY.has(head.lower) || isFeatureWord(head, language)) continue;
    const kind = asCharacterKind(p.noun);
    if (!kind) continue;
    const entry = entryOf(p.noun.word, language);
    const headEn = p.noun.en?.split(' ').pop();
    if (!entry && headEn && ![LEXFILE.animal, LEXFILE.person].includes((lexfileOf(headEn) ?? -1) as never))
      continue;
    // An unnamed vehicle or toy is a thing of the story ("builds a rocket", "den verlorenen Ball").
    if (kind.category === 'vehicle' || kind.category === 'toy') continue;
    // A bare person noun is a role, not a character ("möchte Astronaut werden"); relatives need no article.
    if (!p.det && kind.category === 'person' && entry?.cat !== 'relative') continue;
    // "a book about dragons", "a picture of a cat": a topic, not a character.
    if (p.prep && /^(about|of|über|von|de|di|sur|sobre|su)$/.test(p.prep) && characters.length) continue;
    if (p.compound && !isAnimate(p.compound.split(' ').pop()!)) continue;
    // An apposition names what the character is: "mit seinem Freund, dem Bären" is a bear.
    const apposition =
      kind.category === 'person' && tokens[p.head + p.after.length + 1]?.text === ','
        ? list.find((q) => q.from === p.head + p.after.length + 2 && !q.used && !q.plural)
        : undefined;
    const appositionKind = apposition ? asCharacterKind(apposition.noun) : undefined;
    const same = appositionKind && appositionKind.category !== 'person' ? apposition : undefined;
    const c = makeCharacter(p.head, undefined, same ?? p);
    if (same) {
      p.used = 'character';
      mentions.set(same.head, c.id);
    }
    mentions.set(p.head, c.id);
    if (RE.MEETS.test(tokens[p.from - 1]?.lower ?? '')) c.arrives = true;
  }

  // 4. Relations: possessives ("her fox", "sein Dackel") and family words.
  const ordered = [...mentions.entries()].sort((a, b) => a[0] - b[0]);
  for (const c of characters) {
    if (c.relation || grouped.has(c.id)) continue;
    const at = ordered.find(([, id]) => id === c.id)?.[0] ?? 0;
    const phrase = list.find(
      (p) => p.head === at || (mentions.get(p.head) === c.id && p.used === 'character'),
    );
    const owner = [...ordered]
      .reverse()
      .find(
        ([i, id]) =>
          i < (phrase?.from ?? at) &&
          id !== c.id &&
          characters.find((x) => x.id === id)?.category === 'person',
      )?.[1];
    const entryId =
      knownNoun(language, c.kind.word)?.entry?.id ??
      knownNoun(language, c.kind.word.split(' ').pop()!)?.entry?.id ??
      (c.kind.en ? knownNoun('en', c.kind.en.split(' ').pop()!)?.entry?.id : undefined) ??
      '';
    if (phrase?.possessive || RELATIONS[entryId]) {
      const first = characters.find((x) => x.id !== c.id)?.id;
      const shared = /^(their|leur|leurs)$/.test(phrase?.det ?? '');
      const to = (phrase?.possessive && !shared ? owner : first) ?? first;
      if (!to) continue;
      if (c.category !== 'person' && c.category !== 'thing') c.relation = { to, as: 'pet' };
      else if (RELATIONS[entryId]) {
        c.relation = { to, as: RELATIONS[entryId]! };
        // A hedgehog's mum is a hedgehog: family of an animal hero, named by kinship only, is drawn as its kind.
        const of = characters.find((x) => x.id === to);
        if (
          of &&
          (of.category === 'animal' || of.category === 'creature') &&
          c.category === 'person' &&
          !c.name &&
          RELATIONS[entryId] !== 'friend'
        ) {
          c.category = of.category;
          c.drawAs = of.drawAs;
        }
      }
    }
  }

  // 5. Looks beyond the kind: hair, eyes, glasses, freckles, clothing; owner = the nearest character before.
  const ownerBefore = (i: number): IdeaCharacter | undefined => {
    let sentenceStart = i;
    while (
      sentenceStart > 0 &&
      !(tokens[sentenceStart - 1]!.punct && /[.!?]/.test(tokens[sentenceStart - 1]!.text))
    )
      sentenceStart -= 1;
    const before = ordered.filter(([j]) => j < i && j >= sentenceStart).pop();
    const id = before?.[1] ?? ordered.filter(([j]) => j < i).pop()?.[1];
    return characters.find((c) => c.id === id) ?? characters[0];
  };
  for (const p of list) {
    if (p.used) continue;
    const head = tokens[p.head]!;
    if (!isFeatureWord(head, language)) continue;
    const owner = ownerBefore(p.from);
    if (!owner) continue;
    const words = [...p.mods, ...p.after];
    // Romance hair words follow: "les cheveux courts et bruns".
    if (language !== 'en' && language !== 'de')
      words.push(...tokens.slice(p.head + 1, p.head + 5).filter((t) => !t.punct));
    if (language === 'de' && /^locken$/i.test(head.lower))
      owner.looks.hair = { ...(owner.looks.hair ?? {}), curly: true };
    addLooks(owner.looks, words, head, language);
    p.used = 'looks';
  }
  for (const t of tokens) {
    const look = GLASSES.test(t.lower) ? 'glasses' : FRECKLES.test(t.lower) ? 'freckles' : undefined;
    const owner = look ? ownerBefore(t.i) : undefined;
    if (look && owner) owner.looks[look] = true;
  }
  // "Mia is shy", "Léon est timide": predicate adjectives as traits.
  for (const t of tokens) {
    if (!RE.COPULA.test(t.lower)) continue;
    const subject = ownerBefore(t.i);
    const next = tokens[t.i + 1];
    const adjective = next && RE.VERY.test(next.lower) ? tokens[t.i + 2] : next;
    if (!subject || !adjective || adjective.punct) continue;
    const feeling = feelingOf(adjective.lower);
    if (feeling || (language === 'en' && adjective.pos === 'ADJ')) {
      if (!subject.traits.some((x) => x.word === adjective.text))
        subject.traits.push({ word: adjective.text, en: feeling ?? adjective.lemma ?? adjective.lower });
    }
  }

  // 6. Places and things.
  const places: IdeaPlace[] = [];
  const things: IdeaThing[] = [];
  for (const p of list) {
    if (p.used) continue;
    const head = tokens[p.head]!;
    if (
      BODY.has(head.lower) ||
      feelingOf(head.lower) ||
      (language === 'en' && ABSTRACT_EN.has(p.noun.word)) ||
      TIME_NOUNS.has(p.noun.word.toLowerCase()) ||
      (META_NOUN.test(head.lower) && FOR.test(tokens[p.head + 1]?.lower ?? '') && p.from <= 1)
    ) {
      p.used = 'other';
      continue;
    }
    const entry = entryOf(p.noun.word, language);
    const en = p.noun.en;
    const headEn = en?.split(' ').pop();
    const lexPlace = entry?.cat === 'place';
    const placeLemma = !!headEn && !entry && isPlaceLemma(headEn);
    const afterPrep = !!p.prep && PLACE_PREPOSITIONS[language].has(p.prep);
    // "visit the museum", "explore the lighthouse": the object of a visit is a place.
    const visited = RE.VISIT.test(tokens[p.from - 1]?.lower ?? '');
    // A word no table knows after "in", "into", "dans", "nel" is a place all the same (drawn as a home).
    const unknownLocative = !entry && !headEn && RE.LOCATIVE.test(p.prep ?? '') && !p.plural;
    if (
      lexPlace ||
      unknownLocative ||
      // An unknown place word only where the sentence puts someone in, at or to it, or visits it: "white with
      // brown spots", "help him spot a dragon" name no place.
      (placeLemma &&
        (afterPrep ||
          visited ||
          (!p.plural && !!p.det && (!lexfileOf(headEn!) || lexfileOf(headEn!) === LEXFILE.location))))
    ) {
      const drawAs = unknownLocative
        ? 'home'
        : ((headEn && settingDrawable(headEn)) ??
          (entry && settingDrawable(entry.id)) ??
          entry?.place ??
          'home');
      if (!places.some((x) => x.noun.word === p.noun.word)) places.push({ noun: p.noun, drawAs });
      p.used = 'place';
      continue;
    }
    const lexfile = headEn && !entry ? lexfileOf(headEn) : undefined;
    // Events nobody draws and abstract words (feelings, acts, times, attributes) are no things.
    if (
      (entry?.cat === 'event' && !thingDrawable(entry.id)) ||
      (lexfile !== undefined && !THING_LEXFILES.has(lexfile)) ||
      (lexfile === LEXFILE.communication && !thingDrawable(headEn!) && !SAID_THINGS.test(headEn!))
    ) {
      p.used = 'other';
      continue;
    }
    const traits = [...p.mods, ...p.after]
      .filter((t) => t.pos !== 'NOUN' && !/^\d/.test(t.text))
      .map((t) => {
        const en2 = traitEn(t.text, language) ?? colourOf(t.lower)?.en;
        return { word: t.text, ...(en2 ? { en: en2 } : {}) };
      });
    const drawAs =
      (headEn && (thingDrawable(en!) ?? thingDrawable(headEn))) ??
      (entry ? thingDrawable(entry.id) : undefined);
    things.push({
      noun: p.noun,
      ...(drawAs ? { drawAs } : {}),
      traits,
      ...(p.plural ? { plural: true } : {}),
    });
    p.used = 'thing';
  }
  for (const p of list)
    if (p.used === 'character')
      for (let i = p.from; i <= p.head + p.after.length; i += 1) if (!mentions.has(i)) spans.add(i);
  for (const i of mentions.keys()) spans.add(i);
  return { tokens, characters, places, things, mentions, phrases: list, spans };
}
