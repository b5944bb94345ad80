import { RefinementEvents, RefinementEventStream } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { RefinementSessionEvent } from '../domain/refinement-session';

/** The refinement stream on JetStream (declared in libs/contracts). */
export const REFINEMENT_EVENTS_STREAM = RefinementEventStream.name;

/**
 * Stored events stay private; books hears only the confirmed revision (versioned), with the changes it applies.
 * The message id is the stored event's id, so JetStream drops a second publish of it.
 */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as RefinementSessionEvent;
  if (event.type !== 'RevisionConfirmed') return null;
  const { revisionId, bookId, ownerId, changes, notes, at } = event.data;
  const c = RefinementEvents.revisionConfirmedV1;
  return {
    subject: c.subject,
    type: c.type,
    data: {
      sessionId: recorded.streamId.replace(/^refinement-session-/, ''),
      bookId,
      ownerId,
      revisionId,
      changes,
      notes,
      confirmedAt: at,
    },
  };
};
