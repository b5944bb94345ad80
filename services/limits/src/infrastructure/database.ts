import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { limitRequestEventCatalog } from '../domain/limit-request.events';
import { quotaAccountEventCatalog } from '../domain/quota-account.events';
import { LIMITS_SCHEMA } from '../limits.config';
import { limitRequestsMigration, limitRequestsProjection } from '../read-model/limit-requests.projection';
import {
  quotaAccountProjection,
  quotaAccountsCreatedAtMigration,
  quotaAccountsMigration,
  quotaAccountsOwnerIdMigration,
} from '../read-model/quota-account.projection';

/** Every read model this service keeps inline with its events. */
export const limitsProjections = [quotaAccountProjection, limitRequestsProjection];

/** The limits schema: its tables and the read models kept in the events' transaction. */
export const limitsDatabase: ServiceDatabase = {
  schema: LIMITS_SCHEMA,
  migrations: [
    quotaAccountsMigration,
    quotaAccountsOwnerIdMigration,
    quotaAccountsCreatedAtMigration,
    limitRequestsMigration,
  ],
  projections: limitsProjections,
  // Both aggregates share the service's store; their event type names are distinct.
  codec: new EventCodec({ ...quotaAccountEventCatalog, ...limitRequestEventCatalog }),
};
