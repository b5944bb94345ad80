export * from './config';
export * from './logger';
export * from './nest-logger';
export * from './run';
