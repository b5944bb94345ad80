import { BooksEvents, BooksEventStream } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { BookEvent } from '../domain/book';

/** The books stream on JetStream (declared in libs/contracts): every integration event this service publishes. */
export const BOOKS_EVENTS_STREAM = BooksEventStream.name;

/**
 * Stored events are private; the book's life is announced versioned. PreviewRequested carries everything the
 * generation job needs, so the worker never reads this service's tables.
 */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as BookEvent;
  switch (event.type) {
    case 'BookPreviewRequested': {
      const { at, ...data } = event.data;
      return {
        subject: BooksEvents.previewRequestedV1.subject,
        type: BooksEvents.previewRequestedV1.type,
        data: { ...data, requestedAt: at },
      };
    }
    case 'BookPreviewStarted':
      return {
        subject: BooksEvents.previewStartedV1.subject,
        type: BooksEvents.previewStartedV1.type,
        data: { bookId: event.data.bookId, ownerId: event.data.ownerId, startedAt: event.data.at },
      };
    case 'BookPreviewCompleted':
      return {
        subject: BooksEvents.previewCompletedV1.subject,
        type: BooksEvents.previewCompletedV1.type,
        data: {
          bookId: event.data.bookId,
          ownerId: event.data.ownerId,
          title: event.data.title,
          coverKey: event.data.coverKey,
          completedAt: event.data.at,
        },
      };
    case 'BookPreviewFailed':
      return {
        subject: BooksEvents.previewFailedV1.subject,
        type: BooksEvents.previewFailedV1.type,
        data: {
          bookId: event.data.bookId,
          ownerId: event.data.ownerId,
          reason: event.data.reason,
          failedAt: event.data.at,
        },
      };
    case 'BookPreviewDeleted':
      return {
        subject: BooksEvents.previewDeletedV1.subject,
        type: BooksEvents.previewDeletedV1.type,
        data: { bookId: event.data.bookId, ownerId: event.data.ownerId, deletedAt: event.data.at },
      };
    case 'BookProductionRequested': {
      const c = BooksEvents.productionRequestedV1;
      const { at, ...data } = event.data;
      return { subject: c.subject, type: c.type, data: { ...data, requestedAt: at } };
    }
    case 'BookProduced': {
      const c = BooksEvents.producedV1;
      const { bookId, ownerId, files, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: {
          bookId,
          ownerId,
          orderId: event.data.orderId ?? null,
          printInteriorKey: files.printInteriorKey,
          printCoverKey: files.printCoverKey,
          preflightPassed: files.preflightPassed,
          producedAt: at,
        },
      };
    }
    case 'BookProductionFailed': {
      const c = BooksEvents.productionFailedV1;
      const { bookId, ownerId, reason, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, orderId: event.data.orderId ?? null, reason, failedAt: at },
      };
    }
    case 'BookRevisionApplied': {
      const c = BooksEvents.revisionAppliedV1;
      const { bookId, ownerId, revisionId, revision, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, revisionId, revision, appliedAt: at },
      };
    }
    case 'BookRevisionStarted': {
      const c = BooksEvents.revisionStartedV1;
      const { bookId, ownerId, revisionId, revision, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, revisionId, revision, startedAt: at },
      };
    }
    case 'BookRevisionProduced': {
      const c = BooksEvents.revisionProducedV1;
      const { bookId, ownerId, revisionId, revision, pages, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, revisionId, revision, pages, producedAt: at },
      };
    }
    // issue #15: the approved revision goes to the printing partner (services/fulfilment).
    case 'BookApproved': {
      const c = BooksEvents.approvedV1;
      const { at, ...data } = event.data;
      return { subject: c.subject, type: c.type, data: { ...data, approvedAt: at } };
    }
    // A revision that failed, and a confirmation refused before it became one: the edit goes back either way.
    case 'BookRevisionFailed': {
      const c = BooksEvents.revisionFailedV1;
      const { bookId, ownerId, revisionId, reason, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, revisionId, reason, failedAt: at },
      };
    }
    default:
      return null;
  }
};
