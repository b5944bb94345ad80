import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import {
  ErrorCodes,
  FulfilmentEvents,
  FulfilmentEventStream,
  FulfilmentRpc,
  OrdersEvents,
  PartnerStatusStream,
  PrintJobSubmittedData,
  partnerSubject,
  type IntegrationEnvelope,
  type PartnerPrintJobStatus,
} from '@fabelhaft/contracts';
import { ensureConsumer, type RemoteError } from '@fabelhaft/messaging';
import { eventually } from '@fabelhaft/testing';
import { startFulfilmentKit, type ApprovedBook, type FulfilmentKit } from './test-fixtures/fulfilment-kit';

jest.setTimeout(60_000);

const PARTNER = 'sim-a';

/**
 * The fulfilment service (test-fixtures/fulfilment-kit) and a tiny partner in the test: it reads its own jobs
 * from `evt.fulfilment.print-job.submitted.sim-a`, fetches the files with the links alone, and answers on
 * `partner.sim-a.print-job.status` — twice and out of order.
 */
describe('fulfilment service', () => {
  let kit: FulfilmentKit;
  beforeAll(async () => {
    kit = await startFulfilmentKit('fulfilment', { PRINT_PARTNER: PARTNER });
  });
  afterAll(() => kit?.close());

  const js = () => jetstream(kit.nc);
  const subjects = () => kit.subjects;
  const paidAndApproved = (options?: { interior?: Buffer; approve?: boolean }) =>
    kit.paidAndApproved(options);
  const getJob = (printJobId: string) => kit.getJob(printJobId);
  const statusChanges = (printJobId: string) => kit.statusChanges(printJobId);

  /** The partner's durable pull consumer on its own jobs. */
  async function partnerJobs(partnerId: string): Promise<IntegrationEnvelope[]> {
    const stream = subjects().stream(FulfilmentEventStream.name);
    const durable = `partner-${partnerId}`;
    await ensureConsumer(kit.nc, stream, {
      durable,
      filterSubjects: [
        subjects().subject(partnerSubject(FulfilmentEvents.printJobSubmittedV1.subject, partnerId)),
      ],
    });
    const consumer = await js().consumers.get(stream, durable);
    const out: IntegrationEnvelope[] = [];
    const batch = await consumer.fetch({ max_messages: 50, expires: 1000 });
    for await (const m of batch) {
      out.push(m.json<IntegrationEnvelope>());
      m.ack();
    }
    return out;
  }

  const answer = (
    printJobId: string,
    status: PartnerPrintJobStatus['status'],
    extra: object = {},
    partnerId = PARTNER,
  ) => {
    const body = {
      printJobId,
      partnerJobRef: `SIM-${printJobId.slice(0, 8)}`,
      status,
      reason: null,
      parcels: [],
      occurredAt: new Date().toISOString(),
      ...extra,
    };
    return js().publish(subjects().subject(PartnerStatusStream.subject(partnerId)), JSON.stringify(body), {
      msgID: `${partnerId}:${printJobId}:${status}:${randomUUID()}`,
    });
  };

  let happy: ApprovedBook;

  it('submits the approved book once, on the partner subject, with signed links and the right SHA-256', async () => {
    happy = await paidAndApproved();
    const jobs = await eventually(async () => {
      const j = (await partnerJobs(PARTNER)).filter(
        (e) => PrintJobSubmittedData.parse(e.data).printJobId === happy.printJobId,
      );
      if (j.length === 0) throw new Error('not yet');
      return j;
    }, 15_000);
    expect(jobs).toHaveLength(1);
    const job = PrintJobSubmittedData.parse(jobs[0]!.data);
    expect(job).toMatchObject({
      partnerId: PARTNER,
      orderReference: happy.orderId,
      reprintOf: null,
      quantity: 1,
      product: { format: 'booklet', pageCount: 24, binding: 'left', trimMm: { width: 180, height: 240 } },
      shippingAddress: { name: 'Anna Muster', city: 'Berlin', country: 'DE' },
    });
    for (const file of job.files) {
      const res = await fetch(file.url);
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect(createHash('sha256').update(body).digest('hex')).toBe(file.sha256);
      expect(file.sha256).toBe(happy.sha[file.kind]);
      // Expiring: about seven days.
      expect(new Date(file.expiresAt).getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    }
    // A forged link fetches nothing.
    // (Its first signature digit changed, whatever it was: a '0' replaced by '0' would forge nothing.)
    const forged = job.files[0]!.url.replace(
      /sig=([0-9a-f])/,
      (_m, d: string) => `sig=${d === '0' ? '1' : '0'}`,
    );
    expect(forged).not.toBe(job.files[0]!.url);
    expect((await fetch(forged)).status).toBe(403);
    // Another partner sees nothing of it.
    expect(await partnerJobs('sim-b')).toHaveLength(0);
    expect((await getJob(happy.printJobId)).status).toBe('submitted');
  });

  it('moves forward once with every answer delivered twice and out of order', async () => {
    const id = happy.printJobId;
    const parcels = [
      { carrier: 'dhl', trackingNumber: '00340434161094015902', trackingUrl: 'https://dhl.example/t/1' },
    ];
    await answer(id, 'received');
    await answer(id, 'received');
    await answer(id, 'in_production');
    await eventually(async () => expect((await getJob(id)).status).toBe('in_production'), 10_000);
    await answer(id, 'shipped', { parcels });
    await answer(id, 'printed');
    await answer(id, 'in_production');
    await answer(id, 'shipped', { parcels });
    await answer(id, 'received');
    await eventually(async () => expect((await getJob(id)).status).toBe('shipped'), 10_000);
    const detail = await eventually(async () => {
      const d = await getJob(id);
      expect(d.parcels).toEqual(parcels);
      return d;
    });
    await eventually(async () =>
      expect(await statusChanges(id)).toEqual(['accepted', 'in_production', 'shipped']),
    );
    expect(detail.history.map((h) => h.type)).toEqual([
      'PrintJobRequested',
      'PrintJobSubmitted',
      'PrintJobStatusChanged',
      'PrintJobStatusChanged',
      'PrintJobStatusChanged',
    ]);
    expect((await getJob(id)).status).toBe('shipped');
  });

  it("dates each print step of the owner's items from the job's events, for the owner only (issue #24)", async () => {
    const { items } = await kit.rpc.call(FulfilmentRpc.printSteps, {
      ownerId: happy.ownerId,
      itemIds: [happy.itemId, 'no-such-item'],
    });
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toMatchObject({ itemId: happy.itemId, printJobId: happy.printJobId, status: 'shipped' });
    // Each status once, at its first time, in the order the job reached them (answers came twice).
    expect(item!.steps.map((s) => s.status)).toEqual([
      'requested',
      'submitted',
      'accepted',
      'in_production',
      'shipped',
    ]);
    const times = item!.steps.map((s) => Date.parse(s.at));
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    // Another owner asking for the same item sees nothing.
    const other = await kit.rpc.call(FulfilmentRpc.printSteps, {
      ownerId: 'someone-else',
      itemIds: [happy.itemId],
    });
    expect(other.items).toEqual([]);
  });

  it('records a rejected file with its reason, and support reprints it as a new job naming the old one', async () => {
    const job = await paidAndApproved({ interior: Buffer.from('not a pdf') });
    await eventually(async () => expect((await getJob(job.printJobId)).status).toBe('submitted'), 15_000);
    await answer(job.printJobId, 'rejected', { reason: 'The interior is not a PDF/X-4 file.' });
    await eventually(async () =>
      expect(await getJob(job.printJobId)).toMatchObject({
        status: 'rejected',
        reason: 'The interior is not a PDF/X-4 file.',
      }),
    );
    const reprint = await kit.rpc.call(
      FulfilmentRpc.reprintPrintJob,
      { printJobId: job.printJobId, reason: 'New file uploaded' },
      { userId: 'support-1' },
    );
    expect(reprint).toMatchObject({ reprintOf: job.printJobId, status: 'submitted', itemId: job.itemId });
    const again = await kit.rpc.call(FulfilmentRpc.reprintPrintJob, {
      printJobId: job.printJobId,
      reason: 'twice',
    });
    expect(again.printJobId).toBe(reprint.printJobId);
    expect((await getJob(job.printJobId)).reprintedAs).toBe(reprint.printJobId);
  });

  it('cancels before production, and refuses after in_production', async () => {
    const early = await paidAndApproved();
    await eventually(async () => expect((await getJob(early.printJobId)).status).toBe('submitted'), 15_000);
    await answer(early.printJobId, 'received');
    await eventually(async () => expect((await getJob(early.printJobId)).status).toBe('accepted'));
    const cancelled = await kit.rpc.call(FulfilmentRpc.cancelPrintJob, {
      printJobId: early.printJobId,
      reason: 'The parent asked',
    });
    expect(cancelled.status).toBe('cancelled');
    // The partner hears it on its own subject.
    const cancels = await eventually(async () => {
      const stream = subjects().stream(FulfilmentEventStream.name);
      await ensureConsumer(kit.nc, stream, {
        durable: 'partner-cancels',
        filterSubjects: [
          subjects().subject(partnerSubject(FulfilmentEvents.printJobCancelRequestedV1.subject, PARTNER)),
        ],
      });
      const batch = await (await js().consumers.get(stream, 'partner-cancels')).fetch({ expires: 1000 });
      const seen: IntegrationEnvelope[] = [];
      for await (const m of batch) seen.push(m.json<IntegrationEnvelope>());
      if (seen.length === 0) throw new Error('no cancel request yet');
      return seen;
    });
    expect(cancels.map((e) => e.data)).toEqual([
      expect.objectContaining({
        printJobId: early.printJobId,
        partnerId: PARTNER,
        reason: 'The parent asked',
      }),
    ]);
    // The partner's later word changes nothing.
    await answer(early.printJobId, 'in_production');

    const late = await paidAndApproved();
    await eventually(async () => expect((await getJob(late.printJobId)).status).toBe('submitted'), 15_000);
    // Another partner's answer about this job is ignored (answers are applied in order: had it counted, the
    // job would have ended rejected and in_production would not follow).
    await answer(late.printJobId, 'rejected', { reason: 'not mine' }, 'sim-b');
    await answer(late.printJobId, 'in_production');
    await eventually(async () =>
      expect(await getJob(late.printJobId)).toMatchObject({ status: 'in_production', reason: null }),
    );
    await expect(
      kit.rpc.call(FulfilmentRpc.cancelPrintJob, { printJobId: late.printJobId, reason: 'Too late now' }),
    ).rejects.toMatchObject({
      code: ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED,
    } satisfies Partial<RemoteError>);
    expect((await getJob(early.printJobId)).status).toBe('cancelled');
  });

  it('lists jobs by status', async () => {
    const { printJobs, total } = await kit.rpc.call(FulfilmentRpc.listPrintJobs, {
      status: 'cancelled',
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 10,
    });
    expect(total).toBe(1);
    expect(printJobs[0]!.status).toBe('cancelled');
  });

  it("lists a book's jobs for the console's book page (issue #24)", async () => {
    const job = await paidAndApproved();
    const byBook = (bookId: string) =>
      kit.rpc.call(FulfilmentRpc.listPrintJobs, {
        bookId,
        sort: { field: 'createdAt', order: 'DESC' },
        offset: 0,
        limit: 10,
      });
    await eventually(async () => {
      const { printJobs, total } = await byBook(job.bookId);
      expect(total).toBe(1);
      expect(printJobs.map((j) => [j.printJobId, j.bookId])).toEqual([[job.printJobId, job.bookId]]);
    });
    expect((await byBook(randomUUID())).total).toBe(0);
  });

  it('keeps its events in the store it was given (none in Postgres on KurrentDB)', async () => {
    const { rows } = await kit.pool.query<{ n: number }>(`select count(*)::int as n from fulfilment.events`);
    if (process.env.FULFILMENT_TEST_EVENT_STORE === 'kurrentdb') expect(rows[0]!.n).toBe(0);
    else expect(rows[0]!.n).toBeGreaterThan(0);
  });

  describe('refunds (orders.v1.OrderRefunded)', () => {
    const refund = (orderId: string, itemId: string) =>
      kit.publish(OrdersEvents.orderRefundedV1.subject, OrdersEvents.orderRefundedV1.type, {
        orderId,
        refundId: `re_${randomUUID().slice(0, 8)}`,
        itemIds: [itemId],
        amount: 3490,
        refundedAt: new Date().toISOString(),
      });
    const cancelRequests = async () => {
      const stream = subjects().stream(FulfilmentEventStream.name);
      await ensureConsumer(kit.nc, stream, {
        durable: 'partner-cancels-refunds',
        filterSubjects: [
          subjects().subject(partnerSubject(FulfilmentEvents.printJobCancelRequestedV1.subject, PARTNER)),
        ],
      });
      const batch = await (
        await js().consumers.get(stream, 'partner-cancels-refunds')
      ).fetch({ expires: 1000 });
      const seen: IntegrationEnvelope[] = [];
      for await (const m of batch) {
        seen.push(m.json<IntegrationEnvelope>());
        m.ack();
      }
      return seen.map((e) => e.data as { printJobId: string; reason: string });
    };

    it('cancels a refunded item’s job before production, once, with the refund as the reason', async () => {
      const job = await paidAndApproved();
      await eventually(async () => expect((await getJob(job.printJobId)).status).toBe('submitted'), 15_000);
      await refund(job.orderId, job.itemId);
      await refund(job.orderId, job.itemId); // a second refund message of the same item changes nothing
      await eventually(async () =>
        expect(await getJob(job.printJobId)).toMatchObject({
          status: 'cancelled',
          reason: 'The order item was refunded.',
        }),
      );
      const requests = await eventually(async () => {
        const r = (await cancelRequests()).filter((c) => c.printJobId === job.printJobId);
        if (r.length === 0) throw new Error('no cancel request yet');
        return r;
      });
      expect(requests).toEqual([expect.objectContaining({ reason: 'The order item was refunded.' })]);
    });

    it('makes no job when the refund comes before the approval', async () => {
      const job = await paidAndApproved({ approve: false });
      await refund(job.orderId, job.itemId);
      // The refund is remembered once its message is handled; the approval then finds it.
      await eventually(async () => {
        const { rows } = await kit.pool.query(`select 1 from fulfilment.refunded_items where item_id = $1`, [
          job.itemId,
        ]);
        expect(rows).toHaveLength(1);
      });
      await job.approve();
      // The approval is handled (recorded by its consumer) and made no job.
      await eventually(async () => {
        const { rows } = await kit.pool.query(
          `select 1 from fulfilment.handled_messages where consumer = $1 and message_id = $2`,
          ['fulfilment-approvals', job.approvalId],
        );
        expect(rows).toHaveLength(1);
      }, 15_000);
      await expect(getJob(job.printJobId)).rejects.toMatchObject({ code: ErrorCodes.FULFILMENT_NOT_FOUND });
    });

    it('lets a job already in production go on', async () => {
      const job = await paidAndApproved();
      await eventually(async () => expect((await getJob(job.printJobId)).status).toBe('submitted'), 15_000);
      await answer(job.printJobId, 'in_production');
      await eventually(async () => expect((await getJob(job.printJobId)).status).toBe('in_production'));
      await refund(job.orderId, job.itemId);
      await eventually(async () => {
        const { rows } = await kit.pool.query(`select 1 from fulfilment.refunded_items where item_id = $1`, [
          job.itemId,
        ]);
        expect(rows).toHaveLength(1);
      });
      expect((await getJob(job.printJobId)).status).toBe('in_production');
    });
  });
});
