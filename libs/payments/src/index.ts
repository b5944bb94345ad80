export * from './payment-provider.port';
export { createStripePaymentProvider, type StripePaymentProviderOptions } from './stripe-payment-provider';
export { successUrlWithSessionId, CHECKOUT_SESSION_ID_PLACEHOLDER } from './stripe-checkout.mapping';
