import { LimitsEvents, LimitsEventStream } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { QuotaAccountEvent } from '../domain/quota-account';
import type { LimitRequestEvent } from '../domain/limit-request';

/** The limits stream on JetStream (declared in libs/contracts): every integration event this service publishes. */
export const LIMITS_EVENTS_STREAM = LimitsEventStream.name;

/**
 * Stored events are private; only grants are announced (versioned), e.g. to tell the customer, with the new
 * limit as the contract requires. A grant stored before issue #13 has no limit (null): it was announced then.
 */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  if (!recorded.streamId.startsWith('quota-account-')) return null;
  const event = { type: recorded.type, data: recorded.data } as QuotaAccountEvent | LimitRequestEvent;
  const ownerId = recorded.streamId.replace(/^quota-account-/, '');
  switch (event.type) {
    case 'PreviewsGranted':
      if (event.data.previewLimit === null) return null;
      return {
        subject: LimitsEvents.previewsGrantedV1.subject,
        type: LimitsEvents.previewsGrantedV1.type,
        data: {
          ownerId,
          grantId: event.data.grantId,
          count: event.data.count,
          previewLimit: event.data.previewLimit,
        },
      };
    case 'EditsGranted':
      if (event.data.editLimit === null) return null;
      return {
        subject: LimitsEvents.editsGrantedV1.subject,
        type: LimitsEvents.editsGrantedV1.type,
        data: {
          ownerId,
          grantId: event.data.grantId,
          count: event.data.count,
          editLimit: event.data.editLimit,
        },
      };
    default:
      return null;
  }
};
