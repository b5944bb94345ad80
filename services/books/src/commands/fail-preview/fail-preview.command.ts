import { Command } from '@nestjs/cqrs';
import type { BookView, RequestMetadata } from '@fabelhaft/contracts';

export class FailPreviewCommand extends Command<BookView> {
  constructor(
    public readonly bookId: string,
    public readonly reason: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
