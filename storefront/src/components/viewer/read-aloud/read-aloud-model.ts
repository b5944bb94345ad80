import type { BookLanguage } from '@fabelhaft/contracts/constants';
import type { ViewerPage } from '@fabelhaft/contracts';

/** issue #28: what the player reads — one language, or (bilingual books) both, one after the other per page. */
export type ReadingChoice = BookLanguage | 'both';

/** One recording to play: the page (its index in reading order, 0 = cover) and the link. */
export interface Reading {
  page: number;
  language: BookLanguage;
  url: string;
  durationMs: number;
}

/**
 * Every recording of the book in reading order for a choice: page by page, and on each page the chosen language,
 * or with `both` every narrated language in the book's order (main first). Pure.
 */
export function readingsOf(
  pages: readonly ViewerPage[],
  choice: ReadingChoice,
  languages: readonly BookLanguage[],
): Reading[] {
  const wanted = choice === 'both' ? languages : [choice];
  return pages.flatMap((page, index) =>
    wanted.flatMap((language) => {
      const audio = page.audio?.find((a) => a.language === language);
      return audio ? [{ page: index, language, url: audio.audio_url, durationMs: audio.duration_ms }] : [];
    }),
  );
}

/**
 * Where reading starts when play is pressed: the first recording of a page in view, else the first one after
 * the pages in view (a page without words, such as a picture page, is passed over); -1 when nothing is left. Pure.
 */
export function startAt(readings: readonly Reading[], visible: readonly number[]): number {
  if (visible.length === 0) return readings.length > 0 ? 0 : -1;
  const inView = readings.findIndex((r) => visible.includes(r.page));
  if (inView >= 0) return inView;
  const first = Math.min(...visible);
  return readings.findIndex((r) => r.page > first);
}

/** The choices a book offers: each narrated language, and both when it has two. Pure. */
export function choicesOf(languages: readonly BookLanguage[]): ReadingChoice[] {
  return languages.length > 1 ? [...languages, 'both'] : [...languages];
}
