import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '@fabelhaft/contracts';

export class DeletePreviewCommand extends Command<{ bookId: string; deleted: true }> {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
