import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CreateContent1764201600000 } from './migrations/1764201600000-create-content';
import { PostCoverFacts1764892800000 } from './migrations/1764892800000-post-cover-facts';
import { BlogPost } from './posts/blog-post.entity';
import { PostAudit } from './posts/post-audit.entity';

export const CONTENT_SCHEMA = 'content';

/**
 * TypeORM's options for the content schema (ADR 0001 keeps TypeORM for plain CRUD such as this, ADR 0032):
 * explicit migrations (never `synchronize`), their own table `content.migrations`, a pool that survives a
 * connection Postgres ends and a statement timeout like every other service's.
 */
export function contentDataSourceOptions(
  url: string,
  onPoolError: (err: unknown) => void = () => undefined,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema: CONTENT_SCHEMA,
    entities: [BlogPost, PostAudit],
    migrations: [CreateContent1764201600000, PostCoverFacts1764892800000],
    migrationsTableName: 'migrations',
    // Not on initialize: TypeORM's runner takes no lock, so `migrateContent` runs them under one before the app
    // starts (issue #27, several instances on an empty database).
    migrationsRun: false,
    synchronize: false,
    logging: false,
    poolErrorHandler: onPoolError,
    extra: { max: 10, statement_timeout: 15_000, connectionTimeoutMillis: 5_000 },
  };
}

/** The session advisory lock the content service's migrations run under (the other services': `migrate`). */
export const CONTENT_MIGRATION_LOCK = `fabelhaft-migrate:${CONTENT_SCHEMA}`;

/**
 * Creates the schema (TypeORM keeps its migrations table inside it) and runs the pending migrations, one
 * instance at a time (issue #27): TypeORM's migration runner takes no lock, so two pods starting on an empty
 * database would both create `content.migrations` and both run the first migration. A Postgres session
 * advisory lock, held on a connection of its own for the whole run, lets one migrate while the others wait and
 * then find nothing left to do. Returns the names of the migrations this call applied.
 */
export async function migrateContent(url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  lock.on('error', () => undefined); // a failure reaches the awaiting query
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [CONTENT_MIGRATION_LOCK]);
    await lock.query(`create schema if not exists ${CONTENT_SCHEMA}`);
    const db = await new DataSource({ ...contentDataSourceOptions(url), extra: { max: 1 } }).initialize();
    try {
      return (await db.runMigrations({ transaction: 'all' })).map((m) => m.name);
    } finally {
      await db.destroy();
    }
  } finally {
    // Ending the session releases the lock (also when the run failed).
    await lock.end();
  }
}

/** A data source outside Nest (scripts, tests). */
export async function openContentDataSource(url: string): Promise<DataSource> {
  await migrateContent(url);
  return new DataSource(contentDataSourceOptions(url)).initialize();
}
