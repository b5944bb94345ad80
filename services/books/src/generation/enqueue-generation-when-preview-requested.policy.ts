import { Inject, Injectable } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { BooksEvents } from '@fabelhaft/contracts';
import { IntegrationEventPolicy } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
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
export class EnqueueGenerationWhenPreviewRequestedPolicy extends IntegrationEventPolicy {
  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(NATS_CONNECTION) private readonly natsConnection: NatsConnection,
    @Inject(SUBJECTS) private readonly natsSubjects: Subjects,
    @Inject(LOGGER) logger: Logger,
  ) {
    const js = jetstream(natsConnection);
    super(pool, natsConnection, natsSubjects, {
      schema: BOOKS_SCHEMA,
      stream: { name: BOOKS_EVENTS_STREAM, subjects: 'evt.books.>' },
      durable: GENERATION_POLICY_DURABLE,
      filterSubject: BooksEvents.previewRequestedV1.subject,
      maxDeliver: MAX_DELIVER,
      handle: async (envelope, _tx, message) => {
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
        await js.publish(natsSubjects.subject(GENERATION_JOBS_SUBJECT), JSON.stringify(job), {
          msgID: message.messageId,
        });
      },
      onGiveUp: async (message, error) => {
        logger.error({ err: error, messageId: message.messageId }, 'preview request not enqueued; gave up');
      },
      onError: (error, message) =>
        logger.warn({ err: error, messageId: message.messageId }, 'enqueueing a generation job failed'),
    });
  }

  override async onApplicationBootstrap(): Promise<void> {
    // The work queue the jobs go to exists before the first job is published.
    await ensureGenerationQueue(this.natsConnection, this.natsSubjects);
    await super.onApplicationBootstrap();
  }
}
