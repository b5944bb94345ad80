import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './processes';
import { processSpecs, stackConfigSchema } from './stack';

interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}

const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const config = stackConfigSchema.parse({});
const specs = processSpecs(config, 'postgres://x/fabelhaft', 'nats://x:4222', {
  url: 'http://localhost:9229',
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
  it('has Postgres and NATS with JetStream', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.nats?.image).toMatch(/^nats:/);
    expect(compose.services.nats?.command).toContain('-js');
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
        ...(['bff', 'storefront'].includes(spec.name) ? fromFactsScript : []),
      ]);
      const missing = Object.keys(spec.env).filter((variable) => !provided.has(variable));
      expect(missing).toEqual([]);
    },
  );

  it('points the services at the compose Postgres and NATS, and publishes the documented ports', () => {
    for (const name of ['limits', 'books'])
      expect(compose.services[name]?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    for (const name of ['limits', 'books', 'bff'])
      expect(compose.services[name]?.environment?.NATS_URL).toBe('nats://nats:4222');
    expect(compose.services.bff?.ports).toContain('4000:4000');
    expect(compose.services.identity?.ports).toContain('9229:9229');
    expect(compose.services.storefront?.ports).toContain('3000:3000');
    expect(fromFactsScript).toEqual(
      expect.arrayContaining(['COGNITO_ISSUER', 'COGNITO_CLIENT_ID', 'COGNITO_JWKS_URI']),
    );
  });

  it('builds an image that contains every entry point', () => {
    const dockerfile = readFileSync(join(REPO_ROOT, 'deploy/docker/Dockerfile'), 'utf8');
    for (const spec of specs) expect(dockerfile).toContain(`COPY ${spec.entry.split('/')[0]}/`);
  });
});
