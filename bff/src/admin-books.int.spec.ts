import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  BooksRpc,
  DEAD_LETTER_SERVICES,
  DeadLettersRpc,
  DomainError,
  ErrorCodes,
  type AdminBookListRequest,
  type BookView,
  type DeadLetterView,
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

const BOOK = '55555555-5555-4555-8555-555555555555';
const MISSING = '66666666-6666-4666-8666-666666666666';

function view(bookId: string, overrides: Partial<BookView> = {}): BookView {
  return {
    bookId,
    ownerId: 'customer-1',
    title: 'Finn',
    idea: 'A fox who learns to swim',
    mainLanguage: 'de',
    translationLanguage: 'en',
    ageRange: '5 years',
    style: 'watercolor',
    format: 'booklet',
    status: 'failed',
    previewStatus: 'completed',
    paymentStatus: 'success',
    isPreview: false,
    preview: null,
    coverKey: 'owners/customer-1/covers/55555555.webp',
    downloadKey: null,
    error: 'Production failed',
    revision: 0,
    approvedAt: null,
    print: null,
    likeness: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T11:00:00.000Z',
    ...overrides,
  };
}

const letter = (service: string, sequence: number, failedAt: string, retryable = true): DeadLetterView => ({
  service,
  sequence,
  consumer: `${service}-policy`,
  subject: `evt.${service}.something`,
  error: 'Error: boom',
  deliveries: 10,
  failedAt,
  data: { id: `${service}-${sequence}` },
  retryable,
});

/**
 * The support console's `/admin/books*` and `/admin/dead-letters*` (issue #13, docs/admin-api.md) against
 * stand-in services on NATS: the simple-rest shapes, what reaches the services (with the support user's id),
 * and 403 for customers on every path before anything is called.
 */
describe('BFF admin books and dead letters', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  const servers: RpcServer[] = [];
  let bff: INestApplication;
  let base: string;
  const calls: { subject: string; request: unknown; metadata: RequestMetadata }[] = [];
  const storageDir = mkdtempSync(join(tmpdir(), 'bff-admin-'));
  const letters = new Map<string, DeadLetterView[]>([
    [
      'books',
      [letter('books', 3, '2026-11-20T10:00:00.000Z'), letter('books', 9, '2026-11-22T10:00:00.000Z')],
    ],
    ['orders', [letter('orders', 4, '2026-11-21T10:00:00.000Z', false)]],
    ['limits', []],
    ['refinement', []],
    ['fulfilment', []],
    ['tracking', []],
    ['notifications', []],
  ]);

  beforeAll(async () => {
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bffadmin');
    const subjects = new Subjects(prefix);
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-admin' });
    const books = new RpcServer(nc, subjects, 'books');
    const record = (subject: string) => (request: unknown, metadata: RequestMetadata) =>
      calls.push({ subject, request, metadata });
    books.handle(BooksRpc.adminListBooks, async (r, m) => {
      record('admin-list-books')(r, m);
      return {
        books: [view(BOOK), view('77777777-7777-4777-8777-777777777777', { title: 'Mia' })],
        total: 42,
      };
    });
    books.handle(BooksRpc.adminGetBook, async (r, m) => {
      record('admin-get-book')(r, m);
      if (r.bookId === MISSING) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, 'Book not found');
      return {
        book: view(r.bookId),
        files: [
          { kind: 'cover' as const, key: 'owners/customer-1/covers/55555555.webp' },
          { kind: 'plan' as const, key: `owners/customer-1/books/${r.bookId}/plan.json` },
        ],
        history: [
          {
            type: 'BookPreviewRequested',
            at: '2026-11-21T10:00:00.000Z',
            by: 'customer-1',
            data: { idea: 'x' },
          },
          {
            type: 'BookProductionRequested',
            at: '2026-11-21T12:00:00.000Z',
            by: 'agent-1',
            data: { attempt: 2 },
          },
        ],
      };
    });
    books.handle(BooksRpc.retryProduction, async (r, m) => {
      record('retry-production')(r, m);
      return view(r.bookId, { status: 'queued' });
    });
    servers.push(books);
    for (const service of DEAD_LETTER_SERVICES) {
      const server = new RpcServer(nc, subjects, service);
      const rpc = DeadLettersRpc(service);
      const mine = () => letters.get(service)!;
      const find = (sequence: number) => {
        const found = mine().find((l) => l.sequence === sequence);
        if (!found) throw new DomainError(ErrorCodes.DEAD_LETTERS_NOT_FOUND, 'Dead letter not found');
        return found;
      };
      server.handle(rpc.list, async (r, m) => {
        record(`${service}.list`)(r, m);
        const sorted = [...mine()].sort((a, b) => (r.order === 'ASC' ? 1 : -1) * (a.sequence - b.sequence));
        return { deadLetters: sorted.slice(r.offset, r.offset + r.limit), total: mine().length };
      });
      server.handle(rpc.get, async (r) => find(r.sequence));
      server.handle(rpc.retry, async (r, m) => {
        record(`${service}.retry`)(r, m);
        if (!find(r.sequence).retryable) {
          throw new DomainError(ErrorCodes.DEAD_LETTERS_NOT_RETRYABLE, 'belongs to another stream');
        }
        letters.set(
          service,
          mine().filter((l) => l.sequence !== r.sequence),
        );
        return { sequence: r.sequence, retried: true as const };
      });
      server.handle(rpc.discard, async (r, m) => {
        record(`${service}.discard`)(r, m);
        find(r.sequence);
        letters.set(
          service,
          mine().filter((l) => l.sequence !== r.sequence),
        );
        return { sequence: r.sequence, discarded: true as const };
      });
      servers.push(server);
    }
    await nc.flush();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: testSecret(),
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    for (const s of servers) await s.close();
    await nc?.close();
    await issuer?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const call = (method: string, path: string, groups: string[] = ['support'], sub = 'agent-7') =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${issuer.mintIdToken({ sub, groups })}` },
    });
  const q = (o: Record<string, unknown>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');

  it.each([
    ['GET', '/admin/books'],
    ['GET', `/admin/books/${BOOK}`],
    ['POST', `/admin/books/${BOOK}/retry-production`],
    ['GET', '/admin/dead-letters'],
    ['GET', '/admin/dead-letters/books:3'],
    ['POST', '/admin/dead-letters/books:3/retry'],
    ['DELETE', '/admin/dead-letters/books:3'],
  ])('refuses a customer on %s %s with 403 and calls nothing', async (method, path) => {
    const before = calls.length;
    const res = await call(method, path, [], 'customer-1');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Support access required', code: ErrorCodes.AUTH_FORBIDDEN });
    expect((await fetch(`${base}${path}`, { method })).status).toBe(401);
    expect(calls.length).toBe(before);
  });

  it('lists books the ra-data-simple-rest way, passing the filters, sort and range on', async () => {
    const res = await call(
      'GET',
      `/admin/books?${q({ filter: { isPreview: 'false', ownerId: 'customer-1', q: ' Finn ' }, sort: ['title', 'ASC'], range: [10, 19] })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('books 10-11/42');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'ownerId',
        'title',
        'idea',
        'status',
        'previewStatus',
        'paymentStatus',
        'isPreview',
        'format',
        'mainLanguage',
        'translationLanguage',
        'style',
        'error',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(body[0]).toMatchObject({ id: BOOK, title: 'Finn', status: 'failed', isPreview: false });
    const sent = calls.filter((c) => c.subject === 'admin-list-books').at(-1)!
      .request as AdminBookListRequest;
    expect(sent).toEqual({
      filter: { isPreview: false, ownerId: 'customer-1', q: 'Finn' },
      sort: { field: 'title', order: 'ASC' },
      offset: 10,
      limit: 10,
    });
  });

  it('turns getMany into an id filter, defaults to newest first, and refuses unknown filters and sorts', async () => {
    await call('GET', `/admin/books?${q({ filter: { id: [BOOK] } })}`);
    expect(calls.filter((c) => c.subject === 'admin-list-books').at(-1)!.request).toEqual({
      filter: { ids: [BOOK] },
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 25,
    });
    expect((await call('GET', `/admin/books?${q({ filter: { colour: 'red' } })}`)).status).toBe(400);
    expect((await call('GET', `/admin/books?${q({ sort: ['idea', 'ASC'] })}`)).status).toBe(400);
    expect((await call('GET', `/admin/books?${q({ filter: { isPreview: 'maybe' } })}`)).status).toBe(400);
  });

  it("shows a book with its files as support links to the owner's objects and its history", async () => {
    const res = await call('GET', `/admin/books/${BOOK}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      id: string;
      files: { kind: string; key: string; url: string }[];
      history: unknown[];
    };
    expect(body.id).toBe(BOOK);
    expect(body.files.map((f) => f.kind)).toEqual(['cover', 'plan']);
    expect(body.files[0]!.url).toMatch(/\/assets\/owners\/customer-1\/covers\/55555555\.webp\?/);
    expect(body.history).toEqual([
      { type: 'BookPreviewRequested', at: '2026-11-21T10:00:00.000Z', by: 'customer-1', data: { idea: 'x' } },
      {
        type: 'BookProductionRequested',
        at: '2026-11-21T12:00:00.000Z',
        by: 'agent-1',
        data: { attempt: 2 },
      },
    ]);
    expect((await call('GET', `/admin/books/${MISSING}`)).status).toBe(404);
    expect((await call('GET', '/admin/books/not-a-uuid')).status).toBe(400);
  });

  it('retries a production as the support user and answers the updated record', async () => {
    const res = await call('POST', `/admin/books/${BOOK}/retry-production`, ['support'], 'agent-9');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: BOOK, history: expect.any(Array) });
    const retry = calls.filter((c) => c.subject === 'retry-production').at(-1)!;
    expect(retry.request).toEqual({ bookId: BOOK });
    expect(retry.metadata.userId).toBe('agent-9');
    // The old support path still works.
    const old = await call('POST', `/support/books/${BOOK}/retry-production`, ['support'], 'agent-9');
    expect(old.status).toBe(200);
  });

  it('merges the dead letters of all services, newest first, with the total of all', async () => {
    const res = await call('GET', `/admin/dead-letters?${q({ range: [0, 1] })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('dead-letters 0-1/3');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((b) => b.id)).toEqual(['books:9', 'orders:4']);
    expect(body[1]).toEqual({
      id: 'orders:4',
      service: 'orders',
      consumer: 'orders-policy',
      subject: 'evt.orders.something',
      error: 'Error: boom',
      deliveries: 10,
      failedAt: '2026-11-21T10:00:00.000Z',
      data: { id: 'orders-4' },
      retryable: false,
    });
    const second = await call(
      'GET',
      `/admin/dead-letters?${q({ range: [2, 3], sort: ['failedAt', 'ASC'] })}`,
    );
    expect(((await second.json()) as { id: string }[]).map((b) => b.id)).toEqual(['books:9']);
    const onlyBooks = await call('GET', `/admin/dead-letters?${q({ filter: { service: 'books' } })}`);
    expect(onlyBooks.headers.get('content-range')).toBe('dead-letters 0-1/2');
    expect((await call('GET', `/admin/dead-letters?${q({ filter: { service: 'nope' } })}`)).status).toBe(400);
    // Past the deepest page: empty, with the total still right.
    const far = await call('GET', `/admin/dead-letters?${q({ range: [1500, 1524] })}`);
    expect(far.status).toBe(200);
    expect(await far.json()).toEqual([]);
    expect(far.headers.get('content-range')).toBe('dead-letters 1500-1500/3');
  });

  it('gets, retries and discards a dead letter at the service its id names, as the support user', async () => {
    expect(await (await call('GET', '/admin/dead-letters/books:3')).json()).toMatchObject({
      id: 'books:3',
      data: { id: 'books-3' },
    });
    const retried = await call('POST', '/admin/dead-letters/books:3/retry', ['support'], 'agent-9');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ id: 'books:3' });
    expect(calls.filter((c) => c.subject === 'books.retry').at(-1)).toMatchObject({
      request: { sequence: 3 },
      metadata: { userId: 'agent-9' },
    });
    expect((await call('GET', '/admin/dead-letters/books:3')).status).toBe(404);

    const refused = await call('POST', '/admin/dead-letters/orders:4/retry');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: ErrorCodes.DEAD_LETTERS_NOT_RETRYABLE });

    const discarded = await call('DELETE', '/admin/dead-letters/orders:4', ['support'], 'agent-9');
    expect(discarded.status).toBe(200);
    expect(await discarded.json()).toMatchObject({ id: 'orders:4' });
    expect(calls.filter((c) => c.subject === 'orders.discard').at(-1)?.metadata.userId).toBe('agent-9');
    expect(letters.get('orders')).toEqual([]);

    expect((await call('GET', '/admin/dead-letters/mail:1')).status).toBe(404);
    expect((await call('DELETE', '/admin/dead-letters/books')).status).toBe(404);
  });
});
