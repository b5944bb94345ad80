import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import { deletePreview } from './delete-preview';

export const deletePreviewRpc = rpcBinding(BooksRpc.deletePreview, (r, m, { moduleRef }) =>
  deletePreview(moduleRef.get<BookRepository>(BOOKS, { strict: false }), r, m),
);
