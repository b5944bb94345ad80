import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

// The console's headers, after storefront/server/security-headers.ts (issue #12). Apps do not import each
// other (module boundaries), so the few lines are repeated here; the differences are commented.

export interface CspSources {
  bffUrl: string;
  /** issue #26: the content service (support's posts, their covers); optional. */
  contentUrl?: string;
  /** Empty in production: the SDK talks to `cognito-idp.<region>.amazonaws.com`. */
  cognitoEndpoint: string;
  cognitoRegion: string;
  /** Vite's dev server: HMR over a WebSocket. */
  development: boolean;
  /**
   * Development only: the nonce of this page's inline scripts (Vite's react-refresh preamble). Production has
   * no inline script at all.
   */
  nonce?: string;
}

/** A fresh CSP nonce for one page (128 random bits). */
export const newNonce = (): string => randomBytes(16).toString('base64');

const origin = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Scripts only from our origin — the production build of a Vite SPA has no inline script, so no nonce and no
 * `unsafe-inline` (in development Vite's inline preamble carries the page's nonce); connections only to ourselves, the BFF
 * and Cognito; no framing; no plugins. Inline styles stay allowed: MUI (emotion) injects <style> elements.
 */
export function contentSecurityPolicy(s: CspSources): string {
  const bff = origin(s.bffUrl);
  const content = origin(s.contentUrl ?? '');
  const cognito = origin(s.cognitoEndpoint) ?? `https://cognito-idp.${s.cognitoRegion}.amazonaws.com`;
  const list = (...items: Array<string | null>) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    s.nonce ? `script-src 'self' 'nonce-${s.nonce}'` : `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', bff, content)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", bff, content, cognito, ...(s.development ? ['ws:', 'wss:'] : []))}`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `worker-src 'self' blob:`,
  ].join('; ');
}

/** Headers on every response: no sniffing, no framing, strict referrer (signed links), HSTS on https. */
export function staticSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The console is internal: search engines keep out.
    'X-Robots-Tag': 'noindex, nofollow',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function securityHeaders(options: { hsts: boolean } & CspSources) {
  const headers = {
    ...staticSecurityHeaders(options),
    'Content-Security-Policy': contentSecurityPolicy(options),
  };
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
