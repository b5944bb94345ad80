import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import {
  BooksRpc,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  FulfilmentRpc,
  LimitsRpc,
  NotificationsRpc,
  OrdersRpc,
  RefinementRpc,
  TrackingRpc,
} from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestIssuer,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

/**
 * A stand-in for Cognito's public JSON API: access tokens `at-<sub>` belong to `<sub>`; DeleteUser removes
 * the user, after which its token is refused as Cognito refuses it.
 */
function identityStandIn() {
  const users = new Set([
    'customer-1',
    'customer-2',
    'customer-blocked',
    'customer-revising',
    'customer-shipping',
  ]);
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const op = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const { AccessToken, Token } = JSON.parse(raw || '{}') as { AccessToken?: string; Token?: string };
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
      if (op === 'RevokeToken') {
        calls.push(`RevokeToken ${Token ?? ''}`);
        return send(200, {});
      }
      const sub = AccessToken?.startsWith('at-') ? AccessToken.slice(3) : '';
      calls.push(`${op} ${sub}`);
      if (!users.has(sub)) return send(400, { __type: 'NotAuthorizedException', message: 'Invalid token' });
      if (op === 'GetUser') {
        return send(200, { Username: sub, UserAttributes: [{ Name: 'sub', Value: sub }] });
      }
      if (op === 'DeleteUser') {
        users.delete(sub);
        return send(200, {});
      }
      send(400, { __type: 'InvalidParameterException' });
    });
  });
  return { server, users, calls };
}

/** DELETE /account (issue #12, GDPR Art. 17) against stand-ins of the orders, refinement and books services. */
describe('BFF account deletion', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let books: RpcServer;
  let orders: RpcServer;
  let refinement: RpcServer;
  let others: RpcServer[] = [];
  let bff: INestApplication;
  let base: string;
  let prefix: string;
  /** Jobs fulfilment still keeps for an owner (a parcel on its way). */
  const keptJobs = new Map<string, number>();
  const identity = identityStandIn();
  /** Every erasure call, in the order it arrived. */
  const erased: string[] = [];

  beforeAll(async () => {
    await new Promise<void>((r) => identity.server.listen(0, '127.0.0.1', r));
    issuer = await createTestIssuer();
    prefix = testSubjectPrefix('bffaccount');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-account' });
    orders = new RpcServer(nc, new Subjects(prefix), 'orders');
    orders.handle(OrdersRpc.eraseCustomerData, async ({ ownerId }) => {
      if (ownerId === 'customer-blocked') {
        throw new DomainError(
          ErrorCodes.ORDERS_ERASURE_BLOCKED,
          ErrorTexts[ErrorCodes.ORDERS_ERASURE_BLOCKED],
        );
      }
      erased.push(`orders ${ownerId}`);
      return { erasedOrders: 1, keptInvoices: 1 };
    });
    // ADR 0016 addendum (issue #14): refused while a revision of one of the customer's books is being made.
    refinement = new RpcServer(nc, new Subjects(prefix), 'refinement');
    refinement.handle(RefinementRpc.eraseOwnerData, async ({ ownerId }) => {
      if (ownerId === 'customer-revising') {
        throw new DomainError(
          ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
          ErrorTexts[ErrorCodes.REFINEMENT_ERASURE_BLOCKED],
        );
      }
      erased.push(`refinement ${ownerId}`);
      return { erasedSessions: 3 };
    });
    books = new RpcServer(nc, new Subjects(prefix), 'books');
    books.handle(BooksRpc.eraseOwnerData, async ({ ownerId }) => {
      erased.push(`books ${ownerId}`);
      return { erasedBooks: 2, deletedObjects: 5 };
    });
    const limits = new RpcServer(nc, new Subjects(prefix), 'limits');
    limits.handle(LimitsRpc.eraseOwnerData, async ({ ownerId }) => {
      erased.push(`limits ${ownerId}`);
      return { erasedRequests: 1, erasedAccounts: 1 };
    });
    limits.handle(LimitsRpc.getLimits, async ({ ownerId }) => ({
      ownerId,
      previewLimit: 1,
      previewRemaining: 1,
      editLimit: 3,
      editRemaining: 3,
    }));
    const notifications = new RpcServer(nc, new Subjects(prefix), 'notifications');
    notifications.handle(NotificationsRpc.eraseOwnerData, async ({ ownerId }) => {
      erased.push(`notifications ${ownerId}`);
      return { erasedContacts: 1, redactedEmails: 2 };
    });
    const fulfilment = new RpcServer(nc, new Subjects(prefix), 'fulfilment');
    fulfilment.handle(FulfilmentRpc.eraseOwnerData, async ({ ownerId }) => {
      erased.push(`fulfilment ${ownerId}`);
      const kept = keptJobs.get(ownerId) ?? 0;
      return { erasedJobs: 1, erasedPaidItems: 0, keptJobs: kept };
    });
    const tracking = new RpcServer(nc, new Subjects(prefix), 'tracking');
    tracking.handle(TrackingRpc.eraseOwnerData, async ({ ownerId }) => {
      erased.push(`tracking ${ownerId}`);
      return { erasedShipments: 1, keptShipments: 0 };
    });
    others = [limits, notifications, fulfilment, tracking];
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        COGNITO_API_URL: `http://127.0.0.1:${(identity.server.address() as AddressInfo).port}/`,
        RPC_TIMEOUT_MS: '1500',
        ERASURE_RETRY_INTERVAL_MS: '200',
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: 'test-asset-url-secret-with-at-least-32-chars',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    for (const server of others) await server.close();
    await books?.close();
    await refinement?.close();
    await orders?.close();
    await nc?.close();
    await issuer?.close();
    await new Promise((r) => identity.server.close(r));
  });

  const tokens = new Map<string, string>();
  /** One id token per customer, as a browser keeps it: still valid after the erasure. */
  const idToken = (sub: string) => tokens.get(sub) ?? tokens.set(sub, issuer.mintIdToken({ sub })).get(sub)!;
  const deleteAccount = (sub: string, body: unknown, headers: Record<string, string> = {}, at = base) =>
    fetch(`${at}/account`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${idToken(sub)}`,
        'content-type': 'application/json',
        'accept-language': 'en-GB,en;q=0.9',
        ...headers,
      },
      body: JSON.stringify(body),
    });

  const getLimits = (sub: string, at = base) =>
    fetch(`${at}/limits`, { headers: { authorization: `Bearer ${idToken(sub)}` } });
  const admin = (method: string, path: string) =>
    fetch(`${base}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${issuer.mintIdToken({ sub: 'agent-1', groups: ['support'] })}` },
    });
  const bffWithPrefix = () =>
    createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        COGNITO_API_URL: `http://127.0.0.1:${(identity.server.address() as AddressInfo).port}/`,
        RPC_TIMEOUT_MS: '1500',
        ERASURE_RETRY_INTERVAL_MS: '200',
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: 'test-asset-url-secret-with-at-least-32-chars',
      }),
    );

  it('erases orders → refinement → books, deletes the identity user, then every other service; answers 204', async () => {
    expect((await getLimits('customer-1')).status).toBe(200);
    const res = await deleteAccount('customer-1', { access_token: 'at-customer-1', refresh_token: 'rt-1' });
    expect(res.status).toBe(204);
    expect(erased).toEqual([
      'orders customer-1',
      'refinement customer-1',
      'books customer-1',
      'limits customer-1',
      'notifications customer-1',
      'fulfilment customer-1',
      'tracking customer-1',
    ]);
    expect(identity.calls).toEqual(['GetUser customer-1', 'RevokeToken rt-1', 'DeleteUser customer-1']);
    expect(identity.users.has('customer-1')).toBe(false);
  });

  it('issue #22: the same still-valid id token is refused (401) at once, on every route and every instance', async () => {
    const refused = { detail: 'User is not authenticated', code: 'AUTH.UNAUTHENTICATED' };
    const limits = await getLimits('customer-1');
    expect(limits.status).toBe(401);
    expect(await limits.json()).toEqual(refused);
    const again = await deleteAccount('customer-1', { access_token: 'at-customer-1' });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(refused);
    const preview = await fetch(`${base}/books/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken('customer-1')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idea: 'Ein Drache namens Erna' }),
    });
    expect(preview.status).toBe(401);
    // A second instance (and so a restarted one) reads the same record.
    const second = await bffWithPrefix();
    await second.listen(0, '127.0.0.1');
    try {
      const at = (await second.getUrl()).replace('[::1]', '127.0.0.1');
      expect((await getLimits('customer-1', at)).status).toBe(401);
      expect((await getLimits('customer-2', at)).status).toBe(200);
    } finally {
      await second.close();
    }
    // Support sees the erasure, every step done.
    const view = await admin('GET', '/erasures/customer-1');
    expect(view.status).toBe(200);
    const body = (await view.json()) as { status: string; steps: Record<string, { state: string }> };
    expect(body.status).toBe('completed');
    expect(Object.values(body.steps).every((s) => s.state === 'done')).toBe(true);
  });

  it('issue #22: a print job on its way keeps fulfilment waiting; the retrier finishes once it is delivered', async () => {
    erased.length = 0;
    keptJobs.set('customer-shipping', 1);
    const res = await deleteAccount('customer-shipping', { access_token: 'at-customer-shipping' });
    expect(res.status).toBe(204);
    expect((await getLimits('customer-shipping')).status).toBe(401);
    const waiting = (await (await admin('GET', '/erasures/customer-shipping')).json()) as {
      status: string;
      steps: Record<string, { state: string; code: string | null }>;
    };
    expect(waiting.status).toBe('in_progress');
    expect(waiting.steps.fulfilment).toMatchObject({ state: 'waiting', code: 'FULFILMENT.ERASURE_WAITING' });
    expect(waiting.steps.identity).toMatchObject({ state: 'done' });

    const list = await admin('GET', '/erasures?filter={"status":"in_progress"}');
    expect(list.headers.get('content-range')).toBe('erasures 0-0/1');

    // Still on its way: the retrier asks again and again, and fulfilment keeps waiting.
    await eventually(async () =>
      expect(erased.filter((e) => e === 'fulfilment customer-shipping').length).toBeGreaterThan(2),
    );
    expect((await admin('GET', '/erasures/customer-shipping')).status).toBe(200);
    // Delivered: the retrier's next round finishes the erasure.
    keptJobs.set('customer-shipping', 0);
    await eventually(async () =>
      expect(await (await admin('GET', '/erasures/customer-shipping')).json()).toMatchObject({
        status: 'completed',
        steps: { fulfilment: { state: 'done' } },
      }),
    );
    // Support's retry of a completed erasure changes nothing.
    const retried = await admin('POST', '/erasures/customer-shipping/retry');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: 'completed' });
    expect((await admin('GET', '/erasures/nobody')).status).toBe(404);
    expect(
      (
        await fetch(`${base}/admin/erasures`, {
          headers: { authorization: `Bearer ${idToken('customer-2')}` },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses another user’s access token with 403 and erases nothing', async () => {
    erased.length = 0;
    identity.calls.length = 0;
    const res = await deleteAccount('customer-2', { access_token: 'at-customer-blocked' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      detail: 'The access token does not belong to the signed-in user',
      code: 'ACCOUNT.TOKEN_MISMATCH',
    });
    expect(erased).toEqual([]);
    expect(identity.users.has('customer-blocked')).toBe(true);
  });

  it('answers 409 with the orders service’s reason while a payment is pending; books and identity stay', async () => {
    erased.length = 0;
    identity.calls.length = 0;
    const res = await deleteAccount('customer-blocked', { access_token: 'at-customer-blocked' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: 'A payment is still being processed. Please try again once it has completed or expired.',
      code: 'ORDERS.ERASURE_BLOCKED',
    });
    expect(erased).toEqual([]);
    expect(identity.calls).toEqual(['GetUser customer-blocked']);
    expect(identity.users.has('customer-blocked')).toBe(true);
    // issue #22: the erasure was taken back — the customer is still signed in and may try again.
    expect((await getLimits('customer-blocked')).status).toBe(200);
    expect((await admin('GET', '/erasures/customer-blocked')).status).toBe(404);
  });

  it('answers 409 while a change of a book is being made: books and the identity user stay (de and en)', async () => {
    erased.length = 0;
    identity.calls.length = 0;
    const res = await deleteAccount('customer-revising', { access_token: 'at-customer-revising' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail:
        'A change to one of your books is being made right now. Please delete your account once it is finished.',
      code: 'REFINEMENT.ERASURE_BLOCKED',
    });
    // Orders went first (idempotent: the retry finds nothing more there); books was never asked.
    expect(erased).toEqual(['orders customer-revising']);
    expect(identity.calls).toEqual(['GetUser customer-revising']);
    expect(identity.users.has('customer-revising')).toBe(true);

    // A German site gets the same code and English detail: the storefront words the code (ADR 0042).
    const german = await deleteAccount(
      'customer-revising',
      { access_token: 'at-customer-revising' },
      { cookie: 'theme=dark; fabelhaft_lang=de' },
    );
    expect(german.status).toBe(409);
    expect(await german.json()).toEqual({
      detail:
        'A change to one of your books is being made right now. Please delete your account once it is finished.',
      code: 'REFINEMENT.ERASURE_BLOCKED',
    });
    expect(erased.filter((e) => e.startsWith('books'))).toEqual([]);
    expect(identity.users.has('customer-revising')).toBe(true);
  });

  it('refuses a missing access token with 400 and a stale one with 401, erasing nothing', async () => {
    erased.length = 0;
    const missing = await deleteAccount('customer-2', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'COMMON.VALIDATION' });
    const stale = await deleteAccount('customer-2', { access_token: 'at-nobody' });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ detail: 'User is not authenticated', code: 'AUTH.UNAUTHENTICATED' });
    expect(erased).toEqual([]);
  });
});
