import type { Pool } from 'pg';
import { WrongExpectedVersionError } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventMetadata,
  EventStore,
  InlineProjection,
  NewEvent,
  ReadOptions,
  RecordedEvent,
  SqlExecutor,
} from '../types';
import type { EventCodec } from '../event-codec';
import { decodeCheckpoint, encodeCheckpoint } from './checkpoint';
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
export class PostgresEventStore implements EventStore {
  private readonly s: string;

  constructor(
    private readonly pool: Pool,
    schema: string,
    private readonly projections: readonly InlineProjection[] = [],
    /** Checks new events and decodes (upcasts) stored ones; without it data passes as stored. */
    private readonly codec?: EventCodec,
  ) {
    this.s = assertIdentifier(schema);
  }

  get schema(): string {
    return this.s;
  }

  async readStream(
    streamId: string,
    options: ReadOptions = {},
  ): Promise<{ events: RecordedEvent[]; version: number }> {
    const sql = options.tx ?? this.pool;
    const { rows } = await sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from ${this.s}.events where stream_id = $1 order by stream_version`,
      [streamId],
    );
    const events = rows.map(this.toRecorded);
    return { events, version: events.length ? events[events.length - 1]!.streamVersion : 0 };
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const run = (tx: SqlExecutor) => this.appendIn(tx, streamId, events, options);
    // Only an unguarded append ('any') may retry by itself: it has no decision to re-check.
    const attempts = options.expectedVersion === 'any' ? 5 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return options.tx ? await withSavepoint(options.tx, run) : await withTransaction(this.pool, run);
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError) || attempt >= attempts) throw e;
      }
    }
  }

  private async appendIn(
    tx: SqlExecutor,
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const current = await this.currentVersion(tx, streamId);
    const expected = options.expectedVersion;
    if (expected !== 'any' && (expected === 'no_stream' ? current !== 0 : current !== expected)) {
      throw new WrongExpectedVersionError(streamId, expected, current);
    }
    const values: unknown[] = [];
    const tuples = events.map((e, i) => {
      const base = i * 6;
      const encoded = this.codec?.encode(e.event.type, e.event.data);
      values.push(
        streamId,
        current + i + 1,
        e.eventId,
        e.event.type,
        JSON.stringify(encoded ? encoded.data : e.event.data),
        JSON.stringify(encoded ? { ...e.metadata, schemaVersion: encoded.schemaVersion } : e.metadata),
      );
      return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}::jsonb, $${base + 6}::jsonb)`;
    });
    let rows: EventRow[];
    try {
      ({ rows } = await tx.query<EventRow>(
        `insert into ${this.s}.events (stream_id, stream_version, event_id, event_type, data, metadata)
         values ${tuples.join(', ')} returning ${EVENT_COLUMNS}`,
        values,
      ));
    } catch (e) {
      // A concurrent append took the same version between our read and our insert.
      if (isUniqueViolation(e, 'events_stream_version_key')) {
        throw new WrongExpectedVersionError(streamId, expected, 'unknown');
      }
      throw e;
    }
    const recorded = rows.map(this.toRecorded).sort((a, b) => a.streamVersion - b.streamVersion);
    for (const event of recorded) await applyProjections(this.projections, event, tx);
    // Delivered at commit: subscribers wake at once instead of waiting for their next poll.
    await tx.query('select pg_notify($1, $2)', [notificationChannel(this.s), streamId.slice(0, 200)]);
    return { nextExpectedVersion: current + events.length, events: recorded };
  }

  private async currentVersion(tx: SqlExecutor, streamId: string): Promise<number> {
    const { rows } = await tx.query<{ v: number | null }>(
      `select max(stream_version) as v from ${this.s}.events where stream_id = $1`,
      [streamId],
    );
    return rows[0]?.v ?? 0;
  }

  /**
   * Commit order, not insert order: rows are ordered by (transaction id, position) and nothing at or above
   * the oldest transaction still in flight is returned. A transaction that took a lower position but commits
   * later is therefore read after it commits, never skipped (ARCHITECTURE §3).
   */
  async readAll(
    after: Checkpoint | null,
    limit: number,
    options: ReadOptions = {},
  ): Promise<RecordedEvent[]> {
    const from = decodeCheckpoint(after);
    const sql = options.tx ?? this.pool;
    const { rows } = await sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from ${this.s}.events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id, global_position
        limit $3`,
      [from.transactionId, from.globalPosition, limit],
    );
    return rows.map(this.toRecorded);
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
