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

/** Anything that runs SQL: a pool, or a client inside a transaction. */
export interface SqlExecutor {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** Join the caller's transaction (a savepoint guards the append); else the store opens its own. */
  tx?: SqlExecutor;
}

export interface ReadOptions {
  tx?: SqlExecutor;
}

export interface EventStore {
  readStream(streamId: string, options?: ReadOptions): Promise<{ events: RecordedEvent[]; version: number }>;
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** Events after `after` in a commit-safe order (never past a transaction still in flight). */
  readAll(after: Checkpoint | null, limit: number, options?: ReadOptions): Promise<RecordedEvent[]>;
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
