import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import {
  ErrorCodes,
  HealthRpc,
  LimitsRpc,
  RefinementEvents,
  RefinementRpc,
  type RefinementSessionView,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { eventually, type TestDatabase } from '@fabelhaft/testing';
import { resumeConfirmations } from './confirm/resume-confirmations';
import type { RefinementSessionRepository } from './infrastructure/refinement-session.repository';
import type { EditQuota } from './ports/edit-quota.port';
import { EDIT_QUOTA, LOGGER, PG_POOL, SESSIONS } from './refinement.di-tokens';
import type { StandInBook } from './test-fixtures/books-stand-in';
import { startRefinementKit, type RefinementKit } from './test-fixtures/refinement-kit';

jest.setTimeout(30_000);

/**
 * Postgres by default; `REFINEMENT_TEST_EVENT_STORE=kurrentdb` puts refinement (not limits) on KurrentDB (ADR
 * 0046): the in-process stand-in, or the server at `KURRENTDB_URL`. Opt-in: CI runs the KurrentDB cases that
 * matter there in `refinement.kurrentdb.int.spec.ts`, with the same kit.
 */
const ON_KURRENTDB = process.env.REFINEMENT_TEST_EVENT_STORE === 'kurrentdb';

/**
 * The refinement service over NATS with real Postgres and JetStream, the real limits service beside it, a
 * stand-in for books (its story state and its revision news) and a test planner (`refinement-kit.ts`).
 */
describe('refinement service', () => {
  let kit: RefinementKit;
  let db: TestDatabase;
  let refinement: INestApplicationContext;
  let rpc: RpcClient;
  let books: RefinementKit['books'];
  let planner: RefinementKit['planner'];

  beforeAll(async () => {
    kit = await startRefinementKit({
      name: 'refinement',
      eventStore: ON_KURRENTDB ? 'kurrentdb' : 'postgres',
    });
    ({ db, refinement, rpc, books, planner } = kit);
  });

  afterAll(async () => {
    await kit?.close();
  });

  const paidBook = (ownerId: string, extra: Partial<StandInBook> = {}) => kit.paidBook(ownerId, extra);
  const open = (b: StandInBook, resume = true, ownerId = b.ownerId) => kit.open(b, resume, ownerId);
  const send = (b: StandInBook, s: RefinementSessionView, message: string, focusPages = [4]) =>
    kit.send(b, s, message, focusPages);
  const confirm = (b: StandInBook, s: RefinementSessionView, notes: string | null = null) =>
    kit.confirm(b, s, notes);
  const get = (b: StandInBook, s: RefinementSessionView, ownerId = b.ownerId) => kit.get(b, s, ownerId);
  const editsLeft = (ownerId: string) => kit.editsLeft(ownerId);
  const refusal = (p: Promise<unknown>) => kit.refusal(p);
  const announced = (revisionId: string) => kit.announced(revisionId);
  const planned = (b: StandInBook) => kit.planned(b);

  it('keeps its events in the store it was given (none in Postgres on KurrentDB)', async () => {
    await open(paidBook('store-check'));
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from refinement.events`);
    if (ON_KURRENTDB) expect(rows[0]!.n).toBe(0);
    else expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers its health on NATS', async () => {
    await eventually(async () =>
      expect(await rpc.call(HealthRpc.check('refinement'), {})).toMatchObject({
        status: 'ok',
        postgres: 'ok',
      }),
    );
  });

  it('opens a draft session for the owner of a paid book, and resumes it on the next open', async () => {
    const b = paidBook('anna');
    const s = await open(b);
    expect(s).toMatchObject({
      bookId: b.bookId,
      ownerId: 'anna',
      status: 'draft',
      messages: [],
      latestPlan: null,
      requiresConfirmation: false,
      revision: null,
      error: null,
    });
    expect((await open(b)).sessionId).toBe(s.sessionId);
    const [x, y] = await Promise.all([open(b), open(b)]);
    expect([x.sessionId, y.sessionId]).toEqual([s.sessionId, s.sessionId]);
  });

  it('starts a new session with resume: false, closing the open one', async () => {
    const b = paidBook('ben');
    const first = await planned(b);
    const second = await open(b, false);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.status).toBe('draft');
    expect((await open(b)).sessionId).toBe(second.sessionId);
    await expect(send(b, first, 'one more')).rejects.toMatchObject({
      code: ErrorCodes.REFINEMENT_SESSION_CLOSED,
    });
  });

  it("shows support every session of a book, newest first, with its messages and plan, whoever's it is (issue #24)", async () => {
    const b = paidBook('gustav');
    const first = await planned(b);
    const second = await open(b, false);
    const stuck = (await send(b, second, 'change it')).session;
    expect(stuck.status).toBe('awaiting_clarification');
    const sort = { field: 'createdAt' as const, order: 'DESC' as const };
    const listed = await rpc.call(RefinementRpc.adminListSessions, {
      bookId: b.bookId,
      sort,
      offset: 0,
      limit: 25,
    });
    expect(listed.total).toBe(2);
    expect(listed.sessions.map((x) => [x.sessionId, x.number, x.open, x.status])).toEqual([
      [second.sessionId, 2, true, 'awaiting_clarification'],
      [first.sessionId, 1, false, 'awaiting_confirmation'],
    ]);
    expect(listed.sessions[0]!.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'change it'],
      ['assistant', 'What should I change: the text, the picture or a character?'],
    ]);
    expect(listed.sessions[1]!.latestPlan?.plannedChanges[0]).toMatchObject({ action: 'shorten' });
    // A customer stuck in a question is found by status too; a page past the end keeps the total.
    const waiting = await rpc.call(RefinementRpc.adminListSessions, {
      ownerId: 'gustav',
      status: 'awaiting_clarification',
      sort,
      offset: 0,
      limit: 25,
    });
    expect(waiting.sessions.map((x) => x.sessionId)).toEqual([second.sessionId]);
    expect(
      await rpc.call(RefinementRpc.adminListSessions, { bookId: b.bookId, sort, offset: 5, limit: 5 }),
    ).toEqual({ sessions: [], total: 2 });
    expect(await rpc.call(RefinementRpc.adminGetSession, { sessionId: first.sessionId })).toMatchObject({
      sessionId: first.sessionId,
      ownerId: 'gustav',
      number: 1,
      open: false,
    });
    expect(await refusal(rpc.call(RefinementRpc.adminGetSession, { sessionId: randomUUID() }))).toMatchObject(
      { code: ErrorCodes.REFINEMENT_NOT_FOUND },
    );
  });

  it("does not show another owner's book or session (404), and refuses previews and books in production (409)", async () => {
    const b = paidBook('carla');
    const s = await open(b);
    expect(await refusal(open(b, true, 'mallory'))).toMatchObject({ code: ErrorCodes.BOOKS_NOT_FOUND });
    expect(await refusal(get(b, s, 'mallory'))).toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    expect(
      await refusal(
        rpc.call(RefinementRpc.sendMessage, {
          ownerId: 'mallory',
          bookId: b.bookId,
          sessionId: s.sessionId,
          message: 'hi',
          focusPages: [],
          locale: 'en',
        }),
      ),
    ).toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    expect((await get(b, s)).messages).toEqual([]);

    const preview = paidBook('carla', { isPreview: true, paymentStatus: 'none' });
    expect(await refusal(open(preview))).toMatchObject({
      code: ErrorCodes.REFINEMENT_BOOK_NOT_PAID,
      detail: 'Only a paid book can be refined. Order the book first, then you can change it.',
    });
    const inProduction = paidBook('carla', { isPreview: true, status: 'running' });
    expect(await refusal(open(inProduction))).toMatchObject({
      code: ErrorCodes.REFINEMENT_BOOK_NOT_READY,
      detail: 'This book is still being made. You can refine it once it is ready.',
    });
    const approved = paidBook('carla', { approvedAt: '2026-11-23T10:00:00.000Z' });
    expect(await refusal(open(approved))).toMatchObject({ code: ErrorCodes.REFINEMENT_BOOK_APPROVED });
  });

  it('turns a message into a plan over the story state, and asks back when the planner does', async () => {
    const b = paidBook('dora');
    const s = await open(b);
    const unclear = await send(b, s, 'change it', [6]);
    expect(unclear.clarificationPrompt).toBe('What should I change: the text, the picture or a character?');
    expect(unclear.session.status).toBe('awaiting_clarification');
    expect(unclear.session.requiresConfirmation).toBe(false);

    const answer = await send(b, s, 'Make this page shorter', [6]);
    expect(answer.clarificationPrompt).toBeNull();
    expect(answer.session).toMatchObject({
      status: 'awaiting_confirmation',
      requiresConfirmation: true,
      latestPlan: {
        planNumber: 1,
        plannedChanges: [
          {
            targetType: 'page_text',
            action: 'shorten',
            targetIdentifier: 'page 6',
            rationale: 'Page 6 gets shorter.',
          },
        ],
      },
    });
    expect(answer.session.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'change it'],
      ['assistant', 'What should I change: the text, the picture or a character?'],
      ['user', 'Make this page shorter'],
      ['assistant', 'I will shorten page 6.'],
    ]);
    const call = planner.calls.at(-1)!;
    expect(call.request).toEqual({
      message: 'Make this page shorter',
      focusPages: [6],
      earlier: ['change it'],
      history: [
        { role: 'user', content: 'change it' },
        { role: 'assistant', content: 'What should I change: the text, the picture or a character?' },
      ],
    });
    expect(call.context).toMatchObject({ format: 'booklet', textBackground: true, locale: 'en' });
    expect(call.context.plan.bookId).toBe(b.bookId);
  });

  it('keeps the message when the planner fails, leaves the status, and plans it once when it is sent again', async () => {
    const b = paidBook('emil');
    const s = await open(b);
    const failure = await refusal(send(b, s, 'Provider down, please shorten page 3'));
    expect(failure).toMatchObject({ code: ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE });
    const after = await get(b, s);
    expect(after.status).toBe('draft');
    expect(after.messages.map((m) => m.content)).toEqual(['Provider down, please shorten page 3']);
    await refusal(send(b, s, 'Provider down, please shorten page 3'));
    expect((await get(b, s)).messages).toHaveLength(1);
  });

  it('confirms with one edit, queues the revision and announces it once, however often confirm arrives', async () => {
    const b = paidBook('fiona');
    const s = await planned(b);
    const results = await Promise.all([
      confirm(b, s, 'Thank you'),
      confirm(b, s, 'Thank you'),
      confirm(b, s),
    ]);
    for (const r of results) expect(r).toMatchObject({ status: 'queued', requiresConfirmation: false });
    expect(await confirm(b, s)).toMatchObject({ status: 'queued' });
    expect(await editsLeft('fiona')).toBe(2);

    const revisionId = `${s.sessionId}.1`;
    await eventually(async () => expect(await announced(revisionId)).toHaveLength(1), 10_000);
    const [envelope] = (await announced(revisionId)) as { type: string; data: unknown }[];
    expect(envelope!.type).toBe(RefinementEvents.revisionConfirmedV1.type);
    expect(RefinementEvents.revisionConfirmedV1.data.parse(envelope!.data)).toMatchObject({
      sessionId: s.sessionId,
      bookId: b.bookId,
      ownerId: 'fiona',
      revisionId,
      changes: [{ target: 'page_text', action: 'shorten', page: 3 }],
    });

    // spec §4: no messages while the revision is queued (or running).
    expect(await refusal(send(b, s, 'and the title'))).toMatchObject({
      code: ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS,
      detail: 'Please wait until the current change is finished.',
    });
    expect(await refusal(open(b, false))).toMatchObject({ code: ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS });
    expect((await open(b)).sessionId).toBe(s.sessionId);
  });

  it('refuses to confirm when no edit is left ("Edit limit reached") and changes nothing', async () => {
    const b = paidBook('gina');
    for (const editId of ['x.1', 'x.2', 'x.3'])
      await rpc.call(LimitsRpc.consumeEdit, { ownerId: 'gina', editId, bookId: b.bookId });
    const s = await planned(b);
    expect(await refusal(confirm(b, s))).toMatchObject({
      code: ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED,
      detail: 'Edit limit reached',
    });
    expect(await get(b, s)).toMatchObject({ status: 'awaiting_confirmation', requiresConfirmation: true });
    expect(await editsLeft('gina')).toBe(0);
    expect(await announced(`${s.sessionId}.1`)).toEqual([]);
  });

  it('follows the revision to completed, and the next open starts a new session', async () => {
    const b = paidBook('hugo');
    const s = await planned(b);
    await confirm(b, s);
    const revisionId = `${s.sessionId}.1`;
    await books.revisionStarted(b, revisionId, 1);
    await eventually(async () => expect((await get(b, s)).status).toBe('running'), 10_000);
    await books.revisionProduced(b, revisionId, 1, [4]);
    await eventually(
      async () => expect(await get(b, s)).toMatchObject({ status: 'completed', revision: 1 }),
      10_000,
    );
    // A late "started" changes nothing.
    await books.revisionStarted(b, revisionId, 1);

    const next = await open(b);
    expect(next.sessionId).not.toBe(s.sessionId);
    expect(next.status).toBe('draft');
    expect(await editsLeft('hugo')).toBe(2);
    expect((await get(b, s)).status).toBe('completed');
  });

  it('fails the session when the revision fails and gives the edit back once, though the news arrives twice', async () => {
    const b = paidBook('ida');
    const s = await planned(b);
    await confirm(b, s);
    expect(await editsLeft('ida')).toBe(2);
    const revisionId = `${s.sessionId}.1`;
    await books.revisionFailed(b, revisionId, 'Page 999 does not exist');
    const again = await books.revisionFailed(b, revisionId, 'Page 999 does not exist');
    await eventually(
      async () =>
        expect(await get(b, s)).toMatchObject({ status: 'failed', error: 'Page 999 does not exist' }),
      10_000,
    );
    // The repeat (its own message id, so not dropped as a duplicate delivery) has been handled too.
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `select 1 from refinement.handled_messages where message_id = $1`,
        [again],
      );
      expect(rows).toHaveLength(1);
    }, 10_000);
    const { rows } = await db.pool.query<{ n: number }>(
      `select count(*)::int as n from limits.events where stream_id = 'quota-account-ida' and event_type = 'EditReturned'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await editsLeft('ida')).toBe(3);
    expect((await open(b)).sessionId).not.toBe(s.sessionId);
  });

  describe('a confirmation its process left behind (died after using the edit)', () => {
    const sweepDeps = () => ({
      pool: refinement.get(PG_POOL, { strict: false }),
      sessions: refinement.get<RefinementSessionRepository>(SESSIONS, { strict: false }),
      edits: refinement.get<EditQuota>(EDIT_QUOTA, { strict: false }),
      logger: refinement.get(LOGGER, { strict: false }),
    });
    /** What confirm did before the process died: the confirmation started, the edit used, nothing recorded. */
    const diedAfterUsingTheEdit = async (b: StandInBook, s: RefinementSessionView) => {
      const metadata = { correlationId: randomUUID() };
      await sweepDeps().sessions.handle(
        s.sessionId,
        { type: 'StartConfirmation', planNumber: null, notes: 'Thanks' },
        metadata,
      );
      await rpc.call(LimitsRpc.consumeEdit, {
        ownerId: b.ownerId,
        editId: `${s.sessionId}.1`,
        bookId: b.bookId,
      });
    };

    it('is finished by the sweep as the parent asked: confirmed once, one edit used', async () => {
      const b = paidBook('jonas');
      const s = await planned(b);
      await diedAfterUsingTheEdit(b, s);
      expect(await editsLeft('jonas')).toBe(2);
      expect(await get(b, s)).toMatchObject({ status: 'awaiting_confirmation' });
      // Not before its grace time is over (a live request may still be finishing it).
      expect(await resumeConfirmations(sweepDeps(), { graceMs: 60_000 })).toEqual({
        confirmed: 0,
        abandoned: 0,
      });

      const sweeps = await Promise.all([
        resumeConfirmations(sweepDeps(), { graceMs: 0 }),
        resumeConfirmations(sweepDeps(), { graceMs: 0 }),
      ]);
      expect(sweeps.reduce((n, r) => n + r.confirmed, 0)).toBeGreaterThanOrEqual(1);
      expect(await get(b, s)).toMatchObject({ status: 'queued', requiresConfirmation: false });
      expect(await editsLeft('jonas')).toBe(2);
      const revisionId = `${s.sessionId}.1`;
      await eventually(async () => expect(await announced(revisionId)).toHaveLength(1), 10_000);
      expect(await resumeConfirmations(sweepDeps(), { graceMs: 0 })).toEqual({ confirmed: 0, abandoned: 0 });
    });

    it('gives the edit back when a newer message replaced the plan meanwhile', async () => {
      const b = paidBook('kira');
      const s = await planned(b);
      await diedAfterUsingTheEdit(b, s);
      expect(await editsLeft('kira')).toBe(2);
      const replanned = (await send(b, s, 'Make page 5 shorter instead')).session;
      expect(replanned.status).toBe('awaiting_confirmation');

      expect(await resumeConfirmations(sweepDeps(), { graceMs: 0 })).toEqual({ confirmed: 0, abandoned: 1 });
      expect(await editsLeft('kira')).toBe(3);
      expect(await get(b, s)).toMatchObject({ status: 'awaiting_confirmation', requiresConfirmation: true });
      expect(await announced(`${s.sessionId}.1`)).toEqual([]);
      // The new plan confirms as usual, with one edit.
      expect(await confirm(b, s)).toMatchObject({ status: 'queued' });
      expect(await editsLeft('kira')).toBe(2);
    });

    it('ends a confirmation refused for want of edits, with nothing used', async () => {
      const b = paidBook('lars');
      for (const editId of ['y.1', 'y.2', 'y.3'])
        await rpc.call(LimitsRpc.consumeEdit, { ownerId: 'lars', editId, bookId: b.bookId });
      const s = await planned(b);
      expect(await refusal(confirm(b, s))).toMatchObject({ code: ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED });
      // Refused at once: nothing is left for the sweep.
      const { rows } = await db.pool.query(
        `select 1 from refinement.pending_confirmations where session_id = $1`,
        [s.sessionId],
      );
      expect(rows).toEqual([]);
      expect(await resumeConfirmations(sweepDeps(), { graceMs: 0 })).toEqual({ confirmed: 0, abandoned: 0 });
      expect(await editsLeft('lars')).toBe(0);
    });
  });
});
