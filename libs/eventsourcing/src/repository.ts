import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from './errors';
import type { DomainEvent, EventMetadata, EventStore, RecordedEvent, SqlExecutor } from './types';

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

  async load(id: string, tx?: SqlExecutor): Promise<{ state: State; version: number }> {
    const { events, version } = await this.store.readStream(this.options.streamId(id), { tx });
    const state = events.reduce(
      (s, e: RecordedEvent) => this.decider.evolve(s, { type: e.type, data: e.data } as Event),
      this.decider.initialState(),
    );
    return { state, version };
  }

  async handle(
    id: string,
    command: Command,
    metadata: Partial<EventMetadata> & { correlationId: string },
    tx?: SqlExecutor,
  ): Promise<HandleResult<State, Event>> {
    const streamId = this.options.streamId(id);
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.load(id, tx);
      const events = this.decider.decide(command, state, this.clock());
      if (events.length === 0) return { state, events, version };
      try {
        const result = await this.store.appendToStream(
          streamId,
          events.map((event) => ({
            event,
            eventId: randomUUID(),
            metadata: {
              correlationId: metadata.correlationId,
              causationId: metadata.causationId ?? null,
              userId: metadata.userId ?? null,
              schemaVersion: this.options.schemaVersions?.[event.type] ?? 1,
            },
          })),
          { expectedVersion: version, tx },
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
