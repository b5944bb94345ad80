import { Command } from '@nestjs/cqrs';
import type { QuotaView, RequestMetadata } from '@fabelhaft/contracts';

export class GrantPreviewsCommand extends Command<QuotaView> {
  constructor(
    public readonly ownerId: string,
    public readonly grantId: string,
    public readonly count: number,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
