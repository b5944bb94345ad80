import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import {
  databaseUrl,
  ensureDatabase,
  ensurePostgres,
  redact,
  splitDatabaseUrl,
  superviseNatsServer,
  type NatsHandle,
  type PostgresHandle,
} from '@fabelhaft/local-infra';
import { HealthRpc } from '@fabelhaft/contracts';
import {
  connectNats,
  natsPermissionTable,
  partnerNatsPermissions,
  renderNatsServerConfig,
  RpcClient,
  Subjects,
  type NatsUser,
} from '@fabelhaft/messaging';
import { env, loadConfig } from '@fabelhaft/service-kit';
import { LOCAL_PRINT_PARTNER_ID } from './compose-config';
import {
  loadOrCreateSecrets,
  NATS_OPERATOR,
  PRINT_PARTNER_NATS_USER,
  type LocalSecrets,
} from './local-secrets';
import { REPO_ROOT, superviseProcess, waitFor, type ProcessSpec, type SupervisedProcess } from './processes';
import { startRoundRobinProxy } from './round-robin-proxy';

export const stackConfigSchema = z.object({
  /** Where embedded data, logs and stack.json live. */
  FABELHAFT_LOCAL_DIR: z.string().default(join(REPO_ROOT, '.local')),
  DATABASE_URL: env.url('postgres://postgres@127.0.0.1:5432/fabelhaft'),
  /**
   * The stack's own nats-server, with a user and subject permissions per process (ADR 0014). Not 4222, where
   * a machine NATS without users often runs (the tests use that one).
   */
  NATS_PORT: env.port(4223),
  NATS_PREFIX: env.natsPrefix(),
  BFF_PORT: env.port(4000),
  /** issue #26: the content service (blog posts): public GET /api/blogs, support's /admin/posts. */
  CONTENT_PORT: env.port(4500),
  IDENTITY_PORT: env.port(9229),
  /** The identity's admin port (Admin*, List*), loopback only. */
  IDENTITY_ADMIN_PORT: env.port(9230),
  /** The local hosted checkout (a Stripe stand-in the orders service talks to as it would to Stripe). */
  CHECKOUT_PORT: env.port(4300),
  /**
   * issue #15: the printing-partner simulator's DHL-compatible tracking endpoint (its local carrier). Its pace
   * comes from PRINT_SIM_STEP_MS and PRINT_SIM_CARRIER_STEP_MS in the environment (a few seconds each).
   */
  PRINT_SIM_PORT: env.port(4400),
  /**
   * Shared by the orders service (API key, webhook verification) and the local hosted checkout. Unset: the
   * generated ones in `<local dir>/secrets.json` (ADR 0014).
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STOREFRONT_URL: env.url('http://localhost:3000'),
  ADMIN_URL: env.url('http://localhost:3001'),
  SUPPORT_EMAIL: z.string().default('support@fabelhaft.local'),
  STOREFRONT_PORT: env.port(3000),
  /** `dev`: Vite with HMR (npm start); `production`: the built site (tests, Lighthouse; runs `vite build` first). */
  STOREFRONT_MODE: z.enum(['dev', 'production']).default('dev'),
  /** Serve an existing production build (the test run builds once in its global setup). */
  STOREFRONT_SKIP_BUILD: env.bool(false),
  /** The console's production build is there already (the test suite builds it once). */
  ADMIN_SKIP_BUILD: env.bool(false),
  /** The support console (issue #13); its URL is ADMIN_URL (the BFF's CORS allows it). */
  ADMIN_PORT: env.port(3001),
  /**
   * `dev`: Vite middleware with HMR (npm start); `production`: the built console (runs `vite build` first);
   * `off`: not started (test stacks, which run in parallel and do not use it).
   */
  ADMIN_MODE: z.enum(['dev', 'production', 'off']).default('dev'),
  /** issue #15: the local mail catcher (maildev): SMTP the notifications service sends to, and its web inbox. */
  MAIL_SMTP_PORT: env.port(1025),
  MAIL_WEB_PORT: env.port(1080),
  /**
   * issue #26: the storefront makes the showcase's three sample books with the book engine at the first start
   * (a few minutes in the background; kept under `<local dir>/showcase`). Test stacks turn it off.
   */
  SHOWCASE_GENERATE: env.bool(true),
  /**
   * The launcher stops the stack by itself once this process is gone (checked every few seconds): a test run
   * passes its jest process, so a stack that outlives a test file (ADR 0037) never outlives the run, even when
   * jest is killed. Unset for `npm start`.
   */
  STACK_STOP_WITH_PID: z.coerce.number().int().positive().optional(),
  /**
   * issue #27: how many instances of every service, worker, the BFF and the content service run (`npm run
   * stack:scaled`: 2). Above 1 the BFF and the content service listen on private ports behind a local
   * round-robin proxy on BFF_PORT and CONTENT_PORT; the stand-ins (identity, checkout, mail, print partner) and
   * the two web servers stay single.
   */
  STACK_INSTANCES: z.coerce.number().int().min(1).max(4).default(1),
  /**
   * How long the launcher waits for each process to answer (a process that dies fails at once). Three minutes;
   * a scaled stack starting twenty-odd processes on a loaded two-core machine may need more.
   */
  STACK_PROCESS_WAIT_MS: z.coerce.number().int().positive().default(180_000),
  /** issue #27: the books service's instances alone (its workers); unset, STACK_INSTANCES. `npm run bench:scale`. */
  BOOKS_INSTANCES: z.coerce.number().int().min(1).max(4).optional(),
});

/** issue #27: how many instances of a process the stack runs (1 for those that never scale). Pure. */
export function instanceCount(
  config: Pick<StackConfig, 'STACK_INSTANCES' | 'BOOKS_INSTANCES'>,
  name: string,
): number {
  if (!(SCALED_PROCESSES as readonly string[]).includes(name)) return 1;
  return name === 'books' ? (config.BOOKS_INSTANCES ?? config.STACK_INSTANCES) : config.STACK_INSTANCES;
}
export type StackConfig = z.output<typeof stackConfigSchema>;

/** What scripts and tests need to use a running stack; written to `<local dir>/stack.json`. */
export interface StackFacts {
  startedAt: string;
  urls: {
    bff: string;
    docs: string;
    /** issue #26: the content service (GET /api/blogs, /admin/posts, OpenAPI at /docs). */
    content: string;
    identity: string;
    hostedLogin: string;
    checkout: string;
    /** The print partner's local carrier: DHL Shipment Tracking – Unified's base URL (`/track/shipments`). */
    carrier: string;
    storefront: string;
    /** The support console; empty when ADMIN_MODE=off. */
    admin: string;
    /** issue #15: the mail catcher's web inbox (its JSON API under /api/email). */
    mail: string;
  };
  databaseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  /** The NATS user of the stack's own tooling (health checks, tests, benches): every subject. */
  natsOperator: { user: string; password: string };
  embedded: { postgres: boolean; nats: boolean };
  identity: {
    region: string;
    userPoolId: string;
    clientId: string;
    issuer: string;
    jwksUri: string;
    /** Admin* and List* (loopback only); the public URL is `urls.identity`. */
    adminUrl: string;
  };
  users: { role: string; email: string; password: string }[];
  /** issue #15: the printing-partner simulator (its partner id) and the DHL-API-Key of its local carrier. */
  printPartner: { partnerId: string; carrierUrl: string; carrierApiKey: string };
  /** The services that answered their health on NATS before the stack was reported up. */
  services: string[];
  /**
   * issue #27: every supervised process (each instance of a scaled one: `books`, `books-2`) with its pid when the
   * stack came up (a restarted one has a new pid), its log file, and for an HTTP process its own URL. The local
   * round-robin proxies, when the stack is scaled, run in the launcher itself and are listed under `proxies`.
   */
  processes: StackProcess[];
  proxies: { name: string; url: string; targets: string[] }[];
  logs: string;
}

export interface StackProcess {
  name: string;
  /** The process it is an instance of (`books` for `books-2`). */
  of: string;
  pid: number;
  log: string;
  url?: string;
}

interface IdentityFacts {
  url: string;
  adminUrl: string;
  issuer: string;
  region: string;
  userPoolId: string;
  clientId: string;
  jwksUri: string;
  hostedLoginUrl: string;
  users: { role: string; email: string; password: string }[];
}

/**
 * issue #27: the processes that run `STACK_INSTANCES` times: every service and worker, the BFF and the content
 * service. Not the stand-ins of outside systems (identity, checkout, mail, print partner) nor the web servers.
 */
export const SCALED_PROCESSES = [
  'limits',
  'books',
  'orders',
  'refinement',
  'fulfilment',
  'tracking',
  'notifications',
  'content',
  'bff',
] as const;

/** The HTTP processes behind the local round-robin proxy when scaled, by their port variable. */
export const PROXIED_PORT_VARIABLE: Readonly<Record<string, 'BFF_PORT' | 'CONTENT_PORT'>> = {
  bff: 'BFF_PORT',
  content: 'CONTENT_PORT',
};

/** The name of instance `n` (from 1) of a process: the first keeps the plain name, then `books-2`, `books-3`. */
export function instanceName(name: string, n: number): string {
  return n === 1 ? name : `${name}-${n}`;
}

/** The process an instance belongs to (`books` for `books-2`, `print-partner` for itself). */
export function instanceOf(name: string): string {
  const base = name.replace(/-\d+$/, '');
  return (SCALED_PROCESSES as readonly string[]).includes(base) ? base : name;
}

/**
 * issue #27: `processSpecs` with every scaled process repeated `count(name)` times, in order (`books`,
 * `books-2`, …), each named in INSTANCE_NAME (the BFF answers it in a header). With more than one, instance n of
 * a proxied process listens on `ports[name][n - 1]` (its port variable; the proxy has the public one). Pure.
 */
export function scaleSpecs(
  specs: ProcessSpec[],
  count: (name: string) => number,
  ports: Readonly<Record<string, readonly number[]>> = {},
): ProcessSpec[] {
  return specs.flatMap((spec) => {
    if (!(SCALED_PROCESSES as readonly string[]).includes(spec.name)) return [spec];
    const instances = count(spec.name);
    return Array.from({ length: instances }, (_, i) => {
      const name = instanceName(spec.name, i + 1);
      const portVariable = PROXIED_PORT_VARIABLE[spec.name];
      const port = instances > 1 && portVariable ? ports[spec.name]?.[i] : undefined;
      if (instances > 1 && portVariable && port === undefined)
        throw new Error(`no port for ${name} (${portVariable})`);
      return {
        ...spec,
        name,
        env: {
          ...spec.env,
          INSTANCE_NAME: name,
          ...(portVariable && port !== undefined ? { [portVariable]: String(port) } : {}),
        },
      };
    });
  });
}

/** The processes `npm start` runs, with the variables each needs (docker-compose.yml mirrors this list). */
export function processSpecs(
  config: StackConfig,
  dbUrl: string,
  natsUrl: string,
  secrets: LocalSecrets,
  identity?: IdentityFacts,
): ProcessSpec[] {
  // Each process signs in to NATS as itself: its permissions are those its contracts declare (ADR 0014).
  const nats = (user: string) => ({
    NATS_URL: natsUrl,
    NATS_PREFIX: config.NATS_PREFIX,
    NATS_USER: user,
    NATS_PASSWORD: secrets.nats[user] ?? '',
    LOG_LEVEL: 'info',
  });
  const stripe = {
    STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY ?? secrets.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET ?? secrets.STRIPE_WEBHOOK_SECRET,
  };
  return [
    {
      name: 'identity',
      entry: 'deploy/identity/src/main.ts',
      env: {
        IDENTITY_PORT: String(config.IDENTITY_PORT),
        IDENTITY_ADMIN_PORT: String(config.IDENTITY_ADMIN_PORT),
        DEMO_PASSWORD: secrets.DEMO_PASSWORD,
        IDENTITY_PUBLIC_URL: `http://localhost:${config.IDENTITY_PORT}`,
        IDENTITY_DATA_DIR: join(config.FABELHAFT_LOCAL_DIR, 'identity'),
        STOREFRONT_URL: config.STOREFRONT_URL,
        // issue #24: sign-up and password-reset codes land in the local inbox, as the customer emails do.
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(config.MAIL_SMTP_PORT),
      },
    },
    { name: 'limits', entry: 'services/limits/src/main.ts', env: { ...nats('limits'), DATABASE_URL: dbUrl } },
    {
      name: 'books',
      entry: 'services/books/src/main.ts',
      // The workers write covers and books where the BFF serves them from. Fewer malloc arenas keep the
      // memory sharp's image work leaves behind down (about 300 MB less while producing a book, ADR 0008).
      env: {
        ...nats('books'),
        DATABASE_URL: dbUrl,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
        MALLOC_ARENA_MAX: '2',
        // issue #28 part 4: the listening link printed as the book's QR code (ADR 0038).
        STOREFRONT_BASE_URL: config.STOREFRONT_URL,
      },
    },
    {
      name: 'orders',
      entry: 'services/orders/src/main.ts',
      // Invoices go where the BFF serves them from; payments go to the local hosted checkout.
      env: {
        ...nats('orders'),
        DATABASE_URL: dbUrl,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
        STOREFRONT_URL: config.STOREFRONT_URL,
        STRIPE_API_URL: `http://127.0.0.1:${config.CHECKOUT_PORT}`,
        ...stripe,
      },
    },
    // issue #14: refinement sessions; its planner is chosen by the same variables as books' story writer
    // (BOOK_ENGINE_PROVIDER, OPENAI_*), the embedded one by default.
    {
      name: 'refinement',
      entry: 'services/refinement/src/main.ts',
      env: { ...nats('refinement'), DATABASE_URL: dbUrl },
    },
    // issue #15: print jobs. The partner's file links are the BFF's signed /assets links (ADR 0023); jobs go to the
    // local printing-partner simulator.
    {
      name: 'fulfilment',
      entry: 'services/fulfilment/src/main.ts',
      env: {
        ...nats('fulfilment'),
        DATABASE_URL: dbUrl,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
        BFF_PUBLIC_URL: `http://localhost:${config.BFF_PORT}`,
        ASSET_URL_SECRET: secrets.ASSET_URL_SECRET,
        PRINT_PARTNER: LOCAL_PRINT_PARTNER_ID,
      },
    },
    // issue #15: shipments followed at the carrier: DHL's tracking API, locally the partner simulator's
    // DHL-compatible endpoint on its port (not CARRIER_DHL_BASE_URL's default 4400: a test stack's simulator runs
    // on a free port, and a parcel polled at another stack's carrier never moves), polled at the simulator's pace.
    {
      name: 'tracking',
      entry: 'services/tracking/src/main.ts',
      env: {
        ...nats('tracking'),
        DATABASE_URL: dbUrl,
        CARRIER: 'dhl',
        CARRIER_DHL_BASE_URL: `http://127.0.0.1:${config.PRINT_SIM_PORT}`,
        DHL_API_KEY: secrets.DHL_API_KEY,
        TRACKING_POLL_TICK_MS: '1000',
        TRACKING_POLL_INITIAL_INTERVAL_MS: '3000',
        TRACKING_POLL_MAX_INTERVAL_MS: '30000',
        TRACKING_POLL_OUT_FOR_DELIVERY_INTERVAL_MS: '3000',
        TRACKING_POLLS_PER_SHIPMENT_PER_DAY: '5000',
        DHL_DAILY_REQUEST_LIMIT: '100000',
      },
    },
    // issue #15: every customer email goes to the mail catcher's inbox locally.
    {
      name: 'mail',
      entry: 'deploy/mail/src/main.ts',
      env: {
        MAIL_SMTP_PORT: String(config.MAIL_SMTP_PORT),
        MAIL_WEB_PORT: String(config.MAIL_WEB_PORT),
        MAIL_DIR: join(config.FABELHAFT_LOCAL_DIR, 'mail'),
      },
    },
    {
      name: 'notifications',
      entry: 'services/notifications/src/main.ts',
      env: {
        ...nats('notifications'),
        DATABASE_URL: dbUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(config.MAIL_SMTP_PORT),
        STOREFRONT_BASE_URL: config.STOREFRONT_URL,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
      },
    },
    {
      name: 'checkout',
      entry: 'deploy/checkout/src/main.ts',
      env: {
        CHECKOUT_PORT: String(config.CHECKOUT_PORT),
        CHECKOUT_PUBLIC_URL: `http://localhost:${config.CHECKOUT_PORT}`,
        CHECKOUT_DATA_DIR: join(config.FABELHAFT_LOCAL_DIR, 'checkout'),
        CHECKOUT_WEBHOOK_URL: `http://127.0.0.1:${config.BFF_PORT}/webhooks/stripe`,
        ...stripe,
      },
    },
    // issue #15: the printing partner simulator with its local carrier; it signs in to NATS as a partner.
    {
      name: 'print-partner',
      entry: 'deploy/print-partner/src/main.ts',
      env: {
        ...nats(PRINT_PARTNER_NATS_USER),
        PRINT_SIM_PARTNER_ID: LOCAL_PRINT_PARTNER_ID,
        PRINT_SIM_PORT: String(config.PRINT_SIM_PORT),
        PRINT_SIM_PUBLIC_URL: `http://localhost:${config.PRINT_SIM_PORT}`,
        PRINT_SIM_CARRIER_API_KEY: secrets.DHL_API_KEY,
        PRINT_SIM_DATA_DIR: join(config.FABELHAFT_LOCAL_DIR, 'print-partner'),
      },
    },
    // issue #26: blog posts (TypeORM, schema `content`); HTTP only, no NATS (ADR 0032). Support's writes are
    // checked against the same user pool as the BFF's.
    {
      name: 'content',
      entry: 'services/content/src/main.ts',
      env: {
        CONTENT_PORT: String(config.CONTENT_PORT),
        CONTENT_PUBLIC_URL: `http://localhost:${config.CONTENT_PORT}`,
        DATABASE_URL: dbUrl,
        COGNITO_ISSUER: identity?.issuer ?? '',
        COGNITO_CLIENT_ID: identity?.clientId ?? '',
        COGNITO_JWKS_URI: identity?.jwksUri ?? '',
        CORS_ORIGINS: `${config.STOREFRONT_URL},${config.ADMIN_URL}`,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
        LOG_LEVEL: 'info',
      },
    },
    {
      name: 'bff',
      entry: 'bff/src/main.ts',
      env: {
        ...nats('bff'),
        BFF_PORT: String(config.BFF_PORT),
        COGNITO_ISSUER: identity?.issuer ?? '',
        COGNITO_CLIENT_ID: identity?.clientId ?? '',
        COGNITO_JWKS_URI: identity?.jwksUri ?? '',
        // issue #24 (ADR 0034): the console's customer emails, from ListUsers on the identity's loopback admin port.
        ...(identity
          ? { COGNITO_ADMIN_API_URL: `${identity.adminUrl}/`, COGNITO_USER_POOL_ID: identity.userPoolId }
          : {}),
        CORS_ORIGINS: `${config.STOREFRONT_URL},${config.ADMIN_URL}`,
        STORAGE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'storage'),
        BFF_PUBLIC_URL: `http://localhost:${config.BFF_PORT}`,
        ASSET_URL_SECRET: secrets.ASSET_URL_SECRET,
      },
    },
    {
      name: 'storefront',
      entry: 'storefront/server/index.ts',
      env: {
        NODE_ENV: config.STOREFRONT_MODE === 'production' ? 'production' : 'development',
        STOREFRONT_PORT: String(config.STOREFRONT_PORT),
        STOREFRONT_URL: config.STOREFRONT_URL,
        BFF_URL: `http://localhost:${config.BFF_PORT}`,
        CONTENT_URL: `http://127.0.0.1:${config.CONTENT_PORT}`,
        SHOWCASE_DIR: join(config.FABELHAFT_LOCAL_DIR, 'showcase'),
        SHOWCASE_GENERATE: String(config.SHOWCASE_GENERATE),
        COGNITO_REGION: identity?.region ?? 'eu-central-1',
        COGNITO_USER_POOL_ID: identity?.userPoolId ?? '',
        COGNITO_CLIENT_ID: identity?.clientId ?? '',
        COGNITO_ENDPOINT: identity?.url ?? '',
        COGNITO_HOSTED_UI_URL: identity?.url ?? '',
        SUPPORT_EMAIL: config.SUPPORT_EMAIL,
      },
    },
    {
      name: 'admin',
      entry: 'admin/server/index.ts',
      env: {
        NODE_ENV: config.ADMIN_MODE === 'production' ? 'production' : 'development',
        ADMIN_PORT: String(config.ADMIN_PORT),
        ADMIN_URL: config.ADMIN_URL,
        BFF_URL: `http://localhost:${config.BFF_PORT}`,
        // issue #26: the Posts resource writes to the content service, from the browser.
        CONTENT_URL: `http://localhost:${config.CONTENT_PORT}`,
        COGNITO_REGION: identity?.region ?? 'eu-central-1',
        COGNITO_USER_POOL_ID: identity?.userPoolId ?? '',
        COGNITO_CLIENT_ID: identity?.clientId ?? '',
        COGNITO_ENDPOINT: identity?.url ?? '',
      },
    },
  ];
}

/** A port the kernel hands out now (the instances' private ports; nothing else picks them in the meantime). */
function kernelFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a service instance's current run has logged that it is ready (runService's `<name> service ready`). */
function saysReady(p: SupervisedProcess): boolean {
  const text = readFileSync(p.current.logFile, 'utf8');
  return text.slice(text.lastIndexOf('\n--- ')).includes('service ready');
}

async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${what}) is in use. Stop whatever uses it, or set the port variable for ${what}.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export interface RunningStack {
  facts: StackFacts;
  stop(): Promise<void>;
}

/** The production build of the storefront or the console (vite build), for `*_MODE=production`. */
function buildWithVite(app: 'storefront' | 'admin', log: (line: string) => void): void {
  log(`Building the ${app} (vite build) ...`);
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: join(REPO_ROOT, app),
    // A production build whatever the caller's NODE_ENV (jest sets `test`).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * Starts the stack and resolves once everything answers. `abort` (Ctrl-C while starting) makes it stop what it
 * started so far and reject, instead of waiting for the rest.
 */
export async function startStack(
  config: StackConfig,
  log: (line: string) => void,
  abort?: AbortSignal,
): Promise<RunningStack> {
  const wait = <T>(what: string, probe: () => Promise<T | undefined>, p: SupervisedProcess | undefined) =>
    waitFor(what, probe, p, config.STACK_PROCESS_WAIT_MS, abort);
  const localDir = config.FABELHAFT_LOCAL_DIR;
  const logDir = join(localDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  rmSync(join(localDir, 'stack.json'), { force: true });
  await assertPortFree(config.BFF_PORT, 'BFF_PORT');
  await assertPortFree(config.CONTENT_PORT, 'CONTENT_PORT');
  await assertPortFree(config.IDENTITY_PORT, 'IDENTITY_PORT');
  await assertPortFree(config.STOREFRONT_PORT, 'STOREFRONT_PORT');
  if (config.ADMIN_MODE !== 'off') await assertPortFree(config.ADMIN_PORT, 'ADMIN_PORT');
  await assertPortFree(config.CHECKOUT_PORT, 'CHECKOUT_PORT');
  await assertPortFree(config.PRINT_SIM_PORT, 'PRINT_SIM_PORT');
  await assertPortFree(config.IDENTITY_ADMIN_PORT, 'IDENTITY_ADMIN_PORT');
  await assertPortFree(config.NATS_PORT, 'NATS_PORT');
  await assertPortFree(config.MAIL_SMTP_PORT, 'MAIL_SMTP_PORT');
  await assertPortFree(config.MAIL_WEB_PORT, 'MAIL_WEB_PORT');
  const secrets = loadOrCreateSecrets(join(localDir, 'secrets.json'));
  const natsOperator = { user: NATS_OPERATOR, password: secrets.nats[NATS_OPERATOR]! };

  const started: { stop(): Promise<void> }[] = [];
  let pg: PostgresHandle | undefined;
  let nats: NatsHandle | undefined;
  const stop = async () => {
    // Facts of a stopped stack would mislead scripts: they exist only while it runs.
    rmSync(join(localDir, 'stack.json'), { force: true });
    for (const p of [...started].reverse()) await p.stop();
    await nats?.stop();
    await pg?.stop();
  };

  try {
    const { serverUrl, database } = splitDatabaseUrl(config.DATABASE_URL);
    pg = await ensurePostgres({ serverUrl, dataDir: join(localDir, 'pg'), log });
    await ensureDatabase(pg.serverUrl, database);
    const dbUrl = databaseUrl(pg.serverUrl, database);
    // issue #27: supervised like the services — a nats-server killed with -9 comes back on the same port with the
    // same users and JetStream store, and every client reconnects by itself.
    nats = await superviseNatsServer({
      port: config.NATS_PORT,
      configFile: writeNatsConfig(config, secrets),
      probe: natsOperator,
      log,
    });

    const [identitySpec] = processSpecs(config, dbUrl, nats.url, secrets);
    const identity = superviseProcess(identitySpec!, logDir, { log });
    started.push(identity);
    const factsFile = join(localDir, 'identity', 'identity.json');
    const facts = await wait<IdentityFacts>(
      'identity',
      async () =>
        existsSync(factsFile) ? (JSON.parse(readFileSync(factsFile, 'utf8')) as IdentityFacts) : undefined,
      identity,
    );

    const count = (name: string) => instanceCount(config, name);
    // issue #27: scaled, each instance of the BFF and the content service gets a private port of its own.
    const ports: Record<string, number[]> = {};
    for (const name of Object.keys(PROXIED_PORT_VARIABLE))
      if (count(name) > 1)
        ports[name] = await Promise.all(Array.from({ length: count(name) }, () => kernelFreePort()));
    const specs = new Map(
      scaleSpecs(processSpecs(config, dbUrl, nats.url, secrets, facts), count, ports).map((s) => [s.name, s]),
    );
    if (config.STOREFRONT_MODE === 'production' && !config.STOREFRONT_SKIP_BUILD)
      buildWithVite('storefront', log);
    if (config.ADMIN_MODE === 'production' && !config.ADMIN_SKIP_BUILD) buildWithVite('admin', log);
    // Services, workers and servers are supervised: one that dies is restarted with backoff (and the output
    // says so) instead of stopping the stack.
    const running: SupervisedProcess[] = [identity];
    const run = (name: string) => {
      const p = superviseProcess(specs.get(name)!, logDir, { log });
      started.push(p);
      running.push(p);
      return p;
    };
    /** The further instances of a scaled process (none unless STACK_INSTANCES > 1). */
    const more = (name: string) =>
      Array.from({ length: count(name) - 1 }, (_, i) => run(instanceName(name, i + 2)));
    const limits = run('limits');
    const books = run('books');
    const orders = run('orders');
    const refinement = run('refinement');
    const fulfilment = run('fulfilment');
    const tracking = run('tracking');
    const mail = run('mail');
    const notifications = run('notifications');
    const checkout = run('checkout');
    const printPartner = run('print-partner');
    const content = run('content');
    const bff = run('bff');
    // Started at once with the first ones, as a Deployment's replicas are: their migrations take turns under an
    // advisory lock (the content service's TypeORM ones too: `migrateContent`).
    const moreServices = [
      'limits',
      'books',
      'orders',
      'refinement',
      'fulfilment',
      'tracking',
      'notifications',
    ];
    const serviceInstances = moreServices.flatMap((name) => more(name));
    const bffInstances = [bff, ...more('bff')];
    const contentInstances = [content, ...more('content')];
    const storefront = run('storefront');
    const admin = config.ADMIN_MODE === 'off' ? undefined : run('admin');
    const bffUrl = `http://localhost:${config.BFF_PORT}`;
    const proxies: StackFacts['proxies'] = [];
    /** issue #27: the local stand-in for the Service in front of the instances (round-robin-proxy.ts). */
    const proxy = async (name: string, port: number, targets: SupervisedProcess[]) => {
      const p = await startRoundRobinProxy({
        port,
        targets: targets.map((t) => ({
          name: t.spec.name,
          port: Number(t.spec.env[PROXIED_PORT_VARIABLE[name]!]),
        })),
        log,
      });
      started.push({ stop: () => p.close() });
      proxies.push({ name, url: p.url, targets: targets.map((t) => t.spec.name) });
    };
    /** An instance's own URL (the proxied port when the stack runs one instance). */
    const ownUrl = (p: SupervisedProcess, name: string) =>
      `http://localhost:${p.spec.env[PROXIED_PORT_VARIABLE[name]!]}`;
    if (bffInstances.length > 1) await proxy('bff', config.BFF_PORT, bffInstances);
    for (const instance of bffInstances)
      await wait(
        instance.spec.name,
        async () => ((await fetch(`${ownUrl(instance, 'bff')}/health/ready`)).ok ? true : undefined),
        instance,
      );
    await wait('bff', async () => ((await fetch(`${bffUrl}/health/ready`)).ok ? true : undefined), bff);
    const contentUrl = `http://localhost:${config.CONTENT_PORT}`;
    for (const instance of contentInstances)
      await wait(
        instance.spec.name,
        async () => ((await fetch(`${ownUrl(instance, 'content')}/health/ready`)).ok ? true : undefined),
        instance,
      );
    if (contentInstances.length > 1) await proxy('content', config.CONTENT_PORT, contentInstances);
    await wait(
      'storefront',
      async () => ((await fetch(`http://localhost:${config.STOREFRONT_PORT}/health`)).ok ? true : undefined),
      storefront,
    );
    if (admin)
      await wait(
        'admin',
        async () => ((await fetch(`http://localhost:${config.ADMIN_PORT}/health`)).ok ? true : undefined),
        admin,
      );
    const checkoutUrl = `http://localhost:${config.CHECKOUT_PORT}`;
    await wait(
      'checkout',
      async () => ((await fetch(`${checkoutUrl}/health`)).ok ? true : undefined),
      checkout,
    );
    // The carrier answers once the simulator runs; the shop itself waits for the fulfilment stream (its
    // /health says so) and is not a reason to hold the stack back.
    const carrierUrl = `http://localhost:${config.PRINT_SIM_PORT}`;
    await wait(
      'print-partner',
      async () => ((await fetch(`${carrierUrl}/health`)).status > 0 ? true : undefined),
      printPartner,
    );
    const mailUrl = `http://localhost:${config.MAIL_WEB_PORT}`;
    await wait('mail', async () => ((await fetch(`${mailUrl}/api/healthz`)).ok ? true : undefined), mail);
    // Services have no HTTP port: each answers its health on NATS (ADR 0010).
    const services = [limits, books, orders, refinement, fulfilment, tracking, notifications];
    const nc = await connectNats({ url: nats.url, name: 'local-stack', ...natsOperator });
    try {
      const rpc = new RpcClient(nc, new Subjects(config.NATS_PREFIX));
      for (const service of services) {
        const name = service.spec.name;
        await wait(
          name,
          async () =>
            (await rpc.call(HealthRpc.check(name), {}, {}, 1000)).status === 'ok' ? true : undefined,
          service,
        );
      }
      // A service's health goes to any one of its instances (a queue group): each further instance is waited
      // for by its own log's ready line.
      for (const instance of serviceInstances)
        await wait(instance.spec.name, async () => (saysReady(instance) ? true : undefined), instance);
    } finally {
      await nc.close();
    }

    const stackFacts: StackFacts = {
      startedAt: new Date().toISOString(),
      urls: {
        bff: bffUrl,
        docs: `${bffUrl}/docs`,
        content: contentUrl,
        identity: facts.url,
        hostedLogin: facts.hostedLoginUrl,
        checkout: checkoutUrl,
        carrier: carrierUrl,
        storefront: `http://localhost:${config.STOREFRONT_PORT}`,
        admin: config.ADMIN_MODE === 'off' ? '' : config.ADMIN_URL,
        mail: mailUrl,
      },
      databaseUrl: dbUrl,
      natsUrl: nats.url,
      natsPrefix: config.NATS_PREFIX,
      natsOperator,
      embedded: { postgres: pg.embedded, nats: nats.local },
      identity: {
        region: facts.region,
        userPoolId: facts.userPoolId,
        clientId: facts.clientId,
        issuer: facts.issuer,
        jwksUri: facts.jwksUri,
        adminUrl: facts.adminUrl,
      },
      users: facts.users,
      printPartner: {
        partnerId: LOCAL_PRINT_PARTNER_ID,
        carrierUrl,
        carrierApiKey: secrets.DHL_API_KEY,
      },
      services: services.map((s) => s.spec.name),
      processes: running.map((p) => ({
        name: p.spec.name,
        of: instanceOf(p.spec.name),
        pid: p.current.child.pid ?? 0,
        log: p.current.logFile,
        ...(PROXIED_PORT_VARIABLE[instanceOf(p.spec.name)]
          ? { url: ownUrl(p, instanceOf(p.spec.name)) }
          : {}),
      })),
      proxies,
      logs: logDir,
    };
    // It names the operator's NATS password: readable by the owner only, like secrets.json.
    writeFileSync(join(localDir, 'stack.json'), `${JSON.stringify(stackFacts, null, 2)}\n`, { mode: 0o600 });

    return { facts: stackFacts, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The nats-server configuration of the stack: one user per process with its generated permissions. */
function writeNatsConfig(config: StackConfig, secrets: LocalSecrets): string {
  const subjects = new Subjects(config.NATS_PREFIX);
  const table = {
    ...natsPermissionTable(subjects),
    [PRINT_PARTNER_NATS_USER]: partnerNatsPermissions(
      PRINT_PARTNER_NATS_USER,
      LOCAL_PRINT_PARTNER_ID,
      subjects,
    ),
  };
  const users: NatsUser[] = [
    ...Object.entries(table).map(([user, permissions]) => ({
      user,
      password: secrets.nats[user]!,
      permissions,
    })),
    { user: NATS_OPERATOR, password: secrets.nats[NATS_OPERATOR]! },
  ];
  const file = join(config.FABELHAFT_LOCAL_DIR, 'nats.conf');
  const text = renderNatsServerConfig({
    host: '127.0.0.1',
    port: config.NATS_PORT,
    storeDir: join(config.FABELHAFT_LOCAL_DIR, 'nats'),
    users,
  });
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

export function describeStack(f: StackFacts): string {
  const user = (role: string) => f.users.find((u) => u.role === role);
  const customer = user('customer');
  const support = user('support');
  return [
    '',
    'Fabelhaft is running.',
    '',
    `  Storefront            ${f.urls.storefront}`,
    ...(f.urls.admin ? [`  Support console       ${f.urls.admin}   sign in as the support user below`] : []),
    `  BFF (REST API)        ${f.urls.bff}`,
    `  API docs (OpenAPI)    ${f.urls.docs}`,
    `  Content (blog API)    ${f.urls.content}/api/blogs   OpenAPI at ${f.urls.content}/docs`,
    `  Identity (Cognito)    ${f.urls.identity}   pool ${f.identity.userPoolId}, client ${f.identity.clientId}`,
    `  Identity admin API    ${f.identity.adminUrl}   (Admin*, List*; loopback only)`,
    `  Hosted login          ${f.urls.hostedLogin}`,
    `  Hosted checkout       ${f.urls.checkout}   test cards 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined)`,
    `  Print partner         ${f.printPartner.partnerId}   jobs over NATS; its carrier (DHL tracking API) ${f.urls.carrier}/track/shipments, DHL-API-Key in stack.json`,
    `  Mail inbox (catcher)  ${f.urls.mail}   every customer email sent locally lands here`,
    `  Postgres              ${redact(f.databaseUrl)}${f.embedded.postgres ? '   (embedded)' : ''}`,
    `  NATS JetStream        ${f.natsUrl}   (own nats-server, a user per process; config in ${join(f.logs, '..', 'nats.conf')})`,
    ...(f.proxies.length > 0
      ? [
          `  Instances             ${f.processes
            .filter((p) => p.name !== p.of)
            .map((p) => p.name)
            .join(', ')} beside the first ones (issue #27)`,
          ...f.proxies.map(
            (p) => `  Proxy ${p.name.padEnd(16)}${p.url} → ${p.targets.join(', ')} (round robin)`,
          ),
        ]
      : []),
    '',
    `  Demo customer         ${customer?.email} / ${customer?.password}`,
    `  Support user          ${support?.email} / ${support?.password}`,
    '',
    `  Try it:  TOKEN=$(npm run -s token) && curl -H "Authorization: Bearer $TOKEN" ${f.urls.bff}/limits`,
    '',
    `  Logs in ${f.logs}; facts in ${join(f.logs, '..', 'stack.json')}; generated secrets in ${join(f.logs, '..', 'secrets.json')}.`,
    '  Ctrl-C stops everything.',
    '',
  ].join('\n');
}

export function loadStackConfig(): StackConfig {
  return loadConfig(stackConfigSchema);
}
