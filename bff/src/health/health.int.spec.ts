import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { HealthRpc, type ServiceHealth } from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';
import { READY_SERVICES, READY_TIMEOUT_MS } from './readiness';

type Service = (typeof READY_SERVICES)[number];
type Behaviour = 'ok' | 'no-database' | 'hangs';

/** GET /health/ready against stand-ins answering each service's `rpc.<service>.health` on NATS (ADR 0010). */
describe('BFF readiness', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let subjects: Subjects;
  let bff: INestApplication;
  let base: string;
  const running = new Map<Service, RpcServer>();
  const behaviour = new Map<Service, Behaviour>();

  const start = (service: Service) => {
    const server = new RpcServer(nc, subjects, service);
    server.handle(HealthRpc.check(service), async (): Promise<ServiceHealth> => {
      const how = behaviour.get(service) ?? 'ok';
      if (how === 'hangs') await new Promise((r) => setTimeout(r, READY_TIMEOUT_MS + 1500));
      return {
        service,
        status: how === 'ok' ? 'ok' : 'degraded',
        postgres: how === 'no-database' ? 'unreachable' : 'ok',
        relay: 'listening',
        uptimeSeconds: 1,
      };
    });
    running.set(service, server);
  };
  const stop = async (service: Service) => {
    await running.get(service)?.close();
    running.delete(service);
  };

  beforeAll(async () => {
    issuer = await createTestIssuer();
    subjects = new Subjects(testSubjectPrefix('bffready'));
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-ready' });
    for (const service of READY_SERVICES) start(service);
    await nc.flush();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: subjects.prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        ASSET_URL_SECRET: testSecret(),
        RPC_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    for (const service of [...running.keys()]) await stop(service);
    await nc?.close();
    await issuer?.close();
  });

  const ready = async () => {
    const started = Date.now();
    const res = await fetch(`${base}/health/ready`);
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      ms: Date.now() - started,
    };
  };

  it('is ready when NATS and every service the BFF calls answer', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      checks: {
        nats: 'ok',
        limits: 'ok',
        books: 'ok',
        orders: 'ok',
        refinement: 'ok',
        tracking: 'ok',
        notifications: 'ok',
        fulfilment: 'ok',
      },
    });
  });

  it('answers 503 naming the services that are down, and is ready again once they are back', async () => {
    await stop('books');
    await stop('refinement');
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body).toEqual({
      detail: 'Not ready: books, refinement',
      code: 'COMMON.UPSTREAM_UNAVAILABLE',
      down: ['books', 'refinement'],
      checks: {
        nats: 'ok',
        limits: 'ok',
        books: 'not running',
        orders: 'ok',
        refinement: 'not running',
        tracking: 'ok',
        notifications: 'ok',
        fulfilment: 'ok',
      },
    });
    start('books');
    start('refinement');
    await nc.flush();
    expect((await ready()).status).toBe(200);
  });

  it('asks all at once with a short timeout: two hanging services cost one timeout, not two', async () => {
    behaviour.set('orders', 'hangs');
    behaviour.set('limits', 'hangs');
    behaviour.set('books', 'no-database');
    try {
      const { status, body, ms } = await ready();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        down: ['limits', 'books', 'orders'],
        checks: {
          nats: 'ok',
          limits: `no answer within ${READY_TIMEOUT_MS} ms`,
          books: 'database unreachable',
          orders: `no answer within ${READY_TIMEOUT_MS} ms`,
          refinement: 'ok',
        },
      });
      expect(ms).toBeLessThan(2 * READY_TIMEOUT_MS);
    } finally {
      behaviour.clear();
    }
  });
});
