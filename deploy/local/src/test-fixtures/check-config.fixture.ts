// Checks environments against processes' own configuration schemas, in a process of its own: deploy/local may not
// import a service (Nx module boundaries), so the schemas are loaded here by path. Input (stdin, JSON): a list of
// { name, module, schema, check?, env }; output (stdout, JSON): per name the problems loadConfig (and the optional
// extra check, e.g. notifications' productionMailProblems, and the storage check of ADR 0047) finds, the variables the schema does not know, and the
// settings left to a default that points at this machine (a loopback host or a .local data dir). No values of the
// environment are printed, only names and the defaults' own values.
import { resolve } from 'node:path';
import {
  ConfigError,
  loadConfig,
  runMode,
  storageConfigProblems,
  type RunMode,
  type StorageConfig,
} from '@fabelhaft/service-kit';
import type { z } from 'zod';

interface Job {
  name: string;
  module: string;
  schema: string;
  check?: string;
  env: Record<string, string>;
}

/** Variables a process gets that its schema does not read: the run mode, Node's and glibc's own. */
const NOT_IN_SCHEMAS = new Set(['FABELHAFT_ENV', 'NODE_ENV', 'MALLOC_ARENA_MAX']);
const MACHINE_LOCAL = /(^|[/@])(localhost|127\.\d+\.\d+\.\d+)([:/]|$)|(^|\/)\.local(\/|$)/;

function check(job: Job) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- by path, see above
  const loaded = require(resolve(__dirname, '../../../..', job.module)) as Record<string, unknown>;
  const schema = loaded[job.schema] as z.ZodObject | undefined;
  if (!schema)
    return { problems: [`${job.module} exports no ${job.schema}`], unknown: [], localDefaults: [] };
  const keys = Object.keys(schema.shape);
  const unknown = Object.keys(job.env).filter((k) => !keys.includes(k) && !NOT_IN_SCHEMAS.has(k));
  const problems: string[] = [];
  const localDefaults: string[] = [];
  try {
    const config = loadConfig(schema, job.env) as Record<string, unknown>;
    // ADR 0047: every process that stores files refuses S3 without a bucket and, outside local development, .local.
    if ('STORAGE_DRIVER' in schema.shape)
      problems.push(...storageConfigProblems(config as unknown as StorageConfig, runMode(job.env)));
    if (job.check) {
      const extra = loaded[job.check] as (c: unknown, mode: RunMode) => string[];
      problems.push(...extra(config, runMode(job.env)));
    }
    for (const key of keys) {
      if (job.env[key]) continue;
      const value = config[key];
      if (typeof value === 'string' && MACHINE_LOCAL.test(value)) localDefaults.push(`${key}=${value}`);
    }
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
  }
  return { problems, unknown, localDefaults };
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => {
  const jobs = JSON.parse(input) as Job[];
  process.stdout.write(JSON.stringify(Object.fromEntries(jobs.map((job) => [job.name, check(job)]))));
});
