import { FulfilmentEvents, FulfilmentEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { recordSkipped, sendOnce } from '../sending/send-once';
import { links, shipped } from '../templates/templates';
import type { NotificationsPolicyDeps } from './email-context';

/**
 * fulfilment.v1.PrintJobStatusChanged to `shipped` → "your book is on its way" with each parcel's carrier,
 * tracking number and our /tracking?number=… page (spec §2 Tracking).
 */
export const notifyShipped = definePolicy<NotificationsPolicyDeps>({
  name: 'notifications-shipped',
  stream: FulfilmentEventStream,
  filterSubject: FulfilmentEvents.printJobStatusChangedV1.subject,
  handle: async (envelope, { tx, pool, mailer, orders, settings }) => {
    if (envelope.type !== FulfilmentEvents.printJobStatusChangedV1.type) return;
    const d = FulfilmentEvents.printJobStatusChangedV1.data.parse(envelope.data);
    if (d.status !== 'shipped' || d.parcels.length === 0) return;
    const order = await orders.find(d.orderId);
    if (!order?.email) {
      await recordSkipped(
        tx,
        envelope.id,
        'shipped',
        order ? 'no_address' : 'unknown_order',
        settings.mailDomain,
      );
      return;
    }
    const title = order.items.find((i) => i.itemId === d.itemId)?.title ?? null;
    await sendOnce({ pool, mailer, mailDomain: settings.mailDomain }, tx, {
      eventId: envelope.id,
      template: 'shipped',
      ownerId: order.ownerId,
      to: order.email,
      locale: order.locale,
      rendered: shipped(order.locale, {
        title,
        parcels: d.parcels.map((p) => ({
          carrier: p.carrier,
          trackingNumber: p.trackingNumber,
          trackingUrl: links.tracking(settings.baseUrl, p.trackingNumber),
        })),
      }),
      attachments: [],
    });
  },
});
