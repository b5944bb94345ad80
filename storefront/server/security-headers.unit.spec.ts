import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from './security-headers';

const sources = {
  bffUrl: 'https://api.fabelhaft.example/v1',
  cognitoEndpoint: '',
  cognitoRegion: 'eu-central-1',
  hostedUiUrl: 'https://login.fabelhaft.example',
  development: false,
};

describe('storefront security headers (issue #12)', () => {
  it('allows scripts only from self or with the nonce: no unsafe-inline, no eval', () => {
    const csp = contentSecurityPolicy('abc123', sources);
    const script = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('lets the page talk to the BFF and the identity provider and nothing else', () => {
    const csp = contentSecurityPolicy('n', sources);
    expect(csp).toContain(
      "connect-src 'self' https://api.fabelhaft.example https://cognito-idp.eu-central-1.amazonaws.com https://login.fabelhaft.example",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://api.fabelhaft.example");
    expect(csp).toContain("media-src 'self' https://api.fabelhaft.example");
    expect(csp).not.toContain('ws:');
    expect(contentSecurityPolicy('n', { ...sources, development: true })).toContain('ws:');
  });

  it('sends HSTS only when asked (outside local development) and the other headers always', () => {
    expect(staticSecurityHeaders({ hsts: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    const local = staticSecurityHeaders({ hsts: false });
    expect(local['Strict-Transport-Security']).toBeUndefined();
    expect(local).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('makes a new 128-bit nonce every time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});
