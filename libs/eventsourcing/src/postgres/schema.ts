import type { Pool } from 'pg';
import { assertIdentifier, withTransaction } from './sql';

export interface Migration {
  /** Unique and stable, e.g. `limits-0001-quota-accounts`. */
  id: string;
  sql: string;
}

/**
 * The tables every event-sourced service has in its own schema. `transaction_id` (xid8) lets readers of all
 * events stop before any transaction still in flight, so an event that commits late is never skipped.
 */
function coreMigrations(schema: string): Migration[] {
  const s = assertIdentifier(schema);
  return [
    {
      id: 'eventsourcing-0001-core',
      sql: `
        create table ${s}.events (
          global_position bigint generated always as identity primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          stream_version integer not null check (stream_version > 0),
          event_id uuid not null,
          event_type text not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          constraint events_stream_version_key unique (stream_id, stream_version),
          constraint events_event_id_key unique (event_id)
        );
        create index events_commit_order_idx on ${s}.events (transaction_id, global_position);
        create table ${s}.subscription_checkpoints (
          subscription_id text primary key,
          transaction_id xid8 not null default '0',
          global_position bigint not null default 0,
          updated_at timestamptz not null default now()
        );
        create table ${s}.handled_messages (
          consumer text not null,
          message_id text not null,
          handled_at timestamptz not null default now(),
          primary key (consumer, message_id)
        );`,
    },
    {
      // issue #22 (ADR 0016 addendum): where the relay published each event on JetStream, so that an erasure can
      // delete the published copies (JetStream message delete) of the streams it removes or redacts.
      id: 'eventsourcing-0002-published-messages',
      sql: `
        create table ${s}.published_messages (
          nats_stream text not null,
          sequence bigint not null,
          stream_id text not null,
          erase boolean not null default false,
          published_at timestamptz not null default now(),
          primary key (nats_stream, sequence)
        );
        create index published_messages_stream_idx on ${s}.published_messages (stream_id);
        create index published_messages_erase_idx on ${s}.published_messages (erase) where erase;`,
    },
    {
      // issue #22 (ADR 0016 addendum): the events that may have been published before the relay recorded where
      // (every event there is when this runs: from then on each copy is recorded), and the erased ones among them
      // whose copies an erasure still has to find in the service's stream by their message id (the event id).
      id: 'eventsourcing-0003-unrecorded-publications',
      sql: `
        create table ${s}.unrecorded_publications (
          only_row boolean primary key default true check (only_row),
          up_to_position bigint not null
        );
        insert into ${s}.unrecorded_publications (up_to_position)
          select coalesce(max(global_position), 0) from ${s}.events;
        create table ${s}.unrecorded_erasures (
          event_id uuid primary key,
          stream_id text not null
        );`,
    },
    {
      // issue #29 (ADR 0045, amended): an erased stream's versions go on past the deleted ones, so that an append
      // decided before the erasure (at the old version) conflicts however far the reopened stream has grown. Kept
      // per deleted stream: its last version and nothing of its data — not even its id, which may name a person
      // (an owner id, a tracking number): the row is keyed by the id's MD5 digest, so an erasure leaves no
      // personal value behind (the services' erasure tests search every column). Recorded by a statement trigger
      // on every delete from the events table (each service's erasure deletes there its own way); the append
      // statement numbers a stream's new events after it (append.ts).
      id: 'eventsourcing-0004-deleted-stream-versions',
      sql: `
        create table ${s}.deleted_streams (
          stream_digest text primary key,
          last_version integer not null
        );
        create function ${s}.record_deleted_streams() returns trigger language plpgsql as $fn$
        begin
          insert into ${s}.deleted_streams (stream_digest, last_version)
            select md5(stream_id), max(stream_version) from gone group by stream_id
          on conflict (stream_digest) do update
            set last_version = greatest(${s}.deleted_streams.last_version, excluded.last_version);
          return null;
        end
        $fn$;
        create trigger events_record_deleted_streams after delete on ${s}.events
          referencing old table as gone for each statement
          execute function ${s}.record_deleted_streams();`,
    },
  ];
}

/**
 * Applies the core tables and then the service's own migrations, each once, in order. Several instances
 * may start at once: an advisory lock lets one of them migrate while the others wait.
 */
export async function migrate(pool: Pool, schema: string, migrations: Migration[] = []): Promise<string[]> {
  const s = assertIdentifier(schema);
  return withTransaction(pool, async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`fabelhaft-migrate:${s}`]);
    await tx.query(`create schema if not exists ${s}`);
    await tx.query(
      `create table if not exists ${s}.schema_migrations (id text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await tx.query<{ id: string }>(`select id from ${s}.schema_migrations`)).rows.map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of [...coreMigrations(s), ...migrations]) {
      if (done.has(m.id)) continue;
      await tx.query(m.sql);
      await tx.query(`insert into ${s}.schema_migrations (id) values ($1)`, [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
