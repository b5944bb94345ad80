import { BooksRpc, DomainError, ErrorCodes, type RequestMetadata } from '@fabelhaft/contracts';
import { RemoteError, RpcError, type RpcClient } from '@fabelhaft/messaging';
import type { BookCatalog, OrderableBook } from '../ports/book-catalog.port';

/** BookCatalog over NATS request/reply to the books service (the owner-scoped book detail). */
export class BooksServiceCatalog implements BookCatalog {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
  ) {}

  async findOwnedBook(
    ownerId: string,
    bookId: string,
    metadata: RequestMetadata,
  ): Promise<OrderableBook | null> {
    try {
      const book = await this.rpc.call(BooksRpc.getBook, { ownerId, bookId }, metadata, this.timeoutMs);
      return {
        bookId: book.bookId,
        ownerId: book.ownerId,
        title: book.title,
        previewStatus: book.previewStatus,
        format: book.format,
        coverKey: book.coverKey,
      };
    } catch (e) {
      if (e instanceof RemoteError && e.code === ErrorCodes.BOOKS_NOT_FOUND) return null;
      if (e instanceof RemoteError) throw new DomainError(e.code, e.detail);
      if (e instanceof RpcError && e.code === ErrorCodes.UNAVAILABLE) {
        throw new DomainError(ErrorCodes.UNAVAILABLE, 'The book cannot be checked right now');
      }
      throw e;
    }
  }
}
