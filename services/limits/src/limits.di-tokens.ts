export const LIMITS_CONFIG = Symbol('LIMITS_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SUBJECTS = Symbol('SUBJECTS');
export const QUOTA_ACCOUNTS = Symbol('QUOTA_ACCOUNTS');
export const QUOTA_DEFAULTS = Symbol('QUOTA_DEFAULTS');
export const LOGGER = Symbol('LOGGER');
