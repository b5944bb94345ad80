import type { Pool } from 'pg';
import type { AdminBookDetail, BookFile, BookRevisionEntry } from '@fabelhaft/contracts';
import type { EventStore, RecordedEvent } from '@fabelhaft/eventsourcing';
import { evolve, initialBook, type BookEvent } from '../domain/book';
import type { ObjectStorage } from '@fabelhaft/storage';
import { bookNotFound } from '../domain/book.errors';
import { bookFilesPrefix } from '../production/book-files';
import { BOOK_COLUMNS, BOOKS_TABLE, type BookRow } from '../read-model/book.projection';
import { bookViewOfRow } from '../read-model/book.mapper';
import { historyOf } from './book-history';

const KIND_BY_NAME: Record<string, BookFile['kind']> = {
  'plan.json': 'plan',
  'print-interior.pdf': 'print-interior',
  'print-cover.pdf': 'print-cover',
  'preflight.json': 'preflight',
};

/**
 * The files support can open: the cover, then what is stored in the book's folder (plans, print PDFs,
 * preflight, the download — of every revision). The flipbook's pages are left out (the viewer shows them),
 * and so is production's artefact cache.
 */
export function bookFilesOf(
  book: { coverKey: string | null; downloadKey: string | null },
  stored: readonly string[],
): BookFile[] {
  const files: BookFile[] = book.coverKey ? [{ kind: 'cover', key: book.coverKey }] : [];
  for (const key of [...stored].sort()) {
    if (key.includes('/flipbook/') || key.includes('/pages/') || key.includes('/cache/')) continue;
    const name = key.slice(key.lastIndexOf('/') + 1);
    const kind = key === book.downloadKey ? 'download' : (KIND_BY_NAME[name] ?? 'file');
    files.push({ kind, key });
  }
  return files;
}

/** Support's book detail (issue #13): any owner's book, deleted previews too, its files and its history. */
export async function adminGetBook(
  deps: { pool: Pool; store: EventStore; storage: ObjectStorage },
  bookId: string,
): Promise<AdminBookDetail> {
  const { rows } = await deps.pool.query<BookRow>(
    `select ${BOOK_COLUMNS} from ${BOOKS_TABLE} where book_id = $1`,
    [bookId],
  );
  if (!rows[0]) throw bookNotFound();
  const book = bookViewOfRow(rows[0]);
  const [stored, { events }] = await Promise.all([
    deps.storage.list(bookFilesPrefix(book.ownerId, bookId)),
    deps.store.readStream(`book-${bookId}`),
  ]);
  return {
    book,
    files: bookFilesOf(book, stored),
    history: historyOf(events),
    revisions: revisionsOf(events),
  };
}

/** issue #14: the book's revisions as its events tell them (refusals are in the history only). */
export function revisionsOf(events: readonly RecordedEvent[]): BookRevisionEntry[] {
  const state = events.reduce(
    (s, e) => evolve(s, { type: e.type, data: e.data } as BookEvent),
    initialBook(),
  );
  return state.revisions.map((r) => ({ ...r }));
}
