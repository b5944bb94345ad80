import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  KurrentDBClient,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
  jsonEvent,
  type AppendStreamState,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { CallOptions, Metadata } from '@grpc/grpc-js';
import { OperationsClient } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_grpc_pb';
import { StartScavengeReq } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_pb';
import { WrongExpectedVersionError } from '../errors';
import type { EventCodec } from '../event-codec';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  RecordedEvent,
} from '../types';
import { decodeCheckpoint, encodeCheckpoint, isAfter } from './checkpoint';

/** The client's protected call machinery (`Client.execute`, `callArguments`), for a call it has no method for. */
interface ClientInternals {
  execute<T>(client: never, debugName: string, action: (client: never) => Promise<T>): Promise<T>;
  callArguments(options: { requiresLeader?: boolean }): [Metadata, Partial<CallOptions>];
}

/**
 * What the adapter writes as an event's metadata: the port's fields, plus the server's own `$correlationId` and
 * `$causationId`, which KurrentDB's system projections (`$by_correlation_id`) and UI understand.
 */
interface StoredMetadata extends EventMetadata {
  $correlationId?: string;
  $causationId?: string;
}

/**
 * The event store port on KurrentDB (ADR 0046), through the official client. Streams map one to one; the port's
 * stream version is the server's revision + 1 (version 0 = the stream does not exist); events are JSON with the
 * port's metadata as JSON event metadata; `readAll` reads `$all` without system events from an opaque checkpoint
 * (the `$all` commit/prepare position). Transactions with read models (`tx`, inline projections) do not exist
 * here: a service on KurrentDB keeps its read models with a `KurrentDbSubscription`.
 */
export class KurrentDbEventStore implements EventStore {
  /**
   * The service's namespace in a shared `$all` (e.g. `limits.`): its streams are stored as `<prefix><stream id>`,
   * the port sees them without it, and `readAll` and subscriptions keep to streams with it. Empty: no namespace.
   */
  readonly streamPrefix: string;

  constructor(
    readonly client: KurrentDBClient,
    /** Checks new events and decodes (upcasts) stored ones; without it data passes as stored. */
    private readonly codec?: EventCodec,
    options: { streamPrefix?: string } = {},
  ) {
    this.streamPrefix = options.streamPrefix ?? '';
  }

  /** A store on `kurrentdb://…` (e.g. `kurrentdb://127.0.0.1:2113?tls=false`). */
  static connect(url: string, codec?: EventCodec, options?: { streamPrefix?: string }): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url), codec, options);
  }

  /** Whether a stored stream (its full name) is this store's. */
  owns(storedStreamId: string): boolean {
    return storedStreamId.startsWith(this.streamPrefix);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: number }> {
    const events = await this.readRevisions(this.streamPrefix + streamId, START, Number.MAX_SAFE_INTEGER);
    return { events, version: events.length ? events[events.length - 1]!.streamVersion : 0 };
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const expected = options.expectedVersion;
    const data = events.map((e) => {
      const encoded = this.codec?.encode(e.event.type, e.event.data);
      const metadata: StoredMetadata = {
        ...e.metadata,
        ...(encoded ? { schemaVersion: encoded.schemaVersion } : {}),
        $correlationId: e.metadata.correlationId,
        ...(e.metadata.causationId ? { $causationId: e.metadata.causationId } : {}),
      };
      return jsonEvent({
        id: e.eventId,
        type: e.event.type,
        data: (encoded ? encoded.data : e.event.data) as Record<string, unknown>,
        metadata: metadata as unknown as Record<string, unknown>,
      });
    });
    let revision: bigint;
    try {
      const result = await this.client.appendToStream(this.streamPrefix + streamId, data, {
        streamState: streamStateOf(expected),
      });
      revision = result.nextExpectedRevision;
    } catch (e) {
      if (e instanceof KurrentWrongExpectedVersionError) {
        const actual = e.actualState;
        throw new WrongExpectedVersionError(
          streamId,
          expected,
          typeof actual === 'bigint' ? Number(actual) + 1 : actual === 'no_stream' ? 0 : 'unknown',
        );
      }
      throw e;
    }
    const nextExpectedVersion = Number(revision) + 1;
    // The answer carries the last event's position only: read the appended events back for their positions and
    // recording times (exact also when the server answered a repeated append from what it already holds).
    const first = BigInt(nextExpectedVersion - events.length);
    const recorded = await this.readRevisions(this.streamPrefix + streamId, first, events.length);
    return { nextExpectedVersion, events: recorded };
  }

  /**
   * Erasure (ADR 0046, "Erasure on KurrentDB"): a soft delete — the stream reads as not found (the server sets its
   * truncate-before past the last event), its id stays usable (a later 'no_stream' append starts it afresh, showing
   * only the new events). The events stay in `$all` until a scavenge; `readAll` leaves them out. Idempotent.
   *
   * The server keeps a soft-deleted stream's last revision and accepts an append that expects it, so a writer that
   * decided on the stream before the erasure could continue it with that decision (issue #29). First, then, a
   * marker event (`DELETION_MARKER`, a system type: no read or subscription of the port shows it) takes the next
   * revision, so that such an append finds the stream at another revision and conflicts, atomically on the
   * server; the delete then truncates the marker too. Only a stream with readable events gets one: a stream never
   * written, or already deleted, has nothing to protect. An append already under way (or an 'any' append) that
   * lands before the delete is deleted with the stream, as the Postgres erasure lock does.
   */
  async deleteStream(streamId: string): Promise<void> {
    const stored = this.streamPrefix + streamId;
    try {
      await this.client.appendToStream(stored, jsonEvent({ type: DELETION_MARKER, data: {} }), {
        streamState: STREAM_EXISTS,
      });
    } catch (e) {
      if (isNothingToDelete(e)) return;
      throw e;
    }
    try {
      await this.client.deleteStream(stored, { expectedRevision: ANY });
    } catch (e) {
      if (isNothingToDelete(e)) return;
      throw e;
    }
  }

  /**
   * Starts a scavenge (ADR 0046, "Scavenge"): the server's `Operations.StartScavenge`, which rewrites its chunks
   * without the events that deletes made unreadable — until then an erased stream's events are hidden, not gone.
   * The client (1.3.1) ships the Operations service's generated stubs but no public call for it, so this goes
   * through the client's own `execute` (its connection, leader discovery and credentials) with those stubs. The
   * server answers at once with the scavenge's id; the scavenge runs on in the background (the server logs its
   * progress and writes it to `$scavenges`).
   */
  async scavenge(): Promise<{ scavengeId: string }> {
    const client = this.client as unknown as ClientInternals;
    const request = new StartScavengeReq();
    const options = new StartScavengeReq.Options();
    options.setThreadCount(1);
    options.setStartFromChunk(0);
    request.setOptions(options);
    const scavengeId = await client.execute(
      OperationsClient as never,
      'startScavenge',
      (operations: OperationsClient) =>
        new Promise<string>((resolve, reject) =>
          operations.startScavenge(
            request,
            ...client.callArguments({ requiresLeader: true }),
            (error, response) => (error ? reject(error) : resolve(response.getScavengeId())),
          ),
        ),
    );
    return { scavengeId };
  }

  /**
   * Events after `after` in `$all` order, system events (and other namespaces') left out; a checkpoint from
   * another store is refused. Events of deleted streams are left out too: `$all` keeps them until a scavenge, so
   * a rebuild of the read models would otherwise bring erased data back. Per page, each stream's first readable
   * revision is read once (none: deleted or tombstoned) and only events from there on are kept.
   */
  async readAll(after: Checkpoint | null, limit: number): Promise<RecordedEvent[]> {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`readAll: limit must be a positive integer`);
    let from: Position | undefined = after ? decodeCheckpoint(after) : undefined;
    const out: RecordedEvent[] = [];
    const firstReadable = new Map<string, Promise<bigint | null>>();
    const readable = (streamId: string, revision: bigint): Promise<boolean> => {
      let first = firstReadable.get(streamId);
      if (!first) firstReadable.set(streamId, (first = this.firstRevision(streamId)));
      return first.then((f) => f !== null && revision >= f);
    };
    // A read of $all from a position includes that position's event: ask for one more and skip what is not after.
    // System events are left out here rather than by a server-side filter: an unfiltered read that returns fewer
    // than asked has certainly reached the end, so a page of system events can never look like "caught up".
    for (;;) {
      const want = limit - out.length + 1;
      let seen = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from ?? START, maxCount: want })) {
        seen++;
        const event = resolved.event;
        if (!event) continue;
        last = event.position;
        if (from && !isAfter(event.position, from)) continue;
        if (isSystem(event.streamId, event.type) || !this.owns(event.streamId)) continue;
        if (out.length < limit && (await readable(event.streamId, event.revision)))
          out.push(this.toRecorded(resolved));
      }
      if (out.length >= limit || seen < want || !last) return out;
      from = last;
    }
  }

  /** The first revision a read of the stream shows; null when it shows none (deleted, or tombstoned). */
  private async firstRevision(storedStreamId: string): Promise<bigint | null> {
    try {
      for await (const resolved of this.client.readStream(storedStreamId, {
        fromRevision: START,
        maxCount: 1,
      })) {
        if (resolved.event) return resolved.event.revision;
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError || e instanceof StreamDeletedError) return null;
      throw e;
    }
    return null;
  }

  private async readRevisions(
    streamId: string,
    fromRevision: bigint | typeof START,
    maxCount: number,
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision, maxCount })) {
        // A deletion marker is readable only while its delete is under way (or failed): never an event.
        if (resolved.event && resolved.event.type !== DELETION_MARKER) events.push(this.toRecorded(resolved));
      }
    } catch (e) {
      // A tombstoned stream reads as empty too: nothing of it is to be seen (an append to it is refused).
      if (e instanceof StreamNotFoundError || e instanceof StreamDeletedError) return [];
      throw e;
    }
    return events;
  }

  /** A recorded event of the client as the port's; with a codec its data is decoded to the current version. */
  toRecorded(resolved: ResolvedEvent): RecordedEvent {
    const event = resolved.event!;
    if (!event.position)
      throw new Error(`Event ${event.id} came without a $all position (server older than 22.6?)`);
    const metadata = portMetadata(event.metadata);
    const recorded: RecordedEvent = {
      eventId: event.id,
      streamId: event.streamId.slice(this.streamPrefix.length),
      streamVersion: Number(event.revision) + 1,
      type: event.type,
      data: event.data,
      metadata,
      // Whole seconds: the client's native reader (readStream/readAll) gives `created` in seconds, its gRPC
      // subscription in milliseconds; one precision keeps a rebuilt read model equal to the live one.
      recordedAt: new Date(Math.floor(event.created.getTime() / 1000) * 1000),
      globalPosition: Number(event.position.prepare),
      checkpoint: encodeCheckpoint(event.position),
    };
    if (!this.codec) return recorded;
    return {
      ...recorded,
      data: this.codec.decode(event.type, metadata.schemaVersion, event.data),
      metadata: { ...metadata, schemaVersion: this.codec.versionOf(event.type) },
    };
  }
}

/** The port's expected version as the client's stream state (port version n = server revision n - 1). */
export function streamStateOf(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (!Number.isInteger(expected) || expected < 0) throw new Error(`Invalid expected version ${expected}`);
  return BigInt(expected - 1);
}

/**
 * The event `deleteStream` appends before its soft delete, so that an append decided against the stream's old last
 * revision conflicts (issue #29). A system type (`$…`): `readAll` and subscriptions leave it out, `readStream` too.
 */
export const DELETION_MARKER = '$fabelhaft-stream-deleted';

/** A failed marker append or delete that means the stream has no readable events: nothing (more) to delete. */
function isNothingToDelete(e: unknown): boolean {
  return (
    e instanceof KurrentWrongExpectedVersionError ||
    e instanceof StreamNotFoundError ||
    e instanceof StreamDeletedError
  );
}

/** System streams and events (`$…`) are the server's own; the port never sees them. */
export function isSystem(streamId: string, type: string): boolean {
  return streamId.startsWith('$') || type.startsWith('$');
}

function portMetadata(raw: unknown): EventMetadata {
  const m =
    raw && typeof raw === 'object' && !(raw instanceof Uint8Array) ? (raw as Partial<StoredMetadata>) : {};
  return {
    correlationId: typeof m.correlationId === 'string' ? m.correlationId : (m.$correlationId ?? ''),
    causationId: typeof m.causationId === 'string' ? m.causationId : null,
    userId: typeof m.userId === 'string' ? m.userId : null,
    schemaVersion: typeof m.schemaVersion === 'number' ? m.schemaVersion : 1,
  };
}
