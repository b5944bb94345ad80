import { redactUrl } from './logger';

describe('redactUrl (issue #12: signed links are redacted in logs)', () => {
  it('hides signatures, codes and tokens in a query and keeps the rest', () => {
    expect(redactUrl('/assets/owners/u1/a.webp?expires=123&sig=deadbeef')).toBe(
      '/assets/owners/u1/a.webp?expires=123&sig=[redacted]',
    );
    expect(redactUrl('/auth/callback?code=abc&state=xyz')).toBe('/auth/callback?code=[redacted]&state=xyz');
    expect(redactUrl('/x?X-Amz-Signature=1&X-Amz-Credential=2&a=b')).toBe(
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&a=b',
    );
    expect(redactUrl('/books?status=sig')).toBe('/books?status=sig');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
