import { TrackingEvents, TrackingEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { recordSkipped, sendOnce } from '../sending/send-once';
import {
  delivered,
  deliveryFailed,
  links,
  returned,
  type Locale,
  type ParcelData,
  type RenderedEmail,
  type TemplateName,
} from '../templates/templates';
import type { NotificationsPolicyDeps } from './email-context';

/** The shipment statuses that make an email, with their template (the other statuses make none). */
const EMAILS: Partial<
  Record<string, { template: TemplateName; render: (l: Locale, d: ParcelData) => RenderedEmail }>
> = {
  delivered: { template: 'delivered', render: delivered },
  delivery_failed: { template: 'delivery-failed', render: deliveryFailed },
  returned: { template: 'returned', render: returned },
};

/**
 * The key of a parcel's email: one per shipment and template (ADR 0025), not per event — a parcel that is
 * reported delivered by two events (a redelivery, a re-published event, a rebuilt tracking read model) still
 * makes one email with one Message-ID.
 */
export const shipmentKey = (carrier: string, trackingNumber: string) =>
  `shipment:${carrier}:${trackingNumber}`;

/**
 * tracking.v1.ShipmentStatusChanged → "your book has arrived" when the parcel reaches delivered; "delivery not
 * possible" (delivery_failed) and "parcel returned" (returned) when the carrier reports trouble (issue #15
 * Notifications). To the order's address, in the language of the checkout, once per shipment.
 */
export const notifyParcelStatus = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-parcel-status',
  stream: TrackingEventStream,
  filterSubject: TrackingEvents.shipmentStatusChangedV1.subject,
  handle: async (envelope, { tx, pool, mailer, orders, settings }) => {
    if (envelope.type !== TrackingEvents.shipmentStatusChangedV1.type) return;
    const d = TrackingEvents.shipmentStatusChangedV1.data.parse(envelope.data);
    const email = EMAILS[d.status];
    if (!email) return;
    const key = shipmentKey(d.carrier, d.trackingNumber);
    const order = await orders.find(d.orderId);
    if (!order?.email) {
      await recordSkipped(
        tx,
        key,
        email.template,
        order ? 'no_address' : 'unknown_order',
        settings.mailDomain,
      );
      return;
    }
    const title = order.items.find((i) => i.itemId === d.itemId)?.title ?? null;
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: key,
      template: email.template,
      ownerId: order.ownerId,
      to: order.email,
      locale: order.locale,
      rendered: email.render(order.locale, {
        title,
        carrier: d.carrier,
        trackingNumber: d.trackingNumber,
        trackingUrl: links.tracking(settings.baseUrl, d.trackingNumber),
      }),
      attachments: [],
    });
  },
});
