/**
 * The payment provider as the orders service needs it. One adapter implements it: Stripe
 * (`stripe-payment-provider.ts`), pointed either at api.stripe.com or at the local hosted checkout
 * (deploy/checkout), which speaks the same API and signs its webhooks the same way — so there is one code
 * path, and the orders service cannot tell the two apart.
 */
export interface PaymentProvider {
  /** Creates a hosted checkout session. The idempotency key makes a retried create return the same session. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /** Expires an open session; a session already expired or complete is left as it is (no error). */
  expireCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature on the raw body (with the provider's timestamp tolerance) and returns the
   * event. Throws `InvalidWebhookSignatureError` when the signature, the secret or the timestamp is wrong.
   */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string): PaymentEvent;
  /** The customer-facing receipt of a payment (the charge's receipt_url), or null when there is none yet. */
  retrieveReceiptUrl(paymentIntentId: string): Promise<string | null>;
  /**
   * Refunds (part of) a payment (Stripe: `POST /v1/refunds`). The idempotency key makes a retried call return
   * the same refund; the provider refuses more than was paid minus earlier refunds (`amount_too_large`,
   * `charge_already_refunded`: not retryable).
   */
  refund(input: RefundInput): Promise<Refund>;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Minor units, > 0, at most what is left of the payment. */
  amount: number;
  idempotencyKey: string;
  /** Echoed back on the refund (strings only), e.g. our order and refund ids. */
  metadata: Record<string, string>;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface Refund {
  /** Provider id (`re_…`). */
  id: string;
  status: RefundStatus;
  amount: number;
  currency: string;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export interface CheckoutLineItem {
  /** Shown on the hosted page (e.g. the book title and format). */
  name: string;
  description?: string;
  /** Absolute https/http URL of an image shown on the hosted page. */
  imageUrl?: string;
  /** Gross unit price in minor units, VAT included (tax behaviour inclusive). */
  unitAmount: number;
  quantity: number;
}

export interface CheckoutSessionInput {
  /** Our order id: stored as client_reference_id and in metadata.order_id. */
  orderId: string;
  /** Extra metadata echoed back in the webhook events (strings only). */
  metadata: Record<string, string>;
  customerEmail?: string;
  /** ISO 4217, lower or upper case. */
  currency: string;
  lineItems: CheckoutLineItem[];
  successUrl: string;
  cancelUrl: string;
  /** Lets the customer type a promotion code on the hosted page (ignored with `coupon`: one or the other). */
  allowPromotionCodes: boolean;
  /**
   * issue #24: a coupon the customer gave before the checkout. The line items then carry the list price and
   * the provider takes the coupon off, so the hosted page shows the coupon and its discount line (Stripe:
   * `discounts[0][coupon]`, made once per id from `percentOff`).
   */
  coupon?: CheckoutCoupon;
  /** ISO 3166-1 alpha-2 countries a shipping address may be in (EU countries for printed books). */
  shippingCountries: string[];
  locale: 'de' | 'en';
  idempotencyKey: string;
  /** When the session stops accepting payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt?: Date;
}

export interface CheckoutCoupon {
  /** The provider's coupon id: a coupon never changes, so the id names the percentage too. */
  id: string;
  /** What the hosted page shows (the code the customer typed). */
  name: string;
  /** 1–100. */
  percentOff: number;
}

/** One discount on a session: a coupon we attached, or a promotion code the customer typed there. */
export interface CheckoutDiscount {
  coupon: string | null;
  promotionCode: string | null;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface PostalAddress {
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: CheckoutPaymentStatus;
  /** Our order id (client_reference_id / metadata.order_id), when the session carries one. */
  orderId: string | null;
  metadata: Record<string, string>;
  currency: string;
  amountSubtotal: number | null;
  amountTotal: number | null;
  amountDiscount: number;
  /** issue #24: the session's discounts (Stripe's `discounts`); empty without any. */
  discounts: CheckoutDiscount[];
  paymentIntentId: string | null;
  customerEmail: string | null;
  shippingAddress: PostalAddress | null;
  /** Unix seconds. */
  expiresAt: number | null;
}

/** The webhook event types the orders service acts on; others are acknowledged and ignored. */
export const HANDLED_PAYMENT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type HandledPaymentEventType = (typeof HANDLED_PAYMENT_EVENT_TYPES)[number];

export interface PaymentEvent {
  /** Provider event id (evt_...): each is handled once. */
  id: string;
  type: string;
  /** Unix seconds when the provider created the event. */
  created: number;
  /** The checkout session the event is about, for the handled types; null for other types. */
  session: CheckoutSession | null;
}

export class InvalidWebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignatureError';
  }
}

/**
 * The provider refused or could not be reached (network, 4xx/5xx). `retryable` for network/5xx/429 (and
 * 409, an idempotency key still in use). `code` is the provider's error code when it gave one (Stripe:
 * `resource_missing`, `parameter_invalid_integer`, ...).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
    public readonly statusCode?: number,
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
