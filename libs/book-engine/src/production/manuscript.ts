import type { Manuscript, ManuscriptPage, PictureBrief } from '../story/model';
import type { Language, Localized, StoryPlan } from '../types';
import { BOARD_STORY_PAGES, BOOKLET_STORY_SPREADS } from './formats';
import { moodOf, frameThings } from './plan-pages';
import { allocate, joinSentences, pieces, splitClauses, splitSentences } from './text';
import type { BookFormat } from './types';
import { writeManuscript } from '../story/tell/write';

/**
 * The full book's pages (issue #21, `Manuscript`): how many a format has, today's chapter split (the book of a
 * plan without a written manuscript), and the embedded writer's manuscript — the one swap point for the teller.
 */

/**
 * The embedded engine's full book for a paid plan (`EmbeddedBookWriter`): the open teller's manuscript (ADR 0028),
 * every story page written for the format and the age band. `chapterSplit` stays for books made before it.
 */
export function embeddedManuscript(plan: StoryPlan, format: BookFormat): Manuscript {
  return writeManuscript(plan, format);
}

/**
 * The story pages a format has for a plan (the rule `planPages` has always used): a board book 10 story pages,
 * 8 when the plan has fewer than 10 sentences; a booklet one spread per sentence up to the age band's spreads,
 * at least 3, odd (6 frame pages + 2 per spread stay a multiple of 4).
 */
export function storyPageCount(plan: StoryPlan, format: BookFormat): number {
  const capacity = sentenceCount(plan);
  if (format === 'board') return capacity >= BOARD_STORY_PAGES ? BOARD_STORY_PAGES : BOARD_STORY_PAGES - 2;
  let spreads = Math.min(BOOKLET_STORY_SPREADS[plan.ageBand], Math.max(3, capacity));
  if (spreads % 2 === 0) spreads -= 1;
  return spreads;
}

/** Whether a manuscript's page count makes a valid book of the format (board 8 or 10, booklet odd 3–21). */
export function fitsFormat(manuscript: Manuscript, format: BookFormat): boolean {
  const n = manuscript.pages.length;
  if (manuscript.format !== format) return false;
  return format === 'board'
    ? n === BOARD_STORY_PAGES || n === BOARD_STORY_PAGES - 2
    : n % 2 === 1 && n >= 3 && n <= 21;
}

/** The plan's written manuscript when it is one for this format, else undefined (older books are split). */
export function manuscriptFor(plan: StoryPlan, format: BookFormat): Manuscript | undefined {
  const written = plan.manuscript;
  if (!written || !fitsFormat(written, format)) return undefined;
  if (written.pages.some((p) => !plan.chapters[p.chapter])) return undefined;
  return written;
}

/** Whether a manuscript page opens its chapter (gets the chapter's label and heading). */
export const opensChapter = (pages: ManuscriptPage[], index: number): boolean =>
  index === 0 || pages[index - 1]?.chapter !== pages[index]?.chapter;

/**
 * Today's book of a plan: the chapters' summaries cut across the format's story pages (`storySlots`,
 * `boardSlots`), each page with a picture brief after its beat. Pure; what `planPages` lays out for a plan
 * without a manuscript.
 */
export function chapterSplit(plan: StoryPlan, format: BookFormat): Manuscript {
  const count = storyPageCount(plan, format);
  const slots = format === 'board' ? boardSlots(plan, count) : storySlots(plan, count);
  const ids = plan.cast.map((c, i) => c.id ?? `c${i + 1}`);
  const things = frameThings(plan);
  const pages = slots.map((slot): ManuscriptPage => {
    const beat = plan.chapters[slot.chapter]?.beat ?? 'setup';
    const mood = moodOf(plan, beat);
    const picture: PictureBrief = {
      action: splitSentences(slot.body['en'] ?? slot.body[plan.mainLanguage] ?? '')[0] ?? '',
      cast: ids,
      place: plan.frame?.settings[0] ?? plan.setting.drawAs ?? plan.setting.place,
      timeOfDay: mood === 'night' ? 'night' : mood === 'dusk' ? 'evening' : 'day',
      weather: mood === 'stormy' ? 'storm' : mood === 'grey' ? 'cloudy' : 'clear',
      ...(things.length > 0 ? { things } : {}),
      mood,
    };
    return { chapter: slot.chapter, beat, text: slot.body, picture };
  });
  return { format, ageBand: plan.ageBand, pages, writer: 'embedded' };
}

function localize(plan: StoryPlan, write: (language: Language) => string): Localized {
  return Object.fromEntries(plan.languages.map((l) => [l, write(l)]));
}

interface Slot {
  chapter: number;
  /** First page of its chapter: gets the chapter heading. */
  opens: boolean;
  body: Localized;
}

/** Cuts the chapters' texts into `count` page texts, each chapter over pages in proportion to its length. */
function storySlots(plan: StoryPlan, count: number): Slot[] {
  const chapters = plan.chapters;
  if (chapters.length === 0) return [];
  const main = plan.mainLanguage;
  if (count < chapters.length) {
    // More chapters than pages (a long model-written plan): neighbouring chapters share a page.
    return Array.from({ length: count }, (_, j) => {
      const from = Math.floor((j * chapters.length) / count);
      const to = Math.floor(((j + 1) * chapters.length) / count);
      const group = chapters.slice(from, to);
      return {
        chapter: from,
        opens: true,
        body: localize(plan, (l) =>
          group.map((c) => c.summary[l] ?? '').join(l === 'zh' || l === 'ja' ? '' : ' '),
        ),
      };
    });
  }
  const weights = chapters.map((c) => splitSentences(c.summary[main] ?? '').length);
  // No chapter on more pages than every language can fill (a translation with fewer sentences and clauses
  // would leave a line empty), as long as the chapters still fill every page.
  const fillable = weights.map((w, i) =>
    Math.min(w, ...plan.languages.map((l) => clauseCount(chapters[i]?.summary[l] ?? ''))),
  );
  const perChapter = allocate(fillable.reduce((a, b) => a + b, 0) >= count ? fillable : weights, count);
  const slots: Slot[] = [];
  chapters.forEach((c, index) => {
    const k = perChapter[index] as number;
    const split = Object.fromEntries(plan.languages.map((l) => [l, pieces(c.summary[l] ?? '', k)]));
    for (let i = 0; i < k; i += 1) {
      slots.push({
        chapter: index,
        opens: i === 0,
        body: localize(plan, (l) => joinSentences(split[l]?.[i] ?? [], l)),
      });
    }
  });
  return slots;
}

/** How many pieces a text can be cut into at most: its sentences, each cut at its clause marks. */
function clauseCount(text: string): number {
  return splitSentences(text).reduce((n, s) => n + splitClauses(s).length, 0);
}

/**
 * Exactly `count` board pages for the chapters (a board book has a fixed page count, spec §9 and
 * FORMAT_SPECS.board), each with words in every book language. A chapter gets pages by its sentences in the
 * main language, never more than every language can fill (no empty translation); when the plan has too few
 * sentences (a toddler's three short beats), a chapter first opens with a page of its title's few words, then
 * its sentences are cut at clause marks, and only a degenerate plan leaves a page without words.
 */
function boardSlots(plan: StoryPlan, count: number): Slot[] {
  const chapters = plan.chapters;
  if (chapters.length === 0 || count < chapters.length) return storySlots(plan, count);
  const main = plan.mainLanguage;
  const sentences = chapters.map((c) => splitSentences(c.summary[main] ?? '').length);
  const clauses = chapters.map((c) =>
    Math.max(1, Math.min(...plan.languages.map((l) => clauseCount(c.summary[l] ?? '')))),
  );
  const titled = chapters.map(() => false);
  // Whole sentences first, as far as every language can follow.
  const pages = allocate(
    sentences.map((n, i) => Math.min(n, clauses[i] as number)),
    count,
  );
  let left = count - pages.reduce((a, b) => a + b, 0);
  const fewest = (ok: (i: number) => boolean): number =>
    chapters.reduce<number>(
      (best, _c, i) =>
        ok(i) &&
        (best < 0 ||
          (pages[i] as number) + Number(titled[i]) < (pages[best] as number) + Number(titled[best]))
          ? i
          : best,
      -1,
    );
  const hasTitle = (i: number) =>
    plan.languages.every((l) => (chapters[i]?.title[l] ?? '').trim().length > 0);
  while (left > 0) {
    const i = fewest((j) => !titled[j] && hasTitle(j));
    if (i < 0) break;
    titled[i] = true;
    left -= 1;
  }
  while (left > 0) {
    const j = fewest((k) => (pages[k] as number) < (clauses[k] as number));
    const i = j >= 0 ? j : fewest(() => true);
    pages[i] = (pages[i] as number) + 1;
    left -= 1;
  }
  const slots: Slot[] = [];
  chapters.forEach((c, index) => {
    if (titled[index])
      slots.push({ chapter: index, opens: true, body: localize(plan, (l) => c.title[l] ?? '') });
    const k = pages[index] as number;
    const split = Object.fromEntries(plan.languages.map((l) => [l, pieces(c.summary[l] ?? '', k)]));
    for (let i = 0; i < k; i += 1) {
      slots.push({
        chapter: index,
        opens: i === 0 && !titled[index],
        body: localize(plan, (l) => joinSentences(split[l]?.[i] ?? [], l)),
      });
    }
  });
  return slots;
}

function sentenceCount(plan: StoryPlan): number {
  return plan.chapters.reduce((n, c) => n + splitSentences(c.summary[plan.mainLanguage] ?? '').length, 0);
}
