import type { AgeBand, Beat } from '../../types';

/** Chapter counts per age band (short board books for toddlers, real arcs later). */
export const CHAPTER_COUNTS: Record<AgeBand, [number, number]> = {
  toddler: [3, 4],
  preschool: [5, 5],
  'early-reader': [6, 6],
  'middle-grade': [7, 7],
  teen: [8, 9],
  'young-adult': [9, 10],
};

/** The beats of a story with n chapters. */
export const SEQUENCES: Record<number, Beat[]> = {
  3: ['setup', 'discovery', 'resolution'],
  4: ['setup', 'discovery', 'attempt', 'resolution'],
  5: ['setup', 'problem', 'attempt', 'turning-point', 'resolution'],
  6: ['setup', 'discovery', 'problem', 'attempt', 'turning-point', 'resolution'],
  7: ['setup', 'discovery', 'problem', 'attempt', 'setback', 'turning-point', 'resolution'],
  8: ['setup', 'discovery', 'problem', 'stakes', 'attempt', 'setback', 'turning-point', 'resolution'],
  9: [
    'setup',
    'discovery',
    'problem',
    'stakes',
    'attempt',
    'setback',
    'second-attempt',
    'turning-point',
    'resolution',
  ],
  10: [
    'setup',
    'discovery',
    'problem',
    'stakes',
    'attempt',
    'setback',
    'second-attempt',
    'turning-point',
    'resolution',
    'homecoming',
  ],
};

/**
 * Words per story page by age band (ADR 0028 gives the reasons): a board book one short sentence, a
 * picture book for 3–6 two to four sentences, an early reader a short paragraph, older readers a full text page.
 * `target` is where the writer stops adding sentences; every page lies within [min, max] in every language.
 */
export const WORDS_PER_PAGE: Record<AgeBand, { min: number; target: number; max: number }> = {
  toddler: { min: 1, target: 6, max: 12 },
  preschool: { min: 25, target: 38, max: 60 },
  'early-reader': { min: 45, target: 65, max: 100 },
  'middle-grade': { min: 70, target: 95, max: 150 },
  teen: { min: 75, target: 115, max: 180 },
  'young-adult': { min: 80, target: 130, max: 200 },
};

/** Split `pages` story pages over the chapters in order: each chapter spans consecutive pages. */
export function chapterOfPages(chapters: number, pages: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < chapters; c += 1) {
    const n = Math.floor(pages / chapters) + (c < pages % chapters ? 1 : 0);
    for (let i = 0; i < n; i += 1) out.push(c);
  }
  return out;
}
