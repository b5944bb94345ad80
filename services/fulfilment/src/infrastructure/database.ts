import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { printJobEventCatalog } from '../domain/print-job.events';
import { FULFILMENT_SCHEMA } from '../fulfilment.config';
import {
  paidItemsMigration,
  printJobProjection,
  printJobsMigration,
  refundedItemsMigration,
} from '../read-model/print-job.projection';

/** The fulfilment schema: its tables and the read model kept in the events' transaction. */
export const fulfilmentDatabase: ServiceDatabase = {
  schema: FULFILMENT_SCHEMA,
  migrations: [printJobsMigration, paidItemsMigration, refundedItemsMigration],
  projections: [printJobProjection],
  codec: new EventCodec(printJobEventCatalog),
};
