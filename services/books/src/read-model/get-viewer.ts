import type { Pool } from 'pg';
import { FLIPBOOK_SIZE, ageBand, bodyTextSize, parseAge } from '@fabelhaft/book-engine';
import { DomainError, ErrorCodes, ErrorTexts, type ViewerView } from '@fabelhaft/contracts';
import type { ProducedFiles } from '../domain/book';
import { bookNotFound } from '../domain/book.errors';
import { BOOKS_TABLE } from './book.projection';

/** spec §9 (cover shown): the cover alone, then the pages in pairs. */
export function totalSpreads(pages: number): number {
  return pages <= 0 ? 0 : 1 + Math.ceil((pages - 1) / 2);
}

/** GET /books/{id}/viewer (spec §3 Viewer data): the owner's produced book only. */
export async function getViewer(pool: Pool, ownerId: string, bookId: string): Promise<ViewerView> {
  const { rows } = await pool.query<{
    title: string | null;
    main_language: string;
    age_range: string;
    format: string | null;
    status: string;
    is_preview: boolean;
    production: ProducedFiles | null;
  }>(
    `select title, main_language, age_range, format, status, is_preview, production from ${BOOKS_TABLE}
     where book_id = $1 and owner_id = $2 and not deleted`,
    [bookId, ownerId],
  );
  const row = rows[0];
  if (!row) throw bookNotFound();
  if (row.is_preview || row.status !== 'completed' || !row.production) {
    throw new DomainError(ErrorCodes.BOOKS_NOT_READY, ErrorTexts[ErrorCodes.BOOKS_NOT_READY]);
  }
  // issue #28: a page read aloud keeps its readings; books made before have none.
  const pages = row.production.pages.map((p) => ({ ...p, audio: p.audio ?? [] }));
  return {
    bookId,
    title: row.title ?? '',
    pages,
    totalSpreads: totalSpreads(pages.length),
    // issue #14: an Arabic book is read right to left (its PDFs are bound on the right, layout.ts dirOf).
    readingDirection: row.main_language === 'ar' ? 'rtl' : 'ltr',
    // issue #25: how large the page's text is, so the viewer knows when a spread is too small to read.
    bodyTextSize: bodyTextSize(
      ageBand(parseAge(row.age_range)),
      row.format === 'board' ? 'board' : 'booklet',
    ),
    imageWidth: FLIPBOOK_SIZE.widthPx,
  };
}
