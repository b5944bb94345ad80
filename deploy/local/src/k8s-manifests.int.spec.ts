import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { BooksEventStream, NetworkParticipants } from '@fabelhaft/contracts';
import { REPO_ROOT } from './processes';
import { generateSecrets, PRINT_PARTNER_NATS_USER } from './local-secrets';
import { processSpecs, stackConfigSchema } from './stack';
import {
  HEALTH_PROBE_NATS_USER,
  NATS_USERS_FILES,
  natsPasswordKey,
  natsUsers,
  OPERATOR_NATS_USER,
  renderNatsUsers,
} from './k8s-nats-users';

jest.setTimeout(180_000);

/**
 * deploy/k8s as an operator would apply it (ADR 0048), checked without a cluster: each overlay rendered by
 * `kubectl kustomize`, every object validated against the Kubernetes schemas offline (kubernetes-models and its
 * KEDA / External Secrets packages; CloudNativePG's Cluster by hand), and every process `npm start` runs — the
 * same list docker-compose.unit.spec.ts holds compose to — present as a Deployment started the same way, with
 * every variable it needs, probes, resources and a PodDisruptionBudget.
 */

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface Probe {
  exec?: { command: string[] };
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: { secretRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    capabilities?: { drop?: string[] };
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object; persistentVolumeClaim?: { claimName: string } }[];
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const KUBECTL = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));
const OVERLAYS = ['local', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];
/** The local stand-ins of npm start (and compose): in the local overlay only. */
const STAND_INS = ['identity', 'checkout', 'mail', 'print-partner'];
/** What deploy/docker/with-identity-facts.sh exports from the local identity's facts file. */
const fromFactsScript = [
  ...readFileSync(join(REPO_ROOT, 'deploy/docker/with-identity-facts.sh'), 'utf8').matchAll(
    /^export (\w+)=/gm,
  ),
].map((m) => m[1]!);
/** Processes whose code launches Chromium (libs/pdf) or runs lame and poppler: the render image's. */
const RENDERING = ['books', 'books-generation-worker', 'books-production-worker', 'orders', 'storefront'];

const specs = processSpecs(
  stackConfigSchema.parse({}),
  'postgres://x/fabelhaft',
  'nats://x:4222',
  generateSecrets(),
  {
    url: 'http://localhost:9229',
    adminUrl: 'http://127.0.0.1:9230',
    issuer: 'http://localhost:9229/pool',
    region: 'eu-central-1',
    userPoolId: 'pool',
    clientId: 'client',
    jwksUri: 'http://localhost:9229/pool/.well-known/jwks.json',
    hostedLoginUrl: 'http://localhost:9229/oauth2/authorize',
    users: [],
  },
);

function render(overlay: Overlay): K8sObject[] {
  const r = spawnSync(KUBECTL!, ['kustomize', join(REPO_ROOT, 'deploy/k8s/overlays', overlay)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed:\n${r.stderr}`);
  return parseAllDocuments(r.stdout).map((d) => d.toJSON() as K8sObject);
}

/** Runs validate-objects.mjs (plain node: the model packages are ES modules only) over the objects. */
function validateOffline(
  objects: K8sObject[],
): Promise<{ kind: string; name: string; errors: string | null }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'deploy/k8s/validate-objects.mjs')], {
      cwd: REPO_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))));
    child.stdin.end(JSON.stringify(objects));
  });
}

const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const of = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const podSpec = (o: K8sObject) => (o.spec as { template: { spec: PodSpec } }).template.spec;
const labelsOf = (o: K8sObject) =>
  (o.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
/** A generated ConfigMap or Secret is named `<name>-<hash>`. */
const generated = (objects: K8sObject[], kind: string, name: string) =>
  objects.find(
    (o) => o.kind === kind && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`)),
  );
const decoded = (secret: K8sObject) =>
  Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]),
  );
/** The Deployments that run a process: its own, and (books) the workers started from the same entry. */
const deploymentsOf = (objects: K8sObject[], entry: string) =>
  of(objects, 'Deployment').filter((d) => podSpec(d).containers[0]!.command?.includes(entry));

/** Each process's own configuration schema (and extra start-up check), as docker-compose-config.int.spec.ts. */
const SCHEMAS: Record<string, { module: string; schema: string; check?: string }> = {
  limits: { module: 'services/limits/src/limits.config.ts', schema: 'limitsConfigSchema' },
  books: {
    module: 'services/books/src/books.config.ts',
    schema: 'booksConfigSchema',
    check: 'voiceProblems',
  },
  orders: { module: 'services/orders/src/orders.config.ts', schema: 'ordersConfigSchema' },
  refinement: { module: 'services/refinement/src/refinement.config.ts', schema: 'refinementConfigSchema' },
  fulfilment: { module: 'services/fulfilment/src/fulfilment.config.ts', schema: 'fulfilmentConfigSchema' },
  tracking: { module: 'services/tracking/src/tracking.config.ts', schema: 'trackingConfigSchema' },
  notifications: {
    module: 'services/notifications/src/notifications.config.ts',
    schema: 'notificationsConfigSchema',
    check: 'productionMailProblems',
  },
  bff: { module: 'bff/src/bff.config.ts', schema: 'bffConfigSchema' },
  content: { module: 'services/content/src/content.config.ts', schema: 'contentConfigSchema' },
  storefront: { module: 'storefront/server/config.ts', schema: 'storefrontConfigSchema' },
  admin: { module: 'admin/server/config.ts', schema: 'adminConfigSchema' },
  checkout: { module: 'deploy/checkout/src/config.ts', schema: 'checkoutEnvSchema' },
  'print-partner': { module: 'deploy/print-partner/src/config.ts', schema: 'printPartnerEnvSchema' },
};
/** The container's own variables (Chromium's home, the probe's NATS user): no process configuration reads them. */
const CONTAINER_ONLY = new Set([
  'HOME',
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  'NATS_HEALTH_USER',
  'NATS_HEALTH_PASSWORD',
]);
/** What with-identity-facts.sh exports locally, from the identity's facts file (as the compose check). */
const FROM_FACTS: Record<string, string> = {
  COGNITO_ISSUER: 'http://identity.fabelhaft.localtest.me/pool',
  COGNITO_CLIENT_ID: 'client',
  COGNITO_USER_POOL_ID: 'pool',
  COGNITO_REGION: 'eu-central-1',
  COGNITO_ENDPOINT: 'http://identity.fabelhaft.localtest.me',
  COGNITO_HOSTED_UI_URL: 'http://identity.fabelhaft.localtest.me',
  COGNITO_JWKS_URI: 'http://identity:9229/pool/.well-known/jwks.json',
};

/** The process a Deployment runs (the books workers run books). */
const processOf = (d: K8sObject) =>
  specs.find((s) => podSpec(d).containers[0]!.command!.includes(s.entry))?.name ?? d.metadata.name;

/**
 * A Deployment's environment as its pod would see it: literals, the settings ConfigMap's values, the Secrets'
 * values (production's come from the secret manager: a strong value per key stands in for each), the facts.
 */
function environmentOf(all: K8sObject[], deployment: K8sObject): Record<string, string> {
  const container = podSpec(deployment).containers[0]!;
  const env: Record<string, string> = {};
  for (const variable of container.env ?? []) {
    if (CONTAINER_ONLY.has(variable.name) || variable.name === 'IDENTITY_FACTS_FILE') continue;
    const config = variable.valueFrom?.configMapKeyRef;
    const secret = variable.valueFrom?.secretKeyRef;
    if (variable.value !== undefined) env[variable.name] = variable.value;
    else if (config) env[variable.name] = generated(all, 'ConfigMap', config.name)!.data![config.key]!;
    else if (secret?.name === 'fabelhaft-database-app')
      env[variable.name] = `postgresql://fabelhaft:${'p4'.repeat(16)}@fabelhaft-database-rw:5432/fabelhaft`;
    else if (secret) {
      // Locally the placeholder Secret (an optional key it lacks stays unset); in production the secret manager
      // holds every key, the optional integrations' too (docs/operations.md lists them).
      const local = generated(all, 'Secret', secret.name);
      const value = local ? decoded(local)[secret.key] : `${secret.key.toLowerCase()}_${'q7'.repeat(20)}`;
      if (value !== undefined) env[variable.name] = value;
    }
  }
  // The script exports all of them; a process reads those it knows (its settings name them too).
  if (container.command![0] !== 'deploy/docker/with-identity-facts.sh') return env;
  return { ...env, ...Object.fromEntries(Object.entries(FROM_FACTS).filter(([k]) => k in env)) };
}

interface Verdict {
  problems: string[];
  unknown: string[];
  localDefaults: string[];
}

/** deploy/local's check-config fixture: each process's schema loaded by path in a process of its own. */
function checkConfigs(
  jobs: { name: string; module: string; schema: string; check?: string; env: Record<string, string> }[],
): Promise<Record<string, Verdict>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(REPO_ROOT, 'deploy/local/src/test-fixtures/check-config.fixture.ts')],
      { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`check-config: ${err}`)),
    );
    child.stdin.end(JSON.stringify(jobs));
  });
}

const rendered: Partial<Record<Overlay, K8sObject[]>> = {};
const describeWithKubectl = KUBECTL ? describe : describe.skip;

if (!KUBECTL)
  it('skips the Kubernetes manifests: no kubectl on this machine (/usr/bin/kubectl renders them offline)', () => {
    console.warn('deploy/k8s not checked: kubectl is missing (install it to render the overlays).');
  });

describeWithKubectl('deploy/k8s', () => {
  beforeAll(() => {
    for (const overlay of OVERLAYS) rendered[overlay] = render(overlay);
  });
  const objects = (overlay: Overlay) => rendered[overlay]!;

  it.each(OVERLAYS)(
    'renders %s into objects that match the Kubernetes schemas (offline)',
    async (overlay) => {
      const results = await validateOffline(objects(overlay));
      expect(results).toHaveLength(objects(overlay).length);
      const invalid = results.filter(
        (r) => r.errors !== null && !(r.kind === 'Cluster' && r.errors === 'no model'),
      );
      expect(invalid).toEqual([]);
      // Everything lands in one namespace, the one KEDA's endpoint names.
      const namespaced = objects(overlay).filter((o) => o.kind !== 'Namespace');
      expect([...new Set(namespaced.map((o) => o.metadata.namespace))]).toEqual(['fabelhaft']);
    },
  );

  it('the validation catches a wrong field (it can fail)', async () => {
    const deployment = structuredClone(find(objects('production'), 'Deployment', 'bff')!);
    (deployment.spec as Record<string, unknown>).replicas = 'two';
    const scaled = structuredClone(of(objects('production'), 'ScaledObject')[0]!);
    delete (scaled.spec as { triggers: { type?: string }[] }).triggers[0]!.type;
    const results = await validateOffline([deployment, scaled]);
    expect(results.map((r) => r.errors)).toEqual([
      expect.stringMatching(/replicas/),
      expect.stringMatching(/type/),
    ]);
  });

  describe.each(OVERLAYS)('%s', (overlay) => {
    const expected = () => specs.filter((s) => overlay === 'local' || !STAND_INS.includes(s.name));

    it('has a Deployment for every process npm start runs, started the same way', () => {
      const names = of(objects(overlay), 'Deployment').map((d) => d.metadata.name);
      for (const spec of expected()) {
        expect({ process: spec.name, deployment: names.includes(spec.name) }).toEqual({
          process: spec.name,
          deployment: true,
        });
        const command = podSpec(
          find(objects(overlay), 'Deployment', spec.name)!,
        ).containers[0]!.command!.join(' ');
        expect(command).toContain(`node -r @swc-node/register ${spec.entry}`);
      }
      // No Deployment that npm start does not know, but the books workers (books' own entry).
      const known = new Set([
        ...expected().map((s) => s.name),
        'books-generation-worker',
        'books-production-worker',
      ]);
      expect(names.filter((n) => !known.has(n))).toEqual([]);
    });

    it('runs the local stand-ins only in the local overlay', () => {
      const present = STAND_INS.filter((n) => find(objects(overlay), 'Deployment', n));
      expect(present).toEqual(overlay === 'local' ? STAND_INS : []);
    });

    it('gives each process every variable npm start gives it, from values that exist', () => {
      const all = objects(overlay);
      const settings = generated(all, 'ConfigMap', 'fabelhaft-settings')!;
      expect(settings).toBeDefined();
      for (const spec of expected())
        for (const deployment of deploymentsOf(all, spec.entry)) {
          const container = podSpec(deployment).containers[0]!;
          const wrapped = container.command![0] === 'deploy/docker/with-identity-facts.sh';
          const provided = new Set([
            ...(container.env ?? []).map((e) => e.name),
            ...(wrapped ? fromFactsScript : []),
          ]);
          const missing = Object.keys(spec.env).filter((v) => !provided.has(v));
          expect({ deployment: deployment.metadata.name, missing }).toEqual({
            deployment: deployment.metadata.name,
            missing: [],
          });
          for (const variable of container.env ?? []) {
            const ref = variable.valueFrom?.configMapKeyRef;
            if (ref) {
              expect(ref.name).toBe(settings.metadata.name);
              expect({
                variable: variable.name,
                key: ref.key,
                inSettings: ref.key in settings.data!,
              }).toEqual({
                variable: variable.name,
                key: ref.key,
                inSettings: true,
              });
            }
          }
        }
    });

    it('takes every secret from a Secret object (or its ExternalSecret), never from a literal', () => {
      const all = objects(overlay);
      const secretish = /PASSWORD|SECRET|API_KEY|DATABASE_URL|INCOMING_PASS/;
      for (const deployment of of(all, 'Deployment'))
        for (const variable of podSpec(deployment).containers[0]!.env ?? []) {
          if (!secretish.test(variable.name)) continue;
          const ref = variable.valueFrom?.secretKeyRef;
          expect({ at: `${deployment.metadata.name}.${variable.name}`, fromSecret: Boolean(ref) }).toEqual({
            at: `${deployment.metadata.name}.${variable.name}`,
            fromSecret: true,
          });
          if (ref!.name === 'fabelhaft-database-app') {
            expect(ref!.key).toBe('uri');
            continue;
          }
          if (overlay === 'production') {
            const external = find(all, 'ExternalSecret', ref!.name);
            expect({ secret: ref!.name, external: Boolean(external) }).toEqual({
              secret: ref!.name,
              external: true,
            });
          } else if (!ref!.optional) {
            const secret = generated(all, 'Secret', ref!.name);
            expect({
              secret: ref!.name,
              key: ref!.key,
              present: Boolean(secret && ref!.key in secret.data!),
            }).toEqual({
              secret: ref!.name,
              key: ref!.key,
              present: true,
            });
          }
        }
    });

    it('probes every process on its health endpoint, limits its resources and runs it non-root, read-only', () => {
      for (const deployment of of(objects(overlay), 'Deployment')) {
        const spec = podSpec(deployment);
        const container = spec.containers[0]!;
        const name = deployment.metadata.name;
        expect({
          name,
          readiness: Boolean(container.readinessProbe),
          liveness: Boolean(container.livenessProbe),
        }).toEqual({ name, readiness: true, liveness: true });
        for (const probe of [container.readinessProbe!, container.livenessProbe!, container.startupProbe!]) {
          if (probe.exec) {
            // Services have no HTTP port: rpc.<service>.health on NATS (ADR 0010), asked by the probe user.
            const service = container.env!.find((e) => e.name === 'NATS_USER')!.value;
            expect(probe.exec.command).toEqual(['node', 'deploy/docker/nats-health-probe.mjs', service]);
            expect(container.env!.map((e) => e.name)).toEqual(
              expect.arrayContaining(['NATS_HEALTH_USER', 'NATS_HEALTH_PASSWORD']),
            );
          } else {
            const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
            expect({ name, port: (container.ports ?? []).some((p) => p.name === port) }).toEqual({
              name,
              port: true,
            });
          }
        }
        for (const kind of ['requests', 'limits'] as const)
          expect({
            name,
            kind,
            cpu: container.resources?.[kind]?.cpu,
            memory: container.resources?.[kind]?.memory,
          }).toEqual({
            name,
            kind,
            cpu: expect.any(String),
            memory: expect.any(String),
          });
        expect({ name, ...container.securityContext }).toMatchObject({
          name,
          readOnlyRootFilesystem: true,
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
        });
        // The namespace enforces the `restricted` Pod Security Standard.
        expect(find(objects(overlay), 'Namespace', 'fabelhaft')!.metadata.labels).toMatchObject({
          'pod-security.kubernetes.io/enforce': 'restricted',
        });
        expect(spec.securityContext).toMatchObject({
          runAsNonRoot: true,
          seccompProfile: { type: 'RuntimeDefault' },
        });
        expect(container.securityContext).toMatchObject({ capabilities: { drop: ['ALL'] } });
        // A read-only root needs a writable /tmp (Chromium, Node's own temp files).
        expect((container.volumeMounts ?? []).map((m) => m.mountPath)).toContain('/tmp');
        // ...and a PodDisruptionBudget that allows a drain.
        const pdb = of(objects(overlay), 'PodDisruptionBudget').find(
          (p) =>
            (p.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels[
              'app.kubernetes.io/name'
            ] === labelsOf(deployment)['app.kubernetes.io/name'],
        );
        expect({ name, pdb: Boolean(pdb) }).toEqual({ name, pdb: true });
        const replicas = (deployment.spec as { replicas: number }).replicas;
        const minAvailable = (pdb!.spec as { minAvailable?: number }).minAvailable;
        if (minAvailable !== undefined)
          expect({ name, drainable: minAvailable < replicas }).toEqual({ name, drainable: true });
      }
    });

    it('builds Chromium and the fonts only into the images of the processes that print or render', () => {
      for (const deployment of of(objects(overlay), 'Deployment')) {
        const image = podSpec(deployment).containers[0]!.image;
        const target = RENDERING.includes(deployment.metadata.name) ? 'render' : 'web';
        expect({ name: deployment.metadata.name, image }).toEqual({
          name: deployment.metadata.name,
          image: expect.stringMatching(new RegExp(`${target}:[^:]+$`)),
        });
        expect(image.endsWith(':latest')).toBe(false);
      }
    });

    it('signs every process in to NATS as itself, with a user of the cluster’s users.conf', () => {
      const all = objects(overlay);
      const usersConf = generated(all, 'ConfigMap', 'nats-users')!.data!['users.conf']!;
      expect(usersConf).toBe(renderNatsUsers(overlay === 'local' ? 'local' : 'base'));
      const users = [...usersConf.matchAll(/\{ user: "([^"]+)", password: \$(\w+)/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]);
      for (const [user, variable] of users) expect(variable).toBe(natsPasswordKey(user));
      const names = users.map(([u]) => u);
      expect(names).toEqual(
        expect.arrayContaining([...Object.keys(NetworkParticipants), HEALTH_PROBE_NATS_USER]),
      );
      expect(names.includes(PRINT_PARTNER_NATS_USER)).toBe(overlay === 'local');
      for (const deployment of of(all, 'Deployment')) {
        const env = podSpec(deployment).containers[0]!.env ?? [];
        const user = env.find((e) => e.name === 'NATS_USER')?.value;
        if (!user) continue;
        expect(names).toContain(user);
        expect(env.find((e) => e.name === 'NATS_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({
          name: expect.stringMatching(/^nats-users/),
          key: natsPasswordKey(user),
        });
      }
      if (overlay === 'local') {
        // The placeholder Secret has a password for every user the server's configuration names.
        const secret = decoded(generated(all, 'Secret', 'nats-users')!);
        expect(Object.keys(secret).sort()).toEqual(users.map(([, v]) => v).sort());
      }
    });

    it('runs NATS as a three-node JetStream cluster behind a headless Service', () => {
      const all = objects(overlay);
      const sts = find(all, 'StatefulSet', 'nats')!;
      const spec = sts.spec as { replicas: number; serviceName: string };
      expect(spec.replicas).toBe(3);
      const headless = find(all, 'Service', spec.serviceName)!;
      expect((headless.spec as { clusterIP: string }).clusterIP).toBe('None');
      const conf = generated(all, 'ConfigMap', 'nats-config')!.data!['nats.conf']!;
      expect(conf).toMatch(/jetstream \{/);
      // KEDA finds a consumer's leader at <server_name>.<endpoint host> when the servers advertise no URLs.
      expect(conf).toContain('server_name: $POD_NAME');
      expect(conf).toContain('no_advertise: true');
      const routes = [...conf.matchAll(/nats:\/\/(nats-\d)\.([\w-]+):6222/g)];
      expect(routes.map((r) => r[1])).toEqual(['nats-0', 'nats-1', 'nats-2']);
      expect(new Set(routes.map((r) => r[2]))).toEqual(new Set([spec.serviceName]));
      expect(conf).toContain('include ./users.conf');
      expect(podSpec(sts).containers[0]!.envFrom).toEqual([
        { secretRef: { name: expect.stringMatching(/^nats-users/) } },
      ]);
      expect(find(all, 'PodDisruptionBudget', 'nats')!.spec).toMatchObject({ maxUnavailable: 1 });
      // Only the servers reach the route port (the routes carry no credentials).
      const policy = find(all, 'NetworkPolicy', 'nats')!.spec as {
        ingress: {
          from: { podSelector?: { matchLabels?: Record<string, string> } }[];
          ports: { port: number }[];
        }[];
      };
      const toRoutes = policy.ingress.filter((rule) => rule.ports.some((p) => p.port === 6222));
      expect(toRoutes.map((rule) => rule.from)).toEqual([
        [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'nats' } } }],
      ]);
    });

    const natsServer = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(
      (p) => existsSync(p),
    );
    (natsServer ? it : it.skip)(
      'gives nats-server a configuration it accepts, with every password it names',
      () => {
        const all = objects(overlay);
        const dir = mkdtempSync(join(tmpdir(), 'k8s-nats-'));
        try {
          writeFileSync(
            join(dir, 'nats.conf'),
            generated(all, 'ConfigMap', 'nats-config')!.data!['nats.conf']!,
          );
          const users = generated(all, 'ConfigMap', 'nats-users')!.data!['users.conf']!;
          writeFileSync(join(dir, 'users.conf'), users);
          const variables = [...users.matchAll(/password: \$(\w+)/g)].map((m) => m[1]!);
          const passwords = Object.fromEntries(
            variables.map((v) => [v, `${v.toLowerCase()}-${'z5'.repeat(12)}`]),
          );
          const test = (env: Record<string, string>) =>
            spawnSync(natsServer!, ['-c', join(dir, 'nats.conf'), '-t'], {
              encoding: 'utf8',
              env: { PATH: process.env.PATH, POD_NAME: 'nats-0', ...env },
            });
          const ok = test(passwords);
          expect({ status: ok.status, output: `${ok.stdout}${ok.stderr}`.trim() }).toEqual({
            status: 0,
            output: expect.stringMatching(/is valid/),
          });
          // ...and refuses to start when the Secret lacks one (the check can fail).
          const { [variables[0]!]: _missing, ...withoutOne } = passwords;
          expect(test(withoutOne).stderr).toContain(`variable reference for '${variables[0]}'`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );

    it('scales the BFF with an HPA and the workers on their real JetStream consumers with KEDA', () => {
      const all = objects(overlay);
      const hpa = find(all, 'HorizontalPodAutoscaler', 'bff')!;
      expect((hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef).toMatchObject({
        kind: 'Deployment',
        name: 'bff',
      });
      const source = (file: string, constant: string) =>
        new RegExp(`${constant} = '([^']+)'`).exec(
          readFileSync(join(REPO_ROOT, 'services/books/src', file), 'utf8'),
        )![1];
      const consumers = {
        'books-generation-worker': [
          // ADR 0051: the generation worker consumes books.v1.PreviewRequested on the books stream itself.
          [BooksEventStream.name, source('preview/generation-worker.ts', 'GENERATION_WORKER_DURABLE')],
        ],
        'books-production-worker': [
          [BooksEventStream.name, source('production/production-worker.ts', 'PRODUCTION_WORKER_DURABLE')],
          [BooksEventStream.name, source('revision/revision-worker.ts', 'REVISION_WORKER_DURABLE')],
        ],
      };
      const headless = (find(all, 'StatefulSet', 'nats')!.spec as { serviceName: string }).serviceName;
      for (const [worker, expected] of Object.entries(consumers)) {
        const scaled = find(all, 'ScaledObject', worker)!;
        const spec = scaled.spec as {
          scaleTargetRef: { name: string };
          triggers: { type: string; metadata: Record<string, string> }[];
        };
        expect(find(all, 'Deployment', spec.scaleTargetRef.name)).toBeDefined();
        expect(spec.triggers.map((t) => [t.metadata.stream, t.metadata.consumer])).toEqual(expected);
        for (const t of spec.triggers) {
          expect(t.type).toBe('nats-jetstream');
          expect(t.metadata.account).toBe('$G');
          expect(t.metadata.natsServerMonitoringEndpoint).toBe(
            `${headless}.fabelhaft.svc.cluster.local:8222`,
          );
        }
      }
      // Each worker Deployment runs its own workers only; the books API runs none.
      const enabled = (name: string) =>
        Object.fromEntries(
          podSpec(find(all, 'Deployment', name)!)
            .containers[0]!.env!.filter((e) => /_WORKER_ENABLED$/.test(e.name))
            .map((e) => [e.name, e.value]),
        );
      expect(enabled('books')).toEqual({
        GENERATION_WORKER_ENABLED: 'false',
        PRODUCTION_WORKER_ENABLED: 'false',
        REVISION_WORKER_ENABLED: 'false',
      });
      expect(enabled('books-generation-worker')).toEqual({
        GENERATION_WORKER_ENABLED: 'true',
        PRODUCTION_WORKER_ENABLED: 'false',
        REVISION_WORKER_ENABLED: 'false',
      });
      expect(enabled('books-production-worker')).toEqual({
        GENERATION_WORKER_ENABLED: 'false',
        PRODUCTION_WORKER_ENABLED: 'true',
        REVISION_WORKER_ENABLED: 'true',
      });
    });

    it('routes the storefront, console, BFF, content and the webhooks path through Ingress to real Services', () => {
      const all = objects(overlay);
      const routes = of(all, 'Ingress').flatMap((ingress) =>
        (
          ingress.spec as {
            rules: {
              host: string;
              http: {
                paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[];
              };
            }[];
          }
        ).rules.flatMap((r) =>
          r.http.paths.map((p) => ({ host: r.host, path: p.path, ...p.backend.service })),
        ),
      );
      for (const route of routes) {
        const service = find(all, 'Service', route.name);
        const ports = (service?.spec as { ports: { name: string }[] } | undefined)?.ports ?? [];
        expect({ route, port: ports.some((p) => p.name === route.port.name) }).toEqual({ route, port: true });
        expect(route.host).not.toMatch(/\.invalid$/);
      }
      const services = routes.map((r) => `${r.name}${r.path}`);
      expect(services).toEqual(
        expect.arrayContaining(['storefront/', 'admin/', 'bff/', 'content/', 'bff/webhooks']),
      );
    });

    it('has its Postgres: CloudNativePG locally, the managed database’s URL from the secret manager in production', () => {
      const all = objects(overlay);
      const cluster = find(all, 'Cluster', 'fabelhaft-database');
      if (overlay === 'local') {
        // No model package for CloudNativePG: its required fields, checked by hand.
        expect(cluster?.apiVersion).toBe('postgresql.cnpg.io/v1');
        const spec = cluster!.spec as {
          instances: number;
          storage: { size: string };
          bootstrap: { initdb: { database: string } };
        };
        expect(Number.isInteger(spec.instances) && spec.instances >= 1).toBe(true);
        expect(spec.storage.size).toMatch(/^\d+(Mi|Gi|Ti)$/);
        expect(spec.bootstrap.initdb.database).toBe('fabelhaft');
        // CloudNativePG names its application Secret `<cluster>-app`: the one every DATABASE_URL reads.
        expect(`${cluster!.metadata.name}-app`).toBe('fabelhaft-database-app');
        // Every committed secret value is a marked placeholder.
        for (const secret of of(all, 'Secret'))
          for (const [key, value] of Object.entries(decoded(secret)))
            expect({ key, placeholder: /PLACEHOLDER/i.test(value) }).toEqual({ key, placeholder: true });
      } else {
        expect(cluster).toBeUndefined();
        expect(of(all, 'Secret')).toEqual([]);
        const database = find(all, 'ExternalSecret', 'fabelhaft-database-app')!;
        expect((database.spec as { data: { secretKey: string }[] }).data.map((d) => d.secretKey)).toEqual([
          'uri',
        ]);
        for (const external of of(all, 'ExternalSecret')) {
          const store = (external.spec as { secretStoreRef: { name: string; kind: string } }).secretStoreRef;
          expect(find(all, store.kind, store.name)).toBeDefined();
        }
      }
    });
  });

  it.each(OVERLAYS)(
    'starts every process of %s with what its own configuration requires, outside local development',
    async (overlay) => {
      const verdicts = await checkConfigs(
        of(objects(overlay), 'Deployment')
          .filter((d) => SCHEMAS[processOf(d)])
          .map((d) => ({
            name: d.metadata.name,
            ...SCHEMAS[processOf(d)]!,
            env: environmentOf(objects(overlay), d),
          })),
      );
      // All but the identity (its own loader) and the mail catcher (maildev's environment).
      const unchecked = of(objects(overlay), 'Deployment')
        .map((d) => d.metadata.name)
        .filter((name) => !verdicts[name]);
      expect(unchecked).toEqual(overlay === 'local' ? ['identity', 'mail'] : []);
      for (const [name, verdict] of Object.entries(verdicts))
        expect({ name, ...verdict }).toEqual({ name, problems: [], unknown: [], localDefaults: [] });
    },
  );

  it('would catch a setting the manifests leave out (the configuration check can fail)', async () => {
    const all = objects('production');
    const env = environmentOf(all, find(all, 'Deployment', 'notifications')!);
    delete env.SMTP_HOST;
    const verdicts = await checkConfigs([{ name: 'notifications', ...SCHEMAS.notifications!, env }]);
    expect(verdicts.notifications!.problems).not.toEqual([]);
  });

  it('keeps the committed NATS users files as the contracts render them (npm run k8s:nats-users)', () => {
    for (const [overlay, file] of Object.entries(NATS_USERS_FILES))
      expect(readFileSync(join(REPO_ROOT, file), 'utf8')).toBe(renderNatsUsers(overlay as 'base' | 'local'));
    // The probe may ask health only; the operator has no limits and is given to no process.
    const probe = natsUsers('base')[HEALTH_PROBE_NATS_USER]!;
    expect(probe.publish.every((s) => /^rpc\.[a-z]+\.health$/.test(s))).toBe(true);
    expect(natsUsers('base')[OPERATOR_NATS_USER]).toBeUndefined();
    for (const overlay of OVERLAYS)
      for (const deployment of of(rendered[overlay]!, 'Deployment'))
        expect(podSpec(deployment).containers[0]!.env?.find((e) => e.name === 'NATS_USER')?.value).not.toBe(
          OPERATOR_NATS_USER,
        );
  });
});

/**
 * The `kurrentdb` overlay (issue #29, ADR 0046): the local overlay plus one KurrentDB node, with the services that
 * can keep their events there (limits, so far) pointed at it; nothing else differs from `local`.
 */
describeWithKubectl('deploy/k8s/overlays/kurrentdb', () => {
  let kurrent: K8sObject[];
  let local: K8sObject[];
  beforeAll(() => {
    kurrent = render('kurrentdb' as Overlay);
    local = rendered.local ?? render('local');
  });

  it('renders valid objects in one namespace: the local overlay’s plus a KurrentDB StatefulSet and Service', async () => {
    const results = await validateOffline(kurrent);
    const invalid = results.filter(
      (r) => r.errors !== null && !(r.kind === 'Cluster' && r.errors === 'no model'),
    );
    expect(invalid).toEqual([]);
    expect([
      ...new Set(kurrent.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace)),
    ]).toEqual(['fabelhaft']);
    const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
    const added = kurrent.map(key).filter((k) => !local.map(key).includes(k));
    expect(added.sort()).toEqual(['Service/kurrentdb', 'StatefulSet/kurrentdb']);
    const port = (find(kurrent, 'Service', 'kurrentdb')!.spec as { ports: { port: number }[] }).ports[0]!
      .port;
    expect(port).toBe(2113);
  });

  it('points every process of an event-sourced service at it, which each configuration accepts; the rest are as in local', async () => {
    // Which service a Deployment runs is its command's entry point (books runs as three Deployments).
    const onKurrent = of(kurrent, 'Deployment').filter((d) =>
      ['limits', 'books', 'orders', 'refinement', 'fulfilment', 'tracking'].includes(processOf(d)),
    );
    expect(onKurrent.map((d) => d.metadata.name).sort()).toEqual(
      [
        'books',
        'books-generation-worker',
        'books-production-worker',
        'fulfilment',
        'limits',
        'orders',
        'refinement',
        'tracking',
      ].sort(),
    );
    const verdicts = await checkConfigs(
      onKurrent.map((d) => {
        const env = environmentOf(kurrent, d);
        expect({
          name: d.metadata.name,
          EVENT_STORE: env.EVENT_STORE,
          KURRENTDB_URL: env.KURRENTDB_URL,
        }).toEqual({
          name: d.metadata.name,
          EVENT_STORE: 'kurrentdb',
          KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
        });
        expect(environmentOf(local, find(local, 'Deployment', d.metadata.name)!).EVENT_STORE).toBeUndefined();
        return { name: d.metadata.name, ...SCHEMAS[processOf(d)]!, env };
      }),
    );
    for (const d of onKurrent)
      expect({ name: d.metadata.name, ...verdicts[d.metadata.name] }).toEqual({
        name: d.metadata.name,
        problems: [],
        unknown: [],
        localDefaults: [],
      });
    // Nothing else differs from local: the other Deployments, and everything but these two variables.
    for (const deployment of of(kurrent, 'Deployment')) {
      const inLocal = find(local, 'Deployment', deployment.metadata.name)!;
      if (!onKurrent.includes(deployment)) expect(deployment).toEqual(inLocal);
      else {
        const stripped = structuredClone(deployment);
        const container = podSpec(stripped).containers[0]!;
        container.env = container.env?.filter((e) => e.name !== 'EVENT_STORE' && e.name !== 'KURRENTDB_URL');
        expect(stripped).toEqual(inLocal);
      }
    }
  });
});

describe('deploy/docker/Dockerfile', () => {
  const dockerfile = readFileSync(join(REPO_ROOT, 'deploy/docker/Dockerfile'), 'utf8');
  const stages = Object.fromEntries(
    dockerfile
      .split(/^(?=FROM )/m)
      .filter((s) => s.startsWith('FROM '))
      .map((s) => [/^FROM \S+ AS (\S+)/.exec(s)![1]!, s]),
  );

  it('installs from the lock file and runs the web and render targets as non-root', () => {
    expect(stages.build).toMatch(/\bnpm ci\b/);
    expect(dockerfile).not.toMatch(/npm install (?!--global npm@)/);
    for (const target of ['web', 'render']) expect(stages[target]).toMatch(/^USER node$/m);
  });

  it('puts Chromium and the fonts into the render target only', () => {
    expect(stages.render).toMatch(/\bchromium\b/);
    expect(stages.render).toMatch(/fonts-noto-cjk/);
    for (const target of ['build', 'runtime', 'web']) expect(stages[target]).not.toMatch(/chromium|fonts-/);
    // Without --target (docker-compose.yml) the last stage is built: the one that runs every process.
    expect(Object.keys(stages).at(-1)).toBe('render');
  });
});
