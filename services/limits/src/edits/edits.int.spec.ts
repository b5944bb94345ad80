import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { ErrorCodes, LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RemoteError, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestDatabase, testNatsUrl, testSubjectPrefix, type TestDatabase } from '@fabelhaft/testing';
import { LIMITS_EVENTS_STREAM } from '../infrastructure/limits.relay';
import { LIMITS_SCHEMA, limitsConfigSchema } from '../limits.config';
import { LimitsModule } from '../limits.module';

/** issue #14: the edits refinement uses (ConsumeEdit on confirm, ReturnEdit when the revision fails). */
describe('limits edits over NATS', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;

  beforeAll(async () => {
    db = await createTestDatabase('limitsedits');
    subjects = new Subjects(testSubjectPrefix('edits'));
    const config = loadConfig(limitsConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      LIMITS_DEFAULT_PREVIEWS: '5',
      LIMITS_DEFAULT_EDITS: '2',
    });
    app = await NestFactory.createApplicationContext(await LimitsModule.forRoot(config), { logger: false });
    await app.init();
    nc = await connectNats({ url: testNatsUrl(), name: 'limits-edits-test' });
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

  const consume = (ownerId: string, editId: string) =>
    rpc.call(LimitsRpc.consumeEdit, { ownerId, editId, bookId: 'book-1' });
  const editsRemaining = async (ownerId: string) =>
    (await rpc.call(LimitsRpc.getLimits, { ownerId })).editRemaining;
  const storedEvents = async (ownerId: string, type: string) =>
    (
      await db.pool.query<{ n: number }>(
        `select count(*)::int as n from ${LIMITS_SCHEMA}.events where stream_id = $1 and event_type = $2`,
        [`quota-account-${ownerId}`, type],
      )
    ).rows[0]!.n;

  it('uses one edit for ten concurrent confirms of the same revision', async () => {
    const ownerId = 'confirmer';
    const views = await Promise.all(Array.from({ length: 10 }, () => consume(ownerId, 'session-1.1')));
    for (const view of views) expect(view.editRemaining).toBe(1);
    expect(await editsRemaining(ownerId)).toBe(1);
    expect(await storedEvents(ownerId, 'EditConsumed')).toBe(1);
  });

  it('refuses an edit when none is left, with the spec §8 text, and changes nothing', async () => {
    const ownerId = 'exhausted';
    await consume(ownerId, 'a.1');
    await consume(ownerId, 'b.1');
    const refusal = await consume(ownerId, 'c.1').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RemoteError);
    expect(refusal).toMatchObject({
      code: ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED,
      detail: 'Edit limit reached',
    });
    expect(await editsRemaining(ownerId)).toBe(0);
    expect(await storedEvents(ownerId, 'EditConsumed')).toBe(2);
  });

  it('gives a failed revision’s edit back once, however often the return arrives', async () => {
    const ownerId = 'returner';
    await consume(ownerId, 'r.1');
    expect(await editsRemaining(ownerId)).toBe(1);
    const [first, second] = await Promise.all([
      rpc.call(LimitsRpc.returnEdit, { ownerId, editId: 'r.1' }),
      rpc.call(LimitsRpc.returnEdit, { ownerId, editId: 'r.1' }),
    ]);
    expect(first.editRemaining).toBe(2);
    expect(second.editRemaining).toBe(2);
    expect((await rpc.call(LimitsRpc.returnEdit, { ownerId, editId: 'r.1' })).editRemaining).toBe(2);
    expect(await editsRemaining(ownerId)).toBe(2);
    expect(await storedEvents(ownerId, 'EditReturned')).toBe(1);
    // The returned edit is not used again by a late retry of the confirm that consumed it.
    expect((await consume(ownerId, 'r.1')).editRemaining).toBe(2);
  });

  it('gives nothing back for an edit never used', async () => {
    const view = await rpc.call(LimitsRpc.returnEdit, { ownerId: 'never', editId: 'x.1' });
    expect(view.editRemaining).toBe(2);
    expect(await storedEvents('never', 'EditReturned')).toBe(0);
  });
});
