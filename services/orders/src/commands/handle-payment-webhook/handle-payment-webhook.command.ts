import type { RequestMetadata } from '@fabelhaft/contracts';

export class HandlePaymentWebhookCommand {
  constructor(
    /** The body exactly as received: the signature is over these bytes. */
    public readonly payload: string,
    public readonly signature: string,
    public readonly metadata: RequestMetadata,
  ) {}
}
