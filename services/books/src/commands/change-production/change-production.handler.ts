import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookView } from '@fabelhaft/contracts';
import { BOOKS } from '../../books.di-tokens';
import type { BookRepository } from '../../infrastructure/book.repository';
import { changeBook } from '../change-book';
import { ChangeProductionCommand } from './change-production.command';

@CommandHandler(ChangeProductionCommand)
export class ChangeProductionHandler implements ICommandHandler<ChangeProductionCommand, BookView> {
  constructor(@Inject(BOOKS) private readonly books: BookRepository) {}

  execute({ command, metadata }: ChangeProductionCommand): Promise<BookView> {
    return changeBook(this.books, command, metadata);
  }
}
