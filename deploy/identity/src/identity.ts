import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AuthorizationCodes } from './authorization-codes';
import { cognitoApi } from './cognito-api';
import { startCognitoLocal, type CognitoLocalHandle } from './cognito-local-process';
import { createAdminServer, createPublicServer, type PublicServerState } from './public-server';
import { seedIdentity, type FederatedProvider, type SeededUser } from './seed';
import { logCodeMailer, smtpCodeMailer, type SmtpSettings } from './self-service/code-mail';
import { ConfirmationCodes } from './self-service/confirmation-codes';
import type { SelfServiceContext } from './self-service/self-service';

export const FACTS_FILE = 'identity.json';

export interface IdentityOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** The admin port (the whole Cognito API, Admin* and List* included); 0 picks a free one (tests). */
  adminPort: number;
  /** Loopback unless a container must publish it (docker-compose publishes it on 127.0.0.1 only). */
  adminHost: string;
  /** The URL browsers and services use; defaults to http://localhost:<port>. Becomes the token issuer's base. */
  publicUrl?: string | undefined;
  dataDir: string;
  storefrontUrl: string;
  callbackUrls: string[];
  logoutUrls?: string[] | undefined;
  demoPassword: string;
  /**
   * issue #24: the SMTP server sign-up and password-reset codes are sent through (locally the mail catcher);
   * without one they are written to the log.
   */
  smtp?: SmtpSettings | undefined;
  log?: (line: string) => void;
  /** cognito-local died after start; the identity is then unusable. */
  onUnexpectedExit?: (reason: string) => void;
}

/** What the launcher and other tools need to talk to the local identity; also written to identity.json. */
export interface IdentityFacts {
  url: string;
  /** The admin port's URL (loopback): seed, tests, support tooling; never given to browsers. */
  adminUrl: string;
  issuer: string;
  region: 'eu-central-1';
  userPoolId: string;
  clientId: string;
  jwksUri: string;
  /** The hosted UI's authorize endpoint (`<url>/oauth2/authorize`); the token endpoint is `<url>/oauth2/token`. */
  hostedLoginUrl: string;
  users: SeededUser[];
  /** The test identities the hosted login offers; they sign in only through it. */
  federatedIdentities: { provider: FederatedProvider; username: string; email: string }[];
}

export interface IdentityHandle {
  url: string;
  facts: IdentityFacts;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local behind a public port with the hosted-login stand-in, seeds the Fabelhaft pool and
 * writes `<dataDir>/identity.json` once everything answers (the file is the readiness signal; it is
 * removed on stop).
 */
export async function startIdentity(options: IdentityOptions): Promise<IdentityHandle> {
  const log = options.log ?? (() => undefined);
  mkdirSync(options.dataDir, { recursive: true });
  const factsFile = join(options.dataDir, FACTS_FILE);
  rmSync(factsFile, { force: true });

  let state: PublicServerState | undefined;
  let publicUrl = '';
  const server = createPublicServer({
    publicUrl: () => publicUrl,
    storefrontUrl: options.storefrontUrl,
    state: () => state,
    log,
  });
  const admin = createAdminServer({ state: () => state, log });
  // Listening first fails fast on a taken port and tells us the real one before the issuer is fixed.
  const port = await listen(server, options.port, options.host);
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  let adminPort: number;
  try {
    adminPort = await listen(admin, options.adminPort, options.adminHost);
  } catch (error) {
    await close(server);
    throw error;
  }
  const servers = [server, admin];
  // issue #24: where sign-up and password-reset codes go (the mail catcher locally), else the log.
  const mailer = options.smtp ? smtpCodeMailer(options.smtp) : logCodeMailer(log);

  let cognito: CognitoLocalHandle | undefined;
  try {
    cognito = await startCognitoLocal({
      dataDir: options.dataDir,
      issuerDomain: publicUrl,
      onUnexpectedExit: options.onUnexpectedExit,
    });
    const api = cognitoApi(cognito.url);
    const seeded = await seedIdentity(api, {
      dataDir: options.dataDir,
      callbackUrls: options.callbackUrls,
      logoutUrls: options.logoutUrls ?? [options.storefrontUrl, `${options.storefrontUrl}/`],
      demoPassword: options.demoPassword,
    });
    const selfService: SelfServiceContext = {
      api,
      userPoolId: seeded.userPoolId,
      codes: new ConfirmationCodes(options.dataDir),
      mailer,
      log,
    };
    state = {
      upstreamUrl: cognito.url,
      hostedLogin: {
        api,
        userPoolId: seeded.userPoolId,
        federated: seeded.federated,
        codes: new AuthorizationCodes(),
        selfService,
      },
      selfService,
    };
    const facts: IdentityFacts = {
      url: publicUrl,
      adminUrl: `http://127.0.0.1:${adminPort}`,
      issuer: `${publicUrl}/${seeded.userPoolId}`,
      region: 'eu-central-1',
      userPoolId: seeded.userPoolId,
      clientId: seeded.clientId,
      jwksUri: `${publicUrl}/${seeded.userPoolId}/.well-known/jwks.json`,
      hostedLoginUrl: `${publicUrl}/oauth2/authorize`,
      users: seeded.users,
      federatedIdentities: seeded.federated.map(({ provider, username, email }) => ({
        provider,
        username,
        email,
      })),
    };
    writeFactsAtomically(factsFile, facts);
    return {
      url: publicUrl,
      facts,
      stop: once(async () => {
        await stopAll(servers, cognito, factsFile);
        mailer.close();
      }),
    };
  } catch (error) {
    await stopAll(servers, cognito, factsFile);
    mailer.close();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

// Readers polling for the file must never see half of it.
function writeFactsAtomically(file: string, facts: IdentityFacts): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(facts, null, 2)}\n`);
  renameSync(temporary, file);
}

async function stopAll(
  servers: Server[],
  cognito: CognitoLocalHandle | undefined,
  factsFile: string,
): Promise<void> {
  rmSync(factsFile, { force: true });
  await Promise.all(servers.map(close));
  await cognito?.stop();
}

function close(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
