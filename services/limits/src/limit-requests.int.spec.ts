import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { ErrorCodes, LimitsRpc } from '@fabelhaft/contracts';
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  findPersonalValues,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { limitsDatabase, limitsProjections } from './infrastructure/database';
import { LIMITS_EVENTS_STREAM } from './infrastructure/limits.relay';
import { LIMITS_SCHEMA, limitsConfigSchema } from './limits.config';
import { LimitsModule } from './limits.module';

/** issue #13: a customer asks for more, support decides, the quota is raised exactly once. */
describe('limit requests over NATS', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;

  beforeAll(async () => {
    db = await createTestDatabase('limitreq');
    subjects = new Subjects(testSubjectPrefix('limitreq'));
    const config = loadConfig(limitsConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      LIMITS_DEFAULT_PREVIEWS: '1',
      LIMITS_DEFAULT_EDITS: '3',
    });
    app = await NestFactory.createApplicationContext(await LimitsModule.forRoot(config), { logger: false });
    await app.init();
    nc = await connectNats({ url: testNatsUrl(), name: 'limitreq-test' });
    rpc = new RpcClient(nc, subjects, 5000);
  });

  afterAll(async () => {
    await app?.close();
    await (
      await jetstreamManager(nc)
    ).streams
      .delete(subjects.stream(LIMITS_EVENTS_STREAM))
      .catch(() => undefined);
    await nc?.close();
    await db?.drop();
  });

  const asCustomer = (ownerId: string) => ({ correlationId: `c-${ownerId}`, userId: ownerId });
  const asSupport = { correlationId: 'support-call', userId: 'support-sub' };
  const ask = (ownerId: string, message = 'Please, my daughter wants another story') =>
    rpc.call(
      LimitsRpc.requestLimit,
      { ownerId, kind: 'preview', bookId: null, email: `${ownerId}@example.com`, message },
      asCustomer(ownerId),
    );
  const limits = (ownerId: string) => rpc.call(LimitsRpc.getLimits, { ownerId });

  it('request → approve raises the preview quota by exactly the number granted', async () => {
    await rpc.call(LimitsRpc.reservePreview, { ownerId: 'anna', bookId: 'b1' });
    expect((await limits('anna')).previewRemaining).toBe(0);

    const { request, created } = await ask('anna');
    expect(created).toBe(true);
    expect(request).toMatchObject({ kind: 'preview', status: 'pending', email: 'anna@example.com' });

    const approved = await rpc.call(LimitsRpc.approveLimitRequest, { id: request.id, grant: 3 }, asSupport);
    expect(approved).toMatchObject({ status: 'approved', granted: 3, decidedBy: 'support-sub' });
    expect(await limits('anna')).toMatchObject({ previewLimit: 4, previewRemaining: 3 });

    // Delivered again: the same answer, no second grant.
    const again = await rpc.call(LimitsRpc.approveLimitRequest, { id: request.id, grant: 3 }, asSupport);
    expect(again).toEqual(approved);
    expect(await limits('anna')).toMatchObject({ previewLimit: 4, previewRemaining: 3 });
    // A different decision afterwards is refused.
    await expect(
      rpc.call(LimitsRpc.rejectLimitRequest, { id: request.id, reason: 'changed my mind' }, asSupport),
    ).rejects.toMatchObject({ code: ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED });

    const detail = await rpc.call(LimitsRpc.getLimitRequest, { id: request.id });
    expect(detail.quota).toMatchObject({ previewLimit: 4, previewRemaining: 3 });
    expect(detail.history.map((h) => [h.type, h.by])).toEqual([
      ['LimitRequested', 'anna'],
      ['LimitRequestApproved', 'support-sub'],
    ]);
    const customer = await rpc.call(LimitsRpc.getCustomer, { ownerId: 'anna' });
    const grants = customer.history.filter((h) => h.type === 'PreviewsGranted');
    expect(grants).toEqual([
      expect.objectContaining({
        by: 'support-sub',
        data: expect.objectContaining({ grantId: request.id, count: 3 }),
      }),
    ]);
  });

  it('grants once when ten approvals of one request race', async () => {
    const { request } = await ask('ben');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        rpc.call(LimitsRpc.approveLimitRequest, { id: request.id, grant: 2 }, asSupport),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(10);
    expect(await limits('ben')).toMatchObject({ previewLimit: 3, previewRemaining: 3 });
    const { rows } = await db.pool.query(
      `select count(*)::int as n from ${LIMITS_SCHEMA}.events where event_type = 'PreviewsGranted'
         and stream_id = 'quota-account-ben'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers a second request while one is pending with the pending one, also when racing', async () => {
    const first = await ask('clara');
    const second = await ask('clara', 'Another message, a different one');
    expect(second).toEqual({ request: first.request, created: false });

    const racing = await Promise.all(Array.from({ length: 5 }, () => ask('dora')));
    const ids = new Set(racing.map((r) => r.request.id));
    expect(ids.size).toBe(1);
    expect(racing.filter((r) => r.created).length).toBe(1);

    // An edit request is a different kind: it may be open beside the preview request.
    const edit = await rpc.call(
      LimitsRpc.requestLimit,
      { ownerId: 'clara', kind: 'edit', bookId: 'book-9', email: null, message: 'One more change please' },
      asCustomer('clara'),
    );
    expect(edit).toMatchObject({ created: true, request: { kind: 'edit', bookId: 'book-9' } });
    expect((await rpc.call(LimitsRpc.listOwnRequests, { ownerId: 'clara' })).map((r) => r.kind)).toEqual([
      'edit',
      'preview',
    ]);
  });

  it('rejects with a reason the customer sees; after a decision a new request may be made', async () => {
    const { request } = await ask('emil');
    const rejected = await rpc.call(
      LimitsRpc.rejectLimitRequest,
      { id: request.id, reason: 'Please use the previews you have' },
      asSupport,
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Please use the previews you have' });
    const own = await rpc.call(LimitsRpc.listOwnRequests, { ownerId: 'emil' });
    expect(own[0]).toMatchObject({ status: 'rejected', reason: 'Please use the previews you have' });
    expect((await ask('emil')).created).toBe(true);
  });

  it('refuses a short message and records nothing', async () => {
    await expect(ask('fritz', '   short    ')).rejects.toMatchObject({ code: ErrorCodes.VALIDATION });
    expect(await rpc.call(LimitsRpc.listOwnRequests, { ownerId: 'fritz' })).toEqual([]);
  });

  it('lists with filters, sort and paging; edits granted through a request raise the edit limit', async () => {
    const page = await rpc.call(LimitsRpc.listLimitRequests, {
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: 2,
    });
    expect(page.total).toBe(4); // clara ×2 (preview, edit), dora, emil's second
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.createdAt <= page.items[1]!.createdAt).toBe(true);
    expect(page.items.every((r) => r.status === 'pending')).toBe(true);

    const byEmail = await rpc.call(LimitsRpc.listLimitRequests, {
      filter: { q: 'clara@exa' },
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 25,
    });
    expect(byEmail.items.map((r) => r.ownerId)).toEqual(['clara']);

    const edits = await rpc.call(LimitsRpc.listLimitRequests, {
      filter: { kind: 'edit', ownerId: 'clara' },
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: 25,
    });
    expect(edits.items).toHaveLength(1);
    await rpc.call(LimitsRpc.approveLimitRequest, { id: edits.items[0]!.id, grant: 2 }, asSupport);
    expect(await limits('clara')).toMatchObject({ editLimit: 5, editRemaining: 5 });

    const customers = await rpc.call(LimitsRpc.listCustomers, {
      filter: { q: 'clara@example.com' },
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: 25,
    });
    expect(customers).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          ownerId: 'clara',
          email: 'clara@example.com',
          editLimit: 5,
          openRequests: 1,
        }),
      ],
    });

    // issue #24: a customer with no request of their own is found by the owners the BFF names for `q` (their
    // verified email at the identity provider matched); the others stay out.
    await rpc.call(LimitsRpc.reservePreview, { ownerId: 'quiet-quentin', bookId: 'b-quentin' });
    const search = (q: string, matchedOwnerIds?: string[]) =>
      rpc.call(LimitsRpc.listCustomers, {
        filter: { q, matchedOwnerIds },
        sort: { field: 'createdAt', order: 'ASC' },
        offset: 0,
        limit: 25,
      });
    expect((await search('quentin@example.com')).total).toBe(0);
    const matched = await search('quentin@example.com', ['quiet-quentin']);
    expect(matched.items.map((c) => [c.ownerId, c.email])).toEqual([['quiet-quentin', null]]);
    expect(matched.total).toBe(1);
  });

  it('rebuilds both read models from the log to the same rows', async () => {
    const read = async () => [
      (await db.pool.query(`select * from ${LIMITS_SCHEMA}.limit_requests order by id`)).rows,
      (await db.pool.query(`select * from ${LIMITS_SCHEMA}.quota_accounts order by owner_id`)).rows.map(
        ({ updated_at: _u, ...r }) => r,
      ),
    ];
    const before = await read();
    await rebuildProjections(db.pool, LIMITS_SCHEMA, limitsProjections, { codec: limitsDatabase.codec });
    expect(await read()).toEqual(before);
  });

  it('erasure (issue #22): requests with their e-mail and text and the quota account go; nothing is left', async () => {
    const owner = 'erased-erna';
    await rpc.call(LimitsRpc.reservePreview, { ownerId: owner, bookId: 'b-erna' });
    const { request } = await ask(owner, 'Erna Erasmus from Lindenstraße 7 wants more');
    await rpc.call(LimitsRpc.rejectLimitRequest, { id: request.id, reason: 'not now, Erna' }, asSupport);
    await ask(owner, 'Erna Erasmus asks again');
    const personal = [`${owner}@example.com`, 'Erna Erasmus', 'Lindenstraße 7', owner];
    expect((await findPersonalValues(db.pool, personal)).length).toBeGreaterThan(0);

    expect(await rpc.call(LimitsRpc.eraseOwnerData, { ownerId: owner })).toEqual({
      erasedRequests: 2,
      erasedAccounts: 1,
    });
    expect(await findPersonalValues(db.pool, personal)).toEqual([]);
    expect(await rpc.call(LimitsRpc.listOwnRequests, { ownerId: owner })).toEqual([]);
    const list = await rpc.call(LimitsRpc.listLimitRequests, {
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 100,
    });
    expect(JSON.stringify(list)).not.toContain('Erna');
    await expect(rpc.call(LimitsRpc.getLimitRequest, { id: request.id })).rejects.toMatchObject({
      code: ErrorCodes.LIMITS_REQUEST_NOT_FOUND,
    });
    // A rebuild of the read models from the events finds nothing of the customer either.
    await rebuildProjections(db.pool, LIMITS_SCHEMA, limitsProjections, { codec: limitsDatabase.codec });
    expect(await findPersonalValues(db.pool, personal)).toEqual([]);
    // Idempotent.
    expect(await rpc.call(LimitsRpc.eraseOwnerData, { ownerId: owner })).toEqual({
      erasedRequests: 0,
      erasedAccounts: 0,
    });
  });
});
