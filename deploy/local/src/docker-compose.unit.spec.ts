import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './processes';
import { NetworkParticipants } from '@fabelhaft/contracts';
import { KNOWN_DEVELOPMENT_SECRETS } from '@fabelhaft/service-kit';
import {
  COMPOSE_LOCAL_PROFILE,
  COMPOSE_LOCAL_SETTINGS,
  composeNatsConfig,
  composeSecrets,
  natsPasswordVariable,
  parseEnvFile,
} from './compose-config';
import { generateSecrets, PRINT_PARTNER_NATS_USER } from './local-secrets';
import {
  compose,
  composeKurrentDb,
  composeKurrentDbText,
  composeText,
  EVENT_SOURCED_SERVICES,
  composeVariableReferences,
  localComposeEnv,
  resolvedService,
} from './test-fixtures/compose-file';
import { processSpecs, SCALED_PROCESSES, stackConfigSchema } from './stack';

const envExample = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
/** Every variable .env.example describes, set (`NAME=`) or shown commented out (`# NAME=`). */
const listedInExample = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
/** Optional integrations: off when empty, so their variables may default to empty (and only to empty). */
const OPTIONAL_INTEGRATION = [
  'GELATO_API_KEY',
  'GELATO_PRODUCTS',
  'GELATO_CONTACT_EMAIL',
  'GELATO_WEBHOOK_SECRET',
];
const config = stackConfigSchema.parse({});
const specs = processSpecs(config, 'postgres://x/fabelhaft', 'nats://x:4222', generateSecrets(), {
  url: 'http://localhost:9229',
  adminUrl: 'http://127.0.0.1:9230',
  issuer: 'http://localhost:9229/pool',
  region: 'eu-central-1',
  userPoolId: 'pool',
  clientId: 'client',
  jwksUri: 'http://localhost:9229/pool/.well-known/jwks.json',
  hostedLoginUrl: 'http://localhost:9229/oauth2/authorize',
  users: [],
});

/** Variables the compose BFF gets from the identity's facts file (deploy/docker/with-identity-facts.sh). */
const fromFactsScript = [
  ...readFileSync(join(REPO_ROOT, 'deploy/docker/with-identity-facts.sh'), 'utf8').matchAll(
    /^export (\w+)=/gm,
  ),
].map((m) => m[1]!);

/**
 * No Docker engine runs here, so the compose file is checked by reading it: everything `npm start` runs must
 * be in it, started the same way, with every variable it needs.
 */
describe('docker-compose.yml', () => {
  it('has Postgres and NATS with JetStream, users and permissions from the generated config', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.nats?.image).toMatch(/^nats:/);
    expect(compose.services.nats?.command?.join(' ')).toContain('-c /etc/nats/nats.conf');
    expect(compose.services.nats?.volumes).toContain('./.local/compose/nats.conf:/etc/nats/nats.conf:ro');
    const values = parseEnvFile(envExample);
    const rendered = composeNatsConfig(values);
    expect(rendered).toContain('jetstream: { store_dir: "/data" }');
    for (const name of [
      'limits',
      'books',
      'orders',
      'refinement',
      'fulfilment',
      'tracking',
      'notifications',
      'bff',
      'print-partner',
    ])
      expect(rendered).toContain(`{ user: "${name}", password: "${values[natsPasswordVariable(name)]}"`);
    // issue #15: the print partner may create only its own filtered consumers and answer on its own subject.
    const partner = rendered.slice(rendered.indexOf('{ user: "print-partner"'));
    const partnerBlock = partner.slice(0, partner.indexOf('\n    }'));
    expect(partnerBlock).toContain(
      '"$JS.API.CONSUMER.CREATE.EVT_FULFILMENT.partner-fabelhaft-print-sim-jobs.evt.fulfilment.print-job.submitted.fabelhaft-print-sim"',
    );
    expect(partnerBlock).toContain('"partner.fabelhaft-print-sim.print-job.status"');
    expect(partnerBlock).not.toContain('"evt.fulfilment.>"');
    expect(partnerBlock).not.toContain('STREAM.CREATE');
  });

  it('holds no secret value: every secret comes from the env file that .env.example describes', () => {
    const example = parseEnvFile(envExample);
    // The example sets what the generator (npm run compose:config) writes, and the storefront address.
    expect(Object.keys(example).sort()).toEqual(Object.keys(localComposeEnv()).sort());
    const secrets = Object.keys(composeSecrets(generateSecrets()));
    const required = /^\$\{([A-Z0-9_]+):\?[^}]*\}$/;
    const optional = /^\$\{([A-Z0-9_]+):-\}$/;
    const secretVariables = new Set([
      ...secrets,
      'NATS_PASSWORD',
      'MAILDEV_INCOMING_PASS',
      'PRINT_SIM_CARRIER_API_KEY',
    ]);
    const optionalSecrets = new Set(['GELATO_API_KEY', 'GELATO_WEBHOOK_SECRET']);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (optionalSecrets.has(variable)) {
          // An optional integration's secret: from the env file, or empty (the integration is off).
          expect({ service: name, variable, value }).toEqual({
            service: name,
            variable,
            value: `\${${variable}:-}`,
          });
          continue;
        }
        if (!secretVariables.has(variable)) continue;
        const reference = required.exec(String(value));
        expect({ service: name, variable, fromEnvFile: Boolean(reference) }).toEqual({
          service: name,
          variable,
          fromEnvFile: true,
        });
        expect(secrets).toContain(reference![1]);
        expect(optional.test(String(value))).toBe(false);
      }
      const url = service.environment?.DATABASE_URL;
      if (url)
        expect(url).toMatch(/^postgres:\/\/postgres:\$\{POSTGRES_PASSWORD(:\?[^}]*)?\}@postgres:5432\//);
    }
    for (const literal of KNOWN_DEVELOPMENT_SECRETS.filter((v) => v.length > 12))
      expect(composeText).not.toContain(literal);
    expect(readFileSync(join(REPO_ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });

  it('gives every process the NATS user npm start gives it, and every secret npm start gives it', () => {
    for (const spec of specs) {
      const environment = compose.services[spec.name]!.environment ?? {};
      if (spec.env.NATS_USER) {
        expect(environment.NATS_USER).toBe(spec.name);
        expect(environment.NATS_PASSWORD).toMatch(new RegExp(`^\\$\\{${natsPasswordVariable(spec.name)}`));
      }
      for (const variable of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'ASSET_URL_SECRET',
        'DEMO_PASSWORD',
      ])
        if (spec.env[variable]) expect(environment[variable]).toMatch(new RegExp(`^\\$\\{${variable}`));
    }
  });

  it('lists in .env.example every variable it refers to, and no other', () => {
    const referenced = [...new Set(composeVariableReferences.map((r) => r.reference.variable))].sort();
    expect(referenced.filter((v) => !listedInExample.includes(v))).toEqual([]);
    // COMPOSE_PROFILES is compose's own (the local profile).
    expect(listedInExample.filter((v) => !referenced.includes(v) && v !== 'COMPOSE_PROFILES')).toEqual([]);
  });

  it('has every NATS user of the network as a process, signed in as itself', () => {
    // A new process in libs/contracts' network table that compose lacks fails here (npm start's list below).
    for (const user of [...Object.keys(NetworkParticipants), PRINT_PARTNER_NATS_USER]) {
      const service = compose.services[user];
      expect({ user, inCompose: Boolean(service) }).toEqual({ user, inCompose: true });
      expect(service!.environment?.NATS_USER).toBe(user);
      expect(service!.environment?.NATS_PASSWORD).toMatch(
        new RegExp(`^\\$\\{${natsPasswordVariable(user)}:\\?`),
      );
    }
  });

  it('gives no setting a default of its own: each comes from .env (optional integrations may be empty)', () => {
    const withDefault = composeVariableReferences
      .filter((r) => r.reference.fallback !== undefined)
      .filter(
        (r) =>
          !(
            OPTIONAL_INTEGRATION.includes(r.reference.variable) && ['', '[]'].includes(r.reference.fallback!)
          ),
      )
      .map((r) => `${r.service}.${r.variable} = ${r.value}`);
    expect(withDefault).toEqual([]);
    // Every value that takes a variable takes exactly one, required, unless it is an optional integration's.
    for (const r of composeVariableReferences.filter(
      (x) => !OPTIONAL_INTEGRATION.includes(x.reference.variable),
    ))
      expect({ at: `${r.service}.${r.variable}`, required: r.reference.required }).toEqual({
        at: `${r.service}.${r.variable}`,
        required: true,
      });
  });

  it('refuses to start without any one variable .env.example sets (compose names it)', () => {
    const env = localComposeEnv();
    for (const variable of Object.keys(env).filter((v) => v !== 'COMPOSE_PROFILES')) {
      const { [variable]: _dropped, ...without } = env;
      const missing = new Set(
        Object.keys(compose.services).flatMap((name) => resolvedService(name, without).missing),
      );
      expect({ variable, missing: [...missing] }).toEqual({ variable, missing: [variable] });
    }
    for (const name of Object.keys(compose.services)) expect(resolvedService(name, env).missing).toEqual([]);
  });

  it('runs the local stand-ins only in the local profile, and points the #15 processes at them there', () => {
    const inProfile = Object.entries(compose.services)
      .filter(([, s]) => s.profiles?.length)
      .map(([name, s]) => [name, s.profiles]);
    expect(inProfile).toEqual([
      // ADR 0046: the opt-in KurrentDB node is in a profile of its own, which compose:config never sets.
      ['kurrentdb', ['kurrentdb']],
      ['mail', [COMPOSE_LOCAL_PROFILE]],
      ['print-partner', [COMPOSE_LOCAL_PROFILE]],
    ]);
    expect(COMPOSE_LOCAL_SETTINGS.COMPOSE_PROFILES).toBe(COMPOSE_LOCAL_PROFILE);
    // A service outside the profile may wait for a stand-in, but must start without it.
    for (const [name, s] of Object.entries(compose.services)) {
      if (s.profiles?.length) continue;
      const deps = s.depends_on ?? [];
      for (const stand of ['mail', 'print-partner']) {
        if (Array.isArray(deps))
          expect({ name, dependsOn: deps.includes(stand) }).toEqual({ name, dependsOn: false });
        else if (deps[stand])
          expect({ name, stand, required: deps[stand]!.required }).toEqual({ name, stand, required: false });
      }
    }
    const env = localComposeEnv();
    const fulfilment = resolvedService('fulfilment', env).environment;
    const tracking = resolvedService('tracking', env).environment;
    const notifications = resolvedService('notifications', env).environment;
    const partner = resolvedService('print-partner', env).environment;
    const mail = resolvedService('mail', env).environment;
    // Jobs go to the simulator, tracking asks the simulator's carrier with the key it accepts.
    expect(fulfilment.PRINT_PARTNER).toBe(partner.PRINT_SIM_PARTNER_ID);
    expect(tracking.CARRIER).toBe('dhl');
    expect(tracking.CARRIER_DHL_BASE_URL).toBe(`http://print-partner:${partner.PRINT_SIM_PORT}`);
    expect(tracking.DHL_API_KEY).toBe(partner.PRINT_SIM_CARRIER_API_KEY);
    // Mail goes to the catcher, which takes exactly notifications' credentials.
    expect(notifications).toMatchObject({
      SMTP_HOST: 'mail',
      SMTP_PORT: mail.MAIL_SMTP_PORT,
      SMTP_USER: mail.MAILDEV_INCOMING_USER,
      SMTP_PASSWORD: mail.MAILDEV_INCOMING_PASS,
      STOREFRONT_BASE_URL: 'https://fabelhaft.example',
    });
    // Outside the profile, a deployment's own values pass straight through.
    const deployed = resolvedService('tracking', { ...env, CARRIER_DHL_BASE_URL: 'https://api-eu.dhl.com' });
    expect(deployed.environment.CARRIER_DHL_BASE_URL).toBe('https://api-eu.dhl.com');
    expect(resolvedService('fulfilment', { ...env, PRINT_PARTNER: 'gelato' }).environment.PRINT_PARTNER).toBe(
      'gelato',
    );
  });

  it('points every event-sourced service, and only those, at the kurrentdb profile’s node in docker-compose.kurrentdb.yml (issue #29)', () => {
    // The override changes the store only: every service it names exists, keeps its command and settings, and
    // waits for the node (which only the `kurrentdb` profile starts, so the profile goes with the file).
    expect(Object.keys(composeKurrentDb.services).sort()).toEqual([...EVENT_SOURCED_SERVICES].sort());
    const node = compose.services.kurrentdb!;
    expect(node.profiles).toEqual(['kurrentdb']);
    expect(node.ports).toEqual(['127.0.0.1:2113:2113']);
    const env = localComposeEnv();
    for (const name of EVENT_SOURCED_SERVICES) {
      const override = composeKurrentDb.services[name]!;
      expect({ name, keys: Object.keys(override).sort() }).toEqual({
        name,
        keys: ['depends_on', 'environment'],
      });
      expect(override.environment).toEqual({
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      });
      expect(override.depends_on).toEqual({ kurrentdb: { condition: 'service_started' } });
      // Without the override the same service keeps its events in Postgres (the default store).
      expect(resolvedService(name, env).environment.EVENT_STORE).toBeUndefined();
      expect(resolvedService(name, env, 'kurrentdb').environment).toMatchObject({
        ...resolvedService(name, env).environment,
        EVENT_STORE: 'kurrentdb',
      });
    }
    // Content and notifications keep no events; nothing else is pointed at the node.
    for (const [name, s] of Object.entries(compose.services))
      expect({ name, store: s.environment?.EVENT_STORE }).toEqual({ name, store: undefined });
    expect(composeKurrentDbText).toContain(
      'docker compose -f docker-compose.yml -f docker-compose.kurrentdb.yml --profile kurrentdb up -d',
    );
  });

  it('publishes infrastructure ports (Postgres, NATS, the identity admin API) on loopback only', () => {
    const loopbackOnly = (ports: string[] | undefined) =>
      (ports ?? []).every((p) => p.startsWith('127.0.0.1:'));
    expect(loopbackOnly(compose.services.postgres?.ports)).toBe(true);
    expect(loopbackOnly(compose.services.nats?.ports)).toBe(true);
    expect(loopbackOnly(compose.services.kurrentdb?.ports)).toBe(true);
    const identityPorts = compose.services.identity?.ports ?? [];
    expect(identityPorts.filter((p) => p.endsWith(':9230'))).toEqual(['127.0.0.1:9230:9230']);
    expect(compose.services.identity?.environment?.IDENTITY_ADMIN_PORT).toBe('9230');
  });

  it.each(specs.map((s) => [s.name, s] as const))(
    'runs %s like npm start, with the variables it needs',
    (_name, spec) => {
      const service = compose.services[spec.name];
      expect(service).toBeDefined();
      expect(service!.build?.dockerfile).toBe('deploy/docker/Dockerfile');
      expect(service!.command?.join(' ')).toContain(`node -r @swc-node/register ${spec.entry}`);
      const provided = new Set([
        ...Object.keys(service!.environment ?? {}),
        ...(['bff', 'content', 'storefront', 'admin'].includes(spec.name) ? fromFactsScript : []),
      ]);
      const missing = Object.keys(spec.env).filter((variable) => !provided.has(variable));
      expect(missing).toEqual([]);
    },
  );

  it('points the services at the compose Postgres and NATS, and publishes the documented ports', () => {
    for (const name of [
      'limits',
      'books',
      'refinement',
      'fulfilment',
      'tracking',
      'notifications',
      'content',
    ])
      expect(compose.services[name]?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    for (const name of ['limits', 'books', 'refinement', 'fulfilment', 'tracking', 'notifications', 'bff'])
      expect(compose.services[name]?.environment?.NATS_URL).toBe('nats://nats:4222');
    // issue #27: the BFF's and the content service's ports are the gateway's (in front of their replicas).
    expect(compose.services.gateway?.ports).toEqual(['4000:4000', '4500:4500']);
    // issue #15: the file links name the BFF as the simulator reaches it (through the gateway).
    expect(compose.services.fulfilment?.environment?.BFF_PUBLIC_URL).toBe('http://gateway:4000');
    expect(compose.services.identity?.ports).toContain('9229:9229');
    expect(compose.services.storefront?.ports).toContain('3000:3000');
    expect(compose.services.admin?.ports).toContain('3001:3001');
    expect(fromFactsScript).toEqual(
      expect.arrayContaining(['COGNITO_ISSUER', 'COGNITO_CLIENT_ID', 'COGNITO_JWKS_URI']),
    );
  });

  it('runs two of every scaled process, as npm run stack:scaled does, the HTTP ones behind the gateway (issue #27)', () => {
    for (const name of SCALED_PROCESSES)
      expect({ name, replicas: compose.services[name]?.deploy?.replicas }).toEqual({ name, replicas: 2 });
    // Nothing else is scaled: the stand-ins, the web servers and the gateway are single.
    const replicated = Object.entries(compose.services)
      .filter(([, s]) => (s.deploy?.replicas ?? 1) > 1)
      .map(([name]) => name);
    expect(replicated.sort()).toEqual([...SCALED_PROCESSES].sort());
    // A replicated service publishes no host port (one container would hold it): the gateway holds the BFF's and
    // the content service's, and everyone inside the network reaches them through it too.
    for (const name of SCALED_PROCESSES)
      expect({ name, ports: compose.services[name]?.ports }).toEqual({ name });
    const gateway = compose.services.gateway!;
    expect(gateway.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/); // `resolve` in an upstream: nginx ≥ 1.27.3
    expect(gateway.build).toBeUndefined();
    expect(gateway.volumes).toEqual(['./deploy/gateway/nginx.conf:/etc/nginx/nginx.conf:ro']);
    expect(gateway.depends_on).toEqual(['bff', 'content']);
    const urls = Object.values(compose.services).flatMap((s) =>
      Object.values(s.environment ?? {}).map(String),
    );
    expect(urls.filter((v) => /\/\/(bff|content):/.test(v))).toEqual([]);
    expect(compose.services.storefront?.environment?.CONTENT_URL).toBe('http://gateway:4500');
    expect(compose.services.checkout?.environment?.CHECKOUT_WEBHOOK_URL).toBe(
      'http://gateway:4000/webhooks/stripe',
    );
  });

  it('the gateway balances over every replica Docker names, looked up again while it runs (issue #27)', () => {
    const conf = readFileSync(join(REPO_ROOT, 'deploy/gateway/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    // Docker's embedded DNS, asked again every few seconds: a replaced or added replica is found.
    expect(conf).toMatch(/resolver 127\.0\.0\.11 valid=\d+s/);
    for (const [name, port] of [
      ['bff', 4000],
      ['content', 4500],
    ] as const) {
      const upstream = new RegExp(
        `upstream ${name} \\{[^}]*zone ${name} [^}]*server ${name}:${port} resolve[^}]*\\}`,
      );
      expect(conf).toMatch(upstream);
      expect(conf).toMatch(new RegExp(`listen ${port};\\s*location / \\{\\s*proxy_pass http://${name};`));
      // The port the gateway listens on is the one compose publishes.
      expect(compose.services.gateway?.ports).toContain(`${port}:${port}`);
    }
    // The BFF bounds uploads itself and answers { detail, code }: no nginx limit (an HTML 413) before it.
    expect(conf).toMatch(/client_max_body_size 0;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it('builds an image that contains every entry point', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'deploy/docker/Dockerfile'), 'utf8');
    for (const spec of specs) expect(dockerfile).toContain(`COPY ${spec.entry.split('/')[0]}/`);
  });
});
