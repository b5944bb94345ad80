import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import {
  BooksRpc,
  DomainError,
  ErrorCodes,
  ErrorTexts,
  OrdersRpc,
  RefinementRpc,
} from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestIssuer, testNatsUrl, testSubjectPrefix, type TestIssuer } from '@fabelhaft/testing';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

/**
 * A stand-in for Cognito's public JSON API: access tokens `at-<sub>` belong to `<sub>`; DeleteUser removes
 * the user, after which its token is refused as Cognito refuses it.
 */
function identityStandIn() {
  const users = new Set(['customer-1', 'customer-2', 'customer-blocked', 'customer-revising']);
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const op = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const { AccessToken } = JSON.parse(raw || '{}') as { AccessToken?: string };
      const sub = AccessToken?.startsWith('at-') ? AccessToken.slice(3) : '';
      calls.push(`${op} ${sub}`);
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
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
  let bff: INestApplication;
  let base: string;
  const identity = identityStandIn();
  /** Every erasure call, in the order it arrived. */
  const erased: string[] = [];

  beforeAll(async () => {
    await new Promise<void>((r) => identity.server.listen(0, '127.0.0.1', r));
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bffaccount');
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
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        COGNITO_API_URL: `http://127.0.0.1:${(identity.server.address() as AddressInfo).port}/`,
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: 'test-asset-url-secret-with-at-least-32-chars',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await books?.close();
    await refinement?.close();
    await orders?.close();
    await nc?.close();
    await issuer?.close();
    await new Promise((r) => identity.server.close(r));
  });

  const deleteAccount = (sub: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/account`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${issuer.mintIdToken({ sub })}`,
        'content-type': 'application/json',
        'accept-language': 'en-GB,en;q=0.9',
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('erases orders, then refinement, then books, then deletes the identity user, and answers 204', async () => {
    const res = await deleteAccount('customer-1', { access_token: 'at-customer-1' });
    expect(res.status).toBe(204);
    expect(erased).toEqual(['orders customer-1', 'refinement customer-1', 'books customer-1']);
    expect(identity.calls).toEqual(['GetUser customer-1', 'DeleteUser customer-1']);
    expect(identity.users.has('customer-1')).toBe(false);
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

    // The storefront's language cookie wins over the browser's language.
    const german = await deleteAccount(
      'customer-revising',
      { access_token: 'at-customer-revising' },
      { cookie: 'theme=dark; fabelhaft_lang=de' },
    );
    expect(german.status).toBe(409);
    expect(await german.json()).toEqual({
      detail:
        'Eine Änderung an einem deiner Bücher wird gerade gemacht. Bitte lösche dein Konto, sobald sie fertig ist.',
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
