import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import {
  dominantColors,
  InvalidStoryInput,
  toPreviewObject,
  type Illustrator,
  type StoryWriter,
} from '@fabelhaft/book-engine';
import { DomainError, type BookView, type RequestMetadata } from '@fabelhaft/contracts';
import { ensureConsumer, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ownerKey, type ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from '../books.config';
import {
  BOOKS_CONFIG,
  GENERATION_HOOKS,
  ILLUSTRATOR,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  STORY_WRITER,
  SUBJECTS,
} from '../books.di-tokens';
import { CompletePreviewCommand } from '../commands/complete-preview/complete-preview.command';
import { FailPreviewCommand } from '../commands/fail-preview/fail-preview.command';
import { StartPreviewCommand } from '../commands/start-preview/start-preview.command';
import { planKey } from '../production/book-files';
import {
  ensureGenerationQueue,
  GENERATION_WORKER_DURABLE,
  GenerationJob,
  toStoryInput,
} from './generation-job';

/** Test seams: called between the steps of a job (a crash test kills the process in one of them). */
export interface GenerationHooks {
  afterStart?(job: GenerationJob): Promise<void> | void;
  beforeComplete?(job: GenerationJob): Promise<void> | void;
}

export type JobOutcome = 'completed' | 'already-finished' | 'rejected' | 'retry' | 'failed' | 'invalid';

/** What the customer sees on a failed preview; the cause is logged. */
export const GENERATION_FAILED_REASON = 'The preview could not be generated';

const FAIL_ATTEMPTS = 3;

/** The book said no (deleted, or a transition that can no longer happen): retrying cannot help. */
function isFinal(error: unknown): boolean {
  return error instanceof DomainError && String(error.code).startsWith('BOOKS.');
}

/**
 * Works the `JOBS_GENERATION` queue through a durable pull consumer. Per job: StartPreview (progress:
 * generating, shown as running) → plan the story → illustrate the cover → store the cover WebP under
 * `owners/<ownerId>/covers/<bookId>.webp` → CompletePreview → ack. Every step is idempotent by book id
 * (Start/Complete repeat as no-ops, the cover put replaces the file), so a job redelivered after a worker died
 * mid-way finishes exactly once. A domain refusal is final (ack); any other error is retried with a growing
 * delay, and the last allowed delivery fails the preview, which gives the reservation back.
 */
@Injectable()
export class GenerationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly streams: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(STORY_WRITER) private readonly writer: StoryWriter,
    @Inject(ILLUSTRATOR) private readonly illustrator: Illustrator,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() @Inject(GENERATION_HOOKS) private readonly hooks: GenerationHooks | null = null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.GENERATION_WORKER_ENABLED) return;
    const stream = await ensureGenerationQueue(this.nc, this.subjects);
    const ackWaitMs = this.config.GENERATION_ACK_WAIT_MS;
    const maxDeliver = this.config.GENERATION_MAX_DELIVER;
    await ensureConsumer(this.nc, stream, {
      durable: GENERATION_WORKER_DURABLE,
      ackWaitMs,
      maxDeliver,
      // A job whose worker went silent (died) comes back after ack_wait, then later each time; JetStream
      // wants fewer backoff steps than deliveries.
      backoffMs: [1, 2, 4].slice(0, Math.max(0, maxDeliver - 1)).map((f) => f * ackWaitMs),
      maxAckPending: 1000,
    });
    const consumer = await jetstream(this.nc).consumers.get(stream, GENERATION_WORKER_DURABLE);
    for (let i = 0; i < this.config.GENERATION_CONCURRENCY; i++) {
      const messages = await consumer.consume({ max_messages: 1 });
      this.streams.push(messages);
      this.loops.push(
        (async () => {
          for await (const m of messages) await this.process(m);
        })(),
      );
    }
    this.logger.info({ stream, concurrency: this.loops.length }, 'generation worker started');
  }

  async onApplicationShutdown(): Promise<void> {
    // Stops fetching; a job in progress finishes (or, if the process dies now, is redelivered).
    await Promise.all(this.streams.map((s) => s.close()));
    await Promise.all(this.loops);
  }

  /** Handles one delivery of a job and settles it (ack, nak with delay, or term). */
  async process(m: JsMsg): Promise<JobOutcome> {
    const parsed = GenerationJob.safeParse(safeJson(m));
    if (!parsed.success) {
      this.logger.error({ seq: m.seq, issues: parsed.error.issues }, 'invalid generation job dropped');
      m.term('invalid job');
      return 'invalid';
    }
    const job = parsed.data;
    const delivery = m.info.deliveryCount;
    const metadata: RequestMetadata = {
      correlationId: job.correlationId ?? job.bookId,
      causationId: m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`,
    };
    const log = this.logger.child({ bookId: job.bookId, delivery });
    // Keeps the job ours while it runs: a live worker is never mistaken for a dead one.
    const heartbeat = setInterval(() => m.working(), Math.max(250, this.config.GENERATION_ACK_WAIT_MS / 3));
    try {
      const outcome = await this.generate(job, metadata);
      await m.ackAck().catch(() => m.ack());
      log.info({ outcome }, 'generation job done');
      return outcome;
    } catch (error) {
      if (isFinal(error)) {
        log.warn({ err: error }, 'generation job rejected by the book; dropped');
        m.ack();
        return 'rejected';
      }
      const permanent = error instanceof InvalidStoryInput;
      if (permanent || delivery >= this.config.GENERATION_MAX_DELIVER) {
        log.error({ err: error }, 'generation failed for good; failing the preview');
        await this.failPreview(job, metadata, log);
        m.term('generation failed');
        return 'failed';
      }
      const delay = Math.min(
        this.config.GENERATION_RETRY_MAX_DELAY_MS,
        this.config.GENERATION_RETRY_DELAY_MS * 2 ** (delivery - 1),
      );
      log.warn({ err: error, retryInMs: delay }, 'generation failed; will retry');
      m.nak(delay);
      return 'retry';
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async generate(job: GenerationJob, metadata: RequestMetadata): Promise<JobOutcome> {
    const started = await this.commandBus.execute<StartPreviewCommand, BookView>(
      new StartPreviewCommand(job.bookId, metadata),
    );
    // A redelivered job of a finished preview: nothing left to do.
    if (started.previewStatus === 'completed' || started.previewStatus === 'failed')
      return 'already-finished';
    await this.hooks?.afterStart?.(job);

    const input = toStoryInput(job, await this.referenceColors(job));
    const plan = await this.writer.planStory(input);
    // Production (issue #6) makes the full book from this very plan, whatever the writer would say next time.
    await this.storage.put(planKey(job.ownerId, job.bookId), Buffer.from(JSON.stringify(plan)), {
      contentType: 'application/json',
    });
    const cover = await this.illustrator.illustrateCover(plan, { style: input.style });
    const coverKey = ownerKey(job.ownerId, 'covers', `${job.bookId}.webp`);
    await this.storage.put(coverKey, cover.webp, { contentType: 'image/webp' });

    await this.hooks?.beforeComplete?.(job);
    await this.commandBus.execute<CompletePreviewCommand, BookView>(
      new CompletePreviewCommand(job.bookId, { ...toPreviewObject(plan) }, coverKey, metadata),
    );
    return 'completed';
  }

  /** Dominant colours of the uploaded references, so the protagonist looks like the child; best effort. */
  private async referenceColors(job: GenerationJob): Promise<(string[] | undefined)[]> {
    return Promise.all(
      job.request.referenceImages.map(async ({ s3Key }) => {
        try {
          const object = await this.storage.get(s3Key);
          return object ? await dominantColors(object.body) : undefined;
        } catch {
          return undefined;
        }
      }),
    );
  }

  /** FailPreview also gives the reservation back (idempotently); retried briefly when limits is down. */
  private async failPreview(job: GenerationJob, metadata: RequestMetadata, log: Logger): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.commandBus.execute(new FailPreviewCommand(job.bookId, GENERATION_FAILED_REASON, metadata));
        return;
      } catch (error) {
        if (isFinal(error)) {
          log.warn({ err: error }, 'the book refused the failure; nothing to do');
          return;
        }
        if (attempt >= FAIL_ATTEMPTS) {
          log.error({ err: error }, 'could not record the failed preview; the book stays generating');
          return;
        }
        await sleep(500 * attempt);
      }
    }
  }
}

function safeJson(m: JsMsg): unknown {
  try {
    return m.json();
  } catch {
    return null;
  }
}
