import type { BookLikenessDetail } from '@fabelhaft/contracts';
import type { LikenessPart } from '@fabelhaft/contracts/constants';

/** A character that looks the same on every page it is on (issue #23). */
export interface SameLine {
  name: string;
  pages: number;
}

/** What still differs on one page for one character, after the one automatic re-make. */
export interface ProblemLine {
  page: number;
  name: string;
  missing: boolean;
  /** The parts that differ, each once, in the checker's order (never `missing`). */
  parts: LikenessPart[];
  /** The checker's own words (English), shown on an English site. */
  notes: string[];
}

export interface LikenessLines {
  same: SameLine[];
  problems: ProblemLine[];
  /** The pages that still differ, each once, in order. */
  pages: number[];
}

/** The likeness check as the parent reads it: who looks the same everywhere, and what differs where. */
export function likenessLines(likeness: BookLikenessDetail): LikenessLines {
  const same = likeness.characters
    .filter((c) => c.failing_pages.length === 0 && c.pages > 0)
    .map((c) => ({ name: c.name, pages: c.pages }));
  const problems = [...likeness.problems]
    .sort((a, b) => a.page - b.page || a.name.localeCompare(b.name))
    .map((p) => ({
      page: p.page,
      name: p.name,
      missing: !p.on_page,
      parts: [...new Set(p.differences.map((d) => d.part).filter((part) => part !== 'missing'))],
      notes: p.differences.map((d) => d.note.trim()).filter(Boolean),
    }));
  return { same, problems, pages: [...new Set(problems.map((p) => p.page))] };
}

/**
 * The viewer opened on a page with the refine dialog (issue #23 "ask for a change"): page numbers are the
 * viewer's (1 = front cover), as the check names them.
 */
export const refineHref = (bookId: string, page: number): string =>
  `/books/${encodeURIComponent(bookId)}/viewer?page=${page}&refine=1`;

/** A list in words: "a, b and c". */
export function joinWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Where the viewer opens (issue #23): a page (1 = cover) and whether with the refine dialog. */
export interface ViewerTarget {
  page?: number;
  refine: boolean;
}

/** The viewer's `?page=7&refine=1`: the page to open at and whether to open the refine dialog. */
export function viewerTarget(search: Record<string, string | undefined>): ViewerTarget {
  const page = Number(search.page);
  return {
    ...(Number.isInteger(page) && page >= 1 ? { page } : {}),
    refine: search.refine === '1',
  };
}
