import type { Gender } from '../types';
import type { FrameCharacter, FrameThing, PlotShape, StoryFrame } from './frame';
import { FORMS, LEX, LEXICON, isCharacterCategory, type LexEntry } from './lexicon';
import { findKnownName } from './names';

/**
 * Reads a parent's idea written in German or English into a story frame: every named character with its
 * kind, relationships ("two sisters, Emma and Lotta", "her friend the otter"), places, the goal and the
 * special things. Rule-based and deterministic: the same idea always gives the same frame.
 */

interface Token {
  raw: string;
  lower: string;
  cap: boolean;
  /** First word of a sentence (capitalised for grammar, not because it is a name). */
  start: boolean;
  punct: boolean;
}

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

function tokenize(idea: string): Token[] {
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

function ideaLanguage(tokens: Token[]): 'de' | 'en' {
  const de = tokens.filter((t) =>
    /^(und|der|die|das|ein|eine|einen|mit|im|auf|ist|sein|seine|ihre|ihr|zu|den|dem|sucht|will)$/.test(
      t.lower,
    ),
  ).length;
  const en = tokens.filter((t) =>
    /^(and|the|a|an|with|his|her|is|to|of|in|on|who|wants|finds)$/.test(t.lower),
  ).length;
  return de > en ? 'de' : 'en';
}

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

function findMentions(tokens: Token[], language: 'de' | 'en'): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.punct) continue;
    const two = i + 1 < tokens.length ? `${t.lower} ${tokens[i + 1]?.lower}` : '';
    let entry = FORMS.get(two)?.[0];
    const end = entry ? i + 1 : i;
    if (!entry) {
      entry = FORMS.get(t.lower)?.[0];
      // German nouns are capitalised; a lower-case "bear" in German text is not the animal "Bär".
      if (entry && language === 'de' && !t.cap && entry.cat !== 'event' && /^\p{Lu}/u.test(entry.de.sg))
        entry = undefined;
    }
    if (!entry && language === 'de') entry = compound(t);
    if (!entry) continue;
    // "Bear" written as a name (capitalised, no article, not opening a sentence in English) is a name.
    const prev = tokens[i - 1];
    const next = tokens[end + 1];
    const nameLike = !t.start || (!!next && (AND.has(next.lower) || next.raw === ','));
    if (
      language === 'en' &&
      t.cap &&
      nameLike &&
      !(prev && DETERMINERS.has(prev.lower)) &&
      entry.cat !== 'place'
    ) {
      if (isCharacterCategory(entry.cat) && entry.cat !== 'relative') continue;
    }
    const form = end > i ? two : t.lower;
    // Plural only where the written form is the plural one ("Schwestern", "colours", "puppies").
    const sgForms = [entry.en.sg, entry.de.sg].map((f) => f.toLowerCase());
    const plForms = [entry.en.pl, entry.de.pl, `${entry.de.pl}n`].map((f) => f.toLowerCase());
    const plural =
      !sgForms.includes(form) &&
      (plForms.includes(form) ||
        (language === 'en' && /[^s]s$/.test(form) && (entry.also ?? []).includes(form)));
    const traits: string[] = [];
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const trait = traitOf((tokens[j] as Token).lower);
      if (trait) traits.unshift(trait);
      else if (!/^(very|sehr|ganz)$/.test((tokens[j] as Token).lower)) break;
    }
    mentions.push({ entry, at: i, end, plural, traits });
    i = end;
  }
  return mentions;
}

function isNameToken(tokens: Token[], i: number, language: 'de' | 'en', mentionAt: Set<number>): boolean {
  const t = tokens[i] as Token;
  if (t.punct || !t.cap || mentionAt.has(i) || t.raw.length < 2) return false;
  if (NOT_NAMES.has(t.lower)) return false;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (findKnownName(t.raw)) return true;
  if (prev && NAME_CUES.has(prev.lower)) return true;
  if (prev && DETERMINERS.has(prev.lower)) return false;
  if (language === 'en') {
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

export function analyseIdea(idea: string): StoryFrame {
  const tokens = tokenize(idea);
  const language = ideaLanguage(tokens);
  const mentions = findMentions(tokens, language);
  const mentionAt = new Map<number, Mention>();
  for (const m of mentions) for (let k = m.at; k <= m.end; k += 1) mentionAt.set(k, m);
  const atSet = new Set(mentionAt.keys());

  const characters: FrameCharacter[] = [];
  const add = (c: Omit<FrameCharacter, 'id' | 'role'>, at: number) => {
    characters.push({ ...c, id: '', role: 'companion', at } as FrameCharacter & { at: number });
  };
  const characterMention = (m: Mention | undefined): m is Mention =>
    !!m && isCharacterCategory(m.entry.cat) && m.entry.id !== 'friend';

  // Names and the kind the idea gives them.
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isNameToken(tokens, i, language, atSet)) continue;
    const name = (tokens[i] as Token).raw;
    if (characters.some((c) => c.name === name)) continue;
    let kind: Mention | undefined;
    // "her fox Sonni", "der Igel Igor", "a dragon named Finn", "Oma Hilde"
    const before =
      mentionAt.get(i - 1) ?? (NAME_CUES.has(tokens[i - 1]?.lower ?? '') ? mentionAt.get(i - 2) : undefined);
    if (characterMention(before) && !before.used && !before.plural) kind = before;
    // "Leo the brave little tractor", "Rex, a tiny dinosaur", "Lotta, die kleine Katze"
    if (!kind) {
      let j = i + 1;
      if (tokens[j]?.raw === ',') j += 1;
      if (tokens[j] && /^(the|a|an|der|die|das|ein|eine|is|ist)$/.test(tokens[j]!.lower)) {
        for (let k = j + 1; k <= j + 4 && k < tokens.length; k += 1) {
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
        AND.has(t.lower) ||
        isNameToken(tokens, k, language, atSet) ||
        t.lower === 'named' ||
        t.lower === 'namens'
      ))
        break;
    }
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
      // "… und finden darin einen sprechenden Raben": found on the way, not there from the start.
      const foundAt = tokens.findIndex(
        (t, k) =>
          k < m.at &&
          k > 0 &&
          /^(find\w*|found|discover\w*|meet\w*|met|trifft|treffen|entdeck\w*)$/.test(t.lower),
      );
      const arrives = foundAt > 0 && !personLike && characters.length > 0 && m.at - foundAt <= 5;
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
    ideaLanguage: language,
    characters: cast,
    settings,
    goal: findGoal(tokens, mentions, cast),
    things,
  };
}

function findGoal(tokens: Token[], mentions: Mention[], cast: FrameCharacter[]): StoryFrame['goal'] {
  let shape: PlotShape | undefined;
  let at = -1;
  for (let i = 0; i < tokens.length && !shape; i += 1) {
    const word = (tokens[i] as Token).lower;
    const hit = GOALS.find(([, re]) => re.test(word));
    if (hit) {
      shape = hit[0];
      at = i;
    }
  }
  const beforeAt = tokens.findIndex((t) => BEFORE.test(t.lower));
  const deadlineMention =
    beforeAt >= 0 ? mentions.find((m) => m.at > beforeAt && m.entry.cat === 'event') : undefined;
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
  const after = mentions.filter((m) => m.at > at && (m !== deadlineMention || shape === 'fear'));
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
          const led = mentions.filter(
            (m) =>
              m.at > 0 &&
              /^(to|zu|zum|zur|nach|ans|ins|um)$/.test(tokens[m.at - 1]?.lower ?? '') &&
              m.entry.cat !== 'vehicle',
          );
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
  const beneficiary = mentions.find(
    (m) => m.at > at && (m.entry.cat === 'adult' || m.entry.cat === 'relative') && m !== targetMention,
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
