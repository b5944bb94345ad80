import { BooksEvents } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksDeps } from '../books.deps';
import { deleteApprovedBookPhotos } from './delete-preview-files';

export const DELETE_APPROVED_PHOTOS_DURABLE = 'books-delete-approved-photos';

/**
 * issue #23, ADR 0016: BookApproved → the book's reference photos are deleted (those no other live book still
 * waiting for approval uses); the book keeps its plan, whose character sheets are all it needs of them. At
 * least once: a redelivery deletes what is left, a missing object is fine.
 */
export const deletePhotosWhenBookApproved = definePolicy<BooksDeps>({
  name: DELETE_APPROVED_PHOTOS_DURABLE,
  stream: BooksEvents.approvedV1.stream,
  filterSubject: BooksEvents.approvedV1.subject,
  handle: async (envelope, { books, storage, tx }) => {
    const { bookId, ownerId } = BooksEvents.approvedV1.data.parse(envelope.data);
    await deleteApprovedBookPhotos({ books, storage, tx }, { bookId, ownerId });
  },
});
