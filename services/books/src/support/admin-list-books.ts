import type { Pool } from 'pg';
import type { AdminBookListRequest, BookView } from '@fabelhaft/contracts';
import { BOOK_COLUMNS, BOOKS_TABLE, type BookRow } from '../read-model/book.projection';
import { bookViewOfRow } from '../read-model/book.mapper';

const ORDER_BY: Record<AdminBookListRequest['sort']['field'], string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  title: 'title',
  status: 'status',
};

/** The where clause and its values for support's filters (docs/admin-api.md `GET /admin/books`). */
export function adminBooksWhere(filter: AdminBookListRequest['filter']): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const where = ['not deleted'];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  if (filter.ids) add((n) => `book_id = any(${n})`, filter.ids);
  if (filter.status) add((n) => `status = ${n}`, filter.status);
  if (filter.ownerId) add((n) => `owner_id = ${n}`, filter.ownerId);
  if (filter.isPreview !== undefined) add((n) => `is_preview = ${n}`, filter.isPreview);
  if (filter.q) {
    const escaped = filter.q.replace(/[\\%_]/g, (c) => `\\${c}`);
    values.push(filter.q, `%${escaped}%`);
    where.push(`(book_id = $${values.length - 1} or title ilike $${values.length})`);
  }
  return { sql: where.join(' and '), values };
}

/** Support's book list (issue #13): any owner's books, filtered, sorted and one page, with the total. */
export async function adminListBooks(
  pool: Pool,
  request: AdminBookListRequest,
): Promise<{ books: BookView[]; total: number }> {
  const { sql, values } = adminBooksWhere(request.filter);
  const direction = request.sort.order === 'ASC' ? 'asc' : 'desc';
  const column = ORDER_BY[request.sort.field];
  const [{ rows }, count] = await Promise.all([
    pool.query<BookRow>(
      `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where ${sql}
       order by ${column} ${direction} nulls last, created_position ${direction}
       limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, request.limit, request.offset],
    ),
    pool.query<{ total: string }>(`select count(*) as total from ${BOOKS_TABLE} where ${sql}`, values),
  ]);
  return { books: rows.map(bookViewOfRow), total: Number(count.rows[0]?.total ?? 0) };
}
