import { Command } from '@nestjs/cqrs';
import type { BookView, RequestMetadata } from '@fabelhaft/contracts';
import type { BookCommand } from '../../domain/book.decide';

export type ProductionCommand = Extract<
  BookCommand,
  {
    type:
      | 'RequestProduction'
      | 'StartProduction'
      | 'MarkProductionRunning'
      | 'CompleteProduction'
      | 'FailProduction'
      | 'RetryProduction';
  }
>;

/** One step of a book's production (issue #6); each is idempotent (see `decideProduction`). */
export class ChangeProductionCommand extends Command<BookView> {
  constructor(
    public readonly command: ProductionCommand,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
