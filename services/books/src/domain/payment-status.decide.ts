import type { Book, BookEvent, PaymentStatus } from './book';

export type PaymentStatusCommand = {
  type: 'RecordPaymentStatus';
  bookId: string;
  orderId: string;
  paymentStatus: PaymentStatus;
};

/**
 * spec §4 payment status, as the orders service reports it (events may come twice or out of order): a paid
 * book stays paid whatever another order of it says later; otherwise the latest order's news is shown.
 */
export function decidePaymentStatus(command: PaymentStatusCommand, state: Book, now: Date): BookEvent[] {
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
        at: now.toISOString(),
      },
    },
  ];
}
