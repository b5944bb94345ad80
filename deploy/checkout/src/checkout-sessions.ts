import type { Logger } from '@fabelhaft/service-kit';
import type { CheckoutStore, SessionRecord } from './checkout-store';
import { Coupons } from './coupons';
import type { ValidPayment } from './payment-form';
import type { SessionParams } from './session-params';
import {
  newId,
  StripeApiError,
  type ChargeObject,
  type CheckoutEventType,
  type CheckoutSessionObject,
  type CouponObject,
  type EventObject,
  type PaymentIntentObject,
  type StripeAddress,
} from './stripe-objects';
import { cardBrand, outcomeOf } from './test-cards';
import type { WebhookDeliveries } from './webhook-deliveries';

export interface CheckoutSessionsOptions {
  publicUrl: string;
  /** Upper-case code → percent off. */
  promotionCodes: Record<string, number>;
  asyncPaymentDelayMs: number;
  /** The business clock (Unix ms): session creation, expiry and event times. Tests move it forward. */
  now: () => number;
  log: Logger;
}

export type PaymentResult =
  { kind: 'completed'; redirectUrl: string } | { kind: 'declined' | 'not_a_test_card' } | { kind: 'closed' };

export type PromotionResult = 'applied' | 'unknown' | 'not_allowed' | 'closed';

/**
 * What a Checkout Session goes through, as Stripe does it: created open, then paid (complete/paid),
 * paid later (complete/unpaid, then an async event), or expired. Every change is saved before its
 * webhook is sent, so a restart neither loses nor repeats an event.
 */
export class CheckoutSessions {
  constructor(
    private readonly store: CheckoutStore,
    private readonly deliveries: WebhookDeliveries,
    private readonly options: CheckoutSessionsOptions,
  ) {}

  private get state() {
    return this.store.state;
  }

  private nowSeconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /** `coupon`: the one `discounts[0][coupon]` names (looked up by the caller). */
  create(
    params: SessionParams,
    apiVersion: string,
    coupon: CouponObject | null = null,
  ): CheckoutSessionObject {
    const id = newId('cs_test', 58);
    const record: SessionRecord = {
      apiVersion,
      lineItems: params.lineItems,
      promotion: null,
      coupon,
      session: {
        id,
        object: 'checkout.session',
        mode: 'payment',
        livemode: false,
        created: this.nowSeconds(),
        expires_at: params.expiresAt,
        status: 'open',
        payment_status: 'unpaid',
        url: `${this.options.publicUrl}/c/pay/${id}`,
        success_url: params.successUrl,
        cancel_url: params.cancelUrl,
        locale: params.locale,
        currency: params.currency,
        amount_subtotal: 0,
        amount_total: 0,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        discounts: [],
        allow_promotion_codes: params.allowPromotionCodes,
        client_reference_id: params.clientReferenceId,
        metadata: params.metadata,
        customer_email: params.customerEmail,
        customer_details: null,
        collected_information: null,
        shipping_address_collection: params.allowedCountries
          ? { allowed_countries: params.allowedCountries }
          : null,
        payment_intent: null,
        payment_method_types: ['card'],
      },
    };
    computeTotals(record);
    this.state.sessions[id] = record;
    this.store.save();
    return record.session;
  }

  /** The session, expired first if its time is up (the timer may not have run yet). */
  find(id: string): SessionRecord | undefined {
    const record = this.state.sessions[id];
    if (record && record.session.status === 'open' && record.session.expires_at <= this.nowSeconds()) {
      this.close(record);
      this.commit();
    }
    return record;
  }

  get(id: string): SessionRecord {
    const record = this.find(id);
    if (!record) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
        'session',
      );
    }
    return record;
  }

  expire(id: string): CheckoutSessionObject {
    const record = this.get(id);
    if (record.session.status !== 'open') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
        'checkout_session_not_open',
      );
    }
    this.close(record);
    this.commit();
    return record.session;
  }

  /** Expires every open session whose `expires_at` has passed (run by a timer). */
  expireDue(): void {
    let changed = false;
    for (const record of Object.values(this.state.sessions)) {
      if (record.session.status === 'open' && record.session.expires_at <= this.nowSeconds()) {
        this.close(record);
        changed = true;
      }
    }
    if (changed) this.commit();
  }

  applyPromotion(id: string, code: string): PromotionResult {
    const record = this.get(id);
    if (record.session.status !== 'open') return 'closed';
    if (!record.session.allow_promotion_codes || record.coupon) return 'not_allowed';
    const normalised = code.trim().toUpperCase();
    const percentOff = this.options.promotionCodes[normalised];
    if (percentOff === undefined) return 'unknown';
    record.promotion = { code: normalised, percentOff };
    computeTotals(record);
    this.store.save();
    return 'applied';
  }

  removePromotion(id: string): void {
    const record = this.get(id);
    if (record.session.status !== 'open') return;
    record.promotion = null;
    computeTotals(record);
    this.store.save();
  }

  pay(id: string, payment: ValidPayment): PaymentResult {
    const record = this.get(id);
    if (record.session.status !== 'open') return { kind: 'closed' };
    const outcome = outcomeOf(payment.cardNumber);
    // A declined card changes nothing and sends no event: the customer may try another card.
    if (outcome === 'declined' || outcome === 'not_a_test_card') {
      return { kind: outcome };
    }
    const session = record.session;
    const now = this.nowSeconds();
    const intent: PaymentIntentObject = {
      id: newId('pi_test'),
      object: 'payment_intent',
      livemode: false,
      created: now,
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      status: 'processing',
      latest_charge: null,
      metadata: session.metadata,
      receipt_email: payment.email,
      payment_method_types: ['card'],
    };
    const charge: ChargeObject = {
      id: newId('ch_test'),
      object: 'charge',
      livemode: false,
      created: now,
      amount: session.amount_total,
      currency: session.currency,
      status: 'pending',
      paid: false,
      payment_intent: intent.id,
      receipt_url: null,
      receipt_email: payment.email,
      billing_details: { email: payment.email, name: payment.name },
      payment_method_details: {
        type: 'card',
        card: {
          brand: cardBrand(payment.cardNumber),
          last4: payment.cardNumber.slice(-4),
          exp_month: payment.expiry.month,
          exp_year: payment.expiry.year,
        },
      },
      failure_message: null,
    };
    intent.latest_charge = charge.id;
    this.state.paymentIntents[intent.id] = intent;
    this.state.charges[charge.id] = charge;

    const address: StripeAddress = {
      line1: payment.line1,
      line2: payment.line2,
      postal_code: payment.postalCode,
      city: payment.city,
      state: null,
      country: payment.country,
    };
    session.status = 'complete';
    session.url = null;
    session.payment_intent = intent.id;
    session.customer_details = {
      email: payment.email,
      name: payment.name,
      address,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.collected_information = { shipping_details: { name: payment.name, address } };
    if (outcome === 'succeeds') {
      this.settle(record, true);
    } else {
      // Stripe's delayed methods: the session completes unpaid; the outcome follows as its own event.
      this.state.pendingOutcomes.push({
        sessionId: id,
        outcome,
        dueAt: Date.now() + this.options.asyncPaymentDelayMs,
      });
    }
    this.emit('checkout.session.completed', record);
    this.commit();
    return {
      kind: 'completed',
      redirectUrl: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)),
    };
  }

  /** Settles the delayed payments whose time has come (run by a timer; survives restarts). */
  settleDuePayments(): void {
    const due = this.state.pendingOutcomes.filter((pending) => pending.dueAt <= Date.now());
    if (due.length === 0) return;
    this.state.pendingOutcomes = this.state.pendingOutcomes.filter((pending) => !due.includes(pending));
    for (const pending of due) {
      const record = this.state.sessions[pending.sessionId];
      if (!record) continue;
      const succeeded = pending.outcome === 'delayed_success';
      this.settle(record, succeeded);
      this.emit(
        succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
        record,
      );
    }
    this.commit();
  }

  paymentIntent(id: string): PaymentIntentObject {
    const intent = this.state.paymentIntents[id];
    if (!intent) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${id}'`,
        'resource_missing',
        'intent',
      );
    }
    return intent;
  }

  charge(id: string): ChargeObject | undefined {
    return this.state.charges[id];
  }

  sessionOfPaymentIntent(paymentIntentId: string): SessionRecord | undefined {
    return Object.values(this.state.sessions).find((r) => r.session.payment_intent === paymentIntentId);
  }

  private settle(record: SessionRecord, succeeded: boolean): void {
    const intent = this.paymentIntent(record.session.payment_intent!);
    const charge = this.state.charges[intent.latest_charge!]!;
    if (succeeded) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      charge.status = 'succeeded';
      charge.paid = true;
      charge.receipt_url = `${this.options.publicUrl}/receipts/${charge.id}`;
      record.session.payment_status = 'paid';
    } else {
      intent.status = 'requires_payment_method';
      charge.status = 'failed';
      charge.failure_message = 'The payment could not be completed.';
    }
  }

  private close(record: SessionRecord): void {
    record.session.status = 'expired';
    record.session.url = null;
    this.emit('checkout.session.expired', record);
  }

  private emit(type: CheckoutEventType, record: SessionRecord): void {
    const event: EventObject = {
      id: newId('evt_test'),
      object: 'event',
      api_version: record.apiVersion,
      created: this.nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      // A snapshot: later changes to the session must not alter an event already queued.
      data: { object: structuredClone(record.session) },
    };
    this.deliveries.enqueue(event);
    this.options.log.info({ eventId: event.id, type, sessionId: record.session.id }, 'event created');
  }

  /** Saves, then lets the queue send what the change produced. */
  private commit(): void {
    this.store.save();
    this.deliveries.kick();
  }
}

/** The id Stripe would give the promotion code a customer typed (`promo_…`); local codes have no other. */
export const promotionCodeId = (code: string) => `promo_local_${code}`;

/**
 * Subtotal, discount and total (all VAT-inclusive gross amounts, as Fabelhaft sells to consumers): the
 * session's coupon (issue #24) or a promotion code typed on the page — Stripe takes one or the other.
 */
function computeTotals(record: SessionRecord): void {
  const subtotal = record.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const coupon = record.coupon ?? null;
  const discount = coupon
    ? Coupons.discountOf(coupon, subtotal)
    : record.promotion
      ? Math.round((subtotal * record.promotion.percentOff) / 100)
      : 0;
  const session = record.session;
  session.amount_subtotal = subtotal;
  session.amount_total = subtotal - discount;
  session.total_details = { amount_discount: discount, amount_shipping: 0, amount_tax: 0 };
  session.discounts = coupon
    ? [{ coupon: coupon.id, promotion_code: null }]
    : record.promotion
      ? [{ coupon: null, promotion_code: promotionCodeId(record.promotion.code) }]
      : [];
}
