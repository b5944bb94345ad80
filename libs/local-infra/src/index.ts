export * from './postgres';
export * from './nats';
export * from './processes';
