import { Pool } from 'pg';
import { migrate, PostgresEventStore } from '@fabelhaft/eventsourcing';
import { BOOKS_SCHEMA } from '../books.config';
import {
  bookProjection,
  booksMigration,
  booksProductionMigration,
  booksReservationMigration,
} from '../queries/get-book/book.projection';

/** Every read model this service keeps inline with its events. */
export const booksProjections = [bookProjection];

export async function openBooksDatabase(
  databaseUrl: string,
): Promise<{ pool: Pool; store: PostgresEventStore }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  await migrate(pool, BOOKS_SCHEMA, [booksMigration, booksReservationMigration, booksProductionMigration]);
  return { pool, store: new PostgresEventStore(pool, BOOKS_SCHEMA, booksProjections) };
}
