export * from './errors';
export * from './rest/limits';
export * from './rpc/envelope';
export * from './rpc/limits';
export * from './events/integration-event';
export * from './events/limits';
