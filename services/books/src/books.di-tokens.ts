export const BOOKS_CONFIG = Symbol('BOOKS_CONFIG');
export const PG_POOL = Symbol('PG_POOL');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const SUBJECTS = Symbol('SUBJECTS');
export const BOOKS = Symbol('BOOKS');
export const PREVIEW_QUOTA = Symbol('PREVIEW_QUOTA');
export const LOGGER = Symbol('LOGGER');
