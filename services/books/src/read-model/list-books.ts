import type { Pool } from 'pg';
import type { BookView } from '@fabelhaft/contracts';
import { BOOK_COLUMNS, BOOKS_TABLE, type BookRow } from './book.projection';
import { bookViewOfRow } from './book.mapper';

/** My books (spec §2): the owner's books, newest first, deleted ones left out. */
export async function listBooks(pool: Pool, ownerId: string): Promise<{ books: BookView[] }> {
  const { rows } = await pool.query<BookRow>(
    `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where owner_id = $1 and not deleted
     order by created_at desc, created_position desc`,
    [ownerId],
  );
  return { books: rows.map(bookViewOfRow) };
}
