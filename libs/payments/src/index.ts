export * from './payment-provider.port';
