import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Client } from 'pg';
import { createDhlTracking } from '@fabelhaft/carriers';
import { dhlFixture, startDhlStandIn, type DhlStandIn } from '@fabelhaft/carriers/dhl-stand-in';
import {
  ErrorCodes,
  FulfilmentEvents,
  FulfilmentEventStream,
  HealthRpc,
  TrackingEvents,
  TrackingEventStream,
  TrackingRpc,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
  type RemoteError,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  eventually,
  findPersonalValues,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { trackingConfigSchema } from './tracking.config';
import { TrackingModule } from './tracking.module';

jest.setTimeout(60_000);

const API_KEY = 'test-dhl-key-0123456789';

/** A recorded DHL answer, answered for our number (the adapter picks the shipment by its number). */
function answer(file: string, trackingNumber: string): Record<string, unknown> {
  const body = dhlFixture<{ shipments: Record<string, unknown>[] }>(file);
  return { ...body, shipments: [{ ...body.shipments[0], id: trackingNumber }] };
}

/**
 * The tracking service with real Postgres and JetStream and the DHL stand-in (libs/carriers): a shipped job
 * becomes a shipment once, is polled to in transit and delivered, publishes each status change once, stops
 * polling at delivered, and continues after a restart.
 */
describe('tracking service', () => {
  let db: TestDatabase;
  let app: INestApplicationContext | undefined;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let dhl: DhlStandIn;
  const published: { trackingNumber: string; status: string; estimatedDelivery: unknown }[] = [];

  const start = async () => {
    const config = loadConfig(trackingConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      DHL_API_KEY: API_KEY,
      CARRIER_DHL_BASE_URL: dhl.baseUrl,
      TRACKING_POLL_TICK_MS: '100',
      TRACKING_POLL_INITIAL_INTERVAL_MS: '150',
      TRACKING_POLL_MAX_INTERVAL_MS: '300',
      TRACKING_POLL_OUT_FOR_DELIVERY_INTERVAL_MS: '150',
      TRACKING_POLLS_PER_SHIPMENT_PER_DAY: '10000',
    });
    const carriers = {
      dhl: createDhlTracking({ apiKey: API_KEY, baseUrl: dhl.baseUrl, maxRetries: 0 }),
    };
    app = await NestFactory.createApplicationContext(await TrackingModule.forRoot(config, { carriers }), {
      logger: false,
    });
    await app.init();
  };

  beforeAll(async () => {
    db = await createTestDatabase('tracking');
    subjects = new Subjects(testSubjectPrefix('track'));
    dhl = await startDhlStandIn({ apiKey: API_KEY });
    nc = await connectNats({ url: testNatsUrl(), name: 'tracking-test' });
    nc.subscribe(subjects.subject(TrackingEvents.shipmentStatusChangedV1.subject), {
      callback: (_err, msg) => {
        const envelope = msg.json<{ data: (typeof published)[number] }>();
        published.push(envelope.data);
      },
    });
    await start();
    rpc = new RpcClient(nc, subjects, 5000);
  });

  afterAll(async () => {
    await app?.close();
    await dhl?.close();
    const jsm = await jetstreamManager(nc);
    for (const stream of [TrackingEventStream.name, FulfilmentEventStream.name, DEAD_LETTER_STREAM])
      await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
    await nc?.close();
    await db?.drop();
  });

  /** Publishes one fulfilment event with this envelope id (a redelivery keeps its id, a new message has a new one). */
  const publish = async (
    contract: { type: string; subject: string },
    data: Record<string, unknown>,
    id = randomUUID(),
    subject = contract.subject,
  ) => {
    await jetstream(nc).publish(
      subjects.subject(subject),
      JSON.stringify({
        id,
        type: contract.type,
        occurredAt: new Date().toISOString(),
        correlationId: id,
        data,
      }),
      // A different Nats-Msg-Id each time: JetStream keeps both, the consumer must drop the repeat.
      { msgID: randomUUID() },
    );
    return id;
  };
  const shipped = (trackingNumber: string, ownerId = 'anna', printJobId = randomUUID()) => ({
    printJobId,
    orderId: 'order-1',
    itemId: 'item-1',
    bookId: 'book-1',
    ownerId,
    status: 'shipped',
    reason: null,
    parcels: [
      {
        carrier: 'DHL',
        trackingNumber,
        trackingUrl: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumber}`,
      },
    ],
    changedAt: new Date().toISOString(),
  });
  const get = (trackingNumber: string, ownerId = 'anna') =>
    rpc.call(TrackingRpc.getShipment, { ownerId, trackingNumber });
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: unknown) => e as RemoteError,
    );
  const requestsFor = (n: string) => dhl.requests.filter((r) => r.query.get('trackingNumber') === n).length;
  const changesOf = (n: string) => published.filter((p) => p.trackingNumber === n).map((p) => p.status);

  it('answers its health on NATS', async () => {
    await eventually(async () =>
      expect(await rpc.call(HealthRpc.check('tracking'), {})).toMatchObject({ status: 'ok', postgres: 'ok' }),
    );
  });

  it('follows a shipped parcel to the door: registered once, in transit, delivered, then no more polls', async () => {
    const number = `0034043429${Date.now().toString().slice(-10)}`;
    const jobId = randomUUID();
    const promised = { dispatchBy: '2026-11-25', deliverFrom: '2026-11-27', deliverTo: '2026-11-29' };
    const submitted = FulfilmentEvents.printJobSubmittedV1;
    await publish(
      submitted,
      {
        printJobId: jobId,
        partnerId: 'print-sim',
        orderReference: 'FH-1',
        reprintOf: null,
        product: {
          format: 'booklet',
          trimMm: { width: 210, height: 210 },
          bleedMm: 3,
          pageCount: 24,
          binding: 'left',
        },
        files: [
          {
            kind: 'interior',
            url: 'https://x/i.pdf',
            sha256: 'a'.repeat(64),
            expiresAt: '2026-12-01T00:00:00Z',
          },
          {
            kind: 'cover',
            url: 'https://x/c.pdf',
            sha256: 'b'.repeat(64),
            expiresAt: '2026-12-01T00:00:00Z',
          },
        ],
        quantity: 1,
        shippingAddress: {
          name: 'Anna',
          line1: 'Weg 1',
          line2: null,
          postalCode: '10115',
          city: 'Berlin',
          country: 'DE',
          email: null,
        },
        promised,
        submittedAt: new Date().toISOString(),
      },
      randomUUID(),
      `${submitted.subject}.print-sim`,
    );
    // The shipped news twice with one id (a redelivery) and once more with another (a second message).
    const id = randomUUID();
    const news = shipped(number, 'anna', jobId);
    await publish(FulfilmentEvents.printJobStatusChangedV1, news, id);
    await publish(FulfilmentEvents.printJobStatusChangedV1, news, id);
    await publish(FulfilmentEvents.printJobStatusChangedV1, news);

    // DHL does not know the number yet (404): the parcel is registered with the partner's promise.
    await eventually(async () =>
      expect(await get(number)).toMatchObject({
        trackingNumber: number,
        carrier: 'dhl',
        status: 'label_created',
        estimatedDelivery: { from: '2026-11-27', to: '2026-11-29' },
        trackingUrl: news.parcels[0]!.trackingUrl,
        printJobId: jobId,
      }),
    );
    await eventually(async () => expect(requestsFor(number)).toBeGreaterThan(0));

    dhl.setShipment(number, answer('shipment-transit.json', number));
    await eventually(async () => expect((await get(number)).status).toBe('in_transit'), 10_000);
    const inTransit = await get(number);
    expect(inTransit.events.length).toBeGreaterThan(0);
    expect(inTransit.events[0]).toMatchObject({ status: 'in_transit', carrierStatusCode: 'transit' });
    expect(inTransit.estimatedDelivery).not.toBeNull();

    // A restart mid-way: the next instance continues from the table.
    await app!.close();
    app = undefined;
    dhl.setShipment(number, answer('shipment-delivered.json', number));
    await start();
    await eventually(async () => expect((await get(number)).status).toBe('delivered'), 10_000);
    expect((await get(number)).estimatedDelivery).toBeNull();

    await eventually(async () =>
      expect(changesOf(number)).toEqual(['label_created', 'in_transit', 'delivered']),
    );
    const calls = requestsFor(number);
    await new Promise((r) => setTimeout(r, 800));
    expect(requestsFor(number)).toBe(calls);
    expect(changesOf(number)).toEqual(['label_created', 'in_transit', 'delivered']);

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const { rows } = await pg.query(
        `select next_poll_at, poll_state->>'stopped' as stopped from tracking.shipments where tracking_number = $1`,
        [number],
      );
      expect(rows).toEqual([{ next_poll_at: null, stopped: 'final' }]);
      const registered = await pg.query(
        `select count(*)::int as n from tracking.events where stream_id = $1 and event_type = 'ShipmentRegistered'`,
        [`tracking-shipment-${number}`],
      );
      expect(registered.rows[0].n).toBe(1);
    } finally {
      await pg.end();
    }
  });

  it('answers another customer and an unknown number alike: not found', async () => {
    const number = `JJD${Date.now()}`;
    await publish(FulfilmentEvents.printJobStatusChangedV1, shipped(number, 'ben'));
    await eventually(async () => expect((await get(number, 'ben')).status).toBeDefined());
    const other = await refusal(get(number, 'anna'));
    expect(other.code).toBe(ErrorCodes.TRACKING_NOT_FOUND);
    expect(other.message).toContain('We could not find that shipment.');
    const unknown = await refusal(get('NO-SUCH-NUMBER', 'anna'));
    expect(unknown.code).toBe(ErrorCodes.TRACKING_NOT_FOUND);
  });

  it('erasure (issue #22): a delivered parcel goes with its events; one on its way is kept until it arrives', async () => {
    const onItsWay = `JJD${Date.now()}9`;
    await publish(FulfilmentEvents.printJobStatusChangedV1, shipped(onItsWay, 'clara'));
    await eventually(async () => expect((await get(onItsWay, 'clara')).status).toBeDefined());
    expect(await rpc.call(TrackingRpc.eraseOwnerData, { ownerId: 'clara' })).toEqual({
      erasedShipments: 0,
      keptShipments: 1,
    });
    expect((await get(onItsWay, 'clara')).trackingNumber).toBe(onItsWay);

    // anna's parcel (the test above) was delivered: it goes, with every event and row that names it.
    const { rows } = await db.pool.query<{ tracking_number: string }>(
      `select tracking_number from tracking.shipments where owner_id = 'anna'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const numbers = rows.map((r) => r.tracking_number);
    expect(await rpc.call(TrackingRpc.eraseOwnerData, { ownerId: 'anna' })).toEqual({
      erasedShipments: numbers.length,
      keptShipments: 0,
    });
    for (const n of numbers) {
      expect((await refusal(get(n, 'anna'))).code).toBe(ErrorCodes.TRACKING_NOT_FOUND);
    }
    expect(await findPersonalValues(db.pool, [...numbers, 'Weg 1'])).toEqual([]);
    expect(await rpc.call(TrackingRpc.eraseOwnerData, { ownerId: 'anna' })).toEqual({
      erasedShipments: 0,
      keptShipments: 0,
    });
  });
});
