import { Command } from '@nestjs/cqrs';
import type { BookPreviewRequest, PreviewView, RequestMetadata } from '@fabelhaft/contracts';

export class RequestPreviewCommand extends Command<PreviewView> {
  constructor(
    public readonly ownerId: string,
    /** Chosen by the client for an idempotent retry; a new uuid otherwise. */
    public readonly bookId: string | undefined,
    public readonly request: BookPreviewRequest,
    public readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
