import { policiesProvider } from '@fabelhaft/eventsourcing';
import { BOOKS_SCHEMA } from './books.config';
import type { ObjectStorage } from '@fabelhaft/storage';
import { BOOKS, LOGGER, NATS_CONNECTION, OBJECT_STORAGE, PG_POOL, SUBJECTS } from './books.di-tokens';
import { deleteFilesWhenPreviewDeleted } from './deletion/delete-files-when-preview-deleted.policy';
import { deletePhotosWhenBookApproved } from './deletion/delete-photos-when-book-approved.policy';
import { enqueueGenerationWhenPreviewRequested } from './preview/enqueue-generation-when-preview-requested.policy';
import type { BookRepository } from './infrastructure/book.repository';
import { recordPaymentStatusWhenOrderChanges } from './payment-status/record-payment-status-when-order-changes.policy';
import { startProductionWhenOrderPaid } from './production/start-production-when-order-paid.policy';
import { applyRevisionWhenConfirmed } from './revision/apply-revision-when-confirmed.policy';

/** What the books service's policies use besides the transaction, NATS and subjects. */
export interface BooksPolicyDeps {
  books: BookRepository;
  storage: ObjectStorage;
}

/** The books service's reactions to integration events, started and stopped with the application. */
export const booksPolicies = policiesProvider<BooksPolicyDeps>({
  service: 'books',
  schema: BOOKS_SCHEMA,
  policies: [
    enqueueGenerationWhenPreviewRequested,
    recordPaymentStatusWhenOrderChanges,
    startProductionWhenOrderPaid,
    deleteFilesWhenPreviewDeleted,
    deletePhotosWhenBookApproved,
    applyRevisionWhenConfirmed,
  ],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: { books: BOOKS, storage: OBJECT_STORAGE },
});
