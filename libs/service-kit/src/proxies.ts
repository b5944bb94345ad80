/**
 * Senders whose X-Forwarded-For is believed (Express `trust proxy`): the ingress and the storefront's server,
 * which reach the BFF and the storefront from private networks. A public sender's header is never believed, so
 * per-address limits count visitors, not the ingress.
 */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';
