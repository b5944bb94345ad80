import { Command } from '@nestjs/cqrs';
import type { BookView, RequestMetadata } from '@fabelhaft/contracts';

export class StartPreviewCommand extends Command<BookView> {
  constructor(
    public readonly bookId: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
