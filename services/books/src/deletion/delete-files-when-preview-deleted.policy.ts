import { BooksEvents } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksDeps } from '../books.deps';
import { deletePreviewFiles } from './delete-preview-files';

export const DELETE_PREVIEW_FILES_DURABLE = 'books-delete-preview-files';

/**
 * issue #12: PreviewDeleted → the preview's objects are deleted (cover, plan, book files, the uploads it alone
 * used). A durable consumer on the service's own integration event, so a crash half-way (or a storage error)
 * means a redelivery — also after a restart — that deletes the rest; deleting a missing object is fine.
 */
export const deleteFilesWhenPreviewDeleted = definePolicy<BooksDeps>({
  name: DELETE_PREVIEW_FILES_DURABLE,
  stream: BooksEvents.previewDeletedV1.stream,
  filterSubject: BooksEvents.previewDeletedV1.subject,
  handle: async (envelope, { books, storage, tx }) => {
    const { bookId, ownerId } = BooksEvents.previewDeletedV1.data.parse(envelope.data);
    await deletePreviewFiles({ books, storage, tx }, { bookId, ownerId });
  },
});
