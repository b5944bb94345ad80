import { startPolling } from '@fabelhaft/carriers';
import type { InlineProjection, Migration } from '@fabelhaft/eventsourcing';
import type { ShipmentEvent } from '../domain/shipment';
import { trackingNumberOfStream } from '../infrastructure/shipment.repository';
import { TRACKING_SCHEMA } from '../tracking.config';

export const SHIPMENTS_TABLE = `${TRACKING_SCHEMA}.shipments`;
const T = SHIPMENTS_TABLE;

/**
 * The shipments as their owners see them, and the polling schedule beside them: `poll_state` is libs/carriers'
 * `ShipmentPollState` after the last poll, `next_poll_at` when the parcel is due (null: polling has ended). The
 * worker claims due rows with `for update skip locked`, so several instances share the work and a restart
 * continues where the table says.
 */
export const shipmentsMigration: Migration = {
  id: 'tracking-0001-shipments',
  sql: `create table ${T} (
          tracking_number text primary key,
          carrier text not null,
          tracking_url text,
          owner_id text not null,
          order_id text not null,
          item_id text not null,
          book_id text not null,
          print_job_id text not null,
          status text not null,
          carrier_status_code text,
          promised_delivery jsonb,
          carrier_estimate jsonb,
          events jsonb not null default '[]',
          handed_over boolean not null default false,
          final boolean not null default false,
          registered_at timestamptz not null,
          updated_at timestamptz not null,
          poll_state jsonb not null,
          next_poll_at timestamptz
        );
        create index shipments_due on ${T} (next_poll_at) where next_poll_at is not null;
        create index shipments_owner on ${T} (owner_id);
        create index shipments_print_job on ${T} (print_job_id);
        -- The carrier's daily quota (DHL: per API key and GMT day), shared by every instance.
        create table ${TRACKING_SCHEMA}.carrier_budget (
          carrier text not null,
          day date not null,
          used integer not null,
          primary key (carrier, day)
        );
        -- The partners' promised delivery windows, from the submitted jobs (a shipment may come first).
        create table ${TRACKING_SCHEMA}.promised_deliveries (
          print_job_id text primary key,
          deliver_from text not null,
          deliver_to text not null
        );`,
};

/** The read model behind the lookups and the poll schedule, updated in the append's transaction. */
export const shipmentsProjection: InlineProjection = {
  name: 'shipments',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as ShipmentEvent;
    const trackingNumber = trackingNumberOfStream(recorded.streamId);
    switch (event.type) {
      case 'ShipmentRegistered': {
        const d = event.data;
        // Polling starts at once (libs/carriers' schedule: first poll right away).
        const poll = startPolling(trackingNumber, new Date(d.at));
        await sql.query(
          `insert into ${T} (tracking_number, carrier, tracking_url, owner_id, order_id, item_id, book_id,
             print_job_id, status, promised_delivery, registered_at, updated_at, poll_state, next_poll_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 'label_created', $9, $10, $10, $11, $10)
           on conflict (tracking_number) do nothing`,
          [
            trackingNumber,
            d.carrier,
            d.trackingUrl,
            d.ownerId,
            d.orderId,
            d.itemId,
            d.bookId,
            d.printJobId,
            d.promisedDelivery === null ? null : JSON.stringify(d.promisedDelivery),
            d.at,
            JSON.stringify(poll),
          ],
        );
        return;
      }
      case 'PromisedDeliveryRecorded':
        await sql.query(
          `update ${T} set promised_delivery = $2, updated_at = $3 where tracking_number = $1`,
          [trackingNumber, JSON.stringify(event.data.promisedDelivery), event.data.at],
        );
        return;
      case 'ShipmentUpdated': {
        const d = event.data;
        await sql.query(
          `update ${T} set status = $2, carrier_status_code = $3, carrier_estimate = $4, events = $5,
             handed_over = handed_over or $2 not in ('label_created', 'unknown'), final = $6, updated_at = $7,
             next_poll_at = case when $6 then null else next_poll_at end
           where tracking_number = $1`,
          [
            trackingNumber,
            d.status,
            d.carrierStatusCode,
            d.estimatedDelivery === null ? null : JSON.stringify(d.estimatedDelivery),
            JSON.stringify(d.events),
            d.final,
            d.at,
          ],
        );
        return;
      }
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
