export * from './subjects';
export * from './connection';
export * from './rpc';
export * from './jetstream';
export * from './dead-letter';
export * from './job-worker';
export * from './rate-limiter';
export * from './permissions';
