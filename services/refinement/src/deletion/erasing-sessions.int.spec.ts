import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  BooksEventStream,
  ErrorCodes,
  RefinementRpc,
  type RefinementSessionView,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { REFINEMENT_EVENTS_STREAM } from '../infrastructure/refinement.relay';
import type { EditQuota } from '../ports/edit-quota.port';
import { refinementConfigSchema } from '../refinement.config';
import { eraseOwnerData } from './erase-owner-data';
import { RefinementModule } from '../refinement.module';
import { booksStandIn, type StandInBook } from '../test-fixtures/books-stand-in';
import { FakePlanner } from '../test-fixtures/fake-planner';

jest.setTimeout(30_000);

/** Edits are always there (limits' part is tested with the real service in refinement.int.spec.ts). */
class UnlimitedEdits implements EditQuota {
  readonly returned: string[] = [];
  async consume(): Promise<void> {}
  async giveBack(_ownerId: string, editId: string): Promise<void> {
    this.returned.push(editId);
  }
}

/**
 * GDPR Art. 17 (ADR 0016 addendum, issue #14): DELETE /account erases the customer's refinement sessions —
 * with real Postgres and JetStream, a books stand-in and a test planner.
 */
describe('refinement service erasing a customer', () => {
  let db: TestDatabase;
  let refinement: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let books: ReturnType<typeof booksStandIn>;
  const edits = new UnlimitedEdits();

  beforeAll(async () => {
    db = await createTestDatabase('refineerase');
    subjects = new Subjects(testSubjectPrefix('refineerase'));
    nc = await connectNats({ url: testNatsUrl(), name: 'refinement-erasure-test' });
    books = booksStandIn(nc, subjects);
    const config = loadConfig(refinementConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
    });
    refinement = await NestFactory.createApplicationContext(
      await RefinementModule.forRoot(config, { planner: new FakePlanner(), edits }),
      { logger: false },
    );
    await refinement.init();
    rpc = new RpcClient(nc, subjects, 10_000);
  });

  afterAll(async () => {
    await refinement?.close();
    await books?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const stream of [REFINEMENT_EVENTS_STREAM, BooksEventStream.name, DEAD_LETTER_STREAM])
      await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
    await nc?.close();
    await db?.drop();
  });

  const paidBook = (ownerId: string): StandInBook => {
    const book = {
      bookId: randomUUID(),
      ownerId,
      status: 'completed',
      isPreview: false,
      paymentStatus: 'success',
      approvedAt: null,
    };
    books.add(book);
    return book;
  };
  const open = (b: StandInBook, resume = true) =>
    rpc.call(RefinementRpc.openSession, { ownerId: b.ownerId, bookId: b.bookId, resume });
  const planned = async (b: StandInBook) => {
    const s = await open(b);
    return (
      await rpc.call(RefinementRpc.sendMessage, {
        ownerId: b.ownerId,
        bookId: b.bookId,
        sessionId: s.sessionId,
        message: 'Make the page where Mia hugs her grandmother shorter',
        focusPages: [4],
        locale: 'en',
      })
    ).session;
  };
  const confirm = (b: StandInBook, s: RefinementSessionView) =>
    rpc.call(RefinementRpc.confirm, {
      ownerId: b.ownerId,
      bookId: b.bookId,
      sessionId: s.sessionId,
      notes: null,
    });
  const get = (b: StandInBook, s: RefinementSessionView) =>
    rpc.call(RefinementRpc.getSession, { ownerId: b.ownerId, bookId: b.bookId, sessionId: s.sessionId });
  const erase = (ownerId: string) => rpc.call(RefinementRpc.eraseOwnerData, { ownerId });

  const count = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
  const sessionRows = (ownerId: string) =>
    count(`select count(*)::int as n from refinement.sessions where owner_id = $1`, [ownerId]);
  const eventsOf = (sessionIds: string[]) =>
    count(`select count(*)::int as n from refinement.events where stream_id = any($1::text[])`, [
      sessionIds.map((id) => `refinement-session-${id}`),
    ]);
  /** Any stored event that still carries the customer's words or id. */
  const eventsMentioning = (text: string) =>
    count(`select count(*)::int as n from refinement.events where data::text like $1`, [`%${text}%`]);

  it('erases every session of the customer, in any status, with its events; a repeat erases nothing', async () => {
    const first = paidBook('erin');
    const second = paidBook('erin');
    // A session over: completed (the book's revision made), then an open one awaiting confirmation.
    const done = await planned(first);
    await confirm(first, done);
    const revisionId = `${done.sessionId}.1`;
    await books.revisionStarted(first, revisionId, 1);
    await books.revisionProduced(first, revisionId, 1, [4]);
    await eventually(async () => expect((await get(first, done)).status).toBe('completed'), 10_000);
    const awaiting = await planned(first);
    const draft = await open(second);
    const frankBook = paidBook('frank');
    const franks = await planned(frankBook);
    const erins = [done.sessionId, awaiting.sessionId, draft.sessionId];
    expect(await sessionRows('erin')).toBe(3);
    expect(await eventsMentioning('grandmother')).toBeGreaterThan(0);

    expect(await erase('erin')).toEqual({ erasedSessions: 3 });

    expect(await sessionRows('erin')).toBe(0);
    expect(await eventsOf(erins)).toBe(0);
    expect(await eventsMentioning('erin')).toBe(0);
    await expect(get(first, awaiting)).rejects.toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    // Frank is untouched.
    expect(await sessionRows('frank')).toBe(1);
    expect(await get(frankBook, franks)).toMatchObject({ status: 'awaiting_confirmation' });

    // Idempotent: a retried account deletion erases nothing more and still succeeds.
    expect(await erase('erin')).toEqual({ erasedSessions: 0 });
    // A late repeat of books' news about the erased session's revision brings nothing back.
    const late = await books.revisionProduced(first, revisionId, 1, [4]);
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `select 1 from refinement.handled_messages where message_id = $1`,
        [late],
      );
      expect(rows).toHaveLength(1);
    }, 10_000);
    expect(await eventsOf(erins)).toBe(0);
    expect(await sessionRows('erin')).toBe(0);
    // A confirm of the erased session (another tab) is refused and records nothing.
    await expect(confirm(first, awaiting)).rejects.toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    expect(await eventsOf(erins)).toBe(0);
  });

  it('refuses while a revision is queued or running, erasing nothing; erases once it is made', async () => {
    const b = paidBook('gina');
    const s = await planned(b);
    expect(await confirm(b, s)).toMatchObject({ status: 'queued' });
    const before = await eventsOf([s.sessionId]);

    await expect(erase('gina')).rejects.toMatchObject({
      code: ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
      detail:
        'A change to one of your books is being made right now. Please delete your account once it is finished.',
    });
    expect(await sessionRows('gina')).toBe(1);
    expect(await eventsOf([s.sessionId])).toBe(before);

    const revisionId = `${s.sessionId}.1`;
    await books.revisionStarted(b, revisionId, 1);
    await eventually(async () => expect((await get(b, s)).status).toBe('running'), 10_000);
    await expect(erase('gina')).rejects.toMatchObject({ code: ErrorCodes.REFINEMENT_ERASURE_BLOCKED });
    expect(await get(b, s)).toMatchObject({ status: 'running' });

    await books.revisionFailed(b, revisionId, 'The printer ran out of ink');
    await eventually(async () => expect((await get(b, s)).status).toBe('failed'), 10_000);
    expect(edits.returned).toContain(revisionId);
    expect(await erase('gina')).toEqual({ erasedSessions: 1 });
    expect(await eventsOf([s.sessionId])).toBe(0);
  });

  it('waits for an append already under way and erases what it wrote (no event survives the erasure)', async () => {
    const b = paidBook('hanna');
    const s = await planned(b);
    const stream = `refinement-session-${s.sessionId}`;
    // An append in flight, as the event store makes it: it has read the stream's version in its transaction…
    const append = await db.pool.connect();
    let erased: { erasedSessions: number } | undefined;
    try {
      await append.query('begin');
      const { rows } = await append.query<{ v: number }>(
        `select max(stream_version)::int as v from refinement.events where stream_id = $1`,
        [stream],
      );
      const erasing = erase('hanna').then((r) => (erased = r));
      await new Promise((r) => setTimeout(r, 300));
      // …so the erasure waits for it,
      expect(erased).toBeUndefined();
      // …and the event it appends at the next version is not left behind once the erasure has run.
      await append.query(
        `insert into refinement.events (stream_id, stream_version, event_id, event_type, data, metadata)
         values ($1, $2, $3, 'SessionClosed', $4, $5)`,
        [
          stream,
          rows[0]!.v + 1,
          randomUUID(),
          JSON.stringify({ at: new Date().toISOString() }),
          JSON.stringify({ correlationId: 'erasure-race', causationId: null, userId: null }),
        ],
      );
      await append.query('commit');
      await erasing;
    } finally {
      append.release();
    }
    expect(erased).toEqual({ erasedSessions: 1 });
    expect(await eventsOf([s.sessionId])).toBe(0);
    expect(await sessionRows('hanna')).toBe(0);
  });

  it('answers "try again" and erases nothing when a write under way does not finish in time', async () => {
    const b = paidBook('ivo');
    const s = await planned(b);
    const slow = await db.pool.connect();
    try {
      await slow.query('begin');
      await slow.query(`select count(*) from refinement.events where stream_id = $1`, [
        `refinement-session-${s.sessionId}`,
      ]);
      await expect(
        eraseOwnerData({ pool: db.pool, lockTimeoutMs: 200 }, { ownerId: 'ivo' }),
      ).rejects.toMatchObject({
        code: ErrorCodes.CONFLICT,
        detail: 'Your data is being changed right now. Please try again in a moment.',
      });
    } finally {
      await slow.query('rollback');
      slow.release();
    }
    expect(await sessionRows('ivo')).toBe(1);
    expect(await get(b, s)).toMatchObject({ status: 'awaiting_confirmation' });
  });
});
