import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects this server hands out, with the fields the Stripe adapter (libs/payments) and the
 * Stripe docs' examples rely on. Shapes follow Stripe's API reference; fields Fabelhaft never uses are
 * left out rather than filled with made-up values.
 */
export interface StripeAddress {
  line1: string;
  line2: string | null;
  postal_code: string;
  city: string;
  state: null;
  country: string;
}

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  livemode: false;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  locale: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  /** Stripe's `discounts`: a coupon attached at creation, or a promotion code typed on the page. */
  discounts: { coupon: string | null; promotion_code: string | null }[];
  allow_promotion_codes: boolean;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: {
    email: string;
    name: string;
    address: StripeAddress;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  collected_information: { shipping_details: { name: string; address: StripeAddress } } | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  payment_intent: string | null;
  payment_method_types: ['card'];
}

/** Stripe's Coupon (`POST /v1/coupons`): a percentage or an amount off, applied to a session's subtotal. */
export interface CouponObject {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  currency: string | null;
  created: number;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

export interface LineItem {
  name: string;
  description: string | null;
  image: string | null;
  quantity: number;
  unitAmount: number;
  taxBehavior: 'inclusive' | 'exclusive' | 'unspecified';
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  livemode: false;
  created: number;
  amount: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  paid: boolean;
  payment_intent: string;
  receipt_url: string | null;
  receipt_email: string | null;
  billing_details: { email: string; name: string };
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
  failure_message: string | null;
  /** Optional in stored state written before refunds existed: read as 0 / false. */
  amount_refunded?: number;
  refunded?: boolean;
}

/** Stripe's Refund (`POST /v1/refunds`): card refunds succeed at once in test mode. */
export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  transfer_reversal: null;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  livemode: false;
  created: number;
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  latest_charge: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  payment_method_types: ['card'];
}

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';
export type RefundEventType = 'charge.refunded' | 'refund.created';

export interface EventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: CheckoutEventType | RefundEventType;
  data: { object: CheckoutSessionObject | ChargeObject | RefundObject };
}

/** `{ error: { type, code, message, param } }`, Stripe's error body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, code: this.code, message: this.message, param: this.param } };
  }
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking ids (`cs_test_a1B2…`): prefix plus random base62. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}
