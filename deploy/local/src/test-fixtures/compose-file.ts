// docker-compose.yml as its tests read it (no Docker engine here): the parsed services, the variables they refer
// to, and their environment as `docker compose` would pass it with a given `.env`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  COMPOSE_LOCAL_SETTINGS,
  composeReferences,
  composeSecrets,
  interpolateCompose,
  type ComposeReference,
} from '../compose-config';
import { generateSecrets } from '../local-secrets';
import { REPO_ROOT } from '../processes';

export interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  /** issue #27: `replicas` of a service that runs as several instances. */
  deploy?: { replicas?: number };
  depends_on?: string[] | Record<string, { condition?: string; required?: boolean }>;
}

export const composeText = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
export const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };

/** docker-compose.kurrentdb.yml (issue #29, ADR 0046): layered on the file above for the `kurrentdb` profile. */
export const composeKurrentDbText = readFileSync(join(REPO_ROOT, 'docker-compose.kurrentdb.yml'), 'utf8');
export const composeKurrentDb = parse(composeKurrentDbText, { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** The services that keep events (ADR 0046): the ones the KurrentDB override points at KurrentDB. */
export const EVENT_SOURCED_SERVICES = ['limits', 'books', 'orders', 'refinement', 'fulfilment', 'tracking'];

/** Every `${…}` in a service's environment, with where it stands. */
export const composeVariableReferences: {
  service: string;
  variable: string;
  reference: ComposeReference;
  value: string;
}[] = Object.entries(compose.services).flatMap(([service, s]) =>
  Object.entries(s.environment ?? {}).flatMap(([variable, value]) =>
    composeReferences(String(value)).map((reference) => ({
      service,
      variable,
      reference,
      value: String(value),
    })),
  ),
);

/** The `.env` of one machine: what `npm run compose:config` writes, plus the operator's storefront address. */
export const localComposeEnv = (): Record<string, string> => ({
  ...COMPOSE_LOCAL_SETTINGS,
  ...composeSecrets(generateSecrets()),
  STOREFRONT_BASE_URL: 'https://fabelhaft.example',
});

/**
 * A service's environment as compose would pass it with `env`, and the required variables `env` lacks; with
 * `files: 'kurrentdb'` as `-f docker-compose.yml -f docker-compose.kurrentdb.yml` would (compose merges a service's
 * environment by variable, the later file winning).
 */
export function resolvedService(
  name: string,
  env: Record<string, string>,
  files: 'default' | 'kurrentdb' = 'default',
) {
  const missing: string[] = [];
  const declared = {
    ...compose.services[name]?.environment,
    ...(files === 'kurrentdb' ? composeKurrentDb.services[name]?.environment : {}),
  };
  const environment = Object.fromEntries(
    Object.entries(declared).map(([variable, value]) => {
      const r = interpolateCompose(String(value), env);
      missing.push(...r.missing);
      return [variable, r.value];
    }),
  );
  return { environment, missing };
}
