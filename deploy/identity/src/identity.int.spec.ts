import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentityHandle } from './identity';
import {
  DEMO_PASSWORD,
  CALLBACK_URL,
  claims,
  cognitoCall,
  passwordSignIn,
  startTestIdentity,
  temporaryDataDir,
  verifyWithJwks,
} from './test-kit';

const DEMO_EMAIL = 'demo@fabelhaft.local';
const SUPPORT_EMAIL = 'support@fabelhaft.local';

describe('local identity (cognito-local behind the public port)', () => {
  const dataDir = temporaryDataDir();
  let identity: IdentityHandle;

  beforeAll(async () => {
    identity = await startTestIdentity(dataDir);
  });

  afterAll(async () => {
    await identity?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the pool, the storefront client, the support group and the users, and writes identity.json', async () => {
    const { facts, url } = identity;
    const admin = facts.adminUrl;
    const pools = await cognitoCall(admin, 'ListUserPools', { MaxResults: 60 });
    expect(pools.body['UserPools']).toEqual([
      expect.objectContaining({ Id: facts.userPoolId, Name: 'fabelhaft-local' }),
    ]);

    const client = await cognitoCall(admin, 'DescribeUserPoolClient', {
      UserPoolId: facts.userPoolId,
      ClientId: facts.clientId,
    });
    expect(client.body['UserPoolClient']).toMatchObject({
      ClientName: 'storefront',
      CallbackURLs: [CALLBACK_URL],
      ExplicitAuthFlows: expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
    expect((client.body['UserPoolClient'] as Record<string, unknown>)['ClientSecret']).toBeUndefined();

    const support = await cognitoCall(admin, 'ListUsersInGroup', {
      UserPoolId: facts.userPoolId,
      GroupName: 'support',
    });
    expect((support.body['Users'] as { Username: string }[]).map((u) => u.Username)).toEqual([SUPPORT_EMAIL]);

    for (const username of [
      DEMO_EMAIL,
      SUPPORT_EMAIL,
      'Google_1000000001',
      'SignInWithApple_000001.fabelhaft.0001',
    ]) {
      const user = await cognitoCall(admin, 'AdminGetUser', {
        UserPoolId: facts.userPoolId,
        Username: username,
      });
      expect(user.body).toMatchObject({
        UserStatus: 'CONFIRMED',
        UserAttributes: expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]),
      });
    }

    const written = JSON.parse(readFileSync(join(dataDir, 'identity.json'), 'utf8'));
    expect(written).toEqual(facts);
    expect(facts).toMatchObject({
      url,
      issuer: `${url}/${facts.userPoolId}`,
      region: 'eu-central-1',
      jwksUri: `${url}/${facts.userPoolId}/.well-known/jwks.json`,
      hostedLoginUrl: `${url}/oauth2/authorize`,
      users: [
        { role: 'customer', email: DEMO_EMAIL, password: DEMO_PASSWORD },
        { role: 'support', email: SUPPORT_EMAIL, password: DEMO_PASSWORD },
      ],
    });
  });

  it('signs the demo customer in with USER_PASSWORD_AUTH and issues an id token for the public issuer', async () => {
    const { facts, url } = identity;
    const tokens = await passwordSignIn(url, facts.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    expect(claims(tokens.IdToken)).toMatchObject({
      iss: `${url}/${facts.userPoolId}`,
      aud: facts.clientId,
      token_use: 'id',
      email: DEMO_EMAIL,
      email_verified: true,
    });
    expect(claims(tokens.AccessToken)).toMatchObject({ token_use: 'access', client_id: facts.clientId });
  });

  it('answers a wrong password with NotAuthorizedException, as real Cognito does', async () => {
    const { status, body } = await cognitoCall(identity.url, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.facts.clientId,
      AuthParameters: { USERNAME: DEMO_EMAIL, PASSWORD: 'Wrong-Password-1!' },
    });
    expect(status).toBe(400);
    expect(body['__type']).toBe('NotAuthorizedException');
  });

  it('puts the support group into the support user id token', async () => {
    const tokens = await passwordSignIn(identity.url, identity.facts.clientId, SUPPORT_EMAIL, DEMO_PASSWORD);
    expect(claims(tokens.IdToken)['cognito:groups']).toContain('support');
    const customer = await passwordSignIn(identity.url, identity.facts.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    expect(claims(customer.IdToken)['cognito:groups']).toBeUndefined();
  });

  it('serves a JWKS on the public port that verifies the id token, and rejects a tampered one', async () => {
    const { facts, url } = identity;
    const tokens = await passwordSignIn(url, facts.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    const verified = await verifyWithJwks(tokens.IdToken, facts.jwksUri, {
      issuer: facts.issuer,
      audience: facts.clientId,
    });
    expect(verified['email']).toBe(DEMO_EMAIL);

    const [header, payload, signature] = tokens.IdToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims(tokens.IdToken), email: 'someone@else.example' }),
    ).toString('base64url');
    expect(payload).not.toBe(forged);
    await expect(
      verifyWithJwks(`${header}.${forged}.${signature}`, facts.jwksUri, { issuer: facts.issuer }),
    ).rejects.toThrow(/invalid signature/);
  });

  it('publishes an OpenID discovery document naming the public issuer and endpoints', async () => {
    const { facts, url } = identity;
    const response = await fetch(`${url}/${facts.userPoolId}/.well-known/openid-configuration`);
    expect(await response.json()).toMatchObject({
      issuer: facts.issuer,
      jwks_uri: facts.jwksUri,
      authorization_endpoint: `${url}/oauth2/authorize`,
      token_endpoint: `${url}/oauth2/token`,
    });
  });

  it('answers CORS preflights for the storefront origin and not for foreign origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${identity.url}/`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const call = await fetch(`${identity.url}/`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: 'x' }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it.each([
    ['ListUsers', (poolId: string) => ({ UserPoolId: poolId })],
    ['ListUserPools', () => ({ MaxResults: 60 })],
    // The support user is in the group already: the admin port's answer changes nothing.
    [
      'AdminAddUserToGroup',
      (poolId: string) => ({ UserPoolId: poolId, Username: SUPPORT_EMAIL, GroupName: 'support' }),
    ],
    ['AdminGetUser', (poolId: string) => ({ UserPoolId: poolId, Username: SUPPORT_EMAIL })],
    [
      'DescribeUserPoolClient',
      (poolId: string) => ({ UserPoolId: poolId, ClientId: identity.facts.clientId }),
    ],
  ])(
    'refuses %s on the public port, in Cognito’s error shape, and serves it on the admin port',
    async (op, body) => {
      const { facts, url } = identity;
      const refused = await cognitoCall(url, op, body(facts.userPoolId));
      expect(refused).toEqual({
        status: 403,
        body: { __type: 'AccessDeniedException', message: `${op} is not available on the public endpoint` },
      });
      const served = await cognitoCall(facts.adminUrl, op, body(facts.userPoolId));
      expect(served.status).toBe(200);
    },
  );

  it('does not make the demo customer a support agent through the public port', async () => {
    const { facts, url } = identity;
    await cognitoCall(url, 'AdminAddUserToGroup', {
      UserPoolId: facts.userPoolId,
      Username: DEMO_EMAIL,
      GroupName: 'support',
    });
    const tokens = await passwordSignIn(url, facts.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    expect(claims(tokens.IdToken)['cognito:groups']).toBeUndefined();
    expect((await fetch(`${url}/some/cognito-local/route`)).status).toBe(404);
  });

  // Last: it replaces the running instance.
  it('keeps the pool, the client, the users and their sessions when restarted over the same data', async () => {
    const before = identity.facts;
    const port = Number(new URL(identity.url).port);
    const session = await passwordSignIn(identity.url, before.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    await identity.stop();
    expect(existsSync(join(dataDir, 'identity.json'))).toBe(false);

    identity = await startTestIdentity(dataDir, port);
    expect(identity.facts.userPoolId).toBe(before.userPoolId);
    expect(identity.facts.clientId).toBe(before.clientId);
    const pools = await cognitoCall(identity.facts.adminUrl, 'ListUserPools', { MaxResults: 60 });
    expect(pools.body['UserPools']).toHaveLength(1);

    const again = await passwordSignIn(identity.url, before.clientId, DEMO_EMAIL, DEMO_PASSWORD);
    expect(claims(again.IdToken)['iss']).toBe(before.issuer);
    await expect(
      verifyWithJwks(session.IdToken, identity.facts.jwksUri, {
        issuer: before.issuer,
        audience: before.clientId,
      }),
    ).resolves.toMatchObject({ email: DEMO_EMAIL });
    const refreshed = await cognitoCall(identity.url, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: before.clientId,
      AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(claims((refreshed.body['AuthenticationResult'] as { IdToken: string }).IdToken)['email']).toBe(
      DEMO_EMAIL,
    );
  });
});
