import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';
import { BOOKS } from '../../books.di-tokens';
import type { BookRepository } from '../../infrastructure/book.repository';
import { changeBook } from '../change-book';
import { StartPreviewCommand } from './start-preview.command';

@CommandHandler(StartPreviewCommand)
export class StartPreviewHandler implements ICommandHandler<StartPreviewCommand, BookView> {
  constructor(@Inject(BOOKS) private readonly books: BookRepository) {}

  execute(c: StartPreviewCommand): Promise<BookView> {
    return changeBook(this.books, { type: 'StartPreview', bookId: c.bookId }, c.metadata);
  }
}
