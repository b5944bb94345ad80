import { Command } from '@nestjs/cqrs';
import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';

export class ReservePreviewCommand extends Command<QuotaView> {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
