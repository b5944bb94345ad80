import type { PreviewObject } from '@fabelhaft/contracts';
import {
  formatOf,
  sameRequest,
  titleOf,
  type Book,
  type BookEvent,
  type PaymentStatus,
  type PreviewRequestDetails,
  type ProducedFiles,
} from './book';
import {
  bookAlreadyExists,
  bookNotFound,
  deleteNotAllowed,
  idempotencyKeyReused,
  invalidTransition,
  paidBookNotDeletable,
} from './book.errors';

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
  | { type: 'RecordPaymentStatus'; bookId: string; orderId: string; paymentStatus: PaymentStatus }
  | { type: 'RequestProduction'; bookId: string; orderId: string; format: 'booklet' | 'board' }
  | { type: 'StartProduction'; bookId: string }
  | { type: 'MarkProductionRunning'; bookId: string }
  | { type: 'CompleteProduction'; bookId: string; files: ProducedFiles }
  | { type: 'FailProduction'; bookId: string; reason: string }
  /**
   * A new attempt of a production that failed or got stuck (support, or the production sweeper). With
   * `attempt`, only that attempt is retried: a sweeper that finds a retry already made changes nothing.
   */
  | { type: 'RetryProduction'; bookId: string; attempt?: number };

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
    // A different customer may not take the id over; the same customer retrying the same request changes
    // nothing, but another request under the same id is refused rather than silently answered with this book.
    if (state.ownerId !== command.ownerId) throw bookAlreadyExists();
    if (!sameRequest(state.request, command.request)) throw idempotencyKeyReused();
    return [];
  }

  if (command.type === 'RecordPaymentStatus') return decidePaymentStatus(command, state, at);
  if (
    command.type === 'RequestProduction' ||
    command.type === 'StartProduction' ||
    command.type === 'MarkProductionRunning' ||
    command.type === 'CompleteProduction' ||
    command.type === 'FailProduction' ||
    command.type === 'RetryProduction'
  ) {
    return decideProduction(command, state, at);
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

type ProductionCommand = Extract<
  BookCommand,
  {
    type:
      | 'RequestProduction'
      | 'StartProduction'
      | 'MarkProductionRunning'
      | 'CompleteProduction'
      | 'FailProduction'
      | 'RetryProduction';
  }
>;

/**
 * Production of the full book (issue #6): a paid preview is produced once, whatever the number of deliveries
 * of the payment or of the job. queued → orchestrating → running → completed | failed; a failed production,
 * or one stuck on the way (its job lost, its worker killed on the last delivery), can be retried: a new
 * attempt, queued again, whose job makes the older attempt's job stale.
 */
function decideProduction(command: ProductionCommand, state: Book, at: string): BookEvent[] {
  if (state.status === 'none') throw bookNotFound();
  const { bookId, ownerId } = state;
  const p = state.production;
  switch (command.type) {
    case 'RequestProduction':
      // Another order's payment for a book already being produced (a duplicate payment) changes nothing.
      if (p.status !== 'none') return [];
      // (Also for a preview deleted while its checkout was open: it was paid for, so it comes back.)
      if (state.status !== 'completed') throw invalidTransition(state.status, 'produce');
      return [
        {
          type: 'BookProductionRequested',
          data: { bookId, ownerId, orderId: command.orderId, format: command.format, attempt: 1, at },
        },
      ];
    case 'StartProduction':
      if (p.status === 'none') throw invalidTransition('not paid', 'start producing');
      // A redelivered job of a production under way or done: nothing new to record.
      if (p.status !== 'queued') return [];
      return [{ type: 'BookProductionStarted', data: { bookId, ownerId, attempt: p.attempt, at } }];
    case 'MarkProductionRunning':
      if (p.status !== 'orchestrating') return [];
      return [{ type: 'BookProductionRunning', data: { bookId, ownerId, attempt: p.attempt, at } }];
    case 'CompleteProduction':
      if (p.status === 'completed') return [];
      if (p.status !== 'orchestrating' && p.status !== 'running') {
        throw invalidTransition(p.status, 'complete the production of');
      }
      return [
        { type: 'BookProduced', data: { bookId, ownerId, orderId: p.orderId, files: command.files, at } },
      ];
    case 'FailProduction':
      if (p.status === 'failed') return [];
      if (p.status === 'completed' || p.status === 'none')
        throw invalidTransition(p.status, 'fail the production of');
      return [
        {
          type: 'BookProductionFailed',
          data: { bookId, ownerId, orderId: p.orderId, reason: command.reason, at },
        },
      ];
    case 'RetryProduction':
      if (p.status === 'none') throw invalidTransition('not paid', 'retry producing');
      // Produced already: there is nothing to do again.
      if (p.status === 'completed') return [];
      if (command.attempt !== undefined && command.attempt !== p.attempt) return [];
      return [
        {
          type: 'BookProductionRequested',
          data: { bookId, ownerId, orderId: p.orderId!, format: p.format!, attempt: p.attempt + 1, at },
        },
      ];
  }
}
