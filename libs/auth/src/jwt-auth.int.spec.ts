import type { AddressInfo } from 'node:net';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import {
  createTestIssuer,
  decodeTokenPayload,
  hs256WithPublicKey,
  tamperPayload,
  unsignedToken,
  type TestIssuer,
} from '@fabelhaft/testing';
import {
  AUTH_ERROR_CODES,
  AuthModule,
  CurrentUser,
  JwtAuthGuard,
  Public,
  Roles,
  RolesGuard,
  SUPPORT_GROUP,
  type AuthUser,
} from './index';

@Controller()
class ProbeController {
  @Get('me')
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }

  @Get('support')
  @Roles(SUPPORT_GROUP)
  support(@CurrentUser() user: AuthUser): { sub: string } {
    return { sub: user.sub };
  }

  @Get('open')
  @Public()
  open(): { open: true } {
    return { open: true };
  }
}

const unauthenticated = { detail: 'User is not authenticated', code: AUTH_ERROR_CODES.UNAUTHENTICATED };
const forbidden = { detail: 'Support access required', code: AUTH_ERROR_CODES.FORBIDDEN };

describe('JwtAuthGuard and RolesGuard in a Nest app', () => {
  let issuer: TestIssuer;
  let otherIssuer: TestIssuer;
  let app: INestApplication;
  let baseUrl: string;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    // Same pool id and client id, different key pair: stands in for a token minted by someone else's pool.
    otherIssuer = await createTestIssuer({ poolId: issuer.poolId, clientId: issuer.clientId });

    @Module({
      imports: [
        AuthModule.forRoot({ issuer: issuer.issuer, audience: issuer.clientId, jwksUri: issuer.jwksUri }),
      ],
      controllers: [ProbeController],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    })
    class ProbeAppModule {}

    app = await NestFactory.create(ProbeAppModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app?.close();
    await otherIssuer?.close();
    await issuer?.close();
  });

  const get = (path: string, token?: string): Promise<Response> =>
    fetch(`${baseUrl}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  async function expectUnauthenticated(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual(unauthenticated);
  }

  it('still lets valid tokens in after a flood of tokens with random key ids (issue #12)', async () => {
    // First in this file, while no key is cached yet: the case where a fetch limiter used to lock everyone out.
    for (let i = 0; i < 15; i += 1) {
      await expectUnauthenticated(
        await get('/me', issuer.mintIdToken({}, { kid: `random-${i}-${Date.now()}` })),
      );
    }
    const res = await get('/me', issuer.mintIdToken({ sub: 'after-flood' }));
    expect(res.status).toBe(200);
  });

  it('lets a valid id token through and exposes the user from its claims', async () => {
    const token = issuer.mintIdToken({ sub: 'user-1', email: 'ada@example.com', groups: ['readers'] });

    const response = await get('/me', token);

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      groups: ['readers'],
      isSupport: false,
    });
    const unverified = issuer.mintIdToken({ sub: 'user-2', email: 'x@example.com', email_verified: false });
    expect(await (await get('/me', unverified)).json()).toMatchObject({ emailVerified: false });
  });

  it('answers a request without an Authorization header with the 401 body', async () => {
    const response = await get('/me');

    expect(response.status).toBe(401);
    expect(await response.text()).toBe(
      JSON.stringify({ detail: 'User is not authenticated', code: 'AUTH.UNAUTHENTICATED' }),
    );
  });

  it('rejects an expired id token', async () => {
    await expectUnauthenticated(await get('/me', issuer.mintIdToken({}, { expiresInSeconds: -60 })));
  });

  it('rejects an id token from another issuer', async () => {
    const token = issuer.mintIdToken(
      {},
      { issuer: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Other' },
    );

    await expectUnauthenticated(await get('/me', token));
  });

  it('rejects an id token for another app client', async () => {
    await expectUnauthenticated(await get('/me', issuer.mintIdToken({}, { audience: 'another-app-client' })));
  });

  it('rejects an access token', async () => {
    await expectUnauthenticated(await get('/me', issuer.mintAccessToken()));
  });

  it('rejects a token with token_use access even when it carries the client id as audience', async () => {
    // Passes every signature and claim check except token_use, so only that check can stop it.
    const token = issuer.mintIdToken({ token_use: 'access' });

    await expectUnauthenticated(await get('/me', token));
  });

  it('rejects an unsigned token (alg none)', async () => {
    const payload = decodeTokenPayload(issuer.mintIdToken());

    await expectUnauthenticated(await get('/me', unsignedToken(payload, { kid: issuer.kid })));
  });

  it('rejects an HS256 token signed with the public key as the secret', async () => {
    const payload = decodeTokenPayload(issuer.mintIdToken());
    const token = hs256WithPublicKey(payload, issuer.publicKeyPem, { kid: issuer.kid });

    await expectUnauthenticated(await get('/me', token));
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const token = tamperPayload(issuer.mintIdToken({ sub: 'user-1' }), { sub: 'user-2' });

    await expectUnauthenticated(await get('/me', token));
  });

  it('rejects a token signed by our key under a key id the JWKS does not publish', async () => {
    await expectUnauthenticated(await get('/me', issuer.mintIdToken({}, { kid: 'not-in-the-jwks' })));
  });

  it('rejects a token signed with another key pair under its own key id', async () => {
    const token = otherIssuer.mintIdToken({}, { issuer: issuer.issuer });

    await expectUnauthenticated(await get('/me', token));
  });

  it('rejects a token signed with another key pair that claims our key id', async () => {
    const token = otherIssuer.mintIdToken({}, { issuer: issuer.issuer, kid: issuer.kid });

    await expectUnauthenticated(await get('/me', token));
  });

  it('answers a customer on a support route with the 403 body', async () => {
    const response = await get('/support', issuer.mintIdToken({ groups: ['readers'] }));

    expect(response.status).toBe(403);
    expect(await response.json()).toStrictEqual(forbidden);
  });

  it('lets a member of the support group use a support route', async () => {
    const response = await get('/support', issuer.mintIdToken({ sub: 'staff-1', groups: [SUPPORT_GROUP] }));

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ sub: 'staff-1' });
  });

  it('marks a support-group member as support on /me', async () => {
    const response = await get('/me', issuer.mintIdToken({ groups: [SUPPORT_GROUP] }));

    expect(await response.json()).toMatchObject({ groups: [SUPPORT_GROUP], isSupport: true });
  });

  it('serves a public route without a token', async () => {
    const response = await get('/open');

    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ open: true });
  });

  it('asks for a token on a protected route even when a public one exists', async () => {
    await expectUnauthenticated(await get('/support'));
  });
});
