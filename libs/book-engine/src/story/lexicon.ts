import type { Animal, Place, StoryObject } from '../types';
import words from './data/lexicon.json';
import type { Category as FrameCategory } from './model';

/**
 * The nouns the idea analyser knows, with what German and English grammar needs to write them ("den Igel",
 * "dem Zug", "die Rakete", "an owl", "two sisters") and the nearest picture the illustrator can draw. The
 * entries are data (`data/lexicon.json`): id → [category, "english|plural", "gender|German|Plural", extras].
 */
export type Category =
  'child' | 'relative' | 'adult' | 'animal' | 'creature' | 'vehicle' | 'toy' | 'object' | 'place' | 'event';

export type DeGender = 'm' | 'f' | 'n';

/** The frame's category of a lexicon entry that may be a character (places, objects and events are none). */
export const CHARACTER_CATEGORY = words.characterCategory as Partial<Record<Category, FrameCategory>>;

export interface LexEntry {
  id: string;
  cat: Category;
  en: { sg: string; pl: string };
  /** Nominative singular and plural; `weak` nouns take -(e)n outside the nominative (der Bär, den Bären). */
  de: { g: DeGender; sg: string; pl: string; weak?: boolean };
  /** Extra spellings the idea may use (lower case, whole words), in either language. */
  also?: string[];
  /** Natural gender for people and relatives (the sister is a girl). */
  sex?: 'f' | 'm';
  /** The nearest species/place/object the picture code draws. */
  animal?: Animal;
  place?: Place;
  object?: StoryObject;
  /** For places: where something happens ("on the farm", "auf dem Bauernhof"). */
  at?: { en: string; de: string };
}

type LexExtra = Partial<Omit<LexEntry, 'id' | 'cat' | 'en' | 'de'>> & { weak?: boolean };

const e = (id: string, cat: Category, en: string, de: string, extra: LexExtra = {}): LexEntry => {
  const [sg, pl = `${sg}s`] = en.split('|') as [string, string?];
  const [g, dsg, dpl = dsg] = de.split('|') as [DeGender, string, string?];
  const { weak, ...rest } = extra;
  return { id, cat, en: { sg, pl }, de: { g, sg: dsg, pl: dpl, ...(weak ? { weak } : {}) }, ...rest };
};

export const LEXICON: LexEntry[] = Object.entries(words.entries).map(([id, row]) =>
  e(id, ...(row as [Category, string, string, LexExtra?])),
);

/**
 * Known words of the other book languages (es, fr, it, pt, ru), so an idea written in one of them still finds
 * its characters' kinds and places; the story itself is told from the frame.
 */
const FOREIGN: Record<string, string[]> = words.foreign;

export const LEX: ReadonlyMap<string, LexEntry> = new Map(LEXICON.map((x) => [x.id, x]));

/** Every written form (lower case) → entries; multi-word forms ("fire engine") are matched first. */
export const FORMS: ReadonlyMap<string, LexEntry[]> = (() => {
  const forms = new Map<string, LexEntry[]>();
  const add = (form: string, entry: LexEntry) => {
    const key = form.toLowerCase();
    const list = forms.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    forms.set(key, list);
  };
  for (const x of LEXICON) {
    for (const form of [x.en.sg, x.en.pl, x.de.sg, x.de.pl, ...(x.also ?? [])]) add(form, x);
    for (const form of FOREIGN[x.id] ?? []) add(form, x);
    if (x.de.weak) add(`${x.de.sg}${x.de.sg.endsWith('e') ? 'n' : 'en'}`, x);
    // Dative plural: "den Kindern", "mit den Schafen".
    if (!/[ns]$/.test(x.de.pl)) add(`${x.de.pl}n`, x);
  }
  return forms;
})();

// ── German noun phrases ──────────────────────────────────────────────────────────────────────────────

export type Case = 'nom' | 'acc' | 'dat';

/** The noun itself in a case: weak masculines take -(e)n, dative plurals -n. */
function deNoun(x: LexEntry, kase: Case, plural = false): string {
  if (plural) return kase === 'dat' && !/[ns]$/.test(x.de.pl) ? `${x.de.pl}n` : x.de.pl;
  if (x.de.weak && kase !== 'nom') return x.de.sg.endsWith('e') ? `${x.de.sg}n` : `${x.de.sg}en`;
  return x.de.sg;
}

/**
 * A character's name as the cast writes it (nominative: "Lena", "der Fuchs", "der kleine Rabe", "Oma") after
 * a preposition or verb that takes the accusative ("über", "für", "durch"): only a masculine noun phrase
 * changes ("den Fuchs", "den kleinen Raben"), weak nouns (lexicon `weak`) with -(e)n. Names stay as they are.
 */
export function deAccusative(name: string): string {
  const words = name.trim().split(/\s+/);
  const [article, ...rest] = words as [string, ...string[]];
  const definite = /^der$/i.test(article);
  if (!(definite || /^ein$/i.test(article)) || rest.length === 0) return name;
  const noun = rest[rest.length - 1] as string;
  const adjectives = rest.slice(0, -1);
  // Only "der/ein [adjectives] Noun": anything else ("der Kapitän Blaubär") is left as it is.
  if (!/^\p{Lu}/u.test(noun) || adjectives.some((a) => !/^\p{Ll}/u.test(a))) return name;
  const entry = LEXICON.find((x) => x.de.sg === noun && x.de.g === 'm');
  const declined = adjectives.map((a) => (definite ? a.replace(/e$/, 'en') : a.replace(/er$/, 'en')));
  const acc = definite ? 'den' : 'einen';
  return [
    article[0] === article[0]?.toUpperCase() ? `${acc[0]?.toUpperCase()}${acc.slice(1)}` : acc,
    ...declined,
    entry ? deNoun(entry, 'acc') : noun,
  ].join(' ');
}
