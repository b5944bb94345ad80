import 'reflect-metadata';
import { FulfilmentEventStream, FulfilmentRpc } from '@fabelhaft/contracts';
import { eventually, findInStreams, findPersonalValues } from '@fabelhaft/testing';
import { startFulfilmentKit, type FulfilmentKit } from '../test-fixtures/fulfilment-kit';

jest.setTimeout(60_000);

/**
 * issue #22 (ADR 0016 addendum): erasing a customer at fulfilment. A job on its way keeps its address until it is
 * finished; then the job, its events and every paid item of the customer go, and nothing of their address is left.
 */
describe('fulfilment erasure', () => {
  let kit: FulfilmentKit;
  beforeAll(async () => {
    kit = await startFulfilmentKit('fulferase', { PRINT_PARTNER: 'sim-a' });
  });
  afterAll(() => kit?.close());

  const personal = ['Anna Muster', 'Hauptstr. 1', '10115'];

  it('keeps a job on its way, then erases it once finished; paid items not yet printed go at once', async () => {
    const book = await kit.paidAndApproved();
    await eventually(
      async () => expect((await kit.getJob(book.printJobId)).status).toBe('submitted'),
      15_000,
    );
    const erase = () => kit.rpc.call(FulfilmentRpc.eraseOwnerData, { ownerId: book.ownerId });

    const stream = kit.subjects.stream(FulfilmentEventStream.name);
    // The partner's job on EVT_FULFILMENT carries the address.
    expect((await findInStreams(kit.nc, [stream], personal)).length).toBeGreaterThan(0);

    // On its way: kept with its address (the parcel must still reach the customer).
    expect(await erase()).toMatchObject({ erasedJobs: 0, keptJobs: 1 });
    expect((await findPersonalValues(kit.pool, personal)).length).toBeGreaterThan(0);
    expect((await findInStreams(kit.nc, [stream], personal)).length).toBeGreaterThan(0);

    await kit.rpc.call(
      FulfilmentRpc.cancelPrintJob,
      { printJobId: book.printJobId, reason: 'customer erased' },
      { correlationId: 'support', userId: 'support-sub' },
    );
    expect(await erase()).toEqual({ erasedJobs: 1, erasedPaidItems: 1, keptJobs: 0 });
    expect(await findPersonalValues(kit.pool, [...personal, book.ownerId])).toEqual([]);
    // And the copies the relay published of the job (its submission with the address, its status changes).
    expect(await findInStreams(kit.nc, [stream], [...personal, book.ownerId, book.printJobId])).toEqual([]);
    await expect(kit.getJob(book.printJobId)).rejects.toMatchObject({ code: 'FULFILMENT.NOT_FOUND' });
    const list = await kit.rpc.call(FulfilmentRpc.listPrintJobs, {
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 100,
    });
    expect(JSON.stringify(list)).not.toContain(book.printJobId);
    // Idempotent.
    expect(await erase()).toEqual({ erasedJobs: 0, erasedPaidItems: 0, keptJobs: 0 });
  });
});
