import type { Pool } from 'pg';
import type { SqlExecutor } from '../types';
import type { EventRow } from './event-store';
import { assertIdentifier } from './sql';

/**
 * What makes appends fast (ADR 0045), all in this file:
 *
 * 1. One statement per append. The version check and the insert are one SQL statement (below): it reads the
 *    stream's current version, inserts the events only when it matches the expected one, and returns the stored
 *    positions — or, on a mismatch, one row with the current version and no event. The events' data is not sent
 *    back: the store has it (parsed once from the JSON it sent). Without a caller's transaction and
 *    without an inline projection for the events, it runs on its own (autocommit): one round trip in all, where
 *    begin / read version / insert / notify / commit took five.
 * 2. No NOTIFY inside the append's transaction. Postgres serialises the commits of all transactions that
 *    notified (a database-wide lock held through the commit's WAL flush), which stopped concurrent appends from
 *    sharing a flush. The store now sends the wake-up after its commit, coalesced: at most one in flight and one
 *    queued per store, outside any writer's transaction (`PostCommitNotifier`). Only an append in a caller's
 *    transaction (whose commit the store cannot see) still notifies inside it.
 *
 * 3. An erased stream (ADR 0045 "Erased streams", issue #29) shows version 0 and takes 'no_stream', but its new
 *    events are numbered after its deleted ones (`deleted_streams`, keyed by the id's MD5; one primary-key look-up in the same
 *    statement): a writer that decided at the old version before the erasure conflicts, however far the
 *    reopened stream has grown — as on KurrentDB, whose revisions go on past the deletion.
 *
 * Guarantees kept: the stream version unique key still turns a concurrent append that passed the check into a
 * conflict (23505), and `transaction_id` still orders the log by commit for `readAll`.
 */
export function appendStatement(schema: string): string {
  const s = assertIdentifier(schema);
  return `with current_version as (
      select coalesce(max(stream_version), 0) as v,
             coalesce((select last_version from ${s}.deleted_streams where stream_digest = md5($1)), 0) as deleted_up_to
        from ${s}.events where stream_id = $1
    ),
    appended as (
      insert into ${s}.events (stream_id, stream_version, event_id, event_type, data, metadata)
      select $1, greatest(c.v, c.deleted_up_to) + e.n, (e.x->>'eventId')::uuid, e.x->>'type', e.x->'data',
             e.x->'metadata'
        from current_version c, jsonb_array_elements($3::jsonb) with ordinality as e(x, n)
       where $2::integer is null or c.v = $2::integer
       order by e.n
      returning global_position, transaction_id::text as transaction_id, stream_version, recorded_at
    )
    select c.v as current_version, a.*
      from current_version c left join appended a on true
     order by a.stream_version`;
}

/** One event as the append statement takes it (in the JSON array of its third parameter). */
export interface AppendItem {
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** Where the statement stored an event. */
interface AppendedRow extends Record<string, unknown> {
  current_version: number;
  global_position: string;
  transaction_id: string;
  stream_version: number;
  recorded_at: Date;
}

/**
 * Runs the append statement (prepared once per connection when `prepare`; a caller's executor gets the text).
 * `expected`: the version the stream must be at (0 = it must not exist), or null for any. Returns the stream's
 * version before the append and the stored rows in stream order (none when the version did not match), their
 * data and metadata as stored (JSON round trip).
 */
export async function runAppend(
  sql: SqlExecutor,
  schema: string,
  streamId: string,
  expected: number | null,
  items: AppendItem[],
  prepare: boolean,
): Promise<{ currentVersion: number; rows: EventRow[] }> {
  const text = appendStatement(schema);
  const json = JSON.stringify(items);
  const values = [streamId, expected, json];
  const { rows } = prepare
    ? await (sql as unknown as Pool).query<AppendedRow>({ name: `fabelhaft_append_${schema}`, text, values })
    : await sql.query<AppendedRow>(text, values);
  const currentVersion = rows[0]?.current_version ?? 0;
  if (rows[0]?.stream_version == null) return { currentVersion, rows: [] };
  const stored = JSON.parse(json) as AppendItem[];
  return {
    currentVersion,
    rows: rows.map((r, i) => ({
      global_position: r.global_position,
      transaction_id: r.transaction_id,
      stream_id: streamId,
      stream_version: r.stream_version,
      event_id: stored[i]!.eventId.toLowerCase(),
      event_type: stored[i]!.type,
      data: stored[i]!.data,
      metadata: stored[i]!.metadata as EventRow['metadata'],
      recorded_at: r.recorded_at,
    })),
  };
}

/**
 * Wakes the schema's subscribers after commits the store made itself: one `pg_notify` at a time, outside any
 * writer's transaction, the first at once and then at most one per `intervalMs`; appends that commit meanwhile
 * share the next one (a subscriber wakes at most `intervalMs` plus a round trip late). Failures are ignored —
 * subscribers also poll.
 */
export class PostCommitNotifier {
  private inFlight = false;
  private pending = false;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly intervalMs = 5,
  ) {}

  notify(): void {
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = true;
    this.pool
      .query('select pg_notify($1, $2)', [this.channel, ''])
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, this.intervalMs).unref()))
      .finally(() => {
        this.inFlight = false;
        if (this.pending) {
          this.pending = false;
          this.notify();
        }
      });
  }
}
