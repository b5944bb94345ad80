import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Where the page may connect and load from besides itself: the BFF (API, signed images) and the identity provider. */
export interface CspSources {
  bffUrl: string;
  /** Cognito API endpoint; empty in production, where the SDK talks to `cognito-idp.<region>.amazonaws.com`. */
  cognitoEndpoint: string;
  cognitoRegion: string;
  /** Hosted login pages (a form may post there; the browser is sent there). */
  hostedUiUrl: string;
  /** Vite's dev server: HMR over a WebSocket on the same host. */
  development: boolean;
}

/** A fresh CSP nonce for one response (128 random bits). */
export const newNonce = (): string => randomBytes(16).toString('base64');

const origin = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The storefront's Content-Security-Policy (issue #12): scripts only from our origin or inline with this
 * response's nonce (Vike puts it on the scripts it injects) — no `unsafe-inline` scripts, no eval; no
 * plugins; no framing by anyone (`frame-ancestors 'none'`); forms and connections only to our own origin, the
 * BFF and the identity provider. Inline *style attributes* stay allowed (React `style` props and the flipbook
 * set them); they cannot run code.
 */
export function contentSecurityPolicy(nonce: string, s: CspSources): string {
  const bff = origin(s.bffUrl);
  const cognito = origin(s.cognitoEndpoint) ?? `https://cognito-idp.${s.cognitoRegion}.amazonaws.com`;
  const hosted = origin(s.hostedUiUrl);
  const ws = s.development ? ['ws:', 'wss:'] : [];
  const list = (...items: Array<string | null>) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', bff)}`,
    // issue #28: the pages read aloud come from the BFF's signed links, like the pictures.
    `media-src ${list("'self'", bff)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", bff, cognito, hosted, ...ws)}`,
    `form-action ${list("'self'", hosted)}`,
    `frame-ancestors 'none'`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
  ].join('; ');
}

/**
 * Headers every storefront response carries (pages, assets, health): no MIME sniffing, no framing, a strict
 * referrer policy (signed links and tokens never leave in a Referer), no powerful features, and HSTS
 * outside local development.
 */
export function staticSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Express middleware for the static headers. */
export function securityHeaders(options: { hsts: boolean }) {
  const headers = staticSecurityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
