export * from './config';
export * from './logger';
export * from './nest-logger';
export * from './run';
export * from './periodic';
// The service pattern (Nest module, pool, RPC bindings) is `@fabelhaft/service-kit/service`.
export * from './secrets';
export * from './proxies';
export * from './storage-config';
export * from './storable-text.interceptor';
