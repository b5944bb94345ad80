import type { Logger } from '@fabelhaft/service-kit';
import type { CheckoutStore } from './checkout-store';
import type { FormObject } from './stripe-form';
import {
  newId,
  StripeApiError,
  type ChargeObject,
  type EventObject,
  type RefundEventType,
  type RefundObject,
} from './stripe-objects';
import type { WebhookDeliveries } from './webhook-deliveries';

export interface RefundParams {
  paymentIntentId: string | null;
  chargeId: string | null;
  /** Absent: everything that is left of the charge. */
  amount: number | null;
  reason: RefundObject['reason'];
  metadata: Record<string, string>;
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** `POST /v1/refunds` parameters as Stripe reads them (form-encoded; unknown ones are refused). */
export function parseRefundParams(form: FormObject): RefundParams {
  for (const key of Object.keys(form)) {
    if (!['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'].includes(key)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Received unknown parameter: ${key}`,
        'parameter_unknown',
        key,
      );
    }
  }
  const text = (key: string): string | null => {
    const value = form[key];
    if (value === undefined) return null;
    if (typeof value !== 'string') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid string: ${key}`,
        'parameter_invalid_string',
        key,
      );
    }
    return value;
  };
  const paymentIntentId = text('payment_intent');
  const chargeId = text('charge');
  if (!paymentIntentId && !chargeId) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'One of the following params should be provided for this request: payment_intent or charge.',
      'parameter_missing',
    );
  }
  const rawAmount = text('amount');
  let amount: number | null = null;
  if (rawAmount !== null) {
    if (!/^\d+$/.test(rawAmount)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Invalid integer: ${rawAmount}`,
        'parameter_invalid_integer',
        'amount',
      );
    }
    amount = Number(rawAmount);
    if (amount < 1) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Amount must be at least 1 cent.',
        'amount_too_small',
        'amount',
      );
    }
  }
  const reason = text('reason');
  if (reason !== null && !(REASONS as readonly string[]).includes(reason)) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Invalid reason: must be one of ${REASONS.join(', ')}`,
      'parameter_invalid_string',
      'reason',
    );
  }
  const metadata = form['metadata'];
  const flat: Record<string, string> = {};
  if (metadata !== undefined && typeof metadata === 'object' && !Array.isArray(metadata)) {
    for (const [k, v] of Object.entries(metadata)) if (typeof v === 'string') flat[k] = v;
  }
  return {
    paymentIntentId,
    chargeId,
    amount,
    reason: (reason as RefundObject['reason']) ?? null,
    metadata: flat,
  };
}

/** "€29.00", as Stripe writes amounts in its error messages. */
function money(amount: number, currency: string): string {
  const symbol = currency.toLowerCase() === 'eur' ? '€' : `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}

/**
 * Refunds of the card payments taken on the hosted page, as Stripe answers them: a refund of a settled
 * payment succeeds at once (test mode), never beyond what was paid minus earlier refunds, and is announced
 * with `refund.created` and `charge.refunded`, after the session's own events.
 */
export class Refunds {
  constructor(
    private readonly store: CheckoutStore,
    private readonly deliveries: WebhookDeliveries,
    private readonly options: { now: () => number; log: Logger },
  ) {}

  create(params: RefundParams, apiVersion: string): RefundObject {
    const state = this.store.state;
    const intent = params.paymentIntentId ? state.paymentIntents[params.paymentIntentId] : undefined;
    if (params.paymentIntentId && !intent) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${params.paymentIntentId}'`,
        'resource_missing',
        'payment_intent',
      );
    }
    const chargeId = params.chargeId ?? intent?.latest_charge ?? null;
    const charge = chargeId ? state.charges[chargeId] : undefined;
    if (!charge || (intent && charge.payment_intent !== intent.id)) {
      if (params.chargeId) {
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `No such charge: '${params.chargeId}'`,
          'resource_missing',
          'charge',
        );
      }
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${params.paymentIntentId}) does not have a successful charge to refund.`,
      );
    }
    if (!charge.paid || charge.status !== 'succeeded') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This PaymentIntent (${charge.payment_intent}) does not have a successful charge to refund.`,
      );
    }
    const refunded = charge.amount_refunded ?? 0;
    const left = charge.amount - refunded;
    if (left <= 0) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    const amount = params.amount ?? left;
    if (amount > left) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        refunded === 0
          ? `Refund amount (${money(amount, charge.currency)}) is greater than charge amount (${money(charge.amount, charge.currency)})`
          : `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const refund: RefundObject = {
      id: newId('re_test'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: Math.floor(this.options.now() / 1000),
      currency: charge.currency,
      metadata: params.metadata,
      payment_intent: charge.payment_intent,
      reason: params.reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    state.refunds[refund.id] = refund;
    charge.amount_refunded = refunded + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const sessionId =
      Object.values(state.sessions).find((r) => r.session.payment_intent === charge.payment_intent)?.session
        .id ?? charge.id;
    this.emit('refund.created', refund, apiVersion, sessionId);
    this.emit('charge.refunded', charge, apiVersion, sessionId);
    this.store.save();
    this.deliveries.kick();
    return refund;
  }

  get(id: string): RefundObject {
    const refund = this.store.state.refunds[id];
    if (!refund) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such refund: '${id}'`,
        'resource_missing',
        'id',
      );
    }
    return refund;
  }

  private emit(
    type: RefundEventType,
    object: RefundObject | ChargeObject,
    apiVersion: string,
    sessionId: string,
  ): void {
    const event: EventObject = {
      id: newId('evt_test'),
      object: 'event',
      api_version: apiVersion,
      created: Math.floor(this.options.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    this.deliveries.enqueue(event, sessionId);
    this.options.log.info({ eventId: event.id, type, objectId: object.id }, 'event created');
  }
}
