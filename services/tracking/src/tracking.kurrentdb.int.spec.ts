import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { createDhlTracking } from '@fabelhaft/carriers';
import { dhlFixture, startDhlStandIn, type DhlStandIn } from '@fabelhaft/carriers/dhl-stand-in';
import {
  FulfilmentEvents,
  FulfilmentEventStream,
  TrackingEvents,
  TrackingEventStream,
  TrackingRpc,
} from '@fabelhaft/contracts';
import { derivedEventId } from '@fabelhaft/eventsourcing';
import { KurrentDbEventStore } from '@fabelhaft/eventsourcing/src/kurrentdb/event-store';
import {
  startKurrentDbStandIn,
  type KurrentDbStandIn,
} from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import { connectNats, RETRY_OF_HEADER, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { SHIPPED_DURABLE } from './shipments/register-shipment-when-shipped.policy';
import { TRACKING_SCHEMA, trackingConfigSchema } from './tracking.config';
import { TrackingModule } from './tracking.module';

jest.setTimeout(60_000);

const API_KEY = 'test-dhl-key-0123456789';
const REAL_SERVER = process.env.KURRENTDB_URL;

/**
 * The tracking service, unchanged, on `EVENT_STORE=kurrentdb` (issue #29, ADR 0046 "Handlers on a store that
 * cannot join their transaction") against the in-process KurrentDB stand-in (or `KURRENTDB_URL`): its policies and
 * its poller pass a SQL transaction to the repository, which works detached there — the events go to KurrentDB
 * before the transaction commits, keyed by the causing message, so a message handled again after its
 * handled-message row was lost changes nothing; the read model and the relay follow the subscription.
 */
describe('tracking service on KurrentDB', () => {
  let standIn: KurrentDbStandIn | undefined;
  let url: string;
  let db: TestDatabase;
  let app: INestApplicationContext | undefined;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let dhl: DhlStandIn;
  const published: { trackingNumber: string; status: string }[] = [];
  const run = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    standIn = REAL_SERVER ? undefined : await startKurrentDbStandIn();
    url = REAL_SERVER ?? standIn!.url;
    db = await createTestDatabase('tracking-kurrentdb');
    subjects = new Subjects(testSubjectPrefix('trackkdb'));
    dhl = await startDhlStandIn({ apiKey: API_KEY });
    nc = await connectNats({ url: testNatsUrl(), name: 'tracking-kurrentdb-test' });
    nc.subscribe(subjects.subject(TrackingEvents.shipmentStatusChangedV1.subject), {
      callback: (_err, msg) => {
        published.push(msg.json<{ data: (typeof published)[number] }>().data);
      },
    });
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
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: url,
    });
    const carriers = { dhl: createDhlTracking({ apiKey: API_KEY, baseUrl: dhl.baseUrl, maxRetries: 0 }) };
    app = await NestFactory.createApplicationContext(await TrackingModule.forRoot(config, { carriers }), {
      logger: false,
    });
    await app.init();
    rpc = new RpcClient(nc, subjects, 10_000);
  });

  afterAll(async () => {
    await app?.close();
    await dhl?.close();
    const jsm = await jetstreamManager(nc);
    for (const stream of [TrackingEventStream.name, FulfilmentEventStream.name])
      await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
    await nc?.close();
    await db?.drop();
    await standIn?.stop();
  });

  /**
   * One fulfilment event with this envelope id. A new Nats-Msg-Id each time, so JetStream keeps every copy; a copy
   * of an earlier message (`copyOf`: its Nats-Msg-Id) says so as a DLQ retry does, and the consumer takes it for
   * that message (its handled-message row is keyed by it).
   */
  const publish = async (
    contract: { type: string; subject: string },
    data: object,
    id: string,
    subject?: string,
    natsId = randomUUID(),
    copyOf?: string,
  ) => {
    const h = natsHeaders();
    if (copyOf) h.set(RETRY_OF_HEADER, copyOf);
    await jetstream(nc).publish(
      subjects.subject(subject ?? contract.subject),
      JSON.stringify({
        id,
        type: contract.type,
        occurredAt: new Date().toISOString(),
        correlationId: id,
        data,
      }),
      { msgID: natsId, headers: h },
    );
  };
  const shipped = (trackingNumber: string, printJobId: string) => ({
    printJobId,
    orderId: 'order-1',
    itemId: 'item-1',
    bookId: 'book-1',
    ownerId: 'anna',
    status: 'shipped',
    reason: null,
    parcels: [{ carrier: 'DHL', trackingNumber, trackingUrl: null }],
    changedAt: new Date().toISOString(),
  });
  const submitted = (printJobId: string) => ({
    printJobId,
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
      { kind: 'interior', url: 'https://x/i.pdf', sha256: 'a'.repeat(64), expiresAt: '2026-12-01T00:00:00Z' },
      { kind: 'cover', url: 'https://x/c.pdf', sha256: 'b'.repeat(64), expiresAt: '2026-12-01T00:00:00Z' },
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
    promised: { dispatchBy: '2026-11-25', deliverFrom: '2026-11-27', deliverTo: '2026-11-29' },
    submittedAt: new Date().toISOString(),
  });
  const eventsOf = async (trackingNumber: string) => {
    const raw = KurrentDbEventStore.connect(url);
    try {
      return (await raw.readStream(`${TRACKING_SCHEMA}.tracking-shipment-${trackingNumber}`)).events;
    } finally {
      await raw.close();
    }
  };
  const changesOf = (n: string) => published.filter((p) => p.trackingNumber === n).map((p) => p.status);
  const count = async (sql: string, values: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, values)).rows[0]!.n;

  it('registers a shipped parcel once in KurrentDB, shows it at once, relays it once — also when the message is handled again', async () => {
    const number = `JJD${run}1`;
    const jobId = randomUUID();
    const envelopeId = randomUUID();
    const natsId = randomUUID();
    const news = shipped(number, jobId);
    const handledRows = () =>
      count(
        `select count(*)::int as n from ${TRACKING_SCHEMA}.handled_messages where consumer = $1 and message_id = $2`,
        [SHIPPED_DURABLE, natsId],
      );
    await publish(FulfilmentEvents.printJobStatusChangedV1, news, envelopeId, undefined, natsId);
    await eventually(async () => expect(await handledRows()).toBe(1), 10_000);
    // The handler's transaction committed after the append had waited for the read model: the lookup has it.
    expect(
      await rpc.call(TrackingRpc.getShipment, { ownerId: 'anna', trackingNumber: number }),
    ).toMatchObject({ trackingNumber: number, carrier: 'dhl' });
    const first = await eventsOf(number);
    expect(first.map((e) => e.type)).toEqual(['ShipmentRegistered']);
    // Keyed by the causing message: a repeat of this append is recognised in the stream itself.
    expect(first[0]!.eventId).toBe(
      derivedEventId(`${envelopeId}|tracking-shipment-${number}|RegisterShipment`, 0),
    );
    expect(first[0]!.metadata.causationId).toBe(envelopeId);
    expect(await count(`select count(*)::int as n from ${TRACKING_SCHEMA}.events`, [])).toBe(0);
    await eventually(async () => expect(changesOf(number)).toEqual(['label_created']));

    // A redelivery whose handled-message row is gone — what a transaction rolled back after the append leaves
    // behind: the handler runs again (and records the message), the stream already has its events.
    await db.pool.query(`delete from ${TRACKING_SCHEMA}.handled_messages where message_id = $1`, [natsId]);
    await publish(
      FulfilmentEvents.printJobStatusChangedV1,
      news,
      envelopeId,
      undefined,
      randomUUID(),
      natsId,
    );
    await eventually(async () => expect(await handledRows()).toBe(1), 10_000);
    // And a plain redelivery (its row kept) is dropped by the consumer.
    await publish(
      FulfilmentEvents.printJobStatusChangedV1,
      news,
      envelopeId,
      undefined,
      randomUUID(),
      natsId,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect((await eventsOf(number)).map((e) => e.eventId)).toEqual([first[0]!.eventId]);
    expect(changesOf(number)).toEqual(['label_created']);
    expect(
      await count(
        `select count(*)::int as n from ${TRACKING_SCHEMA}.published_messages where stream_id = $1`,
        [`tracking-shipment-${number}`],
      ),
    ).toBe(1);
  });

  it('gives a registered parcel its promise from the submitted job (the lock and the read model meet), then polls it on', async () => {
    const number = `JJD${run}2`;
    const jobId = randomUUID();
    await publish(FulfilmentEvents.printJobStatusChangedV1, shipped(number, jobId), randomUUID());
    await eventually(async () =>
      expect(
        (await rpc.call(TrackingRpc.getShipment, { ownerId: 'anna', trackingNumber: number })).status,
      ).toBe('label_created'),
    );
    const sub = FulfilmentEvents.printJobSubmittedV1;
    await publish(sub, submitted(jobId), randomUUID(), `${sub.subject}.print-sim`);
    await eventually(async () =>
      expect(
        (await rpc.call(TrackingRpc.getShipment, { ownerId: 'anna', trackingNumber: number }))
          .estimatedDelivery,
      ).toEqual({ from: '2026-11-27', to: '2026-11-29' }),
    );

    // The poller's transaction (reading + schedule) also goes through the detached repository.
    const body = dhlFixture<{ shipments: Record<string, unknown>[] }>('shipment-transit.json');
    dhl.setShipment(number, { ...body, shipments: [{ ...body.shipments[0], id: number }] });
    await eventually(
      async () =>
        expect(
          (await rpc.call(TrackingRpc.getShipment, { ownerId: 'anna', trackingNumber: number })).status,
        ).toBe('in_transit'),
      10_000,
    );
    await eventually(async () => expect(changesOf(number)).toEqual(['label_created', 'in_transit']));
    expect((await eventsOf(number)).map((e) => e.type)).toEqual([
      'ShipmentRegistered',
      'PromisedDeliveryRecorded',
      'ShipmentUpdated',
    ]);
  });
});
