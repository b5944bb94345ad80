/**
 * The event store port. The Postgres adapter lives in ./postgres; a KurrentDB adapter can implement the
 * same interface (positions are opaque checkpoints for that reason).
 */

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  userId: string | null;
  schemaVersion: number;
}

/** An event a decider produced, before it is stored. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface NewEvent<E extends DomainEvent = DomainEvent> {
  event: E;
  eventId: string;
  metadata: EventMetadata;
}

/** Where a reader stands in the store-wide order; opaque to everything but the adapter that made it. */
export type Checkpoint = string;

export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  eventId: string;
  streamId: string;
  /** 1 for the first event of a stream. */
  streamVersion: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
  globalPosition: number;
  /** Position after this event; resume reading all events from here. */
  checkpoint: Checkpoint;
}

/** `no_stream`: the stream must not exist yet; a number: it must be at exactly that version (0 = empty). */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  nextExpectedVersion: number;
  events: RecordedEvent[];
}

/**
 * Anything that runs SQL: a pool, or a client inside a transaction. Not part of the event-store port (ADR
 * 0045): the Postgres adapter's unit of work (`PostgresEventStore.inTransaction`), its inline projections and
 * the read models use it.
 */
export interface SqlExecutor {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
}

/**
 * The event-store port: events, streams, expected versions and opaque checkpoints only (issue #29). Joining a
 * SQL transaction is the Postgres adapter's own capability (`TransactionalEventStore`), asked for explicitly.
 */
export interface EventStore {
  readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: number }>;
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** Events after `after` in a commit-safe order (never past a transaction still in flight). */
  readAll(after: Checkpoint | null, limit: number): Promise<RecordedEvent[]>;
  /** A durable catch-up subscription to all events (issue #29); adapters that offer one implement it. */
  subscribe?(options: SubscribeOptions): EventSubscription;
  /**
   * Erasure outside a SQL transaction (KurrentDB, ADR 0046): the stream reads as empty from then on and `readAll`
   * leaves its events out. Idempotent. The Postgres store deletes rows in the erasure's transaction instead
   * (`removeStreams`).
   */
  deleteStream?(streamId: string): Promise<void>;
  /**
   * KurrentDB (ADR 0046, "Scavenge"): asks the server to start a scavenge, which removes deleted streams' events
   * from its files (a soft delete only hides them). Answers the server's scavenge id; the scavenge runs on after the
   * answer (a scavenge already running is answered with its id). Postgres has nothing to scavenge: an erasure
   * deletes the rows.
   */
  scavenge?(): Promise<{ scavengeId: string }>;
}

/**
 * A store that can work inside a caller's SQL transaction (the Postgres adapter): reads see the transaction's
 * writes, appends join it behind a savepoint and inline projections run in it — "readers see their own writes"
 * and same-transaction read models. Services that need this say so by passing a transaction to the repository.
 */
export interface TransactionalEventStore extends EventStore {
  inTransaction(tx: SqlExecutor): EventStore;
}

export function isTransactionalEventStore(store: EventStore): store is TransactionalEventStore {
  return typeof (store as Partial<TransactionalEventStore>).inTransaction === 'function';
}

/** A store-neutral catch-up subscription: where it stands is an opaque checkpoint the adapter keeps durably. */
export interface SubscribeOptions {
  /** Durable name: the checkpoint is kept under it, and a restart resumes from there. */
  subscriptionId: string;
  /**
   * Handles a batch in commit order. The checkpoint moves past the batch only when this resolves; when it
   * throws, the same events are delivered again (at least once: handlers are idempotent by event id).
   */
  handle(events: RecordedEvent[]): Promise<void>;
  batchSize?: number;
  /** How often it looks for new events when nothing wakes it. */
  pollIntervalMs?: number;
  onError?(error: unknown): void;
}

export interface EventSubscription {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** After the last handled event; null before the subscription first started. */
  checkpoint(): Promise<Checkpoint | null>;
}

/**
 * A read model kept in step with the log: `apply` runs inside the append's transaction, so readers of the
 * service's own data see their writes; `reset` empties it before a rebuild from the log.
 */
export interface InlineProjection {
  name: string;
  /** Event types it reacts to; all when omitted. */
  eventTypes?: readonly string[];
  apply(event: RecordedEvent, sql: SqlExecutor): Promise<void>;
  reset(sql: SqlExecutor): Promise<void>;
}
