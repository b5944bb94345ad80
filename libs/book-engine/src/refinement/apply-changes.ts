import { DRAWN_SETTINGS } from '../illustration/kinds';
import { planPages } from '../production/plan-pages';
import { joinSentences, splitSentences } from '../production/text';
import type { BookFormat, Page, PagePlan } from '../production/types';
import { LEX } from '../story/lexicon';
import type { Character, CharacterSheet, Language, Localized, StoryPlan } from '../types';
import type { LookPatch, PageEdit, PlannedChange, SceneEdit } from './changes';
import { parsePlannedChange } from './change-schema';
import { InvalidRefinement } from './errors';
import { kindReplacer, type Replacer } from './kind-text';
import { kindById, kindOfSheet, type KindWord } from './kind-words';
import { describeNamed, isValidName, nameForBook, nameReplacer } from './names';

export interface ApplyOptions {
  /** The format the book is made in (page numbers depend on it); default: board for toddlers, else booklet. */
  format?: BookFormat;
  textBackground?: boolean;
}

/** The format a plan is made in when the caller does not say (spec §5: board books for 0–3). */
export const defaultFormatOf = (plan: StoryPlan): BookFormat =>
  plan.ageBand === 'toddler' ? 'board' : 'booklet';

/**
 * The next story state (issue #14, spec §3 Refinement session): `changes` applied in order to a copy of
 * `plan`. Pure. Page changes land in `plan.pageEdits` (by interior page number), a character's look in its
 * sheet (the one source of its look: every page it is on and the cover follow), a new name in every text of
 * the plan, a style in `plan.style`. A change the book cannot take throws `InvalidRefinement` — nothing is
 * ever skipped silently.
 */
export function applyChanges(
  plan: StoryPlan,
  changes: PlannedChange[],
  options: ApplyOptions = {},
): StoryPlan {
  const format = options.format ?? defaultFormatOf(plan);
  const textBackground = options.textBackground ?? true;
  let state: StoryPlan = JSON.parse(JSON.stringify(plan)) as StoryPlan;
  changes.forEach((raw, index) => {
    const change = parsePlannedChange(raw, index);
    state = applyOne(state, change, index, { format, textBackground });
  });
  return state;
}

type Context = { format: BookFormat; textBackground: boolean };

function fail(code: InvalidRefinement['code'], message: string, index: number): never {
  throw new InvalidRefinement(code, message, index);
}

function pageOf(plan: StoryPlan, number: number, index: number, context: Context): Page {
  const pages = planPages({ plan, ...context }).pages;
  const page = pages[number - 1];
  if (!page || page.number !== number) {
    fail(
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_PAGE',
      `The book has interior pages 1–${pages.length}; there is no page ${number}`,
      index,
    );
  }
  return page;
}

function textPage(
  plan: StoryPlan,
  number: number,
  index: number,
  context: Context,
): Page & { text: NonNullable<Page['text']> } {
  const page = pageOf(plan, number, index, context);
  if (!page.text)
    fail('BOOK_ENGINE.REFINEMENT_WRONG_PAGE_KIND', `Page ${number} (${page.kind}) has no text`, index);
  return page as Page & { text: NonNullable<Page['text']> };
}

function checkLanguages(plan: StoryPlan, text: Localized, index: number): void {
  const languages = Object.keys(text) as Language[];
  if (languages.length === 0)
    fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', 'The change gives no text', index);
  const foreign = languages.find((l) => !plan.languages.includes(l));
  if (foreign) {
    fail(
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE',
      `The book is written in ${plan.languages.join(' and ')}, not in ${foreign}`,
      index,
    );
  }
}

function characterOf(plan: StoryPlan, character: number, index: number): void {
  if (!Number.isInteger(character) || character < 0 || character >= plan.cast.length) {
    fail(
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_CHARACTER',
      `The book has ${plan.cast.length} characters (0–${plan.cast.length - 1}); there is no character ${character}`,
      index,
    );
  }
}

function withEdit(plan: StoryPlan, page: number, edit: (current: PageEdit) => PageEdit): StoryPlan {
  const edits = { ...(plan.pageEdits ?? {}) };
  edits[String(page)] = edit(edits[String(page)] ?? {});
  return { ...plan, pageEdits: edits };
}

/** Where a German or English sentence may end early: before a clause joined by "but", "aber", "and" … */
const CLAUSE_JOINT =
  /,\s+(?=(?:but|and|so|because|when|while|until|aber|und|doch|denn|weil|als|bis|sodass|während)\s)/iu;

/** The pieces a line can lose: its sentences, or a single sentence's joined clauses (de, en). */
function units(text: string, language: Language): { parts: string[]; clauses: boolean } {
  const sentences = splitSentences(text);
  if (sentences.length !== 1 || (language !== 'de' && language !== 'en'))
    return { parts: sentences, clauses: false };
  const sentence = sentences[0] as string;
  const end = /[.!?…]+["”“»«]*$/u.exec(sentence)?.[0] ?? '.';
  const parts = sentence.slice(0, sentence.length - end.length).split(CLAUSE_JOINT);
  return parts.length > 1
    ? { parts: parts.map((p, i) => (i === parts.length - 1 ? p + end : p)), clauses: true }
    : { parts: sentences, clauses: false };
}

/**
 * About half of every line (at least one sentence, or a sentence's first clause), so both lines still tell
 * the same; `undefined` when a line has nothing to leave out.
 */
export function shortened(plan: StoryPlan, body: Localized): Localized | undefined {
  const split = plan.languages.map((l) => [l, units(body[l] ?? '', l)] as const);
  if (split.some(([, u]) => u.parts.length <= 1)) return undefined;
  return Object.fromEntries(
    split.map(([l, { parts, clauses }]) => {
      const kept = parts.slice(0, Math.ceil(parts.length / 2));
      if (!clauses) return [l, joinSentences(kept, l)];
      const end = /[.!?…]+["”“»«]*$/u.exec(parts[parts.length - 1] as string)?.[0] ?? '.';
      return [l, `${kept.join(', ').replace(/[,;:\s]+$/u, '')}${end}`];
    }),
  );
}

function patchedSheet(sheet: CharacterSheet, look: LookPatch): CharacterSheet {
  const colors = { ...sheet.colors };
  for (const [key, value] of Object.entries(look.colors ?? {})) {
    if (value) colors[key as keyof typeof colors] = value.toLowerCase();
  }
  const removed = new Set(look.removeFeatures ?? []);
  const features = [
    ...new Set([...sheet.features.filter((f) => !removed.has(f)), ...(look.addFeatures ?? [])]),
  ];
  const out: CharacterSheet = { ...sheet, colors, features };
  if (look.clothing) out.clothing = look.clothing;
  if (look.hairLength) out.hairLength = look.hairLength;
  if (look.species && look.species !== sheet.species) {
    out.species = look.species;
    // The drawing follows `kind` before `species`: a new animal is drawn as that animal.
    if (look.species === 'person') delete out.kind;
    else out.kind = look.species;
  }
  if (look.grownUp !== undefined) {
    if (look.grownUp) out.grownUp = true;
    else delete out.grownUp;
  }
  const kind = kindById(look.kind);
  if (kind) {
    out.species = kind.base;
    // The drawing and the tellers know lexicon ids; a breed is drawn as its base animal.
    out.kind = kind.lexicon
      ? kind.id
      : kind.base === 'person'
        ? out.gender === 'f'
          ? 'girl'
          : 'boy'
        : kind.base;
  }
  if (look.gender) out.gender = look.gender;
  return out;
}

const SENTENCE = /(?<=[.!?…])\s+/u;

/**
 * A kind change's texts (issue #21): the character's own cast line and name always take the new noun; other
 * texts do where the noun can only mean this character — everywhere when no one else in the cast is of the
 * old kind, else only in sentences that name the character.
 */
function rekinded(plan: StoryPlan, character: number, from: KindWord, to: KindWord): StoryPlan {
  const main = plan.mainLanguage;
  const shared = plan.cast.some((c, i) => i !== character && kindOfSheet(c.sheet)?.id === from.id);
  const names = plan.cast[character]?.name ?? {};
  const replacers = new Map<Language, Replacer>(plan.languages.map((l) => [l, kindReplacer(l, from, to)]));
  const own = (language: Language, text: string): string => (replacers.get(language) ?? ((t) => t))(text);
  const near = (language: Language, text: string): string => {
    if (!shared) return own(language, text);
    const name = names[language];
    if (!name) return text;
    return text
      .split(SENTENCE)
      .map((sentence) => (sentence.includes(name) ? own(language, sentence) : sentence))
      .join(' ');
  };
  const each = (text: Localized, replace: (l: Language, t: string) => string): Localized =>
    Object.fromEntries(Object.entries(text).map(([l, v]) => [l, v ? replace(l as Language, v) : v]));
  const pageEdits = plan.pageEdits
    ? Object.fromEntries(
        Object.entries(plan.pageEdits).map(([page, edit]) => {
          const next: PageEdit = { ...edit };
          if (edit.body) next.body = each(edit.body, near);
          if (edit.scene?.action) next.scene = { ...edit.scene, action: near(main, edit.scene.action) };
          return [page, next];
        }),
      )
    : undefined;
  const frame = plan.frame;
  const framed = frame?.characters[character];
  // The character's kind in the parent's words (issue #21's open plan): the new noun where we know it.
  const openKind: Localized = {};
  if (plan.languages.includes('de')) openKind.de = to.de.sg;
  if (plan.languages.includes('en')) openKind.en = to.en;
  const manuscript = plan.manuscript
    ? {
        ...plan.manuscript,
        pages: plan.manuscript.pages.map((p) => ({ ...p, text: each(p.text, near) })),
      }
    : undefined;
  return {
    ...plan,
    ...(manuscript ? { manuscript } : {}),
    title: each(plan.title, near),
    synopsis: each(plan.synopsis, near),
    chapters: plan.chapters.map((c) => ({
      ...c,
      title: each(c.title, near),
      summary: each(c.summary, near),
    })),
    cast: plan.cast.map((c, i) =>
      i === character
        ? {
            ...c,
            name: each(c.name, own),
            description: each(c.description, own),
            ...(c.kind ? { kind: openKind } : {}),
          }
        : { ...c, description: each(c.description, near) },
    ),
    ...(pageEdits ? { pageEdits } : {}),
    // The open frame (issue #21) names the new kind too: the book's way of naming it unnamed follows.
    ...(plan.idea
      ? {
          idea: {
            ...plan.idea,
            characters: plan.idea.characters.map((c, i) =>
              i === character
                ? {
                    ...c,
                    kind: { word: to.en, language: 'en' as const, en: to.en, translations: { de: to.de.sg } },
                    drawAs: to.lexicon ? to.id : to.base === 'person' ? c.drawAs : to.base,
                    ...(to.sex ? { sex: to.sex } : {}),
                  }
                : c,
            ),
          },
        }
      : {}),
    ...(frame && framed && to.lexicon
      ? {
          frame: {
            ...frame,
            characters: frame.characters.map((fc, i) =>
              i === character ? { ...fc, kind: to.id, ...(to.sex ? { sex: to.sex } : {}) } : fc,
            ),
          },
        }
      : {}),
  };
}

function checkScene(plan: StoryPlan, scene: SceneEdit, index: number): void {
  if (Object.keys(scene).length === 0)
    fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', 'The scene change is empty', index);
  if (scene.cast) {
    if (scene.cast.length === 0)
      fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', 'A picture needs at least one character', index);
    for (const c of scene.cast) characterOf(plan, c, index);
  }
  if (scene.setting && !DRAWN_SETTINGS.includes(scene.setting)) {
    fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', `No picture can show the setting ${scene.setting}`, index);
  }
  const unknown = scene.things?.find((t) => !LEX.has(t));
  if (unknown)
    fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', `${unknown} is not a thing the book knows`, index);
}

function renamed(plan: StoryPlan, character: number, given: Localized, index: number): StoryPlan {
  checkLanguages(plan, given, index);
  const main = plan.mainLanguage;
  const spelled = given[main] ?? (Object.values(given)[0] as string);
  if (!isValidName(spelled)) {
    fail(
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
      `"${spelled}" cannot be a name (letters only, up to 40)`,
      index,
    );
  }
  const name = nameForBook(plan, spelled, given);
  const clash = plan.cast.findIndex((c, i) => i !== character && c.name[main] === name[main]);
  if (clash >= 0) {
    fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', `Another character is already called ${name[main]}`, index);
  }
  const replace = (text: Localized): Localized =>
    Object.fromEntries(
      Object.entries(text).map(([l, value]) => {
        const language = l as Language;
        const newName = name[language];
        return [l, newName && value ? nameReplacer(plan, character, language, newName)(value) : value];
      }),
    );
  const replaceMain = (text: string): string => {
    const newName = name[main];
    return newName ? nameReplacer(plan, character, main, newName)(text) : text;
  };
  const cast = plan.cast.map((c, i) => {
    if (i !== character) return { ...c, description: replace(c.description) };
    const description = Object.fromEntries(
      plan.languages.map((l) => {
        const newName = name[l] as string;
        const fresh = describeNamed(plan, i, l, newName);
        return [l, fresh ?? nameReplacer(plan, i, l, newName)(c.description[l] ?? '')];
      }),
    );
    return { ...c, name, description };
  });
  const pageEdits = plan.pageEdits
    ? Object.fromEntries(
        Object.entries(plan.pageEdits).map(([page, edit]) => {
          const next: PageEdit = { ...edit };
          if (edit.body) next.body = replace(edit.body);
          if (edit.scene?.action) next.scene = { ...edit.scene, action: replaceMain(edit.scene.action) };
          return [page, next];
        }),
      )
    : undefined;
  const manuscript = plan.manuscript
    ? { ...plan.manuscript, pages: plan.manuscript.pages.map((p) => ({ ...p, text: replace(p.text) })) }
    : undefined;
  return {
    ...plan,
    ...(manuscript ? { manuscript } : {}),
    title: replace(plan.title),
    synopsis: replace(plan.synopsis),
    chapters: plan.chapters.map((c) => ({ ...c, title: replace(c.title), summary: replace(c.summary) })),
    cast,
    ...(pageEdits ? { pageEdits } : {}),
  };
}

function applyOne(plan: StoryPlan, change: PlannedChange, index: number, context: Context): StoryPlan {
  switch (change.target) {
    case 'page_text': {
      const page = textPage(plan, change.page, index, context);
      if (change.action === 'rewrite') {
        checkLanguages(plan, change.body, index);
        return withEdit(plan, change.page, (e) => ({ ...e, body: { ...(e.body ?? {}), ...change.body } }));
      }
      if (change.action === 'translate_line') {
        if (change.language === plan.mainLanguage || !plan.languages.includes(change.language as Language)) {
          fail(
            'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE',
            plan.translationLanguage
              ? `The translation line of this book is ${plan.translationLanguage}, not ${change.language}`
              : 'This book has no translation line',
            index,
          );
        }
        return withEdit(plan, change.page, (e) => ({
          ...e,
          body: { ...(e.body ?? {}), [change.language]: change.text },
        }));
      }
      const body = shortened(plan, page.text.body);
      if (!body) {
        fail(
          'BOOK_ENGINE.REFINEMENT_NOTHING_TO_SHORTEN',
          `Page ${change.page} has nothing to leave out: one short sentence per line`,
          index,
        );
      }
      return withEdit(plan, change.page, (e) => ({ ...e, body }));
    }
    case 'page_scene': {
      const page = pageOf(plan, change.page, index, context);
      if (!page.illustration) {
        fail(
          'BOOK_ENGINE.REFINEMENT_WRONG_PAGE_KIND',
          `Page ${change.page} (${page.kind}) has no picture`,
          index,
        );
      }
      checkScene(plan, change.scene, index);
      return withEdit(plan, change.page, (e) => {
        const scene: SceneEdit = { ...(e.scene ?? {}), ...change.scene };
        if (change.scene.place && !change.scene.setting) delete scene.setting;
        return { ...e, scene };
      });
    }
    case 'character': {
      characterOf(plan, change.character, index);
      if (change.action === 'rename') return renamed(plan, change.character, change.name, index);
      const look = change.look;
      const empty =
        Object.keys(look.colors ?? {}).length === 0 &&
        !look.clothing &&
        !look.addFeatures?.length &&
        !look.removeFeatures?.length &&
        !look.hairLength &&
        !look.species &&
        !look.kind &&
        !look.gender &&
        look.grownUp === undefined;
      if (empty) fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', 'The look change changes nothing', index);
      const to = kindById(look.kind);
      if (look.kind && !to)
        fail('BOOK_ENGINE.REFINEMENT_INVALID_CHANGE', `${look.kind} is not a kind the book can draw`, index);
      const from = kindOfSheet((plan.cast[change.character] as Character).sheet);
      const looked: StoryPlan = {
        ...plan,
        cast: plan.cast.map((c, i) =>
          i === change.character ? { ...c, sheet: patchedSheet(c.sheet, look) } : c,
        ),
      };
      return to && from && from.id !== to.id ? rekinded(looked, change.character, from, to) : looked;
    }
    case 'book':
      if (change.action === 'retitle') {
        checkLanguages(plan, change.title, index);
        return { ...plan, title: { ...plan.title, ...change.title } };
      }
      return { ...plan, style: change.style };
  }
}

/** A canonical JSON form (keys sorted): page plans are data, equal when their JSON is. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** What production must re-make between two page plans (issue #14): interior pages whose content differs. */
export function touchedPages(before: PagePlan, after: PagePlan): number[] {
  if (!sameFrame(before, after)) return after.pages.map((p) => p.number);
  const count = Math.max(before.pages.length, after.pages.length);
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (!same(before.pages[i], after.pages[i])) out.push(i + 1);
  }
  return out;
}

/** Whether the cover (front picture, title, synopsis) must be re-made. */
export function coverTouched(before: PagePlan, after: PagePlan): boolean {
  return !sameFrame(before, after) || !same(before.cover, after.cover);
}

/** Everything every page is laid out with: a change here re-makes the whole book. */
function sameFrame(before: PagePlan, after: PagePlan): boolean {
  const frame = (p: PagePlan) => {
    const { pages: _pages, cover: _cover, ...rest } = p;
    return rest;
  };
  return same(frame(before), frame(after));
}
