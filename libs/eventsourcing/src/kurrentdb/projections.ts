import type { Pool } from 'pg';
import { applyProjections } from '../postgres/event-store';
import { withTransaction } from '../postgres/sql';
import type {
  AppendOptions,
  AppendResult,
  Checkpoint,
  EventStore,
  InlineProjection,
  NewEvent,
  RecordedEvent,
} from '../types';
import { decodeCheckpoint, isAfter } from './checkpoint';
import { lockCheckpoint, postgresCheckpoint, storeCheckpoint } from './postgres-checkpoint';
// Types only: this file is loaded by Postgres-only processes too (the client loads only on KurrentDB).
import type { KurrentDbSubscriptionFilter, KurrentDbSubscriptionOptions } from './subscription';

/** Starts a KurrentDB catch-up subscription (`createEventStore(…).subscribe`); stop() ends it. */
export type KurrentDbSubscriber = (options: KurrentDbSubscriptionOptions) => {
  start(): void;
  stop(): Promise<void>;
};

export interface KurrentDbProjectionsOptions {
  pool: Pool;
  schema: string;
  /** The service's read models — the same `InlineProjection`s the Postgres store runs in the append's transaction. */
  projections: readonly InlineProjection[];
  subscribe: KurrentDbSubscriber;
  /** Server-side filter; by default the store's namespace (its stream prefix). */
  filter?: KurrentDbSubscriptionFilter;
  /** Checkpoint row in `<schema>.kurrentdb_checkpoints`; `projections` by default. */
  subscriptionId?: string;
  batchSize?: number;
  onError?(error: unknown): void;
}

/**
 * A service's read models on KurrentDB (ADR 0046): a catch-up subscription to `$all` (server-side filter) whose
 * batches run the service's projections and move the checkpoint in one Postgres transaction (`postgresCheckpoint`:
 * exactly once, any number of instances). `waitFor(checkpoint)` lets a command wait until its own append is in the
 * read models — what the Postgres store gives by running the projections in the append's transaction.
 */
export class KurrentDbProjections {
  private position?: Checkpoint;
  private waiters: { target: Checkpoint; resolve(): void }[] = [];
  private subscription?: { stop(): Promise<void> };
  private readonly checkpoints: ReturnType<typeof postgresCheckpoint>;

  constructor(private readonly options: KurrentDbProjectionsOptions) {
    this.checkpoints = postgresCheckpoint(options.pool, {
      schema: options.schema,
      subscriptionId: this.subscriptionId,
      handle: async (events, tx) => {
        for (const event of events) await applyProjections(options.projections, event, tx);
      },
    });
  }

  get subscriptionId(): string {
    return this.options.subscriptionId ?? 'projections';
  }

  /** Starts the subscription (from the stored checkpoint); resolves at once, catching up goes on behind. */
  async start(): Promise<void> {
    if (this.subscription) return;
    const { checkpoints } = this;
    const subscription = this.options.subscribe({
      name: this.subscriptionId,
      filter: this.options.filter,
      batchSize: this.options.batchSize,
      onError: this.options.onError,
      loadCheckpoint: async () => {
        const stored = await checkpoints.loadCheckpoint();
        if (stored) this.reached(stored);
        return stored;
      },
      handle: async (events, checkpoint) => {
        // Also when another instance handled these events first (then this one only skips them).
        await checkpoints.handle(events, checkpoint);
        this.reached(checkpoint);
      },
      onCheckpoint: async (checkpoint) => {
        await checkpoints.onCheckpoint!(checkpoint);
        this.reached(checkpoint);
      },
    });
    subscription.start();
    this.subscription = subscription;
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  /** Where the read models stand, as far as this instance has seen. */
  get checkpoint(): Checkpoint | undefined {
    return this.position;
  }

  /**
   * Resolves `true` once the read models include the event at `checkpoint`, `false` after `timeoutMs` (the
   * command's write is stored either way; only the read model is late).
   */
  waitFor(checkpoint: Checkpoint, timeoutMs: number): Promise<boolean> {
    if (this.covers(checkpoint)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        target: checkpoint,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.covers(checkpoint));
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  private covers(checkpoint: Checkpoint): boolean {
    return !!this.position && !isAfter(decodeCheckpoint(checkpoint), decodeCheckpoint(this.position));
  }

  private reached(checkpoint: Checkpoint): void {
    if (this.position && !isAfter(decodeCheckpoint(checkpoint), decodeCheckpoint(this.position))) return;
    this.position = checkpoint;
    const done = this.waiters.filter((w) => this.covers(w.target));
    this.waiters = this.waiters.filter((w) => !done.includes(w));
    for (const w of done) w.resolve();
  }
}

/**
 * The port for a service on KurrentDB with its read models kept by `KurrentDbProjections`: an append returns once
 * the read models include it, or after `timeoutMs` (`onLag` is told) — so a command's caller that reads the read
 * model next sees its own write, as on the Postgres store. A stream read likewise returns once the read models
 * include the stream's last event (ADR 0046): a caller that decides "nothing to do" on another caller's event
 * (a repeated confirm) and answers from the read model must not answer from before that event — on Postgres the
 * projections commit with the events, so the read model is never behind what a stream read shows.
 */
export class ReadYourWritesEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly projections: KurrentDbProjections,
    private readonly options: { timeoutMs: number; onLag?(streamId: string, checkpoint: Checkpoint): void },
  ) {}

  async readStream(streamId: string): Promise<{ events: RecordedEvent[]; version: number }> {
    const read = await this.inner.readStream(streamId);
    await this.caughtUp(streamId, read.events);
    return read;
  }

  readAll(after: Checkpoint | null, limit: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(after, limit);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamId, events, options);
    await this.caughtUp(streamId, result.events);
    return result;
  }

  deleteStream(streamId: string): Promise<void> {
    if (!this.inner.deleteStream) throw new Error('this event store cannot delete streams');
    return this.inner.deleteStream(streamId);
  }

  scavenge(): Promise<{ scavengeId: string }> {
    if (!this.inner.scavenge) throw new Error('this event store cannot scavenge');
    return this.inner.scavenge();
  }

  /** Waits (bounded) until the read models include the last of these events; at once when they already do. */
  private async caughtUp(streamId: string, events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1];
    if (last && !(await this.projections.waitFor(last.checkpoint, this.options.timeoutMs))) {
      this.options.onLag?.(streamId, last.checkpoint);
    }
  }
}

/**
 * The rebuild command on KurrentDB: in one Postgres transaction, holding the projections' checkpoint row (so the
 * live subscription waits), empties the read models, replays the service's events from the start of `$all` and
 * stores the checkpoint of the last one; the live subscription then goes on from there.
 */
export async function rebuildKurrentDbProjections(
  pool: Pool,
  store: EventStore,
  options: {
    schema: string;
    projections: readonly InlineProjection[];
    subscriptionId?: string;
    batchSize?: number;
  },
): Promise<{ events: number }> {
  const id = options.subscriptionId ?? 'projections';
  const batchSize = options.batchSize ?? 1000;
  return withTransaction(pool, async (tx) => {
    await lockCheckpoint(tx, options.schema, id);
    for (const p of options.projections) await p.reset(tx);
    let after: Checkpoint | null = null;
    let count = 0;
    for (;;) {
      const events = await store.readAll(after, batchSize);
      if (events.length === 0) break;
      for (const event of events) await applyProjections(options.projections, event, tx);
      count += events.length;
      after = events[events.length - 1]!.checkpoint;
    }
    await storeCheckpoint(tx, options.schema, id, after ?? '');
    return { events: count };
  });
}
