import type { Book, BookEvent, ProducedFiles } from './book';
import { bookNotFound, bookNotPaid, formatMismatch, invalidTransition } from './book.errors';

/**
 * Production of the full book (issue #6): a paid preview is produced once, whatever the number of deliveries
 * of the payment or of the job. queued → orchestrating → running → completed | failed; a failed production,
 * or one stuck on the way (its job lost, its worker killed on the last delivery), can be retried: a new
 * attempt, queued again, whose job makes the older attempt's job stale.
 */
export type ProductionCommand =
  | { type: 'RequestProduction'; bookId: string; orderId: string; format: 'booklet' | 'board' }
  | { type: 'StartProduction'; bookId: string }
  | { type: 'MarkProductionRunning'; bookId: string }
  | { type: 'CompleteProduction'; bookId: string; files: ProducedFiles }
  | { type: 'FailProduction'; bookId: string; reason: string }
  /**
   * A new attempt of a production that failed or got stuck (support, or the production sweeper). With
   * `attempt`, only that attempt is retried: a sweeper that finds a retry already made changes nothing.
   */
  | { type: 'RetryProduction'; bookId: string; attempt?: number }
  /**
   * spec §7 the dashboard's "start generation of a booklet or board by book id" (issue #15): the owner starts
   * the production of a paid book in the format it was paid in, or restarts one that failed. A book produced
   * or being produced answers as it is (no second production).
   */
  | { type: 'GenerateBook'; bookId: string; ownerId: string; format: 'booklet' | 'board' };

export const GENERATE_REFUSALS = {
  notPaid: 'Only a paid book can be generated. Please order the book first.',
} as const;

export function decideProduction(command: ProductionCommand, state: Book, now: Date): BookEvent[] {
  if (state.status === 'none') throw bookNotFound();
  const at = now.toISOString();
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
    case 'GenerateBook':
      if (state.deleted || command.ownerId !== ownerId) throw bookNotFound();
      // The payment starts the production (its policy); until it has, the book is a preview to order.
      if (p.status === 'none' || state.paymentStatus !== 'success')
        throw bookNotPaid(GENERATE_REFUSALS.notPaid);
      if (p.format && command.format !== p.format) throw formatMismatch(p.format, command.format);
      // Produced, or under way: the current state is the answer.
      if (p.status !== 'failed') return [];
      return decideProduction({ type: 'RetryProduction', bookId, attempt: p.attempt }, state, now);
  }
}
