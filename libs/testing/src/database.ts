import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { databaseUrl } from '@fabelhaft/local-infra';

export interface TestDatabase {
  name: string;
  url: string;
  pool: Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

export function testPostgresServerUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
}

/** A throwaway database for one test file, so parallel files and runs never collide. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const server = testPostgresServerUrl();
  const name = `t_${label
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(0, 20)}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl(server, 'postgres') });
  admin.on('error', () => undefined); // a failure reaches the awaiting query; the event must not crash the run
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(server, name);
  const pool = new Pool({ connectionString: url, max: 20 });
  // The forced drop below ends idle connections; that is expected, not an error for the test.
  pool.on('error', () => undefined);
  return {
    name,
    url,
    pool,
    async drop() {
      // A client a failed test never released would keep pool.end() waiting: force the drop, then stop waiting.
      const c = new Client({ connectionString: databaseUrl(server, 'postgres') });
      c.on('error', () => undefined);
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await Promise.race([
        pool.end().catch(() => undefined),
        new Promise((r) => setTimeout(r, 1000).unref()),
      ]);
    },
  };
}
