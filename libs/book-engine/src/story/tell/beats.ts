import type { AgeBand, Beat } from '../../types';
import data from '../data/beats.json';
import { mapValues } from '../data/rows';
import type { PictureBrief } from '../model';

/**
 * The story's arc as data (`data/beats.json`): chapter counts per age band (short board books for toddlers,
 * real arcs later), the beats of a story with n chapters, each beat's time of day in the pictures, and the
 * words per story page by age band (ADR 0028 gives the reasons: a board book one short sentence, a picture
 * book for 3–6 two to four sentences, an early reader a short paragraph, older readers a full text page).
 * `target` is where the writer stops adding sentences; every page lies within [min, max] in every language.
 */
export const CHAPTER_COUNTS = data.chapterCounts as Record<AgeBand, [number, number]>;
export const SEQUENCES: Record<number, Beat[]> = mapValues(data.sequences, (b) => b.split(' ') as Beat[]);
export const WORDS_PER_PAGE: Record<AgeBand, { min: number; target: number; max: number }> =
  data.wordsPerPage;
export const TIME_OF_DAY = data.timeOfDay as Record<Beat, PictureBrief['timeOfDay']>;

/** Split `pages` story pages over the chapters in order: each chapter spans consecutive pages. */
export function chapterOfPages(chapters: number, pages: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < chapters; c += 1) {
    const n = Math.floor(pages / chapters) + (c < pages % chapters ? 1 : 0);
    for (let i = 0; i < n; i += 1) out.push(c);
  }
  return out;
}
