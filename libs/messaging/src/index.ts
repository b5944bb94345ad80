export * from './subjects';
export * from './connection';
export * from './rpc';
export * from './jetstream';
