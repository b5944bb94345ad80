import type { Pool } from 'pg';
import type { BookView } from '@fabelhaft/contracts';
import { bookNotFound } from '../domain/book.errors';
import { BOOK_COLUMNS, BOOKS_TABLE, type BookRow } from './book.projection';
import { bookViewOfRow } from './book.mapper';

/** Always by owner: another customer's book, a deleted one and one that never existed look the same. */
export async function getBook(pool: Pool, ownerId: string, bookId: string): Promise<BookView> {
  const { rows } = await pool.query<BookRow>(
    `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where book_id = $1 and owner_id = $2 and not deleted`,
    [bookId, ownerId],
  );
  if (!rows[0]) throw bookNotFound();
  return bookViewOfRow(rows[0]);
}
