import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { refinementSessionEventCatalog } from '../domain/refinement-session.events';
import { REFINEMENT_SCHEMA } from '../refinement.config';
import {
  pendingConfirmationsMigration,
  pendingConfirmationsProjection,
} from '../read-model/pending-confirmations.projection';
import { refinementSessionProjection, sessionsMigration } from '../read-model/refinement-session.projection';

/** Every read model this service keeps inline with its events. */
export const refinementProjections = [refinementSessionProjection, pendingConfirmationsProjection];

/** The refinement schema: its tables and the read models kept in the events' transaction. */
export const refinementDatabase: ServiceDatabase = {
  schema: REFINEMENT_SCHEMA,
  migrations: [sessionsMigration, pendingConfirmationsMigration],
  projections: refinementProjections,
  codec: new EventCodec(refinementSessionEventCatalog),
};
