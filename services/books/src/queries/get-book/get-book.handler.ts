import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { BookView } from '@fabelhaft/contracts';
import { PG_POOL } from '../../books.di-tokens';
import { bookNotFound } from '../../domain/book.errors';
import { BOOK_COLUMNS, BOOKS_TABLE, toBookView, type BookRow } from './book.projection';
import { GetBookQuery } from './get-book.query';

/** Always by owner: another customer's book, a deleted one and one that never existed look the same. */
export async function readOwnedBook(pool: Pool, ownerId: string, bookId: string): Promise<BookView> {
  const { rows } = await pool.query<BookRow>(
    `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where book_id = $1 and owner_id = $2 and not deleted`,
    [bookId, ownerId],
  );
  if (!rows[0]) throw bookNotFound();
  return toBookView(rows[0]);
}

@QueryHandler(GetBookQuery)
export class GetBookHandler implements IQueryHandler<GetBookQuery, BookView> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  execute({ ownerId, bookId }: GetBookQuery): Promise<BookView> {
    return readOwnedBook(this.pool, ownerId, bookId);
  }
}
