import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  BooksRpc,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  LimitsRpc,
  type BookView,
  type CustomerView,
  type LimitRequestView,
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

const PAID = '11111111-1111-4111-8111-111111111111';
const UNPAID = '22222222-2222-4222-8222-222222222222';
const OTHERS = '33333333-3333-4333-8333-333333333333';

const request = (over: Partial<LimitRequestView> = {}): LimitRequestView => ({
  id: 'req-1',
  kind: 'preview',
  ownerId: 'anna',
  email: 'anna@example.com',
  bookId: null,
  message: 'Please give me more previews',
  status: 'pending',
  granted: null,
  reason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  ...over,
});
const quota = { ownerId: 'anna', previewLimit: 5, previewRemaining: 0, editLimit: 3, editRemaining: 3 };
const customer: CustomerView = {
  ...quota,
  email: 'anna@example.com',
  openRequests: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/**
 * The BFF's limit-request endpoints (spec §7, issue #13) and `/admin/limit-requests*`, `/admin/customers*`
 * (docs/admin-api.md) against stand-ins for the limits and books services on NATS; the real limits service is
 * covered by services/limits/src/limit-requests.int.spec.ts.
 */
describe('BFF limit requests and their admin endpoints', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let limits: RpcServer;
  let books: RpcServer;
  let bff: INestApplication;
  let base: string;
  const calls: { subject: string; body: unknown; userId: string | null | undefined }[] = [];
  let pending: LimitRequestView | null = null;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bff-limreq');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-limit-requests' });
    limits = new RpcServer(nc, new Subjects(prefix), 'limits');
    books = new RpcServer(nc, new Subjects(prefix), 'books');
    const record = <T>(subject: string, body: unknown, userId: string | null | undefined, answer: T) => {
      calls.push({ subject, body, userId });
      return answer;
    };
    limits.handle(LimitsRpc.requestLimit, async (r, m) => {
      if (pending && pending.kind === r.kind)
        return record('request', r, m.userId, { request: pending, created: false });
      pending = request({ kind: r.kind, bookId: r.bookId, message: r.message.trim(), email: r.email });
      return record('request', r, m.userId, { request: pending, created: true });
    });
    limits.handle(LimitsRpc.listOwnRequests, async (r, m) =>
      record('own', r, m.userId, [
        request({ status: 'rejected', reason: 'Fair use', decidedBy: 'support-sub' }),
      ]),
    );
    limits.handle(LimitsRpc.listLimitRequests, async (r, m) =>
      record('list', r, m.userId, { items: [request(), request({ id: 'req-2' })], total: 7 }),
    );
    limits.handle(LimitsRpc.getLimitRequest, async (r, m) => {
      if (r.id === 'erased') {
        throw new DomainError(
          ErrorCodes.LIMITS_REQUEST_NOT_FOUND,
          ErrorTexts[ErrorCodes.LIMITS_REQUEST_NOT_FOUND],
        );
      }
      return record('get', r, m.userId, { ...request({ id: r.id }), quota, history: [] });
    });
    limits.handle(LimitsRpc.approveLimitRequest, async (r, m) => {
      if (r.id === 'decided')
        throw new DomainError(
          ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED,
          'This request has already been decided',
        );
      return record(
        'approve',
        r,
        m.userId,
        request({ id: r.id, status: 'approved', granted: r.grant, decidedBy: m.userId ?? null }),
      );
    });
    limits.handle(LimitsRpc.rejectLimitRequest, async (r, m) =>
      record('reject', r, m.userId, request({ id: r.id, status: 'rejected', reason: r.reason })),
    );
    limits.handle(LimitsRpc.listCustomers, async (r, m) =>
      record('customers', r, m.userId, { items: [customer], total: 1 }),
    );
    limits.handle(LimitsRpc.getCustomer, async (r, m) =>
      record('customer', r, m.userId, { ...customer, history: [] }),
    );
    limits.handle(LimitsRpc.grantPreviews, async (r, m) => record('grantPreviews', r, m.userId, quota));
    limits.handle(LimitsRpc.grantEdits, async (r, m) => record('grantEdits', r, m.userId, quota));
    books.handle(BooksRpc.getBook, async ({ ownerId, bookId }) => {
      if (ownerId !== 'anna' || bookId === OTHERS)
        throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, 'Book not found');
      return book(bookId, bookId === PAID ? 'success' : 'none');
    });
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        CORS_ORIGINS: 'http://localhost:3001',
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
    await books?.close();
    await nc?.close();
    await issuer?.close();
  });

  beforeEach(() => {
    calls.length = 0;
    pending = null;
  });

  const anna = () => issuer.mintIdToken({ sub: 'anna', email: 'anna@example.com', email_verified: true });
  const support = () =>
    issuer.mintIdToken({ sub: 'support-sub', email: 's@fabelhaft.test', groups: ['support'] });
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('records a preview request (201), then answers the pending one (200) instead of a duplicate', async () => {
    const first = await send('POST', '/limits/preview/request', anna(), {
      message: '  More previews please  ',
    });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({
      id: 'req-1',
      kind: 'preview',
      status: 'pending',
      message: 'More previews please',
    });
    expect(created).not.toHaveProperty('email');
    expect(calls[0]).toEqual({
      subject: 'request',
      body: {
        ownerId: 'anna',
        kind: 'preview',
        bookId: null,
        email: 'anna@example.com',
        message: '  More previews please  ',
      },
      userId: 'anna',
    });
    const second = await send('POST', '/limits/preview/request', anna(), { message: 'Another one, please' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(created);
  });

  it('refuses a message under 10 characters after trimming with 400 and records nothing', async () => {
    for (const body of [{ message: '   123456789   ' }, {}, { message: 42 }]) {
      const res = await send('POST', '/limits/preview/request', anna(), body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'COMMON.VALIDATION' });
    }
    const edit = await send('POST', '/limits/edit/request', anna(), { book_id: PAID, message: 'short' });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({ detail: 'The message needs at least 10 characters' });
    expect(calls).toEqual([]);
  });

  it('takes an edit request only for one of the caller’s own paid books (404 otherwise)', async () => {
    for (const bookId of [UNPAID, OTHERS]) {
      const res = await send('POST', '/limits/edit/request', anna(), {
        book_id: bookId,
        message: 'One more change please',
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'BOOKS.NOT_FOUND' });
    }
    expect(calls).toEqual([]);
    const ok = await send('POST', '/limits/edit/request', anna(), {
      book_id: PAID,
      message: 'One more change please',
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ kind: 'edit', book_id: PAID, status: 'pending' });
  });

  it('shows the customer their requests with support’s decision', async () => {
    const res = await send('GET', '/limits/requests', anna());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      requests: [
        expect.objectContaining({ id: 'req-1', status: 'rejected', reason: 'Fair use', granted: null }),
      ],
    });
    expect(calls[0]).toMatchObject({ subject: 'own', body: { ownerId: 'anna' } });
  });

  const adminPaths: [string, string, unknown?][] = [
    ['GET', '/admin/limit-requests'],
    ['GET', '/admin/limit-requests/req-1'],
    ['POST', '/admin/limit-requests/req-1/approve', { grant: 3 }],
    ['POST', '/admin/limit-requests/req-1/reject', { reason: 'Fair use' }],
    ['GET', '/admin/customers'],
    ['GET', '/admin/customers/anna'],
    ['POST', '/admin/customers/anna/grant', { previews: 2 }],
  ];

  it('answers 403 to a customer on every /admin/limit-requests* and /admin/customers* path, calling nothing', async () => {
    for (const [method, path, body] of adminPaths) {
      const res = await send(method, path, anna(), body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(await res.json()).toEqual({ detail: 'Support access required', code: 'AUTH.FORBIDDEN' });
    }
    expect(calls).toEqual([]);
  });

  it('lists limit requests the way ra-data-simple-rest reads them', async () => {
    const res = await send(
      'GET',
      `/admin/limit-requests?filter=${encodeURIComponent('{"status":"pending","q":"anna"}')}&sort=${encodeURIComponent('["createdAt","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
      support(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('limit-requests 0-1/7');
    const body = (await res.json()) as LimitRequestView[];
    expect(body.map((r) => r.id)).toEqual(['req-1', 'req-2']);
    expect(body[0]).toMatchObject({
      kind: 'preview',
      ownerId: 'anna',
      email: 'anna@example.com',
      status: 'pending',
    });
    expect(calls[0]).toEqual({
      subject: 'list',
      body: {
        filter: { status: 'pending', q: 'anna' },
        sort: { field: 'createdAt', order: 'ASC' },
        offset: 0,
        limit: 2,
      },
      userId: 'support-sub',
    });
    const many = await send(
      'GET',
      `/admin/limit-requests?filter=${encodeURIComponent('{"id":["a","b"]}')}`,
      support(),
    );
    expect(many.status).toBe(200);
    expect(calls[1]?.body).toMatchObject({ filter: { ids: ['a', 'b'] } });
    const bad = await send(
      'GET',
      `/admin/limit-requests?filter=${encodeURIComponent('{"status":"maybe"}')}`,
      support(),
    );
    expect(bad.status).toBe(400);
  });

  it('shows one request with the quota, approves and rejects as the support user, 409 once decided', async () => {
    const one = await send('GET', '/admin/limit-requests/req-9', support());
    expect(await one.json()).toMatchObject({
      id: 'req-9',
      quota: { previewLimit: 5, previewRemaining: 0, editLimit: 3, editRemaining: 3 },
      history: [],
    });
    const approved = await send('POST', '/admin/limit-requests/req-9/approve', support(), { grant: 3 });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      id: 'req-9',
      status: 'approved',
      granted: 3,
      decidedBy: 'support-sub',
    });
    expect(calls.find((c) => c.subject === 'approve')).toEqual({
      subject: 'approve',
      body: { id: 'req-9', grant: 3 },
      userId: 'support-sub',
    });
    expect((await send('POST', '/admin/limit-requests/req-9/approve', support(), { grant: 0 })).status).toBe(
      400,
    );
    expect(
      (await send('POST', '/admin/limit-requests/req-9/reject', support(), { reason: ' no ' })).status,
    ).toBe(400);
    // An unknown request (or an erased customer's, issue #22) is 404, as every other support view answers.
    const gone = await send('GET', '/admin/limit-requests/erased', support());
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({
      code: 'LIMITS.REQUEST_NOT_FOUND',
      detail: 'Request not found',
    });
    const decided = await send('POST', '/admin/limit-requests/decided/approve', support(), { grant: 3 });
    expect(decided.status).toBe(409);
    expect(await decided.json()).toMatchObject({ code: 'LIMITS.REQUEST_ALREADY_DECIDED' });
    const rejected = await send('POST', '/admin/limit-requests/req-9/reject', support(), {
      reason: 'Fair use',
    });
    expect(await rejected.json()).toMatchObject({ status: 'rejected', reason: 'Fair use' });
  });

  it('lists customers with id = the Cognito sub and grants previews and edits once per Idempotency-Key', async () => {
    const res = await send('GET', '/admin/customers?range=%5B0%2C24%5D', support());
    expect(res.headers.get('content-range')).toBe('customers 0-0/1');
    expect(await res.json()).toEqual([
      {
        id: 'anna',
        email: 'anna@example.com',
        previewLimit: 5,
        previewRemaining: 0,
        editLimit: 3,
        editRemaining: 3,
        openRequests: 1,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
    const granted = await fetch(`${base}/admin/customers/anna/grant`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${support()}`,
        'content-type': 'application/json',
        'idempotency-key': 'k1',
      },
      body: JSON.stringify({ previews: 2, edits: 1 }),
    });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ id: 'anna', history: [] });
    expect(calls.filter((c) => c.subject.startsWith('grant'))).toEqual([
      {
        subject: 'grantPreviews',
        body: { ownerId: 'anna', grantId: 'k1:previews', count: 2 },
        userId: 'support-sub',
      },
      {
        subject: 'grantEdits',
        body: { ownerId: 'anna', grantId: 'k1:edits', count: 1 },
        userId: 'support-sub',
      },
    ]);
    expect((await send('POST', '/admin/customers/anna/grant', support(), {})).status).toBe(400);
    expect((await send('POST', '/admin/customers/anna/grant', support(), { edits: 101 })).status).toBe(400);
  });
});

function book(bookId: string, paymentStatus: string): BookView {
  return {
    bookId,
    ownerId: 'anna',
    title: 'A dragon',
    idea: 'A dragon who learns to fly',
    mainLanguage: 'en',
    translationLanguage: null,
    ageRange: '4-6',
    style: 'watercolor',
    format: 'booklet',
    status: 'completed',
    previewStatus: 'completed',
    paymentStatus,
    isPreview: false,
    preview: null,
    coverKey: null,
    downloadKey: null,
    error: null,
    revision: 0,
    approvedAt: null,
    print: null,
    likeness: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}
