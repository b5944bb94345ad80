import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts, type ViewerView } from '@fabelhaft/contracts';
import { PG_POOL } from '../../books.di-tokens';
import type { ProducedFiles } from '../../domain/book';
import { bookNotFound } from '../../domain/book.errors';
import { BOOKS_TABLE } from '../get-book/book.projection';
import { GetViewerQuery } from './get-viewer.query';

/** spec §9 (cover shown): the cover alone, then the pages in pairs. */
export function totalSpreads(pages: number): number {
  return pages <= 0 ? 0 : 1 + Math.ceil((pages - 1) / 2);
}

/** GET /books/{id}/viewer (spec §3 Viewer data): the owner's produced book only. */
@QueryHandler(GetViewerQuery)
export class GetViewerHandler implements IQueryHandler<GetViewerQuery, ViewerView> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId, bookId }: GetViewerQuery): Promise<ViewerView> {
    const { rows } = await this.pool.query<{
      title: string | null;
      status: string;
      is_preview: boolean;
      production: ProducedFiles | null;
    }>(
      `select title, status, is_preview, production from ${BOOKS_TABLE}
       where book_id = $1 and owner_id = $2 and not deleted`,
      [bookId, ownerId],
    );
    const row = rows[0];
    if (!row) throw bookNotFound();
    if (row.is_preview || row.status !== 'completed' || !row.production) {
      throw new DomainError(ErrorCodes.BOOKS_NOT_READY, ErrorTexts[ErrorCodes.BOOKS_NOT_READY]);
    }
    const pages = row.production.pages;
    return { bookId, title: row.title ?? '', pages, totalSpreads: totalSpreads(pages.length) };
  }
}
