export { startLocalCheckout } from './local-checkout';
export type { LocalCheckoutHandle, LocalCheckoutOptions } from './local-checkout';
export { loadCheckoutConfig, checkoutEnvSchema } from './config';
export type { CheckoutConfig } from './config';
export { stripeSignature, type WebhookRetryPolicy } from './webhook-deliveries';
export { TEST_CARDS } from './test-cards';
