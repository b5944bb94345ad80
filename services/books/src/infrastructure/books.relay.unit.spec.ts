import { BooksEvents } from '@fabelhaft/contracts';
import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import type { BookEvent } from '../domain/book';
import {
  approved,
  at,
  bookId,
  ownerId,
  revisionApplied,
  revisionFailed,
  revisionProduced,
  revisionStarted,
} from '../domain/test-fixtures/book-history';
import { mapToIntegrationEvent } from './books.relay';

const published = (event: BookEvent) =>
  mapToIntegrationEvent({ type: event.type, data: event.data } as RecordedEvent);

describe('the revision events books publishes (issue #14)', () => {
  it('announces an applied, started and produced revision in the contract shapes', () => {
    const applied = published(revisionApplied(1))!;
    expect(applied.subject).toBe(BooksEvents.revisionAppliedV1.subject);
    expect(BooksEvents.revisionAppliedV1.data.parse(applied.data)).toEqual({
      bookId,
      ownerId,
      revisionId: 'edit-1',
      revision: 1,
      appliedAt: at,
    });
    const started = published(revisionStarted(1))!;
    expect(started.type).toBe(BooksEvents.revisionStartedV1.type);
    expect(BooksEvents.revisionStartedV1.data.parse(started.data)).toMatchObject({
      revision: 1,
      startedAt: at,
    });
    const produced = published(revisionProduced(1))!;
    expect(produced.subject).toBe(BooksEvents.revisionProducedV1.subject);
    expect(BooksEvents.revisionProducedV1.data.parse(produced.data)).toEqual({
      bookId,
      ownerId,
      revisionId: 'edit-1',
      revision: 1,
      pages: [1],
      producedAt: at,
    });
  });

  it('announces a failed revision and a refused confirmation alike, so the edit goes back', () => {
    for (const event of [revisionFailed(1, 'edit-1'), revisionFailed(null, 'edit-1')]) {
      const failed = published(event)!;
      expect(failed.subject).toBe(BooksEvents.revisionFailedV1.subject);
      expect(BooksEvents.revisionFailedV1.data.parse(failed.data)).toEqual({
        bookId,
        ownerId,
        revisionId: 'edit-1',
        reason: 'renderer down',
        failedAt: at,
      });
    }
  });
});

describe('the approval books publishes (issue #15)', () => {
  it('announces books.v1.BookApproved with what the printer needs, in the contract shape', () => {
    const message = published(approved(0, 24, 'right'))!;
    expect(message.subject).toBe(BooksEvents.approvedV1.subject);
    expect(message.type).toBe(BooksEvents.approvedV1.type);
    expect(BooksEvents.approvedV1.data.parse(message.data)).toEqual({
      bookId,
      ownerId,
      orderId: 'order-1',
      revision: 0,
      format: 'booklet',
      pageCount: 24,
      binding: 'right',
      printInteriorKey: 'i.pdf',
      printCoverKey: 'c.pdf',
      approvedAt: at,
    });
  });
});
