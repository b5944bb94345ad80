import { createTestDatabase, eventually, type TestDatabase } from '@fabelhaft/testing';
import { createPool } from './postgres';

describe('createPool', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('kitpool');
  });
  afterAll(() => db.drop());

  it('reports an idle connection that Postgres ended and goes on serving queries', async () => {
    const errors: Error[] = [];
    const pool = createPool({
      connectionString: db.url,
      name: 'kit-pool-test',
      onError: (e) => errors.push(e),
    });
    try {
      await Promise.all([pool.query('select 1'), pool.query('select 2')]);
      expect(pool.idleCount).toBeGreaterThan(0);
      await db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kit-pool-test'`,
      );
      await eventually(() => expect(errors).toContainEqual(expect.objectContaining({ code: '57P01' })));
      const { rows } = await pool.query<{ n: number }>('select 42 as n');
      expect(rows[0]!.n).toBe(42);
    } finally {
      await pool.end();
    }
  });

  it('cancels a statement that runs past the statement timeout', async () => {
    const pool = createPool({
      connectionString: db.url,
      name: 'kit-pool-timeout',
      statementTimeoutMs: 200,
      onError: () => undefined,
    });
    try {
      await expect(pool.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await pool.end();
    }
  });
});
