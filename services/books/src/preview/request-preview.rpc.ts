import type { Logger } from 'pino';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS, LOGGER, PREVIEW_QUOTA } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { requestPreview } from './request-preview';

export const requestPreviewRpc = rpcBinding(BooksRpc.requestPreview, (r, m, { moduleRef }) =>
  requestPreview(
    {
      books: moduleRef.get<BookRepository>(BOOKS, { strict: false }),
      quota: moduleRef.get<PreviewQuota>(PREVIEW_QUOTA, { strict: false }),
      logger: moduleRef.get<Logger>(LOGGER, { strict: false }),
    },
    { ownerId: r.ownerId, bookId: r.bookId, request: r.request },
    m,
  ),
);
