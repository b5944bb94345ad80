export * from './database';
export * from './nats';
export * from './eventually';
export * from './tokens';
export * from './stack';
export * from './owned-postgres';
export * from './secrets';
export * from './personal-data';
