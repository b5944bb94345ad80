import type { EventCodec } from '../event-codec';
import type { Client, Pool } from 'pg';
import { Client as PgClient } from 'pg';
import type { RecordedEvent, SqlExecutor } from '../types';
import { PostgresEventStore, notificationChannel } from './event-store';
import { assertIdentifier, withTransaction } from './sql';

const HELD_BACK_RETRY_MS = 20;
/** LISTEN reconnect backoff: first retry soon, then doubling up to this ceiling. */
const LISTEN_RETRY_MIN_MS = 100;
const LISTEN_RETRY_MAX_MS = 5000;

export interface SubscriptionOptions {
  schema: string;
  /** Decodes (upcasts) the stored events before the handler sees them; the service store's codec. */
  codec?: EventCodec;
  /** Durable name: the checkpoint is stored under it. */
  subscriptionId: string;
  /**
   * Handles a batch in the transaction that also moves the checkpoint: database effects happen exactly
   * once; external effects (a publish) at least once, so they must be idempotent.
   */
  handle(events: RecordedEvent[], tx: SqlExecutor): Promise<void>;
  batchSize?: number;
  /** Fallback poll when no notification arrives (e.g. a batch held back by a slow transaction). */
  pollIntervalMs?: number;
  /** Connection string for the LISTEN connection (prompt wake-up); polling only when absent. */
  listenUrl?: string;
  onError?(error: unknown): void;
  /**
   * issue #27: how long a batch's transaction may wait on its process between two statements (a publish, a
   * handler's await) before Postgres ends it (`idle_in_transaction_session_timeout`). An instance that hangs or
   * is frozen mid-batch (its connection still open, so nothing else ends the transaction) releases the
   * checkpoint's lock after this, and another instance takes the batch over. Default 30 s.
   */
  holdTimeoutMs?: number;
  /** Called when a lost LISTEN connection is made again (the subscription catches up at once). */
  onListenRestored?(): void;
}

/**
 * Catch-up subscription over all events of a schema with a durable checkpoint. Several instances may run
 * (issue #27): the checkpoint row is locked (skip locked) per batch, so one processes while the others wait, and
 * the batches stay in commit order whoever takes them. Fail-over needs no lease: an instance that dies
 * mid-batch loses its connection and Postgres rolls its transaction back (the lock with it); one that hangs
 * is ended by `holdTimeoutMs`. The next batch goes to whichever instance asks first.
 */
export class PostgresSubscription {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /**
   * Set by every wake-up signal, also one that arrives while a batch runs (when nobody waits on `wake`): the
   * loop then reads again instead of sleeping through a notification it missed.
   */
  private woken = false;
  private listener?: Client;
  private readonly store: PostgresEventStore;
  private readonly s: string;
  private errorStreak = 0;
  private heldBack = false;
  private relistening?: Promise<void>;
  private cancelRelistenDelay?: () => void;

  constructor(
    private readonly pool: Pool,
    private readonly options: SubscriptionOptions,
  ) {
    this.s = assertIdentifier(options.schema);
    this.store = new PostgresEventStore(pool, options.schema, [], options.codec);
  }

  /** Creates the checkpoint row (at the start of the log) if this subscription has none yet. */
  async init(): Promise<void> {
    await this.pool.query(
      `insert into ${this.s}.subscription_checkpoints (subscription_id) values ($1) on conflict do nothing`,
      [this.options.subscriptionId],
    );
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.init();
    if (this.options.listenUrl) await this.listen(this.options.listenUrl);
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    this.cancelRelistenDelay?.();
    await this.loop;
    await this.relistening;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  /** Whether the LISTEN connection is up (always false without `listenUrl`); for health answers. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /** Where the subscription stands (for health checks and tests). */
  async checkpoint(): Promise<string | null> {
    const { rows } = await this.pool.query<{ c: string }>(
      `select transaction_id::text || ':' || global_position as c from ${this.s}.subscription_checkpoints where subscription_id = $1`,
      [this.options.subscriptionId],
    );
    return rows[0]?.c ?? null;
  }

  private async hasEventsAfter(tx: SqlExecutor, checkpoint: string): Promise<boolean> {
    const [transactionId, position] = checkpoint.split(':');
    const { rows } = await tx.query(
      `select 1 from ${this.s}.events where (transaction_id, global_position) > ($1::xid8, $2::bigint) limit 1`,
      [transactionId, position],
    );
    return rows.length > 0;
  }

  private async listen(url: string): Promise<void> {
    const client = new PgClient({
      connectionString: url,
      application_name: `listen:${this.options.subscriptionId}`.slice(0, 63),
    });
    client.on('notification', () => this.signal());
    // A Postgres restart or an administrator ends this connection: report it and make it again, or the
    // subscription would fall back to its slow poll for the rest of the process's life.
    client.on('error', (e) => {
      this.options.onError?.(e);
      this.relisten(client);
    });
    client.on('end', () => this.relisten(client));
    try {
      await client.connect();
      await client.query(`listen ${notificationChannel(this.s)}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
    this.listener = client;
  }

  private relisten(lost: Client): void {
    if (this.listener !== lost || !this.running || !this.options.listenUrl) return;
    this.listener = undefined;
    void lost.end().catch(() => undefined);
    this.relistening ??= this.listenAgain(this.options.listenUrl).finally(() => {
      this.relistening = undefined;
    });
  }

  private async listenAgain(url: string): Promise<void> {
    for (let attempt = 0; this.running; attempt++) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** attempt));
        this.cancelRelistenDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.cancelRelistenDelay = undefined;
      if (!this.running) return;
      try {
        await this.listen(url);
        if (!this.running) {
          await this.listener?.end().catch(() => undefined);
          return;
        }
        this.options.onListenRestored?.();
        // Notifications sent while the connection was down are lost: read on from the checkpoint now.
        this.signal();
        return;
      } catch (e) {
        this.options.onError?.(e);
      }
    }
  }

  private signal(): void {
    this.woken = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      // Whatever was committed before this point is read by this batch; a signal from now on means "again".
      this.woken = false;
      try {
        handled = await this.processBatch();
        this.errorStreak = 0;
      } catch (e) {
        this.errorStreak++;
        this.options.onError?.(e);
      }
      if (!this.running) break;
      if (handled > 0 && this.errorStreak === 0) continue;
      // Events held back by a transaction still in flight (possibly another service's, which will not notify
      // us when it ends): look again soon rather than at the next poll.
      const idle = this.heldBack ? HELD_BACK_RETRY_MS : (this.options.pollIntervalMs ?? 500);
      const backoff = this.errorStreak ? Math.min(5000, 100 * 2 ** this.errorStreak) : idle;
      // A notification that came while the batch ran found nobody waiting: act on it now.
      if (this.woken && this.errorStreak === 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, backoff);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /**
   * One batch: lock the checkpoint, read on from it, handle, move it on, commit. Returns how many events.
   * The loop calls it; tests and tools may call it directly on a subscription that was not started.
   */
  async processBatch(): Promise<number> {
    return withTransaction(this.pool, async (tx) => {
      await tx.query(`select set_config('idle_in_transaction_session_timeout', $1, true)`, [
        String(this.options.holdTimeoutMs ?? 30_000),
      ]);
      const { rows } = await tx.query<{ c: string }>(
        `select transaction_id::text || ':' || global_position as c
           from ${this.s}.subscription_checkpoints where subscription_id = $1 for update skip locked`,
        [this.options.subscriptionId],
      );
      if (rows.length === 0) return 0; // another instance holds it
      const events = await this.store.inTransaction(tx).readAll(rows[0]!.c, this.options.batchSize ?? 100);
      if (events.length === 0) {
        this.heldBack = await this.hasEventsAfter(tx, rows[0]!.c);
        return 0;
      }
      this.heldBack = false;
      await this.options.handle(events, tx);
      const last = events[events.length - 1]!.checkpoint.split(':');
      await tx.query(
        `update ${this.s}.subscription_checkpoints
            set transaction_id = $2::xid8, global_position = $3, updated_at = now()
          where subscription_id = $1`,
        [this.options.subscriptionId, last[0], last[1]],
      );
      return events.length;
    });
  }
}
