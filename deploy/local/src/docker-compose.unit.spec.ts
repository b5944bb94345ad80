import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './processes';
import { KNOWN_DEVELOPMENT_SECRETS } from '@fabelhaft/service-kit';
import { composeNatsConfig, composeSecrets, natsPasswordVariable, parseEnvFile } from './compose-config';
import { generateSecrets } from './local-secrets';
import { processSpecs, stackConfigSchema } from './stack';

interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
}

const composeText = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
};
const envExample = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
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
    // The example and the generator (npm run compose:config) name the same variables.
    expect(Object.keys(example).sort()).toEqual(Object.keys(composeSecrets(generateSecrets())).sort());
    const fromEnvFile = /^\$\{([A-Z0-9_]+)(:\?[^}]*)?\}$/;
    const secretVariables = new Set([...Object.keys(example), 'NATS_PASSWORD']);
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!secretVariables.has(variable)) continue;
        const reference = fromEnvFile.exec(String(value));
        expect({ service: name, variable, fromEnvFile: Boolean(reference) }).toEqual({
          service: name,
          variable,
          fromEnvFile: true,
        });
        expect(Object.keys(example)).toContain(reference![1]);
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

  it('publishes infrastructure ports (Postgres, NATS, the identity admin API) on loopback only', () => {
    const loopbackOnly = (ports: string[] | undefined) =>
      (ports ?? []).every((p) => p.startsWith('127.0.0.1:'));
    expect(loopbackOnly(compose.services.postgres?.ports)).toBe(true);
    expect(loopbackOnly(compose.services.nats?.ports)).toBe(true);
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
        ...(['bff', 'storefront', 'admin'].includes(spec.name) ? fromFactsScript : []),
      ]);
      const missing = Object.keys(spec.env).filter((variable) => !provided.has(variable));
      expect(missing).toEqual([]);
    },
  );

  it('points the services at the compose Postgres and NATS, and publishes the documented ports', () => {
    for (const name of ['limits', 'books', 'refinement', 'fulfilment', 'tracking', 'notifications'])
      expect(compose.services[name]?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    for (const name of ['limits', 'books', 'refinement', 'fulfilment', 'tracking', 'notifications', 'bff'])
      expect(compose.services[name]?.environment?.NATS_URL).toBe('nats://nats:4222');
    expect(compose.services.bff?.ports).toContain('4000:4000');
    // issue #15: jobs go to the simulator, and its file links name the BFF as the simulator reaches it.
    expect(compose.services.fulfilment?.environment?.PRINT_PARTNER).toBe(
      compose.services['print-partner']?.environment?.PRINT_SIM_PARTNER_ID,
    );
    expect(compose.services.fulfilment?.environment?.BFF_PUBLIC_URL).toBe('http://bff:4000');
    expect(compose.services.identity?.ports).toContain('9229:9229');
    expect(compose.services.storefront?.ports).toContain('3000:3000');
    expect(compose.services.admin?.ports).toContain('3001:3001');
    expect(fromFactsScript).toEqual(
      expect.arrayContaining(['COGNITO_ISSUER', 'COGNITO_CLIENT_ID', 'COGNITO_JWKS_URI']),
    );
  });

  it('builds an image that contains every entry point', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'deploy/docker/Dockerfile'), 'utf8');
    for (const spec of specs) expect(dockerfile).toContain(`COPY ${spec.entry.split('/')[0]}/`);
  });
});
