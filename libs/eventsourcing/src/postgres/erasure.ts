import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool, PoolClient } from 'pg';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { isTransactionalEventStore, type EventStore, type SqlExecutor } from '../types';
import { assertIdentifier, withTransaction } from './sql';

/**
 * How long an erasure waits for appends already under way before it answers "try again" (409, nothing erased):
 * well inside the BFF's RPC timeout (5 s).
 */
export const ERASURE_LOCK_TIMEOUT_MS = 3000;

/** Postgres `lock_not_available`: the lock was not granted within `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * GDPR Art. 17 (ADR 0016, addenda for issues #14 and #22): runs one service's erasure in a transaction that holds
 * its events table exclusively for the few milliseconds it takes. An append already under way commits first and
 * is seen by `fn`; one that starts meanwhile finds its stream removed afterwards, so a removed stream can never be
 * continued at its old version. Past `lockTimeoutMs` the answer is COMMON.CONCURRENCY_CONFLICT (409) and nothing
 * is erased; the erasure saga asks again.
 */
export async function withErasureLock<T>(
  pool: Pool,
  schema: string,
  fn: (tx: PoolClient) => Promise<T>,
  lockTimeoutMs = ERASURE_LOCK_TIMEOUT_MS,
): Promise<T> {
  const events = `${assertIdentifier(schema)}.events`;
  try {
    return await withTransaction(pool, async (tx) => {
      await tx.query(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
      await tx.query(`lock table ${events} in access exclusive mode`);
      return fn(tx);
    });
  } catch (e) {
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) {
      throw new DomainError(
        ErrorCodes.CONFLICT,
        'Your data is being changed right now. Please try again in a moment.',
      );
    }
    throw e;
  }
}

/**
 * Removes every event of the given streams (inside `withErasureLock`'s transaction) and marks their published
 * copies on JetStream for deletion (`erasePublishedMessages`); answers how many events went from Postgres.
 * With the service's store when that is not Postgres (KurrentDB, ADR 0046 "Erasure on KurrentDB") the streams are
 * deleted there as well — first, inside the transaction: if that fails, nothing is erased and the saga asks again
 * (a repeated delete is a no-op).
 */
export async function removeStreams(
  tx: PoolClient,
  schema: string,
  streamIds: string[],
  store?: EventStore,
): Promise<number> {
  if (streamIds.length === 0) return 0;
  await deleteStreamsOutsidePostgres(store, streamIds);
  await markPublishedForErasure(tx, schema, streamIds);
  const { rowCount } = await tx.query(
    `delete from ${assertIdentifier(schema)}.events where stream_id = any($1::text[])`,
    [streamIds],
  );
  return rowCount ?? 0;
}

/** The store's own delete for each stream, when the store is not the Postgres log (which `removeStreams` empties). */
export async function deleteStreamsOutsidePostgres(
  store: EventStore | undefined,
  streamIds: string[],
): Promise<void> {
  if (!store || isTransactionalEventStore(store)) return;
  if (!store.deleteStream) throw new Error('This event store cannot delete streams: erasure is not possible');
  for (const id of streamIds) await store.deleteStream(id);
}

/**
 * issue #22: the integration messages the relay published for these streams are to be deleted from JetStream
 * (their 30-day max age is not erasure). Marked in the erasure's transaction, deleted after it commits by
 * `erasePublishedMessages`, which a later call repeats until every marked message is gone. Events the relay may
 * have published before it recorded where (`unrecorded_publications`) are queued by id, for
 * `erasePublishedMessages` to find their copies in the service's stream.
 */
export async function markPublishedForErasure(
  tx: SqlExecutor,
  schema: string,
  streamIds: string[],
): Promise<void> {
  if (streamIds.length === 0) return;
  const s = assertIdentifier(schema);
  await tx.query(`update ${s}.published_messages set erase = true where stream_id = any($1::text[])`, [
    streamIds,
  ]);
  await tx.query(
    `insert into ${s}.unrecorded_erasures (event_id, stream_id)
     select e.event_id, e.stream_id from ${s}.events e, ${s}.unrecorded_publications u
      where e.stream_id = any($1::text[]) and e.global_position <= u.up_to_position
     on conflict do nothing`,
    [streamIds],
  );
}

/** Deletes one message of a JetStream stream; a message already gone (aged out, deleted before) is not an error. */
export type MessageEraser = (natsStream: string, sequence: number) => Promise<void>;

/** The eraser on a NATS connection: JetStream's message delete, overwriting the stored message (`erase`). */
export function jetStreamMessageEraser(nc: NatsConnection): MessageEraser {
  let jsm: Promise<JetStreamManager> | null = null;
  return async (natsStream, sequence) => {
    jsm ??= jetstreamManager(nc);
    try {
      await (await jsm).streams.deleteMessage(natsStream, sequence, true);
    } catch (e) {
      if (/no message found|not found|10037|10059/i.test(String((e as Error)?.message ?? e))) return;
      throw e;
    }
  };
}

/** One message of a JetStream stream. */
export interface PublishedCopy {
  natsStream: string;
  sequence: number;
}

/**
 * Finds, in the service's own stream, the copies of these events (`Nats-Msg-Id` is the event id) published before
 * the relay recorded where: only below `firstRecorded` (the lowest sequence still recorded, per NATS stream), since
 * every copy from then on is recorded.
 */
export type UnrecordedCopyFinder = (
  eventIds: string[],
  firstRecorded: ReadonlyMap<string, number>,
) => Promise<PublishedCopy[]>;

/** Deletes every dead letter (of any consumer) that is a copy of one of these messages; answers how many. */
export type DeadLetterCopyEraser = (copies: PublishedCopy[]) => Promise<number>;

export interface NatsCopyErasers {
  /** JetStream's message delete. */
  erase: MessageEraser;
  /** Absent for a service that publishes nothing: then nothing of it can be on a stream. */
  findUnrecorded?: UnrecordedCopyFinder;
  /** The dead letters that are copies of the erased messages (they need not name the subject). */
  eraseDeadLetters?: DeadLetterCopyEraser;
}

/**
 * Deletes every published message marked for erasure (by any erasure of this service) — the recorded copies, and
 * those of queued unrecorded events found in the stream — together with the dead letters that are copies of them,
 * and forgets them; answers how many messages. Idempotent; a failure leaves the rest marked or queued, and the
 * erasure saga's next attempt continues.
 */
export async function erasePublishedMessages(
  pool: Pool,
  schema: string,
  erasers: MessageEraser | NatsCopyErasers,
): Promise<number> {
  const { erase, findUnrecorded, eraseDeadLetters } =
    typeof erasers === 'function' ? { erase: erasers } : erasers;
  const s = assertIdentifier(schema);
  const { rows: marked } = await pool.query<{ nats_stream: string; sequence: string }>(
    `select nats_stream, sequence from ${s}.published_messages where erase order by nats_stream, sequence`,
  );
  const { rows: unrecorded } = await pool.query<{ event_id: string }>(
    `select event_id from ${s}.unrecorded_erasures order by event_id`,
  );
  const copies: PublishedCopy[] = marked.map((r) => ({
    natsStream: r.nats_stream,
    sequence: Number(r.sequence),
  }));
  if (unrecorded.length > 0 && findUnrecorded) {
    const { rows: first } = await pool.query<{ nats_stream: string; first: string }>(
      `select nats_stream, min(sequence) as first from ${s}.published_messages group by nats_stream`,
    );
    const firstRecorded = new Map(first.map((r) => [r.nats_stream, Number(r.first)]));
    copies.push(
      ...(await findUnrecorded(
        unrecorded.map((r) => r.event_id),
        firstRecorded,
      )),
    );
  }
  for (const c of copies) await erase(c.natsStream, c.sequence);
  if (eraseDeadLetters && copies.length > 0) await eraseDeadLetters(copies);
  if (marked.length > 0) {
    await pool.query(
      `delete from ${s}.published_messages p
        using unnest($1::text[], $2::bigint[]) as m(nats_stream, sequence)
        where p.nats_stream = m.nats_stream and p.sequence = m.sequence`,
      [marked.map((r) => r.nats_stream), marked.map((r) => r.sequence)],
    );
  }
  if (unrecorded.length > 0) {
    await pool.query(`delete from ${s}.unrecorded_erasures where event_id = any($1::uuid[])`, [
      unrecorded.map((r) => r.event_id),
    ]);
  }
  return copies.length;
}

/**
 * The finder on a NATS connection: reads the service's own stream (`natsStream`, the full name) message by message
 * from its first sequence up to the first recorded one, and answers the messages whose `Nats-Msg-Id` is one of the
 * event ids. Once every unrecorded copy has aged out (30 days), the stream's first sequence is past the first
 * recorded one and nothing is read.
 */
export function jetStreamUnrecordedCopyFinder(nc: NatsConnection, natsStream: string): UnrecordedCopyFinder {
  return async (eventIds, firstRecorded) => {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(natsStream).catch((e: unknown) => {
      if (/not found|10059/i.test(String((e as Error)?.message ?? e))) return null;
      throw e;
    });
    if (!info || info.state.messages === 0) return [];
    const wanted = new Set(eventIds.map((id) => id.toLowerCase()));
    const end = Math.min(info.state.last_seq, (firstRecorded.get(natsStream) ?? Infinity) - 1);
    const found: PublishedCopy[] = [];
    for (let seq = info.state.first_seq; seq <= end; seq += 1) {
      const m = await jsm.streams.getMessage(natsStream, { seq }).catch((e: unknown) => {
        if (/no message found|10037/i.test(String((e as Error)?.message ?? e))) return null;
        throw e;
      });
      const id = m?.header?.get('Nats-Msg-Id');
      if (id && wanted.has(id.toLowerCase())) found.push({ natsStream, sequence: seq });
    }
    return found;
  };
}
