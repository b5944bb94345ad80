/**
 * The fidelity corpus's file format (issue #21) and its checks. Tuning files live in `bench/fidelity/corpus/`,
 * held-out files in `bench/fidelity/held-out/` (nobody tunes the engine on them). Both hold the same kinds of
 * file: `ideas.<lang>.json`, `refinement-messages.json`, `conversations.json`.
 *
 * Expected words are stems in the idea's language, matched case- and diacritics-insensitively; `a|b` lists
 * alternatives (`Pangolin|Schuppentier`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar'] as const;
export type CorpusLanguage = (typeof LANGUAGES)[number];
export const AGE_RANGES = ['0-3', '3-6', '6-9', '9-12', '12-15', '15-17'] as const;

/** What kind of idea it is; the held-out part takes about 35 % of every category. */
export const CATEGORIES = [
  'pets', // named pets with breeds and colours
  'siblings', // several children
  'family', // grandparents, parents, relatives
  'vehicles',
  'jobs',
  'feelings', // shy, afraid of the dark / water / a new school
  'rare-animals', // pangolin, axolotl, narwhal, okapi, capybara …
  'nouns', // ordinary less common nouns: lighthouse, submarine, violin, library …
  'looks', // hair, glasses, colours
  'short',
  'long',
  'typos', // typos, missing capitals
  'no-shape', // fits no plot shape
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One look the idea gives a named character; each given field counts as one look. */
export interface ExpectedLook {
  /** Hair colour family (persons): black, white, grey, brown, red, orange, yellow, blonde, green, blue, purple, pink; `a|b` alternatives. */
  hair?: string;
  /** Fur / skin / body colour family (animals, vehicles). */
  body?: string;
  /** Clothing (scarf, hoodie, dress, overalls, cape) and/or its colour family. */
  clothing?: string;
  clothingColour?: string;
  /** Features to be drawn: glasses, freckles, hat, bow, curls. */
  features?: string[];
  /** Hair length drawn: short, medium or long. */
  hairLength?: string;
  /** What is drawn: `person` or an animal (`dog`, `cat`, …); `a|b` alternatives. */
  species?: string;
}

export interface IdeaCase {
  id: string;
  category: Category;
  language: CorpusLanguage;
  /** A specific age (0–17) or a range of spec §5. */
  age: number | (typeof AGE_RANGES)[number];
  idea: string;
  /** Named characters, exact strings as the idea writes them (the book must keep them as words). */
  names: string[];
  /** Stems of what the characters are, in the idea's language (`Dackel|Hund`). */
  kinds?: string[];
  places?: string[];
  goal?: string[];
  looks?: Record<string, ExpectedLook>;
  /** Words of the idea that are not characters and must never become one ("Nachts", "Gemeinsam", "Locken"). */
  notCharacters?: string[];
  /** Named characters the cover must show (default: every name). */
  cover?: string[];
}

/** What a refinement should become. `clarify`: a question back; otherwise a plan with these changes. */
export interface ExpectedChange {
  target: 'page_text' | 'page_scene' | 'character' | 'book';
  /** `a|b` alternatives (`rewrite|shorten`). */
  action: string;
  /** The character's name as the book writes it (for character changes). */
  character?: string;
  /** The viewer page number (cover = 1), as the parent sees it. */
  page?: number;
  /** Stems or colour families the change's value must show (`blue`, `dog`, `Luna`, `watercolor`). */
  value?: string[];
}
export type ExpectedOutcome = { kind: 'clarify' } | { kind: 'plan'; changes: ExpectedChange[] };

/** The produced books refinements run against (defined in the bench, `books.ts`). */
export const BOOKS = ['mia-sonni', 'jonas-kruemel', 'lotta-board', 'ben-bilingual'] as const;
export type BookKey = (typeof BOOKS)[number];

export interface MessageCase {
  id: string;
  book: BookKey;
  locale: 'de' | 'en';
  /** Viewer pages the parent looks at ("this page" is the first); default none. */
  focusPages?: number[];
  message: string;
  expect: ExpectedOutcome;
}

export interface ConversationTurn {
  message: string;
  expect: ExpectedOutcome;
  focusPages?: number[];
  /** The parent confirms the plan of this turn: it is applied and the session's history starts anew. */
  confirm?: boolean;
}

export interface ConversationCase {
  id: string;
  book: BookKey;
  locale: 'de' | 'en';
  turns: ConversationTurn[];
}

export interface Corpus {
  ideas: IdeaCase[];
  messages: MessageCase[];
  conversations: ConversationCase[];
}

export const TUNING_DIR = join(__dirname, 'corpus');
export const HELD_OUT_DIR = join(__dirname, 'held-out');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** Reads one part of the corpus (tuning or held-out). */
export function loadCorpus(dir: string): Corpus {
  const files = readdirSync(dir).sort();
  const ideas = files
    .filter((f) => /^ideas\.[a-z]{2}\.json$/.test(f))
    .flatMap((f) => readJson(join(dir, f)) as IdeaCase[]);
  const messages = files.includes('refinement-messages.json')
    ? (readJson(join(dir, 'refinement-messages.json')) as MessageCase[])
    : [];
  const conversations = files.includes('conversations.json')
    ? (readJson(join(dir, 'conversations.json')) as ConversationCase[])
    : [];
  return { ideas, messages, conversations };
}

// ── Checks (they name entries by id and field, never by content: the held-out text stays unseen) ─────

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string' && s.trim().length > 0);
const LOOK_KEYS = ['hairLength', 'hair', 'body', 'clothing', 'clothingColour', 'features', 'species'];
const TARGETS = ['page_text', 'page_scene', 'character', 'book'];
const ACTIONS = [
  'rewrite',
  'shorten',
  'translate_line',
  'set_action',
  'set_cast',
  'set_place',
  'set_light',
  'change_look',
  'rename',
  'change_style',
  'retitle',
];

export function ideaProblems(idea: IdeaCase, fileLanguage?: string): string[] {
  const p: string[] = [];
  const at = `idea ${String(idea.id)}`;
  if (typeof idea.id !== 'string' || !idea.id) p.push(`an idea without id`);
  if (!(CATEGORIES as readonly string[]).includes(idea.category)) p.push(`${at}: category`);
  if (!(LANGUAGES as readonly string[]).includes(idea.language)) p.push(`${at}: language`);
  if (fileLanguage && idea.language !== fileLanguage) p.push(`${at}: language differs from its file`);
  const ageOk =
    (typeof idea.age === 'number' && Number.isInteger(idea.age) && idea.age >= 0 && idea.age <= 17) ||
    (AGE_RANGES as readonly unknown[]).includes(idea.age);
  if (!ageOk) p.push(`${at}: age`);
  if (typeof idea.idea !== 'string' || idea.idea.trim().length < 3) p.push(`${at}: idea text`);
  if (!Array.isArray(idea.names) || !idea.names.every((n) => typeof n === 'string' && n.trim()))
    p.push(`${at}: names`);
  for (const key of ['kinds', 'places', 'goal', 'notCharacters', 'cover'] as const)
    if (idea[key] !== undefined && !isStrings(idea[key])) p.push(`${at}: ${key}`);
  const has = (w: string) => typeof idea.idea === 'string' && idea.idea.includes(w);
  for (const n of idea.names ?? []) if (!has(n)) p.push(`${at}: a name is not written in the idea`);
  for (const n of idea.cover ?? []) if (!idea.names?.includes(n)) p.push(`${at}: a cover name is not a name`);
  for (const [name, look] of Object.entries(idea.looks ?? {})) {
    if (!idea.names?.includes(name)) p.push(`${at}: a look for someone not named`);
    if (typeof look !== 'object' || look === null || Object.keys(look).length === 0)
      p.push(`${at}: empty look`);
    for (const k of Object.keys(look ?? {})) if (!LOOK_KEYS.includes(k)) p.push(`${at}: look field ${k}`);
    if (look?.features !== undefined && !isStrings(look.features)) p.push(`${at}: look features`);
  }
  const expected = [...(idea.kinds ?? []), ...(idea.places ?? []), ...(idea.goal ?? [])];
  if ((idea.names?.length ?? 0) + expected.length === 0) p.push(`${at}: expects nothing`);
  return p;
}

function outcomeProblems(at: string, o: ExpectedOutcome | undefined): string[] {
  if (!o || (o.kind !== 'clarify' && o.kind !== 'plan')) return [`${at}: expect.kind`];
  if (o.kind === 'clarify') return [];
  if (!Array.isArray(o.changes) || o.changes.length === 0) return [`${at}: a plan without changes`];
  return o.changes.flatMap((c, i) => {
    const p: string[] = [];
    if (!TARGETS.includes(c.target)) p.push(`${at} change ${i}: target`);
    if (typeof c.action !== 'string' || !c.action.split('|').every((a) => ACTIONS.includes(a)))
      p.push(`${at} change ${i}: action`);
    if (c.target === 'character' && typeof c.character !== 'string') p.push(`${at} change ${i}: character`);
    if (c.page !== undefined && !(Number.isInteger(c.page) && c.page >= 1)) p.push(`${at} change ${i}: page`);
    if (c.value !== undefined && !isStrings(c.value)) p.push(`${at} change ${i}: value`);
    return p;
  });
}

export function messageProblems(m: MessageCase): string[] {
  const at = `message ${String(m.id)}`;
  const p: string[] = [];
  if (typeof m.id !== 'string' || !m.id) p.push('a message without id');
  if (!(BOOKS as readonly string[]).includes(m.book)) p.push(`${at}: book`);
  if (m.locale !== 'de' && m.locale !== 'en') p.push(`${at}: locale`);
  if (typeof m.message !== 'string' || !m.message.trim()) p.push(`${at}: message`);
  if (m.focusPages !== undefined && !(Array.isArray(m.focusPages) && m.focusPages.every(Number.isInteger)))
    p.push(`${at}: focusPages`);
  return [...p, ...outcomeProblems(at, m.expect)];
}

export function conversationProblems(c: ConversationCase): string[] {
  const at = `conversation ${String(c.id)}`;
  const p: string[] = [];
  if (typeof c.id !== 'string' || !c.id) p.push('a conversation without id');
  if (!(BOOKS as readonly string[]).includes(c.book)) p.push(`${at}: book`);
  if (c.locale !== 'de' && c.locale !== 'en') p.push(`${at}: locale`);
  if (!Array.isArray(c.turns) || c.turns.length < 2) p.push(`${at}: fewer than two turns`);
  for (const [i, t] of (c.turns ?? []).entries()) {
    if (typeof t.message !== 'string' || !t.message.trim()) p.push(`${at} turn ${i}: message`);
    p.push(...outcomeProblems(`${at} turn ${i}`, t.expect));
    if (t.confirm && t.expect?.kind !== 'plan') p.push(`${at} turn ${i}: confirms a question`);
  }
  return p;
}

/** Every format problem of a part of the corpus, by id and field. */
export function corpusProblems(dir: string): string[] {
  const files = readdirSync(dir).sort();
  const p: string[] = [];
  for (const f of files) {
    const lang = /^ideas\.([a-z]{2})\.json$/.exec(f)?.[1];
    if (lang) {
      const list = readJson(join(dir, f));
      if (!Array.isArray(list)) p.push(`${f}: not a list`);
      else for (const idea of list as IdeaCase[]) p.push(...ideaProblems(idea, lang));
    } else if (f === 'refinement-messages.json') {
      const list = readJson(join(dir, f));
      if (!Array.isArray(list)) p.push(`${f}: not a list`);
      else for (const m of list as MessageCase[]) p.push(...messageProblems(m));
    } else if (f === 'conversations.json') {
      const list = readJson(join(dir, f));
      if (!Array.isArray(list)) p.push(`${f}: not a list`);
      else for (const c of list as ConversationCase[]) p.push(...conversationProblems(c));
    } else p.push(`${f}: not a corpus file`);
  }
  return p;
}
