import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  TrackingPoller,
  type CarrierTracking,
  type PollPolicy,
  type ShipmentPollState,
} from '@fabelhaft/carriers';
import { withTransaction, type SqlExecutor } from '@fabelhaft/eventsourcing';
import type { ShipmentRepository } from '../infrastructure/shipment.repository';
import { SHIPMENTS_TABLE } from '../read-model/shipments.projection';
import { takeCarrierCall } from './carrier-budget';
import { carrierReading } from './carrier-reading';

export interface ShipmentPollingOptions {
  pool: Pool;
  shipments: ShipmentRepository;
  /** Carrier key → its tracking. A parcel of a carrier not listed is not polled. */
  carriers: Record<string, CarrierTracking>;
  policy: PollPolicy;
  /** Calls per GMT day per carrier (shared by every instance through Postgres). */
  dailyLimit: number;
  batch: number;
  /** A claim keeps the row away from other instances this long. */
  leaseMs: number;
  clock?: () => Date;
  logger: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

interface DueRow {
  tracking_number: string;
  carrier: string;
  poll_state: ShipmentPollState;
}

/**
 * One round of polling (issue #15): claim the due shipments (`for update skip locked`, then a lease on
 * `next_poll_at`, so several instances never poll one parcel at once and a crash only delays it by the lease),
 * ask the carrier through libs/carriers' `TrackingPoller` (its schedule: backoff, stop at final, Retry-After,
 * the per-parcel day share), record the reading on the shipment and store the schedule — in one transaction, so
 * a restart continues from the table.
 */
export class ShipmentPolling {
  private readonly clock: () => Date;
  private readonly pollers: Map<string, TrackingPoller>;

  constructor(private readonly options: ShipmentPollingOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.pollers = new Map(
      Object.entries(options.carriers).map(([key, carrier]) => [
        key,
        new TrackingPoller({
          carrier,
          clock: this.clock,
          sleep: () => Promise.resolve(),
          policy: options.policy,
        }),
      ]),
    );
  }

  /** Polls what is due now; answers how many shipments were polled. */
  async runOnce(): Promise<number> {
    const due = await this.claim();
    let polled = 0;
    for (const row of due) {
      try {
        if (await this.poll(row)) polled += 1;
      } catch (err) {
        // A refused key or an unexpected answer: logged; the lease keeps the parcel from a hot loop.
        this.options.logger.warn({ err, trackingNumber: row.tracking_number }, 'tracking poll failed');
      }
    }
    return polled;
  }

  private async claim(): Promise<DueRow[]> {
    const now = this.clock();
    return withTransaction(this.options.pool, async (tx) => {
      const { rows } = await tx.query<DueRow>(
        `select tracking_number, carrier, poll_state from ${SHIPMENTS_TABLE}
          where next_poll_at is not null and next_poll_at <= $1 and not final
          order by next_poll_at limit $2 for update skip locked`,
        [now.toISOString(), this.options.batch],
      );
      if (rows.length > 0) {
        await tx.query(`update ${SHIPMENTS_TABLE} set next_poll_at = $2 where tracking_number = any($1)`, [
          rows.map((r) => r.tracking_number),
          new Date(now.getTime() + this.options.leaseMs).toISOString(),
        ]);
      }
      return rows;
    });
  }

  private async poll(row: DueRow): Promise<boolean> {
    const poller = this.pollers.get(row.carrier);
    if (!poller) {
      // Nobody here can ask this carrier: the parcel keeps what the partner said.
      await this.schedule(this.options.pool, row.tracking_number, row.poll_state, null);
      return false;
    }
    const allowance = await takeCarrierCall(
      this.options.pool,
      row.carrier,
      this.options.dailyLimit,
      this.clock(),
    );
    if (!allowance.granted) {
      const state = { ...row.poll_state, nextPollAt: allowance.retryAt };
      await this.schedule(this.options.pool, row.tracking_number, state, state.nextPollAt);
      return false;
    }
    const { state, shipment } = await poller.pollOnce(row.poll_state);
    await withTransaction(this.options.pool, async (tx) => {
      if (shipment) {
        const id = randomUUID();
        await this.options.shipments.handle(
          row.tracking_number,
          carrierReading(shipment),
          { correlationId: id },
          tx,
        );
      }
      await this.schedule(tx, row.tracking_number, state, state.stopped ? null : state.nextPollAt);
    });
    return true;
  }

  private async schedule(
    sql: SqlExecutor,
    trackingNumber: string,
    state: ShipmentPollState,
    nextPollAt: string | null,
  ): Promise<void> {
    await sql.query(
      `update ${SHIPMENTS_TABLE} set poll_state = $2, next_poll_at = case when final then null else $3::timestamptz end
        where tracking_number = $1`,
      [trackingNumber, JSON.stringify(state), nextPollAt],
    );
  }
}
