export * from './config';
export * from './logger';
export * from './nest-logger';
export * from './run';
export * from './postgres';
export * from './tokens';
export * from './rpc-binding';
export * from './service-kit.module';
