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
    migrationsRun: true,
    synchronize: false,
    logging: false,
    poolErrorHandler: onPoolError,
    extra: { max: 10, statement_timeout: 15_000, connectionTimeoutMillis: 5_000 },
  };
}

/** TypeORM creates its migrations table inside the schema, so the schema must be there first. */
export async function ensureContentSchema(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`create schema if not exists ${CONTENT_SCHEMA}`);
  } catch (e) {
    // Two instances starting at once: the other one created it.
    if ((e as { code?: string }).code !== '23505' && (e as { code?: string }).code !== '42P06') throw e;
  } finally {
    await client.end();
  }
}

/** A data source outside Nest (scripts, tests). */
export async function openContentDataSource(url: string): Promise<DataSource> {
  await ensureContentSchema(url);
  return new DataSource(contentDataSourceOptions(url)).initialize();
}
