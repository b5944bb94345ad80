import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';
import { BOOKS, PREVIEW_QUOTA } from '../../books.di-tokens';
import { bookView } from '../../domain/book';
import type { BookRepository } from '../../infrastructure/book.repository';
import type { PreviewQuota } from '../../preview-quota.port';
import { FailPreviewCommand } from './fail-preview.command';

/**
 * A failed preview gives its reservation back (ARCHITECTURE §2 step 1). The failure is appended first; the
 * release follows and is then recorded on the book. If the process dies in between, or limits is down, the
 * worker's retry of FailPreview decides no new failure but still finds the release missing and does it:
 * limits releases idempotently by book id, so the preview comes back exactly once.
 */
@CommandHandler(FailPreviewCommand)
export class FailPreviewHandler implements ICommandHandler<FailPreviewCommand, BookView> {
  constructor(
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(PREVIEW_QUOTA) private readonly quota: PreviewQuota,
  ) {}

  async execute(c: FailPreviewCommand): Promise<BookView> {
    const { state } = await this.books.handle(
      c.bookId,
      { type: 'FailPreview', bookId: c.bookId, reason: c.reason },
      c.metadata,
    );
    if (state.reservationReleased) return bookView(state);
    await this.quota.release(state.ownerId, c.bookId, c.metadata);
    const released = await this.books.handle(
      c.bookId,
      { type: 'MarkReservationReleased', bookId: c.bookId },
      c.metadata,
    );
    return bookView(released.state);
  }
}
