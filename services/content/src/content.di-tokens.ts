export const POSTS = Symbol('POSTS');
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
export const COVER_STORAGE = Symbol('COVER_STORAGE');
export const LOGGER = Symbol('LOGGER');
