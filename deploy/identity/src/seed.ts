import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCognitoError, type CognitoApi } from './cognito-api';

export const POOL_NAME = 'fabelhaft-local';
export const CLIENT_NAME = 'storefront';
export const SUPPORT_GROUP = 'support';
const OAUTH_SCOPES = ['openid', 'email', 'profile'];
const FEDERATED_PASSWORDS_FILE = 'federated-passwords.json';

export type FederatedProvider = 'Google' | 'SignInWithApple';

export interface FederatedIdentity {
  provider: FederatedProvider;
  /** Real Cognito names federated users `<ProviderName>_<provider subject>`. */
  username: string;
  email: string;
  /** Random, kept in the data dir; only the hosted-login stand-in uses it. */
  password: string;
}

export interface SeededUser {
  role: 'customer' | 'support';
  email: string;
  password: string;
}

export interface SeededIdentity {
  userPoolId: string;
  clientId: string;
  users: SeededUser[];
  federated: FederatedIdentity[];
}

export interface SeedOptions {
  dataDir: string;
  callbackUrls: string[];
  logoutUrls: string[];
  demoPassword: string;
}

const FEDERATED_TEST_IDENTITIES: Omit<FederatedIdentity, 'password'>[] = [
  { provider: 'Google', username: 'Google_1000000001', email: 'google.tester@fabelhaft.local' },
  {
    provider: 'SignInWithApple',
    username: 'SignInWithApple_000001.fabelhaft.0001',
    email: 'apple.tester@fabelhaft.local',
  },
];

/**
 * Creates what is missing and brings the rest up to date, so a second start over the same data keeps the
 * pool id, the client id and every issued refresh token.
 */
export async function seedIdentity(api: CognitoApi, options: SeedOptions): Promise<SeededIdentity> {
  const userPoolId = await ensureUserPool(api);
  const clientId = await ensureClient(api, userPoolId, options);
  await ensureGroup(api, userPoolId, SUPPORT_GROUP);
  const users: SeededUser[] = [
    { role: 'customer', email: 'demo@fabelhaft.local', password: options.demoPassword },
    { role: 'support', email: 'support@fabelhaft.local', password: options.demoPassword },
  ];
  // Plain usernames equal to the email: InitiateAuth finds them by USERNAME=<email>, as the storefront sends.
  for (const user of users) await ensureUser(api, userPoolId, user.email, user.email, user.password);
  await api.call('AdminAddUserToGroup', {
    UserPoolId: userPoolId,
    Username: 'support@fabelhaft.local',
    GroupName: SUPPORT_GROUP,
  });
  const federated = withStoredPasswords(options.dataDir);
  for (const identity of federated) {
    await ensureUser(api, userPoolId, identity.username, identity.email, identity.password);
  }
  return { userPoolId, clientId, users, federated };
}

async function ensureUserPool(api: CognitoApi): Promise<string> {
  const { UserPools } = await api.call<{ UserPools: { Id: string; Name: string }[] }>('ListUserPools', {
    MaxResults: 60,
  });
  const existing = UserPools.find((pool) => pool.Name === POOL_NAME);
  if (existing) return existing.Id;
  const { UserPool } = await api.call<{ UserPool: { Id: string } }>('CreateUserPool', {
    PoolName: POOL_NAME,
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
  });
  return UserPool.Id;
}

async function ensureClient(api: CognitoApi, userPoolId: string, options: SeedOptions): Promise<string> {
  const settings = {
    UserPoolId: userPoolId,
    ClientName: CLIENT_NAME,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AllowedOAuthFlows: ['code'],
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthScopes: OAUTH_SCOPES,
    SupportedIdentityProviders: ['COGNITO', 'Google', 'SignInWithApple'],
    CallbackURLs: options.callbackUrls,
    LogoutURLs: options.logoutUrls,
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    // Real Cognito's defaults, so the storefront's refresh path runs locally too (cognito-local's own
    // default is 24 h).
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  };
  const { UserPoolClients } = await api.call<{ UserPoolClients: { ClientId: string; ClientName: string }[] }>(
    'ListUserPoolClients',
    { UserPoolId: userPoolId, MaxResults: 60 },
  );
  const existing = UserPoolClients.find((client) => client.ClientName === CLIENT_NAME);
  if (existing) {
    // Callback URLs come from the environment and may have changed since the last start.
    await api.call('UpdateUserPoolClient', { ...settings, ClientId: existing.ClientId });
    return existing.ClientId;
  }
  const { UserPoolClient } = await api.call<{ UserPoolClient: { ClientId: string } }>(
    'CreateUserPoolClient',
    {
      ...settings,
      GenerateSecret: false,
    },
  );
  return UserPoolClient.ClientId;
}

// ListGroups rather than GetGroup: cognito-local answers GetGroup with a bare 500 while a pool has no groups.
async function ensureGroup(api: CognitoApi, userPoolId: string, groupName: string): Promise<void> {
  const { Groups } = await api.call<{ Groups: { GroupName: string }[] }>('ListGroups', {
    UserPoolId: userPoolId,
  });
  if (Groups.some((group) => group.GroupName === groupName)) return;
  await api.call('CreateGroup', {
    UserPoolId: userPoolId,
    GroupName: groupName,
    Description: 'Fabelhaft support staff',
  });
}

/** A confirmed user with a verified email and this password (set again on every start, so it follows env). */
async function ensureUser(
  api: CognitoApi,
  userPoolId: string,
  username: string,
  email: string,
  password: string,
): Promise<void> {
  try {
    await api.call('AdminGetUser', { UserPoolId: userPoolId, Username: username });
  } catch (error) {
    if (!isCognitoError(error, 'UserNotFoundException')) throw error;
    await api.call('AdminCreateUser', {
      UserPoolId: userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  }
  // AdminSetUserPassword keeps the user's refresh tokens, so sessions survive a restart.
  await api.call('AdminSetUserPassword', {
    UserPoolId: userPoolId,
    Username: username,
    Password: password,
    Permanent: true,
  });
}

function withStoredPasswords(dataDir: string): FederatedIdentity[] {
  const file = join(dataDir, FEDERATED_PASSWORDS_FILE);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const identities = FEDERATED_TEST_IDENTITIES.map((identity) => ({
    ...identity,
    password: stored[identity.username] ?? randomPassword(),
  }));
  const passwords = Object.fromEntries(identities.map((identity) => [identity.username, identity.password]));
  writeFileSync(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
  return identities;
}

/** Meets Cognito's default policy (upper, lower, digit, symbol) whatever the random part holds. */
function randomPassword(): string {
  return `Fh-${randomBytes(24).toString('base64url')}-9a`;
}
