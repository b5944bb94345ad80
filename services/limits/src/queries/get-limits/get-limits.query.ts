import { Query } from '@nestjs/cqrs';
import type { QuotaView } from '@fabelhaft/contracts';

export class GetLimitsQuery extends Query<QuotaView> {
  constructor(public readonly ownerId: string) {
    super();
  }
}
