import {
  foreignReferenceImages,
  sameRequest,
  type Book,
  type BookEvent,
  type Preview,
  type PreviewRequestDetails,
} from './book';
import {
  bookAlreadyExists,
  bookNotFound,
  deleteNotAllowed,
  idempotencyKeyReused,
  invalidTransition,
  paidBookNotDeletable,
  referenceImageNotOwned,
} from './book.errors';

/**
 * The preview's life (spec §4: queued → generating → completed | failed, then maybe deleted). Every command
 * is idempotent: repeating one that already happened decides no events (a retried request, a redelivered
 * generation job, a second click on delete).
 */
export type PreviewCommand =
  | { type: 'RequestPreview'; bookId: string; ownerId: string; request: PreviewRequestDetails }
  | { type: 'StartPreview'; bookId: string }
  | { type: 'CompletePreview'; bookId: string; preview: Preview; coverKey?: string | null }
  | { type: 'FailPreview'; bookId: string; reason: string }
  | { type: 'MarkReservationReleased'; bookId: string }
  | { type: 'DeletePreview'; bookId: string; ownerId: string };

/** The preview's own title, when the generator gave one (the preview object is read leniently, spec §3). */
export function titleOf(preview: Preview): string | null {
  return typeof preview.title === 'string' && preview.title.trim() ? preview.title.trim() : null;
}

/** spec §3: a preview may name its format, board or booklet. */
export function formatOf(preview: Preview): string | null {
  return preview.format === 'board' || preview.format === 'booklet' ? preview.format : null;
}

export function decidePreview(command: PreviewCommand, state: Book, now: Date): BookEvent[] {
  const at = now.toISOString();
  if (command.type === 'RequestPreview') {
    if (state.status === 'none') {
      // issue #12: never let a customer point a book at a photo outside their own upload folder.
      if (foreignReferenceImages(command.ownerId, command.request).length > 0) throw referenceImageNotOwned();
      return [
        {
          type: 'BookPreviewRequested',
          data: { bookId: command.bookId, ownerId: command.ownerId, ...command.request, at },
        },
      ];
    }
    // A different customer may not take the id over; the same customer retrying the same request changes
    // nothing, but another request under the same id is refused rather than silently answered with this book.
    if (state.ownerId !== command.ownerId) throw bookAlreadyExists();
    if (!sameRequest(state.request, command.request)) throw idempotencyKeyReused();
    return [];
  }

  if (state.status === 'none') throw bookNotFound();
  const { bookId, ownerId } = state;

  switch (command.type) {
    case 'StartPreview':
      if (state.deleted) throw bookNotFound();
      // A redelivered job for a preview already under way or finished changes nothing.
      if (state.status !== 'queued') return [];
      return [{ type: 'BookPreviewStarted', data: { bookId, ownerId, at } }];
    case 'CompletePreview':
      if (state.deleted) throw bookNotFound();
      if (state.status === 'completed') return [];
      // Its reservation was already given back: completing now would hand out a free preview.
      if (state.status === 'failed') throw invalidTransition('failed', 'complete');
      return [
        {
          type: 'BookPreviewCompleted',
          data: {
            bookId,
            ownerId,
            preview: command.preview,
            title: titleOf(command.preview),
            format: formatOf(command.preview),
            coverKey: command.coverKey ?? null,
            at,
          },
        },
      ];
    case 'FailPreview':
      if (state.deleted) throw bookNotFound();
      if (state.status === 'failed') return [];
      if (state.status === 'completed') throw invalidTransition('completed', 'fail');
      return [{ type: 'BookPreviewFailed', data: { bookId, ownerId, reason: command.reason, at } }];
    case 'MarkReservationReleased':
      if (state.status !== 'failed' || state.reservationReleased) return [];
      return [{ type: 'BookPreviewReservationReleased', data: { bookId, ownerId, at } }];
    case 'DeletePreview':
      // Never reveal another customer's book.
      if (state.ownerId !== command.ownerId) throw bookNotFound();
      if (state.deleted) return [];
      // spec §5: a preview can be deleted only when its status is completed or failed.
      if (state.status !== 'completed' && state.status !== 'failed') throw deleteNotAllowed();
      // A paid book is the customer's purchase, no longer a preview.
      if (state.production.status !== 'none' || state.paymentStatus === 'success')
        throw paidBookNotDeletable();
      return [{ type: 'BookPreviewDeleted', data: { bookId, ownerId, at } }];
  }
}
