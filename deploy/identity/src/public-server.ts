import { randomUUID } from 'node:crypto';
import {
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
} from 'node:http';
import {
  completeAccountStep,
  completeLogin,
  exchangeToken,
  logout,
  showAuthorizePage,
  showHostedView,
  type HostedLoginContext,
} from './hosted-login';
import { CognitoApiError } from './cognito-api';
import { BodyTooLargeError, readBody, sendJson } from './http-util';
import {
  CognitoFault,
  isSelfServiceOperation,
  runSelfService,
  type SelfServiceContext,
  type SelfServiceOperation,
} from './self-service/self-service';

/** Filled in once cognito-local runs and the pool is seeded; until then the server answers 503. */
export interface PublicServerState {
  upstreamUrl: string;
  hostedLogin: HostedLoginContext;
  /** issue #24: SignUp … ConfirmForgotPassword with codes sent by email. */
  selfService: SelfServiceContext;
}

export interface PublicServerOptions {
  publicUrl: () => string;
  storefrontUrl: string;
  state: () => PublicServerState | undefined;
  log: (line: string) => void;
}

type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: PublicServerState,
) => Promise<void> | void;

const WELL_KNOWN_OPENID = /^\/([\w-]+_[0-9A-Za-z]+)\/\.well-known\/openid-configuration$/;
const JWKS = /^\/[\w-]+_[0-9A-Za-z]+\/\.well-known\/jwks\.json$/;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The Cognito user-pool operations an app client may call without AWS credentials (what the storefront and
 * amazon-cognito-identity-js use, plus the rest of the self-service set). Everything else, `Admin*`, `List*`,
 * `Describe*`, `Create*`…, needs IAM credentials at real Cognito and is served only on the admin port
 * (loopback), never here (issue #12).
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
  'DeleteUser',
]);

/** The operation a Cognito JSON API request names in its X-Amz-Target header. */
export function cognitoOperation(req: IncomingMessage): string {
  const target = String(req.headers['x-amz-target'] ?? '');
  return target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
}

/**
 * The one port browsers and services see: the hosted-login stand-in and an OIDC discovery document
 * answered here, everything else (the Cognito JSON API, JWKS) passed to cognito-local.
 */
export function createPublicServer(options: PublicServerOptions): Server {
  const routes: Record<string, Handler> = {
    'GET /health': (_req, res) => sendJson(res, 200, { ok: true }),
    'GET /oauth2/authorize': (req, res, url, state) =>
      showAuthorizePage(state.hostedLogin, url.searchParams, res, req.headers['accept-language']),
    // Real Cognito serves the same page at /login.
    'GET /login': (req, res, url, state) =>
      showAuthorizePage(state.hostedLogin, url.searchParams, res, req.headers['accept-language']),
    'POST /login': (req, res, _url, state) => completeLogin(state.hostedLogin, req, res),
    // issue #24: the hosted UI's account pages (Cognito's paths), with codes sent by email.
    'GET /signup': (req, res, url, state) =>
      showHostedView(state.hostedLogin, url.searchParams, res, 'signup', req.headers['accept-language']),
    'POST /signup': (req, res, _url, state) => completeAccountStep(state.hostedLogin, req, res, 'signup'),
    'POST /confirmUser': (req, res, _url, state) =>
      completeAccountStep(state.hostedLogin, req, res, 'confirmUser'),
    'POST /resendCode': (req, res, _url, state) =>
      completeAccountStep(state.hostedLogin, req, res, 'resendCode'),
    'GET /forgotPassword': (req, res, url, state) =>
      showHostedView(state.hostedLogin, url.searchParams, res, 'forgot', req.headers['accept-language']),
    'POST /forgotPassword': (req, res, _url, state) =>
      completeAccountStep(state.hostedLogin, req, res, 'forgotPassword'),
    'POST /confirmForgotPassword': (req, res, _url, state) =>
      completeAccountStep(state.hostedLogin, req, res, 'confirmForgotPassword'),
    'POST /oauth2/token': (req, res, _url, state) => exchangeToken(state.hostedLogin, req, res),
    'GET /logout': (_req, res, url, state) => logout(state.hostedLogin, url.searchParams, res),
  };

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://identity.local');
    applyCors(req, res, options.storefrontUrl);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const state = options.state();
    if (!state) return sendJson(res, 503, { detail: 'identity is starting' });
    const handler = routes[`${req.method} ${url.pathname}`] ?? fallback(options, url);
    Promise.resolve(handler(req, res, url, state)).catch((error: unknown) => fail(res, error, options.log));
  });
}

function fallback(options: PublicServerOptions, url: URL): Handler {
  const openid = WELL_KNOWN_OPENID.exec(url.pathname);
  if (openid?.[1]) {
    const poolId = openid[1];
    return (_req, res) => sendJson(res, 200, discoveryDocument(options.publicUrl(), poolId));
  }
  if (JWKS.test(url.pathname)) return proxy;
  // cognito-local has a PKCE-only hosted flow of its own under /oauth2 and more; keep it out of sight.
  if (url.pathname !== '/') return (_req, res) => sendJson(res, 404, { error: 'not_found' });
  return (req, res, u, state) => {
    const operation = cognitoOperation(req);
    if (req.method !== 'POST' || !PUBLIC_OPERATIONS.has(operation)) {
      // Real Cognito refuses an unsigned privileged call; this is its error shape.
      return sendJson(res, 403, {
        __type: 'AccessDeniedException',
        message: `${operation || 'This request'} is not available on the public endpoint`,
      });
    }
    return isSelfServiceOperation(operation)
      ? selfService(req, res, state, operation)
      : proxy(req, res, u, state);
  };
}

/**
 * spec §7's self-service operations (SignUp … ConfirmForgotPassword), answered by the local identity in
 * Cognito's shapes with codes sent by email (self-service/self-service.ts), instead of cognito-local's console.
 */
async function selfService(
  req: IncomingMessage,
  res: ServerResponse,
  state: PublicServerState,
  operation: SelfServiceOperation,
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return sendCognito(res, 400, { __type: 'SerializationException', message: 'Malformed request body.' });
  }
  try {
    sendCognito(res, 200, await runSelfService(state.selfService, operation, body));
  } catch (error) {
    if (error instanceof CognitoFault) return sendCognito(res, error.status, error.body);
    // cognito-local refused (e.g. a name taken a moment ago): its answer, as Cognito would give it.
    if (error instanceof CognitoApiError) {
      return sendCognito(res, error.status, { __type: error.type, message: error.detail });
    }
    throw error;
  }
}

function sendCognito(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'cache-control': 'no-store',
    ...(status >= 400 ? { 'x-amzn-errortype': `${(body as { __type: string }).__type}:` } : {}),
  });
  res.end(JSON.stringify(body));
}

/**
 * The admin port (loopback only): the whole Cognito API, `Admin*` and `List*` included, for the seed, the
 * tests, the token script and support tooling. No CORS: browsers never call it.
 */
export function createAdminServer(options: {
  state: () => PublicServerState | undefined;
  log: (line: string) => void;
}): Server {
  return createServer((req, res) => {
    const state = options.state();
    if (!state) return sendJson(res, 503, { detail: 'identity is starting' });
    const url = new URL(req.url ?? '/', 'http://identity.local');
    Promise.resolve(proxy(req, res, url, state)).catch((error: unknown) => fail(res, error, options.log));
  });
}

/** cognito-local's own discovery document hard-codes http://localhost:9229, whatever it listens on. */
function discoveryDocument(publicUrl: string, poolId: string) {
  return {
    issuer: `${publicUrl}/${poolId}`,
    jwks_uri: `${publicUrl}/${poolId}/.well-known/jwks.json`,
    authorization_endpoint: `${publicUrl}/oauth2/authorize`,
    token_endpoint: `${publicUrl}/oauth2/token`,
    end_session_endpoint: `${publicUrl}/logout`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    scopes_supported: ['openid', 'email', 'profile'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256', 'plain'],
  };
}

/**
 * The storefront calls the Cognito API straight from the browser (amazon-cognito-identity-js), so its
 * origin, and for local convenience any localhost origin, gets CORS; others get no CORS headers at all.
 */
function applyCors(req: IncomingMessage, res: ServerResponse, storefrontUrl: string): void {
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin, storefrontUrl)) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ??
      'content-type, x-amz-target, x-amz-user-agent, authorization',
  );
  res.setHeader('access-control-max-age', '600');
}

function isAllowedOrigin(origin: string, storefrontUrl: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return origin === new URL(storefrontUrl).origin || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
]);

const proxy: Handler = (req, res, url, state) =>
  new Promise<void>((resolve, reject) => {
    const target = new URL(url.pathname + url.search, state.upstreamUrl);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...headers, host: target.host } },
      (answer) => {
        const rewrite = isInitiateAuth(req) && answer.statusCode === 400;
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(
            // Our CORS headers stand; cognito-local's blanket `*` would contradict them.
            ([name]) =>
              !HOP_BY_HOP.has(name) &&
              !name.startsWith('access-control-') &&
              !(rewrite && name === 'content-length'),
          ),
        );
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        if (!rewrite) {
          answer.pipe(res);
          answer.on('end', resolve);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          res.end(asRealCognitoSignInError(Buffer.concat(chunks).toString('utf8')));
          resolve();
        });
      },
    );
    upstream.on('error', reject);
    req.pipe(upstream);
  });

function isInitiateAuth(req: IncomingMessage): boolean {
  return String(req.headers['x-amz-target'] ?? '').endsWith('.InitiateAuth');
}

/**
 * cognito-local answers a wrong password with InvalidPasswordException; real Cognito says
 * NotAuthorizedException "Incorrect username or password.", which is what the storefront must handle.
 */
function asRealCognitoSignInError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { __type?: string };
    if (parsed.__type !== 'InvalidPasswordException') return body;
    return JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  } catch {
    return body;
  }
}

function fail(res: ServerResponse, error: unknown, log: (line: string) => void): void {
  if (error instanceof BodyTooLargeError) {
    if (!res.headersSent) sendJson(res, 413, { detail: 'request body too large' });
    return;
  }
  const correlationId = randomUUID();
  const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`identity: request ${correlationId} failed: ${reason}`);
  if (!res.headersSent) sendJson(res, 500, { detail: 'identity request failed', correlationId });
  else res.destroy();
}
