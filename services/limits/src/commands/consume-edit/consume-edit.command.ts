import { Command } from '@nestjs/cqrs';
import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';

export class ConsumeEditCommand extends Command<QuotaView> {
  constructor(
    public readonly ownerId: string,
    public readonly editId: string,
    public readonly bookId: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
