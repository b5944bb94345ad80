import { BooksEvents, BooksEventStream, type IntegrationEnvelope } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { sessionIdOfRevision } from '../domain/refinement-session';
import { editToReturn, type RevisionCommand } from '../domain/session-revision.decide';
import type { RefinementPolicyDeps } from '../refinement.policies';

export const REVISIONS_DURABLE = 'refinement-revisions';

type RevisionNews = Extract<
  RevisionCommand,
  { type: 'RecordRevisionStarted' | 'RecordRevisionCompleted' | 'RecordRevisionFailed' }
>;

/** The books service's news about a revision, as the session's command. */
function commandOf(envelope: IntegrationEnvelope): RevisionNews | null {
  switch (envelope.type) {
    case BooksEvents.revisionStartedV1.type: {
      const d = BooksEvents.revisionStartedV1.data.parse(envelope.data);
      return { type: 'RecordRevisionStarted', revisionId: d.revisionId, revision: d.revision };
    }
    case BooksEvents.revisionProducedV1.type: {
      const d = BooksEvents.revisionProducedV1.data.parse(envelope.data);
      return {
        type: 'RecordRevisionCompleted',
        revisionId: d.revisionId,
        revision: d.revision,
        pages: d.pages,
      };
    }
    case BooksEvents.revisionFailedV1.type: {
      const d = BooksEvents.revisionFailedV1.data.parse(envelope.data);
      return { type: 'RecordRevisionFailed', revisionId: d.revisionId, reason: d.reason };
    }
    default:
      return null;
  }
}

/**
 * Books making a confirmed revision → the session: running, completed (with the book's revision number) or
 * failed. A failed revision gives its edit back (issue #14), once: limits returns an edit id only once, and the
 * return happens in the transaction that records the message as handled, so a failure to reach limits retries
 * the whole message. One consumer for all three keeps their order; the decider also ignores late news.
 */
export const trackRevisionWhenBookRevises = definePolicy<RefinementPolicyDeps>({
  name: REVISIONS_DURABLE,
  stream: BooksEventStream,
  filterSubject: BooksEventStream.aggregate('book'),
  handle: async (envelope, { sessions, edits, tx }) => {
    const command = commandOf(envelope);
    if (!command) return;
    const sessionId = sessionIdOfRevision(command.revisionId);
    if (!sessionId) return;
    const metadata = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id };
    const { state } = await sessions.handle(sessionId, command, metadata, tx);
    if (command.type === 'RecordRevisionFailed' && editToReturn(state, command.revisionId)) {
      await edits.giveBack(state.ownerId, command.revisionId, metadata);
    }
  },
});
