import type { Gender, Language } from '../types';
import type { FrameCharacter, FrameThing, PlotShape, StoryFrame } from './frame';
import type { IdeaVocabulary } from './idea-vocabulary';
import {
  detectLanguage,
  tablesOf,
  tokenizeArabic,
  tokenizeCjk,
  tokenizeGermanEnglish,
  tokenizeWords,
  vocabularyTablesFor,
  type IdeaTables,
  type Token,
} from './idea-reading';
import { FORMS, LEX, LEXICON, isCharacterCategory, type LexEntry } from './lexicon';
import { findKnownName } from './names';

/**
 * Reads a parent's idea into a story frame: every named character with its kind, relationships ("two
 * sisters, Emma and Lotta", "her friend the otter"), places, the goal and the special things. German and
 * English fully; the other nine book languages by their names and known vocabulary (issue #11).
 * Rule-based and deterministic: the same idea always gives the same frame.
 */

interface Mention {
  entry: LexEntry;
  at: number;
  /** Token span (multi-word forms). */
  end: number;
  plural: boolean;
  traits: string[];
  used?: boolean;
}

const DETERMINERS = new Set(
  (
    'a an the his her their my our its this that some two three many every ' +
    'der die das den dem des ein eine einen einem einer eines sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer ' +
    'mein meine meinen meinem unser unsere zwei drei viele jede jeden im am zum zur vom beim ins ' +
    'el la los las un una le les une il lo gli o os as um uma su sa son ses suo sua seu'
  ).split(' '),
);
const NAME_CUES = new Set(
  'named called namens heißt heisst genannt name llamado llamada nommé nommée appelé appelée chiamato chiamata chamado chamada имени зовут'.split(
    ' ',
  ),
);
const AND = new Set(['and', 'und', '&']);
/** Capitalised words that are never names. */
const NOT_NAMES = new Set(
  (
    'the a an and or but once one day when then there this that they we he she it his her i my our ' +
    'der die das ein eine und oder aber als dann da ich wir er sie es sein ihr mein unser eines einmal eines tages ' +
    'monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag sonntag ' +
    'christmas easter weihnachten ostern halloween zwei drei two three mr mrs mama papa mum dad mom oma opa ' +
    'im am zum zur vom beim in an auf unter über mit nach zu von bei für gegen ohne um auf ' +
    'el la los las un una le les une il lo gli os um uma y et e en dans с и в на ' +
    'abenteuer weg tag nacht morgen abend geschichte reise hilfe angst mut freundschaft geheimnis musik ende ' +
    'wasser himmel sonne feuer luft erde welt zeit leben haus hause zuhause alle jeder niemand etwas nichts'
  ).split(' '),
);
const GERMAN_NOUN_SUFFIX = /(ung|heit|keit|schaft|tion|nis|tum|ismus|ität)$/i;

/** The idea's adjectives the writer can use again, canonical English → German stem. */
export const TRAITS: Record<string, { en: string; de: string; match: RegExp }> = {
  talking: { en: 'talking', de: 'sprechend', match: /^(talking|sprechend\w*)$/ },
  magic: { en: 'magic', de: 'magisch', match: /^(magic(al)?|magisch\w*|verzaubert\w*)$/ },
  brave: { en: 'brave', de: 'mutig', match: /^(brave|mutig\w*|tapfer\w*)$/ },
  little: { en: 'little', de: 'klein', match: /^(little|small|tiny|klein\w*|winzig\w*)$/ },
  old: { en: 'old', de: 'alt', match: /^(old|alt(e|en|er|es|em))$/ },
  big: { en: 'big', de: 'groß', match: /^(big|large|huge|groß\w*|gross\w*|riesig\w*)$/ },
  shy: { en: 'shy', de: 'schüchtern', match: /^(shy|schüchtern\w*)$/ },
  lost: { en: 'lost', de: 'verloren', match: /^(lost|verloren\w*)$/ },
  wise: { en: 'wise', de: 'weise', match: /^(wise|weise[nrs]?)$/ },
  flying: { en: 'flying', de: 'fliegend', match: /^(flying|fliegend\w*)$/ },
  golden: { en: 'golden', de: 'golden', match: /^(golden(e|en|er|es|em)?|gold)$/ },
  red: { en: 'red', de: 'rot', match: /^(red|rot(e|en|er|es|em))$/ },
  sleepy: { en: 'sleepy', de: 'müde', match: /^(sleepy|tired|müde[nrs]?)$/ },
  friendly: { en: 'friendly', de: 'freundlich', match: /^(friendly|freundlich\w*)$/ },
  clever: { en: 'clever', de: 'klug', match: /^(clever|smart|klug\w*|schlau\w*)$/ },
  grumpy: { en: 'grumpy', de: 'mürrisch', match: /^(grumpy|mürrisch\w*|grummelig\w*)$/ },
  lonely: { en: 'lonely', de: 'einsam', match: /^(lonely|einsam\w*)$/ },
  secret: { en: 'secret', de: 'geheim', match: /^(secret|geheim(e|en|er|es|em))$/ },
  paper: { en: 'paper', de: 'papieren', match: /^(paper|papieren\w*)$/ },
  new: { en: 'new', de: 'neu', match: /^(new|neu(e|en|er|es|em))$/ },
};
const traitOf = (word: string): string | undefined =>
  Object.entries(TRAITS).find(([, t]) => t.match.test(word))?.[0];

/** Goal words → plot shape, English and German (prefixes so German inflections count). */
const GOALS: Array<[PlotShape, RegExp]> = [
  ['rescue', /^(rescue\w*|save[sd]?|saving|free[sd]?|stuck|trapped|rett\w*|befrei\w*|gefangen\w*)$/],
  [
    'celebration',
    /^(birthday|party|celebrat\w*|festival|wedding|prepar\w*|geburtstag\w*|fest|feier\w*|hochzeit\w*|vorbereit\w*|bereite[nt]?)$/,
  ],
  ['fear', /^(afraid|scared|fears?|frighten\w*|overcome\w*|angst|fürchte\w*|traut|ängstlich\w*)$/],
  ['learn', /^(learn\w*|practi[cs]\w*|lern\w*|übt|üben)$/],
  ['friendship', /^(befriend\w*|lonely|friends|einsam\w*|anfreunden|freunde|freundschaft\w*)$/],
  [
    'build',
    /^(build\w*|built|make|makes|making|bake[sd]?|baking|bau(t|en)|bastel\w*|back(t|en)|zimmer\w*|erfind\w*|invent\w*)$/,
  ],
  [
    'journey',
    /^(visit\w*|travel\w*|journey\w*|trip|besuch\w*|reis\w*|fährt|fahren|fliegt|fliegen|sail\w*|segel\w*)$/,
  ],
  [
    'mystery',
    /^(discover\w*|mystery|mysterious|secret|strange|investigat\w*|entdeck\w*|geheimnis\w*|rätsel\w*|seltsam\w*|merkwürdig\w*|geräusch\w*|noises?)$/,
  ],
  [
    'quest',
    /^(find\w*|search\w*|look|looking|lost|missing|seek\w*|such\w*|find\w*|verlor\w*|verschwund\w*|vermisst\w*|finden)$/,
  ],
  ['deadline', /^(help\w*|hilft|helfen|helf\w*)$/],
];
const CELEBRATIONS = ['birthday', 'party', 'christmas', 'wedding', 'festival'];
const BEFORE = /^(before|bevor|rechtzeitig|until|bis|vor)$/;

/** German compounds end in a known noun: "Zauberdrache" → dragon, "Holzboot" → boat. */
function compound(token: Token): LexEntry | undefined {
  if (!token.cap || token.lower.length < 6) return undefined;
  let best: LexEntry | undefined;
  let bestLength = 0;
  for (const entry of LEXICON) {
    for (const form of [entry.de.sg, entry.de.pl]) {
      const f = form.toLowerCase();
      if (f.length >= 4 && f.length > bestLength && token.lower.endsWith(f) && token.lower !== f) {
        best = entry;
        bestLength = f.length;
      }
    }
  }
  return best;
}

/** German and English read with the tables above, as they always were. */
function germanEnglishTables(language: Language): IdeaTables {
  const english = language !== 'de';
  return {
    language,
    script: 'latin',
    rules: english ? 'en' : 'de',
    forms: FORMS,
    maxWords: 2,
    goals: GOALS,
    before: BEFORE,
    beforeFollowsEvent: false,
    verbFinal: false,
    and: AND,
    nameCues: [...NAME_CUES],
    cueFollowsName: false,
    determiners: DETERMINERS,
    pluralDeterminers: new Set(),
    kindLinks: new Set(['the', 'a', 'an', 'der', 'die', 'das', 'ein', 'eine', 'is', 'ist']),
    notNames: NOT_NAMES,
    traitOf,
    traitsFollow: false,
    intensifier: /^(very|sehr|ganz)$/,
    plural: (form, entry) => {
      // Plural only where the written form is the plural one ("Schwestern", "colours", "puppies").
      const sgForms = [entry.en.sg, entry.de.sg].map((f) => f.toLowerCase());
      const plForms = [entry.en.pl, entry.de.pl, `${entry.de.pl}n`].map((f) => f.toLowerCase());
      return (
        !sgForms.includes(form) &&
        (plForms.includes(form) ||
          (language === 'en' && /[^s]s$/.test(form) && (entry.also ?? []).includes(form)))
      );
    },
    toward: /^(to|zu|zum|zur|nach|ans|ins|um)$/,
    towardAfter: false,
    found: /^(find\w*|found|discover\w*|meet\w*|met|trifft|treffen|entdeck\w*)$/,
  };
}

/** Tokens i … i+n-1 as one lookup key; an elided article joins the next word ("l’" + "arbre"). */
function joined(tokens: Token[], i: number, n: number): string | undefined {
  if (i < 0 || i + n > tokens.length) return undefined;
  let key = '';
  for (let k = i; k < i + n; k += 1) {
    const t = tokens[k] as Token;
    key = k === i ? t.lower : key.endsWith('’') ? `${key}${t.lower}` : `${key} ${t.lower}`;
  }
  return key;
}

/** The trait spelt by one or two tokens ending (backward) or starting (forward) at j, and its width. */
function traitAt(
  tokens: Token[],
  j: number,
  tables: IdeaTables,
  forward: boolean,
): [string, number] | undefined {
  if (tables.rules === 'vocabulary') {
    const two = joined(tokens, forward ? j : j - 1, 2);
    const trait = two === undefined ? undefined : tables.traitOf(two);
    if (trait) return [trait, 2];
  }
  const t = tokens[j];
  const trait = t && !t.punct ? tables.traitOf(t.lower) : undefined;
  return trait ? [trait, 1] : undefined;
}

/** A name cue right before token i ("named", "llamado", "叫", "di nome"): how many tokens it takes. */
function cueBefore(tokens: Token[], i: number, tables: IdeaTables): number {
  for (const n of [3, 2, 1]) {
    if (i - n < 0) continue;
    if (tables.nameCues.includes(joined(tokens, i - n, n) ?? '')) return n;
  }
  return 0;
}

/** A name cue right after token i ("レオという", "레오라는"). */
function cueAfter(tokens: Token[], i: number, tables: IdeaTables): number {
  if (!tables.cueFollowsName) return 0;
  for (const n of [2, 1]) if (tables.nameCues.includes(joined(tokens, i + 1, n) ?? '')) return n;
  return 0;
}

function findMentions(tokens: Token[], tables: IdeaTables): Mention[] {
  const { language } = tables;
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.punct) continue;
    let entry: LexEntry | undefined;
    let end = i;
    for (let n = tables.maxWords; n >= 2 && !entry; n -= 1) {
      const key = joined(tokens, i, n) ?? '';
      entry = tables.forms.get(key)?.[0];
      if (entry) end = i + n - 1;
    }
    if (!entry) {
      entry = tables.forms.get(t.lower)?.[0];
      // German nouns are capitalised; a lower-case "bear" in German text is not the animal "Bär".
      if (entry && language === 'de' && !t.cap && entry.cat !== 'event' && /^\p{Lu}/u.test(entry.de.sg))
        entry = undefined;
    }
    if (!entry && language === 'de') entry = compound(t);
    if (!entry) continue;
    // "una coruja chamada Lua", "il drago Fuoco", "…, Luna busca": a capitalised word after a name cue or a
    // character, or inside a sentence without an article, is a name, not the moon or the fire.
    if (tables.rules === 'vocabulary' && t.cap && entry.cat !== 'relative') {
      const last = mentions[mentions.length - 1];
      const afterCharacter = !!last && last.end === i - 1 && isCharacterCategory(last.entry.cat);
      const bare = !t.start && !tables.determiners.has(tokens[i - 1]?.lower ?? '') && entry.cat !== 'event';
      if (cueBefore(tokens, i, tables) || afterCharacter || bare) continue;
    }
    // "Bear" written as a name (capitalised, no article, not opening a sentence in English) is a name.
    const prev = tokens[i - 1];
    const next = tokens[end + 1];
    const nameLike = !t.start || (!!next && (tables.and.has(next.lower) || next.raw === ','));
    if (
      tables.script === 'latin' &&
      tables.rules !== 'de' &&
      t.cap &&
      nameLike &&
      !(prev && tables.determiners.has(prev.lower)) &&
      entry.cat !== 'place'
    ) {
      if (isCharacterCategory(entry.cat) && entry.cat !== 'relative') continue;
    }
    const form = joined(tokens, i, end - i + 1) as string;
    const plural = tables.plural(form, entry, prev?.lower);
    const traits: string[] = [];
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const trait = traitAt(tokens, j, tables, false);
      if (trait) {
        traits.unshift(trait[0]);
        j -= trait[1] - 1;
      } else if (!tables.intensifier.test((tokens[j] as Token).lower)) break;
    }
    // "le tracteur courageux", "los colores perdidos": Romance adjectives follow the noun.
    if (tables.traitsFollow)
      for (let j = end + 1; j <= end + 3 && j < tokens.length;) {
        const trait = traitAt(tokens, j, tables, true);
        if (!trait) break;
        if (!traits.includes(trait[0])) traits.push(trait[0]);
        j += trait[1];
      }
    mentions.push({ entry, at: i, end, plural, traits });
    i = end;
  }
  return mentions;
}

function isNameToken(
  tokens: Token[],
  i: number,
  tables: IdeaTables,
  mentionAt: ReadonlyMap<number, Mention>,
): boolean {
  if (tables.script !== 'latin') return isNameInScript(tokens, i, tables, mentionAt);
  const t = tokens[i] as Token;
  if (t.punct || !t.cap || mentionAt.has(i) || t.raw.length < 2) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (tables.rules === 'vocabulary') {
    // "Mía y …", "Léo, le …", "Sonni busca …" open with a name; "Érase una vez", "Un día", "Mia sorella" do not.
    const opensWithName =
      !!next &&
      (next.raw === ',' ||
        tables.and.has(next.lower) ||
        (!next.cap && !next.punct && !tables.notNames.has(next.lower) && !tables.forms.has(next.lower)));
    // "Leo e Mia": a known name inside a sentence is a name even where it is also a word ("mia", "my").
    if (findKnownName(t.raw) && (!t.start || opensWithName)) return true;
    if (tables.notNames.has(t.lower) || tables.goals.some(([, re]) => re.test(t.lower))) return false;
    if (prev && cueBefore(tokens, i, tables)) return true;
    if (prev && tables.determiners.has(prev.lower)) return false;
    return !t.start || opensWithName;
  }
  if (tables.notNames.has(t.lower)) return false;
  if (findKnownName(t.raw)) return true;
  if (prev && cueBefore(tokens, i, tables)) return true;
  if (prev && tables.determiners.has(prev.lower)) return false;
  if (tables.rules === 'en') {
    if (!t.start) return true;
    // A sentence opens with a name when a verb, "and" or a comma follows: "Finn wants …", "Sam, a …".
    return !!next && ((!next.cap && !next.punct) || next.raw === ',');
  }
  if (GERMAN_NOUN_SUFFIX.test(t.lower)) return false;
  // German capitalises every noun: a name stands next to a character word, another name or a verb.
  if (prev && mentionAt.has(i - 1)) return true;
  if (next && AND.has(next.lower)) return true;
  if (prev && (AND.has(prev.lower) || prev.raw === ',')) return true;
  if (next && next.raw === ',') return true;
  return !!next && !next.cap && !next.punct && !DETERMINERS.has(next.lower) && /(t|en|st)$/.test(next.lower);
}

/**
 * Chinese, Japanese, Korean and Arabic have no capitals: a name is a known name, a name in Latin letters, or
 * a short unknown run right after a character ("狐狸松尼", "الثعلب سوني"), next to "and" ("米娅和…") or a
 * name cue ("叫松尼", "레오라는").
 */
function isNameInScript(
  tokens: Token[],
  i: number,
  tables: IdeaTables,
  mentionAt: ReadonlyMap<number, Mention>,
): boolean {
  const t = tokens[i] as Token;
  if (t.punct || mentionAt.has(i)) return false;
  if (/^\p{Script=Latin}/u.test(t.raw))
    return t.cap && t.raw.length >= 2 && !NOT_NAMES.has(t.lower) && !tables.notNames.has(t.lower);
  const length = [...t.raw].length;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  const before =
    mentionAt.get(i - 1) ?? (japaneseApposition(tokens, i, tables) ? mentionAt.get(i - 2) : undefined);
  const placed =
    (!!before && isCharacterCategory(before.entry.cat)) ||
    (!!prev && tables.and.has(prev.lower)) ||
    (!!next && tables.and.has(next.lower)) ||
    cueBefore(tokens, i, tables) > 0 ||
    cueAfter(tokens, i, tables) > 0;
  const known = findKnownName(t.raw);
  // "天空" is the sky and "بن" a son before it is Ben: short or sky-named forms need a name's place.
  if (known && (placed || (known.id !== 'sora' && length >= (tables.script === 'arabic' ? 3 : 2))))
    return true;
  if (!t.unknown || length < 2 || (tables.script === 'cjk' && length > 4)) return false;
  // Hiragana is grammar ("ふたり", "みつける"); a hiragana name needs its cue.
  if (tables.language === 'ja' && /^\p{Script=Hiragana}+$/u.test(t.raw))
    return cueBefore(tokens, i, tables) > 0 || cueAfter(tokens, i, tables) > 0;
  return placed;
}

/** "ねこのモモ" is Momo the cat: a Japanese name after "の" takes the kind before it. */
const japaneseApposition = (tokens: Token[], i: number, tables: IdeaTables): boolean =>
  tables.language === 'ja' && tokens[i - 1]?.lower === 'の';

/** "エマとロタのふたりの姉妹", "艾玛和洛塔两姐妹": in CJK the group follows the names it joins. */
function groupAfter(
  tokens: Token[],
  i: number,
  tables: IdeaTables,
  mentionAt: ReadonlyMap<number, Mention>,
): Mention | undefined {
  let joinedByAnd = tables.and.has(tokens[i - 1]?.lower ?? '');
  for (let k = i + 1; k <= i + 6 && k < tokens.length; k += 1) {
    const m = mentionAt.get(k);
    if (m) {
      const groupKind = m.entry.cat === 'child' || m.entry.cat === 'animal' || m.entry.cat === 'creature';
      return m.plural && groupKind && joinedByAnd ? m : undefined;
    }
    const t = tokens[k] as Token;
    if (tables.and.has(t.lower)) joinedByAnd = true;
    else if (
      !isNameToken(tokens, k, tables, mentionAt) &&
      !(
        tables.notNames.has(t.lower) &&
        (!tables.determiners.has(t.lower) || tables.pluralDeterminers.has(t.lower))
      )
    )
      return undefined;
  }
  return undefined;
}

function genderOf(name: string, tokens: Token[]): Gender | undefined {
  const known = findKnownName(name);
  if (known) return known.gender;
  return genderFromName(name) ?? genderFromPronouns(tokens);
}

/** Last resort for an unknown name: many girls' names end in a vowel in the book languages. */
export const genderFromName = (name: string): Gender | undefined =>
  /[aei]$/i.test(name) ? 'f' : /[bdgklmnrst]$/i.test(name) ? 'm' : undefined;

function genderFromPronouns(tokens: Token[]): Gender | undefined {
  const f = tokens.filter((t) => /^(she|her|girl|daughter|sie|mädchen|tochter)$/.test(t.lower)).length;
  const m = tokens.filter((t) => /^(he|him|his|boy|son|er|sein|seine|junge|sohn)$/.test(t.lower)).length;
  if (f === m) return undefined;
  return f > m ? 'f' : 'm';
}

/**
 * Reads a parent's idea into a story frame. German and English as always; the other book languages with
 * their vocabulary (idea-vocabularies.ts), cut into tokens by script, then read by the same rules.
 */
export function analyseIdea(idea: string): StoryFrame {
  const language = detectLanguage(idea);
  return readIdea(idea, vocabularyTablesFor(language) ?? germanEnglishTables(language));
}

/** Reads an idea with a vocabulary not (yet) registered: how Russian and Arabic will be read. */
export const analyseIdeaWith = (idea: string, vocabulary: IdeaVocabulary): StoryFrame =>
  readIdea(idea, tablesOf(vocabulary));

function tokenizeFor(idea: string, tables: IdeaTables): Token[] {
  if (tables.script === 'cjk') return tokenizeCjk(idea, tables);
  if (tables.script === 'arabic') return tokenizeArabic(idea, tables);
  return tables.rules === 'vocabulary' ? tokenizeWords(idea, tables) : tokenizeGermanEnglish(idea);
}

function readIdea(idea: string, tables: IdeaTables): StoryFrame {
  const tokens = tokenizeFor(idea, tables);
  const mentions = findMentions(tokens, tables);
  const mentionAt = new Map<number, Mention>();
  for (const m of mentions) for (let k = m.at; k <= m.end; k += 1) mentionAt.set(k, m);
  const latin = tables.script === 'latin';

  const characters: FrameCharacter[] = [];
  const add = (c: Omit<FrameCharacter, 'id' | 'role'>, at: number) => {
    characters.push({ ...c, id: '', role: 'companion', at } as FrameCharacter & { at: number });
  };
  const characterMention = (m: Mention | undefined): m is Mention =>
    !!m && isCharacterCategory(m.entry.cat) && m.entry.id !== 'friend';

  // Names and the kind the idea gives them.
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isNameToken(tokens, i, tables, mentionAt)) continue;
    const name = (tokens[i] as Token).raw;
    if (characters.some((c) => c.name === name)) continue;
    let kind: Mention | undefined;
    // "her fox Sonni", "der Igel Igor", "a dragon named Finn", "Oma Hilde", "狐狸松尼", "一只狐狸叫松尼"
    const cue = cueBefore(tokens, i, tables);
    const before =
      mentionAt.get(i - 1) ??
      (cue ? mentionAt.get(i - 1 - cue) : undefined) ??
      (japaneseApposition(tokens, i, tables) ? mentionAt.get(i - 2) : undefined);
    if (characterMention(before) && !before.used && !before.plural) kind = before;
    // "Leo the brave little tractor", "Rex, a tiny dinosaur", "Léo, le petit tracteur", "レオという…トラクター"
    if (!kind) {
      let j: number | undefined;
      if (latin) {
        j = i + 1;
        if (tokens[j]?.raw === ',') j += 1;
        if (!(tokens[j] && tables.kindLinks.has(tokens[j]!.lower))) j = undefined;
      } else if (tables.script === 'arabic') j = i;
      else {
        const after = cueAfter(tokens, i, tables);
        if (after) j = i + after;
        else if (cue && tokens[i + 1]?.lower === '的') j = i + 1;
        else if (tables.kindLinks.has(tokens[i + 1]?.lower ?? '')) j = i + 1;
        else if (tokens[i + 1]?.punct && tables.kindLinks.has(tokens[i + 2]?.lower ?? '')) j = i + 2;
      }
      if (j !== undefined) {
        const reach = tables.script === 'arabic' ? 1 : 4;
        for (let k = j + 1; k <= j + reach && k < tokens.length; k += 1) {
          const m = mentionAt.get(k);
          if (m) {
            if (characterMention(m) && !m.used && !m.plural) kind = m;
            break;
          }
          if (tokens[k]!.punct || tokens[k]!.cap) break;
        }
      }
    }
    // "two sisters, Emma and Lotta" / "Zwei Schwestern, Emma und Lotta": the group's kind for each name.
    const cueWords = tables.rules === 'vocabulary' ? tables.nameCues : ['named', 'namens'];
    let group: Mention | undefined;
    for (let k = i - 1; k >= Math.max(0, i - 6) && !kind; k -= 1) {
      const m = mentionAt.get(k);
      if (m?.plural && (m.entry.cat === 'child' || m.entry.cat === 'animal' || m.entry.cat === 'creature')) {
        group = m;
        break;
      }
      const t = tokens[k] as Token;
      if (!(
        t.raw === ',' ||
        tables.and.has(t.lower) ||
        isNameToken(tokens, k, tables, mentionAt) ||
        cueWords.includes(t.lower)
      ))
        break;
    }
    if (!kind && !group && tables.script === 'cjk') group = groupAfter(tokens, i, tables, mentionAt);
    const entry = kind?.entry ?? group?.entry;
    if (kind) kind.used = true;
    if (group) group.used = true;
    const sex = entry?.sex ?? (entry && entry.cat !== 'child' ? undefined : genderOf(name, tokens));
    add(
      {
        name,
        kind: entry && entry.id !== 'twin' ? entry.id : sex === 'f' ? 'girl' : sex === 'm' ? 'boy' : 'child',
        category: entry?.cat ?? 'child',
        ...(sex ? { sex } : entry?.cat === 'child' || !entry ? {} : {}),
        traits: kind?.traits ?? [],
      },
      i,
    );
  }

  // Characters the idea mentions without a name: "her fox", "a talking raven", "the farmer", "grandma".
  const things: FrameThing[] = [];
  const settings: string[] = [];
  for (const m of mentions) {
    if (m.used) continue;
    const { entry } = m;
    if (entry.cat === 'place') {
      if (!settings.includes(entry.id)) settings.push(entry.id);
      continue;
    }
    if (entry.cat === 'event') continue;
    const personLike = entry.cat === 'child' || entry.cat === 'relative' || entry.cat === 'adult';
    const alive = personLike || entry.cat === 'animal' || entry.cat === 'creature';
    const namedChild = characters.some((c) => c.name && c.category === 'child');
    if ((entry.id === 'boy' || entry.id === 'girl') && namedChild) continue;
    if (entry.id === 'friend' || entry.id === 'child' || (personLike && m.plural && characters.length > 0))
      continue;
    if (alive) {
      if (characters.some((c) => c.kind === entry.id && !c.name)) continue;
      // "… und finden darin einen sprechenden Raben": found on the way, not there from the start;
      // "しゃべるカラスを見つける": in Japanese and Korean the finding follows.
      const foundAt = tables.verbFinal
        ? tokens.findIndex((t, k) => k > m.end && k - m.end <= 5 && tables.found.test(t.lower))
        : tokens.findIndex((t, k) => k < m.at && k > 0 && tables.found.test(t.lower));
      const arrives = foundAt > 0 && !personLike && characters.length > 0 && Math.abs(m.at - foundAt) <= 5;
      add(
        {
          kind: entry.id,
          category: entry.cat,
          ...(entry.sex ? { sex: entry.sex } : {}),
          traits: m.traits,
          ...(arrives ? { arrives } : {}),
        },
        m.at,
      );
    } else if (!things.some((t) => t.kind === entry.id)) {
      things.push({ kind: entry.id, traits: m.traits });
    }
  }
  // The idea's order, the protagonist first: the first named child, else the first named one, else the first.
  characters.sort((a, b) => (a as unknown as { at: number }).at - (b as unknown as { at: number }).at);
  const personish = (c: FrameCharacter) => c.category === 'child';
  const young = (c: FrameCharacter) => c.category !== 'adult' && c.category !== 'relative';
  const hero =
    characters.find((c) => c.name && young(c)) ??
    characters.find((c) => c.name) ??
    characters.find((c) => personish(c)) ??
    characters[0];
  const ordered = hero ? [hero, ...characters.filter((c) => c !== hero)] : [];
  const cast = ordered.map((c, index) => {
    const { at: _at, ...rest } = c as FrameCharacter & { at: number };
    return {
      ...rest,
      id: `c${index + 1}`,
      role: index === 0 ? 'protagonist' : 'companion',
    } as FrameCharacter;
  });
  if (cast[0] && !cast[0].sex && cast[0].category === 'child') {
    const sex = genderFromPronouns(tokens);
    if (sex) cast[0].sex = sex;
  }

  return {
    version: 1,
    ideaLanguage: tables.language,
    characters: cast,
    settings,
    goal: findGoal(tokens, mentions, cast, tables),
    things,
  };
}

function findGoal(
  tokens: Token[],
  mentions: Mention[],
  cast: FrameCharacter[],
  tables: IdeaTables,
): StoryFrame['goal'] {
  let shape: PlotShape | undefined;
  let at = -1;
  for (let i = 0; i < tokens.length && !shape; i += 1) {
    const word = (tokens[i] as Token).lower;
    const hit = tables.goals.find(([, re]) => re.test(word));
    if (hit) {
      shape = hit[0];
      at = i;
    }
  }
  // Japanese and Korean end on the main verb: "閉じ込められた…ドラゴンを救う" is about the rescue at the end.
  if (tables.verbFinal && shape) {
    const pattern = tables.goals.find(([s]) => s === shape)?.[1];
    for (let i = tokens.length - 1; i > at && pattern; i -= 1)
      if (pattern.test((tokens[i] as Token).lower)) {
        at = i;
        break;
      }
  }
  const beforeAt = tokens.findIndex((t) => !t.punct && tables.before.test(t.lower));
  // "before the storm"; "暴风雨之前", "嵐の前に", "폭풍이 오기 전에" name the event first.
  const deadlineMention =
    beforeAt < 0
      ? undefined
      : tables.beforeFollowsEvent
        ? mentions.filter((m) => m.at < beforeAt && beforeAt - m.end <= 4 && m.entry.cat === 'event').pop()
        : mentions.find((m) => m.at > beforeAt && m.entry.cat === 'event');
  if (deadlineMention && (!shape || !['celebration', 'rescue', 'fear', 'learn'].includes(shape)))
    shape = 'deadline';
  // An idea that names a celebration is about preparing it, even when it says "bake" or "find" first.
  const occasion = mentions.find((m) => CELEBRATIONS.includes(m.entry.id));
  if (
    occasion &&
    (!shape ||
      shape === 'build' ||
      shape === 'quest' ||
      (shape === 'deadline' && occasion === deadlineMention))
  )
    shape = 'celebration';
  if (!shape) {
    const hasThing = mentions.find((m) => m.entry.cat === 'object' || m.entry.cat === 'vehicle');
    shape = hasThing ? 'mystery' : 'friendship';
  }
  const aside = (m: Mention) => m !== deadlineMention || shape === 'fear';
  // Japanese and Korean name the goal's object before its verb ("ツリーハウスを作って"): nearest first.
  const after = [
    ...(tables.verbFinal && at >= 0 ? mentions.filter((m) => m.at < at && !m.used).reverse() : []),
    ...mentions.filter((m) => m.at > at),
  ].filter(aside);
  // The hero is never the goal's target (the mouse in "a paper boat sails … with a little mouse").
  const castKinds = new Set([
    ...cast.filter((c) => c.name).map((c) => c.kind),
    ...(cast[0] ? [cast[0].kind] : []),
  ]);
  const person = (m: Mention) =>
    ['child', 'relative', 'adult', 'animal', 'creature'].includes(m.entry.cat) && !castKinds.has(m.entry.id);
  // A journey leads to whom or where the idea sends them: "to visit grandma", "travels to space".
  const toward =
    shape === 'journey'
      ? (() => {
          const led = mentions.filter((m) => {
            const word = tables.towardAfter ? tokens[m.end + 1] : m.at > 0 ? tokens[m.at - 1] : undefined;
            return tables.toward.test(word?.lower ?? '') && m.entry.cat !== 'vehicle';
          });
          return led.find(person) ?? led[0];
        })()
      : undefined;
  const targetMention =
    toward ??
    (shape === 'celebration' ? occasion : undefined) ??
    (shape === 'journey' ? (after.find(person) ?? after.find((m) => m.entry.cat === 'place')) : undefined) ??
    after.find(
      (m) =>
        m.entry.cat === 'object' ||
        m.entry.cat === 'event' ||
        m.entry.cat === 'toy' ||
        m.entry.cat === 'vehicle',
    ) ??
    (shape === 'rescue' || shape === 'journey' || shape === 'friendship' || shape === 'deadline'
      ? after.find(person)
      : undefined);
  const beneficiary = (tables.verbFinal ? after : mentions.filter((m) => m.at > at)).find(
    (m) => (m.entry.cat === 'adult' || m.entry.cat === 'relative') && m !== targetMention,
  );
  const deadline =
    shape === 'fear'
      ? undefined
      : (deadlineMention?.entry.id ?? (shape === 'deadline' ? 'night' : undefined));
  // "learn to ride a bike" is learning to cycle, not about a bicycle.
  if (shape === 'learn' && targetMention?.entry.id === 'bicycle')
    return { shape, target: 'cycling', targetTraits: [], ...(deadline ? { deadline } : {}) };
  return {
    shape,
    ...(targetMention ? { target: targetMention.entry.id } : {}),
    targetTraits: targetMention?.traits ?? [],
    ...(targetMention?.plural ? { targetPlural: true } : {}),
    ...(beneficiary && shape === 'deadline' ? { beneficiary: beneficiary.entry.id } : {}),
    ...(deadline ? { deadline } : {}),
  };
}

export const lex = (id: string): LexEntry => {
  const entry = LEX.get(id);
  if (!entry) throw new Error(`Unknown lexicon id ${id}`);
  return entry;
};
