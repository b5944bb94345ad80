import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNats, ensurePostgres, type NatsHandle, type PostgresHandle } from '@fabelhaft/local-infra';
import { removeStaleSharedStacks } from './shared-stack';

declare global {
  var __fabelhaftInfra: { pg: PostgresHandle; nats: NatsHandle } | undefined;
}

const root = join(__dirname, '../../..');

/**
 * Runs once per jest run: uses the Postgres and NATS of this machine when they answer, otherwise starts
 * embedded ones under .local/test-*. Test files then create their own database and subject prefix.
 */
export default async function globalSetup(): Promise<void> {
  const log = (line: string) => process.stderr.write(`[test infra] ${line}\n`);
  const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  const pg = await ensurePostgres({ serverUrl, dataDir: join(root, '.local/test-pg'), log });
  const nats = await ensureNats({ url: natsUrl, dataDir: join(root, '.local/test-nats'), log });
  // Workers start after this and inherit the environment.
  process.env.TEST_POSTGRES_URL = pg.serverUrl;
  process.env.TEST_NATS_URL = nats.url;
  // The run's shared stacks (ADR 0037) are registered under this process and stop with it.
  process.env.FABELHAFT_TEST_RUN_PID = String(process.pid);
  await removeStaleSharedStacks();
  globalThis.__fabelhaftInfra = { pg, nats };
  buildOnce('storefront', log);
  buildOnce('admin', log);
}

/**
 * The browser tests' stacks serve the storefront's and the console's production builds; building them here,
 * once (seconds each), keeps parallel test files from rebuilding a dist folder another stack is serving from.
 */
function buildOnce(app: 'storefront' | 'admin', log: (line: string) => void): void {
  const dir = join(root, app);
  if (!existsSync(join(dir, 'vite.config.mts')) && !existsSync(join(dir, 'vite.config.ts'))) return;
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (r.status !== 0) log(`${app} build failed; its browser tests will fail:\n${r.stdout}\n${r.stderr}`);
}
