export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

/** Name the passport strategy is registered under; the guard asks passport for it by this name. */
export const JWT_STRATEGY = 'jwt';
