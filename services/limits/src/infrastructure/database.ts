import { Pool } from 'pg';
import { migrate, PostgresEventStore } from '@fabelhaft/eventsourcing';
import { LIMITS_SCHEMA } from '../limits.config';
import {
  quotaAccountProjection,
  quotaAccountsMigration,
  quotaAccountsOwnerIdMigration,
} from '../queries/get-limits/quota-account.projection';

/** Every read model this service keeps inline with its events. */
export const limitsProjections = [quotaAccountProjection];

export async function openLimitsDatabase(
  databaseUrl: string,
): Promise<{ pool: Pool; store: PostgresEventStore }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  await migrate(pool, LIMITS_SCHEMA, [quotaAccountsMigration, quotaAccountsOwnerIdMigration]);
  return { pool, store: new PostgresEventStore(pool, LIMITS_SCHEMA, limitsProjections) };
}
