import Stripe from 'stripe';
import {
  HANDLED_PAYMENT_EVENT_TYPES,
  PaymentProviderError,
  type CheckoutCoupon,
  type CheckoutPaymentStatus,
  type CheckoutSession,
  type CheckoutSessionInput,
  type CheckoutSessionStatus,
  type HandledPaymentEventType,
  type PostalAddress,
  type Refund,
  type RefundInput,
  type RefundStatus,
} from './payment-provider.port';

/**
 * Pure translations between the port and Stripe's Checkout API: what we send, and what we read back from
 * sessions, events and errors. No I/O here, so all of it is unit-tested.
 */

/** Stripe replaces this literal in success_url with the session id when it redirects the customer. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Adds `session_id={CHECKOUT_SESSION_ID}` to the success URL, keeping any query and fragment it has. The
 * placeholder must stay literal (not percent-encoded), or Stripe does not substitute it, so the URL class
 * (which would encode the braces) is not used to append it.
 */
export function successUrlWithSessionId(successUrl: string): string {
  if (successUrl.includes(CHECKOUT_SESSION_ID_PLACEHOLDER)) return successUrl;
  const hashAt = successUrl.indexOf('#');
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : successUrl.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}${fragment}`;
}

export function toSessionCreateParams(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: input.lineItems.map((item) => ({
      quantity: item.quantity,
      price_data: {
        currency: input.currency.toLowerCase(),
        unit_amount: item.unitAmount,
        // Our prices are gross (German consumer prices include VAT).
        tax_behavior: 'inclusive',
        product_data: {
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          ...(item.imageUrl ? { images: [item.imageUrl] } : {}),
        },
      },
    })),
    client_reference_id: input.orderId,
    // order_id last, so a caller's metadata cannot overwrite it.
    metadata: { ...input.metadata, order_id: input.orderId },
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    success_url: successUrlWithSessionId(input.successUrl),
    cancel_url: input.cancelUrl,
    // Stripe takes one or the other: a coupon given beforehand, or a code typed on the hosted page.
    ...(input.coupon
      ? { discounts: [{ coupon: input.coupon.id }] }
      : { allow_promotion_codes: input.allowPromotionCodes }),
    shipping_address_collection: {
      allowed_countries: input.shippingCountries.map(
        (country) =>
          country.toUpperCase() as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry,
      ),
    },
    locale: input.locale,
    ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
  };
}

interface StripeShippingDetails {
  name?: string | null;
  address?: Stripe.Address | null;
}

/**
 * Older API versions put the address on `shipping_details`; newer ones under
 * `collected_information.shipping_details`. Stripe's types only know the newer place.
 */
type SessionWithLegacyShipping = Stripe.Checkout.Session & {
  shipping_details?: StripeShippingDetails | null;
};

const SESSION_STATUSES: readonly CheckoutSessionStatus[] = ['open', 'complete', 'expired'];
const PAYMENT_STATUSES: readonly CheckoutPaymentStatus[] = ['paid', 'unpaid', 'no_payment_required'];

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const legacy = session as SessionWithLegacyShipping;
  const shipping = session.collected_information?.shipping_details ?? legacy.shipping_details ?? null;
  const metadata = { ...(session.metadata ?? {}) };
  const paymentIntent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    // A null status (never seen in practice) is treated as open: the session has not finished.
    status: SESSION_STATUSES.find((status) => status === session.status) ?? 'open',
    paymentStatus: PAYMENT_STATUSES.find((status) => status === session.payment_status) ?? 'unpaid',
    orderId: session.client_reference_id ?? metadata['order_id'] ?? null,
    metadata,
    currency: (session.currency ?? '').toLowerCase(),
    amountSubtotal: session.amount_subtotal ?? null,
    amountTotal: session.amount_total ?? null,
    amountDiscount: session.total_details?.amount_discount ?? 0,
    discounts: (session.discounts ?? []).map((d) => ({
      coupon: idOf(d.coupon),
      promotionCode: idOf(d.promotion_code),
    })),
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    shippingAddress: toPostalAddress(shipping),
    expiresAt: session.expires_at ?? null,
  };
}

/** An expandable Stripe reference: the id, whether or not it was expanded. */
function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** The coupon as Stripe creates it (`POST /v1/coupons`): once per checkout, named as the customer typed it. */
export function toCouponCreateParams(coupon: CheckoutCoupon): Stripe.CouponCreateParams {
  return { id: coupon.id, name: coupon.name, percent_off: coupon.percentOff, duration: 'once' };
}

function toPostalAddress(shipping: StripeShippingDetails | null): PostalAddress | null {
  const address = shipping?.address;
  if (!address) return null;
  return {
    name: shipping.name ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 || null,
    postalCode: address.postal_code ?? '',
    city: address.city ?? '',
    country: (address.country ?? '').toUpperCase(),
  };
}

export function isHandledPaymentEventType(type: string): type is HandledPaymentEventType {
  return (HANDLED_PAYMENT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * SDK errors as the port's error. Retryable: the request may not have reached Stripe (connection), Stripe
 * asked us to slow down (429), was busy with the same idempotency key (409) or failed on its side (5xx).
 * Anything that is not a Stripe error is a bug of ours and is rethrown as it is.
 */
export function toPaymentProviderError(error: unknown): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const status = error.statusCode;
  const retryable =
    error instanceof Stripe.errors.StripeConnectionError ||
    (status !== undefined && (status === 409 || status === 429 || status >= 500));
  return new PaymentProviderError(`Stripe: ${error.message}`, retryable, status, error.code);
}

export function toRefundCreateParams(input: RefundInput): Stripe.RefundCreateParams {
  return {
    payment_intent: input.paymentIntentId,
    amount: input.amount,
    reason: 'requested_by_customer',
    metadata: input.metadata,
  };
}

const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

export function toRefund(refund: Stripe.Refund): Refund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    // Stripe documents these five; anything new is treated as still under way.
    status: REFUND_STATUSES.find((status) => status === refund.status) ?? 'pending',
    amount: refund.amount,
    currency: refund.currency.toLowerCase(),
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    metadata: { ...(refund.metadata ?? {}) },
  };
}
