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
      // Two connections at once, so both stay idle in the pool.
      const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
      a.release();
      b.release();
      expect(pool.idleCount).toBe(2);
      const killed = await db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kit-pool-test'`,
      );
      expect(killed.rowCount).toBe(2);
      // Each ended idle connection is reported and dropped from the pool; none reaches a caller.
      await eventually(() => {
        expect(errors).toEqual([
          expect.objectContaining({ code: '57P01' }),
          expect.objectContaining({ code: '57P01' }),
        ]);
        expect(pool.totalCount).toBe(0);
      });
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
