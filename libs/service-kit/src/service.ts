// The Nest service pattern (`@fabelhaft/service-kit/service`): kept out of the package's main entry so that
// processes that only need configuration and logging (storefront server, local checkout) do not load Nest,
// pg and NATS.
export * from './postgres';
export * from './event-store-choice';
export * from './tokens';
export * from './rpc-binding';
export * from './job-binding';
export * from './bindings';
export * from './service-kit.module';
export * from './run-service';
export * from './erasure';
