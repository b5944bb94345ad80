import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  DomainError,
  ErrorCodes,
  LimitsRpc,
  RefinementRpc,
  type AdminRefinementSessionView,
  type CustomerView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
// The local identity is a deploy tool; the test uses it as the stack does: Cognito's API on its admin port.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only stand-in, never imported by the BFF
import { startIdentity, type IdentityHandle } from '@fabelhaft/local-identity';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { CognitoCustomerDirectory } from './admin/cognito-customer-directory';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

jest.setTimeout(60_000);

const BOOK = '55555555-5555-4555-8555-555555555555';

const session = (over: Partial<AdminRefinementSessionView> = {}): AdminRefinementSessionView => ({
  sessionId: 'session-2',
  bookId: BOOK,
  ownerId: 'owner-1',
  status: 'awaiting_clarification',
  messages: [
    { id: 'm1', role: 'user', content: 'change it', createdAt: '2026-11-24T10:00:00.000Z' },
    {
      id: 'm2',
      role: 'assistant',
      content: 'What should I change: the text, the picture or a character?',
      createdAt: '2026-11-24T10:00:01.000Z',
    },
  ],
  latestPlan: null,
  requiresConfirmation: false,
  revision: null,
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:01.000Z',
  number: 2,
  open: true,
  ...over,
});

/**
 * issue #24, "support sees what the parent sees": the console's customers carry the verified email from the
 * identity provider (the real local identity, Cognito's ListUsers on its admin port) — also a customer limits
 * never learnt an address for — and are found by it; the refinement dialogues are readable by support only.
 */
describe('BFF support view: emails from the identity provider, refinement dialogues', () => {
  let identity: IdentityHandle;
  let issuer: TestIssuer;
  let nc: NatsConnection;
  const servers: RpcServer[] = [];
  let bff: INestApplication;
  let base: string;
  const identityDir = mkdtempSync(join(tmpdir(), 'bff-support-identity-'));
  const storageDir = mkdtempSync(join(tmpdir(), 'bff-support-'));
  const calls: { subject: string; request: unknown; metadata: RequestMetadata }[] = [];
  let demo: { sub: string; email: string };
  let unverifiedSub: string;

  /** Cognito's admin API as the seed and support tooling call it (loopback only, ADR 0014). */
  async function admin(operation: string, body: object): Promise<Record<string, unknown>> {
    const res = await fetch(`${identity.facts.adminUrl}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ UserPoolId: identity.facts.userPoolId, ...body }),
    });
    if (!res.ok) throw new Error(`${operation}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }
  const subOf = (user: { Attributes?: { Name: string; Value: string }[] }) =>
    user.Attributes!.find((a) => a.Name === 'sub')!.Value;

  /** What limits knows: quota accounts, and an email only from the customers' own requests (none here). */
  const accounts = (): CustomerView[] =>
    [demo.sub, unverifiedSub, 'no-such-user'].map((ownerId, i) => ({
      ownerId,
      email: ownerId === 'no-such-user' ? 'from-a-request@example.com' : null,
      previewLimit: 10,
      previewRemaining: 9,
      editLimit: 3,
      editRemaining: 3,
      openRequests: 0,
      createdAt: `2026-11-2${i}T10:00:00.000Z`,
    }));

  beforeAll(async () => {
    identity = await startIdentity({
      port: 0,
      host: '127.0.0.1',
      adminPort: 0,
      adminHost: '127.0.0.1',
      dataDir: identityDir,
      storefrontUrl: 'http://localhost:3000',
      callbackUrls: ['http://localhost:3000/auth/callback'],
      demoPassword: `${testSecret('Fh-')}-9`,
    });
    const demoEmail = identity.facts.users.find((u) => u.role === 'customer')!.email;
    const [demoUser] = (await admin('ListUsers', { Filter: `email = "${demoEmail}"` })).Users as {
      Attributes: { Name: string; Value: string }[];
    }[];
    demo = { sub: subOf(demoUser!), email: demoEmail };
    // An address nobody confirmed is not shown as the customer's.
    const created = (await admin('AdminCreateUser', {
      Username: 'unverified@example.com',
      UserAttributes: [{ Name: 'email', Value: 'unverified@example.com' }],
      MessageAction: 'SUPPRESS',
    })) as { User: { Attributes: { Name: string; Value: string }[] } };
    unverifiedSub = subOf(created.User);

    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bffsupportview');
    const subjects = new Subjects(prefix);
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-support-view' });
    const record = (subject: string) => (request: unknown, metadata: RequestMetadata) =>
      calls.push({ subject, request, metadata });
    const limits = new RpcServer(nc, subjects, 'limits');
    limits.handle(LimitsRpc.listCustomers, async (r, m) => {
      record('list-customers')(r, m);
      const all = accounts();
      const q = r.filter.q?.trim();
      const byIds = r.filter.ids ? all.filter((c) => r.filter.ids!.includes(c.ownerId)) : all;
      const items = q
        ? byIds.filter(
            (c) => c.ownerId === q || r.filter.matchedOwnerIds?.includes(c.ownerId) || c.email?.includes(q),
          )
        : byIds;
      return { items, total: items.length };
    });
    limits.handle(LimitsRpc.getCustomer, async (r, m) => {
      record('get-customer')(r, m);
      const found = accounts().find((c) => c.ownerId === r.ownerId);
      if (!found) throw new DomainError(ErrorCodes.NOT_FOUND, 'Customer not found');
      return { ...found, history: [] };
    });
    // Limits answers the limits a customer would start with for an owner without a quota account.
    limits.handle(LimitsRpc.getLimits, async (r) => ({
      ownerId: r.ownerId,
      previewLimit: 3,
      previewRemaining: 3,
      editLimit: 3,
      editRemaining: 3,
    }));
    const refinement = new RpcServer(nc, subjects, 'refinement');
    refinement.handle(RefinementRpc.adminListSessions, async (r, m) => {
      record('list-sessions')(r, m);
      return { sessions: [session(), session({ sessionId: 'session-1', number: 1, open: false })], total: 2 };
    });
    refinement.handle(RefinementRpc.adminGetSession, async (r, m) => {
      record('get-session')(r, m);
      if (r.sessionId !== 'session-2') throw new DomainError(ErrorCodes.REFINEMENT_NOT_FOUND, 'Not found');
      return session();
    });
    servers.push(limits, refinement);
    await nc.flush();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        COGNITO_ADMIN_API_URL: `${identity.facts.adminUrl}/`,
        COGNITO_USER_POOL_ID: identity.facts.userPoolId,
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
    await identity?.stop();
    rmSync(identityDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  });

  const call = (path: string, groups: string[] = ['support'], sub = 'agent-7') =>
    fetch(`${base}${path}`, { headers: { authorization: `Bearer ${issuer.mintIdToken({ sub, groups })}` } });
  const q = (o: Record<string, unknown>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');

  it('shows every customer with the verified email from the identity provider (the demo customer too)', async () => {
    const res = await call('/admin/customers');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; email: string | null }[];
    expect(body.map((c) => [c.id, c.email])).toEqual([
      [demo.sub, demo.email],
      // Not confirmed at the provider: no email is shown as the customer's.
      [unverifiedSub, null],
      // Unknown to the provider: the address limits learnt from the customer's own request stays.
      ['no-such-user', 'from-a-request@example.com'],
    ]);
    const one = await call(`/admin/customers/${demo.sub}`);
    expect(await one.json()).toMatchObject({ id: demo.sub, email: demo.email });
  });

  it('finds a customer by their email, whatever its case, though limits never heard of the address', async () => {
    for (const text of [demo.email, demo.email.toUpperCase(), demo.email.slice(0, 5)]) {
      const res = await call(`/admin/customers?${q({ filter: { q: text } })}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: string; email: string | null }[];
      expect(body.map((c) => [c.id, c.email])).toEqual([[demo.sub, demo.email]]);
      // The search itself (then the BFF asks which of the matches limits knows: `ids`).
      const searches = calls.filter(
        (c) => c.subject === 'list-customers' && (c.request as { filter: { q?: string } }).filter.q,
      );
      expect(searches.at(-1)!.request).toMatchObject({
        filter: { q: text, matchedOwnerIds: [demo.sub] },
      });
    }
    // An unconfirmed address finds nobody; a text the provider's filter cannot carry is no error.
    expect(await (await call(`/admin/customers?${q({ filter: { q: 'unverified@' } })}`)).json()).toEqual([]);
    expect((await call(`/admin/customers?${q({ filter: { q: 'a"b' } })}`)).status).toBe(200);
  });

  it('finds an account that never used a preview or an edit by its verified email, and opens it', async () => {
    // Signed up and confirmed, nothing made yet: limits has no quota account for it.
    const created = (await admin('AdminCreateUser', {
      Username: 'newcomer@example.com',
      UserAttributes: [
        { Name: 'email', Value: 'newcomer@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
      MessageAction: 'SUPPRESS',
    })) as { User: { Attributes: { Name: string; Value: string }[] } };
    const newcomer = subOf(created.User);
    const res = await call(`/admin/customers?${q({ filter: { q: 'Newcomer@' } })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('customers 0-0/1');
    expect(await res.json()).toEqual([
      {
        id: newcomer,
        email: 'newcomer@example.com',
        previewLimit: 3,
        previewRemaining: 3,
        editLimit: 3,
        editRemaining: 3,
        openRequests: 0,
        createdAt: '',
      },
    ]);
    const one = await call(`/admin/customers/${newcomer}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id: newcomer, email: 'newcomer@example.com', history: [] });
    // Unknown to both: still not found.
    expect((await call('/admin/customers/nobody-at-all')).status).toBe(404);
  });

  it('asks the provider for verified users only, and fails loudly when it cannot reach it', async () => {
    const directory = new CognitoCustomerDirectory(`${identity.facts.adminUrl}/`, identity.facts.userPoolId);
    expect(await directory.emailsOf([demo.sub, unverifiedSub, demo.sub])).toEqual(
      new Map([[demo.sub, demo.email]]),
    );
    const closed = new CognitoCustomerDirectory('http://127.0.0.1:9/', identity.facts.userPoolId, 500);
    await expect(closed.emailsOf([demo.sub])).rejects.toThrow();
  });

  it("reads a book's refinement dialogues for support, read-only, with bad input refused as { detail, code }", async () => {
    const res = await call(`/admin/refinement-sessions?${q({ filter: { bookId: BOOK }, range: [0, 9] })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('refinement-sessions 0-1/2');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body[0]).toMatchObject({
      id: 'session-2',
      number: 2,
      open: true,
      status: 'awaiting_clarification',
      messages: [{ role: 'user', content: 'change it' }, { role: 'assistant' }],
    });
    expect(body[0]).not.toHaveProperty('sessionId');
    expect(calls.filter((c) => c.subject === 'list-sessions').at(-1)).toMatchObject({
      request: { bookId: BOOK, sort: { field: 'updatedAt', order: 'DESC' }, offset: 0, limit: 10 },
      metadata: { userId: 'agent-7' },
    });
    expect(await (await call('/admin/refinement-sessions/session-2')).json()).toMatchObject({
      id: 'session-2',
      bookId: BOOK,
    });
    const missing = await call('/admin/refinement-sessions/session-9');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: ErrorCodes.REFINEMENT_NOT_FOUND });
    const bad = await call(`/admin/refinement-sessions?${q({ filter: { status: 'stuck' } })}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: expect.any(String), code: ErrorCodes.VALIDATION });
    expect((await call(`/admin/refinement-sessions?${q({ sort: ['messages', 'ASC'] })}`)).status).toBe(400);
  });

  it.each([
    '/admin/refinement-sessions',
    '/admin/refinement-sessions/session-2',
    '/admin/customers',
    `/admin/customers?${q({ filter: { q: 'demo' } })}`,
  ])('refuses a customer on %s with 403 and asks nobody', async (path) => {
    const before = calls.length;
    const res = await call(path, [], 'customer-1');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Support access required', code: ErrorCodes.AUTH_FORBIDDEN });
    expect((await fetch(`${base}${path}`)).status).toBe(401);
    expect(calls.length).toBe(before);
  });
});
