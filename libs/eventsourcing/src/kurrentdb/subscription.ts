import {
  START,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamSubscription,
  type Filter,
  type Position,
} from '@kurrent/kurrentdb-client';
import type { Checkpoint, RecordedEvent } from '../types';
import { decodeCheckpoint, encodeCheckpoint, isAfter } from './checkpoint';
import { isSystem, type KurrentDbEventStore } from './event-store';

/** Which events a subscription receives, filtered by the server; system events are always left out. */
export type KurrentDbSubscriptionFilter =
  | { eventTypePrefixes: readonly string[] }
  | { streamPrefixes: readonly string[] }
  | { eventTypeRegex: string }
  | { streamRegex: string };

export interface KurrentDbSubscriptionOptions {
  /** Name for errors and logs, e.g. `relay`. */
  name: string;
  /**
   * Where to start: the checkpoint the caller stored (in the service's Postgres, in the read model's own
   * transaction); `null` reads from the start of `$all`. Asked again after every restart.
   */
  loadCheckpoint(): Promise<Checkpoint | null>;
  /**
   * Handles events in `$all` order. It must store `checkpoint` (the last event's) together with its effects —
   * in the same transaction for database effects, which then happen exactly once. A batch that fails is
   * delivered again after a restart from the stored checkpoint, so external effects must be idempotent.
   */
  handle(events: RecordedEvent[], checkpoint: Checkpoint): Promise<void>;
  /**
   * The server looked at events up to here and none matched the filter: the caller may store this checkpoint
   * (then a restart does not scan those events again). Never called before all earlier events were handled.
   */
  onCheckpoint?(checkpoint: Checkpoint): Promise<void>;
  /** Server-side; by default the store's namespace (stream prefix), else all but system events. */
  filter?: KurrentDbSubscriptionFilter;
  /** Most events per `handle` call (events the server already sent are batched up to this). */
  batchSize?: number;
  onError?(error: unknown): void;
  /** The subscription has handled everything the server had when it (re)started; then it is live. */
  onCaughtUp?(): void;
}

const RESTART_MIN_MS = 100;
const RESTART_MAX_MS = 5000;

/**
 * A catch-up subscription to `$all` with a server-side filter (ADR 0046): the KurrentDB counterpart of
 * `PostgresSubscription`, except that the checkpoint belongs to the caller. On any error (a failing batch, a
 * lost connection) it unsubscribes, waits (doubling up to 5 s) and subscribes again from the stored checkpoint.
 */
export class KurrentDbSubscription {
  private running = false;
  private loop?: Promise<void>;
  private current?: AllStreamSubscription;
  private cancelDelay?: () => void;
  /** A batch was handled since the last failure: the next failure starts the backoff afresh. */
  private progressed = false;

  constructor(
    private readonly store: KurrentDbEventStore,
    private readonly options: KurrentDbSubscriptionOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.cancelDelay?.();
    const current = this.current;
    await current?.unsubscribe().catch(() => undefined);
    // A cancelled call does not always end the client's stream: end it here so the loop returns.
    current?.destroy();
    await this.loop;
  }

  private async run(): Promise<void> {
    for (let failures = 0; this.running;) {
      try {
        await this.subscribeOnce();
        failures = 0;
      } catch (e) {
        if (!this.running) break;
        if (this.progressed) failures = 0;
        this.progressed = false;
        failures++;
        this.options.onError?.(e);
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(
          resolve,
          Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** Math.max(0, failures - 1)),
        );
        this.cancelDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.cancelDelay = undefined;
    }
  }

  /** Without a filter of the caller's: the store's namespace (its stream prefix), if it has one. */
  private namespaceFilter(): KurrentDbSubscriptionFilter | undefined {
    return this.store.streamPrefix ? { streamPrefixes: [this.store.streamPrefix] } : undefined;
  }

  /** One subscription from the stored checkpoint until it fails or is stopped. */
  private async subscribeOnce(): Promise<void> {
    const stored = await this.options.loadCheckpoint();
    let handled: Position | undefined = stored ? decodeCheckpoint(stored) : undefined;
    let busy = false;
    let batch: RecordedEvent[] = [];
    let pending: Position | undefined;
    const reportCheckpoint = async (position: Position) => {
      if (!this.options.onCheckpoint || (handled && !isAfter(position, handled))) return;
      await this.options.onCheckpoint(encodeCheckpoint(position));
      handled = position;
    };
    const subscription = this.store.client.subscribeToAll({
      fromPosition: handled ?? START,
      filter: serverFilter(this.options.filter ?? this.namespaceFilter(), async (_s, position) => {
        // Events before this position may still wait in the stream's buffer: report it only once they are handled.
        if (busy || batch.length > 0 || subscription.readableLength > 0) {
          pending = position;
          return;
        }
        // The client awaits this inside its stream: a throw here would be an unhandled rejection. A checkpoint not
        // stored now is stored with a later batch or checkpoint.
        await reportCheckpoint(position).catch((e: unknown) => this.options.onError?.(e));
      }),
    });
    this.current = subscription;
    subscription.on('caughtUp', () => this.options.onCaughtUp?.());
    const batchSize = this.options.batchSize ?? 100;
    let last: Position | undefined;
    try {
      for await (const resolved of subscription) {
        if (!this.running) break;
        const event = resolved.event;
        if (
          event &&
          !isSystem(event.streamId, event.type) &&
          this.store.owns(event.streamId) &&
          (!handled || isAfter(event.position, handled))
        ) {
          batch.push(this.store.toRecorded(resolved));
          last = event.position;
        }
        // Batch what the server already sent; hand over as soon as nothing more is waiting.
        if (batch.length === 0 || (batch.length < batchSize && subscription.readableLength > 0)) continue;
        busy = true;
        const events = batch;
        batch = [];
        await this.options.handle(events, encodeCheckpoint(last!));
        handled = last;
        this.progressed = true;
        busy = false;
        if (pending && subscription.readableLength === 0) {
          const p = pending;
          pending = undefined;
          await reportCheckpoint(p);
        }
      }
    } finally {
      this.current = undefined;
      await subscription.unsubscribe().catch(() => undefined);
    }
    if (this.running) throw new Error(`Subscription ${this.options.name} ended`);
  }
}

function serverFilter(
  filter: KurrentDbSubscriptionFilter | undefined,
  checkpointReached: (subscription: AllStreamSubscription, position: Position) => Promise<void>,
): Filter {
  const common = { checkpointReached, checkpointInterval: 1 };
  if (!filter) return excludeSystemEvents(common);
  if ('eventTypePrefixes' in filter)
    return eventTypeFilter({ ...common, prefixes: [...filter.eventTypePrefixes] });
  if ('streamPrefixes' in filter)
    return streamNameFilter({ ...common, prefixes: [...filter.streamPrefixes] });
  if ('eventTypeRegex' in filter) return eventTypeFilter({ ...common, regex: filter.eventTypeRegex });
  return streamNameFilter({ ...common, regex: filter.streamRegex });
}
