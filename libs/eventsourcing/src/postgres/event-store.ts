import type { Pool } from 'pg';
import { WrongExpectedVersionError } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventMetadata,
  EventStore,
  EventSubscription,
  TransactionalEventStore,
  InlineProjection,
  NewEvent,
  RecordedEvent,
  SqlExecutor,
  SubscribeOptions,
} from '../types';
import type { EventCodec } from '../event-codec';
import { PostCommitNotifier, runAppend } from './append';
import { decodeCheckpoint, encodeCheckpoint } from './checkpoint';
import { PostgresSubscription } from './subscription';
import { assertIdentifier, isUniqueViolation, withSavepoint, withTransaction } from './sql';

export interface EventRow extends Record<string, unknown> {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export const EVENT_COLUMNS =
  'global_position, transaction_id::text as transaction_id, stream_id, stream_version, event_id, event_type, data, metadata, recorded_at';

export function notificationChannel(schema: string): string {
  return `es_${assertIdentifier(schema)}`;
}

/** Event store on a Postgres schema: one events table, appends guarded by stream versions. */
export class PostgresEventStore implements TransactionalEventStore {
  private readonly s: string;
  private readonly notifier: PostCommitNotifier;

  constructor(
    private readonly pool: Pool,
    schema: string,
    private readonly projections: readonly InlineProjection[] = [],
    /** Checks new events and decodes (upcasts) stored ones; without it data passes as stored. */
    private readonly codec?: EventCodec,
    /** Connection string for the LISTEN connection of subscriptions made by `subscribe` (prompt wake-up). */
    private readonly listenUrl?: string,
  ) {
    this.s = assertIdentifier(schema);
    this.notifier = new PostCommitNotifier(pool, notificationChannel(this.s));
  }

  get schema(): string {
    return this.s;
  }

  readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: number }> {
    return this.readStreamIn(this.pool, streamId);
  }

  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.append(streamId, events, options, undefined);
  }

  readAll(after: Checkpoint | null, limit: number): Promise<RecordedEvent[]> {
    return this.readAllIn(this.pool, after, limit);
  }

  /**
   * The adapter's unit of work (ADR 0045): the same store inside the caller's SQL transaction — reads see its
   * writes, an append joins it behind a savepoint, and the inline projections run in it, so the events and the
   * caller's read-model writes commit (or roll back) together.
   */
  inTransaction(tx: SqlExecutor): EventStore {
    return {
      readStream: (streamId) => this.readStreamIn(tx, streamId),
      appendToStream: (streamId, events, options) => this.append(streamId, events, options, tx),
      readAll: (after, limit) => this.readAllIn(tx, after, limit),
    };
  }

  private async readStreamIn(
    sql: SqlExecutor,
    streamId: string,
  ): Promise<{ events: RecordedEvent[]; version: number }> {
    const { rows } = await sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from ${this.s}.events where stream_id = $1 order by stream_version`,
      [streamId],
    );
    const events = rows.map(this.toRecorded);
    return { events, version: events.length ? events[events.length - 1]!.streamVersion : 0 };
  }

  /**
   * One statement (./append.ts): on its own when neither a caller's transaction nor an inline projection needs
   * one, else inside the store's transaction (or a savepoint of the caller's) with the projections after it.
   */
  private async append(
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
    callerTx: SqlExecutor | undefined,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const types = events.map((e) => e.event.type);
    const projected = this.projections.some(
      (p) => !p.eventTypes || types.some((t) => p.eventTypes!.includes(t)),
    );
    // Only an unguarded append ('any') may retry by itself: it has no decision to re-check.
    const attempts = options.expectedVersion === 'any' ? 20 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        if (callerTx) {
          const tx = callerTx;
          return await withSavepoint(tx, async () => {
            const result = await this.appendIn(tx, streamId, events, options, false);
            // The caller commits: only a notification inside its transaction is delivered at that commit.
            await tx.query('select pg_notify($1, $2)', [notificationChannel(this.s), '']);
            return result;
          });
        }
        const result = projected
          ? await withTransaction(this.pool, (tx) => this.appendIn(tx, streamId, events, options, true))
          : await this.appendIn(this.pool, streamId, events, options, true);
        this.notifier.notify();
        return result;
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError) || attempt >= attempts) throw e;
      }
    }
  }

  private async appendIn(
    sql: SqlExecutor,
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
    prepare: boolean,
  ): Promise<AppendResult> {
    const expected = options.expectedVersion;
    const items = events.map((e) => {
      const encoded = this.codec?.encode(e.event.type, e.event.data);
      return {
        eventId: e.eventId,
        type: e.event.type,
        data: encoded ? encoded.data : e.event.data,
        metadata: encoded ? { ...e.metadata, schemaVersion: encoded.schemaVersion } : e.metadata,
      };
    });
    let appended: { currentVersion: number; rows: EventRow[] };
    try {
      appended = await runAppend(
        sql,
        this.s,
        streamId,
        expected === 'any' ? null : expected === 'no_stream' ? 0 : expected,
        items,
        prepare,
      );
    } catch (e) {
      // A concurrent append took the same version between our check and our insert.
      if (isUniqueViolation(e, 'events_stream_version_key')) {
        throw new WrongExpectedVersionError(streamId, expected, 'unknown');
      }
      throw e;
    }
    if (appended.rows.length === 0)
      throw new WrongExpectedVersionError(streamId, expected, appended.currentVersion);
    const recorded = appended.rows.map(this.toRecorded);
    // On the pool (autocommit) no projection takes these events: appendToStream chose a transaction otherwise.
    for (const event of recorded) await applyProjections(this.projections, event, sql);
    // The last stored version (after an erasure it continues past the deleted stream's, ./append.ts).
    return { nextExpectedVersion: recorded[recorded.length - 1]!.streamVersion, events: recorded };
  }

  /**
   * Commit order, not insert order: rows are ordered by (transaction id, position) and nothing at or above
   * the oldest transaction still in flight is returned. A transaction that took a lower position but commits
   * later is therefore read after it commits, never skipped (ARCHITECTURE §3). The order names the table's
   * columns: the select list's `transaction_id` is text, and ordering by it ('10' < '9') once skipped events.
   */
  private async readAllIn(
    sql: SqlExecutor,
    after: Checkpoint | null,
    limit: number,
  ): Promise<RecordedEvent[]> {
    const from = decodeCheckpoint(after);
    const { rows } = await sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from ${this.s}.events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by events.transaction_id, events.global_position
        limit $3`,
      [from.transactionId, from.globalPosition, limit],
    );
    return rows.map(this.toRecorded);
  }

  /**
   * The port's subscription: a `PostgresSubscription` on this schema and codec whose handler sees the events
   * only (services that need the checkpoint in their read model's transaction use `PostgresSubscription`).
   */
  subscribe(options: SubscribeOptions): EventSubscription {
    return new PostgresSubscription(this.pool, {
      schema: this.s,
      codec: this.codec,
      subscriptionId: options.subscriptionId,
      handle: (events) => options.handle(events),
      batchSize: options.batchSize,
      pollIntervalMs: options.pollIntervalMs,
      listenUrl: this.listenUrl,
      onError: options.onError,
    });
  }

  private readonly toRecorded = (row: EventRow): RecordedEvent => recordedEvent(row, this.codec);
}

export async function applyProjections(
  projections: readonly InlineProjection[],
  event: RecordedEvent,
  sql: SqlExecutor,
): Promise<void> {
  for (const p of projections) {
    if (!p.eventTypes || p.eventTypes.includes(event.type)) await p.apply(event, sql);
  }
}

/** A stored row as a recorded event; with a codec its data is decoded (upcast and checked) to the current version. */
export function recordedEvent(row: EventRow, codec?: EventCodec): RecordedEvent {
  const recorded = toRecorded(row);
  if (!codec) return recorded;
  return {
    ...recorded,
    data: codec.decode(row.event_type, row.metadata?.schemaVersion, row.data),
    metadata: { ...recorded.metadata, schemaVersion: codec.versionOf(row.event_type) },
  };
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    globalPosition: Number(row.global_position),
    checkpoint: encodeCheckpoint({ transactionId: row.transaction_id, globalPosition: row.global_position }),
  };
}
