import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BOOKS } from '../../books.di-tokens';
import type { BookRepository } from '../../infrastructure/book.repository';
import { DeletePreviewCommand } from './delete-preview.command';

@CommandHandler(DeletePreviewCommand)
export class DeletePreviewHandler implements ICommandHandler<
  DeletePreviewCommand,
  { bookId: string; deleted: true }
> {
  constructor(@Inject(BOOKS) private readonly books: BookRepository) {}

  async execute(c: DeletePreviewCommand): Promise<{ bookId: string; deleted: true }> {
    await this.books.handle(
      c.bookId,
      { type: 'DeletePreview', bookId: c.bookId, ownerId: c.ownerId },
      c.metadata,
    );
    return { bookId: c.bookId, deleted: true };
  }
}
