import { ErrorCodes, type PartnerStatus } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialPrintJob, type PrintJobEvent, type PrintJobSpec } from './print-job';
import { decide, type PrintJobCommand } from './print-job.decide';
import {
  addWorkingDays,
  printJobIdOfItem,
  printProductOf,
  promisedWindow,
  reprintJobIdOf,
} from './print-product';

const now = new Date('2026-11-20T10:00:00.000Z'); // a Friday
const at = now.toISOString();
const given = deciderSpec({ initialState: initialPrintJob, evolve, decide }, now);

const spec: PrintJobSpec = {
  printJobId: 'job-1',
  orderId: 'order-1',
  itemId: 'item-1',
  bookId: 'book-1',
  ownerId: 'anna',
  partnerId: 'simulator',
  reprintOf: null,
  product: printProductOf('booklet', 24, 'left'),
  files: [
    { kind: 'interior', key: 'owners/anna/books/book-1/print.pdf', sha256: 'a'.repeat(64) },
    { kind: 'cover', key: 'owners/anna/books/book-1/cover.pdf', sha256: 'b'.repeat(64) },
  ],
  quantity: 1,
  shippingAddress: {
    name: 'Anna Muster',
    line1: 'Hauptstr. 1',
    line2: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    email: null,
  },
  promised: { dispatchBy: '2026-11-25', deliverFrom: '2026-11-27', deliverTo: '2026-11-30' },
};

const requested: PrintJobEvent = { type: 'PrintJobRequested', data: { ...spec, at } };
const submitted: PrintJobEvent = { type: 'PrintJobSubmitted', data: { ...spec, partnerJobRef: null, at } };
const refs = { printJobId: 'job-1', orderId: 'order-1', itemId: 'item-1', bookId: 'book-1', ownerId: 'anna' };
const parcel = { carrier: 'dhl', trackingNumber: '00340434161094015902', trackingUrl: null };

const answer = (status: PartnerStatus, extra: Partial<PrintJobCommand> = {}): PrintJobCommand =>
  ({
    type: 'RecordPartnerStatus',
    partnerId: 'simulator',
    partnerJobRef: 'SIM-1',
    status,
    reason: null,
    parcels: status === 'shipped' ? [parcel] : [],
    occurredAt: at,
    ...extra,
  }) as PrintJobCommand;

const changed = (
  status: PrintJobEvent & { type: 'PrintJobStatusChanged' } extends { data: infer D } ? D : never,
): PrintJobEvent => ({ type: 'PrintJobStatusChanged', data: status });

const partnerMoved = (
  jobStatus: 'accepted' | 'in_production' | 'printed' | 'shipped' | 'rejected' | 'cancelled',
  partnerStatus: PartnerStatus,
  extra: { reason?: string | null; parcels?: (typeof parcel)[] } = {},
): PrintJobEvent =>
  changed({
    printJobId: 'job-1',
    orderId: 'order-1',
    itemId: 'item-1',
    bookId: 'book-1',
    ownerId: 'anna',
    status: jobStatus,
    source: 'partner',
    partnerStatus,
    partnerJobRef: 'SIM-1',
    reason: extra.reason ?? null,
    parcels: extra.parcels ?? [],
    occurredAt: at,
    at,
  });

describe('PrintJob decider', () => {
  it('requests and submits a new job once', () => {
    given().when({ type: 'RequestPrintJob', spec, partnerJobRef: null }).then([requested, submitted]);
    given(requested, submitted)
      .when({ type: 'RequestPrintJob', spec, partnerJobRef: null })
      .thenNothingHappened();
  });

  it('maps the partner statuses (received → accepted) and moves forward', () => {
    given(requested, submitted)
      .when(answer('received'))
      .then([partnerMoved('accepted', 'received')]);
    given(requested, submitted, partnerMoved('accepted', 'received'))
      .when(answer('in_production'))
      .then([partnerMoved('in_production', 'in_production')]);
    given(requested, submitted, partnerMoved('in_production', 'in_production'))
      .when(answer('shipped'))
      .then([partnerMoved('shipped', 'shipped', { parcels: [parcel] })]);
  });

  it('ignores duplicates and out-of-order answers', () => {
    const inProduction = [requested, submitted, partnerMoved('in_production', 'in_production')];
    given(...inProduction)
      .when(answer('in_production'))
      .thenNothingHappened();
    given(...inProduction)
      .when(answer('received'))
      .thenNothingHappened();
    const shipped = [...inProduction, partnerMoved('shipped', 'shipped', { parcels: [parcel] })];
    given(...shipped)
      .when(answer('printed'))
      .thenNothingHappened();
    given(...shipped)
      .when(answer('shipped'))
      .thenNothingHappened();
    given(...shipped)
      .when(answer('rejected', { reason: 'late' }))
      .thenNothingHappened();
    expect(given(...shipped).state()).toMatchObject({ status: 'shipped', parcels: [parcel] });
  });

  it('takes a shipped answer without parcels as printed, and ships with the answer that names them', () => {
    const inProduction = [requested, submitted, partnerMoved('in_production', 'in_production')];
    given(...inProduction)
      .when(answer('shipped', { parcels: [] }))
      .then([partnerMoved('printed', 'shipped')]);
    const printedByShipped = [...inProduction, partnerMoved('printed', 'shipped')];
    given(...printedByShipped)
      .when(answer('shipped', { parcels: [] }))
      .thenNothingHappened();
    given(...printedByShipped)
      .when(answer('shipped'))
      .then([partnerMoved('shipped', 'shipped', { parcels: [parcel] })]);
  });

  it('refuses an answer from another partner, and an unknown job', () => {
    given(requested, submitted)
      .when(answer('received', { partnerId: 'other' }))
      .thenThrows(ErrorCodes.FULFILMENT_NOT_FOUND);
    given().when(answer('received')).thenThrows(ErrorCodes.FULFILMENT_NOT_FOUND);
  });

  it('records a rejection with its reason, after which nothing moves', () => {
    const rejected = partnerMoved('rejected', 'rejected', { reason: 'no output intent' });
    given(requested, submitted, partnerMoved('accepted', 'received'))
      .when(answer('rejected', { reason: 'no output intent' }))
      .then([rejected]);
    given(requested, submitted, rejected).when(answer('in_production')).thenNothingHappened();
  });

  it('cancels only before in_production', () => {
    const cancelled = changed({
      ...refs,
      status: 'cancelled',
      source: 'support',
      partnerStatus: null,
      partnerJobRef: null,
      reason: 'customer asked',
      parcels: [],
      occurredAt: at,
      at,
    });
    given(requested, submitted, partnerMoved('accepted', 'received'))
      .when({ type: 'CancelPrintJob', reason: 'customer asked' })
      .then([
        {
          type: 'PrintJobCancelRequested',
          data: {
            printJobId: 'job-1',
            partnerId: 'simulator',
            partnerJobRef: 'SIM-1',
            reason: 'customer asked',
            at,
          },
        },
        cancelled,
      ]);
    given(requested, submitted, cancelled)
      .when({ type: 'CancelPrintJob', reason: 'again' })
      .thenNothingHappened();
    given(requested, submitted, partnerMoved('in_production', 'in_production'))
      .when({ type: 'CancelPrintJob', reason: 'too late' })
      .thenThrows(ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED);
    given(requested, submitted, partnerMoved('in_production', 'in_production'))
      .when(answer('cancelled'))
      .thenNothingHappened();
    given(requested, submitted, cancelled).when(answer('in_production')).thenNothingHappened();
  });

  it('is delivered only once shipped', () => {
    const shipped = partnerMoved('shipped', 'shipped', { parcels: [parcel] });
    given(requested, submitted, shipped)
      .when({ type: 'RecordDelivered', occurredAt: at })
      .then([
        changed({
          ...refs,
          status: 'delivered',
          source: 'carrier',
          partnerStatus: null,
          partnerJobRef: null,
          reason: null,
          parcels: [parcel],
          occurredAt: at,
          at,
        }),
      ]);
    given(requested, submitted).when({ type: 'RecordDelivered', occurredAt: at }).thenNothingHappened();
  });

  it('is reprinted once, and only when it has ended or shipped', () => {
    const rejected = partnerMoved('rejected', 'rejected', { reason: 'bad file' });
    const reprinted: PrintJobEvent = {
      type: 'PrintJobReprinted',
      data: { printJobId: 'job-1', newPrintJobId: 'job-2', reason: 'new file', at },
    };
    given(requested, submitted, rejected)
      .when({ type: 'MarkReprinted', newPrintJobId: 'job-2', reason: 'new file' })
      .then([reprinted]);
    given(requested, submitted, rejected, reprinted)
      .when({ type: 'MarkReprinted', newPrintJobId: 'job-2', reason: 'new file' })
      .thenNothingHappened();
    given(requested, submitted, rejected, reprinted)
      .when({ type: 'MarkReprinted', newPrintJobId: 'job-3', reason: 'again' })
      .thenThrows(ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED);
    given(requested, submitted)
      .when({ type: 'MarkReprinted', newPrintJobId: 'job-2', reason: 'early' })
      .thenThrows(ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED);
  });
});

describe('print product, ids and the promise', () => {
  it('derives stable, distinct job ids', () => {
    expect(printJobIdOfItem('item-1')).toBe(printJobIdOfItem('item-1'));
    expect(printJobIdOfItem('item-1')).not.toBe(printJobIdOfItem('item-2'));
    expect(reprintJobIdOf('a')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('counts working days over a weekend and promises the delivery after dispatch', () => {
    expect(addWorkingDays(now, 3).toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(promisedWindow(now, { dispatchWorkingDays: 3, deliveryMinDays: 2, deliveryMaxDays: 5 })).toEqual({
      dispatchBy: '2026-11-25',
      deliverFrom: '2026-11-27',
      deliverTo: '2026-11-30',
    });
  });

  it('knows the trims', () => {
    expect(printProductOf('board', 12, 'right')).toEqual({
      format: 'board',
      trimMm: { width: 150, height: 200 },
      bleedMm: 3,
      pageCount: 12,
      binding: 'right',
    });
  });
});
