export * from './config';
export * from './logger';
export * from './nest-logger';
export * from './run';
// The service pattern (Nest module, pool, RPC bindings) is `@fabelhaft/service-kit/service`.
