import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthorizationCodes, CodeGrant, TokenSet } from './authorization-codes';
import { CognitoApiError, isCognitoError, type CognitoApi } from './cognito-api';
import { readForm, redirect, sendHtml, sendJson, withQuery } from './http-util';
import {
  pageLanguageOf,
  renderErrorPage,
  renderHostedPage,
  type HostedPageInput,
  type HostedView,
  type PageLanguage,
} from './login-page';
import type { FederatedIdentity, FederatedProvider } from './seed';
import {
  CognitoFault,
  maskedEmail,
  runSelfService,
  type SelfServiceContext,
} from './self-service/self-service';

/**
 * The parts of Cognito's hosted UI the storefront uses (spec §4 "Hosted login"): /oauth2/authorize with a
 * page to pick a federated test identity instead of going to Google or Apple, /oauth2/token for the code
 * and refresh grants, and /logout.
 */
export interface HostedLoginContext {
  /** cognito-local's own API (internal URL). */
  api: CognitoApi;
  userPoolId: string;
  federated: FederatedIdentity[];
  codes: AuthorizationCodes;
  /** issue #24: sign-up, confirmation and password reset on the hosted pages, with emailed codes. */
  selfService: SelfServiceContext;
}

interface AppClient {
  ClientId: string;
  ClientSecret?: string;
  CallbackURLs?: string[];
  LogoutURLs?: string[];
  AllowedOAuthScopes?: string[];
}

interface AuthorizeRequest {
  client: AppClient;
  redirectUri: string;
  state: string | undefined;
  providers: FederatedProvider[];
  codeChallenge: CodeGrant['codeChallenge'];
  /** The parameters to carry through the login form unchanged. */
  carried: Record<string, string>;
  /** issue #24: no single provider was asked for, so email sign-in and the account pages are offered. */
  emailSignIn: boolean;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

// Cognito's provider names, plus the short `Apple` people tend to type.
const PROVIDERS: Record<string, FederatedProvider[]> = {
  Google: ['Google'],
  SignInWithApple: ['SignInWithApple'],
  Apple: ['SignInWithApple'],
  COGNITO: ['Google', 'SignInWithApple'],
};

const CARRIED_PARAMS = [
  'client_id',
  'response_type',
  'redirect_uri',
  'scope',
  'state',
  'identity_provider',
  'code_challenge',
  'code_challenge_method',
  // Cognito's managed login takes the page language as `lang` (issue #24: de or en).
  'lang',
];

/** GET /oauth2/authorize and /login: the sign-in page (email and password, the test identities, the account links). */
export async function showAuthorizePage(
  ctx: HostedLoginContext,
  params: URLSearchParams,
  res: ServerResponse,
  acceptLanguage?: string,
) {
  return showHostedView(ctx, params, res, 'signin', acceptLanguage);
}

/** GET /signup and /forgotPassword (Cognito's hosted-UI paths): the first step of each, issue #24. */
export async function showHostedView(
  ctx: HostedLoginContext,
  params: URLSearchParams,
  res: ServerResponse,
  view: 'signin' | 'signup' | 'forgot',
  acceptLanguage?: string,
) {
  const checked = await checkAuthorizeRequest(ctx, params);
  if (!checked.ok) return sendHtml(res, 400, renderErrorPage(checked.message));
  const request = checked.value;
  // Account pages belong to the email sign-in; a request for one provider goes straight to its choice.
  const shown = request.emailSignIn ? view : 'signin';
  sendHtml(res, 200, page(ctx, request, { view: shown }, acceptLanguage));
}

/** The login form's answer: a chosen test identity, or email and password (issue #24); then back with a code. */
export async function completeLogin(ctx: HostedLoginContext, req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  const checked = await checkAuthorizeRequest(ctx, form);
  if (!checked.ok) return sendHtml(res, 400, renderErrorPage(checked.message));
  const request = checked.value;
  if (!form.has('identity') && form.get('action') === 'signin' && request.emailSignIn) {
    return emailSignIn(ctx, request, form, req, res);
  }
  const identity = ctx.federated.find(
    (candidate) =>
      candidate.provider === form.get('identity') && request.providers.includes(candidate.provider),
  );
  if (!identity) return sendHtml(res, 400, renderErrorPage('choose one of the offered test identities'));
  const tokens = await signIn(ctx.api, request.client.ClientId, identity.username, identity.password);
  redirectWithCode(ctx, request, tokens, res);
}

/**
 * issue #24: the account steps of the hosted login, each a form post answered with the next page — sign up →
 * confirm with the emailed code → sign in; forgot password → new password with the emailed code → sign in.
 * Each calls the same self-service operations the public Cognito API serves (spec §7).
 */
export async function completeAccountStep(
  ctx: HostedLoginContext,
  req: IncomingMessage,
  res: ServerResponse,
  step: 'signup' | 'confirmUser' | 'resendCode' | 'forgotPassword' | 'confirmForgotPassword',
) {
  const form = await readForm(req);
  const checked = await checkAuthorizeRequest(ctx, form);
  if (!checked.ok) return sendHtml(res, 400, renderErrorPage(checked.message));
  const request = checked.value;
  if (!request.emailSignIn) return sendHtml(res, 400, renderErrorPage('accounts need the email sign-in'));
  const language = languageOf(request, req.headers['accept-language']);
  const email = (form.get('email') ?? '').trim();
  const base = { ClientId: request.client.ClientId, Username: email, ClientMetadata: { locale: language } };
  const show = (view: Partial<HostedPageInput>, status = 200) =>
    sendHtml(res, status, page(ctx, request, { email, ...view }, req.headers['accept-language']));
  try {
    switch (step) {
      case 'signup': {
        const answer = await runSelfService(ctx.selfService, 'SignUp', {
          ...base,
          Password: form.get('password') ?? '',
          UserAttributes: [{ Name: 'email', Value: email }],
        });
        return show({ view: 'confirm', destination: destinationOf(answer) });
      }
      case 'confirmUser':
        await runSelfService(ctx.selfService, 'ConfirmSignUp', {
          ...base,
          ConfirmationCode: form.get('code') ?? '',
        });
        return show({ view: 'signin', notice: 'confirmed' });
      case 'resendCode': {
        const answer = await runSelfService(ctx.selfService, 'ResendConfirmationCode', base);
        return show({ view: 'confirm', destination: destinationOf(answer), notice: 'resent' });
      }
      case 'forgotPassword': {
        const answer = await runSelfService(ctx.selfService, 'ForgotPassword', base);
        return show({ view: 'reset', destination: destinationOf(answer) });
      }
      case 'confirmForgotPassword':
        await runSelfService(ctx.selfService, 'ConfirmForgotPassword', {
          ...base,
          ConfirmationCode: form.get('code') ?? '',
          Password: form.get('password') ?? '',
        });
        return show({ view: 'signin', notice: 'passwordChanged' });
    }
  } catch (error) {
    const type = faultType(error);
    if (type === undefined) throw error;
    // Back to the step that failed, saying why.
    const view: HostedView = {
      signup: 'signup',
      confirmUser: 'confirm',
      resendCode: 'confirm',
      forgotPassword: 'forgot',
      confirmForgotPassword: 'reset',
    }[step] as HostedView;
    return show({ view, error: type, destination: maskedEmail(email) }, 400);
  }
}

async function emailSignIn(
  ctx: HostedLoginContext,
  request: AuthorizeRequest,
  form: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const email = (form.get('email') ?? '').trim();
  const show = (view: Partial<HostedPageInput>) =>
    sendHtml(res, 400, page(ctx, request, { email, ...view }, req.headers['accept-language']));
  let tokens: TokenSet;
  try {
    tokens = await signIn(ctx.api, request.client.ClientId, email, form.get('password') ?? '');
  } catch (error) {
    if (isCognitoError(error, 'UserNotConfirmedException')) {
      // Cognito's hosted UI asks for the code at this point; a fresh one is sent.
      const language = languageOf(request, req.headers['accept-language']);
      try {
        await runSelfService(ctx.selfService, 'ResendConfirmationCode', {
          ClientId: request.client.ClientId,
          Username: email,
          ClientMetadata: { locale: language },
        });
      } catch (resendError) {
        if (faultType(resendError) === undefined) throw resendError;
      }
      return show({ view: 'confirm', destination: maskedEmail(email), error: 'UserNotConfirmedException' });
    }
    // Wrong password or no such user: one answer for both (PreventUserExistenceErrors).
    if (error instanceof CognitoApiError) return show({ view: 'signin', error: 'NotAuthorizedException' });
    throw error;
  }
  redirectWithCode(ctx, request, tokens, res);
}

function redirectWithCode(
  ctx: HostedLoginContext,
  request: AuthorizeRequest,
  tokens: TokenSet,
  res: ServerResponse,
): void {
  const code = ctx.codes.issue({
    clientId: request.client.ClientId,
    redirectUri: request.redirectUri,
    tokens,
    codeChallenge: request.codeChallenge,
  });
  redirect(res, withQuery(request.redirectUri, { code, state: request.state }));
}

function languageOf(request: AuthorizeRequest, acceptLanguage: string | undefined): PageLanguage {
  return pageLanguageOf(request.carried['lang'], acceptLanguage);
}

function page(
  ctx: HostedLoginContext,
  request: AuthorizeRequest,
  view: Partial<HostedPageInput>,
  acceptLanguage: string | undefined,
): string {
  return renderHostedPage({
    language: languageOf(request, acceptLanguage),
    view: 'signin',
    hidden: request.carried,
    choices: ctx.federated.filter((identity) => request.providers.includes(identity.provider)),
    emailSignIn: request.emailSignIn,
    cancelUrl: withQuery(request.redirectUri, { error: 'access_denied', state: request.state }),
    ...view,
  });
}

/** The Cognito error name of a refusal (self-service or cognito-local), undefined for anything else. */
function faultType(error: unknown): string | undefined {
  if (error instanceof CognitoFault) return error.type;
  if (error instanceof CognitoApiError) return error.type;
  return undefined;
}

const destinationOf = (answer: Record<string, unknown>) =>
  (answer['CodeDeliveryDetails'] as { Destination?: string } | undefined)?.Destination ?? '';

export async function exchangeToken(ctx: HostedLoginContext, req: IncomingMessage, res: ServerResponse) {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return tokenError(res, 400, 'invalid_request', 'content-type must be application/x-www-form-urlencoded');
  }
  const form = await readForm(req);
  const credentials = clientCredentials(req.headers.authorization, form);
  const client = credentials.clientId ? await findClient(ctx, credentials.clientId) : undefined;
  // RFC 6749 §5.2: 401 when the client tried the Authorization header, 400 otherwise.
  const clientErrorStatus = credentials.viaHeader ? 401 : 400;
  if (!client) return tokenError(res, clientErrorStatus, 'invalid_client', 'unknown client_id');
  if (client.ClientSecret && credentials.clientSecret !== client.ClientSecret) {
    return tokenError(res, clientErrorStatus, 'invalid_client', 'client secret missing or wrong');
  }
  switch (form.get('grant_type')) {
    case 'authorization_code':
      return redeemCode(ctx, client, form, res);
    case 'refresh_token':
      return refresh(ctx, client, form, res);
    default:
      return tokenError(
        res,
        400,
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
  }
}

export async function logout(ctx: HostedLoginContext, params: URLSearchParams, res: ServerResponse) {
  const client = await findClient(ctx, params.get('client_id') ?? '');
  if (!client) return sendHtml(res, 400, renderErrorPage('unknown client_id'));
  const logoutUri = params.get('logout_uri');
  if (logoutUri !== null) {
    if (!(client.LogoutURLs ?? []).includes(logoutUri)) {
      return sendHtml(res, 400, renderErrorPage('logout_uri is not a sign-out URL of this client'));
    }
    return redirect(res, logoutUri);
  }
  // Cognito's other form (`redirect_uri` + `response_type`) signs out and starts a new sign-in.
  if (params.get('redirect_uri') !== null) return redirect(res, `/oauth2/authorize?${params.toString()}`);
  sendHtml(res, 400, renderErrorPage('logout needs logout_uri (or redirect_uri and response_type)'));
}

async function checkAuthorizeRequest(
  ctx: HostedLoginContext,
  params: URLSearchParams,
): Promise<Checked<AuthorizeRequest>> {
  const fail = (message: string): Checked<AuthorizeRequest> => ({ ok: false, message });
  const client = await findClient(ctx, params.get('client_id') ?? '');
  if (!client) return fail('unknown client_id');
  if (params.get('response_type') !== 'code') return fail('response_type must be "code"');
  const redirectUri = params.get('redirect_uri') ?? '';
  if (!(client.CallbackURLs ?? []).includes(redirectUri)) {
    return fail('redirect_uri is not a callback URL of this client');
  }
  const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  if (!scopes.includes('openid')) return fail('scope must include openid');
  const unknownScope = scopes.find((scope) => !(client.AllowedOAuthScopes ?? scopes).includes(scope));
  if (unknownScope) return fail(`scope "${unknownScope}" is not allowed for this client`);
  const providers = PROVIDERS[params.get('identity_provider') || 'COGNITO'];
  if (!providers) return fail('identity_provider must be Google or SignInWithApple');
  const challenge = checkCodeChallenge(params);
  if (!challenge.ok) return fail(challenge.message);
  const carried = Object.fromEntries(
    CARRIED_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? '']] : [])),
  );
  return {
    ok: true,
    value: {
      client,
      redirectUri,
      state: params.get('state') ?? undefined,
      providers,
      codeChallenge: challenge.value,
      carried,
      emailSignIn: ['', 'COGNITO'].includes(params.get('identity_provider') ?? ''),
    },
  };
}

function checkCodeChallenge(params: URLSearchParams): Checked<CodeGrant['codeChallenge']> {
  const value = params.get('code_challenge');
  if (!value) return { ok: true, value: undefined };
  const method = params.get('code_challenge_method') ?? 'plain';
  if (method !== 'S256' && method !== 'plain')
    return { ok: false, message: 'code_challenge_method must be S256' };
  return { ok: true, value: { value, method } };
}

async function redeemCode(
  ctx: HostedLoginContext,
  client: AppClient,
  form: URLSearchParams,
  res: ServerResponse,
) {
  const code = form.get('code');
  const redirectUri = form.get('redirect_uri');
  if (!code || !redirectUri)
    return tokenError(res, 400, 'invalid_request', 'code and redirect_uri are required');
  const result = ctx.codes.redeem(code, client.ClientId, redirectUri, form.get('code_verifier') ?? undefined);
  if (!result.ok) return tokenError(res, 400, 'invalid_grant', result.reason);
  sendJson(res, 200, {
    id_token: result.tokens.idToken,
    access_token: result.tokens.accessToken,
    refresh_token: result.tokens.refreshToken,
    expires_in: lifetimeSeconds(result.tokens.accessToken),
    token_type: 'Bearer',
  });
}

async function refresh(
  ctx: HostedLoginContext,
  client: AppClient,
  form: URLSearchParams,
  res: ServerResponse,
) {
  const refreshToken = form.get('refresh_token');
  if (!refreshToken) return tokenError(res, 400, 'invalid_request', 'refresh_token is required');
  try {
    const { AuthenticationResult: result } = await ctx.api.call<AuthResponse>('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: client.ClientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    if (!result?.IdToken || !result.AccessToken)
      throw new Error('cognito-local returned no tokens on refresh');
    // Like Cognito, a refresh grant returns no new refresh token.
    sendJson(res, 200, {
      id_token: result.IdToken,
      access_token: result.AccessToken,
      expires_in: lifetimeSeconds(result.AccessToken),
      token_type: 'Bearer',
    });
  } catch (error) {
    if (isCognitoError(error, 'NotAuthorizedException')) {
      return tokenError(res, 400, 'invalid_grant', 'refresh token is invalid or revoked');
    }
    throw error;
  }
}

interface AuthResponse {
  ChallengeName?: string;
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
}

async function signIn(
  api: CognitoApi,
  clientId: string,
  username: string,
  password: string,
): Promise<TokenSet> {
  const response = await api.call<AuthResponse>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const result = response.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw new Error(
      `test identity ${username} got no tokens (challenge ${response.ChallengeName ?? 'none'})`,
    );
  }
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
}

async function findClient(ctx: HostedLoginContext, clientId: string): Promise<AppClient | undefined> {
  if (!clientId) return undefined;
  try {
    const { UserPoolClient } = await ctx.api.call<{ UserPoolClient: AppClient }>('DescribeUserPoolClient', {
      UserPoolId: ctx.userPoolId,
      ClientId: clientId,
    });
    return UserPoolClient;
  } catch (error) {
    if (isCognitoError(error, 'ResourceNotFoundException')) return undefined;
    throw error;
  }
}

/** Client authentication as Cognito takes it: HTTP Basic, or client_id (and client_secret) in the body. */
function clientCredentials(
  authorization: string | undefined,
  form: URLSearchParams,
): { clientId: string; clientSecret: string | undefined; viaHeader: boolean } {
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const [id, secret] = colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    return {
      clientId: decodeURIComponent(id),
      clientSecret: decodeURIComponent(secret) || undefined,
      viaHeader: true,
    };
  }
  return {
    clientId: form.get('client_id') ?? '',
    clientSecret: form.get('client_secret') ?? undefined,
    viaHeader: false,
  };
}

function tokenError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}

function lifetimeSeconds(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
    iat?: number;
  };
  return payload.exp && payload.iat ? payload.exp - payload.iat : 3600;
}
