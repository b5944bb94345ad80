import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';
import { BOOKS } from '../../books.di-tokens';
import type { BookRepository } from '../../infrastructure/book.repository';
import { changeBook } from '../change-book';
import { CompletePreviewCommand } from './complete-preview.command';

@CommandHandler(CompletePreviewCommand)
export class CompletePreviewHandler implements ICommandHandler<CompletePreviewCommand, BookView> {
  constructor(@Inject(BOOKS) private readonly books: BookRepository) {}

  execute(c: CompletePreviewCommand): Promise<BookView> {
    return changeBook(
      this.books,
      { type: 'CompletePreview', bookId: c.bookId, preview: c.preview, coverKey: c.coverKey ?? null },
      c.metadata,
    );
  }
}
