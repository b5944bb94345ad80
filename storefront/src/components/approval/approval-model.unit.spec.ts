import type { BookDetail, Order, OrderItem } from '@fabelhaft/contracts';
import { approvalState, orderItemOf, printProgress, shipmentOf } from './approval-model';

const PRINT: BookDetail['print'] = {
  format: 'booklet',
  page_count: 24,
  preflight_passed: true,
  binding: 'left',
};
const book = (over: Partial<BookDetail> = {}) => ({
  is_preview: false,
  status: 'completed',
  payment_status: 'success',
  approved_at: null,
  print: PRINT,
  ...over,
});

const item = (over: Partial<OrderItem> & Record<string, unknown> = {}): OrderItem =>
  ({
    id: 'i1',
    book_id: 'b1',
    cover_url: null,
    description: 'Finn',
    format: 'booklet',
    quantity: 1,
    amount_total: 2900,
    currency: 'EUR',
    coupon_code: null,
    amount_subtotal: 2900,
    amount_discount: 0,
    fulfillment_status: 'ready_for_print',
    refunded: false,
    tracking_number: null,
    tracking_url: null,
    carrier: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as OrderItem;
const order = (items: OrderItem[], created_at = '2026-11-20T10:00:00.000Z'): Order => ({
  order_id: `o-${created_at}`,
  status: 'paid',
  created_at,
  paid_at: created_at,
  amount_total: 2900,
  currency: 'EUR',
  coupon_code: null,
  amount_subtotal: 2900,
  amount_discount: 0,
  invoice_pdf_url: null,
  receipt_url: null,
  items,
  refunded_amount: 0,
  credit_notes: [],
});

describe('approval state (issue #15)', () => {
  it('offers approval for a completed, paid full book with print files that is not approved yet', () => {
    expect(approvalState(book())).toBe('approvable');
    expect(approvalState(book({ status: 'Complete', payment_status: 'SUCCESS' }))).toBe('approvable');
  });

  it.each([
    ['a preview', { is_preview: true }],
    ['an unpaid book', { payment_status: 'pending' }],
    ['a book still being made', { status: 'running' }],
    ['a failed book', { status: 'failed' }],
    ['a book without print files', { print: null }],
  ])('offers nothing for %s', (_name, over) => {
    expect(approvalState(book(over as Partial<BookDetail>))).toBe('not-ready');
  });

  it('is approved once approved_at is set, whatever else the book says', () => {
    expect(approvalState(book({ approved_at: '2026-11-23T09:00:00.000Z', status: 'running' }))).toBe(
      'approved',
    );
    expect(approvalState(undefined)).toBe('not-ready');
  });
});

describe('print progress from the order item fulfilment status (spec §4)', () => {
  const states = (status: unknown) =>
    printProgress(status).steps.map(({ step, state }) => `${step}:${state}`);

  it('is printing right after approval (ready_for_print, or an order not caught up yet)', () => {
    const printing = ['approved:done', 'printing:current', 'printed:upcoming', 'shipped:upcoming'];
    expect(states('ready_for_print')).toEqual(printing);
    expect(states('generating')).toEqual(printing);
    expect(states(undefined)).toEqual(printing);
  });

  it('moves on to shipping once printed, and has every step done once shipped', () => {
    expect(states('printed')).toEqual(['approved:done', 'printing:done', 'printed:done', 'shipped:current']);
    expect(states('shipped')).toEqual(['approved:done', 'printing:done', 'printed:done', 'shipped:done']);
  });

  it('lists delivered only once it is known', () => {
    expect(states('shipped')).not.toContain('delivered:upcoming');
    expect(states('Delivered')).toEqual([
      'approved:done',
      'printing:done',
      'printed:done',
      'shipped:done',
      'delivered:done',
    ]);
  });

  it('tells a failed print apart', () => {
    expect(printProgress('failed').failed).toBe(true);
    expect(printProgress('printed').failed).toBe(false);
  });
});

describe('the parcel of a shipped item (spec §2 Tracking)', () => {
  it('links our tracking page with the number, and names the carrier when known', () => {
    expect(shipmentOf(item({ tracking_number: ' 00340434 61 ', carrier: 'DHL' }))).toEqual({
      carrier: 'DHL',
      trackingNumber: '00340434 61',
      href: '/tracking?number=00340434%2061',
    });
    expect(shipmentOf(item({ tracking_number: 'JD014', carrier: null }))?.carrier).toBeUndefined();
    // The partner's code as people know the carrier (issue #15 journey: "Shipped with dhl" was shown).
    expect(shipmentOf(item({ tracking_number: 'JD014', carrier: 'dhl' }))?.carrier).toBe('DHL');
  });

  it('has nothing to link before the item carries a tracking number', () => {
    expect(shipmentOf(item())).toBeUndefined();
    expect(shipmentOf(item({ tracking_number: '  ' }))).toBeUndefined();
    expect(shipmentOf(undefined)).toBeUndefined();
  });
});

describe('the order item that prints a book', () => {
  it('is the newest item of the book that was not paid back', () => {
    const old = item({ id: 'old', created_at: '2026-11-01T00:00:00.000Z' });
    const refunded = item({ id: 'refunded', refunded: true, created_at: '2026-11-22T00:00:00.000Z' });
    const newest = item({ id: 'new', created_at: '2026-11-21T00:00:00.000Z' });
    const other = item({ id: 'other', book_id: 'b2', created_at: '2026-11-23T00:00:00.000Z' });
    const orders = [order([refunded, other], '2026-11-22T00:00:00.000Z'), order([newest]), order([old])];
    expect(orderItemOf(orders, 'b1')?.id).toBe('new');
    expect(orderItemOf(orders, 'b3')).toBeUndefined();
    expect(orderItemOf(undefined, 'b1')).toBeUndefined();
  });
});
