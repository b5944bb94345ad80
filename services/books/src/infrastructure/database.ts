import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { bookEventCatalog } from '../domain/book.events';
import { BOOKS_SCHEMA } from '../books.config';
import {
  bookProjection,
  booksMigration,
  booksProductionMigration,
  booksReservationMigration,
  booksRevisionMigration,
  booksApprovalMigration,
  booksLikenessMigration,
  booksListeningMigration,
} from '../read-model/book.projection';

/** Every read model this service keeps inline with its events. */
export const booksProjections = [bookProjection];

/** The books schema: its tables and the read models kept in the events' transaction. */
export const booksDatabase: ServiceDatabase = {
  schema: BOOKS_SCHEMA,
  migrations: [
    booksMigration,
    booksReservationMigration,
    booksProductionMigration,
    booksRevisionMigration,
    booksApprovalMigration,
    booksLikenessMigration,
    booksListeningMigration,
  ],
  projections: booksProjections,
  codec: new EventCodec(bookEventCatalog),
};
