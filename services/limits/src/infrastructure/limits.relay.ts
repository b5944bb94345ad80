import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { LimitsEvents } from '@fabelhaft/contracts';
import { createRelay, type IntegrationMapper, type PostgresSubscription } from '@fabelhaft/eventsourcing';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { QuotaAccountEvent } from '../domain/quota-account';
import { LIMITS_SCHEMA, type LimitsConfig } from '../limits.config';
import { LIMITS_CONFIG, LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../limits.di-tokens';

/** The limits stream on JetStream: every integration event this service publishes. */
export const LIMITS_EVENTS_STREAM = 'EVT_LIMITS';

/** Stored events are private; only grants are announced (versioned), e.g. to tell the customer. */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as QuotaAccountEvent;
  const customerId = recorded.streamId.replace(/^quota-account-/, '');
  switch (event.type) {
    case 'PreviewsGranted':
      return {
        subject: LimitsEvents.previewsGrantedV1.subject,
        type: LimitsEvents.previewsGrantedV1.type,
        data: { customerId, grantId: event.data.grantId, count: event.data.count },
      };
    case 'EditsGranted':
      return {
        subject: LimitsEvents.editsGrantedV1.subject,
        type: LimitsEvents.editsGrantedV1.type,
        data: { customerId, grantId: event.data.grantId, count: event.data.count },
      };
    default:
      return null;
  }
};

@Injectable()
export class LimitsRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay?: PostgresSubscription;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(LIMITS_CONFIG) private readonly config: LimitsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureStream(this.nc, {
      name: this.subjects.stream(LIMITS_EVENTS_STREAM),
      subjects: [this.subjects.subject('evt.limits.>')],
    });
    this.relay = createRelay(this.pool, {
      schema: LIMITS_SCHEMA,
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
