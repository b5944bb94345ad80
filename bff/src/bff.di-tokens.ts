export const BFF_CONFIG = Symbol('BFF_CONFIG');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const LOGGER = Symbol('LOGGER');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const URL_SIGNER = Symbol('URL_SIGNER');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
