import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { quotaAccountEventCatalog } from '../domain/quota-account.events';
import { LIMITS_SCHEMA } from '../limits.config';
import {
  quotaAccountProjection,
  quotaAccountsMigration,
  quotaAccountsOwnerIdMigration,
} from '../read-model/quota-account.projection';

/** Every read model this service keeps inline with its events. */
export const limitsProjections = [quotaAccountProjection];

/** The limits schema: its tables and the read models kept in the events' transaction. */
export const limitsDatabase: ServiceDatabase = {
  schema: LIMITS_SCHEMA,
  migrations: [quotaAccountsMigration, quotaAccountsOwnerIdMigration],
  projections: limitsProjections,
  codec: new EventCodec(quotaAccountEventCatalog),
};
