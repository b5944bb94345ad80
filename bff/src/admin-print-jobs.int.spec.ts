import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  FulfilmentRpc,
  type PrintJobDetail,
  type RequestMetadata,
} from '@fabelhaft/contracts';
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

const JOB = '3f2a1b00-0000-5000-8000-000000000001';
const REPRINT = '3f2a1b00-0000-5000-8000-000000000002';
const WEBHOOK_SECRET = testSecret('gelato-');

const job = (overrides: Partial<PrintJobDetail> = {}): PrintJobDetail => ({
  printJobId: JOB,
  orderId: 'order-1',
  itemId: 'item-1',
  bookId: 'book-1',
  ownerId: 'customer-7',
  partnerId: 'simulator',
  partnerJobRef: 'SIM-1',
  status: 'accepted',
  reason: null,
  reprintOf: null,
  reprintedAs: null,
  product: {
    format: 'booklet',
    trimMm: { width: 180, height: 240 },
    bleedMm: 3,
    pageCount: 24,
    binding: 'left',
  },
  quantity: 1,
  parcels: [],
  promised: { dispatchBy: '2026-11-25', deliverFrom: '2026-11-27', deliverTo: '2026-11-30' },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:05:00.000Z',
  history: [{ type: 'PrintJobRequested', at: '2026-11-21T10:00:00.000Z', by: null, data: {} }],
  ...overrides,
});

/** The BFF's `/admin/print-jobs*` and `POST /webhooks/gelato` against a stand-in fulfilment service (issue #15). */
describe('BFF admin print jobs and Gelato webhooks (issue #15)', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let fulfilment: RpcServer;
  let bff: INestApplication;
  let base: string;
  const calls: { name: string; request: unknown; metadata: RequestMetadata }[] = [];

  beforeAll(async () => {
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bffprintjobs');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-print-jobs' });
    fulfilment = new RpcServer(nc, new Subjects(prefix), 'fulfilment');
    const record = (name: string) => (request: unknown, metadata: RequestMetadata) =>
      void calls.push({ name, request, metadata });
    fulfilment.handle(FulfilmentRpc.listPrintJobs, async (r, m) => {
      record('list')(r, m);
      const { history: _h, ...view } = job();
      return { printJobs: [view], total: 41 };
    });
    fulfilment.handle(FulfilmentRpc.getPrintJob, async (r) => {
      if (r.printJobId !== JOB) {
        throw new DomainError(ErrorCodes.FULFILMENT_NOT_FOUND, ErrorTexts[ErrorCodes.FULFILMENT_NOT_FOUND]);
      }
      return job();
    });
    fulfilment.handle(FulfilmentRpc.cancelPrintJob, async (r, m) => {
      record('cancel')(r, m);
      if (r.printJobId !== JOB) {
        throw new DomainError(
          ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED,
          ErrorTexts[ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED],
        );
      }
      return job({ status: 'cancelled', reason: r.reason });
    });
    fulfilment.handle(FulfilmentRpc.reprintPrintJob, async (r, m) => {
      record('reprint')(r, m);
      return job({ printJobId: REPRINT, reprintOf: r.printJobId, status: 'submitted' });
    });
    fulfilment.handle(FulfilmentRpc.handleGelatoWebhook, async (r, m) => {
      record('gelato')(r, m);
      return { outcome: 'applied' as const };
    });
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: testSecret(),
        GELATO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await fulfilment?.close();
    await nc?.close();
    await issuer?.close();
  });

  const call = (method: string, path: string, opts: { body?: unknown; groups?: string[] } = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${issuer.mintIdToken({ sub: 'agent-1', groups: opts.groups ?? ['support'] })}`,
        'content-type': 'application/json',
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });

  it('lists print jobs in ra-data-simple-rest conventions, filtered by status or book', async () => {
    const res = await call(
      'GET',
      `/admin/print-jobs?filter=${encodeURIComponent('{"status":"accepted"}')}&sort=${encodeURIComponent('["updatedAt","ASC"]')}&range=[0,9]`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('print-jobs 0-0/41');
    const body = (await res.json()) as { id: string; status: string }[];
    expect(body[0]).toMatchObject({ id: JOB, status: 'accepted', partnerId: 'simulator' });
    expect(calls.find((c) => c.name === 'list')).toMatchObject({
      request: { status: 'accepted', sort: { field: 'updatedAt', order: 'ASC' }, offset: 0, limit: 10 },
      metadata: { userId: 'agent-1' },
    });
    expect(
      (await call('GET', `/admin/print-jobs?filter=${encodeURIComponent('{"status":"lost"}')}`)).status,
    ).toBe(400);
    // issue #24: the console's book page lists the book's jobs.
    const byBook = await call('GET', `/admin/print-jobs?filter=${encodeURIComponent('{"bookId":"book-1"}')}`);
    expect(byBook.status).toBe(200);
    expect(calls.filter((c) => c.name === 'list').at(-1)).toMatchObject({ request: { bookId: 'book-1' } });
  });

  it('shows one job with its history, and 404 for an unknown one', async () => {
    const res = await call('GET', `/admin/print-jobs/${JOB}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: JOB, history: [{ type: 'PrintJobRequested' }] });
    const missing = await call('GET', '/admin/print-jobs/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: ErrorCodes.FULFILMENT_NOT_FOUND });
  });

  it('cancels (409 once production began) and reprints, as the support user', async () => {
    const res = await call('POST', `/admin/print-jobs/${JOB}/cancel`, { body: { reason: 'Parent asked' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', reason: 'Parent asked' });
    expect(calls.find((c) => c.name === 'cancel')?.metadata.userId).toBe('agent-1');
    const late = await call('POST', '/admin/print-jobs/other/cancel', { body: { reason: 'Too late' } });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual(
      expect.objectContaining({
        code: ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED,
        detail: ErrorTexts[ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED],
      }),
    );
    expect((await call('POST', `/admin/print-jobs/${JOB}/cancel`, { body: {} })).status).toBe(400);
    const reprint = await call('POST', `/admin/print-jobs/${JOB}/reprint`, { body: { reason: 'Damaged' } });
    expect(reprint.status).toBe(200);
    expect(await reprint.json()).toMatchObject({ id: REPRINT, reprintOf: JOB, status: 'submitted' });
  });

  it('is for the support group only (403)', async () => {
    for (const [method, path] of [
      ['GET', '/admin/print-jobs'],
      ['GET', `/admin/print-jobs/${JOB}`],
      ['POST', `/admin/print-jobs/${JOB}/cancel`],
      ['POST', `/admin/print-jobs/${JOB}/reprint`],
    ] as const) {
      const res = await call(method, path, {
        groups: [],
        body: method === 'POST' ? { reason: 'Not mine' } : undefined,
      });
      expect(res.status).toBe(403);
    }
    expect(calls.filter((c) => c.metadata.userId !== 'agent-1')).toEqual([]);
  });

  it('passes a Gelato webhook with the right secret on, and refuses a missing or wrong one (403)', async () => {
    const body = JSON.stringify({ id: 'os_1', event: 'order_status_updated', orderReferenceId: JOB });
    const post = (query: string) =>
      fetch(`${base}/webhooks/gelato${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const before = calls.filter((c) => c.name === 'gelato').length;
    for (const query of [
      '',
      '?secret=',
      '?secret=wrong',
      `?secret=${encodeURIComponent(WEBHOOK_SECRET.slice(0, -1))}x`,
      `?secret=${encodeURIComponent(WEBHOOK_SECRET)}&secret=${encodeURIComponent(WEBHOOK_SECRET)}`,
      // issue #22: a guess of the right length in characters holding a multi-byte one was a 500 that told the
      // length; now it is as wrong as any other, and so are a longer one and bytes that are no UTF-8.
      `?secret=${encodeURIComponent(`ä${WEBHOOK_SECRET.slice(1)}`)}`,
      `?secret=${encodeURIComponent(`${WEBHOOK_SECRET.slice(0, -1)}€`)}`,
      `?secret=${encodeURIComponent(WEBHOOK_SECRET)}x`,
      `?secret=${'%FF'.repeat(WEBHOOK_SECRET.length)}`,
    ]) {
      const refused = await post(query);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        detail: 'The webhook secret is missing or wrong.',
        code: ErrorCodes.AUTH_FORBIDDEN,
      });
    }
    // Nothing behind the BFF heard of them.
    expect(calls.filter((c) => c.name === 'gelato')).toHaveLength(before);
    const ok = await post(`?secret=${encodeURIComponent(WEBHOOK_SECRET)}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, outcome: 'applied' });
    expect(calls.filter((c) => c.name === 'gelato').at(-1)?.request).toEqual({ payload: body });
  });

  it('answers 404 to any Gelato webhook while no secret is configured (the integration is off)', async () => {
    const off = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: testSubjectPrefix('bffgelatooff'),
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: testSecret(),
      }),
    );
    try {
      await off.listen(0, '127.0.0.1');
      const offBase = (await off.getUrl()).replace('[::1]', '127.0.0.1');
      const before = calls.length;
      for (const query of ['', `?secret=${encodeURIComponent(WEBHOOK_SECRET)}`]) {
        const res = await fetch(`${offBase}/webhooks/gelato${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"id":"os_1","event":"order_status_updated"}',
        });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ detail: 'Not found', code: ErrorCodes.NOT_FOUND });
      }
      expect(calls).toHaveLength(before);
    } finally {
      await off.close();
    }
  });
});
