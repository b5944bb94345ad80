import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream } from '@nats-io/jetstream';
import {
  BooksEvents,
  FulfilmentEvents,
  FulfilmentEventStream,
  FulfilmentRpc,
  OrdersEvents,
  type IntegrationEnvelope,
  type PrintJobDetail,
} from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { startKurrentDbStandIn } from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage, UrlSigner } from '@fabelhaft/storage';
import {
  createTestDatabase,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { printJobIdOfItem } from '../domain/print-product';
import { fulfilmentConfigSchema } from '../fulfilment.config';
import { FulfilmentModule } from '../fulfilment.module';
import { startAssetsServer } from './assets-server';

/**
 * The fulfilment service with real Postgres and JetStream and the BFF's /assets behaviour in a small HTTP server
 * (its own database and subject prefix per kit), plus what its tests do to it: publish the events it consumes,
 * make a paid and approved book, read a job and the status changes it published.
 */
export interface FulfilmentKit {
  app: INestApplicationContext;
  nc: NatsConnection;
  rpc: RpcClient;
  subjects: Subjects;
  storage: FileSystemStorage;
  /** The service's database (its tables, the consumers' handled messages). */
  pool: TestDatabase['pool'];
  /** Publishes an integration event (below the kit's prefix, Nats-Msg-Id = envelope id). */
  publish(subject: string, type: string, data: unknown, id?: string): Promise<unknown>;
  /**
   * A paid order with one item and an approved book whose print files are stored; `approve: false` publishes
   * the approval only when the test calls `approve()`.
   */
  paidAndApproved(options?: { interior?: Buffer; approve?: boolean }): Promise<ApprovedBook>;
  /** The statuses `fulfilment.v1.PrintJobStatusChanged` announced for one job, in order. */
  statusChanges(printJobId: string): Promise<string[]>;
  getJob(printJobId: string): Promise<PrintJobDetail>;
  close(): Promise<void>;
}

export interface ApprovedBook {
  ownerId: string;
  orderId: string;
  itemId: string;
  bookId: string;
  printJobId: string;
  sha: { interior: string; cover: string };
  /** Publishes the book's approval (again: the same message id, which JetStream drops). */
  approve(): Promise<unknown>;
  /** The approval's message id (its consumer records it as handled). */
  approvalId: string;
}

/**
 * `env` adds to (or overrides) the service's configuration, e.g. PRINT_PARTNER and the GELATO_* settings.
 * `FULFILMENT_TEST_EVENT_STORE=kurrentdb` puts the service on KurrentDB (ADR 0046): the in-process stand-in, or the
 * server at `KURRENTDB_URL`; opt-in, the default run is Postgres.
 */
export async function startFulfilmentKit(name: string, env: Record<string, string>): Promise<FulfilmentKit> {
  const kurrentDb =
    process.env.FULFILMENT_TEST_EVENT_STORE === 'kurrentdb' && !process.env.KURRENTDB_URL
      ? await startKurrentDbStandIn()
      : undefined;
  const store =
    process.env.FULFILMENT_TEST_EVENT_STORE === 'kurrentdb'
      ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: process.env.KURRENTDB_URL ?? kurrentDb!.url }
      : {};
  const db: TestDatabase = await createTestDatabase(name);
  const subjects = new Subjects(testSubjectPrefix(name.slice(0, 6)));
  const storageDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const storage = new FileSystemStorage(storageDir);
  const secret = testSecret();
  // The signer's origin must be the server's, so the server starts first (on a free port).
  let signer: UrlSigner | null = null;
  const assets = await startAssetsServer(storage, {
    verify: (...a: Parameters<UrlSigner['verify']>) => signer!.verify(...a),
  } as UrlSigner);
  signer = new UrlSigner({ secret, baseUrl: assets.url });
  const nc = await connectNats({ url: testNatsUrl(), name: `${name}-test` });
  const app = await NestFactory.createApplicationContext(
    await FulfilmentModule.forRoot(
      loadConfig(fulfilmentConfigSchema, {
        DATABASE_URL: db.url,
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: subjects.prefix,
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: secret,
        BFF_PUBLIC_URL: assets.url,
        ...store,
        ...env,
      }),
      { storage },
    ),
    { logger: false },
  );
  await app.init();
  const rpc = new RpcClient(nc, subjects, 5000);
  const js = () => jetstream(nc);

  const publish = (subject: string, type: string, data: unknown, id: string = randomUUID()) => {
    const envelope: IntegrationEnvelope = {
      id,
      type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      data,
    };
    return js().publish(subjects.subject(subject), JSON.stringify(envelope), { msgID: envelope.id });
  };

  async function paidAndApproved(
    options: { interior?: Buffer; approve?: boolean } = {},
  ): Promise<ApprovedBook> {
    const ownerId = `owner-${randomUUID().slice(0, 8)}`;
    const orderId = randomUUID();
    const itemId = randomUUID();
    const bookId = randomUUID();
    const interiorKey = `owners/${ownerId}/books/${bookId}/print-interior.pdf`;
    const coverKey = `owners/${ownerId}/books/${bookId}/print-cover.pdf`;
    const interior = options.interior ?? Buffer.from(`%PDF-1.6 interior of ${bookId}`);
    const cover = Buffer.from(`%PDF-1.6 cover of ${bookId}`);
    await storage.put(interiorKey, interior, { contentType: 'application/pdf' });
    await storage.put(coverKey, cover, { contentType: 'application/pdf' });
    await publish(OrdersEvents.orderPaidV1.subject, OrdersEvents.orderPaidV1.type, {
      orderId,
      ownerId,
      items: [{ itemId, bookId, format: 'booklet', quantity: 1 }],
      amountTotal: 3490,
      currency: 'EUR',
      shippingAddress: {
        name: 'Anna Muster',
        line1: 'Hauptstr. 1',
        line2: null,
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      paidAt: new Date().toISOString(),
    });
    const approvalId = randomUUID();
    const approve = () =>
      publish(
        BooksEvents.approvedV1.subject,
        BooksEvents.approvedV1.type,
        {
          bookId,
          ownerId,
          orderId,
          revision: 0,
          format: 'booklet',
          pageCount: 24,
          binding: 'left',
          printInteriorKey: interiorKey,
          printCoverKey: coverKey,
          approvedAt: new Date().toISOString(),
        },
        approvalId,
      );
    if (options.approve !== false) await approve();
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    return {
      ownerId,
      orderId,
      itemId,
      bookId,
      printJobId: printJobIdOfItem(itemId),
      sha: { interior: sha(interior), cover: sha(cover) },
      approve,
      approvalId,
    };
  }

  async function statusChanges(printJobId: string): Promise<string[]> {
    const stream = subjects.stream(FulfilmentEventStream.name);
    const jsm = await js().jetstreamManager();
    const consumerName = `watch-${randomUUID().slice(0, 8)}`;
    await jsm.consumers.add(stream, {
      name: consumerName,
      filter_subject: subjects.subject(FulfilmentEvents.printJobStatusChangedV1.subject),
      ack_policy: 'none' as never,
      inactive_threshold: 10_000_000_000,
    });
    const consumer = await js().consumers.get(stream, consumerName);
    const out: string[] = [];
    const batch = await consumer.fetch({ max_messages: 200, expires: 1000 });
    for await (const m of batch) {
      const e = m.json<IntegrationEnvelope>();
      const d = FulfilmentEvents.printJobStatusChangedV1.data.parse(e.data);
      if (d.printJobId === printJobId) out.push(d.status);
    }
    return out;
  }

  return {
    app,
    nc,
    rpc,
    subjects,
    storage,
    pool: db.pool,
    publish,
    paidAndApproved,
    statusChanges,
    getJob: (printJobId) => rpc.call(FulfilmentRpc.getPrintJob, { printJobId }),
    async close() {
      await app.close();
      await nc.drain();
      await assets.close();
      await db.drop();
      await rm(storageDir, { recursive: true, force: true });
      await kurrentDb?.stop();
    },
  };
}
