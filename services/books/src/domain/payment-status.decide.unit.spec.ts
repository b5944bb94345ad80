import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialBook, type PaymentStatus } from './book';
import { decidePaymentStatus, type PaymentStatusCommand } from './payment-status.decide';
import {
  bookId,
  deleted,
  now,
  paidPreview,
  paymentChanged,
  requested,
  failed,
} from './test-fixtures/book-history';

const given = deciderSpec({ initialState: initialBook, evolve, decide: decidePaymentStatus }, now);

const record = (orderId: string, paymentStatus: PaymentStatus): PaymentStatusCommand => ({
  type: 'RecordPaymentStatus',
  bookId,
  orderId,
  paymentStatus,
});

describe('payment status decider (spec §4), from order events that may come twice or out of order', () => {
  it('shows pending while a checkout is open, then success', () => {
    given(...paidPreview)
      .when(record('o1', 'pending'))
      .then([paymentChanged('o1', 'pending')]);
    given(...paidPreview, paymentChanged('o1', 'pending'))
      .when(record('o1', 'success'))
      .then([paymentChanged('o1', 'success')]);
    expect(
      given(...paidPreview, paymentChanged('o1', 'pending'), paymentChanged('o1', 'success')).state(),
    ).toMatchObject({ paymentStatus: 'success', orderId: 'o1' });
  });

  it.each([
    ['its own order expiring late', record('o1', 'none')],
    ["another order's failure", record('o2', 'failed')],
    ['a late "started"', record('o1', 'pending')],
    ["another order's checkout", record('o2', 'pending')],
  ])('a paid book stays paid whatever arrives later (%s)', (_, command) => {
    given(...paidPreview, paymentChanged('o1', 'success'))
      .when(command)
      .thenNothingHappened();
  });

  it('the same news twice is recorded once', () => {
    given(...paidPreview, paymentChanged('o1', 'pending'))
      .when(record('o1', 'pending'))
      .thenNothingHappened();
  });

  it('a late "started" after the expiry changes nothing', () => {
    given(...paidPreview, paymentChanged('o1', 'pending'), paymentChanged('o1', 'none'))
      .when(record('o1', 'pending'))
      .thenNothingHappened();
  });

  it('a failed payment shows failed, and a new checkout shows pending again', () => {
    given(...paidPreview, paymentChanged('o1', 'pending'))
      .when(record('o1', 'failed'))
      .then([paymentChanged('o1', 'failed')]);
    given(...paidPreview, paymentChanged('o1', 'pending'), paymentChanged('o1', 'failed'))
      .when(record('o2', 'pending'))
      .then([paymentChanged('o2', 'pending')]);
  });

  it('is ignored for a book that does not exist or was deleted', () => {
    given().when(record('o1', 'success')).thenNothingHappened();
    given(requested, failed, deleted).when(record('o1', 'success')).thenNothingHappened();
  });
});
