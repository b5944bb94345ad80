import type { PreviewObject } from '@fabelhaft/contracts';
import {
  formatOf,
  titleOf,
  type Book,
  type BookEvent,
  type PaymentStatus,
  type PreviewRequestDetails,
} from './book';
import { bookAlreadyExists, bookNotFound, deleteNotAllowed, invalidTransition } from './book.errors';

/**
 * Every command is idempotent: repeating one that already happened decides no events (a retried request,
 * a redelivered generation job, a second click on delete).
 */
export type BookCommand =
  | { type: 'RequestPreview'; bookId: string; ownerId: string; request: PreviewRequestDetails }
  | { type: 'StartPreview'; bookId: string }
  | { type: 'CompletePreview'; bookId: string; preview: PreviewObject; coverKey?: string | null }
  | { type: 'FailPreview'; bookId: string; reason: string }
  | { type: 'MarkReservationReleased'; bookId: string }
  | { type: 'DeletePreview'; bookId: string; ownerId: string }
  | { type: 'RecordPaymentStatus'; bookId: string; orderId: string; paymentStatus: PaymentStatus };

export function decide(command: BookCommand, state: Book, now: Date): BookEvent[] {
  const at = now.toISOString();
  if (command.type === 'RequestPreview') {
    if (state.status === 'none') {
      return [
        {
          type: 'BookPreviewRequested',
          data: { bookId: command.bookId, ownerId: command.ownerId, ...command.request, at },
        },
      ];
    }
    // The same customer retrying with the same id changes nothing; a different customer may not take it over.
    if (state.ownerId === command.ownerId) return [];
    throw bookAlreadyExists();
  }

  if (command.type === 'RecordPaymentStatus') return decidePaymentStatus(command, state, at);

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
      return [{ type: 'BookPreviewDeleted', data: { bookId, ownerId, at } }];
  }
}

/**
 * spec §4 payment status, as the orders service reports it (events may come twice or out of order): a paid
 * book stays paid whatever another order of it says later; otherwise the latest order's news is shown.
 */
function decidePaymentStatus(
  command: Extract<BookCommand, { type: 'RecordPaymentStatus' }>,
  state: Book,
  at: string,
): BookEvent[] {
  // Not (or no longer) a book here: nothing to show the status on.
  if (state.status === 'none' || state.deleted) return [];
  if (state.paymentStatus === 'success') return [];
  if (state.paymentStatus === command.paymentStatus && state.orderId === command.orderId) return [];
  // A late "started" of an order whose end this book already heard of changes nothing.
  if (
    command.paymentStatus === 'pending' &&
    state.orderId === command.orderId &&
    state.paymentStatus !== 'pending'
  ) {
    return [];
  }
  return [
    {
      type: 'BookPaymentStatusChanged',
      data: {
        bookId: state.bookId,
        ownerId: state.ownerId,
        orderId: command.orderId,
        paymentStatus: command.paymentStatus,
        at,
      },
    },
  ];
}
