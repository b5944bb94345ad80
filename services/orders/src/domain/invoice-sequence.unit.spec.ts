import { decideInvoiceSequence, evolveInvoiceSequence, initialInvoiceSequence } from './invoice-sequence';

const now = new Date('2026-11-21T10:00:00Z');

describe('InvoiceSequence', () => {
  it('hands out consecutive numbers, and the same number again to the same order', () => {
    let state = initialInvoiceSequence();
    for (const orderId of ['a', 'b', 'c']) {
      state = decideInvoiceSequence({ type: 'ReserveInvoiceNumber', year: 2026, orderId }, state, now).reduce(
        evolveInvoiceSequence,
        state,
      );
    }
    expect(state.byOrder).toEqual({ a: 1, b: 2, c: 3 });
    expect(
      decideInvoiceSequence({ type: 'ReserveInvoiceNumber', year: 2026, orderId: 'b' }, state, now),
    ).toEqual([]);
  });
});
