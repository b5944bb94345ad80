import { LimitsEvents, LimitsEventStream } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { QuotaAccountEvent } from '../domain/quota-account';

/** The limits stream on JetStream (declared in libs/contracts): every integration event this service publishes. */
export const LIMITS_EVENTS_STREAM = LimitsEventStream.name;

/** Stored events are private; only grants are announced (versioned), e.g. to tell the customer. */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as QuotaAccountEvent;
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
