import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

/**
 * The BFF against the limits contract (libs/contracts), with a stand-in service answering on NATS; the real
 * service behind the same contract is covered by its own tests and by the stack test in deploy/local.
 */
describe('BFF GET /limits', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let limits: RpcServer | undefined;
  let bff: INestApplication;
  let base: string;
  let prefix: string;
  const asked: { ownerId: string; correlationId: string }[] = [];

  const startLimits = () => {
    limits = new RpcServer(nc, new Subjects(prefix), 'limits');
    limits.handle(LimitsRpc.getLimits, async ({ ownerId }, metadata) => {
      asked.push({ ownerId, correlationId: metadata.correlationId });
      return { ownerId, previewLimit: 5, previewRemaining: 4, editLimit: 3, editRemaining: 1 };
    });
  };

  beforeAll(async () => {
    issuer = await createTestIssuer();
    prefix = testSubjectPrefix('bff');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-limits' });
    startLimits();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        CORS_ORIGINS: 'http://localhost:3000',
        ASSET_URL_SECRET: testSecret(),
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await limits?.close();
    await nc?.close();
    await issuer?.close();
  });

  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('returns the four spec §3 fields for the caller (the token subject), passing the correlation id on', async () => {
    const res = await get('/limits', issuer.mintIdToken({ sub: 'customer-1', email: 'c1@example.com' }), {
      'x-correlation-id': 'corr-limits-1',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      preview_limit: 5,
      preview_remaining: 4,
      edit_limit: 3,
      edit_remaining: 1,
    });
    expect(asked).toContainEqual({ ownerId: 'customer-1', correlationId: 'corr-limits-1' });
  });

  it('answers 401 with { detail, code } without a valid token', async () => {
    for (const res of [await get('/limits'), await get('/limits', 'not-a-token')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'User is not authenticated', code: 'AUTH.UNAUTHENTICATED' });
    }
  });

  it('sets security headers, CORS for the storefront and echoes the correlation id', async () => {
    const res = await get('/limits', issuer.mintIdToken({ sub: 'customer-2' }), {
      origin: 'http://localhost:3000',
      'x-correlation-id': 'test-corr-1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-correlation-id')).toBe('test-corr-1');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();

    const other = await get('/health/live', undefined, { origin: 'http://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves health endpoints and the OpenAPI document without a token', async () => {
    // /health/ready asks every service the BFF calls: bff/src/health/health.int.spec.ts.
    expect((await get('/health/live')).status).toBe(200);
    const doc = (await (await get('/docs/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/limits');
    expect(JSON.stringify(doc.paths['/limits'])).toContain('preview_remaining');
    expect((await get('/docs')).status).toBe(200);
  });

  it('answers unknown paths with 404 { detail, code }', async () => {
    const res = await get('/nope', issuer.mintIdToken());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: expect.any(String), code: 'COMMON.NOT_FOUND' });
  });

  it('answers 503 with a correlation id when the limits service is down, and recovers', async () => {
    await limits?.close();
    limits = undefined;
    const token = issuer.mintIdToken({ sub: 'customer-3' });
    const res = await get('/limits', token, { 'x-correlation-id': 'down-1' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'COMMON.UPSTREAM_UNAVAILABLE', correlation_id: 'down-1' });
    startLimits();
    expect((await get('/limits', token)).status).toBe(200);
  });
});
