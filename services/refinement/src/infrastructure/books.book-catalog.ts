import { BooksRpc, DomainError, ErrorCodes, type RequestMetadata } from '@fabelhaft/contracts';
import { RemoteError, RpcError, type RpcClient } from '@fabelhaft/messaging';
import type { BookFacts } from '../domain/refinable-book';
import type { BookCatalog, StoryState } from '../ports/book-catalog.port';

/** BookCatalog over NATS request/reply to the books service (owner-scoped: another's book is not found). */
export class BooksServiceCatalog implements BookCatalog {
  constructor(
    private readonly rpc: RpcClient,
    private readonly timeoutMs: number,
  ) {}

  async findBook(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<BookFacts | null> {
    const book = await this.call(() =>
      this.rpc.call(BooksRpc.getBook, { ownerId, bookId }, metadata, this.timeoutMs),
    );
    if (!book) return null;
    // The book view has no approval; the story state does (read when the session is opened).
    return {
      isPreview: book.isPreview,
      status: book.status,
      paymentStatus: book.paymentStatus,
      approvedAt: null,
    };
  }

  async storyState(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<StoryState | null> {
    const state = await this.call(() =>
      this.rpc.call(BooksRpc.getStoryState, { ownerId, bookId }, metadata, this.timeoutMs),
    );
    if (!state) return null;
    return {
      bookId: state.bookId,
      revision: state.revision,
      format: state.format,
      textBackground: state.textBackground,
      plan: state.plan,
      isPreview: state.isPreview,
      status: state.status,
      paymentStatus: state.paymentStatus,
      approvedAt: state.approvedAt,
      revisionInProgress: state.revisionInProgress,
    };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof RemoteError && e.code === ErrorCodes.BOOKS_NOT_FOUND) return null;
      if (e instanceof RemoteError) throw new DomainError(e.code, e.detail);
      if (e instanceof RpcError && e.code === ErrorCodes.UNAVAILABLE) {
        throw new DomainError(ErrorCodes.UNAVAILABLE, 'The book cannot be read right now. Please try again.');
      }
      throw e;
    }
  }
}
