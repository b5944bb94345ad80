import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  BooksRpc,
  OrdersEvents,
  OrdersEventStream,
  RefinementEvents,
  RefinementEventStream,
  type BookView,
  type IntegrationEnvelope,
  type PlannedChangeData,
} from '@fabelhaft/contracts';
import type { RecordedEvent } from '@fabelhaft/eventsourcing';
import {
  startKurrentDbStandIn,
  type KurrentDbStandIn,
} from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { NATS_CONNECTION, serviceDeps } from '@fabelhaft/service-kit/service';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { booksConfigSchema, type BooksConfig } from '../books.config';
import type { BooksDeps } from '../books.deps';
import { BooksModule, type BooksModuleOptions } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';

/**
 * The books service over NATS with real Postgres and JetStream, a stand-in for limits, a storage folder of its own
 * and the calls its journeys make (a completed preview, a payment, a confirmed revision) — one database and subject
 * prefix per kit. `eventStore: 'kurrentdb'` puts books on KurrentDB (ADR 0046): the in-process stand-in of its gRPC
 * protocol, or the server at `KURRENTDB_URL`. Instances are started with `start` (several may run side by side).
 */
export interface BooksKit {
  db: TestDatabase;
  nc: NatsConnection;
  rpc: RpcClient;
  subjects: Subjects;
  limits: ReturnType<typeof limitsStandIn>;
  storageDir: string;
  /** KurrentDB's URL when books runs on it. */
  kurrentDbUrl: string | null;
  /** The configuration every instance starts with (before `start`'s extra settings). */
  config(extra?: Record<string, string>): BooksConfig;
  /** Starts one more books instance; `apps` lists the running ones, the newest last. */
  start(extra?: Record<string, string>, options?: BooksModuleOptions): Promise<INestApplicationContext>;
  apps: INestApplicationContext[];
  /** Closes one instance (the newest by default). */
  stop(app?: INestApplicationContext): Promise<void>;
  /** A completed preview of `ownerId`: requested over NATS, then the generation worker's steps in-process. */
  completedPreview(
    ownerId: string,
    opts?: { bookId?: string; format?: 'board' | 'booklet' },
  ): Promise<string>;
  /** `orders.v1.OrderPaid` for one book as the orders relay publishes it (`msgId`: its Nats-Msg-Id). */
  pay(ownerId: string, bookId: string, opts?: { eventId?: string; msgId?: string }): Promise<void>;
  /** `refinement.v1.RevisionConfirmed` as the refinement relay publishes it. */
  confirmRevision(
    ownerId: string,
    bookId: string,
    changes: PlannedChangeData[],
    opts: { revisionId: string; eventId?: string },
  ): Promise<void>;
  /** The book's events as the service's own store reads them (Postgres or KurrentDB alike). */
  events(bookId: string): Promise<RecordedEvent[]>;
  book(ownerId: string, bookId: string): Promise<BookView>;
  /** Waits until the book is produced (completed, paid, no longer a preview). */
  produced(ownerId: string, bookId: string, timeoutMs?: number): Promise<BookView>;
  close(): Promise<void>;
}

export async function startBooksKit(options: {
  name: string;
  eventStore: 'postgres' | 'kurrentdb';
  previewLimit?: number;
}): Promise<BooksKit> {
  let standIn: KurrentDbStandIn | undefined;
  let kurrentDbUrl: string | null = null;
  if (options.eventStore === 'kurrentdb') {
    if (!process.env.KURRENTDB_URL) standIn = await startKurrentDbStandIn();
    kurrentDbUrl = process.env.KURRENTDB_URL ?? standIn!.url;
  }
  const db = await createTestDatabase(options.name);
  const subjects = new Subjects(testSubjectPrefix(options.name.slice(0, 10)));
  const storageDir = mkdtempSync(join(tmpdir(), `fabelhaft-${options.name}-`));
  const nc = await connectNats({ url: testNatsUrl(), name: `${options.name}-test` });
  const limits = limitsStandIn(nc, subjects, options.previewLimit ?? 10);
  const rpc = new RpcClient(nc, subjects, 10_000);
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    NATS_URL: testNatsUrl(),
    NATS_PREFIX: subjects.prefix,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'silent',
    // The preview steps are driven by hand (generationSteps); the generation worker has its own spec.
    GENERATION_WORKER_ENABLED: 'false',
    COVER_RENDER_THREADS: '0',
    PREVIEW_SWEEP_INTERVAL_MS: '0',
    PRODUCTION_SWEEP_INTERVAL_MS: '0',
    ...(kurrentDbUrl ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDbUrl } : {}),
  };
  const apps: INestApplicationContext[] = [];
  const config = (extra: Record<string, string> = {}) => loadConfig(booksConfigSchema, { ...env, ...extra });
  const newest = () => {
    const app = apps[apps.length - 1];
    if (!app) throw new Error('no books instance is running');
    return app;
  };

  const kit: BooksKit = {
    db,
    nc,
    rpc,
    subjects,
    limits,
    storageDir,
    kurrentDbUrl,
    apps,
    config,
    start: async (extra = {}, moduleOptions = {}) => {
      const app = await NestFactory.createApplicationContext(
        await BooksModule.forRoot(config(extra), moduleOptions),
        { logger: false },
      );
      await app.init();
      // Its RPC subscriptions reach the server before the test's first request.
      await app.get<NatsConnection>(NATS_CONNECTION).flush();
      apps.push(app);
      return app;
    },
    stop: async (app = newest()) => {
      apps.splice(apps.indexOf(app), 1);
      await app.close();
    },
    completedPreview: async (ownerId, opts = {}) => {
      const steps = generationSteps(newest());
      const { bookId } = await rpc.call(BooksRpc.requestPreview, {
        ownerId,
        ...(opts.bookId ? { bookId: opts.bookId } : {}),
        request: {
          idea: 'Fin the fox and his friend Mia fly a kite',
          mainLanguage: 'en',
          translationLanguage: null,
          ageRange: '5 years',
          style: 'watercolor',
          referenceImages: [],
          textBackgroundEnabled: true,
          translateCharacterNames: false,
        },
      });
      await steps.start(bookId);
      await steps.complete({
        bookId,
        preview: { title: 'Fin and Mia', synopsis: 'A kite flies.', format: opts.format ?? 'booklet' },
      });
      return bookId;
    },
    pay: async (ownerId, bookId, opts = {}) => {
      const orderId = `order-of-${bookId}`;
      const envelope: IntegrationEnvelope = {
        id: opts.eventId ?? randomUUID(),
        type: OrdersEvents.orderPaidV1.type,
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        data: {
          orderId,
          ownerId,
          items: [{ itemId: `${orderId}-1`, bookId, format: 'booklet', quantity: 1 }],
          amountTotal: 2900,
          currency: 'EUR',
          shippingAddress: null,
          paidAt: new Date().toISOString(),
        },
      };
      await jetstream(nc).publish(
        subjects.subject(OrdersEvents.orderPaidV1.subject),
        JSON.stringify(envelope),
        {
          msgID: opts.msgId ?? envelope.id,
        },
      );
    },
    confirmRevision: async (ownerId, bookId, changes, opts) => {
      const envelope: IntegrationEnvelope = {
        id: opts.eventId ?? randomUUID(),
        type: RefinementEvents.revisionConfirmedV1.type,
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        data: {
          sessionId: `session-of-${bookId}`,
          bookId,
          ownerId,
          revisionId: opts.revisionId,
          changes,
          notes: null,
          confirmedAt: new Date().toISOString(),
        },
      };
      await jetstream(nc).publish(
        subjects.subject(RefinementEvents.revisionConfirmedV1.subject),
        JSON.stringify(envelope),
        { msgID: envelope.id },
      );
    },
    events: async (bookId) =>
      (await serviceDeps<BooksDeps>(newest()).store.readStream(`book-${bookId}`)).events,
    book: (ownerId, bookId) => rpc.call(BooksRpc.getBook, { ownerId, bookId }),
    produced: (ownerId, bookId, timeoutMs = 20_000) =>
      eventually(async () => {
        const b = await kit.book(ownerId, bookId);
        expect(b).toMatchObject({ status: 'completed', isPreview: false, paymentStatus: 'success' });
        return b;
      }, timeoutMs),
    close: async () => {
      for (const app of apps.splice(0).reverse()) await app.close();
      await limits.server.close();
      const jsm = await jetstreamManager(nc);
      for (const s of [
        BOOKS_EVENTS_STREAM,
        OrdersEventStream.name,
        RefinementEventStream.name,
        DEAD_LETTER_STREAM,
      ]) {
        await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
      }
      await nc.close();
      await db.drop();
      await standIn?.stop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
  return kit;
}
