import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestIssuer, testNatsUrl, testSubjectPrefix, type TestIssuer } from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

/** Issue #12 "less leakage": error bodies say nothing of parsers or routes; JSON answers run and frame nothing. */
describe('BFF error bodies and headers', () => {
  let issuer: TestIssuer;
  let app: INestApplication;
  let base: string;
  let token: string;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: testSubjectPrefix('bffleak'),
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: 'test-asset-url-secret-with-at-least-32-chars',
      }),
    );
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    token = issuer.mintIdToken({ sub: 'leak-1' });
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    });

  it.each([
    ['malformed JSON', () => post('/books/preview', '{"idea": '), 400, 'The request could not be read.'],
    [
      'an unreadable multipart body',
      () => post('/uploads/characters/batch', 'junk', 'multipart/form-data; boundary=x'),
      400,
      'The request could not be read.',
    ],
    [
      'a body over the limit',
      () => post('/books/preview', JSON.stringify({ idea: 'x'.repeat(3_000_000) })),
      413,
      'The request is too large.',
    ],
    [
      'an unknown path',
      () => fetch(`${base}/no/such/path`, { headers: { authorization: `Bearer ${token}` } }),
      404,
      'Not found',
    ],
  ])('answers %s with { detail, code } in our words only', async (_what, send, status, detail) => {
    const res = await send();
    expect(res.status).toBe(status);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.detail).toBe(detail);
    expect(typeof body.code).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(
      /JSON|Unexpected|Multipart|Cannot (GET|POST)|entity|stack|at \w+ \(/,
    );
  });

  it('keeps our own validation texts (they are meant for people)', async () => {
    const res = await post('/books/preview', JSON.stringify({ idea: 5 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^idea: /);
  });

  it('lets no JSON answer run scripts or be framed', async () => {
    const res = await fetch(`${base}/health/live`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
