import { contentSecurityPolicy, staticSecurityHeaders } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('admin security headers', () => {
  const sources = {
    bffUrl: 'https://api.fabelhaft.example/x',
    cognitoEndpoint: '',
    cognitoRegion: 'eu-central-1',
    development: false,
  };

  it('allows only our own scripts in production (no inline, no eval) and no framing', () => {
    const csp = contentSecurityPolicy(sources);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.fabelhaft.example https://cognito-idp.eu-central-1.amazonaws.com",
    );
    expect(csp).not.toContain('ws:');
  });

  it("allows Vite's inline preamble only by the page's nonce, the HMR socket in development, and the local identity", () => {
    const csp = contentSecurityPolicy({
      ...sources,
      development: true,
      nonce: 'n0nce',
      cognitoEndpoint: 'http://localhost:9229',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
    expect(directive(csp, 'connect-src')).toContain('http://localhost:9229');
    expect(directive(csp, 'connect-src')).toContain('ws:');
  });

  it('sends HSTS only when asked and always nosniff, DENY and noindex', () => {
    expect(staticSecurityHeaders({ hsts: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(staticSecurityHeaders({ hsts: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(staticSecurityHeaders({ hsts: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
});
