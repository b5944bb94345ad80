import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { BooksEvents } from '@fabelhaft/contracts';
import { createRelay, type IntegrationMapper, type PostgresSubscription } from '@fabelhaft/eventsourcing';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { BOOKS_SCHEMA, type BooksConfig } from '../books.config';
import { BOOKS_CONFIG, LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../books.di-tokens';
import type { BookEvent } from '../domain/book';

/** The books stream on JetStream: every integration event this service publishes. */
export const BOOKS_EVENTS_STREAM = 'EVT_BOOKS';

/**
 * Stored events are private; the book's life is announced versioned. PreviewRequested carries everything the
 * generation job needs, so the worker never reads this service's tables.
 */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as BookEvent;
  switch (event.type) {
    case 'BookPreviewRequested': {
      const { at, ...data } = event.data;
      return {
        subject: BooksEvents.previewRequestedV1.subject,
        type: BooksEvents.previewRequestedV1.type,
        data: { ...data, requestedAt: at },
      };
    }
    case 'BookPreviewStarted':
      return {
        subject: BooksEvents.previewStartedV1.subject,
        type: BooksEvents.previewStartedV1.type,
        data: { bookId: event.data.bookId, ownerId: event.data.ownerId, startedAt: event.data.at },
      };
    case 'BookPreviewCompleted':
      return {
        subject: BooksEvents.previewCompletedV1.subject,
        type: BooksEvents.previewCompletedV1.type,
        data: {
          bookId: event.data.bookId,
          ownerId: event.data.ownerId,
          title: event.data.title,
          coverKey: event.data.coverKey,
          completedAt: event.data.at,
        },
      };
    case 'BookPreviewFailed':
      return {
        subject: BooksEvents.previewFailedV1.subject,
        type: BooksEvents.previewFailedV1.type,
        data: {
          bookId: event.data.bookId,
          ownerId: event.data.ownerId,
          reason: event.data.reason,
          failedAt: event.data.at,
        },
      };
    case 'BookPreviewDeleted':
      return {
        subject: BooksEvents.previewDeletedV1.subject,
        type: BooksEvents.previewDeletedV1.type,
        data: { bookId: event.data.bookId, ownerId: event.data.ownerId, deletedAt: event.data.at },
      };
    case 'BookProductionRequested': {
      const c = BooksEvents.productionRequestedV1;
      const { at, ...data } = event.data;
      return { subject: c.subject, type: c.type, data: { ...data, requestedAt: at } };
    }
    case 'BookProduced': {
      const c = BooksEvents.producedV1;
      const { bookId, ownerId, files, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: {
          bookId,
          ownerId,
          orderId: event.data.orderId ?? null,
          printInteriorKey: files.printInteriorKey,
          printCoverKey: files.printCoverKey,
          preflightPassed: files.preflightPassed,
          producedAt: at,
        },
      };
    }
    case 'BookProductionFailed': {
      const c = BooksEvents.productionFailedV1;
      const { bookId, ownerId, reason, at } = event.data;
      return {
        subject: c.subject,
        type: c.type,
        data: { bookId, ownerId, orderId: event.data.orderId ?? null, reason, failedAt: at },
      };
    }
    default:
      return null;
  }
};

@Injectable()
export class BooksRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay?: PostgresSubscription;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureStream(this.nc, {
      name: this.subjects.stream(BOOKS_EVENTS_STREAM),
      subjects: [this.subjects.subject('evt.books.>')],
    });
    this.relay = createRelay(this.pool, {
      schema: BOOKS_SCHEMA,
      subjects: this.subjects,
      publisher: jetstream(this.nc),
      map: mapToIntegrationEvent,
      listenUrl: this.config.DATABASE_URL,
      onError: (err) => this.logger.error({ err }, 'relay batch failed; will retry'),
    });
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }
}
