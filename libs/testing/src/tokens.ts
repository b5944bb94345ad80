import { createHmac, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from 'jsonwebtoken';

/** Claims to put in a minted token; any other key overrides (or, with `undefined`, removes) that claim. */
export interface TestTokenClaims {
  sub?: string;
  email?: string;
  groups?: string[];
  [claim: string]: unknown;
}

export interface MintOptions {
  /** Negative values give an already expired token. Default 3600 (Cognito's default id-token life). */
  expiresInSeconds?: number;
  /** The `iss` claim; defaults to this issuer. */
  issuer?: string;
  /** `aud` for id tokens, `client_id` for access tokens; defaults to the issuer's client id. */
  audience?: string;
  /** The `kid` header; defaults to this issuer's key id. */
  kid?: string;
}

export interface TestIssuer {
  /** `http://127.0.0.1:<port>/<poolId>`, the shape of a Cognito (and cognito-local) issuer. */
  issuer: string;
  jwksUri: string;
  poolId: string;
  clientId: string;
  /** Key id of the signing key, as published in the JWKS. */
  kid: string;
  publicKeyPem: string;
  mintIdToken(claims?: TestTokenClaims, opts?: MintOptions): string;
  mintAccessToken(claims?: TestTokenClaims, opts?: MintOptions): string;
  close(): Promise<void>;
}

/**
 * A stand-in for a Cognito user pool's token side: an RSA key, its JWKS served over HTTP, and tokens with
 * Cognito's claims, so auth code is tested against real RS256 signatures and a real JWKS fetch.
 */
export async function createTestIssuer(
  options: { poolId?: string; clientId?: string } = {},
): Promise<TestIssuer> {
  const poolId = options.poolId ?? 'eu-central-1_TestPool';
  const clientId = options.clientId ?? `testclient${randomBytes(8).toString('hex')}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(16).toString('base64url');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const jwks = JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  });
  const jwksPath = `/${poolId}/.well-known/jwks.json`;

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === jwksPath) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    } else {
      res.writeHead(404).end();
    }
  });
  await listen(server);
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/${poolId}`;

  const mint = (tokenUse: 'id' | 'access', claims: TestTokenClaims, opts: MintOptions): string =>
    signRs256(
      cognitoClaims(tokenUse, claims, { issuer, audience: clientId, ...opts }),
      privateKey,
      opts.kid ?? kid,
    );

  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    poolId,
    clientId,
    kid,
    publicKeyPem,
    mintIdToken: (claims = {}, opts = {}) => mint('id', claims, opts),
    mintAccessToken: (claims = {}, opts = {}) => mint('access', claims, opts),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The JWKS client keeps its connection alive; without this close() waits for it to time out.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A token with `alg: none` and an empty signature. */
export function unsignedToken(payload: object, header: object = {}): string {
  return `${encodeSegment({ ...header, alg: 'none', typ: 'JWT' })}.${encodeSegment(payload)}.`;
}

/**
 * HS256 with the issuer's public key PEM as the HMAC secret: the algorithm-confusion attack, which works
 * against a verifier that lets the token pick its algorithm and hands it "the key" for that issuer.
 */
export function hs256WithPublicKey(payload: object, publicKeyPem: string, header: object = {}): string {
  const signingInput = `${encodeSegment({ ...header, alg: 'HS256', typ: 'JWT' })}.${encodeSegment(payload)}`;
  return `${signingInput}.${createHmac('sha256', publicKeyPem).update(signingInput).digest('base64url')}`;
}

/** Rewrites claims in a token's payload and keeps its header and original signature. */
export function tamperPayload(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encodeSegment({ ...decodeTokenPayload(token), ...changes })}.${signature}`;
}

/** The payload of a token, unverified; for building look-alike tokens in negative tests. */
export function decodeTokenPayload(token: string): Record<string, unknown> {
  const segment = token.split('.')[1];
  if (segment === undefined) throw new Error('Not a JWT: no payload segment');
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function cognitoClaims(
  tokenUse: 'id' | 'access',
  { sub = randomUUID(), email = 'reader@example.com', groups, ...overrides }: TestTokenClaims,
  opts: MintOptions & { issuer: string; audience: string },
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (opts.expiresInSeconds ?? 3600);
  // An expired token must still look like it was issued before it expired.
  const iat = Math.min(now, exp - 60);
  const common = {
    sub,
    ...(groups ? { 'cognito:groups': groups } : {}),
    iss: opts.issuer,
    origin_jti: randomUUID(),
    event_id: randomUUID(),
    token_use: tokenUse,
    auth_time: iat,
    iat,
    exp,
    jti: randomUUID(),
  };
  const shaped =
    tokenUse === 'id'
      ? { ...common, email, email_verified: true, 'cognito:username': sub, aud: opts.audience }
      : { ...common, client_id: opts.audience, scope: 'aws.cognito.signin.user.admin', username: sub };
  return Object.fromEntries(
    Object.entries({ ...shaped, ...overrides }).filter(([, value]) => value !== undefined),
  );
}

function signRs256(payload: Record<string, unknown>, privateKey: KeyObject, kid: string): string {
  return sign(payload, privateKey, { algorithm: 'RS256', keyid: kid });
}

function encodeSegment(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
}
