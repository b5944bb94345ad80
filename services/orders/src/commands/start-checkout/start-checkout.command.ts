import type { BookFormat, RequestMetadata } from '@fabelhaft/contracts';

export interface CheckoutStarted {
  orderId: string;
  checkoutUrl: string;
  sessionId: string;
  paymentStatus: string;
}

export class StartCheckoutCommand {
  constructor(
    public readonly ownerId: string,
    public readonly bookId: string,
    public readonly format: BookFormat | undefined,
    public readonly couponCode: string | undefined,
    public readonly locale: 'de' | 'en',
    public readonly customerEmail: string | undefined,
    public readonly metadata: RequestMetadata,
  ) {}
}
