import type { BookDetail, Order, OrderItem } from '@fabelhaft/contracts';
import {
  approvalState,
  MISSING_FACTS_POLLS,
  PRINT_POLL_MS,
  currentCover,
  hasJourneyFacts,
  itemJourney,
  orderItemOf,
  printPollInterval,
  printProgress,
  shipmentOf,
} from './approval-model';

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

describe('print progress: one status source for the book page and /tracking (issue #24, ADR 0040)', () => {
  const item = (fulfillment_status: string, extra: Partial<OrderItem> = {}) =>
    ({ fulfillment_status, ...extra }) as OrderItem;
  const states = (i: OrderItem | undefined) =>
    printProgress(i, null).steps.map(({ status, state }) => `${status}:${state}`);

  it('is printing right after approval (ready_for_print, or an order not caught up yet)', () => {
    for (const i of [item('ready_for_print'), item('generating'), undefined]) {
      expect(states(i).slice(0, 3)).toEqual(['approved:done', 'printing:current', 'printed:upcoming']);
    }
  });

  it('does not tick "Shipped" while the parcel is only a label: it says "Label created", as /tracking does', () => {
    const shipped = item('shipped', { tracking_number: '1', shipment_status: 'label_created' });
    expect(itemJourney(shipped)).toBe('label_created');
    expect(states(shipped)).toEqual([
      'approved:done',
      'printing:done',
      'printed:done',
      'label_created:current',
      'in_transit:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    // a parcel whose status the BFF could not read is a created label too
    expect(itemJourney(item('shipped', { tracking_number: '1' }))).toBe('label_created');
  });

  it('follows the parcel to "Delivered", the last step, dating each step', () => {
    const delivered = item('shipped', {
      tracking_number: '1',
      shipment_status: 'delivered',
      shipment_events: [
        { at: '2026-11-02T10:00:00Z', status: 'label_created' },
        { at: '2026-11-03T10:00:00Z', status: 'in_transit' },
        { at: '2026-11-04T08:00:00Z', status: 'out_for_delivery' },
        { at: '2026-11-04T12:00:00Z', status: 'delivered' },
      ],
    });
    const progress = printProgress(delivered, '2026-11-01T09:00:00Z');
    expect(progress.status).toBe('delivered');
    expect(progress.steps.map((s) => s.state)).toEqual(Array(7).fill('done'));
    expect(progress.steps.map((s) => s.at)).toEqual([
      '2026-11-01T09:00:00Z',
      undefined,
      undefined,
      '2026-11-02T10:00:00Z',
      '2026-11-03T10:00:00Z',
      '2026-11-04T08:00:00Z',
      '2026-11-04T12:00:00Z',
    ]);
  });

  it('tells a failed print apart', () => {
    expect(printProgress(item('failed'), null).failed).toBe(true);
    expect(printProgress(item('printed'), null).failed).toBe(false);
  });
});

describe('the cover on the approval card (issue #24)', () => {
  it('is the current book’s cover page from the viewer data, not the preview’s', () => {
    const page = (page_type: 'cover' | 'other', image_url: string) =>
      ({ page_type, page_number: 0, image_url, alt_text: '' }) as const;
    expect(currentCover({ pages: [page('other', 'a'), page('cover', 'rev-2-cover')] })).toBe('rev-2-cover');
    expect(currentCover({ pages: [page('other', 'first')] })).toBe('first');
    expect(currentCover({ pages: [] })).toBeUndefined();
    expect(currentCover(undefined)).toBeUndefined();
  });
});

describe('the parcel of a shipped item (spec §2 Tracking)', () => {
  it('links our tracking page with the number, and names the carrier when known', () => {
    expect(shipmentOf(item({ tracking_number: ' 00340434 61 ', carrier: 'DHL' }))).toEqual({
      carrier: 'DHL',
      trackingNumber: '00340434 61',
      href: '/tracking?number=00340434%2061',
      status: itemJourney(item({ tracking_number: ' 00340434 61 ', carrier: 'DHL' })),
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

describe('asking again for a final step without its facts (issue #24: a slow lookup leaves them out)', () => {
  const parcel = {
    tracking_number: '0034',
    fulfillment_status: 'delivered',
    print_status: 'delivered' as const,
  };
  const complete = item({ ...parcel, shipment_status: 'delivered' });
  const withoutParcel = item(parcel);
  const withoutPrintJob = item({ ...parcel, print_status: undefined, shipment_status: 'delivered' });

  it('knows which answers lack the parcel’s or the print job’s facts', () => {
    expect(hasJourneyFacts(complete)).toBe(true);
    expect(hasJourneyFacts(withoutParcel)).toBe(false);
    expect(hasJourneyFacts(withoutPrintJob)).toBe(false);
    // Before the printer and without a parcel there is nothing to lack; a refunded item is never printed.
    expect(hasJourneyFacts(item())).toBe(true);
    expect(hasJourneyFacts(item({ fulfillment_status: 'approved', refunded: true }))).toBe(true);
  });

  it('polls a moving book, stops at a settled one with its facts, and asks a bounded few times without them', () => {
    expect(printPollInterval([order([item({ fulfillment_status: 'printed' })])], 'b1', 0)).toBe(
      PRINT_POLL_MS,
    );
    expect(printPollInterval([order([complete])], 'b1', 0)).toBe(false);
    expect(printPollInterval([order([withoutParcel])], 'b1', 0)).toBe(PRINT_POLL_MS);
    expect(printPollInterval([order([withoutParcel])], 'b1', MISSING_FACTS_POLLS - 1)).toBe(PRINT_POLL_MS);
    expect(printPollInterval([order([withoutParcel])], 'b1', MISSING_FACTS_POLLS)).toBe(false);
    expect(printPollInterval([order([item({ refunded: true })])], 'b1', 0)).toBe(false);
  });
});
