// Helpers for this package's integration tests: a throwaway identity and the calls a client would make.
import { createPublicKey, randomBytes, type JsonWebKey } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { startIdentity, type IdentityHandle } from './identity';
import type { SmtpSettings } from './self-service/code-mail';

export const STOREFRONT_URL = 'http://localhost:3000';
export const CALLBACK_URL = `${STOREFRONT_URL}/auth/callback`;
// Random per run, and meeting Cognito's default policy (upper, lower, digit, symbol): no password is committed.
export const DEMO_PASSWORD = `Fh-${randomBytes(12).toString('hex')}-9`;

export function temporaryDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'fabelhaft-identity-'));
}

export function startTestIdentity(dataDir: string, port = 0, smtp?: SmtpSettings): Promise<IdentityHandle> {
  return startIdentity({
    smtp,
    port,
    host: '127.0.0.1',
    adminPort: 0,
    adminHost: '127.0.0.1',
    dataDir,
    storefrontUrl: STOREFRONT_URL,
    callbackUrls: [CALLBACK_URL],
    demoPassword: DEMO_PASSWORD,
  });
}

/** A Cognito JSON API call as amazon-cognito-identity-js makes it, answered with status and parsed body. */
export async function cognitoCall(
  url: string,
  operation: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
}

export async function passwordSignIn(
  url: string,
  clientId: string,
  username: string,
  password: string,
): Promise<AuthenticationResult> {
  const { status, body } = await cognitoCall(url, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  if (status !== 200) throw new Error(`InitiateAuth answered ${status}: ${JSON.stringify(body)}`);
  return body['AuthenticationResult'] as AuthenticationResult;
}

export function claims(token: string): JwtPayload {
  const payload = jwt.decode(token);
  if (!payload || typeof payload === 'string') throw new Error('not a JWT');
  return payload;
}

/** Verifies a token with the key from the JWKS at `jwksUri`, as a resource server would. */
export async function verifyWithJwks(
  token: string,
  jwksUri: string,
  expected: { issuer: string; audience?: string },
): Promise<JwtPayload> {
  const { keys } = (await (await fetch(jwksUri)).json()) as { keys: (JsonWebKey & { kid?: string })[] };
  const kid = jwt.decode(token, { complete: true })?.header.kid;
  const jwk = keys.find((key) => key.kid === kid);
  if (!jwk) throw new Error(`no key ${kid} in ${jwksUri}`);
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return jwt.verify(token, key, { algorithms: ['RS256'], ...expected }) as JwtPayload;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
}

/** The code in the newest email to `address` that `subject` matches (the mail catcher's JSON API). */
export async function codeFromMail(
  mailUrl: string,
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${mailUrl}/api/email`)).json()) as {
      subject: string;
      text?: string;
      to: { address: string }[];
      date?: string;
    }[];
    const found = mails
      .filter(
        (m) => subject.test(m.subject) && m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
      )
      .at(-1);
    const code = /\b(\d{6})\b/.exec(found?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${address} in the mail catcher`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
