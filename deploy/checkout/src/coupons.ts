import { z } from 'zod';
import type { CheckoutStore } from './checkout-store';
import type { FormObject } from './stripe-form';
import { newId, StripeApiError, type CouponObject } from './stripe-objects';

/**
 * issue #24: Stripe's coupons, as far as Checkout uses them. `POST /v1/coupons` and `GET /v1/coupons/:id`;
 * a session names one in `discounts[0][coupon]` and takes it off its subtotal. Parameters are checked as
 * Stripe checks them for the subset supported here (unknown ones are refused).
 */
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const schema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'may contain only letters, digits, "-" and "_"')
    .optional(),
  name: z.string().min(1).max(40, 'must be at most 40 characters').optional(),
  percent_off: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().gt(0, 'must be greater than 0').max(100, 'must be at most 100'))
    .optional(),
  amount_off: integer(1).optional(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be an ISO 4217 currency code')
    .optional(),
  duration: z.enum(['once', 'forever', 'repeating']).optional(),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
});

export class Coupons {
  constructor(
    private readonly store: CheckoutStore,
    private readonly now: () => number,
  ) {}

  create(form: FormObject): CouponObject {
    const parsed = schema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const param =
        issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'coupon');
      throw new StripeApiError(
        400,
        'invalid_request_error',
        issue.code === 'unrecognized_keys'
          ? `Received unknown parameter: ${param}`
          : `Invalid ${param}: ${issue.message}`,
        issue.code === 'unrecognized_keys' ? 'parameter_unknown' : 'parameter_invalid',
        param,
      );
    }
    const p = parsed.data;
    if ((p.percent_off === undefined) === (p.amount_off === undefined)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You must pass exactly one of percent_off or amount_off.',
        'parameter_missing',
        'percent_off',
      );
    }
    if (p.amount_off !== undefined && !p.currency) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You must pass currency when passing amount_off.',
        'parameter_missing',
        'currency',
      );
    }
    const id = p.id ?? newId('', 8).slice(1);
    if (this.store.state.coupons[id]) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'Coupon already exists.',
        'resource_already_exists',
        'id',
      );
    }
    const coupon: CouponObject = {
      id,
      object: 'coupon',
      amount_off: p.amount_off ?? null,
      currency: p.amount_off !== undefined ? (p.currency ?? '').toLowerCase() : null,
      created: Math.floor(this.now() / 1000),
      duration: p.duration ?? 'once',
      duration_in_months: null,
      livemode: false,
      max_redemptions: null,
      metadata: p.metadata ?? {},
      name: p.name ?? null,
      percent_off: p.percent_off ?? null,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    };
    this.store.state.coupons[id] = coupon;
    this.store.save();
    return coupon;
  }

  get(id: string, param = 'coupon'): CouponObject {
    const coupon = this.store.state.coupons[id];
    if (!coupon) {
      throw new StripeApiError(
        404,
        'invalid_request_error',
        `No such coupon: '${id}'`,
        'resource_missing',
        param,
      );
    }
    return coupon;
  }

  /** What the coupon takes off a subtotal (minor units, never more than the subtotal). */
  static discountOf(coupon: CouponObject, subtotal: number): number {
    if (coupon.percent_off !== null) return Math.round((subtotal * coupon.percent_off) / 100);
    return Math.min(coupon.amount_off ?? 0, subtotal);
  }
}
