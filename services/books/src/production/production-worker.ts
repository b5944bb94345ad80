import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import {
  parseAge,
  type Language,
  type StoryPlan,
  type StoryWriter,
  type Style,
} from '@fabelhaft/book-engine';
import { BooksEvents, DomainError, IntegrationEnvelope, type RequestMetadata } from '@fabelhaft/contracts';
import { ensureConsumer, ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from '../books.config';
import {
  BOOK_PRODUCER,
  BOOKS,
  BOOKS_CONFIG,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PRODUCTION_HOOKS,
  STORY_WRITER,
  SUBJECTS,
} from '../books.di-tokens';
import {
  ChangeProductionCommand,
  type ProductionCommand,
} from '../commands/change-production/change-production.command';
import type { Book, ProducedFiles } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { bookFileKey, downloadName, flipbookPageKey, planKey } from './book-files';
import type { BookProducer } from './book-producer.port';

export const PRODUCTION_WORKER_DURABLE = 'books-production-worker';
/** What the customer sees on a failed production; the cause is logged and support can retry. */
export const PRODUCTION_FAILED_REASON =
  'Your book could not be produced. Our team has been notified and will take care of it.';

/** Test seams between the steps of a production (a crash test kills the process in one of them). */
export interface ProductionHooks {
  afterStart?(bookId: string): Promise<void> | void;
  beforeComplete?(bookId: string): Promise<void> | void;
}

type Outcome = 'produced' | 'already-done' | 'stale' | 'retry' | 'failed' | 'invalid';

/**
 * Produces paid books (issue #6): consumes `books.v1.ProductionRequested` from the books stream with a durable
 * pull consumer shared by every worker. Per job: StartProduction (orchestrating) → the preview's own plan →
 * illustrations and layout → MarkProductionRunning when rendering starts → the files stored under the owner →
 * CompleteProduction (completed, no longer a preview) → ack. Every step is idempotent by book id and
 * attempt, so a redelivered job (a duplicate payment, a worker that died mid-book) produces the book once.
 */
@Injectable()
export class ProductionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly streams: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(STORY_WRITER) private readonly writer: StoryWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(BOOK_PRODUCER) private readonly producer: BookProducer,
    @Inject(PRODUCTION_HOOKS) private readonly hooks: ProductionHooks | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.PRODUCTION_WORKER_ENABLED) return;
    const stream = this.subjects.stream(BOOKS_EVENTS_STREAM);
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject('evt.books.>')] });
    const ackWaitMs = this.config.PRODUCTION_ACK_WAIT_MS;
    await ensureConsumer(this.nc, stream, {
      durable: PRODUCTION_WORKER_DURABLE,
      filterSubjects: [this.subjects.subject(BooksEvents.productionRequestedV1.subject)],
      ackWaitMs,
      maxDeliver: this.config.PRODUCTION_MAX_DELIVER,
      maxAckPending: 100,
    });
    const consumer = await jetstream(this.nc).consumers.get(stream, PRODUCTION_WORKER_DURABLE);
    for (let i = 0; i < this.config.PRODUCTION_CONCURRENCY; i++) {
      const messages = await consumer.consume({ max_messages: 1 });
      this.streams.push(messages);
      this.loops.push(
        (async () => {
          for await (const m of messages) await this.process(m);
        })(),
      );
    }
    this.logger.info({ stream, concurrency: this.loops.length }, 'production worker started');
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.streams.map((s) => s.close()));
    await Promise.all(this.loops);
    await this.producer.close();
  }

  async process(m: JsMsg): Promise<Outcome> {
    let job: { bookId: string; attempt: number; correlationId: string };
    try {
      const envelope = IntegrationEnvelope.parse(m.json());
      const data = BooksEvents.productionRequestedV1.data.parse(envelope.data);
      job = {
        bookId: data.bookId,
        attempt: data.attempt,
        correlationId: envelope.correlationId ?? envelope.id,
      };
    } catch (error) {
      this.logger.error({ err: error, seq: m.seq }, 'invalid production job dropped');
      m.term('invalid job');
      return 'invalid';
    }
    const metadata: RequestMetadata = {
      correlationId: job.correlationId,
      causationId: m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`,
    };
    const delivery = m.info.deliveryCount;
    const log = this.logger.child({ bookId: job.bookId, attempt: job.attempt, delivery });
    // Keeps the job ours while it runs (a book takes tens of seconds): a live worker is never taken for dead.
    const heartbeat = setInterval(() => m.working(), Math.max(250, this.config.PRODUCTION_ACK_WAIT_MS / 3));
    try {
      const outcome = await this.produce(job, metadata, log);
      await m.ackAck().catch(() => m.ack());
      log.info({ outcome }, 'production job done');
      return outcome;
    } catch (error) {
      if (error instanceof DomainError && String(error.code).startsWith('BOOKS.')) {
        log.warn({ err: error }, 'production job refused by the book; dropped');
        m.ack();
        return 'stale';
      }
      if (delivery >= this.config.PRODUCTION_MAX_DELIVER) {
        log.error({ err: error }, 'production failed for good');
        await this.change(
          { type: 'FailProduction', bookId: job.bookId, reason: PRODUCTION_FAILED_REASON },
          metadata,
        ).catch((err: unknown) => log.error({ err }, 'could not record the failed production'));
        m.term('production failed');
        return 'failed';
      }
      const delay = Math.min(60_000, this.config.PRODUCTION_RETRY_DELAY_MS * 2 ** (delivery - 1));
      log.warn({ err: error, retryInMs: delay }, 'production failed; will retry');
      m.nak(delay);
      return 'retry';
    } finally {
      clearInterval(heartbeat);
    }
  }

  private change(command: ProductionCommand, metadata: RequestMetadata) {
    return this.commandBus.execute(new ChangeProductionCommand(command, metadata));
  }

  private async produce(
    job: { bookId: string; attempt: number },
    metadata: RequestMetadata,
    log: Logger,
  ): Promise<Outcome> {
    const { bookId } = job;
    const { state: before } = await this.books.load(bookId);
    // A job of an earlier attempt (its retry is queued already), or one whose book is done: nothing to do.
    if (before.production.attempt !== job.attempt) return 'stale';
    if (before.production.status === 'completed' || before.production.status === 'failed')
      return 'already-done';
    await this.change({ type: 'StartProduction', bookId }, metadata);
    await this.hooks?.afterStart?.(bookId);

    const plan = await this.planOf(before);
    const started = Date.now();
    const produced = await this.producer.produce(
      {
        plan,
        format: before.production.format ?? 'booklet',
        textBackground: before.request?.textBackgroundEnabled ?? true,
      },
      async (stage) => {
        if (stage === 'rendering') await this.change({ type: 'MarkProductionRunning', bookId }, metadata);
      },
    );
    const { ownerId } = before;
    const files: ProducedFiles = {
      printInteriorKey: bookFileKey(ownerId, bookId, 'print-interior.pdf'),
      printCoverKey: bookFileKey(ownerId, bookId, 'print-cover.pdf'),
      downloadKey: bookFileKey(ownerId, bookId, downloadName(before.title)),
      preflightKey: bookFileKey(ownerId, bookId, 'preflight.json'),
      preflightPassed: produced.preflight.passed,
      pages: produced.flipbook.map((p) => ({
        pageType: p.pageType,
        pageNumber: p.pageNumber,
        imageKey: flipbookPageKey(ownerId, bookId, p.pageNumber),
        altText: p.altText,
      })),
    };
    // Puts replace: a redelivered job writes the same files again.
    const pdf = { contentType: 'application/pdf' };
    await this.storage.put(files.printInteriorKey, produced.interiorPdf, pdf);
    await this.storage.put(files.printCoverKey, produced.coverPdf, pdf);
    await this.storage.put(files.downloadKey, produced.screenPdf, pdf);
    await this.storage.put(files.preflightKey, Buffer.from(JSON.stringify(produced.preflight, null, 2)), {
      contentType: 'application/json',
    });
    for (const page of produced.flipbook) {
      await this.storage.put(flipbookPageKey(ownerId, bookId, page.pageNumber), page.webp, {
        contentType: 'image/webp',
      });
    }
    if (!produced.preflight.passed) log.warn({ preflight: produced.preflight }, 'preflight found problems');
    await this.hooks?.beforeComplete?.(bookId);
    await this.change({ type: 'CompleteProduction', bookId, files }, metadata);
    log.info({ ms: Date.now() - started, pages: files.pages.length }, 'book produced');
    return 'produced';
  }

  /** The plan the preview was made from; an older preview without a stored plan is planned again. */
  private async planOf(book: Book): Promise<StoryPlan> {
    const stored = await this.storage.get(planKey(book.ownerId, book.bookId));
    if (stored) return JSON.parse(stored.body.toString('utf8')) as StoryPlan;
    const r = book.request!;
    return this.writer.planStory({
      bookId: book.bookId,
      idea: r.idea,
      age: parseAge(r.ageRange),
      mainLanguage: r.mainLanguage as Language,
      ...(r.translationLanguage ? { translationLanguage: r.translationLanguage as Language } : {}),
      translateCharacterNames: r.translateCharacterNames,
      style: r.style as Style,
      referenceImages: r.referenceImages.map((i) => (i.description ? { description: i.description } : {})),
    });
  }
}
