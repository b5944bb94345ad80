import { createHash, randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from './errors';
import {
  isTransactionalEventStore,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type SqlExecutor,
} from './types';

/**
 * The pure heart of an aggregate: `decide` turns a command and the current state into events (or throws a
 * DomainError), `evolve` folds an event into the state. No I/O, no clock: `now` is passed in.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, now: Date): Event[];
}

export interface RepositoryOptions {
  /** Stream id for an aggregate id, e.g. `quota-account-<id>`. */
  streamId(id: string): string;
  /** Attempts after a concurrent append, each with a fresh read and decision. */
  maxRetries?: number;
  clock?: () => Date;
  /** Schema version stamped on new events of each type (1 when absent). */
  schemaVersions?: Record<string, number>;
}

export interface HandleResult<State, Event> {
  state: State;
  /** Events this call appended; empty when the command changed nothing (e.g. an idempotent retry). */
  events: Event[];
  version: number;
}

/** Loads a stream, runs the decider, appends with the version it read, and retries a bounded number of times. */
export class EventSourcedRepository<State, Command, Event extends DomainEvent> {
  private readonly maxRetries: number;
  private readonly clock: () => Date;

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<State, Command, Event>,
    private readonly options: RepositoryOptions,
  ) {
    this.maxRetries = options.maxRetries ?? 5;
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * With `tx` on a store that can join it (Postgres), reads and appends happen in that SQL transaction: the
   * caller's other writes and the events commit together. On a store that cannot (KurrentDB, ADR 0046
   * "Handlers on a store that cannot join their transaction") the repository works _detached_: it reads and
   * appends on the store itself, before the caller's transaction commits, and makes the append idempotent by the
   * causing message instead (`handle`).
   */
  private storeFor(tx: SqlExecutor | undefined): EventStore {
    if (tx && isTransactionalEventStore(this.store)) return this.store.inTransaction(tx);
    return this.store;
  }

  async load(id: string, tx?: SqlExecutor): Promise<{ state: State; version: number }> {
    const { state, version } = await this.loadRecorded(id, tx);
    return { state, version };
  }

  private async loadRecorded(
    id: string,
    tx?: SqlExecutor,
  ): Promise<{ state: State; version: number; events: RecordedEvent[] }> {
    const { events, version } = await this.storeFor(tx).readStream(this.options.streamId(id));
    const state = events.reduce(
      (s, e: RecordedEvent) => this.decider.evolve(s, { type: e.type, data: e.data } as Event),
      this.decider.initialState(),
    );
    return { state, version, events };
  }

  /**
   * Detached (a transaction given, a store that cannot join it) with a causing message: the events' ids are
   * derived from (message, stream, command type), so the stream itself records that this message already changed
   * it. A redelivery after the caller's transaction rolled back (the events stand, the handled-message row does
   * not) finds them and appends nothing; the server also drops a repeated append of the same ids. So one
   * message sends at most one command of a type to a stream: a second would be taken for a repeat.
   */
  private idempotencyKey(
    streamId: string,
    command: Command,
    metadata: Partial<EventMetadata>,
    tx: SqlExecutor | undefined,
  ): string | null {
    if (!tx || isTransactionalEventStore(this.store) || !metadata.causationId) return null;
    const type = (command as { type?: unknown }).type;
    const key = `${metadata.causationId}|${streamId}|${typeof type === 'string' ? type : ''}`;
    return key;
  }

  async handle(
    id: string,
    command: Command,
    metadata: Partial<EventMetadata> & { correlationId: string },
    tx?: SqlExecutor,
  ): Promise<HandleResult<State, Event>> {
    const streamId = this.options.streamId(id);
    const store = this.storeFor(tx);
    const key = this.idempotencyKey(streamId, command, metadata, tx);
    for (let attempt = 0; ; attempt++) {
      const { state, version, events: recorded } = await this.loadRecorded(id, tx);
      if (key && recorded.some((e) => e.eventId === derivedEventId(key, 0))) {
        // This message already changed this stream (its transaction did not commit): nothing to do again.
        return { state, events: [], version };
      }
      const events = this.decider.decide(command, state, this.clock());
      if (events.length === 0) return { state, events, version };
      try {
        const result = await store.appendToStream(
          streamId,
          events.map((event, i) => ({
            event,
            eventId: key ? derivedEventId(key, i) : randomUUID(),
            metadata: {
              correlationId: metadata.correlationId,
              causationId: metadata.causationId ?? null,
              userId: metadata.userId ?? null,
              schemaVersion: this.options.schemaVersions?.[event.type] ?? 1,
            },
          })),
          { expectedVersion: version },
        );
        return {
          state: events.reduce((s, e) => this.decider.evolve(s, e), state),
          events,
          version: result.nextExpectedVersion,
        };
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError) || attempt >= this.maxRetries) throw e;
        // Someone else wrote first: back off a little (with jitter, so racers spread out) and decide again.
        await new Promise((r) => setTimeout(r, Math.random() * 10 * (attempt + 1)));
      }
    }
  }
}

/** A name-based UUID (SHA-1, RFC 9562 version 5 layout) for the i-th event of a keyed command. */
export function derivedEventId(key: string, index: number): string {
  const h = createHash('sha1').update(`fabelhaft-event|${key}|${index}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
