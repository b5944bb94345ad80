import { LEX, type LexEntry } from '../story/lexicon';
import type { Language, StoryPlan } from '../types';
import { coloursIn, hasColour, type Relative } from './colour-words';
import { germanHead, knownNoun, lexEntryOf } from '../story/read/nouns';
import { TIMES, WEATHER_WORDS } from '../story/read/words';
import type { TimeOfDay, Weather } from '../production/types';
import { CJK_PAGE, INTL, otherForms } from './planner-words.intl';
import { KIND_WORDS, kindById, kindForms, type KindWord } from './kind-words';
import { nameIn, namingIn } from './naming';
import { partOfLook } from './look-nouns';
import { titleWish } from './title-words';
import { customerLanguage, DE_WORDS, EN_WORDS } from './language-of';
import { corrected, englishTags, knowsWord } from './spelling';

export { customerLanguage };
import { personOf } from './names';
import { transliterate, type Script } from '../story/transliterate';
import {
  ACTIVITIES,
  ALSO,
  COVER,
  DARKER,
  DOING,
  escapeRe,
  EVERY_PAGE,
  FEATURE_WORDS,
  KEEP,
  LANGUAGE_WORDS,
  LIGHTER,
  LONGER,
  ONLY,
  PAGE_REF,
  PAGE_WORD,
  PLACE_WORDS,
  REMOVE,
  RENAMING,
  SAME,
  SHORTEN,
  SLOT_WORDS,
  STYLE_CUE,
  STYLE_WORDS,
  TEXT_CUE,
  THING_WORDS,
  THIS_PAGE,
  LAST_PAGE,
  THE_PAGE,
  AUDIENCE,
  w,
  WITHOUT,
  YES,
  type Activity,
  type Colour,
  type FeatureWord,
  type SlotWord,
  type StyleWord,
} from './planner-words';

/**
 * Reads a parent's German or English refinement request into intents (issue #14): what should change, about
 * whom and on which page. It only reads — deciding whether the book can take it, and asking back when it
 * cannot be mapped with confidence, is the planner's (`embedded-planner.ts`).
 */

/** Pages as the parent names them: viewer numbers (cover = 1), "this page", the cover. */
export interface PageRef {
  pages: number[];
  here: boolean;
  cover: boolean;
  /** "the page" without "this": the focus page when the parent looks at one, else no page (an answer may give it). */
  weak?: boolean;
  /** "On every page", "auf allen Seiten": every story page (the planner knows which those are). */
  every?: boolean;
  /** "On the last page", "auf der letzten Seite": the last story page (the planner knows which that is). */
  last?: boolean;
  /** "The page where Sonni laughs": words of what happens on it, found in the pages' texts by the planner. */
  where?: string[];
}

/** Page wishes a later "page 6 too" repeats for other pages. */
const REPEATABLE = new Set<Intent['kind']>(['shorten', 'place', 'cast', 'action', 'light']);

const RELATIVES: Array<{ pattern: RegExp; shade: Relative }> = [
  { pattern: DARKER, shade: 'dark' },
  { pattern: LIGHTER, shade: 'light' },
];

/** Wishes that need a page: without one, after a title asked for, they are words of the title. */
const PAGE_ONLY = new Set<Intent['kind']>(['place', 'light', 'action', 'cast', 'rewrite']);

const noPages = (): PageRef => ({ pages: [], here: false, cover: false });
export const hasPages = (p: PageRef): boolean =>
  p.pages.length > 0 || p.here || p.cover || !!p.every || !!p.last || !!p.where?.length;

/**
 * "The page where Sonni laughs", "die Seite, wo Mia etwas glänzen sieht", "la page où …": a page named by what
 * happens on it — a page noun, a relative word, then the words of the clause.
 */
const PAGE_WHERE =
  /(?<![\p{L}])(?:page|picture|seite|bild|página|pagina|страниц\p{L}*|картинк\p{L}*)\s*,?\s+(?:where|with|in which|on which|when|wo|mit|auf der|auf dem|in der|où|avec|donde|en la que|con|dove|in cui|onde|com|em que|где|на которой)\s+([^,.;!?⟦]{3,80})/iu;

interface Base {
  /** Which message of the request (earlier ones first). */
  message: number;
  page: PageRef;
  /** A pronoun in place of a name ("give her a dress", "sein Schal"): whom it stands for is read after. */
  pronoun?: Pronoun;
  /** Whom it is about was read from the messages before (a pronoun, the topic, "and …"). */
  fromContext?: boolean;
}

/** Whom a pronoun can stand for: a female or male character, or either (French "lui", Spanish "su"). */
export type Pronoun = 'f' | 'm' | 'any' | 'animal';

/** A message that adds to what came before: "and …", "also …", "und …", "außerdem …", "et …", "и …". */
const ADDING =
  /^\s*(?:and|also|plus|und|auch|außerdem|ausserdem|dazu|et|aussi|y|también|tambien|e|anche|inoltre|também|и|а также|还有|另外|并且|それと|あと|また|그리고|또|و)(?![\p{L}])/iu;
export const adds = (message: string): boolean => ADDING.test(message);

/** Pronouns for one character, by language (the plural and "it" are left out: they name things as often). */
const PRONOUNS: Array<[Pronoun, RegExp]> = [
  [
    'f',
    w(
      'she|her|hers|herself|ihr|ihre|ihren|ihrem|ihrer|ihres|elle|ella|lei|ela|dela|она|её|ее|ей|неё|нее|ней',
    ),
  ],
  [
    'm',
    w('he|him|his|himself|er|ihn|ihm|seine|seinen|seinem|seiner|seines|il|él|ele|dele|он|его|ему|него|нему'),
  ],
  // French "lui" and "son/sa/ses" agree with the thing, not the owner; so do su, suo/sua, seu/sua.
  ['any', w('lui|son|sa|ses|leur|su|sus|suo|sua|suoi|sue|seu|seus|suas')],
  // "its scarf": the animal named last ("it" alone names a thing as often: "make it blue").
  ['animal', w('its|itself')],
];
const CJK_PRONOUNS: Array<[Pronoun, RegExp]> = [
  ['f', /她|彼女|그녀/u],
  ['m', /他(?!们)|彼(?!女|ら)/u],
];

/** The word "colour" itself, in the book languages. */
const COLOUR_NOUN =
  /(?<![\p{L}])(?:colou?rs?|farben?|couleurs?|colore?s?|cor(?:es)?|цвет\p{L}*)(?![\p{L}])|色|색|لون/iu;

function pronounIn(lower: string): Pronoun | undefined {
  for (const [p, re] of [...PRONOUNS, ...CJK_PRONOUNS]) if (anyMatch(re, lower)) return p;
  return undefined;
}

export type Intent = Base &
  (
    | { kind: 'rename'; who: number[]; ambiguous: number[][]; name?: string }
    | {
        kind: 'rewrite';
        quotes: string[];
        language?: Language;
        keep: boolean;
        /** The language named right before the quote ("englisch: „…“"): the line that quote is for. */
        quoteLanguage?: Language;
      }
    | { kind: 'shorten' }
    | { kind: 'longer' }
    | { kind: 'style'; style: StyleWord }
    /** "Call the book …", "der Titel soll … heißen": the book's new title (absent: asked for). */
    | {
        kind: 'title';
        title?: string;
        /** The language the message is written in: the title's, when the title's own words do not tell. */
        written?: Language;
        more?: Array<{ language?: Language; title: string }>;
      }
    /**
     * "Make Mia younger", "Krümel soll kleiner sein", "Opa als Kind": the drawings know a child's and a
     * grown-up's size. `adult`: drawn as a grown-up (true) or a child (false); absent: only bigger or smaller.
     */
    | { kind: 'size'; who: number[]; ambiguous: number[][]; adult?: boolean; flip?: boolean }
    | {
        kind: 'look';
        who: number[];
        ambiguous: number[][];
        pairs: Array<{ slot?: SlotWord; colour?: Colour }>;
        features: FeatureWord[];
        remove: boolean;
        /** Colours the sentence rejects ("braun statt grün"): the part now in that colour is the one meant. */
        instead?: Colour[];
        /** Coloured parts the drawing does not have ("a grey beard", "blaue Augen"), as written. */
        cannot?: Array<{ word: string; colour?: Colour }>;
        /** "A different colour", "die Farbe passt nicht": some colour of the character, none named. */
        anyColour?: boolean;
        /** "Darker", "etwas heller": the colour asked for, or the one it has now, made darker or lighter. */
        relative?: Relative;
      }
    | { kind: 'cast'; mode: 'only' | 'add' | 'remove'; who: number[]; ambiguous: number[][] }
    /** "Krümel is a brown dachshund, not a boy": what the character is (and its fur or skin). */
    | { kind: 'kind'; who: number[]; ambiguous: number[][]; target: KindWord; colour?: Colour }
    /** "Krümel sieht aus wie eine Katze": the drawing looks wrong; asked what should change about it. */
    | { kind: 'about'; who: number[] }
    /** "Sonni should be a pangolin": a kind the drawing does not know (said honestly, with what it can do). */
    | { kind: 'unknown-kind'; who: number[]; word: string }
    /** "Krümel ist kein Junge!": what the character is not, without what it is (asked, with the kinds). */
    | { kind: 'which-kind'; who: number[]; ambiguous: number[][]; not: KindWord }
    | { kind: 'place'; entry: LexEntry }
    /** "Add Mia's brother Tom to page 4": someone the book does not have (said honestly; the cast is the story's). */
    | { kind: 'newcomer'; name: string }
    /** "page 9 at night", "auf Seite 6 soll es schneien": the picture's time of day and weather. */
    | { kind: 'light'; timeOfDay?: TimeOfDay; weather?: Weather }
    | { kind: 'action'; activity?: Activity; things: string[] }
    | {
        kind: 'fragment';
        who: number[];
        ambiguous: number[][];
        quotes: string[];
        keep: boolean;
        yes: boolean;
        language?: Language;
        /** A short answer as typed (a new name, "Rufus"). */
        bare?: string;
        /** A kind as an answer ("a dachshund", "ein Dackel"). */
        target?: KindWord;
        /** "… too", "auch": the wish before, for these characters as well. */
        also?: boolean;
        /** "weg damit", "take it off": the thing asked about is to go. */
        remove?: boolean;
        /** A capitalised word that names none of the cast: a new name given as an answer. */
        newName?: string;
      }
  );

export interface CastAlias {
  index: number;
  /** Its names in every book language (and German genitive), lower case. */
  names?: RegExp;
  /** What it is: "fox", "Fuchs", "dragon", "Mädchen" … */
  kinds?: RegExp;
}

const ALIASES = new WeakMap<StoryPlan, CastAlias[]>();
const OTHER_SCRIPTS: Script[] = ['cyrillic', 'han', 'kana', 'hangul', 'arabic'];

export function castAliases(plan: StoryPlan): CastAlias[] {
  const known = ALIASES.get(plan);
  if (known) return known;
  const aliases = aliasesOf(plan);
  ALIASES.set(plan, aliases);
  return aliases;
}

function aliasesOf(plan: StoryPlan): CastAlias[] {
  return plan.cast.map((character, index) => {
    const names = new Set<string>();
    for (const name of Object.values(character.name)) {
      if (!name) continue;
      const lower = name.toLowerCase();
      names.add(lower);
      if (/^[\p{Script=Latin}' -]+$/u.test(name)) {
        names.add(`${lower}s`);
        // Typed without its marks ("Krumel", "Kruemel", "Zoe"): the same name.
        const bare = lower.normalize('NFD').replace(/\p{M}+/gu, '');
        const spelled = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
        for (const form of [bare, spelled]) if (form !== lower) names.add(form).add(`${form}s`);
        // A parent writing in another script writes the name by sound ("Мии", "ميا", "ミア"): the book's
        // name in every script the planner reads, as the story engine writes names (issue #21).
        for (const script of OTHER_SCRIPTS) names.add(transliterate(name, script).toLowerCase());
        for (const variant of soundVariants(name, plan.mainLanguage)) names.add(variant.toLowerCase());
      }
    }
    // Russian names decline: Рыжик, Рыжика, Рыжику, Рыжиком; Маша, Маши, Маше, Машу, Машей.
    for (const name of [...names])
      if (/^\p{Script=Cyrillic}+$/u.test(name)) for (const form of cyrillicForms(name)) names.add(form);
    const kinds = new Set<string>();
    const person = personOf(plan, index);
    const entries: LexEntry[] = [];
    if (person) entries.push(person.entry);
    const species = character.sheet.species;
    if (species !== 'person') {
      const animal = LEX.get(species);
      if (animal) entries.push(animal);
    } else {
      const child = LEX.get(character.sheet.gender === 'f' ? 'girl' : 'boy');
      if (child && !character.sheet.grownUp) entries.push(child);
      if (!character.sheet.grownUp) for (const word of LITTLE_ONE) kinds.add(word);
    }
    // What it is, in every book language ("perro", "собака", "강아지" for the dog of a German book).
    for (const entry of entries) for (const form of formsOfEntry(entry)) kinds.add(form);
    // What the parent called it: the open kind of the book ("Dackel", "pangolin"), the idea's own noun and
    // the kind words written next to its name in the idea ("sein brauner Dackel Krümel", "Sonni the fox")
    // — with the animal such a kind is ("der Hund" for a dachshund). The engine may have drawn it otherwise.
    // Kinds typed without their marks ("grand-pere", "abuelo" is plain already): the same word.
    for (const kind of [...kinds]) {
      const bare = kind.normalize('NFD').replace(/\p{M}+/gu, '');
      if (bare !== kind && /^[\p{Script=Latin}' -]+$/u.test(bare)) kinds.add(bare);
    }
    for (const word of parentWords(plan, index)) {
      kinds.add(word.toLowerCase());
      const kind = kindOfWord(word, plan.idea?.ideaLanguage ?? plan.mainLanguage);
      if (!kind) continue;
      for (const form of kindForms(kind)) if (!form.includes(' ')) kinds.add(form);
      const base = kind.base !== 'person' ? LEX.get(kind.base) : undefined;
      if (base) for (const form of formsOfEntry(base)) kinds.add(form);
    }
    if (index === 0)
      for (const word of ['hero', 'heroine', 'main character', 'held', 'heldin', 'hauptfigur'])
        kinds.add(word);
    const alt = (set: Set<string>) =>
      set.size
        ? w(
            [...set]
              .sort((a, b) => b.length - a.length)
              .map(escapeRe)
              .join('|'),
            'giu',
            false,
          )
        : undefined;
    return {
      index,
      ...(names.size ? { names: alt(names) as RegExp } : {}),
      ...(kinds.size ? { kinds: alt(kinds) as RegExp } : {}),
    };
  });
}

/**
 * The name as a parent writing by ear may also write it (issue #21): a German J sounds like Y ("Jonas" →
 * ヨナス, 요나스, Йонас); a doubled consonant is a held sound (ロッタ for Lotta, 엘라 for Ella).
 */
function soundVariants(name: string, language: Language): string[] {
  const out: string[] = [];
  const spoken = language === 'de' ? name.replace(/^j/iu, 'Y') : name;
  if (spoken !== name) for (const script of OTHER_SCRIPTS) out.push(transliterate(spoken, script));
  const double = /([b-df-hj-np-tv-z])\1/iu.exec(spoken);
  if (double) {
    const left = spoken.slice(0, double.index);
    const right = spoken.slice(double.index + 1);
    out.push(`${transliterate(left, 'kana')}ッ${transliterate(right, 'kana')}`);
    out.push(transliterate(left + (double[1] ?? ''), 'hangul') + transliterate(right, 'hangul'));
  }
  return out.filter((v) => v.trim().length > 1);
}

/** What parents call the child of the book ("the little one", "das Kind", "малыш"): any child drawn. */
const LITTLE_ONE = [
  'little one',
  'the kid',
  'the child',
  'das kind',
  'малыш',
  'малышка',
  'ребёнок',
  '小家伙',
];

const formsOfEntry = (entry: LexEntry): string[] => {
  const { sg, weak } = entry.de;
  return [
    entry.en.sg,
    sg,
    `${sg}es`,
    `${sg}s`,
    ...(weak ? [`${sg}${sg.endsWith('e') ? 'n' : 'en'}`] : []),
    // Other words for the same kind ("bunny", "puppy", "Kätzchen"), single words only.
    ...(entry.also ?? []).filter((a) => !a.includes(' ')),
    ...otherForms(entry.id, { single: true }),
  ].map((f) => f.toLowerCase());
};

/** A kind the planner knows for a word as written in a language ("Dackel", "renard", "Biber"). */
export function kindOfWord(word: string, language: Language): KindWord | undefined {
  const lower = word.toLowerCase();
  const direct = KIND_BY_FORM.get(lower);
  if (direct) return direct;
  const known = knownNoun(language, lower) ?? knownNoun('en', lower) ?? knownNoun('de', lower);
  return kindById(known?.entry?.id) ?? kindById(known?.en) ?? kindById(known?.en?.replace(/ /g, '-'));
}

const IDEA_KINDS = new WeakMap<StoryPlan, Array<KindWord | undefined>>();
/** The animal the parent's own words make a character ("Dackel" in "sein brauner Dackel Krümel"), if any. */
export function ideaKindOf(plan: StoryPlan, index: number): KindWord | undefined {
  let kinds = IDEA_KINDS.get(plan);
  if (!kinds) {
    const language = plan.idea?.ideaLanguage ?? plan.mainLanguage;
    kinds = plan.cast.map((_, i) =>
      parentWords(plan, i)
        .map((word) => kindOfWord(word, language))
        .find((k) => k !== undefined && k.base !== 'person'),
    );
    IDEA_KINDS.set(plan, kinds);
  }
  return kinds[index];
}

const LINKS = new Set('and or with und oder mit et ou avec y o con e ed o com и или с'.split(' '));
const ARTICLES = new Set(
  'the a an der die das den dem ein eine einen le la l un une el los las lo il gli uno una o os as um uma'.split(
    ' ',
  ),
);

/**
 * The words that say what a character is, as the parent wrote them: its open kind in every book language,
 * the idea's noun and the kind words next to its name in the idea (up to three words before the name, or
 * an article and up to two words after it), never across "and" or another sentence.
 */
function parentWords(plan: StoryPlan, index: number): string[] {
  const character = plan.cast[index];
  if (!character) return [];
  const out = new Set<string>(Object.values(character.kind ?? {}).filter((k): k is string => !!k));
  const framed =
    plan.idea?.characters.find((c) => character.id !== undefined && c.id === character.id) ??
    (character.id === undefined ? plan.idea?.characters[index] : undefined);
  if (framed) {
    out.add(framed.kind.word);
    if (framed.kind.en) out.add(framed.kind.en);
    for (const t of Object.values(framed.kind.translations ?? {})) if (t) out.add(t);
  }
  const sentence = plan.idea?.sentence;
  const language = plan.idea?.ideaLanguage ?? plan.mainLanguage;
  const names = [...Object.values(character.name), ...(framed?.name ? [framed.name] : [])].filter(
    (n): n is string => !!n,
  );
  if (sentence && names.length) {
    const tokens = [...sentence.matchAll(/[\p{L}\p{M}'’-]+|[.,;:!?]/gu)].map((m) => m[0]);
    const lower = tokens.map((t) => t.toLowerCase());
    const isName = (t: string) =>
      names.some((n) => n.toLowerCase() === t.replace(/(?:'s|’s|s|')$/u, '') || n.toLowerCase() === t);
    lower.forEach((token, at) => {
      if (!isName(token)) return;
      for (let k = at - 1; k >= Math.max(0, at - 3); k -= 1) {
        const t = lower[k] as string;
        if (/^[.,;:!?]$/u.test(t) || LINKS.has(t)) break;
        if (kindOfWord(t, language)) out.add(tokens[k] as string);
      }
      let k = at + 1;
      if (lower[k] === ',') k += 1;
      if (ARTICLES.has(lower[k] ?? '')) {
        for (let j = k + 1; j <= k + 2 && j < lower.length; j += 1) {
          const t = lower[j] as string;
          if (/^[.,;:!?]$/u.test(t) || LINKS.has(t)) break;
          if (kindOfWord(t, language)) out.add(tokens[j] as string);
        }
      }
    });
  }
  return [...out].filter((w) => w.trim().length >= 2);
}

/** The Russian case endings of a name (nominative to prepositional, both declensions). */
const CYRILLIC_ENDINGS = ['а', 'я', 'ы', 'и', 'е', 'у', 'ю', 'ой', 'ей', 'ом', 'ем', 'ью'];

/**
 * A Russian name's case forms: its stem (without a last vowel, й or ь) with every case ending — "Миа",
 * "Мия", "Мии", "Мию"; "Рыжик", "Рыжика", "Рыжиком". A fleeting о/е (Огонёк → Огонька) is left out.
 */
function cyrillicForms(name: string): string[] {
  const stem = name.length > 2 ? name.replace(/[аяеиоуыюйь]$/u, '') : name;
  return CYRILLIC_ENDINGS.map((ending) => stem + ending);
}

const ALL_OF_THEM =
  /(?<![\p{L}])(?:both(?: of them)?|all of them|everyone|everybody|beide|beiden|alle beide|alle|allen|tous les deux|les deux|ambos|ambas|entrambi|tutti e due|os dois|as duas|оба|обе)(?![\p{L}])/iu;

/** Who a text names: characters found by name, kinds that fit several characters stay ambiguous. */
export function whoIn(text: string, aliases: CastAlias[]): { who: number[]; ambiguous: number[][] } {
  const found: Array<{ index: number; at: number }> = [];
  const kindHits = new Map<number, number[]>();
  for (const alias of aliases) {
    if (alias.names) alias.names.lastIndex = 0;
    const named = alias.names ? alias.names.exec(text) : null;
    if (named) found.push({ index: alias.index, at: named.index });
    if (alias.kinds) {
      alias.kinds.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = alias.kinds.exec(text))) {
        const list = kindHits.get(m.index) ?? [];
        list.push(alias.index);
        kindHits.set(m.index, list);
      }
    }
  }
  const ambiguous: number[][] = [];
  for (const [at, indexes] of kindHits) {
    // A kind that fits a character named in the same text is said of that one ("Krümel ist ein Junge").
    if (indexes.some((i) => found.some((f) => f.index === i))) continue;
    if (indexes.length === 1) found.push({ index: indexes[0] as number, at });
    else ambiguous.push(indexes);
  }
  found.sort((a, b) => a.at - b.at);
  return { who: [...new Set(found.map((f) => f.index))], ambiguous };
}

/** Where the cast's names stand in a text. */
function nameSpans(text: string, aliases: CastAlias[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const alias of aliases) {
    if (!alias.names) continue;
    for (const m of text.matchAll(new RegExp(alias.names.source, 'gu')))
      spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

function aliasSpans(text: string, aliases: CastAlias[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const alias of aliases) {
    for (const pattern of [alias.names, alias.kinds]) {
      if (!pattern) continue;
      for (const m of text.matchAll(new RegExp(pattern.source, 'gu')))
        spans.push([m.index, m.index + m[0].length]);
    }
  }
  return spans;
}

/** Having, wearing, giving: "soll einen Bart haben", "give Mia earrings", "mit Ohrringen". */
const LOOK_VERB =
  /(?<![\p{L}])(?:have|has|had|wear|wears|wearing|with|give|gives|get|gets|haben|hat|hätte|tragen|trägt|mit|gib|gebt|bekommen|bekommt|kriegen|kriegt)(?![\p{L}])/u;

const GERMAN_LOOK_VERB_END =
  /(?:haben|hat|hätte|tragen|trägt|bekommen|bekommt|kriegen|kriegt|ziehen|zieht)$/u;

// ── Kinds ────────────────────────────────────────────────────────────────────────────────────────────

const KIND_ALT = KIND_WORDS.flatMap((k) => kindForms(k).map((f) => [f, k] as const)).sort(
  (a, b) => b[0].length - a[0].length,
);
const KIND_BY_FORM = new Map<string, KindWord>();
for (const [form, kind] of KIND_ALT) if (!KIND_BY_FORM.has(form)) KIND_BY_FORM.set(form, kind);
// A German she-animal ("Hündin", "Füchsin", "Bärin", "Häsin") is the animal with its sex: parents say it of
// their pets ("Krümel ist eine Hündin") to set the pronoun, not to change what the pet is.
for (const kind of KIND_WORDS) {
  if (kind.base === 'person' || kind.de.g !== 'm' || kind.sex) continue;
  for (const form of germanFeminines(kind.de.sg.toLowerCase()))
    if (!KIND_BY_FORM.has(form)) KIND_BY_FORM.set(form, { ...kind, sex: 'f' });
}

/** "hund" → "hündin", "hundin"; "hase" → "häsin", "hasin"; "esel" → "eselin". */
export function germanFeminines(sg: string): string[] {
  const stem = sg.replace(/e$/u, '');
  const vowels = stem.match(/[aeiouäöü]+/gu) ?? [];
  const umlaut =
    vowels.length === 1
      ? stem.replace(/(au|a|o|u)(?=[^aeiouäöü]*$)/u, (v) => ({ au: 'äu', a: 'ä', o: 'ö', u: 'ü' })[v] ?? v)
      : stem;
  return [...new Set([`${umlaut}in`, `${stem}in`])];
}
/**
 * "is a brown dachshund", "soll eine Katze sein", "make Sonni a cat", "wird ein Hund": an indefinite
 * article, up to two words (a colour, "little"), then a kind. "a scarf" is no kind, so looks stay looks.
 */
const KIND_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:(?:a|an|ein|eine|einen|einem|einer|un|une|una|uno|um|uma|our|my|unser|unsere|unseren|mein|meine|meinen|notre|mon|ma|nuestro|nuestra|mi|nostro|nostra|nosso|nossa)\\s+|un['’]\\s*)((?:[\\p{L}-]+\\s+){0,2}?)(${[
    ...KIND_BY_FORM.keys(),
  ]
    .filter((form) => /^[\p{Script=Latin}\s'’-]+$/u.test(form))
    .map(escapeRe)
    .join('|')})(?![\\p{L}])`,
  'u',
);

/**
 * Languages without articles before a kind (Russian, Chinese, Japanese, Korean, Arabic): a kind word of the
 * script with a verb of becoming or making ("变成一只狗", "犬にして", "강아지로 바꿔", "сделай собакой").
 */
const KIND_UNSPACED = w(
  [...KIND_BY_FORM.keys()]
    .filter((form) => !/^[\p{Script=Latin}\s'’-]+$/u.test(form))
    .map(escapeRe)
    .join('|') || '(?!)',
  'u',
  false,
);
const KIND_CUE_UNSPACED =
  /变成|改成|变为|成为|是一[只个条匹头]|换成|にして|に変えて|になって|にする|로 바꿔|으로 바꿔|로 만들어|으로 만들어|이 되|가 되|(?<![\p{L}])(?:сделай|сделайте|будет|должна быть|должен быть|это|стал|стала|اجعل|حوّل|حول|يكون|تكون|ليكون|لتكون)(?![\p{L}])/u;

/** Being or becoming something: "is", "should be", "make … a", "ist", "soll … sein", "wird", "als". */
const KIND_CUE = new RegExp(
  `(?:'s|’s|n't|n’t)(?![\\p{L}])|${
    w(
      'is|are|be|was|becomes?|turn(?:ed)? into|into|make|ist|sind|sein|sei|wäre|wird|werden|als|mach|mache|macht|aus|' +
        // Exchanging: "change the bunny to a kitten", "prefer a puppy", "lieber ein Hund", "tausch … gegen".
        'change|changed|switch|swap|replace|prefer|rather|instead|lieber|ändern|ändere|änder|tausch|tausche|tauschen|ersetze|ersetzen|statt|anstatt|' +
        'est|être|soit|sera|devient|devenir|transforme|fais|es|sea|ser|será|convierte|convertir|haz|hazlo|hazla|' +
        'è|sia|essere|sarà|diventa|diventare|trasforma|fai|é|seja|vira|virar|transforme|faça|faz',
    ).source
  }`,
  'u',
);

/** "looks like a cat", "sieht aus wie ein Hund", "ressemble à un chat": how the drawing looks now. */
const LIKENESS =
  /(?<![\p{L}])(?:looks? (?:more |just |too much )?like|sieht (?:\p{L}+ ){0,3}?aus wie|schaut (?:\p{L}+ ){0,3}?aus wie|wirkt wie|ressemble à|parece (?:un|una)|sembra (?:un|una)|похож\p{L}* на)(?![\p{L}])/u;

/** "… should be a pangolin", "… soll ein Schuppentier sein": the last noun after an indefinite article. */
const UNKNOWN_KIND =
  /(?<![\p{L}])(?:a|an|ein|eine|einen)\s+(?!(?:bit|little|lot|bisschen|wenig)\s)(?:[\p{L}-]+\s+)?(?!(?:sein|werden|be|please|bitte)\s*$)([\p{L}-]{3,})\s*(?:sein|werden|be|please|bitte)?\s*$/u;

interface KindHit {
  kind: KindWord;
  span: [number, number];
}

function kindIn(lower: string, taken: Array<[number, number]>, said: string): KindHit | undefined {
  const m = KIND_PHRASE.exec(lower);
  // The verb may stand in what the sentence rejects ("soll kein Kind sein, sondern ein Hund").
  // "sieht aus wie ein Mädchen", "looks like a girl": a likeness, not what the character is.
  const likeness = m
    ? /(?<![\p{L}])(?:like|wie|comme|como|come|как)\s*$/u.test(lower.slice(0, m.index))
    : false;
  if (m?.[2] && !likeness && (KIND_CUE.test(lower) || KIND_CUE.test(said))) {
    const kind = KIND_BY_FORM.get(m[2]);
    if (!kind) return undefined;
    const start = m.index + m[0].length - m[2].length;
    const span: [number, number] = [start, start + m[2].length];
    taken.push(span);
    return { kind, span };
  }
  if (!KIND_CUE_UNSPACED.test(lower)) return undefined;
  // The last kind word: "把索尼变成一只狗" names Sonni first (by name) and the kind after the verb.
  const hits = [...lower.matchAll(globalOf(KIND_UNSPACED))];
  const hit = hits[hits.length - 1];
  if (!hit) return undefined;
  const word = hit[0].replace(/^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?/u, '');
  const kind = KIND_BY_FORM.get(hit[0]) ?? KIND_BY_FORM.get(word);
  if (!kind) return undefined;
  const span: [number, number] = [hit.index, hit.index + hit[0].length];
  taken.push(span);
  return { kind, span };
}

// ── What the parent does not want ────────────────────────────────────────────────────────────────────

const INSTEAD = new RegExp(
  `(?:${w(`instead of|rather than|in place of|anstatt|anstelle von|anstelle|statt|${INTL.instead}`, 'u', false).source})\\s*`,
  'giu',
);
const STOP_WORD =
  /^(?:and|und|but|aber|please|bitte|on|auf|for|für|in|im|to|zu|sein|be|haben|have|tragen|wear|et|mais|y|pero|e|ma|mas|и|но|pour|para|per|por|sur|en|avoir|tener|avere|ter)$/iu;
const ARTICLE_WORD =
  /^(?:the|a|an|his|her|its|their|der|die|das|dem|den|des|ein|eine|einen|einem|einer|eines|seinem|seinen|seiner|ihrem|ihren|ihrer|le|la|les|l|un|une|des|du|de|el|los|las|una|il|lo|gli|uno|o|os|as|um|uma|son|sa|ses|su|sus|suo|sua|seu)$/iu;

/** The words of a rejected phrase after its marker: an article, then up to two words, ending at a colour. */
function rejectedPhraseEnd(text: string, from: number): number {
  const words = [...text.slice(from).matchAll(/[\p{L}\p{N}'’-]+/gu)];
  let end = from;
  let taken = 0;
  for (const word of words) {
    const gap = text.slice(end, from + word.index);
    if (/[,.;:!?]/u.test(gap) || STOP_WORD.test(word[0])) break;
    end = from + word.index + word[0].length;
    if (ARTICLE_WORD.test(word[0])) continue;
    taken += 1;
    if (taken >= 2 || hasColour(word[0].toLowerCase())) break;
  }
  return end;
}

/**
 * Blanks what a sentence rejects, so only what is wanted is read (issue #21): "blue instead of red",
 * "blau statt rot", "nicht rot, sondern blau", "not red but blue", "a dachshund, not a boy", "from red to
 * blue", "von rot auf blau".
 */
export function dropRejected(sentence: string): string {
  let out = sentence;
  for (const [a, b] of rejectedSpans(sentence)) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}

/** The kinds a sentence rejects ("… kein Junge", "not a boy"). */
export function rejectedKinds(sentence: string): KindWord[] {
  const lower = sentence.toLowerCase();
  return rejectedSpans(sentence).flatMap(([a, b]) =>
    lower
      .slice(a, b)
      .split(/[^\p{L}\p{M}]+/u)
      .map((word) => KIND_BY_FORM.get(word))
      .filter((k): k is KindWord => !!k),
  );
}

/** The colours a sentence rejects ("blue instead of red" → red): what the parent sees now and wants changed. */
export function rejectedColours(sentence: string): Colour[] {
  const lower = sentence.toLowerCase();
  return rejectedSpans(sentence).flatMap(([a, b]) => coloursIn(lower.slice(a, b)).map((c) => c.item));
}

/** The words a sentence rejects, lower case ("instead of a bunny" → " a bunny"). */
function rejectedText(sentence: string): string {
  const lower = sentence.toLowerCase();
  return rejectedSpans(sentence)
    .map(([a, b]) => lower.slice(a, b).replace(INSTEAD, ' '))
    .join(' ');
}

function rejectedSpans(sentence: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const m of sentence.matchAll(INSTEAD)) {
    spans.push([m.index, rejectedPhraseEnd(sentence, m.index + m[0].length)]);
  }
  for (const m of sentence.matchAll(
    /(?<![\p{L}])(?:not|nicht|kein|keine|keinen|keiner|keinem|pas|no|non|não|не)\s+[^,.;!?]{1,60}?,?\s+(?:but|sondern|mais|sino|ma|mas|а|i\s+mean|i\s+meant|ich\s+meine|ich\s+meinte|je\s+voulais\s+dire|quise\s+decir|intendevo)\s+/giu,
  )) {
    // "not the green dress but a red one": the colour is rejected, the part stays what the wish is about
    // when the wanted side names no part of its own.
    const end = m.index + m[0].length;
    const part = partsIn(sentence.slice(m.index, end));
    if (part && hasColour(sentence.slice(m.index, end).toLowerCase()) && !partsIn(sentence.slice(end))) {
      spans.push([m.index, m.index + part.at], [m.index + part.end, end]);
    } else spans.push([m.index, end]);
  }
  // "red not blue", "verde no roja": a negated colour after a wanted one is what it is now.
  for (const m of sentence.matchAll(
    /(?<![\p{L}])(?:not|nicht|kein|keine|keinen|pas|no|non|não|не)\s+(?:(?:the|a|an|el|la|il|o|a|der|die|das|le)\s+)?([\p{L}\p{M}]+)/giu,
  )) {
    const at = m.index;
    if (spans.some(([a, b]) => at >= a && at < b)) continue;
    if (!hasColour((m[1] ?? '').toLowerCase()) || !hasColour(sentence.slice(0, at).toLowerCase())) continue;
    spans.push([at, at + m[0].length]);
  }
  for (const m of sentence.matchAll(
    /(?:,|;|\s[-–—]|\s(?:and|und))\s*(?:not|nicht|kein|keine|keinen)\s+/giu,
  )) {
    const at = m.index;
    if (spans.some(([a, b]) => at >= a && at < b)) continue;
    const rest = sentence.slice(at + m[0].length);
    if (/(?<![\p{L}])(?:but|sondern)(?![\p{L}])/iu.test(rest)) continue;
    spans.push([at, at + m[0].length + (/^[^,.;!?]*/u.exec(rest)?.[0].length ?? 0)]);
  }
  // "Hops is not a rabbit", "Krümel ist kein Junge": what the character is not (what it is comes after).
  for (const m of sentence.matchAll(
    /(?<![\p{L}])(?:(?:is|are)\s+not\s+(?:a|an)|(?:isn't|isn’t|aren't|aren’t)\s+(?:a|an)|is\s+no|ist\s+kein(?:e|en)?|sind\s+keine|n['’]est\s+pas\s+(?:un|une)|no\s+es\s+(?:un|una)|non\s+è\s+(?:un|una|uno)|não\s+é\s+(?:um|uma))\s+/giu,
  )) {
    const at = m.index;
    if (spans.some(([a, b]) => at >= a && at < b)) continue;
    const end = rejectedPhraseEnd(sentence, at + m[0].length);
    // Only a kind is rejected this way ("is no boy"); "there is no hat" is a wish without the hat.
    const words = sentence
      .slice(at + m[0].length, end)
      .toLowerCase()
      .split(/[^\p{L}\p{M}]+/u);
    if (words.some((word) => KIND_BY_FORM.has(word))) spans.push([at, end]);
  }
  // "The scarf is red but should be orange", "Der Schal ist rot, aber …": what it is now, not what is wanted.
  for (const m of sentence.matchAll(
    /(?<![\p{L}])(?:is|are|was|ist|sind|war|est|es|está|è|é|está)\s+([^,.;!?]{1,30}?)\s*,?\s+(?:but|aber|doch|mais|pero|ma|mas|но)(?![\p{L}])/giu,
  )) {
    const part = m[1] ?? '';
    if (!hasColour(part.toLowerCase())) continue;
    const at = m.index + m[0].indexOf(part);
    spans.push([at, at + part.length]);
  }
  for (const m of sentence.matchAll(
    /(?<![\p{L}])(?:from|von)\s+([\p{L}-]+)\s+(?=(?:to|into|zu|auf|in|nach)\s)/giu,
  )) {
    if (hasColour((m[1] ?? '').toLowerCase())) spans.push([m.index, m.index + m[0].length]);
  }
  // "… wenn's keine Umstände macht", "if it's not too much trouble": a condition of politeness after the wish
  // names no colour and no part, so its "keine" / "not" takes nothing off.
  for (const m of sentence.matchAll(
    /[,;]?\s+(?:wenn|wenns|wenn['’]s|falls|if|si|s['’]il|se|если)(?![\p{L}])[^,.;!?]*/giu,
  )) {
    const clause = m[0].toLowerCase();
    const negated = /(?<![\p{L}])(?:not|nicht|kein\p{L}*|pas|no|non|não|не)(?![\p{L}])|n['’]?t(?![\p{L}])/u;
    if (m.index > 0 && negated.test(clause) && !hasColour(clause) && !partsIn(clause))
      spans.push([m.index, m.index + m[0].length]);
  }
  // "blanc comme neige", "white as snow", "weiß wie Schnee": a colour's likeness is no wish of its own.
  for (const m of sentence.matchAll(
    /([\p{L}\p{M}]+)\s+(?:comme|like|as|wie|como|come|как)\s+(?:(?:the|a|der|die|das|la|le|el|il|un|une|ein|eine|o|a)\s+)?[\p{L}\p{M}]+/giu,
  )) {
    if (!hasColour((m[1] ?? '').toLowerCase())) continue;
    const at = m.index + (m[1] ?? '').length;
    spans.push([at, m.index + m[0].length]);
  }
  spans.push(...describingColours(sentence, spans));
  return spans;
}

/** The first part of a look a text names ("dress", "Schal"), where it stands. */
function partsIn(text: string): { at: number; end: number } | undefined {
  const parts = anyOf([...SLOT_WORDS, ...FEATURE_WORDS], (p) => p.pattern);
  for (const word of text.toLowerCase().matchAll(/[\p{L}\p{M}'’]+/gu))
    if (parts.test(word[0])) return { at: word.index, end: word.index + word[0].length };
  return undefined;
}

const LINK_WORD = new RegExp(`(?<![\\p{L}])(?:${[...LINKS].join('|')})(?![\\p{L}])`, 'iu');

/**
 * A colour that only says which part is meant, when the sentence wants another colour for it: "Sonni's red
 * scarf should be blue", "swap the red scarf for a blue one", "den roten Schal bitte grün" (issue #21). The
 * part's colour as the parent sees it now, not the wish: a colour written next to a part's noun, with a
 * colour standing free after the part in the same clause (no "and" between: "a purple dress and a blue
 * cape" are two wishes).
 */
function describingColours(sentence: string, spans: Array<[number, number]>): Array<[number, number]> {
  const lower = sentence.toLowerCase();
  const parts = anyOf([...SLOT_WORDS, ...FEATURE_WORDS], (p) => p.pattern);
  const colours = coloursIn(lower).filter(({ at }) => !spans.some(([a, b]) => at >= a && at < b));
  const partAfter = (end: number) => {
    const next = /^[\s-]*([\p{L}\p{M}'’]+)/u.exec(lower.slice(end));
    return next?.[1] && parts.test(next[1]) ? end + next[0].length : undefined;
  };
  const out: Array<[number, number]> = [];
  for (const c of colours) {
    const partEnd = partAfter(c.end);
    if (partEnd === undefined) continue;
    const wanted = colours.find(
      (o) => o.at >= partEnd && partAfter(o.end) === undefined && !LINK_WORD.test(lower.slice(partEnd, o.at)),
    );
    if (wanted && wanted.item.id !== c.item.id) out.push([c.at, c.end]);
  }
  return out;
}

// ── Sizes and ages ──

/** Drawn as a grown-up (true), as a child (false), or only bigger / smaller (undefined): most precise first. */
const SIZE: Array<[RegExp, boolean | undefined]> = [
  [
    w(
      'grown-?up|an adult|adult|erwachsene[nrs]?|erwachsen|als erwachsene[nr]?|adulte|en adulte|adulto|de adulto|como adulto|взросл\\p{L}*',
      'u',
      'known',
    ),
    true,
  ],
  [
    w(
      'as a (?:child|kid)|als kind|en enfant|comme un enfant|como (?:un )?niño|come (?:un )?bambino|como (?:uma )?criança|ребёнком|ребенком',
      'u',
      'known',
    ),
    false,
  ],
  [
    w(
      'younger|smaller|littler|tinier|taller|bigger|larger|older|jünger|juenger|kleiner|größer|groesser|grösser|älter|aelter|plus (?:jeune|petite?|grande?|âgée?|vieux|vieille)|más (?:joven|pequeñ[oa]|grande|mayor)|mas (?:joven|pequeñ[oa])|più (?:giovane|piccol[oa]|grande|vecchi[oa])|mais (?:nov[oa]|pequen[oa]|velh[oa]|alt[oa])|maior|моложе|меньше|больше|старше|выше',
      'u',
      'known',
    ),
    undefined,
  ],
];

// ── Clauses ──────────────────────────────────────────────────────────────────────────────────────────

const QUOTE =
  /"([^"]{1,2000})"|„([^“”"]{1,2000})[“”"]|“([^”"]{1,2000})”|«\s?([^»]{1,2000}?)\s?»|»([^«]{1,2000})«|‘([^’]{1,2000})’|「([^」]{1,2000})」|『([^』]{1,2000})』/gu;
const COLON_TEXT =
  /(?:stehen|lauten|lautet|heißen|steht|say|says|read|reads|text|zeile|line|dire|texte|decir|diga|texto|dica|testo|dizer|написано|текст|写|写成|文章|텍스트|النص)\s*(?:to|zu|so)?\s*[:：]\s*(.{3,2000})$/isu;
const PLACEHOLDER = /⟦(\d+)⟧/gu;
const CHANGE_VERB = w(
  'change|changed|different|new|rewrite|replace|ändern|ändere|geändert|anders|neue?[nrs]?|umschreiben|ersetzen',
  'u',
  'known',
);

interface Piece {
  original: string;
  lower: string;
}

/** Quoted texts out of a message (a text after "soll stehen:" counts as quoted), replaced by placeholders. */
function takeQuotes(message: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  let text = message.replace(QUOTE, (...groups: unknown[]) => {
    const content = (groups.slice(1, 9).find((g) => typeof g === 'string') as string).trim();
    quotes.push(content);
    return ` ⟦${quotes.length - 1}⟧ `;
  });
  if (quotes.length === 0) {
    const colon = COLON_TEXT.exec(text);
    if (colon?.[1]) {
      quotes.push(colon[1].trim());
      text = `${text.slice(0, colon.index + colon[0].length - colon[1].length)} ⟦0⟧`;
    }
  }
  return { text, quotes };
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/(?<![\p{L}])([ps])\.\s*(\d)/giu, 'page $2')
    .split(/(?<=[.!?;])\s+|\n+/u)
    .map((s) => s.replace(/[.!?;]+$/u, '').trim())
    .filter(Boolean);
}

const anyMatch = (pattern: RegExp, text: string): boolean => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** Whether a piece of a sentence asks for something by itself (so "and" between two such pieces splits). */
function hasSignal(lower: string): boolean {
  return (
    hasColour(lower) ||
    KIND_PHRASE.test(lower) ||
    anyOf(SLOT_WORDS, (s) => s.pattern).test(lower) ||
    anyOf(FEATURE_WORDS, (f) => f.pattern).test(lower) ||
    anyOf(STYLE_WORDS, (s) => s.strong).test(lower) ||
    anyOf(PLACE_WORDS, (p) => p.pattern).test(lower) ||
    anyOf(ACTIVITIES, (a) => a.pattern).test(lower) ||
    // The light is a wish of its own: "on page 8 it should be night and Sonni …" are two.
    anyOf(TIMES, ([re]) => re).test(lower) ||
    anyOf(WEATHER_WORDS, ([re]) => re).test(lower) ||
    anyMatch(SHORTEN, lower) ||
    anyMatch(LONGER, lower) ||
    /⟦\d+⟧/u.test(lower) ||
    namingIn(lower, () => false) !== undefined
  );
}

/** A sentence split at "and", "und", commas … only where both sides ask for something. */
function clausesOf(sentence: string): Piece[] {
  // "And" in the Latin-script and Cyrillic book languages; a split needs a wish on both sides.
  const tokens = sentence.split(
    /(\s*,\s*|\s+(?:and|und|also|plus|sowie|as well as|außerdem|et|y|e|ed|и|а также)\s+)/iu,
  );
  const pieces: Piece[] = [];
  let pendingSeparator = '';
  for (let i = 0; i < tokens.length; i += 2) {
    const part = tokens[i] ?? '';
    const separator = tokens[i + 1] ?? '';
    const lower = part.toLowerCase();
    const last = pieces[pieces.length - 1];
    // Two quotes belong to one text change ('… "Mia findet …" und auf Englisch "Mia finds …"').
    const bothQuoted = !!last && /⟦\d+⟧/u.test(lower) && /⟦\d+⟧/u.test(last.lower);
    if (last && (bothQuoted || !hasSignal(lower) || !hasSignal(last.lower))) {
      last.original += pendingSeparator + part;
      last.lower = last.original.toLowerCase();
    } else {
      pieces.push({ original: part, lower });
    }
    pendingSeparator = separator;
  }
  return pieces.filter((p) => p.original.trim());
}

/** Page numbers written as words, one to thirty ("page nine", "Seite zwölf", "página tres"). */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig',
    'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt',
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
    'uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti',
    'um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte',
  ].flatMap((row) => row.split(' ').map((word, i) => [word, i + 1] as const)),
);
Object.assign(NUMBER_WORDS, {
  'twenty-one': 21,
  'twenty-two': 22,
  'twenty-three': 23,
  'twenty-four': 24,
  'twenty-five': 25,
  einundzwanzig: 21,
  zweiundzwanzig: 22,
  dreiundzwanzig: 23,
  vierundzwanzig: 24,
  fünfundzwanzig: 25,
  ein: 1,
  eine: 1,
});
const PAGE_NUMBER_WORD = new RegExp(
  `((?<![\\p{L}])(?:${PAGE_WORD})\\s*)(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'giu',
);

function pagesIn(said: string): PageRef {
  const lower = said.replace(
    PAGE_NUMBER_WORD,
    (_m, page: string, word: string) => `${page}${NUMBER_WORDS[word.toLowerCase()] ?? word}`,
  );
  const ref = noPages();
  // A page number alone is an answer to "on which page?" ("18", "#18", "Nr. 18").
  const alone = /^\s*(?:#|nr\.?|no\.?|n°|№)?\s*(\d{1,3})\s*[.!]?\s*$/u.exec(lower);
  if (alone) {
    ref.pages.push(Number(alone[1]));
    return ref;
  }
  PAGE_REF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PAGE_REF.exec(lower))) {
    const first = Number(m[1]);
    ref.pages.push(first);
    const rest = m[2] ?? '';
    let previous = first;
    for (const part of rest.matchAll(
      /\s*(,|and|und|&|to|bis|-|–|or|oder|et|à|y|a|e|o|ou|и|до|或|和|و)\s*(\d{1,3})/giu,
    )) {
      const n = Number(part[2]);
      const range = ['to', 'bis', '-', '–', 'à', 'a', 'до'].includes((part[1] ?? '').toLowerCase());
      if (range && n > previous && n - previous <= 40)
        for (let k = previous + 1; k <= n; k += 1) ref.pages.push(k);
      else ref.pages.push(n);
      previous = n;
    }
  }
  // "第5页", "5ページ", "5페이지".
  for (const cjk of lower.matchAll(CJK_PAGE)) ref.pages.push(Number(cjk[1] ?? cjk[2]));
  ref.pages = [...new Set(ref.pages)];
  ref.here = anyMatch(THIS_PAGE, lower);
  const where = ref.pages.length === 0 && !ref.here ? PAGE_WHERE.exec(lower) : null;
  if (where) ref.where = (where[1] ?? '').split(/[^\p{L}\p{M}]+/u).filter((x) => x.length >= 3);
  ref.cover = anyMatch(COVER, lower);
  if (ref.pages.length === 0 && !ref.here && anyMatch(EVERY_PAGE, lower)) ref.every = true;
  if (ref.pages.length === 0 && !ref.here && anyMatch(LAST_PAGE, lower)) ref.last = true;
  const named = ref.here || !!where || ref.every || ref.last || ref.pages.length > 0;
  if (!named && anyMatch(THE_PAGE, lower)) ref.here = ref.weak = true;
  return ref;
}

const GLOBAL = new WeakMap<RegExp, RegExp>();
/** One global copy per pattern, compiled once (planning stays fast). */
export function globalOf(pattern: RegExp): RegExp {
  let re = GLOBAL.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, 'gu');
    GLOBAL.set(pattern, re);
  }
  return re;
}

/** Claims non-overlapping matches, first patterns first ("light blue" before "blue"). */
const ANY_OF = new WeakMap<object, RegExp>();
/** One pattern for a whole word list (compiled once): whether any of its words is in a text. */
function anyOf<T>(items: T[], pattern: (item: T) => RegExp): RegExp {
  let re = ANY_OF.get(items);
  if (!re) {
    re = new RegExp(items.map((i) => `(?:${pattern(i).source})`).join('|') || '(?!)', 'u');
    ANY_OF.set(items, re);
  }
  return re;
}

function claim<T>(
  lower: string,
  items: T[],
  pattern: (item: T) => RegExp,
  taken: Array<[number, number]>,
): Array<{ item: T; at: number }> {
  const out: Array<{ item: T; at: number }> = [];
  // Most texts name none of a list's words: one scan says so.
  if (items.length > 3 && !anyOf(items, pattern).test(lower)) return out;
  for (const item of items) {
    const re = globalOf(pattern(item));
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(lower))) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      out.push({ item, at: start });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Blanks the matched spans (so "Drachen steigen" is no dragon and "Rufus" no unknown character). */
function blank(lower: string, spans: Array<[number, number]>): string {
  let out = lower;
  for (const [a, b] of spans) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}

/** Words the rename patterns may catch that are no name ("Der Fuchs soll anders heißen"). */
const NOT_A_NAME = new Set([
  'anders',
  'auch',
  'nicht',
  'jetzt',
  'lieber',
  'doch',
  'so',
  'wie',
  'neu',
  'besser',
  'schöner',
  'ganz',
  'mal',
  'bitte',
  'something',
  'else',
  'different',
  'differently',
  'please',
  'now',
  'too',
  'also',
  'it',
  'him',
  'her',
  'them',
]);

/** Little words that follow a colour without being what it colours ("blue please", "rot sein", "red one"). */
const AFTER_COLOUR = new Set(
  (
    'one ones shade tone colour color colours colors bit please too again instead now then and or but not ' +
    'sein werden haben bitte statt anstatt und oder aber nicht sondern auch machen färben farbe farben ton ' +
    'gefärbt sondern mehr lieber'
  ).split(' '),
);

/**
 * Whether the word after a colour is the noun it describes: German writes the colour inflected before its
 * noun ("grauen Bart"); in English the word must be a noun (compromise's lexicon, else WordNet decides).
 */
function isNounAfterColour(word: string, language: Language): boolean {
  if (AFTER_COLOUR.has(word) || word.length < 3) return false;
  // A German look verb, also with its separable prefix, ends the clause after an elliptic colour ("statt
  // dem grünen ein gelbes anhat", "einen grünen tragen"): the noun is the one named before, not this word.
  if (language === 'de') return !GERMAN_LOOK_VERB_END.test(word);
  const tags = englishTags(word);
  if (!tags) return /^[a-z'’-]+$/u.test(word);
  return tags.some((t) => /Noun|Singular|Plural|Uncountable/u.test(t));
}

/**
 * A name in the sentence that is none of the book's (issue #21: "Add Mia's little brother Tom to page 4",
 * "Kann unsere Katze Luna auch mit drauf?"): a capitalised word inside the sentence that is no cast word, no
 * word of the book or the planner's vocabulary and no noun the readers know (German capitalises every noun).
 */
const PAGE_WORD_ALONE = new RegExp(`^(?:${PAGE_WORD}|(?:pp?|pg|s)\\.?)$`, 'u');

function newcomerIn(
  original: string,
  aliases: CastAlias[],
  plan: StoryPlan,
): { name: string; named: boolean } | undefined {
  const words = bookWords(plan);
  const tokens = [...original.matchAll(/[\p{L}\p{M}]+(?:['’]s)?/gu)];
  const being = (token: string | undefined) => {
    const lower = token?.toLowerCase() ?? '';
    const entry = lexEntryOf('en', lower) ?? lexEntryOf('de', lower);
    return !!entry && BEINGS.has(entry.cat) ? lower : undefined;
  };
  let noun: string | undefined;
  for (const [i, m] of tokens.entries()) {
    const word = m[0].replace(/['’]s$/u, '');
    const lower = word.toLowerCase();
    if (isCastWord(word, aliases)) continue;
    // A being the book does not have, named by what it is ("add Grandma too", "noch einen Hund dazu").
    if (!noun && being(word) && !germanHead(lower)) noun = word;
    if (!/^\p{Lu}/u.test(word)) continue;
    const before = original.slice(0, m.index).trimEnd();
    if (before === '' || /[.!?:;„“"«»]$/u.test(before)) continue;
    // Right after what it is ("our cat Luna", "der Bruder Tom") a capitalised word is a name, whatever else
    // it means in another language ("Luna" is the moon in Spanish).
    const apposed = !!being(tokens[i - 1]?.[0]);
    if (words.has(lower) || (!apposed && knowsWord(lower))) continue;
    if (DE_WORDS.includes(lower) || EN_WORDS.includes(lower)) continue;
    if (knownNoun('de', lower) || knownNoun('en', lower) || germanHead(lower)) continue;
    if (PAGE_WORD_ALONE.test(lower) || anyMatch(COVER, lower)) continue;
    return { name: word, named: true };
  }
  return noun ? { name: noun, named: false } : undefined;
}

const BEINGS = new Set<string>(['child', 'relative', 'adult', 'animal', 'creature']);

/** A word that names a character of the book (a name or a kind), or a word that is never a name. */
function isCastWord(word: string, aliases: CastAlias[]): boolean {
  const lower = word.toLowerCase();
  if (NOT_A_NAME.has(lower)) return true;
  const found = whoIn(lower, aliases);
  return found.who.length > 0 || found.ambiguous.length > 0;
}

function renameIn(original: string, quotes: string[], aliases: CastAlias[]): Intent | undefined {
  const text = original.replace(PLACEHOLDER, (_m, n: string) => quotes[Number(n)] ?? '');
  const intent = (whoText: string, given: string | undefined): Intent => {
    let name = given && !NOT_A_NAME.has(given.toLowerCase()) ? given : undefined;
    let found = whoIn(whoText.toLowerCase(), aliases);
    // "Another name for Jonas": a name the book already has is whom, not the new name.
    const isCast = name ? whoIn(name.toLowerCase(), aliases) : undefined;
    if (name && isCast && found.who.length === 0 && isCast.who.length === 1) {
      found = isCast;
      name = undefined;
    }
    const pronoun =
      found.who.length === 0 && found.ambiguous.length === 0 ? pronounIn(whoText.toLowerCase()) : undefined;
    // "Call her Lina" names nobody we know: who stays open (a pronoun is read after) and is asked for.
    return {
      kind: 'rename',
      message: 0,
      page: noPages(),
      ...found,
      ...(pronoun ? { pronoun } : {}),
      ...(name ? { name } : {}),
    };
  };
  // A naming sentence by its structure (`naming.ts`: "Opa heißt bei uns Opa Willi", "Le chien s'appelle Rex").
  const naming = namingIn(text, (word) => isCastWord(word, aliases));
  // "fuchs -> katze": a lower-case kind word after the naming sign is what it becomes, not a name.
  const becomes = naming?.name && naming.name === naming.name.toLowerCase() && KIND_BY_FORM.has(naming.name);
  if (naming && !becomes) return intent(naming.who, naming.name);
  // "Rename Mia", "a new name": whom, and the name is asked for.
  if (RENAMING.test(text)) return intent(text, undefined);
  return undefined;
}

function languageIn(lower: string): Language | undefined {
  return LANGUAGE_WORDS.find((l) => anyMatch(l.pattern, lower))?.language;
}

/** The language named just before a quote ("auf Englisch: „…“", "German: "…""). */
function quoteLanguageIn(lower: string): Language | undefined {
  for (const l of LANGUAGE_WORDS) {
    for (const m of lower.matchAll(globalOf(l.pattern))) {
      if (/^\s*(?:line|zeile|text)?\s*[:：]?\s*⟦\d+⟧/u.test(lower.slice(m.index + m[0].length)))
        return l.language;
    }
  }
  return undefined;
}

/** Reads one clause into intents. */
function intentsOf(
  piece: Piece,
  quotes: string[],
  aliases: CastAlias[],
  message: number,
  written: Language | undefined,
  said: string,
  plan: StoryPlan,
): Intent[] {
  const lower = piece.lower;
  const page = pagesIn(lower);
  const base: Base = { message, page };
  const clauseQuotes = [...lower.matchAll(PLACEHOLDER)].map((m) => quotes[Number(m[1])] ?? '');

  const renamed = renameIn(piece.original, quotes, aliases);
  if (renamed) return [{ ...renamed, ...base }];

  // A size or an age ("younger", "kleiner", "plus grand", "as a grown-up"), not a colour or a text's length.
  const sized = SIZE.find(([re]) => anyMatch(re, lower));
  const part =
    anyOf(FEATURE_WORDS, (f) => f.pattern).test(lower) || anyOf(SLOT_WORDS, (s) => s.pattern).test(lower);
  // "Bigger ears", "einen größeren Hut": a part's size is the part's, not the character's.
  if (sized && !part && !hasColour(lower) && !anyMatch(SHORTEN, lower) && !anyMatch(LONGER, lower)) {
    // "größer als Jonas", "smaller than Mia": the one compared with is not the one meant.
    const compared = lower.replace(/(?<![\p{L}])(?:als|than|que|di|do que|чем)\s+[\p{L}\p{M}'’-]+/gu, ' ');
    const found = whoIn(compared, aliases);
    const pronoun = found.who.length === 0 ? pronounIn(compared) : undefined;
    return [
      {
        kind: 'size',
        ...base,
        ...found,
        ...(pronoun ? { pronoun } : {}),
        ...(sized[1] === undefined ? {} : { adult: sized[1] }),
      },
    ];
  }

  // The cast's names first: a girl called Rosa or Viola is no colour, a dog called Sunny no weather.
  const taken: Array<[number, number]> = nameSpans(lower, aliases);
  const names = taken.length;
  const activities = claim(lower, ACTIVITIES, (a) => a.pattern, taken);
  // The light before the places: "es soll schneien", "in the snow" are the weather, not a snowy mountain.
  const times = claim(lower, TIMES, ([re]) => re, taken).map((t) => t.item[1]);
  const weathers = claim(lower, WEATHER_WORDS, ([re]) => re, taken).map((t) => t.item[1]);
  const places = claim(lower, PLACE_WORDS, (p) => p.pattern, taken);
  let kindHit = kindIn(lower, taken, said.toLowerCase());
  // A kind word is no wish for a kind when it is a colour ("أسود" black, not lions) or says whom a wish for a
  // part is about ("Лиса должна быть в синем шарфе": the fox in a blue scarf, the fox it already is).
  if (
    kindHit &&
    (coloursIn(lower).some(
      (c) => c.at < (kindHit as KindHit).span[1] && c.end > (kindHit as KindHit).span[0],
    ) ||
      (part && whoIn(lower.slice(kindHit.span[0], kindHit.span[1]), aliases).who.length === 1))
  ) {
    taken.splice(taken.indexOf(kindHit.span), 1);
    kindHit = undefined;
  }
  // "Darker" is no colour of its own but one relative to the colour asked for or had (before colour words).
  const relative = claim(lower, RELATIVES, (r) => r.pattern, taken)[0]?.item.shade;
  const allColours = coloursIn(lower, taken);
  // Look words before the parts they name: "curly hair", "lange Haare" are a look, not the hair's colour.
  const features = claim(lower, FEATURE_WORDS, (f) => f.pattern, taken);
  const slots = claim(lower, SLOT_WORDS, (s) => s.pattern, taken);
  // A noun after a colour that is no slot word: a part the drawing has by what the noun is ("red pigtails"),
  // or one it cannot draw ("a grey beard", "blue eyes") — said, never put on another part.
  const cannot: Array<{ word: string; colour?: Colour }> = [];
  const colours = allColours.filter((c) => {
    const next = /^[\s-]*([\p{L}\p{M}'’]+)/u.exec(lower.slice(c.end));
    if (!next?.[1]) return true;
    const at = c.end + next[0].length - next[1].length;
    const end = at + next[1].length;
    if (taken.some(([a, b]) => at < b && end > a)) return true;
    const word = next[1];
    // German puts an inflected colour before its noun ("grauen Bart"); "Schal blau" has none.
    const nounLanguage: Language = written === 'de' ? 'de' : 'en';
    if (nounLanguage === 'de' && !/(?:e|en|er|es|em)$/u.test(lower.slice(c.at, c.end))) return true;
    const drawnThing = [...THING_WORDS, ...PLACE_WORDS].some((t) => anyMatch(t.pattern, word));
    if (
      !isNounAfterColour(word, nounLanguage) ||
      isCastWord(word, aliases) ||
      KIND_BY_FORM.has(word) ||
      drawnThing
    )
      return true;
    const part = partOfLook(word, nounLanguage);
    if (!part) return true;
    taken.push([at, end]);
    if (part === 'cannot') {
      cannot.push({ word: piece.original.slice(c.at, end), colour: c.item });
      return false;
    }
    slots.push({ item: part, at });
    slots.sort((a, b) => a.at - b.at);
    return true;
  });
  // Without a colour: "Opa soll einen Bart haben", "give Mia earrings" — a part the drawing cannot show, named
  // after having, wearing or giving. Said, never guessed into another change.
  if (LOOK_VERB.test(lower)) {
    for (const m of lower.matchAll(/(?<![\p{L}])([\p{L}\p{M}]{3,})(?![\p{L}])/gu)) {
      const [at, end] = [m.index, m.index + m[0].length];
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      const word = m[1] as string;
      const nounLanguage: Language = written === 'de' ? 'de' : 'en';
      // German nouns are written with a capital: "soll", "einen", "tragen" are none.
      if (nounLanguage === 'de' && !/^\p{Lu}/u.test(piece.original.slice(at, end))) continue;
      if (isCastWord(word, aliases) || KIND_BY_FORM.has(word) || !isNounAfterColour(word, nounLanguage))
        continue;
      if (partOfLook(word, nounLanguage) !== 'cannot') continue;
      taken.push([at, end]);
      cannot.push({ word: piece.original.slice(at, end) });
    }
  }
  const styles = STYLE_WORDS.filter((s) => anyMatch(s.strong, lower));
  const rest = blank(lower, taken.slice(names)).replace(PLACEHOLDER, ' ');
  const found = whoIn(rest, aliases);
  // "Give both of them hats", "alle beide mit Brille": every character of the book.
  const everyone = found.who.length === 0 && ALL_OF_THEM.test(rest);
  const castIndexes = [...new Set(aliases.map((a) => a.index))];
  const who = everyone && castIndexes.length > 1 ? castIndexes : found.who;
  const ambiguous = everyone ? [] : found.ambiguous;
  const pronoun = who.length === 0 && ambiguous.length === 0 ? pronounIn(rest) : undefined;
  // Things are what is left once the characters are read ("Drachen" in a book with a dragon is the dragon).
  const things = claim(blank(rest, aliasSpans(rest, aliases)), THING_WORDS, (t) => t.pattern, []).map(
    (t) => t.item.entry.id,
  );

  if (pronoun) base.pronoun = pronoun;
  const out: Intent[] = [];
  if (kindHit) {
    let kindWho = whoIn(blank(lower, [kindHit.span]).replace(PLACEHOLDER, ' '), aliases);
    // "Das ist ein Hund" in a book whose one dog-like character the parent calls so: that one.
    if (kindWho.who.length === 0 && kindWho.ambiguous.length === 0) {
      const own = whoIn(lower.slice(kindHit.span[0], kindHit.span[1]), aliases);
      if (own.who.length === 1) kindWho = own;
    }
    return [
      {
        kind: 'kind',
        ...base,
        ...kindWho,
        target: kindHit.kind,
        ...(colours[0] ? { colour: colours[0].item } : {}),
      },
    ];
  }
  // "Her hair shorter": a word of the hair's length is not the page's ("kürzer" read once, as a look).
  const shorten = anyMatch(SHORTEN, blank(lower, taken));
  // The page's words: a quoted text, or "the text on page 6 should change" (asked for the new text).
  const textCue = anyMatch(TEXT_CUE, rest);
  const textual =
    (clauseQuotes.length > 0 && (textCue || hasPages(page))) ||
    (textCue && (hasPages(page) || anyMatch(CHANGE_VERB, rest)) && !activities.length && !places.length);
  if (shorten) out.push({ kind: 'shorten', ...base });
  else if (anyMatch(LONGER, lower) && !colours.length && !features.length)
    out.push({ kind: 'longer', ...base });
  else if (textual) {
    const language = languageIn(lower);
    const quoteLanguage = quoteLanguageIn(lower);
    out.push({
      kind: 'rewrite',
      ...base,
      quotes: clauseQuotes,
      ...(language ? { language } : {}),
      ...(quoteLanguage ? { quoteLanguage } : {}),
      keep: anyMatch(KEEP, lower),
    });
  }
  const style = styles[0];
  if (style && (styles.length === 1 || anyMatch(STYLE_CUE, lower)))
    out.push({ kind: 'style', ...base, style });

  const isText = out.some((i) => i.kind === 'shorten' || i.kind === 'rewrite' || i.kind === 'longer');
  const lookish =
    slots.length > 0 ||
    features.length > 0 ||
    cannot.length > 0 ||
    ((colours.length > 0 || relative !== undefined) &&
      places.length === 0 &&
      activities.length === 0 &&
      times.length + weathers.length === 0);
  if (lookish && !isText) {
    const pairs: Array<{ slot?: SlotWord; colour?: Colour }> = [];
    const colourItems = colours.map((c) => c.item);
    const slotItems = slots.map((s) => s.item);
    if (slotItems.length === 0) pairs.push(...colourItems.map((colour) => ({ colour })));
    else if (colourItems.length <= 1) {
      slotItems.forEach((slot, i) =>
        pairs.push({ slot, ...(i === 0 && colourItems[0] ? { colour: colourItems[0] } : {}) }),
      );
    } else {
      slotItems.forEach((slot, i) =>
        pairs.push({ slot, ...(colourItems[i] ? { colour: colourItems[i] } : {}) }),
      );
      colourItems.slice(slotItems.length).forEach((colour) => pairs.push({ colour }));
    }
    out.push({
      kind: 'look',
      ...base,
      who,
      ambiguous,
      pairs,
      features: features.map((f) => f.item),
      remove: anyMatch(REMOVE, lower),
      ...(cannot.length ? { cannot } : {}),
      ...(relative ? { relative } : {}),
    });
  } else if (
    !isText &&
    !style &&
    places.length + activities.length + times.length + weathers.length === 0 &&
    (who.length > 0 || ambiguous.length > 0 || pronoun) &&
    anyMatch(COLOUR_NOUN, lower)
  ) {
    out.push({
      kind: 'look',
      ...base,
      who,
      ambiguous,
      pairs: [],
      features: [],
      remove: false,
      anyColour: true,
    });
  } else if (!isText) {
    const place = places[0]?.item;
    const casting =
      who.length > 0 || ambiguous.length > 0
        ? anyMatch(ONLY, lower)
          ? 'only'
          : anyMatch(WITHOUT, lower)
            ? 'remove'
            : anyMatch(ALSO, lower) && hasPages(page)
              ? 'add'
              : undefined
        : undefined;
    if (casting) out.push({ kind: 'cast', ...base, mode: casting, who, ambiguous });
    if (place) out.push({ kind: 'place', ...base, entry: place.entry });
    const light = times.length + weathers.length > 0;
    if (light) {
      out.push({
        kind: 'light',
        ...base,
        ...(times[0] ? { timeOfDay: times[0] } : {}),
        ...(weathers[0] ? { weather: weathers[0] } : {}),
      });
    }
    const activity = activities[0]?.item;
    if (activity) out.push({ kind: 'action', ...base, activity, things: activity.things });
    else if (
      !place &&
      !light &&
      !casting &&
      !style &&
      things.length > 0 &&
      (hasPages(page) || anyMatch(DOING, lower))
    ) {
      out.push({ kind: 'action', ...base, things });
    } else if (
      !place &&
      !light &&
      !casting &&
      !style &&
      hasPages(page) &&
      anyMatch(DOING, lower) &&
      who.length === 0
    ) {
      // "On page 4 they should …" with nothing we can draw: asked back with examples.
      out.push({ kind: 'action', ...base, things: [] });
    }
  }
  // Someone to add whom the book does not have: the only wish of the sentence, said before anything else.
  // Only by its name when the sentence changes a character ("also make Sonni a cat" is a kind change).
  if (anyMatch(ALSO, lower) && !isText && !out.some((i) => i.kind === 'kind' || i.kind === 'rename')) {
    const found = newcomerIn(piece.original, aliases, plan);
    const bare = out.every((i) => i.kind === 'cast') && !anyMatch(KIND_CUE, rest);
    if (found && (found.named || bare)) return [{ kind: 'newcomer', ...base, name: found.name }];
  }
  if (out.length > 0) return out;
  // "Krümel sieht aus wie eine Katze", "Sonni looks like a dog": a complaint about the drawing, not a wish.
  if (who.length === 1 && LIKENESS.test(lower)) return [{ kind: 'about', ...base, who }];
  const unknown = UNKNOWN_KIND.exec(rest);
  if (unknown?.[1] && who.length > 0 && anyMatch(KIND_CUE, rest)) {
    const word =
      piece.original
        .slice(unknown.index + unknown[0].indexOf(unknown[1]))
        .trim()
        .split(/\s+/)[0] ?? unknown[1];
    return [{ kind: 'unknown-kind', ...base, who, word: word.replace(/[.!?,;]+$/u, '') }];
  }

  const answerKind = KIND_PHRASE.exec(lower)?.[2];
  const answerKindWord = answerKind ? KIND_BY_FORM.get(answerKind) : undefined;
  const language = languageIn(lower);
  const bareText = piece.original.replace(PLACEHOLDER, '').trim();
  const bare =
    /^[\p{L}][\p{L}'’ -]{0,39}$/u.test(bareText) && bareText.split(/\s+/).length <= 3 ? bareText : undefined;
  // A new name in an answer: a capitalised word that is none of the cast's ("the fox, to Rusty").
  const newName = nameIn(bareText, (word) => isCastWord(word, aliases), true);
  const fragment: Intent = {
    kind: 'fragment',
    ...base,
    who,
    ambiguous,
    quotes: clauseQuotes,
    keep: anyMatch(KEEP, lower),
    yes: anyMatch(YES, lower),
    ...(anyMatch(REMOVE, lower) ? { remove: true } : {}),
    ...(language ? { language } : {}),
    ...(bare ? { bare } : {}),
    ...(answerKindWord ? { target: answerKindWord } : {}),
    ...(anyMatch(ALSO, lower) || anyMatch(SAME, lower) ? { also: true } : {}),
    ...(newName ? { newName } : {}),
  };
  return [fragment];
}

/** Words that are right as written: the book's names and kinds, and everyday words of the languages. */
const BOOK_WORDS = new WeakMap<StoryPlan, Set<string>>();
/** Every word the book itself writes (its title, outline and pages, in each language): real words all. */
function bookWords(plan: StoryPlan): Set<string> {
  let words = BOOK_WORDS.get(plan);
  if (!words) {
    const texts = [
      ...Object.values(plan.title),
      ...Object.values(plan.synopsis),
      ...plan.chapters.flatMap((c) => [...Object.values(c.title), ...Object.values(c.summary)]),
      ...(plan.manuscript?.pages ?? []).flatMap((p) => Object.values(p.text)),
    ];
    words = new Set(
      texts
        .join(' ')
        .toLowerCase()
        .match(/[\p{L}\p{M}]+/gu) ?? [],
    );
    BOOK_WORDS.set(plan, words);
  }
  return words;
}

/** A noun of a look the drawing has ("Brille", "Mütze", "Schal"): what a German capitalised typo may be. */
const isLookNoun = (word: string): boolean =>
  anyOf(FEATURE_WORDS, (f) => f.pattern).test(word) || anyOf(SLOT_WORDS, (s) => s.pattern).test(word);

function keepsSpelling(word: string, aliases: CastAlias[], plan: StoryPlan): boolean {
  const lower = word.toLowerCase();
  if (EVERYDAY.has(lower) || bookWords(plan).has(lower)) return true;
  // The light's words as written ("schneien" is no slip of "Schneen"), and the cue words of a size.
  const whole = (re: RegExp) => {
    re.lastIndex = 0;
    const m = re.exec(lower);
    return !!m && m.index === 0 && m[0].length === lower.length;
  };
  if ([...WEATHER_WORDS, ...TIMES].some(([re]) => whole(re)) || SIZE.some(([re]) => whole(re))) return true;
  return aliases.some((a) => {
    for (const re of [a.names, a.kinds]) {
      if (!re) continue;
      re.lastIndex = 0;
      const m = re.exec(lower);
      if (m && m.index === 0 && m[0].length === lower.length) return true;
    }
    return false;
  });
}

const EVERYDAY = new Set([
  ...DE_WORDS,
  ...EN_WORDS,
  ...(
    'about after again always another because before being below between could doing during every first ' +
    'found great house little maybe might never other please right should since small something still ' +
    'their there these thing think those though three through today under until where which while whole ' +
    'would write wrong young aber alles also andere anderen besser bitte damit danach dann denn diese ' +
    'durch etwas haben immer jetzt kein keine keinen machen mehr nicht noch oder schon sehr seine sollte ' +
    'unser unsere viele vielleicht wenn werden wieder wurde zusammen'
  ).split(' '),
]);

const HAIR_COMPOUND =
  /(?<![\p{L}])(\p{L}+?)(?:[- ]?(?:head(?:ed)?|haired)|haarig(?:e[nmrs]?)?|schopf)(?![\p{L}])/giu;

/**
 * Function words typed as another word, read by the words around them: German "der Kleine" before a verb is
 * the child; English "to" after "is", "way" or
 * "far" before a describing word is "too" ("the cape is to dark", "way to much text"); Portuguese "no", "nos"
 * are "in the" ("óculos no avô"), never the English or Spanish "no" of taking something off.
 */
function functionWords(text: string, language: Language | undefined): string {
  // "Der Kleine soll …", "die Kleine mit Brille": an adjective standing for the child, before a verb.
  if (language === 'de')
    return text.replace(
      /(?<![\p{L}])(?:der|die) kleine(?=\s+(?:soll|sollte|muss|möchte|will|kann|könnte|hat|hätte|braucht|bekommt|kriegt|trägt|mit|ohne|bitte)(?![\p{L}]))/giu,
      'das Kind',
    );
  if (language === 'pt')
    return text.replace(/(?<![\p{L}])(?:no|nos)(?![\p{L}])/giu, (m) => ' '.repeat(m.length));
  if (language !== undefined && language !== 'en') return text;
  return text
    .replace(
      /(?<![\p{L}])((?:is|are|was|were|looks?|seems?|way|far|(?:it|that|this|he|she|there)['’]s)\s+)to(?=\s+(?!(?:be|the|a|an|my|his|her|their|its|me|us|him|them)(?![\p{L}]))\p{L})/giu,
      '$1too',
    )
    .replace(/(?<![\p{L}])to(?=\s+(?:much|many)(?![\p{L}]))/giu, 'too');
}

/**
 * "Make her hair darker", "Der Kleine soll blonde Haare bekommen": hair, its length and skin are a person's
 * parts (an animal's is its fur), so with whom still open, the one person who fits the pronoun is meant.
 */
function onlyPersonFor(
  plan: StoryPlan,
  intent: Extract<Intent, { kind: 'look' }>,
  fits: (index: number, pronoun: Pronoun) => boolean,
): number | undefined {
  if (intent.who.length > 0) return undefined;
  const among = intent.ambiguous[0] ?? plan.cast.map((_, i) => i);
  // "Take the bow off": what is taken off is the one's who has it, when only one of them does.
  const taken = [
    ...intent.features.map((f) => f.feature as string),
    ...intent.pairs.flatMap((p) => (p.slot?.feature ? [p.slot.feature as string] : [])),
  ];
  if (intent.remove && taken.length > 0) {
    const having = among.filter(
      (i) =>
        (!intent.pronoun || fits(i, intent.pronoun)) &&
        taken.every((f) => (plan.cast[i]?.sheet.features as string[] | undefined)?.includes(f)),
    );
    if (having.length === 1) return having[0];
  }
  if (!intent.pronoun) return undefined;
  const personal =
    intent.pairs.some((p) => p.slot?.id === 'hair' || p.slot?.id === 'skin') ||
    intent.features.some(
      (f) => f.feature === 'hair-short' || f.feature === 'hair-long' || f.feature === 'curls',
    );
  if (!personal) return undefined;
  const persons = among.filter(
    (i) => plan.cast[i]?.sheet.species === 'person' && (!intent.pronoun || fits(i, intent.pronoun)),
  );
  return persons.length === 1 ? persons[0] : undefined;
}

export interface ReadRequest {
  intents: Intent[];
  /** Every page reference of the request, for a clause that names none. */
  pages: PageRef[];
}

/**
 * Reads messages (earlier ones first) into intents. Within a sentence a clause without a page or a character
 * takes the ones named before it ("Give Mia red hair and glasses", "On page 4 … and fly a kite").
 */
export function readRequest(plan: StoryPlan, messages: string[]): ReadRequest {
  const aliases = castAliases(plan);
  const intents: Intent[] = [];
  const pages: PageRef[] = [];
  /** Characters named so far, latest last: what a pronoun stands for. */
  const named: number[] = [];
  // Parents call a pet "he" or "she" whatever the drawing's sex: an animal fits either.
  const fits = (index: number, pronoun: Pronoun) =>
    pronoun === 'any' ||
    plan.cast[index]?.sheet.species !== 'person' ||
    (pronoun !== 'animal' && plan.cast[index]?.sheet.gender === pronoun);
  /** The one character the parent's last message was about without a wish of its own ("Ella", "Opa sieht falsch aus"). */
  let topic: number | undefined;
  /** The one character whose look the last message changed: a look wish after it without a name is theirs. */
  let lookedAt: number | undefined;
  messages.forEach((message, index) => {
    const adding = adds(message);
    const language = customerLanguage(message);
    const first = intents.length;
    // A new title first (issue #21): its words are the title's, not wishes ("call the book Mia's Red Hat").
    const titled = titleWish(message);
    if (titled)
      intents.push({
        kind: 'title',
        message: index,
        page: noPages(),
        ...(titled.title ? { title: titled.title } : {}),
        ...(language ? { written: language } : {}),
      });
    const quoted = takeQuotes(titled ? titled.rest : message);
    const quotes = quoted.quotes;
    // Typos read as the words meant ("yelow", "kürtzer"); names and everyday words stay as written.
    // Only German and English are corrected: the other languages' words are read as written.
    const taken =
      language === undefined || language === 'en' || language === 'de'
        ? {
            ...quoted,
            text: corrected(
              quoted.text,
              (word) => keepsSpelling(word, aliases, plan),
              language === 'de' ? isLookNoun : undefined,
            ),
          }
        : quoted;
    // German "hat" is "has" ("Jonas hat rote Haare"), not the hat.
    const typed = (
      customerLanguage(message) === 'de'
        ? taken.text.replace(/(?<![\p{L}])hat(?![\p{L}])/gu, '   ')
        : taken.text
    )
      .replace(AUDIENCE, (m) => ' '.repeat(m.length))
      // "dark-skinned", "dunkelhäutig": the skin and its tone, as "dark skin" and "dunkel Haut" read.
      .replace(/(?<![\p{L}])(\p{L}+)[- ]?skinned(?![\p{L}])/giu, '$1 skin')
      .replace(/(?<![\p{L}])(\p{L}+?)-?häutig(?:e[nmrs]?)?(?![\p{L}])/giu, '$1 Haut')
      // "redhead", "red-haired", "rothaarig", "Rotschopf": the hair and its colour, as "red hair" reads.
      .replace(HAIR_COMPOUND, (m, colour: string) =>
        hasColour(colour.toLowerCase()) ? `${colour} hair` : m,
      );
    const read = functionWords(typed, language);
    for (const said of sentencesOf(read)) {
      const sentence = dropRejected(said);
      const instead = rejectedColours(said);
      const notKinds = rejectedKinds(said);
      const sentenceStart = intents.length;
      let sentencePage = noPages();
      let sentenceWho: number[] = [];
      for (const piece of clausesOf(sentence)) {
        for (const intent of intentsOf(piece, quotes, aliases, index, language, said, plan)) {
          if (hasPages(intent.page)) {
            sentencePage = intent.page;
            pages.push(intent.page);
          } else if (hasPages(sentencePage)) {
            intent.page = sentencePage;
          }
          if (intent.kind === 'look' || intent.kind === 'fragment') {
            if (intent.who.length > 0) sentenceWho = intent.who;
            else if (intent.kind === 'look' && intent.ambiguous.length === 0 && sentenceWho.length > 0)
              intent.who = sentenceWho;
          } else if ((intent.kind === 'rename' || intent.kind === 'cast') && intent.who.length > 0) {
            sentenceWho = intent.who;
          }
          if (intent.kind === 'look' && instead.length > 0) intent.instead = instead;
          const unnamed = intent.kind === 'kind' && intent.who.length === 0 && intent.ambiguous.length === 0;
          if (intent.kind === 'kind' && (unnamed || LOOK_VERB.test(said.toLowerCase()))) {
            // "Can it be a puppy instead of a bunny?": the one the parent calls by the kind it no longer wants;
            // "Mia soll einen Hund statt einem Fuchs haben": also when the one named only has it.
            const was = whoIn(rejectedText(said), aliases);
            if (was.who.length === 1) Object.assign(intent, { who: was.who, ambiguous: [] });
          }
          const open =
            'who' in intent && intent.who.length === 0 && !('ambiguous' in intent && intent.ambiguous.length);
          if (open && intent.pronoun) {
            // The one the parent was just talking about first ("The fox looks wrong" — "he should be grey").
            const standsFor =
              topic !== undefined && fits(topic, intent.pronoun)
                ? topic
                : [...named].reverse().find((i) => fits(i, intent.pronoun as Pronoun));
            if (standsFor !== undefined) Object.assign(intent, { who: [standsFor], fromContext: true });
          } else if (open && index > 0 && adding && named.length > 0 && intent.kind !== 'fragment') {
            // "Mia should wear glasses" — "and a red hoodie": the one named before.
            Object.assign(intent, { who: [named[named.length - 1] as number], fromContext: true });
          } else if (open && topic !== undefined && intent.kind !== 'fragment') {
            // "Can Lotta look different?" — "blonde hair": the one the parent was talking about.
            Object.assign(intent, { who: [topic], fromContext: true });
          } else if (open && intent.kind === 'look' && lookedAt !== undefined) {
            // "Mia should have curly hair" — "no curls please, just longer hair": the one whose look it was.
            Object.assign(intent, { who: [lookedAt], fromContext: true });
          }
          const person = intent.kind === 'look' ? onlyPersonFor(plan, intent, fits) : undefined;
          if (person !== undefined) Object.assign(intent, { who: [person], ambiguous: [] });
          // "Er soll ein Dackel sein, mit langen Ohren": the next clause is about the one this one is about.
          if ((intent.kind === 'kind' || intent.kind === 'about') && intent.who.length > 0)
            sentenceWho = intent.who;
          if (
            intent.kind === 'fragment' &&
            intent.target &&
            topic !== undefined &&
            intent.who.every((i) => i === topic) &&
            !intents.some((i) => i.kind === 'unknown-kind' || i.kind === 'kind')
          ) {
            // "Krümel ist kein Junge" — "ein Hund": the kind, for the one the parent was talking about.
            const { target } = intent;
            intents.push({
              kind: 'kind',
              message: index,
              page: intent.page,
              who: [topic],
              ambiguous: [],
              target,
            });
            continue;
          }
          if (
            intent.kind === 'fragment' &&
            (intent.also || adding) &&
            intent.who.length === 0 &&
            hasPages(intent.page) &&
            index > 0
          ) {
            // "… and page 9 as well", "Und Seite 14 auch", "the same on page 6": the page wish before — all
            // of it ("night" and "rain" asked for one page) — for these pages too.
            const repeatable = (i: Intent): boolean =>
              REPEATABLE.has(i.kind) && i.message < index && hasPages(i.page);
            const last = [...intents].reverse().find(repeatable);
            // "… night" — "and raining" — "page 6 too": what came after the page wish was for its page.
            for (const later of intents)
              if (last && REPEATABLE.has(later.kind) && later.message > last.message && !hasPages(later.page))
                later.page = structuredClone(last.page);
            const pages = last && JSON.stringify(last.page);
            for (const before of intents.filter((i) => repeatable(i) && JSON.stringify(i.page) === pages))
              intents.push({ ...structuredClone(before), message: index, page: intent.page });
          }
          if (intent.kind === 'fragment' && intent.also && intent.who.length > 0 && index > 0) {
            // "… and Sonni too", "und Krümel auch": the wish before, for them as well.
            const before = [...intents]
              .reverse()
              .find(
                (i): i is Extract<Intent, { kind: 'look' | 'kind' }> =>
                  (i.kind === 'look' || i.kind === 'kind') && i.message < index && i.who.length > 0,
              );
            if (before && !intent.who.every((i) => before.who.includes(i)))
              intents.push({
                ...structuredClone(before),
                message: index,
                who: [...intent.who],
                ambiguous: [],
              });
          }
          // "Her hair darker, like black", "le foulard de Sonni, en vert": a bare colour after a part named
          // without one (or only made darker) is the colour that part is to be — one wish, not two.
          const shadedBefore = intents.slice(sentenceStart).findLast((i) => i.kind === 'look');
          if (
            intent.kind === 'look' &&
            shadedBefore?.kind === 'look' &&
            !shadedBefore.remove &&
            !intent.relative &&
            intent.features.length === 0 &&
            intent.pairs.length === 1 &&
            intent.pairs[0]?.colour &&
            !intent.pairs[0].slot &&
            shadedBefore.pairs.length > 0 &&
            shadedBefore.pairs.every((p) => p.slot && !p.colour) &&
            intent.who.every((i) => shadedBefore.who.includes(i))
          ) {
            const colour = intent.pairs[0].colour;
            shadedBefore.pairs = shadedBefore.pairs.map((p) => ({ ...p, colour }));
            delete shadedBefore.relative;
            continue;
          }
          if ('who' in intent) named.push(...intent.who);
          intents.push(intent);
        }
      }
      // "Krümel ist kein Junge!" and nothing else: what Krümel is then is asked (with the kinds it can be).
      const own = intents.slice(sentenceStart);
      const not = notKinds[0];
      if (not && own.length > 0 && own.every((i) => i.kind === 'fragment')) {
        const about = own.flatMap((i) => (i.kind === 'fragment' ? i.who : []));
        const ambiguous = own.flatMap((i) => (i.kind === 'fragment' ? i.ambiguous : []));
        intents.splice(sentenceStart, own.length, {
          kind: 'which-kind',
          message: index,
          page: noPages(),
          who: [...new Set(about)],
          ambiguous,
          not,
        });
      }
    }
    // The title was asked for ("Change the title") and this message holds no wish it could be alone — no
    // character's look, no page named: it is the title as typed ("Mia and the Rainbow Forest").
    const openTitle = intents.find((i) => i.kind === 'title' && !i.title && i.message === index - 1);
    const line = message
      .trim()
      .replace(/^["'“„«»‘‚「『]+|["'”“«»’」』.!。]+$/gu, '')
      .trim();
    const noWish = (i: Intent): boolean =>
      i.kind === 'fragment' ? i.quotes.length === 0 && !i.yes : PAGE_ONLY.has(i.kind) && !hasPages(i.page);
    if (openTitle?.kind === 'title' && line && intents.length > first && intents.slice(first).every(noWish)) {
      intents.splice(first);
      openTitle.title = line;
      topic = undefined;
      return;
    }
    // A message about one character without a wish of its own sets the topic of the next; a wish ends it.
    const own = intents.slice(first);
    const about = [...new Set(own.flatMap((i) => ('who' in i ? i.who : [])))];
    // A size asked back ("Krümel soll kleiner sein") is about its character too: "dann schwarzes Fell".
    if (
      own.length > 0 &&
      own.every((i) => i.kind === 'fragment' || (i.kind === 'size' && i.adult === undefined))
    )
      topic = about.length === 1 ? about[0] : undefined;
    else topic = undefined;
    const looked = [...new Set(own.flatMap((i) => (i.kind === 'look' || i.kind === 'kind' ? i.who : [])))];
    lookedAt = looked.length === 1 && own.every((i) => i.kind !== 'cast') ? looked[0] : undefined;
  });
  return { intents, pages };
}
