import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { z } from 'zod';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  BooksEventStream,
  LimitsEventStream,
  LimitsRpc,
  RefinementRpc,
  type RefinementSessionView,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  type RemoteError,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import {
  startKurrentDbStandIn,
  type KurrentDbStandIn,
} from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestDatabase, testNatsUrl, testSubjectPrefix, type TestDatabase } from '@fabelhaft/testing';
// The real limits service in this process (test only): edits are used and given back at the real QuotaAccount.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only composition, never imported by the service
import { LimitsModule } from '../../../limits/src/limits.module';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the same test-only composition (its configuration)
import { limitsConfigSchema } from '../../../limits/src/limits.config';
import { REFINEMENT_EVENTS_STREAM } from '../infrastructure/refinement.relay';
import { refinementConfigSchema, type RefinementConfig } from '../refinement.config';
import { RefinementModule } from '../refinement.module';
import { booksStandIn, type StandInBook } from './books-stand-in';
import { FakePlanner } from './fake-planner';

/**
 * The refinement service over NATS with real Postgres and JetStream, the real limits service beside it (always on
 * Postgres), a stand-in for books (its story state and its revision news) and a test planner — with its own
 * database and subject prefix per kit, and the calls its tests make. `eventStore: 'kurrentdb'` puts refinement on
 * KurrentDB (ADR 0046): the in-process stand-in, or the server at `KURRENTDB_URL`.
 */
export interface RefinementKit {
  db: TestDatabase;
  refinement: INestApplicationContext;
  /** Refinement's configuration (e.g. for its rebuild command). */
  config: RefinementConfig;
  nc: NatsConnection;
  rpc: RpcClient;
  subjects: Subjects;
  books: ReturnType<typeof booksStandIn>;
  planner: FakePlanner;
  /** KurrentDB's URL when refinement runs on it. */
  kurrentDbUrl: string | null;
  paidBook(ownerId: string, extra?: Partial<StandInBook>): StandInBook;
  open(b: StandInBook, resume?: boolean, ownerId?: string): Promise<RefinementSessionView>;
  send(
    b: StandInBook,
    s: RefinementSessionView,
    message: string,
    focusPages?: number[],
  ): Promise<SendMessageAnswer>;
  confirm(b: StandInBook, s: RefinementSessionView, notes?: string | null): Promise<RefinementSessionView>;
  get(b: StandInBook, s: RefinementSessionView, ownerId?: string): Promise<RefinementSessionView>;
  editsLeft(ownerId: string): Promise<number>;
  refusal(p: Promise<unknown>): Promise<RemoteError>;
  /** The confirmed revisions announced on the refinement stream for one revision id. */
  announced(revisionId: string): Promise<unknown[]>;
  /** A session with a plan waiting for confirmation. */
  planned(b: StandInBook): Promise<RefinementSessionView>;
  close(): Promise<void>;
}

type SendMessageAnswer = z.output<(typeof RefinementRpc.sendMessage)['response']>;

export async function startRefinementKit(options: {
  name: string;
  eventStore: 'postgres' | 'kurrentdb';
}): Promise<RefinementKit> {
  let standIn: KurrentDbStandIn | undefined;
  let kurrentDbUrl: string | null = null;
  if (options.eventStore === 'kurrentdb') {
    if (!process.env.KURRENTDB_URL) standIn = await startKurrentDbStandIn();
    kurrentDbUrl = process.env.KURRENTDB_URL ?? standIn!.url;
  }
  const db = await createTestDatabase(options.name);
  const subjects = new Subjects(testSubjectPrefix(options.name.slice(0, 10)));
  const base = {
    DATABASE_URL: db.url,
    NATS_URL: testNatsUrl(),
    NATS_PREFIX: subjects.prefix,
    LOG_LEVEL: 'silent',
  };
  const nc = await connectNats({ url: testNatsUrl(), name: `${options.name}-test` });
  const books = booksStandIn(nc, subjects);
  const planner = new FakePlanner();
  const limits = await NestFactory.createApplicationContext(
    await LimitsModule.forRoot(loadConfig(limitsConfigSchema, { ...base, LIMITS_DEFAULT_EDITS: '3' })),
    { logger: false },
  );
  await limits.init();
  const store = kurrentDbUrl ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDbUrl } : {};
  const config = loadConfig(refinementConfigSchema, { ...base, ...store });
  const refinement = await NestFactory.createApplicationContext(
    await RefinementModule.forRoot(config, { planner }),
    { logger: false },
  );
  await refinement.init();
  const rpc = new RpcClient(nc, subjects, 5000);

  const kit: RefinementKit = {
    db,
    refinement,
    config,
    nc,
    rpc,
    subjects,
    books,
    planner,
    kurrentDbUrl,
    paidBook: (ownerId, extra = {}) => {
      const book = {
        bookId: randomUUID(),
        ownerId,
        status: 'completed',
        isPreview: false,
        paymentStatus: 'success',
        approvedAt: null,
        ...extra,
      };
      books.add(book);
      return book;
    },
    open: (b, resume = true, ownerId = b.ownerId) =>
      rpc.call(RefinementRpc.openSession, { ownerId, bookId: b.bookId, resume }),
    send: (b, s, message, focusPages = [4]) =>
      rpc.call(RefinementRpc.sendMessage, {
        ownerId: b.ownerId,
        bookId: b.bookId,
        sessionId: s.sessionId,
        message,
        focusPages,
        locale: 'en',
      }),
    confirm: (b, s, notes = null) =>
      rpc.call(RefinementRpc.confirm, {
        ownerId: b.ownerId,
        bookId: b.bookId,
        sessionId: s.sessionId,
        notes,
      }),
    get: (b, s, ownerId = b.ownerId) =>
      rpc.call(RefinementRpc.getSession, { ownerId, bookId: b.bookId, sessionId: s.sessionId }),
    editsLeft: async (ownerId) => (await rpc.call(LimitsRpc.getLimits, { ownerId })).editRemaining,
    refusal: (p) =>
      p.then(
        () => {
          throw new Error('expected a refusal');
        },
        (e: unknown) => e as RemoteError,
      ),
    announced: async (revisionId) => {
      const stream = subjects.stream(REFINEMENT_EVENTS_STREAM);
      const total = (await (await jetstreamManager(nc)).streams.info(stream)).state.messages;
      const found: unknown[] = [];
      if (total === 0) return found;
      const consumer = await jetstream(nc).consumers.get(stream);
      let seen = 0;
      for await (const m of await consumer.fetch({ max_messages: total, expires: 2000 })) {
        const envelope = m.json<{ type: string; data: { revisionId: string } }>();
        if (envelope.data.revisionId === revisionId) found.push(envelope);
        if (++seen === total) break;
      }
      return found;
    },
    planned: async (b) => {
      const s = await kit.open(b);
      return (await kit.send(b, s, 'Make this page shorter')).session;
    },
    close: async () => {
      await refinement.close();
      await limits.close();
      await books.server.close();
      const jsm = await jetstreamManager(nc);
      for (const stream of [
        REFINEMENT_EVENTS_STREAM,
        BooksEventStream.name,
        LimitsEventStream.name,
        DEAD_LETTER_STREAM,
      ])
        await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
      await nc.close();
      await db.drop();
      await standIn?.stop();
    },
  };
  return kit;
}
