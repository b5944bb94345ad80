import type { EventCodec } from './event-codec';
import type { Pool } from 'pg';
import type { IntegrationEnvelope } from '@fabelhaft/contracts';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ensureStream, type Subjects } from '@fabelhaft/messaging';
import { PostgresSubscription } from './postgres/subscription';
import type { RecordedEvent, SqlExecutor } from './types';

/** What the relay publishes for one stored event; `null` keeps the event private to its service. */
export interface IntegrationMessage {
  /** Subject below the prefix, e.g. `evt.limits.quota-account.previews-granted`. */
  subject: string;
  /** Versioned type, e.g. `limits.v1.PreviewsGranted`. */
  type: string;
  data: unknown;
}

export type IntegrationMapper = (event: RecordedEvent) => IntegrationMessage | null;

/** The slice of the JetStream client the relay needs (so tests can watch or interrupt publishing). */
export interface RelayPublisher {
  publish(subject: string, payload: string, options: { msgID: string }): Promise<unknown>;
}

export interface RelayOptions {
  schema: string;
  /** The service store's codec: the mapper sees stored events decoded to their current version. */
  codec?: EventCodec;
  /** Checkpoint name, e.g. `relay`. */
  name?: string;
  map: IntegrationMapper;
  subjects: Subjects;
  publisher: RelayPublisher;
  listenUrl?: string;
  batchSize?: number;
  pollIntervalMs?: number;
  onError?(error: unknown): void;
}

/**
 * Publishes a service's integration events to JetStream in commit order. The checkpoint moves only after the
 * server acknowledged every message of the batch; after a crash the batch is published again, and the stream
 * drops the repeats because `Nats-Msg-Id` is the stored event's id.
 */
export function createRelay(pool: Pool, options: RelayOptions): PostgresSubscription {
  return new PostgresSubscription(pool, {
    schema: options.schema,
    codec: options.codec,
    subscriptionId: options.name ?? 'relay',
    listenUrl: options.listenUrl,
    batchSize: options.batchSize ?? 100,
    pollIntervalMs: options.pollIntervalMs,
    onError: options.onError,
    handle: relayBatch(options),
  });
}

/**
 * The relay's work for a batch of stored events, whatever store they come from: publish each mapped event with
 * `Nats-Msg-Id` = event id and record where its copy went in `tx` (the transaction that also moves the relay's
 * checkpoint: the Postgres store's own subscription, or `postgresCheckpoint` for a KurrentDB subscription).
 */
export function relayBatch(
  options: Pick<RelayOptions, 'schema' | 'map' | 'subjects' | 'publisher'>,
): (events: RecordedEvent[], tx: SqlExecutor) => Promise<void> {
  return async (events, tx) => {
    for (const event of events) {
      const message = options.map(event);
      if (!message) continue;
      const envelope: IntegrationEnvelope = {
        id: event.eventId,
        type: message.type,
        occurredAt: event.recordedAt.toISOString(),
        correlationId: event.metadata.correlationId,
        causationId: event.eventId,
        data: message.data,
      };
      const ack = await options.publisher.publish(
        options.subjects.subject(message.subject),
        JSON.stringify(envelope),
        { msgID: event.eventId },
      );
      // issue #22: where the copy went, so that an erasure of this stream can delete it (a repeat after a crash
      // is answered with the first copy's sequence, which is recorded once).
      const { stream, seq } = (ack ?? {}) as { stream?: unknown; seq?: unknown };
      if (typeof stream === 'string' && typeof seq === 'number') {
        await tx.query(
          `insert into ${options.schema}.published_messages (nats_stream, sequence, stream_id)
           values ($1, $2, $3) on conflict do nothing`,
          [stream, seq, event.streamId],
        );
      }
    }
  };
}

/** Where a relay's events come from, when not the Postgres store's log (the KurrentDB adapter's subscription). */
export interface RelaySource {
  /** Starts delivering batches to `handle`; `handle` runs in the transaction that stores the checkpoint. */
  start(handle: (events: RecordedEvent[], tx: SqlExecutor) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** Whether new events reach it at once (for the health answer). */
  readonly listening: boolean;
}

export interface JetStreamRelayOptions extends Omit<RelayOptions, 'publisher'> {
  /** The service's stream (name below the prefix, e.g. `EVT_BOOKS`) and its subjects (`evt.books.>`). */
  stream: { name: string; subjects: string };
  /** Events from elsewhere than the Postgres store's log (ADR 0046: a KurrentDB catch-up subscription). */
  source?: RelaySource;
}

/**
 * A service's relay to its own JetStream stream, declared at start. It carries Nest's lifecycle hook names, so
 * a module can provide an instance as it is (`{ provide: JetStreamRelay, useValue: new JetStreamRelay(…) }`)
 * and the relay starts with the application and stops with it.
 */
export class JetStreamRelay {
  private subscription?: { stop(): Promise<void>; readonly listening: boolean };

  constructor(
    private readonly pool: Pool,
    private readonly nc: NatsConnection,
    private readonly options: JetStreamRelayOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { subjects, stream } = this.options;
    await ensureStream(this.nc, {
      name: subjects.stream(stream.name),
      subjects: [subjects.subject(stream.subjects)],
    });
    const publisher = jetstream(this.nc);
    const source = this.options.source;
    if (source) {
      await source.start(relayBatch({ ...this.options, publisher }));
      this.subscription = source;
      return;
    }
    const subscription = createRelay(this.pool, { ...this.options, publisher });
    await subscription.start();
    this.subscription = subscription;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** The full name of the stream it publishes to (issue #22: an erasure looks there for unrecorded copies). */
  get streamName(): string {
    return this.options.subjects.stream(this.options.stream.name);
  }

  /** Whether the relay hears commits at once (LISTEN) rather than by its fallback poll. */
  get listening(): boolean {
    return this.subscription?.listening ?? false;
  }
}
