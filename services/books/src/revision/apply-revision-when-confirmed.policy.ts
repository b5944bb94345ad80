import { RefinementEvents } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksDeps } from '../books.deps';
import { applyConfirmedRevision } from './apply-confirmed-revision';

export const REVISION_POLICY_DURABLE = 'books-revision-policy';

/**
 * `refinement.v1.RevisionConfirmed` → `BookRevisionApplied` (or a recorded refusal), in the transaction that
 * records the message as handled (issue #14): a confirmation delivered twice, or published twice, applies one
 * revision. A confirmation for a book its owner does not have fails every delivery and is dead-lettered.
 */
export const applyRevisionWhenConfirmed = definePolicy<BooksDeps>({
  name: REVISION_POLICY_DURABLE,
  stream: RefinementEvents.revisionConfirmedV1.stream,
  filterSubject: RefinementEvents.revisionConfirmedV1.subject,
  handle: async (envelope, { books, tx }) => {
    const confirmed = RefinementEvents.revisionConfirmedV1.data.parse(envelope.data);
    await applyConfirmedRevision(
      books,
      confirmed,
      // The parent confirmed it: support's history shows the customer as the one who asked.
      {
        correlationId: envelope.correlationId ?? envelope.id,
        causationId: envelope.id,
        userId: confirmed.ownerId,
      },
      tx,
    );
  },
});
