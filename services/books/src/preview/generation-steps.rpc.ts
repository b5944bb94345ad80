import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS, PREVIEW_QUOTA } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { bookViewOf } from '../read-model/book.mapper';
import { completePreview } from './complete-preview';
import { failPreview } from './fail-preview';
import { startPreview } from './start-preview';

const books = (moduleRef: { get<T>(token: symbol, o: { strict: false }): T }) =>
  moduleRef.get<BookRepository>(BOOKS, { strict: false });

export const generationStepRpcs = [
  rpcBinding(BooksRpc.startPreview, async (r, m, { moduleRef }) =>
    bookViewOf(await startPreview(books(moduleRef), r.bookId, m)),
  ),
  rpcBinding(BooksRpc.completePreview, async (r, m, { moduleRef }) =>
    bookViewOf(await completePreview(books(moduleRef), r, m)),
  ),
  rpcBinding(BooksRpc.failPreview, async (r, m, { moduleRef }) =>
    bookViewOf(
      await failPreview(
        { books: books(moduleRef), quota: moduleRef.get<PreviewQuota>(PREVIEW_QUOTA, { strict: false }) },
        r,
        m,
      ),
    ),
  ),
];
