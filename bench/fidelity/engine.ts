/**
 * The fidelity bench's only contact with the book engine (issue #21): everything it measures goes through
 * these few functions over the engine's public API. When the engine's API changes (a `writeBook`, another
 * plan shape), this file changes and the measuring code does not.
 */
import {
  ageBand,
  applyChanges,
  composeCoverSvg,
  EmbeddedRefinementPlanner,
  formatFor,
  planPages,
  planStory,
  toPreviewObject,
  viewerPageOf,
  writeManuscript,
  type Age,
  type Language,
  type PlannedChange,
  type RefinementContext,
  type StoryPlan,
} from '@fabelhaft/book-engine';

/** Words per story page by age band, as the embedded writer keeps them (ADR 0028). */
export { WORDS_PER_PAGE } from '@fabelhaft/book-engine';
import type { BookKey } from './corpus-format';
import { colourFamilies } from './match';

export interface CastMember {
  name: string;
  /** What is drawn: `person` or an animal. */
  species: string;
  /** What the character is in the story's own words, when the engine says (`pangolin`, `grandma`). */
  kind?: string;
  colours: { hair?: string; body?: string; clothing?: string };
  clothing?: string;
  features: string[];
  /** Hair length as drawn (persons): the idea's, else the drawing's default by sex. */
  hairLength?: string;
}

export interface WrittenBook {
  title: string;
  chapterTitles: string[];
  /** Title, synopsis, chapter titles and summaries, in the main language. */
  previewText: string;
  /** The full book's story pages (main language), as printed for the age's default format. */
  pages: string[];
  format: 'board' | 'booklet';
  ageBand: string;
  cast: CastMember[];
  /** Names the cover draws. */
  coverNames: string[];
}

/** Plans the book of one idea (preview, cover, full book pages) in its own language. */
export function writeBook(input: {
  bookId: string;
  idea: string;
  age: Age;
  language: Language;
}): WrittenBook {
  const plan = planStory({
    bookId: input.bookId,
    idea: input.idea,
    age: input.age,
    mainLanguage: input.language,
    style: 'pixar',
  });
  const preview = toPreviewObject(plan);
  const format = formatFor(input.age);
  const main = plan.mainLanguage;
  // The full book is what production lays out after payment: the embedded writer's manuscript (issue #21).
  const book = { ...plan, manuscript: writeManuscript(plan, format) };
  const pages = planPages({ plan: book, format, textBackground: true })
    .pages.filter((p) => (p.kind === 'story' || p.kind === 'story-text') && p.text)
    .map((p) => p.text?.body[main] ?? '');
  // The cover's composition says whom it draws (the same `drawn` as illustrateCover, without rasterising).
  const cover = composeCoverSvg(plan, { width: 96, height: 128 });
  return {
    title: preview.title,
    chapterTitles: preview.chapters.map((c) => c.title),
    previewText: [
      preview.title,
      preview.synopsis,
      ...preview.chapters.flatMap((c) => [c.title, c.summary]),
    ].join('\n'),
    pages,
    format,
    ageBand: ageBand(input.age),
    cast: plan.cast.map((c) => ({
      name: c.name[main] ?? '',
      species: c.sheet.species,
      ...(c.sheet.kind ? { kind: c.sheet.kind } : {}),
      colours: { hair: c.sheet.colors.hair, body: c.sheet.colors.body, clothing: c.sheet.colors.clothing },
      clothing: c.sheet.clothing,
      features: [...c.sheet.features],
      ...(c.sheet.species === 'person'
        ? { hairLength: c.sheet.hairLength ?? (c.sheet.gender === 'f' ? 'long' : 'short') }
        : {}),
    })),
    coverNames: cover.drawn.map((d) => d.name),
  };
}

// ── Refinement ───────────────────────────────────────────────────────────────────────────────────────

/** The produced books the refinement corpus talks to: fixed ideas, fixed ids, so every run sees the same book. */
const BOOK_IDEAS: Record<BookKey, { idea: string; age: number; main: Language; translation?: Language }> = {
  'mia-sonni': {
    idea: 'Mia and her fox Sonni, who wears a red scarf, search for the lost colours of the forest',
    age: 6,
    main: 'en',
    translation: 'de',
  },
  'jonas-kruemel': {
    idea: 'Jonas, 5, und sein brauner Dackel Krümel suchen im Garten den verlorenen Ball',
    age: 5,
    main: 'de',
  },
  'lotta-board': { idea: 'Little Lotta and her bunny Hops say good night to the moon', age: 2, main: 'en' },
  'ben-bilingual': {
    idea: 'Ben und seine Schwester Ella bauen mit Opa ein Floß und fahren über den See',
    age: 8,
    main: 'de',
    translation: 'en',
  },
};

export interface RefinableBook {
  plan: StoryPlan;
  format: 'board' | 'booklet';
  /** Cast names in the main language, the book's index order. */
  castNames: string[];
}

export function fixedBook(key: BookKey): RefinableBook {
  const b = BOOK_IDEAS[key];
  const plan = planStory({
    bookId: `fidelity-book-${key}`,
    idea: b.idea,
    age: b.age,
    mainLanguage: b.main,
    ...(b.translation ? { translationLanguage: b.translation } : {}),
    // Pixar, so that a wish for watercolour (or any other style) is a change.
    style: 'pixar',
  });
  // A produced book: refinement works on the written manuscript, as after payment.
  const format = formatFor(b.age);
  return bookOf({ ...plan, manuscript: writeManuscript(plan, format) }, format);
}

const bookOf = (plan: StoryPlan, format: 'board' | 'booklet'): RefinableBook => ({
  plan,
  format,
  castNames: plan.cast.map((c) => c.name[plan.mainLanguage] ?? ''),
});

/** A planned change as the bench compares it: names for characters, viewer page numbers, its value as words. */
export interface SeenChange {
  target: string;
  action: string;
  character?: string;
  page?: number;
  /** The change's value as words: colour families of its colours, clothing, features, species, names, texts. */
  value: string;
}

export type SeenAnswer =
  { kind: 'clarify'; prompt: string } | { kind: 'plan'; changes: SeenChange[]; raw: unknown[] };

const planner = new EmbeddedRefinementPlanner();

function valueOf(plan: StoryPlan, change: PlannedChange): string {
  const words: string[] = [];
  const colours = (cs: Record<string, string | undefined> | undefined) =>
    Object.entries(cs ?? {}).forEach(([part, hex]) => {
      if (hex) words.push(part, ...colourFamilies(hex));
    });
  switch (change.action) {
    case 'change_look':
      if (change.target === 'character') {
        colours(change.look.colors);
        if (change.look.clothing) words.push(change.look.clothing);
        words.push(...(change.look.addFeatures ?? []));
        words.push(...(change.look.removeFeatures ?? []).map((f) => `no-${f}`));
        if (change.look.hairLength) words.push(`hair-${change.look.hairLength}`);
        if (change.look.species) words.push(change.look.species);
        if (change.look.grownUp) words.push('grown-up');
      }
      break;
    case 'rename':
      if (change.target === 'character') words.push(...Object.values(change.name).filter(Boolean));
      break;
    case 'rewrite':
      if (change.target === 'page_text') words.push(...Object.values(change.body).filter(Boolean));
      break;
    case 'translate_line':
      if (change.target === 'page_text') words.push(change.language, change.text);
      break;
    case 'set_action':
    case 'set_cast':
    case 'set_place':
    case 'set_light':
      if (change.target === 'page_scene') {
        const s = change.scene;
        if (s.action) words.push(s.action);
        if (s.place) words.push(s.place);
        if (s.setting) words.push(s.setting);
        words.push(...(s.things ?? []));
        if (s.timeOfDay) words.push(s.timeOfDay);
        if (s.weather) words.push(s.weather);
        words.push(...(s.cast ?? []).map((i) => plan.cast[i]?.name[plan.mainLanguage] ?? ''));
      }
      break;
    case 'change_style':
      if (change.target === 'book') words.push(change.style);
      break;
    case 'retitle':
      if (change.target === 'book') words.push(...Object.values(change.title).filter(Boolean));
      break;
    default:
      break;
  }
  return words.join(' ');
}

function seen(plan: StoryPlan, change: PlannedChange): SeenChange {
  return {
    target: change.target,
    action: change.action,
    ...(change.target === 'character'
      ? { character: plan.cast[change.character]?.name[plan.mainLanguage] ?? String(change.character) }
      : {}),
    ...('page' in change ? { page: viewerPageOf(change.page) } : {}),
    value: valueOf(plan, change),
  };
}

/**
 * Asks the embedded refinement planner, as the refinement service does: the message, the pages the parent
 * looks at, and the session's earlier messages since the last confirmed plan.
 */
export async function refine(
  book: RefinableBook,
  request: { locale: 'de' | 'en'; message: string; earlier: string[]; focusPages: number[] },
): Promise<SeenAnswer> {
  const context: RefinementContext = {
    plan: book.plan,
    format: book.format,
    textBackground: true,
    locale: request.locale,
  };
  const answer = await planner.plan(context, {
    message: request.message,
    focusPages: request.focusPages,
    earlier: request.earlier,
  });
  if (answer.kind === 'clarify') return { kind: 'clarify', prompt: answer.prompt };
  return { kind: 'plan', changes: answer.changes.map((c) => seen(book.plan, c)), raw: answer.changes };
}

/** The book after the parent confirmed a plan (what the revision makes of it). */
export function confirm(book: RefinableBook, answer: SeenAnswer): RefinableBook {
  if (answer.kind !== 'plan') return book;
  const plan = applyChanges(book.plan, answer.raw as PlannedChange[], {
    format: book.format,
    textBackground: true,
  });
  return bookOf(plan, book.format);
}
