import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import {
  decideInvoiceSequence,
  evolveInvoiceSequence,
  initialInvoiceSequence,
  type InvoiceSequenceEvent,
} from './invoice-sequence';

const now = new Date('2026-11-21T10:00:00Z');
const at = now.toISOString();
const given = deciderSpec(
  { initialState: initialInvoiceSequence, evolve: evolveInvoiceSequence, decide: decideInvoiceSequence },
  now,
);
const reserved = (sequence: number, orderId: string): InvoiceSequenceEvent => ({
  type: 'InvoiceNumberReserved',
  data: { year: 2026, sequence, orderId, at },
});
const reserve = (orderId: string) => ({ type: 'ReserveInvoiceNumber' as const, year: 2026, orderId });

describe('InvoiceSequence', () => {
  it('starts the year at number 1', () => {
    given()
      .when(reserve('a'))
      .then([reserved(1, 'a')]);
  });

  it('hands out consecutive numbers', () => {
    given(reserved(1, 'a'), reserved(2, 'b'))
      .when(reserve('c'))
      .then([reserved(3, 'c')]);
    expect(given(reserved(1, 'a'), reserved(2, 'b'), reserved(3, 'c')).state().byOrder).toEqual({
      a: 1,
      b: 2,
      c: 3,
    });
  });

  it('gives an order that already has its number nothing new (a retried invoice keeps its number)', () => {
    given(reserved(1, 'a'), reserved(2, 'b'), reserved(3, 'c')).when(reserve('b')).thenNothingHappened();
  });
});
