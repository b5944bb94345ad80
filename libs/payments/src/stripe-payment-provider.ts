import Stripe from 'stripe';
import {
  InvalidWebhookSignatureError,
  PaymentProviderError,
  type CheckoutCoupon,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.port';
import {
  isHandledPaymentEventType,
  toCheckoutSession,
  toCouponCreateParams,
  toPaymentProviderError,
  toRefund,
  toRefundCreateParams,
  toSessionCreateParams,
} from './stripe-checkout.mapping';

export interface StripePaymentProviderOptions {
  /** `sk_test_…` / `sk_live_…`; for the local hosted checkout, the key it is configured with. */
  secretKey: string;
  /** `whsec_…` of the webhook endpoint (or of the local hosted checkout). */
  webhookSecret: string;
  /** Another API host than api.stripe.com: the local hosted checkout (deploy/checkout). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How old a webhook signature may be, in seconds (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
  /** The SDK's own retries of connection errors, 409, 429 and 5xx, with backoff (default 2). */
  maxNetworkRetries?: number;
  /**
   * How long one request may take before it fails as a retryable connection error (default 4 s; the SDK's
   * own default of 80 s would keep a checkout waiting far longer than any customer or caller does).
   */
  timeoutMs?: number;
}

const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
const DEFAULT_TIMEOUT_MS = 4000;

/** The payment provider on Stripe Checkout; see payment-provider.port.ts for the contract. */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.api
      ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
      : {}),
  });
  const tolerance = options.webhookToleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toPaymentProviderError(error);
    }
  }

  const retrieveCheckoutSession = (sessionId: string): Promise<CheckoutSession> =>
    call(async () => toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId)));

  /** Coupons this process has seen at the provider: a coupon never changes, so once is enough. */
  const knownCoupons = new Set<string>();

  /**
   * issue #24: the coupon must exist at the provider before a session names it. Looked up, made when missing
   * (another caller making it at the same moment is fine), and refused when the provider's coupon takes
   * another percentage off than ours: the customer would then pay another amount than the order says.
   */
  async function ensureCoupon(coupon: CheckoutCoupon): Promise<void> {
    if (knownCoupons.has(coupon.id)) return;
    let existing: Stripe.Coupon;
    try {
      existing = await stripe.coupons.retrieve(coupon.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_missing') throw error;
      try {
        existing = await stripe.coupons.create(toCouponCreateParams(coupon), {
          idempotencyKey: `coupon-${coupon.id}`,
        });
      } catch (createError) {
        if (
          !(createError instanceof Stripe.errors.StripeError) ||
          createError.code !== 'resource_already_exists'
        )
          throw createError;
        existing = await stripe.coupons.retrieve(coupon.id);
      }
    }
    if (existing.percent_off !== coupon.percentOff || existing.valid === false) {
      throw new PaymentProviderError(
        `Stripe: coupon ${coupon.id} takes ${existing.percent_off ?? '?'} % off (valid: ${existing.valid}), not ${coupon.percentOff} %`,
        false,
      );
    }
    knownCoupons.add(coupon.id);
  }

  return {
    createCheckoutSession: (input: CheckoutSessionInput) =>
      call(async () => {
        if (input.coupon) await ensureCoupon(input.coupon);
        return toCheckoutSession(
          await stripe.checkout.sessions.create(toSessionCreateParams(input), {
            idempotencyKey: input.idempotencyKey,
          }),
        );
      }),

    retrieveCheckoutSession,

    async expireCheckoutSession(sessionId) {
      try {
        return toCheckoutSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Stripe answers 400 when the session is no longer open (paid or expired meanwhile): that is the
        // outcome the caller wants to know about, not a failure.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
          const current = await retrieveCheckoutSession(sessionId);
          if (current.status !== 'open') return current;
        }
        throw toPaymentProviderError(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, tolerance);
      } catch (error) {
        // Signature, secret, timestamp, header format, or a signed body that is not JSON: never trust it.
        throw new InvalidWebhookSignatureError(
          `Invalid webhook: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const object = event.data?.object as { object?: string } | undefined;
      const isSession = isHandledPaymentEventType(event.type) && object?.object === 'checkout.session';
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        session: isSession ? toCheckoutSession(object as Stripe.Checkout.Session) : null,
      };
    },

    retrieveReceiptUrl: (paymentIntentId) =>
      call(async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
        const charge = intent.latest_charge;
        return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
      }),

    refund: (input) =>
      call(async () =>
        toRefund(
          await stripe.refunds.create(toRefundCreateParams(input), { idempotencyKey: input.idempotencyKey }),
        ),
      ),
  };
}
