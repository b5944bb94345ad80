import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, LAUNCHER_ARGS, launcherEnv, logTails, REPO_ROOT, waitForFacts } from './launcher';
import { testSubjectPrefix } from './nats';
import { eventually } from './eventually';

/** The facts `npm start` writes to stack.json (the subset tests use). */
export interface RunningStackFacts {
  urls: {
    bff: string;
    /** issue #26: the content service (GET /api/blogs, /admin/posts). */
    content: string;
    identity: string;
    hostedLogin: string;
    checkout: string;
    /** issue #15: the print partner simulator's local carrier (DHL Shipment Tracking – Unified base URL). */
    carrier: string;
    storefront: string;
    /** The support console; empty unless the stack was started with `admin: true`. */
    admin: string;
    /** issue #15: the mail catcher's web inbox (JSON API: GET /api/email). */
    mail: string;
  };
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  /** The stack's own NATS has users (ADR 0014); this one, the stack's tooling, may use every subject. */
  natsOperator: { user: string; password: string };
  embedded: { postgres: boolean; nats: boolean };
  identity: {
    region: string;
    userPoolId: string;
    clientId: string;
    issuer: string;
    jwksUri: string;
    /** Admin* and List* (loopback only). */
    adminUrl: string;
  };
  users: StackUser[];
  /** issue #15: the printing-partner simulator and the DHL-API-Key of its carrier. */
  printPartner: { partnerId: string; carrierUrl: string; carrierApiKey: string };
  /** The services (NATS only, ADR 0010) that answered their health before the stack was reported up. */
  services: string[];
  /** issue #27: every supervised process (each instance: `books`, `books-2`), its pid at start and log file. */
  processes: { name: string; of: string; pid: number; log: string; url?: string }[];
  /** issue #27: the local round-robin proxies of a scaled stack (STACK_INSTANCES > 1); none otherwise. */
  proxies: { name: string; url: string; targets: string[] }[];
}

/** A user of a stack's identity: a seeded one (`facts.users`) or one a test made (`newCustomer`). */
export interface StackUser {
  role: string;
  email: string;
  password: string;
}

/** A running stack as a test file uses it. */
export interface StackHandle {
  facts: RunningStackFacts;
  dir: string;
  env: Record<string, string>;
  /** Everything the launcher printed so far. */
  output(): string;
}

/** A stack a test file started and owns (`startTestStack`): it stops and removes it itself. */
export interface TestStack extends StackHandle {
  /** Ctrl-C; resolves with the launcher's exit code. */
  stop(): Promise<number | null>;
  /** Removes the data folder and the stack's database (after stop). */
  remove(): Promise<void>;
}

/**
 * A port nothing listens on, for a process a stack starts later. Not one the kernel hands out itself: those come
 * from the ephemeral range (32768–60999 on Linux), where any outgoing connection may take the port before the
 * process binds it (seen in CI: a stack's checkout found "its" port in use). Ports come from 20000–32767
 * instead, a separate block per jest worker so that two stacks starting at once never pick the same one, and
 * never the same one twice in a process.
 */
export async function freePort(): Promise<number> {
  const worker = Math.max(0, Number(process.env.JEST_WORKER_ID ?? 0) - 1) % 8;
  const size = 1500;
  const low = 20_000 + worker * size;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    if (await bindable(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${low}–${low + size - 1}`);
}

const handedOut = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

export interface TestStackOptions {
  /** `production` builds the storefront first (browser tests, Lighthouse). */
  storefrontMode?: 'dev' | 'production';
  /** Also run the support console (its production build) on a free port. */
  admin?: boolean;
  /** Point Postgres at a free port so the launcher starts an embedded one (NATS is always the stack's own). */
  embeddedInfra?: boolean;
  /** Reuse a previous stack's data folder and environment (restart). */
  reuse?: { dir: string; env: Record<string, string> };
  /** Settings over the isolated ones (e.g. a slower carrier, `PRINT_SIM_CARRIER_STEP_MS`). */
  env?: Record<string, string>;
}

/**
 * Runs `npm start`'s launcher isolated on free ports, a data folder and a NATS prefix of its own, and waits
 * until it has written stack.json. The stack is this test file's: it stops it (and stops by itself when the
 * jest process running the file is gone). Files that need nothing special share one with `sharedTestStack`.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dir = options.reuse?.dir ?? mkdtempSync(join(tmpdir(), 'fabelhaft-stack-'));
  // As root, embedded Postgres runs as the postgres user, who must be able to reach its data folder.
  chmodSync(dir, 0o755);
  const env = options.reuse?.env ?? (await testStackEnv(dir, options, process.pid));
  rmSync(join(dir, 'stack.json'), { force: true });
  let output = '';
  const launcher: ChildProcess = spawn(process.execPath, LAUNCHER_ARGS, {
    cwd: REPO_ROOT,
    env: launcherEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher.stdout!.on('data', (d) => (output += d));
  launcher.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (launcher.exitCode !== null || launcher.signalCode !== null) return launcher.exitCode;
    launcher.kill('SIGINT');
    return exited;
  };
  try {
    const facts = await waitForFacts(dir, launcher, () => output);
    return {
      facts,
      dir,
      env,
      output: () => output,
      stop,
      remove: async () => {
        rmSync(dir, { recursive: true, force: true });
        if (!options.embeddedInfra && !options.reuse) await dropDatabase(env.DATABASE_URL!);
      },
    };
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${logTails(join(dir, 'logs'))}`);
  }
}

/** The environment of a new test stack: isolated ports, folder, prefix and database, then the test's own. */
export async function testStackEnv(
  dir: string,
  options: TestStackOptions,
  stopWithPid: number,
): Promise<Record<string, string>> {
  return {
    ...(await isolatedEnv(dir, options)),
    ...options.env,
    STACK_STOP_WITH_PID: String(stopWithPid),
  };
}

async function isolatedEnv(dir: string, options: TestStackOptions): Promise<Record<string, string>> {
  const storefrontPort = await freePort();
  const adminPort = await freePort();
  return {
    FABELHAFT_LOCAL_DIR: dir,
    NATS_PREFIX: testSubjectPrefix('stack'),
    BFF_PORT: String(await freePort()),
    CONTENT_PORT: String(await freePort()),
    IDENTITY_PORT: String(await freePort()),
    IDENTITY_ADMIN_PORT: String(await freePort()),
    NATS_PORT: String(await freePort()),
    CHECKOUT_PORT: String(await freePort()),
    // issue #15: the print partner's carrier on a port of its own, and a fast pace for tests.
    PRINT_SIM_PORT: String(await freePort()),
    PRINT_SIM_STEP_MS: '500',
    PRINT_SIM_CARRIER_STEP_MS: '500',
    MAIL_SMTP_PORT: String(await freePort()),
    MAIL_WEB_PORT: String(await freePort()),
    // issue #26: the showcase's sample books take minutes of CPU; their own browser test makes them once.
    SHOWCASE_GENERATE: 'false',
    // issue #28: reading every test book aloud costs CPU on two cores; the narration tests (book engine, the books
    // service's production test, the viewer's player) cover it, and a test can turn it on with `env`.
    VOICE_PROVIDER: 'off',
    STOREFRONT_PORT: String(storefrontPort),
    STOREFRONT_URL: `http://localhost:${storefrontPort}`,
    STOREFRONT_MODE: options.storefrontMode ?? 'dev',
    // The support console only where a test asks for it (its own port; the BFF's CORS allows its URL).
    ADMIN_MODE: options.admin ? 'production' : 'off',
    ADMIN_PORT: String(adminPort),
    ADMIN_URL: `http://localhost:${adminPort}`,
    // Under jest the global setup has built the storefront and the console once: parallel stacks must not
    // rebuild the dist folders another stack is serving from.
    ...(process.env.JEST_WORKER_ID ? { STOREFRONT_SKIP_BUILD: 'true', ADMIN_SKIP_BUILD: 'true' } : {}),
    DATABASE_URL: options.embeddedInfra
      ? `postgres://postgres@127.0.0.1:${await freePort()}/fabelhaft`
      : `${process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'}/${testSubjectPrefix('stackdb')}`,
  };
}

/**
 * Signs a user of the stack in with USER_PASSWORD_AUTH (as the storefront does); returns the id token. `who` is
 * a seeded user's role or a user a test made (`newCustomer`).
 */
export async function signInStackUser(
  facts: RunningStackFacts,
  who: string | StackUser = 'customer',
): Promise<string> {
  const user = typeof who === 'string' ? facts.users.find((u) => u.role === who) : who;
  if (!user) throw new Error(`No demo user with role ${who as string}`);
  const res = await fetch(facts.urls.identity, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: facts.identity.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string }; message?: string };
  if (!body.AuthenticationResult) throw new Error(body.message ?? `sign-in failed (${res.status})`);
  return body.AuthenticationResult.IdToken;
}

/**
 * issue #24: the newest six-digit code emailed to `address` whose subject matches (the stack's mail catcher,
 * where the local identity sends its sign-up and password-reset codes).
 */
export async function codeFromStackMail(
  facts: RunningStackFacts,
  address: string,
  subject: RegExp = /Bestätigungscode|confirmation code/i,
  timeoutMs = 15_000,
): Promise<string> {
  return eventually(
    async () => {
      const res = await fetch(`${facts.urls.mail}/api/email`);
      const mails = (await res.json()) as { subject: string; text?: string; to: { address: string }[] }[];
      const found = mails
        .filter(
          (m) =>
            subject.test(m.subject) && m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
        )
        .at(-1);
      const code = /\b(\d{6})\b/.exec(found?.text ?? '')?.[1];
      if (!code) throw new Error(`no code for ${address} in the mail catcher yet`);
      return code;
    },
    timeoutMs,
    200,
  );
}

/** Signs a new customer up with the stack's identity and confirms the account with the emailed code. */
export async function signUpStackCustomer(
  facts: RunningStackFacts,
  email: string,
  password: string,
): Promise<void> {
  const call = async (operation: string, body: object) => {
    const res = await fetch(facts.urls.identity, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: facts.identity.clientId, Username: email, ...body }),
    });
    if (!res.ok) throw new Error(`${operation}: ${res.status} ${await res.text()}`);
  };
  await call('SignUp', { Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
  await call('ConfirmSignUp', { ConfirmationCode: await codeFromStackMail(facts, email) });
}
