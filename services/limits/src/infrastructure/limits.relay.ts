import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { LimitsEvents } from '@fabelhaft/contracts';
import { JetStreamRelay, type IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
import { upcast } from '../domain/quota-account.upcast';
import { LIMITS_SCHEMA } from '../limits.config';

/** The limits stream on JetStream: every integration event this service publishes. */
export const LIMITS_EVENTS_STREAM = 'EVT_LIMITS';

/** Stored events are private; only grants are announced (versioned), e.g. to tell the customer. */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = upcast(recorded);
  const ownerId = recorded.streamId.replace(/^quota-account-/, '');
  switch (event.type) {
    case 'PreviewsGranted':
      return {
        subject: LimitsEvents.previewsGrantedV1.subject,
        type: LimitsEvents.previewsGrantedV1.type,
        data: { ownerId, grantId: event.data.grantId, count: event.data.count },
      };
    case 'EditsGranted':
      return {
        subject: LimitsEvents.editsGrantedV1.subject,
        type: LimitsEvents.editsGrantedV1.type,
        data: { ownerId, grantId: event.data.grantId, count: event.data.count },
      };
    default:
      return null;
  }
};

/** The service's relay: every stored event the mapper announces goes to the `EVT_LIMITS` stream. */
export function limitsRelay(
  pool: Pool,
  nc: NatsConnection,
  subjects: Subjects,
  databaseUrl: string,
  logger: Logger,
): JetStreamRelay {
  return new JetStreamRelay(pool, nc, {
    schema: LIMITS_SCHEMA,
    subjects,
    stream: { name: LIMITS_EVENTS_STREAM, subjects: 'evt.limits.>' },
    map: mapToIntegrationEvent,
    listenUrl: databaseUrl,
    onError: (err) => logger.error({ err }, 'relay batch failed; will retry'),
  });
}
