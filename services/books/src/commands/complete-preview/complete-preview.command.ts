import { Command } from '@nestjs/cqrs';
import type { BookView, PreviewObject, RequestMetadata } from '@fabelhaft/contracts';

export class CompletePreviewCommand extends Command<BookView> {
  constructor(
    public readonly bookId: string,
    public readonly preview: PreviewObject,
    /** A preview may complete without a cover (spec §2 Builder). */
    public readonly coverKey: string | undefined,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
