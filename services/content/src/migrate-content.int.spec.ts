import { createTestDatabase, type TestDatabase } from '@fabelhaft/testing';
import { CONTENT_MIGRATION_LOCK, migrateContent } from './data-source';

/**
 * issue #27: several content pods starting at once on an empty database. TypeORM's runner takes no lock; the
 * migrations run under a session advisory lock, so exactly one start applies them and the others find them done.
 */
describe('content migrations, several instances at once', () => {
  let db: TestDatabase;

  beforeEach(async () => {
    db = await createTestDatabase('contentmig');
  });
  afterEach(async () => {
    await db?.drop();
  });

  const all = ['CreateContent1764201600000', 'PostCoverFacts1764892800000'];

  it('applies every migration exactly once when four instances start together on an empty database', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => migrateContent(db.url)));
    // One run applied them all, in order; the others applied nothing (and none failed).
    expect(runs.filter((r) => r.length > 0)).toEqual([all]);
    expect(runs.filter((r) => r.length === 0)).toHaveLength(3);
    const { rows } = await db.pool.query<{ name: string }>('select name from content.migrations order by id');
    expect(rows.map((r) => r.name)).toEqual(all);
    // The tables are there, and a later start has nothing to do.
    expect((await db.pool.query(`select to_regclass('content.blog_posts') as t`)).rows[0].t).toBe(
      'content.blog_posts',
    );
    expect(await migrateContent(db.url)).toEqual([]);
  });

  it('waits while another session holds the migration lock, then migrates', async () => {
    const holder = await db.pool.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', [CONTENT_MIGRATION_LOCK]);
      let finished = false;
      const run = migrateContent(db.url).then((r) => {
        finished = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 1500));
      expect(finished).toBe(false);
      expect((await db.pool.query(`select to_regclass('content.migrations') as t`)).rows[0].t).toBeNull();
      await holder.query('select pg_advisory_unlock(hashtext($1))', [CONTENT_MIGRATION_LOCK]);
      expect(await run).toEqual(all);
    } finally {
      holder.release();
    }
  });
});
