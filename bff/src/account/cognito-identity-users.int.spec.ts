import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The local identity is a deploy tool; the test uses it as the stack does: as Cognito's public API.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only stand-in, never imported by the BFF
import { startIdentity, type IdentityHandle } from '@fabelhaft/local-identity';
import { CognitoIdentityUsers } from './cognito-identity-users';
import { IdentityRefused } from './identity.port';
import { testSecret } from '@fabelhaft/testing';

/** issue #12: the BFF's Cognito adapter against the local identity (cognito-local behind its public port). */
describe('CognitoIdentityUsers against the local identity', () => {
  let identity: IdentityHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-identity-'));

  beforeAll(async () => {
    identity = await startIdentity({
      port: 0,
      host: '127.0.0.1',
      adminPort: 0,
      adminHost: '127.0.0.1',
      dataDir,
      storefrontUrl: 'http://localhost:3000',
      callbackUrls: ['http://localhost:3000/auth/callback'],
      demoPassword: `${testSecret('Fh-')}-9`,
    });
  }, 60_000);

  afterAll(async () => {
    await identity?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function initiateAuth(flow: string, parameters: Record<string, string>) {
    const res = await fetch(`${identity.url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({ AuthFlow: flow, ClientId: identity.facts.clientId, AuthParameters: parameters }),
    });
    const body = (await res.json()) as {
      AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string };
    };
    return body.AuthenticationResult;
  }
  const signIn = (email: string, password: string) =>
    initiateAuth('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });

  const subOf = (jwt: string) =>
    (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

  it('names the access token’s user, deletes that user, and then refuses the token', async () => {
    const customer = identity.facts.users.find((u) => u.role === 'customer')!;
    const tokens = (await signIn(customer.email, customer.password))!;
    const users = new CognitoIdentityUsers(`${identity.url}/`, identity.facts.clientId);

    expect(await users.subjectOf(tokens.AccessToken)).toBe(subOf(tokens.IdToken));
    // issue #22: the refresh token is revoked first (a second revoke is not an error); it mints nothing more.
    expect(await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: tokens.RefreshToken })).toBeDefined();
    await users.revokeRefreshToken(tokens.RefreshToken);
    await users.revokeRefreshToken(tokens.RefreshToken);
    expect(await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: tokens.RefreshToken })).toBeUndefined();
    await users.deleteUser(tokens.AccessToken);

    await expect(users.subjectOf(tokens.AccessToken)).rejects.toBeInstanceOf(IdentityRefused);
    // The user can no longer sign in.
    expect(await signIn(customer.email, customer.password)).toBeUndefined();
  });

  it('refuses a token that is not one', async () => {
    await expect(
      new CognitoIdentityUsers(`${identity.url}/`, identity.facts.clientId).subjectOf('not-a-token'),
    ).rejects.toBeInstanceOf(IdentityRefused);
  });
});
