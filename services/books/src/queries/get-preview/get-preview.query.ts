import { Query } from '@nestjs/cqrs';
import type { PreviewView, RequestMetadata } from '@fabelhaft/contracts';

export class GetPreviewQuery extends Query<PreviewView> {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
