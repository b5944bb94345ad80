import { z } from 'zod';
import type { FormObject } from './stripe-form';
import { StripeApiError, type LineItem } from './stripe-objects';

/**
 * `POST /v1/checkout/sessions` parameters, checked as Stripe checks them (for the subset we support):
 * unknown parameters are refused, so a field the adapter starts sending cannot be silently ignored here
 * and only fail against the real Stripe.
 */
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const boolean = z.enum(['true', 'false'], { error: 'must be a boolean' }).transform((v) => v === 'true');

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

const schema = z.strictObject({
  mode: z.literal('payment', { error: 'only `payment` is supported by the local checkout' }),
  line_items: z
    .array(
      z.strictObject({
        quantity: integer(1, 999),
        price_data: z.strictObject({
          currency: z.string().regex(/^[a-zA-Z]{3}$/, 'must be an ISO 4217 currency code'),
          unit_amount: integer(0, 99_999_999),
          tax_behavior: z.enum(['inclusive', 'exclusive', 'unspecified']).optional(),
          product_data: z.strictObject({
            name: z.string().min(1, 'must not be empty').max(250),
            description: z.string().max(500).optional(),
            images: z.array(httpUrl).max(8).optional(),
          }),
        }),
      }),
    )
    .min(1, 'must have at least one line item')
    .max(100),
  client_reference_id: z.string().min(1).max(200).optional(),
  metadata: z
    .record(z.string().max(40, 'keys must be at most 40 characters'), z.string().max(500))
    .refine((m) => Object.keys(m).length <= 50, 'must have at most 50 keys')
    .optional(),
  customer_email: z.email('must be an e-mail address').optional(),
  success_url: httpUrl,
  cancel_url: httpUrl.optional(),
  allow_promotion_codes: boolean.optional(),
  // issue #24: "The coupon or promotion code to apply to this Session. Currently, only up to one may be specified."
  discounts: z
    .array(
      z.strictObject({
        coupon: z.string().min(1).max(5000).optional(),
        promotion_code: z.string().min(1).max(5000).optional(),
      }),
    )
    .max(1, 'only up to one discount may be specified')
    .optional(),
  shipping_address_collection: z
    .strictObject({
      allowed_countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166-1 alpha-2 codes')).min(1),
    })
    .optional(),
  locale: z
    .string()
    .regex(/^(auto|[a-z]{2}(-[A-Z]{2})?)$/, 'must be a locale like `de` or `en`')
    .optional(),
  expires_at: integer(0).optional(),
  payment_method_types: z.array(z.literal('card', { error: 'only `card` is supported' })).optional(),
  expand: z.array(z.string()).optional(),
});

export interface SessionParams {
  lineItems: LineItem[];
  currency: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string | null;
  allowPromotionCodes: boolean;
  /** issue #24: the id of the coupon to take off (`discounts[0][coupon]`), checked by the caller. */
  couponId: string | null;
  allowedCountries: string[] | null;
  locale: string | null;
  expiresAt: number;
}

// Stripe: a session can expire 30 minutes to 24 hours after it is created; 24 hours is the default.
const MIN_LIFETIME_S = 30 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60;

export function parseSessionParams(form: FormObject, nowSeconds: number): SessionParams {
  const parsed = schema.safeParse(form);
  if (!parsed.success) {
    // Like Stripe, name an unknown parameter before anything else: it is usually the real mistake.
    const issues = parsed.error.issues;
    throw toStripeError(issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]!, form);
  }
  const p = parsed.data;
  const currencies = new Set(p.line_items.map((item) => item.price_data.currency.toLowerCase()));
  if (currencies.size > 1) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'All line items must use the same currency.',
      'parameter_invalid',
      'line_items',
    );
  }
  if (p.allow_promotion_codes !== undefined && p.discounts !== undefined) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      'parameter_invalid',
      'discounts',
    );
  }
  const discount = p.discounts?.[0];
  if (discount && (discount.coupon === undefined) === (discount.promotion_code === undefined)) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'A discount must name exactly one of coupon or promotion_code.',
      'parameter_invalid',
      'discounts[0]',
    );
  }
  if (discount?.promotion_code !== undefined) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Invalid discounts[0][promotion_code]: only `coupon` is supported by the local checkout',
      'parameter_invalid',
      'discounts[0][promotion_code]',
    );
  }
  const expiresAt = p.expires_at ?? nowSeconds + MAX_LIFETIME_S;
  if (expiresAt < nowSeconds + MIN_LIFETIME_S || expiresAt > nowSeconds + MAX_LIFETIME_S) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'parameter_invalid',
      'expires_at',
    );
  }
  return {
    lineItems: p.line_items.map((item) => ({
      name: item.price_data.product_data.name,
      description: item.price_data.product_data.description ?? null,
      image: item.price_data.product_data.images?.[0] ?? null,
      quantity: item.quantity,
      unitAmount: item.price_data.unit_amount,
      taxBehavior: item.price_data.tax_behavior ?? 'unspecified',
    })),
    currency: [...currencies][0]!,
    clientReferenceId: p.client_reference_id ?? null,
    metadata: p.metadata ?? {},
    customerEmail: p.customer_email ?? null,
    successUrl: p.success_url,
    cancelUrl: p.cancel_url ?? null,
    allowPromotionCodes: p.allow_promotion_codes ?? false,
    couponId: discount?.coupon ?? null,
    allowedCountries: p.shipping_address_collection?.allowed_countries ?? null,
    locale: p.locale ?? null,
    expiresAt,
  };
}

/** Stripe's bracket path of a parameter: `line_items[0][price_data][unit_amount]`. */
function paramName(path: readonly PropertyKey[]): string {
  return path.map((segment, i) => (i === 0 ? String(segment) : `[${String(segment)}]`)).join('');
}

function toStripeError(issue: z.core.$ZodIssue, form: FormObject): StripeApiError {
  if (issue.code === 'unrecognized_keys') {
    const param = paramName([...issue.path, issue.keys[0]!]);
    return new StripeApiError(
      400,
      'invalid_request_error',
      `Received unknown parameter: ${param}`,
      'parameter_unknown',
      param,
    );
  }
  const param = paramName(issue.path);
  const given = issue.path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    form,
  );
  if (given === undefined) {
    return new StripeApiError(
      400,
      'invalid_request_error',
      `Missing required param: ${param}.`,
      'parameter_missing',
      param,
    );
  }
  return new StripeApiError(
    400,
    'invalid_request_error',
    `Invalid ${param}: ${issue.message}`,
    'parameter_invalid',
    param,
  );
}
