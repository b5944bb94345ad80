import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { BookView } from '@fabelhaft/contracts';
import { PG_POOL } from '../../books.di-tokens';
import { BOOK_COLUMNS, BOOKS_TABLE, toBookView, type BookRow } from '../get-book/book.projection';
import { ListBooksQuery } from './list-books.query';

/** My books (spec §2): the owner's books, newest first, deleted ones left out. */
@QueryHandler(ListBooksQuery)
export class ListBooksHandler implements IQueryHandler<ListBooksQuery, { books: BookView[] }> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ ownerId }: ListBooksQuery): Promise<{ books: BookView[] }> {
    const { rows } = await this.pool.query<BookRow>(
      `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where owner_id = $1 and not deleted
       order by created_at desc, created_position desc`,
      [ownerId],
    );
    return { books: rows.map(toBookView) };
  }
}
