import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { BooksEvents, IntegrationEnvelope } from '@fabelhaft/contracts';
import { IdempotentConsumer } from '@fabelhaft/eventsourcing';
import { ensureConsumer, ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { BOOKS_SCHEMA } from '../books.config';
import { LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../books.di-tokens';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import {
  ensureGenerationQueue,
  GENERATION_JOBS_SUBJECT,
  GENERATION_POLICY_DURABLE,
  type GenerationJob,
} from './generation-job';

const MAX_DELIVER = 10;

/**
 * PreviewRequested → one generation job on `jobs.generation`. The job's Nats-Msg-Id is the event's id, so a
 * redelivered event (a crash between the publish and the commit of the handled-message record) is
 * de-duplicated by JetStream; the IdempotentConsumer makes every later redelivery a no-op.
 */
@Injectable()
export class EnqueueGenerationWhenPreviewRequestedPolicy
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private consumer?: IdempotentConsumer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = this.subjects.stream(BOOKS_EVENTS_STREAM);
    // Same declaration as the relay's: whichever provider starts first creates it.
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject('evt.books.>')] });
    await ensureGenerationQueue(this.nc, this.subjects);
    await ensureConsumer(this.nc, stream, {
      durable: GENERATION_POLICY_DURABLE,
      filterSubjects: [this.subjects.subject(BooksEvents.previewRequestedV1.subject)],
      ackWaitMs: 30_000,
      maxDeliver: MAX_DELIVER,
    });
    const js = jetstream(this.nc);
    const jobSubject = this.subjects.subject(GENERATION_JOBS_SUBJECT);
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: BOOKS_SCHEMA,
      stream,
      durable: GENERATION_POLICY_DURABLE,
      maxDeliver: MAX_DELIVER,
      handle: async (message) => {
        const envelope = IntegrationEnvelope.parse(message.data);
        const { bookId, ownerId, requestedAt, ...request } = BooksEvents.previewRequestedV1.data.parse(
          envelope.data,
        );
        const job: GenerationJob = {
          bookId,
          ownerId,
          correlationId: envelope.correlationId ?? null,
          requestedAt,
          request,
        };
        await js.publish(jobSubject, JSON.stringify(job), { msgID: message.messageId });
      },
      onGiveUp: async (message, error) => {
        this.logger.error(
          { err: error, messageId: message.messageId },
          'preview request not enqueued; gave up',
        );
      },
      onError: (error, message) =>
        this.logger.warn({ err: error, messageId: message.messageId }, 'enqueueing a generation job failed'),
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
