import { isCognitoError, type CognitoApi } from '../cognito-api';
import { codeEmail, mailLanguageOf, type CodeMailer } from './code-mail';
import type { CheckResult, CodePurpose, ConfirmationCodes } from './confirmation-codes';
import { passwordProblem } from './password-policy';

/**
 * The self-service operations of spec §7 (Cognito's SignUp, ConfirmSignUp, ResendConfirmationCode,
 * ForgotPassword, ConfirmForgotPassword), answered by the local identity itself in Cognito's documented request,
 * response and error shapes. cognito-local keeps the users (SignUp makes an UNCONFIRMED one there, the admin
 * API confirms it and sets passwords); the codes are this module's: random, one per user and purpose, sent by
 * email (locally to the mail catcher), never a fixed value. The app client prevents user-existence errors
 * (`PreventUserExistenceErrors: ENABLED`, seed.ts), so an unknown user looks like a wrong code or a sent one.
 */
export const SELF_SERVICE_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;
export type SelfServiceOperation = (typeof SELF_SERVICE_OPERATIONS)[number];

export const isSelfServiceOperation = (operation: string): operation is SelfServiceOperation =>
  (SELF_SERVICE_OPERATIONS as readonly string[]).includes(operation);

export interface SelfServiceContext {
  /** cognito-local's own API (internal URL), admin operations included. */
  api: CognitoApi;
  userPoolId: string;
  codes: ConfirmationCodes;
  mailer: CodeMailer;
  log: (line: string) => void;
}

/** A Cognito error answer: HTTP 400 with `{ __type, message }` (Cognito's JSON protocol). */
export class CognitoFault extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }

  get body() {
    return { __type: this.type, message: this.message };
  }
}

export interface CodeDeliveryDetails {
  AttributeName: 'email';
  DeliveryMedium: 'EMAIL';
  Destination: string;
}

/** Runs one operation; answers the Cognito response body, or throws a CognitoFault. */
export async function runSelfService(
  ctx: SelfServiceContext,
  operation: SelfServiceOperation,
  body: unknown,
): Promise<Record<string, unknown>> {
  const request = asRequest(body);
  await checkClient(ctx, request);
  switch (operation) {
    case 'SignUp':
      return signUp(ctx, request);
    case 'ConfirmSignUp':
      return confirmSignUp(ctx, request);
    case 'ResendConfirmationCode':
      return resendConfirmationCode(ctx, request);
    case 'ForgotPassword':
      return forgotPassword(ctx, request);
    case 'ConfirmForgotPassword':
      return confirmForgotPassword(ctx, request);
  }
}

type Request = Record<string, unknown>;

function asRequest(body: unknown): Request {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new CognitoFault('SerializationException', 'Start of structure or map found where not expected.');
  }
  return body as Request;
}

/** Cognito's validation message for a missing or empty member. */
function required(request: Request, member: string, field: string): string {
  const value = request[member];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CognitoFault(
      'InvalidParameterException',
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

async function checkClient(ctx: SelfServiceContext, request: Request): Promise<void> {
  const clientId = required(request, 'ClientId', 'clientId');
  try {
    await ctx.api.call('DescribeUserPoolClient', { UserPoolId: ctx.userPoolId, ClientId: clientId });
  } catch (error) {
    if (isCognitoError(error, 'ResourceNotFoundException')) {
      throw new CognitoFault('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
    }
    throw error;
  }
}

interface PoolUser {
  Username: string;
  UserStatus: string;
  Enabled?: boolean;
  UserAttributes?: { Name: string; Value: string }[];
}

async function findUser(ctx: SelfServiceContext, username: string): Promise<PoolUser | null> {
  try {
    return await ctx.api.call<PoolUser>('AdminGetUser', { UserPoolId: ctx.userPoolId, Username: username });
  } catch (error) {
    if (isCognitoError(error, 'UserNotFoundException')) return null;
    throw error;
  }
}

const attributeOf = (user: PoolUser, name: string) =>
  user.UserAttributes?.find((a) => a.Name === name)?.Value;

/** Cognito shows where a code went without giving the address away: `a***@e***`. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const delivery = (email: string): { CodeDeliveryDetails: CodeDeliveryDetails } => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(email) },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function signUp(ctx: SelfServiceContext, request: Request): Promise<Record<string, unknown>> {
  const username = required(request, 'Username', 'username');
  const password = required(request, 'Password', 'password');
  const attributes = Array.isArray(request['UserAttributes'])
    ? (request['UserAttributes'] as { Name?: unknown; Value?: unknown }[]).filter(
        (a): a is { Name: string; Value: string } =>
          typeof a?.Name === 'string' && typeof a.Value === 'string',
      )
    : [];
  const problem = passwordProblem(password);
  if (problem) throw new CognitoFault('InvalidPasswordException', problem);
  // The pool verifies email addresses (AutoVerifiedAttributes): the address gets the code.
  const email = attributes.find((a) => a.Name === 'email')?.Value ?? (EMAIL.test(username) ? username : '');
  if (!EMAIL.test(email)) {
    throw new CognitoFault('InvalidParameterException', 'Invalid email address format.');
  }
  if (await findUser(ctx, username)) throw new CognitoFault('UsernameExistsException', 'User already exists');
  // Who confirms an address must not bring a verified flag along.
  const userAttributes = [
    ...attributes.filter((a) => a.Name !== 'email' && a.Name !== 'email_verified'),
    { Name: 'email', Value: email },
  ];
  const created = await ctx.api.call<{ UserSub: string }>('SignUp', {
    ClientId: request['ClientId'],
    Username: username,
    Password: password,
    UserAttributes: userAttributes,
  });
  await sendCode(ctx, 'signup', username, email, request['ClientMetadata']);
  return { UserConfirmed: false, UserSub: created.UserSub, ...delivery(email) };
}

async function confirmSignUp(ctx: SelfServiceContext, request: Request): Promise<Record<string, unknown>> {
  const username = required(request, 'Username', 'username');
  const code = required(request, 'ConfirmationCode', 'confirmationCode');
  const user = await findUser(ctx, username);
  if (!user) throw codeMismatch();
  if (user.UserStatus === 'CONFIRMED') {
    throw new CognitoFault('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  }
  throwUnlessOk(ctx.codes.check('signup', username, code));
  await ctx.api.call('AdminConfirmSignUp', { UserPoolId: ctx.userPoolId, Username: username });
  // The code reached the address: it is verified (cognito-local verifies an email only with its value).
  const email = attributeOf(user, 'email') ?? username;
  await ctx.api.call('AdminUpdateUserAttributes', {
    UserPoolId: ctx.userPoolId,
    Username: username,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  ctx.log(`identity: sign-up of ${maskedEmail(email)} confirmed`);
  return {};
}

async function resendConfirmationCode(
  ctx: SelfServiceContext,
  request: Request,
): Promise<Record<string, unknown>> {
  const username = required(request, 'Username', 'username');
  const user = await findUser(ctx, username);
  // As if it were sent: whether an account exists is not told.
  if (!user) return delivery(username);
  if (user.UserStatus === 'CONFIRMED') {
    throw new CognitoFault('InvalidParameterException', 'User is already confirmed.');
  }
  const email = attributeOf(user, 'email') ?? username;
  await sendCode(ctx, 'signup', username, email, request['ClientMetadata']);
  return delivery(email);
}

async function forgotPassword(ctx: SelfServiceContext, request: Request): Promise<Record<string, unknown>> {
  const username = required(request, 'Username', 'username');
  const user = await findUser(ctx, username);
  if (!user) return delivery(username);
  const email = attributeOf(user, 'email');
  if (!email || attributeOf(user, 'email_verified') !== 'true') {
    throw new CognitoFault(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  if (user.Enabled === false) throw new CognitoFault('NotAuthorizedException', 'User is disabled.');
  await sendCode(ctx, 'password', username, email, request['ClientMetadata']);
  return delivery(email);
}

async function confirmForgotPassword(
  ctx: SelfServiceContext,
  request: Request,
): Promise<Record<string, unknown>> {
  const username = required(request, 'Username', 'username');
  const code = required(request, 'ConfirmationCode', 'confirmationCode');
  const password = required(request, 'Password', 'password');
  const problem = passwordProblem(password);
  if (problem) throw new CognitoFault('InvalidPasswordException', problem);
  const user = await findUser(ctx, username);
  if (!user) throw codeMismatch();
  throwUnlessOk(ctx.codes.check('password', username, code));
  await ctx.api.call('AdminSetUserPassword', {
    UserPoolId: ctx.userPoolId,
    Username: username,
    Password: password,
    Permanent: true,
  });
  ctx.log(`identity: password of ${maskedEmail(attributeOf(user, 'email') ?? username)} reset`);
  return {};
}

async function sendCode(
  ctx: SelfServiceContext,
  purpose: CodePurpose,
  username: string,
  email: string,
  clientMetadata: unknown,
): Promise<void> {
  const issued = ctx.codes.issue(purpose, username);
  if (!issued.ok) throw limitExceeded();
  try {
    await ctx.mailer.send(codeEmail(purpose, mailLanguageOf(clientMetadata), email, issued.code));
  } catch (error) {
    ctx.log(
      `identity: could not send the ${purpose} code: ${error instanceof Error ? error.message : error}`,
    );
    throw new CognitoFault('CodeDeliveryFailureException', 'Unable to deliver the verification code.');
  }
}

const codeMismatch = () =>
  new CognitoFault('CodeMismatchException', 'Invalid verification code provided, please try again.');
const limitExceeded = () =>
  new CognitoFault('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

function throwUnlessOk(result: CheckResult): void {
  if (result === 'ok') return;
  if (result === 'mismatch') throw codeMismatch();
  if (result === 'expired') {
    throw new CognitoFault('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
  throw limitExceeded();
}
