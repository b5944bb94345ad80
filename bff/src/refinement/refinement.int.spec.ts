import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Kvm } from '@nats-io/kv';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  RefinementRpc,
  type RefinementSessionView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import {
  connectNats,
  RATE_LIMIT_BUCKET,
  RpcServer,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
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

/**
 * spec §7 `/books/{bookId}/refine/…` against the refinement contract, with a stand-in service answering on
 * NATS (the real service is covered by services/refinement's own tests): auth, the owner's books only, the
 * spec's snake_case shapes, validation that calls nothing, refusals in the site's language, the send limit.
 */
describe('BFF refinement paths', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let refinement: RpcServer;
  let bff: INestApplication;
  let base: string;
  const prefix = testSubjectPrefix('bffrefine');
  const calls: { op: string; request: Record<string, unknown>; metadata: RequestMetadata }[] = [];
  const bookId = randomUUID();
  const sessionId = randomUUID();
  const sessions = new Map<string, RefinementSessionView>();

  const session = (ownerId: string, extra: Partial<RefinementSessionView> = {}): RefinementSessionView => ({
    sessionId,
    bookId,
    ownerId,
    status: 'awaiting_confirmation',
    messages: [
      {
        id: `${sessionId}:1`,
        role: 'user',
        content: 'Make the fox’s scarf blue',
        createdAt: '2026-11-24T10:00:00.000Z',
      },
      {
        id: `${sessionId}:2`,
        role: 'assistant',
        content: 'The fox gets a blue scarf.',
        createdAt: '2026-11-24T10:00:01.000Z',
      },
    ],
    latestPlan: {
      planNumber: 1,
      plannedChanges: [
        {
          targetType: 'character',
          action: 'change_look',
          targetIdentifier: 'character Fox',
          rationale: 'Blue scarf.',
        },
      ],
    },
    requiresConfirmation: true,
    revision: null,
    error: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:01.000Z',
    ...extra,
  });
  /** The stand-in's owner check: only customer-1 has this book. */
  const owned = (r: { ownerId: string; bookId: string }) => {
    if (r.ownerId !== 'customer-1' || r.bookId !== bookId) {
      throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
    }
  };
  const ownedSession = (r: { ownerId: string; bookId: string; sessionId: string }) => {
    const found = sessions.get(r.sessionId);
    if (!found || found.ownerId !== r.ownerId || found.bookId !== r.bookId) {
      throw new DomainError(ErrorCodes.REFINEMENT_NOT_FOUND, ErrorTexts[ErrorCodes.REFINEMENT_NOT_FOUND]);
    }
    return found;
  };

  beforeAll(async () => {
    issuer = await createTestIssuer();
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-refinement' });
    refinement = new RpcServer(nc, new Subjects(prefix), 'refinement');
    refinement.handle(RefinementRpc.openSession, async (r, m) => {
      calls.push({ op: 'open', request: r, metadata: m });
      owned(r);
      const s = session(r.ownerId, {
        status: 'draft',
        messages: [],
        latestPlan: null,
        requiresConfirmation: false,
      });
      sessions.set(s.sessionId, s);
      return s;
    });
    refinement.handle(RefinementRpc.getSession, async (r, m) => {
      calls.push({ op: 'get', request: r, metadata: m });
      return ownedSession(r);
    });
    refinement.handle(RefinementRpc.sendMessage, async (r, m) => {
      calls.push({ op: 'send', request: r, metadata: m });
      const current = ownedSession(r);
      if (current.status === 'queued') {
        throw new DomainError(
          ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS,
          ErrorTexts[ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS],
        );
      }
      if (r.message === 'provider down') {
        throw new DomainError(
          ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
          ErrorTexts[ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE],
        );
      }
      if (r.message === 'change it') {
        const asked = session(r.ownerId, {
          status: 'awaiting_clarification',
          latestPlan: null,
          requiresConfirmation: false,
        });
        sessions.set(sessionId, asked);
        return { session: asked, clarificationPrompt: 'What should I change?' };
      }
      const planned = session(r.ownerId);
      sessions.set(sessionId, planned);
      return { session: planned, clarificationPrompt: null };
    });
    refinement.handle(RefinementRpc.confirm, async (r, m) => {
      calls.push({ op: 'confirm', request: r, metadata: m });
      ownedSession(r);
      if (r.notes === 'no edits left') {
        throw new DomainError(
          ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED,
          ErrorTexts[ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED],
        );
      }
      const queued = session(r.ownerId, { status: 'queued', requiresConfirmation: false });
      sessions.set(sessionId, queued);
      return queued;
    });
    await nc.flush();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        ASSET_URL_SECRET: testSecret(),
        RATE_LIMIT_REFINE_MESSAGES_PER_MINUTE: '12',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await refinement?.close();
    await (
      await new Kvm(nc).open(new Subjects(prefix).stream(RATE_LIMIT_BUCKET))
    )
      .destroy()
      .catch(() => undefined);
    await nc?.close();
    await issuer?.close();
  });

  const call = (
    method: string,
    path: string,
    {
      sub = 'customer-1',
      body,
      headers = {},
    }: { sub?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(sub ? { authorization: `Bearer ${issuer.mintIdToken({ sub })}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const refine = `/books/${bookId}/refine`;

  it('answers 401 on all four paths without a token, and calls nothing', async () => {
    const before = calls.length;
    for (const [method, path] of [
      ['POST', `${refine}/sessions`],
      ['GET', `${refine}/${sessionId}`],
      ['POST', `${refine}/${sessionId}/messages`],
      ['POST', `${refine}/${sessionId}/confirm`],
    ] as const) {
      const res = await call(method, path, { sub: null, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'User is not authenticated', code: 'AUTH.UNAUTHENTICATED' });
    }
    expect(calls.length).toBe(before);
  });

  it('opens (resume by default) and reads the session in spec §3 shape, for the caller only', async () => {
    const res = await call('POST', `${refine}/sessions`, {
      headers: { 'x-correlation-id': 'corr-refine-1' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      session_id: sessionId,
      book_id: bookId,
      status: 'draft',
      messages: [],
      latest_plan: null,
      requires_confirmation: false,
      revision: null,
      error: null,
    });
    expect(calls.at(-1)).toMatchObject({
      op: 'open',
      request: { ownerId: 'customer-1', bookId, resume: true },
      metadata: { correlationId: 'corr-refine-1', userId: 'customer-1' },
    });
    await call('POST', `${refine}/sessions`, { body: { resume: false } });
    expect(calls.at(-1)!.request).toMatchObject({ resume: false });

    const got = await call('GET', `${refine}/${sessionId}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({ session_id: sessionId, status: 'draft' });
  });

  it("answers 404 for another customer's book or session", async () => {
    const open = await call('POST', `${refine}/sessions`, { sub: 'mallory', body: { resume: true } });
    expect(open.status).toBe(404);
    // The code with an English detail; the storefront words it (ADR 0042).
    expect(await open.json()).toEqual({ detail: 'Book not found', code: ErrorCodes.BOOKS_NOT_FOUND });
    const get = await call('GET', `${refine}/${sessionId}`, { sub: 'mallory' });
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    const send = await call('POST', `${refine}/${sessionId}/messages`, {
      sub: 'mallory',
      body: { message: 'hi', focus_pages: [2] },
    });
    expect(send.status).toBe(404);
    const confirm = await call('POST', `${refine}/${sessionId}/confirm`, { sub: 'mallory', body: {} });
    expect(confirm.status).toBe(404);
  });

  it('refuses bad input with 400 { detail, code } and calls nothing', async () => {
    const before = calls.length;
    const cases: [string, string, unknown, string][] = [
      ['POST', `/books/not-a-uuid/refine/sessions`, {}, 'Invalid book id'],
      ['POST', `${refine}/sessions`, { resume: 'yes' }, 'resume: true or false is expected'],
      ['GET', `${refine}/nope`, undefined, 'Invalid session id'],
      [
        'POST',
        `${refine}/${sessionId}/messages`,
        { message: '   ', focus_pages: [2] },
        'Please write a message',
      ],
      ['POST', `${refine}/${sessionId}/messages`, { focus_pages: [2] }, 'message: a text is required'],
      [
        'POST',
        `${refine}/${sessionId}/messages`,
        { message: 'x'.repeat(2001) },
        'The message can have at most 2000 characters',
      ],
      [
        'POST',
        `${refine}/${sessionId}/messages`,
        { message: 'hi', focus_pages: [0] },
        'focus_pages: page numbers start at 1',
      ],
      [
        'POST',
        `${refine}/${sessionId}/messages`,
        { message: 'hi', focus_pages: 3 },
        'focus_pages: a list of page numbers is expected',
      ],
      [
        'POST',
        `${refine}/${sessionId}/confirm`,
        { notes: 'x'.repeat(2001) },
        'The notes can have at most 2000 characters',
      ],
      ['POST', `${refine}/${sessionId}/confirm`, { notes: 7 }, 'notes: a text is expected'],
    ];
    for (const [method, path, body, detail] of cases) {
      const res = await call(method, path, { body });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toEqual({ detail, code: ErrorCodes.VALIDATION });
    }
    expect(calls.length).toBe(before);
  });

  it('sends a message with the focus page and the site language, and shows the plan or the question', async () => {
    const planned = await call('POST', `${refine}/${sessionId}/messages`, {
      body: { message: '  Make the fox’s scarf blue  ', focus_pages: [5] },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(planned.status).toBe(200);
    expect(await planned.json()).toEqual({
      session: expect.objectContaining({
        status: 'awaiting_confirmation',
        requires_confirmation: true,
        latest_plan: {
          planned_changes: [
            {
              target_type: 'character',
              action: 'change_look',
              target_identifier: 'character Fox',
              rationale: 'Blue scarf.',
            },
          ],
        },
        messages: [
          expect.objectContaining({
            role: 'user',
            content: 'Make the fox’s scarf blue',
            created_at: '2026-11-24T10:00:00.000Z',
          }),
          expect.objectContaining({ role: 'assistant' }),
        ],
      }),
      clarification_prompt: null,
    });
    expect(calls.at(-1)!.request).toEqual({
      ownerId: 'customer-1',
      bookId,
      sessionId,
      message: 'Make the fox’s scarf blue',
      focusPages: [5],
      locale: 'en',
    });

    const asked = await call('POST', `${refine}/${sessionId}/messages`, {
      body: { message: 'change it' },
      headers: { cookie: 'theme=x; fabelhaft_lang=de', 'accept-language': 'en' },
    });
    expect(await asked.json()).toMatchObject({
      session: { status: 'awaiting_clarification', requires_confirmation: false },
      clarification_prompt: 'What should I change?',
    });
    expect(calls.at(-1)!.request).toMatchObject({ focusPages: [], locale: 'de' });
  });

  it('answers a planner that cannot be reached with 503, its code and an English detail (ADR 0042)', async () => {
    const res = await call('POST', `${refine}/${sessionId}/messages`, {
      body: { message: 'provider down' },
      headers: { 'accept-language': 'de-DE' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
      detail: 'Changes cannot be planned right now. Please try again in a moment.',
      correlation_id: expect.any(String),
    });
  });

  it('confirms with notes; no edit left is 403 "Edit limit reached"; messages while queued are 409', async () => {
    const exhausted = await call('POST', `${refine}/${sessionId}/confirm`, {
      body: { notes: 'no edits left' },
    });
    expect(exhausted.status).toBe(403);
    expect(await exhausted.json()).toEqual({
      detail: 'Edit limit reached',
      code: ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED,
    });

    const res = await call('POST', `${refine}/${sessionId}/confirm`, { body: { notes: '  Thank you  ' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'queued', requires_confirmation: false });
    expect(calls.at(-1)!.request).toEqual({ ownerId: 'customer-1', bookId, sessionId, notes: 'Thank you' });
    await call('POST', `${refine}/${sessionId}/confirm`);
    expect(calls.at(-1)!.request).toMatchObject({ notes: null });

    // The same answer in either site language: the storefront words the code.
    for (const [language, detail] of [
      ['de', 'Please wait until the current change is finished.'],
      ['en', 'Please wait until the current change is finished.'],
    ]) {
      const busy = await call('POST', `${refine}/${sessionId}/messages`, {
        body: { message: 'one more thing' },
        headers: { 'accept-language': language! },
      });
      expect(busy.status).toBe(409);
      expect(await busy.json()).toEqual({ detail, code: ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS });
    }
  });

  it('limits how many messages a customer sends per minute (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Another customer (the stand-in knows no session of theirs): the limit counts every send, answered or not.
    for (let i = 0; i < 14; i++) {
      const res = await call('POST', `${refine}/${sessionId}/messages`, {
        sub: 'customer-2',
        body: { message: `message ${i}` },
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 429)).toEqual(Array(12).fill(404));
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('documents the four paths in the OpenAPI document', async () => {
    const doc = (await (await call('GET', '/docs/openapi.json', { sub: null })).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/books/{bookId}/refine/sessions',
        '/books/{bookId}/refine/{sessionId}',
        '/books/{bookId}/refine/{sessionId}/messages',
        '/books/{bookId}/refine/{sessionId}/confirm',
      ]),
    );
    expect(JSON.stringify(doc.paths['/books/{bookId}/refine/{sessionId}/messages'])).toContain(
      'clarification_prompt',
    );
  });
});
